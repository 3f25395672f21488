import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE, collectErrors, screenshotPath, setTier } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * A builder you can trust: each problem a new site owner met, reproduced in Chromium on
 * the real e2e site, Lite and Pro (elite, and plus for the downgrade):
 * 1. header Save on a new survey; 2. a disabled field's value blocking a step; 3. the publish
 * preset after draft saves (and a reload); 4. no word after Save and Publish; 5. a downgrade
 * rewriting settings silently; 6. cards born red; 7. the survey API wiping a survey on a partial
 * body. The widget's half (inline errors, Esc, the toggle's label) is in visitor-widget.spec.ts.
 */

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';

interface StoredSurvey {
	id: number;
	title: string;
	status: string;
	questions: Array< { title: string } >;
	settings: {
		targeting: { devices: string[] };
		behavior: { timing: string; timing_delay: number };
	};
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `builder-trust-${ name }` ),
		fullPage: true,
	} );
}

function next( page: Page, title: string ): Locator {
	return page.getByRole( 'button', { name: `Next Step: ${ title }` } );
}

function saveStatus( page: Page ): Locator {
	return page.locator( '.uf-builder__save-status' );
}

async function api( page: Page ) {
	return SurveysApi.for( page );
}

const created: number[] = [];

function idFromUrl( page: Page ): number {
	return Number( /#\/edit\/(\d+)\//.exec( page.url() )![ 1 ] );
}

/**
 * Surveys → Create New → Blank Template, a title and one question.
 * @param page
 * @param title
 */
async function startBlank( page: Page, title: string ) {
	await page.goto( `${ BUILDER }#/` );
	await page.getByRole( 'link', { name: 'Create New' } ).first().click();
	await page.getByRole( 'button', { name: /^Blank/ } ).click();
	await expect( page ).toHaveURL( /#\/new\/questions$/ );
	await page.getByRole( 'button', { name: 'Edit title' } ).click();
	await page.getByLabel( 'Survey title' ).fill( title );
	await page.getByLabel( 'Survey title' ).press( 'Enter' );
	await page.getByLabel( 'Question title' ).fill( 'What brought you here?' );
}

/**
 * The REST nonce wp-api-fetch renews itself with.
 * @param page
 */
async function restNonce( page: Page ): Promise< string > {
	const response = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await response.text() ).trim();
}

async function titleCount( page: Page, title: string ): Promise< number > {
	const response = await page.request.get(
		`${ REST }/surveys?per_page=100&filter[status]=draft`,
		{ headers: { 'X-WP-Nonce': await restNonce( page ) } }
	);
	const list = ( await response.json() ) as {
		items: Array< { title: string } >;
	};
	return list.items.filter( ( item ) => item.title === title ).length;
}

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	await ( await api( await context.newPage() ) ).remove( created );
	await context.close();
	setTier( 'lite' );
} );

test.describe( 'Lite', () => {
	test.beforeAll( () => setTier( 'lite' ) );

	test( '1. header Save on a new survey says so, moves to its edit route and survives a reload; saving again makes no duplicate', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await startBlank( page, 'Trust: header save' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();

		await expect(
			page.getByText( 'Your Survey was Saved as a Draft' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/edit\/\d+\/questions$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Edit Survey' } )
		).toBeVisible();
		await expect( saveStatus( page ) ).toHaveText( 'Draft saved' );
		await expect( saveStatus( page ) ).toHaveAttribute( 'role', 'status' );
		const id = idFromUrl( page );
		created.push( id );
		await shot( page, 'header-save' );

		await page.reload();
		await expect( page.getByLabel( 'Question title' ) ).toHaveValue(
			'What brought you here?'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Trust: header save' } )
		).toBeVisible();

		// Back in history does not lead to an unsaved copy: the /new entry was replaced.
		await page.getByLabel( 'Question title' ).fill( 'Edited after reload' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( saveStatus( page ) ).toHaveText( 'Draft saved' );
		expect( await titleCount( page, 'Trust: header save' ) ).toBe( 1 );
		const survey = await ( await api( page ) ).full< StoredSurvey >( id );
		expect( survey.questions[ 0 ].title ).toBe( 'Edited after reload' );
		expect( errors ).toEqual( [] );
	} );

	test( '6. after "Show what is missing", a newly added card is not born red', async ( {
		page,
	} ) => {
		await startBlank( page, '' );
		await page.getByLabel( 'Question title' ).fill( '' );
		await expect( next( page, 'Settings' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		const missing = page.locator( '.uf-builder__missing' );
		await expect( missing ).toContainText( 'Give the survey a title.' );
		await page
			.getByRole( 'button', { name: 'Show what is missing' } )
			.click();
		await expect( page.getByText( 'Title is required' ) ).toHaveCount( 1 );

		await page.getByRole( 'button', { name: 'Add Question' } ).click();
		await page
			.getByRole( 'menuitem', { name: 'Single Line Text' } )
			.click();
		// Still one: the new card has not been touched.
		await expect( page.getByText( 'Title is required' ) ).toHaveCount( 1 );
		await shot( page, 'new-card-not-red' );

		// Pressing the blocked Next by keyboard moves to the reasons and saves nothing.
		await next( page, 'Settings' ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( missing ).toBeFocused();
		await expect( page ).toHaveURL( /#\/new\/questions$/ );
	} );
} );

test.describe( 'Pro (elite)', () => {
	test.beforeAll( () => setTier( 'elite' ) );

	test( '2. a delay out of range left in a greyed-out field never blocks the step; a blocked Next names why', async ( {
		page,
	} ) => {
		await startBlank( page, 'Trust: delay' );
		await next( page, 'Settings' ).click();
		await expect( page ).toHaveURL( /#\/edit\/\d+\/settings$/ );
		const id = idFromUrl( page );
		created.push( id );

		await page.getByLabel( 'After a delay' ).check();
		await page.getByLabel( 'Delay in seconds' ).fill( '75' );
		await expect( next( page, 'Workflow' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await expect( page.locator( '.uf-builder__missing' ) ).toContainText(
			'The delay must be between 0 and 60 seconds.'
		);
		await shot( page, 'delay-blocked' );

		await page.getByLabel( 'Immediately' ).check();
		await expect( page.getByLabel( 'Delay in seconds' ) ).toBeDisabled();
		await expect( page.getByLabel( 'Delay in seconds' ) ).toHaveValue(
			'75'
		);
		await expect( page.locator( '.uf-builder__missing' ) ).toHaveCount( 0 );
		await next( page, 'Workflow' ).click();
		await expect( page ).toHaveURL( /#\/edit\/\d+\/notifications$/ );
		await expect( saveStatus( page ) ).toHaveText( 'Draft saved' );
		const survey = await ( await api( page ) ).full< StoredSurvey >( id );
		expect( survey.settings.behavior ).toMatchObject( {
			timing: 'immediate',
			timing_delay: 20,
		} );
	} );

	test( '3 and 4. a survey begun in this run opens Publish preset to publish, after draft saves and a reload; publishing says it is live', async ( {
		page,
	} ) => {
		await startBlank( page, 'Trust: publish preset' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page ).toHaveURL( /#\/edit\/\d+\/questions$/ );
		const id = idFromUrl( page );
		created.push( id );
		await next( page, 'Settings' ).click();
		await next( page, 'Workflow' ).click();
		await next( page, 'Publish' ).click();
		await expect(
			page.getByRole( 'radio', { name: 'Publish' } )
		).toBeChecked();

		await page.reload();
		await expect(
			page.getByRole( 'radio', { name: 'Publish' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'button', { name: 'Save and Publish' } )
		).toBeVisible();
		await shot( page, 'publish-preset' );

		await page.getByRole( 'button', { name: 'Save and Publish' } ).click();
		await expect( page ).toHaveURL( /#\/$/ );
		const notice = page.getByText(
			'“Trust: publish preset” is published: visitors can see it now.'
		);
		await expect( notice ).toBeVisible();
		await shot( page, 'published-notice' );
		expect( ( await ( await api( page ) ).get( id ) ).status ).toBe(
			'publish'
		);

		// Opened again later from the list, it is an existing survey: its own status.
		await page.reload();
		await expect( notice ).toHaveCount( 0 );
		await page.goto( `${ BUILDER }#/edit/${ id }/publish` );
		await expect(
			page.getByRole( 'radio', { name: 'Publish' } )
		).toBeChecked();
	} );

	test( '3. an existing draft opened from the list keeps Draft', async ( {
		page,
	} ) => {
		const id = await (
			await api( page )
		).save( {
			title: 'Trust: existing draft',
			status: 'draft',
			questions: [ { id: 'q1', type: 'text', title: 'Anything?' } ],
		} );
		created.push( id );
		await page.goto( `${ BUILDER }#/edit/${ id }/publish` );
		await expect(
			page.getByRole( 'radio', { name: 'Draft' } )
		).toBeChecked();
	} );

	test( '5. a survey saved with every device, opened on plus, says what the next save changes before it happens', async ( {
		page,
	} ) => {
		const id = await (
			await api( page )
		).save( {
			title: 'Trust: downgrade',
			status: 'draft',
			questions: [ { id: 'q1', type: 'text', title: 'Anything?' } ],
			settings: {
				targeting: {
					devices: [ 'desktop', 'tablet', 'mobile' ],
					pages: 'all',
					page_rules: [],
				},
			},
		} );
		created.push( id );
		setTier( 'plus' );
		try {
			await page.goto( `${ BUILDER }#/edit/${ id }/settings` );
			await expect(
				page.getByText(
					"Saving will change this survey: this site's plan or add-ons do not include some of its settings."
				)
			).toBeVisible();
			await expect(
				page.getByText(
					'Devices: All Device Types will become Desktop.'
				)
			).toBeVisible();
			await shot( page, 'plan-changes' );
			// Opening it changed nothing.
			const before = await (
				await api( page )
			).full< StoredSurvey >( id );
			expect( before.settings.targeting.devices ).toEqual( [
				'desktop',
				'tablet',
				'mobile',
			] );
			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect( saveStatus( page ) ).toHaveText( 'Draft saved' );
			await expect(
				page.getByText(
					'Devices: All Device Types will become Desktop.'
				)
			).toHaveCount( 0 );
		} finally {
			setTier( 'elite' );
		}
	} );

	test( '7. POST surveys with an id and a partial body is refused and changes nothing', async ( {
		page,
	} ) => {
		const surveys = await api( page );
		const id = await surveys.save( {
			title: 'Trust: whole survey',
			status: 'publish',
			questions: [ { id: 'q1', type: 'text', title: 'Anything?' } ],
		} );
		created.push( id );
		const response = await page.request.post( `${ REST }/surveys`, {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
			data: { id, title: 'x' },
		} );
		expect( response.status() ).toBe( 400 );
		const body = ( await response.json() ) as {
			code: string;
			message: string;
		};
		expect( body.code ).toBe( 'userfeedback_survey_incomplete' );
		expect( body.message ).toContain(
			'Missing: questions, settings, notifications.'
		);
		const after = await surveys.full< StoredSurvey >( id );
		expect( after.title ).toBe( 'Trust: whole survey' );
		expect( after.status ).toBe( 'publish' );
		expect( after.questions ).toHaveLength( 1 );
	} );
} );
