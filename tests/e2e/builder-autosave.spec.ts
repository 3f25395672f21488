import {
	expect,
	test,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';

import {
	ADMIN_STATE,
	collectErrors,
	screenshotPath,
	setTier,
	type Tier,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * Two losses an owner met in the builder, in Chromium on the real site:
 * 1. A new survey reloaded before its first save lost everything. It is now stored as a draft
 *    after its first edit (never for choosing a template), once: an edit or a Save that comes
 *    while that first save is on its way waits for it and updates the same survey. A live survey
 *    is never autosaved; its unsaved edits survive a reload and are offered back.
 * 2. Display Order silently overwrote the builder's Priority (10 → 4). They are one value now:
 *    Display Order changes only the priorities the new order needs and says which, the builder
 *    shows the same number and its place, and a builder tab left open does not write an old
 *    priority back over a newer order.
 * Lite and elite (Display Order is a behavior add-on feature: elite only).
 */

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';
const STAMP = Date.now().toString( 36 );
const created: number[] = [];

interface StoredSurvey {
	id: number;
	title: string;
	status: string;
	questions: Array< { title: string } >;
	settings: { behavior: { priority: number } };
}

function shot( page: Page, name: string, target?: Locator ) {
	const file = screenshotPath( `builder-autosave-${ name }` );
	return target
		? target.screenshot( { path: file } )
		: page.screenshot( { path: file, fullPage: true } );
}

function saveStatus( page: Page ): Locator {
	return page.locator( '.uf-builder__save-status' );
}

function idFromUrl( page: Page ): number {
	return Number( /#\/edit\/(\d+)\//.exec( page.url() )![ 1 ] );
}

/**
 * A survey save (POST surveys), whichever form of the REST URL the site uses.
 * @param request
 */
function isSurveySave( request: Request ): boolean {
	const url = decodeURIComponent( request.url() );
	return (
		request.method() === 'POST' &&
		/userfeedback\/v1\/surveys(\?|&|$)/.test( url )
	);
}

/**
 * Records the survey saves the page sends; the first one that creates a survey is held until
 * `release()`, as a slow network would.
 * @param page
 */
async function holdFirstCreate( page: Page ) {
	const ids: Array< number | null > = [];
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route(
		( url ) => /userfeedback(\/|%2F)v1(\/|%2F)surveys/.test( url.href ),
		async ( route ) => {
			const request = route.request();
			if ( ! isSurveySave( request ) ) {
				return route.continue();
			}
			const body = request.postDataJSON() as { id: number | null };
			ids.push( body.id );
			if ( body.id === null && ids.length === 1 ) {
				await held;
			}
			return route.continue();
		}
	);
	return { ids, release: () => release() };
}

/**
 * How many surveys (any status) have this title.
 * @param page
 * @param title
 */
async function surveysTitled( page: Page, title: string ): Promise< number > {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	let count = 0;
	for ( const query of [ '', '&filter[status]=trash' ] ) {
		const response = await page.request.get(
			`${ REST }/surveys?per_page=100${ query }`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		const list = ( await response.json() ) as {
			items: Array< { title: string } >;
		};
		count += list.items.filter( ( item ) => item.title === title ).length;
	}
	return count;
}

test.use( { storageState: ADMIN_STATE } );
test.describe.configure( { mode: 'serial' } );

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	await ( await SurveysApi.for( await context.newPage() ) ).remove( created );
	await context.close();
	setTier( 'lite' );
} );

for ( const tier of [ 'lite', 'elite' ] as Tier[] ) {
	test.describe( tier, () => {
		test.beforeAll( () => setTier( tier ) );
		// Waits out the autosave's delay several times.
		test.setTimeout( 90_000 );

		test( 'a new survey is autosaved as a draft after its first edit, once, without losing focus or typing; a reload finds everything', async ( {
			page,
		} ) => {
			const errors = collectErrors( page );
			const title = `Autosave ${ tier } ${ STAMP }`;
			const saves = await holdFirstCreate( page );
			await page.goto( `${ BUILDER }#/` );
			await page
				.getByRole( 'link', { name: 'Create New' } )
				.first()
				.click();
			await page.getByRole( 'button', { name: /^Blank/ } ).click();
			await expect( page ).toHaveURL( /#\/new\/questions$/ );
			// Choosing a template is not an edit: nothing is stored.
			await page.waitForTimeout( 2500 );
			expect( saves.ids ).toEqual( [] );

			await page.getByRole( 'button', { name: 'Edit title' } ).click();
			await page.getByLabel( 'Survey title' ).fill( title );
			await page.getByLabel( 'Survey title' ).press( 'Enter' );
			const question = page.getByLabel( 'Question title' );
			await question.click();
			await question.pressSequentially( 'What brought', { delay: 20 } );
			// The first save is on its way (held): the status says so.
			await expect.poll( () => saves.ids.length ).toBe( 1 );
			expect( saves.ids[ 0 ] ).toBeNull();
			await expect( saveStatus( page ) ).toHaveText( 'Saving…' );
			await shot( page, `${ tier }-saving` );

			// The owner types on; the next autosave waits behind the first.
			await question.pressSequentially( ' you here?', { delay: 20 } );
			await page.waitForTimeout( 2500 );
			expect( saves.ids ).toHaveLength( 1 );
			saves.release();

			await expect( page ).toHaveURL( /#\/edit\/\d+\/questions$/ );
			const id = idFromUrl( page );
			created.push( id );
			await expect( question ).toBeFocused();
			await question.pressSequentially( ' Tell us.', { delay: 20 } );
			await expect( question ).toHaveValue(
				'What brought you here? Tell us.'
			);
			await expect(
				page.getByRole( 'heading', { level: 1, name: 'Edit Survey' } )
			).toBeVisible();
			await expect( saveStatus( page ) ).toHaveText( 'Draft saved', {
				timeout: 10_000,
			} );
			// Every later save updated the survey the first one created.
			expect( saves.ids.slice( 1 ).every( ( s ) => s === id ) ).toBe(
				true
			);
			await shot( page, `${ tier }-draft-saved` );

			// Save right after typing stores the rest in the same survey.
			await question.pressSequentially( ' Thanks', { delay: 20 } );
			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect(
				page.getByText( 'Your Survey was Saved as a Draft' )
			).toBeVisible();

			await page.reload();
			await expect( page ).toHaveURL(
				new RegExp( `#/edit/${ id }/questions$` )
			);
			await expect( page.getByLabel( 'Question title' ) ).toHaveValue(
				'What brought you here? Tell us. Thanks'
			);
			await expect(
				page.getByRole( 'heading', { level: 2, name: title } )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', {
					name: 'Restore your unsaved changes',
				} )
			).toHaveCount( 0 );
			await shot( page, `${ tier }-after-reload` );
			expect( await surveysTitled( page, title ) ).toBe( 1 );
			const stored = await (
				await SurveysApi.for( page )
			).full< StoredSurvey >( id );
			expect( stored.status ).toBe( 'draft' );
			expect( errors ).toEqual( [] );
		} );

		test( 'a live survey is never autosaved; edited and reloaded, it offers its unsaved changes back', async ( {
			page,
		} ) => {
			const errors = collectErrors( page );
			const api = await SurveysApi.for( page );
			const id = await api.save( {
				title: `Live ${ tier } ${ STAMP }`,
				questions: [
					{
						id: 'q1',
						title: 'What brought you here today?',
						type: 'text',
						config: { options: [] },
					},
				],
				settings: {},
				notifications: { email: { active: false } },
			} );
			created.push( id );
			const saves: Array< number | null > = [];
			page.on( 'request', ( request ) => {
				if ( isSurveySave( request ) ) {
					saves.push(
						( request.postDataJSON() as { id: number } ).id
					);
				}
			} );
			await page.goto( `${ BUILDER }#/edit/${ id }/questions` );
			const question = page.getByLabel( 'Question title' );
			await question.fill( 'What did you come for?' );
			await page.waitForTimeout( 3000 );
			expect( saves ).toEqual( [] );
			await expect( page.getByText( 'Unsaved changes' ) ).toBeVisible();

			// The leave warning still asks; the owner reloads anyway.
			const dialogs: string[] = [];
			page.on( 'dialog', ( dialog ) => {
				dialogs.push( dialog.type() );
				void dialog.accept();
			} );
			await page.reload();
			expect( dialogs ).toEqual( [ 'beforeunload' ] );
			const offer = page.getByRole( 'alert' ).filter( {
				hasText:
					'This survey has changes that were not saved before the page was reloaded.',
			} );
			await expect( offer ).toBeVisible();
			await expect( question ).toHaveValue(
				'What brought you here today?'
			);
			await shot( page, `${ tier }-restore-offer` );

			await offer
				.getByRole( 'button', { name: 'Restore your unsaved changes' } )
				.click();
			await expect( question ).toHaveValue( 'What did you come for?' );
			await expect( saveStatus( page ) ).toHaveText(
				'Your unsaved changes are back.'
			);
			await expect( offer ).toHaveCount( 0 );
			await page.waitForTimeout( 2500 );
			expect( saves ).toEqual( [] );
			await shot( page, `${ tier }-restored` );

			// Saved only when the owner says so; it stays live.
			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect(
				page.getByText( 'Your Survey was Saved!' )
			).toBeVisible();
			const stored = await api.full< StoredSurvey >( id );
			expect( stored.questions[ 0 ].title ).toBe(
				'What did you come for?'
			);
			expect( stored.status ).toBe( 'publish' );

			// Discard, the other way.
			await question.fill( 'Never mind' );
			await page.reload();
			await page
				.getByRole( 'button', { name: 'Discard', exact: true } )
				.click();
			await expect( question ).toHaveValue( 'What did you come for?' );
			await page.reload();
			await expect(
				page.getByRole( 'button', {
					name: 'Restore your unsaved changes',
				} )
			).toHaveCount( 0 );
			expect( errors ).toEqual( [] );
		} );
	} );
}

test.describe( 'elite: Display Order and the builder’s Priority', () => {
	test.beforeAll( () => setTier( 'elite' ) );
	// Several tabs, the list and the builder, on a shared machine.
	test.setTimeout( 120_000 );

	function orderList( page: Page ): Locator {
		return page.getByRole( 'list', {
			name: 'Published surveys, first shown first',
		} );
	}

	async function priorities( page: Page ) {
		const response = await page.request.get( `${ REST }/surveys/priority`, {
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
		return (
			( await response.json() ) as {
				items: Array< { id: number; title: string; priority: number } >;
			}
		 ).items;
	}

	test( 'reordered in Display Order, the builder shows the same number and place; an old builder tab does not write its number back; changed in the builder, Display Order follows', async ( {
		page,
		context,
	} ) => {
		const errors = collectErrors( page );
		const api = await SurveysApi.for( page );
		const question = {
			id: 'q1',
			title: 'Anything to add?',
			type: 'text',
			config: { options: [] },
		};
		const [ a, b, c ] = [ 'A', 'B', 'C' ].map(
			( letter ) => `Priority ${ letter } ${ STAMP }`
		);
		const ids: Record< string, number > = {};
		for ( const [ title, priority ] of [
			[ a, 10 ],
			[ b, 4 ],
			[ c, 0 ],
		] as const ) {
			ids[ title ] = await api.save( {
				title,
				questions: [ question ],
				settings: { behavior: { priority } },
				notifications: { email: { active: false } },
			} );
			created.push( ids[ title ] );
		}
		const ours = async ( on: Page ) =>
			(
				await orderList( on )
					.locator( '.uf-display-order__title strong' )
					.allTextContents()
			).filter( ( title ) => [ a, b, c ].includes( title ) );

		// A builder tab left open on C (priority 0) while the order changes elsewhere.
		const oldTab = await context.newPage();
		await oldTab.goto( `${ BUILDER }#/edit/${ ids[ c ] }/questions` );
		await expect( oldTab.getByLabel( 'Question title' ) ).toHaveValue(
			'Anything to add?'
		);

		await page.goto( `${ BUILDER }#/` );
		await page.getByRole( 'button', { name: 'Display Order' } ).click();
		await expect( orderList( page ) ).toBeVisible();
		expect( await ours( page ) ).toEqual( [ a, b, c ] );
		const rowOf = ( title: string ) =>
			orderList( page )
				.getByRole( 'listitem' )
				.filter( { hasText: title } );
		await expect( rowOf( a ) ).toContainText( 'Priority 10' );
		await expect( rowOf( b ) ).toContainText( 'Priority 4' );
		await expect( rowOf( c ) ).toContainText( 'Priority 0' );

		// C moved up until it is the first of ours.
		for ( let i = 0; i < 100 && ( await ours( page ) )[ 0 ] !== c; i++ ) {
			await orderList( page )
				.getByRole( 'button', { name: `Move “${ c }” up` } )
				.click();
		}
		await page.getByRole( 'button', { name: 'Save Order' } ).click();
		await expect(
			page.getByText( /^Display order saved for \d+ surveys?\.$/ )
		).toBeVisible();
		expect( await ours( page ) ).toEqual( [ c, a, b ] );
		const after = await priorities( page );
		const of = ( title: string ) =>
			after.find( ( item ) => item.title === title )!;
		// Only C was renumbered: A and B keep the numbers their builders showed.
		expect( of( a ).priority ).toBe( 10 );
		expect( of( b ).priority ).toBe( 4 );
		expect( of( c ).priority ).toBeGreaterThan( 10 );
		await expect(
			page.getByText( `“${ c }”: 0 → ${ of( c ).priority }` )
		).toBeVisible();
		await expect( rowOf( c ) ).toContainText(
			`Priority ${ of( c ).priority }`
		);
		await shot(
			page,
			'display-order-saved',
			page.getByRole( 'region', { name: 'Display Order' } )
		);

		// The old tab renames C and saves: its priority was not changed there, so its old 0 is
		// not sent and the new order stays.
		await oldTab.bringToFront();
		await oldTab.getByRole( 'button', { name: 'Edit title' } ).click();
		await oldTab.getByLabel( 'Survey title' ).fill( `${ c } renamed` );
		await oldTab.getByLabel( 'Survey title' ).press( 'Enter' );
		await oldTab
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await expect(
			oldTab.getByText( 'Your Survey was Saved!' )
		).toBeVisible();
		await oldTab.close();
		const kept = await priorities( page );
		expect( kept.find( ( item ) => item.id === ids[ c ] ) ).toMatchObject( {
			title: `${ c } renamed`,
			priority: of( c ).priority,
		} );
		// Back to its title (a save through the API without a priority keeps it too).
		await api.save( {
			id: ids[ c ],
			title: c,
			questions: [ question ],
			settings: {},
			notifications: { email: { active: false } },
		} );

		// The builder shows C's number and its place in the same order.
		await page.bringToFront();
		await page.goto( `${ BUILDER }#/edit/${ ids[ c ] }/settings` );
		const spin = page.getByRole( 'spinbutton', { name: 'Priority' } );
		await expect( spin ).toHaveValue( String( of( c ).priority ) );
		const place = after.findIndex( ( item ) => item.id === ids[ c ] ) + 1;
		const behavior = page.getByRole( 'region', { name: 'Behavior' } );
		await expect(
			behavior.getByText(
				`Place ${ place } of ${ after.length } in the display order.`
			)
		).toBeVisible();
		await spin.scrollIntoViewIfNeeded();
		await shot(
			page,
			'builder-priority',
			spin.locator( 'xpath=ancestor::fieldset[1]' )
		);

		// Changed in the builder, to below B: Display Order follows.
		await spin.fill( '3' );
		await expect(
			behavior.getByText(
				/^Once saved: place \d+ of \d+ in the display order\.$/
			)
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page.getByText( 'Your Survey was Saved!' )
		).toBeVisible();
		await page.goto( `${ BUILDER }#/?display-order=open` );
		await expect( orderList( page ) ).toBeVisible();
		expect( await ours( page ) ).toEqual( [ a, b, c ] );
		await expect( rowOf( c ) ).toContainText( 'Priority 3' );
		await expect( rowOf( a ) ).toContainText( 'Priority 10' );
		await shot(
			page,
			'display-order-follows',
			page.getByRole( 'region', { name: 'Display Order' } )
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'a builder tab left open takes a priority Display Order changed meanwhile, and says so', async ( {
		page,
		context,
	} ) => {
		const api = await SurveysApi.for( page );
		const id = await api.save( {
			title: `Open tab ${ STAMP }`,
			questions: [
				{
					id: 'q1',
					title: 'Anything to add?',
					type: 'text',
					config: { options: [] },
				},
			],
			settings: { behavior: { priority: 2 } },
			notifications: { email: { active: false } },
		} );
		created.push( id );
		await page.goto( `${ BUILDER }#/edit/${ id }/settings` );
		const spin = page.getByRole( 'spinbutton', { name: 'Priority' } );
		await expect( spin ).toHaveValue( '2' );

		// Another tab moves it first in Display Order.
		const other = await context.newPage();
		await other.goto( `${ BUILDER }#/?display-order=open` );
		const list = other.getByRole( 'list', {
			name: 'Published surveys, first shown first',
		} );
		await expect( list ).toBeVisible();
		const title = `Open tab ${ STAMP }`;
		for ( let i = 0; i < 200; i++ ) {
			const first = (
				await list
					.locator( '.uf-display-order__title strong' )
					.first()
					.textContent()
			)?.trim();
			if ( first === title ) {
				break;
			}
			await list
				.getByRole( 'button', { name: `Move “${ title }” up` } )
				.click();
		}
		await other.getByRole( 'button', { name: 'Save Order' } ).click();
		await expect(
			other.getByText( /^Display order saved for \d+ surveys?\.$/ )
		).toBeVisible();
		const now = ( await priorities( other ) ).find(
			( item ) => item.id === id
		)!.priority;
		await other.close();

		// Back on the builder's tab: the number follows, and it says why.
		await page.bringToFront();
		await page.evaluate( () =>
			window.dispatchEvent( new Event( 'visibilitychange' ) )
		);
		await expect( spin ).toHaveValue( String( now ) );
		const behavior = page.getByRole( 'region', { name: 'Behavior' } );
		await expect(
			behavior.getByText(
				`Display Order changed this survey’s priority to ${ now } since it was opened.`
			)
		).toBeVisible();
		await expect(
			behavior.getByText( 'Place 1 of', { exact: false } )
		).toBeVisible();
		await shot(
			page,
			'builder-priority-changed-elsewhere',
			spin.locator( 'xpath=ancestor::fieldset[1]' )
		);
		// Nothing unsaved: the stored number is the one shown.
		await expect( page.getByText( 'Unsaved changes' ) ).toHaveCount( 0 );
	} );
} );
