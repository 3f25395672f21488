import { defineConfig } from '@playwright/test';
import path from 'path';

import { ADMIN_STATE, SITE_SUFFIX } from './support';

/**
 * End-to-end tests in Debian's Chromium headless shell (no browser download on this machine)
 * against the real WordPress that bin/test.sh serves on port 8889. Workers: 1, because tests switch the site's
 * edition, licence and add-ons, which is site-wide state.
 */
const root = path.resolve( __dirname, '../..' );

// bin/test.sh runs the specs in two parts side by side, each on a site of its own
// (UF_E2E_PART), balanced on measured times against what else each lane runs: part "a" takes
// these (after the linters and Vitest), part "b" the rest (after PHPUnit, ESLint and tsc).
// Without the variable, every spec runs.
const PART_A = [
	'accessibility',
	'builder-autosave',
	'settings',
	'visitor-widget',
	'survey-builder',
	'surveys-list',
	'license',
	'tags-notes',
	'rtl-walk',
	'languages-xliff',
	'languages',
	'question-types-builder',
	'question-types-widget',
	'personal-links',
	'captcha',
	'slack',
	'follow-up-email',
].map( ( name ) => `**/${ name }.spec.ts` );
const part = process.env.UF_E2E_PART;

export default defineConfig( {
	testDir: __dirname,
	testMatch: part === 'a' ? PART_A : '**/*.spec.ts',
	// Two specs run on sites of their own (bin/test.sh): the 1.x import on a site left as
	// UserFeedback 1.x left it, the release zips on a clean WordPress (bin/test-release.sh).
	testIgnore: [
		...( process.env.UF_E2E_LEGACY ? [] : [ '**/legacy-import.spec.ts' ] ),
		...( process.env.UF_E2E_RELEASE ? [] : [ '**/release.spec.ts' ] ),
		...( part === 'b' ? PART_A : [] ),
	],
	outputDir: path.join(
		root,
		`.dev/test-results/playwright${ SITE_SUFFIX }`
	),
	workers: 1,
	retries: 0,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	globalSetup: path.join( __dirname, 'global-setup.ts' ),
	reporter: [
		[ 'list' ],
		[
			'junit',
			{
				outputFile: path.join(
					root,
					`.dev/test-results/playwright${ SITE_SUFFIX }.xml`
				),
			},
		],
	],
	use: {
		baseURL: process.env.UF_E2E_URL ?? 'http://127.0.0.1:8889',
		storageState: ADMIN_STATE,
		screenshot: 'only-on-failure',
		trace: 'off',
		launchOptions: {
			// Debian's headless shell (bin/setup.sh installs it), the Chromium Playwright itself
			// runs headless tests in: the same Blink without the full browser's UI and services,
			// which cost the walks about a fifth more CPU on this CPU-bound machine.
			executablePath:
				process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
			// This machine has no network but loopback: without these Chromium keeps trying to
			// reach Google's services, and fails to start sandboxed as root.
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
} );
