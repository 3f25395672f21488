import { expect, test, type Page } from '@playwright/test';
import { collectErrors, screenshotPath, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * Switching from UserFeedback 1.x, on a site left as the real 1.2.0 plugin left it
 * (tests/phpunit/fixtures/userfeedback-1.x, loaded by `install-site.php v1-data`) with this
 * plugin then activated: the admin notice says the import is under way, the surveys screen drives
 * it to the end and says what came over, the results of the imported survey are there, the
 * 1.x shortcode still shows the survey to a visitor, and the 1.x data can then be removed.
 * Runs only against that site (bin/test.sh sets UF_E2E_LEGACY).
 */

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `legacy-import-${ name }` ),
		fullPage: true,
	} );
}

test.describe.configure( { mode: 'serial' } );

test( 'the admin notice says the 1.x data is being imported', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/index.php' );
	const notice = page.locator( '.userfeedback-notice' ).filter( {
		hasText: 'Importing your UserFeedback 1.x data.',
	} );
	await expect( notice ).toContainText( 'Importing responses: 0 of 40.' );
	await expect(
		notice.getByRole( 'link', {
			name: 'See the details on the Surveys screen.',
		} )
	).toBeVisible();
	await shot( page, 'notice' );
} );

test( 'the surveys screen imports everything and says what came over', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys#/' );
	await expect(
		page.getByRole( 'heading', { name: 'Switching from UserFeedback 1.x' } )
	).toBeVisible();
	await expect(
		page.getByText(
			'Your UserFeedback 1.x data is imported: 2 surveys and 40 responses (0 skipped).'
		)
	).toBeVisible();
	await expect(
		page.getByText( /^Settings carried over: .*widget_button_color/ )
	).toBeVisible();
	// The imported survey, in the list, with its id and published responses.
	const row = page.getByRole( 'row' ).filter( {
		has: page.getByRole( 'link', { name: 'Page feedback', exact: true } ),
	} );
	await expect( row ).toContainText( 'Published' );
	await expect( row.getByRole( 'textbox' ) ).toHaveValue(
		'[userfeedback id="1"]'
	);
	await expect( row.getByRole( 'link', { name: '38' } ) ).toBeVisible();
	await shot( page, 'done' );
	expect( errors ).toEqual( [] );
} );

test( 'the imported survey’s results are there', async ( { page } ) => {
	await page.goto(
		'/wp-admin/admin.php?page=userfeedback_results#/survey/1'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Did you find what you need?' } )
	).toBeVisible();
	await expect(
		page.getByText( '38', { exact: true } ).first()
	).toBeVisible();
	await shot( page, 'results' );
} );

test( 'a visitor still gets the survey through its 1.x shortcode', async ( {
	page,
	browser,
} ) => {
	// Star rating questions need Pro: the elite plan, as a 1.x Pro site had.
	setTier( 'elite' );
	try {
		const api = await SurveysApi.for( page );
		const { link } = await api.createPage(
			'Page with a 1.x shortcode',
			'<p>Before.</p>[userfeedback id="1"]<p>After.</p>'
		);
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( link );
		await expect(
			front
				.locator( '.userfeedback-inline' )
				.first()
				.locator( '.uf-panel' )
		).toHaveAttribute( 'aria-label', 'Page feedback' );
		await front.screenshot( {
			path: screenshotPath( 'legacy-import-shortcode' ),
		} );
		await visitor.close();
	} finally {
		setTier( 'lite' );
	}
} );

test( 'the 1.x data can be removed once imported', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys#/' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page
		.getByRole( 'button', { name: 'Remove UserFeedback 1.x data' } )
		.click();
	await expect(
		page.getByText(
			'The UserFeedback 1.x data was removed. Your imported surveys and responses stay.'
		)
	).toBeVisible();
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'Switching from UserFeedback 1.x' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'link', { name: 'Page feedback', exact: true } )
	).toBeVisible();
} );
