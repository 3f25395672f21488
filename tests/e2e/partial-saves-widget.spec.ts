import path from 'path';
import {
	devices,
	expect,
	test,
	type Browser,
	type BrowserContext,
	type Page,
	type Request,
} from '@playwright/test';
import { ADMIN_STATE, collectErrors, SCREENSHOTS, setTier } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The widget's side of partial responses in Chromium, elite tier: every save the
 * widget sends carries response_key, shown and completed. With save_partial a visitor who
 * answers 1 of 3 questions and leaves sent exactly one save (completed: false) and is stored as
 * a partial response; one who finishes sent saves under one key, the last completed, and is one
 * completed response; `shown` never holds the question logic hid. Without save_partial there is
 * one save, at the end, as before. On a phone-sized screen, with screenshots.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const SLUG = 'partial-widget';
const PANEL = '#userfeedback-widget-root .uf-panel';
const UUID =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PHONE = devices[ 'Pixel 7' ];

interface SaveBody {
	answers: Array< { question_id: string; value: unknown } >;
	response_key: string;
	shown: string[];
	completed: boolean;
	nonce: string;
}

let api: SurveysApi;
let adminContext: BrowserContext;
let nonce = '';
let seededLive: number[] = [];
let surveyId = 0;
let plainId = 0;

const radio = ( id: string, title: string, options: string[] ) => ( {
	id,
	type: 'radio-button',
	title,
	config: { options },
} );

/**
 * A survey on pages with `?uf={slug}`: Q1 a choice; Q2 only for those who answer No (logic);
 * Q3 free text.
 * @param title       Its title.
 * @param slug        Its pages' query value.
 * @param savePartial Whether it saves as the visitor goes.
 */
function threeQuestions( title: string, slug: string, savePartial: boolean ) {
	return {
		title,
		questions: [
			radio( 'visit', 'Is this your first visit?', [ 'Yes', 'No' ] ),
			{
				...radio( 'back', 'What brings you back?', [
					'Docs',
					'Pricing',
				] ),
				logic: {
					enabled: true,
					action: 'show',
					conditions: [
						{ question_id: 'visit', compare: '==', value: 'No' },
					],
				},
			},
			{
				id: 'wish',
				type: 'text',
				title: 'What should we add?',
				config: { options: [] },
			},
		],
		settings: {
			targeting: {
				devices: [ 'desktop', 'tablet', 'mobile' ],
				pages: 'advanced',
				page_rules: [
					{
						logic: 'query_parameter_contains',
						operator: '&&',
						data: `uf=${ slug }`,
					},
				],
			},
			behavior: {
				display_length: 'repeatedly',
				save_partial: savePartial,
			},
		},
		notifications: { email: { active: false } },
	};
}

/**
 * The widget's response saves of a survey on a page, as sent.
 * @param page
 * @param id
 */
function recordSaves( page: Page, id: number ): SaveBody[] {
	const saves: SaveBody[] = [];
	page.on( 'request', ( request: Request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( `/surveys/${ id }/responses` )
		) {
			saves.push( request.postDataJSON() as SaveBody );
		}
	} );
	return saves;
}

async function phoneVisitor( browser: Browser ) {
	const context = await browser.newContext( { ...PHONE } );
	const page = await context.newPage();
	return { context, page, errors: collectErrors( page ) };
}

/**
 * Waits for the answer to the save that is (or is not) the last of the run.
 * @param page
 * @param id
 * @param completed
 */
function saved( page: Page, id: number, completed: boolean ) {
	return page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			response.url().includes( `/surveys/${ id }/responses` ) &&
			( response.request().postDataJSON() as SaveBody ).completed ===
				completed
	);
}

async function responses( id: number ) {
	const response = await adminContext.request.get(
		`${ REST }/surveys/${ id }/responses?per_page=50`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.ok(), await response.text() ).toBe( true );
	return (
		( await response.json() ) as {
			items: Array< { id: number; completed: boolean } >;
		}
	 ).items;
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: path.join( SCREENSHOTS, `partial-widget-${ name }.png` ),
		animations: 'disabled',
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	adminContext = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await adminContext.newPage();
	api = await SurveysApi.for( page );
	nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	seededLive = await api.publishedIds();
	if ( seededLive.length ) {
		await api.setStatus( 'draft', seededLive );
	}
	surveyId = await api.save(
		threeQuestions( 'E2E Partial widget', SLUG, true )
	);
	plainId = await api.save(
		threeQuestions( 'E2E Whole widget', 'whole-widget', false )
	);
} );

test.afterAll( async () => {
	await api.remove( [ surveyId, plainId ].filter( Boolean ) );
	if ( seededLive.length ) {
		await api.setStatus( 'publish', seededLive );
	}
	await adminContext.close();
	setTier( 'lite' );
} );

test( 'a visitor who answers 1 of 3 and leaves sent one save, completed false, and is a partial response', async ( {
	browser,
} ) => {
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );
	await expect( panel ).toBeVisible();
	await shot( v.page, 'phone-first-question' );

	const answered = saved( v.page, surveyId, false );
	// Yes: the logic hides Q2, so Q3 comes next.
	await panel.getByLabel( 'Yes' ).click();
	expect( ( await answered ).status() ).toBe( 201 );
	await expect(
		panel.getByRole( 'heading', { name: 'What should we add?' } )
	).toBeVisible();
	await shot( v.page, 'phone-after-partial-save' );
	// The visitor leaves.
	await v.page.goto( 'about:blank' );

	expect( saves ).toHaveLength( 1 );
	expect( saves[ 0 ] ).toMatchObject( {
		answers: [ { question_id: 'visit', value: 'Yes' } ],
		shown: [ 'visit', 'wish' ],
		completed: false,
	} );
	expect( saves[ 0 ].response_key ).toMatch( UUID );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	// Stored as one partial response (the server's side).
	const stored = await responses( surveyId );
	expect( stored ).toHaveLength( 1 );
	expect( stored[ 0 ].completed ).toBe( false );
} );

test( 'a visitor who finishes sent every save under one key, the last completed: one completed response', async ( {
	browser,
} ) => {
	const before = await responses( surveyId );
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );

	let answered = saved( v.page, surveyId, false );
	await panel.getByLabel( 'No' ).click();
	await answered;
	answered = saved( v.page, surveyId, false );
	await panel.getByLabel( 'Pricing' ).click();
	await answered;
	await panel
		.getByPlaceholder( 'Type your answer here...' )
		.fill( 'Dark mode' );
	await shot( v.page, 'phone-last-question' );
	const done = saved( v.page, surveyId, true );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).ok() ).toBe( true );
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await shot( v.page, 'phone-thanks' );

	expect(
		saves.map( ( s ) => [ s.completed, s.shown, s.answers.length ] )
	).toEqual( [
		[ false, [ 'visit', 'back' ], 1 ],
		[ false, [ 'visit', 'back', 'wish' ], 2 ],
		[ true, [ 'visit', 'back', 'wish' ], 3 ],
	] );
	expect( new Set( saves.map( ( s ) => s.response_key ) ).size ).toBe( 1 );
	const cookie = ( await v.context.cookies() ).find(
		( c ) => c.name === `userfeedback-${ surveyId }`
	);
	expect( JSON.parse( decodeURIComponent( cookie!.value ) ) ).toMatchObject( {
		submitted: true,
	} );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	const after = await responses( surveyId );
	expect( after ).toHaveLength( before.length + 1 );
	const added = after.filter(
		( r ) => ! before.some( ( b ) => b.id === r.id )
	);
	expect( added.map( ( r ) => r.completed ) ).toEqual( [ true ] );
} );

test( 'without save_partial: one save at the end, with the key, shown and completed', async ( {
	browser,
} ) => {
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, plainId );
	await v.page.goto( '/?uf=whole-widget' );
	const panel = v.page.locator( PANEL );
	await panel.getByLabel( 'Yes' ).click();
	await expect(
		panel.getByRole( 'heading', { name: 'What should we add?' } )
	).toBeVisible();
	expect( saves ).toHaveLength( 0 );
	await panel.getByPlaceholder( 'Type your answer here...' ).fill( 'More' );
	const done = saved( v.page, plainId, true );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).ok() ).toBe( true );

	expect( saves ).toHaveLength( 1 );
	expect( saves[ 0 ] ).toMatchObject( {
		shown: [ 'visit', 'wish' ],
		completed: true,
	} );
	expect( saves[ 0 ].response_key ).toMatch( UUID );
	expect(
		( await responses( plainId ) ).map( ( r ) => r.completed )
	).toEqual( [ true ] );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'later saves belong to the visitor’s browser: an HttpOnly cookie carries them, another browser with the key is refused', async ( {
	browser,
} ) => {
	const before = await responses( surveyId );
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );

	const first = saved( v.page, surveyId, false );
	await panel.getByLabel( 'No' ).click();
	expect( ( await first ).status() ).toBe( 201 );
	const bound = ( await v.context.cookies() ).find(
		( c ) => c.name === `uf_continue_${ surveyId }`
	);
	expect( bound ).toMatchObject( { httpOnly: true, sameSite: 'Lax' } );
	expect(
		await v.page.evaluate( () => document.cookie ),
		'page scripts cannot read it'
	).not.toContain( 'uf_continue_' );

	// Someone else who learnt the key: another browser, no cookie.
	const stranger = await browser.newContext( {
		userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Stranger/1.0',
	} );
	const hijack = await stranger.request.post(
		`${ REST }/surveys/${ surveyId }/responses`,
		{
			data: {
				...saves[ 0 ],
				answers: [ { question_id: 'visit', value: 'Yes' } ],
				completed: true,
			},
		}
	);
	expect( hijack.status() ).toBe( 409 );
	expect( ( await hijack.json() ).code ).toBe(
		'userfeedback_response_key_conflict'
	);
	await stranger.close();

	// The visitor goes on; each later save carries the cookie.
	const next = v.page.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			request.url().includes( `/surveys/${ surveyId }/responses` )
	);
	const continued = saved( v.page, surveyId, false );
	await panel.getByLabel( 'Docs' ).click();
	expect( ( await continued ).status() ).toBe( 200 );
	expect( ( await ( await next ).allHeaders() ).cookie ?? '' ).toContain(
		`uf_continue_${ surveyId }=`
	);
	await panel.getByPlaceholder( 'Type your answer here...' ).fill( 'Mine' );
	const done = saved( v.page, surveyId, true );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).status() ).toBe( 200 );
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await shot( v.page, 'phone-bound-thanks' );
	expect( new Set( saves.map( ( s ) => s.response_key ) ).size ).toBe( 1 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	const added = ( await responses( surveyId ) ).filter(
		( r ) => ! before.some( ( b ) => b.id === r.id )
	);
	expect( added.map( ( r ) => r.completed ) ).toEqual( [ true ] );
} );
