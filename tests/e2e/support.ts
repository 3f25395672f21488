import { execFileSync } from 'child_process';
import { mkdirSync, readFileSync } from 'fs';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type {
	Browser,
	BrowserContext,
	BrowserContextOptions,
	Locator,
	Page,
	Request,
	Response,
} from '@playwright/test';
import { SurveysApi } from './surveys-api';

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

// The pictures readme.txt ships (.wordpress-org/screenshots.json) stay PNG; every other review
// screenshot is a JPEG, which Chromium encodes in less than half the CPU time of a PNG (measured
// 0.10 -> 0.04 CPU-s a viewport, 0.47 -> 0.21 a full page) — a few hundred per test run.
// UF_E2E_PNG_SHOTS=1 makes them all PNG, for a viewer that opens only PNG.
const README_SHOTS: string[] = JSON.parse(
	readFileSync( path.join( root, '.wordpress-org/screenshots.json' ), 'utf8' )
).screenshots;

/**
 * Where a review screenshot named `name` (no extension) is written: `.dev/screenshots/name.jpg`,
 * or `name.png` for a picture readme.txt ships (or for all with UF_E2E_PNG_SHOTS=1). Playwright
 * encodes by the extension.
 * @param name
 */
export function screenshotPath( name: string ): string {
	return path.join(
		SCREENSHOTS,
		process.env.UF_E2E_PNG_SHOTS === '1' ||
			README_SHOTS.includes( `${ name }.png` )
			? `${ name }.png`
			: `${ name }.jpg`
	);
}

/**
 * An axe analysis of the page, run by axe's own `axe.run()` in it (the builder's legacy mode):
 * neither the admin app nor the widget has frames, and the default mode finishes every analysis
 * in a new blank page, which made the walks that check dozens of screens about a third slower.
 * Every rule still runs on every node; only the violations are reported whole (the specs read
 * nothing else), which spares axe collecting every passing node. A spec's withTags()/withRules()
 * add to these options.
 * @param page
 */
export const axe = ( page: Page ) =>
	new AxeBuilder( { page } )
		.setLegacyMode()
		.options( { resultTypes: [ 'violations' ] } );

export type Tier = 'lite' | 'pro-unlicensed' | 'plus' | 'pro' | 'elite';

// Each bin/uf-dev.php call is a new PHP process that loads WordPress and the plugin: compiled
// once into a file cache shared by the calls (timestamps still checked, so a changed file is
// compiled again), a call costs about a third of the CPU it did, over some hundreds of calls a run.
const OPCODE_CACHE_DIR = path.join( root, '.dev/opcache-cli' );
mkdirSync( OPCODE_CACHE_DIR, { recursive: true } );
const OPCODE_CACHE = [
	'-d',
	'opcache.enable_cli=1',
	'-d',
	`opcache.file_cache=${ OPCODE_CACHE_DIR }`,
	'-d',
	'opcache.file_cache_only=1',
	'-d',
	'opcache.validate_timestamps=1',
	'-d',
	'opcache.revalidate_freq=0',
];

/**
 * Runs bin/uf-dev.php on the test site and answers what it printed (its errors come with the
 * exception, not on the test's output).
 * @param args The command and its arguments.
 */
function ufDev( ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			...OPCODE_CACHE,
			path.join( root, 'bin/uf-dev.php' ),
			`--site=${ E2E_SITE }`,
			...args,
		],
		{ encoding: 'utf8', stdio: 'pipe' }
	);
}

/**
 * Switches the test site's edition, licence and add-ons (bin/uf-dev.php).
 * @param tier
 */
export function setTier( tier: Tier ): void {
	ufDev( 'tier', tier );
}

/**
 * Turns one add-on on or off on the test site (bin/uf-dev.php), the tier's others unchanged.
 * @param key The add-on's key (question-types, targeting, branding, behavior, templates).
 * @param on  Whether it is active.
 */
export function setAddon( key: string, on: boolean ): void {
	ufDev( 'addon', key, on ? 'on' : 'off' );
}

/**
 * Switches the test site's language (bin/uf-dev.php installs the tests' translations first).
 * @param locale en_US, de_DE (the tests' German) or ar (right to left).
 */
export function setLanguage( locale: 'en_US' | 'de_DE' | 'ar' ): void {
	ufDev( 'language', locale );
}

/**
 * An upgraded site whose WP-Cron cannot run (bin/uf-dev.php cron-stuck): every survey's counters
 * to recount, the rebuild's step overdue, WP-Cron looking busy; off frees WP-Cron again.
 * @param on Stuck or free.
 */
export function setCronStuck( on: boolean ): void {
	ufDev( 'cron-stuck', on ? 'on' : 'off' );
}

/**
 * Spam protection on the test site (bin/uf-dev.php captcha): Cloudflare Turnstile with the site
 * itself standing in for Cloudflare (tests/e2e/fixtures/fake-captcha.php), its verifier confirming
 * or refusing every token; or no provider. Answers the tokens the verifier was asked about.
 * @param mode on, refuse, off, or seen (only reads the tokens).
 */
export function setCaptcha( mode: 'on' | 'refuse' | 'off' | 'seen' ): string[] {
	const out = ufDev( 'captcha', mode );
	return mode === 'seen' ? ( JSON.parse( out ) as string[] ) : [];
}

/**
 * Puts every plugin setting back to the server's defaults (bin/uf-dev.php deletes the option).
 */
export function resetSettings(): void {
	ufDev( 'settings-reset' );
}

/** A survey's rows as stored, for what REST does not show (`shown`, the browser, raw values). */
/**
 * The token a page printed for a survey (bin/uf-dev.php token), issued now or some hours ago.
 * @param surveyId The survey.
 * @param hoursAgo How long ago the page was made.
 */
export function surveyToken( surveyId: number, hoursAgo = 0 ): string {
	return ufDev( 'token', String( surveyId ), String( hoursAgo ) ).trim();
}

export interface StoredRows {
	responses: Array< Record< string, string | null > >;
	answers: Array< Record< string, string | null > >;
	fields: Array< { response_id: string; name: string; value: string } >;
}

/**
 * Reads a survey's stored response and answer rows (bin/uf-dev.php responses).
 * @param surveyId The survey.
 */
export function storedRows( surveyId: number ): StoredRows {
	return JSON.parse( ufDev( 'responses', String( surveyId ) ) ) as StoredRows;
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

/** A visitor's own browser: no cookies, no storage, so every visitor starts as a new one. */
export interface Visitor {
	context: BrowserContext;
	page: Page;
	/** The page's errors, as collectErrors() gathers them. */
	errors: string[];
}

/**
 * Opens a new visitor's browser (the admin's login is not in it).
 * @param browser The test's browser.
 * @param device  A device to emulate, e.g. devices[ 'Pixel 7' ]; a desktop without.
 */
export async function newVisitor(
	browser: Browser,
	device: BrowserContextOptions = {}
): Promise< Visitor > {
	const context = await browser.newContext( device );
	const page = await context.newPage();
	return { context, page, errors: collectErrors( page ) };
}

/** One response save as the widget sends it (POST surveys/{id}/responses). */
export interface ResponseSave {
	answers: Array< { question_id: string; value: unknown; extra?: string } >;
	response_key: string;
	shown: string[];
	completed: boolean;
	nonce: string;
}

function isSaveOf( request: Request, surveyId: number ): boolean {
	return (
		request.method() === 'POST' &&
		request.url().includes( `/surveys/${ surveyId }/responses` )
	);
}

/**
 * Records the saves a page sends for a survey, in order, as sent (the list fills as they go).
 * @param page     The visitor's page, before the visitor answers.
 * @param surveyId The survey.
 */
export function recordSaves( page: Page, surveyId: number ): ResponseSave[] {
	const saves: ResponseSave[] = [];
	page.on( 'request', ( request ) => {
		if ( isSaveOf( request, surveyId ) ) {
			saves.push( request.postDataJSON() as ResponseSave );
		}
	} );
	return saves;
}

/**
 * Waits for the server's answer to the survey's save that completes the response, or to one that
 * does not: a visitor's earlier saves may still be going out one after another.
 * @param page      The visitor's page.
 * @param surveyId  The survey.
 * @param completed Which save to wait for.
 */
export function saveAnswered(
	page: Page,
	surveyId: number,
	completed: boolean
): Promise< Response > {
	return page.waitForResponse(
		( response ) =>
			isSaveOf( response.request(), surveyId ) &&
			( response.request().postDataJSON() as ResponseSave ).completed ===
				completed
	);
}

/**
 * A radio-button question: one choice among the options.
 * @param id      Its id (answers and logic refer to it).
 * @param title   Its title, the visitor's question.
 * @param options The choices.
 */
export function radioQuestion( id: string, title: string, options: string[] ) {
	return { id, type: 'radio-button', title, config: { options } };
}

/** A survey for one spec's own pages, as targetedSurvey() takes it. */
export interface TargetedSurvey {
	title: string;
	/** The pages it shows on: those whose query holds `uf={slug}`. */
	slug: string;
	questions: unknown[];
	behavior?: Record< string, unknown >;
	/** The devices it shows on; all three without. */
	devices?: Array< 'desktop' | 'tablet' | 'mobile' >;
	/** False: no e-mail to the site admin for each response (a new survey sends one). */
	emails?: boolean;
}

/**
 * A survey's fields for SurveysApi.save(), shown only on its own `?uf=…` pages (a page rule:
 * the elite tier's targeting add-on), so that specs and tests do not meet each other's surveys.
 * @param survey What the survey is.
 */
export function targetedSurvey( survey: TargetedSurvey ) {
	const { title, slug, questions, behavior = {}, emails = true } = survey;
	return {
		title,
		questions,
		settings: {
			targeting: {
				devices: survey.devices ?? [ 'desktop', 'tablet', 'mobile' ],
				pages: 'advanced',
				page_rules: [
					{
						logic: 'query_parameter_contains',
						operator: '&&',
						data: `uf=${ slug }`,
					},
				],
			},
			behavior,
		},
		...( emails ? {} : { notifications: { email: { active: false } } } ),
	};
}

/**
 * The admin's side of a spec that shows surveys to visitors. While it runs, the seed's live
 * surveys are drafts, so only the spec's own surveys can show on its pages; end() deletes the
 * surveys and pages saved through it and puts the seed's surveys live again.
 */
export class SurveyRun {
	readonly api: SurveysApi;
	private readonly context: BrowserContext;
	private readonly seededLive: number[];
	private readonly surveys = new Set< number >();
	private readonly pages: number[] = [];

	private constructor(
		api: SurveysApi,
		context: BrowserContext,
		seededLive: number[]
	) {
		this.api = api;
		this.context = context;
		this.seededLive = seededLive;
	}

	/**
	 * Drafts the seed's live surveys, as the admin.
	 * @param browser The test's browser.
	 */
	static async start( browser: Browser ): Promise< SurveyRun > {
		const context = await browser.newContext( {
			storageState: ADMIN_STATE,
		} );
		const api = await SurveysApi.for( await context.newPage() );
		const seededLive = await api.publishedIds();
		if ( seededLive.length ) {
			await api.setStatus( 'draft', seededLive );
		}
		return new SurveyRun( api, context, seededLive );
	}

	/**
	 * Saves a survey (published unless it says otherwise), deleted at the end.
	 * @param survey The survey's fields; an id updates that survey.
	 */
	async save( survey: Record< string, unknown > ): Promise< number > {
		const id = await this.api.save( survey );
		this.surveys.add( id );
		return id;
	}

	/**
	 * Publishes a WordPress page, deleted at the end.
	 * @param title   Page title.
	 * @param content Page content (shortcodes welcome).
	 */
	async createPage(
		title: string,
		content: string
	): Promise< { id: number; link: string } > {
		const page = await this.api.createPage( title, content );
		this.pages.push( page.id );
		return page;
	}

	async end(): Promise< void > {
		await this.api.remove( [ ...this.surveys ] );
		await this.api.deletePages( this.pages );
		if ( this.seededLive.length ) {
			await this.api.setStatus( 'publish', this.seededLive );
		}
		await this.context.close();
	}
}

/**
 * Logs a user in through wp-login.php. WordPress focuses and selects the username field about
 * 200 ms after the page loads: typing before that can land in the wrong field, so it waits for
 * that focus first.
 * @param page     A page of a context without the user's cookies.
 * @param user     The user's login.
 * @param password Their password.
 */
export async function logIn(
	page: Page,
	user: string,
	password = 'password'
): Promise< void > {
	await page.goto( '/wp-login.php' );
	const name = page.getByLabel( 'Username or Email Address' );
	await expect( name ).toBeFocused();
	await name.fill( user );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}

/**
 * Presses a key (Tab, or Shift+Tab to go back) until the control has the focus — also inside
 * the widget's shadow root, whose focused element is that root's.
 * @param page    The page.
 * @param control The control.
 * @param key     Tab, or Shift+Tab to go back.
 */
export async function tabTo(
	page: Page,
	control: Locator,
	key = 'Tab'
): Promise< void > {
	for ( let i = 0; i < 60; i++ ) {
		if (
			await control.evaluate(
				( el ) =>
					el ===
					( el.getRootNode() as Document | ShadowRoot ).activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( 'Tab never reached the control' );
}
