import { describe, expect, it } from 'vitest';

import type { SurveyCookie } from './cookies';
import {
	expiredOn,
	firstEligible,
	hiddenByCookie,
	notShownReason,
	type EligibilityContext,
} from './eligibility';
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
		...rest,
	};
}

const without = ( key: AddonKey ) => ALL_ADDONS.filter( ( k ) => k !== key );

describe( 'Question types add-on missing while a star-rating or NPS question exists', () => {
	it.each( [
		// The flag is the server's addon_active(): off in Lite and without a licence too.
		[
			'star-rating, add-on off',
			[ 'radio-button', 'star-rating' ],
			without( 'question-types' ),
			'Question Types addon is missing',
		],
		[
			'nps, add-on off',
			[ 'nps' ],
			without( 'question-types' ),
			'Question Types addon is missing',
		],
		[ 'star-rating, add-on on', [ 'star-rating' ], ALL_ADDONS, null ],
		[
			'no such questions, add-on off',
			[ 'radio-button', 'checkbox', 'text', 'long-text', 'email' ],
			[],
			null,
		],
	] as Array< [ string, QuestionType[], AddonKey[], string | null ] > )(
		'%s',
		( _name, questions, active, reason ) => {
			expect(
				notShownReason( survey( 1, { questions } ), ctx( { active } ) )
			).toBe( reason );
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
			expect( hiddenByCookie( length, behavior, cookie ) ).toBe( hidden );
			expect(
				notShownReason(
					survey( 1, { behavior: { display_length: length } } ),
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
				survey( 1, { behavior: { run_time: runTime, expire_at: at } } ),
				ctx( { active } )
			)
		).toBe( reason );
	} );
} );

describe( 'Advanced pages: shows only if all conditions are met', () => {
	const rules = [
		{
			logic: 'page_url_contains',
			operator: '&&' as const,
			data: 'pricing',
		},
		{ logic: 'cookie_exist', operator: '&&' as const, data: 'visited' },
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
		[
			'still the question-types gate',
			{ questions: [ 'nps' ] },
			{ active: without( 'question-types' ) },
			'Question Types addon is missing',
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
		expect( notShownReason( s, ctx( failing ) ) ).toBe(
			'Question Types addon is missing'
		);
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
			survey( 1, { questions: [ 'star-rating' ] } ),
			survey( 2, { targeting: { devices: [ 'mobile' ] } } ),
			survey( 3 ),
			survey( 4, { questions: [ 'nps' ] } ),
		];
		const { survey: chosen, reasons } = firstEligible(
			surveys,
			ctx( { active: without( 'question-types' ) } )
		);
		expect( chosen?.id ).toBe( 3 );
		expect( reasons ).toEqual( {
			1: 'Question Types addon is missing',
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
