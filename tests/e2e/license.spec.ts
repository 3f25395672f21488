import { execFileSync } from 'child_process';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';

import { collectErrors, screenshotPath, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * The licence, end to end (configuration.md §2.4 General, §4 "Licence", §8; reporting.md §1): on
 * a Pro site without a licence, real signed keys (bin/mint-license.php, trusted by the test
 * site's dev mu-plugin) are pasted into Settings → General. A pro key unlocks what the server
 * gates on the pro plan (the 30-day range, Export Results) and silences the add-ons page's
 * licence warning; Deactivate locks it all again; an expired key is refused, and a stored key
 * that expires shows the spec's expired notice and locks again; a tampered key gets the server's
 * error toast. Every unlock is read from a fresh page load, i.e. from the server's facts.
 */

const root = path.resolve( __dirname, '../..' );
const SETTINGS = '/wp-admin/admin.php?page=userfeedback_settings#/general';
const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';
const ADDONS = '/wp-admin/admin.php?page=userfeedback_addons';
const KEY_WARNING =
	'Please enter a valid license key to install add-ons and unlock their features.';
const EXPIRED_NOTICE =
	'Your license key for UserFeedback has expired. Please click here to renew your license key.';

/**
 * A signed licence key.
 *
 * @param type    Plan type.
 * @param expires Expiry as bin/mint-license.php takes it.
 */
function mint( type: 'plus' | 'pro' | 'elite', expires: string ): string {
	return execFileSync(
		'php',
		[
			path.join( root, 'bin/mint-license.php' ),
			`--type=${ type }`,
			`--expires=${ expires }`,
		],
		{ encoding: 'utf8' }
	).trim();
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `license-${ name }` ),
		fullPage: true,
	} );
}

async function openSettings( page: Page ) {
	await page.goto( 'about:blank' );
	await page.goto( SETTINGS );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Settings' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'textbox', { name: 'License Key' } )
	).toBeVisible();
}

/**
 * Holds every licence admin-ajax call for a moment, so the progress toast can be seen (locally
 * the call answers faster than a person could read it).
 *
 * @param page The page.
 */
async function slowLicenceCalls( page: Page ) {
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		const body = route.request().postData() ?? '';
		if ( /action=userfeedback_\w+_license/.test( body ) ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 800 ) );
		}
		await route.continue();
	} );
}

/**
 * Types a key into the licence field; it verifies itself 500 ms after the last keystroke.
 *
 * @param page The page.
 * @param key  The key.
 */
async function typeKey( page: Page, key: string ) {
	const input = page.getByRole( 'textbox', { name: 'License Key' } );
	await input.fill( '' );
	await input.fill( key );
}

function toast( page: Page, text: string | RegExp ) {
	return page.locator( '.uf-toast' ).filter( { hasText: text } );
}

/**
 * Whether the pro plan's features are open, read from fresh page loads.
 *
 * @param page     The page.
 * @param surveyId A survey with responses.
 * @param open     Expected state.
 */
async function expectProPlan( page: Page, surveyId: number, open: boolean ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ RESULTS }#/` );
	const thirty = page.getByRole( 'radio', { name: 'Past 30 days' } );
	await expect( thirty ).toBeVisible();
	if ( open ) {
		await expect( thirty ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await thirty.click();
		await expect( thirty ).toBeChecked();
		await expect(
			page.getByText( /Responses per day, past 30 days/i ).first()
		).toBeVisible();
	} else {
		await expect( thirty ).toHaveAttribute( 'aria-disabled', 'true' );
	}

	await page.goto( 'about:blank' );
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	if ( open ) {
		await expect(
			page.getByRole( 'link', { name: 'Export Results' } )
		).toBeVisible();
		await expect( page.getByText( /^Loading results/ ) ).toHaveCount( 0 );
	} else {
		const locked = page.getByRole( 'button', { name: 'Export Results' } );
		await expect( locked ).toHaveAttribute( 'aria-disabled', 'true' );
		await locked.focus();
		await expect(
			page.getByText( 'Upgrade to Pro to unlock Export Results' )
		).toBeVisible();
	}
}

async function expectAddonsWarning( page: Page, shown: boolean ) {
	await page.goto( 'about:blank' );
	await page.goto( ADDONS );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'UserFeedback Addons' } )
	).toBeVisible();
	await expect( page.getByText( KEY_WARNING ) ).toHaveCount( shown ? 1 : 0 );
}

test.describe.configure( { mode: 'serial' } );

let surveyId = 0;

test.beforeAll( () => {
	// Pro edition, no licence, no add-ons.
	setTier( 'pro-unlicensed' );
} );

test.afterAll( () => setTier( 'lite' ) );

test.beforeEach( async ( { page } ) => {
	if ( surveyId === 0 ) {
		await page.goto( '/wp-admin/' );
		surveyId = await (
			await SurveysApi.for( page )
		).idOf( 'Website Experience' );
	}
} );

test( 'a pro key unlocks the pro plan; Deactivate locks it again', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const errors = collectErrors( page );
	await expectProPlan( page, surveyId, false );
	await expectAddonsWarning( page, true );
	await shot( page, 'addons-unlicensed' );

	await openSettings( page );
	await expect(
		page.getByText(
			'Add your license key to activate updates and the PRO features of UserFeedback.'
		)
	).toBeVisible();
	await slowLicenceCalls( page );
	await typeKey( page, mint( 'pro', '+1 year' ) );
	await expect( toast( page, 'Verifying license...' ) ).toBeVisible();
	await shot( page, 'verifying' );
	await expect(
		toast(
			page,
			'Your license key has been verified: the Pro plan is active on this site.'
		)
	).toBeVisible();
	await expect(
		page.getByText( 'Your license key type for this site is Pro.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Deactivate' } )
	).toBeVisible();
	await shot( page, 'verified' );

	await expectProPlan( page, surveyId, true );
	await shot( page, 'results-unlocked' );
	await expectAddonsWarning( page, false );
	await shot( page, 'addons-licensed' );

	await openSettings( page );
	await slowLicenceCalls( page );
	await page.getByRole( 'button', { name: 'Deactivate' } ).click();
	await expect( toast( page, 'Deactivating license...' ) ).toBeVisible();
	await expect(
		toast( page, 'Your license key has been deactivated.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'textbox', { name: 'License Key' } )
	).toHaveValue( '' );
	await shot( page, 'deactivated' );

	await expectProPlan( page, surveyId, false );
	await expectAddonsWarning( page, true );
	expect( errors.filter( ( e ) => ! /status of 400/.test( e ) ) ).toEqual(
		[]
	);
} );

test( 'an expired key is refused; a key that expires shows the notice and locks', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await openSettings( page );
	await typeKey( page, mint( 'pro', '2020-01-01' ) );
	await expect(
		toast(
			page,
			/This license key expired on .+\. Please renew your license key or use a different key\./
		)
	).toBeVisible();
	await expect( page.locator( '.uf-toast--error' ) ).toBeVisible();
	await shot( page, 'expired-refused' );
	await expectProPlan( page, surveyId, false );

	// A key good for a few seconds: verified, then left to expire while stored.
	const minted = Date.now();
	await openSettings( page );
	await typeKey( page, mint( 'pro', '+8 seconds' ) );
	await expect(
		toast(
			page,
			'Your license key has been verified: the Pro plan is active on this site.'
		)
	).toBeVisible();
	await page.waitForTimeout( Math.max( 0, minted + 10_000 - Date.now() ) );

	await openSettings( page );
	const notice = page.locator( '.userfeedback-license-notice' );
	await expect( notice ).toHaveText( EXPIRED_NOTICE );
	await expect( notice ).toHaveAttribute( 'data-license-state', 'expired' );
	// The stored key is still there, to refresh or deactivate.
	await expect(
		page.getByRole( 'textbox', { name: 'License Key' } )
	).toHaveValue( /^UF1-/ );
	await expect(
		page.getByText(
			'Add your license key to activate updates and the PRO features of UserFeedback.'
		)
	).toBeVisible();
	await expect(
		notice.getByRole( 'link', {
			name: 'Please click here to renew your license key.',
		} )
	).toHaveAttribute( 'href', /userfeedback\.com/ );
	await shot( page, 'expired-notice' );

	await page.getByRole( 'button', { name: 'Refresh Key' } ).click();
	await expect(
		toast(
			page,
			/There was an error refreshing your license: This license key expired on /
		)
	).toBeVisible();
	await shot( page, 'expired-refresh' );
	await expectProPlan( page, surveyId, false );
	await expectAddonsWarning( page, true );

	// Leave the site without a key.
	await openSettings( page );
	await page.getByRole( 'button', { name: 'Deactivate' } ).click();
	await expect(
		toast( page, 'Your license key has been deactivated.' )
	).toBeVisible();
} );

test( 'a tampered key gets the server’s error and changes nothing', async ( {
	page,
} ) => {
	const key = mint( 'elite', '+1 year' );
	// One character changed inside the signature (the key's last 64 bytes): still well formed,
	// so the server's answer is the signature's, not the format's.
	const at = key.length - 20;
	const tampered = `${ key.slice( 0, at ) }${
		key[ at ] === 'A' ? 'B' : 'A'
	}${ key.slice( at + 1 ) }`;
	await openSettings( page );
	await typeKey( page, tampered );
	await expect(
		toast(
			page,
			'This license key was not issued for UserFeedback or has been altered. Check that you copied the whole key.'
		)
	).toBeVisible();
	await expect( page.locator( '.uf-toast--error' ) ).toBeVisible();
	await shot( page, 'tampered' );

	// Nothing was stored: a fresh load still has no key and the plan stays locked.
	await openSettings( page );
	await expect(
		page.getByRole( 'textbox', { name: 'License Key' } )
	).toHaveValue( '' );
	await expect(
		page.getByRole( 'button', { name: 'Deactivate' } )
	).toHaveCount( 0 );
	await expectProPlan( page, surveyId, false );
} );
