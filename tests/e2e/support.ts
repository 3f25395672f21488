import { execFileSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';

const root = path.resolve( __dirname, '../..' );

/** The test site's name under .dev/sites (another one, e.g. e2e2, lets two runs go in parallel). */
export const E2E_SITE = process.env.UF_E2E_SITE ?? 'e2e';

/** '' for the e2e site, '-e2e2' for another, so runs side by side keep their own files. */
export const SITE_SUFFIX = E2E_SITE === 'e2e' ? '' : `-${ E2E_SITE }`;

/** The logged-in admin's browser state, written by global-setup.ts. */
export const ADMIN_STATE = path.join(
	root,
	`.dev/e2e-admin${ SITE_SUFFIX }.json`
);

export const SCREENSHOTS = path.join( root, '.dev/screenshots' );

export type Tier = 'lite' | 'pro-unlicensed' | 'plus' | 'pro' | 'elite';

/**
 * Switches the test site's edition, licence and add-ons (bin/uf-dev.php).
 * @param tier
 */
export function setTier( tier: Tier ): void {
	execFileSync(
		'php',
		[
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'tier',
			tier,
		],
		{
			stdio: 'pipe',
		}
	);
}

/**
 * Switches the test site's language (bin/uf-dev.php installs the tests' translations first).
 * @param locale en_US, de_DE (the tests' German) or ar (right to left).
 */
export function setLanguage( locale: 'en_US' | 'de_DE' | 'ar' ): void {
	execFileSync(
		'php',
		[
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'language',
			locale,
		],
		{ stdio: 'pipe' }
	);
}

/**
 * An upgraded site whose WP-Cron cannot run (bin/uf-dev.php cron-stuck): every survey's counters
 * to recount, the rebuild's step overdue, WP-Cron looking busy; off frees WP-Cron again.
 * @param on Stuck or free.
 */
export function setCronStuck( on: boolean ): void {
	execFileSync(
		'php',
		[
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'cron-stuck',
			on ? 'on' : 'off',
		],
		{ stdio: 'pipe' }
	);
}

/**
 * Puts every plugin setting back to the server's defaults (bin/uf-dev.php deletes the option).
 */
export function resetSettings(): void {
	execFileSync(
		'php',
		[
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			'settings-reset',
		],
		{ stdio: 'pipe' }
	);
}

// Requests this offline machine cannot make (WordPress's emoji and font CDNs); not our errors.
const OFFLINE_NOISE =
	/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|s\.w\.org|fonts\.(googleapis|gstatic)\.com/;

/**
 * Collects console errors and uncaught exceptions of a page, less the offline noise.
 * @param page
 */
export function collectErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' &&
			! OFFLINE_NOISE.test( message.text() + message.location().url )
		) {
			errors.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'requestfailed', ( request ) => {
		const failure = request.failure()?.errorText ?? '';
		// ERR_ABORTED: a request cancelled by leaving the page or by react-query on unmount —
		// not a failure of the app (a real failure answers with an HTTP status or a net error).
		if ( failure === 'net::ERR_ABORTED' ) {
			return;
		}
		if ( ! OFFLINE_NOISE.test( failure + request.url() ) ) {
			errors.push( `${ request.url() }: ${ failure }` );
		}
	} );
	return errors;
}
