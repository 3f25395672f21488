import { execFileSync } from 'child_process';
import path from 'path';
import {
	expect,
	request as playwrightRequest,
	test,
	type Locator,
	type Page,
} from '@playwright/test';

import {
	ADMIN_STATE,
	collectErrors,
	E2E_SITE,
	resetSettings,
	screenshotPath,
	setTier,
	surveyToken,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The admin side of the display rules (docs/decisions.md "Partial responses, the funnel
 * and display rules"), in Chromium on the real site as an elite owner: every field of the
 * builder's Behavior card and the Workflow step's partial notifications saved and kept after a
 * reload; a value out of range said beside its field and refused; Settings → Widget's cooldown;
 * the surveys list's Display Order reordered by mouse, keyboard and buttons, kept after a reload;
 * "Closed: limit reached"; and the locks in Lite and without the behavior add-on. Screenshots at
 * desktop width and wp-admin's narrow 782 px.
 */

const root = path.resolve( __dirname, '../..' );
const SURVEYS = '/wp-admin/admin.php?page=userfeedback_surveys';
const SETTINGS = '/wp-admin/admin.php?page=userfeedback_settings';
const STAMP = Date.now().toString( 36 );

const created: number[] = [];

async function shot( page: Page, name: string, target?: Locator ) {
	const file = screenshotPath( `display-rules-admin-${ name }` );
	await ( target
		? target.screenshot( { path: file } )
		: page.screenshot( { path: file, fullPage: true } ) );
}

/**
 * Both widths: desktop, then wp-admin's narrow layout (782 px), then back.
 * @param page
 * @param name
 * @param target
 */
async function shotsAtBothWidths(
	page: Page,
	name: string,
	target: () => Locator
) {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await target().scrollIntoViewIfNeeded();
	await shot( page, `${ name }-desktop`, target() );
	await page.setViewportSize( { width: 782, height: 1000 } );
	await target().scrollIntoViewIfNeeded();
	await shot( page, `${ name }-782`, target() );
	await page.setViewportSize( { width: 1280, height: 900 } );
}

function question() {
	return {
		id: 'q1',
		title: 'Anything to add?',
		type: 'text',
		config: { options: [] },
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
	};
}

async function publish(
	api: SurveysApi,
	title: string,
	behavior: Record< string, unknown > = {}
): Promise< number > {
	const id = await api.save( {
		title,
		status: 'publish',
		questions: [ question() ],
		settings: { behavior },
	} );
	created.push( id );
	return id;
}

/**
 * A visitor's completed response through the public route, with no cookies.
 *
 * @param baseURL  The site.
 * @param surveyId Survey.
 */
async function visitorAnswers( baseURL: string, surveyId: number ) {
	const visitor = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const response = await visitor.post(
		`${ REST }/surveys/${ surveyId }/responses`,
		{
			data: {
				answers: [ { question_id: 'q1', value: 'Works well.' } ],
				nonce: surveyToken( surveyId ),
				page_submitted: { url: `${ baseURL }/`, title: 'Home' },
			},
		}
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	await visitor.dispose();
}

function behaviorCard( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Behavior' } );
}

async function saveBuilder( page: Page ) {
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Saved'
	);
}

function orderList( page: Page ): Locator {
	return page.getByRole( 'list', {
		name: 'Published surveys, first shown first',
	} );
}

/**
 * The titles in the Display Order panel, in order, limited to this run's surveys.
 * @param page
 */
async function ourOrder( page: Page ): Promise< string[] > {
	const titles = await orderList( page )
		.locator( '.uf-display-order__title strong' )
		.allTextContents();
	return titles.filter( ( title ) => title.endsWith( STAMP ) );
}

async function openDisplayOrder( page: Page ) {
	await page.goto( `${ SURVEYS }#/` );
	await page.getByRole( 'button', { name: 'Display Order' } ).click();
	await expect( orderList( page ) ).toBeVisible();
}

test.use( { storageState: ADMIN_STATE } );
test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	setTier( 'elite' );
	resetSettings();
} );

test.afterAll( async ( { browser } ) => {
	setTier( 'elite' );
	resetSettings();
	const page = await browser.newPage( { storageState: ADMIN_STATE } );
	await page.goto( `${ SURVEYS }#/` );
	await ( await SurveysApi.for( page ) ).remove( created );
	await page.close();
} );

test( 'Behavior card: every display rule is saved and kept after a reload', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	const api = await SurveysApi.for( page );
	const id = await publish( api, `Behavior ${ STAMP }` );

	await page.goto( `${ SURVEYS }#/edit/${ id }/settings` );
	const card = behaviorCard( page );
	await expect( card ).toBeVisible();
	await expect(
		card.getByText(
			'Answers are saved as the visitor goes, so you see where people stop.'
		)
	).toBeVisible();
	await card.getByLabel( 'Save partial responses' ).check();
	await card.getByLabel( 'Priority', { exact: true } ).fill( '42' );
	await card.getByLabel( 'Ignore the cooldown between surveys' ).check();
	await card.getByLabel( 'Show to' ).fill( '25' );
	await card.getByLabel( 'Stop after' ).fill( '500' );
	await card.getByLabel( 'Take at most' ).fill( '120' );
	await shotsAtBothWidths( page, 'behavior-card', () =>
		behaviorCard( page )
	);
	await saveBuilder( page );

	await page.reload();
	const again = behaviorCard( page );
	await expect( again.getByLabel( 'Save partial responses' ) ).toBeChecked();
	await expect( again.getByLabel( 'Priority', { exact: true } ) ).toHaveValue(
		'42'
	);
	await expect(
		again.getByLabel( 'Ignore the cooldown between surveys' )
	).toBeChecked();
	await expect( again.getByLabel( 'Show to' ) ).toHaveValue( '25' );
	await expect( again.getByLabel( 'Stop after' ) ).toHaveValue( '500' );
	const stored = await api.full< {
		settings: { behavior: Record< string, unknown > };
	} >( id );
	expect( stored.settings.behavior ).toMatchObject( {
		save_partial: true,
		priority: 42,
		ignore_cooldown: true,
		sample_percent: 25,
		response_limit: 500,
		max_per_minute: 120,
	} );

	// One answer per person: refused beside the group while asking again is also set.
	const once = again.getByRole( 'group', { name: /One Answer per Person/ } );
	await once.getByLabel( 'Once per logged-in user' ).check();
	await again.getByLabel( 'Ask again every' ).fill( '30' );
	const conflict = once.getByText(
		'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.'
	);
	await expect( conflict ).toBeVisible();
	await once.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: screenshotPath( 'display-rules-once-per-conflict' ),
	} );
	await again.getByLabel( 'Ask again every' ).fill( '0' );
	await expect( conflict ).toHaveCount( 0 );
	await saveBuilder( page );
	await page.reload();
	await expect(
		behaviorCard( page ).getByLabel( 'Once per logged-in user' )
	).toBeChecked();
	expect(
		(
			await api.full< { settings: { behavior: { once_per: string } } } >(
				id
			)
		).settings.behavior.once_per
	).toBe( 'user' );

	// Workflow: partial responses notified after 30 minutes.
	await page.goto( `${ SURVEYS }#/edit/${ id }/notifications` );
	const partial = page.getByLabel(
		'Also notify about partial responses after 30 minutes'
	);
	await expect( partial ).not.toBeChecked();
	await partial.check();
	await saveBuilder( page );
	await page.reload();
	await expect(
		page.getByLabel(
			'Also notify about partial responses after 30 minutes'
		)
	).toBeChecked();
	expect(
		(
			await api.full< { notifications: { include_partial: boolean } } >(
				id
			)
		).notifications.include_partial
	).toBe( true );
	await shot(
		page,
		'workflow-partial',
		page.getByRole( 'region', { name: 'Email Notifications' } )
	);
	expect( errors ).toEqual( [] );
} );

test( 'Behavior card: a value out of range is said beside the field and refused', async ( {
	page,
} ) => {
	const api = await SurveysApi.for( page );
	const id = await publish( api, `Bad values ${ STAMP }`, {
		priority: 7,
	} );
	await page.goto( `${ SURVEYS }#/edit/${ id }/settings` );
	const card = behaviorCard( page );
	const priority = card.getByLabel( 'Priority', { exact: true } );
	await expect( priority ).toHaveValue( '7' );
	await priority.fill( '5000' );
	await expect( priority ).toHaveAttribute( 'aria-invalid', 'true' );
	const message = card.getByText(
		'The priority must be a whole number from 0 to 1000.'
	);
	await expect( message ).toBeVisible();
	await card.getByLabel( 'Show to' ).fill( '0' );
	await expect(
		card.getByText( 'Show the survey to 1% to 100% of visitors.' )
	).toBeVisible();

	// Save anyway: the server refuses and nothing changes.
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Could Not Save Changes' } )
	).toBeVisible();
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Not saved'
	);
	await expect( message ).toBeVisible();
	await shot( page, 'behavior-card-errors', behaviorCard( page ) );
	const stored = await api.full< {
		settings: { behavior: { priority: number; sample_percent: number } };
	} >( id );
	expect( stored.settings.behavior.priority ).toBe( 7 );
	expect( stored.settings.behavior.sample_percent ).toBe( 100 );

	// Back in range, the message goes.
	await priority.fill( '3' );
	await expect( priority ).not.toHaveAttribute( 'aria-invalid', 'true' );
	await expect( message ).toBeHidden();
} );

test( 'Settings → Widget: the cooldown between surveys is saved, checked and kept', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.goto( `${ SETTINGS }#/widget` );
	const field = page.getByRole( 'spinbutton', {
		name: 'Cooldown Between Surveys',
	} );
	await expect( field ).toHaveValue( '0' );
	await field.fill( '400' );
	await expect(
		page.getByText(
			'The cooldown must be a whole number of days from 0 to 365.'
		)
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Save Settings' } ).click();
	// The server's own message replaces the screen's.
	await expect(
		page.getByText(
			'widget_cooldown_days must be a whole number from 0 to 365.'
		)
	).toBeVisible();
	await expect( field ).toHaveAttribute( 'aria-invalid', 'true' );

	await field.fill( '14' );
	await page.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await page.reload();
	await expect(
		page.getByRole( 'spinbutton', { name: 'Cooldown Between Surveys' } )
	).toHaveValue( '14' );
	await shotsAtBothWidths( page, 'widget-cooldown', () =>
		page
			.getByRole( 'spinbutton', { name: 'Cooldown Between Surveys' } )
			.locator( 'xpath=ancestor::tr' )
	);
	// The refused save above is the browser's only complaint.
	expect(
		errors.filter( ( error ) => ! /status of 400/.test( error ) )
	).toEqual( [] );
} );

test( 'Surveys list: the display order set by mouse, keyboard and buttons is kept after a reload', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	const api = await SurveysApi.for( page );
	const [ a, b, c ] = [
		`Order A ${ STAMP }`,
		`Order B ${ STAMP }`,
		`Order C ${ STAMP }`,
	];
	for ( const title of [ a, b, c ] ) {
		await publish( api, title );
	}
	await openDisplayOrder( page );
	// New surveys (priority 0) come after every ordered one, the oldest first.
	const start = await ourOrder( page );
	expect( start.slice( -3 ) ).toEqual( [ a, b, c ] );

	// Keyboard: pick C up, two up, drop.
	const handleC = orderList( page ).getByRole( 'button', {
		name: `Reorder “${ c }”`,
	} );
	await handleC.focus();
	// dnd-kit measures the list between key presses: each key waits for what it announces, as a
	// screen-reader user hears it, so a slow frame cannot swallow the next key.
	const quoted = c.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	await page.keyboard.press( 'Space' );
	const picked = page.getByText(
		new RegExp( `^Picked up “${ quoted }”, position \\d+ of \\d+\\.$` )
	);
	await expect( picked ).toBeAttached();
	const [ , pickedAt, count ] = (
		( await picked.textContent() ) ?? ''
	).match( /position (\d+) of (\d+)/ )!;
	for ( const step of [ 1, 2 ] ) {
		await page.keyboard.press( 'ArrowUp' );
		await expect(
			page.getByText(
				`“${ c }” moved to position ${ Number( pickedAt ) - step } of ${ count }.`
			)
		).toBeAttached();
	}
	await page.keyboard.press( 'Space' );
	await expect(
		page.getByText(
			`“${ c }” dropped at position ${ Number( pickedAt ) - 2 } of ${ count }.`
		)
	).toBeAttached();
	await expect
		.poll( async () => ( await ourOrder( page ) ).slice( -3 ) )
		.toEqual( [ c, a, b ] );

	// Mouse: drag B onto A.
	const handleB = orderList( page ).getByRole( 'button', {
		name: `Reorder “${ b }”`,
	} );
	const rowA = orderList( page )
		.getByRole( 'listitem' )
		.filter( { hasText: a } );
	const from = ( await handleB.boundingBox() )!;
	const to = ( await rowA.boundingBox() )!;
	await page.mouse.move( from.x + from.width / 2, from.y + from.height / 2 );
	await page.mouse.down();
	await page.mouse.move( from.x + from.width / 2, from.y - 10, {
		steps: 5,
	} );
	await page.mouse.move( from.x + from.width / 2, to.y + 4, { steps: 10 } );
	await page.mouse.up();
	await expect
		.poll( async () => ( await ourOrder( page ) ).slice( -3 ) )
		.toEqual( [ c, b, a ] );
	// The drop settles (dnd-kit marks the handle being dragged aria-pressed) before the next
	// action: on a loaded machine a click right after the drop lands while it still animates.
	await expect(
		orderList( page ).locator( '[aria-pressed="true"]' )
	).toHaveCount( 0 );
	// dnd-kit swallows the first click after a drop (so the drop does not click what it lands
	// on); on a slow machine that can be the next real one. A click on the panel's text takes it.
	await page
		.getByRole( 'region', { name: 'Display Order' } )
		.getByRole( 'heading' )
		.first()
		.click();

	// Buttons: A up once, announced.
	await orderList( page )
		.getByRole( 'button', { name: `Move “${ a }” up` } )
		.click();
	await expect
		.poll( async () => ( await ourOrder( page ) ).slice( -3 ) )
		.toEqual( [ c, a, b ] );
	await expect(
		page.getByText( `“${ a }” moved to position` )
	).toBeAttached();
	expect( ( await ourOrder( page ) ).slice( -3 ) ).toEqual( [ c, a, b ] );
	await expect( page.getByText( 'Unsaved changes' ) ).toBeVisible();
	await shotsAtBothWidths( page, 'display-order', () =>
		page.getByRole( 'region', { name: 'Display Order' } )
	);

	await page.getByRole( 'button', { name: 'Save Order' } ).click();
	await expect(
		page.getByText( /^Display order saved for \d+ surveys?\.$/ )
	).toBeVisible();
	const saved = await ourOrder( page );

	await page.reload();
	await page.getByRole( 'button', { name: 'Display Order' } ).click();
	await expect( orderList( page ) ).toBeVisible();
	expect( await ourOrder( page ) ).toEqual( saved );
	expect( saved.slice( -3 ) ).toEqual( [ c, a, b ] );

	// The builder shows the priority the order gave.
	const priorities = await page.request.get( `${ REST }/surveys/priority`, {
		headers: {
			'X-WP-Nonce': (
				await (
					await page.request.get(
						'/wp-admin/admin-ajax.php?action=rest-nonce'
					)
				).text()
			).trim(),
		},
	} );
	const items = (
		( await priorities.json() ) as {
			items: Array< { title: string; priority: number } >;
		}
	 ).items;
	const ofC = items.find( ( item ) => item.title === c )!.priority;
	const ofA = items.find( ( item ) => item.title === a )!.priority;
	expect( ofC ).toBeGreaterThan( ofA );
	expect( errors ).toEqual( [] );
} );

test( 'Surveys list: "Closed: limit reached" once the responses reach the limit', async ( {
	page,
	baseURL,
} ) => {
	const api = await SurveysApi.for( page );
	const title = `Limited ${ STAMP }`;
	const id = await publish( api, title, { response_limit: 1 } );
	await page.goto( `${ SURVEYS }#/` );
	const row = page.getByRole( 'row' ).filter( { hasText: title } );
	await expect( row ).toBeVisible();
	await expect( row.getByText( 'Closed: limit reached' ) ).toHaveCount( 0 );

	await visitorAnswers( baseURL!, id );
	await page.reload();
	await expect(
		page
			.getByRole( 'row' )
			.filter( { hasText: title } )
			.getByText( 'Closed: limit reached' )
	).toBeVisible();
	await shot(
		page,
		'list-limit-reached',
		page.getByRole( 'row' ).filter( { hasText: title } )
	);
} );

test( 'Lite and Pro without the behavior add-on see the locks', async ( {
	page,
} ) => {
	const api = await SurveysApi.for( page );
	const id = await publish( api, `Locked ${ STAMP }`, { priority: 9 } );

	setTier( 'lite' );
	await page.goto( `${ SURVEYS }#/` );
	await page.getByRole( 'button', { name: /Display Order/ } ).click();
	await expect(
		page.getByRole( 'heading', {
			name: 'Survey Priority is a PRO feature',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close', exact: true } ).click();
	await expect( orderList( page ) ).toHaveCount( 0 );

	await page.goto( `${ SURVEYS }#/edit/${ id }/settings` );
	const card = behaviorCard( page );
	const priority = card.getByLabel( 'Priority', { exact: true } );
	// What the survey uses here: the default.
	await expect( priority ).toHaveValue( '0' );
	// Locked (aria-disabled, read-only) but focusable: Enter opens the upgrade modal.
	await priority.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Survey Priority is a PRO feature',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close', exact: true } ).click();
	await card.getByLabel( 'Save partial responses' ).focus();
	await page.keyboard.press( 'Space' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Partial Responses is a PRO feature',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close', exact: true } ).click();
	await expect(
		card.getByLabel( 'Save partial responses' )
	).not.toBeChecked();
	await shot( page, 'behavior-card-lite', behaviorCard( page ) );

	await page.goto( `${ SETTINGS }#/widget` );
	const cooldown = page.getByRole( 'spinbutton', {
		name: 'Cooldown Between Surveys',
	} );
	await expect( cooldown ).toBeDisabled();
	await page
		.getByRole( 'button', { name: /Survey Cooldown is a PRO feature/ } )
		.click();
	await expect(
		page.getByRole( 'heading', {
			name: 'Survey Cooldown is a PRO feature',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close', exact: true } ).click();
	await shot(
		page,
		'widget-cooldown-lite',
		cooldown.locator( 'xpath=ancestor::tr' )
	);

	// Pro, licensed, without the behavior add-on: disabled under the notice; the server refuses.
	setTier( 'elite' );
	execFileSync( 'php', [
		path.join( root, 'bin/uf-dev.php' ),
		`--site=${ E2E_SITE }`,
		'addon',
		'behavior',
		'off',
	] );
	await page.goto( `${ SURVEYS }#/edit/${ id }/settings` );
	await expect(
		behaviorCard( page ).getByRole( 'link', {
			name: 'Please activate the Behavior addon to access this feature',
		} )
	).toBeVisible();
	await expect(
		behaviorCard( page ).getByLabel( 'Priority', { exact: true } )
	).toBeDisabled();
	await page.goto( `${ SURVEYS }#/` );
	await page.getByRole( 'button', { name: 'Display Order' } ).click();
	await expect(
		page
			.getByRole( 'region', { name: 'Display Order' } )
			.getByRole( 'link', {
				name: 'Please activate the Behavior addon to access this feature',
			} )
	).toBeVisible();
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const refused = await page.request.post( `${ REST }/surveys/priority`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { ids: [ id ] },
	} );
	expect( refused.status() ).toBe( 403 );
	setTier( 'elite' );
} );
