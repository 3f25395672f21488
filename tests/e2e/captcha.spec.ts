import { expect, test, type Page, type Request } from '@playwright/test';

import {
	ADMIN_STATE,
	newVisitor,
	radioQuestion,
	saveAnswered,
	screenshotPath,
	setCaptcha,
	setTier,
	storedRows,
	SurveyRun,
} from './support';

/**
 * Spam protection in Chromium on the real site (on Pro here; it is in every edition), with the site
 * itself standing in for Cloudflare Turnstile (this machine reaches neither Cloudflare nor
 * Google): the provider's script and its siteverify endpoint are local, set by the two filters.
 * With no provider the widget asks for no script and sends no token; with Turnstile, the script
 * loads only when the answer is about to be saved, its token goes with that save and the server
 * verifies it before storing; when the verifier refuses, nothing is stored. The admin sees the
 * provider in Settings → Integrations, the secret only as its last four characters.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId = 0;
let shareUrl = '';

const PROVIDER = /uf_fake_captcha|challenges\.cloudflare\.com|recaptcha/;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `captcha-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

/**
 * The page's requests to a captcha provider, as they go.
 * @param page The visitor's page.
 */
function providerRequests( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'request', ( request: Request ) => {
		if ( PROVIDER.test( request.url() ) ) {
			seen.push( request.url() );
		}
	} );
	return seen;
}

test.beforeAll( async ( { browser } ) => {
	// Spam protection is in every edition (PHPUnit proves Lite); the run is on Pro so that the
	// seeded surveys it drafts, some with Pro features, are published again at its end.
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Spam protected survey',
		questions: [
			radioQuestion( 'rate', 'How was the workshop?', [
				'Great',
				'Fine',
				'Not for me',
			] ),
		],
		settings: { page: { enabled: true, layout: 'theme' } },
		notifications: { email: { active: false } },
	} );
	shareUrl =
		( await run.api.full< { share_url: string | null } >( surveyId ) )
			.share_url ?? '';
} );

test.afterAll( async () => {
	setCaptcha( 'off' );
	await run.end();
	setTier( 'lite' );
} );

test( 'no provider: no captcha script is requested and no token sent', async ( {
	browser,
} ) => {
	setCaptcha( 'off' );
	const { context, page, errors } = await newVisitor( browser );
	const requested = providerRequests( page );
	await page.goto( shareUrl );
	const saved = saveAnswered( page, surveyId, true );
	await page.getByLabel( 'Fine' ).click();
	const answer = await saved;
	expect( answer.status() ).toBe( 201 );
	expect( 'captcha' in answer.request().postDataJSON() ).toBe( false );
	await expect( page.getByText( 'Thanks for your feedback!' ) ).toBeVisible();
	expect( requested ).toEqual( [] );
	expect( storedRows( surveyId ).responses ).toHaveLength( 1 );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'Turnstile: the script loads only when the answer is saved, and the server verifies its token before storing', async ( {
	browser,
} ) => {
	setCaptcha( 'on' );
	const { context, page, errors } = await newVisitor( browser );
	const requested = providerRequests( page );
	await page.goto( shareUrl );
	await expect(
		page.getByRole( 'heading', { name: 'How was the workshop?' } )
	).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	expect( requested, 'nothing before the visitor answers' ).toEqual( [] );
	await shot( page, 'before-answer' );

	const saved = saveAnswered( page, surveyId, true );
	await page.getByLabel( 'Great' ).click();
	const answer = await saved;
	expect( answer.status() ).toBe( 201 );
	const token = answer.request().postDataJSON().captcha as string;
	expect( token ).toMatch( /^e2e-pass-\d+$/ );
	expect( requested ).toEqual( [
		new URL( '/?uf_fake_captcha=script', shareUrl ).href,
	] );
	expect( setCaptcha( 'seen' ), 'the server asked the verifier' ).toEqual( [
		token,
	] );
	await expect( page.getByText( 'Thanks for your feedback!' ) ).toBeVisible();
	await shot( page, 'answered' );
	expect( storedRows( surveyId ).responses ).toHaveLength( 2 );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'the verifier refuses the token: the server answers 403 and stores nothing', async ( {
	browser,
} ) => {
	setCaptcha( 'refuse' );
	const before = storedRows( surveyId ).responses.length;
	const { context, page, errors } = await newVisitor( browser );
	await page.goto( shareUrl );
	const saved = saveAnswered( page, surveyId, true );
	await page.getByLabel( 'Not for me' ).click();
	const answer = await saved;
	expect( answer.status() ).toBe( 403 );
	expect( ( await answer.json() ).code ).toBe(
		'userfeedback_captcha_failed'
	);
	expect( setCaptcha( 'seen' ) ).toHaveLength( 1 );
	await shot( page, 'refused' );
	expect( storedRows( surveyId ).responses ).toHaveLength( before );
	expect( errors ).toEqual( [ expect.stringContaining( '403' ) ] );
	await context.close();
} );

test( 'Settings → Integrations shows the provider; the secret only as its last four characters', async ( {
	browser,
} ) => {
	setCaptcha( 'on' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		'/wp-admin/admin.php?page=userfeedback_settings#/integrations'
	);
	const section = page.getByRole( 'region', { name: 'Spam protection' } );
	await expect(
		section.getByRole( 'radio', { name: 'Cloudflare Turnstile' } )
	).toBeChecked();
	await expect( section.getByLabel( 'Site Key' ) ).toHaveValue(
		'e2e-site-key'
	);
	await expect( section.getByLabel( 'Secret Key' ) ).toHaveValue( '' );
	await expect(
		section.getByText( /A secret key ending in cret is saved/ )
	).toBeVisible();
	await section
		.getByRole( 'radio', {
			name: 'Let responses through (recommended: no feedback is lost)',
		} )
		.check();
	await section.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( section.getByText( 'Settings saved.' ) ).toBeVisible();
	await section.scrollIntoViewIfNeeded();
	await shot( page, 'settings' );
	await context.close();
} );
