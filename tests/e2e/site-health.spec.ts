import { execFileSync } from 'child_process';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, E2E_SITE, screenshotPath } from './support';

/**
 * Tools → Site Health: the Status screen lists UserFeedback's tests under their
 * "UserFeedback" badge — a failed webhook delivery arranged in the queue shows as a recommended
 * improvement, the database check among the passed tests — and the Info screen has a UserFeedback
 * section without the licence key.
 */
const root = path.resolve( __dirname, '../..' );
const site = path.join( root, '.dev/sites', E2E_SITE );
const DEDUPE_KEY = `e2e-health:${ Date.now().toString( 36 ) }`;

/**
 * Runs PHP inside the test site's WordPress (the queue has no REST route to arrange it through).
 * @param code PHP, with $wpdb and userfeedback() available.
 */
function sitePhp( code: string ): void {
	execFileSync(
		'php',
		[
			'-r',
			`$_SERVER['HTTP_HOST'] = '127.0.0.1'; require ${ JSON.stringify(
				path.join( site, 'wp-load.php' )
			) }; global $wpdb; ${ code }`,
		],
		{ stdio: 'pipe' }
	);
}

async function shot( page: Page, name: string ): Promise< void > {
	await page.screenshot( {
		path: screenshotPath( `site-health-${ name }` ),
		fullPage: true,
	} );
}

test.describe( 'Site Health', () => {
	test.beforeAll( () => {
		// A webhook delivery given up an hour ago: recommended, whatever else the site's queue holds.
		sitePhp( `$wpdb->insert( userfeedback()->tables()->email_queue(), array(
			'kind' => 'webhook',
			'dedupe_key' => '${ DEDUPE_KEY }',
			'recipients' => '',
			'payload' => '{}',
			'status' => 'failed',
			'attempts' => 5,
			'run_after' => gmdate( 'Y-m-d H:i:s', time() - 3600 ),
			'last_error' => 'HTTP 503 from the endpoint',
			'created_at' => gmdate( 'Y-m-d H:i:s', time() - 7200 ),
		) );` );
	} );
	test.afterAll( () => {
		sitePhp(
			`$wpdb->delete( userfeedback()->tables()->email_queue(), array( 'dedupe_key' => '${ DEDUPE_KEY }' ) );`
		);
	} );

	test( 'Status lists the UserFeedback tests with their badge', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await page.goto( '/wp-admin/site-health.php' );

		const recommended = page.locator(
			'#health-check-site-status-recommended'
		);
		const queue = recommended.getByRole( 'button', {
			name: /Some UserFeedback e-mails or deliveries failed/,
		} );
		await expect( queue ).toBeVisible( { timeout: 15_000 } );
		await expect( queue.locator( '.badge' ) ).toHaveText( 'UserFeedback' );
		await queue.click();
		await expect( queue ).toHaveAttribute( 'aria-expanded', 'true' );
		const details = recommended.locator(
			'#health-check-accordion-block-userfeedback_queue'
		);
		await expect( details ).toContainText( 'webhook delivery: 1' );
		await expect( details ).toContainText(
			'The latest error: HTTP 503 from the endpoint'
		);
		await expect( details ).toContainText( 'delivery log' );
		await queue.scrollIntoViewIfNeeded();
		await shot( page, 'status' );

		await page.getByRole( 'button', { name: 'Passed tests' } ).click();
		const passed = page.locator( '#health-check-site-status-good' );
		const database = passed.getByRole( 'button', {
			name: /The UserFeedback database is up to date/,
		} );
		await expect( database ).toBeVisible();
		await database.click();
		await expect(
			passed.locator(
				'#health-check-accordion-block-userfeedback_schema_version'
			)
		).toContainText( 'all of its tables are there' );
		await database.scrollIntoViewIfNeeded();
		await shot( page, 'status-passed' );
		await expect(
			passed.getByRole( 'button', {
				name: /UserFeedback surveys work with/,
			} )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'Info has a UserFeedback section', async ( { page } ) => {
		// WordPress's Info tab measures every directory's size while it loads; the test site's
		// plugin folder (the working tree) counts as empty (bin/dev/mu-plugins/
		// userfeedback-dev-dirsize.php), but a busy machine still makes the page slow to settle.
		test.slow();
		const errors = collectErrors( page );
		await page.goto( '/wp-admin/site-health.php?tab=debug' );

		const section = page.getByRole( 'button', {
			name: 'UserFeedback',
			exact: true,
		} );
		await section.scrollIntoViewIfNeeded();
		await section.click();
		const table = page.locator(
			'#health-check-accordion-block-userfeedback'
		);
		await expect( table ).toBeVisible();
		for ( const label of [
			'Version',
			'Edition',
			'Add-ons',
			'Database schema version',
			'Surveys',
			'Responses',
			'Background queue',
			'Scheduled tasks',
		] ) {
			// Core's table is presentational (no cell roles): its first column holds the labels.
			await expect(
				table.locator( 'td:first-child', { hasText: label } ).first()
			).toHaveText( label );
		}
		await expect( table ).toContainText( 'webhook delivery' );
		await section.scrollIntoViewIfNeeded();
		await shot( page, 'info' );
		expect( errors ).toEqual( [] );
	} );
} );
