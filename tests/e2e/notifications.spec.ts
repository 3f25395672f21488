import {
	expect,
	request as playwrightRequest,
	test,
	type Locator,
	type Page,
} from '@playwright/test';
import { collectErrors, screenshotPath, surveyToken } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The notifications drawer on the real site (configuration.md §2.8, §4; docs/rest-api.md
 * "Notifications"): a visitor's first answer to a survey, sent through the public REST route,
 * becomes a notification; one is dismissed, then the rest with Dismiss All; the Dismissed view
 * lists them; `?open=userfeedback_notifications` opens the drawer by itself.
 */

const STAMP = Date.now().toString( 36 );
const TITLES = [ `Checkout poll ${ STAMP }`, `Pricing poll ${ STAMP }` ];

/**
 * A published survey with one text question.
 *
 * @param api   REST as the admin.
 * @param title Title.
 */
async function publishedSurvey( api: SurveysApi, title: string ) {
	return api.save( {
		title,
		status: 'publish',
		questions: [
			{
				id: 'q1',
				title: 'Anything to add?',
				type: 'text',
				config: { options: [] },
				settings: {
					required: false,
					randomize: false,
					comment_box: false,
				},
				logic: { enabled: false, action: 'show', conditions: [] },
			},
		],
	} );
}

/**
 * A visitor's answer, through the public route, with no cookies.
 *
 * @param baseURL  The site.
 * @param surveyId Survey.
 */
async function visitorAnswers( baseURL: string, surveyId: number ) {
	const visitor = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const response = await visitor.post(
		`${ REST }/surveys/${ surveyId }/responses`,
		{
			data: {
				answers: [ { question_id: 'q1', value: 'Works well.' } ],
				nonce: surveyToken( surveyId ),
				page_submitted: { url: `${ baseURL }/`, title: 'Home' },
			},
		}
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	await visitor.dispose();
}

function drawer( page: Page ): Locator {
	return page.getByRole( 'dialog', { name: 'Notifications' } );
}

function card( scope: Locator, title: string ): Locator {
	return scope.getByRole( 'listitem' ).filter( {
		has: scope.page().getByRole( 'heading', {
			name: `“${ title }” received its first response`,
		} ),
	} );
}

async function shot( page: Page, name: string ) {
	await page.screenshot( {
		path: screenshotPath( `notifications-${ name }` ),
	} );
}

test.describe.configure( { mode: 'serial' } );

const created: number[] = [];

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys' );
	await ( await SurveysApi.for( page ) ).remove( created );
	await page.close();
} );

test( 'a first response shows in the drawer; dismiss one, then all; Dismissed lists them', async ( {
	page,
	baseURL,
} ) => {
	// Two surveys, three responses and a reload before the last step: more than the default
	// 30 s on this two-core machine while the other lane runs beside it.
	test.slow();
	const errors = collectErrors( page );
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys' );
	const api = await SurveysApi.for( page );
	for ( const title of TITLES ) {
		const id = await publishedSurvey( api, title );
		created.push( id );
		await visitorAnswers( baseURL!, id );
	}
	// A second answer is no news.
	await visitorAnswers( baseURL!, created[ 0 ] );

	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys' );
	const bell = page.getByRole( 'button', {
		name: /^Notifications \(\d+ new\)$/,
	} );
	await expect( bell ).toBeVisible();
	await page.locator( '.uf-header' ).screenshot( {
		path: screenshotPath( 'notifications-badge' ),
	} );
	await bell.click();
	const panel = drawer( page );
	for ( const title of TITLES ) {
		await expect( card( panel, title ) ).toHaveCount( 1 );
	}
	await expect(
		card( panel, TITLES[ 0 ] ).getByRole( 'link', { name: 'View Results' } )
	).toHaveAttribute(
		'href',
		new RegExp( `page=userfeedback_results#/survey/${ created[ 0 ] }$` )
	);
	await shot( page, 'inbox' );

	await card( panel, TITLES[ 0 ] )
		.getByRole( 'button', { name: /^Dismiss “/ } )
		.click();
	await expect( card( panel, TITLES[ 0 ] ) ).toHaveCount( 0 );
	await expect( card( panel, TITLES[ 1 ] ) ).toHaveCount( 1 );

	await panel.getByRole( 'button', { name: 'Dismiss All' } ).click();
	await expect(
		panel.getByText( 'You have no new notifications.' )
	).toBeVisible();
	await expect(
		panel.getByRole( 'button', { name: 'Dismiss All' } )
	).toBeDisabled();
	await expect(
		page.getByRole( 'button', { name: 'Notifications', exact: true } )
	).toBeVisible();

	await panel.getByRole( 'tab', { name: 'Dismissed' } ).click();
	for ( const title of TITLES ) {
		await expect( card( panel, title ) ).toHaveCount( 1 );
	}
	await shot( page, 'dismissed' );

	// Stored per user on the server: a reload still has them dismissed.
	await page.reload();
	await page
		.getByRole( 'button', { name: 'Notifications', exact: true } )
		.click();
	await expect(
		drawer( page ).getByText( 'You have no new notifications.' )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );

test( '?open=userfeedback_notifications opens the drawer by itself', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto(
		'/wp-admin/admin.php?page=userfeedback_results&open=userfeedback_notifications'
	);
	const panel = drawer( page );
	await expect( panel ).toBeVisible();
	await panel.getByRole( 'tab', { name: 'Dismissed' } ).click();
	await expect( card( panel, TITLES[ 1 ] ) ).toHaveCount( 1 );
	await shot( page, 'auto-open' );

	// Another value leaves it closed.
	await page.goto(
		'/wp-admin/admin.php?page=userfeedback_results&open=something_else'
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Results' } )
	).toBeVisible();
	await expect( drawer( page ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'the REST routes refuse unknown actions', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=userfeedback_surveys' );
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const refused = await page.request.post( `${ REST }/notifications/action`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { class: 'wpdb', action: 'query' },
	} );
	expect( refused.status() ).toBe( 400 );
	expect( ( await refused.json() ).code ).toBe(
		'userfeedback_unknown_action'
	);
} );
