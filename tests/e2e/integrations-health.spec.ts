/**
 * Integrations that never fail silently, and REST hooks, in Chromium against a real WordPress:
 * - a webhook whose endpoint keeps failing is named, with its last error, in an admin notice on
 *   every screen and in Site Health after three failures in a row; a Send test that works clears
 *   both;
 * - an automation platform subscribes with an application password (HTTP Basic, as Zapier, Make
 *   and n8n do), reads a sample, gets a visitor's response signed, and a subscriber that answers
 *   410 Gone is removed.
 * The endpoints are a Node HTTP server started here (the dev must-use plugin lets the site post to
 * 127.0.0.1).
 */
import { createHmac } from 'crypto';
import { expect, request, test, type Page } from '@playwright/test';

import { collectErrors, screenshotPath, setTier, SITE_SUFFIX } from './support';
import { startReceiver, type Receiver } from './receiver';
import { SurveysApi } from './surveys-api';

const INTEGRATIONS =
	'/wp-admin/admin.php?page=userfeedback_settings#/integrations';

let endpoint: Receiver;
let base = '';

/** What /flaky answers: the endpoint is down until a test sets it up again. */
let flakyStatus = 500;

async function shot( page: Page, name: string ) {
	await page.screenshot( {
		path: screenshotPath( `integrations-health-${ name }${ SITE_SUFFIX }` ),
		fullPage: true,
	} );
}

test.beforeAll( async () => {
	endpoint = await startReceiver( ( asked ) => {
		if ( asked === '/gone' ) {
			return { status: 410, body: 'unsubscribed' };
		}
		return asked === '/flaky' && flakyStatus === 500
			? { status: 500, body: 'database is down for maintenance' }
			: { status: 200, body: 'ok' };
	} );
	base = endpoint.base;
} );

test.afterAll( async () => {
	setTier( 'lite' );
	await endpoint.close();
} );

test( 'Pro: a webhook that keeps failing is named in a notice and Site Health until a test works', async ( {
	page,
} ) => {
	setTier( 'elite' );
	flakyStatus = 500;
	const errors = collectErrors( page );

	await page.goto( INTEGRATIONS );
	const section = page.getByRole( 'region', { name: 'Webhooks' } );
	await section.getByRole( 'button', { name: 'Add Webhook' } ).click();
	await section.getByLabel( 'Endpoint URL' ).fill( `${ base }/flaky` );
	await section.getByRole( 'button', { name: 'Save Webhook' } ).click();
	await expect( page.getByText( 'Webhook added.' ) ).toBeVisible();
	await section.getByRole( 'button', { name: 'I have copied it' } ).click();

	const row = section.getByRole( 'row', {
		name: new RegExp( `${ base }/flaky` ),
	} );
	for ( let i = 0; i < 3; i++ ) {
		await row.getByRole( 'button', { name: 'Send test' } ).click();
		await expect(
			section.getByText( /The endpoint answered HTTP 500/ ).first()
		).toBeVisible();
	}

	// Any admin screen names it, with the last error and where to fix it.
	await page.goto( '/wp-admin/index.php' );
	const notice = page.locator( '.userfeedback-failing-integrations' );
	await expect( notice ).toContainText(
		'UserFeedback: an integration keeps failing, so responses are not reaching it.'
	);
	const host = base.replace( 'http://', '' );
	await expect( notice ).toContainText(
		`Webhook to ${ host }/flaky failed 3 times in a row`
	);
	await expect( notice ).toContainText( 'The endpoint answered HTTP 500.' );
	await expect(
		notice.getByRole( 'link', {
			name: 'Open Settings → Integrations to send a test',
		} )
	).toHaveAttribute( 'href', /page=userfeedback_settings#\/integrations$/ );
	await shot( page, 'notice' );

	await page.goto( '/wp-admin/site-health.php' );
	await expect(
		page.getByText( 'A UserFeedback integration keeps failing' )
	).toBeVisible( { timeout: 30_000 } );

	// Back up: one test that works, and the notice is gone.
	flakyStatus = 200;
	await page.goto( INTEGRATIONS );
	const again = page
		.getByRole( 'region', { name: 'Webhooks' } )
		.getByRole( 'row', { name: new RegExp( `${ base }/flaky` ) } );
	await again.getByRole( 'button', { name: 'Send test' } ).click();
	await expect(
		page.getByText( /^Test delivered: HTTP 200 in \d+ ms\.$/ )
	).toBeVisible();
	await page.goto( '/wp-admin/index.php' );
	await expect(
		page.locator( '.userfeedback-failing-integrations' )
	).toHaveCount( 0 );

	// Tidy: this site's other specs count webhooks.
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page.goto( INTEGRATIONS );
	const last = page
		.getByRole( 'region', { name: 'Webhooks' } )
		.getByRole( 'row', { name: new RegExp( `${ base }/flaky` ) } );
	await last.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( last ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'Pro: an automation platform subscribes with an application password, gets a response signed, and a 410 unsubscribes', async ( {
	page,
	browser,
	baseURL,
} ) => {
	setTier( 'elite' );
	endpoint.received.length = 0;
	const api = await SurveysApi.for( page );
	const title = `Zap survey ${ Date.now() }`;
	const surveyId = await api.save( {
		title,
		notifications: { email: { active: false } },
		questions: [
			{
				id: 'q1',
				type: 'radio-button',
				title: 'Was it easy?',
				config: { options: [ 'Yes', 'No' ] },
			},
		],
	} );
	const surveyPage = await api.createPage(
		`Zap page ${ Date.now() }`,
		`[userfeedback id="${ surveyId }"]`
	);

	// The owner makes an application password, as they would in Users → Profile.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const made = await page.request.post(
		'/wp-json/wp/v2/users/me/application-passwords',
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { name: `Zapier ${ Date.now() }` },
		}
	);
	expect( made.status() ).toBe( 201 );
	const { password } = ( await made.json() ) as { password: string };

	// The platform's side: no cookie, HTTP Basic with the application password.
	const platform = await request.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
		extraHTTPHeaders: {
			Authorization: `Basic ${ Buffer.from( `admin:${ password }` ).toString( 'base64' ) }`,
		},
	} );
	const hooks = '/wp-json/userfeedback/v1/hooks';

	const sample = await platform.get(
		`${ hooks }/samples/response.submitted?survey_id=${ surveyId }`
	);
	expect( sample.status() ).toBe( 200 );
	const [ shaped ] = await sample.json();
	expect( shaped.survey ).toEqual( { id: surveyId, title } );
	expect( shaped.response.answers[ 0 ] ).toMatchObject( {
		question_id: 'q1',
		question_title: 'Was it easy?',
		value: 'Yes',
	} );

	const subscribed = await platform.post( hooks, {
		data: {
			target_url: `${ base }/zap`,
			event: 'response.submitted',
			survey_id: surveyId,
		},
	} );
	expect( subscribed.status() ).toBe( 201 );
	const hook = await subscribed.json();
	expect( hook.secret ).toMatch( /^whsec_[0-9a-f]{48}$/ );
	const gone = await platform.post( hooks, {
		data: {
			target_url: `${ base }/gone`,
			event: 'response.submitted',
			survey_id: surveyId,
		},
	} );
	expect( gone.status() ).toBe( 201 );
	const goneHook = await gone.json();

	// Without the password, nothing.
	const anonymous = await request.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	expect( ( await anonymous.get( hooks ) ).status() ).toBe( 401 );
	await anonymous.dispose();

	// A visitor answers; the delivery goes out in the background, signed.
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const front = await visitor.newPage();
	await front.goto( surveyPage.link );
	const panel = front.locator( '.userfeedback-inline .uf-panel' );
	await panel.getByLabel( 'Yes' ).click();
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await visitor.close();

	await expect
		.poll( () => endpoint.received.map( ( r ) => r.path ).sort(), {
			timeout: 30_000,
		} )
		.toEqual( [ '/gone', '/zap' ] );
	const delivery = endpoint.received.find( ( r ) => r.path === '/zap' )!;
	expect( delivery.signature ).toBe(
		`sha256=${ createHmac( 'sha256', hook.secret ).update( delivery.body ).digest( 'hex' ) }`
	);
	expect( JSON.parse( delivery.body ).response.answers[ 0 ].value ).toBe(
		'Yes'
	);

	// The subscriber that answered 410 is gone; the platform unsubscribes the other.
	await expect
		.poll( async () =>
			(
				( await ( await platform.get( hooks ) ).json() ) as Array< {
					id: number;
				} >
			 ).map( ( h ) => h.id )
		)
		.toEqual( [ hook.id ] );
	expect( goneHook.id ).not.toBe( hook.id );
	const removed = await platform.delete( `${ hooks }/${ hook.id }` );
	expect( removed.status() ).toBe( 200 );
	expect( await ( await platform.get( hooks ) ).json() ).toEqual( [] );
	await platform.dispose();
} );
