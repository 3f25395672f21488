import { describe, expect, it } from 'vitest';

import type { Question, Survey } from '../../../data/survey-types';
import type { SurveyStep } from '../builder-steps';
import {
	canGoBack,
	isEmail,
	isValidEmailList,
	nextStep,
	previousStep,
	stepIndex,
	stepReachable,
	stepValid,
} from './steps';
import { newSurvey, normalizeThankYou } from './survey';
import { deepFreeze } from './test/deep-freeze';

function valid(): Survey {
	const survey = newSurvey( 'admin@example.com' );
	return {
		...survey,
		title: 'Feedback',
		questions: [ { ...survey.questions[ 0 ], title: 'Anything else?' } ],
	};
}

type Change = ( s: Survey ) => void;

function surveyWith( change: Change ): Survey {
	const survey = valid();
	change( survey );
	return survey;
}

describe( 'step order (§4 "Step order: setup, questions, settings, notifications, publish")', () => {
	it.each( [
		[ 'setup', 0, 'questions' ],
		[ 'questions', 1, 'settings' ],
		[ 'settings', 2, 'notifications' ],
		[ 'notifications', 3, 'publish' ],
		[ 'publish', 4, null ],
	] as const )( '%s is index %d; next is %s', ( step, index, next ) => {
		expect( stepIndex( step ) ).toBe( index );
		expect( nextStep( step ) ).toBe( next );
	} );
} );

describe( 'going back (§4 "Going back is allowed from index above 0 for a new survey and above 1 for an existing one. The previous step of the first real step goes to new-survey-setup.")', () => {
	it.each( [
		// [ new?, index, allowed ]
		[ true, 0, false ],
		[ true, 1, true ],
		[ true, 4, true ],
		[ false, 0, false ],
		[ false, 1, false ],
		[ false, 2, true ],
		[ false, 4, true ],
		[ true, 5, false ],
	] )( 'new %s at index %d: %s', ( isNew, index, allowed ) => {
		expect( canGoBack( isNew, index ) ).toBe( allowed );
	} );

	it.each( [
		[ true, 'setup', null ],
		[ true, 'questions', 'setup' ],
		[ true, 'settings', 'questions' ],
		[ true, 'publish', 'notifications' ],
		[ false, 'questions', null ],
		[ false, 'settings', 'questions' ],
		[ false, 'publish', 'notifications' ],
	] as const )( 'new %s: back from %s → %s', ( isNew, step, previous ) => {
		expect( previousStep( isNew, step ) ).toBe( previous );
	} );
} );

describe( 'isEmail (WordPress is_email(), which the server uses)', () => {
	it.each( [
		[ 'admin@example.com', true ],
		[ 'first.last+tag@sub.example.co.uk', true ],
		[ "o'brien@example.ie", true ],
		[ 'a@b.co', true ],
		[ 'a@b.c', false ],
		[ 'no-at-sign.example.com', false ],
		[ '@example.com', false ],
		[ 'user@localhost', false ],
		[ 'user@exa_mple.com', false ],
		[ 'user@-example.com', false ],
		[ 'user@example..com', false ],
		[ 'user@.example.com', false ],
		[ 'us er@example.com', false ],
		[ 'user@example.com.', false ],
	] )( '%j → %s', ( text, ok ) => {
		expect( isEmail( text ) ).toBe( ok );
	} );
} );

describe( 'isValidEmailList (§5 "comma-separated, each matching a standard e-mail pattern; empty allowed")', () => {
	it.each( [
		[ '', true ],
		[ '   ', true ],
		[ 'a@example.com', true ],
		[ 'a@example.com, b@example.org', true ],
		[ 'a@example.com,b@example.org', true ],
		[ 'a@example.com, ', true ],
		[ 'a@example.com, nope', false ],
		[ 'a@example.com; b@example.org', false ],
	] )( '%j → %s', ( text, ok ) => {
		expect( isValidEmailList( text ) ).toBe( ok );
	} );
} );

describe( 'normalizeThankYou (§5 "an empty message is set to \'Thanks for your feedback!\'")', () => {
	it.each( [
		[ '', 'Thanks for your feedback!' ],
		[ '   ', 'Thanks for your feedback!' ],
		[ 'See you!', 'See you!' ],
	] )( '%j → %j', ( message, expected ) => {
		const survey = deepFreeze(
			surveyWith( ( s ) => ( s.settings.thank_you.message = message ) )
		);
		expect( normalizeThankYou( survey ).settings.thank_you.message ).toBe(
			expected
		);
	} );
} );

const badQuestion: Partial< Question > = {
	type: 'radio-button',
	config: { options: [ '' ] },
};

describe( 'stepValid (§5 "Step gating")', () => {
	it.each( [
		// setup: "a template must be chosen"
		[
			'setup',
			'template chosen',
			( () => undefined ) as Change,
			true,
			true,
		],
		[ 'setup', 'no template', ( () => undefined ) as Change, false, false ],
		// questions: "at least one question and all valid"
		[
			'questions',
			'one valid question',
			( () => undefined ) as Change,
			true,
			true,
		],
		[
			'questions',
			'no questions',
			( ( s ) => ( s.questions = [] ) ) as Change,
			true,
			false,
		],
		[
			'questions',
			'a question without title',
			( ( s ) => ( s.questions[ 0 ].title = '' ) ) as Change,
			true,
			false,
		],
		[
			'questions',
			'a radio with an empty option',
			( ( s ) =>
				Object.assign( s.questions[ 0 ], badQuestion ) ) as Change,
			true,
			false,
		],
		// "a thank-you of type message needs a non-empty message (an empty message is set to …)"
		[
			'questions',
			'empty message (normalised before saving)',
			( ( s ) => ( s.settings.thank_you.message = '' ) ) as Change,
			true,
			true,
		],
		// "type redirect needs a selected redirect target"
		[
			'questions',
			'redirect without target',
			( ( s ) => ( s.settings.thank_you.type = 'redirect' ) ) as Change,
			true,
			false,
		],
		[
			'questions',
			'redirect with target',
			( ( s ) =>
				( s.settings.thank_you = {
					type: 'redirect',
					message: '',
					redirect_to: { id: 4, label: 'Thanks' },
				} ) ) as Change,
			true,
			true,
		],
		[
			'questions',
			'untitled survey (the server refuses saving it)',
			( ( s ) => ( s.title = ' ' ) ) as Change,
			true,
			false,
		],
		// settings: "if targeting pages is not 'all', every page rule must have data"
		[ 'settings', 'all pages', ( () => undefined ) as Change, true, true ],
		[
			'settings',
			'advanced, rule without data',
			( ( s ) =>
				( s.settings.targeting = {
					devices: [ 'desktop' ],
					pages: 'advanced',
					page_rules: [
						{ logic: 'page_type', operator: '&&', data: null },
					],
				} ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'advanced, valid rule',
			( ( s ) =>
				( s.settings.targeting = {
					devices: [ 'desktop' ],
					pages: 'advanced',
					page_rules: [
						{
							logic: 'page_type',
							operator: '&&',
							data: { id: 'home', label: 'Blog Home' },
						},
					],
				} ) ) as Change,
			true,
			true,
		],
		[
			'settings',
			'advanced, invalid URL',
			( ( s ) =>
				( s.settings.targeting = {
					devices: [ 'desktop' ],
					pages: 'advanced',
					page_rules: [
						{ logic: 'referrer', operator: '&&', data: 'google' },
					],
				} ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'advanced, no rules (server: "Add at least one page rule")',
			( ( s ) =>
				( s.settings.targeting = {
					devices: [ 'desktop' ],
					pages: 'advanced',
					page_rules: [],
				} ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'no device (server: "Choose at least one device type.")',
			( ( s ) => ( s.settings.targeting.devices = [] ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'delay 60',
			( ( s ) => ( s.settings.behavior.timing_delay = 60 ) ) as Change,
			true,
			true,
		],
		[
			'settings',
			'delay 61 (§5 "Delay seconds: number 0 to 60")',
			( ( s ) => ( s.settings.behavior.timing_delay = 61 ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'expire without a date',
			( ( s ) => ( s.settings.behavior.run_time = 'expire' ) ) as Change,
			true,
			false,
		],
		[
			'settings',
			'expire on 29 February',
			( ( s ) =>
				Object.assign( s.settings.behavior, {
					run_time: 'expire',
					expire_at: { month: 2, day: 29 },
				} ) ) as Change,
			true,
			true,
		],
		[
			'settings',
			'expire on 31 April',
			( ( s ) =>
				Object.assign( s.settings.behavior, {
					run_time: 'expire',
					expire_at: { month: 4, day: 31 },
				} ) ) as Change,
			true,
			false,
		],
		// notifications: "if e-mail is active with addresses, all addresses must be valid"
		[
			'notifications',
			'admin address',
			( () => undefined ) as Change,
			true,
			true,
		],
		[
			'notifications',
			'no addresses',
			( ( s ) => ( s.notifications.email.addresses = '' ) ) as Change,
			true,
			true,
		],
		[
			'notifications',
			'an invalid address',
			( ( s ) =>
				( s.notifications.email.addresses =
					'a@b.co, nope' ) ) as Change,
			true,
			false,
		],
		[
			'notifications',
			'invalid but inactive',
			( ( s ) =>
				Object.assign( s.notifications.email, {
					active: false,
					addresses: 'nope',
				} ) ) as Change,
			true,
			true,
		],
		// publish: "Survey title must be non-empty"
		[ 'publish', 'titled', ( () => undefined ) as Change, true, true ],
		[
			'publish',
			'untitled',
			( ( s ) => ( s.title = '' ) ) as Change,
			true,
			false,
		],
	] as Array< [ SurveyStep, string, Change, boolean, boolean ] > )(
		'%s: %s → %s',
		( step, _name, change, templateChosen, expected ) => {
			expect(
				stepValid(
					step,
					deepFreeze( surveyWith( change ) ),
					templateChosen
				)
			).toBe( expected );
		}
	);
} );

describe( 'stepReachable (§2.3 "Steps other than the current one are clickable once reachable")', () => {
	const broken = surveyWith( ( s ) => ( s.settings.targeting.devices = [] ) );
	it.each( [
		[ 'publish', true, valid(), true, true ],
		[ 'publish', true, valid(), false, false ],
		[ 'questions', true, valid(), false, false ],
		[ 'setup', true, valid(), false, true ],
		[ 'setup', false, valid(), true, false ],
		[ 'questions', false, valid(), false, true ],
		[ 'publish', false, valid(), false, true ],
		[ 'notifications', false, broken, false, false ],
		[ 'settings', false, broken, false, true ],
	] as const )(
		'%s (new %s) → %s',
		( step, isNew, survey, chosen, reachable ) => {
			expect( stepReachable( step, isNew, survey, chosen ) ).toBe(
				reachable
			);
		}
	);
} );

describe( 'purity', () => {
	it( 'normalizeThankYou copies', () => {
		const survey = deepFreeze(
			surveyWith(
				( s ) =>
					( s.settings.thank_you = {
						type: 'redirect',
						message: '',
						redirect_to: { id: 1, label: 'x' },
					} )
			)
		);
		const before = structuredClone( survey );
		const result = normalizeThankYou( survey );
		result.settings.thank_you.redirect_to!.label = 'changed';
		expect( survey ).toEqual( before );
	} );
} );
