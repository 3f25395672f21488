import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { SurveyResults } from '../../../data/use-results';
import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { charts } from './chart-mock';
import {
	TODAY,
	answer,
	callsTo,
	currentRoute,
	fixToday,
	results,
	serve,
	stat,
	summaryFor,
	type Call,
} from './fixtures';

const SUMMARY = 'GET /results-summary';
const RESULTS = 'GET /surveys/5/results';
const ANSWERS = 'GET /surveys/5/answers';
const NPS_CHART = 'NPS score per day';

function npsResults( query: URLSearchParams ): SurveyResults {
	return results( {
		id: 5,
		title: 'Net Promoter',
		type: 'nps',
		responses_count: 40,
		question_stats: [
			stat( {
				id: 'nps1',
				title: 'How likely…',
				type: 'nps',
				total_answers: 40,
			} ),
		],
		nps_overview: {
			detractor: 12,
			passive: 25,
			promoter: 62,
			nps: 50,
			total: 40,
			margin: null,
		},
		nps_series: [
			{
				date: query.get( 'from' ) ?? '',
				nps: 20,
				count: 3,
				margin: null,
				hidden: false,
			},
			{ date: 'gap', nps: null, count: 0, margin: null, hidden: false },
			{
				date: query.get( 'to' ) ?? '',
				nps: -40,
				count: 5,
				margin: null,
				hidden: false,
			},
		],
	} );
}

/**
 * 25 comments; page 3 is the last. A search matches only "slow".
 *
 * @param query The answers request's query.
 */
function commentPage( query: URLSearchParams ) {
	const search = query.get( 'search' );
	if ( search ) {
		return {
			items: [
				answer( {
					response_id: 9,
					value: 4,
					extra: `Too slow (${ search })`,
				} ),
			],
			pagination: { page: 1, pages: 1, per_page: 10, total: 1 },
		};
	}
	const page = Number( query.get( 'page' ) ?? 1 );
	const first = ( page - 1 ) * 10;
	const count = Math.min( 10, 25 - first );
	return {
		items: Array.from( { length: count }, ( _, index ) =>
			answer( {
				response_id: 200 - first - index,
				value: 9,
				extra: `Comment ${ first + index + 1 }`,
			} )
		),
		pagination: { page, pages: 3, per_page: 10, total: 25 },
	};
}

function routes() {
	return {
		[ SUMMARY ]: ( query: URLSearchParams ) => summaryFor( query ),
		[ RESULTS ]: npsResults,
		[ ANSWERS ]: commentPage,
		// The AI summary block below the NPS template: nothing cached, no upsell.
		'GET /preload-ai-summary/5': () => ( {
			success: true,
			summary: null,
			error: null,
		} ),
		'GET /ai-summary/upsell': () => ( { upsell_dismissed: true } ),
	};
}

function lastRange( calls: Call[] ): [ string | null, string | null ] {
	const last = callsTo( calls, RESULTS ).at( -1 )?.query;
	return [ last?.get( 'from' ) ?? null, last?.get( 'to' ) ?? null ];
}

function card( label: string ) {
	return screen.getByText( label, { selector: 'dt' } ).nextElementSibling
		?.textContent;
}

function tooltipOf( element: HTMLElement ): string {
	const id = element.getAttribute( 'aria-describedby' ) ?? '';
	return document.getElementById( id )?.textContent ?? '';
}

function preset( name: string ) {
	return within(
		screen.getByRole( 'group', { name: 'Date range' } )
	).getByRole( 'button', { name } );
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

describe( 'NPS results', () => {
	it( 'defaults to the last 30 days with an elite licence and shows the NPS figures', async () => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		await chunksLoaded();

		expect( await screen.findByText( 'Promoters' ) ).toBeTruthy();
		expect( lastRange( calls ) ).toEqual( [ '2026-10-23', TODAY ] );
		expect( preset( 'Last 30 days' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect(
			screen.getByText( 'Oct 23, 2026 – Nov 21, 2026' )
		).toBeTruthy();

		expect( card( 'Promoters' ) ).toBe( '62%' );
		expect( card( 'Passives' ) ).toBe( '25%' );
		expect( card( 'Detractors' ) ).toBe( '12%' );
		expect( card( 'NPS score' ) ).toBe( '50' );
		expect( card( 'Total responses' ) ).toBe( '40' );

		await chunksLoaded(); // the charts' chunk
		const chart = charts.get( NPS_CHART );
		expect( chart?.kind ).toBe( 'line' );
		expect( chart?.data.datasets[ 0 ].data ).toEqual( [ 20, null, -40 ] );
		expect( chart?.options.scales.y ).toMatchObject( {
			min: -100,
			max: 100,
		} );
		expect( screen.getByRole( 'table', { name: NPS_CHART } ) ).toBeTruthy();

		expect(
			screen
				.getByRole( 'link', { name: 'Export to Excel' } )
				.getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_exports&survey_id=5&report=nps&start=2026-10-23&end=${ TODAY }&_wpnonce=export-nonce`
		);
		// The template has no per-question stat cards.
		expect(
			screen.queryByRole( 'button', { name: 'Vertical bars' } )
		).toBeNull();
	} );

	it( 'defaults to the last 7 days without the Pro plan and locks longer presets', async () => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: LITE } );
		await chunksLoaded();

		await screen.findByText( 'Promoters' );
		expect( lastRange( calls ) ).toEqual( [ '2026-11-15', TODAY ] );
		expect( preset( 'Last 7 days' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);

		for ( const name of [
			'Today',
			'Yesterday',
			'Last Week',
			'Last 7 days',
		] ) {
			expect( preset( name ).hasAttribute( 'aria-disabled' ) ).toBe(
				false
			);
		}
		for ( const name of [ 'Last Month', 'Last 30 days', 'Last 90 days' ] ) {
			const button = preset( name );
			expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
			expect( tooltipOf( button ) ).toBe(
				'Upgrade to Pro to unlock Date Ranges'
			);
		}
		const before = callsTo( calls, RESULTS ).length;
		fireEvent.click( preset( 'Last 90 days' ) );
		expect( currentRoute() ).toBe( '/survey/5' );
		expect( callsTo( calls, RESULTS ) ).toHaveLength( before );

		const exportButton = screen.getByRole( 'button', {
			name: 'Export to Excel',
		} );
		expect( exportButton.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( tooltipOf( exportButton ) ).toBe(
			'Upgrade to Pro to unlock Export Results'
		);
	} );

	it.each( [
		[ 'Today', 'today', TODAY, TODAY ],
		[ 'Yesterday', 'yesterday', '2026-11-20', '2026-11-20' ],
		[ 'Last Week', 'last-week', '2026-11-09', '2026-11-15' ],
	] )( 'picks %s', async ( name, key, from, to ) => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: LITE } );
		await screen.findByText( 'Promoters' );

		fireEvent.click( preset( name ) );
		await waitFor( () =>
			expect( lastRange( calls ) ).toEqual( [ from, to ] )
		);
		expect( currentRoute() ).toBe( `/survey/5?range=${ key }` );
		expect( preset( name ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	} );

	it( 'reads the range from the URL', async () => {
		const calls = serve( routes() );
		renderApp( 'results', {
			hash: '/survey/5?range=last-month',
			globals: PRO_ELITE,
		} );
		await screen.findByText( 'Promoters' );
		expect( lastRange( calls ) ).toEqual( [ '2026-10-01', '2026-10-31' ] );
	} );

	it( 'applies a custom range, and locks spans over 7 days without the Pro plan', async () => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: LITE } );
		await screen.findByText( 'Promoters' );

		const from = screen.getByLabelText( 'From' ) as HTMLInputElement;
		const to = screen.getByLabelText( 'To' ) as HTMLInputElement;
		expect( [ from.min, from.max, to.min, to.max ] ).toEqual( [
			'2005-01-01',
			TODAY,
			'2005-01-01',
			TODAY,
		] );

		fireEvent.change( from, { target: { value: '2026-11-01' } } );
		fireEvent.change( to, { target: { value: '2026-11-10' } } );
		const locked = screen.getByRole( 'button', { name: 'Apply' } );
		expect( locked.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( tooltipOf( locked ) ).toBe(
			'Upgrade to Pro to unlock Date Ranges'
		);

		fireEvent.change( to, { target: { value: '2026-11-07' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		await waitFor( () =>
			expect( lastRange( calls ) ).toEqual( [
				'2026-11-01',
				'2026-11-07',
			] )
		);
		expect( currentRoute() ).toBe(
			'/survey/5?from=2026-11-01&to=2026-11-07'
		);
	} );

	it( 'explains a custom range it cannot use', async () => {
		serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		await screen.findByText( 'Promoters' );

		fireEvent.change( screen.getByLabelText( 'From' ), {
			target: { value: '2026-11-20' },
		} );
		fireEvent.change( screen.getByLabelText( 'To' ), {
			target: { value: '2026-11-02' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'The start date must not be after the end date.'
		);
		expect( currentRoute() ).toBe( '/survey/5' );
	} );

	it( 'pages through the comments, 10 at a time', async () => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );

		expect( await screen.findByText( 'Comment 1' ) ).toBeTruthy();
		const first = callsTo( calls, ANSWERS )[ 0 ].query;
		expect( Object.fromEntries( first ) ).toEqual( {
			question_id: 'nps1',
			per_page: '10',
			with_extra: 'true',
			from: '2026-10-23',
			to: TODAY,
		} );
		const comments = screen.getByRole( 'region', { name: 'Comments' } );
		expect( within( comments ).getAllByRole( 'listitem' ) ).toHaveLength(
			10
		);
		expect( within( comments ).getAllByText( 'Score: 9' ) ).toHaveLength(
			10
		);
		expect(
			within( comments )
				.getByRole( 'link', { name: 'Response #200' } )
				.getAttribute( 'href' )
		).toBe( '#/survey/5/responses/200' );

		const previous = () =>
			within( comments ).getByRole( 'button', {
				name: 'Previous',
			} ) as HTMLButtonElement;
		const next = () =>
			within( comments ).getByRole( 'button', {
				name: 'Next',
			} ) as HTMLButtonElement;
		expect( previous().disabled ).toBe( true );
		expect( next().disabled ).toBe( false );
		expect( within( comments ).getByText( 'Page 1 of 3' ) ).toBeTruthy();

		fireEvent.click( next() );
		expect(
			await within( comments ).findByText( 'Comment 11' )
		).toBeTruthy();
		expect( callsTo( calls, ANSWERS ).at( -1 )?.query.get( 'page' ) ).toBe(
			'2'
		);
		expect( previous().disabled ).toBe( false );

		fireEvent.click( next() );
		expect(
			await within( comments ).findByText( 'Comment 25' )
		).toBeTruthy();
		expect( within( comments ).getByText( 'Page 3 of 3' ) ).toBeTruthy();
		expect( next().disabled ).toBe( true );
		expect( within( comments ).getAllByRole( 'listitem' ) ).toHaveLength(
			5
		);

		fireEvent.click( previous() );
		expect(
			await within( comments ).findByText( 'Comment 11' )
		).toBeTruthy();
	} );

	it( 'searches the comments after a pause and goes back to page 1', async () => {
		const calls = serve( routes() );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		const comments = await screen.findByRole( 'region', {
			name: 'Comments',
		} );
		await within( comments ).findByText( 'Comment 1' );
		fireEvent.click(
			within( comments ).getByRole( 'button', { name: 'Next' } )
		);
		await within( comments ).findByText( 'Comment 11' );

		const box = within( comments ).getByRole( 'searchbox', {
			name: 'Search comments',
		} );
		fireEvent.change( box, { target: { value: 's' } } );
		fireEvent.change( box, { target: { value: 'slow' } } );
		// Nothing is asked for while typing.
		expect(
			callsTo( calls, ANSWERS ).some( ( call ) =>
				call.query.has( 'search' )
			)
		).toBe( false );

		expect(
			await within( comments ).findByText( 'Too slow (slow)' )
		).toBeTruthy();
		const searches = callsTo( calls, ANSWERS ).filter( ( call ) =>
			call.query.has( 'search' )
		);
		expect( searches ).toHaveLength( 1 );
		expect( searches[ 0 ].query.get( 'search' ) ).toBe( 'slow' );
		expect( searches[ 0 ].query.has( 'page' ) ).toBe( false );
		expect( within( comments ).getByText( 'Page 1 of 1' ) ).toBeTruthy();
		expect(
			(
				within( comments ).getByRole( 'button', {
					name: 'Next',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
	} );

	it( 'says when a search finds nothing', async () => {
		serve( {
			...routes(),
			[ ANSWERS ]: ( query: URLSearchParams ) =>
				query.has( 'search' )
					? {
							items: [],
							pagination: {
								page: 1,
								pages: 0,
								per_page: 10,
								total: 0,
							},
						}
					: commentPage( query ),
		} );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		const comments = await screen.findByRole( 'region', {
			name: 'Comments',
		} );
		await within( comments ).findByText( 'Comment 1' );
		fireEvent.change( within( comments ).getByRole( 'searchbox' ), {
			target: { value: 'zebra' },
		} );
		expect(
			await within( comments ).findByText(
				'No comments match your search.'
			)
		).toBeTruthy();
	} );

	it( 'says when the range has no answers', async () => {
		serve( {
			...routes(),
			[ RESULTS ]: ( query: URLSearchParams ) => ( {
				...npsResults( query ),
				responses_count: 0,
				nps_overview: {
					detractor: 0,
					passive: 0,
					promoter: 0,
					nps: 0,
					total: 0,
				},
			} ),
		} );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		expect(
			await screen.findByText( /^No responses in this period\./ )
		).toBeTruthy();
		expect( charts.size ).toBe( 0 );
		// The picker stays, to choose another range.
		expect( preset( 'Last 90 days' ) ).toBeTruthy();
	} );

	it( 'shows the server’s refusal of a range and retries', async () => {
		let fail = true;
		serve( {
			...routes(),
			[ RESULTS ]: ( query: URLSearchParams ) => {
				if ( fail ) {
					fail = false;
					throw {
						code: 'userfeedback_upgrade_required',
						message: 'Upgrade to Pro to unlock Date Ranges',
						data: { status: 403 },
					};
				}
				return npsResults( query );
			},
		} );
		renderApp( 'results', { hash: '/survey/5', globals: PRO_ELITE } );
		expect(
			await screen.findByText( 'Upgrade to Pro to unlock Date Ranges' )
		).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await screen.findByText( 'Promoters' ) ).toBeTruthy();
	} );
} );
