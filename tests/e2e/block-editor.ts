import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * The block editor as a user works it (WordPress 6.5, post-new.php): a new post, the survey block
 * inserted through the inserter, and the block found on the canvas.
 */

/** The editor's canvas: its iframe when WordPress iframes it, else the page. */
export type Canvas = Pick< Page, 'getByRole' | 'getByText' | 'locator' >;

/**
 * Opens a new post in the block editor, closes the welcome guide if it shows, and answers the
 * editor's canvas (its iframe when WordPress iframes it).
 *
 * @param page The admin's page.
 */
export async function newPost( page: Page ): Promise< Canvas > {
	// The inserter also searches WordPress.org's block directory, which this offline machine
	// cannot reach (a 500 from the site): answer it as an empty directory.
	await page.route( /\/wp\/v2\/block-directory\/search/, ( route ) =>
		route.fulfill( { json: [] } )
	);
	await page.goto( '/wp-admin/post-new.php' );
	const welcome = page.getByRole( 'dialog', {
		name: /Welcome to the block editor/,
	} );
	// The guide hides the rest of the editor from assistive technology while it is open.
	await expect(
		welcome.or(
			page.getByRole( 'button', { name: 'Toggle block inserter' } )
		)
	).toBeVisible( { timeout: 15_000 } );
	if (
		await welcome
			.waitFor( { timeout: 1500 } )
			.then( () => true )
			.catch( () => false )
	) {
		await welcome.getByRole( 'button', { name: 'Close' } ).click();
		await expect( welcome ).toBeHidden();
	}
	const iframe = page.locator( 'iframe[name="editor-canvas"]' );
	return ( await iframe.count() ) > 0
		? ( page.frameLocator(
				'iframe[name="editor-canvas"]'
			) as FrameLocator as unknown as Canvas )
		: page;
}

/**
 * Inserts the survey block through the inserter, as a user finds it. The inserter stays open
 * beside the canvas (closing it would take the focus the editor gave the new block).
 *
 * @param page  The admin's page.
 * @param title The block's title in the inserter.
 */
export async function insertBlock( page: Page, title = 'UserFeedback Survey' ) {
	const toggle = page.getByRole( 'button', {
		name: 'Toggle block inserter',
	} );
	if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await toggle.click();
	}
	await page
		.getByRole( 'searchbox', { name: /Search/ } )
		.first()
		.fill( 'UserFeedback' );
	await page.getByRole( 'option', { name: title } ).click();
}

export function block( canvas: Canvas ): Locator {
	return canvas.locator( '[data-type="userfeedback/survey"]' ).last();
}
