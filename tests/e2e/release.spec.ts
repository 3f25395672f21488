import path from 'path';
import { expect, test } from '@playwright/test';
import { screenshotPath } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The release zips on a clean WordPress (bin/test-release.sh provisions the site and
 * sets UF_E2E_RELEASE to the dist folder). As a site owner: upload the Lite zip through Plugins →
 * Add New → Upload Plugin, activate it, publish a survey, answer it as a visitor, read the result;
 * then upload the Pro zip over it ("Replace current with uploaded") and find the same survey and
 * response, now in the Pro edition.
 */

const DIST = process.env.UF_E2E_RELEASE ?? '';

test.describe.configure( { mode: 'serial' } );

let surveyId = 0;
let pageLink = '';

async function upload( page: import( '@playwright/test' ).Page, zip: string ) {
	await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
	await page.setInputFiles( '#pluginzip', path.join( DIST, zip ) );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
}

async function edition( page: import( '@playwright/test' ).Page ) {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const response = await page.request.get( `${ REST }/entitlements`, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.ok() ).toBe( true );
	return ( ( await response.json() ) as { edition: string } ).edition;
}

test( 'the Lite zip installs and activates through Plugins → Add New', async ( {
	page,
} ) => {
	await upload( page, 'userfeedback-lite.zip' );
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page ).toHaveURL( /userfeedback|plugins\.php/ );
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys#/' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Surveys' } )
	).toBeVisible();
	expect( await edition( page ) ).toBe( 'lite' );
	await page.screenshot( {
		path: screenshotPath( 'release-lite-surveys' ),
	} );
} );

test( 'a visitor answers a survey published on it, and the result is there', async ( {
	page,
	browser,
} ) => {
	const api = await SurveysApi.for( page );
	surveyId = await api.save( {
		title: 'From the zip',
		questions: [
			{
				id: 'q1',
				type: 'radio-button',
				title: 'Did it install?',
				config: { options: [ 'Yes', 'No' ] },
			},
		],
	} );
	pageLink = (
		await api.createPage(
			'Survey page',
			`[userfeedback id="${ surveyId }"]`
		)
	).link;

	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const front = await visitor.newPage();
	await front.goto( pageLink );
	const panel = front.locator( '.userfeedback-inline .uf-panel' );
	await panel.getByLabel( 'Yes' ).click();
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await visitor.close();

	await expect
		.poll(
			async () =>
				( await api.full< { responses_count: number } >( surveyId ) )
					.responses_count
		)
		.toBe( 1 );

	// Lite's results carry the AI Summary upsell in place of the Pro module (not in this zip),
	// and never ask for a Pro chunk.
	const proChunks: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/build\/pro-/.test( request.url() ) ) {
			proChunks.push( request.url() );
		}
	} );
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }`
	);
	await expect(
		page.getByRole( 'region', { name: 'AI Summary' } )
	).toContainText( 'Get the main themes' );
	await expect(
		page.getByRole( 'heading', { name: 'Did it install?' } )
	).toBeVisible();
	expect( proChunks ).toEqual( [] );

	// The Pro modules' routes are not in this zip at all (not merely refused).
	for ( const route of [
		`/surveys/${ surveyId }/responses/1`,
		'/ai-settings',
		`/exports/${ 'a'.repeat( 32 ) }`,
	] ) {
		expect( await api.statusOf( route ), route ).toEqual( {
			status: 404,
			code: 'rest_no_route',
		} );
	}
} );

test( 'the survey block is in the Lite zip: registered, its editor files served, rendered as the shortcode', async ( {
	page,
	browser,
} ) => {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const response = await page.request.get(
		'/wp-json/wp/v2/block-types/userfeedback/survey',
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.ok(), await response.text() ).toBe( true );
	const block = ( await response.json() ) as {
		api_version: number;
		editor_script_handles: string[];
	};
	expect( block.api_version ).toBe( 3 );
	expect( block.editor_script_handles ).toEqual( [
		'userfeedback-survey-editor-script',
		'userfeedback-widget-preview',
	] );
	for ( const file of [ 'index.js', 'index.css', 'block.json' ] ) {
		const served = await page.request.get(
			`/wp-content/plugins/userfeedback/build/blocks/survey/${ file }`
		);
		expect( served.status(), file ).toBe( 200 );
	}

	const api = await SurveysApi.for( page );
	const blockPage = await api.createPage(
		'Block page',
		`<!-- wp:userfeedback/survey {"surveyId":${ surveyId }} /-->`
	);
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const front = await visitor.newPage();
	await front.goto( blockPage.link );
	await expect(
		front.locator(
			`.userfeedback-inline[data-survey-id="${ surveyId }"] .uf-panel`
		)
	).toBeVisible();
	await visitor.close();
} );

test( 'the Pro zip replaces Lite and keeps the survey and its response', async ( {
	page,
} ) => {
	await upload( page, 'userfeedback-pro.zip' );
	await page
		.getByRole( 'link', { name: 'Replace current with uploaded' } )
		.click();
	await expect(
		page.getByText( /Plugin updated successfully/ )
	).toBeVisible();
	expect( await edition( page ) ).toBe( 'pro' );
	const api = await SurveysApi.for( page );
	const survey = await api.full< { title: string; responses_count: number } >(
		surveyId
	);
	expect( survey.title ).toBe( 'From the zip' );
	expect( survey.responses_count ).toBe( 1 );

	// A Pro screen comes from its chunk in this zip: the response in full.
	const chunks: string[] = [];
	page.on( 'response', ( response ) => {
		if ( /\/build\/pro-/.test( response.url() ) ) {
			chunks.push( `${ response.status() } ${ response.url() }` );
		}
	} );
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses`
	);
	await page.getByRole( 'link', { name: /^Response #\d+$/ } ).click();
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'Answers' } )
	).toBeVisible();
	await expect( page.getByText( 'Did it install?' ) ).toBeVisible();
	expect( chunks ).toEqual( [
		expect.stringMatching( /^200 .*\/build\/pro-responses\.js/ ),
	] );

	await page.goto( '/wp-admin/plugins.php' );
	await expect(
		page.locator( 'tr[data-slug="userfeedback"]' ).first()
	).toHaveClass( /active/ );
} );
