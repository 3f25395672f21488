/**
 * The compare view's texts and NpsMath::change's rule: significant when
 * |change| > √(m1² + m2²).
 */
import { describe, expect, it } from 'vitest';

import {
	changeText,
	countChangeText,
	isCountChangeSignificant,
	isShareChangeSignificant,
	isSignificant,
	marginText,
	npsChangeText,
	signed,
} from '../compare';

describe( 'compare texts', () => {
	it.each( [
		[ 9, '+9' ],
		[ -3, '−3' ],
		[ 0, '0' ],
		[ 2.25, '+2.3' ],
	] )( 'signed(%d) = %s', ( change, text ) => {
		expect( signed( change ) ).toBe( text );
	} );

	it( 'shows both values and the change', () => {
		expect( changeText( 42, 51 ) ).toBe( '42 → 51 (+9)' );
		expect( changeText( 40, 35, ( value ) => `${ value }%` ) ).toBe(
			'40% → 35% (−5)'
		);
	} );

	it.each( [
		// change, m1, m2, significant
		[ 9, 12, 0, false ],
		[ 13, 12, 0, true ],
		[ 9, 5, 6, true ], // √61 ≈ 7.8
		[ 7, 5, 6, false ],
		[ -9, 5, 6, true ],
		[ 5, null, 6, null ],
	] )( 'change %d with margins %s and %s', ( change, m1, m2, expected ) => {
		expect( isSignificant( change, m1, m2 ) ).toBe( expected );
	} );

	it( 'says whether the change is within the margin', () => {
		expect( npsChangeText( 9, 12, 10 ) ).toBe(
			'+9, within the margin of error'
		);
		expect( npsChangeText( 30, 12, 10 ) ).toBe( '+30, significant' );
		expect( npsChangeText( 4, null, 10 ) ).toBe( '+4' );
		expect( marginText( 11.6 ) ).toBe( '±12' );
		expect( marginText( null ) ).toBe( '' );
	} );

	it.each( [
		// |change| > 1.96 √(n1 + n2)
		[ 12, 30, true ],
		[ 12, 15, false ],
		[ 100, 130, true ],
		[ 100, 120, false ],
		[ 0, 0, false ],
		[ 0, 4, true ],
	] )( 'counts %d → %d: significant %s', ( base, value, significant ) => {
		expect( isCountChangeSignificant( base, value ) ).toBe( significant );
	} );

	it( 'shows two counts with the verdict, or just "0"', () => {
		expect( countChangeText( 12, 30 ) ).toBe(
			'12 → 30 (+18, significant)'
		);
		expect( countChangeText( 12, 15 ) ).toBe(
			'12 → 15 (+3, within the margin of error)'
		);
		expect( countChangeText( 2, 2 ) ).toBe( '2 → 2 (0)' );
	} );

	it( 'tests two shares with the two-proportion z-test, and knows when it cannot', () => {
		// 40 % of 200 against 55 % of 200: z ≈ 3.0.
		expect( isShareChangeSignificant( 40, 200, 55, 200 ) ).toBe( true );
		// 40 % of 20 against 55 % of 20: z ≈ 0.95.
		expect( isShareChangeSignificant( 40, 20, 55, 20 ) ).toBe( false );
		expect( isShareChangeSignificant( 40, 0, 55, 20 ) ).toBeNull();
		expect( isShareChangeSignificant( 0, 30, 0, 40 ) ).toBe( false );
	} );
} );
