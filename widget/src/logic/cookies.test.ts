import { afterEach, describe, expect, it, vi } from 'vitest';

import {
	cookieNameFor,
	hasCookie,
	minimizedCookieName,
	readJsonCookie,
	readMinimized,
	readSurveyCookie,
	writeJsonCookie,
	writeMinimized,
	type CookieDocument,
} from './cookies';

// A document that records what is written, attributes included (jsdom hides them).
function recorder(
	protocol = 'http:'
): CookieDocument & { written: string[] } {
	const written: string[] = [];
	return {
		written,
		location: { protocol },
		get cookie() {
			return '';
		},
		set cookie( v: string ) {
			written.push( v );
		},
	};
}

// A document whose cookie header is fixed.
function jar( cookie: string ): CookieDocument {
	return { cookie };
}

afterEach( () => {
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
		}
	}
	vi.useRealTimers();
} );

describe( 'readJsonCookie: a cookie that cannot be parsed is ignored', () => {
	it.each( [
		[
			'a JSON object',
			'uf=%7B%22submitted%22%3Atrue%7D',
			{ submitted: true },
		],
		[ 'unencoded JSON', 'uf={"submitted":false}', { submitted: false } ],
		[ 'a JSON boolean', 'uf=true', true ],
		[
			'among other cookies, with spaces',
			'a=1; uf=%5B1%2C2%5D ; b=2',
			[ 1, 2 ],
		],
		[ 'missing', 'a=1; b=2', null ],
		[ 'a name that only starts the same', 'uf-minimized=true', null ],
		[ 'not JSON', 'uf=hello', null ],
		[ 'truncated JSON', 'uf=%7B%22submitted%22', null ],
		[ 'bad percent-encoding', 'uf=%E0%A4%A', null ],
		[ 'empty', 'uf=', null ],
		[ 'no cookies at all', '', null ],
	] )( '%s', ( _name, cookie, expected ) => {
		expect( readJsonCookie( jar( cookie ), 'uf' ) ).toEqual( expected );
	} );

	it( 'reads the first of two cookies with the same name (the most specific path)', () => {
		expect( readJsonCookie( jar( 'uf=1; uf=2' ), 'uf' ) ).toBe( 1 );
	} );
} );

describe( 'hasCookie', () => {
	it.each( [
		[ 'a=1; wp_lang=en', 'wp_lang', true ],
		[ 'a=1; wp_lang=', 'wp_lang', true ],
		[ 'a=1; wp_lang_x=1', 'wp_lang', false ],
		[ 'wp_lang', 'wp_lang', false ],
		[ '', 'wp_lang', false ],
	] )( '%j has %s: %s', ( cookie, name, expected ) => {
		expect( hasCookie( jar( cookie ), name ) ).toBe( expected );
	} );
} );

describe( 'writeJsonCookie: session-long unless days are given; path /', () => {
	it.each( [
		[
			'a session cookie on http',
			'http:',
			undefined,
			'uf=%7B%22submitted%22%3Afalse%7D; path=/; SameSite=Lax',
		],
		[
			'Secure on https',
			'https:',
			undefined,
			'uf=%7B%22submitted%22%3Afalse%7D; path=/; SameSite=Lax; Secure',
		],
		[
			'expires when days are given',
			'http:',
			30,
			'uf=%7B%22submitted%22%3Afalse%7D; path=/; SameSite=Lax; expires=Sat, 31 Jan 2026 12:00:00 GMT',
		],
	] )( '%s', ( _name, protocol, days, expected ) => {
		vi.useFakeTimers( { now: new Date( '2026-01-01T12:00:00Z' ) } );
		const doc = recorder( protocol );
		writeJsonCookie( doc, 'uf', { submitted: false }, days );
		expect( doc.written ).toEqual( [ expected ] );
	} );

	it( 'round-trips through a real document', () => {
		const value = { submitted: true, last_response_id: 42, note: 'a; b=c' };
		writeJsonCookie( document, 'userfeedback-7', value );
		expect( readJsonCookie( document, 'userfeedback-7' ) ).toEqual( value );
		expect( hasCookie( document, 'userfeedback-7' ) ).toBe( true );
	} );
} );

describe( 'readSurveyCookie: cookie content is submitted (boolean), last_response_id', () => {
	it.each( [
		[ { submitted: false }, { submitted: false } ],
		[
			{ submitted: true, last_response_id: 12 },
			{ submitted: true, last_response_id: 12 },
		],
		[ { submitted: true, last_response_id: '12' }, { submitted: true } ],
		[ { submitted: true, last_response_id: null }, { submitted: true } ],
		[ { submitted: 'true' }, null ],
		[ { submitted: 1 }, null ],
		[ {}, null ],
		[ [ true ], null ],
		[ true, null ],
		[ null, null ],
	] )( '%j → %j', ( value, expected ) => {
		const cookie = `uf=${ encodeURIComponent( JSON.stringify( value ) ) }`;
		expect( readSurveyCookie( jar( cookie ), 'uf' ) ).toEqual( expected );
	} );

	it( 'is null when the cookie is missing or unparsable', () => {
		expect( readSurveyCookie( jar( '' ), 'uf' ) ).toBeNull();
		expect( readSurveyCookie( jar( 'uf=%7B' ), 'uf' ) ).toBeNull();
	} );
} );

describe( 'open and closed: a cookie named from the survey cookie name plus a minimised suffix', () => {
	it( 'names the cookie', () => {
		expect( minimizedCookieName( 'userfeedback-3' ) ).toBe(
			'userfeedback-3-minimized'
		);
	} );

	it.each( [
		[ 'userfeedback-3-minimized=true', true ],
		[ 'userfeedback-3-minimized=false', false ],
		[ 'userfeedback-3=true', null ],
		[ 'userfeedback-3-minimized=1', null ],
		[ 'userfeedback-3-minimized=nope', null ],
	] )( '%j → %s', ( cookie, expected ) => {
		expect( readMinimized( jar( cookie ), 'userfeedback-3' ) ).toBe(
			expected
		);
	} );

	it( 'toggling stores it (a session cookie)', () => {
		const doc = recorder();
		writeMinimized( doc, 'userfeedback-3', true );
		expect( doc.written ).toEqual( [
			'userfeedback-3-minimized=true; path=/; SameSite=Lax',
		] );

		writeMinimized( document, 'userfeedback-3', true );
		expect( readMinimized( document, 'userfeedback-3' ) ).toBe( true );
		writeMinimized( document, 'userfeedback-3', false );
		expect( readMinimized( document, 'userfeedback-3' ) ).toBe( false );
	} );
} );

describe( 'cookieNameFor: cookie_name defaults to the text userfeedback- plus the id', () => {
	it.each( [
		[ { id: 5 }, 'userfeedback-5' ],
		[ { id: 5, cookie_name: '' }, 'userfeedback-5' ],
		[ { id: 5, cookie_name: 'my-survey' }, 'my-survey' ],
	] )( '%j → %s', ( survey, expected ) => {
		expect( cookieNameFor( survey ) ).toBe( expected );
	} );
} );
