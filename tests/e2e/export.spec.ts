import { readFileSync } from 'fs';
import AdmZip from 'adm-zip';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * Export (reporting.md §7): a licensed Pro admin clicks Export Results and receives a real .xlsx
 * (opened here: its sheets and a few cells); the same link without the plan is refused by the
 * server with a WordPress error page, not a file; Lite shows the locked button and its tooltip.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';

async function surveyId( page: Page, title: string ): Promise< number > {
	return ( await SurveysApi.for( page ) ).idOf( title );
}

/**
 * The text of every cell of an .xlsx sheet, shared strings resolved, row by row.
 *
 * @param zip   The workbook.
 * @param sheet The sheet's file, e.g. 'xl/worksheets/sheet1.xml'.
 */
function sheetRows( zip: AdmZip, sheet: string ): string[][] {
	const shared = ( zip.readAsText( 'xl/sharedStrings.xml' ) || '' )
		.split( '<si>' )
		.slice( 1 )
		.map( ( item ) =>
			[ ...item.matchAll( /<t[^>]*>([^<]*)<\/t>/g ) ]
				.map( ( m ) => m[ 1 ] )
				.join( '' )
		);
	return [
		...zip.readAsText( sheet ).matchAll( /<row[^>]*>(.*?)<\/row>/gs ),
	].map( ( row ) =>
		[ ...row[ 1 ].matchAll( /<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs ) ].map(
			( cell ) => {
				const body = cell[ 2 ] || '';
				if ( cell[ 1 ].includes( 't="s"' ) ) {
					const index = /<v>(\d+)<\/v>/.exec( body );
					return index ? shared[ Number( index[ 1 ] ) ] : '';
				}
				const text = /<t[^>]*>([^<]*)<\/t>|<v>([^<]*)<\/v>/.exec(
					body
				);
				return text ? ( text[ 1 ] ?? text[ 2 ] ?? '' ) : '';
			}
		)
	);
}

test.afterAll( () => setTier( 'lite' ) );

test( 'Pro (elite): Export Results downloads the survey as a workbook', async ( {
	page,
} ) => {
	setTier( 'elite' );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );
	const link = page.getByRole( 'link', { name: 'Export Results' } );
	await expect( link ).toBeVisible();

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		link.click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		/^website-experience-general-all-time\.xlsx$/
	);
	const file = await download.path();
	const zip = new AdmZip( readFileSync( file ) );
	const workbook = zip.readAsText( 'xl/workbook.xml' );
	expect( workbook ).toContain( 'name="Summary"' );
	expect( workbook ).toContain( 'name="Responses"' );

	const summary = sheetRows( zip, 'xl/worksheets/sheet1.xml' ).flat();
	expect( summary ).toContain( 'Website Experience' );
	const responses = sheetRows( zip, 'xl/worksheets/sheet2.xml' );
	// A header row, then one row per published response, each starting with its id.
	expect( responses.length ).toBeGreaterThan( 50 );
	expect( responses[ 1 ][ 0 ] ).toMatch( /^\d+$/ );
} );

test( 'Lite: Export Results is locked, and the export page refuses the link', async ( {
	page,
} ) => {
	setTier( 'lite' );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );
	const locked = page.getByRole( 'button', { name: 'Export Results' } );
	await expect( locked ).toHaveAttribute( 'aria-disabled', 'true' );
	await locked.hover();
	await expect(
		page.getByText( 'Upgrade to Pro to unlock Export Results' )
	).toBeVisible();

	// The server decides, whatever the screen shows: the URL with a valid nonce still gets a 403.
	const nonce = await page.evaluate(
		() =>
			( window as unknown as { userfeedback: { export_nonce: string } } )
				.userfeedback.export_nonce
	);
	const response = await page.goto(
		`/wp-admin/admin.php?page=userfeedback_exports&survey_id=${ id }&report=general&_wpnonce=${ nonce }`
	);
	expect( response?.status() ).toBe( 403 );
	await expect(
		page.getByText( 'Upgrade to Pro to unlock Export Results' )
	).toBeVisible();
} );

test( 'Pro: a large export runs in the background, shows its progress page, then downloads', async ( {
	page,
	context,
	baseURL,
} ) => {
	// The job runs in steps between the progress page's polls: slow on a loaded machine, so the
	// test allows what its download wait allows (60 s), not the default 30 s.
	test.setTimeout( 90_000 );
	setTier( 'elite' );
	// The dev mu-plugin lowers the background threshold for this browser only (25,000 otherwise).
	await context.addCookies( [
		{ name: 'uf_export_sync_limit', value: '5', url: baseURL ?? '' },
	] );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download', { timeout: 60_000 } ),
		page.getByRole( 'link', { name: 'Export Results' } ).click(),
	] );
	await expect(
		page.getByRole( 'heading', { name: 'Exporting results' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Your file is ready. The download starts now.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Download the file' } )
	).toBeVisible();
	await page.screenshot( {
		path: screenshotPath( 'export-progress-pro' ),
		fullPage: true,
	} );

	expect( download.suggestedFilename() ).toBe(
		'website-experience-general-all-time.xlsx'
	);
	const zip = new AdmZip( readFileSync( await download.path() ) );
	const responses = sheetRows( zip, 'xl/worksheets/sheet2.xml' );
	expect( responses.length ).toBeGreaterThan( 50 );
	await context.clearCookies( { name: 'uf_export_sync_limit' } );
} );

test( 'Pro: the export link with format=csv gives a UTF-8 CSV with a BOM', async ( {
	page,
} ) => {
	setTier( 'elite' );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );
	const href = await page
		.getByRole( 'link', { name: 'Export Results' } )
		.getAttribute( 'href' );
	expect( href ).toBeTruthy();

	// A direct request in the logged-in context (a navigation would turn into a download).
	const response = await page.request.get(
		new URL( `${ href }&format=csv`, page.url() ).toString()
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( response.headers()[ 'content-disposition' ] ).toContain(
		'website-experience-general-all-time.csv'
	);
	const body = await response.body();
	expect( [ ...body.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	// No sheets in a CSV: the summary, then the responses, each introduced by its name.
	const lines = body.toString( 'utf8' ).slice( 1 ).trim().split( /\r?\n/ );
	expect( lines[ 0 ] ).toBe( 'Summary' );
	expect( lines ).toContain( 'Survey,"Website Experience"' );
	const start = lines.indexOf( 'Responses' );
	expect( start ).toBeGreaterThan( 0 );
	// The sheet's header row, then one row per published response, each starting with its id.
	expect( lines.length - start ).toBeGreaterThan( 50 );
	expect( lines[ start + 2 ] ).toMatch( /^\d+,/ );
} );

test( 'Pro: the CSV choice beside Export Results downloads the survey as CSV', async ( {
	page,
} ) => {
	setTier( 'elite' );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );
	const csv = page.getByRole( 'link', { name: 'Export as CSV' } );
	await expect( csv ).toHaveText( 'CSV' );
	await page
		.locator( '.uf-results-toolbar__actions' )
		.screenshot( { path: screenshotPath( 'export-actions-pro' ) } );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		csv.click(),
	] );
	expect( download.suggestedFilename() ).toBe(
		'website-experience-general-all-time.csv'
	);
	const body = readFileSync( await download.path() );
	expect( [ ...body.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	const lines = body.toString( 'utf8' ).slice( 1 ).trim().split( /\r?\n/ );
	expect( lines[ 0 ] ).toBe( 'Summary' );
	const start = lines.indexOf( 'Responses' );
	expect( start ).toBeGreaterThan( 0 );
	expect( lines.length - start ).toBeGreaterThan( 50 );

	// The responses screen offers the same choice.
	await page.goto( `${ RESULTS }#/survey/${ id }/responses` );
	await expect(
		page.getByRole( 'link', { name: 'Export as CSV' } )
	).toHaveAttribute( 'href', /format=csv/ );
} );

test( 'Lite: no CSV choice, only the locked Export Results', async ( {
	page,
} ) => {
	setTier( 'lite' );
	const id = await surveyId( page, 'Website Experience' );
	await page.goto( `${ RESULTS }#/survey/${ id }` );
	await expect(
		page.getByRole( 'button', { name: 'Export Results' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
	await expect( page.getByRole( 'link', { name: /CSV/ } ) ).toHaveCount( 0 );
	await page
		.locator( '.uf-results-toolbar__actions' )
		.screenshot( { path: screenshotPath( 'export-actions-lite' ) } );
} );
