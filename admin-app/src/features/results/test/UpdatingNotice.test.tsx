/**
 * While the server rebuilds its counts in the background it flags its figures `updating`:
 * the results overview and a survey's results say so in an announced notice, and ask again
 * every few seconds until the flag is gone, when the notice goes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';

import { UPDATING_REFETCH_MS } from '../../../data/use-results';
import {
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { charts } from './chart-mock';
import { TODAY, callsTo, results, serve, summaryFor } from './fixtures';

const NOTICE = 'These numbers are being updated…';

/** Fake clocks (Date fixed at TODAY, timers driven by the test), so a poll can be waited for. */
function fakeClock() {
	vi.useFakeTimers( { shouldAdvanceTime: true } );
	vi.setSystemTime( new Date( `${ TODAY }T10:00:00Z` ) );
}

/** Lets the next poll happen. */
async function nextPoll() {
	await act( async () => {
		await vi.advanceTimersByTimeAsync( UPDATING_REFETCH_MS );
	} );
}

beforeEach( () => {
	resetFetchHandler();
	fakeClock();
	charts.clear();
} );
afterEach( () => {
	vi.useRealTimers();
	clearGlobals();
} );

describe( 'Results while the counts are rebuilt', () => {
	it( 'a survey’s results: an announced notice, gone once a poll finds the rebuild done', async () => {
		let updating = true;
		const calls = serve( {
			'GET /results-summary': ( query ) => summaryFor( query ),
			'GET /surveys/3/results': () => ( {
				...results(),
				updating,
			} ),
			'POST /rollups/step': () => ( { ran: false, remaining: true } ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await chunksLoaded();

		const notice = await screen.findByText( NOTICE );
		expect( notice.closest( '[role="status"]' ) ).not.toBeNull();
		const before = callsTo( calls, 'GET /surveys/3/results' ).length;

		// Still rebuilding: asked again, the notice stays.
		await nextPoll();
		await waitFor( () =>
			expect(
				callsTo( calls, 'GET /surveys/3/results' ).length
			).toBeGreaterThan( before )
		);
		expect( screen.getByText( NOTICE ) ).toBeTruthy();

		// Meanwhile the screen asks for the rebuild's next step in case WP-Cron left it undone.
		expect( callsTo( calls, 'POST /rollups/step' ).length ).toBeGreaterThan(
			0
		);

		// Done: the next poll drops the notice, and the polling stops.
		updating = false;
		await nextPoll();
		await waitFor( () =>
			expect( screen.queryByText( NOTICE ) ).toBeNull()
		);
		const after = callsTo( calls, 'GET /surveys/3/results' ).length;
		const steps = callsTo( calls, 'POST /rollups/step' ).length;
		await nextPoll();
		await nextPoll();
		expect( callsTo( calls, 'GET /surveys/3/results' ) ).toHaveLength(
			after
		);
		expect( callsTo( calls, 'POST /rollups/step' ) ).toHaveLength( steps );
	}, 20000 );

	it( 'the overview: the notice while the summary is flagged', async () => {
		let updating = true;
		serve( {
			'GET /results-summary': ( query ) => ( {
				...summaryFor( query ),
				updating,
			} ),
		} );
		renderApp( 'results', { hash: '/', globals: PRO_ELITE } );
		await chunksLoaded();

		const notice = await screen.findByText( NOTICE );
		expect( notice.closest( '[role="status"]' ) ).not.toBeNull();
		// The table is not dimmed as reloading by the polls.
		await nextPoll();
		expect(
			document.querySelector( '.uf-admin-table__table.is-fetching' )
		).toBeNull();

		updating = false;
		await nextPoll();
		await waitFor( () =>
			expect( screen.queryByText( NOTICE ) ).toBeNull()
		);
	}, 20000 );

	it( 'the overview with one survey chosen: the notice when its statistics are flagged', async () => {
		serve( {
			'GET /results-summary': ( query ) => summaryFor( query ),
			'GET /surveys/3/results': () => ( {
				...results(),
				updating: true,
			} ),
		} );
		renderApp( 'results', { hash: '/?survey=3', globals: PRO_ELITE } );
		await chunksLoaded();

		expect( await screen.findByText( NOTICE ) ).toBeTruthy();
	}, 20000 );

	it( 'a filtered report read while the facts are packed: no notice, but the build is kept going', async () => {
		const calls = serve( {
			'GET /results-summary': ( query ) => summaryFor( query ),
			'GET /surveys/3/results': () => ( {
				...results(),
				facts_pending: true,
			} ),
			'POST /rollups/step': () => ( { ran: true, remaining: false } ),
		} );
		renderApp( 'results', {
			hash: '/survey/3?device=desktop',
			globals: PRO_ELITE,
		} );
		await chunksLoaded();

		await screen.findByText( 'Impressions' );
		expect( screen.queryByText( NOTICE ) ).toBeNull();
		await nextPoll();
		await waitFor( () =>
			expect(
				callsTo( calls, 'POST /rollups/step' ).length
			).toBeGreaterThan( 0 )
		);
	}, 20000 );

	it( 'says nothing, and does not poll, when the numbers are current', async () => {
		const calls = serve( {
			'GET /results-summary': ( query ) => summaryFor( query ),
			'GET /surveys/3/results': () => ( {
				...results(),
				updating: false,
			} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await chunksLoaded();

		await screen.findByText( 'Impressions' );
		expect( screen.queryByText( NOTICE ) ).toBeNull();
		const figures = () => [
			...callsTo( calls, 'GET /results-summary' ),
			...callsTo( calls, 'GET /surveys/3/results' ),
			...callsTo( calls, 'POST /rollups/step' ),
		];
		const before = figures().length;
		await nextPoll();
		await nextPoll();
		expect( figures() ).toHaveLength( before );
	}, 20000 );
} );
