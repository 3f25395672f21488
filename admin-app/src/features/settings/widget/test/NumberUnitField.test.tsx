/**
 * Settings → Widget's two rows with a number in a unit (NumberUnitField).
 *
 * "Pause After a Response": on at the new installs' 30 minutes, off with the checkbox (0), the
 * minutes checked before saving, the server's message beside it; every edition.
 *
 * "Cooldown Between Surveys": saved with the form, range checked, the server's message beside
 * it, and gated like the behaviour settings.
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

/**
 * The settings screen's routes: the stored settings, a save that keeps what it is sent.
 *
 * @param stored The stored settings beside the defaults.
 */
const routes = ( stored: Partial< Settings > = {} ) => ( {
	'GET /userfeedback/v1/settings': () => reply( stored ),
	'POST /userfeedback/v1/settings': ( options: APIFetchOptions ) =>
		reply( ( options.data as { settings: Partial< Settings > } ).settings ),
	'GET /userfeedback/v1/surveys': () => ( {
		items: [],
		pagination: null,
		status_filters: [],
	} ),
} );

/**
 * A save the server refuses with a message for one field.
 *
 * @param field   The setting.
 * @param message The server's message.
 */
const refusing = ( field: keyof Settings, message: string ) => ( {
	...routes(),
	'POST /userfeedback/v1/settings': () => {
		throw {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): settings',
			data: { status: 400, params: { [ field ]: message } },
		};
	},
} );

function save() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Save Settings' } ) );
}

function posted< K extends keyof Settings >(
	calls: ReturnType< typeof serve >,
	field: K
): Settings[ K ] | undefined {
	const post = calls.filter( ( c ) => c.key.startsWith( 'POST' ) ).pop();
	return ( post?.options.data as { settings: Settings } | undefined )
		?.settings[ field ];
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
	window.localStorage.clear();
} );

describe( 'Settings → Widget: Pause After a Response', () => {
	const toggle = async () =>
		( await screen.findByRole( 'checkbox', {
			name: 'Give visitors a pause after they answer a survey',
		} ) ) as HTMLInputElement;
	const minutes = () =>
		screen.queryByRole( 'spinbutton', {
			name: 'Minutes',
		} ) as HTMLInputElement | null;

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
		expect( posted( calls, 'widget_pause_after_response' ) ).toBe( 0 );
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
		expect( posted( calls, 'widget_pause_after_response' ) ).toBe( 5 );
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
		serve(
			refusing(
				'widget_pause_after_response',
				'widget_pause_after_response must be a whole number from 0 to 1440.'
			)
		);
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
	async function field() {
		return ( await screen.findByRole( 'spinbutton', {
			name: 'Cooldown Between Surveys',
		} ) ) as HTMLInputElement;
	}

	it( 'shows the stored days with help and saves the change with the form', async () => {
		const calls = serve( routes( { widget_cooldown_days: 7 } ) );
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
		expect( posted( calls, 'widget_cooldown_days' ) ).toBe( 30 );
	} );

	it( 'says beside it when the days are out of range, and shows the server’s message', async () => {
		serve(
			refusing(
				'widget_cooldown_days',
				'widget_cooldown_days must be a whole number from 0 to 365.'
			)
		);
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
		serve( routes() );
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
		serve( routes() );
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
