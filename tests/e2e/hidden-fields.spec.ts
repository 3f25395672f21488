import { expect, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	newVisitor,
	radioQuestion,
	recordSaves,
	saveAnswered,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * Hidden fields in Chromium on the real site (elite, targeting add-on): two visitors arrive with
 * different `utm_source` parameters and answer; each response carries its own value, read in the
 * visitor's browser (the page is the same for both); the admin reads it on the response and
 * filters the survey's results by it through the filter bar.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const SLUG = 'hidden-fields';
const PANEL = '#userfeedback-widget-root .uf-panel';

let run: SurveyRun;
let surveyId = 0;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `hidden-fields-${ name }` ),
		animations: 'disabled',
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	const survey = targetedSurvey( {
		title: 'E2E Hidden fields',
		slug: SLUG,
		questions: [
			radioQuestion( 'found', 'How did you find us?', [
				'Search',
				'Friend',
			] ),
		],
		behavior: { display_length: 'repeatedly' },
		emails: false,
	} );
	surveyId = await run.save( {
		...survey,
		settings: {
			...survey.settings,
			hidden_fields: [
				{ name: 'utm_source', source: 'query', key: 'utm_source' },
			],
		},
	} );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

/**
 * A new visitor answers on a page with this utm_source; the response's id.
 * @param browser The test's browser.
 * @param source  The URL's utm_source.
 * @param option  The option picked.
 */
async function answer(
	browser: Parameters< typeof newVisitor >[ 0 ],
	source: string,
	option: string
): Promise< number > {
	const v = await newVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }&utm_source=${ source }` );
	const saved = saveAnswered( v.page, surveyId, true );
	await v.page.locator( PANEL ).getByLabel( option ).click();
	const response = await saved;
	expect( response.status() ).toBe( 201 );
	expect(
		( saves[ 0 ] as unknown as { fields: Record< string, string > } ).fields
	).toEqual( { utm_source: source } );
	expect( v.errors ).toEqual( [] );
	const id = ( ( await response.json() ) as { id: number } ).id;
	await v.context.close();
	return id;
}

test( 'utm_source is captured from the URL, shown on the response and filters the results', async ( {
	browser,
} ) => {
	const fromNewsletter = await answer( browser, 'newsletter', 'Friend' );
	await answer( browser, 'ads', 'Search' );

	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses/${ fromNewsletter }`
	);
	const fields = page.locator( '.uf-results-response__fields' );
	await expect( fields ).toBeVisible( { timeout: 15_000 } );
	await expect( fields.locator( 'dt' ) ).toHaveText( [ 'utm_source' ] );
	await expect( fields.locator( 'dd' ) ).toHaveText( [ 'newsletter' ] );
	await shot( page, 'response' );

	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }`
	);
	const bar = page.getByRole( 'group', { name: 'Filter', exact: true } );
	await bar.getByRole( 'button', { name: 'Add filter' } ).click();
	await bar.getByLabel( 'Filter by' ).selectOption( 'f:utm_source' );
	await bar.getByLabel( 'Value' ).fill( 'newsletter' );
	await bar.getByRole( 'button', { name: 'Apply filter' } ).click();
	await expect( bar.getByRole( 'listitem' ) ).toHaveText( [
		/utm_source: newsletter/,
	] );
	await expect( bar.getByRole( 'status' ) ).toHaveText(
		'Filter added: utm_source: newsletter'
	);
	await expect(
		page
			.locator( '.uf-results-card' )
			.filter( { hasText: 'Total responses' } )
			.locator( '.uf-results-card__value' )
	).toHaveText( '1' );
	expect( decodeURIComponent( page.url() ) ).toContain(
		'fields={"utm_source":"newsletter"}'
	);
	await shot( page, 'filtered' );
	await context.close();
} );

test( 'a logged-in visitor’s response is stored under their account, read from the widget’s own request', async ( {
	browser,
} ) => {
	// The admin, logged in, answers like any visitor: the widget's save carries no REST nonce.
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto( `/?uf=${ SLUG }&utm_source=account` );
	const saved = saveAnswered( page, surveyId, true );
	await page.locator( PANEL ).getByLabel( 'Search' ).click();
	const response = await saved;
	expect( response.status() ).toBe( 201 );
	const id = String( ( ( await response.json() ) as { id: number } ).id );
	const row = storedRows( surveyId ).responses.find( ( r ) => r.id === id );
	// The seed's administrator is the site's first user.
	expect( row?.user_id ).toBe( '1' );
	await context.close();
} );

test( 'renaming the field in the builder takes a title’s recall along, and the survey saves', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const builder = `/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ surveyId }`;
	await page.goto( `${ builder }/questions` );
	const title = page
		.locator( '.uf-builder-card' )
		.first()
		.getByLabel( 'Question title' );
	await title.fill( 'How did you find us from {{field:utm_source|there}}?' );

	await page.goto( `${ builder }/settings` );
	const name = page.getByLabel( 'Field 1 name' );
	await name.fill( 'campaign' );
	await page.getByLabel( 'Field 1 name' ).blur();
	await shot( page, 'renamed' );

	await page.goto( `${ builder }/questions` );
	await expect( title ).toHaveValue(
		'How did you find us from {{field:campaign|there}}?'
	);
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.getByText( 'Your Survey was Saved!' ) ).toBeVisible();
	await page.reload();
	await expect( title ).toHaveValue(
		'How did you find us from {{field:campaign|there}}?'
	);
	await context.close();
} );
