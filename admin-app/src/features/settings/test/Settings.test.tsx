/**
 * The settings screens against a mocked apiFetch and admin-ajax: loading, client validation,
 * the server's field errors, save success, other failures; locked (Lite) controls and the
 * upgrade modal; the position picker's middle rule; the integrations guide; the licence form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { SETTINGS_DEFAULTS, type Settings } from '../../../data/use-settings';
import { AjaxError, parseAjaxReply } from '../../../data/use-plugins';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';
import { integrationStep } from '../integrations/integration-step';
import { UPDATES_DEFAULT_MS } from '../misc/MiscTab';

type Route = ( options: APIFetchOptions ) => unknown;

function serve( routes: Record< string, Route > ) {
	const calls: Array< { key: string; options: APIFetchOptions } > = [];
	setFetchHandler( async ( options ) => {
		const path = decodeURIComponent( String( options.path ) );
		const method = options.method ?? 'GET';
		const key = `${ method } ${ path.split( '?' )[ 0 ] }`;
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

function settingsReply(
	overrides: Partial< Settings > = {},
	locked = {},
	lockedValues = {}
) {
	return {
		settings: {
			...SETTINGS_DEFAULTS,
			automatic_updates: 'none',
			...overrides,
		},
		locked,
		locked_values: lockedValues,
	};
}

const LITE_VALUES = {
	widget_position: {
		middle_left: 'Middle Widget Position',
		middle_right: 'Middle Widget Position',
	},
	logo_type: { custom: 'Custom Logo' },
};

function saveButton() {
	return screen.getByRole( 'button', { name: 'Save Settings' } );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
	vi.useRealTimers();
	window.localStorage.clear();
} );

describe( 'saving', () => {
	it( 'refuses invalid recipients without a request', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
		} );
		renderApp( 'settings', { hash: '/email' } );

		const input = await screen.findByRole( 'textbox', {
			name: 'Email Recipients',
		} );
		fireEvent.change( input, {
			target: { value: 'ok@example.com, not-an-address' },
		} );
		fireEvent.click( saveButton() );

		expect(
			await screen.findByText( 'Please fix errors on this page.' )
		).toBeTruthy();
		expect(
			screen.getByText( /Not a valid email address: not-an-address/ )
		).toBeTruthy();
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			calls.filter( ( c ) => c.key.startsWith( 'POST' ) )
		).toHaveLength( 0 );
	} );

	it( 'saves the whole object and says so', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'POST /userfeedback/v1/settings': ( options ) =>
				settingsReply(
					( options.data as { settings: Partial< Settings > } )
						.settings
				),
		} );
		renderApp( 'settings', { hash: '/email' } );

		const input = await screen.findByRole( 'textbox', {
			name: 'Email Recipients',
		} );
		fireEvent.change( input, {
			target: { value: 'a@example.com, b@example.org' },
		} );
		fireEvent.click( screen.getByRole( 'radio', { name: 'Plain text' } ) );
		fireEvent.click( saveButton() );

		expect( await screen.findByText( 'Settings saved.' ) ).toBeTruthy();
		const post = calls.find(
			( c ) => c.key === 'POST /userfeedback/v1/settings'
		);
		const sent = ( post?.options.data as { settings: Settings } ).settings;
		expect( sent.notifications_recipients ).toBe(
			'a@example.com, b@example.org'
		);
		expect( sent.summaries_html_template ).toBe( false );
		// The whole object, not a diff.
		expect( Object.keys( sent ).sort() ).toEqual(
			Object.keys( SETTINGS_DEFAULTS ).sort()
		);
	} );

	it( 'keeps edits across tabs and warns before leaving until they are saved', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply( {
					automatic_updates: '',
				} as Partial< Settings > ),
			'POST /userfeedback/v1/settings': ( options ) =>
				settingsReply(
					( options.data as { settings: Partial< Settings > } )
						.settings
				),
		} );
		const leavingWarns = () => {
			const event = new Event( 'beforeunload', { cancelable: true } );
			window.dispatchEvent( event );
			return event.defaultPrevented;
		};
		renderApp( 'settings', { hash: '/misc' } );
		await screen.findByRole( 'checkbox', { name: 'Allow usage tracking' } );
		// The automatic-updates default the tab fills in is not the admin's edit.
		await new Promise( ( done ) => setTimeout( done, 350 ) );
		expect( leavingWarns() ).toBe( false );

		fireEvent.click( screen.getByRole( 'link', { name: 'Email' } ) );
		const input = await screen.findByRole( 'textbox', {
			name: 'Email Recipients',
		} );
		fireEvent.change( input, { target: { value: 'a@example.com' } } );
		expect( leavingWarns() ).toBe( true );
		fireEvent.click( screen.getByRole( 'link', { name: 'Widget' } ) );
		await screen.findByLabelText( 'Skip Text' );
		fireEvent.click( screen.getByRole( 'link', { name: 'Email' } ) );
		expect(
			(
				( await screen.findByRole( 'textbox', {
					name: 'Email Recipients',
				} ) ) as HTMLInputElement
			 ).value
		).toBe( 'a@example.com' );
		// Typing the saved value back is no change.
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Email Recipients' } ),
			{ target: { value: '' } }
		);
		expect( leavingWarns() ).toBe( false );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Email Recipients' } ),
			{ target: { value: 'a@example.com' } }
		);
		fireEvent.click( saveButton() );
		await screen.findByText( 'Settings saved.' );
		expect( leavingWarns() ).toBe( false );
	} );

	it( 'hides "Settings saved." after 5 seconds', async () => {
		vi.useFakeTimers( { shouldAdvanceTime: true } );
		serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'POST /userfeedback/v1/settings': () => settingsReply(),
		} );
		renderApp( 'settings', { hash: '/email' } );
		await screen.findByRole( 'textbox', { name: 'Email Recipients' } );
		fireEvent.click( saveButton() );
		await screen.findByText( 'Settings saved.' );

		await act( async () => {
			vi.advanceTimersByTime( 4900 );
		} );
		expect( screen.queryByText( 'Settings saved.' ) ).not.toBeNull();
		await act( async () => {
			vi.advanceTimersByTime( 200 );
		} );
		expect( screen.queryByText( 'Settings saved.' ) ).toBeNull();
	} );

	it( 'shows the server’s field messages from a 400', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'POST /userfeedback/v1/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): settings',
					data: {
						status: 400,
						params: {
							notifications_recipients: 'The server says no.',
						},
					},
				};
			},
		} );
		renderApp( 'settings', { hash: '/email' } );
		await screen.findByRole( 'textbox', { name: 'Email Recipients' } );
		fireEvent.click( saveButton() );

		expect(
			await screen.findByText( 'Please fix errors on this page.' )
		).toBeTruthy();
		expect( screen.getByText( 'The server says no.' ) ).toBeTruthy();
		expect( screen.queryByText( 'Settings saved.' ) ).toBeNull();
	} );

	it( 'reports other failures with the server’s message', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'POST /userfeedback/v1/settings': () => {
				throw {
					code: 'internal_error',
					message: 'Database gone.',
					data: { status: 500 },
				};
			},
		} );
		renderApp( 'settings', { hash: '/misc' } );
		await screen.findByRole( 'checkbox', { name: 'Allow usage tracking' } );
		fireEvent.click( saveButton() );

		expect(
			await screen.findByText( 'Could Not Save Changes' )
		).toBeTruthy();
		expect( screen.getByText( 'Database gone.' ) ).toBeTruthy();
	} );

	it( 'shows an error when the settings cannot be loaded', async () => {
		serve( {} );
		renderApp( 'settings', { hash: '/widget' } );
		expect(
			await screen.findByText( 'The settings could not be loaded.' )
		).toBeTruthy();
	} );

	it( 'asks for a custom logo before saving', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		renderApp( 'settings', { hash: '/widget', globals: PRO_ELITE } );
		fireEvent.click(
			await screen.findByRole( 'radio', { name: 'Custom logo' } )
		);
		fireEvent.click( saveButton() );
		expect(
			await screen.findByText( 'You must select a custom logo.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Please fix errors on this page.' )
		).toBeTruthy();
	} );
} );

describe( 'misc', () => {
	it( 'defaults automatic updates to none 300 ms after load when unset', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply( { automatic_updates: '' } ),
		} );
		// The 300 ms timer is held back until the test lets it run: on a busy machine the radio
		// can take longer than 300 ms to be found, and "unchecked first" would then be a race.
		const held: Array< () => void > = [];
		const realSetTimeout = window.setTimeout;
		const spy = vi.spyOn( window, 'setTimeout' ).mockImplementation( ( (
			handler: () => void,
			ms?: number
		) => {
			if ( ms === UPDATES_DEFAULT_MS ) {
				held.push( handler );
				return 0;
			}
			return realSetTimeout( handler, ms );
		} ) as typeof window.setTimeout );
		try {
			renderApp( 'settings', { hash: '/misc' } );
			const none = await screen.findByRole( 'radio', { name: /^None/ } );
			expect( ( none as HTMLInputElement ).checked ).toBe( false );
			await waitFor( () => expect( held ).toHaveLength( 1 ) );
			act( () => held[ 0 ]() );
			expect( ( none as HTMLInputElement ).checked ).toBe( true );
		} finally {
			spy.mockRestore();
		}
	} );
} );

describe( 'privacy', () => {
	it( 'turns on deleting old responses, refuses a bad number of days and saves the erasure choice', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'POST /userfeedback/v1/settings': ( options ) =>
				settingsReply(
					(
						options.data as {
							settings: Partial< Settings >;
						}
					 ).settings
				),
		} );
		renderApp( 'settings', { hash: '/misc' } );

		const retention = await screen.findByRole( 'checkbox', {
			name: 'Delete responses older than a number of days',
		} );
		expect( ( retention as HTMLInputElement ).checked ).toBe( false );
		fireEvent.click( retention );
		const days = screen.getByRole( 'spinbutton', { name: 'Days' } );
		expect( ( days as HTMLInputElement ).value ).toBe( '365' );

		fireEvent.change( days, { target: { value: '' } } );
		fireEvent.click( saveButton() );
		expect(
			await screen.findByText(
				'Enter a whole number of days from 1 to 3650.'
			)
		).toBeTruthy();
		expect(
			calls.filter( ( c ) => c.key.startsWith( 'POST' ) )
		).toHaveLength( 0 );

		fireEvent.change( days, { target: { value: '90' } } );
		fireEvent.click(
			screen.getByRole( 'radio', { name: /^Anonymize them/ } )
		);
		fireEvent.click( saveButton() );

		await waitFor( () =>
			expect(
				calls.find( ( c ) => c.key.startsWith( 'POST' ) )?.options.data
			).toMatchObject( {
				settings: { retention_days: 90, privacy_erasure: 'anonymise' },
			} )
		);
	} );
} );

describe( 'locked controls (Lite)', () => {
	it( 'disables what the server locks and opens the upgrade modal', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply( {}, { widget_color: 'Widget Colors' } ),
			'GET /userfeedback/v1/surveys': () => ( {
				items: [],
				pagination: null,
				status_filters: [],
			} ),
		} );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );

		const color = await screen.findByLabelText( 'Background Color' );
		expect( ( color as HTMLInputElement ).disabled ).toBe( true );
		// Not locked by the server: editable.
		expect(
			( screen.getByLabelText( 'Icon Color' ) as HTMLInputElement )
				.disabled
		).toBe( false );

		// The colour and the colour scheme (which sets the colours) are both locked.
		const overlays = screen.getAllByRole( 'button', {
			name: /Widget Colors is a PRO feature/,
		} );
		expect( overlays ).toHaveLength( 2 );
		fireEvent.click( overlays[ 0 ] );
		expect(
			await screen.findByText( 'Widget Colors is a PRO feature' )
		).toBeTruthy();
	} );

	it( 'keeps the position on a middle choice in Lite, but still reacts (upgrade modal)', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply( {}, {}, LITE_VALUES ),
			'GET /userfeedback/v1/surveys': () => ( {
				items: [],
				pagination: null,
				status_filters: [],
			} ),
		} );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );

		const middle = await screen.findByRole( 'radio', {
			name: /Middle Left/,
		} );
		fireEvent.click( middle );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Bottom Right',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect( ( middle as HTMLInputElement ).checked ).toBe( false );
		expect(
			await screen.findByText( 'Middle Widget Position is a PRO feature' )
		).toBeTruthy();

		fireEvent.click( screen.getByRole( 'radio', { name: 'Bottom Left' } ) );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Bottom Left',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'shows the position Lite visitors get when a middle one is stored, and says so', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply(
					{ widget_position: 'middle_left' },
					{},
					LITE_VALUES
				),
			'POST /userfeedback/v1/settings': ( options ) =>
				settingsReply(
					( options.data as { settings: Partial< Settings > } )
						.settings,
					{},
					LITE_VALUES
				),
			'GET /userfeedback/v1/surveys': () => ( {
				items: [],
				pagination: null,
				status_filters: [],
			} ),
		} );
		renderApp( 'settings', { hash: '/widget', globals: LITE } );

		const radio = async ( name: RegExp | string ) =>
			( await screen.findByRole( 'radio', {
				name,
			} ) ) as HTMLInputElement;
		// What the widget does (WidgetTheming: middle positions need Pro), not the stored value.
		expect( ( await radio( 'Bottom Right' ) ).checked ).toBe( true );
		expect( ( await radio( /Middle Left/ ) ).checked ).toBe( false );
		const note =
			'Visitors see the widget at Bottom Right. Your saved position, Middle Left, is a PRO feature: it applies once UserFeedback Pro is active.';
		expect( screen.getByText( note ) ).toBeTruthy();
		const group = screen.getByRole( 'group', { name: 'Widget position' } );
		// Described by the right-to-left note and this one.
		expect(
			( group.getAttribute( 'aria-describedby' ) ?? '' )
				.split( ' ' )
				.map( ( id ) => document.getElementById( id )?.textContent )
		).toEqual( [
			'On pages in a right-to-left language, such as Arabic or Hebrew, the widget takes the mirrored side: Bottom Right shows at the bottom left.',
			note,
		] );

		// The stored choice still opens the upgrade modal and stays stored.
		fireEvent.click( await radio( /Middle Left/ ) );
		expect(
			await screen.findByText( 'Middle Widget Position is a PRO feature' )
		).toBeTruthy();
		expect( ( await radio( 'Bottom Right' ) ).checked ).toBe( true );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );

		// Choosing what visitors get stores it; the note goes.
		fireEvent.click( await radio( 'Bottom Right' ) );
		await waitFor( () => expect( screen.queryByText( note ) ).toBeNull() );
		fireEvent.click( saveButton() );
		await screen.findByText( 'Settings saved.' );
		const post = calls.find( ( c ) => c.key.startsWith( 'POST' ) );
		expect(
			( post?.options.data as { settings: Settings } ).settings
				.widget_position
		).toBe( 'bottom_right' );
	} );

	it( 'accepts a middle position in Pro', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () => settingsReply(),
			'GET /userfeedback/v1/surveys': () => ( {
				items: [],
				pagination: null,
				status_filters: [],
			} ),
		} );
		renderApp( 'settings', { hash: '/widget', globals: PRO_ELITE } );
		const middle = await screen.findByRole( 'radio', {
			name: 'Middle Left',
		} );
		fireEvent.click( middle );
		expect( ( middle as HTMLInputElement ).checked ).toBe( true );
	} );

	it( 'shows the access pickers under an upgrade overlay when locked, managers forced', async () => {
		serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply(
					{},
					{
						create_edit_surveys: 'Access Control',
						view_results: 'Access Control',
						delete_surveys: 'Access Control',
					}
				),
		} );
		renderApp( 'settings', { hash: '/access', globals: LITE } );
		expect(
			await screen.findByText( 'Access Control is a PRO feature' )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upgrade to PRO' } )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Access Control is a PRO feature',
			} )
		).toBeTruthy();
	} );

	it( 'forces roles that manage options selected, and edits the others (Pro)', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/settings': () =>
				settingsReply( { view_results: [ 'editor' ] } ),
			'POST /userfeedback/v1/settings': ( options ) =>
				settingsReply(
					( options.data as { settings: Partial< Settings > } )
						.settings
				),
		} );
		renderApp( 'settings', { hash: '/access', globals: PRO_ELITE } );
		const group = await screen.findByRole( 'group', {
			name: 'View Results',
		} );
		const admin = within( group ).getByRole( 'checkbox', {
			name: /Administrator/,
		} ) as HTMLInputElement;
		expect( admin.checked ).toBe( true );
		expect( admin.disabled ).toBe( true );
		fireEvent.click(
			within( group ).getByRole( 'checkbox', { name: 'Editor' } )
		);
		fireEvent.click( saveButton() );
		await screen.findByText( 'Settings saved.' );
		const post = calls.find( ( c ) => c.key.startsWith( 'POST' ) );
		expect(
			( post?.options.data as { settings: Settings } ).settings
				.view_results
		).toEqual( [ 'administrator' ] );
	} );
} );

describe( 'general', () => {
	it( 'keeps Verify Key disabled while the key is empty (Lite connect form)', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		renderApp( 'settings', { hash: '/general', globals: LITE } );
		const verify = await screen.findByRole( 'button', {
			name: 'Verify Key',
		} );
		expect( ( verify as HTMLButtonElement ).disabled ).toBe( true );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'License Key' } ),
			{
				target: { value: 'KEY-123' },
			}
		);
		expect( ( verify as HTMLButtonElement ).disabled ).toBe( false );
	} );

	it( 'says clearly when the licence action is not available', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response( '0', { status: 400 } )
		);
		renderApp( 'settings', { hash: '/general', globals: LITE } );
		fireEvent.change(
			await screen.findByRole( 'textbox', { name: 'License Key' } ),
			{
				target: { value: 'KEY-123' },
			}
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Verify Key' } ) );
		expect(
			await screen.findByText(
				/This action is not available on this site yet/
			)
		).toBeTruthy();
		const body = String(
			vi.mocked( window.fetch ).mock.calls[ 0 ][ 1 ]?.body
		);
		expect( body ).toContain( 'action=userfeedback_connect_url' );
		expect( body ).toContain( 'key=KEY-123' );
	} );

	it( 'refreshes a stored key with the spec’s toasts (Pro)', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		let finish: ( response: Response ) => void = () => undefined;
		vi.spyOn( window, 'fetch' ).mockImplementation(
			async ( _url, init ) => {
				const body = String( init?.body );
				if ( body.includes( 'userfeedback_get_license' ) ) {
					return new Response(
						JSON.stringify( {
							success: true,
							data: { license: { key: 'KEY-1', type: 'elite' } },
						} )
					);
				}
				return new Promise< Response >( ( resolve ) => {
					finish = resolve;
				} );
			}
		);
		renderApp( 'settings', {
			hash: '/general',
			globals: {
				...PRO_ELITE,
				license_nonces: { validate_license: 'n-validate' },
			} as never,
		} );
		expect( await screen.findByDisplayValue( 'KEY-1' ) ).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Refresh Key' } )
		);
		expect(
			await screen.findByText( 'Refreshing license...' )
		).toBeTruthy();
		const call = vi
			.mocked( window.fetch )
			.mock.calls.find( ( c ) =>
				String( c[ 1 ]?.body ).includes( 'validate_license' )
			);
		expect( String( call?.[ 1 ]?.body ) ).toContain( 'nonce=n-validate' );
		expect( String( call?.[ 1 ]?.body ) ).toContain( 'license=KEY-1' );
		await act( async () => {
			finish(
				new Response(
					JSON.stringify( {
						success: false,
						data: { message: 'Key revoked.' },
					} ),
					{
						status: 400,
					}
				)
			);
		} );
		expect(
			await screen.findByText(
				'There was an error refreshing your license: Key revoked.'
			)
		).toBeTruthy();
	} );

	it( 'verifies a typed key 500 ms after the last keystroke', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockImplementation( async ( _url, init ) => {
				const body = String( init?.body );
				if ( body.includes( 'userfeedback_get_license' ) ) {
					return new Response(
						JSON.stringify( {
							success: true,
							data: { license: { key: '' } },
						} )
					);
				}
				return new Response(
					JSON.stringify( {
						success: true,
						data: { message: 'Verified!' },
					} )
				);
			} );
		renderApp( 'settings', { hash: '/general', globals: PRO_ELITE } );
		const input = await screen.findByRole( 'textbox', {
			name: 'License Key',
		} );
		await waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 1 ) );
		vi.useFakeTimers( { shouldAdvanceTime: false } );
		fireEvent.change( input, { target: { value: 'NEW' } } );
		await act( async () => vi.advanceTimersByTime( 300 ) );
		fireEvent.change( input, { target: { value: 'NEW-KEY' } } );
		const verifies = () =>
			fetch.mock.calls.filter( ( c ) =>
				String( c[ 1 ]?.body ).includes( 'verify_license' )
			);
		await act( async () => vi.advanceTimersByTime( 499 ) );
		expect( verifies() ).toHaveLength( 0 );
		await act( async () => vi.advanceTimersByTime( 2 ) );
		expect( verifies() ).toHaveLength( 1 );
		expect( String( verifies()[ 0 ][ 1 ]?.body ) ).toContain(
			'license=NEW-KEY'
		);
		vi.useRealTimers();
		expect( await screen.findByText( 'Verified!' ) ).toBeTruthy();
	} );

	it( 'remembers a dismissed upgrade blurb', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		const first = renderApp( 'settings', {
			hash: '/general',
			globals: LITE,
		} );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Dismiss this notice.',
			} )
		);
		expect(
			screen.queryByText( /You’re using UserFeedback Lite/ )
		).toBeNull();
		first.unmount();
		renderApp( 'settings', { hash: '/general', globals: LITE } );
		await screen.findByRole( 'button', { name: 'Verify Key' } );
		expect(
			screen.queryByText( /You’re using UserFeedback Lite/ )
		).toBeNull();
	} );
} );

describe( 'integrations', () => {
	const plugin = {
		slug: 'uncanny-automator',
		basename: 'uncanny-automator/uncanny-automator.php',
		name: 'Uncanny Automator',
		description: '',
		icon: '',
		setup_url: '',
		recipe_url: '',
	};

	it.each( [
		[ undefined, 1 ],
		[
			{
				installed: false,
				active: false,
				is_installed: false,
				is_active: false,
				setup_complete: false,
			},
			1,
		],
		[
			{
				installed: true,
				active: false,
				is_installed: true,
				is_active: false,
				setup_complete: false,
			},
			1,
		],
		[
			{
				installed: true,
				active: true,
				is_installed: true,
				is_active: true,
				setup_complete: false,
			},
			2,
		],
		[
			{
				installed: true,
				active: true,
				is_installed: true,
				is_active: true,
				setup_complete: true,
			},
			3,
		],
	] )( 'state %j is step %i', ( state, step ) => {
		expect(
			integrationStep( state ? { ...plugin, ...state } : undefined )
		).toBe( step );
	} );

	it( 'shows an install failure as an error toast, with the server’s message', async () => {
		serve( { 'GET /userfeedback/v1/settings': () => settingsReply() } );
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockImplementation( async ( _url, init ) => {
				const body = String( init?.body );
				if ( body.includes( 'userfeedback_get_plugins' ) ) {
					return new Response(
						JSON.stringify( {
							success: true,
							data: {
								plugins: {
									'uncanny-automator': {
										...plugin,
										installed: false,
										active: false,
										is_installed: false,
										is_active: false,
										setup_complete: false,
									},
								},
							},
						} )
					);
				}
				return new Response(
					JSON.stringify( {
						success: false,
						data: {
							message:
								'The site could not download the plugin package.',
						},
					} )
				);
			} );
		renderApp( 'settings', { hash: '/integrations' } );
		const install = await screen.findByRole( 'button', {
			name: 'Install Uncanny Automator',
		} );
		// The only Save Settings here is the Spam protection section's.
		expect(
			within(
				screen.getByRole( 'region', { name: 'Spam protection' } )
			).getAllByRole( 'button', { name: 'Save Settings' } )
		).toHaveLength( 1 );
		expect(
			screen.getAllByRole( 'button', { name: 'Save Settings' } )
		).toHaveLength( 1 );
		fireEvent.click( install );
		expect( await screen.findByText( 'Installing...' ) ).toBeTruthy();
		expect(
			await screen.findByText(
				'There was an error installing the plugin: The site could not download the plugin package.'
			)
		).toBeTruthy();
		const installCall = fetch.mock.calls.find( ( call ) =>
			String( call[ 1 ]?.body ).includes( 'install_plugin' )
		);
		expect( String( installCall?.[ 1 ]?.body ) ).toContain( 'activate=1' );
		// The flag clears 1 s after the call.
		await waitFor(
			() => expect( screen.queryByText( 'Installing...' ) ).toBeNull(),
			{ timeout: 2000 }
		);
	} );
} );

describe( 'admin-ajax replies', () => {
	it.each( [
		[ '0', 'action_unavailable' ],
		[ '-1', 'bad_nonce' ],
		[ '<html>fatal</html>', 'http_error' ],
		[
			'{"success":false,"data":{"message":"Nope","error":"bad_key"}}',
			'bad_key',
		],
		[ '{"success":false}', 'request_failed' ],
	] )( '%s rejects with %s', ( body, code ) => {
		expect( () => parseAjaxReply( 400, body ) ).toThrow( AjaxError );
		try {
			parseAjaxReply( 400, body );
		} catch ( error ) {
			expect( ( error as AjaxError ).code ).toBe( code );
		}
	} );

	it( 'resolves with data on success', () => {
		expect(
			parseAjaxReply( 200, '{"success":true,"data":{"a":1}}' )
		).toEqual( { a: 1 } );
	} );
} );
