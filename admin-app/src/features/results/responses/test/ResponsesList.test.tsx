import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../test-utils';
import {
	RESPONSES_PATH,
	SURVEY,
	SURVEY_PATH,
	listOf,
	renderAt,
	responseItem,
	serve,
	where,
} from './harness';

// test-utils renders the whole App; these screens are rendered on their own routes instead, so
// the results area's routes (built in parallel) are kept out of this test.
vi.mock( '../../../../App', () => ( { App: () => null } ) );

const ROWS = [
	responseItem( { id: 14 } ),
	responseItem( {
		id: 13,
		page_submitted: { url: 'javascript:alert(1)', title: 'Sneaky page' },
	} ),
	responseItem( {
		id: 12,
		page_submitted: { url: 'https://example.test/pricing/', title: '' },
	} ),
	responseItem( { id: 11, page_submitted: { url: '', title: '' } } ),
];

function table() {
	return screen.getByRole( 'table', { name: 'Responses' } );
}

function row( name: string ) {
	const cell = within( table() ).getByText( name );
	return cell.closest( 'tr' ) as HTMLElement;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'ResponsesList', () => {
	it( 'shows a busy table while the responses load', () => {
		setFetchHandler( () => new Promise( () => undefined ) );
		renderAt( '/survey/5/responses', PRO_ELITE );

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Responses' } )
		).toBeTruthy();
		expect( table().getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( within( table() ).getByText( 'Loading…' ) ).toBeTruthy();
	} );

	it( 'lists responses with their page, date and status (Pro)', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				listOf( ROWS, { all: 4, publish: 4, trash: 2 } ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );

		await within( table() ).findByText( 'Response #14' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Responses to “Website Experience”',
			} )
		).toBeTruthy();
		expect(
			calls.find( ( call ) => call.key === RESPONSES_PATH )?.path
		).toBe( '/userfeedback/v1/surveys/5/responses' );

		// The title links to the response, keeping nothing but the default view.
		expect(
			within( table() )
				.getByRole( 'link', { name: 'Response #14' } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses/14' );

		// Page submitted: the title, linked, for an http(s) URL…
		const page = within( row( 'Response #14' ) ).getByRole( 'link', {
			name: /Page 14/,
		} );
		expect( page.getAttribute( 'href' ) ).toBe(
			'https://example.test/page-14/'
		);
		expect( page.getAttribute( 'target' ) ).toBe( '_blank' );
		// …never a link for javascript: (the title alone shows)…
		expect(
			within( row( 'Response #13' ) )
				.getByText( 'Sneaky page' )
				.closest( 'a' )
		).toBeNull();
		expect( row( 'Response #13' ).innerHTML ).not.toContain(
			'javascript:'
		);
		// …the URL when there is no title, and 'Not recorded' without either.
		expect(
			within( row( 'Response #12' ) )
				.getByRole( 'link', { name: /example\.test\/pricing/ } )
				.getAttribute( 'href' )
		).toBe( 'https://example.test/pricing/' );
		expect(
			within( row( 'Response #11' ) ).getByText( 'Not recorded' )
		).toBeTruthy();

		// The site's time zone (Europe/Paris) and locale.
		expect(
			within( row( 'Response #14' ) ).getByText(
				'Nov 20, 2026, 10:30 AM'
			)
		).toBeTruthy();
		expect(
			within( row( 'Response #14' ) ).getByText( 'Published' )
		).toBeTruthy();

		// Quick filters with counts, pagination, selection and bulk actions.
		expect(
			screen.getByRole( 'button', { name: 'All (4)' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Published (4)' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Trash (2)' } )
		).toBeTruthy();
		expect( screen.getByText( '4 items' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Response #14' } )
		).toBeTruthy();
		const bulk = screen.getByRole( 'combobox', {
			name: 'Select bulk action',
		} );
		expect(
			within( bulk )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bulk actions', 'Trash', 'Edit tags' ] );

		// The way back to the survey's results.
		expect(
			screen
				.getByRole( 'link', { name: /Back to survey results/ } )
				.getAttribute( 'href' )
		).toBe( '/survey/5' );
	} );

	it( 'gives Lite the first page only: no filters, pagination, selection or row actions', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				listOf( ROWS, { all: 25, publish: 25, total: 25, pages: 3 } ),
		} );
		// A view in the URL is ignored: Lite cannot ask for it.
		renderAt( '/survey/5/responses?status=trash&page=2', LITE );

		await within( table() ).findByText( 'Response #14' );
		expect(
			calls
				.filter( ( call ) => call.key === RESPONSES_PATH )
				.map( ( call ) => call.path )
		).toEqual( [ '/userfeedback/v1/surveys/5/responses' ] );
		expect( screen.queryByRole( 'button', { name: /^All/ } ) ).toBeNull();
		expect( screen.queryByText( '25 items' ) ).toBeNull();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect(
			screen.queryByRole( 'combobox', { name: 'Select bulk action' } )
		).toBeNull();
		expect(
			within( table() ).queryByRole( 'link', { name: 'Response #14' } )
		).toBeNull();
		expect(
			within( table() ).queryByRole( 'button', {
				name: /Trash|Restore|Delete/,
			} )
		).toBeNull();
		expect(
			within( table() ).queryByRole( 'link', { name: /^View/ } )
		).toBeNull();

		// What the rest would need.
		expect(
			screen.getByText( /Showing the 4 newest of 25 responses\./ )
		).toBeTruthy();
		expect(
			screen.getByText( 'Upgrade to Pro to unlock this feature' )
		).toBeTruthy();

		// Export is locked, with the spec's tooltip as its description.
		const exportButton = screen.getByRole( 'button', {
			name: 'Export Results',
		} );
		expect( exportButton.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( screen.getByRole( 'tooltip' ).textContent ).toBe(
			'Upgrade to Pro to unlock Export Results'
		);
		expect( exportButton.getAttribute( 'aria-describedby' ) ).toBe(
			screen.getByRole( 'tooltip' ).id
		);
	} );

	it( 'links Export Results for a licensed Pro site only', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( ROWS ),
		} );
		const { unmount } = renderAt( '/survey/5/responses', PRO_ELITE );
		expect(
			screen
				.getByRole( 'link', { name: 'Export Results' } )
				.getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_exports&survey_id=5&report=general&_wpnonce=export-nonce`
		);
		unmount();

		renderAt( '/survey/5/responses', PRO_UNLICENSED );
		expect(
			screen.queryByRole( 'link', { name: 'Export Results' } )
		).toBeNull();
		expect(
			screen
				.getByRole( 'button', { name: 'Export Results' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		// Pro without a licence still manages responses.
		await within( table() ).findByText( 'Response #14' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Response #14' } )
		).toBeTruthy();
	} );

	it( 'exports what a filtered list shows', () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( ROWS ),
		} );
		renderAt(
			'/survey/5/responses?nps_bucket=promoter&device=mobile',
			PRO_ELITE
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Export Results' } )
				.getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_exports&survey_id=5&report=general&nps_bucket=promoter&device=mobile&_wpnonce=export-nonce`
		);
	} );

	it( 'offers View and Trash on published rows, Restore and Delete permanently on trashed ones', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) =>
				path.includes( 'filter[status]=trash' )
					? listOf(
							[
								responseItem( { id: 8, status: 'trash' } ),
								responseItem( { id: 7, status: 'trash' } ),
							],
							{ all: 4, trash: 2 }
						)
					: listOf( ROWS, { trash: 2 } ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );

		const published = row( 'Response #14' );
		expect(
			within( published )
				.getByRole( 'link', { name: 'View Response #14' } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses/14' );
		expect(
			within( published ).getByRole( 'button', {
				name: 'Move Response #14 to the Trash',
			} )
		).toBeTruthy();
		expect(
			within( published ).queryByRole( 'button', { name: /Restore/ } )
		).toBeNull();
		expect(
			within( published ).queryByRole( 'button', {
				name: /permanently/,
			} )
		).toBeNull();

		fireEvent.click( screen.getByRole( 'button', { name: 'Trash (2)' } ) );
		await within( table() ).findByText( 'Response #8' );
		expect( where() ).toBe( '/survey/5/responses?status=trash' );
		expect(
			calls
				.filter( ( call ) => call.key === RESPONSES_PATH )
				.map( ( call ) => call.path )
		).toContain(
			'/userfeedback/v1/surveys/5/responses?filter[status]=trash'
		);

		const trashed = row( 'Response #8' );
		expect( within( trashed ).getByText( 'Trash' ) ).toBeTruthy();
		// Trashed titles are not links, and View is not offered.
		expect( within( trashed ).queryByRole( 'link' ) ).not.toBeNull(); // the page link
		expect(
			within( trashed ).queryByRole( 'link', { name: /Response #8/ } )
		).toBeNull();
		expect(
			within( trashed ).getByRole( 'button', {
				name: 'Restore Response #8 from the Trash',
			} )
		).toBeTruthy();
		expect(
			within( trashed ).getByRole( 'button', {
				name: 'Delete Response #8 permanently',
			} )
		).toBeTruthy();
		expect(
			within( trashed ).queryByRole( 'button', {
				name: /to the Trash/,
			} )
		).toBeNull();
		expect(
			within(
				screen.getByRole( 'combobox', { name: 'Select bulk action' } )
			)
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bulk actions', 'Restore', 'Delete Permanently' ] );
	} );

	it( 'offers only View without the delete capability', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( ROWS ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE, { delete_surveys: false } );
		await within( table() ).findByText( 'Response #14' );

		expect(
			within( row( 'Response #14' ) ).getByRole( 'link', {
				name: 'View Response #14',
			} )
		).toBeTruthy();
		expect(
			within( table() ).queryByRole( 'button', { name: /Trash/ } )
		).toBeNull();
		// Tagging needs only view results: the one bulk action left.
		expect(
			within( screen.getAllByRole( 'combobox' )[ 0 ] )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bulk actions', 'Edit tags' ] );
	} );

	it( 'trashes one row, reports it and reloads the list', async () => {
		let trashed = false;
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				trashed
					? listOf(
							ROWS.filter( ( item ) => item.id !== 14 ),
							{
								trash: 1,
							}
						)
					: listOf( ROWS ),
			'POST /userfeedback/v1/surveys/5/responses/trash': ( options ) => {
				trashed = true;
				return {
					response_ids: ( options.data as { response_ids: number[] } )
						.response_ids,
				};
			},
		} );
		renderAt( '/survey/5/responses?page=1', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Move Response #14 to the Trash',
			} )
		);

		expect(
			await screen.findByText( '1 response moved to the Trash.' )
		).toBeTruthy();
		const post = calls.find(
			( call ) =>
				call.key === 'POST /userfeedback/v1/surveys/5/responses/trash'
		);
		expect( post?.options.data ).toEqual( { response_ids: [ 14 ] } );
		await waitFor( () =>
			expect( within( table() ).queryByText( 'Response #14' ) ).toBeNull()
		);
		// Only one of four rows changed: the view stays.
		expect( where() ).toBe( '/survey/5/responses?page=1' );
	} );

	it( 'bulk-restores every row of the Trash page, then resets the filter', async () => {
		const trashRows = [
			responseItem( { id: 8, status: 'trash' } ),
			responseItem( { id: 7, status: 'trash' } ),
		];
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) =>
				path.includes( 'filter[status]=trash' )
					? listOf( trashRows, { trash: 2 } )
					: listOf( ROWS ),
			'POST /userfeedback/v1/surveys/5/responses/restore': () => ( {
				response_ids: [ 8, 7 ],
			} ),
		} );
		renderAt( '/survey/5/responses?status=trash', PRO_ELITE );
		await within( table() ).findByText( 'Response #8' );

		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select All' } )
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{ target: { value: 'restore' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect(
			await screen.findByText( '2 responses restored from the Trash.' )
		).toBeTruthy();
		expect(
			calls.find(
				( call ) =>
					call.key ===
					'POST /userfeedback/v1/surveys/5/responses/restore'
			)?.options.data
		).toEqual( { response_ids: [ 8, 7 ] } );
		await waitFor( () => expect( where() ).toBe( '/survey/5/responses' ) );
		await within( table() ).findByText( 'Response #14' );
	} );

	it( 'keeps the view when a bulk trash changed only some of the page', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				listOf( ROWS, { total: 14, pages: 2, page: 2 } ),
			'POST /userfeedback/v1/surveys/5/responses/trash': () => ( {
				response_ids: [ 14 ],
			} ),
		} );
		renderAt( '/survey/5/responses?status=publish&page=2', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );

		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select Response #14' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select Response #13' } )
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{ target: { value: 'trash' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect(
			await screen.findByText(
				'1 response moved to the Trash. 1 response was not changed; the list has been reloaded.'
			)
		).toBeTruthy();
		expect( where() ).toBe( '/survey/5/responses?status=publish&page=2' );
	} );

	it( 'asks before deleting permanently, and deletes only when confirmed', async () => {
		const trashRows = [
			responseItem( { id: 8, status: 'trash' } ),
			responseItem( { id: 7, status: 'trash' } ),
		];
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( trashRows, { trash: 2 } ),
			'DELETE /userfeedback/v1/surveys/5/responses': () => ( {
				response_ids: [ 8, 7 ],
			} ),
		} );
		const confirm = vi.spyOn( window, 'confirm' ).mockReturnValue( false );
		renderAt( '/survey/5/responses?status=trash', PRO_ELITE );
		await within( table() ).findByText( 'Response #8' );

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Delete Response #8 permanently',
			} )
		);
		expect( confirm ).toHaveBeenCalledWith(
			'Delete Response #8 permanently? Its answers are deleted too. This cannot be undone.'
		);
		expect(
			calls.some( ( call ) => call.key.startsWith( 'DELETE' ) )
		).toBe( false );

		confirm.mockReturnValue( true );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select All' } )
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{ target: { value: 'delete' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect(
			await screen.findByText( '2 responses permanently deleted.' )
		).toBeTruthy();
		expect( confirm ).toHaveBeenLastCalledWith(
			'Delete 2 responses permanently? Their answers are deleted too. This cannot be undone.'
		);
		expect(
			calls.find(
				( call ) =>
					call.key === 'DELETE /userfeedback/v1/surveys/5/responses'
			)?.options.data
		).toEqual( { response_ids: [ 8, 7 ] } );
		// Every row of the page went: the filter resets.
		await waitFor( () => expect( where() ).toBe( '/survey/5/responses' ) );
	} );

	it( 'reports a failed action with the server message', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( ROWS ),
			'POST /userfeedback/v1/surveys/5/responses/trash': () => {
				throw {
					code: 'userfeedback_invalid_response_ids',
					message: 'Some responses do not belong to this survey.',
					data: { status: 400 },
				};
			},
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Move Response #14 to the Trash',
			} )
		);

		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could Not Save Changes' );
		expect( alert.textContent ).toContain(
			'Some responses do not belong to this survey.'
		);
	} );

	it( 'pages through responses, keeping the page in the URL', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) =>
				path.includes( 'page=2' )
					? listOf( [ responseItem( { id: 3 } ) ], {
							page: 2,
							pages: 2,
							total: 11,
						} )
					: listOf( ROWS, { page: 1, pages: 2, total: 11 } ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await within( table() ).findByText( 'Response #3' );
		expect( where() ).toBe( '/survey/5/responses?page=2' );
		expect( calls.map( ( call ) => call.path ) ).toContain(
			'/userfeedback/v1/surveys/5/responses?page=2'
		);
	} );

	it( 'says when there are no responses, and when the Trash is empty', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( [], { all: 0 } ),
		} );
		const { unmount } = renderAt( '/survey/5/responses', PRO_ELITE );
		expect( await screen.findByText( 'No responses yet.' ) ).toBeTruthy();
		unmount();

		renderAt( '/survey/5/responses?status=trash', PRO_ELITE );
		expect(
			await screen.findByText( 'No responses in the Trash.' )
		).toBeTruthy();
	} );

	it( 'shows a failed load with Retry', async () => {
		let fail = true;
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => {
				if ( fail ) {
					throw {
						code: 'userfeedback_db_error',
						message: 'Database unavailable.',
						data: { status: 500 },
					};
				}
				return listOf( ROWS );
			},
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );

		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain(
			'Could not load the responses.'
		);
		expect( alert.textContent ).toContain( 'Database unavailable.' );

		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await screen.findByText( 'Response #14' ) ).toBeTruthy();
	} );

	it( 'says when the survey does not exist', async () => {
		const notFound = () => {
			throw {
				code: 'userfeedback_survey_not_found',
				message: 'Survey not found.',
				data: { status: 404 },
			};
		};
		serve( { [ SURVEY_PATH ]: notFound, [ RESPONSES_PATH ]: notFound } );
		renderAt( '/survey/5/responses', PRO_ELITE );

		expect(
			await screen.findByText(
				'This survey does not exist or has been deleted.'
			)
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Back to Results' } )
				.getAttribute( 'href' )
		).toBe( '/' );
	} );

	it( 'treats a non-numeric survey id as an unknown page', () => {
		renderAt( '/survey/abc/responses', PRO_ELITE );
		expect(
			screen.getByRole( 'heading', { name: 'Page not found' } )
		).toBeTruthy();
	} );
} );
