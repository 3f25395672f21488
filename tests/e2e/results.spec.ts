import { expect, test, type Page } from '@playwright/test';
import { collectErrors, screenshotPath, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * The reporting screens (reporting.md §2) on the e2e site's seeded data (three live surveys with
 * about 120 responses each, one of them NPS), in Lite and in Pro: the overview's range gate and
 * NPS redirect, a survey's question charts and chart-type switch, the NPS template's comments,
 * the responses list with bulk trash / restore / delete, and one response with previous / next.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `results-${ name }` ),
		fullPage: true,
	} );
}

async function open( page: Page, hash: string ) {
	// Let the last screen's reloads finish: leaving mid-request aborts them.
	await page.waitForLoadState( 'networkidle' );
	await page.goto( 'about:blank' );
	await page.goto( `${ RESULTS }#${ hash }` );
}

async function surveyId( page: Page, title: string ): Promise< number > {
	return ( await SurveysApi.for( page ) ).idOf( title );
}

test.afterAll( () => setTier( 'lite' ) );

test.describe( 'results in Pro (elite)', () => {
	test.beforeAll( () => setTier( 'elite' ) );

	test( 'overview: 30-day range, survey table, NPS redirect', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await open( page, '/' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Results' } )
		).toBeVisible();
		const table = page
			.getByRole( 'table' )
			.filter( { hasText: 'View Results' } );
		await expect(
			table.getByRole( 'row' ).filter( { hasText: 'Website Experience' } )
		).toBeVisible();
		// A published survey still to start reads as the surveys list says: Scheduled.
		await expect(
			table
				.getByRole( 'row' )
				.filter( { hasText: 'Holiday Sale Survey' } )
		).toContainText( 'Scheduled' );
		// The range lives in the URL: click, then wait for the re-render to mark it.
		const thirty = page.getByRole( 'radio', { name: 'Past 30 days' } );
		await thirty.click();
		await expect( thirty ).toBeChecked();
		await expect( page ).toHaveURL( /range=30/ );
		await expect(
			page.getByText( /Responses per day, past 30 days/i ).first()
		).toBeVisible();
		await shot( page, 'overview-pro' );

		await page
			.getByLabel( 'Survey', { exact: true } )
			.selectOption( { label: 'Net Promoter Score' } );
		const nps = await surveyId( page, 'Net Promoter Score' );
		await expect( page ).toHaveURL( new RegExp( `#/survey/${ nps }$` ) );
		expect( errors ).toEqual( [] );
	} );

	test( 'survey results: question charts switch type; text answers listed', async ( {
		page,
	} ) => {
		const id = await surveyId( page, 'Website Experience' );
		await open( page, `/survey/${ id }` );
		const first = page.locator( '.uf-results-question' ).first();
		await expect( first ).toBeVisible();
		const types = first.getByRole( 'group', { name: /Chart type for/ } );
		await expect(
			types.getByRole( 'button', { name: 'Vertical bars' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await types.getByRole( 'button', { name: 'Pie' } ).click();
		await expect(
			types.getByRole( 'button', { name: 'Pie' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			page.getByRole( 'link', { name: 'Export Results' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: /Response #\d+/ } ).first()
		).toBeVisible();
		await expect(
			page.getByText( 'All time', { exact: true } )
		).toBeVisible();
		await shot( page, 'survey-pro' );
	} );

	test( 'a checkbox pie shows shares of all selections; NPS chart and empty survey', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const id = await surveyId( page, 'Product Feedback' );
		await open( page, `/survey/${ id }` );
		const card = page
			.locator( '.uf-results-question' )
			.filter( { hasText: 'Which features do you use?' } );
		await card.getByRole( 'button', { name: 'Pie' } ).click();
		await expect(
			card.getByText( /share of all \d+ selections/ )
		).toBeVisible();
		await expect(
			card.getByRole( 'columnheader', {
				name: 'Percentage of respondents',
			} )
		).toBeVisible();
		await card.scrollIntoViewIfNeeded();
		await card.screenshot( {
			path: screenshotPath( 'results-checkbox-pie-pro' ),
		} );

		// NPS: the chart's panel, with its CSV choice beside the Excel export.
		const nps = await surveyId( page, 'Net Promoter Score' );
		await open( page, `/survey/${ nps }` );
		const panel = page
			.locator( '.uf-results-panel' )
			.filter( { hasText: 'NPS score over time' } );
		await expect(
			panel.getByRole( 'link', { name: 'Export to Excel' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'Export to CSV' } )
		).toHaveAttribute( 'href', /report=nps.*format=csv/ );
		await panel.screenshot( {
			path: screenshotPath( 'results-nps-chart-pro' ),
		} );

		// A survey without responses offers neither an export nor an AI summary.
		const empty = await surveyId( page, 'Holiday Sale Survey' );
		await open( page, `/survey/${ empty }` );
		await expect(
			page.getByText(
				'No responses yet. Results appear here once visitors answer this survey.'
			)
		).toBeVisible();
		const exportButton = page.getByRole( 'button', {
			name: 'Export Results',
		} );
		await expect( exportButton ).toHaveAttribute( 'aria-disabled', 'true' );
		await exportButton.hover();
		await expect(
			page.getByText(
				'Nothing to export yet: this survey has no responses.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Get AI Summary' } )
		).toBeDisabled();
		await shot( page, 'survey-empty-pro' );
		expect( errors ).toEqual( [] );
	} );

	test( 'NPS template: score, presets and searchable comments with paging', async ( {
		page,
	} ) => {
		const id = await surveyId( page, 'Net Promoter Score' );
		await open( page, `/survey/${ id }` );
		await expect(
			page.getByRole( 'button', { name: 'Last 30 days' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			page.getByText( 'NPS score', { exact: true } ).first()
		).toBeVisible();
		const previous = page.getByRole( 'button', { name: 'Previous' } );
		const next = page.getByRole( 'button', { name: 'Next' } );
		await expect( previous ).toBeDisabled();
		await page.getByRole( 'button', { name: 'Last 90 days' } ).click();
		await expect( page.getByText( /Page 1 of \d+/ ) ).toBeVisible();
		await next.click();
		await expect( page.getByText( /Page 2 of \d+/ ) ).toBeVisible();
		await page.getByLabel( 'Search comments' ).fill( 'payment' );
		await expect( page.getByText( /Page 1 of \d+/ ) ).toBeVisible();
		const comments = page.locator(
			'.uf-results-comments li, .uf-results-nps-comments li'
		);
		await expect( comments.first() ).toContainText( /payment/i );
		await shot( page, 'nps-pro' );
	} );

	test( 'responses: bulk trash, restore and delete; one response with previous and next', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const id = await surveyId( page, 'Product Feedback' );
		await open( page, `/survey/${ id }/responses` );
		const table = page.getByRole( 'table' );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 11 );
		await shot( page, 'responses-pro' );

		// Open the newest response, then step to the next one.
		await table
			.getByRole( 'link', { name: /^Response #\d+$/ } )
			.first()
			.click();
		await expect( page.getByText( /Response 1 of \d+/ ) ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /Previous/ } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await page.getByRole( 'button', { name: /Next/ } ).click();
		await expect( page.getByText( /Response 2 of \d+/ ) ).toBeVisible();
		await expect( page.getByText( 'Browser' ) ).toBeVisible();
		await shot( page, 'response-pro' );

		// Trash it from its own page, then restore it there.
		await page.getByRole( 'button', { name: 'Move to Trash' } ).click();
		await expect(
			page.getByText( '1 response moved to the Trash.' )
		).toBeVisible();
		await expect(
			page.getByText(
				'This response is in the Trash. It is not counted in the results.'
			)
		).toBeVisible();
		await shot( page, 'response-trashed-pro' );
		await page.getByRole( 'button', { name: 'Restore' } ).click();
		await expect(
			page.getByText( '1 response restored from the Trash.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Move to Trash' } )
		).toBeVisible();

		// Trash two, restore them, trash one and delete it for good.
		await open( page, `/survey/${ id }/responses` );
		const rows = table.getByRole( 'row' );
		const firstTitle = ( await rows
			.nth( 1 )
			.getByRole( 'link' )
			.first()
			.textContent() )!.trim();
		await rows.nth( 1 ).getByRole( 'checkbox' ).check();
		await rows.nth( 2 ).getByRole( 'checkbox' ).check();
		await page
			.getByRole( 'combobox', { name: 'Select bulk action' } )
			.selectOption( { label: 'Trash' } );
		await page.getByRole( 'button', { name: 'Apply' } ).first().click();
		await expect( page.getByText( /2 responses? .*Trash/i ) ).toBeVisible();

		await page.getByRole( 'button', { name: /^Trash \(\d+\)$/ } ).click();
		await expect(
			table.getByRole( 'row' ).filter( { hasText: firstTitle } )
		).toBeVisible();
		await page.getByRole( 'checkbox', { name: 'Select All' } ).check();
		await page
			.getByRole( 'combobox', { name: 'Select bulk action' } )
			.selectOption( { label: 'Restore' } );
		await page.getByRole( 'button', { name: 'Apply' } ).first().click();
		await expect( page.getByText( /restored/i ) ).toBeVisible();

		// Trash the newest again and delete it for good (after confirming).
		await open( page, `/survey/${ id }/responses` );
		const published = page.getByRole( 'button', {
			name: /^Published \(\d+\)$/,
		} );
		const before = Number(
			/\d+/.exec( ( await published.textContent() )! )![ 0 ]
		);
		// The row by its title, not its position ("Response #30" must not match #308); in the
		// Trash view the title is plain text, not a link.
		const firstRow = rows.filter( {
			hasText: new RegExp( `${ firstTitle }(?!\\d)` ),
		} );
		await firstRow.getByRole( 'checkbox' ).check();
		await page
			.getByRole( 'combobox', { name: 'Select bulk action' } )
			.selectOption( { label: 'Trash' } );
		await page.getByRole( 'button', { name: 'Apply' } ).first().click();
		await expect( page.getByText( /1 response .*Trash/i ) ).toBeVisible();
		await page.getByRole( 'button', { name: /^Trash \(\d+\)$/ } ).click();
		await expect( rows ).toHaveCount( 2 );
		await firstRow.getByRole( 'checkbox' ).check();
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page
			.getByRole( 'combobox', { name: 'Select bulk action' } )
			.selectOption( { label: 'Delete Permanently' } );
		await page.getByRole( 'button', { name: 'Apply' } ).first().click();
		await expect( page.getByText( /deleted/i ) ).toBeVisible();
		await open( page, `/survey/${ id }/responses` );
		await expect( published ).toHaveText( `Published (${ before - 1 })` );

		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'results in Lite', () => {
	test.beforeAll( () => setTier( 'lite' ) );

	test( 'the 30-day range, export and response views are gated', async ( {
		page,
	} ) => {
		await open( page, '/' );
		const thirty = page.getByRole( 'radio', { name: 'Past 30 days' } );
		await expect( thirty ).toHaveAttribute( 'aria-disabled', 'true' );
		await thirty.hover( { force: true } );
		await expect(
			page.getByText( 'Upgrade to Pro to unlock Date Ranges' )
		).toBeVisible();
		await shot( page, 'overview-lite' );
		// The tooltip stays inside the page: no sideways scrolling.
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth <= window.innerWidth
			)
		).toBe( true );

		const id = await surveyId( page, 'Website Experience' );
		await open( page, `/survey/${ id }` );
		const exportButton = page.getByRole( 'button', {
			name: 'Export Results',
		} );
		await expect( exportButton ).toHaveAttribute( 'aria-disabled', 'true' );
		await exportButton.focus();
		await expect(
			page.getByText( 'Upgrade to Pro to unlock Export Results' )
		).toBeVisible();
		// No CSV choice either: it comes with the export.
		await expect( page.getByRole( 'link', { name: /CSV/ } ) ).toHaveCount(
			0
		);

		// Each answer's "Response #N" is marked locked and opens the upgrade modal.
		await expect(
			page.getByRole( 'link', { name: /Response #\d+/ } )
		).toHaveCount( 0 );
		const locked = page
			.getByRole( 'button', {
				name: /^Response #\d+ Individual Responses is a PRO feature/,
			} )
			.first();
		await locked.scrollIntoViewIfNeeded();
		await expect( locked ).toContainText( 'PRO' );
		await locked.locator( 'xpath=ancestor::li[1]' ).screenshot( {
			path: screenshotPath( 'results-locked-response-lite' ),
		} );
		await locked.click();
		await expect(
			page.getByRole( 'dialog', {
				name: 'Individual Responses is a PRO feature',
			} )
		).toBeVisible();
		await shot( page, 'locked-response-modal-lite' );
		await page.keyboard.press( 'Escape' );

		await open( page, `/survey/${ id }/responses` );
		await expect( page.getByRole( 'table' ) ).toBeVisible();
		// Lite: no bulk actions, no quick filters, no row links.
		await expect(
			page.getByRole( 'combobox', { name: 'Select bulk action' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'button', { name: /^Trash \(\d+\)$/ } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: /^Response #\d+$/ } )
		).toHaveCount( 0 );
		await shot( page, 'responses-lite' );
	} );
} );
