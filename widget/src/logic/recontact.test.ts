import { afterEach, describe, expect, it } from 'vitest';

import { readJsonCookie } from './cookies';
import { notShownReason, type EligibilityContext } from './eligibility';
import { CONTACT_SUFFIX, type Contact, heldByContact } from './recontact';
import { noteContact } from './recontact-note';
import { clearCookies, question, surveyFixture } from '../test-fixtures';
import type { PageSurvey } from '../types';

type Behavior = PageSurvey[ 'settings' ][ 'behavior' ];

const DAY = 864e5;
const NOW = Date.UTC( 2025, 5, 15, 12 );

function behavior( over: Partial< Behavior > ): Behavior {
	return {
		...surveyFixture( 1, [] ).settings.behavior,
		...over,
	};
}

const ago = ( days: number ) => NOW - days * DAY;

describe( 'heldByContact: recontact_days (until answered) and repeat_days (recurring)', () => {
	it.each( [
		// [ name, settings, contact cookie, session cookie set, hidden ]
		[ 'never shown: shown', { recontact_days: 7 }, null, false, false ],
		[
			'shown 3 days ago, not answered, 7 days: hidden',
			{ recontact_days: 7 },
			{ s: ago( 3 ) },
			false,
			true,
		],
		[
			'shown 7 days ago, not answered, 7 days: shown again',
			{ recontact_days: 7 },
			{ s: ago( 7 ) },
			false,
			false,
		],
		[
			'same visit, not answered: stays on the next pages',
			{ recontact_days: 7 },
			{ s: ago( 0 ) },
			true,
			false,
		],
		[
			'same visit, display length once: hidden',
			{ recontact_days: 7, display_length: 'once' },
			{ s: ago( 0 ) },
			true,
			true,
		],
		[
			'answered, no repeat: never again',
			{ recontact_days: 7 },
			{ s: ago( 400 ), a: ago( 399 ) },
			false,
			true,
		],
		[
			'answered 10 days ago, repeat 30: hidden',
			{ repeat_days: 30 },
			{ s: ago( 11 ), a: ago( 10 ) },
			false,
			true,
		],
		[
			'answered 30 days ago, repeat 30: asked again',
			{ repeat_days: 30 },
			{ s: ago( 31 ), a: ago( 30 ) },
			false,
			false,
		],
		[
			'answered 30 days ago, repeat 30, same session: asked again',
			{ repeat_days: 30 },
			{ s: ago( 31 ), a: ago( 30 ) },
			true,
			false,
		],
		[
			'asked again, not answered, same session: stays (the old answer does not hide it)',
			{ repeat_days: 30 },
			{ s: ago( 0 ), a: ago( 30 ) },
			true,
			false,
		],
		[
			'asked again, not answered, next visit, recontact 7: hidden for 7 days',
			{ repeat_days: 30, recontact_days: 7 },
			{ s: ago( 2 ), a: ago( 32 ) },
			false,
			true,
		],
		[
			'asked again, not answered, next visit, no recontact: shown (the spec)',
			{ repeat_days: 30 },
			{ s: ago( 2 ), a: ago( 32 ) },
			false,
			false,
		],
		[
			'a cookie of another shape hides nothing',
			{ recontact_days: 7 },
			{ s: 'x' } as unknown as Contact,
			false,
			false,
		],
	] as Array<
		[ string, Partial< Behavior >, Contact | null, boolean, boolean ]
	> )( '%s', ( _name, over, contact, session, hidden ) => {
		expect( heldByContact( behavior( over ), contact, session, NOW ) ).toBe(
			hidden
		);
	} );
} );

describe( 'noteContact: only surveys that recontact write their cookie', () => {
	afterEach( () => clearCookies( document ) );
	const survey = ( over: Partial< Behavior > ) => {
		const s = surveyFixture( 5, [ question( 'q1', 'text' ) ] );
		return {
			...s,
			settings: { ...s.settings, behavior: behavior( over ) },
		};
	};

	it( 'keeps when it was shown and answered', () => {
		const s = survey( { repeat_days: 30 } );
		noteContact( document, s, 's', 1000 );
		noteContact( document, s, 'a', 2000 );
		noteContact( document, s, 's', 3000 );
		expect(
			readJsonCookie( document, 'userfeedback-5' + CONTACT_SUFFIX )
		).toEqual( { s: 3000, a: 2000 } );
	} );

	it( 'writes nothing with both 0 (the spec)', () => {
		noteContact( document, survey( {} ), 's', 1000 );
		expect( document.cookie ).toBe( '' );
	} );
} );

describe( 'notShownReason: recontact replaces the display length only when used', () => {
	const context = (
		contact: Contact | null,
		submitted: boolean | null
	): EligibilityContext => ( {
		addons: {
			'question-types': true,
			targeting: true,
			branding: true,
			behavior: true,
			templates: true,
		},
		device: 'desktop',
		cookieFor: () => ( {
			exists: submitted !== null,
			value: submitted === null ? null : { submitted },
		} ),
		page: {
			url: 'https://example.org/',
			referrer: '',
			hasCookie: () => false,
		},
		today: new Date( NOW ),
		inline: false,
		cooldown: null,
		drawFor: () => 0,
		contactFor: () => contact,
	} );
	const survey = ( over: Partial< Behavior > ) => {
		const s = surveyFixture( 5, [ question( 'q1', 'text' ) ] );
		return {
			...s,
			settings: { ...s.settings, behavior: behavior( over ) },
		};
	};

	it.each( [
		[ 'spec: submitted this session', {}, null, true, 'Cookie present' ],
		[ 'spec: not submitted', {}, null, false, null ],
		[
			'recurring, interval over: the session cookie does not hide it',
			{ repeat_days: 1 },
			{ s: ago( 3 ), a: ago( 2 ) },
			true,
			null,
		],
		[
			'recurring, within the interval',
			{ repeat_days: 7 },
			{ s: ago( 3 ), a: ago( 2 ) },
			false,
			'Cookie present',
		],
	] as Array<
		[
			string,
			Partial< Behavior >,
			Contact | null,
			boolean | null,
			string | null,
		]
	> )( '%s', ( _name, over, contact, submitted, reason ) => {
		expect(
			notShownReason( survey( over ), context( contact, submitted ) )
		).toBe( reason );
	} );
} );
