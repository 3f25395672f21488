import { devices, expect, test, type Page } from '@playwright/test';

import {
	logIn,
	newVisitor,
	radioQuestion,
	saveAnswered,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * One answer per person in Chromium on the real site (elite, behavior add-on), each survey
 * placed inline on a page of its own: once per browser, a visitor on a phone answers, and every
 * later visit says so; a browser that lost the widget's own marks is refused by the server when it
 * answers again. Once per logged-in user, a visitor not logged in is asked to log in, the
 * subscriber answers once, and the page then says so.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const ANSWERED = 'You have already answered this survey.';

let run: SurveyRun;
const ids = { browser: 0, user: 0 };
const links = { browser: '', user: '' };

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `once-per-person-${ name }` ),
		animations: 'disabled',
	} );
}

const placed = ( page: Page, id: number ) =>
	page.locator( `.userfeedback-inline[data-survey-id="${ id }"]` );

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	for ( const once of [ 'browser', 'user' ] as const ) {
		ids[ once ] = await run.save(
			targetedSurvey( {
				title: `E2E Once per ${ once }`,
				slug: `once-${ once }`,
				questions: [
					radioQuestion( 'plan', 'Which plan suits you?', [
						'Basic',
						'Team',
					] ),
				],
				behavior: { once_per: once },
				emails: false,
			} )
		);
		links[ once ] = (
			await run.createPage(
				`E2E once per ${ once }`,
				`<p>Tell us.</p>[userfeedback id="${ ids[ once ] }"]`
			)
		).link;
	}
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'once per browser: answered on a phone, later visits say so, and the server refuses the same browser again', async ( {
	browser,
} ) => {
	const { context, page, errors } = await newVisitor(
		browser,
		devices[ 'Pixel 7' ]
	);
	await page.goto( links.browser );
	const survey = placed( page, ids.browser );
	const saved = saveAnswered( page, ids.browser, true );
	await survey.getByLabel( 'Team' ).click();
	expect( ( await saved ).status() ).toBe( 201 );
	await expect(
		survey.getByText( 'Thanks for your feedback!' )
	).toBeVisible();

	await page.reload();
	await expect( survey.getByText( ANSWERED ) ).toBeVisible();
	await expect( survey.getByRole( 'radio' ) ).toHaveCount( 0 );
	await survey.scrollIntoViewIfNeeded();
	await shot( page, 'browser-answered' );

	// The survey cookie lasts the session and page scripts may clear the local key: without
	// them the widget asks again, and the server's own cookie refuses the second answer.
	await context.clearCookies( { name: `userfeedback-${ ids.browser }` } );
	await page.evaluate( () => localStorage.clear() );
	await page.reload();
	const refused = saveAnswered( page, ids.browser, true );
	await survey.getByLabel( 'Basic' ).click();
	const answer = await refused;
	expect( answer.status() ).toBe( 409 );
	expect( ( await answer.json() ).code ).toBe(
		'userfeedback_already_answered'
	);
	await expect( survey.getByText( ANSWERED ) ).toBeVisible();
	await shot( page, 'browser-refused' );
	expect( storedRows( ids.browser ).responses ).toHaveLength( 1 );

	// Another browser answers.
	const other = await newVisitor( browser );
	await other.page.goto( links.browser );
	const otherSaved = saveAnswered( other.page, ids.browser, true );
	await placed( other.page, ids.browser ).getByLabel( 'Basic' ).click();
	expect( ( await otherSaved ).status() ).toBe( 201 );
	expect( storedRows( ids.browser ).responses ).toHaveLength( 2 );
	expect( [ ...errors, ...other.errors ] ).toEqual( [
		expect.stringContaining( '409' ),
	] );
	await other.context.close();
	await context.close();
} );

test( 'once per logged-in user: a visitor not logged in is asked to log in; the subscriber answers once', async ( {
	browser,
} ) => {
	const { context, page } = await newVisitor( browser );
	await page.goto( links.user );
	const survey = placed( page, ids.user );
	const login = survey.getByRole( 'link', {
		name: 'Log in to answer this survey.',
	} );
	await expect( login ).toBeVisible();
	await expect( survey.getByRole( 'radio' ) ).toHaveCount( 0 );
	await shot( page, 'user-login' );
	expect(
		new URL( ( await login.getAttribute( 'href' ) ) ?? '' ).pathname
	).toBe( '/wp-login.php' );

	await logIn( page, 'subscriber' );
	await page.goto( links.user );
	const saved = saveAnswered( page, ids.user, true );
	await survey.getByLabel( 'Basic' ).click();
	expect( ( await saved ).status() ).toBe( 201 );
	const stored = storedRows( ids.user ).responses;
	expect( stored ).toHaveLength( 1 );
	expect( Number( stored[ 0 ].user_id ) ).toBeGreaterThan( 0 );

	// Even with every mark of this browser gone, the page knows the account answered.
	await page.evaluate( () => localStorage.clear() );
	await context.clearCookies( { name: `userfeedback-${ ids.user }` } );
	await page.reload();
	await expect( survey.getByText( ANSWERED ) ).toBeVisible();
	await expect( survey.getByRole( 'radio' ) ).toHaveCount( 0 );
	await shot( page, 'user-answered' );
	await context.close();
} );
