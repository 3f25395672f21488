import { expect, test, type Locator, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	collectErrors,
	resetSettings,
	screenshotPath,
	setTier,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The survey builder (configuration.md §2.3, §4, §5; visitor.md §2, §5, §6) against the real
 * REST API of the e2e site: from a template to a published survey on the front end, every step
 * of an existing survey, the logic editor, drag and drop by mouse and keyboard, page rules,
 * scheduling, and the Lite / plus / elite gates with the upgrade modal's texts.
 */

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';

interface StoredSurvey {
	id: number;
	title: string;
	status: string;
	is_scheduled: boolean;
	publish_at: string | null;
	questions: Array< {
		id: string;
		title: string;
		type: string;
		config: { options: string[] };
		logic: {
			enabled: boolean;
			action: string;
			conditions: Array< {
				question_id: string;
				compare: string;
				value: unknown;
			} >;
		};
	} >;
	settings: {
		targeting: {
			devices: string[];
			pages: string;
			page_rules: Array< {
				logic: string;
				operator: string;
				data: unknown;
			} >;
		};
		behavior: { timing: string; timing_delay: number };
	};
	notifications: { email: { addresses: string } };
}

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `builder-${ name }` ),
		fullPage: true,
	} );
}

async function stored( page: Page, id: number ): Promise< StoredSurvey > {
	return ( await SurveysApi.for( page ) ).full< StoredSurvey >( id );
}

async function open( page: Page, hash: string ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ BUILDER }#${ hash }` );
	await expect(
		page.getByRole( 'navigation', { name: 'Survey steps' } )
	).toBeVisible();
}

function next( page: Page, title: string ): Locator {
	return page.getByRole( 'button', { name: `Next Step: ${ title }` } );
}

function card( page: Page, index: number ): Locator {
	return page.locator( '.uf-builder-card' ).nth( index );
}

function currentStep( page: Page ): Locator {
	return page
		.getByRole( 'navigation', { name: 'Survey steps' } )
		.locator( '[aria-current="step"]' );
}

const created: number[] = [];

async function makeSurvey( page: Page, survey: Record< string, unknown > ) {
	const api = await SurveysApi.for( page );
	const id = await api.save( { status: 'draft', ...survey } );
	created.push( id );
	return id;
}

const text = ( id: string, title: string ) => ( {
	id,
	type: 'text',
	title,
	config: { options: [] },
} );
const radio = ( id: string, title: string, options: string[] ) => ( {
	id,
	type: 'radio-button',
	title,
	config: { options },
} );

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( {
		storageState: ADMIN_STATE,
	} );
	const api = await SurveysApi.for( await context.newPage() );
	await api.remove( created );
	await context.close();
	setTier( 'lite' );
} );

test.describe( 'survey builder', () => {
	test.beforeAll( () => setTier( 'elite' ) );

	test( 'from a template to a published survey that appears on the front end', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await open( page, '/new' );
		await expect( page ).toHaveURL( /#\/new\/setup$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Select a Template' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Save' } )
		).toBeDisabled();
		await shot( page, 'setup' );

		await page.getByRole( 'button', { name: /^Content Feedback/ } ).click();
		await expect( page ).toHaveURL( /#\/new\/questions$/ );
		await expect( currentStep( page ) ).toHaveText( /Questions/ );
		// The title becomes the template's name; its questions replace the blank one.
		await expect(
			page.getByRole( 'heading', { name: 'Content Feedback' } )
		).toBeVisible();
		expect(
			await page.locator( '.uf-builder-card' ).count()
		).toBeGreaterThan( 1 );
		await shot( page, 'questions' );

		// Preview: the real widget, in preview mode, updating live.
		await page
			.getByRole( 'button', { name: 'Preview', exact: true } )
			.click();
		const preview = page.getByLabel( 'Survey preview' );
		// A real box the floating widget sits in, not a collapsed inline host.
		expect( ( await preview.boundingBox() )!.height ).toBeGreaterThan(
			300
		);
		const firstTitle = await preview.locator( '.uf-title' ).textContent();
		expect( firstTitle ).toBeTruthy();
		await expect(
			preview.getByRole( 'button', { name: 'Skip' } )
		).toHaveCount( 0 );
		await shot( page, 'preview' );
		await page
			.getByRole( 'button', { name: 'Build', exact: true } )
			.click();
		await card( page, 0 )
			.getByLabel( 'Question title' )
			.fill( 'Edited live?' );
		await page
			.getByRole( 'button', { name: 'Preview', exact: true } )
			.click();
		await expect( preview.locator( '.uf-title' ) ).toHaveText(
			'Edited live?'
		);
		await page
			.getByRole( 'button', { name: 'Build', exact: true } )
			.click();

		await next( page, 'Settings' ).click();
		await expect( page ).toHaveURL( /#\/edit\/\d+\/settings$/ );
		const id = Number( /edit\/(\d+)\//.exec( page.url() )![ 1 ] );
		created.push( id );
		expect( ( await stored( page, id ) ).status ).toBe( 'draft' );
		await shot( page, 'settings' );

		await next( page, 'Workflow' ).click();
		await expect( currentStep( page ) ).toHaveText( /Workflow/ );
		await shot( page, 'workflow' );

		await next( page, 'Publish' ).click();
		await expect( currentStep( page ) ).toHaveText( /Publish/ );
		// A survey begun as new is preset to Publish.
		await expect(
			page.getByRole( 'radio', { name: 'Publish' } )
		).toBeChecked();
		await expect( page.getByText( 'All Device Types' ) ).toBeVisible();
		await shot( page, 'publish' );

		await page.getByRole( 'button', { name: 'Save and Publish' } ).click();
		// Publishing without scheduling goes back to the list.
		await expect( page ).toHaveURL( /#\/$/ );
		const row = page.getByRole( 'row' ).filter( {
			has: page.getByRole( 'link', {
				name: 'Content Feedback',
				exact: true,
			} ),
		} );
		await expect( row ).toContainText( 'Published' );

		// The front end now carries it among the page's surveys.
		const front = await page.request.get( '/' );
		expect( await front.text() ).toContain(
			`"id":${ id },"title":"Content Feedback"`
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'edits an existing survey through every step', async ( { page } ) => {
		const id = await makeSurvey( page, {
			title: 'Edit me',
			questions: [ text( 'q1', 'First?' ) ],
		} );
		await open( page, `/edit/${ id }` );
		await expect( page ).toHaveURL(
			new RegExp( `#/edit/${ id }/questions$` )
		);
		// An existing survey has no setup step and no way back from questions.
		await expect(
			page.getByRole( 'button', { name: 'Back' } )
		).toHaveCount( 0 );

		await page.getByRole( 'button', { name: 'Edit title' } ).click();
		await page.getByLabel( 'Survey title' ).fill( 'Edited survey' );
		await page.getByLabel( 'Survey title' ).press( 'Enter' );
		await expect(
			page.getByRole( 'heading', { name: 'Edited survey' } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Add Question' } ).click();
		await page.getByRole( 'menuitem', { name: 'Multiple Choice' } ).click();
		const added = card( page, 1 );
		await added.getByLabel( 'Question title' ).fill( 'Pick one' );
		await added.getByLabel( 'Option 1', { exact: true } ).fill( 'Red' );
		await added.getByLabel( 'Option 2', { exact: true } ).fill( 'Blue' );
		await next( page, 'Settings' ).click();

		await page.getByLabel( 'After a delay' ).check();
		await page.getByLabel( 'Delay in seconds' ).fill( '12' );
		await next( page, 'Workflow' ).click();

		const addresses = page.getByRole( 'textbox', { name: /Send To/ } );
		await addresses.fill( 'ops@example.com, nope' );
		await expect( next( page, 'Publish' ) ).toBeDisabled();
		await addresses.fill( 'ops@example.com, team@example.com' );
		await next( page, 'Publish' ).click();

		await expect( page.getByText( 'Edited survey' ).first() ).toBeVisible();
		await page.getByRole( 'radio', { name: 'Draft' } ).check();
		await page.getByRole( 'button', { name: 'Save as Draft' } ).click();
		await expect(
			page.getByText( 'Your Survey was Saved as a Draft' )
		).toBeVisible();

		const survey = await stored( page, id );
		expect( survey.title ).toBe( 'Edited survey' );
		expect(
			survey.questions.map( ( q ) => [ q.title, q.config.options ] )
		).toEqual( [
			[ 'First?', [] ],
			[ 'Pick one', [ 'Red', 'Blue' ] ],
		] );
		expect( survey.settings.behavior ).toMatchObject( {
			timing: 'delay',
			timing_delay: 12,
		} );
		expect( survey.notifications.email.addresses ).toBe(
			'ops@example.com, team@example.com'
		);
	} );

	test( 'conditional logic: a later question shown only for one answer', async ( {
		page,
	} ) => {
		const id = await makeSurvey( page, {
			title: 'Logic',
			questions: [
				radio( 'q1', 'Happy?', [ 'Yes', 'No' ] ),
				text( 'q2', 'Why not?' ),
			],
		} );
		await open( page, `/edit/${ id }/questions` );
		// The first question has nothing earlier to depend on.
		await expect(
			card( page, 0 ).getByLabel( 'Conditional logic', { exact: true } )
		).toBeDisabled();

		const second = card( page, 1 );
		await second.getByLabel( 'Conditional logic', { exact: true } ).check();
		await second
			.getByLabel( 'Question', { exact: true } )
			.selectOption( { label: '1. Happy?' } );
		await second.getByLabel( 'Comparison' ).selectOption( { label: 'is' } );
		await second
			.getByLabel( 'Answer', { exact: true } )
			.selectOption( 'No' );
		await shot( page, 'logic' );
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Save' } )
		).toBeEnabled();

		await expect
			.poll(
				async () => ( await stored( page, id ) ).questions[ 1 ].logic
			)
			.toEqual( {
				enabled: true,
				action: 'show',
				conditions: [
					{ question_id: 'q1', compare: '==', value: 'No' },
				],
			} );
	} );

	test( 'reorders questions by keyboard and by mouse', async ( { page } ) => {
		const id = await makeSurvey( page, {
			title: 'Reorder',
			questions: [
				text( 'a', 'Alpha' ),
				text( 'b', 'Bravo' ),
				text( 'c', 'Charlie' ),
			],
		} );
		await open( page, `/edit/${ id }/questions` );
		const titles = () =>
			page
				.locator( '.uf-builder-card' )
				.getByLabel( 'Question title' )
				.evaluateAll( ( inputs ) =>
					inputs.map(
						( input ) => ( input as HTMLInputElement ).value
					)
				);

		// Keyboard: pick up question 1, move it down one place, drop it.
		await page
			.getByRole( 'button', { name: 'Reorder question 1' } )
			.focus();
		// dnd-kit measures the list between key presses: each key waits for what it announces,
		// as a screen-reader user hears it, so a slow frame cannot swallow the next key.
		for ( const [ key, announced ] of [
			[ 'Space', 'Picked up question 1 of 3.' ],
			[ 'ArrowDown', 'Question 1 moved to position 2 of 3.' ],
			[ 'Space', 'Question 1 dropped at position 2 of 3.' ],
		] ) {
			await page.keyboard.press( key );
			await expect( page.getByText( announced ) ).toBeAttached();
		}
		await expect.poll( titles ).toEqual( [ 'Bravo', 'Alpha', 'Charlie' ] );

		// Mouse: drag question 3 by its handle onto the middle of the first card, both in view (a
		// pointer cannot leave the viewport, and three cards are taller than 720 px).
		await page.setViewportSize( { width: 1280, height: 1600 } );
		await card( page, 0 ).scrollIntoViewIfNeeded();
		const handle = page.getByRole( 'button', {
			name: 'Reorder question 3',
		} );
		const from = ( await handle.boundingBox() )!;
		const first = ( await card( page, 0 ).boundingBox() )!;
		await page.mouse.move(
			from.x + from.width / 2,
			from.y + from.height / 2
		);
		await page.mouse.down();
		await page.mouse.move( from.x + from.width / 2, from.y - 10, {
			steps: 5,
		} );
		await page.mouse.move(
			from.x + from.width / 2,
			first.y + first.height / 2,
			{ steps: 20 }
		);
		await page.waitForTimeout( 200 );
		await page.mouse.up();
		await expect.poll( titles ).toEqual( [ 'Charlie', 'Bravo', 'Alpha' ] );
		// Let the drop settle before saving.
		await page.waitForTimeout( 300 );
		await expect.poll( titles ).toEqual( [ 'Charlie', 'Bravo', 'Alpha' ] );

		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect
			.poll( async () =>
				( await stored( page, id ) ).questions.map( ( q ) => q.id )
			)
			.toEqual( [ 'c', 'b', 'a' ] );
	} );

	test( 'page rules: default rule, validation, AND/OR and saved data', async ( {
		page,
	} ) => {
		const id = await makeSurvey( page, {
			title: 'Rules',
			questions: [ text( 'q1', 'Hi?' ) ],
		} );
		await open( page, `/edit/${ id }/settings` );

		await page.getByLabel( 'Advanced' ).check();
		const type1 = page.getByLabel( 'Rule 1 type' );
		await expect( type1 ).toHaveValue( 'page_type' );
		// Nothing touched yet: no error on the empty default rule.
		await expect( page.getByText( 'Choose an option.' ) ).toHaveCount( 0 );
		await expect( page.getByLabel( 'Rule 1 value' ) ).not.toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect(
			page.getByRole( 'button', { name: 'Remove rule 1' } )
		).toHaveCount( 0 );
		// No value yet: the step cannot continue.
		await expect( next( page, 'Workflow' ) ).toBeDisabled();
		await page
			.getByLabel( 'Rule 1 value' )
			.selectOption( { label: 'Front Page' } );

		const add = page.getByRole( 'group', { name: 'Add another rule' } );
		await add.getByRole( 'button', { name: 'OR', exact: true } ).click();
		await page.getByLabel( 'Rule 2 type' ).selectOption( 'page_url_is' );
		const url = page.getByLabel( 'Rule 2 value' );
		await expect( url ).toHaveAttribute( 'placeholder', 'https://' );
		await url.fill( 'not a url' );
		await expect( url ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( next( page, 'Workflow' ) ).toBeDisabled();
		await url.fill( 'https://example.com/pricing/' );
		// Once the second rule is OR, only OR is offered.
		await expect(
			page.getByRole( 'button', { name: 'AND', exact: true } )
		).toHaveCount( 0 );
		await shot( page, 'page-rules' );

		await next( page, 'Workflow' ).click();
		// Next saves, then moves on: the step changing says the save is done (reading before
		// it, on a loaded machine, found the previous settings).
		await expect( currentStep( page ) ).toHaveText( /Workflow/ );
		const rules = ( await stored( page, id ) ).settings.targeting;
		expect( rules.pages ).toBe( 'advanced' );
		expect( rules.page_rules ).toEqual( [
			{
				logic: 'page_type',
				operator: '&&',
				data: { id: 'front_page', label: 'Front Page' },
			},
			{
				logic: 'page_url_is',
				operator: '||',
				data: 'https://example.com/pricing/',
			},
		] );
	} );

	test( 'the preview shows the site’s saved widget look', async ( {
		page,
	} ) => {
		const nonce = (
			await (
				await page.request.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		try {
			const saved = await page.request.post( `${ REST }/settings`, {
				headers: { 'X-WP-Nonce': nonce },
				data: {
					settings: {
						widget_toggle_text: 'Tell us',
						widget_position: 'bottom_left',
					},
				},
			} );
			expect( saved.ok() ).toBe( true );
			const id = await makeSurvey( page, {
				title: 'Look',
				questions: [ text( 'q1', 'Hello?' ) ],
			} );
			await open( page, `/edit/${ id }/questions` );
			await page
				.getByRole( 'button', { name: 'Preview', exact: true } )
				.click();
			const preview = page.getByLabel( 'Survey preview' );
			await expect(
				preview.getByRole( 'button', { name: 'Tell us' } )
			).toBeVisible();
			await expect(
				preview.locator( '.uf-pos-bottom_left' )
			).toHaveCount( 1 );
			await shot( page, 'preview-site-look' );
		} finally {
			resetSettings();
		}
	} );

	test( 'scheduling a future survey shows Scheduled in the list', async ( {
		page,
	} ) => {
		const id = await makeSurvey( page, {
			title: 'Later survey',
			questions: [ text( 'q1', 'Hello?' ) ],
		} );
		await open( page, `/edit/${ id }/publish` );
		await page.getByLabel( 'Schedule this survey' ).check();
		await expect( page.getByLabel( 'Time' ) ).toHaveValue( '08:00' );
		const tomorrow = new Date( Date.now() + 2 * 86400000 )
			.toISOString()
			.slice( 0, 10 );
		await page.getByLabel( 'Date' ).fill( tomorrow );
		await shot( page, 'schedule' );
		await page.getByRole( 'button', { name: 'Save and Schedule' } ).click();
		await expect(
			page.getByText( 'Your Survey was Saved!' )
		).toBeVisible();

		const survey = await stored( page, id );
		expect( survey.status ).toBe( 'publish' );
		expect( survey.is_scheduled ).toBe( true );
		await page.getByRole( 'link', { name: 'View Surveys' } ).click();
		const row = page.getByRole( 'row' ).filter( {
			has: page.getByRole( 'link', {
				name: 'Later survey',
				exact: true,
			} ),
		} );
		await expect( row ).toContainText( 'Scheduled' );
	} );
} );

test.describe( 'builder gates and the upgrade modal', () => {
	// Locked controls are aria-disabled but still take a click, which opens the modal;
	// Playwright waits for aria-disabled controls to be enabled unless forced.
	const force = { force: true };

	/**
	 * Forced clicks skip Playwright's stability checks, so wait until the Tracking card has its
	 * final content (the plugins list answered) before clicking below it.
	 * @param page The page.
	 */
	async function settled( page: Page ) {
		const tracking = page.getByRole( 'region', { name: 'Tracking' } );
		await expect( tracking ).toBeVisible();
		await expect(
			tracking.getByRole( 'button', { name: /^Checking / } )
		).toHaveCount( 0 );
	}

	async function expectModal(
		page: Page,
		feature: string,
		plan: 'Lite' | 'Plus'
	) {
		const dialog = page.getByRole( 'dialog', {
			name: `${ feature } is a PRO feature`,
		} );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText(
			`not available on your ${ plan } plan`
		);
		await expect(
			dialog.getByRole( 'link', { name: /Upgrade to PRO/ } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'link', { name: 'Already purchased?' } )
		).toHaveAttribute( 'href', /page=userfeedback_settings#\/general$/ );
		if ( plan === 'Lite' ) {
			await expect( dialog ).toContainText( '50% off' );
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
	}

	test( 'Lite: devices, page targeting and behaviour open the modal; NPS and star are locked', async ( {
		page,
	} ) => {
		setTier( 'lite' );
		const id = await makeSurvey( page, {
			title: 'Lite gates',
			questions: [ text( 'q1', 'Hi?' ) ],
		} );
		await open( page, `/edit/${ id }/settings` );
		await settled( page );
		await expect(
			page.getByRole( 'checkbox', { name: 'Desktop' } )
		).toBeChecked();
		await page
			.getByRole( 'checkbox', { name: 'Tablet', exact: true } )
			.click( force );
		await shot( page, 'modal-lite' );
		await expectModal( page, 'Custom Device Type', 'Lite' );
		await page.getByLabel( 'Advanced' ).click( force );
		await expectModal( page, 'Conditional Display', 'Lite' );
		for ( const feature of [
			'Display Timing',
			'Display Length',
			'Survey Run Time',
		] ) {
			await page
				.getByRole( 'group', { name: new RegExp( feature ) } )
				.getByRole( 'radio' )
				.last()
				.click( force );
			await expectModal( page, feature, 'Lite' );
		}

		await page.getByRole( 'button', { name: 'Back' } ).click();
		await page.getByRole( 'button', { name: 'Add Question' } ).click();
		await page.getByRole( 'menuitem', { name: /NPS/ } ).click( force );
		await expectModal( page, 'NPS', 'Lite' );

		// A seeded NPS survey: Lite never shows it to visitors, and the builder says so.
		const nps = await (
			await SurveysApi.for( page )
		).idOf( 'Net Promoter Score' );
		const warning = page.getByText(
			'Visitors will not see this survey: its NPS questions need UserFeedback PRO.'
		);
		await open( page, `/edit/${ nps }/questions` );
		await expect( warning ).toBeVisible();
		await shot( page, 'lite-hidden-nps' );
		await open( page, `/edit/${ nps }/publish` );
		await expect( warning ).toBeVisible();
	} );

	test( 'plus licence: devices stay desktop only, page rules are open', async ( {
		page,
	} ) => {
		setTier( 'plus' );
		const id = await makeSurvey( page, {
			title: 'Plus gates',
			questions: [ text( 'q1', 'Hi?' ) ],
		} );
		await open( page, `/edit/${ id }/settings` );
		await settled( page );
		await page.getByRole( 'checkbox', { name: 'Mobile' } ).click( force );
		await expectModal( page, 'Custom Device Type', 'Plus' );
		await page.getByLabel( 'Advanced' ).check();
		await expect( page.getByLabel( 'Rule 1 type' ) ).toBeVisible();
		await shot( page, 'plus' );
	} );

	test( 'elite: every device can be chosen', async ( { page } ) => {
		setTier( 'elite' );
		const id = await makeSurvey( page, {
			title: 'Elite gates',
			questions: [ text( 'q1', 'Hi?' ) ],
		} );
		await open( page, `/edit/${ id }/settings` );
		await page
			.getByRole( 'checkbox', { name: 'Tablet', exact: true } )
			.uncheck();
		await expect(
			page.getByRole( 'checkbox', { name: 'Tablet', exact: true } )
		).not.toBeChecked();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );
} );
