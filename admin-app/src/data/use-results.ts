/**
 * The reporting reads (docs/rest-api.md "Reporting"): the results overview
 * (`GET results-summary`), one survey's statistics (`GET surveys/{id}/results`) and one
 * question's answers, paged and searchable (`GET surveys/{id}/answers`). Dates go out and come
 * back as `YYYY-MM-DD` in the site's time zone.
 *
 * While another range, page or search loads, the previous data of the *same* survey (and
 * question) stays on screen (`isPlaceholderData`); data of another survey never stands in.
 */
import { useEffect } from 'react';
import { useQuery, type Query } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type {
	Answers,
	Crosstab as CrosstabAnswer,
	ResultsSummary as ResultsSummaryAnswer,
	SurveyResults as SurveyResultsAnswer,
} from '@userfeedback/contract';
import { queryKeys } from './query-keys';

const BASE = '/userfeedback/v1';

// ---------------------------------------------------------------------------------------------
// Shapes: the server's schemas (src/Rest/ResultsController.php, CrosstabController.php).

/**
 * GET results-summary: responses in the range (all surveys, or the chosen one), every day of
 * the range (zeros too), the surveys' counts, and `updating` while a background rebuild of the
 * counts is under way.
 */
export type ResultsSummary = ResultsSummaryAnswer;

/** `date`: `YYYY-MM-DD`, site time zone. */
export type DataPoint = ResultsSummary[ 'data_points' ][ number ];

export type SummarySurvey = ResultsSummary[ 'surveys' ][ number ];

/**
 * GET surveys/{id}/results. `tags` (Pro): the range's tags with their counts;
 * `facts_pending`: a filtered report read from the answers while the survey's facts rows are
 * packed in the background, which the screen keeps going.
 */
export type SurveyResults = SurveyResultsAnswer;

/** One question's figures: every option (zero counts included) and its newest answers. */
export type QuestionStat = SurveyResults[ 'question_stats' ][ number ];

/** The option text; 1–5 for star ratings, 1–10 for NPS. */
export type OptionStat = QuestionStat[ 'options' ][ number ];

/** Text answers are strings, ratings numbers, checkbox answers lists; `extra` the comment. */
export type AnswerItem = Answers[ 'items' ][ number ];

/** Floored percentages, the score (−100 to 100), its answers and its 95 % margin. */
export type NpsOverview = NonNullable< SurveyResults[ 'nps_overview' ] >;

/** `nps` is null on days without answers; `hidden`: fewer answers than `nps_min_count`. */
export type NpsPoint = SurveyResults[ 'nps_series' ][ number ];

/** A response tag and how many responses in range carry it (Pro). */
export type TagCount = NonNullable< SurveyResults[ 'tags' ] >[ number ];

/**
 * The results filter as query parameters by name (`where`, `nps_bucket`, `device`,
 * `page_url`, `completion`, `tag`, `from`, `to`), already serialised
 * (features/results/filter/model.ts `filterParams`).
 */
export type FilterQuery = Readonly< Record< string, string > >;

/** The NPS trend's points: per day (the default), per week or a rolling 7 days. */
export type NpsInterval = 'day' | 'week' | 'rolling7';

/** The cross-tab of two choice questions; cells[row][column] are counts. */
export type Crosstab = CrosstabAnswer;

/**
 * How many of the range's responses were finished: `started` counts every response in
 * range, partial or completed; `rate` is completed ÷ started in percent, one decimal (0 when
 * nothing started).
 */
export type Completion = SurveyResults[ 'completion' ];

/**
 * One question's step of the funnel, in question order: `shown` counts the responses
 * that displayed it (a question hidden by logic is not shown), `answered` those that answered it,
 * `skipped` = shown − answered, `dropped` the partial responses whose last displayed question it
 * is (Σ dropped = started − completed).
 */
export type FunnelStep = SurveyResults[ 'funnel' ][ number ];

export interface ResultsSummaryParams {
	start_date?: string;
	end_date?: string;
	/** Absent or 0: all surveys. */
	survey_id?: number;
}

export interface SurveyResultsParams {
	/** `YYYY-MM-DD`; both absent: all time. */
	from?: string;
	to?: string;
	/** The filter; its `from`/`to` win over the ones above. */
	filter?: FilterQuery;
	nps_interval?: NpsInterval;
	/** Points with fewer answers come back `hidden`. */
	nps_min_count?: number;
}

export interface CrosstabParams {
	row: string;
	column: string;
	filter?: FilterQuery;
}

export interface SurveyAnswersParams {
	question_id: string;
	page?: number;
	per_page?: number;
	/** Matches the value or the comment. */
	search?: string;
	/** Only answers that carry a comment (the NPS comments list). */
	with_extra?: boolean;
	from?: string;
	to?: string;
	/** The filter. */
	filter?: FilterQuery;
}

/** GET surveys/{id}/answers: a page of one question's answers. */
export type AnswersPage = Answers;

// ---------------------------------------------------------------------------------------------
// Paths

/**
 * Adds the filter's parameters to a query.
 *
 * @param query  The query (changed).
 * @param filter The filter's parameters.
 */
function addFilter( query: URLSearchParams, filter: FilterQuery | undefined ) {
	for ( const [ key, value ] of Object.entries( filter ?? {} ) ) {
		if ( value !== '' ) {
			query.set( key, value );
		}
	}
}

function withQuery( path: string, query: URLSearchParams ): string {
	const search = query.toString();
	return search ? `${ path }?${ search }` : path;
}

/**
 * @param params Range and survey; empty values are left out.
 */
export function resultsSummaryPath( params: ResultsSummaryParams ): string {
	const query = new URLSearchParams();
	if ( params.start_date ) {
		query.set( 'start_date', params.start_date );
	}
	if ( params.end_date ) {
		query.set( 'end_date', params.end_date );
	}
	if ( params.survey_id ) {
		query.set( 'survey_id', String( params.survey_id ) );
	}
	return withQuery( `${ BASE }/results-summary`, query );
}

/**
 * @param id     The survey.
 * @param params The range; none means all time.
 */
export function surveyResultsPath(
	id: number,
	params: SurveyResultsParams
): string {
	const query = new URLSearchParams();
	if ( params.from ) {
		query.set( 'from', params.from );
	}
	if ( params.to ) {
		query.set( 'to', params.to );
	}
	addFilter( query, params.filter );
	if ( params.nps_interval && params.nps_interval !== 'day' ) {
		query.set( 'nps_interval', params.nps_interval );
	}
	if ( params.nps_min_count && params.nps_min_count > 0 ) {
		query.set( 'nps_min_count', String( params.nps_min_count ) );
	}
	return withQuery( `${ BASE }/surveys/${ id }/results`, query );
}

/**
 * @param id     The survey.
 * @param params The two questions and the filter.
 */
/**
 * A cross-tab's rows that are not a question: the insights' themes or sentiments (Pro, on the
 * AI summary's plan), read from `surveys/{id}/insights/crosstab` in the same shape.
 */
export const INSIGHT_ROWS = {
	theme: 'insights:theme',
	sentiment: 'insights:sentiment',
} as const;

export function crosstabPath( id: number, params: CrosstabParams ): string {
	const by = Object.entries( INSIGHT_ROWS ).find(
		( [ , row ] ) => row === params.row
	)?.[ 0 ];
	const query = new URLSearchParams(
		by
			? { by, column: params.column }
			: { row: params.row, column: params.column }
	);
	addFilter( query, params.filter );
	return withQuery(
		`${ BASE }/surveys/${ id }/${ by ? 'insights/crosstab' : 'crosstab' }`,
		query
	);
}

/**
 * @param id     The survey.
 * @param params The question, page, search and range; defaults are left out.
 */
export function surveyAnswersPath(
	id: number,
	params: SurveyAnswersParams
): string {
	const query = new URLSearchParams( { question_id: params.question_id } );
	if ( params.page !== undefined && params.page > 1 ) {
		query.set( 'page', String( params.page ) );
	}
	if ( params.per_page !== undefined ) {
		query.set( 'per_page', String( params.per_page ) );
	}
	if ( params.search ) {
		query.set( 'search', params.search );
	}
	if ( params.with_extra ) {
		query.set( 'with_extra', 'true' );
	}
	if ( params.from ) {
		query.set( 'from', params.from );
	}
	if ( params.to ) {
		query.set( 'to', params.to );
	}
	addFilter( query, params.filter );
	return withQuery( `${ BASE }/surveys/${ id }/answers`, query );
}

// ---------------------------------------------------------------------------------------------
// Fetchers and hooks

export function fetchResultsSummary(
	params: ResultsSummaryParams,
	signal?: AbortSignal
): Promise< ResultsSummary > {
	return request< ResultsSummary >( {
		path: resultsSummaryPath( params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

export function fetchSurveyResults(
	id: number,
	params: SurveyResultsParams,
	signal?: AbortSignal
): Promise< SurveyResults > {
	return request< SurveyResults >( {
		path: surveyResultsPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

export function fetchSurveyAnswers(
	id: number,
	params: SurveyAnswersParams,
	signal?: AbortSignal
): Promise< AnswersPage > {
	return request< AnswersPage >( {
		path: surveyAnswersPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

/**
 * Keeps the previous data as a placeholder only while `same` says the previous query was about
 * the same thing (the same survey, the same question).
 *
 * @param same Compares the previous query's key with the new one.
 */
function keepWhile< T >(
	same: ( previousKey: readonly unknown[] ) => boolean
) {
	return (
		previous: T | undefined,
		previousQuery?: Query< T, ApiError, T, readonly unknown[] >
	) =>
		previousQuery && same( previousQuery.queryKey ) ? previous : undefined;
}

/**
 * How often figures flagged `updating` are asked for again, so the screen shows the rebuilt
 * numbers (and drops its notice) a few seconds after the server's background rebuild ends.
 */
export const UPDATING_REFETCH_MS = 5000;

/**
 * While a screen says its numbers are being updated, asks the server every few seconds to run
 * the background rebuild's next step if WP-Cron left it undone (`POST rollups/step` does nothing
 * while WP-Cron keeps up): on a host whose loopback requests fail, or with WP-Cron off, the
 * rebuild still ends while someone looks. One call at a time, in the background: the figures'
 * own polls never wait on it, and a failed call is left to the next tick.
 *
 * @param updating Whether any figure on the screen came flagged `updating`.
 */
export function useRebuildSteps( updating: boolean ): void {
	useEffect( () => {
		if ( ! updating ) {
			return undefined;
		}
		let inFlight = false;
		const timer = window.setInterval( () => {
			if ( inFlight ) {
				return;
			}
			inFlight = true;
			request( { path: `${ BASE }/rollups/step`, method: 'POST' } )
				.catch( () => undefined )
				.finally( () => {
					inFlight = false;
				} );
		}, UPDATING_REFETCH_MS );
		return () => window.clearInterval( timer );
	}, [ updating ] );
}

/**
 * react-query's refetchInterval: every few seconds while the last answer said `updating`.
 *
 * @param query                     The query.
 * @param query.state               Its state; `data` is the last answer from the server.
 * @param query.state.data
 * @param query.state.data.updating
 */
function whileUpdating( query: {
	state: { data?: { updating?: boolean } };
} ): number | false {
	return query.state.data?.updating ? UPDATING_REFETCH_MS : false;
}

function paramsOf(
	key: readonly unknown[],
	index: number
): Record< string, unknown > {
	const value = key[ index ];
	return typeof value === 'object' && value !== null
		? ( value as Record< string, unknown > )
		: {};
}

/**
 * The results overview: totals, responses per day and the surveys' counts for a range.
 *
 * @param params  Range and survey.
 * @param enabled Whether to fetch now (default true).
 */
export function useResultsSummary(
	params: ResultsSummaryParams,
	enabled = true
) {
	const surveyId = params.survey_id ?? 0;
	return useQuery< ResultsSummary, ApiError >( {
		queryKey: queryKeys.resultsSummary( params ),
		queryFn: ( { signal } ) => fetchResultsSummary( params, signal ),
		enabled,
		refetchInterval: whileUpdating,
		placeholderData: keepWhile< ResultsSummary >(
			( key ) => ( paramsOf( key, 3 ).survey_id ?? 0 ) === surveyId
		),
	} );
}

/**
 * One survey's statistics; a 404 means the survey does not exist (or is not readable).
 *
 * @param id      The survey; null fetches nothing.
 * @param params  The range; none means all time.
 * @param enabled
 */
export function useSurveyResults(
	id: number | null,
	params: SurveyResultsParams = {},
	enabled = true
) {
	return useQuery< SurveyResults, ApiError >( {
		queryKey: queryKeys.surveyResults( id ?? 0, params ),
		queryFn: ( { signal } ) =>
			fetchSurveyResults( id as number, params, signal ),
		enabled: enabled && id !== null,
		refetchInterval: whileUpdating,
		placeholderData: keepWhile< SurveyResults >(
			( key ) => key[ 3 ] === id
		),
	} );
}

export function fetchCrosstab(
	id: number,
	params: CrosstabParams,
	signal?: AbortSignal
): Promise< Crosstab > {
	return request< Crosstab >( {
		path: crosstabPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

/**
 * The cross-tab of two questions under the filter; the previous table stays while
 * another pair or filter loads.
 *
 * @param id     The survey.
 * @param params The two questions and the filter; null fetches nothing.
 */
export function useCrosstab( id: number, params: CrosstabParams | null ) {
	return useQuery< Crosstab, ApiError >( {
		queryKey: queryKeys.crosstab( id, params ?? {} ),
		queryFn: ( { signal } ) =>
			fetchCrosstab( id, params as CrosstabParams, signal ),
		enabled: params !== null,
		placeholderData: keepWhile< Crosstab >( ( key ) => key[ 3 ] === id ),
	} );
}

/**
 * One page of a question's answers.
 *
 * @param id     The survey; null fetches nothing.
 * @param params The question, page, search and range; null fetches nothing.
 */
export function useSurveyAnswers(
	id: number | null,
	params: SurveyAnswersParams | null
) {
	const questionId = params?.question_id;
	return useQuery< AnswersPage, ApiError >( {
		queryKey: queryKeys.surveyAnswers( id ?? 0, params ?? {} ),
		queryFn: ( { signal } ) =>
			fetchSurveyAnswers(
				id as number,
				params as SurveyAnswersParams,
				signal
			),
		enabled: id !== null && params !== null,
		placeholderData: keepWhile< AnswersPage >(
			( key ) =>
				key[ 3 ] === id && paramsOf( key, 4 ).question_id === questionId
		),
	} );
}
