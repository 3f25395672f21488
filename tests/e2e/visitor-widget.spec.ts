import { expect, test, type Locator, type Page } from '@playwright/test';
import {
	axe,
	collectErrors,
	resetSettings,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
	surveyToken,
	targetedSurvey,
} from './support';

/**
 * The visitor widget on the real e2e site (visitor.md): a visitor answers every question type,
 * by mouse and by keyboard alone, inline and floating; timing, display length and a cached page
 * snapshot behave as the spec says; the stored rows are read back with bin/uf-dev.php.
 *
 * Each survey here is targeted at its own `?uf=…` query (page rules need the elite tier's
 * targeting add-on); the seed's live surveys are drafted for the run and published again after.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

async function responseCount( surveyId: number, count: number ) {
	await expect
		.poll( () => storedRows( surveyId ).responses.length, {
			timeout: 5000,
		} )
		.toBe( count );
}

const q = (
	id: string,
	type: string,
	extra: Record< string, unknown > = {}
) => ( { id, type, title: `${ id } question?`, ...extra } );

const opts = ( ...options: string[] ) => ( { config: { options } } );

/**
 * A survey titled `E2E {slug}` shown only on pages whose query contains `uf={slug}`.
 *
 * @param slug      The query value.
 * @param questions The questions.
 * @param behavior  Behaviour settings.
 * @param devices   The devices it shows on; all without.
 */
function targeted(
	slug: string,
	questions: unknown[],
	behavior: Record< string, unknown > = {},
	devices?: Array< 'desktop' | 'tablet' | 'mobile' >
) {
	return targetedSurvey( {
		title: `E2E ${ slug }`,
		slug,
		questions,
		behavior: { display_length: 'repeatedly', ...behavior },
		devices,
	} );
}

function widget( page: Page ): Locator {
	return page.locator( '#userfeedback-widget-root' );
}

function panel( page: Page ): Locator {
	return widget( page ).locator( '.uf-panel' );
}

/**
 * The widget's renderer requests the page makes (build/widget-renderer.[hash].js), with the
 * priority Chromium gave each: the loader fetches it only when a survey is about to show, or at
 * low priority once one is eligible but waiting for its trigger.
 * @param page The page, before it navigates.
 */
async function rendererRequests(
	page: Page
): Promise< Array< { url: string; priority: string } > > {
	const seen: Array< { url: string; priority: string } > = [];
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Network.enable' );
	cdp.on( 'Network.requestWillBeSent', ( event ) => {
		if ( RENDERER.test( event.request.url ) ) {
			seen.push( {
				url: event.request.url,
				priority: event.request.initialPriority,
			} );
		}
	} );
	return seen;
}

const RENDERER = /\/build\/widget-renderer\.[0-9a-f]+\.js/;

/**
 * Records the renderer's script element as the loader adds it (webpack removes it once loaded):
 * its nonce (the property: browsers hide the attribute) and fetchpriority.
 * @param page The page, before it navigates.
 */
async function watchRendererScript( page: Page ): Promise< void > {
	await page.addInitScript( ( pattern ) => {
		const found: Array< { nonce: string; priority: string | null } > = [];
		( window as unknown as { ufRenderer: typeof found } ).ufRenderer =
			found;
		new MutationObserver( ( records ) => {
			for ( const record of records ) {
				record.addedNodes.forEach( ( node ) => {
					if (
						node instanceof HTMLScriptElement &&
						new RegExp( pattern ).test( node.src )
					) {
						found.push( {
							nonce: node.nonce ?? '',
							priority: node.getAttribute( 'fetchpriority' ),
						} );
					}
				} );
			}
		} ).observe( document, { childList: true, subtree: true } );
	}, RENDERER.source );
}

function rendererScripts(
	page: Page
): Promise< Array< { nonce: string; priority: string | null } > > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					ufRenderer: Array< {
						nonce: string;
						priority: string | null;
					} >;
				}
			 ).ufRenderer
	);
}

function heading( scope: Locator, id: string ): Locator {
	return scope.getByRole( 'heading', { name: `${ id } question?` } );
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `visitor-${ name }` ),
		animations: 'disabled',
	} );
}

let run: SurveyRun;
const ids: Record< string, number > = {};
let longPage = '';
let inlinePage = '';

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	ids.types = await run.save(
		targeted( 'types', [
			q( 'star', 'star-rating', {
				settings: { comment_box: true },
			} ),
			q( 'nps', 'nps' ),
			q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ),
			q( 'check', 'checkbox', opts( 'A', 'B', 'C' ) ),
			q( 'mail', 'email', { config: { include_name: true } } ),
			q( 'long', 'long-text' ),
			q( 'short', 'text' ),
		] )
	);
	ids.keys = await run.save(
		targeted( 'keys', [
			q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ),
			q( 'star', 'star-rating' ),
			q( 'check', 'checkbox', opts( 'A', 'B', 'C' ) ),
			q( 'short', 'text' ),
		] )
	);
	ids.delay = await run.save(
		targeted( 'delay', [ q( 'short', 'text' ) ], {
			timing: 'delay',
			timing_delay: 5,
		} )
	);
	ids.exit = await run.save(
		targeted( 'exit', [ q( 'short', 'text' ) ], {
			timing: 'before_abandon',
		} )
	);
	ids.scroll = await run.save(
		targeted( 'scroll', [ q( 'short', 'text' ) ], {
			timing: 'half_page',
		} )
	);
	for ( const length of [ 'until_response', 'once', 'repeatedly' ] ) {
		ids[ length ] = await run.save(
			targeted(
				length,
				[ q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ) ],
				{
					display_length: length,
				}
			)
		);
	}
	ids.errors = await run.save(
		targeted( 'errors', [
			q( 'mail', 'email' ),
			q( 'radio', 'radio-button', {
				...opts( 'Yes', 'No' ),
				settings: { required: true },
			} ),
		] )
	);
	ids.retry = await run.save(
		targeted( 'retry', [
			q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ),
		] )
	);
	ids.cache = await run.save(
		targeted( 'cache', [
			q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ),
		] )
	);
	ids.desktoponly = await run.save(
		targeted( 'desktoponly', [ q( 'short', 'text' ) ], {}, [ 'desktop' ] )
	);
	// Shown only by shortcode: its page rule matches no page.
	ids.inline = await run.save(
		targeted( 'nowhere', [
			q( 'radio', 'radio-button', opts( 'Yes', 'No' ) ),
		] )
	);

	const long = await run.createPage(
		'E2E long page',
		Array.from(
			{ length: 80 },
			( _, i ) => `<p>Paragraph ${ i + 1 } of a long page.</p>`
		).join( '\n' )
	);
	const inline = await run.createPage(
		'E2E inline page',
		`<p>Before.</p>[userfeedback id="${ ids.inline }"]<p>Between.</p>[userfeedback id="${ ids.inline }"][userfeedback id="999999"]<p>After.</p>`
	);
	longPage = long.link;
	inlinePage = inline.link;
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test.describe( 'as a desktop Chrome visitor', () => {
	test.use( { userAgent: CHROME_WINDOWS } );

	test( 'an answer that cannot continue says why inline; Esc minimises and returns focus to the toggle, whose label says what it does', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await page.goto( '/?uf=errors' );
		const box = panel( page );
		const toggle = widget( page ).locator( '.uf-toggle' );
		await expect( box ).toBeVisible();
		await expect( toggle ).toHaveAttribute(
			'aria-label',
			'Minimize survey'
		);

		const mail = box.getByPlaceholder( 'Email Address' );
		await mail.fill( 'ann@' );
		await expect( box.getByRole( 'alert' ) ).toHaveCount( 0 );
		await mail.press( 'Tab' );
		const message = box.getByRole( 'alert' );
		await expect( message ).toHaveText(
			'Please enter a valid email address.'
		);
		await expect( mail ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( mail ).toHaveAttribute(
			'aria-describedby',
			( await message.getAttribute( 'id' ) )!
		);
		await shot( page, 'invalid-email' );
		await mail.fill( 'ann@example.com' );
		await expect( box.getByRole( 'alert' ) ).toHaveCount( 0 );
		await box.getByRole( 'button', { name: 'Next' } ).click();

		// A required question: Next (by keyboard) says it needs an answer.
		await box.getByRole( 'button', { name: 'Next' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( box.getByRole( 'alert' ) ).toHaveText(
			'Please answer this question.'
		);
		await shot( page, 'required' );

		await page.keyboard.press( 'Escape' );
		await expect( box ).toHaveCount( 0 );
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( toggle ).toHaveAttribute( 'aria-label', 'Open survey' );
		await page.keyboard.press( 'Enter' );
		await expect( panel( page ) ).toBeVisible();
		await expect( toggle ).toHaveAttribute(
			'aria-label',
			'Minimize survey'
		);
		expect( storedRows( ids.errors ).responses ).toHaveLength( 0 );
		expect( errors ).toEqual( [] );
	} );

	test( 'a failed save (a database outage answers 500 with HTML) is retried once, quietly, and stored once', async ( {
		page,
	} ) => {
		const uncaught: string[] = [];
		page.on( 'pageerror', ( error ) => uncaught.push( error.message ) );
		page.on( 'console', ( message ) => {
			if ( /Uncaught|unhandled/i.test( message.text() ) ) {
				uncaught.push( message.text() );
			}
		} );
		let failed = 0;
		await page.route( '**/surveys/*/responses', async ( route ) => {
			if ( failed === 0 ) {
				failed++;
				// What WordPress itself answers when the database is down, before any plugin.
				await route.fulfill( {
					status: 500,
					contentType: 'text/html',
					body: '<html><body><h1>Error establishing a database connection</h1></body></html>',
				} );
				return;
			}
			await route.continue();
		} );
		await page.goto( '/?uf=retry' );
		const box = panel( page );
		await box.getByLabel( 'Yes' ).click();
		await expect(
			box.getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await expect
			.poll( () => storedRows( ids.retry ).responses.length )
			.toBe( 1 );
		expect( failed ).toBe( 1 );
		await expect( box.getByText( /error/i ) ).toHaveCount( 0 );
		expect( uncaught ).toEqual( [] );
	} );

	test( 'when every attempt fails the visitor sees the thanks, nothing alarming, and no script error', async ( {
		page,
	} ) => {
		const uncaught: string[] = [];
		page.on( 'pageerror', ( error ) => uncaught.push( error.message ) );
		page.on( 'console', ( message ) => {
			if ( /Uncaught|unhandled/i.test( message.text() ) ) {
				uncaught.push( message.text() );
			}
		} );
		let attempts = 0;
		await page.route( '**/surveys/*/responses', ( route ) => {
			attempts++;
			return route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: '{"code":"userfeedback_db_error"}',
			} );
		} );
		await page.goto( '/?uf=retry' );
		const box = panel( page );
		await box.getByLabel( 'No' ).click();
		await expect(
			box.getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await expect.poll( () => attempts, { timeout: 8000 } ).toBe( 2 );
		await page.waitForTimeout( 500 );
		expect( attempts ).toBe( 2 );
		expect( uncaught ).toEqual( [] );
	} );

	test( 'a visitor answers every question type and the response and answer rows are stored', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await page.goto( '/?uf=types' );
		const box = panel( page );
		await expect( box ).toHaveAttribute( 'aria-label', 'E2E types' );
		await shot( page, 'open' );

		// Star rating with its comment box (question-types add-on): the choice waits for Next.
		await box.getByLabel( '4', { exact: true } ).check();
		await box
			.getByLabel( 'Add a comment (optional)' )
			.fill( 'Friendly staff' );
		await shot( page, 'star-comment' );
		await box.getByRole( 'button', { name: 'Next' } ).click();

		await expect( heading( box, 'nps' ) ).toBeFocused();
		await expect( box.getByText( 'Not Likely' ) ).toBeVisible();
		await expect( box.getByText( 'Extremely Likely' ) ).toBeVisible();
		// NPS surveys can't be skipped, but this is not an NPS survey: Skip is offered.
		await expect(
			box.getByRole( 'button', { name: 'Skip' } )
		).toBeVisible();
		await shot( page, 'nps' );
		await box.getByLabel( '9', { exact: true } ).click();

		await box.getByLabel( 'Yes' ).click();

		await box.getByLabel( 'A', { exact: true } ).check();
		await box.getByLabel( 'C', { exact: true } ).check();
		await box.getByRole( 'button', { name: 'Next' } ).click();

		await box.getByPlaceholder( 'Email Address' ).fill( 'ann@example.com' );
		await box.getByPlaceholder( 'First Name' ).fill( 'Ann' );
		await box.getByRole( 'button', { name: 'Next' } ).click();

		await box
			.getByPlaceholder( 'Type your answer here...' )
			.fill( 'More dark mode.' );
		await expect( box.getByText( '15 / 400' ) ).toBeVisible();
		await box.getByRole( 'button', { name: 'Next' } ).click();

		await box
			.getByPlaceholder( 'Type your answer here...' )
			.fill( 'Thanks' );
		await box.getByRole( 'button', { name: 'Next' } ).click();

		await expect(
			box.getByText( 'Thanks for your feedback!' )
		).toBeFocused();
		await shot( page, 'thanks' );
		await responseCount( ids.types, 1 );

		const rows = storedRows( ids.types );
		expect( rows.responses[ 0 ] ).toMatchObject( {
			status: 'publish',
			user_device: 'desktop',
			page_url: expect.stringContaining( '?uf=types' ),
		} );
		expect( rows.responses[ 0 ].user_browser ).toBe( 'Chrome 130' );
		expect( rows.responses[ 0 ].user_os ).toBe( 'Windows 10' );
		expect(
			rows.answers.map( ( a ) => [ a.question_id, a.value, a.extra ] )
		).toEqual( [
			[ 'star', '4', 'Friendly staff' ],
			[ 'nps', '9', null ],
			[ 'radio', 'Yes', null ],
			[ 'check', 'A', null ],
			[ 'check', 'C', null ],
			[ 'mail', 'ann@example.com', 'Ann' ],
			[ 'long', 'More dark mode.', null ],
			[ 'short', 'Thanks', null ],
		] );
		// The page still has its cookie: submitted, with the response id.
		const cookie = ( await page.context().cookies() ).find(
			( c ) => c.name === `userfeedback-${ ids.types }`
		);
		expect(
			JSON.parse( decodeURIComponent( cookie?.value ?? '{}' ) )
		).toEqual( {
			submitted: true,
			last_response_id: Number( rows.responses[ 0 ].id ),
		} );
		expect( errors ).toEqual( [] );
	} );
} );

test( 'the whole survey can be answered by keyboard alone', async ( {
	page,
} ) => {
	await page.goto( '/?uf=keys' );
	const box = panel( page );
	await expect( box ).toBeVisible();

	// Tab through the page until focus enters the widget.
	for ( let i = 0; i < 60; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await widget( page ).evaluate(
				( host ) => host.ownerDocument.activeElement === host
			)
		) {
			break;
		}
	}
	await expect(
		box.getByRole( 'button', { name: 'Minimize survey' } )
	).toBeFocused();

	// Radio: arrows choose without moving on; Enter moves on.
	await page.keyboard.press( 'Tab' );
	await expect( box.getByLabel( 'Yes' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( box.getByLabel( 'No' ) ).toBeChecked();
	await expect( heading( box, 'radio' ) ).toBeVisible();
	await page.keyboard.press( 'Enter' );
	await expect( heading( box, 'star' ) ).toBeFocused();

	// Stars: the same.
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( box.getByLabel( '3', { exact: true } ) ).toBeChecked();
	await page.keyboard.press( 'Enter' );
	await expect( heading( box, 'check' ) ).toBeFocused();

	// Checkboxes: Space ticks, Tab moves, Enter moves on.
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Space' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Space' );
	await page.keyboard.press( 'Enter' );
	await expect( heading( box, 'short' ) ).toBeFocused();

	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Typed' );
	await page.keyboard.press( 'Enter' );
	await expect( box.getByText( 'Thanks for your feedback!' ) ).toBeFocused();

	await responseCount( ids.keys, 1 );
	expect(
		storedRows( ids.keys ).answers.map( ( a ) => [
			a.question_id,
			a.value,
		] )
	).toEqual( [
		[ 'radio', 'No' ],
		[ 'star', '3' ],
		[ 'check', 'A' ],
		[ 'check', 'C' ],
		[ 'short', 'Typed' ],
	] );
} );

test( 'axe-core finds no accessibility violations in the open widget', async ( {
	page,
} ) => {
	await page.goto( '/?uf=types' );
	await expect( panel( page ) ).toBeVisible();
	for ( const step of [ 'star', 'nps' ] ) {
		const results = await axe( page )
			.include( '#userfeedback-widget-root' )
			.analyze();
		expect( results.violations, step ).toEqual( [] );
		if ( step === 'star' ) {
			await panel( page ).getByRole( 'button', { name: 'Skip' } ).click();
		}
	}
} );

test( "with the default font setting the widget uses the theme's font, not its own", async ( {
	page,
} ) => {
	resetSettings();
	await page.goto( '/?uf=types' );
	await expect( panel( page ) ).toBeVisible();
	const fonts = await page.evaluate( () => {
		const host = document.getElementById( 'userfeedback-widget-root' );
		const title = host?.shadowRoot?.querySelector( '.uf-panel .uf-title' );
		return {
			body: getComputedStyle( document.body ).fontFamily,
			widget: title ? getComputedStyle( title ).fontFamily : '',
		};
	} );
	expect( fonts.widget ).not.toBe( '' );
	expect( fonts.widget ).toBe( fonts.body );
} );

test( 'the shortcode renders the survey inline, once per placeholder, with no toggle or Close', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto( inlinePage );
	const inline = page.locator(
		`.userfeedback-inline[data-survey-id="${ ids.inline }"]`
	);
	await expect( inline ).toHaveCount( 2 );
	await expect( inline.first().locator( '.uf-panel' ) ).toBeVisible();
	await expect( inline.last().locator( '.uf-panel' ) ).toBeVisible();
	// An unknown id renders nothing; nothing floats on this page.
	await expect(
		page.locator( '.userfeedback-inline[data-survey-id="999999"]' )
	).toHaveCount( 0 );
	await expect( widget( page ) ).toHaveCount( 0 );
	await expect(
		inline.first().getByRole( 'button', { name: 'Open survey' } )
	).toHaveCount( 0 );
	// A block in the theme's content flow, as wide as the theme's paragraphs.
	const paragraphWidth = await page
		.getByText( 'Between.' )
		.evaluate( ( el ) => el.getBoundingClientRect().width );
	expect(
		await inline
			.first()
			.evaluate( ( el ) => el.getBoundingClientRect().width )
	).toBe( paragraphWidth );
	await inline.first().scrollIntoViewIfNeeded();
	await shot( page, 'inline' );

	await inline.first().getByLabel( 'Yes' ).click();
	await expect(
		inline.first().getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await expect(
		inline.first().getByRole( 'button', { name: 'Close' } )
	).toHaveCount( 0 );
	await responseCount( ids.inline, 1 );
	expect( errors ).toEqual( [] );
} );

test( 'delay timing waits timing_delay seconds on a controlled clock', async ( {
	page,
} ) => {
	const renderer = await rendererRequests( page );
	await watchRendererScript( page );
	await page.clock.install();
	await page.goto( '/?uf=delay' );
	await page.clock.runFor( 4000 );
	await expect( widget( page ).locator( '.uf-widget' ) ).toHaveCount( 0 );
	// Eligible and waiting: the renderer is prefetched at a low priority, not run yet.
	await expect(
		page.locator( 'link[rel="prefetch"][href*="/build/widget-renderer."]' )
	).toHaveCount( 1 );
	await expect.poll( () => renderer.length ).toBeGreaterThan( 0 );
	expect( renderer[ 0 ].priority ).toMatch( /^(VeryLow|Low)$/ );
	expect( await rendererScripts( page ) ).toEqual( [] );
	await page.clock.runFor( 1200 );
	await expect( panel( page ) ).toBeVisible();
	expect( await rendererScripts( page ) ).toEqual( [
		{ nonce: '', priority: 'high' },
	] );
} );

test( 'exit intent starts the survey when the mouse heads for the top of the window', async ( {
	page,
} ) => {
	await page.goto( '/?uf=exit' );
	await page.mouse.move( 400, 500 );
	await page.mouse.move( 400, 300, { steps: 4 } );
	await expect( widget( page ).locator( '.uf-widget' ) ).toHaveCount( 0 );
	await page.mouse.move( 400, 60, { steps: 6 } );
	await expect( panel( page ) ).toBeVisible();
} );

test( 'half_page timing starts the survey at 50% scroll', async ( {
	page,
} ) => {
	await page.goto( `${ longPage }?uf=scroll` );
	await page.evaluate( () => window.scrollTo( 0, 200 ) );
	await expect( widget( page ).locator( '.uf-widget' ) ).toHaveCount( 0 );
	await page.evaluate( () =>
		window.scrollTo( 0, document.documentElement.scrollHeight * 0.6 )
	);
	await expect( panel( page ) ).toBeVisible();
} );

test( 'display length holds across reloads: until_response, once and repeatedly', async ( {
	page,
} ) => {
	// until_response: hidden once answered.
	await page.goto( '/?uf=until_response' );
	await panel( page ).getByLabel( 'Yes' ).click();
	await expect(
		panel( page ).getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await responseCount( ids.until_response, 1 );
	await page.reload();
	await expect( page.locator( 'script#userfeedback-widget-js' ) ).toHaveCount(
		1
	);
	await expect( widget( page ) ).toHaveCount( 0 );

	// once: hidden on the next page view even unanswered (its cookie exists). Answering the first
	// survey started the pause after a response (30 minutes on a new install; widget-walk.spec.ts
	// tests it): end it, as a new browser session would.
	await page.context().clearCookies( { name: 'userfeedback_pause' } );
	await page.goto( '/?uf=once' );
	await expect( panel( page ) ).toBeVisible();
	await page.reload();
	await expect( page.locator( 'script#userfeedback-widget-js' ) ).toHaveCount(
		1
	);
	await expect( widget( page ) ).toHaveCount( 0 );

	// repeatedly: back after answering.
	await page.goto( '/?uf=repeatedly' );
	await panel( page ).getByLabel( 'No' ).click();
	await responseCount( ids.repeatedly, 1 );
	await page.reload();
	await expect( panel( page ) ).toBeVisible();
} );

test( 'a page snapshot cached 47 hours still submits; 73 hours is refused without an error on screen', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	const statuses: number[] = [];
	page.on( 'response', ( r ) => {
		if ( r.url().includes( `/surveys/${ ids.cache }/responses` ) ) {
			statuses.push( r.status() );
		}
	} );
	for ( const [ hours, count ] of [
		[ 47, 1 ],
		[ 73, 1 ],
	] ) {
		// Serve the page as a cache would: the HTML as rendered `hours` ago, tokens and all
		// (every candidate survey on the page carries one).
		await page.route( '**/?uf=cache', async ( route ) => {
			const response = await route.fetch();
			const html = ( await response.text() ).replace(
				/"nonce":"[^"]+"/g,
				`"nonce":"${ surveyToken( ids.cache, hours ) }"`
			);
			await route.fulfill( { response, body: html } );
		} );
		await page.context().clearCookies();
		await page.goto( '/?uf=cache' );
		await panel( page ).getByLabel( 'Yes' ).click();
		await expect(
			panel( page ).getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		await responseCount( ids.cache, count );
		await page.unroute( '**/?uf=cache' );
	}
	expect( statuses ).toEqual( [ 201, 403 ] );
	// The refused submission is a 403 in the network log, never an error shown to the visitor.
	expect( errors.filter( ( e ) => ! /403/.test( e ) ) ).toEqual( [] );
} );

test( 'works under a strict Content-Security-Policy with a nonce', async ( {
	page,
} ) => {
	// Every CSP violation on the page, with a sample of what was blocked.
	await page.addInitScript( () => {
		( window as unknown as { cspViolations: string[] } ).cspViolations = [];
		document.addEventListener( 'securitypolicyviolation', ( event ) =>
			(
				window as unknown as { cspViolations: string[] }
			 ).cspViolations.push(
				`${ event.violatedDirective } ${ event.blockedURI } ${ event.sourceFile } ${ event.sample }`
			)
		);
	} );
	const response = await page.goto( '/?uf=keys&uf_csp=1' );
	expect( response?.headers()[ 'content-security-policy' ] ).toContain(
		"script-src 'self' 'nonce-"
	);
	const box = panel( page );
	await expect( box ).toBeVisible();
	// Styled: the widget's stylesheet applied inside the shadow root.
	expect(
		await box.evaluate(
			( el ) => getComputedStyle( el ).borderTopLeftRadius
		)
	).toBe( '10px' );
	await box.getByLabel( 'Yes' ).click();
	await expect( heading( box, 'star' ) ).toBeVisible();

	// WordPress's own inline styles may be refused on this bare policy; nothing of ours is.
	const violations = await page.evaluate(
		() => ( window as unknown as { cspViolations: string[] } ).cspViolations
	);
	expect(
		violations.filter( ( v ) => /userfeedback|widget\.js|uf-/i.test( v ) )
	).toEqual( [] );

	// A policy that trusts no script by its origin: the renderer the loader adds carries the nonce.
	await watchRendererScript( page );
	const strict = await page.goto( '/?uf=keys&uf_csp=nonce' );
	const policy = strict?.headers()[ 'content-security-policy' ] ?? '';
	expect( policy ).toContain( "script-src 'nonce-" );
	await expect( panel( page ) ).toBeVisible();
	const nonce = /'nonce-([^']+)'/.exec( policy )?.[ 1 ];
	expect( await rendererScripts( page ) ).toEqual( [
		{ nonce, priority: 'high' },
	] );
	expect(
		(
			await page.evaluate(
				() =>
					( window as unknown as { cspViolations: string[] } )
						.cspViolations
			)
		).filter( ( v ) => /userfeedback|widget|uf-/i.test( v ) )
	).toEqual( [] );
} );

test.describe( 'on a phone', () => {
	test.use( {
		userAgent: IPHONE,
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true,
	} );

	test( 'device targeting: a desktop-only survey stays hidden, an all-devices one fits the screen', async ( {
		page,
	} ) => {
		const renderer = await rendererRequests( page );
		await page.goto( '/?uf=desktoponly' );
		await expect(
			page.locator( 'script#userfeedback-widget-js' )
		).toHaveCount( 1 );
		await page.waitForLoadState( 'networkidle' );
		await expect( widget( page ) ).toHaveCount( 0 );
		// No survey shown: the page downloaded the loader only.
		expect( renderer ).toEqual( [] );

		await page.goto( '/?uf=keys' );
		const box = panel( page );
		await expect( box ).toBeVisible();
		const rect = await box.boundingBox();
		expect( rect!.x ).toBeGreaterThanOrEqual( 0 );
		expect( rect!.x + rect!.width ).toBeLessThanOrEqual( 390 );
		await shot( page, 'phone' );
		await box.getByLabel( 'Yes' ).tap();
		await expect( heading( box, 'star' ) ).toBeVisible();
	} );
} );

test( 'Lite: a survey with NPS or star questions is not shown', async ( {
	page,
} ) => {
	setTier( 'lite' );
	try {
		await page.goto( '/?uf=types' );
		// In Lite page rules do not apply, so another survey may float, never this one.
		await page.waitForLoadState( 'networkidle' );
		await expect( panel( page ) ).not.toHaveAttribute(
			'aria-label',
			'E2E types'
		);
		await shot( page, 'lite' );
	} finally {
		setTier( 'elite' );
	}
} );
