import { expect, test, type Browser, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	axe,
	collectErrors,
	screenshotPath,
	setTier,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The responses list's answer columns, end to end as an elite site's owner: a seeded survey's
 * list shows its first three questions' answers as columns; under "Columns" the owner unticks the
 * first and ticks the fourth, the table follows at once, and after a reload the list still shows
 * the chosen columns (kept per user and survey on the server). axe finds nothing on the open
 * control. Screenshots of the control and of the list under .dev/screenshots/.
 */

test.describe.configure( { mode: 'serial' } );

let surveyId = 0;
let questions: Array< { id: string; title: string } > = [];

function listUrl(): string {
	return `/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses`;
}

async function adminPage( browser: Browser ) {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	return { context, page: await context.newPage() };
}

/**
 * Saves the admin's choice of columns for the survey through REST.
 *
 * @param page    A page of the admin's context.
 * @param columns Question ids.
 */
async function choose( page: Page, columns: string[] ) {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const saved = await page.request.post(
		`${ REST }/surveys/${ surveyId }/responses/columns`,
		{ headers: { 'X-WP-Nonce': nonce }, data: { columns } }
	);
	expect( saved.ok() ).toBe( true );
}

function header( page: Page, title: string ) {
	return page
		.getByRole( 'table', { name: 'Responses' } )
		.getByRole( 'columnheader', { name: title, exact: true } );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	const { context, page } = await adminPage( browser );
	const api = await SurveysApi.for( page );
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	// A seeded survey with responses and at least four questions of distinct titles.
	for ( const id of await api.allIds() ) {
		const list = await page.request.get(
			`${ REST }/surveys/${ id }/responses?per_page=1`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		const items = (
			( await list.json() ) as { items?: Array< { id: number } > }
		 ).items;
		const survey = await api.get( id );
		const titles = new Set( survey.questions.map( ( q ) => q.title ) );
		if (
			list.ok() &&
			items &&
			items.length > 0 &&
			survey.questions.length >= 4 &&
			titles.size === survey.questions.length
		) {
			surveyId = id;
			questions = survey.questions;
			break;
		}
	}
	expect( surveyId ).toBeGreaterThan( 0 );
	// Start from the defaults, whatever an earlier run chose.
	await choose(
		page,
		questions.slice( 0, 3 ).map( ( q ) => q.id )
	);
	await context.close();
} );

test.afterAll( async ( { browser } ) => {
	const { context, page } = await adminPage( browser );
	await choose(
		page,
		questions.slice( 0, 3 ).map( ( q ) => q.id )
	);
	await context.close();
	setTier( 'lite' );
} );

test( 'the owner sees answers as columns, changes them, and they stay after a reload', async ( {
	browser,
} ) => {
	const { context, page } = await adminPage( browser );
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( listUrl() );

	const [ first, second, third, fourth ] = questions;
	const table = page.getByRole( 'table', { name: 'Responses' } );
	const toggle = page.getByRole( 'button', { name: 'Columns' } );
	// The control and the column titles come with the survey's questions (their own request).
	await expect( toggle ).toBeVisible( { timeout: 15_000 } );
	await expect( table.getByRole( 'row' ).nth( 1 ) ).toBeVisible();
	for ( const question of [ first, second, third ] ) {
		await expect( header( page, question.title ) ).toBeVisible();
	}
	await expect( header( page, fourth.title ) ).toHaveCount( 0 );
	// The first row has something under at least one answer column.
	const firstRow = table.getByRole( 'row' ).nth( 1 );
	await expect(
		firstRow.locator( '.uf-results-responses__answer' ).first()
	).toBeVisible();

	await toggle.click();
	const panel = page.getByRole( 'group', {
		name: 'Answers shown in the list (up to 5 questions)',
	} );
	await expect(
		panel.getByRole( 'checkbox', { name: first.title, exact: true } )
	).toBeChecked();

	let saved = page.waitForResponse(
		( response ) =>
			response.url().includes( '/responses/columns' ) &&
			response.request().method() === 'POST'
	);
	await panel
		.getByRole( 'checkbox', { name: first.title, exact: true } )
		.uncheck();
	expect( ( await saved ).ok() ).toBe( true );
	saved = page.waitForResponse(
		( response ) =>
			response.url().includes( '/responses/columns' ) &&
			response.request().method() === 'POST'
	);
	await panel
		.getByRole( 'checkbox', { name: fourth.title, exact: true } )
		.check();
	expect( ( await saved ).ok() ).toBe( true );

	await expect( header( page, fourth.title ) ).toBeVisible();
	await expect( header( page, first.title ) ).toHaveCount( 0 );
	// The open control and the answer cells pass axe's WCAG 2.1 AA rules.
	const audit = await axe( page )
		.include( '#userfeedback-app' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.screenshot( {
		path: screenshotPath( 'responses-columns-picker' ),
		animations: 'disabled',
	} );
	await toggle.click();
	await expect( panel ).toHaveCount( 0 );

	await page.reload();
	await expect( toggle ).toBeVisible( { timeout: 15_000 } );
	await expect( table.getByRole( 'row' ).nth( 1 ) ).toBeVisible();
	for ( const question of [ second, third, fourth ] ) {
		await expect( header( page, question.title ) ).toBeVisible();
	}
	await expect( header( page, first.title ) ).toHaveCount( 0 );

	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.screenshot( {
		path: screenshotPath( 'responses-columns' ),
		fullPage: true,
		animations: 'disabled',
	} );
	expect( errors ).toEqual( [] );
	await context.close();
} );
