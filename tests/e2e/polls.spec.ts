import { devices, expect, request, test, type Page } from '@playwright/test';

import {
	newVisitor,
	radioQuestion,
	saveAnswered,
	screenshotPath,
	setTier,
	SurveyRun,
	surveyToken,
	tabTo,
	targetedSurvey,
} from './support';
import { REST } from './surveys-api';

/**
 * A poll with live results in Chromium on the real site (elite, behavior add-on), placed inline
 * on a page of its own and answered once per browser: a visitor on a phone votes by keyboard and sees the
 * results (from the rollups, fetched after the vote), reads them as a table, comes back to the
 * results with "You have already answered this survey.", and a second vote from the same browser
 * is refused.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let pollId = 0;
let pollPage = '';

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `polls-${ name }` ),
		animations: 'disabled',
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	pollId = await run.save(
		targetedSurvey( {
			title: 'E2E Poll',
			slug: 'poll',
			questions: [
				radioQuestion( 'lunch', 'Where should the team lunch be?', [
					'Pizza place',
					'Noodle bar',
					'Picnic in the park',
				] ),
			],
			behavior: { show_results: true, once_per: 'browser' },
			emails: false,
		} )
	);
	pollPage = (
		await run.createPage(
			'E2E team lunch poll',
			`<p>Vote for Friday.</p>[userfeedback id="${ pollId }"]`
		)
	).link;
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

/**
 * Votes through the public route as three earlier visitors did (no cookies).
 * @param baseURL The site.
 * @param choices The options they picked.
 */
async function earlierVotes( baseURL: string, choices: string[] ) {
	for ( const choice of choices ) {
		// A browser each: the poll takes one vote per browser.
		const visitor = await request.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const response = await visitor.post(
			`${ REST }/surveys/${ pollId }/responses`,
			{
				data: {
					answers: [ { question_id: 'lunch', value: choice } ],
					nonce: surveyToken( pollId ),
				},
			}
		);
		expect( response.status() ).toBe( 201 );
		await visitor.dispose();
	}
}

test( 'a visitor on a phone votes and sees the results; coming back shows them again; a second vote is refused', async ( {
	browser,
	baseURL,
} ) => {
	await earlierVotes( baseURL as string, [
		'Noodle bar',
		'Noodle bar',
		'Pizza place',
	] );
	const { context, page, errors } = await newVisitor(
		browser,
		devices[ 'Pixel 7' ]
	);
	await page.goto( pollPage );
	const poll = page.locator(
		`.userfeedback-inline[data-survey-id="${ pollId }"]`
	);
	const saved = saveAnswered( page, pollId, true );
	const fetched = page.waitForResponse( ( response ) =>
		response.url().includes( `/surveys/${ pollId }/poll` )
	);
	// By keyboard alone: Tab to the options, an arrow chooses, Enter votes.
	await tabTo( page, poll.getByRole( 'radio', { name: 'Pizza place' } ) );
	await page.keyboard.press( 'ArrowDown' );
	await expect(
		poll.getByRole( 'radio', { name: 'Noodle bar' } )
	).toBeChecked();
	await page.keyboard.press( 'Enter' );
	expect( ( await saved ).status() ).toBe( 201 );
	// Asked only after the vote was stored, so it is counted.
	const results = await fetched;
	expect( results.request().method() ).toBe( 'GET' );
	expect( results.headers()[ 'cache-control' ] ).toBe( 'public, max-age=5' );

	const table = poll.getByRole( 'table', { name: 'Results so far' } );
	await expect( table ).toBeVisible();
	await expect( table.getByRole( 'row' ) ).toHaveText( [
		'OptionShare of votes',
		'Pizza place25%',
		'Noodle bar75%',
		'Picnic in the park0%',
	] );
	await expect( poll.getByText( 'Total votes: 4' ) ).toBeVisible();
	await poll.scrollIntoViewIfNeeded();
	await shot( page, 'results-phone' );

	// Coming back: answered, with the results.
	await page.reload();
	await expect(
		poll.getByText( 'You have already answered this survey.' )
	).toBeVisible();
	await expect( poll.getByText( 'Total votes: 4' ) ).toBeVisible();
	await expect( poll.getByRole( 'radio' ) ).toHaveCount( 0 );

	// Without the widget's own marks it asks again; the server refuses the second vote.
	await context.clearCookies( { name: `userfeedback-${ pollId }` } );
	await page.evaluate( () => localStorage.clear() );
	await page.reload();
	const refused = saveAnswered( page, pollId, true );
	await poll.getByLabel( 'Picnic in the park' ).click();
	expect( ( await refused ).status() ).toBe( 409 );
	await expect(
		poll.getByText( 'You have already answered this survey.' )
	).toBeVisible();
	await expect( table ).toBeVisible();
	await shot( page, 'second-vote-refused' );
	expect( errors ).toEqual( [ expect.stringContaining( '409' ) ] );
	await context.close();
} );
