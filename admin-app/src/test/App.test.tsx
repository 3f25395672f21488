import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

import { AREAS, type Area } from '../areas';
import { queryKeys } from '../data/query-keys';
import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	chunksLoaded,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../test-utils';

const NAV_LABELS: Record< Area, string > = {
	surveys: 'Surveys',
	results: 'Results',
	settings: 'Settings',
	addons: 'Add-ons',
	about: 'About',
};

const HEADINGS: Record< Area, string > = {
	surveys: 'Surveys',
	results: 'Results',
	settings: 'Settings',
	addons: 'UserFeedback Addons',
	about: 'About Us',
};

function sectionsNav() {
	return screen.getByRole( 'navigation', { name: 'UserFeedback sections' } );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'App shell', () => {
	it.each( AREAS )(
		'renders the %s area with its heading and current nav link',
		async ( area ) => {
			renderApp( area );
			await chunksLoaded();

			expect(
				screen.getByRole( 'heading', {
					level: 1,
					name: HEADINGS[ area ],
				} )
			).toBeTruthy();
			expect(
				screen.getAllByRole( 'heading', { level: 1 } )
			).toHaveLength( 1 );
			expect( screen.getByText( 'UserFeedback' ) ).toBeTruthy();

			const links = within( sectionsNav() ).getAllByRole( 'link' );
			expect( links.map( ( link ) => link.textContent ) ).toEqual(
				AREAS.map( ( key ) => NAV_LABELS[ key ] )
			);
			for ( const [ index, key ] of AREAS.entries() ) {
				expect( links[ index ].getAttribute( 'href' ) ).toBe(
					`${ ADMIN_URL }admin.php?page=userfeedback_${ key }`
				);
				expect( links[ index ].getAttribute( 'aria-current' ) ).toBe(
					key === area ? 'page' : null
				);
			}
		}
	);

	it( 'builds nav links from an admin URL without a trailing slash', () => {
		renderApp( 'results', {
			globals: { admin_url: 'https://example.test/wp-admin' },
		} );

		expect(
			within( sectionsNav() )
				.getByRole( 'link', { name: 'Settings' } )
				.getAttribute( 'href' )
		).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_settings'
		);
	} );

	it( 'leaves out areas the user may not open, but keeps the current one', () => {
		renderApp( 'surveys', {
			globals: {
				capabilities: {
					create_edit_surveys: true,
					view_results: false,
					delete_surveys: false,
					manage_settings: false,
				},
			},
		} );

		const labels = within( sectionsNav() )
			.getAllByRole( 'link' )
			.map( ( link ) => link.textContent );
		expect( labels ).toEqual( [ 'Surveys', 'About' ] );
	} );

	it( 'shows "Page not found" with a link back for an unknown hash route', async () => {
		renderApp( 'results', { hash: '/no-such-page' } );
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'link', { name: 'Back to Results' } )
		);
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Results' } )
		).toBeTruthy();
		expect( window.location.hash ).toBe( '#/' );
	} );
} );

describe( 'surveys routes', () => {
	it( 'redirects /new to /new/setup', async () => {
		renderApp( 'surveys', { hash: '/new' } );
		await chunksLoaded();

		expect( window.location.hash ).toBe( '#/new/setup' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'New Survey' } )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'navigation', { name: 'Survey steps' } )
				.querySelector( '[aria-current="step"]' )?.textContent
		).toBe( '1Setup' );
	} );

	it( 'treats an unknown builder step as not found', async () => {
		renderApp( 'surveys', { hash: '/new/bogus' } );
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeTruthy();
	} );

	it( 'redirects /edit/{id} to its questions step', async () => {
		// The survey never arrives: the builder's chunk loads first, then its loader stays.
		setFetchHandler( () => new Promise( () => {} ) );
		renderApp( 'surveys', { hash: '/edit/12' } );
		await chunksLoaded();

		expect( window.location.hash ).toBe( '#/edit/12/questions' );
		// 'A loader shows until the survey is loaded.'
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Edit Survey' } )
		).toBeTruthy();
		expect( screen.getByText( 'Loading the survey…' ) ).toBeTruthy();
	} );

	it.each( [
		'/edit/12/setup',
		'/edit/abc',
		'/edit/0/questions',
		'/duplicate/x',
	] )(
		'treats %s as not found (no setup step when editing; ids are digits)',
		async ( hash ) => {
			renderApp( 'surveys', { hash } );
			await chunksLoaded();

			expect(
				screen.getByRole( 'heading', {
					level: 1,
					name: 'Page not found',
				} )
			).toBeTruthy();
		}
	);

	it( 'duplicates once on /duplicate/{id} and opens the copy', async () => {
		const calls: string[] = [];
		setFetchHandler( async ( options ) => {
			calls.push( `${ options.method } ${ options.path }` );
			return { id: 31 };
		} );
		renderApp( 'surveys', { hash: '/duplicate/7' } );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/edit/31/questions' )
		);
		// The copy is made once, then the builder loads it.
		expect( calls.slice( 0, 2 ) ).toEqual( [
			'POST /userfeedback/v1/surveys/7/duplicate?_locale=user',
			'undefined /userfeedback/v1/surveys/31?_locale=user', // apiFetch's default method, GET
		] );
	} );

	it( 'shows why a duplicate failed, with a way back', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'userfeedback_survey_not_found',
				message: 'Survey not found.',
				data: { status: 404 },
			} )
		);
		renderApp( 'surveys', { hash: '/duplicate/7' } );

		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Survey not found.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Back to Surveys' } )
		).toBeTruthy();
	} );
} );

describe( 'settings routes', () => {
	it( 'redirects / to the General tab', async () => {
		renderApp( 'settings' );
		await chunksLoaded();

		expect( window.location.hash ).toBe( '#/general' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Settings' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'General' } )
		).toBeTruthy();
		const tabs = screen.getByRole( 'navigation', {
			name: 'Settings sections',
		} );
		expect(
			within( tabs )
				.getByRole( 'link', { name: 'General' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );
	} );

	it( 'lists the six tabs and switches between them', async () => {
		renderApp( 'settings', { hash: '/general' } );
		await chunksLoaded();

		const tabs = screen.getByRole( 'navigation', {
			name: 'Settings sections',
		} );
		expect(
			within( tabs )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [
			'General',
			'Widget',
			'Email',
			'Integrations',
			'Access',
			'Misc',
		] );

		fireEvent.click(
			within( tabs ).getByRole( 'link', { name: 'Email' } )
		);

		expect( window.location.hash ).toBe( '#/email' );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Email' } )
		).toBeTruthy();
		expect(
			within( tabs )
				.getByRole( 'link', { name: 'Email' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );
		expect(
			within( tabs )
				.getByRole( 'link', { name: 'General' } )
				.getAttribute( 'aria-current' )
		).toBeNull();
	} );
} );

describe( 'about routes', () => {
	it( 'shows Getting Started', () => {
		renderApp( 'about', { hash: '/getting-started' } );

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Getting Started' } )
		).toBeTruthy();
	} );

	it( 'offers Lite vs Pro in Lite', () => {
		renderApp( 'about', { hash: '/lite-vs-pro', globals: LITE } );

		expect( window.location.hash ).toBe( '#/lite-vs-pro' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Lite vs Pro' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Lite vs Pro' } )
		).toBeTruthy();
	} );

	it( 'redirects Lite vs Pro to About Us in Pro', () => {
		renderApp( 'about', { hash: '/lite-vs-pro', globals: PRO_ELITE } );

		expect( window.location.hash ).toBe( '#/' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'About Us' } )
		).toBeTruthy();
		expect( screen.queryByText( 'Lite vs Pro' ) ).toBeNull();
	} );
} );

describe( 'edition badge', () => {
	it( 'shows Lite for the Lite edition', () => {
		renderApp( 'surveys', { globals: LITE } );

		expect( screen.getByTestId( 'uf-edition-badge' ).textContent ).toBe(
			'Lite'
		);
	} );

	it( 'shows Pro with the licence type when Pro and licensed', () => {
		renderApp( 'surveys', { globals: PRO_ELITE } );

		expect( screen.getByTestId( 'uf-edition-badge' ).textContent ).toBe(
			'Pro · elite'
		);
	} );

	it( 'shows Pro alone when Pro is not licensed', () => {
		renderApp( 'surveys', { globals: PRO_UNLICENSED } );

		expect( screen.getByTestId( 'uf-edition-badge' ).textContent ).toBe(
			'Pro'
		);
	} );

	it( 'follows the entitlements query when it is refreshed, not the globals', async () => {
		setFetchHandler( async () => entitlementsOf( 'plus' ) );
		const { queryClient } = renderApp( 'surveys', { globals: LITE } );
		expect( screen.getByTestId( 'uf-edition-badge' ).textContent ).toBe(
			'Lite'
		);

		await act( () =>
			queryClient.invalidateQueries( {
				queryKey: queryKeys.entitlements,
			} )
		);

		await waitFor( () =>
			expect( screen.getByTestId( 'uf-edition-badge' ).textContent ).toBe(
				'Pro · plus'
			)
		);
	} );
} );

// The notifications drawer's tests: components/test/NotificationsDrawer.test.tsx.
