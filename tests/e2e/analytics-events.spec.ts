import { copyFileSync, mkdirSync, rmSync } from 'fs';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	E2E_SITE,
	newVisitor,
	radioQuestion,
	resetSettings,
	saveAnswered,
	screenshotPath,
	setTier,
	SurveyRun,
} from './support';

/**
 * Analytics events and the WP Consent API in Chromium on a real WordPress page. The page's GA4 or
 * Tag Manager is an inline script added by the test only (page.addInitScript): the standard gtag
 * snippet recording its calls, or a bare dataLayer. The WP Consent API is a must-use plugin copied
 * in for this spec (fixtures/wp-consent-api-standin.php) that follows the API's documented
 * functions. Proves: no events while the site has not opted in; once opted in, the three events
 * with the survey's id and title, the question type and the NPS bucket and nothing typed; with the
 * API, no cookie and no event until the visitor consents, then both.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const MU_PLUGIN = path.join(
	__dirname,
	'../../.dev/sites',
	E2E_SITE,
	'wp-content/mu-plugins/uf-e2e-wp-consent-api.php'
);

let run: SurveyRun;
let surveyId = 0;
let pageUrl = '';

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `analytics-events-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

/** GA4's snippet, recording each gtag() call as a plain array. */
const GTAG = () => {
	const w = window as unknown as {
		dataLayer: unknown[];
		gtag: ( ...args: unknown[] ) => void;
		gtagCalls: unknown[][];
	};
	w.dataLayer = [];
	w.gtagCalls = [];
	w.gtag = function ( ...args: unknown[] ) {
		w.gtagCalls.push( JSON.parse( JSON.stringify( args ) ) );
		// eslint-disable-next-line prefer-rest-params -- gtag.js pushes its arguments object.
		w.dataLayer.push( arguments );
	};
};

/** Tag Manager's container snippet leaves a dataLayer array. */
const GTM = () => {
	( window as unknown as { dataLayer: unknown[] } ).dataLayer = [];
};

const gtagCalls = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { gtagCalls: unknown[][] } ).gtagCalls
	);

const base = { survey_id: 0, survey_title: 'E2E Analytics survey' };

async function answer( page: Page ) {
	const widget = page.locator( '.uf-panel' );
	await widget.getByLabel( 'Great' ).click();
	await widget.getByLabel( '9', { exact: true } ).click();
	await widget
		.getByPlaceholder( 'Type your answer here...' )
		.fill( 'My private comment' );
	const saved = saveAnswered( page, surveyId, true );
	await widget.getByRole( 'button', { name: 'Next' } ).click();
	await saved;
	await expect(
		widget.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	resetSettings();
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: base.survey_title,
		questions: [
			radioQuestion( 'rate', 'How was the workshop?', [
				'Great',
				'Fine',
			] ),
			{ id: 'nps', type: 'nps', title: 'Would you recommend us?' },
			{ id: 'why', type: 'text', title: 'Anything else?' },
		],
		notifications: { email: { active: false } },
	} );
	base.survey_id = surveyId;
	pageUrl = ( await run.createPage( 'E2E Analytics page', 'Hello.' ) ).link;
} );

test.afterAll( async () => {
	rmSync( MU_PLUGIN, { force: true } );
	setTier( 'elite' );
	resetSettings();
	await run.end();
} );

test( 'off (the default): nothing reaches gtag; on: the three events, with no answer in them', async ( {
	browser,
} ) => {
	const off = await newVisitor( browser );
	await off.page.addInitScript( GTAG );
	await off.page.goto( pageUrl );
	await expect( off.page.locator( '.uf-panel' ) ).toBeVisible();
	await answer( off.page );
	expect( await gtagCalls( off.page ) ).toEqual( [] );
	await off.context.close();

	await run.api.saveSettings( { analytics_events: true } );
	const on = await newVisitor( browser );
	await on.page.addInitScript( GTAG );
	await on.page.goto( pageUrl );
	await expect( on.page.locator( '.uf-panel' ) ).toBeVisible();
	await answer( on.page );
	// "Completed" follows the stored response, which may come after the thank-you shows.
	await expect
		.poll( () => gtagCalls( on.page ) )
		.toEqual( [
			[ 'event', 'userfeedback_survey_shown', base ],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'radio-button' },
			],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'nps', nps_bucket: 'promoter' },
			],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'text' },
			],
			[ 'event', 'userfeedback_survey_completed', base ],
		] );
	const calls = await gtagCalls( on.page );
	expect( JSON.stringify( calls ) ).not.toMatch( /Great|My private comment/ );
	expect( on.errors ).toEqual( [] );
	await shot( on.page, 'gtag' );
	await on.context.close();
} );

test( 'Tag Manager without gtag: the events go to the dataLayer', async ( {
	browser,
} ) => {
	await run.api.saveSettings( { analytics_events: true } );
	const { context, page } = await newVisitor( browser );
	await page.addInitScript( GTM );
	await page.goto( pageUrl );
	await expect( page.locator( '.uf-panel' ) ).toBeVisible();
	await answer( page );
	// "Completed" follows the stored response, which may come after the thank-you shows.
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					( window as unknown as { dataLayer: unknown[] } ).dataLayer
			)
		)
		.toEqual( [
			{ event: 'userfeedback_survey_shown', ...base },
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'radio-button',
			},
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'nps',
				nps_bucket: 'promoter',
			},
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'text',
			},
			{ event: 'userfeedback_survey_completed', ...base },
		] );
	await context.close();
} );

test( 'with the WP Consent API: no cookie and no event until the visitor consents, then both', async ( {
	browser,
} ) => {
	await run.api.saveSettings( { analytics_events: true } );
	mkdirSync( path.dirname( MU_PLUGIN ), { recursive: true } );
	copyFileSync(
		path.join( __dirname, 'fixtures/wp-consent-api-standin.php' ),
		MU_PLUGIN
	);
	const { context, page, errors } = await newVisitor( browser );
	await page.addInitScript( GTAG );
	await page.goto( pageUrl );
	expect(
		await page.evaluate(
			() =>
				(
					window as unknown as {
						userfeedbackWidget: { consent_api?: boolean };
					}
				 ).userfeedbackWidget.consent_api
		)
	).toBe( true );
	const widget = page.locator( '.uf-panel' );
	await expect( widget ).toBeVisible();
	await widget.getByLabel( 'Great' ).click();
	await expect( widget.getByLabel( '9', { exact: true } ) ).toBeVisible();
	const ours = async () =>
		( await context.cookies() ).filter( ( c ) =>
			c.name.startsWith( 'userfeedback' )
		);
	expect( await ours() ).toEqual( [] );
	expect( await gtagCalls( page ) ).toEqual( [] );

	// The visitor accepts statistics, then functional cookies, on the consent banner.
	await page.evaluate( () =>
		(
			window as unknown as {
				wp_set_consent: ( c: string, v: string ) => void;
			}
		 ).wp_set_consent( 'statistics', 'allow' )
	);
	await widget.getByLabel( '9', { exact: true } ).click();
	expect( await gtagCalls( page ) ).toEqual( [
		[
			'event',
			'userfeedback_question_answered',
			{ ...base, question_type: 'nps', nps_bucket: 'promoter' },
		],
	] );
	expect( await ours() ).toEqual( [] );
	await page.evaluate( () =>
		(
			window as unknown as {
				wp_set_consent: ( c: string, v: string ) => void;
			}
		 ).wp_set_consent( 'functional', 'allow' )
	);
	await widget.getByPlaceholder( 'Type your answer here...' ).fill( 'Fine' );
	const saved = saveAnswered( page, surveyId, true );
	await widget.getByRole( 'button', { name: 'Next' } ).click();
	await saved;
	await expect(
		widget.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	// Written once the completing save has answered.
	await expect
		.poll( async () => ( await ours() ).map( ( c ) => c.name ) )
		.toContain( `userfeedback-${ surveyId }` );
	expect( ( await gtagCalls( page ) ).map( ( c ) => c[ 1 ] ) ).toEqual( [
		'userfeedback_question_answered',
		'userfeedback_question_answered',
		'userfeedback_survey_completed',
	] );
	expect( errors ).toEqual( [] );
	await context.close();
	rmSync( MU_PLUGIN, { force: true } );
} );

test( 'Settings → Integrations → Analytics events in Lite (locked) and Pro', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	// A new load each time: the same address with its hash would not reload the app.
	const open = async () => {
		await page.goto( 'about:blank' );
		await page.goto(
			'/wp-admin/admin.php?page=userfeedback_settings#/integrations'
		);
		const section = page.getByRole( 'region', {
			name: 'Analytics events',
		} );
		await section.scrollIntoViewIfNeeded();
		return section;
	};
	const box = {
		name: 'Send survey events to Google Analytics or Tag Manager',
	};

	resetSettings();
	setTier( 'lite' );
	let section = await open();
	await expect( section.getByRole( 'checkbox', box ) ).toBeDisabled();
	await section.screenshot( {
		path: screenshotPath( 'analytics-events-settings-lite' ),
	} );
	await section
		.getByRole( 'button', { name: /Analytics Events is a PRO feature/ } )
		.click();
	await expect(
		page.getByRole( 'heading', {
			name: 'Analytics Events is a PRO feature',
		} )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );

	setTier( 'elite' );
	await run.api.saveSettings( { analytics_events: false } );
	section = await open();
	// The tab's other Pro sections load their own chunks and lists: let them settle first.
	await expect(
		page.getByRole( 'button', { name: 'Add Slack Destination' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Add Webhook' } )
	).toBeVisible();
	await section.getByRole( 'checkbox', box ).check();
	await page.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( ( await run.api.settings() ).analytics_events ).toBe( true );
	await section.screenshot( {
		path: screenshotPath( 'analytics-events-settings-pro' ),
	} );
	await context.close();
} );
