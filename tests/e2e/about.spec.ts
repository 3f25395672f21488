import fs from 'fs';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, E2E_SITE, screenshotPath, setTier } from './support';

/**
 * The About area (spec §2.7): About Us with the cross-promoted plugins (status and the
 * install / activate / deactivate button), Getting Started, Lite vs Pro (Lite only; Pro is
 * redirected to About Us), and the welcome screen with Create Your First Survey.
 *
 * Plugin states: the test puts a stub "WPForms" (a plugin header only, at the catalogue's
 * basename) into this run's site to have an installed plugin offline, and removes it after. An
 * install from wordpress.org cannot work on this offline machine: the card must say so.
 */
const root = path.resolve( __dirname, '../..' );
const site = path.join( root, '.dev/sites', E2E_SITE );
const STUB_DIR = path.join( site, 'wp-content/plugins/wpforms-lite' );

function addStubPlugin(): void {
	fs.mkdirSync( STUB_DIR, { recursive: true } );
	fs.writeFileSync(
		path.join( STUB_DIR, 'wpforms.php' ),
		'<?php\n/**\n * Plugin Name: WPForms Lite (e2e stub)\n * Version: 0.0.1\n */\n'
	);
}

function removeStubPlugin(): void {
	fs.rmSync( STUB_DIR, { recursive: true, force: true } );
}

async function shot( page: Page, name: string ): Promise< void > {
	await page.screenshot( {
		path: screenshotPath( `about-${ name }` ),
		fullPage: true,
	} );
}

async function openAbout( page: Page, hash = '/' ): Promise< void > {
	await page.goto( `/wp-admin/admin.php?page=userfeedback_about#${ hash }` );
}

// admin-ajax answers a failed install with an HTTP error status, which Chromium logs as a failed
// resource: expected in the offline-install test, not an app error.
const FAILED_RESOURCE =
	/Failed to load resource: the server responded with a status of/;

test.describe( 'About area, Lite', () => {
	test.beforeAll( () => {
		setTier( 'lite' );
		removeStubPlugin();
		addStubPlugin();
	} );
	test.afterAll( () => {
		removeStubPlugin();
	} );

	test( 'About Us shows the team card and the plugin cards with their status', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAbout( page );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'About Us' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'The UserFeedback team' } )
		).toBeVisible();
		const cards = page
			.getByRole( 'list', { name: 'Plugins' } )
			.getByRole( 'listitem' );
		await expect( cards ).toHaveCount( 4 );

		const wpforms = page.getByRole( 'listitem', { name: 'WPForms' } );
		await expect( wpforms ).toContainText( 'Status: Not Active' );
		const seo = page.getByRole( 'listitem', { name: 'All in One SEO' } );
		await expect( seo ).toContainText( 'Status: Not Installed' );
		await expect( seo.getByRole( 'button' ) ).toHaveText(
			'Install Plugin'
		);
		// Icons are local files (no request leaves the site).
		const icon = wpforms.locator( 'img' );
		await expect( icon ).toHaveAttribute(
			'src',
			/assets\/images\/plugins\/wpforms-lite\.svg$/
		);
		expect(
			await icon.evaluate(
				( img ) => ( img as HTMLImageElement ).naturalWidth
			)
		).toBeGreaterThan( 0 );
		await shot( page, 'lite-about' );

		// Activate, then deactivate, through the card (progress label, then the new status).
		const button = wpforms.getByRole( 'button' );
		await expect( button ).toHaveText( 'Activate' );
		await button.click();
		await expect( wpforms ).toContainText( 'Status: Active' );
		await expect( button ).toHaveText( 'Activating...' );
		await expect( button ).toBeDisabled();
		await expect( button ).toHaveText( 'Deactivate', { timeout: 5_000 } );
		await expect( button ).toBeEnabled();
		await shot( page, 'lite-about-activated' );

		await button.click();
		await expect( wpforms ).toContainText( 'Status: Not Active' );
		await expect( button ).toHaveText( 'Activate', { timeout: 5_000 } );

		// What WordPress now says, after a reload.
		await page.reload();
		await expect(
			page.getByRole( 'listitem', { name: 'WPForms' } )
		).toContainText( 'Status: Not Active' );
		expect( errors ).toEqual( [] );
	} );

	test( 'an install that cannot download shows the error toast', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		const errors = collectErrors( page );
		await openAbout( page );
		const seo = page.getByRole( 'listitem', { name: 'All in One SEO' } );
		const button = seo.getByRole( 'button' );
		await button.click();
		await expect( button ).toHaveText( 'Installing...' );
		await expect( button ).toBeDisabled();
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'There was an error installing the plugin',
			} )
		).toBeVisible( { timeout: 60_000 } );
		await shot( page, 'lite-install-error' );
		await expect( seo ).toContainText( 'Status: Not Installed' );
		await expect( button ).toHaveText( 'Install Plugin', {
			timeout: 5_000,
		} );
		expect( errors.filter( ( e ) => ! FAILED_RESOURCE.test( e ) ) ).toEqual(
			[]
		);
	} );

	test( 'Lite vs Pro shows the comparison with the Lite discount', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAbout( page, '/lite-vs-pro' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Lite vs Pro' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Lite vs Pro' } )
		).toHaveAttribute( 'aria-current', 'page' );
		const table = page.getByRole( 'table', {
			name: 'Features of Lite and Pro',
		} );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 16 );
		await expect(
			table.getByRole( 'row', { name: /Export to CSV or XLSX/ } )
		).toContainText( 'Not available' );
		// Lite shows surveys on desktops only (review item 6).
		await expect(
			table.getByRole( 'row', { name: /Device Targeting/ } )
		).toContainText( 'Desktop only' );
		await expect(
			page.getByText( /Lite users get 50% off/ )
		).toBeVisible();
		await shot( page, 'lite-vs-pro' );
		expect( errors ).toEqual( [] );
	} );

	test( 'Getting Started links to the real screens', async ( { page } ) => {
		const errors = collectErrors( page );
		await openAbout( page, '/getting-started' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Getting Started' } )
		).toBeVisible();
		await expect(
			page.getByText( '[userfeedback id="123"]' )
		).toBeVisible();
		// The seeded site has surveys: no "first survey", and Lite is told what is Pro.
		await expect(
			page.getByRole( 'link', { name: /^View your \d+ surveys$/ } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Create New Survey' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Create Your First Survey' } )
		).toHaveCount( 0 );
		await expect(
			page.getByText( /Opening one response .* comes with Pro\./ )
		).toBeVisible();
		await shot( page, 'lite-getting-started' );
		await page
			.getByRole( 'link', { name: 'Customize the widget' } )
			.click();
		await expect( page ).toHaveURL(
			/page=userfeedback_settings#\/widget$/
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'welcome: Create Your First Survey opens the new-survey setup', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAbout( page, '/welcome' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Welcome to UserFeedback',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Upgrade to UserFeedback Pro' } )
		).toBeVisible();
		await expect( page.getByText( '$199' ) ).toBeVisible();
		await expect(
			page.getByText( 'Under 5 KB', { exact: true } )
		).toBeVisible();
		await expect(
			page.getByText( /No video is embedded|No quotes from customers/ )
		).toHaveCount( 0 );
		// The "video" is a local figure: no embed, and our images come from this site.
		await expect(
			page.locator( '.uf-welcome iframe, .uf-welcome video' )
		).toHaveCount( 0 );
		const sources = await page
			.locator( '.uf-welcome img' )
			.evaluateAll( ( images ) =>
				images.map(
					( img ) => new URL( ( img as HTMLImageElement ).src ).host
				)
			);
		expect( sources.length ).toBeGreaterThan( 0 );
		expect( new Set( sources ) ).toEqual(
			new Set( [ new URL( page.url() ).host ] )
		);
		await shot( page, 'lite-welcome' );

		await page
			.getByRole( 'link', { name: 'Create Your First Survey' } )
			.first()
			.click();
		await expect( page ).toHaveURL(
			/page=userfeedback_surveys#\/new\/setup$/
		);
		await expect(
			page.getByRole( 'heading', { name: 'Select a Template' } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'About area, Pro', () => {
	test.beforeAll( () => setTier( 'elite' ) );
	test.afterAll( () => setTier( 'lite' ) );

	test( 'Lite vs Pro is not offered and its route redirects to About Us', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAbout( page, '/lite-vs-pro' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'About Us' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/$/ );
		await expect(
			page.getByRole( 'link', { name: 'Lite vs Pro' } )
		).toHaveCount( 0 );
		await shot( page, 'pro-about' );

		await openAbout( page, '/welcome' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Welcome to UserFeedback',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Upgrade to UserFeedback Pro' } )
		).toHaveCount( 0 );
		await shot( page, 'pro-welcome' );
		expect( errors ).toEqual( [] );
	} );
} );
