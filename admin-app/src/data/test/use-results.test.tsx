import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { queryKeys } from '../query-keys';
import {
	crosstabPath,
	INSIGHT_ROWS,
	resultsSummaryPath,
	surveyAnswersPath,
	surveyResultsPath,
	useResultsSummary,
	useSurveyAnswers,
	useSurveyResults,
	type ResultsSummaryParams,
	type SurveyAnswersParams,
} from '../use-results';
import {
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	withQueryClient,
} from '../../test-utils';

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

function requestedPath( options: APIFetchOptions ): string {
	return decodeURIComponent( String( options.path ) ).replace(
		/[?&]_locale=user$/,
		''
	);
}

function wrapperFor( client = createTestQueryClient() ) {
	return {
		client,
		wrapper: ( { children }: { children: ReactNode } ) =>
			withQueryClient( <>{ children }</>, client ),
	};
}

/** A promise with its resolve function, to hold a response back. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	const promise = new Promise< T >( ( done ) => {
		resolve = done;
	} );
	return { promise, resolve };
}

const SUMMARY = {
	total_responses: 12,
	start_date: '2026-11-15',
	end_date: '2026-11-21',
	data_points: [ { date: '2026-11-21', count: 12 } ],
	surveys: [
		{
			id: 3,
			title: 'Website Experience',
			type: '',
			status: 'publish',
			is_scheduled: false,
			created_at: '2026-09-12T10:00:00+02:00',
			responses_count: 118,
			range_responses_count: 12,
		},
	],
};

const RESULTS = {
	id: 5,
	title: 'Net Promoter',
	type: 'nps',
	status: 'publish',
	created_at: '2026-09-12T10:00:00+02:00',
	publish_at: null,
	questions: [],
	responses_count: 40,
	responses_count_7_days: 9,
	responses_count_30_days: 40,
	impressions: 300,
	question_stats: [
		{
			id: 'q1',
			title: 'How likely…',
			type: 'nps',
			is_quantitative: true,
			total_answers: 40,
			skipped: 0,
			options: [ { value: 10, count: 20 } ],
			answers: [
				{
					response_id: 7,
					value: 10,
					extra: 'Love it',
					date: '2026-11-20T09:00:00+01:00',
				},
			],
			answers_total: 14,
		},
	],
	nps_overview: {
		detractor: 10,
		passive: 20,
		promoter: 70,
		nps: 60,
		total: 40,
	},
	nps_series: [ { date: '2026-11-21', nps: 60, count: 4 } ],
};

beforeEach( () => resetFetchHandler() );
afterEach( () => resetFetchHandler() );

describe( 'paths', () => {
	it.each< [ ResultsSummaryParams, string ] >( [
		[ {}, '/userfeedback/v1/results-summary' ],
		[
			{ start_date: '2026-11-15', end_date: '2026-11-21' },
			'/userfeedback/v1/results-summary?start_date=2026-11-15&end_date=2026-11-21',
		],
		[
			{ start_date: '2026-11-15', end_date: '2026-11-21', survey_id: 3 },
			'/userfeedback/v1/results-summary?start_date=2026-11-15&end_date=2026-11-21&survey_id=3',
		],
		[ { survey_id: 0 }, '/userfeedback/v1/results-summary' ],
	] )( 'summary %j → %s', ( params, path ) => {
		expect( resultsSummaryPath( params ) ).toBe( path );
	} );

	it( 'asks for one survey’s results, all time or in a range', () => {
		expect( surveyResultsPath( 3, {} ) ).toBe(
			'/userfeedback/v1/surveys/3/results'
		);
		expect(
			surveyResultsPath( 3, { from: '2026-10-23', to: '2026-11-21' } )
		).toBe(
			'/userfeedback/v1/surveys/3/results?from=2026-10-23&to=2026-11-21'
		);
	} );

	it.each< [ SurveyAnswersParams, string ] >( [
		[ { question_id: 'q1' }, '?question_id=q1' ],
		[
			{ question_id: 'q1', page: 1, per_page: 20 },
			'?question_id=q1&per_page=20',
		],
		[
			{
				question_id: 'q1',
				page: 2,
				per_page: 10,
				search: 'slow checkout',
				with_extra: true,
				from: '2026-11-15',
				to: '2026-11-21',
			},
			'?question_id=q1&page=2&per_page=10&search=slow+checkout&with_extra=true&from=2026-11-15&to=2026-11-21',
		],
		[
			{ question_id: 'q1', search: '', with_extra: false },
			'?question_id=q1',
		],
	] )( 'answers %j → %s', ( params, query ) => {
		expect( surveyAnswersPath( 5, params ) ).toBe(
			`/userfeedback/v1/surveys/5/answers${ query }`
		);
	} );

	it( 'asks for a cross-tab of two questions, or of the insights against one', () => {
		expect(
			crosstabPath( 5, {
				row: 'often',
				column: 'nps',
				filter: { sentiment: 'negative' },
			} )
		).toBe(
			'/userfeedback/v1/surveys/5/crosstab?row=often&column=nps&sentiment=negative'
		);
		expect(
			crosstabPath( 5, { row: INSIGHT_ROWS.theme, column: 'plan' } )
		).toBe(
			'/userfeedback/v1/surveys/5/insights/crosstab?by=theme&column=plan'
		);
		expect(
			crosstabPath( 5, {
				row: INSIGHT_ROWS.sentiment,
				column: 'plan',
				filter: { theme: '7' },
			} )
		).toBe(
			'/userfeedback/v1/surveys/5/insights/crosstab?by=sentiment&column=plan&theme=7'
		);
	} );
} );

describe( 'hooks', () => {
	it( 'useResultsSummary GETs the summary under its key', async () => {
		const handler = vi.fn< Handler >( async () => SUMMARY );
		setFetchHandler( handler );
		const { wrapper, client } = wrapperFor();
		const params = { start_date: '2026-11-15', end_date: '2026-11-21' };

		const { result } = renderHook( () => useResultsSummary( params ), {
			wrapper,
		} );

		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );
		expect( requestedPath( handler.mock.calls[ 0 ][ 0 ] ) ).toBe(
			'/userfeedback/v1/results-summary?start_date=2026-11-15&end_date=2026-11-21'
		);
		expect( handler.mock.calls[ 0 ][ 0 ].method ).toBe( 'GET' );
		expect(
			client.getQueryData( queryKeys.resultsSummary( params ) )
		).toEqual( SUMMARY );
	} );

	it( 'useResultsSummary fetches nothing while disabled', () => {
		const handler = vi.fn< Handler >( async () => SUMMARY );
		setFetchHandler( handler );
		const { wrapper } = wrapperFor();
		renderHook( () => useResultsSummary( { survey_id: 3 }, false ), {
			wrapper,
		} );
		expect( handler ).not.toHaveBeenCalled();
	} );

	it( 'useSurveyResults keeps the same survey’s data while another range loads, never another survey’s', async () => {
		const later = deferred< unknown >();
		let calls = 0;
		setFetchHandler( () => {
			calls++;
			return calls === 1 ? Promise.resolve( RESULTS ) : later.promise;
		} );
		const { wrapper } = wrapperFor();
		const { result, rerender } = renderHook(
			( { id, from }: { id: number; from: string } ) =>
				useSurveyResults( id, { from, to: '2026-11-21' } ),
			{ wrapper, initialProps: { id: 5, from: '2026-11-15' } }
		);
		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );

		rerender( { id: 5, from: '2026-10-23' } );
		expect( result.current.isPlaceholderData ).toBe( true );
		expect( result.current.data?.id ).toBe( 5 );

		rerender( { id: 6, from: '2026-10-23' } );
		expect( result.current.isPending ).toBe( true );
		expect( result.current.data ).toBeUndefined();
		later.resolve( { ...RESULTS, id: 6 } );
	} );

	it( 'useSurveyResults reports a 404', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'rest_not_found',
				message: 'Survey not found.',
				data: { status: 404 },
			} )
		);
		const { wrapper } = wrapperFor();
		const { result } = renderHook( () => useSurveyResults( 99 ), {
			wrapper,
		} );
		await waitFor( () => expect( result.current.isError ).toBe( true ) );
		expect( result.current.error?.status ).toBe( 404 );
	} );

	it( 'useSurveyAnswers pages, and fetches nothing without a question', async () => {
		const handler = vi.fn< Handler >( async () => ( {
			items: [],
			pagination: { page: 2, pages: 2, per_page: 10, total: 14 },
		} ) );
		setFetchHandler( handler );
		const { wrapper } = wrapperFor();
		renderHook( () => useSurveyAnswers( 5, null ), { wrapper } );
		expect( handler ).not.toHaveBeenCalled();

		const { result } = renderHook(
			() =>
				useSurveyAnswers( 5, {
					question_id: 'q1',
					page: 2,
					per_page: 10,
					with_extra: true,
				} ),
			{ wrapper }
		);
		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );
		expect( requestedPath( handler.mock.calls[ 0 ][ 0 ] ) ).toBe(
			'/userfeedback/v1/surveys/5/answers?question_id=q1&page=2&per_page=10&with_extra=true'
		);
		expect( result.current.data?.pagination?.total ).toBe( 14 );
	} );
} );
