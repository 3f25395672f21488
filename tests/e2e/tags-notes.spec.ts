import { expect, test, type Browser, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	collectErrors,
	logIn,
	screenshotPath,
	setTier,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * Tags and notes on a response, end to end as an elite site's owner: tag a seeded
 * response from its screen (Enter and the Add button), the tags survive a reload, remove one with
 * its labelled ×; add, edit and delete a note. Then the seeded editor (who may view results)
 * tags the same response and adds a note, and cannot change the owner's note. On Lite the
 * response screen is the upgrade prompt, with no tag editor. Screenshots of the editor and the
 * notes on a desktop and at 782px under /work/notes/shots/.
 */

const BASE_URL = process.env.UF_E2E_URL ?? 'http://127.0.0.1:8889';

test.describe.configure( { mode: 'serial' } );

let surveyId = 0;
let responseId = 0;

function responseUrl(): string {
	return `/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }/responses/${ responseId }`;
}

async function shot( page: Page, name: string ) {
	// From the top, so wp-admin's fixed bar is not stitched into the middle of the page.
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	return page.screenshot( {
		path: screenshotPath( `tags-${ name }` ),
		fullPage: true,
		animations: 'disabled',
	} );
}

async function adminPage( browser: Browser ) {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	return { context, page: await context.newPage() };
}

async function login( browser: Browser, user: string ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await logIn( page, user );
	await page.waitForURL( /wp-admin/ );
	return page;
}

/**
 * Clears the response's tags and notes through REST (as the admin).
 * @param page
 */
async function clean( page: Page ) {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const headers = { 'X-WP-Nonce': nonce };
	const base = `${ REST }/surveys/${ surveyId }/responses/${ responseId }`;
	await page.request.post( `${ base }/tags`, {
		headers,
		data: { tags: [] },
	} );
	const notes = ( await (
		await page.request.get( `${ base }/notes`, { headers } )
	).json() ) as Array< { id: number } >;
	for ( const note of notes ) {
		await page.request.delete( `${ base }/notes/${ note.id }`, {
			headers,
		} );
	}
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	const { context, page } = await adminPage( browser );
	const api = await SurveysApi.for( page );
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	// A seeded survey with responses, and its newest response.
	for ( const id of await api.allIds() ) {
		const list = await page.request.get(
			`${ REST }/surveys/${ id }/responses?per_page=1`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		const items = (
			( await list.json() ) as { items?: Array< { id: number } > }
		 ).items;
		if ( list.ok() && items && items.length > 0 ) {
			surveyId = id;
			responseId = items[ 0 ].id;
			break;
		}
	}
	expect( responseId ).toBeGreaterThan( 0 );
	await clean( page );
	await context.close();
} );

test.afterAll( async ( { browser } ) => {
	setTier( 'elite' );
	const { context, page } = await adminPage( browser );
	await clean( page );
	await context.close();
	setTier( 'lite' );
} );

test( 'the owner tags a response, and the tags stay after a reload', async ( {
	browser,
} ) => {
	const { context, page } = await adminPage( browser );
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( responseUrl() );

	const tags = page.getByRole( 'region', { name: 'Tags' } );
	await expect( tags.getByText( 'No tags yet.' ) ).toBeVisible();
	const input = tags.getByLabel( 'Add a tag' );

	// Enter adds (normalised); the button adds too.
	await input.fill( '  Needs Follow-up ' );
	await input.press( 'Enter' );
	await expect( tags.getByRole( 'status' ) ).toHaveText(
		'Tag needs follow-up added.'
	);
	await expect( input ).toHaveValue( '' );
	await expect( input ).toBeFocused();
	await input.fill( 'pricing' );
	await tags.getByRole( 'button', { name: 'Add', exact: true } ).click();
	await expect( tags.getByRole( 'status' ) ).toHaveText(
		'Tag pricing added.'
	);

	// A bad tag is refused before sending, and said why.
	await input.fill( 'no;way' );
	await input.press( 'Enter' );
	await expect( tags.getByRole( 'alert' ) ).toHaveText(
		'Use only letters, digits, spaces, hyphens and underscores.'
	);
	await input.fill( '' );

	await page.reload();
	const reloaded = page.getByRole( 'region', { name: 'Tags' } );
	await expect(
		reloaded.getByRole( 'button', { name: 'Remove tag needs follow-up' } )
	).toBeVisible();
	await expect(
		reloaded.getByRole( 'button', { name: 'Remove tag pricing' } )
	).toBeVisible();
	await shot( page, 'editor-desktop' );

	await reloaded
		.getByRole( 'button', { name: 'Remove tag pricing' } )
		.click();
	await expect( reloaded.getByRole( 'status' ) ).toHaveText(
		'Tag pricing removed.'
	);
	await page.reload();
	await expect(
		page
			.getByRole( 'region', { name: 'Tags' } )
			.getByRole( 'button', { name: /^Remove tag/ } )
	).toHaveCount( 1 );

	// The list carries the tags too.
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const one = await page.request.get(
		`${ REST }/surveys/${ surveyId }/responses/${ responseId }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( ( ( await one.json() ) as { tags: string[] } ).tags ).toEqual( [
		'needs follow-up',
	] );
	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'the owner adds, edits and deletes a note', async ( { browser } ) => {
	const { context, page } = await adminPage( browser );
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( responseUrl() );

	const notes = page.getByRole( 'region', { name: 'Notes' } );
	await expect( notes.getByText( 'No notes yet.' ) ).toBeVisible();
	await notes
		.getByLabel( 'Add a note' )
		.fill( 'Called the customer back.\n<b>Not bold</b>, all fine.' );
	await notes.getByRole( 'button', { name: 'Add note' } ).click();
	await expect( notes.getByText( 'Note added.' ) ).toBeVisible();
	const item = notes.getByRole( 'listitem' );
	await expect( item ).toHaveCount( 1 );
	await expect( item ).toContainText( '<b>Not bold</b>, all fine.' );
	await expect( item.locator( 'b' ) ).toHaveCount( 0 );
	await expect( item.locator( 'time' ) ).toBeVisible();
	await shot( page, 'notes-desktop' );

	await item.getByRole( 'button', { name: 'Edit' } ).click();
	const edit = item.getByLabel( 'Edit note' );
	await expect( edit ).toBeFocused();
	await edit.fill( 'Called back twice.' );
	await item.getByRole( 'button', { name: 'Save note' } ).click();
	await expect( notes.getByText( 'Note saved.' ) ).toBeVisible();
	await expect( item ).toContainText( 'Called back twice.' );

	await page.reload();
	await expect(
		page
			.getByRole( 'region', { name: 'Notes' } )
			.getByText( 'Called back twice.' )
	).toBeVisible();

	// A second note by the owner stays for the editor's test.
	const again = page.getByRole( 'region', { name: 'Notes' } );
	await again.getByLabel( 'Add a note' ).fill( 'Owner note for the editor.' );
	await again.getByRole( 'button', { name: 'Add note' } ).click();
	await expect( again.getByText( 'Note added.' ) ).toBeVisible();

	const first = again
		.getByRole( 'listitem' )
		.filter( { hasText: 'Called back twice.' } );
	await first.getByRole( 'button', { name: 'Delete' } ).click();
	await first.getByRole( 'button', { name: 'Delete note' } ).click();
	await expect( again.getByText( 'Note deleted.' ) ).toBeVisible();
	await expect( again.getByText( 'Called back twice.' ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );

	// At the width where wp-admin's menu folds away.
	await page.setViewportSize( { width: 782, height: 1000 } );
	await page.reload();
	await expect(
		page
			.getByRole( 'region', { name: 'Notes' } )
			.getByText( 'Owner note for the editor.' )
	).toBeVisible();
	await shot( page, 'editor-notes-782' );
	await context.close();
} );

test( 'an editor who can view results tags the response and writes a note', async ( {
	browser,
} ) => {
	const page = await login( browser, 'editor' );
	const errors = collectErrors( page );
	await page.goto( responseUrl() );
	const tags = page.getByRole( 'region', { name: 'Tags' } );
	await tags.getByLabel( 'Add a tag' ).fill( 'editor-checked' );
	await tags.getByLabel( 'Add a tag' ).press( 'Enter' );
	await expect( tags.getByRole( 'status' ) ).toHaveText(
		'Tag editor-checked added.'
	);

	const notes = page.getByRole( 'region', { name: 'Notes' } );
	// The owner's note: readable, not editable by the editor.
	const owners = notes.getByRole( 'listitem' ).filter( {
		hasText: 'Owner note for the editor.',
	} );
	await expect( owners ).toBeVisible();
	await expect( owners.getByRole( 'button' ) ).toHaveCount( 0 );
	await notes.getByLabel( 'Add a note' ).fill( 'Seen by the editor.' );
	await notes.getByRole( 'button', { name: 'Add note' } ).click();
	await expect( notes.getByText( 'Note added.' ) ).toBeVisible();
	await expect(
		notes
			.getByRole( 'listitem' )
			.filter( { hasText: 'Seen by the editor.' } )
			.getByRole( 'button', { name: 'Edit' } )
	).toBeVisible();

	await page.reload();
	await expect(
		page
			.getByRole( 'region', { name: 'Tags' } )
			.getByRole( 'button', { name: 'Remove tag editor-checked' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
	await page.context().close();
} );

test( 'Lite sees no tag editor', async ( { browser } ) => {
	setTier( 'lite' );
	const { context, page } = await adminPage( browser );
	await page.goto( responseUrl() );
	await expect(
		page.getByText( 'Upgrade to Pro to unlock this feature' ).first()
	).toBeVisible();
	await expect( page.getByLabel( 'Add a tag' ) ).toHaveCount( 0 );
	await expect( page.getByRole( 'region', { name: 'Notes' } ) ).toHaveCount(
		0
	);
	await context.close();
	setTier( 'elite' );
} );
