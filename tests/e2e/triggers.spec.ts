import { devices, expect, test, type Page } from '@playwright/test';
import {
	newVisitor,
	radioQuestion,
	recordSaves,
	saveAnswered,
	screenshotPath,
	setTier,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * Triggers and recontact beyond the spec (docs/decisions.md "The right moment and the right
 * context"), elite tier (behavior add-on), on visitor pages:
 * - click: a click on a button the page added after load starts the survey (delegated listener);
 * - api: `window.userfeedback.show( id )` called before the widget loaded, through the snippet
 *   of docs/hooks.md, shows it once the widget runs; a page that does not ask shows nothing;
 * - scroll: 75 % on a phone: nothing at half the page, the survey past three quarters;
 * - recurring: answered, not asked again on the next page; a week later (the page's clock moved)
 *   asked again, and the second answer is a new response.
 * Each survey shows only on its own `?uf=…` pages; the seed's surveys are drafted for the run.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const PANEL = '#userfeedback-widget-root .uf-panel';
const DAY = 864e5;

let run: SurveyRun;

/**
 * Saves a one-question survey shown only on pages with `?uf={slug}`.
 * @param title    Its title (the panel's accessible name).
 * @param slug     The query value of its pages.
 * @param behavior Its trigger and recontact.
 */
function saveSurvey(
	title: string,
	slug: string,
	behavior: Record< string, unknown >
): Promise< number > {
	return run.save( {
		...targetedSurvey( {
			title,
			slug,
			questions: [
				radioQuestion( 'q1', `${ title }?`, [ 'Yes', 'No' ] ),
			],
			behavior,
			emails: false,
		} ),
	} );
}

/**
 * Whether the widget drew a survey, once the page and the deferred widget have loaded.
 * @param page The visitor's page.
 */
async function widgetShown( page: Page ): Promise< boolean > {
	await page.waitForFunction( () => document.readyState === 'complete' );
	return ( await page.locator( '#userfeedback-widget-root' ).count() ) > 0;
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'click: a button the page adds after load starts the survey', async ( {
	browser,
} ) => {
	await saveSurvey( 'E2E Click', 'click', {
		timing: 'click',
		click_selector: '#late-help',
	} );
	const v = await newVisitor( browser );
	await v.page.goto( '/?uf=click' );
	expect( await widgetShown( v.page ) ).toBe( false );
	// A click elsewhere does nothing.
	await v.page.locator( 'body' ).click( { position: { x: 5, y: 5 } } );
	await v.page.evaluate( () => {
		const button = document.createElement( 'button' );
		button.id = 'late-help';
		button.innerHTML = '<span>Help</span>';
		document.body.prepend( button );
	} );
	await v.page.getByText( 'Help', { exact: true } ).click();
	await expect( v.page.locator( PANEL ) ).toBeVisible();
	await expect( v.page.locator( PANEL ) ).toHaveAttribute(
		'aria-label',
		'E2E Click'
	);
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'api: window.userfeedback.show() called before the widget loaded is queued', async ( {
	browser,
} ) => {
	const id = await saveSurvey( 'E2E Api', 'api', { timing: 'api' } );
	const v = await newVisitor( browser );
	// Without a call, nothing shows.
	await v.page.goto( '/?uf=api' );
	expect( await widgetShown( v.page ) ).toBe( false );

	// The documented snippet, run before any of the page's scripts, then a call for another
	// survey (ignored) and one for this one.
	await v.page.addInitScript( ( surveyId: number ) => {
		/* eslint-disable */
		( function ( u: any ) {
			u.q = u.q || [];
			[ 'show', 'setAttributes' ].forEach( function ( m ) {
				u[ m ] =
					u[ m ] ||
					function () {
						u.q.push( [ m ].concat( [].slice.call( arguments ) ) );
					};
			} );
		} )(
			( ( window as any ).userfeedback =
				( window as any ).userfeedback || {} )
		);
		( window as any ).userfeedback.show( surveyId + 1000 );
		( window as any ).userfeedback.show( surveyId );
		/* eslint-enable */
	}, id );
	await v.page.goto( '/?uf=api' );
	await expect( v.page.locator( PANEL ) ).toBeVisible();
	await expect( v.page.locator( PANEL ) ).toHaveAttribute(
		'aria-label',
		'E2E Api'
	);
	// The queue is emptied of the calls the widget ran.
	expect(
		await v.page.evaluate(
			() =>
				( window as unknown as { userfeedback: { q: unknown[] } } )
					.userfeedback.q.length
		)
	).toBe( 0 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'scroll: 75 % of the page on a phone', async ( { browser } ) => {
	await saveSurvey( 'E2E Scroll', 'scroll', {
		timing: 'scroll',
		scroll_percent: 75,
	} );
	const page = await run.createPage(
		'E2E Long page',
		'<div style="height: 6000px">Long</div>'
	);
	const url = `${ page.link }${ page.link.includes( '?' ) ? '&' : '?' }uf=scroll`;
	const v = await newVisitor( browser, devices[ 'Pixel 7' ] );
	await v.page.goto( url );
	expect( await widgetShown( v.page ) ).toBe( false );
	const scrollTo = ( share: number ) =>
		v.page.evaluate( ( s ) => {
			const max =
				document.documentElement.scrollHeight - window.innerHeight;
			window.scrollTo( 0, max * s );
		}, share );
	await scrollTo( 0.5 );
	// The scroll event has run (a frame later) and still nothing.
	await v.page.evaluate(
		() => new Promise( ( r ) => requestAnimationFrame( () => r( null ) ) )
	);
	expect( await v.page.locator( '#userfeedback-widget-root' ).count() ).toBe(
		0
	);
	await scrollTo( 0.8 );
	await expect( v.page.locator( PANEL ) ).toBeVisible();
	await v.page.screenshot( {
		path: screenshotPath( 'triggers-scroll-phone' ),
	} );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'recurring: asked again a week after answering, as a new response', async ( {
	browser,
} ) => {
	const id = await saveSurvey( 'E2E Recurring', 'recur', {
		repeat_days: 7,
	} );
	const v = await newVisitor( browser );
	const saves = recordSaves( v.page, id );
	await v.page.goto( '/?uf=recur' );
	const panel = v.page.locator( PANEL );
	await expect( panel ).toBeVisible();
	const first = saveAnswered( v.page, id, true );
	await panel.getByLabel( 'Yes' ).click();
	const firstId = ( ( await ( await first ).json() ) as { id: number } ).id;

	// Answered: not on the next page, nor six days later.
	await v.page.goto( '/?uf=recur' );
	expect( await widgetShown( v.page ) ).toBe( false );
	await v.page.clock.setFixedTime( Date.now() + 6 * DAY );
	await v.page.goto( '/?uf=recur' );
	expect( await widgetShown( v.page ) ).toBe( false );

	// A week after the answer: asked again (same browser session), a new response.
	await v.page.clock.setFixedTime( Date.now() + 7 * DAY + 60_000 );
	await v.page.goto( '/?uf=recur' );
	await expect( panel ).toBeVisible();
	const second = saveAnswered( v.page, id, true );
	await panel.getByLabel( 'No' ).click();
	const secondId = ( ( await ( await second ).json() ) as { id: number } ).id;
	expect( secondId ).not.toBe( firstId );
	expect( saves ).toHaveLength( 2 );
	expect( saves[ 1 ].response_key ).not.toBe( saves[ 0 ].response_key );
	// And not again right after.
	await v.page.goto( '/?uf=recur' );
	expect( await widgetShown( v.page ) ).toBe( false );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );
