import { execFileSync } from 'child_process';
import path from 'path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, E2E_SITE, screenshotPath, setTier } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The AI summary (reporting.md §2–§4, §8) on the seeded e2e site: in Pro (elite) a
 * summary written by the on-site summariser (no network), the cached one shown after a reload,
 * another survey's state after switching, the error state of a model that cannot be reached (set
 * through Settings → Misc); in Lite the upsell, dismissed, stays dismissed after a reload.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';
const SETTINGS = '/wp-admin/admin.php?page=userfeedback_settings';
const SITE_DIR = path.resolve( __dirname, '../../.dev/sites', E2E_SITE );

/**
 * The page as seen, plus the block alone (easier to look at).
 *
 * @param page  The page.
 * @param name  The state's name.
 * @param block The AI block or settings section, if shown.
 */
async function shot( page: Page, name: string, block?: Locator ) {
	await page.screenshot( {
		path: screenshotPath( `ai-summary-${ name }` ),
	} );
	if ( block ) {
		await block.screenshot( {
			path: screenshotPath( `ai-summary-${ name }-block` ),
		} );
	}
}

/**
 * Forgets every AI setting, cached summary and upsell dismissal (the uninstall clean-up), so a
 * run starts from a site where nothing was summarised yet.
 */
function resetAi(): void {
	execFileSync(
		'php',
		[
			'-r',
			`require ${ JSON.stringify(
				path.join( SITE_DIR, 'wp-load.php' )
			) }; UserFeedback\\Ai\\AiCleanup::run( $GLOBALS['wpdb'] );`,
		],
		{ stdio: 'pipe' }
	);
}

async function open( page: Page, hash: string ) {
	await page.waitForLoadState( 'networkidle' );
	await page.goto( 'about:blank' );
	await page.goto( `${ RESULTS }#${ hash }` );
}

function aiBlock( page: Page ) {
	return page.getByRole( 'region', { name: 'AI Summary' } );
}

test.afterAll( () => {
	resetAi();
	setTier( 'lite' );
} );

test.describe( 'AI summary in Pro (elite)', () => {
	test.beforeAll( () => {
		setTier( 'elite' );
		resetAi();
	} );

	test( 'generate on a seeded survey, reload shows the cached summary, switch survey', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const id = await api.idOf( 'Website Experience' );
		const fresh = await api.create( `AI summary e2e ${ Date.now() }` );

		await open( page, `/survey/${ id }` );
		const block = aiBlock( page );
		await expect( block ).toHaveAttribute( 'data-state', 'idle' );
		await expect(
			block.getByText( /Click Get AI Summary to write one/ )
		).toBeVisible();
		await block.scrollIntoViewIfNeeded();
		await shot( page, 'idle', block );

		const generate = page.waitForResponse(
			( response ) =>
				response.url().includes( `/ai-summary/${ id }` ) &&
				response.request().method() === 'POST'
		);
		await block.getByRole( 'button', { name: 'Get AI Summary' } ).click();
		expect( ( await generate ).status() ).toBe( 200 );
		await expect( block ).toHaveAttribute( 'data-state', 'data' );
		await expect(
			block.getByText(
				/^Summary of the written feedback in \d+ responses\.$/
			)
		).toBeVisible();
		await expect(
			block.getByRole( 'region', { name: 'Themes' } )
		).toBeVisible();
		await expect( block ).toContainText( 'no answers left your site' );
		// Quotes link to their responses.
		const quote = block
			.getByRole( 'link', { name: /^Response #\d+$/ } )
			.first();
		await expect( quote ).toHaveAttribute(
			'href',
			new RegExp( `^#/survey/${ id }/responses/\\d+$` )
		);
		const generated = await block
			.getByText( /^Generated .+ responses with written feedback\.$/ )
			.textContent();
		await shot( page, 'data', block );

		// A reload shows the cached summary, without writing a new one.
		const posts: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				request.url().includes( 'ai-summary' )
			) {
				posts.push( request.url() );
			}
		} );
		await page.reload();
		await expect( aiBlock( page ) ).toHaveAttribute( 'data-state', 'data' );
		await expect(
			aiBlock( page ).getByText( generated ?? '', { exact: true } )
		).toBeVisible();
		expect( posts ).toEqual( [] );

		// Another survey: its own cached summary is asked for (none yet).
		const preload = page.waitForResponse( ( response ) =>
			response.url().includes( `/preload-ai-summary/${ fresh }` )
		);
		await page
			.getByLabel( 'Survey', { exact: true } )
			.selectOption( { value: String( fresh ) } );
		await expect( page ).toHaveURL( new RegExp( `#/survey/${ fresh }$` ) );
		expect( ( await preload ).status() ).toBe( 200 );
		await expect( aiBlock( page ) ).toHaveAttribute( 'data-state', 'idle' );
		await expect( aiBlock( page ) ).not.toContainText( 'Themes' );

		// Back: the first survey's summary is still there.
		await page
			.getByLabel( 'Survey', { exact: true } )
			.selectOption( { value: String( id ) } );
		await expect( aiBlock( page ) ).toHaveAttribute( 'data-state', 'data' );
		// The NPS template has the block too (its comments are what people write there).
		await open(
			page,
			`/survey/${ await api.idOf( 'Net Promoter Score' ) }`
		);
		await expect(
			aiBlock( page ).getByRole( 'button', { name: 'Get AI Summary' } )
		).toBeEnabled();
		await page.waitForLoadState( 'networkidle' );
		await api.remove( [ fresh ] );
		expect( errors ).toEqual( [] );
	} );

	test( 'a model that cannot be reached shows the error state', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		await page.goto( `${ SETTINGS }#/misc` );
		const section = page.getByRole( 'region', { name: 'AI Summary' } );
		await section
			.getByRole( 'radio', { name: 'Your own AI model' } )
			.check();
		await section.getByLabel( 'Base URL' ).fill( 'http://127.0.0.1:9/v1' );
		await section
			.getByRole( 'textbox', { name: 'Model' } )
			.fill( 'test-model' );
		await section.getByLabel( 'API key' ).fill( 'sk-e2e-secret' );
		// The Misc tab's one Save Settings saves the AI choice with the rest of the tab.
		await page
			.getByRole( 'button', { name: 'Save Settings', exact: true } )
			.click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		// The key is saved but never shown again.
		await expect(
			section.getByText(
				'A key is saved. For your security it is never shown.'
			)
		).toBeVisible();
		await expect( section.getByLabel( 'API key' ) ).toHaveCount( 0 );
		await section.scrollIntoViewIfNeeded();
		await shot( page, 'settings-remote', section );

		const api = await SurveysApi.for( page );
		const id = await api.idOf( 'Website Experience' );
		await open( page, `/survey/${ id }` );
		const block = aiBlock( page );
		// Another provider: the on-site summary is no longer current.
		await expect( block ).toHaveAttribute( 'data-state', 'idle' );
		await block.getByRole( 'button', { name: 'Get AI Summary' } ).click();
		const alert = block.getByRole( 'alert' );
		await expect( alert ).toHaveText( /^Error: .+/ );
		await expect( block ).toHaveAttribute( 'data-state', 'error' );
		await expect(
			block.getByRole( 'link', {
				name: 'Check the AI provider settings',
			} )
		).toHaveAttribute( 'href', /page=userfeedback_settings#\/misc$/ );
		await block.scrollIntoViewIfNeeded();
		await shot( page, 'error', block );

		// Back to the on-site summariser through REST.
		const nonce = (
			await (
				await page.request.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		const reset = await page.request.post( `${ REST }/ai-settings`, {
			headers: { 'X-WP-Nonce': nonce },
			data: { provider: 'onsite', api_key: '' },
		} );
		expect( reset.ok() ).toBe( true );
		expect( await reset.json() ).toMatchObject( {
			provider: 'onsite',
			api_key_set: false,
		} );
		// The browser logs the expected 502 of the failed summary; nothing else.
		expect(
			errors.filter( ( error ) => ! /status of 502/.test( error ) )
		).toEqual( [] );
	} );
} );

test.describe( 'AI summary upsell in Lite', () => {
	test.beforeAll( () => {
		setTier( 'lite' );
		resetAi();
	} );

	test( 'the upsell shows; dismissed, it stays dismissed after a reload', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const id = await api.idOf( 'Website Experience' );
		await open( page, `/survey/${ id }` );
		const upsell = aiBlock( page );
		await expect(
			upsell.getByRole( 'link', {
				name: /Upgrade to Pro to unlock this feature/,
			} )
		).toBeVisible();
		await expect(
			upsell.getByRole( 'button', { name: 'Get AI Summary' } )
		).toHaveCount( 0 );
		await upsell.scrollIntoViewIfNeeded();
		await shot( page, 'upsell', upsell );

		const dismissed = page.waitForResponse( ( response ) =>
			response.url().includes( '/ai-summary/upsell/dismiss' )
		);
		await upsell
			.getByRole( 'button', { name: 'Dismiss the AI Summary offer' } )
			.click();
		await expect( aiBlock( page ) ).toHaveCount( 0 );
		expect( ( await dismissed ).status() ).toBe( 200 );

		await page.reload();
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Question results' } )
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		await expect( aiBlock( page ) ).toHaveCount( 0 );
		await shot( page, 'upsell-dismissed' );
		expect( errors ).toEqual( [] );
	} );
} );
