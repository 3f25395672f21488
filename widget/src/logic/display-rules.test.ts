import { afterEach, describe, expect, it, vi } from 'vitest';

import { readJsonCookie } from './cookies';
import {
	COOLDOWN_COOKIE,
	cooledDown,
	PAUSE_COOKIE,
	paused,
	startPause,
	randomDraw,
	readCooldown,
	sampleDraw,
	sampledOut,
	startCooldown,
	uuid,
	type Cooldown,
} from './display-rules';
import { clearCookies, question, surveyFixture } from '../test-fixtures';
import type { PageSurvey } from '../types';

const DAY = 864e5;
const NOW = Date.UTC( 2026, 10, 26, 12 );

function survey( id: number, ignoreCooldown?: boolean ): PageSurvey {
	const s = surveyFixture( id, [ question( 'a', 'text' ) ] );
	s.settings.behavior.ignore_cooldown = ignoreCooldown;
	return s;
}

afterEach( () => {
	clearCookies( document );
	vi.unstubAllGlobals();
} );

describe( 'cooldown: after a survey was shown, no other for the site’s days', () => {
	it.each( [
		// name, candidate id, ignores cooldown, cookie, days, expected kept off
		[ 'no cookie', 2, false, null, 7, false ],
		[
			'another survey shown just now',
			2,
			false,
			{ id: 1, at: NOW },
			7,
			true,
		],
		[
			'another survey, 6 days 23 h ago',
			2,
			false,
			{ id: 1, at: NOW - 7 * DAY + 36e5 },
			7,
			true,
		],
		[
			'another survey, 7 days ago: over',
			2,
			false,
			{ id: 1, at: NOW - 7 * DAY },
			7,
			false,
		],
		[
			'the same survey stays eligible',
			1,
			false,
			{ id: 1, at: NOW },
			7,
			false,
		],
		[ 'ignore_cooldown', 2, true, { id: 1, at: NOW }, 7, false ],
		[ 'cooldown off (0 days)', 2, false, { id: 1, at: NOW }, 0, false ],
		[
			'no days (a page cached before the cooldown)',
			2,
			false,
			{ id: 1, at: NOW },
			undefined,
			false,
		],
		[
			'a shortened cooldown applies at once',
			2,
			false,
			{ id: 1, at: NOW - 3 * DAY },
			2,
			false,
		],
		[
			'a cookie of another shape',
			2,
			false,
			'x' as unknown as Cooldown,
			7,
			false,
		],
		[
			'a cookie without a time',
			2,
			false,
			{ id: 1 } as Cooldown,
			7,
			false,
		],
	] as Array<
		[
			string,
			number,
			boolean,
			Cooldown | null,
			number | undefined,
			boolean,
		]
	> )( '%s', ( _name, id, ignore, cookie, days, off ) => {
		expect( cooledDown( survey( id, ignore ), cookie, days, NOW ) ).toBe(
			off
		);
	} );

	it( 'remembers the survey shown and when, for the cooldown’s days, site-wide', () => {
		const doc = {
			cookie: '',
			location: { protocol: 'https:' },
		};
		startCooldown( doc, 4, 30, NOW );
		expect( doc.cookie ).toMatch(
			/^userfeedback_cooldown=[^;]+; path=\/; SameSite=Lax; expires=[^;]+; Secure$/
		);
		const expires = Date.parse(
			/expires=([^;]+)/.exec( doc.cookie )![ 1 ]
		);
		expect( Math.abs( expires - ( Date.now() + 30 * DAY ) ) ).toBeLessThan(
			2000
		);
	} );

	it( 'writes nothing without a cooldown', () => {
		const doc = { cookie: '' };
		startCooldown( doc, 4, 0, NOW );
		startCooldown( doc, 4, undefined, NOW );
		expect( doc.cookie ).toBe( '' );
	} );

	it( 'reads back what it wrote', () => {
		startCooldown( document, 9, 3, NOW );
		expect( readCooldown( document ) ).toEqual( { id: 9, at: NOW } );
		expect( readJsonCookie( document, COOLDOWN_COOKIE ) ).toEqual( {
			id: 9,
			at: NOW,
		} );
	} );
} );

describe( 'sampling: shown when the visitor’s draw (0–99) is below the percentage', () => {
	it.each( [
		// percent, draw, kept off
		[ 100, 99, false ],
		[ undefined, 99, false ],
		[ 50, 49, false ],
		[ 50, 50, true ],
		[ 1, 0, false ],
		[ 1, 1, true ],
		[ 99, 98, false ],
		[ 99, 99, true ],
		[ 30, 75, true ],
	] as Array< [ number | undefined, number, boolean ] > )(
		'%s%%, draw %s → kept off %s',
		( percent, draw, off ) => {
			expect( sampledOut( percent, () => draw ) ).toBe( off );
		}
	);

	it( 'does not draw for a survey shown to everyone', () => {
		const draw = vi.fn( () => 0 );
		sampledOut( 100, draw );
		sampledOut( undefined, draw );
		expect( draw ).not.toHaveBeenCalled();
	} );

	it( 'draws once per survey and remembers it for a year; a changed percentage uses the same draw', () => {
		const draw = vi.fn().mockReturnValueOnce( 42 ).mockReturnValueOnce( 7 );
		expect( sampleDraw( document, 'userfeedback-5', draw ) ).toBe( 42 );
		expect( sampleDraw( document, 'userfeedback-5', draw ) ).toBe( 42 );
		expect( draw ).toHaveBeenCalledTimes( 1 );
		expect( readJsonCookie( document, 'userfeedback-5-sample' ) ).toBe(
			42
		);
		// 40 % then 50 %: the same visitor, the same draw.
		expect(
			sampledOut( 40, () =>
				sampleDraw( document, 'userfeedback-5', draw )
			)
		).toBe( true );
		expect(
			sampledOut( 50, () =>
				sampleDraw( document, 'userfeedback-5', draw )
			)
		).toBe( false );
		// Another survey gets its own draw.
		expect( sampleDraw( document, 'userfeedback-6', draw ) ).toBe( 7 );
		expect( draw ).toHaveBeenCalledTimes( 2 );

		const doc = { cookie: '' };
		sampleDraw( doc, 'userfeedback-8', () => 3 );
		const expires = Date.parse(
			/expires=([^;]+)/.exec( doc.cookie )![ 1 ]
		);
		expect( Math.abs( expires - ( Date.now() + 365 * DAY ) ) ).toBeLessThan(
			2000
		);
	} );

	it( 'draws again when the remembered draw is not a number', () => {
		document.cookie = 'userfeedback-5-sample=%22x%22; path=/';
		expect( sampleDraw( document, 'userfeedback-5', () => 11 ) ).toBe( 11 );
	} );

	it.each( [
		[ 0, 0 ],
		[ 99, 99 ],
		[ 100, 0 ],
		[ 4294967295, 95 ],
	] )( 'randomDraw from the crypto value %s → %s', ( value, draw ) => {
		const c = {
			getRandomValues: < T extends ArrayBufferView | null >( a: T ) => {
				( a as unknown as Uint32Array )[ 0 ] = value;
				return a;
			},
		};
		vi.stubGlobal( 'crypto', c );
		expect( randomDraw() ).toBe( draw );
	} );

	it( 'randomDraw stays within 0–99 with the real source', () => {
		for ( let i = 0; i < 200; i++ ) {
			const d = randomDraw();
			expect( Number.isInteger( d ) && d >= 0 && d < 100 ).toBe( true );
		}
	} );
} );

describe( 'uuid: the response key', () => {
	const V4 =
		/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

	it( 'is crypto.randomUUID() where the browser has it', () => {
		vi.stubGlobal( 'crypto', {
			randomUUID: () => '11111111-2222-4333-8444-555555555555',
			getRandomValues: () => {
				throw new Error( 'not used' );
			},
		} );
		expect( uuid() ).toBe( '11111111-2222-4333-8444-555555555555' );
	} );

	it( 'is a version 4 UUID from getRandomValues without randomUUID (an http:// page)', () => {
		const real = globalThis.crypto;
		vi.stubGlobal( 'crypto', {
			getRandomValues: ( a: Uint8Array ) => real.getRandomValues( a ),
		} );
		const keys = new Set< string >();
		for ( let i = 0; i < 500; i++ ) {
			const key = uuid();
			expect( key ).toMatch( V4 );
			keys.add( key );
		}
		expect( keys.size ).toBe( 500 );
	} );

	// Each digit is the pattern's digit XOR the random bits (a bijection: still uniform).
	it.each( [
		[ 0, '10000000-1000-4000-8000-100000000000' ],
		[ 255, 'efffffff-efff-4fff-bfff-efffffffffff' ],
	] )( 'every random byte %s gives %s', ( byte, key ) => {
		vi.stubGlobal( 'crypto', {
			getRandomValues: ( a: Uint8Array ) => a.fill( byte ),
		} );
		expect( uuid() ).toBe( key );
		expect( key ).toMatch( V4 );
	} );
} );

describe( 'pause after a response: after the visitor finished a survey, no other for the site’s minutes of the session', () => {
	const MIN = 6e4;
	it.each( [
		// name, candidate id, cookie, minutes, expected kept off
		[ 'no cookie', 2, null, 30, false ],
		[ 'another survey finished just now', 2, { id: 1, at: NOW }, 30, true ],
		[
			'another survey, 29 minutes ago',
			2,
			{ id: 1, at: NOW - 29 * MIN },
			30,
			true,
		],
		[
			'another survey, 30 minutes ago: over',
			2,
			{ id: 1, at: NOW - 30 * MIN },
			30,
			false,
		],
		[ 'the survey finished itself', 1, { id: 1, at: NOW }, 30, false ],
		[ 'no pause (0)', 2, { id: 1, at: NOW }, 0, false ],
		[
			'a page cached before the setting',
			2,
			{ id: 1, at: NOW },
			undefined,
			false,
		],
		[
			'a cookie of another shape',
			2,
			{ id: 1, at: 'soon' } as unknown as Cooldown,
			30,
			false,
		],
	] as Array<
		[ string, number, Cooldown | null, number | undefined, boolean ]
	> )( '%s → %s', ( _name, id, cookie, minutes, expected ) => {
		expect( paused( survey( id ), cookie, minutes, NOW ) ).toBe( expected );
	} );

	it( 'no survey ignores it (ignore_cooldown is about the cooldown)', () => {
		expect( paused( survey( 2, true ), { id: 1, at: NOW }, 30, NOW ) ).toBe(
			true
		);
	} );

	it( 'is a session cookie with the survey and the time, only when the site has a pause', () => {
		const doc = { cookie: '', location: { protocol: 'https:' } };
		startPause( doc, 3, 0, NOW );
		startPause( doc, 3, undefined, NOW );
		expect( doc.cookie ).toBe( '' );

		startPause( doc, 3, 30, NOW );
		expect( doc.cookie ).toBe(
			`${ PAUSE_COOKIE }=${ encodeURIComponent(
				JSON.stringify( { id: 3, at: NOW } )
			) }; path=/; SameSite=Lax; Secure`
		);
		expect( doc.cookie ).not.toContain( 'expires' );
	} );

	it( 'is read back like the cooldown cookie', () => {
		startPause( document, 4, 30, NOW );
		expect( readCooldown( document, PAUSE_COOKIE ) ).toEqual( {
			id: 4,
			at: NOW,
		} );
		expect( readCooldown( document ) ).toBeNull();
	} );
} );
