import { expect, test } from '@playwright/test';
import {
	collectErrors,
	logIn,
	screenshotPath,
	setTier,
	type Tier,
} from './support';

const AREAS = [
	{ area: 'surveys', heading: 'Surveys', nav: 'Surveys' },
	{ area: 'results', heading: 'Results', nav: 'Results' },
	{ area: 'settings', heading: 'Settings', nav: 'Settings' },
	{ area: 'addons', heading: 'UserFeedback Addons', nav: 'Add-ons' },
	{ area: 'about', heading: 'About Us', nav: 'About' },
];

const TIERS: Array< { tier: Tier; badge: RegExp } > = [
	{ tier: 'lite', badge: /^Lite$/ },
	{ tier: 'elite', badge: /^Pro/ },
];

for ( const { tier, badge } of TIERS ) {
	test.describe( `admin shell, ${ tier }`, () => {
		test.beforeAll( () => setTier( tier ) );

		for ( const { area, heading, nav } of AREAS ) {
			test( `${ area } page renders with no console errors`, async ( {
				page,
			} ) => {
				const errors = collectErrors( page );
				await page.goto(
					`/wp-admin/admin.php?page=userfeedback_${ area }`
				);

				const app = page.locator( '#userfeedback-app' );
				await expect(
					app.getByRole( 'heading', { level: 1, name: heading } )
				).toBeVisible();
				await expect(
					app.getByText( 'UserFeedback', { exact: true } ).first()
				).toBeVisible();
				await expect(
					app.getByTestId( 'uf-edition-badge' )
				).toHaveText( badge );
				await expect(
					app.getByRole( 'link', { name: nav, exact: true } )
				).toHaveAttribute( 'aria-current', 'page' );
				await expect(
					app.getByRole( 'button', { name: 'Notifications' } )
				).toBeVisible();

				await page.screenshot( {
					path: screenshotPath( `admin-${ tier }-${ area }` ),
					fullPage: true,
				} );
				expect( errors ).toEqual( [] );
			} );
		}
	} );
}

test( 'the WordPress menu lists every area', async ( { page } ) => {
	await page.goto( '/wp-admin/' );
	const menu = page.locator( '#toplevel_page_userfeedback_surveys' );
	await expect(
		menu.getByRole( 'link', { name: 'UserFeedback', exact: true } )
	).toBeVisible();
	for ( const name of [
		'Surveys',
		'Results',
		'Settings',
		'Add-ons',
		'About',
	] ) {
		await expect(
			menu.getByRole( 'link', { name, exact: true } )
		).toHaveAttribute( 'href', /admin\.php\?page=userfeedback_/ );
	}
} );

test( 'subscribers cannot open the plugin pages', async ( {
	browser,
	baseURL,
} ) => {
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await logIn( page, 'subscriber' );
	// Logged in once the redirect lands; its profile page need not finish loading (its avatar
	// points off this offline machine).
	await page.waitForURL( /wp-admin/, { waitUntil: 'commit' } );
	const response = await page.goto(
		'/wp-admin/admin.php?page=userfeedback_surveys'
	);
	expect( response?.status() ).toBe( 403 );
	await expect(
		page.getByText( 'Sorry, you are not allowed to access this page.' )
	).toBeVisible();
	await context.close();
} );
