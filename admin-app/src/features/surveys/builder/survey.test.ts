import { describe, expect, it } from 'vitest';

import type {
	Device,
	Question,
	Survey,
	SurveySettings,
	SurveyTemplate,
} from '../../../data/survey-types';
import { entitlementsOf } from '../../../test-utils';
import { theming } from './test/harness';
import {
	applyTemplate,
	canAddQuestion,
	canDeleteQuestion,
	defaultBehavior,
	defaultFollowUp,
	defaultSlackNotifications,
	defaultTargeting,
	devicesLabel,
	displayLengthLabel,
	effectiveDevices,
	ensureQuestion,
	newSurvey,
	pruneEmailLogic,
	questionCountLabel,
	removeQuestion,
	resetInactiveFeatures,
	runTimeLabel,
	targetingLabel,
	timingLabel,
} from './survey';
import { deepFreeze } from './test/deep-freeze';

function question( id: string, type: Question[ 'type' ] = 'text' ): Question {
	return {
		id,
		title: `Question ${ id }`,
		type,
		config: { options: [] },
		settings: { required: true, randomize: true, comment_box: true },
		logic: { enabled: false, action: 'show', conditions: [] },
	};
}

const LITE = entitlementsOf( 'lite' );
// Add-on plugins on, but their flags need a licence (Entitlements::addon_active()).
const PRO_UNLICENSED = entitlementsOf( 'pro-unlicensed', {
	'question-types': true,
	targeting: true,
	branding: true,
	behavior: true,
	templates: true,
} );
const PLUS = entitlementsOf( 'plus' );
const PRO = entitlementsOf( 'pro' );
const ELITE = entitlementsOf( 'elite' );
const PRO_NO_TARGETING = entitlementsOf( 'pro', { targeting: false } );

/** A survey with every feature switched away from its default. */
function customised(): Survey {
	const survey = newSurvey( 'admin@example.com' );
	return {
		...survey,
		id: 7,
		title: 'Custom',
		questions: [ question( 'a', 'radio-button' ), question( 'b', 'nps' ) ],
		settings: {
			thank_you: {
				type: 'redirect',
				message: 'Bye',
				redirect_to: { id: 12, label: 'Page' },
			},
			enable_tracking: true,
			targeting: {
				devices: [ 'mobile' ],
				pages: 'advanced',
				page_rules: [
					{ logic: 'page_type', operator: '&&', data: null },
				],
			},
			behavior: {
				timing: 'delay',
				timing_delay: 5,
				display_length: 'once',
				run_time: 'expire',
				expire_at: { month: 3, day: 5 },
				start_minimized: true,
				save_partial: false,
				priority: 0,
				ignore_cooldown: false,
				sample_percent: 100,
				response_limit: 0,
				click_selector: '',
				scroll_percent: 75,
				abandon_on_touch: false,
				recontact_days: 0,
				repeat_days: 0,
				once_per: 'none',
				show_results: false,
				results_min_votes: 0,
				max_per_minute: 0,
			},
			theming: theming( { color_scheme: 'dark' } ),
			retention_days: null,
			hidden_fields: [ { name: 'plan', source: 'js', key: 'plan' } ],
			page: { enabled: true, layout: 'standalone' },
		},
		notifications: {
			include_partial: false,
			slack: defaultSlackNotifications(),
			follow_up: defaultFollowUp(),
			email: {
				active: true,
				addresses: 'a@b.co',
				logic: {
					enable: true,
					action: 'send',
					conditions: [
						{ question_id: 'a', compare: '==', value: 'x' },
					],
				},
			},
		},
	};
}

describe( 'newSurvey (§3 defaults; §4 "A new survey starts with one blank text question … status preset to publish")', () => {
	const survey = newSurvey( 'admin@example.com' );
	it( 'is unsaved, untitled, typeless and set to publish', () => {
		expect( survey ).toMatchObject( {
			id: null,
			title: '',
			type: '',
			template: '',
			status: 'publish',
			publish_at: null,
		} );
	} );
	it( 'has one blank text question', () => {
		expect( survey.questions ).toHaveLength( 1 );
		expect( survey.questions[ 0 ] ).toMatchObject( {
			type: 'text',
			title: '',
		} );
	} );
	it.each( [
		[
			'thank_you',
			{
				type: 'message',
				message: 'Thanks for your feedback!',
				redirect_to: null,
			},
		],
		[ 'enable_tracking', false ],
		[
			'targeting',
			{
				devices: [ 'desktop', 'tablet', 'mobile' ],
				pages: 'all',
				page_rules: [],
			},
		],
		[
			'behavior',
			{
				timing: 'immediate',
				timing_delay: 20,
				display_length: 'until_response',
				run_time: 'indefinitely',
				expire_at: null,
				start_minimized: false,
				// Partial saving and the display rules: every addition off (SurveyDefaults::behavior()).
				save_partial: false,
				priority: 0,
				ignore_cooldown: false,
				sample_percent: 100,
				response_limit: 0,
				// Triggers and recontact beyond the spec: unused until chosen.
				click_selector: '',
				scroll_percent: 75,
				abandon_on_touch: false,
				recontact_days: 0,
				repeat_days: 0,
				// One answer per person: the display rules decide until chosen.
				once_per: 'none',
				// A poll's live results: off until chosen.
				show_results: false,
				results_min_votes: 0,
				// No ceiling on new responses a minute.
				max_per_minute: 0,
			},
		],
		[ 'theming', null ],
	] as const )( 'settings.%s defaults to %j', ( key, value ) => {
		expect( survey.settings[ key ] ).toEqual( value );
	} );
	it( 'notifies the admin by e-mail, without conditional logic', () => {
		expect( survey.notifications ).toEqual( {
			email: {
				active: true,
				addresses: 'admin@example.com',
				logic: { enable: false, action: 'send', conditions: [] },
			},
			include_partial: false,
			slack: defaultSlackNotifications(),
			follow_up: defaultFollowUp(),
		} );
	} );
	it( 'builds fresh objects each time', () => {
		const other = newSurvey( 'x@y.zz' );
		expect( other.settings.targeting.devices ).not.toBe(
			survey.settings.targeting.devices
		);
		expect( other.questions[ 0 ].id ).not.toBe( survey.questions[ 0 ].id );
	} );
} );

function template(
	key: string,
	extra: Partial< SurveyTemplate > = {}
): SurveyTemplate {
	return {
		key,
		name: `Template ${ key }`,
		description: '',
		type: '',
		is_pro: false,
		is_available: true,
		required_addons: [],
		errors: [],
		disabled: false,
		config: { questions: [] },
		...extra,
	};
}

describe( 'applyTemplate (§4 "sets the survey template, applies it (replaces the questions; the title becomes the template name unless the template is \'blank\')")', () => {
	const start = deepFreeze( {
		...newSurvey( 'a@b.co' ),
		title: 'Mine',
		questions: [ question( 'old' ) ],
	} );
	it.each( [
		[
			'a named template',
			template( 'csat', {
				config: {
					questions: [
						question( 'q1', 'radio-button' ),
						question( 'q2' ),
					],
				},
			} ),
			'Template csat',
			'',
			[ 'q1', 'q2' ],
		],
		[
			"an NPS template (server type 'nps')",
			template( 'nps', {
				type: 'nps',
				config: { questions: [ question( 'q1', 'nps' ) ] },
			} ),
			'Template nps',
			'nps',
			[ 'q1' ],
		],
	] )( '%s', ( _name, tpl, title, type, ids ) => {
		const result = applyTemplate( start, deepFreeze( tpl ) );
		expect( result.template ).toBe( tpl.key );
		expect( result.title ).toBe( title );
		expect( result.type ).toBe( type );
		expect( result.questions.map( ( q ) => q.id ) ).toEqual( ids );
		expect( result.questions[ 0 ] ).not.toBe( tpl.config.questions[ 0 ] );
	} );
	it( "'blank' keeps the title and leaves one blank text question", () => {
		const result = applyTemplate( start, template( 'blank' ) );
		expect( result.title ).toBe( 'Mine' );
		expect( result.template ).toBe( 'blank' );
		expect( result.questions ).toHaveLength( 1 );
		expect( result.questions[ 0 ] ).toMatchObject( {
			type: 'text',
			title: '',
		} );
		expect( result.questions[ 0 ].id ).not.toBe( 'old' );
	} );
	it( 'gives template questions without an id a fresh one', () => {
		const tpl = template( 'x', {
			config: { questions: [ { ...question( '' ) }, question( 'q2' ) ] },
		} );
		const [ first, second ] = applyTemplate( start, tpl ).questions;
		expect( first.id ).toMatch( /^q[A-Za-z0-9]{12}$/ );
		expect( second.id ).toBe( 'q2' );
	} );
	it( 'switching from an NPS template back to another clears the type', () => {
		const nps = applyTemplate( start, template( 'nps', { type: 'nps' } ) );
		expect( applyTemplate( nps, template( 'csat' ) ).type ).toBe( '' );
	} );
	it( 'ensureQuestion adds nothing when a question exists', () => {
		expect(
			ensureQuestion( start ).questions.map( ( q ) => q.id )
		).toEqual( [ 'old' ] );
	} );
} );

describe( 'resetInactiveFeatures (§4 "Before sending, features whose add-on is inactive are reset to defaults"; SurveyGate::reset)', () => {
	const survey = deepFreeze( customised() );
	it.each( [
		[ 'Pro, pro plan, every add-on: nothing changes', PRO, {} ],
		[
			'no targeting add-on: targeting defaults',
			PRO_NO_TARGETING,
			{ targeting: defaultTargeting(), hidden_fields: [] },
		],
		[
			'no behavior add-on: behaviour defaults; redirect falls back to the message',
			entitlementsOf( 'pro', { behavior: false } ),
			{
				behavior: defaultBehavior(),
				thank_you: {
					type: 'message',
					message: 'Bye',
					redirect_to: null,
				},
			},
		],
		[
			'no branding add-on: theming null',
			entitlementsOf( 'pro', { branding: false } ),
			{ theming: null },
		],
		[
			'Pro without a licence, add-on plugins on: every add-on feature reset (their flags need a licence), required stays',
			PRO_UNLICENSED,
			{
				targeting: defaultTargeting(),
				hidden_fields: [],
				behavior: defaultBehavior(),
				thank_you: {
					type: 'message',
					message: 'Bye',
					redirect_to: null,
				},
				theming: null,
				email: 'default',
				questionSettings: {
					required: true,
					randomize: false,
					comment_box: false,
				},
			},
		],
		[
			'plus plan: e-mail logic reset ("when the licence is not elite or pro"), devices desktop only (can_target_devices)',
			PLUS,
			{
				email: 'default',
				targeting: {
					...customised().settings.targeting,
					devices: [ 'desktop' ],
				},
			},
		],
		[ 'elite plan keeps e-mail logic', ELITE, {} ],
		[
			'Lite: everything reset, thank-you to its defaults',
			LITE,
			{
				targeting: defaultTargeting(),
				hidden_fields: [],
				behavior: defaultBehavior(),
				thank_you: {
					type: 'message',
					message: 'Thanks for your feedback!',
					redirect_to: null,
				},
				theming: null,
				email: 'default',
				questionSettings: {
					required: false,
					randomize: false,
					comment_box: false,
				},
			},
		],
		[
			'no question-types add-on: randomize and comment box off, required stays',
			entitlementsOf( 'pro', { 'question-types': false } ),
			{
				questionSettings: {
					required: true,
					randomize: false,
					comment_box: false,
				},
			},
		],
	] )( '%s', ( _name, entitlements, changes ) => {
		const expected = customised();
		const c = changes as Partial< SurveySettings > & {
			email?: 'default';
			questionSettings?: Question[ 'settings' ];
		};
		for ( const key of [
			'targeting',
			'behavior',
			'thank_you',
			'theming',
			'hidden_fields',
		] as const ) {
			if ( key in c ) {
				( expected.settings as unknown as Record< string, unknown > )[
					key
				] = c[ key ];
			}
		}
		if ( c.email ) {
			expected.notifications.email.logic = {
				enable: false,
				action: 'send',
				conditions: [],
			};
		}
		if ( c.questionSettings ) {
			expected.questions = expected.questions.map( ( q ) => ( {
				...q,
				settings: { ...c.questionSettings! },
			} ) );
		}
		expect( resetInactiveFeatures( survey, entitlements ) ).toEqual(
			expected
		);
	} );
} );

describe( 'resetInactiveFeatures and jump logic (gated as required is)', () => {
	const withJumps = (): Survey => {
		const s = customised();
		s.questions[ 0 ] = {
			...s.questions[ 0 ],
			jumps: [ { compare: '==', value: 'Yes', to: 'end' } ],
		};
		return s;
	};
	it( 'Lite: every jump dropped; a question without a list keeps none', () => {
		const result = resetInactiveFeatures( deepFreeze( withJumps() ), LITE );
		expect( result.questions[ 0 ].jumps ).toEqual( [] );
		expect( 'jumps' in result.questions[ 1 ] ).toBe( false );
	} );
	it( 'Pro without question-types or a licence: jumps kept (not applied, not lost)', () => {
		for ( const ent of [
			entitlementsOf( 'pro', { 'question-types': false } ),
			PRO_UNLICENSED,
		] ) {
			expect(
				resetInactiveFeatures( deepFreeze( withJumps() ), ent )
					.questions[ 0 ].jumps
			).toEqual( [ { compare: '==', value: 'Yes', to: 'end' } ] );
		}
	} );
} );

describe( 'e-mail logic upkeep', () => {
	it( 'removeQuestion drops its question conditions and its e-mail conditions; emptied e-mail logic is disabled', () => {
		const survey = deepFreeze( customised() );
		const result = removeQuestion( survey, 'a' );
		expect( result.questions.map( ( q ) => q.id ) ).toEqual( [ 'b' ] );
		expect( result.notifications.email.logic ).toEqual( {
			enable: false,
			action: 'send',
			conditions: [],
		} );
	} );
	it.each( [
		[ 'an nps source with <', 'b', '<', true ],
		[ 'a radio source with <', 'a', '<', false ],
		[ 'a missing source', 'zz', '==', false ],
	] as const )(
		'pruneEmailLogic keeps %s: %s',
		( _name, id, compare, kept ) => {
			const survey = customised();
			survey.notifications.email.logic.conditions = [
				{ question_id: id, compare, value: '5' },
			];
			const logic = pruneEmailLogic( deepFreeze( survey ) ).notifications
				.email.logic;
			expect( logic.conditions ).toHaveLength( kept ? 1 : 0 );
			expect( logic.enable ).toBe( kept );
		}
	);
} );

describe( 'NPS surveys (§5 "An NPS-type survey disables add-question and hides delete-question")', () => {
	it.each( [
		[ '' as const, 1, true, true ],
		[ 'nps' as const, 1, false, false ],
		[ '' as const, 50, false, true ],
	] )(
		'type %j with %d questions: add %s, delete %s',
		( type, count, add, del ) => {
			const survey = {
				...newSurvey( '' ),
				type,
				questions: Array.from( { length: count }, ( _, i ) =>
					question( `q${ i }` )
				),
			};
			expect( canAddQuestion( survey ) ).toBe( add );
			expect( canDeleteQuestion( survey ) ).toBe( del );
		}
	);
} );

describe( 'effectiveDevices (visitor §6 "Without a Pro licence: only desktop … plus: devices are still forced to desktop only … Other Pro types: all devices")', () => {
	it.each( [
		[ 'Lite', LITE, true ],
		[ 'Pro without a licence', PRO_UNLICENSED, true ],
		[ 'Pro, plus plan', PLUS, true ],
		[ 'Pro, pro plan', PRO, false ],
		[ 'Pro, elite plan', ELITE, false ],
		[ 'Pro, pro plan, targeting add-on inactive', PRO_NO_TARGETING, true ],
		// The server's can_target_devices decides, whatever the plan says.
		[
			'elite, the server says no',
			{ ...ELITE, can_target_devices: false },
			true,
		],
		[
			'plus, the server says yes',
			{ ...PLUS, can_target_devices: true },
			false,
		],
	] )( '%s: desktop only %s', ( _name, e, desktopOnly ) => {
		const all: Device[] = [ 'desktop', 'tablet', 'mobile' ];
		expect( effectiveDevices( all, e ) ).toEqual(
			desktopOnly ? [ 'desktop' ] : all
		);
	} );
} );

describe( 'publish summary labels', () => {
	it.each( [
		[ [ 'desktop', 'tablet', 'mobile' ], 'All Device Types' ],
		[ [ 'mobile', 'tablet', 'desktop' ], 'All Device Types' ],
		[ [ 'mobile', 'desktop' ], 'Desktop, Mobile' ],
		[ [ 'tablet' ], 'Tablet' ],
		[ [], 'No Device Types' ],
	] as const )(
		'§9 "\'All Device Types\' when all three": %j → %s',
		( devices, label ) => {
			expect( devicesLabel( devices ) ).toBe( label );
		}
	);

	it.each( [
		[ 'all', 0, 'All pages' ],
		[ 'advanced', 1, '1 page rule' ],
		[ 'advanced', 3, '3 page rules' ],
	] as const )( 'targeting %s with %d rules → %s', ( pages, n, label ) => {
		const rules = Array.from( { length: n }, () => ( {
			logic: 'page_type' as const,
			operator: '&&' as const,
			data: null,
		} ) );
		expect(
			targetingLabel( { devices: [], pages, page_rules: rules } )
		).toBe( label );
	} );

	const behavior = ( b: Partial< SurveySettings[ 'behavior' ] > ) => ( {
		...defaultBehavior(),
		...b,
	} );
	it.each( [
		[ { timing: 'immediate' }, 'Immediately' ],
		[ { timing: 'delay', timing_delay: 20 }, 'After 20 seconds' ],
		[ { timing: 'delay', timing_delay: 1 }, 'After 1 second' ],
		[
			{ timing: 'before_abandon' },
			'Before the visitor leaves (exit intent)',
		],
		[ { timing: 'half_page' }, 'After scrolling half the page' ],
	] as const )( '§9 timing %j → %s', ( b, label ) => {
		expect( timingLabel( behavior( b ) ) ).toBe( label );
	} );
	it.each( [
		[ 'until_response', 'Until they respond' ],
		[ 'once', 'Only once' ],
		[ 'repeatedly', 'Repeatedly' ],
	] as const )( '§9 display length %s → %s', ( length, label ) => {
		expect(
			displayLengthLabel( behavior( { display_length: length } ) )
		).toBe( label );
	} );
	it.each( [
		[ { run_time: 'indefinitely' }, 'Indefinitely' ],
		[
			{ run_time: 'expire', expire_at: { month: 3, day: 5 } },
			'Until March 5',
		],
		[
			{ run_time: 'expire', expire_at: { month: 12, day: 31 } },
			'Until December 31',
		],
		[
			{ run_time: 'expire', expire_at: null },
			'Until a date not chosen yet',
		],
		[
			{ run_time: 'expire', expire_at: { month: 13, day: 1 } },
			'Until a date not chosen yet',
		],
	] as const )( '§9 run time %j → %s', ( b, label ) => {
		expect( runTimeLabel( behavior( b ) ) ).toBe( label );
	} );
	it.each( [
		[ 1, '1 question' ],
		[ 3, '3 questions' ],
	] )( '%d questions → %s', ( n, label ) => {
		const survey = {
			...newSurvey( '' ),
			questions: Array.from( { length: n }, ( _, i ) =>
				question( `q${ i }` )
			),
		};
		expect( questionCountLabel( survey ) ).toBe( label );
	} );
} );

describe( 'purity', () => {
	it( 'never changes its inputs', () => {
		const survey = deepFreeze( customised() );
		const before = structuredClone( survey );
		resetInactiveFeatures( survey, LITE ).questions[ 0 ].settings.required =
			true;
		applyTemplate(
			survey,
			deepFreeze(
				template( 'csat', {
					config: { questions: [ question( 'q1' ) ] },
				} )
			)
		);
		removeQuestion( survey, 'a' );
		pruneEmailLogic( survey );
		ensureQuestion( survey );
		effectiveDevices( survey.settings.targeting.devices, PRO ).push(
			'tablet'
		);
		expect( survey ).toEqual( before );
	} );
} );
