import {
	devices,
	expect,
	test,
	type Browser,
	type Page,
} from '@playwright/test';
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
import { REST } from './surveys-api';

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

let run: SurveyRun;
let surveyId = 0;
let plainId = 0;

/**
 * A survey on pages with `?uf={slug}`: Q1 a choice; Q2 only for those who answer No (logic);
 * Q3 free text.
 * @param title       Its title.
 * @param slug        Its pages' query value.
 * @param savePartial Whether it saves as the visitor goes.
 */
function threeQuestions( title: string, slug: string, savePartial: boolean ) {
	return targetedSurvey( {
		title,
		slug,
		questions: [
			radioQuestion( 'visit', 'Is this your first visit?', [
				'Yes',
				'No',
			] ),
			{
				...radioQuestion( 'back', 'What brings you back?', [
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
		behavior: { display_length: 'repeatedly', save_partial: savePartial },
		emails: false,
	} );
}

function phoneVisitor( browser: Browser ) {
	return newVisitor( browser, PHONE );
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `partial-widget-${ name }` ),
		animations: 'disabled',
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save(
		threeQuestions( 'E2E Partial widget', SLUG, true )
	);
	plainId = await run.save(
		threeQuestions( 'E2E Whole widget', 'whole-widget', false )
	);
} );

test.afterAll( async () => {
	await run.end();
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

	const answered = saveAnswered( v.page, surveyId, false );
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
	const stored = await run.api.responses( surveyId );
	expect( stored ).toHaveLength( 1 );
	expect( stored[ 0 ].completed ).toBe( false );
} );

test( 'a visitor who finishes sent every save under one key, the last completed: one completed response', async ( {
	browser,
} ) => {
	const before = await run.api.responses( surveyId );
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );

	let answered = saveAnswered( v.page, surveyId, false );
	await panel.getByLabel( 'No' ).click();
	await answered;
	answered = saveAnswered( v.page, surveyId, false );
	await panel.getByLabel( 'Pricing' ).click();
	await answered;
	await panel
		.getByPlaceholder( 'Type your answer here...' )
		.fill( 'Dark mode' );
	await shot( v.page, 'phone-last-question' );
	const done = saveAnswered( v.page, surveyId, true );
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

	const after = await run.api.responses( surveyId );
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
	const done = saveAnswered( v.page, plainId, true );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).ok() ).toBe( true );

	expect( saves ).toHaveLength( 1 );
	expect( saves[ 0 ] ).toMatchObject( {
		shown: [ 'visit', 'wish' ],
		completed: true,
	} );
	expect( saves[ 0 ].response_key ).toMatch( UUID );
	expect(
		( await run.api.responses( plainId ) ).map( ( r ) => r.completed )
	).toEqual( [ true ] );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'later saves belong to the visitor’s browser: an HttpOnly cookie carries them, another browser with the key is refused', async ( {
	browser,
} ) => {
	const before = await run.api.responses( surveyId );
	const v = await phoneVisitor( browser );
	const saves = recordSaves( v.page, surveyId );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );

	const first = saveAnswered( v.page, surveyId, false );
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
	const continued = saveAnswered( v.page, surveyId, false );
	await panel.getByLabel( 'Docs' ).click();
	expect( ( await continued ).status() ).toBe( 200 );
	expect( ( await ( await next ).allHeaders() ).cookie ?? '' ).toContain(
		`uf_continue_${ surveyId }=`
	);
	await panel.getByPlaceholder( 'Type your answer here...' ).fill( 'Mine' );
	const done = saveAnswered( v.page, surveyId, true );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await done ).status() ).toBe( 200 );
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await shot( v.page, 'phone-bound-thanks' );
	expect( new Set( saves.map( ( s ) => s.response_key ) ).size ).toBe( 1 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	const added = ( await run.api.responses( surveyId ) ).filter(
		( r ) => ! before.some( ( b ) => b.id === r.id )
	);
	expect( added.map( ( r ) => r.completed ) ).toEqual( [ true ] );
} );
