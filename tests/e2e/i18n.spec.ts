import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE, screenshotPath, setLanguage, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * Every language: on a site switched to German, the tests' translation
 * (tests/e2e/fixtures/languages, a dozen strings) shows in the PHP menu, in the admin app (its
 * JSON translation file, loaded by wp_set_script_translations) and in the visitor widget (its
 * texts printed by PHP), and dates and numbers follow the locale; on a right-to-left site the admin
 * app loads its RTL stylesheet. Screenshots of both, to look at.
 */

const SURVEYS = '/wp-admin/admin.php?page=userfeedback_surveys';

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `i18n-${ name }` ),
		fullPage: true,
	} );
}

test.describe.configure( { mode: 'serial' } );

let surveyId = 0;
let pageLink = '';
let pageId = 0;

test.beforeAll( async ( { browser } ) => {
	setTier( 'lite' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const api = await SurveysApi.for( await context.newPage() );
	surveyId = await api.save( {
		title: 'Sprache',
		questions: [ { id: 'q1', type: 'text', title: 'Wie war es?' } ],
	} );
	const created = await api.createPage(
		'Seite mit Umfrage',
		`[userfeedback id="${ surveyId }"]`
	);
	pageLink = created.link;
	pageId = created.id;
	await context.close();
} );

test.afterAll( async ( { browser } ) => {
	setLanguage( 'en_US' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const api = await SurveysApi.for( await context.newPage() );
	await api.remove( [ surveyId ] );
	await api.deletePages( [ pageId ] );
	await context.close();
} );

test( 'German: the menu, the admin app and its dates and numbers', async ( {
	page,
} ) => {
	setLanguage( 'de_DE' );
	await page.goto( `${ SURVEYS }#/` );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Umfragen' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Neu erstellen' } ).first()
	).toBeVisible();
	// The wp-admin menu comes from PHP's translation.
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Ergebnisse' } )
	).toBeVisible();
	// A German date: day.month.year.
	await expect(
		page
			.getByRole( 'row' )
			.nth( 1 )
			.getByText( /\d{2}\.\d{2}\.\d{4}/ )
	).toBeVisible();
	await shot( page, 'de-surveys' );

	await page.goto(
		'/wp-admin/admin.php?page=userfeedback_settings#/general'
	);
	await expect(
		page.getByRole( 'button', { name: 'Einstellungen speichern' } )
	).toBeVisible();
} );

test( 'German: the widget a visitor sees', async ( { browser } ) => {
	setLanguage( 'de_DE' );
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await visitor.newPage();
	await page.goto( pageLink );
	const panel = page.locator( '.userfeedback-inline .uf-panel' );
	await expect(
		panel.getByPlaceholder( 'Ihre Antwort hier eingeben …' )
	).toBeVisible();
	await expect( panel.getByText( 'Frage 1 von 1' ) ).toHaveCount( 1 );
	await shot( page, 'de-widget' );
	await visitor.close();
} );

test( 'right to left: the admin app loads its RTL stylesheet', async ( {
	page,
} ) => {
	setLanguage( 'ar' );
	await page.goto( `${ SURVEYS }#/` );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	await expect(
		page.locator( 'link[rel="stylesheet"][href*="build/admin-rtl.css"]' )
	).toHaveCount( 1 );
	await expect(
		page.locator( 'link[rel="stylesheet"][href*="build/admin.css"]' )
	).toHaveCount( 0 );
	await shot( page, 'rtl-surveys' );
	await page.goto( `${ SURVEYS }#/edit/${ surveyId }/questions` );
	await expect(
		page.getByRole( 'navigation', { name: 'Survey steps' } )
	).toBeVisible();
	await shot( page, 'rtl-builder' );
	await page.goto( '/wp-admin/admin.php?page=userfeedback_results#/' );
	await expect( page.locator( '.uf-page' ) ).toBeVisible();
	await shot( page, 'rtl-results' );
} );
