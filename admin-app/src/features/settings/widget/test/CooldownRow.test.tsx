/**
 * Settings → Widget, "Cooldown Between Surveys": saved with the form, range checked,
 * the server's message beside it, and gated like the behaviour settings.
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
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../test-utils';
import { cooldownGate, cooldownValid } from '../CooldownRow';

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

function reply( overrides: Partial< Settings > = {}, locked = {} ) {
	return {
		settings: {
			...SETTINGS_DEFAULTS,
			automatic_updates: 'none',
			...overrides,
		},
		locked,
		locked_values: {},
	};
}

const SURVEYS = () => ( { items: [], pagination: null, status_filters: [] } );

async function field() {
	return ( await screen.findByRole( 'spinbutton', {
		name: 'Cooldown Between Surveys',
	} ) ) as HTMLInputElement;
}

function save() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Save Settings' } ) );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
	window.localStorage.clear();
} );

describe( 'cooldown rules', () => {
	it.each( [
		[ 0, true ],
		[ 365, true ],
		[ 30, true ],
		[ 366, false ],
		[ -1, false ],
		[ 1.5, false ],
		[ NaN, false ],
	] )( '%s days valid: %s', ( days, valid ) => {
		expect( cooldownValid( days ) ).toBe( valid );
	} );

	it( 'is gated like the behaviour settings', () => {
		expect( cooldownGate( PRO_ELITE ) ).toBe( 'ok' );
		expect( cooldownGate( entitlementsOf( 'plus' ) ) ).toBe( 'ok' );
		expect( cooldownGate( LITE ) ).toBe( 'upgrade' );
		expect( cooldownGate( PRO_UNLICENSED ) ).toBe( 'notice' );
		expect(
			cooldownGate( entitlementsOf( 'elite', { behavior: false } ) )
		).toBe( 'notice' );
	} );
} );

describe( 'Settings → Widget: Cooldown Between Surveys', () => {
	it( 'shows the stored days with help and saves the change with the form', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () =>
				reply( { widget_cooldown_days: 7 } ),
			'POST /userfeedback/v1/settings': ( options ) =>
				reply(
					( options.data as { settings: Partial< Settings > } )
						.settings
				),
			'GET /userfeedback/v1/surveys': SURVEYS,
		} );
		renderApp( 'settings', { hash: '/widget', globals: PRO_ELITE } );
		const input = await field();
		expect( input.value ).toBe( '7' );
		expect( input.disabled ).toBe( false );
		expect( input.min ).toBe( '0' );
		expect( input.max ).toBe( '365' );
		const described = ( input.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
			.join( ' ' );
		expect( described ).toContain( 'days (0 = off)' );
		expect( described ).toContain(
			'no other survey is shown to them for this many days'
		);

		fireEvent.change( input, { target: { value: '30' } } );
		save();
		expect( await screen.findByText( 'Settings saved.' ) ).toBeTruthy();
		const post = calls.find( ( c ) => c.key.startsWith( 'POST' ) );
		expect(
			( post?.options.data as { settings: Settings } ).settings
				.widget_cooldown_days
		).toBe( 30 );
	} );

	it( 'says beside it when the days are out of range, and shows the server’s message', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => reply(),
			'POST /userfeedback/v1/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): settings',
					data: {
						status: 400,
						params: {
							widget_cooldown_days:
								'widget_cooldown_days must be a whole number from 0 to 365.',
						},
					},
				};
			},
			'GET /userfeedback/v1/surveys': SURVEYS,
		} );
		renderApp( 'settings', { hash: '/widget', globals: PRO_ELITE } );
		const input = await field();
		fireEvent.change( input, { target: { value: '400' } } );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			screen.getByText(
				'The cooldown must be a whole number of days from 0 to 365.'
			)
		).toBeTruthy();

		save();
		expect(
			await screen.findByText(
				'widget_cooldown_days must be a whole number from 0 to 365.'
			)
		).toBeTruthy();
		// One message at a time.
		expect(
			screen.queryByText(
				'The cooldown must be a whole number of days from 0 to 365.'
			)
		).toBeNull();
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );

		fireEvent.change( input, { target: { value: '3' } } );
		await waitFor( () =>
			expect( input.getAttribute( 'aria-invalid' ) ).toBeNull()
		);
		expect(
			screen.queryByText(
				'widget_cooldown_days must be a whole number from 0 to 365.'
			)
		).toBeNull();
	} );

	it( 'Lite: locked, and the lock opens the upgrade modal', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => reply(),
			'GET /userfeedback/v1/surveys': SURVEYS,
		} );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );
		const input = await field();
		expect( input.disabled ).toBe( true );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: /Survey Cooldown is a PRO feature/,
			} )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Survey Cooldown is a PRO feature',
			} )
		).toBeTruthy();
	} );

	it( 'Pro without the add-on: disabled, with a link to the add-ons', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => reply(),
			'GET /userfeedback/v1/surveys': SURVEYS,
		} );
		renderApp( 'settings', {
			hash: '/widget',
			globals: entitlementsOf( 'elite', { behavior: false } ),
		} );
		const input = await field();
		expect( input.disabled ).toBe( true );
		const row = input.closest( 'tr' ) as HTMLElement;
		const link = within( row ).getByRole( 'link', {
			name: 'Please activate the Behavior addon to access this feature',
		} );
		expect( link.getAttribute( 'href' ) ).toContain( 'addons' );
		expect( input.getAttribute( 'aria-describedby' ) ).toContain(
			link.closest( 'div' )?.id
		);
	} );
} );
