import { readFile, writeFile } from 'fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_STATE, screenshotPath, setTier, SurveyRun } from './support';

/**
 * A translator's round trip, elite tier: the owner downloads a language's XLIFF file from the
 * builder's Languages card, a translator fills in a text, the owner uploads the file, reads what
 * it did, and finds the text in the side-by-side view — still there after a reload.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

let run: SurveyRun;
let surveyId: number;

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Translator',
		status: 'draft',
		language: 'en_US',
		questions: [
			{
				id: 'fruit',
				type: 'radio-button',
				title: 'Which fruit do you like?',
				config: { options: [ 'Apple', 'Pear' ] },
			},
		],
		settings: { thank_you: { message: 'Thank you!' } },
		notifications: { email: { active: false } },
		translations: { fr_FR: { title: 'E2E Traducteur' } },
	} );
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

test( 'a language goes out as XLIFF and comes back translated, kept across a reload', async ( {
	browser,
}, testInfo ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ surveyId }/settings`
	);
	const card = page.getByRole( 'region', { name: 'Languages' } );
	await expect( card.getByText( '1 of 8 texts translated' ) ).toBeVisible();

	const downloading = page.waitForEvent( 'download' );
	await card
		.getByRole( 'button', {
			name: /^Download for translator \(XLIFF\)\W+French \(France\)$/,
		} )
		.click();
	const download = await downloading;
	expect( download.suggestedFilename() ).toBe(
		`survey-${ surveyId }-fr_FR.xlf`
	);
	await expect( card.getByRole( 'status' ) ).toHaveText(
		`Downloaded survey-${ surveyId }-fr_FR.xlf.`
	);
	const file = await readFile( ( await download.path() )!, 'utf8' );
	expect( file ).toContain( 'target-language="fr-FR"' );
	expect( file ).toContain(
		'<target state="translated">E2E Traducteur</target>'
	);

	// The translator fills in the question's title.
	const source = '<source>Which fruit do you like?</source>';
	expect( file ).toContain( source );
	const translated = testInfo.outputPath( 'translated.xlf' );
	await writeFile(
		translated,
		file.replace(
			source,
			`${ source }<target state="translated">Quel fruit aimez-vous ?</target>`
		)
	);
	await card
		.getByLabel( /^Upload translation\W+French \(France\)$/ )
		.setInputFiles( translated );
	await expect( card.getByRole( 'status' ) ).toHaveText(
		'Translation uploaded: 1 text imported, 1 unchanged, 6 not translated in the file.'
	);
	await expect( card.getByText( '2 of 8 texts translated' ) ).toBeVisible();
	await page.screenshot( {
		path: screenshotPath( 'languages-xliff-uploaded' ),
		fullPage: true,
	} );

	await card.getByRole( 'link', { name: 'Translate' } ).click();
	const title = page.getByLabel( 'Question 1', { exact: true } );
	await expect( title ).toHaveValue( 'Quel fruit aimez-vous ?' );
	await expect( title ).toHaveAttribute(
		'placeholder',
		'Which fruit do you like?'
	);

	await page.reload();
	await expect(
		page.getByLabel( 'Question 1', { exact: true } )
	).toHaveValue( 'Quel fruit aimez-vous ?' );
	await page.screenshot( {
		path: screenshotPath( 'languages-xliff-side-by-side' ),
		fullPage: true,
	} );
	await context.close();
} );
