import {
	expect,
	test,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	ADMIN_STATE,
	axe,
	collectErrors,
	newVisitor,
	radioQuestion,
	saveAnswered,
	screenshotPath,
	setTier,
	SurveyRun,
	targetedSurvey,
	type ResponseSave,
} from './support';

/**
 * Partial responses and the funnel end to end: a survey saving as the visitor goes
 * (`save_partial`, elite tier for the behavior add-on), three real visitors in Chromium — one
 * answers the first of three questions and leaves at the second, one completes, one completes
 * on a path where logic hides the third question — then the admin's screens: the responses
 * list's Partial view holds the one who left (badged), the single response says so, and the
 * results screen's Completion section has the right cards and funnel (shown, answered, skipped,
 * dropped per question; the hidden question shown to fewer and never a drop-off). Screenshots of
 * the funnel on a desktop and a phone-sized window.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';
const SLUG = 'partial-funnel';

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId = 0;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `partial-${ name }` ),
		fullPage: true,
		animations: 'disabled',
	} );
}

async function adminPage( browser: Browser ) {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	return { context, page: await context.newPage() };
}

function panel( page: Page ): Locator {
	return page.locator( '#userfeedback-widget-root .uf-panel' );
}

/**
 * Runs an action and answers the widget's save of this survey that is (or is not) the last one.
 *
 * @param page      The visitor's page.
 * @param completed Which save to wait for.
 * @param action    What the visitor does.
 */
async function savedBody(
	page: Page,
	completed: boolean,
	action: () => Promise< void >
): Promise< ResponseSave > {
	const saved = saveAnswered( page, surveyId, completed );
	await action();
	const response = await saved;
	expect( response.ok(), await response.text() ).toBe( true );
	return response.request().postDataJSON() as ResponseSave;
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	// Only this survey on the site's pages for the run.
	run = await SurveyRun.start( browser );
	surveyId = await run.save(
		targetedSurvey( {
			title: 'E2E Partial funnel',
			slug: SLUG,
			questions: [
				radioQuestion(
					'found',
					'Did you find what you were looking for?',
					[ 'Yes', 'No' ]
				),
				radioQuestion( 'topic', 'Which topic brought you here?', [
					'Pricing',
					'Docs',
				] ),
				{
					...radioQuestion(
						'useful',
						'Was the pricing page useful?',
						[ 'Very', 'Not really' ]
					),
					// Asked only of those who found what they looked for.
					logic: {
						enabled: true,
						action: 'show',
						conditions: [
							{
								question_id: 'found',
								compare: '==',
								value: 'Yes',
							},
						],
					},
				},
			],
			behavior: { display_length: 'repeatedly', save_partial: true },
		} )
	);
	const stored = await run.api.full< {
		settings: { behavior: { save_partial: boolean } };
	} >( surveyId );
	expect( stored.settings.behavior.save_partial ).toBe( true );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'a visitor who leaves after 1 of 3 questions is a partial response, with the right funnel', async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );

	// Visitor 1: answers the first question, sees the second, leaves.
	{
		const { context, page, errors } = await newVisitor( browser );
		await page.goto( `/?uf=${ SLUG }` );
		const box = panel( page );
		await expect( box ).toBeVisible();
		const body = await savedBody( page, false, () =>
			box.getByLabel( 'Yes' ).click()
		);
		expect( body.completed ).toBe( false );
		expect( body.shown ).toEqual( [ 'found', 'topic' ] );
		await expect(
			box.getByRole( 'heading', {
				name: 'Which topic brought you here?',
			} )
		).toBeVisible();
		expect( errors ).toEqual( [] );
		await context.close();
	}

	// Visitor 2: answers all three.
	{
		const { context, page } = await newVisitor( browser );
		await page.goto( `/?uf=${ SLUG }` );
		const box = panel( page );
		await box.getByLabel( 'Yes' ).click();
		await box.getByLabel( 'Pricing' ).click();
		const body = await savedBody( page, true, () =>
			box.getByLabel( 'Very' ).click()
		);
		expect( body.completed ).toBe( true );
		expect( body.shown ).toEqual( [ 'found', 'topic', 'useful' ] );
		await expect(
			box.getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await context.close();
	}

	// Visitor 3: "No" hides the third question; the survey ends after the second.
	{
		const { context, page } = await newVisitor( browser );
		await page.goto( `/?uf=${ SLUG }` );
		const box = panel( page );
		await box.getByLabel( 'No', { exact: true } ).click();
		const body = await savedBody( page, true, () =>
			box.getByLabel( 'Docs' ).click()
		);
		expect( body.completed ).toBe( true );
		expect( body.shown ).toEqual( [ 'found', 'topic' ] );
		await expect(
			box.getByText( 'Thanks for your feedback!' )
		).toBeVisible();
		await context.close();
	}

	const { context, page } = await adminPage( browser );
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// The responses list: the Partial view holds the visitor who left.
	await page.goto( `${ RESULTS }#/survey/${ surveyId }/responses` );
	const table = page.getByRole( 'table', { name: 'Responses' } );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 4 );
	const completion = page.getByRole( 'group', {
		name: 'Filter by completion',
	} );
	await expect( completion.getByRole( 'button' ) ).toHaveText( [
		'All (3)',
		'Completed (2)',
		'Partial (1)',
	] );
	await expect( table.getByText( 'Partial', { exact: true } ) ).toHaveCount(
		1
	);
	await shot( page, 'responses-list' );
	await completion.getByRole( 'button', { name: 'Partial (1)' } ).click();
	await expect( page ).toHaveURL( /completion=partial/ );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 2 );
	await expect( table.getByText( 'Partial', { exact: true } ) ).toBeVisible();
	await shot( page, 'responses-partial' );
	const listAxe = await axe( page )
		.include( '.uf-results-responses' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( listAxe.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);
	await page.setViewportSize( { width: 390, height: 844 } );
	await expect( completion ).toBeVisible();
	await shot( page, 'responses-partial-narrow' );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// The single response says it is partial, with its one answer.
	await table.getByRole( 'link', { name: /^Response #\d+$/ } ).click();
	await expect( page.getByText( 'Partial response' ) ).toBeVisible();
	await expect(
		page
			.getByRole( 'heading', {
				level: 3,
				name: 'Did you find what you were looking for?',
			} )
			.locator( '..' )
	).toContainText( 'Yes' );
	await shot( page, 'response-detail' );

	// The results: cards and the funnel, row for row.
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	const section = page.getByRole( 'region', { name: 'Completion' } );
	await expect( section ).toBeVisible();
	const card = ( label: string ) =>
		section.locator( '.uf-results-card' ).filter( {
			has: page.getByText( label, { exact: true } ),
		} );
	await expect( card( 'Started' ) ).toContainText( '3' );
	await expect( card( 'Completed' ) ).toContainText( '2' );
	await expect( card( 'Completion rate' ) ).toContainText( '66.7%' );

	const funnel = section.getByRole( 'table', {
		name: 'Drop-off by question',
	} );
	const rows = funnel.locator( 'tbody tr' );
	await expect( rows ).toHaveCount( 3 );
	const cells = async ( row: Locator ) =>
		( await row.locator( 'th, td' ).allTextContents() ).map( ( text ) =>
			text.trim()
		);
	// Question, Shown, Answered, Skipped, Dropped off. Visitor 1 left at question 2: a drop-off,
	// not a skip.
	expect( await cells( rows.nth( 0 ) ) ).toEqual( [
		'1. Did you find what you were looking for?',
		'3',
		'3',
		'0',
		'0',
	] );
	expect( await cells( rows.nth( 1 ) ) ).toEqual( [
		'2. Which topic brought you here?',
		'3',
		'2',
		'0',
		'1',
	] );
	// Hidden by logic from visitor 3: shown to one, never a drop-off.
	expect( await cells( rows.nth( 2 ) ) ).toEqual( [
		'3. Was the pricing page useful?',
		'1',
		'1',
		'0',
		'0',
	] );

	// WCAG 2.1 A/AA within the section (the badge's and the bars' colours, the table).
	const audit = await axe( page )
		.include( '.uf-results-completion' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);

	// The chart arrives from its chunk.
	const chart = section.getByRole( 'img', { name: /^Drop-off by question/ } );
	await expect( chart ).toBeVisible();
	await section.scrollIntoViewIfNeeded();
	await page.waitForTimeout( 600 ); // chart.js's entry animation.
	await section.screenshot( {
		path: screenshotPath( 'partial-funnel-desktop' ),
	} );

	// A phone, the page loaded at its width; tall enough for the whole section in one picture.
	await page.setViewportSize( { width: 390, height: 1400 } );
	await page.reload();
	await expect( chart ).toBeVisible();
	await page.waitForTimeout( 600 ); // chart.js's entry animation.
	await section.screenshot( {
		path: screenshotPath( 'partial-funnel-narrow' ),
	} );
	// Nothing on the phone is wider than the screen.
	await expect
		.poll( () =>
			page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			)
		)
		.toBeLessThanOrEqual( 0 );

	expect( errors ).toEqual( [] );
	await context.close();
} );
