/**
 * Settings → Integrations → Slack: Lite gets the upsell and asks for nothing; Pro (elite) lists
 * the destinations by name and URL hint, adds one (the server's refusal shown at the URL field,
 * nothing typed lost), shows Slack's own answer to a test, turns one off and deletes one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import { SETTINGS_DEFAULTS } from '../../../../data/use-settings';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../../test-utils';
import { serve } from '../../../results/test/fixtures';

const SETTINGS = {
	'GET /settings': () => ( {
		settings: { ...SETTINGS_DEFAULTS, automatic_updates: 'none' },
		locked: {},
		locked_values: {},
	} ),
	'GET /webhooks': () => [],
};

const CHANNEL = {
	id: 5,
	name: '#feedback',
	url_hint: 'hooks.slack.com/…9XyZ',
	active: true,
	failures: 0,
	created_at: '2026-11-20T10:00:00+00:00',
	updated_at: '2026-11-20T10:00:00+00:00',
	last_delivery: null,
};

function section() {
	return screen.getByRole( 'region', { name: 'Slack' } );
}

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'Slack section', () => {
	it( 'Lite: says what Slack notifications do and never asks the server', async () => {
		const calls = serve( SETTINGS );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		expect(
			await screen.findByText(
				'Slack notifications come with UserFeedback Pro and a Pro or Elite license.'
			)
		).toBeTruthy();
		expect(
			within( section() ).getByRole( 'link', {
				name: /Upgrade to Pro/,
			} )
		).toBeTruthy();
		expect(
			within( section() ).queryByRole( 'button', {
				name: 'Add Slack Destination',
			} )
		).toBeNull();
		expect(
			calls.filter( ( call ) => call.key.includes( '/slack' ) )
		).toEqual( [] );
	} );

	it( 'Pro: lists, and adds one once the server accepts its URL', async () => {
		const sent: unknown[] = [];
		serve( {
			...SETTINGS,
			'GET /slack-destinations': () => [ CHANNEL ],
			'POST /slack-destinations': ( _query, options ) => {
				sent.push( options.data );
				if ( sent.length === 1 ) {
					throw {
						code: 'userfeedback_slack_url_refused',
						message: 'Enter a Slack incoming webhook URL.',
						data: {
							status: 400,
							params: {
								url: 'Enter a Slack incoming webhook URL: it starts with https://hooks.slack.com/services/.',
							},
						},
					};
				}
				return { ...CHANNEL, id: 6, name: '#support' };
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Slack' } );
		expect(
			await within( section() ).findByText( '#feedback' )
		).toBeTruthy();
		expect(
			within( section() ).getByText( 'hooks.slack.com/…9XyZ' )
		).toBeTruthy();
		expect( within( section() ).getByText( 'None yet' ) ).toBeTruthy();

		fireEvent.click(
			within( section() ).getByRole( 'button', {
				name: 'Add Slack Destination',
			} )
		);
		fireEvent.change( within( section() ).getByLabelText( 'Name' ), {
			target: { value: ' #support ' },
		} );
		const url = within( section() ).getByLabelText(
			'Webhook URL'
		) as HTMLInputElement;
		fireEvent.change( url, {
			target: { value: 'https://example.com/hook' },
		} );
		fireEvent.click(
			within( section() ).getByRole( 'button', {
				name: 'Save Destination',
			} )
		);
		expect(
			await within( section() ).findByText(
				'Enter a Slack incoming webhook URL: it starts with https://hooks.slack.com/services/.'
			)
		).toBeTruthy();
		expect( url.value ).toBe( 'https://example.com/hook' );
		expect( url.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( url.getAttribute( 'aria-describedby' ) ).toContain(
			'-url-error'
		);

		fireEvent.change( url, {
			target: {
				value: 'https://hooks.slack.com/services/T1/B2/abc',
			},
		} );
		fireEvent.click(
			within( section() ).getByRole( 'button', {
				name: 'Save Destination',
			} )
		);
		expect(
			await screen.findByText(
				'Slack destination added. Choose it in a survey’s Notifications step.'
			)
		).toBeTruthy();
		expect( sent[ 1 ] ).toEqual( {
			name: '#support',
			url: 'https://hooks.slack.com/services/T1/B2/abc',
		} );
	} );

	it( 'shows what Slack answered a test', async () => {
		serve( {
			...SETTINGS,
			'GET /slack-destinations': () => [ CHANNEL ],
			'POST /slack-destinations/5/test': () => ( {
				outcome: 'gave_up',
				response_code: 403,
				duration_ms: 80,
				error: 'The endpoint answered HTTP 403.',
				response_excerpt: 'invalid_token',
				delivery_id: 'x',
			} ),
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Slack' } );
		fireEvent.click(
			await within( section() ).findByRole( 'button', {
				name: 'Send test',
			} )
		);
		expect(
			await within( section() ).findByText(
				'Test failed: The endpoint answered HTTP 403.'
			)
		).toBeTruthy();
		expect( within( section() ).getByText( 'invalid_token' ) ).toBeTruthy();
	} );

	it( 'turns one off and deletes one after confirming', async () => {
		const patched: unknown[] = [];
		let deleted = false;
		serve( {
			...SETTINGS,
			'GET /slack-destinations': () =>
				deleted ? [] : [ { ...CHANNEL, failures: 3 } ],
			// apiFetch sends PATCH and DELETE as POST with X-HTTP-Method-Override.
			'POST /slack-destinations/5': ( _query, options ) => {
				const method = (
					options.headers as Record< string, string > | undefined
				 )?.[ 'X-HTTP-Method-Override' ];
				if ( method === 'DELETE' ) {
					deleted = true;
					return { deleted: true, id: 5 };
				}
				patched.push( options.data );
				return { ...CHANNEL, active: false };
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Slack' } );
		expect(
			await within( section() ).findByText(
				'3 failed deliveries in a row'
			)
		).toBeTruthy();
		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Turn off' } )
		);
		expect(
			await screen.findByText( 'Slack destination turned off.' )
		).toBeTruthy();
		expect( patched ).toEqual( [ { active: false } ] );

		const confirm = vi.spyOn( window, 'confirm' ).mockReturnValue( true );
		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Delete' } )
		);
		expect(
			await screen.findByText( 'Slack destination deleted.' )
		).toBeTruthy();
		expect( confirm ).toHaveBeenCalledWith(
			expect.stringContaining( '#feedback' )
		);
		expect(
			await within( section() ).findByText( 'No Slack destinations yet.' )
		).toBeTruthy();
	} );
} );
