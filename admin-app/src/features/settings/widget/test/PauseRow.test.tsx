/**
 * Settings → Widget, "Pause After a Response": on at the new installs' 30 minutes, off with the
 * checkbox (0), the minutes checked before saving, the server's message beside it; every edition.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

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
	setFetchHandler,
} from '../../../../test-utils';

type Route = ( options: APIFetchOptions ) => unknown;

function serve( routes: Record< string, Route > ) {
	const calls: Array< { key: string; options: APIFetchOptions } > = [];
	setFetchHandler( async ( options ) => {
		const path = decodeURIComponent( String( options.path ) );
		const key = `${ options.method ?? 'GET' } ${ path.split( '?' )[ 0 ] }`;
		calls.push( { key, options } );
		const route = routes[ key ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ key }`,
				data: { status: 404 },
			};
		}
		return route( options );
	} );
	return calls;
}

function reply( overrides: Partial< Settings > = {} ) {
	return {
		settings: {
			...SETTINGS_DEFAULTS,
			automatic_updates: 'none',
			...overrides,
		},
		locked: {},
		locked_values: {},
	};
}

const SURVEYS = () => ( { items: [], pagination: null, status_filters: [] } );

const routes = ( stored: Partial< Settings > = {} ) => ( {
	'GET /userfeedback/v1/settings': () => reply( stored ),
	'POST /userfeedback/v1/settings': ( options: APIFetchOptions ) =>
		reply( ( options.data as { settings: Partial< Settings > } ).settings ),
	'GET /userfeedback/v1/surveys': SURVEYS,
} );

const toggle = async () =>
	( await screen.findByRole( 'checkbox', {
		name: 'Give visitors a pause after they answer a survey',
	} ) ) as HTMLInputElement;
const minutes = () =>
	screen.queryByRole( 'spinbutton', {
		name: 'Minutes',
	} ) as HTMLInputElement | null;

function save() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Save Settings' } ) );
}

function posted( calls: ReturnType< typeof serve > ) {
	const post = calls.filter( ( c ) => c.key.startsWith( 'POST' ) ).pop();
	return ( post?.options.data as { settings: Settings } | undefined )
		?.settings.widget_pause_after_response;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
	window.localStorage.clear();
} );

describe( 'Settings → Widget: Pause After a Response', () => {
	it( 'Lite has it: on at 30 minutes by default, with help, and off saves 0', async () => {
		expect( SETTINGS_DEFAULTS.widget_pause_after_response ).toBe( 30 );
		const calls = serve( routes() );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );
		const on = await toggle();
		expect( on.checked ).toBe( true );
		expect( on.disabled ).toBe( false );
		const field = minutes()!;
		expect( field.value ).toBe( '30' );
		expect( field.min ).toBe( '1' );
		expect( field.max ).toBe( '1440' );
		expect(
			document.getElementById(
				field.getAttribute( 'aria-describedby' ) ?? ''
			)?.textContent
		).toContain( 'no other survey pops up for them for this many minutes' );
		expect(
			within( on.closest( 'tr' ) as HTMLElement ).queryByRole( 'button', {
				name: /is a PRO feature/,
			} )
		).toBeNull();

		fireEvent.click( on );
		expect( minutes() ).toBeNull();
		save();
		expect( await screen.findByText( 'Settings saved.' ) ).toBeTruthy();
		expect( posted( calls ) ).toBe( 0 );
	} );

	it( 'a site that kept it off turns it on at 30 and sets its own minutes', async () => {
		const calls = serve( routes( { widget_pause_after_response: 0 } ) );
		renderApp( 'settings', { hash: '/widget', globals: PRO_ELITE } );
		const on = await toggle();
		expect( on.checked ).toBe( false );
		expect( minutes() ).toBeNull();

		fireEvent.click( on );
		expect( minutes()!.value ).toBe( '30' );
		fireEvent.change( minutes()!, { target: { value: '5' } } );
		save();
		expect( await screen.findByText( 'Settings saved.' ) ).toBeTruthy();
		expect( posted( calls ) ).toBe( 5 );
	} );

	it.each( [ '', '0', '1441', '2.5' ] )(
		'minutes "%s" are refused before saving, beside the field',
		async ( typed ) => {
			const calls = serve( routes() );
			renderApp( 'settings', { hash: '/widget', globals: LITE } );
			await toggle();
			fireEvent.change( minutes()!, { target: { value: typed } } );
			expect( minutes()!.value ).toBe( typed );
			save();
			const message = await screen.findByText(
				'Enter a whole number of minutes from 1 to 1440.'
			);
			expect( minutes()!.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
			expect( minutes()!.getAttribute( 'aria-describedby' ) ).toContain(
				message.id
			);
			expect( calls.some( ( c ) => c.key.startsWith( 'POST' ) ) ).toBe(
				false
			);
			// Still on: the checkbox is the way to turn it off.
			expect( ( await toggle() ).checked ).toBe( true );
		}
	);

	it( 'shows the server’s message beside it', async () => {
		serve( {
			...routes(),
			'POST /userfeedback/v1/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): settings',
					data: {
						status: 400,
						params: {
							widget_pause_after_response:
								'widget_pause_after_response must be a whole number from 0 to 1440.',
						},
					},
				};
			},
		} );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );
		await toggle();
		save();
		expect(
			await screen.findByText(
				'widget_pause_after_response must be a whole number from 0 to 1440.'
			)
		).toBeTruthy();
		await waitFor( () =>
			expect( minutes()!.getAttribute( 'aria-invalid' ) ).toBe( 'true' )
		);
	} );
} );
