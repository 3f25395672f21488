import { afterEach, describe, expect, it, vi } from 'vitest';

import { KEEP_MS, readKept, storageOf, sweepKept, writeKept } from './resume';

const NOW = Date.UTC( 2026, 10, 26, 12 );
const kept = ( at = NOW ) => ( {
	key: 'b8f1c3e2-1111-4222-8333-944455556666',
	answers: [ { question_id: 'q1', value: 'Yes' } ],
	at,
} );

afterEach( () => {
	localStorage.clear();
	vi.restoreAllMocks();
} );

describe( 'the response kept for resuming', () => {
	it( 'is kept per survey under {cookie_name}-resume and read back', () => {
		writeKept( localStorage, 'userfeedback-3', kept() );
		expect(
			JSON.parse( localStorage.getItem( 'userfeedback-3-resume' )! )
		).toEqual( kept() );
		expect( readKept( localStorage, 'userfeedback-3', NOW ) ).toEqual(
			kept()
		);
		expect( readKept( localStorage, 'userfeedback-4', NOW ) ).toBeNull();

		writeKept( localStorage, 'userfeedback-3', null );
		expect( localStorage.length ).toBe( 0 );
	} );

	it( 'lives as long as the server’s continue cookie: a day after the last save', () => {
		writeKept( localStorage, 'userfeedback-3', kept() );
		expect(
			readKept( localStorage, 'userfeedback-3', NOW + KEEP_MS - 1 )
		).not.toBeNull();
		expect(
			readKept( localStorage, 'userfeedback-3', NOW + KEEP_MS )
		).toBeNull();
		expect( localStorage.length ).toBe( 0 );
	} );

	it( 'the sweep removes stale and unreadable entries of any survey, and nothing else', () => {
		writeKept( localStorage, 'userfeedback-1', kept( NOW - KEEP_MS ) );
		writeKept( localStorage, 'userfeedback-2', kept() );
		localStorage.setItem( 'userfeedback-5-resume', '{"key":1}' );
		localStorage.setItem( 'another-resume', 'theirs' );
		sweepKept( localStorage, NOW );
		expect( Object.keys( localStorage ).sort() ).toEqual( [
			'another-resume',
			'userfeedback-2-resume',
		] );
	} );

	it( 'a storage that is full or refuses keeps nothing and breaks nothing', () => {
		vi.spyOn( Storage.prototype, 'setItem' ).mockImplementation( () => {
			throw new DOMException( 'full', 'QuotaExceededError' );
		} );
		expect( () =>
			writeKept( localStorage, 'userfeedback-3', kept() )
		).not.toThrow();
		expect( readKept( null, 'userfeedback-3', NOW ) ).toBeNull();
		expect(
			storageOf( {
				get localStorage(): Storage {
					throw new DOMException( 'denied', 'SecurityError' );
				},
			} as unknown as Window )
		).toBeNull();
	} );
} );
