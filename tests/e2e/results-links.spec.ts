import { devices, expect, request, test, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	newVisitor,
	radioQuestion,
	screenshotPath,
	setTier,
	SurveyRun,
	surveyToken,
} from './support';
import { REST } from './surveys-api';

/**
 * A read-only results link in Chromium on the real site (Pro, elite): the owner makes one from the
 * survey's results, with open answers ticked, and copies it; someone without an account opens it
 * on a phone and reads the overview, the counts and the open answers, never an e-mail address;
 * once revoked it says the results are not available (404).
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId = 0;

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `results-links-${ name }` ),
		animations: 'disabled',
		fullPage: true,
	} );
}

test.beforeAll( async ( { browser, baseURL } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Team offsite',
		questions: [
			radioQuestion( 'where', 'Where should we go?', [
				'Mountains',
				'Seaside',
			] ),
			{ id: 'why', type: 'text', title: 'Why?', config: {} },
			{ id: 'mail', type: 'email', title: 'Your e-mail?', config: {} },
		],
		notifications: { email: { active: false } },
	} );
	const answers = [
		[ 'Mountains', 'Fresh air', 'ada@example.com' ],
		[ 'Mountains', 'Hiking', 'grace@example.com' ],
		[ 'Seaside', 'Swimming', 'alan@example.com' ],
	];
	for ( const [ where, why, mail ] of answers ) {
		const visitor = await request.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const response = await visitor.post(
			`${ REST }/surveys/${ surveyId }/responses`,
			{
				data: {
					answers: [
						{ question_id: 'where', value: where },
						{ question_id: 'why', value: why },
						{ question_id: 'mail', value: mail },
					],
					nonce: surveyToken( surveyId ),
				},
			}
		);
		expect( response.status() ).toBe( 201 );
		await visitor.dispose();
	}
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'the owner shares the results; a phone without an account reads them; revoked, they are gone', async ( {
	browser,
} ) => {
	const admin = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await admin.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }`
	);
	const panel = page.getByRole( 'region', { name: 'Share these results' } );
	await expect( panel ).toBeVisible();
	await expect( panel.getByText( 'No results links yet.' ) ).toBeVisible();
	await panel.getByLabel( 'Who it is for (optional)' ).fill( 'The board' );
	await panel
		.getByLabel( 'Include open answers (text answers and comments)' )
		.check();
	await panel.getByRole( 'button', { name: 'Make a results link' } ).click();
	await expect( panel.getByRole( 'status' ) ).toHaveText(
		'Link made. Copy it now: it is shown once.'
	);
	const url = await panel
		.getByRole( 'textbox', { name: 'Results link' } )
		.inputValue();
	expect( url ).toMatch( /\?userfeedback_results=[0-9a-f]{32}$/ );
	await expect(
		panel.getByRole( 'cell', { name: 'The board', exact: true } )
	).toBeVisible();
	await panel.scrollIntoViewIfNeeded();
	await shot( page, 'admin' );

	const {
		context,
		page: phone,
		errors,
	} = await newVisitor( browser, devices[ 'Pixel 7' ] );
	const opened = await phone.goto( url );
	expect( opened?.status() ).toBe( 200 );
	expect( opened?.headers()[ 'x-robots-tag' ] ).toBe( 'noindex, nofollow' );
	await expect(
		phone.getByRole( 'heading', { level: 1, name: 'E2E Team offsite' } )
	).toBeVisible();
	await expect( phone.getByRole( 'definition' ).first() ).toHaveText( '3' );
	const where = phone.getByRole( 'table', { name: 'Where should we go?' } );
	await expect(
		where.getByRole( 'row', { name: /Mountains 2 67%/ } )
	).toBeVisible();
	await expect( phone.getByText( 'Fresh air' ) ).toBeVisible();
	await expect( phone.getByText( 'ada@example.com' ) ).toHaveCount( 0 );
	await shot( phone, 'phone' );
	expect( errors ).toEqual( [] );

	await panel.getByRole( 'button', { name: 'Revoke The board' } ).click();
	await expect( panel.getByRole( 'status' ) ).toHaveText(
		'Link revoked: it no longer opens these results.'
	);
	const gone = await phone.goto( url );
	expect( gone?.status() ).toBe( 404 );
	await expect(
		phone.getByText(
			/These results are not available\. The link may have expired/
		)
	).toBeVisible();
	await expect( phone.getByText( 'Mountains' ) ).toHaveCount( 0 );
	await context.close();
	await admin.close();
} );
