import { describe, expect, it } from 'vitest';

import { addonsFixture } from '../test-fixtures';
import { addonActive } from './entitlements';

describe( 'addonActive', () => {
	it.each( [
		[ addonsFixture( { behavior: true } ), true ],
		[ addonsFixture( { behavior: false } ), false ],
		[ addonsFixture(), false ],
	] )( '%j → %s', ( addons, expected ) => {
		expect( addonActive( { addons }, 'behavior' ) ).toBe( expected );
	} );

	it( 'reads the flag alone: the server folds edition and licence into it', () => {
		const bootstrap = {
			is_pro: false,
			is_licensed: false,
			addons: addonsFixture( { 'question-types': true } ),
		};
		expect( addonActive( bootstrap, 'question-types' ) ).toBe( true );
	} );
} );
