import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { Addon } from '../../../data/use-addons';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';

function addon(
	slug: Addon[ 'slug' ],
	title: string,
	over: Partial< Addon > = {}
): Addon {
	return {
		slug,
		title,
		excerpt: `${ title } excerpt`,
		icon: '',
		type: 'licensed',
		installed: true,
		active: false,
		unlocked: false,
		redirect: '',
		status: 'not_active',
		basename: `userfeedback-${ slug }/userfeedback-${ slug }.php`,
		version: '',
		...over,
	};
}

const ADDONS: Addon[] = [
	addon( 'question-types', 'Question Types', { active: true } ),
	addon( 'targeting', 'Targeting' ),
	addon( 'templates', 'Templates', { installed: false } ),
];

function card( title: string ) {
	return screen.getByRole( 'listitem', { name: title } );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.useRealTimers();
} );

describe( 'AddonsPage', () => {
	it( 'shows the cards with status and button, and filters by title', async () => {
		setFetchHandler( async () => ( { addons: ADDONS } ) );
		renderApp( 'addons', { globals: PRO_ELITE } );
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'UserFeedback Addons',
			} )
		).toBeTruthy();
		await screen.findByRole( 'listitem', { name: 'Targeting' } );
		expect(
			within( card( 'Question Types' ) ).getByText( 'Active' )
		).toBeTruthy();
		expect(
			within( card( 'Question Types' ) ).getByRole( 'button', {
				name: 'Deactivate',
			} )
		).toBeTruthy();
		expect(
			within( card( 'Targeting' ) ).getByText( 'Not Active' )
		).toBeTruthy();
		expect(
			within( card( 'Templates' ) ).getByRole( 'button', {
				name: 'Install Addon',
			} )
		).toBeTruthy();
		expect( screen.queryByText( /valid license key/ ) ).toBeNull();
		expect( screen.queryByText( /part of UserFeedback Pro/ ) ).toBeNull();

		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search Addons' } ),
			{
				target: { value: 'TEMP' },
			}
		);
		expect(
			within(
				screen.getByRole( 'list', { name: 'Add-ons' } )
			).getAllByRole( 'listitem' )
		).toHaveLength( 1 );
		expect( card( 'Templates' ) ).toBeTruthy();

		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search Addons' } ),
			{
				target: { value: 'nothing like it' },
			}
		);
		expect(
			screen.getByText( 'No add-ons match your search.' )
		).toBeTruthy();
	} );

	it( 'shows Upgrade Required and the upgrade notice in Lite', async () => {
		setFetchHandler( async () => ( {
			addons: ADDONS.map( ( a ) => ( { ...a, active: false } ) ),
		} ) );
		renderApp( 'addons', { globals: LITE } );

		await screen.findByRole( 'listitem', { name: 'Targeting' } );
		expect(
			screen.getByText( 'Add-ons are part of UserFeedback Pro.' )
		).toBeTruthy();
		for ( const title of [ 'Question Types', 'Targeting', 'Templates' ] ) {
			expect(
				within( card( title ) ).getByText( 'Upgrade Required' )
			).toBeTruthy();
			expect(
				within( card( title ) ).getByRole( 'link', {
					name: /Upgrade Now/,
				} )
			).toBeTruthy();
		}
	} );

	it( 'warns Pro without a licence', async () => {
		setFetchHandler( async () => ( { addons: ADDONS } ) );
		renderApp( 'addons', { globals: PRO_UNLICENSED } );
		await screen.findByRole( 'listitem', { name: 'Targeting' } );
		expect(
			screen.getByText(
				/Please enter a valid license key to install add-ons/
			)
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Enter your license key' } )
				.getAttribute( 'href' )
		).toContain( 'page=userfeedback_settings#/general' );
	} );

	it( 'installs then activates, with progress labels that clear 1 s after the call', async () => {
		let list = ADDONS;
		const calls: string[] = [];
		const gets: string[] = [];
		setFetchHandler( async ( options: APIFetchOptions ) => {
			const path = ( options.path ?? '' ).split( '?' )[ 0 ];
			if ( options.method === 'POST' ) {
				calls.push( path );
				const done = list.map( ( a ) =>
					a.slug === 'templates'
						? {
								...a,
								installed: true,
								active: path.endsWith( '/activate' ),
							}
						: a
				);
				list = done;
				return {
					message: 'ok',
					addon: done.find( ( a ) => a.slug === 'templates' ),
				};
			}
			if ( path.startsWith( '/userfeedback/v1/addons' ) ) {
				return { addons: list };
			}
			gets.push( path );
			return PRO_ELITE;
		} );
		renderApp( 'addons', { globals: PRO_ELITE } );
		const button = await within(
			await screen.findByRole( 'listitem', { name: 'Templates' } )
		).findByRole( 'button', { name: 'Install Addon' } );

		vi.useFakeTimers( { shouldAdvanceTime: true } );
		fireEvent.click( button );
		expect( button.textContent ).toBe( 'Installing...' );
		expect( ( button as HTMLButtonElement ).disabled ).toBe( true );

		await vi.waitFor( () => expect( calls ).toHaveLength( 2 ) );
		expect( calls ).toEqual( [
			'/userfeedback/v1/addons/templates/install',
			'/userfeedback/v1/addons/templates/activate',
		] );
		await vi.waitFor( () =>
			expect(
				within( card( 'Templates' ) ).getByText( 'Active' )
			).toBeTruthy()
		);
		expect(
			within( card( 'Templates' ) ).getByRole( 'button' ).textContent
		).toBe( 'Activating...' );

		await act( async () => {
			await vi.advanceTimersByTimeAsync( 1000 );
		} );
		expect(
			within( card( 'Templates' ) ).getByRole( 'button' ).textContent
		).toBe( 'Deactivate' );
		// The globals' add-on flags are refreshed (useEntitlements refetches).
		expect( gets ).toContain( '/userfeedback/v1/entitlements' );
	} );

	it( 'shows the spec error toast when the install fails, and still tries to activate', async () => {
		const calls: string[] = [];
		setFetchHandler( async ( options: APIFetchOptions ) => {
			const path = ( options.path ?? '' ).split( '?' )[ 0 ];
			if ( options.method === 'POST' ) {
				calls.push( path );
				throw {
					code: 'userfeedback_download_failed',
					message: 'Could not download Templates.',
					data: { status: 502 },
				};
			}
			if ( path.startsWith( '/userfeedback/v1/addons' ) ) {
				return { addons: ADDONS };
			}
			return PRO_ELITE;
		} );
		renderApp( 'addons', { globals: PRO_ELITE } );
		fireEvent.click(
			await within(
				await screen.findByRole( 'listitem', { name: 'Templates' } )
			).findByRole( 'button', { name: 'Install Addon' } )
		);
		expect(
			await screen.findByText(
				'There was an error installing the addon: Could not download Templates.'
			)
		).toBeTruthy();
		await vi.waitFor( () => expect( calls ).toHaveLength( 2 ) );
		expect( calls[ 1 ] ).toBe(
			'/userfeedback/v1/addons/templates/activate'
		);
	} );
} );
