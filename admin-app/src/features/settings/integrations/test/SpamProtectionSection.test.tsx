/**
 * Settings → Integrations → Spam protection: in every edition; the keys and the outage choice
 * appear once a provider is chosen, the score only for reCAPTCHA; the secret is write-only (the
 * field stays empty, the hint says which key is kept, an empty field is sent as ''); a save is
 * announced; client and server errors show under their fields.
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

function reply( settings: Partial< Settings > = {}, hint = '' ) {
	return {
		settings: {
			...SETTINGS_DEFAULTS,
			automatic_updates: 'none',
			...settings,
			captcha_secret_key: '',
		},
		secret_hints: { captcha_secret_key: hint },
		locked: {},
		locked_values: {},
	};
}

function section() {
	return screen.getByRole( 'region', { name: 'Spam protection' } );
}

const sentSettings = ( sent: unknown ) =>
	( sent as { settings: Settings } ).settings;

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'Spam protection section', () => {
	it( 'Lite: chooses Turnstile, says what the secret keeps, saves and announces it', async () => {
		let sent: unknown = null;
		serve( {
			'GET /settings': () => reply(),
			'POST /settings': ( _query, options ) => {
				sent = options.data;
				return reply( sentSettings( sent ), 'WXYZ' );
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		await screen.findByRole( 'region', { name: 'Spam protection' } );
		const area = within( section() );
		expect( area.getByRole( 'radio', { name: 'None' } ) ).toHaveProperty(
			'checked',
			true
		);
		expect( area.queryByLabelText( 'Site Key' ) ).toBeNull();

		fireEvent.click(
			area.getByRole( 'radio', { name: 'Cloudflare Turnstile' } )
		);
		expect( area.queryByLabelText( 'Lowest Score' ) ).toBeNull();
		fireEvent.change( area.getByLabelText( 'Site Key' ), {
			target: { value: '0x4AAAAAAAsitekey' },
		} );
		fireEvent.change( area.getByLabelText( 'Secret Key' ), {
			target: { value: '0x4AAAAAAAsecretWXYZ' },
		} );
		fireEvent.click(
			area.getByRole( 'radio', {
				name: 'Refuse them until it answers again',
			} )
		);
		expect( area.getByText( /receives their IP address/ ) ).toBeTruthy();
		fireEvent.click(
			area.getByRole( 'button', { name: 'Save Settings' } )
		);

		const saved = await area.findByText( 'Settings saved.' );
		expect( saved.closest( '[role="status"]' ) ).toBeTruthy();
		expect( sentSettings( sent ) ).toMatchObject( {
			captcha_provider: 'turnstile',
			captcha_site_key: '0x4AAAAAAAsitekey',
			captcha_secret_key: '0x4AAAAAAAsecretWXYZ',
			captcha_fail_open: false,
		} );
		const secret = area.getByLabelText( 'Secret Key' );
		expect( ( secret as HTMLInputElement ).value ).toBe( '' );
		expect( secret.getAttribute( 'type' ) ).toBe( 'password' );
		expect(
			area.getByText(
				'A secret key ending in WXYZ is saved. Leave this empty to keep it, or enter a new one to replace it. It is never shown again.'
			)
		).toBeTruthy();
	} );

	it( 'a stored secret is kept: saving with the field empty sends an empty secret', async () => {
		let sent: unknown = null;
		serve( {
			'GET /settings': () =>
				reply(
					{
						captcha_provider: 'recaptcha',
						captcha_site_key: '6LcSiteKey',
					},
					'1234'
				),
			'POST /settings': ( _query, options ) => {
				sent = options.data;
				return reply( sentSettings( sent ), '1234' );
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Spam protection' } );
		const area = within( section() );
		fireEvent.change( area.getByLabelText( 'Lowest Score' ), {
			target: { value: '0.7' },
		} );
		fireEvent.click(
			area.getByRole( 'button', { name: 'Save Settings' } )
		);
		expect( await area.findByText( 'Settings saved.' ) ).toBeTruthy();
		expect( sentSettings( sent ) ).toMatchObject( {
			captcha_provider: 'recaptcha',
			captcha_secret_key: '',
			captcha_min_score: 0.7,
		} );
	} );

	it( 'refuses missing keys and a bad score without a request, next to the fields', async () => {
		const calls = serve( { 'GET /settings': () => reply() } );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		await screen.findByRole( 'region', { name: 'Spam protection' } );
		const area = within( section() );
		fireEvent.click(
			area.getByRole( 'radio', { name: 'Google reCAPTCHA v3' } )
		);
		fireEvent.change( area.getByLabelText( 'Lowest Score' ), {
			target: { value: '' },
		} );
		fireEvent.click(
			area.getByRole( 'button', { name: 'Save Settings' } )
		);

		expect(
			await area.findByText( 'Please fix errors on this page.' )
		).toBeTruthy();
		const siteKey = area.getByLabelText( 'Site Key' );
		expect( siteKey.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( siteKey.ownerDocument.activeElement ).toBe( siteKey );
		expect(
			area.getByText(
				'Enter the site key your spam protection provider gave you.'
			)
		).toBeTruthy();
		expect(
			area.getByText(
				'Enter the secret key your spam protection provider gave you.'
			)
		).toBeTruthy();
		expect(
			area.getByText( 'Enter a score from 0.0 to 1.0.' )
		).toBeTruthy();
		expect(
			calls.filter( ( call ) => call.key.startsWith( 'POST' ) )
		).toEqual( [] );
	} );

	it( 'shows the server’s field error under its field', async () => {
		serve( {
			'GET /settings': () => reply(),
			'POST /settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): captcha_site_key',
					data: {
						status: 400,
						params: {
							captcha_site_key:
								'captcha_site_key must be a key of up to 200 letters, digits, dots, dashes and underscores, as your provider shows it.',
						},
					},
				};
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		await screen.findByRole( 'region', { name: 'Spam protection' } );
		const area = within( section() );
		fireEvent.click(
			area.getByRole( 'radio', { name: 'Cloudflare Turnstile' } )
		);
		fireEvent.change( area.getByLabelText( 'Site Key' ), {
			target: { value: 'key' },
		} );
		fireEvent.change( area.getByLabelText( 'Secret Key' ), {
			target: { value: 'secret' },
		} );
		fireEvent.click(
			area.getByRole( 'button', { name: 'Save Settings' } )
		);
		expect(
			await area.findByText(
				'captcha_site_key must be a key of up to 200 letters, digits, dots, dashes and underscores, as your provider shows it.'
			)
		).toBeTruthy();
		expect(
			area
				.getByText( 'Please fix errors on this page.' )
				.closest( '[role="alert"]' )
		).toBeTruthy();
	} );
} );
