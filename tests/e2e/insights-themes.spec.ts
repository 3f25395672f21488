import { execFileSync } from 'child_process';
import path from 'path';
import { expect, request, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	axe,
	collectErrors,
	E2E_SITE,
	radioQuestion,
	screenshotPath,
	setTier,
	SurveyRun,
	surveyToken,
} from './support';
import { REST } from './surveys-api';

/**
 * Themes and sentiment on a survey's results (Pro, elite), on readings made by the real
 * background pipeline: visitors' comments sent through the visitor route, then the insights'
 * WP-Cron steps run now (`bin/uf-dev.php insights-steps`). The owner adds themes, renames one
 * inline, merges another into it, filters the results by a theme, opens its comments, switches the
 * trend between week and month, and corrects one response's sentiment and themes. Lite sees the
 * upgrade path. Screenshots at desktop width and 390px under .dev/screenshots/insights-*.jpg.
 */

test.describe.configure( { mode: 'serial' } );

const ROOT = path.resolve( __dirname, '../..' );
const COMMENTS = [
	'Checkout is too slow on mobile',
	'The checkout was slow and kept failing',
	'Love the design, the colours are great',
	'Prices are too high for small shops',
	'Too expensive for what it does',
	'Great support team, very helpful and friendly',
	'Delivery was slow this time',
	'Support answered quickly, great service',
];

let run: SurveyRun;
let surveyId = 0;
const responseIds: number[] = [];

/** The insights' background steps, now (what WP-Cron would run). */
function runSteps(): string {
	return execFileSync(
		'php',
		[
			path.join( ROOT, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'insights-steps',
		],
		{ encoding: 'utf8', stdio: 'pipe' }
	);
}

/**
 * Forgets the visitor route's rate limits: the lane's other walks send responses from the same
 * address within its ten minutes, and eight more would cross its 20.
 */
function forgetRateLimits(): void {
	execFileSync(
		'php',
		[
			'-r',
			`require ${ JSON.stringify(
				path.join( ROOT, '.dev/sites', E2E_SITE, 'wp-load.php' )
			) }; $GLOBALS['wpdb']->query( 'DELETE FROM ' . userfeedback()->tables()->rate_limits() );`,
		],
		{ stdio: 'pipe' }
	);
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `insights-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

function panel( page: Page ) {
	return page.getByRole( 'region', { name: 'Themes and sentiment' } );
}

function themeItem( page: Page, label: string ) {
	return panel( page )
		.getByRole( 'listitem' )
		.filter( {
			has: page.getByRole( 'heading', { name: label, exact: true } ),
		} );
}

async function openResults( page: Page, search = '' ) {
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }${ search }`
	);
	await expect( panel( page ) ).toBeVisible();
}

async function addTheme( page: Page, label: string, examples: string ) {
	await panel( page ).getByRole( 'button', { name: 'Add a theme' } ).click();
	await panel( page ).getByLabel( 'Label', { exact: true } ).fill( label );
	await panel( page )
		.getByLabel( 'Example phrases (one per line)' )
		.fill( examples );
	await panel( page ).getByRole( 'button', { name: 'Add theme' } ).click();
	await expect(
		page.getByText( `Theme ${ label } added. Answers are being matched.` )
	).toBeVisible();
	await expect(
		panel( page ).getByRole( 'heading', { name: label, exact: true } )
	).toBeVisible();
}

test.beforeAll( async ( { browser, baseURL } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Shop comments',
		questions: [
			radioQuestion( 'again', 'Would you shop again?', [ 'Yes', 'No' ] ),
			{
				id: 'why',
				type: 'long-text',
				title: 'What could we do better?',
				config: {},
			},
		],
		notifications: { email: { active: false } },
	} );
	forgetRateLimits();
	for ( const [ index, text ] of COMMENTS.entries() ) {
		const visitor = await request.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const response = await visitor.post(
			`${ REST }/surveys/${ surveyId }/responses`,
			{
				data: {
					answers: [
						{
							question_id: 'again',
							value: index % 3 === 0 ? 'No' : 'Yes',
						},
						{ question_id: 'why', value: text },
					],
					nonce: surveyToken( surveyId ),
				},
			}
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		responseIds.push( ( ( await response.json() ) as { id: number } ).id );
		await visitor.dispose();
	}
	expect( runSteps() ).toContain( 'nothing left' );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'the panel reads sentiment; themes are added, renamed and merged, re-read in the background', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const errors = collectErrors( page );
	await openResults( page );
	const shares = panel( page ).getByRole( 'list', { name: 'Sentiment' } );
	await expect( shares.getByRole( 'button' ) ).toHaveCount( 3 );
	await expect(
		panel( page ).getByText( 'Of 8 responses with a written answer.', {
			exact: false,
		} )
	).toBeVisible();
	await expect(
		panel( page ).getByText( 'No themes yet', { exact: false } )
	).toBeVisible();

	// WP-Cron may read the change at once, so "Reading answers…" is not waited for here.
	await addTheme( page, 'Checkout', 'checkout' );
	await addTheme( page, 'Prices', 'price\nexpensive' );
	await addTheme( page, 'Speed', 'slow' );
	runSteps();
	await page.reload();
	await expect( panel( page ) ).toBeVisible();
	await expect( themeItem( page, 'Checkout' ) ).toContainText(
		'2 responses'
	);
	await expect( themeItem( page, 'Prices' ) ).toContainText( '2 responses' );
	await expect( themeItem( page, 'Speed' ) ).toContainText( '3 responses' );
	await shot( page, 'panel-desktop' );
	// The panel with a theme's comments and its split form open: WCAG 2.1 A/AA.
	await themeItem( page, 'Speed' )
		.getByRole( 'button', { name: 'Comments' } )
		.click();
	await themeItem( page, 'Prices' )
		.getByRole( 'button', { name: 'Split' } )
		.click();
	await expect( panel( page ).getByLabel( 'New theme label' ) ).toBeFocused();
	const audit = await axe( page )
		.include( '.uf-insights' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);
	await page.keyboard.press( 'Escape' );

	// Rename inline, from the keyboard.
	await themeItem( page, 'Checkout' )
		.getByRole( 'button', { name: 'Rename' } )
		.click();
	const field = panel( page ).getByLabel( 'New label' );
	await expect( field ).toBeFocused();
	await field.fill( 'Checkout problems' );
	await field.press( 'Enter' );
	await expect(
		page.getByText( 'Theme Checkout renamed to Checkout problems.' )
	).toBeVisible();
	await expect( themeItem( page, 'Checkout problems' ) ).toBeVisible();

	// Merge Speed into it.
	await themeItem( page, 'Speed' )
		.getByRole( 'button', { name: 'Merge' } )
		.click();
	await panel( page ).getByLabel( 'Merge Speed into' ).selectOption( {
		label: 'Checkout problems',
	} );
	await themeItem( page, 'Speed' )
		.getByRole( 'button', { name: 'Merge theme' } )
		.click();
	await expect(
		page.getByText( 'Theme Speed merged into Checkout problems.' )
	).toBeVisible();
	await expect(
		panel( page ).getByRole( 'heading', { name: 'Speed', exact: true } )
	).toHaveCount( 0 );
	runSteps();
	await page.reload();
	await expect( themeItem( page, 'Checkout problems' ) ).toContainText(
		'3 responses'
	);
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'a theme filters the results and opens its comments; the trend switches week and month', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const errors = collectErrors( page );
	await openResults( page );

	const prices = themeItem( page, 'Prices' );
	await prices.getByRole( 'button', { name: 'Comments' } ).click();
	const comments = prices.getByRole( 'list', {
		name: 'Comments about Prices',
	} );
	await expect( comments.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect( comments ).toContainText( 'Too expensive for what it does' );
	await expect( prices.getByText( 'Showing 1–2 of 2' ) ).toBeVisible();

	await prices
		.getByRole( 'button', { name: 'Filter results by this theme' } )
		.click();
	await expect( page ).toHaveURL( /[?&]theme=\d+/ );
	await expect(
		page.getByText( 'Results filtered by theme: Prices.' )
	).toBeVisible();
	await expect(
		page.getByText( 'Theme: Prices', { exact: true } )
	).toBeVisible();
	await expect(
		themeItem( page, 'Prices' ).getByRole( 'button', {
			name: 'Filter results by this theme',
		} )
	).toHaveAttribute( 'aria-pressed', 'true' );

	// A sentiment filters too.
	const negative = panel( page )
		.getByRole( 'list', { name: 'Sentiment' } )
		.getByRole( 'button', { name: /Negative/ } );
	await negative.click();
	await expect( page ).toHaveURL( /[?&]sentiment=negative/ );
	await expect( negative ).toHaveAttribute( 'aria-pressed', 'true' );
	await negative.click();
	await expect( page ).not.toHaveURL( /sentiment=/ );

	const period = panel( page ).getByRole( 'group', { name: 'Trend period' } );
	const week = period.getByRole( 'button', { name: 'Week' } );
	const month = period.getByRole( 'button', { name: 'Month' } );
	await expect( week ).toHaveAttribute( 'aria-pressed', 'true' );
	const trend = panel( page ).locator( '.uf-insights-trend' );
	await expect( trend.getByRole( 'listitem' ) ).toHaveCount( 3 );
	await expect( trend ).toContainText( 'Negative' );
	await month.click();
	await expect( month ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( week ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( trend.getByRole( 'listitem' ) ).toHaveCount( 3 );
	await shot( page, 'filtered-month-desktop' );

	await page.setViewportSize( { width: 390, height: 844 } );
	await page.reload();
	await expect( panel( page ) ).toBeVisible();
	await themeItem( page, 'Prices' )
		.getByRole( 'button', { name: 'Split' } )
		.click();
	await panel( page ).getByLabel( 'New theme label' ).fill( 'Too expensive' );
	await panel( page ).getByRole( 'checkbox', { name: 'expensive' } ).check();
	await shot( page, 'panel-phone' );
	await panel( page ).getByRole( 'button', { name: 'Split theme' } ).click();
	await expect(
		page.getByText( 'Theme Too expensive split off Prices.', {
			exact: false,
		} )
	).toBeVisible();
	runSteps();
	await page.reload();
	// The new theme has the phrase's answers (and whatever else the on-site reading relates).
	const split = themeItem( page, 'Too expensive' );
	await split.getByRole( 'button', { name: 'Comments' } ).click();
	await expect(
		split.getByRole( 'list', { name: 'Comments about Too expensive' } )
	).toContainText( 'Too expensive for what it does' );
	// Prices kept its other example only.
	await themeItem( page, 'Prices' )
		.getByRole( 'button', { name: 'Split' } )
		.click();
	await expect(
		themeItem( page, 'Prices' ).getByRole( 'checkbox' )
	).toHaveCount( 1 );
	await expect(
		themeItem( page, 'Prices' ).getByRole( 'checkbox', { name: 'price' } )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect(
		themeItem( page, 'Prices' ).getByRole( 'button', { name: 'Split' } )
	).toBeFocused();
	const box = await panel( page ).boundingBox();
	expect( box?.width ?? 999 ).toBeLessThanOrEqual( 390 );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'one response’s sentiment and themes are corrected by the owner, and stay', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const errors = collectErrors( page );
	// "Delivery was slow this time".
	const responseId = responseIds[ 6 ];
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses/${ responseId }`
	);
	const section = page.getByRole( 'region', {
		name: 'Sentiment and themes',
	} );
	await expect( section ).toBeVisible();
	await expect( section.getByText( 'Read automatically' ) ).toBeVisible();
	await section.getByLabel( 'Sentiment' ).selectOption( 'neutral' );
	await section.getByRole( 'checkbox', { name: 'Prices' } ).check();
	await section.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText(
			'Sentiment and themes saved for Q2 What could we do better?.'
		)
	).toBeVisible();
	await expect( section.getByText( 'Set by you' ) ).toBeVisible();
	await shot( page, 'response-desktop' );
	runSteps();
	await page.reload();
	await expect( section.getByLabel( 'Sentiment' ) ).toHaveValue( 'neutral' );
	await expect(
		section.getByRole( 'checkbox', { name: 'Prices' } )
	).toBeChecked();
	await page.setViewportSize( { width: 390, height: 844 } );
	await section.scrollIntoViewIfNeeded();
	await shot( page, 'response-phone' );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'the responses list shows each response’s sentiment and themes and filters by one; the cross-tab crosses themes with a question', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const errors = collectErrors( page );
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses`
	);
	const rows = page.locator( 'table.wp-list-table tbody tr' );
	await expect( rows ).toHaveCount( COMMENTS.length );
	const first = rows.filter( {
		has: page.getByRole( 'link', {
			name: `Response #${ responseIds[ 0 ] }`,
		} ),
	} );
	const chips = first.getByRole( 'list', { name: 'Sentiment and themes' } );
	await expect( chips.getByRole( 'button' ) ).toHaveText( [
		'Negative',
		'Checkout problems',
	] );
	// "Checkout is too slow", "slow and kept failing", "Delivery was slow".
	await chips
		.getByRole( 'button', {
			name: 'Show responses about Checkout problems',
		} )
		.click();
	await expect( rows ).toHaveCount( 3 );
	await expect(
		page.getByRole( 'button', { name: /Theme: Checkout problems/ } ).first()
	).toBeVisible();
	await shot( page, 'responses-list-desktop' );

	await openResults( page );
	const crosstab = page.getByRole( 'region', { name: 'Cross-tab' } );
	await crosstab.scrollIntoViewIfNeeded();
	await expect( crosstab.getByLabel( 'Rows' ) ).toHaveValue(
		'insights:theme'
	);
	const table = crosstab.getByRole( 'table', {
		name: 'Themes by Q1 Would you shop again? (Counts)',
	} );
	await expect( table ).toBeVisible();
	const row = table.getByRole( 'row' ).filter( {
		has: page.getByRole( 'rowheader', { name: 'Checkout problems' } ),
	} );
	// Comments 0 and 6 said No (every third), comment 1 Yes.
	await expect( row.getByRole( 'cell' ) ).toHaveText( [ '1', '2', '3' ] );
	await crosstab.getByLabel( 'Rows' ).selectOption( 'insights:sentiment' );
	await expect(
		crosstab.getByRole( 'table', {
			name: 'Sentiment by Q1 Would you shop again? (Counts)',
		} )
	).toBeVisible();
	await expect(
		crosstab.getByRole( 'rowheader', { name: 'Positive' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'the NPS template has the panel, on the seeded survey’s reasons', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const errors = collectErrors( page );
	const nps = await run.api.idOf( 'Net Promoter Score' );
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ nps }`
	);
	await expect(
		panel( page ).getByRole( 'list', { name: 'Sentiment' } )
	).toBeVisible();
	await expect(
		panel( page ).getByRole( 'group', { name: 'Trend period' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'Lite sees what the panel does and how to get it', async ( {
	browser,
} ) => {
	setTier( 'lite' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }`
	);
	const locked = panel( page );
	await expect( locked ).toBeVisible();
	await expect(
		locked.getByRole( 'link', { name: /Upgrade/ } )
	).toBeVisible();
	await expect( locked.getByRole( 'button' ) ).toHaveCount( 0 );
	await shot( page, 'lite' );
	setTier( 'elite' );
	await context.close();
} );
