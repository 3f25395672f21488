/**
 * Settings → Integrations → Analytics events: off by default; a pro or elite plan turns it on and
 * the tab's Save Settings sends it; where the server locks it the checkbox is disabled and opens
 * the upgrade modal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import {
	SETTINGS_DEFAULTS,
	type Settings,
} from '../../../../data/use-settings';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../../test-utils';
import { serve } from '../../../results/test/fixtures';

function reply(
	settings: Partial< Settings > = {},
	locked: Record< string, string > = {}
) {
	return {
		settings: {
			...SETTINGS_DEFAULTS,
			automatic_updates: 'none',
			...settings,
			captcha_secret_key: '',
		},
		secret_hints: { captcha_secret_key: '' },
		locked,
		locked_values: {},
	};
}

const section = () =>
	within( screen.getByRole( 'region', { name: 'Analytics events' } ) );

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'Analytics events section', () => {
	it( 'Pro with an elite plan: turns it on and Save Settings sends it', async () => {
		const sent: { settings?: Settings } = {};
		serve( {
			'GET /settings': () => reply(),
			'POST /settings': ( _query, options ) => {
				sent.settings = (
					options.data as { settings: Settings }
				 ).settings;
				return reply( sent.settings );
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Analytics events' } );
		const box = section().getByRole( 'checkbox', {
			name: 'Send survey events to Google Analytics or Tag Manager',
		} );
		expect( box ).toHaveProperty( 'checked', false );
		expect( box.getAttribute( 'aria-describedby' ) ).toBeTruthy();
		expect(
			section().getByText( /personal data are never sent/ )
		).toBeTruthy();
		expect(
			section().getByText( 'userfeedback_question_answered' )
		).toBeTruthy();

		fireEvent.click( box );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Save Settings' } )
		);
		expect( await screen.findByText( 'Settings saved.' ) ).toBeTruthy();
		expect( sent.settings?.analytics_events ).toBe( true );
	} );

	it( 'Lite: locked, with the upgrade path', async () => {
		serve( {
			'GET /settings': () =>
				reply( {}, { analytics_events: 'Analytics Events' } ),
		} );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		await screen.findByRole( 'region', { name: 'Analytics events' } );
		expect(
			section().getByRole( 'checkbox', {
				name: 'Send survey events to Google Analytics or Tag Manager',
			} )
		).toHaveProperty( 'disabled', true );
		fireEvent.click(
			section().getByRole( 'button', {
				name: /Analytics Events is a PRO feature/,
			} )
		);
		expect(
			await screen.findByText( 'Analytics Events is a PRO feature' )
		).toBeTruthy();
	} );
} );
