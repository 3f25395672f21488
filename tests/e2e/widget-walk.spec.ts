import {
	devices,
	expect,
	test,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	newVisitor,
	radioQuestion,
	recordSaves,
	saveAnswered,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * A visitor's walk through what owners and visitors tripped over, elite tier, on a desktop and a
 * phone, by mouse and by keyboard (docs/decisions.md "One survey at a time", "Resuming a
 * response"):
 * - a page with a survey placed in the content and a floating one shows only the inline one;
 * - after finishing a floating survey (or closing it after answering), the next pages show no
 *   other floating survey until the pause ends; at 0 (sites installed before) they do at once;
 * - jump logic: Q1 → Q4 and Q1 → the end; the progress "Question X of Y" is visible; the e-mail
 *   error sits under the e-mail field; the thank-you's focus ring clears the minimise button;
 *   Esc after finishing leaves no toggle;
 * - a partial response resumed after a reload at its first unanswered question is one response.
 * Every survey shows only on pages with its own `?uf=…`; the seeded surveys are drafted for the run.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const PHONE = devices[ 'Pixel 7' ];
const HOST = '#userfeedback-widget-root';
const MINUTE = 6e4;

let run: SurveyRun;
let pauseBefore = 0;
const ids: Record< string, number > = {};
let inlinePage = '';

const text = ( id: string, title: string ) => ( {
	id,
	type: 'text',
	title,
	config: { options: [] },
} );

/**
 * A published survey shown only on pages whose query holds `uf={slug}`, sending no e-mails.
 * @param title     Its title (the panel's name).
 * @param slug      Its pages' query value.
 * @param questions Its questions.
 * @param behavior  Behaviour settings.
 */
function targeted(
	title: string,
	slug: string,
	questions: unknown[],
	behavior: Record< string, unknown > = {}
) {
	return targetedSurvey( {
		title,
		slug,
		questions,
		behavior,
		emails: false,
	} );
}

async function setPause( minutes: number ): Promise< void > {
	await run.api.saveSettings( { widget_pause_after_response: minutes } );
}

function visitor( browser: Browser, phone = false ) {
	return newVisitor( browser, phone ? PHONE : {} );
}

function floating( page: Page ): Locator {
	return page.locator( `${ HOST } .uf-panel` );
}

/**
 * One page view: the floating survey shown (its title) or null, and the floating surveys the
 * server put on the page (so "not shown" is the widget's decision).
 * @param page The visitor's page.
 * @param url  Where to go.
 */
async function visit(
	page: Page,
	url: string
): Promise< { shown: string | null; offered: number[] } > {
	await page.goto( url );
	const offered = await page.evaluate( () =>
		( window.userfeedbackWidget?.surveys ?? [] ).map( ( s ) => s.id )
	);
	// The deferred loader has decided by the load event; an immediate survey's renderer follows.
	await page.waitForTimeout( 400 );
	if ( ( await page.locator( HOST ).count() ) === 0 ) {
		return { shown: null, offered };
	}
	const panel = floating( page );
	if ( ( await panel.count() ) === 0 ) {
		// Minimised: the toggle is the survey shown.
		return { shown: 'toggle', offered };
	}
	return { shown: await panel.getAttribute( 'aria-label' ), offered };
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `widget-walk-${ name }` ),
		animations: 'disabled',
	} );
}

/**
 * Tabs from the page into the floating widget, as a keyboard user reaches it (it is the last
 * thing on the page): answers when focus is on its first control, the minimise button.
 * @param page The visitor's page.
 */
async function tabIntoWidget( page: Page ) {
	for ( let i = 0; i < 80; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await page
				.locator( HOST )
				.evaluate(
					( host ) => host.ownerDocument.activeElement === host
				)
		) {
			return;
		}
	}
	throw new Error( 'Tab never reached the widget' );
}

function withQuery( link: string, slug: string ): string {
	const url = new URL( link );
	url.searchParams.set( 'uf', slug );
	return url.toString();
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	pauseBefore = ( await run.api.settings() ).widget_pause_after_response;

	ids.inline = await run.save(
		targeted( 'E2E Walk inline', 'walk-nowhere', [
			radioQuestion( 'mood', 'How is your day?', [ 'Good', 'Bad' ] ),
			text( 'why', 'Why?' ),
		] )
	);
	ids.floatingOnInline = await run.save(
		targeted( 'E2E Walk floating', 'walk-inline', [
			radioQuestion( 'q1', 'Floating: happy?', [ 'Yes', 'No' ] ),
		] )
	);
	ids.first = await run.save(
		targeted( 'E2E Walk first', 'walk-first', [
			radioQuestion( 'q1', 'First: happy?', [ 'Yes', 'No' ] ),
		] )
	);
	ids.second = await run.save(
		targeted(
			'E2E Walk second',
			'walk-second',
			[
				radioQuestion( 'q1', 'Second: happy?', [ 'Yes', 'No' ] ),
				text( 'q2', 'Second: why?' ),
			],
			{ display_length: 'repeatedly' }
		)
	);
	ids.third = await run.save(
		targeted( 'E2E Walk third', 'walk-third', [
			radioQuestion( 'q1', 'Third: happy?', [ 'Yes', 'No' ] ),
		] )
	);
	ids.jump = await run.save(
		targeted(
			'E2E Walk jumps',
			'walk-jump',
			[
				{
					...radioQuestion( 'q1', 'Did you find what you needed?', [
						'Yes',
						'No',
						'Partly',
					] ),
					jumps: [
						{ compare: '==', value: 'Yes', to: 'q4' },
						{ compare: '==', value: 'No', to: 'end' },
					],
				},
				text( 'q2', 'What was missing?' ),
				text( 'q3', 'Where did you look?' ),
				{
					id: 'q4',
					type: 'email',
					title: 'May we write to you?',
					config: { options: [], include_name: true },
				},
				text( 'q5', 'Anything else?' ),
			],
			{ display_length: 'repeatedly' }
		)
	);
	ids.resume = await run.save(
		targeted(
			'E2E Walk resume',
			'walk-resume',
			[
				radioQuestion( 'q1', 'Resume: first visit?', [ 'Yes', 'No' ] ),
				radioQuestion( 'q2', 'Resume: found it?', [ 'Yes', 'No' ] ),
				text( 'q3', 'Resume: what next?' ),
				text( 'q4', 'Resume: anything else?' ),
			],
			{ save_partial: true }
		)
	);
	const inline = await run.createPage(
		'E2E walk inline page',
		`<p>Before the survey.</p>[userfeedback id="${ ids.inline }"]<p>After the survey.</p>`
	);
	inlinePage = inline.link;
	await setPause( 30 );
} );

test.afterAll( async () => {
	await setPause( pauseBefore );
	await run.end();
	setTier( 'lite' );
} );

test( 'one survey at a time: a page with an inline survey and a floating one shows only the inline, on a desktop and a phone', async ( {
	browser,
} ) => {
	for ( const phone of [ false, true ] ) {
		const v = await visitor( browser, phone );
		const view = await visit(
			v.page,
			withQuery( inlinePage, 'walk-inline' )
		);
		const inline = v.page.locator( '.userfeedback-inline .uf-panel' );
		await expect( inline ).toBeVisible();
		await expect( inline ).toHaveAttribute(
			'aria-label',
			'E2E Walk inline'
		);
		// The server offered the floating survey; the widget kept it off the page.
		expect( view.offered ).toContain( ids.floatingOnInline );
		expect( view.shown ).toBeNull();
		await expect( v.page.locator( HOST ) ).toHaveCount( 0 );
		// The inline survey shows its progress, visible.
		await expect( inline.locator( '.uf-progress' ) ).toHaveText(
			'Question 1 of 2'
		);
		await inline.scrollIntoViewIfNeeded();
		await shot(
			v.page,
			phone ? 'phone-inline-only' : 'desktop-inline-only'
		);

		// Without the inline survey the same floating survey shows.
		expect( ( await visit( v.page, '/?uf=walk-inline' ) ).shown ).toBe(
			'E2E Walk floating'
		);
		if ( phone ) {
			await shot( v.page, 'phone-floating' );
		}
		expect( v.errors ).toEqual( [] );
		await v.context.close();
	}
} );

test( 'the pause: after finishing a floating survey, or closing one after answering, no other floating survey until the pause ends', async ( {
	browser,
} ) => {
	const v = await visitor( browser );
	const pauseCookie = async () =>
		( await v.context.cookies() ).find(
			( c ) => c.name === 'userfeedback_pause'
		);

	// Before any response every survey shows.
	expect( ( await visit( v.page, '/?uf=walk-third' ) ).shown ).toBe(
		'E2E Walk third'
	);
	expect( await pauseCookie() ).toBeUndefined();

	// Finishing the first survey starts the pause: a session cookie.
	expect( ( await visit( v.page, '/?uf=walk-first' ) ).shown ).toBe(
		'E2E Walk first'
	);
	const done = saveAnswered( v.page, ids.first, true );
	await floating( v.page ).getByLabel( 'Yes' ).click();
	await done;
	await expect(
		floating( v.page ).getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	const cookie = await pauseCookie();
	expect( cookie?.expires ).toBe( -1 );
	const pause = JSON.parse( decodeURIComponent( cookie!.value ) ) as {
		id: number;
		at: number;
	};
	expect( pause.id ).toBe( ids.first );

	// The next pages: the second survey is offered but not shown.
	for ( let i = 0; i < 2; i++ ) {
		const view = await visit( v.page, '/?uf=walk-second' );
		expect( view.offered ).toContain( ids.second );
		expect( view.shown ).toBeNull();
	}

	// 30 minutes on (the cookie's time moved back, as the browser would keep it): it shows.
	await v.context.addCookies( [
		{
			name: 'userfeedback_pause',
			value: encodeURIComponent(
				JSON.stringify( { id: pause.id, at: pause.at - 30 * MINUTE } )
			),
			url: new URL( v.page.url() ).origin,
		},
	] );
	expect( ( await visit( v.page, '/?uf=walk-second' ) ).shown ).toBe(
		'E2E Walk second'
	);

	// Closing a survey after answering (Esc) starts a pause too; the survey itself stays.
	await floating( v.page ).getByLabel( 'No' ).click();
	await expect(
		floating( v.page ).getByRole( 'heading', { name: 'Second: why?' } )
	).toBeVisible();
	// Esc works where the visitor is: inside the panel, once the next question took the focus.
	await expect
		.poll( () =>
			floating( v.page ).evaluate( ( panel ) =>
				panel.contains(
					( panel.getRootNode() as Document | ShadowRoot )
						.activeElement
				)
			)
		)
		.toBe( true );
	await v.page.keyboard.press( 'Escape' );
	await expect( floating( v.page ) ).toHaveCount( 0 );
	expect(
		JSON.parse( decodeURIComponent( ( await pauseCookie() )!.value ) ).id
	).toBe( ids.second );
	expect( ( await visit( v.page, '/?uf=walk-third' ) ).shown ).toBeNull();
	// The survey closed mid-way is still there for the visitor, minimised as they left it.
	expect( ( await visit( v.page, '/?uf=walk-second' ) ).shown ).toBe(
		'toggle'
	);
	await expect(
		v.page.locator( HOST ).getByRole( 'button', { name: 'Open survey' } )
	).toBeVisible();

	// A new browser session has no pause.
	const fresh = await visitor( browser );
	expect( ( await visit( fresh.page, '/?uf=walk-third' ) ).shown ).toBe(
		'E2E Walk third'
	);
	await fresh.context.close();

	// Off (0, as sites installed before keep it): the next survey shows at once.
	await setPause( 0 );
	expect( ( await visit( v.page, '/?uf=walk-third' ) ).shown ).toBe(
		'E2E Walk third'
	);
	await setPause( 30 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'jump logic by keyboard on a desktop: Q1 → Q4 with visible progress, the e-mail error under the e-mail field, the thank-you focus ring clear, Esc leaves no toggle', async ( {
	browser,
} ) => {
	const v = await visitor( browser );
	const sent = recordSaves( v.page, ids.jump );
	expect( ( await visit( v.page, '/?uf=walk-jump' ) ).shown ).toBe(
		'E2E Walk jumps'
	);
	const box = floating( v.page );
	const progress = box.locator( '.uf-progress' );
	await expect( progress ).toBeVisible();
	await expect( progress ).toHaveText( 'Question 1 of 5' );
	await expect( progress ).toHaveAttribute( 'aria-hidden', 'true' );
	await expect( box.getByRole( 'status' ) ).toHaveText( 'Question 1 of 5' );

	await tabIntoWidget( v.page );
	await expect(
		box.getByRole( 'button', { name: 'Minimize survey' } )
	).toBeFocused();
	await v.page.keyboard.press( 'Tab' );
	await expect( box.getByLabel( 'Yes' ) ).toBeFocused();
	// Space chooses Yes, which jumps to Q4: Q2 and Q3 are passed over.
	await v.page.keyboard.press( 'Space' );
	const q4 = box.getByRole( 'heading', { name: 'May we write to you?' } );
	await expect( q4 ).toBeFocused();
	await expect( progress ).toHaveText( 'Question 4 of 5' );
	await expect( box.getByRole( 'status' ) ).toHaveText( 'Question 4 of 5' );
	// Left to right: the progress at the left of the content, the minimise button at the right.
	const [ panelBox, progressBox, minBox ] = await Promise.all(
		[ box, progress, box.locator( '.uf-min' ) ].map(
			async ( l ) => ( await l.boundingBox() )!
		)
	);
	expect( progressBox.x - panelBox.x ).toBeCloseTo( 20, 0 );
	expect(
		panelBox.x + panelBox.width - ( minBox.x + minBox.width )
	).toBeCloseTo( 6, 0 );
	expect( progressBox.x + progressBox.width ).toBeLessThanOrEqual( minBox.x );
	await shot( v.page, 'desktop-progress' );

	// The e-mail error: under the e-mail field, above the first name, tied to the e-mail field.
	await v.page.keyboard.press( 'Tab' );
	const email = box.getByPlaceholder( 'Email Address' );
	await expect( email ).toBeFocused();
	await v.page.keyboard.type( 'ann@' );
	await v.page.keyboard.press( 'Tab' );
	const name = box.getByPlaceholder( 'First Name' );
	await expect( name ).toBeFocused();
	const error = box.getByRole( 'alert' );
	await expect( error ).toHaveText( 'Please enter a valid email address.' );
	await expect( email ).toHaveAttribute(
		'aria-describedby',
		( await error.getAttribute( 'id' ) )!
	);
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( name ).not.toHaveAttribute( 'aria-describedby', /./ );
	const [ mailBox, errorBox, nameBox ] = await Promise.all(
		[ email, error, name ].map( async ( l ) => ( await l.boundingBox() )! )
	);
	expect( errorBox.y ).toBeGreaterThanOrEqual( mailBox.y + mailBox.height );
	expect( errorBox.y + errorBox.height ).toBeLessThanOrEqual( nameBox.y );
	await shot( v.page, 'desktop-email-error' );

	await v.page.keyboard.press( 'Shift+Tab' );
	await v.page.keyboard.press( 'ControlOrMeta+A' );
	await v.page.keyboard.type( 'ann@example.com' );
	await expect( error ).toHaveCount( 0 );
	await v.page.keyboard.press( 'Tab' );
	await v.page.keyboard.type( 'Ann' );
	await v.page.keyboard.press( 'Enter' );
	await expect(
		box.getByRole( 'heading', { name: 'Anything else?' } )
	).toBeFocused();
	await expect( progress ).toHaveText( 'Question 5 of 5' );
	await v.page.keyboard.press( 'Tab' );
	await v.page.keyboard.type( 'Nothing' );
	const done = saveAnswered( v.page, ids.jump, true );
	await v.page.keyboard.press( 'Enter' );
	expect( ( await done ).ok() ).toBe( true );

	// The thank-you takes focus; its ring shows in full, clear of the minimise button.
	const thanks = box.getByText( 'Thanks for your feedback!' );
	await expect( thanks ).toBeFocused();
	const ring = await thanks.evaluate( ( el ) => {
		const style = getComputedStyle( el );
		const width = parseFloat( style.outlineWidth );
		const offset = parseFloat( style.outlineOffset );
		const r = el.getBoundingClientRect();
		const grow = width + offset;
		const panel = el.closest( '.uf-panel' )!.getBoundingClientRect();
		const min = el
			.closest( '.uf-panel' )!
			.querySelector( '.uf-min' )!
			.getBoundingClientRect();
		const outline = {
			left: r.left - grow,
			right: r.right + grow,
			top: r.top - grow,
			bottom: r.bottom + grow,
		};
		return {
			style: style.outlineStyle,
			width,
			insidePanel:
				outline.left >= panel.left &&
				outline.right <= panel.right &&
				outline.top >= panel.top &&
				outline.bottom <= panel.bottom,
			clearOfMinimise:
				outline.right <= min.left ||
				outline.left >= min.right ||
				outline.bottom <= min.top ||
				outline.top >= min.bottom,
		};
	} );
	expect( ring ).toEqual( {
		style: 'solid',
		width: 2,
		insidePanel: true,
		clearOfMinimise: true,
	} );
	await box.screenshot( {
		path: screenshotPath( 'widget-walk-desktop-thanks-focus' ),
		animations: 'disabled',
	} );

	// Esc after finishing: the panel goes and no "Open survey" toggle stays.
	await v.page.keyboard.press( 'Escape' );
	await expect( box ).toHaveCount( 0 );
	await expect(
		v.page.locator( HOST ).getByRole( 'button', { name: 'Open survey' } )
	).toHaveCount( 0 );
	await expect( v.page.locator( `${ HOST } .uf-toggle` ) ).toHaveCount( 0 );
	await expect( v.page.locator( `${ HOST } .uf-widget` ) ).toHaveCount( 0 );
	expect(
		( await v.context.cookies() ).some( ( c ) =>
			c.name.endsWith( '-minimized' )
		)
	).toBe( false );
	await shot( v.page, 'desktop-after-esc' );

	// One save (no partial saves), Q2 and Q3 never shown.
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ] ).toMatchObject( {
		shown: [ 'q1', 'q4', 'q5' ],
		completed: true,
		answers: [
			{ question_id: 'q1', value: 'Yes' },
			{ question_id: 'q4', value: 'ann@example.com', extra: 'Ann' },
			{ question_id: 'q5', value: 'Nothing' },
		],
	} );
	const rows = storedRows( ids.jump ).responses;
	expect( rows.map( ( r ) => [ r.shown, r.completed ] ) ).toEqual( [
		[ 'q1,q4,q5', '1' ],
	] );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'a jump to the end completes the response on a phone', async ( {
	browser,
} ) => {
	const v = await visitor( browser, true );
	const sent = recordSaves( v.page, ids.jump );
	expect( ( await visit( v.page, '/?uf=walk-jump' ) ).shown ).toBe(
		'E2E Walk jumps'
	);
	const box = floating( v.page );
	await expect( box.locator( '.uf-progress' ) ).toHaveText(
		'Question 1 of 5'
	);
	await shot( v.page, 'phone-progress' );
	const done = saveAnswered( v.page, ids.jump, true );
	await box.getByLabel( 'No' ).tap();
	expect( ( await done ).ok() ).toBe( true );
	await expect( box.getByText( 'Thanks for your feedback!' ) ).toBeVisible();
	await expect( box.locator( '.uf-progress' ) ).toHaveCount( 0 );
	await shot( v.page, 'phone-thanks' );
	expect( sent.map( ( s ) => [ s.completed, s.shown ] ) ).toEqual( [
		[ true, [ 'q1' ] ],
	] );
	const rows = storedRows( ids.jump ).responses;
	expect( rows.at( -1 ) ).toMatchObject( { shown: 'q1', completed: '1' } );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'right to left: the progress starts on the right, the minimise button sits on the left', async ( {
	browser,
} ) => {
	const v = await visitor( browser );
	// The page's direction, as an RTL site's <html dir="rtl"> sets it; the shadow root inherits it.
	await v.page.addInitScript( () =>
		document.addEventListener( 'DOMContentLoaded', () =>
			document.documentElement.setAttribute( 'dir', 'rtl' )
		)
	);
	expect( ( await visit( v.page, '/?uf=walk-jump' ) ).shown ).toBe(
		'E2E Walk jumps'
	);
	const box = floating( v.page );
	const [ panel, min ] = await Promise.all(
		[ box, box.locator( '.uf-min' ) ].map(
			async ( l ) => ( await l.boundingBox() )!
		)
	);
	// The minimise button at the end of the line: the left.
	expect( min.x - panel.x ).toBeLessThan( 10 );
	// The progress text starts at the right edge of the content (the panel's 20 px padding).
	const words = await box.locator( '.uf-progress' ).evaluate( ( el ) => {
		const range = document.createRange();
		range.selectNodeContents( el );
		const r = range.getBoundingClientRect();
		return { left: r.left, right: r.right };
	} );
	expect( panel.x + panel.width - words.right ).toBeCloseTo( 20, 0 );
	expect( words.left - panel.x ).toBeGreaterThan( min.width );
	await box.screenshot( {
		path: screenshotPath( 'widget-walk-rtl' ),
		animations: 'disabled',
	} );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'a partial response resumed after a reload at its first unanswered question is stored as one response', async ( {
	browser,
} ) => {
	const v = await visitor( browser );
	const sent = recordSaves( v.page, ids.resume );
	expect( ( await visit( v.page, '/?uf=walk-resume' ) ).shown ).toBe(
		'E2E Walk resume'
	);
	const box = floating( v.page );
	let answered = saveAnswered( v.page, ids.resume, false );
	await box.getByLabel( 'Yes' ).click();
	expect( ( await answered ).status() ).toBe( 201 );
	answered = saveAnswered( v.page, ids.resume, false );
	await box.getByLabel( 'No' ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await expect(
		box.getByRole( 'heading', { name: 'Resume: what next?' } )
	).toBeVisible();
	const kept = await v.page.evaluate(
		( name ) => JSON.parse( localStorage.getItem( name ) ?? 'null' ),
		`userfeedback-${ ids.resume }-resume`
	);
	expect( kept ).toMatchObject( {
		key: sent[ 0 ].response_key,
		answers: [
			{ question_id: 'q1', value: 'Yes' },
			{ question_id: 'q2', value: 'No' },
		],
	} );

	// The visitor reloads: back at the first unanswered question, Q3 of 4.
	await v.page.reload();
	await expect(
		box.getByRole( 'heading', { name: 'Resume: what next?' } )
	).toBeVisible();
	await expect( box.locator( '.uf-progress' ) ).toHaveText(
		'Question 3 of 4'
	);
	await shot( v.page, 'desktop-resumed' );
	await box.getByPlaceholder( 'Type your answer here...' ).fill( 'Docs' );
	answered = saveAnswered( v.page, ids.resume, false );
	await box.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await box.getByPlaceholder( 'Type your answer here...' ).fill( 'No' );
	const done = saveAnswered( v.page, ids.resume, true );
	await box.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).status() ).toBe( 200 );
	await expect( box.getByText( 'Thanks for your feedback!' ) ).toBeVisible();

	// One key from start to end; nothing kept once completed.
	expect( new Set( sent.map( ( s ) => s.response_key ) ).size ).toBe( 1 );
	expect( sent.at( -1 ) ).toMatchObject( {
		completed: true,
		shown: [ 'q1', 'q2', 'q3', 'q4' ],
	} );
	expect(
		await v.page.evaluate( () => Object.keys( localStorage ) )
	).not.toContain( `userfeedback-${ ids.resume }-resume` );

	// Through REST as the admin: one response, completed, with all four answers.
	const listed = await run.api.responses( ids.resume );
	expect( listed ).toHaveLength( 1 );
	expect( listed[ 0 ].completed ).toBe( true );
	const one = await run.api.response( ids.resume, listed[ 0 ].id );
	expect( one.answers.map( ( a ) => [ a.question_id, a.value ] ) ).toEqual( [
		[ 'q1', 'Yes' ],
		[ 'q2', 'No' ],
		[ 'q3', 'Docs' ],
		[ 'q4', 'No' ],
	] );

	// Answered: not asked again.
	await v.page.reload();
	await v.page.waitForTimeout( 400 );
	await expect( v.page.locator( HOST ) ).toHaveCount( 0 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );
