import { expect, test, type Locator, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	collectErrors,
	resetSettings,
	screenshotPath,
	setTier,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * Three things an owner walking the product tripped over, walked again as the owner would, in
 * Lite and in elite, with screenshots: Settings → Widget shows the position visitors really get;
 * every results screen says which days it covers and changes them in one click; the Publish
 * step's summary says what the survey will do once live.
 */

test.use( { storageState: ADMIN_STATE } );
test.describe.configure( { mode: 'serial' } );

const ADMIN = '/wp-admin/admin.php?page=userfeedback_';
const created: number[] = [];
let webhookId = 0;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `owner-polish-${ name }` ),
		fullPage: true,
	} );
}

async function nonce( page: Page ): Promise< string > {
	const response = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await response.text() ).trim();
}

async function saveSettings( page: Page, settings: Record< string, unknown > ) {
	const response = await page.request.post( `${ REST }/settings`, {
		headers: { 'X-WP-Nonce': await nonce( page ) },
		data: { settings },
	} );
	expect( response.ok(), await response.text() ).toBe( true );
}

/**
 * A fresh document: a hash URL equal to the current one would only scroll, not reload.
 * @param page
 * @param url
 */
async function open( page: Page, url: string ) {
	await page.goto( 'about:blank' );
	await page.goto( url );
}

/**
 * Nothing still loading: the new range's figures are in.
 * @param page
 */
async function settled( page: Page ) {
	await expect(
		page.locator( '#userfeedback-app [aria-busy="true"]' )
	).toHaveCount( 0, { timeout: 15_000 } );
	await expect(
		page.locator( '#userfeedback-app .spinner.is-active' )
	).toHaveCount( 0, { timeout: 15_000 } );
}

/**
 * A data card's figure.
 * @param page
 * @param label
 */
function card( page: Page, label: string ): Locator {
	return page
		.locator( '.uf-results-card' )
		.filter( { has: page.locator( 'dt', { hasText: label } ) } )
		.locator( '.uf-results-card__value' );
}

function rangeGroup( page: Page ): Locator {
	return page.getByRole( 'group', { name: 'Date range' } );
}

test.afterAll( async ( { browser } ) => {
	setTier( 'elite' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await ( await SurveysApi.for( page ) ).remove( created );
	if ( webhookId ) {
		await page.request.delete( `${ REST }/webhooks/${ webhookId }`, {
			headers: { 'X-WP-Nonce': await nonce( page ) },
		} );
	}
	await context.close();
	resetSettings();
	setTier( 'lite' );
} );

test( 'Settings → Widget shows Lite the position its visitors get, and the preview agrees', async ( {
	page,
	browser,
} ) => {
	const errors = collectErrors( page );
	// A middle position chosen while the site was Pro.
	setTier( 'elite' );
	await saveSettings( page, { widget_position: 'middle_left' } );
	await open( page, `${ ADMIN }settings#/widget` );
	await expect(
		page.getByRole( 'radio', { name: 'Middle Left' } )
	).toBeChecked();
	await expect( page.locator( '.uf-position-picker__note' ) ).toHaveCount(
		0
	);

	setTier( 'lite' );
	// What visitors get: the page's widget data, as an anonymous visitor sees it.
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const home = await visitor.newPage();
	await home.goto( '/' );
	const positions = await home.evaluate( () =>
		( window.userfeedbackWidget?.surveys ?? [] ).map(
			( survey ) => survey.settings.theming.position
		)
	);
	await visitor.close();
	expect( positions.length ).toBeGreaterThan( 0 );
	expect( new Set( positions ) ).toEqual( new Set( [ 'bottom_right' ] ) );

	await open( page, `${ ADMIN }settings#/widget` );
	const group = page.getByRole( 'group', { name: 'Widget position' } );
	await expect(
		group.getByRole( 'radio', { name: 'Bottom Right' } )
	).toBeChecked();
	await expect(
		group.getByRole( 'radio', { name: /Middle Left/ } )
	).not.toBeChecked();
	await expect( group ).toContainText(
		'Visitors see the widget at Bottom Right. Your saved position, Middle Left, is a PRO feature: it applies once UserFeedback Pro is active.'
	);
	const preview = page
		.getByRole( 'region', { name: 'Widget preview' } )
		.locator( '.uf-widget' );
	await expect( preview ).toHaveClass( /uf-pos-bottom_right/ );
	await shot( page, 'widget-lite-stored-middle' );

	// The stored choice still opens the upgrade modal, and stays stored.
	await group.locator( '.uf-position-picker__choice--middle_left' ).click();
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.getByRole( 'heading', { name: /is a PRO feature/ } )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect(
		group.getByRole( 'radio', { name: 'Bottom Right' } )
	).toBeChecked();

	// Back on Pro, the stored choice applies again.
	setTier( 'elite' );
	await open( page, `${ ADMIN }settings#/widget` );
	await expect(
		page.getByRole( 'radio', { name: 'Middle Left' } )
	).toBeChecked();
	await expect( preview ).toHaveClass( /uf-pos-middle_left/ );
	await shot( page, 'widget-elite-middle' );
	expect( errors ).toEqual( [] );
} );

for ( const tier of [ 'lite', 'elite' ] as const ) {
	test( `every results screen says which days it covers and changes them in one click (${ tier })`, async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		setTier( tier );
		const api = await SurveysApi.for( page );
		const website = await api.idOf( 'Website Experience' );
		const nps = await api.idOf( 'Net Promoter Score' );

		// A survey's results: all dates by default, said at the picker under the switcher.
		await open( page, `${ ADMIN }results#/survey/${ website }` );
		const range = rangeGroup( page );
		await expect(
			range.getByRole( 'button', { name: 'All dates' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( range ).toContainText(
			/All dates, since \w+ \d+, \d{4}/
		);
		await expect( page.locator( '.uf-results-scope' ) ).toHaveText(
			'All time'
		);
		await settled( page );
		await shot( page, `results-all-dates-${ tier }` );

		await range.getByRole( 'button', { name: 'Last 7 days' } ).click();
		await expect( page ).toHaveURL( /range=last-7-days/ );
		await expect(
			range.getByRole( 'button', { name: 'Last 7 days' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		const days = ( await range
			.locator( '.uf-results-range__current' )
			.textContent() ) as string;
		expect( days ).toMatch( / – / );
		await expect( page.locator( '.uf-results-scope' ) ).toHaveText( days );
		await expect(
			page.locator( '.uf-results-question' ).first()
		).toBeVisible();

		const thirty = range.getByRole( 'button', { name: /Last 30 days/ } );
		if ( tier === 'lite' ) {
			// Lite's gate: 7 days at most, said on the locked choice.
			await expect( thirty ).toHaveAttribute( 'aria-disabled', 'true' );
			await thirty.hover();
			await expect(
				page.getByRole( 'tooltip' ).filter( {
					hasText: 'Upgrade to Pro to unlock Date Ranges',
				} )
			).toBeVisible();
		} else {
			await thirty.click();
			await expect( page ).toHaveURL( /range=last-30-days/ );
			await expect( thirty ).toHaveAttribute( 'aria-pressed', 'true' );
			await settled( page );
			// The range's responses are the past 30 days' (the total card counts the range).
			await expect( card( page, 'Total responses' ) ).toHaveText(
				( await card( page, 'Past 30 days' ).textContent() ) as string
			);
		}
		await settled( page );
		await shot( page, `results-range-${ tier }` );

		// The NPS screen: the same picker, in the same place.
		await open( page, `${ ADMIN }results#/survey/${ nps }` );
		await expect(
			page.getByRole( 'heading', { level: 1, name: /Net Promoter/ } )
		).toBeVisible();
		await expect(
			rangeGroup( page ).getByRole( 'button', {
				name: tier === 'lite' ? 'Last 7 days' : 'Last 30 days',
			} )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			rangeGroup( page ).locator( '.uf-results-range__current' )
		).toContainText( ' – ' );
		await settled( page );
		await shot( page, `results-nps-${ tier }` );

		// The overview: the days beside the two ranges.
		await open( page, `${ ADMIN }results#/` );
		await expect(
			rangeGroup( page ).locator( '.uf-results-toolbar__dates' )
		).toHaveText( / – / );
		await settled( page );
		await shot( page, `results-overview-${ tier }` );
		expect( errors ).toEqual( [] );
	} );
}

test( 'the Publish step says what the survey will do, as far as the plan lets it', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	setTier( 'elite' );
	const api = await SurveysApi.for( page );
	const id = await api.save( {
		title: 'Polish: summary survey',
		status: 'draft',
		questions: [
			{
				id: 'q1',
				type: 'radio-button',
				title: 'Did you find it?',
				config: { options: [ 'Yes', 'No' ] },
			},
		],
		settings: {
			behavior: {
				save_partial: true,
				priority: 7,
				sample_percent: 40,
				ignore_cooldown: true,
				response_limit: 250,
			},
		},
		notifications: {
			email: {
				active: true,
				addresses: 'owner@example.com',
				logic: {
					enable: true,
					action: 'send',
					conditions: [
						{ question_id: 'q1', compare: '==', value: 'No' },
					],
				},
			},
			include_partial: true,
		},
	} );
	created.push( id );
	const hook = await page.request.post( `${ REST }/webhooks`, {
		headers: { 'X-WP-Nonce': await nonce( page ) },
		data: {
			url: 'http://127.0.0.1:8908/uf-polish-hook',
			events: [ 'response.submitted' ],
			survey_ids: [ id ],
		},
	} );
	expect( hook.ok(), await hook.text() ).toBe( true );
	webhookId = ( ( await hook.json() ) as { id: number } ).id;

	const summary = page.getByRole( 'region', { name: 'Survey Summary' } );
	const value = ( term: string ) =>
		summary.locator( 'dt', { hasText: term } ).locator( '+ dd' );

	await open( page, `${ ADMIN }surveys#/edit/${ id }/publish` );
	await expect( value( 'Partial Responses' ) ).toHaveText(
		'Saved as visitors answer; unfinished ones are notified after 30 minutes'
	);
	await expect( value( 'Survey Priority' ) ).toHaveText(
		'7 (a higher number shows first)'
	);
	await expect( value( 'Sampling' ) ).toHaveText( '40% of visitors' );
	await expect( value( 'Survey Cooldown' ) ).toHaveText(
		'Shown even during the site’s cooldown between surveys'
	);
	await expect( value( 'Response Limit' ) ).toHaveText(
		'Closes after 250 completed responses'
	);
	await expect( value( 'Email Notifications' ) ).toHaveText(
		'To owner@example.com, only when its conditions match'
	);
	await expect( value( 'Webhooks' ) ).toHaveText(
		'New responses are sent to 1 endpoint: 127.0.0.1:8908'
	);
	await shot( page, 'publish-summary-elite' );

	// Lite: the survey uses none of it (the save resets them); e-mail goes out unconditionally.
	setTier( 'lite' );
	await open( page, `${ ADMIN }surveys#/edit/${ id }/publish` );
	await expect( value( 'Email Notifications' ) ).toHaveText(
		'To owner@example.com'
	);
	for ( const term of [
		'Partial Responses',
		'Survey Priority',
		'Sampling',
		'Survey Cooldown',
		'Response Limit',
		'Webhooks',
	] ) {
		await expect( summary.locator( 'dt', { hasText: term } ) ).toHaveCount(
			0
		);
	}
	await shot( page, 'publish-summary-lite' );
	expect( errors ).toEqual( [] );
} );
