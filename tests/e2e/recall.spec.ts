import { expect, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	newVisitor,
	radioQuestion,
	screenshotPath,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * Recall in Chromium on the real site, Lite: question 2's title recalls question 1's answer —
 * a visitor who picks "Plus" reads it, one who skips question 1 reads the fallback, never the
 * placeholder; in the builder the picker writes the placeholder and the preview (the real
 * widget) fills it in.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const SLUG = 'recall';
const PANEL = '#userfeedback-widget-root .uf-panel';

let run: SurveyRun;
let surveyId = 0;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `recall-${ name }` ),
		animations: 'disabled',
	} );
}

test.beforeAll( async ( { browser } ) => {
	run = await SurveyRun.start( browser );
	surveyId = await run.save(
		targetedSurvey( {
			title: 'E2E Recall',
			slug: SLUG,
			questions: [
				radioQuestion( 'plan', 'Which plan do you use?', [
					'Basic',
					'Plus',
				] ),
				{
					id: 'why',
					type: 'text',
					title: 'Why {{answer:plan|that plan}}?',
					config: { options: [] },
				},
			],
			behavior: { display_length: 'repeatedly' },
			emails: false,
		} )
	);
} );

test.afterAll( async () => {
	await run.end();
} );

test( 'question 2 reads the answer to question 1, or the fallback when it was skipped', async ( {
	browser,
} ) => {
	const v = await newVisitor( browser );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );
	await panel.getByLabel( 'Plus' ).click();
	await expect(
		panel.getByRole( 'heading', { name: 'Why Plus?' } )
	).toBeVisible();
	await shot( v.page, 'answered' );
	await v.context.close();

	const skipper = await newVisitor( browser );
	await skipper.page.goto( `/?uf=${ SLUG }` );
	const other = skipper.page.locator( PANEL );
	await other.getByRole( 'button', { name: 'Skip' } ).click();
	await expect(
		other.getByRole( 'heading', { name: 'Why that plan?' } )
	).toBeVisible();
	await expect( other ).not.toContainText( '{{' );
	expect( [ ...v.errors, ...skipper.errors ] ).toEqual( [] );
	await skipper.context.close();
} );

test( 'the builder’s picker writes the recall and its preview fills it in', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ surveyId }/questions`
	);
	const second = page.locator( '.uf-builder-card' ).nth( 1 );
	const title = second.getByLabel( 'Question title' );
	await title.fill( 'What made you choose ' );
	await second
		.getByRole( 'button', { name: 'Insert an earlier answer' } )
		.click();
	await second.getByLabel( 'Text when it is empty (optional)' ).fill( 'it' );
	await shot( page, 'picker' );
	await second.getByRole( 'button', { name: 'Insert', exact: true } ).click();
	await title.press( 'End' );
	await title.pressSequentially( '?' );
	await expect( title ).toHaveValue(
		'What made you choose {{answer:plan|it}}?'
	);

	await page.getByRole( 'button', { name: 'Preview', exact: true } ).click();
	const preview = page.getByLabel( 'Survey preview' );
	await preview.getByLabel( 'Basic' ).click();
	await expect(
		preview.getByRole( 'heading', { name: 'What made you choose Basic?' } )
	).toBeVisible();
	await shot( page, 'preview' );
	await context.close();
} );
