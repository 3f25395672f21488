import { describe, expect, it } from 'vitest';

import {
	addonActive,
	brandingAllowed,
	proQuestionTypesAllowed,
	requiredAllowed,
	type Entitlements,
} from './entitlements';

function ent(
	isPro: boolean,
	isLicensed: boolean,
	addons: Entitlements[ 'addons' ]
): Entitlements {
	return { is_pro: isPro, is_licensed: isLicensed, addons };
}

describe( 'addonActive', () => {
	it.each( [
		[ { behavior: true }, true ],
		[ { behavior: false }, false ],
		[ {}, false ],
	] )( '%j → %s', ( addons, expected ) => {
		expect( addonActive( { addons }, 'behavior' ) ).toBe( expected );
	} );
} );

describe( 'Making a question effectively required needs Pro, a licence and the question-types add-on active', () => {
	it.each( [
		[ true, true, true, true ],
		[ false, true, true, false ],
		[ true, false, true, false ],
		[ true, true, false, false ],
		[ false, false, false, false ],
	] )(
		'Pro %s, licensed %s, add-on %s → %s',
		( pro, licensed, active, expected ) => {
			expect(
				requiredAllowed(
					ent( pro, licensed, { 'question-types': active } )
				)
			).toBe( expected );
		}
	);
} );

describe( 'Star-rating and NPS need the question-types add-on active and Pro', () => {
	it.each( [
		[ true, true, true ],
		[ false, true, false ],
		[ true, false, false ],
	] )( 'Pro %s, add-on %s → %s', ( pro, active, expected ) => {
		expect(
			proQuestionTypesAllowed(
				ent( pro, false, { 'question-types': active } )
			)
		).toBe( expected );
	} );
} );

describe( 'Custom branding needs Pro and the branding add-on active', () => {
	it.each( [
		[ true, true, true ],
		[ false, true, false ],
		[ true, false, false ],
	] )( 'Pro %s, add-on %s → %s', ( pro, active, expected ) => {
		expect(
			brandingAllowed( ent( pro, false, { branding: active } ) )
		).toBe( expected );
	} );
} );
