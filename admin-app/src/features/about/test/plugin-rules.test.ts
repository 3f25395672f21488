import { describe, expect, it } from 'vitest';

import { progressLabel, statusLabel } from '../../addons/addon-rules';
import { pluginAction, pluginButtonLabel, pluginStatus } from '../plugin-rules';

describe( 'cross-promoted plugin rules (spec §4: they behave like add-ons)', () => {
	it.each( [
		// installed, active → status, action, button, status label
		[
			false,
			false,
			'not_installed',
			'install',
			'Install Plugin',
			'Not Installed',
		],
		[ true, false, 'not_active', 'activate', 'Activate', 'Not Active' ],
		[ true, true, 'active', 'deactivate', 'Deactivate', 'Active' ],
		// WordPress never reports active without installed, but active wins.
		[ false, true, 'active', 'deactivate', 'Deactivate', 'Active' ],
	] as const )(
		'installed %s, active %s → %s, %s',
		( installed, active, status, action, button, label ) => {
			const computed = pluginStatus( { installed, active } );
			expect( computed ).toBe( status );
			expect( statusLabel( computed ) ).toBe( label );
			expect( pluginAction( computed ) ).toBe( action );
			expect( pluginButtonLabel( pluginAction( computed ) ) ).toBe(
				button
			);
		}
	);

	it( 'never asks a free plugin for an upgrade', () => {
		for ( const installed of [ true, false ] ) {
			for ( const active of [ true, false ] ) {
				expect( pluginStatus( { installed, active } ) ).not.toBe(
					'upgrade_required'
				);
			}
		}
	} );

	it( 'shares the progress labels of the add-ons page', () => {
		expect( progressLabel( 'install' ) ).toBe( 'Installing...' );
		expect( progressLabel( 'activate' ) ).toBe( 'Activating...' );
		expect( progressLabel( 'deactivate' ) ).toBe( 'Deactivating...' );
	} );
} );
