import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { LegacyImportState } from '../../../data/use-legacy-import';
import {
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';

function state(
	name: LegacyImportState[ 'state' ],
	imported: number,
	extra: Partial< LegacyImportState > = {}
): LegacyImportState {
	return {
		state: name,
		surveys: { total: 2, imported: 2 },
		responses: { total: 1200, imported, skipped: 0, renumbered: 0 },
		skipped: [],
		settings: {
			mapped: [ 'widget_color' ],
			not_mapped: [ 'save_settings' ],
		},
		removed: false,
		reopened: false,
		...extra,
	};
}

/**
 * Serves the surveys list (empty), GET legacy-import with `first`, each POST with the next of
 * `batches`, and POST remove.
 *
 * @param first   What GET answers.
 * @param batches What each POST answers, in turn.
 */
function serve( first: LegacyImportState, batches: LegacyImportState[] ) {
	const posts: string[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = String( options.path ).split( '?' )[ 0 ];
		if ( path === '/userfeedback/v1/legacy-import' ) {
			if ( options.method === 'POST' ) {
				posts.push( path );
				return batches[ Math.min( posts.length, batches.length ) - 1 ];
			}
			return first;
		}
		if ( path === '/userfeedback/v1/legacy-import/remove' ) {
			posts.push( path );
			return { ...batches[ batches.length - 1 ], removed: true };
		}
		return {
			items: [],
			pagination: { page: 1, pages: 1, per_page: 10, total: 0 },
			status_filters: [],
		};
	} );
	return posts;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	vi.restoreAllMocks();
	clearGlobals();
} );

describe( 'the UserFeedback 1.x import on the surveys screen', () => {
	it( 'nothing on a site without 1.x data, and no request for it', async () => {
		const posts = serve( state( 'none', 0 ), [] );
		renderApp( 'surveys', { globals: { legacy_import: 'none' } } );
		await screen.findByRole( 'heading', { name: 'Surveys', level: 1 } );
		expect( screen.queryByText( /UserFeedback 1\.x/ ) ).toBeNull();
		expect( posts ).toEqual( [] );
	} );

	it( 'drives the import batch after batch, showing progress, then the result', async () => {
		const posts = serve( state( 'running', 0 ), [
			state( 'running', 500 ),
			state( 'running', 1000 ),
			state( 'done', 1198, {
				responses: {
					total: 1200,
					imported: 1198,
					skipped: 2,
					renumbered: 0,
				},
				skipped: [
					{
						kind: 'response',
						id: 7,
						reason: 'Its answers are not valid JSON.',
					},
					{
						kind: 'response',
						id: 9,
						reason: 'Unknown status "draft".',
					},
				],
			} ),
		] );
		renderApp( 'surveys', { globals: { legacy_import: 'running' } } );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Switching from UserFeedback 1.x',
			} )
		).toBeTruthy();
		expect(
			await screen.findByText(
				'Your UserFeedback 1.x data is imported: 2 surveys and 1,198 responses (2 skipped).'
			)
		).toBeTruthy();
		expect( posts ).toHaveLength( 3 );
		expect( screen.getByText( '2 rows were skipped' ) ).toBeTruthy();
		expect(
			screen.getByText( 'Response #7: Its answers are not valid JSON.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Settings carried over: widget_color.' )
		).toBeTruthy();
	} );

	it( 'shows progress in the site locale while a batch runs', async () => {
		let release: () => void = () => {};
		setFetchHandler( async ( options: APIFetchOptions ) => {
			const path = String( options.path ).split( '?' )[ 0 ];
			if ( path === '/userfeedback/v1/legacy-import' ) {
				if ( options.method === 'POST' ) {
					await new Promise< void >( ( resolve ) => {
						release = resolve;
					} );
				}
				return state( 'running', 12000, {
					responses: {
						total: 200000,
						imported: 12000,
						skipped: 0,
						renumbered: 0,
					},
				} );
			}
			return {
				items: [],
				pagination: { page: 1, pages: 1, per_page: 10, total: 0 },
				status_filters: [],
			};
		} );
		renderApp( 'surveys', {
			globals: { legacy_import: 'running', locale: 'en_US' },
		} );
		expect(
			await screen.findByText( 'Importing responses: 12,000 of 200,000' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'progressbar', { name: 'Import progress' } )
		).toBeTruthy();
		release();
	} );

	it( 'a failed import says why and starts again on Try again', async () => {
		const posts = serve(
			state( 'failed', 500, { error: 'Lock wait timeout exceeded.' } ),
			[ state( 'done', 1200 ) ]
		);
		renderApp( 'surveys', { globals: { legacy_import: 'failed' } } );
		expect(
			await screen.findByText(
				'The import stopped: Lock wait timeout exceeded. Nothing was lost; it goes on from where it stopped when you start it again.'
			)
		).toBeTruthy();
		expect( posts ).toEqual( [] );

		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );

		expect(
			await screen.findByText( /Your UserFeedback 1\.x data is imported/ )
		).toBeTruthy();
	} );

	it( 'removes the 1.x data after a confirmation', async () => {
		const posts = serve( state( 'done', 1200 ), [ state( 'done', 1200 ) ] );
		vi.spyOn( window, 'confirm' ).mockReturnValue( true );
		renderApp( 'surveys', { globals: { legacy_import: 'done' } } );

		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Remove UserFeedback 1.x data',
			} )
		);

		expect(
			await screen.findByText(
				'The UserFeedback 1.x data was removed. Your imported surveys and responses stay.'
			)
		).toBeTruthy();
		await waitFor( () =>
			expect( posts ).toEqual( [
				'/userfeedback/v1/legacy-import/remove',
			] )
		);
	} );
} );
