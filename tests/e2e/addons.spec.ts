import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, E2E_SITE, screenshotPath, setTier } from './support';

/**
 * The Add-ons page (spec §2.5): search, a real install and activation through WordPress's
 * upgrader from the add-on zip bin/build-addons.sh makes (dist/addons, the catalogue's local
 * package in a development checkout), and Lite's Upgrade Required.
 *
 * The test sites symlink every add-on into wp-content/plugins (bin/lib/wordpress.sh); the install
 * test takes the Templates link away first and puts it back after, on this run's site only.
 */
const root = path.resolve( __dirname, '../..' );
const plugins = path.join( root, '.dev/sites', E2E_SITE, 'wp-content/plugins' );
const TEMPLATES = path.join( plugins, 'userfeedback-templates' );
const TEMPLATES_SOURCE = path.join( root, 'addons/userfeedback-templates' );

/** Removes the add-on from the site's plugins folder (link or installed copy). */
function removeTemplatesAddon(): void {
	if ( fs.lstatSync( TEMPLATES, { throwIfNoEntry: false } ) ) {
		fs.rmSync( TEMPLATES, { recursive: true, force: true } );
	}
}

/** Puts the dev site's symlink back, whatever the test left there. */
function restoreTemplatesLink(): void {
	removeTemplatesAddon();
	fs.symlinkSync( TEMPLATES_SOURCE, TEMPLATES );
}

async function openAddons( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=userfeedback_addons' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'UserFeedback Addons' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'list', { name: 'Add-ons' } ).getByRole( 'listitem' )
	).toHaveCount( 5 );
}

test.describe( 'add-ons page, Pro', () => {
	test.beforeAll( () => {
		execFileSync( 'bash', [ path.join( root, 'bin/build-addons.sh' ) ], {
			stdio: 'pipe',
		} );
		setTier( 'pro' );
	} );
	test.afterAll( () => {
		restoreTemplatesLink();
		setTier( 'pro' );
	} );

	test( 'search filters the cards by title, ignoring case', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAddons( page );
		const search = page.getByRole( 'searchbox', { name: 'Search Addons' } );
		await search.fill( 'TARG' );
		const cards = page
			.getByRole( 'list', { name: 'Add-ons' } )
			.getByRole( 'listitem' );
		await expect( cards ).toHaveCount( 1 );
		await expect( cards.first() ).toContainText( 'Targeting' );
		await page.screenshot( {
			path: screenshotPath( 'addons-search' ),
			fullPage: true,
		} );
		await search.fill( 'no such add-on' );
		await expect(
			page.getByText( 'No add-ons match your search.' )
		).toBeVisible();
		await search.fill( '' );
		await expect( cards ).toHaveCount( 5 );
		expect( errors ).toEqual( [] );
	} );

	test( 'installs and activates an add-on from the page', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		// Templates must not be on disk, and not active (deactivated before its folder goes).
		execFileSync( 'php', [
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'addon',
			'templates',
			'off',
		] );
		removeTemplatesAddon();

		await openAddons( page );
		const card = page.getByRole( 'listitem', { name: 'Templates' } );
		await expect( card ).toContainText( 'Not Installed' );
		await page.screenshot( {
			path: screenshotPath( 'addons-pro-before-install' ),
			fullPage: true,
		} );

		const button = card.getByRole( 'button' );
		await expect( button ).toHaveText( 'Install Addon' );
		await button.click();
		await expect( button ).toHaveText(
			/Installing\.\.\.|Activating\.\.\./
		);
		await expect( button ).toBeDisabled();
		await expect( card ).toContainText( 'Active' );
		await expect( button ).toHaveText( 'Deactivate', { timeout: 10_000 } );
		await expect( button ).toBeEnabled();
		await page.screenshot( {
			path: screenshotPath( 'addons-pro-installed' ),
			fullPage: true,
		} );

		// A real plugin folder, unpacked by WordPress from the zip; WordPress reports it active.
		expect( fs.lstatSync( TEMPLATES ).isSymbolicLink() ).toBe( false );
		expect(
			fs.existsSync(
				path.join( TEMPLATES, 'userfeedback-templates.php' )
			)
		).toBe( true );
		const status = execFileSync( 'php', [
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'status',
		] ).toString();
		// The entitlements service now unlocks it (licensed Pro, plugin active).
		expect( JSON.parse( status ).addons.templates ).toEqual( {
			active: true,
			installed: true,
		} );

		// The page survives a reload with the same state (the server's, not a local flag).
		await page.reload();
		await expect(
			page.getByRole( 'listitem', { name: 'Templates' } )
		).toContainText( 'Active' );

		await page
			.getByRole( 'listitem', { name: 'Templates' } )
			.getByRole( 'button', { name: 'Deactivate' } )
			.click();
		await expect(
			page.getByRole( 'listitem', { name: 'Templates' } )
		).toContainText( 'Not Active' );
		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'add-ons page, Lite', () => {
	test.beforeAll( () => setTier( 'lite' ) );
	test.afterAll( () => setTier( 'pro' ) );

	test( 'shows Upgrade Required on every add-on and the upgrade notice', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await openAddons( page );
		await expect(
			page.getByText( 'Add-ons are part of UserFeedback Pro.' )
		).toBeVisible();
		const cards = page
			.getByRole( 'list', { name: 'Add-ons' } )
			.getByRole( 'listitem' );
		for ( const title of [
			'Question Types',
			'Targeting',
			'Branding',
			'Behavior',
			'Templates',
		] ) {
			const card = page.getByRole( 'listitem', { name: title } );
			await expect( card ).toContainText( 'Upgrade Required' );
			await expect(
				card.getByRole( 'link', { name: /Upgrade Now/ } )
			).toBeVisible();
		}
		await expect( cards.getByRole( 'button' ) ).toHaveCount( 0 );
		await page.screenshot( {
			path: screenshotPath( 'addons-lite' ),
			fullPage: true,
		} );
		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'add-ons page, Pro without a licence', () => {
	test.beforeAll( () => setTier( 'pro-unlicensed' ) );
	test.afterAll( () => setTier( 'pro' ) );

	test( 'warns that a valid licence key is needed', async ( { page } ) => {
		await openAddons( page );
		await expect(
			page.getByText(
				'Please enter a valid license key to install add-ons and unlock their features.'
			)
		).toBeVisible();
		await page.screenshot( {
			path: screenshotPath( 'addons-pro-unlicensed' ),
			fullPage: true,
		} );
	} );
} );
