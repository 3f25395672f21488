/**
 * Settings → Integrations → Webhooks: Lite gets the upsell and asks for nothing; Pro (elite) lists
 * the webhooks, adds one (its secret shown once), keeps what was typed when the server refuses
 * the URL, and shows a test's result.
 */
import { afterEach, describe, expect, it } from 'vitest';
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
	'GET /surveys': () => ( {
		items: [
			{
				id: 7,
				title: 'Checkout',
				status: 'publish',
				is_scheduled: false,
				created_at: '2026-11-01T10:00:00+00:00',
				publish_at: null,
				responses_count: 3,
				shortcode: '[userfeedback id="7"]',
			},
		],
		pagination: { page: 1, pages: 1, per_page: 100, total: 1 },
		counts: { all: 1, publish: 1, draft: 0, scheduled: 0, trash: 0 },
	} ),
};

const HOOK = {
	id: 3,
	url: 'https://hooks.example.com/uf',
	events: [ 'response.submitted' ],
	survey_ids: [],
	active: true,
	source: 'owner',
	secret_hint: 'a1b2',
	created_at: '2026-11-20T10:00:00+00:00',
	updated_at: '2026-11-20T10:00:00+00:00',
	last_delivery: null,
};

function section() {
	return screen.getByRole( 'region', { name: 'Webhooks' } );
}

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'Webhooks section', () => {
	it( 'Lite: says what webhooks do and never asks the server', async () => {
		const calls = serve( SETTINGS );
		renderApp( 'settings', { hash: '/integrations', globals: LITE } );
		expect(
			await screen.findByText(
				'Webhooks come with UserFeedback Pro and a Pro or Elite license.'
			)
		).toBeTruthy();
		expect(
			within( section() ).queryByRole( 'button', { name: 'Add Webhook' } )
		).toBeNull();
		expect(
			calls.filter( ( call ) => call.key.includes( '/webhooks' ) )
		).toEqual( [] );
	} );

	it( 'Pro: says which webhooks an automation platform added', async () => {
		serve( {
			...SETTINGS,
			'GET /webhooks': () => [
				HOOK,
				{
					...HOOK,
					id: 9,
					source: 'rest_hook',
					url: 'https://hooks.zapier.com/hooks/standard/1/abc',
				},
			],
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Webhooks' } );
		await within( section() ).findByText(
			'https://hooks.zapier.com/hooks/standard/1/abc'
		);
		expect(
			within( section() ).getAllByText(
				'Added by an automation platform (Zapier, Make, n8n…): it goes away when its Zap or scenario is turned off.'
			)
		).toHaveLength( 1 );
	} );

	it( 'Pro: lists, adds one and shows its secret once', async () => {
		let sent: unknown = null;
		serve( {
			...SETTINGS,
			'GET /webhooks': () => [ HOOK ],
			'POST /webhooks': ( _query, options ) => ( {
				...HOOK,
				id: 4,
				...( ( sent = options.data ) as object ),
				secret: 'whsec_0123456789abcdef',
				secret_hint: 'cdef',
			} ),
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Webhooks' } );
		expect(
			await within( section() ).findByText(
				'https://hooks.example.com/uf'
			)
		).toBeTruthy();
		expect( within( section() ).getByText( 'All surveys' ) ).toBeTruthy();
		expect( within( section() ).getByText( 'None yet' ) ).toBeTruthy();

		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Add Webhook' } )
		);
		fireEvent.change(
			within( section() ).getByLabelText( 'Endpoint URL' ),
			{
				target: { value: ' https://n8n.example.com/webhook/uf ' },
			}
		);
		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Save Webhook' } )
		);
		expect(
			await within( section() ).findByText( 'whsec_0123456789abcdef' )
		).toBeTruthy();
		expect( sent ).toEqual( {
			url: 'https://n8n.example.com/webhook/uf',
			events: [ 'response.submitted' ],
			survey_ids: [],
		} );
		fireEvent.click(
			within( section() ).getByRole( 'button', {
				name: 'I have copied it',
			} )
		);
		expect(
			within( section() ).queryByText( 'whsec_0123456789abcdef' )
		).toBeNull();
	} );

	it( 'keeps what was typed when the server refuses the address, and says why beside it', async () => {
		serve( {
			...SETTINGS,
			'GET /webhooks': () => [],
			'POST /webhooks': () => {
				throw {
					code: 'userfeedback_webhook_url_refused',
					message: 'WordPress will not send to this address.',
					data: {
						status: 400,
						params: {
							url: 'Use a public http:// or https:// URL.',
						},
					},
				};
			},
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Webhooks' } );
		expect(
			await within( section() ).findByText( 'No webhooks yet.' )
		).toBeTruthy();
		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Add Webhook' } )
		);
		const url = within( section() ).getByLabelText(
			'Endpoint URL'
		) as HTMLInputElement;
		fireEvent.change( url, { target: { value: 'http://10.0.0.5/hook' } } );
		fireEvent.click(
			within( section() ).getByLabelText( /^Only these surveys/ )
		);
		fireEvent.click(
			await within( section() ).findByLabelText( 'Checkout' )
		);
		fireEvent.click(
			within( section() ).getByRole( 'button', { name: 'Save Webhook' } )
		);
		expect(
			await within( section() ).findByText(
				'Use a public http:// or https:// URL.'
			)
		).toBeTruthy();
		expect( url.value ).toBe( 'http://10.0.0.5/hook' );
		expect( url.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			(
				within( section() ).getByLabelText(
					'Checkout'
				) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'shows what a test delivery got back', async () => {
		serve( {
			...SETTINGS,
			'GET /webhooks': () => [ HOOK ],
			'POST /webhooks/3/test': () => ( {
				outcome: 'gave_up',
				response_code: 500,
				duration_ms: 12,
				error: 'The endpoint answered HTTP 500.',
				response_excerpt: 'boom',
				delivery_id: 'x',
			} ),
		} );
		renderApp( 'settings', { hash: '/integrations', globals: PRO_ELITE } );
		await screen.findByRole( 'region', { name: 'Webhooks' } );
		fireEvent.click(
			await within( section() ).findByRole( 'button', {
				name: 'Send test',
			} )
		);
		expect(
			await within( section() ).findByText(
				'Test failed: The endpoint answered HTTP 500.'
			)
		).toBeTruthy();
		expect( within( section() ).getByText( 'boom' ) ).toBeTruthy();
	} );
} );
