import { devices, expect, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	newVisitor,
	radioQuestion,
	saveAnswered,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
} from './support';

/**
 * A survey's own page in Chromium on the real site (Lite: sharing a link needs no add-on): a
 * visitor on a phone opens the shared link and answers inside the theme's header and footer; the
 * minimal layout has neither; a draft's link tells visitors it is not available (404) and shows
 * its editor a preview that stores nothing.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId = 0;
let shareUrl = '';

const survey = ( page: Record< string, unknown >, status = 'publish' ) => ( {
	title: 'E2E Shared survey',
	status,
	questions: [
		radioQuestion( 'rate', 'How was the workshop?', [
			'Great',
			'Fine',
			'Not for me',
		] ),
	],
	settings: { page },
	notifications: { email: { active: false } },
} );

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `survey-page-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'lite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( survey( { enabled: true, layout: 'theme' } ) );
	shareUrl =
		( await run.api.full< { share_url: string | null } >( surveyId ) )
			.share_url ?? '';
} );

test.afterAll( async () => {
	await run.end();
} );

test( 'a visitor on a phone opens the shared link and answers, inside the theme', async ( {
	browser,
} ) => {
	expect( new URL( shareUrl ).pathname ).toBe(
		`/feedback/e2e-shared-survey-${ surveyId }/`
	);
	const { context, page, errors } = await newVisitor(
		browser,
		devices[ 'Pixel 7' ]
	);
	const opened = await page.goto( shareUrl );
	expect( opened?.status() ).toBe( 200 );
	await expect( page ).toHaveTitle( /^E2E Shared survey/ );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'E2E Shared survey' } )
	).toBeVisible();
	await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute(
		'content',
		/noindex/
	);
	await expect( page.locator( 'meta[property="og:title"]' ) ).toHaveAttribute(
		'content',
		'E2E Shared survey'
	);
	// The theme's header and footer around it.
	await expect( page.locator( 'header' ).first() ).toContainText(
		'UserFeedback Dev'
	);
	await expect( page.locator( 'footer' ).first() ).toBeVisible();
	await shot( page, 'theme-phone' );

	const placed = page.locator(
		`.userfeedback-inline[data-survey-id="${ surveyId }"]`
	);
	const saved = saveAnswered( page, surveyId, true );
	await placed.getByLabel( 'Great' ).click();
	expect( ( await saved ).status() ).toBe( 201 );
	await expect(
		placed.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	expect( storedRows( surveyId ).responses ).toHaveLength( 1 );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'the minimal layout: the survey alone, no theme header or footer', async ( {
	browser,
} ) => {
	await run.save( {
		id: surveyId,
		...survey( { enabled: true, layout: 'standalone' } ),
	} );
	const { context, page } = await newVisitor( browser );
	await page.goto( shareUrl );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'E2E Shared survey' } )
	).toBeVisible();
	await expect( page.locator( 'header' ) ).toHaveCount( 0 );
	await expect( page.locator( 'footer' ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( `.userfeedback-inline[data-survey-id="${ surveyId }"]` )
			.getByLabel( 'Fine' )
	).toBeVisible();
	await shot( page, 'standalone' );
	await context.close();
} );

test( 'a draft’s link: visitors are told it is not available, its editor gets a preview that stores nothing', async ( {
	browser,
} ) => {
	const draft = await run.save(
		survey( { enabled: true, layout: 'theme' }, 'draft' )
	);
	const link = ( await run.api.full< { share_url: string } >( draft ) )
		.share_url;

	const visitor = await newVisitor( browser );
	const refused = await visitor.page.goto( link );
	expect( refused?.status() ).toBe( 404 );
	await expect(
		visitor.page.getByText( 'This survey is not available.' )
	).toBeVisible();
	await expect( visitor.page.getByRole( 'radio' ) ).toHaveCount( 0 );
	await visitor.context.close();

	const editor = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await editor.newPage();
	await page.goto( link );
	await expect( page.getByRole( 'status' ).first() ).toContainText(
		'Preview: visitors cannot answer this survey now'
	);
	const preview = page.locator(
		`.userfeedback-inline[data-survey-id="${ draft }"]`
	);
	let sent = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( `/surveys/${ draft }/` ) ) {
			sent++;
		}
	} );
	await preview.getByLabel( 'Great' ).click();
	await expect(
		preview.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await shot( page, 'draft-preview' );
	expect( sent ).toBe( 0 );
	expect( storedRows( draft ).responses ).toHaveLength( 0 );
	await editor.close();
} );

test( 'the builder’s Share card: the page turned on and saved gives the link, its QR code and the embed codes', async ( {
	browser,
} ) => {
	const id = await run.save( survey( { enabled: false, layout: 'theme' } ) );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ id }/settings`
	);
	const card = page.getByRole( 'region', { name: 'Share' } );
	await expect( card ).toBeVisible();
	await expect( card.getByRole( 'textbox', { name: 'Link' } ) ).toHaveCount(
		0
	);
	await card.getByLabel( 'Give this survey a page of its own' ).check();
	await card.getByLabel( 'A minimal page: the survey alone' ).check();
	await expect(
		card.getByText( 'Save the survey to get its link.' )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Saved'
	);

	const link = card.getByRole( 'textbox', { name: 'Link' } );
	const url = ( await run.api.full< { share_url: string } >( id ) ).share_url;
	await expect( link ).toHaveValue( url );
	await expect(
		card.getByRole( 'img', {
			name: 'QR code of the link to E2E Shared survey',
		} )
	).toBeVisible();
	const png = card.getByRole( 'link', { name: 'Download PNG' } );
	await expect( png ).toHaveAttribute( 'download', `survey-${ id }-qr.png` );
	await expect( png ).toHaveAttribute( 'href', /^data:image\/png;base64,/ );
	await expect(
		card.getByRole( 'link', { name: 'Download SVG' } )
	).toHaveAttribute( 'href', /^data:image\/svg\+xml/ );
	await expect(
		card.getByRole( 'textbox', { name: 'Shortcode' } )
	).toHaveValue( `[userfeedback id="${ id }"]` );
	await expect(
		card.getByRole( 'textbox', { name: 'Embed code' } )
	).toHaveValue(
		new RegExp( `^<iframe src="${ url.replace( /[.?]/g, '\\$&' ) }"` )
	);
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await card.getByRole( 'button', { name: 'Copy link' } ).click();
	// The share panel's own status (the card also holds the personal links' upsell notice).
	await expect(
		card.getByRole( 'status' ).filter( { hasText: 'copied' } )
	).toHaveText( 'Link copied.' );
	await card.scrollIntoViewIfNeeded();
	await shot( page, 'share-card' );

	// The surveys list offers the same from its Share row action.
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys#/' );
	const share = page
		.getByRole( 'button', { name: 'Share “E2E Shared survey”' } )
		.first();
	await share.focus();
	await share.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Share “E2E Shared survey”',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByRole( 'textbox', { name: 'Link' } ) ).toHaveValue(
		/\/feedback\/e2e-shared-survey-\d+\/$/
	);
	await expect(
		dialog.getByRole( 'img', { name: /^QR code/ } )
	).toBeVisible();
	await shot( page, 'list-dialog' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( share ).toBeFocused();

	// What the link opens: the minimal page.
	const visitor = await newVisitor( browser );
	await visitor.page.goto( url );
	await expect( visitor.page.locator( 'header' ) ).toHaveCount( 0 );
	await expect(
		visitor.page.getByRole( 'heading', {
			level: 1,
			name: 'E2E Shared survey',
		} )
	).toBeVisible();
	await visitor.context.close();
	await context.close();
} );
