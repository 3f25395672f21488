import { expect, test, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	screenshotPath,
	setTier,
	targetedSurvey,
} from './support';
import { SurveysApi } from './surveys-api';

/**
 * What an owner walking the product tripped over, reproduced in Chromium on the real e2e site
 * and walked again as the owner would, with screenshots.
 */

test.use( { storageState: ADMIN_STATE } );

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';
const created: number[] = [];

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `owner-walk-${ name }` ),
		fullPage: true,
	} );
}

test.beforeAll( () => setTier( 'elite' ) );

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	await ( await SurveysApi.for( await context.newPage() ) ).remove( created );
	await context.close();
	setTier( 'lite' );
} );

test( 'a save never takes a live survey offline: the reason names the question and stays until fixed', async ( {
	page,
} ) => {
	const api = await SurveysApi.for( page );
	const id = await api.save( {
		title: 'Walk: live survey',
		status: 'publish',
		questions: [
			{ id: 'q1', type: 'text', title: 'How are we doing?' },
			{ id: 'q2', type: 'text', title: 'Anything else?' },
		],
	} );
	created.push( id );

	await page.goto( `${ BUILDER }#/edit/${ id }/questions` );
	const titles = page.getByLabel( 'Question title' );
	await titles.nth( 1 ).fill( '' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();

	const notice = page.getByRole( 'alert' ).filter( {
		hasText:
			'Not saved: this survey is live, and question 2 is not complete (Title is required).',
	} );
	await expect( notice ).toBeVisible();
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Not saved'
	);
	await expect( titles.nth( 1 ) ).toHaveAttribute( 'aria-invalid', 'true' );
	await shot( page, 'live-save-refused' );
	// Still there after the spec's 5 s banner time: it stays until fixed.
	await page.waitForTimeout( 5500 );
	await expect( notice ).toBeVisible();

	const stored = await api.get( id );
	expect( stored.status ).toBe( 'publish' );
	expect( stored.questions[ 1 ].title ).toBe( 'Anything else?' );

	// Fixed, it saves and stays live.
	await titles.nth( 1 ).fill( 'Anything else to tell us?' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( notice ).toHaveCount( 0 );
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Saved'
	);
	expect( ( await api.get( id ) ).status ).toBe( 'publish' );
} );

test( 'an NPS question inside a normal survey gets its score and buckets on its card', async ( {
	page,
	browser,
} ) => {
	const api = await SurveysApi.for( page );
	const live = await api.publishedIds();
	if ( live.length ) {
		await api.setStatus( 'draft', live );
	}
	const id = await api.save( {
		status: 'publish',
		...targetedSurvey( {
			title: 'Walk: NPS inside',
			slug: 'walk-nps',
			questions: [
				{ id: 'score', type: 'nps', title: 'Would you recommend us?' },
				{ id: 'why', type: 'text', title: 'Why?' },
			],
			behavior: { display_length: 'repeatedly' },
			emails: false,
		} ),
	} );
	created.push( id );
	try {
		for ( const score of [ '10', '9', '3' ] ) {
			const visitor = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
			} );
			const v = await visitor.newPage();
			await v.goto( '/?uf=walk-nps' );
			const box = v.locator( '#userfeedback-widget-root .uf-panel' );
			await box.getByLabel( score, { exact: true } ).click();
			const saved = v.waitForResponse(
				( response ) =>
					response.url().includes( `/surveys/${ id }/responses` ) &&
					response.request().method() === 'POST'
			);
			await box.getByRole( 'button', { name: 'Skip' } ).click();
			expect( ( await saved ).ok() ).toBe( true );
			await visitor.close();
		}
	} finally {
		if ( live.length ) {
			await api.setStatus( 'publish', live );
		}
	}

	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ id }`
	);
	const card = page
		.locator( '.uf-results-question' )
		.filter( { hasText: 'Would you recommend us?' } );
	const summary = card.locator( '.uf-results-question__nps' );
	await expect( summary ).toBeVisible();
	// 2 promoters and 1 detractor of 3: 66 % − 33 % (floored) = 33.
	await expect( summary.locator( 'div' ).nth( 0 ) ).toContainText(
		/NPS score\s*33/
	);
	await expect( summary ).toContainText( 'Promoters66%' );
	await expect( summary ).toContainText( 'Detractors33%' );
	await card.scrollIntoViewIfNeeded();
	await shot( page, 'nps-question-card' );
} );
