import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

import type { Plugin } from '../../../data/use-plugins';
import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';

/**
 * Answers the surveys list with `total` surveys (Getting Started reads the count).
 *
 * @param total How many surveys the site has.
 */
function serveSurveyCount( total: number ) {
	setFetchHandler( async () => ( {
		items: [],
		pagination: { page: 1, pages: 1, per_page: 1, total },
		status_filters: [ { status: 'all', count: total } ],
	} ) );
}

function plugin(
	slug: string,
	name: string,
	over: Partial< Plugin > = {}
): Plugin {
	return {
		slug,
		basename: `${ slug }/${ slug }.php`,
		name,
		description: `${ name } description`,
		icon: `https://example.test/assets/images/plugins/${ slug }.svg`,
		installed: false,
		active: false,
		is_installed: false,
		is_active: false,
		setup_complete: false,
		setup_url: '',
		recipe_url: '',
		...over,
	};
}

const PLUGINS: Record< string, Plugin > = {
	'uncanny-automator': plugin( 'uncanny-automator', 'Uncanny Automator' ),
	'wpforms-lite': plugin( 'wpforms-lite', 'WPForms', { installed: true } ),
	'all-in-one-seo-pack': plugin( 'all-in-one-seo-pack', 'All in One SEO', {
		installed: true,
		active: true,
	} ),
};

function reply( body: unknown, status = 200 ): Response {
	return new Response( JSON.stringify( body ), { status } );
}

type Ajax = ( params: URLSearchParams ) => Response;

/**
 * Routes admin-ajax POSTs to `handler` by their form fields.
 *
 * @param handler Answers one call.
 */
function mockAjax( handler: Ajax ) {
	return vi
		.spyOn( window, 'fetch' )
		.mockImplementation( async ( _url, init ) =>
			handler( new URLSearchParams( String( init?.body ?? '' ) ) )
		);
}

function card( name: string ) {
	return screen.getByRole( 'listitem', { name } );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
	vi.useRealTimers();
} );

describe( 'About area routes', () => {
	it( 'Lite: tabs include Lite vs Pro, which shows the comparison and the 50% discount', async () => {
		renderApp( 'about', { hash: '/lite-vs-pro', globals: LITE } );
		await chunksLoaded();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Lite vs Pro' } )
		).toBeTruthy();
		const tab = screen.getByRole( 'link', { name: 'Lite vs Pro' } );
		expect( tab.getAttribute( 'aria-current' ) ).toBe( 'page' );
		const table = screen.getByRole( 'table', {
			name: 'Features of Lite and Pro',
		} );
		// Header row plus the 15 rows of spec §1.
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 16 );
		expect(
			within( table ).getByRole( 'row', { name: /Scheduling/ } )
				.textContent
		).toContain( 'Not available' );
		expect( screen.getByText( /Lite users get 50% off/ ) ).toBeTruthy();
	} );

	it( 'Pro: no Lite vs Pro tab, and its route redirects to About Us', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			reply( { success: true, data: { plugins: {} } } )
		);
		renderApp( 'about', { hash: '/lite-vs-pro', globals: PRO_ELITE } );
		await chunksLoaded();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'About Us' } )
		).toBeTruthy();
		expect( window.location.hash ).toBe( '#/' );
		expect(
			screen.queryByRole( 'link', { name: 'Lite vs Pro' } )
		).toBeNull();
		expect( screen.queryByRole( 'table' ) ).toBeNull();
	} );

	it( 'Getting Started shows the real shortcode and links to the real routes', async () => {
		serveSurveyCount( 0 );
		renderApp( 'about', { hash: '/getting-started', globals: LITE } );
		await chunksLoaded();
		expect( screen.getByText( '[userfeedback id="123"]' ) ).toBeTruthy();
		expect(
			(
				await screen.findByRole( 'link', {
					name: 'Create Your First Survey',
				} )
			).getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_surveys#/new/setup`
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Customize the widget' } )
				.getAttribute( 'href' )
		).toBe( `${ ADMIN_URL }admin.php?page=userfeedback_settings#/widget` );
		expect(
			screen
				.getByRole( 'link', { name: 'Open Results' } )
				.getAttribute( 'href' )
		).toBe( `${ ADMIN_URL }admin.php?page=userfeedback_results` );
		// Lite is told what is Pro (review item 18).
		const text = document.body.textContent ?? '';
		expect( text ).toContain(
			'Opening one response to see everything a visitor answered, and where, comes with Pro.'
		);
		expect( text ).not.toContain( 'Open one response' );
		expect( text ).not.toContain( 'or schedule it' );
	} );

	it( 'Getting Started does not say "first survey" once there are surveys', async () => {
		serveSurveyCount( 3 );
		renderApp( 'about', { hash: '/getting-started', globals: PRO_ELITE } );
		expect(
			await screen.findByRole( 'link', { name: 'View your 3 surveys' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Create New Survey' } )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'link', { name: 'Create Your First Survey' } )
		).toBeNull();
		expect( document.body.textContent ).toContain( 'Open one response' );
	} );

	it.each( [
		[ 'Lite', LITE, true ],
		[ 'Pro', PRO_ELITE, false ],
	] as const )(
		'welcome (%s): Create Your First Survey, upgrade banner only outside Pro',
		( _name, tier, upgrade ) => {
			renderApp( 'about', { hash: '/welcome', globals: tier } );
			expect(
				screen.getByRole( 'heading', {
					level: 1,
					name: 'Welcome to UserFeedback',
				} )
			).toBeTruthy();
			for ( const link of screen.getAllByRole( 'link', {
				name: 'Create Your First Survey',
			} ) ) {
				expect( link.getAttribute( 'href' ) ).toBe(
					`${ ADMIN_URL }admin.php?page=userfeedback_surveys#/new/setup`
				);
			}
			expect(
				screen.queryByRole( 'heading', {
					name: 'Upgrade to UserFeedback Pro',
				} ) !== null
			).toBe( upgrade );
			expect( screen.queryByText( '$199' ) !== null ).toBe( upgrade );
			// No tabs on the welcome screen, and no embedded video.
			expect(
				screen.queryByRole( 'navigation', { name: 'About sections' } )
			).toBeNull();
			expect( document.querySelector( 'iframe, video' ) ).toBeNull();
			// Facts, not testimonials; no notes about what is not there (review item 16).
			expect( screen.getByText( 'Under 5 KB' ) ).toBeTruthy();
			expect( document.body.textContent ).not.toMatch(
				/No video is embedded|No quotes from customers/
			);
		}
	);
} );

describe( 'About Us plugin cards', () => {
	it( 'shows each plugin with its status and one button', async () => {
		mockAjax( () =>
			reply( { success: true, data: { plugins: PLUGINS } } )
		);
		renderApp( 'about', { globals: LITE } );
		await screen.findByRole( 'listitem', { name: 'WPForms' } );
		expect( card( 'Uncanny Automator' ).textContent ).toContain(
			'Status: Not Installed'
		);
		expect(
			within( card( 'Uncanny Automator' ) ).getByRole( 'button' )
				.textContent
		).toBe( 'Install Plugin' );
		expect( card( 'WPForms' ).textContent ).toContain(
			'Status: Not Active'
		);
		expect(
			within( card( 'WPForms' ) ).getByRole( 'button' ).textContent
		).toBe( 'Activate' );
		expect( card( 'All in One SEO' ).textContent ).toContain(
			'Status: Active'
		);
		expect(
			within( card( 'All in One SEO' ) ).getByRole( 'button' ).textContent
		).toBe( 'Deactivate' );
	} );

	it( 'deactivates by basename, shows Deactivating... and clears it 1 s after the call', async () => {
		const fetch = mockAjax( ( params ) => {
			if ( params.get( 'action' ) === 'userfeedback_deactivate_plugin' ) {
				return reply( {
					success: true,
					data: {
						message: 'All in One SEO deactivated.',
						plugin: {
							...PLUGINS[ 'all-in-one-seo-pack' ],
							active: false,
						},
					},
				} );
			}
			return reply( { success: true, data: { plugins: PLUGINS } } );
		} );
		renderApp( 'about', { globals: LITE } );
		await screen.findByRole( 'listitem', { name: 'All in One SEO' } );
		vi.useFakeTimers( { shouldAdvanceTime: true } );
		const button = within( card( 'All in One SEO' ) ).getByRole( 'button' );
		fireEvent.click( button );
		expect( button.textContent ).toBe( 'Deactivating...' );
		expect( ( button as HTMLButtonElement ).disabled ).toBe( true );
		await waitFor( () =>
			expect( card( 'All in One SEO' ).textContent ).toContain(
				'Status: Not Active'
			)
		);
		expect( button.textContent ).toBe( 'Deactivating...' );
		await act( async () => {
			vi.advanceTimersByTime( 1000 );
		} );
		expect(
			within( card( 'All in One SEO' ) ).getByRole( 'button' ).textContent
		).toBe( 'Activate' );
		const call = fetch.mock.calls
			.map(
				( [ , init ] ) => new URLSearchParams( String( init?.body ) )
			)
			.find(
				( p ) => p.get( 'action' ) === 'userfeedback_deactivate_plugin'
			);
		expect( call?.get( 'basename' ) ).toBe(
			'all-in-one-seo-pack/all-in-one-seo-pack.php'
		);
		expect( call?.get( 'nonce' ) ).toBe( 'install-nonce' );
	} );

	it( 'installs with auto-activate, and a failed install shows the error toast', async () => {
		const fetch = mockAjax( ( params ) => {
			if ( params.get( 'action' ) === 'userfeedback_install_plugin' ) {
				return reply(
					{
						success: false,
						data: {
							message: 'Could not download the package.',
							error: 'userfeedback_download_failed',
						},
					},
					500
				);
			}
			return reply( { success: true, data: { plugins: PLUGINS } } );
		} );
		renderApp( 'about', { globals: LITE } );
		await screen.findByRole( 'listitem', { name: 'Uncanny Automator' } );
		const button = within( card( 'Uncanny Automator' ) ).getByRole(
			'button'
		);
		fireEvent.click( button );
		expect( button.textContent ).toBe( 'Installing...' );
		const toast = await screen.findByRole( 'alert' );
		expect( toast.textContent ).toContain(
			'There was an error installing the plugin'
		);
		expect( toast.textContent ).toContain(
			'Could not download the package.'
		);
		const install = fetch.mock.calls
			.map(
				( [ , init ] ) => new URLSearchParams( String( init?.body ) )
			)
			.find(
				( p ) => p.get( 'action' ) === 'userfeedback_install_plugin'
			);
		expect( install?.get( 'slug' ) ).toBe( 'uncanny-automator' );
		expect( install?.get( 'activate' ) ).toBe( '1' );
		// Still not on disk after the refetch: no activate call is made.
		expect(
			fetch.mock.calls.some( ( [ , init ] ) =>
				String( init?.body ).includes( 'userfeedback_activate_plugin' )
			)
		).toBe( false );
	} );

	it( 'tells users who cannot manage plugins who can, instead of an error', async () => {
		mockAjax( () =>
			reply(
				{
					success: false,
					data: { message: 'Sorry.', error: 'rest_forbidden' },
				},
				403
			)
		);
		renderApp( 'about', { globals: LITE } );
		expect(
			await screen.findByText( /Only users who can manage plugins/ )
		).toBeTruthy();
		expect( screen.queryByRole( 'list', { name: 'Plugins' } ) ).toBeNull();
	} );
} );
