/**
 * Slack notifications in Chromium against a real WordPress: an administrator on Pro (elite) adds a
 * Slack destination under Settings → Integrations (pointing at a receiver started here that
 * answers as Slack does; the dev site allows 127.0.0.1 with userfeedback_slack_url_allowed), sends
 * a test and reads Slack's answer, chooses the destination in a survey's Notifications step with
 * a condition (NPS below 7), and a visitor's answer arrives as a Block Kit message while one that
 * does not meet the condition posts nothing. Lite sees what it would do instead, in both places.
 */
import { expect, test, type Page } from '@playwright/test';

import { collectErrors, screenshotPath, setTier, SITE_SUFFIX } from './support';
import { startReceiver, type Receiver } from './receiver';
import { SurveysApi } from './surveys-api';

const INTEGRATIONS =
	'/wp-admin/admin.php?page=userfeedback_settings#/integrations';
const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';

let endpoint: Receiver;
let base = '';

async function shot( page: Page, name: string, region?: string ) {
	const file = screenshotPath( `slack-${ name }${ SITE_SUFFIX }` );
	if ( region ) {
		await page
			.getByRole( 'region', { name: region } )
			.screenshot( { path: file } );
		return;
	}
	await page.screenshot( { path: file, fullPage: true } );
}

async function nps( api: SurveysApi, title: string ) {
	return api.save( {
		title,
		notifications: { email: { active: false } },
		questions: [
			{
				id: 'q1',
				type: 'nps',
				title: 'How likely are you to recommend us?',
			},
		],
	} );
}

test.beforeAll( async () => {
	// Slack's incoming webhooks answer 200 "ok".
	endpoint = await startReceiver();
	base = endpoint.base;
} );

test.afterAll( async () => {
	setTier( 'lite' );
	await endpoint.close();
} );

test( 'Lite: Integrations and the Notifications step say what Slack notifications do', async ( {
	page,
} ) => {
	setTier( 'lite' );
	const api = await SurveysApi.for( page );
	// NPS is a Pro question type: Lite's survey asks a multiple choice.
	const surveyId = await api.save( {
		title: `Slack Lite ${ Date.now() }`,
		questions: [
			{
				id: 'q1',
				type: 'radio-button',
				title: 'Was it easy?',
				config: { options: [ 'Yes', 'No' ] },
			},
		],
	} );

	await page.goto( INTEGRATIONS );
	const section = page.getByRole( 'region', { name: 'Slack' } );
	await expect( section ).toContainText(
		'Slack notifications come with UserFeedback Pro and a Pro or Elite license.'
	);
	await expect(
		section.getByRole( 'link', { name: /Upgrade to Pro/ } )
	).toBeVisible();
	await expect(
		section.getByRole( 'button', { name: 'Add Slack Destination' } )
	).toHaveCount( 0 );
	await shot( page, 'settings-lite', 'Slack' );

	await page.goto( `${ BUILDER }#/edit/${ surveyId }/notifications` );
	const card = page.getByRole( 'region', { name: 'Slack' } );
	await expect( card ).toContainText(
		'Post new responses to Slack channels with UserFeedback Pro and a Pro or Elite license.'
	);
	await expect( card.getByRole( 'checkbox' ) ).toHaveCount( 0 );
	await shot( page, 'builder-lite', 'Slack' );
	await api.remove( [ surveyId ] );
} );

test( 'Pro: add a destination, test it, choose it with a condition, and a visitor’s answer is posted', async ( {
	page,
	browser,
} ) => {
	test.slow();
	setTier( 'elite' );
	endpoint.received.length = 0;
	const errors = collectErrors( page );
	const api = await SurveysApi.for( page );
	const title = `Slack survey ${ Date.now() }`;
	const name = `#feedback-${ Date.now() }`;
	const surveyId = await nps( api, title );
	const surveyPage = await api.createPage(
		`Slack page ${ Date.now() }`,
		`[userfeedback id="${ surveyId }"]`
	);

	// Add a destination: an address not of Slack's form is refused at its field.
	await page.goto( INTEGRATIONS );
	const section = page.getByRole( 'region', { name: 'Slack' } );
	await section
		.getByRole( 'button', { name: 'Add Slack Destination' } )
		.click();
	await section.getByLabel( 'Name' ).fill( name );
	const url = section.getByLabel( 'Webhook URL' );
	await url.fill( 'https://example.com/services/T1/B2/abc' );
	await section.getByRole( 'button', { name: 'Save Destination' } ).click();
	await expect(
		section.getByText( /^Enter a Slack incoming webhook URL/ )
	).toBeVisible();
	await expect( url ).toHaveAttribute( 'aria-invalid', 'true' );
	await url.fill( `${ base }/services/T0SLACK/B0SLACK/secret1234` );
	await section.getByRole( 'button', { name: 'Save Destination' } ).click();
	await expect(
		page.getByText(
			'Slack destination added. Choose it in a survey’s Notifications step.'
		)
	).toBeVisible();
	const row = section.getByRole( 'row', { name: new RegExp( name ) } );
	await expect( row ).toContainText( '/…1234' );
	await expect( row ).not.toContainText( 'secret1234' );
	await expect( row ).toContainText( 'None yet' );

	// Send test: Slack's own answer is shown.
	await row.getByRole( 'button', { name: 'Send test' } ).click();
	await expect(
		section.getByText(
			/^Test message posted: Slack answered HTTP 200 in \d+ ms\.$/
		)
	).toBeVisible();
	await expect(
		section.locator( 'code', { hasText: /^ok$/ } )
	).toBeVisible();
	expect( endpoint.received ).toHaveLength( 1 );
	expect( endpoint.received[ 0 ].signature ).toBe( '' );
	expect( JSON.parse( endpoint.received[ 0 ].body ).text ).toBe(
		'Test message from UserFeedback'
	);
	await shot( page, 'settings-pro', 'Slack' );

	// Choose it in the survey's Notifications step, posting only detractors.
	await page.goto( `${ BUILDER }#/edit/${ surveyId }/notifications` );
	const card = page.getByRole( 'region', { name: 'Slack' } );
	await card.getByRole( 'checkbox', { name } ).check();
	await card
		.getByRole( 'checkbox', {
			name: 'Post to Slack only when conditions are met',
		} )
		.check();
	await card.getByLabel( 'Comparison' ).selectOption( '<' );
	await card.getByLabel( 'Answer', { exact: true } ).selectOption( '7' );
	await shot( page, 'builder-pro', 'Slack' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect
		.poll(
			async () =>
				(
					( await api.get( surveyId ) ) as unknown as {
						notifications: { slack: unknown };
					}
				 ).notifications.slack
		)
		.toMatchObject( {
			logic: {
				enable: true,
				conditions: [ { question_id: 'q1', compare: '<', value: '7' } ],
			},
		} );
	endpoint.received.length = 0;

	// A promoter posts nothing; a detractor is posted as a Block Kit message.
	for ( const score of [ '9', '3' ] ) {
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( surveyPage.link );
		const panel = front.locator( '.userfeedback-inline .uf-panel' );
		await panel.getByLabel( score, { exact: true } ).click();
		await expect(
			panel.getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await visitor.close();
	}
	await expect
		.poll( () => endpoint.received.length, { timeout: 30_000 } )
		.toBeGreaterThan( 0 );
	// The promoter's response came first: had it been queued, it would have arrived by now.
	await page.waitForTimeout( 2000 );
	expect( endpoint.received ).toHaveLength( 1 );
	expect( endpoint.received[ 0 ].path ).toBe(
		'/services/T0SLACK/B0SLACK/secret1234'
	);
	const body = JSON.parse( endpoint.received[ 0 ].body );
	expect( body.text ).toBe( `New response to "${ title }"` );
	expect( body.blocks[ 0 ] ).toMatchObject( {
		type: 'header',
		text: { type: 'plain_text', text: title },
	} );
	expect( body.blocks[ 1 ].text.text ).toBe(
		'*How likely are you to recommend us?*\n3 out of 10 (Detractor)'
	);
	expect( body.blocks.at( -1 ).elements[ 0 ] ).toMatchObject( {
		type: 'button',
		text: { text: 'View response' },
	} );
	expect( body.blocks.at( -1 ).elements[ 0 ].url ).toMatch(
		new RegExp(
			`page=userfeedback_results#/survey/${ surveyId }/responses/\\d+$`
		)
	);

	// The list and the log say it was delivered.
	await page.goto( INTEGRATIONS );
	const reloaded = page
		.getByRole( 'region', { name: 'Slack' } )
		.getByRole( 'row', { name: new RegExp( name ) } );
	await expect( reloaded ).toContainText( 'Delivered · HTTP 200' );
	await reloaded.getByRole( 'button', { name: 'Deliveries' } ).click();
	const log = page.getByRole( 'table', {
		name: 'Deliveries, newest first',
	} );
	await expect( log.getByRole( 'row' ) ).toHaveCount( 3 );
	await expect( log.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'New response'
	);
	await shot( page, 'log' );

	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await reloaded.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		page.getByText( 'Slack destination deleted.' )
	).toBeVisible();
	await api.deletePages( [ surveyPage.id ] );
	await api.remove( [ surveyId ] );
	// The one refusal asked for: the address not of Slack's form.
	expect(
		errors.filter( ( error ) => ! error.includes( 'status of 400' ) )
	).toEqual( [] );
} );
