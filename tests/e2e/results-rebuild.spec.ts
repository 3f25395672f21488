import { expect, test } from '@playwright/test';
import {
	collectErrors,
	screenshotPath,
	setCronStuck,
	SITE_SUFFIX,
} from './support';

/**
 * An upgraded site recounts its responses in the background. Here WP-Cron cannot run
 * (its lock held, as when a host's loopback requests fail), so the results screen says the
 * numbers are being updated, runs the rebuild's steps itself (POST rollups/step) and drops the
 * notice once they are done — the figures the same before and after.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';

test.afterEach( () => setCronStuck( false ) );

test( 'a recount WP-Cron never runs ends while the results screen is open', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto( RESULTS );
	// The surveys table (all-time and 7-day counts) and the total card.
	const table = page.locator( '.uf-admin-table__table' );
	const total = page.getByText( 'Total responses' ).locator( '..' );
	await expect( table ).toBeVisible();
	const before = [ await table.innerText(), await total.innerText() ];

	setCronStuck( true );
	const steps: number[] = [];
	page.on( 'response', ( response ) => {
		if (
			response.url().includes( 'rollups%2Fstep' ) ||
			response.url().includes( 'rollups/step' )
		) {
			steps.push( response.status() );
		}
	} );
	// The steps wait until the notice has been seen: on a small site one step can finish the
	// recount between two of the assertion's looks, and the notice would come and go unseen.
	let seen = false;
	const held: Array< () => void > = [];
	await page.route( /rollups(%2F|\/)step/, ( route ) => {
		const send = () => void route.continue();
		if ( seen ) {
			send();
		} else {
			held.push( send );
		}
	} );
	await page.goto( 'about:blank' );
	await page.goto( RESULTS );
	const status = page.getByRole( 'status' ).filter( {
		hasText: 'These numbers are being updated…',
	} );
	await expect( status ).toBeVisible();
	await page.screenshot( {
		path: screenshotPath( `results-updating${ SITE_SUFFIX }` ),
	} );
	// The exact figures meanwhile (counted on the index).
	expect( [ await table.innerText(), await total.innerText() ] ).toEqual(
		before
	);

	seen = true;
	held.splice( 0 ).forEach( ( send ) => send() );
	await expect( status ).toBeHidden( { timeout: 30_000 } );
	expect( steps.length ).toBeGreaterThan( 0 );
	expect( steps.every( ( code ) => code === 200 ) ).toBe( true );
	expect( [ await table.innerText(), await total.innerText() ] ).toEqual(
		before
	);
	expect( errors ).toEqual( [] );
} );
