import fs from 'fs';
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
 * Personal single-use links in Chromium on the real site (Pro, elite): the owner makes one link per
 * customer from a CSV in the builder's Share card and gets them as a downloaded file; a customer on
 * a phone opens theirs, is greeted with their own value and answers, the response storing it; the
 * same link opened again says it has been used (410), answering nothing; the responses screen lists
 * the unused link and revokes it, announced.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId = 0;
let links: string[] = [];

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `personal-links-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Customer check-in',
		questions: [
			radioQuestion( 'visit', 'How was your order, {{field:customer}}?', [
				'Great',
				'Fine',
				'Not good',
			] ),
		],
		settings: {
			page: { enabled: true, layout: 'theme' },
			hidden_fields: [
				{ name: 'customer', source: 'query', key: 'customer' },
			],
		},
		notifications: { email: { active: false } },
	} );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'the owner makes one link per customer from a CSV and downloads them', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ surveyId }/settings`
	);
	const card = page.getByRole( 'region', { name: 'Share' } );
	const form = card.getByRole( 'form', { name: 'Personal links' } );
	await expect( form ).toBeVisible();
	await form.getByLabel( 'One link per person, from a CSV file' ).check();
	await expect(
		form.getByText(
			'A header row of hidden field names (customer), then one row a person; at most 1,000.'
		)
	).toBeVisible();
	await form.getByLabel( 'File of people (CSV)' ).setInputFiles( {
		name: 'customers.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from( 'customer\nAda\nGrace\n' ),
	} );
	const downloading = page.waitForEvent( 'download' );
	await form.getByRole( 'button', { name: 'Make links' } ).click();
	const download = await downloading;
	expect( download.suggestedFilename() ).toBe(
		`survey-${ surveyId }-links.csv`
	);
	await expect( form.getByRole( 'status' ) ).toHaveText(
		`Made 2 links: survey-${ surveyId }-links.csv is downloading. Keep it: the links cannot be shown again.`
	);
	await shot( page, 'made' );
	const csv = fs
		.readFileSync( ( await download.path() ) as string, 'utf8' )
		.replace( /^\uFEFF/, '' )
		.trim()
		.split( /\r?\n/ );
	expect( csv[ 0 ] ).toBe( 'link,customer' );
	links = csv.slice( 1 ).map( ( row ) => row.split( ',' )[ 0 ] );
	expect( csv.slice( 1 ).map( ( row ) => row.split( ',' )[ 1 ] ) ).toEqual( [
		'Ada',
		'Grace',
	] );
	expect( links[ 0 ] ).toMatch(
		new RegExp(
			`/feedback/e2e-customer-check-in-${ surveyId }/\\?uf_link=[0-9a-f]{32}$`
		)
	);
	await context.close();
} );

test( 'a customer answers through their link on a phone; the link then says it has been used', async ( {
	browser,
} ) => {
	test.skip( links.length === 0, 'needs the links made above' );
	const { context, page, errors } = await newVisitor(
		browser,
		devices[ 'Pixel 7' ]
	);
	expect( ( await page.goto( links[ 0 ] ) )?.status() ).toBe( 200 );
	const placed = page.locator(
		`.userfeedback-inline[data-survey-id="${ surveyId }"]`
	);
	await expect(
		placed.getByRole( 'heading', { name: 'How was your order, Ada?' } )
	).toBeVisible();
	const saved = saveAnswered( page, surveyId, true );
	await placed.getByLabel( 'Great' ).click();
	expect( ( await saved ).status() ).toBe( 201 );
	await expect(
		placed.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	const rows = storedRows( surveyId );
	expect( rows.responses ).toHaveLength( 1 );
	expect( rows.fields.map( ( f ) => [ f.name, f.value ] ) ).toEqual( [
		[ 'customer', 'Ada' ],
	] );
	expect( rows.responses[ 0 ].page_url ).not.toContain( 'uf_link' );
	expect( errors ).toEqual( [] );

	// The same link again (another tab, or forwarded to someone else).
	const again = await page.goto( links[ 0 ] );
	expect( again?.status() ).toBe( 410 );
	await expect(
		page.getByText( 'This link has already been used.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'E2E Customer check-in' } )
	).toBeVisible();
	await expect( page.getByRole( 'radio' ) ).toHaveCount( 0 );
	await shot( page, 'used' );
	expect( storedRows( surveyId ).responses ).toHaveLength( 1 );
	await context.close();
} );

test( 'the responses screen lists the unused link and revokes it', async ( {
	browser,
} ) => {
	test.skip( links.length === 0, 'needs the links made above' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses`
	);
	const panel = page.getByRole( 'region', { name: 'Unused personal links' } );
	await expect(
		panel.getByRole( 'cell', { name: 'customer: Grace', exact: true } )
	).toBeVisible();
	await expect(
		panel.getByRole( 'cell', { name: 'customer: Ada', exact: true } )
	).toHaveCount( 0 );
	await shot( page, 'unused' );
	await panel
		.getByRole( 'button', { name: 'Revoke customer: Grace' } )
		.click();
	await expect( panel.getByRole( 'status' ) ).toHaveText(
		'Link revoked (customer: Grace): it no longer opens the survey.'
	);
	await expect(
		panel.getByText(
			'No unused links: every personal link made for this survey has been used or revoked.'
		)
	).toBeVisible();
	await context.close();

	const visitor = await newVisitor( browser );
	expect( ( await visitor.page.goto( links[ 1 ] ) )?.status() ).toBe( 404 );
	await expect(
		visitor.page.getByText( 'This link is not valid.' )
	).toBeVisible();
	await visitor.context.close();
} );
