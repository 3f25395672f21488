import { expect, test, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	collectErrors,
	screenshotPath,
	setLanguage,
	setTier,
	storedRows,
} from './support';
import { block, insertBlock, newPost } from './block-editor';
import { SurveysApi } from './surveys-api';

/**
 * The "UserFeedback Survey" block in the real block editor (WordPress 6.5, post-new.php), on the
 * Lite edition (the block is no Pro feature): an editor inserts it, finds a seeded survey by its
 * title, sees the live preview, publishes, and a logged-out visitor answers the survey on the
 * published post (stored, one impression). Then the notices (a draft, a survey this plan does not
 * show), the no-surveys placeholder, the keyboard, and the block's German translation.
 *
 * Rerunnable on the same site: each run makes its own post and deletes it; responses are counted
 * before and after.
 */

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `block-${ name }` ),
		animations: 'disabled',
	} );
}

let productId = 0;
let postId = 0;

test.beforeAll( async ( { browser } ) => {
	setTier( 'lite' );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const api = await SurveysApi.for( await context.newPage() );
	productId = await api.idOf( 'Product Feedback' );
	await context.close();
} );

test.afterAll( async ( { browser } ) => {
	setLanguage( 'en_US' );
	setTier( 'lite' );
	if ( ! postId ) {
		return;
	}
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const removed = await page.request.delete(
		`/wp-json/wp/v2/posts/${ postId }?force=true`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( removed.ok() ).toBe( true );
	await context.close();
} );

test( 'an editor places a seeded survey with the block, previews it and publishes; a visitor answers it on the post', async ( {
	page,
	browser,
} ) => {
	const errors = collectErrors( page );
	const canvas = await newPost( page );
	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'E2E survey block post' );
	await insertBlock( page );

	// The placeholder lists the newest surveys with their status; typing narrows it by title.
	const placeholder = block( canvas );
	await expect(
		placeholder
			.getByRole( 'list', { name: 'Surveys' } )
			.getByRole( 'button' )
			.first()
	).toBeVisible();
	await expect( placeholder.getByRole( 'status' ) ).toHaveText(
		/^(\d+ surveys?|The newest \d+ of \d+ surveys\. Type to narrow the list\.)$/
	);
	await shot( page, 'picker' );
	const search = placeholder.getByRole( 'searchbox', {
		name: 'Search surveys',
	} );
	await search.fill( 'holiday sale' );
	await expect(
		placeholder.getByRole( 'button', {
			name: 'Holiday Sale Survey Scheduled',
		} )
	).toBeVisible();
	await search.fill( 'product feedback' );
	await placeholder
		.getByRole( 'button', { name: 'Product Feedback Published' } )
		.click();

	// The live preview: the real widget, inline, with no notice (visitors see this survey).
	const preview = block( canvas ).getByRole( 'region', {
		name: 'Preview of the survey “Product Feedback”',
	} );
	await expect( preview.locator( '.uf-panel' ) ).toBeVisible();
	await expect(
		preview.getByRole( 'heading', { name: 'Which features do you use?' } )
	).toBeVisible();
	await expect( block( canvas ).locator( '.components-notice' ) ).toHaveCount(
		0
	);
	// The sidebar names the survey and links to it in UserFeedback.
	await page.getByRole( 'button', { name: 'Settings', exact: true } ).click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar.getByRole( 'tab', { name: 'Block' } ).click();
	await expect(
		sidebar.getByText( 'Product Feedback — Published' )
	).toBeVisible();
	await expect(
		sidebar.getByRole( 'link', {
			name: /Edit this survey in UserFeedback/,
		} )
	).toHaveAttribute(
		'href',
		new RegExp( `page=userfeedback_surveys#/edit/${ productId }$` )
	);
	await shot( page, 'preview' );

	// Publish. Only the id is stored in the post.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByText( 'is now live.' )
	).toBeVisible();
	const post = await page.evaluate( () => {
		const editor = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostId: () => number;
							getPermalink: () => string;
							getEditedPostContent: () => string;
						};
					};
				};
			}
		 ).wp.data.select( 'core/editor' );
		return {
			id: editor.getCurrentPostId(),
			link: editor.getPermalink(),
			content: editor.getEditedPostContent(),
		};
	} );
	postId = post.id;
	expect( post.content ).toBe(
		`<!-- wp:userfeedback/survey {"surveyId":${ productId }} /-->`
	);
	expect( errors ).toEqual( [] );

	// A logged-out visitor answers it on the published post.
	const before = storedRows( productId ).responses.length;
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const front = await visitor.newPage();
	const frontErrors = collectErrors( front );
	const impressions: string[] = [];
	front.on( 'request', ( request ) => {
		if ( /\/surveys\/\d+\/impression/.test( request.url() ) ) {
			impressions.push( request.url() );
		}
	} );
	// The post as the server has it after publishing: published, at the address the editor shows.
	const stored = await page.evaluate(
		( id ) =>
			(
				window as unknown as {
					wp: {
						apiFetch: ( options: {
							path: string;
						} ) => Promise< { link: string; status: string } >;
					};
				}
			 ).wp.apiFetch( { path: `/wp/v2/posts/${ id }?context=edit` } ),
		post.id
	);
	expect( stored ).toMatchObject( { status: 'publish', link: post.link } );
	const visit = await front.goto( post.link );
	expect( visit?.status(), post.link ).toBe( 200 );
	const inline = front.locator(
		`.userfeedback-inline[data-survey-id="${ productId }"]`
	);
	await expect( inline ).toHaveCount( 1 );
	const panel = inline.locator( '.uf-panel' );
	await expect( panel ).toBeVisible();
	await panel.getByLabel( 'Reports' ).check();
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	await panel.getByLabel( 'Weekly' ).click();
	await panel
		.getByRole( 'textbox' )
		.fill( 'A block for every survey, please' );
	await shot( front, 'visitor' );
	await panel.getByRole( 'button', { name: 'Next' } ).click();
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeVisible();
	await expect
		.poll( () => storedRows( productId ).responses.length, {
			timeout: 5000,
		} )
		.toBe( before + 1 );
	const rows = storedRows( productId );
	expect( rows.answers.map( ( answer ) => answer.value ) ).toEqual(
		expect.arrayContaining( [
			'Reports',
			'Weekly',
			'A block for every survey, please',
		] )
	);
	expect( impressions ).toEqual( [
		expect.stringContaining( `/surveys/${ productId }/impression` ),
	] );
	expect( frontErrors ).toEqual( [] );
	await visitor.close();
} );

test( 'the block says when visitors would not see the survey, links to Create New when there is none, and works by keyboard', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	const canvas = await newPost( page );

	// By keyboard alone: the slash inserter puts the block in and the editor gives its search
	// field focus; typing narrows the list, Tab reaches the results, Enter chooses, and the
	// block itself has focus afterwards (its toolbar and sidebar hold the next steps).
	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'E2E survey block by keyboard' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( '/userfeedback' );
	await expect(
		canvas.getByRole( 'option', { name: 'UserFeedback Survey' } )
	).toBeVisible();
	await page.keyboard.press( 'Enter' );
	const placeholder = block( canvas );
	const search = placeholder.getByRole( 'searchbox', {
		name: 'Search surveys',
	} );
	await expect( search ).toBeFocused();
	await page.keyboard.type( 'pricing page poll' );
	await expect(
		placeholder.getByRole( 'button', { name: 'Pricing Page Poll Draft' } )
	).toBeVisible();
	// The search field's own Reset search button, then the result.
	await page.keyboard.press( 'Tab' );
	await expect(
		placeholder.getByRole( 'button', { name: 'Reset search' } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect(
		placeholder.getByRole( 'button', { name: 'Pricing Page Poll Draft' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( block( canvas ) ).toBeFocused();

	await expect(
		block( canvas ).getByText(
			'This survey is a draft, so visitors will not see it until it is published.'
		)
	).toBeVisible();
	await expect(
		block( canvas ).getByRole( 'region', {
			name: 'Preview of the survey “Pricing Page Poll”',
		} )
	).toBeVisible();
	await shot( page, 'draft' );

	// Another survey from the block toolbar: one this (Lite) plan does not show.
	await block( canvas ).click();
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Change survey' } )
		.click();
	await block( canvas )
		.getByRole( 'searchbox', { name: 'Search surveys' } )
		.fill( 'website' );
	await block( canvas )
		.getByRole( 'button', { name: 'Website Experience Published' } )
		.click();
	await expect(
		block( canvas ).getByText(
			'Visitors will not see this survey on this plan: Question Types addon is missing. Its star rating or NPS questions need UserFeedback PRO with the Question Types addon.'
		)
	).toBeVisible();
	await shot( page, 'not-on-this-plan' );

	// A site with no survey yet (the list answered empty): the placeholder links to Create New.
	await page.route(
		( url ) =>
			/\/userfeedback\/v1\/surveys$/.test(
				url.searchParams.get( 'rest_route' ) ?? url.pathname
			),
		( route ) =>
			route.fulfill( {
				json: {
					items: [],
					pagination: { page: 1, pages: 1, per_page: 20, total: 0 },
					status_filters: [ { status: 'all', count: 0 } ],
				},
			} )
	);
	await insertBlock( page );
	await expect(
		block( canvas ).getByText( 'You have no surveys yet.' )
	).toBeVisible();
	const create = block( canvas ).getByRole( 'link', { name: 'Create New' } );
	await expect( create ).toHaveAttribute(
		'href',
		/\/wp-admin\/admin\.php\?page=userfeedback_surveys#\/new$/
	);
	await expect( create ).toHaveAttribute( 'target', '_blank' );
	await shot( page, 'no-surveys' );
	expect( errors ).toEqual( [] );
} );

test( 'German: the block’s script is translated from the plugin’s JSON files, its title from PHP', async ( {
	page,
} ) => {
	setLanguage( 'de_DE' );
	const canvas = await newPost( page );
	// block.json's title, translated on the server (context "block title").
	await insertBlock( page, 'UserFeedback-Umfrage' );
	// The editor script's own strings (wp_set_script_translations).
	await expect(
		block( canvas ).getByPlaceholder( 'Umfragen nach Titel suchen' )
	).toBeVisible();
	await shot( page, 'de' );
	setLanguage( 'en_US' );
} );
