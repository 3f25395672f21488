import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { SurveyList, SurveyListItem } from '../../../data/use-surveys';
import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';

function survey( overrides: Partial< SurveyListItem > ): SurveyListItem {
	const id = overrides.id ?? 1;
	return {
		id,
		title: `Survey ${ id }`,
		status: 'publish',
		is_scheduled: false,
		created_at: '2026-09-12T10:00:00+00:00',
		publish_at: null,
		responses_count: 0,
		shortcode: `[userfeedback id="${ id }"]`,
		limit_reached: false,
		pro_question_types: [],
		share_url: null,
		...overrides,
	};
}

const SEEDED: SurveyListItem[] = [
	survey( { id: 1, title: 'Website Experience', responses_count: 120 } ),
	survey( { id: 4, title: 'Pricing Page Poll', status: 'draft' } ),
	survey( {
		id: 5,
		title: 'Holiday Sale Survey',
		is_scheduled: true,
		publish_at: '2026-12-01T08:00:00+00:00',
	} ),
];

function listOf(
	items: SurveyListItem[],
	counts: Partial< Record< string, number > > = {}
): SurveyList {
	return {
		items,
		pagination: { page: 1, pages: 1, per_page: 10, total: items.length },
		status_filters: [
			{ status: 'all', count: counts.all ?? items.length },
			{ status: 'publish', count: counts.publish ?? 1 },
			{ status: 'scheduled', count: counts.scheduled ?? 1 },
			{ status: 'draft', count: counts.draft ?? 1 },
			{ status: 'trash', count: counts.trash ?? 0 },
		],
	};
}

type Route = ( options: APIFetchOptions ) => unknown;

/**
 * Answers apiFetch calls from a table of `METHOD path` → handler, and records them.
 *
 * @param routes Handlers by method and decoded path without the query string.
 */
function serve( routes: Record< string, Route > ) {
	const calls: Array< {
		key: string;
		path: string;
		options: APIFetchOptions;
	} > = [];
	setFetchHandler( async ( options ) => {
		const path = decodeURIComponent( String( options.path ) );
		const method =
			( options.headers as Record< string, string > | undefined )?.[
				'X-HTTP-Method-Override'
			] ??
			options.method ??
			'GET';
		const key = `${ method } ${ path.split( '?' )[ 0 ] }`;
		calls.push( { key, path, options } );
		const route = routes[ key ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ key }`,
				data: { status: 404 },
			};
		}
		return route( options );
	} );
	return calls;
}

function surveysTable() {
	return screen.getByRole( 'table', { name: 'Surveys' } );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'SurveysList', () => {
	it( 'shows a busy table while the list loads', async () => {
		setFetchHandler( () => new Promise( () => undefined ) );
		renderApp( 'surveys' );
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Surveys' } )
		).toBeTruthy();
		expect( surveysTable().getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( within( surveysTable() ).getByText( 'Loading…' ) ).toBeTruthy();
	} );

	it( 'says which surveys visitors never see: Pro question types without the add-on', async () => {
		const items = [
			survey( {
				id: 1,
				title: 'Website Experience',
				pro_question_types: [ 'nps', 'star-rating' ],
			} ),
			survey( { id: 2, title: 'Plain', pro_question_types: [] } ),
			survey( {
				id: 3,
				title: 'Binned',
				status: 'trash',
				pro_question_types: [ 'nps' ],
			} ),
		];
		serve( { 'GET /userfeedback/v1/surveys': () => listOf( items ) } );
		const { unmount } = renderApp( 'surveys', { globals: LITE } );
		await chunksLoaded();
		const table = surveysTable();
		await within( table ).findByText( 'Website Experience' );
		expect(
			within( table ).getAllByText(
				'Not shown to visitors: NPS and Star Rating questions need UserFeedback PRO.'
			)
		).toHaveLength( 1 );
		expect(
			within( table ).queryAllByText( /Not shown to visitors/ )
		).toHaveLength( 1 );
		unmount();
		clearGlobals();

		serve( { 'GET /userfeedback/v1/surveys': () => listOf( items ) } );
		renderApp( 'surveys', { globals: PRO_ELITE } );
		await within( surveysTable() ).findByText( 'Website Experience' );
		expect(
			within( surveysTable() ).queryByText( /Not shown to visitors/ )
		).toBeNull();
	} );

	it( 'lists surveys with their status, shortcode, responses and links', async () => {
		serve( { 'GET /userfeedback/v1/surveys': () => listOf( SEEDED ) } );
		renderApp( 'surveys' );
		await chunksLoaded();

		const table = surveysTable();
		await within( table ).findByText( 'Website Experience' );
		expect(
			within( table )
				.getByRole( 'link', { name: 'Website Experience' } )
				.getAttribute( 'href' )
		).toBe( '#/edit/1' );
		expect( within( table ).getByText( 'Scheduled' ) ).toBeTruthy();
		expect( within( table ).getByText( 'Draft' ) ).toBeTruthy();
		expect(
			within( table ).getByRole( 'textbox', {
				name: 'Shortcode for Website Experience',
			} )
		).toHaveProperty( 'value', '[userfeedback id="1"]' );
		expect(
			within( table )
				.getByRole( 'link', {
					name: '120 responses to “Website Experience”: view results',
				} )
				.getAttribute( 'href' )
		).toBe( `${ ADMIN_URL }admin.php?page=userfeedback_results#/survey/1` );
		expect(
			screen
				.getByRole( 'button', { name: 'All (3)' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );
		expect(
			screen.getByRole( 'button', { name: 'Trash (0)' } )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Create New' } )
				.getAttribute( 'href' )
		).toBe( '#/new' );
	} );

	it( 'shows No Surveys with Create New when there are none', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				listOf( [], { publish: 0, scheduled: 0, draft: 0 } ),
		} );
		renderApp( 'surveys' );
		await chunksLoaded();

		const table = surveysTable();
		expect(
			await within( table ).findByRole( 'heading', {
				name: 'No Surveys',
			} )
		).toBeTruthy();
		expect(
			within( table )
				.getByRole( 'link', { name: 'Create New' } )
				.getAttribute( 'href' )
		).toBe( '#/new' );
	} );

	it( 'says so when a filtered view is empty', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () => listOf( [], { all: 3 } ),
		} );
		renderApp( 'surveys', { hash: '/?status=trash' } );
		await chunksLoaded();

		expect(
			await within( surveysTable() ).findByText( 'No surveys in Trash.' )
		).toBeTruthy();
		expect( calls[ 0 ].path ).toContain( 'filter[status]=trash' );
		expect(
			screen.queryByRole( 'heading', { name: 'No Surveys' } )
		).toBeNull();
	} );

	it( 'shows the server message and retries after an error', async () => {
		let fail = true;
		serve( {
			'GET /userfeedback/v1/surveys': () => {
				if ( fail ) {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry, you are not allowed to list surveys.',
						data: { status: 403 },
					};
				}
				return listOf( SEEDED );
			},
		} );
		renderApp( 'surveys' );

		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could not load the surveys.' );
		expect( alert.textContent ).toContain(
			'Sorry, you are not allowed to list surveys.'
		);

		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );

		expect(
			await within(
				await screen.findByRole( 'table', { name: 'Surveys' } )
			).findByText( 'Website Experience' )
		).toBeTruthy();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows the Pro upsell on Lite only', async () => {
		serve( { 'GET /userfeedback/v1/surveys': () => listOf( SEEDED ) } );
		const { unmount } = renderApp( 'surveys', { globals: LITE } );

		const upgrade = await screen.findByRole( 'link', {
			name: /Upgrade to PRO/,
		} );
		expect( upgrade.getAttribute( 'href' ) ).toMatch(
			/^https:\/\/www\.userfeedback\.com\//
		);
		const upsell = upgrade.closest( 'section' ) as HTMLElement;
		expect( upsell.textContent ).toContain(
			'20+ premium survey templates'
		);
		expect( upsell.textContent ).toContain( '50% off' );
		unmount();

		renderApp( 'surveys', { globals: PRO_ELITE } );
		await within( surveysTable() ).findByText( 'Website Experience' );
		expect(
			screen.queryByRole( 'link', { name: /Upgrade to PRO/ } )
		).toBeNull();
	} );

	it( 'puts the filter, sort and page in the URL and asks the server for them', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () => ( {
				...listOf( SEEDED ),
				pagination: { page: 1, pages: 2, per_page: 10, total: 13 },
			} ),
		} );
		renderApp( 'surveys' );
		await within( surveysTable() ).findByText( 'Website Experience' );

		fireEvent.click( screen.getByRole( 'button', { name: /^Title/ } ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/?orderby=title&order=asc' )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe(
				'#/?orderby=title&order=asc&page=2'
			)
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Draft (1)' } ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe(
				'#/?status=draft&orderby=title&order=asc'
			)
		);
		await waitFor( () =>
			expect( calls.at( -1 )?.path ).toContain(
				'orderby=title&order=asc&filter[status]=draft'
			)
		);
		expect( calls.map( ( call ) => call.path ) ).toContainEqual(
			expect.stringContaining( 'page=2&orderby=title&order=asc' )
		);
	} );

	it( 'moves a page past the end to the last page', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': ( options ) => ( {
				...listOf(
					String( options.path ).includes( 'page=4' ) ? [] : SEEDED
				),
				pagination: { page: 4, pages: 2, per_page: 10, total: 13 },
			} ),
		} );
		renderApp( 'surveys', { hash: '/?status=draft&page=4' } );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/?status=draft&page=2' )
		);
	} );

	it( 'offers Restore and Delete Permanently in the Trash view', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				listOf(
					[ survey( { id: 9, title: 'Old Poll', status: 'trash' } ) ],
					{
						trash: 1,
					}
				),
		} );
		renderApp( 'surveys', { hash: '/?status=trash' } );
		await within( surveysTable() ).findByText( 'Old Poll' );

		const select = screen.getByRole( 'combobox', {
			name: 'Select bulk action',
		} );
		expect(
			within( select )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bulk actions', 'Restore', 'Delete Permanently' ] );
		// A trashed title is not a link to the builder.
		expect( screen.queryByRole( 'link', { name: 'Old Poll' } ) ).toBeNull();
		expect(
			screen.queryByRole( 'link', { name: 'Edit “Old Poll”' } )
		).toBeNull();
	} );

	it( 'trashes every row of the page, reports it and resets the view to All, page 1', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () =>
				listOf( [
					survey( {
						id: 4,
						title: 'Pricing Page Poll',
						status: 'draft',
					} ),
				] ),
			'POST /userfeedback/v1/surveys/trash': ( options ) => ( {
				survey_ids: ( options.data as { survey_ids: number[] } )
					.survey_ids,
			} ),
		} );
		renderApp( 'surveys', {
			hash: '/?status=draft&orderby=title&order=asc',
		} );
		await within( surveysTable() ).findByText( 'Pricing Page Poll' );

		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select All' } )
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{
				target: { value: 'trash' },
			}
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect(
			await screen.findByText( '1 survey moved to the Trash.' )
		).toBeTruthy();
		const post = calls.find(
			( call ) => call.key === 'POST /userfeedback/v1/surveys/trash'
		);
		expect( post?.options.data ).toEqual( { survey_ids: [ 4 ] } );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/?orderby=title&order=asc' )
		);
	} );

	it( 'keeps the view when only some rows were affected, and lists what publish skipped', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () => listOf( SEEDED ),
			'POST /userfeedback/v1/surveys/publish': () => ( {
				survey_ids: [ 1 ],
				skipped: [
					{
						id: 4,
						message:
							"The Survey can't be published: Some questions are missing options.",
					},
				],
			} ),
		} );
		renderApp( 'surveys', { hash: '/?page=1&orderby=title&order=asc' } );
		await within( surveysTable() ).findByText( 'Website Experience' );

		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Select Website Experience',
			} )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select Pricing Page Poll' } )
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{
				target: { value: 'publish' },
			}
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect( await screen.findByText( '1 survey published.' ) ).toBeTruthy();
		const warning = screen
			.getByText( 'Some surveys were not published:' )
			.closest( '.uf-notice' );
		expect( warning?.textContent ).toContain( 'Pricing Page Poll' );
		expect( warning?.textContent ).toContain(
			'Some questions are missing options.'
		);
		expect( window.location.hash ).toBe(
			'#/?page=1&orderby=title&order=asc'
		);
	} );

	it( 'reports a failed action with the server message', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () => listOf( SEEDED ),
			'POST /userfeedback/v1/surveys/trash': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to delete surveys.',
					data: { status: 403 },
				};
			},
		} );
		renderApp( 'surveys' );
		await within( surveysTable() ).findByText( 'Website Experience' );

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Move “Website Experience” to the Trash',
			} )
		);

		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could Not Save Changes' );
		expect( alert.textContent ).toContain(
			'Sorry, you are not allowed to delete surveys.'
		);
	} );

	it( 'asks before deleting permanently', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () =>
				listOf(
					[ survey( { id: 9, title: 'Old Poll', status: 'trash' } ) ],
					{ trash: 1 }
				),
			'DELETE /userfeedback/v1/surveys': () => ( { survey_ids: [ 9 ] } ),
		} );
		const confirm = vi.spyOn( window, 'confirm' ).mockReturnValue( false );
		renderApp( 'surveys', { hash: '/?status=trash' } );
		await within( surveysTable() ).findByText( 'Old Poll' );
		const remove = screen.getByRole( 'button', {
			name: 'Delete “Old Poll” permanently',
		} );

		fireEvent.click( remove );
		expect( confirm ).toHaveBeenCalledWith(
			expect.stringContaining( '“Old Poll”' )
		);
		expect(
			calls.some( ( call ) => call.key.startsWith( 'DELETE' ) )
		).toBe( false );

		confirm.mockReturnValue( true );
		fireEvent.click( remove );
		expect(
			await screen.findByText( '1 survey permanently deleted.' )
		).toBeTruthy();
		const deleted = calls.find(
			( call ) => call.key === 'DELETE /userfeedback/v1/surveys'
		);
		expect( deleted?.options.data ).toEqual( { survey_ids: [ 9 ] } );
		// The only row went: back to All.
		await waitFor( () => expect( window.location.hash ).toBe( '#/' ) );
	} );

	it( 'duplicates a survey and opens the copy in the builder', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () => listOf( SEEDED ),
			'POST /userfeedback/v1/surveys/1/duplicate': () => ( { id: 44 } ),
		} );
		renderApp( 'surveys' );
		await within( surveysTable() ).findByText( 'Website Experience' );

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Duplicate “Website Experience”',
			} )
		);

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/edit/44/questions' )
		);
	} );

	it( 'copies the shortcode and says so', async () => {
		serve( { 'GET /userfeedback/v1/surveys': () => listOf( SEEDED ) } );
		const writeText = vi.fn( async () => undefined );
		Object.defineProperty( window, 'isSecureContext', {
			value: true,
			configurable: true,
		} );
		Object.defineProperty( navigator, 'clipboard', {
			value: { writeText },
			configurable: true,
		} );
		renderApp( 'surveys' );
		const field = await screen.findByRole( 'textbox', {
			name: 'Shortcode for Website Experience',
		} );

		await act( async () => {
			fireEvent.click( field );
		} );

		expect( writeText ).toHaveBeenCalledWith( '[userfeedback id="1"]' );
		expect( await screen.findByText( 'Copied to Clipboard' ) ).toBeTruthy();
	} );

	it( 'hides what the user may not do', async () => {
		serve( { 'GET /userfeedback/v1/surveys': () => listOf( SEEDED ) } );
		renderApp( 'surveys', {
			globals: {
				capabilities: {
					create_edit_surveys: true,
					view_results: false,
					delete_surveys: false,
					manage_settings: false,
				},
			},
		} );
		await within( surveysTable() ).findByText( 'Website Experience' );

		expect(
			screen.queryByRole( 'button', { name: /to the Trash$/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'link', { name: /^Results of/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'link', { name: /view results$/ } )
		).toBeNull();
		const select = screen.getByRole( 'combobox', {
			name: 'Select bulk action',
		} );
		expect(
			within( select )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bulk actions', 'Publish', 'Make Draft' ] );
	} );
} );
