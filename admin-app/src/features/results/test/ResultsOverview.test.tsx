import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	chunksLoaded,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { charts } from './chart-mock';
import {
	SURVEYS,
	TODAY,
	callsTo,
	currentRoute,
	fixToday,
	results,
	serve,
	summaryFor,
	summarySurvey,
} from './fixtures';

const SUMMARY = 'GET /results-summary';

function surveysTable() {
	return screen.getByRole( 'table', { name: 'Surveys' } );
}

function tooltipOf( element: HTMLElement ): string {
	const id = element.getAttribute( 'aria-describedby' ) ?? '';
	return document.getElementById( id )?.textContent ?? '';
}

beforeEach( () => {
	resetFetchHandler();
	fixToday();
	charts.clear();
} );
afterEach( () => {
	vi.useRealTimers();
	clearGlobals();
} );

describe( 'Results overview', () => {
	it( 'shows a busy spinner while loading', async () => {
		serve( { [ SUMMARY ]: () => new Promise( () => undefined ) } );
		renderApp( 'results' );
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Results' } )
		).toBeTruthy();
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Loading results…'
		);
		expect(
			screen
				.getByRole( 'status' )
				.closest( '[aria-busy]' )
				?.getAttribute( 'aria-busy' )
		).toBe( 'true' );
	} );

	it( 'lists every survey with its counts for the past 7 days', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
		} );
		renderApp( 'results', { globals: LITE } );
		await chunksLoaded();

		const table = await screen.findByRole( 'table', { name: 'Surveys' } );
		const summaryCall = callsTo( calls, SUMMARY )[ 0 ];
		expect( summaryCall.query.get( 'start_date' ) ).toBe( '2026-11-15' );
		expect( summaryCall.query.get( 'end_date' ) ).toBe( TODAY );
		expect( summaryCall.query.has( 'survey_id' ) ).toBe( false );

		const headers = within( table )
			.getAllByRole( 'columnheader' )
			.map( ( cell ) => cell.textContent );
		expect( headers ).toEqual( [
			'Title',
			'Status',
			'Created',
			'All time',
			'Past 7 days',
			'Results',
		] );
		const rows = within( table ).getAllByRole( 'row' ).slice( 1 );
		expect( rows ).toHaveLength( 3 );
		const first = within( rows[ 0 ] );
		expect( first.getByText( 'Website Experience' ) ).toBeTruthy();
		expect( first.getByText( 'Published' ) ).toBeTruthy();
		expect( first.getByText( '118' ) ).toBeTruthy();
		expect( first.getByText( '12' ) ).toBeTruthy();
		expect( within( rows[ 1 ] ).getByText( 'Draft' ) ).toBeTruthy();
		expect(
			first
				.getByRole( 'link', {
					name: 'View Results of “Website Experience”',
				} )
				.getAttribute( 'href' )
		).toBe( '#/survey/3' );

		// Total responses and the chart of responses per day, with its table.
		expect(
			screen.getByText( 'Total responses' ).nextElementSibling
				?.textContent
		).toBe( '12' );
		await chunksLoaded(); // the charts' chunk
		const chart = charts.get( 'Responses per day, past 7 days' );
		expect( chart?.kind ).toBe( 'line' );
		expect( chart?.data.labels ).toHaveLength( 7 );
		expect( chart?.data.datasets[ 0 ].data ).toEqual( [
			0, 0, 0, 0, 0, 0, 12,
		] );
		expect(
			screen.getByRole( 'img', {
				name: 'Responses per day, past 7 days',
			} )
		).toBeTruthy();
		const dataTable = screen.getByRole( 'table', {
			name: 'Responses per day, past 7 days',
		} );
		expect( within( dataTable ).getAllByRole( 'row' ) ).toHaveLength( 8 );
		// The days covered, at the control that changes them.
		expect(
			within(
				screen.getByRole( 'group', { name: 'Date range' } )
			).getByText( 'Nov 15, 2026 – Nov 21, 2026' )
		).toBeTruthy();
	} );

	it.each( [
		[ 'Lite', LITE ],
		[ 'Pro without a licence', PRO_UNLICENSED ],
		[ 'Pro with a plus licence', entitlementsOf( 'plus' ) ],
		// The screen follows the server's has_pro_plan fact, not the licence type.
		[
			'elite when the server says no',
			{ ...PRO_ELITE, has_pro_plan: false },
		],
	] )( 'locks the past 30 days in %s', async ( _name, entitlements ) => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
		} );
		renderApp( 'results', { globals: entitlements } );
		await screen.findByRole( 'table', { name: 'Surveys' } );

		const seven = screen.getByRole( 'radio', { name: 'Past 7 days' } );
		const thirty = screen.getByRole( 'radio', { name: 'Past 30 days' } );
		expect( ( seven as HTMLInputElement ).checked ).toBe( true );
		expect( thirty.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( tooltipOf( thirty ) ).toBe(
			'Upgrade to Pro to unlock Date Ranges'
		);
		expect(
			screen.getByRole( 'tooltip', { hidden: true } ).textContent
		).toBe( 'Upgrade to Pro to unlock Date Ranges' );

		fireEvent.click( thirty );
		expect( ( thirty as HTMLInputElement ).checked ).toBe( false );
		expect( ( seven as HTMLInputElement ).checked ).toBe( true );
		expect( currentRoute() ).toBe( '/' );
		expect(
			callsTo( calls, SUMMARY ).every(
				( call ) => call.query.get( 'start_date' ) === '2026-11-15'
			)
		).toBe( true );
	} );

	it( 'calls a published survey still to start Scheduled, as the surveys list does', async () => {
		serve( {
			[ SUMMARY ]: ( query ) =>
				summaryFor( query, [
					summarySurvey( {
						id: 6,
						title: 'Holiday Sale Survey',
						is_scheduled: true,
					} ),
					...SURVEYS,
				] ),
		} );
		renderApp( 'results', { globals: LITE } );
		const table = await screen.findByRole( 'table', { name: 'Surveys' } );
		const rows = within( table ).getAllByRole( 'row' ).slice( 1 );
		expect( within( rows[ 0 ] ).getByText( 'Scheduled' ) ).toBeTruthy();
		expect( within( rows[ 0 ] ).queryByText( 'Published' ) ).toBeNull();
		expect( within( rows[ 1 ] ).getByText( 'Published' ) ).toBeTruthy();
	} );

	it( 'ignores range=30 in the URL without the Pro plan', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
		} );
		renderApp( 'results', { globals: LITE, hash: '/?range=30' } );
		await screen.findByRole( 'table', { name: 'Surveys' } );
		expect( callsTo( calls, SUMMARY )[ 0 ].query.get( 'start_date' ) ).toBe(
			'2026-11-15'
		);
	} );

	it( 'switches to the past 30 days with an elite licence', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
		} );
		renderApp( 'results', { globals: PRO_ELITE } );
		await screen.findByRole( 'table', { name: 'Surveys' } );

		const thirty = screen.getByRole( 'radio', { name: 'Past 30 days' } );
		expect( thirty.hasAttribute( 'aria-disabled' ) ).toBe( false );
		fireEvent.click( thirty );

		await waitFor( () =>
			expect(
				callsTo( calls, SUMMARY ).some(
					( call ) => call.query.get( 'start_date' ) === '2026-10-23'
				)
			).toBe( true )
		);
		expect( currentRoute() ).toBe( '/?range=30' );
		await waitFor( () =>
			expect(
				charts.get( 'Responses per day, past 30 days' )?.data.labels
			).toHaveLength( 30 )
		);
		expect(
			within( surveysTable() ).getByRole( 'columnheader', {
				name: 'Past 30 days',
			} )
		).toBeTruthy();
		expect(
			within(
				screen.getByRole( 'group', { name: 'Date range' } )
			).getByText( 'Oct 23, 2026 – Nov 21, 2026' )
		).toBeTruthy();
	} );

	it( 'shows one survey’s cards and question stats when chosen', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query, SURVEYS, 5 ),
			'GET /surveys/3/results': () => results(),
		} );
		renderApp( 'results', { globals: LITE } );
		await screen.findByRole( 'table', { name: 'Surveys' } );

		fireEvent.change( screen.getByRole( 'combobox', { name: 'Survey' } ), {
			target: { value: '3' },
		} );

		expect( await screen.findByText( 'Impressions' ) ).toBeTruthy();
		expect( currentRoute() ).toBe( '/?survey=3' );
		expect(
			callsTo( calls, SUMMARY ).some(
				( call ) => call.query.get( 'survey_id' ) === '3'
			)
		).toBe( true );
		// All-time statistics: no range.
		expect(
			callsTo( calls, 'GET /surveys/3/results' )[ 0 ].query.toString()
		).toBe( '' );

		const card = ( label: string ) =>
			screen.getByText( label, { selector: 'dt' } ).nextElementSibling
				?.textContent;
		expect( card( 'Past 7 days' ) ).toBe( '12' );
		expect( card( 'Past 30 days' ) ).toBe( '57' );
		expect( card( 'Total responses' ) ).toBe( '118' );
		expect( card( 'Impressions' ) ).toBe( '960' );
		expect(
			screen.getByRole( 'heading', { name: '1. How did you find us?' } )
		).toBeTruthy();
		// The range governs the chart; the statistics say they are all time.
		const questions = screen.getByRole( 'heading', {
			level: 3,
			name: 'Question results',
		} );
		expect( questions.nextElementSibling?.textContent ).toBe( 'All time' );
		expect( screen.queryByRole( 'table', { name: 'Surveys' } ) ).toBeNull();
		await waitFor( () =>
			expect(
				charts.get( 'Responses per day, past 7 days' )?.data
					.datasets[ 0 ].data
			).toEqual( [ 0, 0, 0, 0, 0, 0, 5 ] )
		);
		expect(
			screen
				.getByRole( 'link', { name: 'View Results' } )
				.getAttribute( 'href' )
		).toBe( '#/survey/3' );
	} );

	it( 'opens an NPS survey’s results page when it is chosen', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			'GET /surveys/5/results': () => new Promise( () => undefined ),
		} );
		renderApp( 'results', { globals: LITE } );
		await screen.findByRole( 'table', { name: 'Surveys' } );

		fireEvent.change( screen.getByRole( 'combobox', { name: 'Survey' } ), {
			target: { value: '5' },
		} );

		await waitFor( () => expect( currentRoute() ).toBe( '/survey/5' ) );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Net Promoter',
			} )
		).toBeTruthy();
	} );

	it( 'redirects ?survey= of an NPS survey to its results page', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			'GET /surveys/5/results': () => new Promise( () => undefined ),
		} );
		renderApp( 'results', { globals: LITE, hash: '/?survey=5' } );
		await waitFor( () => expect( currentRoute() ).toBe( '/survey/5' ) );
	} );

	it( 'says so when there are no surveys and no responses', async () => {
		serve( { [ SUMMARY ]: ( query ) => summaryFor( query, [], 0 ) } );
		renderApp( 'results' );

		expect(
			await screen.findByText( 'No responses in this period.' )
		).toBeTruthy();
		expect(
			within( surveysTable() ).getByText( /^No surveys yet\./ )
		).toBeTruthy();
		expect(
			within( surveysTable() )
				.getByRole( 'link', { name: 'Create New' } )
				.getAttribute( 'href' )
		).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_surveys#/new'
		);
		expect( charts.size ).toBe( 0 );
	} );

	it( 'shows the server’s message and retries', async () => {
		let fail = true;
		serve( {
			[ SUMMARY ]: ( query ) => {
				if ( fail ) {
					fail = false;
					throw {
						code: 'db_error',
						message: 'Database went away.',
						data: { status: 500 },
					};
				}
				return summaryFor( query );
			},
		} );
		renderApp( 'results' );

		expect( await screen.findByText( 'Database went away.' ) ).toBeTruthy();
		expect(
			screen.getByText( 'The results could not be loaded.' )
		).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			await screen.findByRole( 'table', { name: 'Surveys' } )
		).toBeTruthy();
	} );
} );
