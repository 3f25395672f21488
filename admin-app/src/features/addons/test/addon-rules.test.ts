import { describe, expect, it } from 'vitest';

import {
	addonButton,
	addonStatus,
	buttonLabel,
	filterAddons,
	progressLabel,
	statusLabel,
} from '../addon-rules';

describe( 'addonStatus (spec §4)', () => {
	it.each( [
		// installed, active, isPro, expected
		[ true, true, true, 'active' ],
		[ true, false, true, 'not_active' ],
		[ false, false, true, 'not_installed' ],
		[ false, false, false, 'upgrade_required' ],
		[ true, false, false, 'upgrade_required' ],
		[ true, true, false, 'active' ],
	] as const )(
		'installed %s, active %s, pro %s → %s',
		( installed, active, isPro, expected ) => {
			expect( addonStatus( { installed, active }, isPro ) ).toBe(
				expected
			);
		}
	);
} );

describe( 'addonButton', () => {
	it.each( [
		[ 'active', 'deactivate', 'Deactivate', 'Active' ],
		[ 'not_active', 'activate', 'Activate', 'Not Active' ],
		[ 'not_installed', 'install', 'Install Addon', 'Not Installed' ],
		[ 'upgrade_required', 'upgrade', 'Upgrade Now', 'Upgrade Required' ],
	] as const )( '%s → %s button', ( status, button, label, statusText ) => {
		expect( addonButton( status ) ).toBe( button );
		expect( buttonLabel( addonButton( status ) ) ).toBe( label );
		expect( statusLabel( status ) ).toBe( statusText );
	} );

	it( 'has the spec progress labels', () => {
		expect( progressLabel( 'install' ) ).toBe( 'Installing...' );
		expect( progressLabel( 'activate' ) ).toBe( 'Activating...' );
		expect( progressLabel( 'deactivate' ) ).toBe( 'Deactivating...' );
	} );
} );

describe( 'filterAddons', () => {
	const addons = [
		{ title: 'Question Types' },
		{ title: 'Targeting' },
		{ title: 'Branding' },
		{ title: 'Behavior' },
		{ title: 'Templates' },
	];

	it( 'matches titles case-insensitively', () => {
		expect( filterAddons( addons, 'TARG' ) ).toEqual( [
			{ title: 'Targeting' },
		] );
		expect( filterAddons( addons, 'ing' ) ).toEqual( [
			{ title: 'Targeting' },
			{ title: 'Branding' },
		] );
	} );

	it( 'ignores surrounding spaces and shows all for an empty search', () => {
		expect( filterAddons( addons, '  templates ' ) ).toEqual( [
			{ title: 'Templates' },
		] );
		expect( filterAddons( addons, '   ' ) ).toBe( addons );
	} );

	it( 'returns nothing when no title matches', () => {
		expect( filterAddons( addons, 'logic' ) ).toEqual( [] );
	} );
} );
