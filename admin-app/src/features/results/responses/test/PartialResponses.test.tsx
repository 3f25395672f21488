import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
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

// test-utils renders the whole App; these screens are rendered on their own routes instead.
vi.mock( '../../../../App', () => ( { App: () => null } ) );

const ONE = 'GET /userfeedback/v1/surveys/5/responses/13';

const ROWS = [
	responseItem( { id: 14 } ),
	responseItem( { id: 13, completed: false } ),
	responseItem( { id: 12 } ),
];

function table() {
	return screen.getByRole( 'table', { name: 'Responses' } );
}

function completionGroup() {
	return screen.getByRole( 'group', { name: 'Filter by completion' } );
}

function rowOf( title: string ) {
	return within( table() ).getByText( title ).closest( 'tr' ) as HTMLElement;
}

/**
 * The completion filter each list request asked for ('' for none).
 * @param calls
 */
function askedCompletion( calls: Array< { key: string; path: string } > ) {
	return calls
		.filter( ( call ) => call.key === RESPONSES_PATH )
		.map(
			( call ) =>
				new URLSearchParams( call.path.split( '?' )[ 1 ] ?? '' ).get(
					'filter[completion]'
				) ?? ''
		);
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'Partial responses in the list', () => {
	it( 'marks partial rows and filters All / Completed / Partial with the server’s counts, in the URL', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) => {
				const completion = new URLSearchParams(
					path.split( '?' )[ 1 ] ?? ''
				).get( 'filter[completion]' );
				const items = ROWS.filter(
					( item ) =>
						! completion ||
						item.completed === ( completion === 'completed' )
				);
				// The counts are of the status view, whatever the completion view.
				return {
					...listOf( items ),
					completion_filters: [
						{ completion: 'all', count: 3 },
						{ completion: 'completed', count: 2 },
						{ completion: 'partial', count: 1 },
					],
				};
			},
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );

		await within( table() ).findByText( 'Response #14' );
		expect(
			within( rowOf( 'Response #13' ) ).getByText( 'Partial' )
		).toBeTruthy();
		expect(
			within( rowOf( 'Response #14' ) ).queryByText( 'Partial' )
		).toBeNull();

		const group = completionGroup();
		expect(
			within( group )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'All (3)', 'Completed (2)', 'Partial (1)' ] );
		expect(
			within( group )
				.getByRole( 'button', { name: 'All (3)' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );

		fireEvent.click(
			within( group ).getByRole( 'button', { name: 'Partial (1)' } )
		);
		await waitFor( () =>
			expect( where() ).toBe( '/survey/5/responses?completion=partial' )
		);
		await waitFor( () =>
			expect( within( table() ).queryByText( 'Response #14' ) ).toBeNull()
		);
		expect( within( table() ).getByText( 'Response #13' ) ).toBeTruthy();
		expect(
			within( completionGroup() )
				.getByRole( 'button', { name: 'Partial (1)' } )
				.getAttribute( 'aria-current' )
		).toBe( 'page' );
		// The single response's link carries the view (back link, neighbours).
		expect(
			within( table() )
				.getByRole( 'link', { name: 'Response #13' } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses/13?completion=partial' );

		// The status views keep the completion view.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Published (1)' } )
		);
		await waitFor( () =>
			expect( where() ).toBe(
				'/survey/5/responses?status=publish&completion=partial'
			)
		);

		fireEvent.click(
			within( completionGroup() ).getByRole( 'button', {
				name: 'Completed (2)',
			} )
		);
		await waitFor( () =>
			expect( where() ).toBe(
				'/survey/5/responses?status=publish&completion=completed'
			)
		);
		await waitFor( () =>
			expect( askedCompletion( calls ).at( -1 ) ).toBe( 'completed' )
		);
		expect( askedCompletion( calls ) ).toEqual( [
			'',
			'partial',
			'partial',
			'completed',
		] );
	} );

	it( 'reads the completion view from the URL and says when it is empty', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => ( {
				...listOf( [] ),
				completion_filters: [
					{ completion: 'all', count: 2 },
					{ completion: 'completed', count: 2 },
					{ completion: 'partial', count: 0 },
				],
			} ),
		} );
		renderAt( '/survey/5/responses?completion=partial', PRO_ELITE );

		expect(
			await within( table() ).findByText( 'No partial responses.' )
		).toBeTruthy();
		expect( askedCompletion( calls ) ).toEqual( [ 'partial' ] );
		// Shown though no partial is left: the chosen view must be undoable.
		expect(
			within( completionGroup() ).getByRole( 'button', {
				name: 'Partial (0)',
			} )
		).toBeTruthy();
	} );

	it( 'lists a survey without partial responses as before: no completion views', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				listOf( [
					responseItem( { id: 14 } ),
					responseItem( { id: 12 } ),
				] ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );

		await within( table() ).findByText( 'Response #14' );
		expect(
			screen.queryByRole( 'group', { name: 'Filter by completion' } )
		).toBeNull();
		expect( within( table() ).queryByText( 'Partial' ) ).toBeNull();
	} );

	it( 'Lite: the badge shows, the filter (Pro) does not, and the URL asks nothing', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () => listOf( ROWS ),
		} );
		renderAt( '/survey/5/responses?completion=partial', LITE );

		await within( table() ).findByText( 'Response #14' );
		expect(
			within( rowOf( 'Response #13' ) ).getByText( 'Partial' )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'group', { name: 'Filter by completion' } )
		).toBeNull();
		expect( askedCompletion( calls ) ).toEqual( [ '' ] );
	} );
} );

describe( 'A partial response on its own', () => {
	const details = ( completed: boolean ) => ( {
		id: 13,
		status: 'publish',
		completed,
		submitted_at: '2026-11-20T09:30:00+00:00',
		page_submitted: { url: 'https://example.test/', title: 'Home' },
		user_ip: '',
		user_browser: '',
		user_os: '',
		user_device: '',
		answers: [ { question_id: 'q-radio', value: 'Friend', extra: null } ],
		position: { index: 2, total: 3, previous_id: 14, next_id: 12 },
	} );

	it( 'says "Partial response"', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => details( false ),
		} );
		renderAt( '/survey/5/responses/13?completion=partial', PRO_ELITE );

		await screen.findByRole( 'heading', { level: 2, name: 'Answers' } );
		expect( screen.getByText( 'Partial response' ) ).toBeTruthy();
		expect(
			screen.getByText(
				/^The visitor left before the end of the survey\./
			)
		).toBeTruthy();
		// The back link returns to the same view.
		expect(
			screen
				.getByRole( 'link', { name: /Back to Responses/ } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses?completion=partial' );
	} );

	it( 'says nothing of the kind for a completed one', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => details( true ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		await screen.findByRole( 'heading', { level: 2, name: 'Answers' } );
		expect( screen.queryByText( 'Partial response' ) ).toBeNull();
	} );
} );
