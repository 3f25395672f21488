/**
 * The reporting reads (docs/rest-api.md "Reporting (issue 6)"): the results overview
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
import { queryKeys } from './query-keys';
import type { Question } from './survey-types';
import type { ListPagination, SurveyStatus } from './use-surveys';

const BASE = '/userfeedback/v1';

// ---------------------------------------------------------------------------------------------
// Shapes

export interface DataPoint {
	/** `YYYY-MM-DD`, site time zone. */
	date: string;
	count: number;
}

export interface SummarySurvey {
	id: number;
	title: string;
	/** 'nps' for NPS surveys, '' otherwise. */
	type: string;
	status: SurveyStatus;
	/** Published with a publish time still to come (the surveys list's "Scheduled"). */
	is_scheduled: boolean;
	/** ISO 8601 with an offset. */
	created_at: string;
	/** All time. */
	responses_count: number;
	/** In the requested range. */
	range_responses_count: number;
}

export interface ResultsSummary {
	/** Responses in the range (all surveys, or the chosen one). */
	total_responses: number;
	start_date: string;
	end_date: string;
	/** Every day of the range, zeros too. */
	data_points: DataPoint[];
	/** Every non-trashed survey, or only the chosen one. */
	surveys: SummarySurvey[];
	/** A background rebuild of the counts is under way: the figures may lag (issue 22). */
	updating?: boolean;
}

export interface ResultsSummaryParams {
	start_date?: string;
	end_date?: string;
	/** Absent or 0: all surveys. */
	survey_id?: number;
}

export interface OptionStat {
	/** The option text; 1–5 for star ratings, 1–10 for NPS. */
	value: string | number;
	count: number;
}

export interface AnswerItem {
	response_id: number;
	/** Text answers are strings, ratings numbers, checkbox answers lists. */
	value: string | number | string[] | null;
	/** The comment (or name) that came with the answer, if any. */
	extra: string | null;
	/** ISO 8601 with the site offset. */
	date: string;
}

export interface QuestionStat {
	id: string;
	title: string;
	type: string;
	is_quantitative: boolean;
	/** Responses that answered it. */
	total_answers: number;
	/** Responses in range that did not. */
	skipped: number;
	/** Every option (zero counts included), in config order. */
	options: OptionStat[];
	/** The 20 newest text answers (or comments of choice questions). */
	answers: AnswerItem[];
	/** How many `answers` there are in all. */
	answers_total: number;
}

export interface NpsOverview {
	/** Floored percentages. */
	detractor: number;
	passive: number;
	promoter: number;
	/** promoter − detractor, −100 to 100. */
	nps: number;
	/** Answers to the NPS question. */
	total: number;
	/** The score's 95 % margin of error in points; null when unknown (issue 24). */
	margin?: number | null;
}

export interface NpsPoint {
	date: string;
	/** Null on days without answers. */
	nps: number | null;
	count: number;
	/** The score's 95 % margin of error in points; null when n < 2 (issue 24). */
	margin?: number | null;
	/** Fewer answers than `nps_min_count`: plotted as a gap (issue 24). */
	hidden?: boolean;
}

/** A response tag and how many responses in range carry it (Pro, issue 24). */
export interface TagCount {
	tag: string;
	count: number;
}

/**
 * The one filter of issue 24 as query parameters by name (`where`, `nps_bucket`, `device`,
 * `page_url`, `completion`, `tag`, `from`, `to`), already serialised
 * (features/results/filter/model.ts `filterParams`).
 */
export type FilterQuery = Readonly< Record< string, string > >;

/** The NPS trend's points (issue 24): per day (the default), per week or a rolling 7 days. */
export type NpsInterval = 'day' | 'week' | 'rolling7';

/** The cross-tab of two choice questions (issue 24, `GET surveys/{id}/crosstab`). */
export interface Crosstab {
	row: { question_id: string; values: Array< string | number > };
	column: { question_id: string; values: Array< string | number > };
	/** cells[row][column]: counts. */
	cells: number[][];
	row_totals: number[];
	column_totals: number[];
	total: number;
}

/**
 * How many of the range's responses were finished (issue 23): `started` counts every response in
 * range, partial or completed; `rate` is completed ÷ started in percent, one decimal (0 when
 * nothing started).
 */
export interface Completion {
	impressions: number;
	started: number;
	completed: number;
	rate: number;
}

/**
 * One question's step of the funnel (issue 23), in question order: `shown` counts the responses
 * that displayed it (a question hidden by logic is not shown), `answered` those that answered it,
 * `skipped` = shown − answered, `dropped` the partial responses whose last displayed question it
 * is (Σ dropped = started − completed).
 */
export interface FunnelStep {
	question_id: string;
	shown: number;
	answered: number;
	skipped: number;
	dropped: number;
}

export interface SurveyResults {
	id: number;
	title: string;
	type: string;
	status: SurveyStatus;
	created_at: string;
	publish_at: string | null;
	questions: Question[];
	/** In the requested range (all time without one). */
	responses_count: number;
	responses_count_7_days: number;
	responses_count_30_days: number;
	/** In the requested range. */
	impressions: number;
	question_stats: QuestionStat[];
	/** Null when the survey has no NPS question. */
	nps_overview: NpsOverview | null;
	/** One point per day of the range; empty without an NPS question. */
	nps_series: NpsPoint[];
	/** A background rebuild of the counts is under way: the figures may lag (issue 22). */
	updating?: boolean;
	/**
	 * A filtered report read from the answers (exact, slower) while the survey's facts rows are
	 * packed in the background (issue 24): the screen keeps that build going.
	 */
	facts_pending?: boolean;
	/** Started and completed responses in range; absent from a server before issue 23. */
	completion?: Completion;
	/** The drop-off funnel, in question order; absent or empty without partial responses' data. */
	funnel?: FunnelStep[];
	/** The survey reached its response limit: it is no longer shown (issue 23). */
	limit_reached?: boolean;
	/** Tags in range with their counts (Pro, issue 24); empty without any. */
	tags?: TagCount[];
}

export interface SurveyResultsParams {
	/** `YYYY-MM-DD`; both absent: all time. */
	from?: string;
	to?: string;
	/** The filter (issue 24); its `from`/`to` win over the ones above. */
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
	/** The filter (issue 24). */
	filter?: FilterQuery;
}

export interface AnswersPage {
	items: AnswerItem[];
	/** Null when the server sent none. */
	pagination: ListPagination | null;
}

// ---------------------------------------------------------------------------------------------
// Paths

/**
 * Adds the filter's parameters (issue 24) to a query.
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
export function crosstabPath( id: number, params: CrosstabParams ): string {
	const query = new URLSearchParams( {
		row: params.row,
		column: params.column,
	} );
	addFilter( query, params.filter );
	return withQuery( `${ BASE }/surveys/${ id }/crosstab`, query );
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
// Guards: an unexpected body (a filter changing the shape, a proxy page) gives empty parts
// rather than a crash.

type UnknownRecord = Record< string, unknown >;

function isRecord( value: unknown ): value is UnknownRecord {
	return typeof value === 'object' && value !== null;
}

function num( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value ) ? value : 0;
}

function str( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function records( value: unknown ): UnknownRecord[] {
	return Array.isArray( value ) ? value.filter( isRecord ) : [];
}

function toPagination( value: unknown ): ListPagination | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const { page, pages, per_page: perPage, total } = value;
	if (
		typeof page !== 'number' ||
		typeof pages !== 'number' ||
		typeof perPage !== 'number' ||
		typeof total !== 'number'
	) {
		return null;
	}
	return { page, pages, per_page: perPage, total };
}

function toAnswer( value: UnknownRecord ): AnswerItem {
	const answer = value.value;
	return {
		response_id: num( value.response_id ),
		value:
			typeof answer === 'string' ||
			typeof answer === 'number' ||
			Array.isArray( answer )
				? ( answer as AnswerItem[ 'value' ] )
				: null,
		extra:
			typeof value.extra === 'string' && value.extra !== ''
				? value.extra
				: null,
		date: str( value.date ),
	};
}

/**
 * @param body The parsed `results-summary` response.
 */
export function toResultsSummary( body: unknown ): ResultsSummary {
	const record = isRecord( body ) ? body : {};
	return {
		total_responses: num( record.total_responses ),
		start_date: str( record.start_date ),
		end_date: str( record.end_date ),
		data_points: records( record.data_points ).map( ( point ) => ( {
			date: str( point.date ),
			count: num( point.count ),
		} ) ),
		surveys: records( record.surveys )
			.filter( ( survey ) => typeof survey.id === 'number' )
			.map( ( survey ) => ( {
				id: survey.id as number,
				title: str( survey.title ),
				type: str( survey.type ),
				status: ( str( survey.status ) || 'draft' ) as SurveyStatus,
				is_scheduled: survey.is_scheduled === true,
				created_at: str( survey.created_at ),
				responses_count: num( survey.responses_count ),
				range_responses_count: num( survey.range_responses_count ),
			} ) ),
		...( true === record.updating ? { updating: true } : {} ),
	};
}

function toQuestionStat( stat: UnknownRecord ): QuestionStat {
	const answers = records( stat.answers ).map( toAnswer );
	return {
		id: str( stat.id ) || String( num( stat.id ) ),
		title: str( stat.title ),
		type: str( stat.type ),
		is_quantitative: stat.is_quantitative === true,
		total_answers: num( stat.total_answers ),
		skipped: num( stat.skipped ),
		options: records( stat.options ).map( ( option ) => ( {
			value:
				typeof option.value === 'number'
					? option.value
					: str( option.value ),
			count: num( option.count ),
		} ) ),
		answers,
		answers_total:
			typeof stat.answers_total === 'number'
				? stat.answers_total
				: answers.length,
	};
}

function toNpsOverview( value: unknown ): NpsOverview | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	return {
		detractor: num( value.detractor ),
		passive: num( value.passive ),
		promoter: num( value.promoter ),
		nps: num( value.nps ),
		total: num( value.total ),
		...( finite( value.margin ) !== null
			? { margin: finite( value.margin ) }
			: {} ),
	};
}

function finite( value: unknown ): number | null {
	return typeof value === 'number' && Number.isFinite( value ) ? value : null;
}

function cellValue( value: unknown ): string | number {
	return typeof value === 'number' ? value : str( value );
}

function axis( value: unknown ): Crosstab[ 'row' ] {
	const record = isRecord( value ) ? value : {};
	return {
		question_id:
			str( record.question_id ) ||
			( typeof record.question_id === 'number'
				? String( record.question_id )
				: '' ),
		values: Array.isArray( record.values )
			? record.values.map( cellValue )
			: [],
	};
}

function numbers( value: unknown ): number[] {
	return Array.isArray( value ) ? value.map( num ) : [];
}

/**
 * @param body The parsed `surveys/{id}/crosstab` response.
 */
export function toCrosstab( body: unknown ): Crosstab {
	const record = isRecord( body ) ? body : {};
	const row = axis( record.row );
	const column = axis( record.column );
	const cells = Array.isArray( record.cells )
		? record.cells.map( numbers )
		: [];
	return {
		row,
		column,
		cells: row.values.map( ( _value, index ) =>
			column.values.map( ( _c, col ) => cells[ index ]?.[ col ] ?? 0 )
		),
		row_totals: row.values.map(
			( _value, index ) => numbers( record.row_totals )[ index ] ?? 0
		),
		column_totals: column.values.map(
			( _value, index ) => numbers( record.column_totals )[ index ] ?? 0
		),
		total: num( record.total ),
	};
}

function toCompletion( value: unknown ): Completion | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	return {
		impressions: num( value.impressions ),
		started: num( value.started ),
		completed: num( value.completed ),
		rate: num( value.rate ),
	};
}

function toFunnelStep( step: UnknownRecord ): FunnelStep {
	return {
		question_id:
			str( step.question_id ) ||
			( typeof step.question_id === 'number'
				? String( step.question_id )
				: '' ),
		shown: num( step.shown ),
		answered: num( step.answered ),
		skipped: num( step.skipped ),
		dropped: num( step.dropped ),
	};
}

/**
 * Whether the survey reached its response limit: `survey.limit_reached` as the contract names
 * it, or `limit_reached` beside the other survey fields.
 *
 * @param record The parsed results.
 */
function limitReached( record: UnknownRecord ): boolean {
	return (
		record.limit_reached === true ||
		( isRecord( record.survey ) && record.survey.limit_reached === true )
	);
}

/**
 * @param body The parsed `surveys/{id}/results` response.
 */
export function toSurveyResults( body: unknown ): SurveyResults {
	const record = isRecord( body ) ? body : {};
	return {
		id: num( record.id ),
		title: str( record.title ),
		type: str( record.type ),
		status: ( str( record.status ) || 'draft' ) as SurveyStatus,
		created_at: str( record.created_at ),
		publish_at:
			typeof record.publish_at === 'string' ? record.publish_at : null,
		questions: Array.isArray( record.questions )
			? ( record.questions.filter( isRecord ) as unknown as Question[] )
			: [],
		responses_count: num( record.responses_count ),
		responses_count_7_days: num( record.responses_count_7_days ),
		responses_count_30_days: num( record.responses_count_30_days ),
		impressions: num( record.impressions ),
		question_stats: records( record.question_stats ).map( toQuestionStat ),
		nps_overview: toNpsOverview( record.nps_overview ),
		nps_series: records( record.nps_series ).map( ( point ) => ( {
			date: str( point.date ),
			nps:
				typeof point.nps === 'number' && Number.isFinite( point.nps )
					? point.nps
					: null,
			count: num( point.count ),
			...( finite( point.margin ) !== null
				? { margin: finite( point.margin ) }
				: {} ),
			...( point.hidden === true ? { hidden: true } : {} ),
		} ) ),
		...( Array.isArray( record.tags )
			? {
					tags: records( record.tags )
						.filter( ( entry ) => str( entry.tag ) !== '' )
						.map( ( entry ) => ( {
							tag: str( entry.tag ),
							count: num( entry.count ),
						} ) ),
				}
			: {} ),
		...( true === record.updating ? { updating: true } : {} ),
		...( true === record.facts_pending ? { facts_pending: true } : {} ),
		...completionParts( record ),
		...( limitReached( record ) ? { limit_reached: true } : {} ),
	};
}

/**
 * The issue 23 parts, only when the server sent them (so older answers read as before).
 *
 * @param record The parsed results.
 */
function completionParts(
	record: UnknownRecord
): Pick< SurveyResults, 'completion' | 'funnel' > {
	const completion = toCompletion( record.completion );
	const funnel = records( record.funnel )
		.map( toFunnelStep )
		.filter( ( step ) => step.question_id !== '' );
	return {
		...( completion ? { completion } : {} ),
		...( funnel.length > 0 ? { funnel } : {} ),
	};
}

/**
 * @param body The parsed `surveys/{id}/answers` response.
 */
export function toAnswersPage( body: unknown ): AnswersPage {
	const record = isRecord( body ) ? body : {};
	return {
		items: records( record.items ).map( toAnswer ),
		pagination: toPagination( record.pagination ),
	};
}

// ---------------------------------------------------------------------------------------------
// Fetchers and hooks

export async function fetchResultsSummary(
	params: ResultsSummaryParams,
	signal?: AbortSignal
): Promise< ResultsSummary > {
	const body = await request< unknown >( {
		path: resultsSummaryPath( params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
	return toResultsSummary( body );
}

export async function fetchSurveyResults(
	id: number,
	params: SurveyResultsParams,
	signal?: AbortSignal
): Promise< SurveyResults > {
	const body = await request< unknown >( {
		path: surveyResultsPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
	return toSurveyResults( body );
}

export async function fetchSurveyAnswers(
	id: number,
	params: SurveyAnswersParams,
	signal?: AbortSignal
): Promise< AnswersPage > {
	const body = await request< unknown >( {
		path: surveyAnswersPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
	return toAnswersPage( body );
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

function paramsOf( key: readonly unknown[], index: number ): UnknownRecord {
	const value = key[ index ];
	return isRecord( value ) ? value : {};
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

export async function fetchCrosstab(
	id: number,
	params: CrosstabParams,
	signal?: AbortSignal
): Promise< Crosstab > {
	const body = await request< unknown >( {
		path: crosstabPath( id, params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
	return toCrosstab( body );
}

/**
 * The cross-tab of two questions under the filter (issue 24); the previous table stays while
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
