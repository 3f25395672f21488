import { describe, expect, it, vi } from 'vitest';

import type { SurveyCookie } from './cookies';
import {
	expiredOn,
	firstEligible,
	hiddenByCookie,
	notShownReason,
	type EligibilityContext,
} from './eligibility';
import { ANSWERED } from './once';
import { question, surveyFixture } from '../test-fixtures';
import type {
	AddonKey,
	DisplayLength,
	PageSurvey,
	QuestionType,
} from '../types';

type Behavior = PageSurvey[ 'settings' ][ 'behavior' ];
type Targeting = PageSurvey[ 'settings' ][ 'targeting' ];

function survey(
	id: number,
	over: {
		questions?: QuestionType[];
		behavior?: Partial< Behavior >;
		targeting?: Partial< Targeting >;
	} = {}
): PageSurvey {
	const base = surveyFixture(
		id,
		( over.questions ?? [ 'radio-button' ] ).map( ( type ) =>
			question( `q-${ type }`, type )
		)
	);
	const { behavior, targeting } = base.settings;
	return {
		...base,
		settings: {
			...base.settings,
			targeting: { ...targeting, ...over.targeting },
			behavior: { ...behavior, ...over.behavior },
		},
	};
}

const ALL_ADDONS: AddonKey[] = [
	'question-types',
	'targeting',
	'branding',
	'behavior',
	'templates',
];

function ctx(
	over: Partial< EligibilityContext > & {
		active?: AddonKey[];
		cookie?: SurveyCookie | null | 'unparsable';
	} = {}
): EligibilityContext {
	const { active = ALL_ADDONS, cookie = null, ...rest } = over;
	return {
		addons: Object.fromEntries(
			ALL_ADDONS.map( ( k ) => [ k, active.includes( k ) ] )
		),
		device: 'desktop',
		cookieFor: () =>
			cookie === 'unparsable'
				? { exists: true, value: null }
				: { exists: cookie !== null, value: cookie },
		page: {
			url: 'https://example.com/pricing/',
			referrer: '',
			hasCookie: () => false,
		},
		today: new Date( 2026, 5, 15 ),
		inline: false,
		cooldown: null,
		drawFor: () => 0,
		...rest,
	} as EligibilityContext;
}

const without = ( key: AddonKey ) => ALL_ADDONS.filter( ( k ) => k !== key );

/**
 * Behaviour settings as the server sends them (WidgetBootstrap::behavior(), held to this by
 * WidgetBootstrapTest): without the behavior add-on, until the visitor responds, indefinitely.
 * @param behavior       The stored settings.
 * @param behaviorActive Whether the add-on is active.
 */
function served(
	behavior: Partial< Behavior >,
	behaviorActive: boolean
): Partial< Behavior > {
	return behaviorActive
		? behavior
		: {
				...behavior,
				display_length: 'until_response',
				run_time: 'indefinitely',
			};
}

// 'Question Types addon is missing' is the server's (SurveyEligibility drops such a survey from
// the page it renders, with the same add-on flags the page carries): the widget does not repeat it.
describe( 'Question types add-on: decided on the server', () => {
	it.each( [
		[ 'star-rating', [ 'radio-button', 'star-rating' ] ],
		[ 'nps', [ 'nps' ] ],
	] as Array< [ string, QuestionType[] ] > )(
		'%s without the add-on flag: no reason of the widget',
		( _name, questions ) => {
			expect(
				notShownReason(
					survey( 1, { questions } ),
					ctx( { active: without( 'question-types' ) } )
				)
			).toBeNull();
		}
	);
} );

describe( 'Targeting add-on missing and device is not desktop; device not in the survey list', () => {
	it.each( [
		[
			'desktop without the add-on',
			'desktop',
			without( 'targeting' ),
			[ 'desktop' ],
			null,
		],
		[
			'tablet without the add-on',
			'tablet',
			without( 'targeting' ),
			[ 'desktop', 'tablet', 'mobile' ],
			'Targeting addon missing',
		],
		[
			'mobile without the add-on',
			'mobile',
			without( 'targeting' ),
			[ 'mobile' ],
			'Targeting addon missing',
		],
		[
			'mobile with the add-on, listed',
			'mobile',
			ALL_ADDONS,
			[ 'mobile' ],
			null,
		],
		[
			'mobile with the add-on, not listed',
			'mobile',
			ALL_ADDONS,
			[ 'desktop', 'tablet' ],
			"Current device 'mobile' not on Survey devices list.",
		],
		[
			'tablet with the add-on, not listed',
			'tablet',
			ALL_ADDONS,
			[ 'desktop' ],
			"Current device 'tablet' not on Survey devices list.",
		],
		[
			'desktop not listed',
			'desktop',
			ALL_ADDONS,
			[ 'mobile' ],
			"Current device 'desktop' not on Survey devices list.",
		],
		[
			'desktop without the add-on, not listed',
			'desktop',
			without( 'targeting' ),
			[ 'tablet' ],
			"Current device 'desktop' not on Survey devices list.",
		],
	] as const )( '%s', ( _name, device, active, devices, reason ) => {
		expect(
			notShownReason(
				survey( 1, { targeting: { devices: [ ...devices ] } } ),
				ctx( { device, active: [ ...active ] } )
			)
		).toBe( reason );
	} );
} );

// Every row: display_length × behavior add-on × cookie. "until_response: hidden if the cookie
// says submitted. once: hidden if a cookie exists and the behavior add-on is active. repeatedly:
// hidden if submitted and the behavior add-on is not active."
const NONE = null;
const OPEN: SurveyCookie = { submitted: false };
const DONE: SurveyCookie = { submitted: true, last_response_id: 9 };
const DISPLAY: Array<
	[ DisplayLength, boolean, SurveyCookie | null, boolean ]
> = [
	[ 'until_response', true, NONE, false ],
	[ 'until_response', true, OPEN, false ],
	[ 'until_response', true, DONE, true ],
	[ 'until_response', false, NONE, false ],
	[ 'until_response', false, OPEN, false ],
	[ 'until_response', false, DONE, true ],
	[ 'once', true, NONE, false ],
	[ 'once', true, OPEN, true ],
	[ 'once', true, DONE, true ],
	[ 'once', false, NONE, false ],
	[ 'once', false, OPEN, false ],
	// §5 names no "once without the add-on" row: it falls back to until_response.
	[ 'once', false, DONE, true ],
	[ 'repeatedly', true, NONE, false ],
	[ 'repeatedly', true, OPEN, false ],
	[ 'repeatedly', true, DONE, false ],
	[ 'repeatedly', false, NONE, false ],
	[ 'repeatedly', false, OPEN, false ],
	[ 'repeatedly', false, DONE, true ],
];

describe( 'Display length: hidden by the cookie (Cookie present)', () => {
	it.each( DISPLAY )(
		'%s, behavior add-on %s, cookie %j → hidden %s',
		( length, behavior, cookie, hidden ) => {
			const sent = served( { display_length: length }, behavior );
			expect(
				hiddenByCookie( sent.display_length as DisplayLength, cookie )
			).toBe( hidden );
			expect(
				notShownReason(
					survey( 1, { behavior: sent } ),
					ctx( {
						active: behavior ? ALL_ADDONS : without( 'behavior' ),
						cookie,
					} )
				)
			).toBe( hidden ? 'Cookie present' : null );
		}
	);

	it.each( [ 'until_response', 'once', 'repeatedly' ] as DisplayLength[] )(
		'a cookie that cannot be parsed is ignored (%s)',
		( length ) => {
			expect(
				notShownReason(
					survey( 1, { behavior: { display_length: length } } ),
					ctx( { cookie: 'unparsable' } )
				)
			).toBeNull();
		}
	);
} );

describe( 'Run time expire: hidden after that month and day, the year ignored', () => {
	it.each( [
		[ 'the day before', { month: 6, day: 16 }, false ],
		[ 'the day itself', { month: 6, day: 15 }, false ],
		[ 'the day after', { month: 6, day: 14 }, true ],
		[ 'a later month', { month: 7, day: 1 }, false ],
		[ 'an earlier month', { month: 5, day: 31 }, true ],
		[ 'January 1st', { month: 1, day: 1 }, true ],
		[ 'December 31st', { month: 12, day: 31 }, false ],
	] )( 'today 6/15, expiry %s → %s', ( _name, at, expired ) => {
		expect( expiredOn( at, new Date( 2026, 5, 15 ) ) ).toBe( expired );
		// The year is ignored.
		expect( expiredOn( at, new Date( 1999, 5, 15 ) ) ).toBe( expired );
	} );

	it.each( [
		[
			'expired, behavior on',
			'expire',
			{ month: 3, day: 9 },
			ALL_ADDONS,
			'Survey expired on 3/9',
		],
		[
			'expired, behavior off',
			'expire',
			{ month: 3, day: 9 },
			without( 'behavior' ),
			null,
		],
		[
			'run indefinitely',
			'indefinitely',
			{ month: 3, day: 9 },
			ALL_ADDONS,
			null,
		],
		[ 'no expire_at', 'expire', null, ALL_ADDONS, null ],
		[
			'not yet expired',
			'expire',
			{ month: 12, day: 1 },
			ALL_ADDONS,
			null,
		],
	] as Array<
		[
			string,
			Behavior[ 'run_time' ],
			Behavior[ 'expire_at' ],
			AddonKey[],
			string | null,
		]
	> )( '%s', ( _name, runTime, at, active, reason ) => {
		expect(
			notShownReason(
				survey( 1, {
					behavior: served(
						{ run_time: runTime, expire_at: at },
						active.includes( 'behavior' )
					),
				} ),
				ctx( { active } )
			)
		).toBe( reason );
	} );
} );

describe( 'Advanced pages: shows only if all conditions are met', () => {
	const rules = [
		{
			logic: 'page_url_contains' as const,
			operator: '&&' as const,
			data: 'pricing',
		},
		{
			logic: 'cookie_exist' as const,
			operator: '&&' as const,
			data: 'visited',
		},
	];
	it.each( [
		[ 'all pages ignores the rules', 'all', () => false, null ],
		[ 'advanced, all met', 'advanced', () => true, null ],
		[
			'advanced, one not met',
			'advanced',
			() => false,
			'Page rules not met',
		],
	] as Array<
		[ string, Targeting[ 'pages' ], () => boolean, string | null ]
	> )( '%s', ( _name, pages, hasCookie, reason ) => {
		const c = ctx();
		expect(
			notShownReason(
				survey( 1, { targeting: { pages, page_rules: rules } } ),
				{ ...c, page: { ...c.page, hasCookie } }
			)
		).toBe( reason );
	} );
} );

describe( 'Inline surveys: placement is explicit', () => {
	it.each( [
		[
			'no device targeting',
			{ targeting: { devices: [ 'desktop' ] } },
			{ device: 'mobile', active: without( 'targeting' ) },
			null,
		],
		[
			'no page rules',
			{
				targeting: {
					pages: 'advanced',
					page_rules: [
						{ logic: 'cookie_exist', operator: '&&', data: 'x' },
					],
				},
			},
			{},
			null,
		],
		[ 'still the cookie', {}, { cookie: DONE }, 'Cookie present' ],
		[
			'still the expiry',
			{
				behavior: {
					run_time: 'expire',
					expire_at: { month: 1, day: 2 },
				},
			},
			{},
			'Survey expired on 1/2',
		],
	] as Array<
		[
			string,
			Parameters< typeof survey >[ 1 ],
			Parameters< typeof ctx >[ 0 ],
			string | null,
		]
	> )( '%s', ( _name, s, c, reason ) => {
		expect(
			notShownReason( survey( 1, s ), ctx( { ...c, inline: true } ) )
		).toBe( reason );
	} );
} );

describe( 'Order of checks as §5 lists them', () => {
	it( 'reports the first failing check', () => {
		const s = survey( 1, {
			questions: [ 'nps' ],
			targeting: {
				devices: [ 'desktop' ],
				pages: 'advanced',
				page_rules: [
					{ logic: 'cookie_exist', operator: '&&', data: 'x' },
				],
			},
			behavior: {
				display_length: 'until_response',
				run_time: 'expire',
				expire_at: { month: 1, day: 1 },
			},
		} );
		const failing = {
			device: 'mobile' as const,
			active: [ 'branding', 'behavior', 'templates' ] as AddonKey[],
			cookie: DONE,
		};
		expect(
			notShownReason(
				s,
				ctx( { ...failing, active: without( 'targeting' ) } )
			)
		).toBe( 'Targeting addon missing' );
		expect(
			notShownReason( s, ctx( { ...failing, active: ALL_ADDONS } ) )
		).toBe( "Current device 'mobile' not on Survey devices list." );
		expect(
			notShownReason(
				s,
				ctx( {
					...failing,
					active: ALL_ADDONS,
					device: 'desktop',
				} )
			)
		).toBe( 'Cookie present' );
		expect(
			notShownReason(
				s,
				ctx( {
					...failing,
					active: ALL_ADDONS,
					device: 'desktop',
					cookie: null,
				} )
			)
		).toBe( 'Survey expired on 1/1' );
		expect(
			notShownReason(
				s,
				ctx( {
					...failing,
					active: ALL_ADDONS,
					device: 'desktop',
					cookie: null,
					today: new Date( 2026, 0, 1 ),
				} )
			)
		).toBe( 'Page rules not met' );
	} );
} );

describe( 'firstEligible: only the first eligible survey is used on a page', () => {
	it( 'returns the first that passes and the reasons of those before it', () => {
		const surveys = [
			survey( 1, {
				behavior: {
					expire_at: { month: 1, day: 1 },
					run_time: 'expire',
				},
			} ),
			survey( 2, { targeting: { devices: [ 'mobile' ] } } ),
			survey( 3 ),
			survey( 4 ),
		];
		const { survey: chosen, reasons } = firstEligible( surveys, ctx() );
		expect( chosen?.id ).toBe( 3 );
		expect( reasons ).toEqual( {
			1: 'Survey expired on 1/1',
			2: "Current device 'desktop' not on Survey devices list.",
		} );
	} );

	it( 'returns null with every reason when none passes', () => {
		expect(
			firstEligible(
				[ survey( 1 ), survey( 2 ) ],
				ctx( { cookie: DONE } )
			)
		).toEqual( {
			survey: null,
			reasons: { 1: 'Cookie present', 2: 'Cookie present' },
		} );
		expect( firstEligible( [], ctx() ) ).toEqual( {
			survey: null,
			reasons: {},
		} );
	} );

	it( "asks for each survey's own cookie", () => {
		const c = ctx();
		const { survey: chosen } = firstEligible(
			[ survey( 1 ), survey( 2 ) ],
			{
				...c,
				cookieFor: ( s ) =>
					s.id === 1
						? { exists: true, value: DONE }
						: { exists: false, value: null },
			}
		);
		expect( chosen?.id ).toBe( 2 );
	} );
} );

describe( 'Display rules across surveys: the pause after a response, the cooldown, then sampling, floating only', () => {
	const NOW = new Date( 2026, 5, 15, 12 ).getTime();
	const shownAgo = ( id: number, days: number ) => ( {
		id,
		at: NOW - days * 864e5,
	} );
	it.each( [
		// name, survey behaviour, context, reason
		[ 'no rule', {}, {}, null ],
		[
			'another survey shown 2 days ago, cooldown 7',
			{},
			{ cooldown: shownAgo( 9, 2 ), cooldownDays: 7 },
			'Cooldown',
		],
		[
			'the same survey shown 2 days ago',
			{},
			{ cooldown: shownAgo( 1, 2 ), cooldownDays: 7 },
			null,
		],
		[
			'ignore_cooldown',
			{ ignore_cooldown: true },
			{ cooldown: shownAgo( 9, 2 ), cooldownDays: 7 },
			null,
		],
		[
			'the cooldown is over',
			{},
			{ cooldown: shownAgo( 9, 8 ), cooldownDays: 7 },
			null,
		],
		[
			'draw 30, shown to 30 %',
			{ sample_percent: 30 },
			{ drawFor: () => 30 },
			'Sampled out',
		],
		[
			'draw 29, shown to 30 %',
			{ sample_percent: 30 },
			{ drawFor: () => 29 },
			null,
		],
		[
			'the visitor finished another survey 10 minutes ago, pause 30',
			{},
			{ pause: { id: 9, at: NOW - 10 * 6e4 }, pauseMinutes: 30 },
			'Paused after a response',
		],
		[
			'the pause holds a survey that ignores the cooldown too',
			{ ignore_cooldown: true },
			{ pause: { id: 9, at: NOW - 10 * 6e4 }, pauseMinutes: 30 },
			'Paused after a response',
		],
		[
			'the survey finished itself follows its own rules',
			{},
			{ pause: { id: 1, at: NOW - 10 * 6e4 }, pauseMinutes: 30 },
			null,
		],
		[
			'the pause is over after its minutes',
			{},
			{ pause: { id: 9, at: NOW - 30 * 6e4 }, pauseMinutes: 30 },
			null,
		],
		[
			'no pause set (0), or a page cached before it',
			{},
			{ pause: { id: 9, at: NOW }, pauseMinutes: 0 },
			null,
		],
		[
			'the pause before the cooldown',
			{},
			{
				pause: { id: 9, at: NOW },
				pauseMinutes: 30,
				cooldown: shownAgo( 9, 0 ),
				cooldownDays: 1,
			},
			'Paused after a response',
		],
		[
			'inline: no pause',
			{},
			{ inline: true, pause: { id: 9, at: NOW }, pauseMinutes: 30 },
			null,
		],
		[
			'the cooldown before sampling',
			{ sample_percent: 1 },
			{ cooldown: shownAgo( 9, 0 ), cooldownDays: 1, drawFor: () => 99 },
			'Cooldown',
		],
		[
			'inline: neither rule',
			{ sample_percent: 1 },
			{
				inline: true,
				cooldown: shownAgo( 9, 0 ),
				cooldownDays: 1,
				drawFor: () => 99,
			},
			null,
		],
		[
			'page rules first',
			{ sample_percent: 1 },
			{
				cooldown: shownAgo( 9, 0 ),
				cooldownDays: 1,
				page: {
					url: 'https://example.com/',
					referrer: '',
					hasCookie: () => false,
				},
			},
			'Page rules not met',
		],
	] as Array<
		[
			string,
			Partial< Behavior >,
			Partial< EligibilityContext >,
			string | null,
		]
	> )( '%s → %s', ( _name, behavior, over, reason ) => {
		const s = survey( 1, {
			behavior,
			targeting:
				_name === 'page rules first'
					? {
							pages: 'advanced',
							page_rules: [
								{
									logic: 'page_url_contains',
									operator: '&&',
									data: 'pricing',
								},
							],
						}
					: {},
		} );
		expect(
			notShownReason( s, ctx( { today: new Date( NOW ), ...over } ) )
		).toBe( reason );
	} );

	it( 'a visitor is drawn only for a survey that passes every other rule', () => {
		const drawFor = vi.fn< ( s: PageSurvey ) => number >( () => 0 );
		firstEligible(
			[
				survey( 1, {
					behavior: { sample_percent: 50 },
					targeting: { devices: [ 'mobile' ] },
				} ),
				survey( 2, { behavior: { sample_percent: 50 } } ),
				survey( 3, { behavior: { sample_percent: 50 } } ),
			],
			ctx( { drawFor } )
		);
		expect( drawFor.mock.calls.map( ( [ s ] ) => s.id ) ).toEqual( [ 2 ] );
	} );

	it( 'the page gets the first eligible survey in the server’s order', () => {
		const { survey: chosen, reasons } = firstEligible(
			[
				survey( 5 ),
				survey( 3, {
					behavior: { ignore_cooldown: true, sample_percent: 10 },
				} ),
				survey( 4, { behavior: { ignore_cooldown: true } } ),
			],
			ctx( {
				today: new Date( NOW ),
				cooldown: shownAgo( 7, 1 ),
				cooldownDays: 30,
				drawFor: () => 10,
			} )
		);
		expect( chosen?.id ).toBe( 4 );
		expect( reasons ).toEqual( { 5: 'Cooldown', 3: 'Sampled out' } );
	} );
} );

describe( 'One answer per person (once_per): once answered, never shown again in this browser', () => {
	it.each( [ 'browser', 'user' ] as const )(
		'%s: the survey cookie says submitted, or the lasting local key says answered',
		( once ) => {
			const asked = survey( 1, {
				behavior: { once_per: once, display_length: 'repeatedly' },
			} );
			expect(
				notShownReason( asked, ctx( { cookie: { submitted: true } } ) )
			).toBe( ANSWERED );
			expect(
				notShownReason( asked, ctx( { answeredHere: () => true } ) )
			).toBe( ANSWERED );
			expect(
				notShownReason(
					asked,
					ctx( { inline: true, answeredHere: () => true } )
				)
			).toBe( ANSWERED );
			expect(
				notShownReason( asked, ctx( { cookie: { submitted: false } } ) )
			).toBeNull();
		}
	);

	it( 'none: the display length decides, as before (repeatedly shows after an answer)', () => {
		expect(
			notShownReason(
				survey( 1, {
					behavior: {
						once_per: 'none',
						display_length: 'repeatedly',
					},
				} ),
				ctx( {
					cookie: { submitted: true },
					answeredHere: () => true,
				} )
			)
		).toBeNull();
	} );
} );
