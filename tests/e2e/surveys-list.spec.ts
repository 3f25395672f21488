import { execFileSync } from 'child_process';
import path from 'path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, E2E_SITE, screenshotPath, setTier } from './support';
import { SurveysApi } from './surveys-api';

/**
 * The surveys list (spec §2.2) against the real REST API of the e2e site, which holds the seed's
 * five surveys: Website Experience, Net Promoter Score, Product Feedback (published), Pricing
 * Page Poll (draft) and Holiday Sale Survey (scheduled). Tests that need more surveys create them
 * through REST and delete them again; the last test empties the site and seeds it again.
 */

const root = path.resolve( __dirname, '../..' );
const SURVEYS_PAGE = '/wp-admin/admin.php?page=userfeedback_surveys';

const SEEDED_TITLES = [
	'Holiday Sale Survey',
	'Net Promoter Score',
	'Pricing Page Poll',
	'Product Feedback',
	'Website Experience',
];

function shot( page: Page, name: string ): Promise< Buffer > {
	return page.screenshot( {
		path: screenshotPath( `surveys-list-${ name }` ),
		fullPage: true,
	} );
}

/**
 * Loads the list afresh at a hash route (a new document, so nothing is left from a previous
 * visit: going to another hash of the same page would not reload it).
 *
 * @param page The page.
 * @param hash The hash route, e.g. `/?status=draft`.
 */
async function openList( page: Page, hash = '/' ): Promise< Locator > {
	await page.goto( 'about:blank' );
	await page.goto( `${ SURVEYS_PAGE }#${ hash }` );
	const table = page.getByRole( 'table', { name: 'Surveys' } );
	await expect( table ).toHaveAttribute( 'aria-busy', 'false' );
	return table;
}

function titlesIn( table: Locator ): Promise< string[] > {
	return table
		.locator( 'tbody td.column-primary > strong' )
		.allTextContents();
}

function view( page: Page, name: string ): Locator {
	return page.locator( '.uf-admin-table__views' ).getByRole( 'button', {
		name: new RegExp( `^${ name } \\(\\d+\\)$` ),
	} );
}

function row( table: Locator, title: string ): Locator {
	return table
		.getByRole( 'row' )
		.filter( { has: table.page().getByText( title, { exact: true } ) } );
}

test.describe( 'surveys list', () => {
	test.beforeAll( () => setTier( 'lite' ) );

	test( 'lists the seeded surveys with status counts, links and the Lite upsell', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const table = await openList( page );

		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Surveys' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Create New' } )
		).toHaveAttribute( 'href', '#/new' );
		expect( ( await titlesIn( table ) ).sort() ).toEqual( SEEDED_TITLES );
		for ( const [ name, count ] of [
			[ 'All', 5 ],
			[ 'Published', 3 ],
			[ 'Scheduled', 1 ],
			[ 'Draft', 1 ],
			[ 'Trash', 0 ],
		] as const ) {
			await expect( view( page, name ) ).toHaveText(
				`${ name } (${ count })`
			);
		}
		await expect( view( page, 'All' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);

		const website = row( table, 'Website Experience' );
		await expect( website.getByRole( 'cell' ).nth( 1 ) ).toHaveText(
			/^Published/
		);
		// Lite never shows surveys with Star Rating or NPS questions: the rows say so.
		await expect( website.getByRole( 'cell' ).nth( 1 ) ).toContainText(
			'Not shown to visitors: Star Rating questions need UserFeedback PRO.'
		);
		await expect(
			row( table, 'Net Promoter Score' ).getByRole( 'cell' ).nth( 1 )
		).toContainText(
			'Not shown to visitors: NPS questions need UserFeedback PRO.'
		);
		await expect(
			row( table, 'Product Feedback' ).getByText(
				/Not shown to visitors/
			)
		).toHaveCount( 0 );
		await expect(
			website.getByRole( 'link', {
				name: 'Website Experience',
				exact: true,
			} )
		).toHaveAttribute( 'href', /#\/edit\/\d+$/ );
		await expect(
			website.getByRole( 'link', {
				name: /responses to “Website Experience”: view results$/,
			} )
		).toHaveAttribute(
			'href',
			/admin\.php\?page=userfeedback_results#\/survey\/\d+$/
		);
		await expect(
			row( table, 'Holiday Sale Survey' ).getByText( 'Scheduled', {
				exact: true,
			} )
		).toBeVisible();
		await expect(
			row( table, 'Pricing Page Poll' ).getByText( 'Draft', {
				exact: true,
			} )
		).toBeVisible();

		// Row actions show on hover, and on keyboard focus as in wp-admin.
		const edit = website.getByRole( 'link', {
			name: 'Edit “Website Experience”',
		} );
		await expect( edit ).not.toBeInViewport();
		await edit.focus();
		await expect( edit ).toBeInViewport();
		await edit.blur();
		await row( table, 'Net Promoter Score' ).hover();
		await expect(
			page.getByRole( 'button', {
				name: 'Move “Net Promoter Score” to the Trash',
			} )
		).toBeInViewport();

		const upsell = page.getByRole( 'region', {
			name: 'Do more with UserFeedback Pro',
		} );
		await expect( upsell ).toContainText( '20+ premium survey templates' );
		await expect( upsell ).toContainText( '50% off' );
		await expect(
			upsell.getByRole( 'link', { name: /Upgrade to PRO/ } )
		).toHaveAttribute( 'href', /^https:\/\/www\.userfeedback\.com\// );

		await shot( page, 'lite' );
		expect( errors ).toEqual( [] );
	} );

	test( 'filters by status, keeps the filter in the URL and says when a view is empty', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const table = await openList( page );

		await view( page, 'Draft' ).click();
		await expect( page ).toHaveURL( /#\/\?status=draft$/ );
		await expect( view( page, 'Draft' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		await expect
			.poll( () => titlesIn( table ) )
			.toEqual( [ 'Pricing Page Poll' ] );

		await view( page, 'Scheduled' ).click();
		await expect
			.poll( () => titlesIn( table ) )
			.toEqual( [ 'Holiday Sale Survey' ] );
		await expect( table.getByText( /^Goes live / ) ).toBeVisible();

		await view( page, 'Published' ).click();
		await expect
			.poll( async () => ( await titlesIn( table ) ).sort() )
			.toEqual( [
				'Net Promoter Score',
				'Product Feedback',
				'Website Experience',
			] );

		// Reload and back keep the view.
		await page.reload();
		await expect( view( page, 'Published' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		await page.goBack();
		await expect( view( page, 'Scheduled' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);

		await view( page, 'Trash' ).click();
		await expect( table.getByText( 'No surveys in Trash.' ) ).toBeVisible();
		await expect(
			page.getByRole( 'combobox', { name: 'Select bulk action' } )
		).toContainText( 'Delete Permanently' );
		await shot( page, 'trash-empty' );
		expect( errors ).toEqual( [] );
	} );

	test( 'sorts by title, both ways', async ( { page } ) => {
		const errors = collectErrors( page );
		const table = await openList( page );
		const header = table.getByRole( 'columnheader', { name: /^Title/ } );

		await header.getByRole( 'button' ).click();
		await expect( page ).toHaveURL( /#\/\?orderby=title&order=asc$/ );
		await expect( header ).toHaveAttribute( 'aria-sort', 'ascending' );
		await expect.poll( () => titlesIn( table ) ).toEqual( SEEDED_TITLES );

		await header.getByRole( 'button' ).click();
		await expect( header ).toHaveAttribute( 'aria-sort', 'descending' );
		await expect
			.poll( () => titlesIn( table ) )
			.toEqual( [ ...SEEDED_TITLES ].reverse() );
		await shot( page, 'sorted' );
		expect( errors ).toEqual( [] );
	} );

	test( 'paginates ten surveys a page', async ( { page } ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const ids: number[] = [];
		try {
			for ( let index = 1; index <= 8; index++ ) {
				ids.push( await api.create( `E2E Paging ${ index }` ) );
			}
			const table = await openList( page );
			const pages = page.locator( '.tablenav-pages' );

			await expect( pages ).toContainText( '13 items' );
			await expect( pages ).toContainText( 'of 2' );
			await expect(
				page.getByRole( 'button', { name: 'Previous page' } )
			).toBeDisabled();
			await expect(
				page.getByRole( 'button', { name: 'First page' } )
			).toBeDisabled();
			await expect( table.locator( 'tbody tr' ) ).toHaveCount( 10 );

			await page.getByRole( 'button', { name: 'Next page' } ).click();
			await expect( page ).toHaveURL( /#\/\?page=2$/ );
			// Newest first: page 2 holds the three oldest seeded surveys.
			await expect
				.poll( async () => ( await titlesIn( table ) ).sort() )
				.toEqual( [
					'Net Promoter Score',
					'Product Feedback',
					'Website Experience',
				] );
			await expect(
				page.getByRole( 'button', { name: 'Next page' } )
			).toBeDisabled();
			await expect(
				page.getByRole( 'button', { name: 'Last page' } )
			).toBeDisabled();
			await expect(
				page.getByRole( 'textbox', { name: 'Current Page' } )
			).toHaveValue( '2' );
			await shot( page, 'page-2' );

			await page.reload();
			await expect(
				page.getByRole( 'textbox', { name: 'Current Page' } )
			).toHaveValue( '2' );
			await page.getByRole( 'button', { name: 'First page' } ).click();
			await expect( page ).toHaveURL( /#\/$/ );
			await expect( table.locator( 'tbody tr' ) ).toHaveCount( 10 );

			await page
				.getByRole( 'textbox', { name: 'Current Page' } )
				.fill( '2' );
			await page
				.getByRole( 'textbox', { name: 'Current Page' } )
				.press( 'Enter' );
			await expect( page ).toHaveURL( /#\/\?page=2$/ );
		} finally {
			await api.remove( ids );
		}
		expect( errors ).toEqual( [] );
	} );

	test( 'trashes, restores and deletes permanently from the row actions', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const id = await api.create( 'E2E Trash Me' );
		try {
			const table = await openList( page );
			await row( table, 'E2E Trash Me' ).hover();
			await page
				.getByRole( 'button', {
					name: 'Move “E2E Trash Me” to the Trash',
				} )
				.click();
			await expect(
				page.getByText( '1 survey moved to the Trash.' )
			).toBeVisible();
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (1)' );
			await expect( row( table, 'E2E Trash Me' ) ).toHaveCount( 0 );

			await view( page, 'Trash' ).click();
			const trashed = row( table, 'E2E Trash Me' );
			await expect( trashed ).toBeVisible();
			// A trashed survey cannot be edited: its title is no link and Edit is gone.
			await expect(
				trashed.getByRole( 'link', {
					name: 'E2E Trash Me',
					exact: true,
				} )
			).toHaveCount( 0 );
			await expect(
				trashed.getByRole( 'link', { name: 'Edit “E2E Trash Me”' } )
			).toHaveCount( 0 );
			await trashed.hover();
			await shot( page, 'trash' );

			await trashed
				.getByRole( 'button', {
					name: 'Restore “E2E Trash Me” from the Trash',
				} )
				.click();
			await expect(
				page.getByText( '1 survey restored from the Trash as a draft.' )
			).toBeVisible();
			// It was the only row of the Trash view: the view went back to All.
			await expect( page ).toHaveURL( /#\/$/ );
			await expect(
				row( table, 'E2E Trash Me' ).getByText( 'Draft', {
					exact: true,
				} )
			).toBeVisible();

			await row( table, 'E2E Trash Me' ).hover();
			await page
				.getByRole( 'button', {
					name: 'Move “E2E Trash Me” to the Trash',
				} )
				.click();
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (1)' );
			await view( page, 'Trash' ).click();
			await row( table, 'E2E Trash Me' ).hover();

			let question = '';
			page.once( 'dialog', ( dialog ) => {
				question = dialog.message();
				void dialog.accept();
			} );
			await page
				.getByRole( 'button', {
					name: 'Delete “E2E Trash Me” permanently',
				} )
				.click();
			await expect(
				page.getByText( '1 survey permanently deleted.' )
			).toBeVisible();
			expect( question ).toContain( '“E2E Trash Me”' );
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (0)' );
			await expect( view( page, 'All' ) ).toHaveText( 'All (5)' );
		} finally {
			// Already gone when the test passed; the API skips missing ids.
			await api.remove( [ id ] );
		}
		expect( errors ).toEqual( [] );
	} );

	test( 'bulk publishes, makes drafts, trashes and restores', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const ids = [
			await api.create( 'E2E Bulk A' ),
			await api.create( 'E2E Bulk B' ),
		];
		try {
			const table = await openList( page, '/?status=draft' );
			await expect( view( page, 'Draft' ) ).toHaveText( 'Draft (3)' );
			const apply = page.getByRole( 'button', { name: 'Apply' } );
			const action = page.getByRole( 'combobox', {
				name: 'Select bulk action',
			} );

			await action.selectOption( { label: 'Publish' } );
			await expect( apply ).toBeDisabled();
			await page
				.getByRole( 'checkbox', { name: 'Select E2E Bulk A' } )
				.check();
			await page
				.getByRole( 'checkbox', { name: 'Select E2E Bulk B' } )
				.check();
			await expect( apply ).toBeEnabled();
			await shot( page, 'bulk' );
			await apply.click();

			await expect(
				page.getByText( '2 surveys published.' )
			).toBeVisible();
			// Not every row of the page changed: the Draft view stays.
			await expect( page ).toHaveURL( /#\/\?status=draft$/ );
			await expect( view( page, 'Draft' ) ).toHaveText( 'Draft (1)' );
			await expect( view( page, 'Published' ) ).toHaveText(
				'Published (5)'
			);
			await expect
				.poll( () => titlesIn( table ) )
				.toEqual( [ 'Pricing Page Poll' ] );

			await view( page, 'Published' ).click();
			await page
				.getByRole( 'checkbox', { name: 'Select E2E Bulk A' } )
				.check();
			await page
				.getByRole( 'checkbox', { name: 'Select E2E Bulk B' } )
				.check();
			await action.selectOption( { label: 'Make Draft' } );
			await apply.click();
			await expect(
				page.getByText( '2 surveys changed to draft.' )
			).toBeVisible();
			await expect( view( page, 'Published' ) ).toHaveText(
				'Published (3)'
			);

			// Every row of the Draft page trashed: the view resets to All, page 1.
			await view( page, 'Draft' ).click();
			await expect
				.poll( async () => ( await titlesIn( table ) ).sort() )
				.toEqual( [ 'E2E Bulk A', 'E2E Bulk B', 'Pricing Page Poll' ] );
			await page.getByRole( 'checkbox', { name: 'Select All' } ).check();
			await action.selectOption( { label: 'Trash' } );
			await apply.click();
			await expect(
				page.getByText( '3 surveys moved to the Trash.' )
			).toBeVisible();
			await expect( page ).toHaveURL( /#\/$/ );
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (3)' );

			await view( page, 'Trash' ).click();
			// The Trash page's own rows first: a Select All checked while the All page's rows
			// were being replaced was cleared with them.
			await expect
				.poll( async () => ( await titlesIn( table ) ).sort() )
				.toEqual( [ 'E2E Bulk A', 'E2E Bulk B', 'Pricing Page Poll' ] );
			await page.getByRole( 'checkbox', { name: 'Select All' } ).check();
			await action.selectOption( { label: 'Restore' } );
			await apply.click();
			await expect(
				page.getByText( '3 surveys restored from the Trash as drafts.' )
			).toBeVisible();
			await expect( page ).toHaveURL( /#\/$/ );
			await expect( view( page, 'Draft' ) ).toHaveText( 'Draft (3)' );
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (0)' );
		} finally {
			await api.remove( ids );
		}
		expect( errors ).toEqual( [] );
	} );

	test( 'copies a shortcode to the clipboard', async ( {
		page,
		context,
		baseURL,
	} ) => {
		const errors = collectErrors( page );
		await context.grantPermissions(
			[ 'clipboard-read', 'clipboard-write' ],
			{
				origin: baseURL,
			}
		);
		const table = await openList( page );
		const field = table.getByRole( 'textbox', {
			name: 'Shortcode for Website Experience',
		} );
		const shortcode = await field.inputValue();
		expect( shortcode ).toMatch( /^\[userfeedback id="\d+"\]$/ );

		await field.click();

		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: 'Copied to Clipboard' } )
		).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( shortcode );
		await shot( page, 'copied' );
		// The toast hides by itself.
		await expect( page.getByText( 'Copied to Clipboard' ) ).toBeHidden( {
			timeout: 6000,
		} );
		expect( errors ).toEqual( [] );
	} );

	test( 'duplicates a survey and opens the copy in the builder', async ( {
		page,
	} ) => {
		const api = await SurveysApi.for( page );
		const table = await openList( page );
		let copyId = 0;
		try {
			await row( table, 'Pricing Page Poll' ).hover();
			await page
				.getByRole( 'button', {
					name: 'Duplicate “Pricing Page Poll”',
				} )
				.click();
			await expect( page ).toHaveURL( /#\/edit\/\d+\/questions$/ );
			copyId = Number(
				/#\/edit\/(\d+)\/questions$/.exec( page.url() )?.[ 1 ]
			);
			expect( copyId ).toBeGreaterThan( 0 );
			await expect(
				page.getByRole( 'heading', { level: 1, name: 'Edit Survey' } )
			).toBeVisible();
			const copy = await api.get( copyId );
			expect( copy.title ).toBe( 'Pricing Page Poll (Copy)' );
			expect( copy.status ).toBe( 'draft' );
		} finally {
			if ( copyId > 0 ) {
				await api.remove( [ copyId ] );
			}
		}
	} );

	test( 'the duplicate route copies a survey and opens the copy', async ( {
		page,
	} ) => {
		const api = await SurveysApi.for( page );
		const source = await api.create( 'E2E Duplicate Source' );
		let copyId = 0;
		try {
			await page.goto( `${ SURVEYS_PAGE }#/duplicate/${ source }` );
			await expect( page ).toHaveURL( /#\/edit\/\d+\/questions$/ );
			copyId = Number(
				/#\/edit\/(\d+)\/questions$/.exec( page.url() )?.[ 1 ]
			);
			expect( copyId ).not.toBe( source );
			expect( ( await api.get( copyId ) ).title ).toBe(
				'E2E Duplicate Source (Copy)'
			);
		} finally {
			await api.remove( copyId > 0 ? [ source, copyId ] : [ source ] );
		}
	} );

	test( 'shows a failed load and recovers with Retry', async ( { page } ) => {
		// The app retries a failed load once by itself; both attempts fail here.
		let failures = 2;
		await page.route(
			/\/wp-json\/userfeedback\/v1\/surveys/,
			async ( route ) => {
				if ( failures > 0 ) {
					failures--;
					await route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: JSON.stringify( {
							code: 'internal_server_error',
							message:
								'There has been a critical error on this website.',
							data: { status: 500 },
						} ),
					} );
					return;
				}
				await route.continue();
			}
		);
		await page.goto( SURVEYS_PAGE );

		const alert = page.getByRole( 'alert' );
		await expect( alert ).toContainText( 'Could not load the surveys.' );
		await expect( alert ).toContainText(
			'There has been a critical error on this website.'
		);
		await shot( page, 'error' );

		await page.getByRole( 'button', { name: 'Retry' } ).click();
		await expect(
			page
				.getByRole( 'table', { name: 'Surveys' } )
				.getByText( 'Website Experience', { exact: true } )
		).toBeVisible();
		await expect( alert ).toHaveCount( 0 );
	} );

	test( 'collapses to the title column on a phone', async ( { page } ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const table = await openList( page );
		const website = row( table, 'Website Experience' );

		await expect( website.getByRole( 'cell' ).nth( 1 ) ).toBeHidden();
		// No hover on a phone: row actions show on every row, as in wp-admin.
		await expect(
			row( table, 'Pricing Page Poll' ).locator( '.row-actions' )
		).toBeInViewport();
		await website
			.getByRole( 'button', { name: 'Show more details' } )
			.click();
		await expect( website.getByRole( 'cell' ).nth( 1 ) ).toBeVisible();
		await shot( page, 'mobile' );
	} );

	test( 'shows no upsell on Pro', async ( { page } ) => {
		setTier( 'elite' );
		try {
			const table = await openList( page );
			await expect(
				table.getByText( 'Website Experience', { exact: true } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: /Upgrade to PRO/ } )
			).toHaveCount( 0 );
			// With the question-types add-on every survey can be shown.
			await expect(
				table.getByText( /Not shown to visitors/ )
			).toHaveCount( 0 );
			await shot( page, 'pro' );
		} finally {
			setTier( 'lite' );
		}
	} );

	// Last: empties the site, then seeds it again (the same surveys and responses, new ids).
	test( 'shows No Surveys when there are none', async ( { page } ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		try {
			const table = await openList( page );
			const action = page.getByRole( 'combobox', {
				name: 'Select bulk action',
			} );
			const apply = page.getByRole( 'button', { name: 'Apply' } );

			await page.getByRole( 'checkbox', { name: 'Select All' } ).check();
			await action.selectOption( { label: 'Trash' } );
			await apply.click();
			await expect(
				page.getByText( '5 surveys moved to the Trash.' )
			).toBeVisible();
			// Trashed surveys are not in the list: it is empty, and Trash is one click away.
			await expect(
				table.getByRole( 'heading', { name: 'No Surveys' } )
			).toBeVisible();

			await view( page, 'Trash' ).click();
			// The Trash page's own rows first: a Select All checked while the All page's rows
			// were being replaced was cleared with them.
			await expect
				.poll( async () => ( await titlesIn( table ) ).sort() )
				.toEqual( [
					'Holiday Sale Survey',
					'Net Promoter Score',
					'Pricing Page Poll',
					'Product Feedback',
					'Website Experience',
				] );
			await page.getByRole( 'checkbox', { name: 'Select All' } ).check();
			await action.selectOption( { label: 'Delete Permanently' } );
			page.once( 'dialog', ( dialog ) => void dialog.accept() );
			await apply.click();
			await expect(
				page.getByText( '5 surveys permanently deleted.' )
			).toBeVisible();

			await expect( page ).toHaveURL( /#\/$/ );
			await expect(
				table.getByRole( 'heading', { name: 'No Surveys' } )
			).toBeVisible();
			await expect(
				table.getByRole( 'link', { name: 'Create New' } )
			).toHaveAttribute( 'href', '#/new' );
			await expect( view( page, 'All' ) ).toHaveText( 'All (0)' );
			await expect( view( page, 'Trash' ) ).toHaveText( 'Trash (0)' );
			await shot( page, 'empty' );

			await table.getByRole( 'link', { name: 'Create New' } ).click();
			await expect( page ).toHaveURL( /#\/new\/setup$/ );
		} finally {
			// Whatever happened above, leave the seed's five surveys: the seeder only runs on a
			// site without surveys.
			await api.remove( await api.allIds() );
			execFileSync(
				'php',
				[
					path.join( root, 'bin/dev/install-site.php' ),
					path.join( root, '.dev/sites', E2E_SITE ),
					'seed',
				],
				{ stdio: 'pipe' }
			);
		}
		const table = await openList( page );
		expect( ( await titlesIn( table ) ).sort() ).toEqual( SEEDED_TITLES );
		expect( errors ).toEqual( [] );
	} );
} );
