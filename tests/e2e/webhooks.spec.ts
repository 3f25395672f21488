/**
 * Webhooks in Chromium against a real WordPress: an administrator on Pro (elite) adds a
 * webhook under Settings → Integrations, copies its secret, sends a test, a visitor answers a
 * survey, and a real receiver (a Node HTTP server started here) gets the signed delivery; the
 * delivery log shows it. Lite sees what webhooks would do instead.
 */
import { createHmac } from 'crypto';
import { expect, test, type Page } from '@playwright/test';

import { collectErrors, screenshotPath, setTier, SITE_SUFFIX } from './support';
import { startReceiver, type Receiver } from './receiver';
import { SurveysApi } from './surveys-api';

const INTEGRATIONS =
	'/wp-admin/admin.php?page=userfeedback_settings#/integrations';

let endpoint: Receiver;
let base = '';

async function shot( page: Page, name: string ) {
	await page.screenshot( {
		path: screenshotPath( `webhooks-${ name }${ SITE_SUFFIX }` ),
		fullPage: true,
	} );
}

test.beforeAll( async () => {
	endpoint = await startReceiver( () => ( {
		status: 200,
		body: 'received',
	} ) );
	base = endpoint.base;
} );

test.afterAll( async () => {
	setTier( 'lite' );
	await endpoint.close();
} );

test( 'Lite: the Integrations tab says what webhooks do and how to get them', async ( {
	page,
} ) => {
	setTier( 'lite' );
	await page.goto( INTEGRATIONS );
	const section = page.getByRole( 'region', { name: 'Webhooks' } );
	await expect( section ).toContainText(
		'Webhooks come with UserFeedback Pro and a Pro or Elite license.'
	);
	await expect(
		section.getByRole( 'link', {
			name: /Upgrade to Pro to unlock this feature/,
		} )
	).toBeVisible();
	await expect(
		section.getByRole( 'button', { name: 'Add Webhook' } )
	).toHaveCount( 0 );
} );

test( 'Pro: add a webhook, send a test, and a visitor’s answer arrives signed', async ( {
	page,
	browser,
} ) => {
	setTier( 'elite' );
	endpoint.received.length = 0;
	const errors = collectErrors( page );
	const api = await SurveysApi.for( page );
	const title = `Webhook survey ${ Date.now() }`;
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
		`Webhook page ${ Date.now() }`,
		`[userfeedback id="${ surveyId }"]`
	);

	await page.goto( INTEGRATIONS );
	const section = page.getByRole( 'region', { name: 'Webhooks' } );
	await section.getByRole( 'button', { name: 'Add Webhook' } ).click();
	await section
		.getByLabel( 'Endpoint URL' )
		.fill( `${ base }/hooks/userfeedback` );
	await expect( section.getByLabel( /^New response/ ) ).toBeChecked();
	await section.getByLabel( /^Survey published/ ).check();
	await section.getByLabel( 'Only these surveys' ).check();
	await section.getByLabel( title ).check();
	await section.getByRole( 'button', { name: 'Save Webhook' } ).click();

	await expect( page.getByText( 'Webhook added.' ) ).toBeVisible();
	const secret = (
		await section.locator( '.uf-webhooks__secret' ).textContent()
	)?.trim();
	expect( secret ).toMatch( /^whsec_[0-9a-f]{48}$/ );
	await shot( page, 'secret' );
	await section.getByRole( 'button', { name: 'I have copied it' } ).click();
	await expect( section.locator( '.uf-webhooks__secret' ) ).toHaveCount( 0 );

	const row = section.getByRole( 'row', { name: new RegExp( base ) } );
	await expect( row ).toContainText( 'New response, Survey published' );
	await expect( row ).toContainText( '1 survey' );
	await expect( row ).toContainText( 'None yet' );

	await row.getByRole( 'button', { name: 'Send test' } ).click();
	await expect(
		section.getByText( /^Test delivered: HTTP 200 in \d+ ms\.$/ )
	).toBeVisible();
	expect( endpoint.received.map( ( r ) => r.event ) ).toEqual( [ 'test' ] );

	// A visitor answers on the page; the delivery goes out after the response, in the background.
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
		.poll( () => endpoint.received.map( ( r ) => r.event ), {
			timeout: 30_000,
		} )
		.toContain( 'response.submitted' );
	const delivery = endpoint.received.find(
		( r ) => r.event === 'response.submitted'
	)!;
	expect( delivery.path ).toBe( '/hooks/userfeedback' );
	expect( delivery.signature ).toBe(
		`sha256=${ createHmac( 'sha256', secret! )
			.update( delivery.body )
			.digest( 'hex' ) }`
	);
	const body = JSON.parse( delivery.body );
	expect( body.event ).toBe( 'response.submitted' );
	expect( body.survey ).toEqual( { id: surveyId, title } );
	expect( body.response.answers ).toEqual( [
		{
			question_id: 'q1',
			question_title: 'Was it easy?',
			type: 'radio-button',
			value: 'Yes',
			extra: null,
		},
	] );
	expect( body.response.page_submitted.url ).toBe( surveyPage.link );

	await page.reload();
	const reloaded = page
		.getByRole( 'region', { name: 'Webhooks' } )
		.getByRole( 'row', { name: new RegExp( base ) } );
	await expect( reloaded ).toContainText( 'Delivered · HTTP 200' );
	await reloaded.getByRole( 'button', { name: 'Deliveries' } ).click();
	const log = page.getByRole( 'table', {
		name: 'Deliveries, newest first',
	} );
	await expect( log.getByRole( 'row' ) ).toHaveCount( 3 );
	await expect( log.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'New response'
	);
	await expect( log.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'Delivered'
	);
	await expect( log.getByRole( 'row' ).nth( 2 ) ).toContainText( 'Test' );
	await shot( page, 'log' );

	// Delete it: gone after a reload, and the survey page too.
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await reloaded.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Webhook deleted.' ) ).toBeVisible();
	await page.reload();
	await expect(
		page.getByRole( 'region', { name: 'Webhooks' } )
	).toContainText( 'No webhooks yet.' );
	await api.deletePages( [ surveyPage.id ] );
	await api.remove( [ surveyId ] );
	expect( errors ).toEqual( [] );
} );
