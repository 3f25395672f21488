import { expect, test } from '@playwright/test';
import { collectErrors, screenshotPath } from './support';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a visitor page with a live survey loads the widget deferred, with no errors', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto( '/' );

	const script = page.locator( 'script#userfeedback-widget-js' );
	await expect( script ).toHaveAttribute( 'defer', '' );
	await expect( script ).toHaveAttribute( 'src', /\/build\/widget\.js/ );

	const host = page.locator( '#userfeedback-widget-root' );
	await expect( host ).toHaveCount( 1 );
	// Playwright's locators pierce open shadow roots: the first eligible survey is open.
	await expect( host.locator( '.uf-panel' ) ).toBeVisible();
	await expect( host.getByRole( 'button', { name: 'Next' } ) ).toBeVisible();
	expect( await host.evaluate( ( el ) => el.shadowRoot !== null ) ).toBe(
		true
	);
	// The widget brings no React runtime, and no WordPress script, to visitors.
	expect( await page.evaluate( () => 'React' in window ) ).toBe( false );
	await expect(
		page.locator( 'script[src*="/wp-includes/js/dist/"]' )
	).toHaveCount( 0 );

	await page.screenshot( {
		path: screenshotPath( 'frontend-home' ),
		fullPage: true,
	} );
	expect( errors ).toEqual( [] );
} );
