/**
 * One survey's responses (docs/rest-api.md "Reporting (issue 6)" → "Responses"): the paged list
 * with its status views, one response with its answers and its position among its neighbours,
 * and trash / restore / delete permanently. Every change invalidates the reporting queries (all
 * counts may change) and the surveys list (its responses_count).
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
} from '@tanstack/react-query';

import { __ } from '@wordpress/i18n';

import { ApiError, request } from './api';
import { queryKeys } from './query-keys';
import {
	SURVEYS_PATH,
	toSurveyList,
	type PagedList,
	type SortDirection,
} from './use-surveys';

export type ResponseStatus = 'publish' | 'trash';

/** The list's views; `all` (no filter) is what the server shows by default: the published ones. */
export type ResponseStatusFilter = 'all' | ResponseStatus;

/** Partial responses (issue 23): the list's second filter; `all` (no filter) is the default. */
export type ResponseCompletion = 'completed' | 'partial';

export type ResponseCompletionFilter = 'all' | ResponseCompletion;

/** One completion view's count, for the current status view. */
export interface CompletionCount {
	completion: ResponseCompletionFilter;
	count: number;
}

/** Where the response was submitted; `url` is whatever was stored (check it before linking). */
export interface PageSubmitted {
	url: string;
	title: string;
}

export interface ResponseListItem {
	id: number;
	status: ResponseStatus;
	/** ISO 8601 with the site's offset. */
	submitted_at: string;
	page_submitted: PageSubmitted;
	/** False for a partial response (the visitor left before the end; issue 23). */
	completed: boolean;
	/** The response's tags (Pro, issue 24); absent from a server before it. */
	tags?: string[];
}

export type ResponseList = PagedList<
	ResponseListItem,
	ResponseStatusFilter
> & {
	/** All / Completed / Partial counts of the current status view; empty if the server sent none. */
	completion_filters: CompletionCount[];
};

export interface ResponseListParams {
	page?: number;
	/** 1–100, or -1 for all. */
	per_page?: number;
	/** Absent: published responses. Pro only, like every page but the first. */
	status?: ResponseStatus;
	/** Absent: completed and partial responses alike. Pro only, like the status filter. */
	completion?: ResponseCompletion;
	order?: SortDirection;
	/**
	 * The results filter of issue 24 (`where`, `device`, `tag`…), already serialised
	 * (features/results/filter/model.ts `filterParams`). Pro only.
	 */
	filter?: Readonly< Record< string, string > >;
}

export interface ResponseAnswer {
	question_id: string;
	/** A list for checkbox questions; a number or numeric text for star and NPS. */
	value: string | number | string[] | null;
	/** The first name (e-mail questions) or a comment; null when none. */
	extra: string | null;
}

export interface ResponsePosition {
	/** 1-based: the X of 'Response X of Y'. */
	index: number;
	total: number;
	previous_id: number | null;
	next_id: number | null;
}

export interface ResponseDetails extends ResponseListItem {
	user_ip: string;
	user_browser: string;
	user_os: string;
	user_device: string;
	answers: ResponseAnswer[];
	position: ResponsePosition | null;
}

/** Extra query arguments for one response (none are defined by the contract yet). */
export type ResponseParams = Readonly< Record< string, string | number > >;

export type ResponsesActionName = 'trash' | 'restore' | 'delete';

export interface ResponsesActionVariables {
	surveyId: number;
	action: ResponsesActionName;
	ids: number[];
}

export interface ResponsesActionResult {
	/** The responses that changed. */
	response_ids: number[];
}

/** The REST code of a refused Pro feature (403). */
export const UPGRADE_REQUIRED = 'userfeedback_upgrade_required';

/**
 * Whether a failure is the server's "this needs Pro" answer (spec: 'Upgrade to Pro to unlock this
 * feature'), which the screens show as an upgrade prompt rather than as an error.
 *
 * @param error What the request failed with.
 */
export function isUpgradeRequired( error: unknown ): boolean {
	return (
		error instanceof ApiError &&
		( error.code === UPGRADE_REQUIRED ||
			error.code.endsWith( 'upgrade_required' ) )
	);
}

/**
 * Whether a failure means the survey or the response does not exist (or is not this survey's).
 *
 * @param error What the request failed with.
 */
export function isNotFound( error: unknown ): boolean {
	return error instanceof ApiError && error.status === 404;
}

/**
 * The client's own retry rule for network and server failures, but no retry for a 4xx answer
 * (upgrade required, not found, forbidden), which would only repeat and delay the prompt.
 */
function useRetryTransient() {
	const fallback = useQueryClient().getDefaultOptions().queries?.retry;
	return ( failureCount: number, error: ApiError ): boolean => {
		if ( error.status >= 400 && error.status < 500 ) {
			return false;
		}
		if ( typeof fallback === 'function' ) {
			return fallback( failureCount, error );
		}
		if ( typeof fallback === 'number' ) {
			return failureCount < fallback;
		}
		// react-query's own default: three retries.
		return fallback ?? failureCount < 3;
	};
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function toPageSubmitted( value: unknown ): PageSubmitted {
	const record = isRecord( value ) ? value : {};
	// The spec names url, link, title and name; the contract sends url and title.
	return {
		url: text( record.url ) || text( record.link ),
		title: text( record.title ) || text( record.name ),
	};
}

function toListItem(
	record: Record< string, unknown > & { id: number }
): ResponseListItem {
	return {
		id: record.id,
		status: record.status === 'trash' ? 'trash' : 'publish',
		submitted_at: text( record.submitted_at ),
		page_submitted: toPageSubmitted( record.page_submitted ),
		// Absent (a server before issue 23): every response then is a completed one.
		completed: record.completed !== false,
		...( Array.isArray( record.tags )
			? {
					tags: record.tags.filter(
						( tag ): tag is string => typeof tag === 'string'
					),
				}
			: {} ),
	};
}

const COMPLETION_FILTERS: readonly string[] = [ 'all', 'completed', 'partial' ];

function toCompletionCounts( value: unknown ): CompletionCount[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.filter(
			( entry ): entry is CompletionCount =>
				isRecord( entry ) &&
				typeof entry.completion === 'string' &&
				COMPLETION_FILTERS.includes( entry.completion ) &&
				typeof entry.count === 'number' &&
				Number.isFinite( entry.count )
		)
		.map( ( entry ) => ( {
			completion: entry.completion,
			count: entry.count,
		} ) );
}

/**
 * The list, guarded against an unexpected body: unusable rows are dropped, missing parts become
 * empty (the table then uses the spec's fallback pagination).
 *
 * @param body The parsed response.
 */
export function toResponseList( body: unknown ): ResponseList {
	// Same envelope as the surveys list: rows with a numeric id, pagination, status counts.
	const list = toSurveyList( body );
	const rows = list.items as unknown as Array<
		Record< string, unknown > & { id: number }
	>;
	return {
		items: rows.map( toListItem ),
		pagination: list.pagination,
		status_filters: list.status_filters.filter(
			( entry ): entry is ResponseList[ 'status_filters' ][ number ] =>
				[ 'all', 'publish', 'trash' ].includes( entry.status )
		),
		completion_filters: toCompletionCounts(
			isRecord( body ) ? body.completion_filters : undefined
		),
	};
}

function toAnswerValue( value: unknown ): ResponseAnswer[ 'value' ] {
	if ( Array.isArray( value ) ) {
		return value
			.filter(
				( entry ) =>
					typeof entry === 'string' || typeof entry === 'number'
			)
			.map( String );
	}
	if ( typeof value === 'string' || typeof value === 'number' ) {
		return value;
	}
	return null;
}

function toPosition( value: unknown ): ResponsePosition | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const { index, total } = value;
	if ( typeof index !== 'number' || typeof total !== 'number' ) {
		return null;
	}
	const neighbour = ( id: unknown ) =>
		typeof id === 'number' && id > 0 ? id : null;
	return {
		index,
		total,
		previous_id: neighbour( value.previous_id ),
		next_id: neighbour( value.next_id ),
	};
}

/**
 * One response, guarded like the list: missing texts become '', unusable answers are dropped.
 *
 * @param  body The parsed response.
 * @throws {ApiError} When the body carries no response id.
 */
export function toResponseDetails( body: unknown ): ResponseDetails {
	if ( ! isRecord( body ) || typeof body.id !== 'number' ) {
		throw new ApiError(
			'invalid_response',
			__( 'The server sent an unreadable response.', 'userfeedback' )
		);
	}
	const answers = Array.isArray( body.answers )
		? body.answers
				.filter(
					( answer ): answer is Record< string, unknown > =>
						isRecord( answer ) &&
						( typeof answer.question_id === 'string' ||
							typeof answer.question_id === 'number' )
				)
				.map( ( answer ) => ( {
					question_id: String( answer.question_id ),
					value: toAnswerValue( answer.value ),
					extra:
						typeof answer.extra === 'string' && answer.extra !== ''
							? answer.extra
							: null,
				} ) )
		: [];
	return {
		...toListItem( body as Record< string, unknown > & { id: number } ),
		user_ip: text( body.user_ip ),
		user_browser: text( body.user_browser ),
		user_os: text( body.user_os ),
		user_device: text( body.user_device ),
		answers,
		position: toPosition( body.position ),
	};
}

/**
 * `surveys/{id}/responses` with its query string; page 1 is left out.
 *
 * @param surveyId The survey.
 * @param params   Page, page size, status and completion filters, and order.
 */
export function responsesPath(
	surveyId: number,
	params: ResponseListParams = {}
): string {
	const query = new URLSearchParams();
	if ( params.page !== undefined && params.page > 1 ) {
		query.set( 'page', String( params.page ) );
	}
	if ( params.per_page !== undefined ) {
		query.set( 'per_page', String( params.per_page ) );
	}
	if ( params.status !== undefined ) {
		query.set( 'filter[status]', params.status );
	}
	if ( params.completion !== undefined ) {
		query.set( 'filter[completion]', params.completion );
	}
	if ( params.order !== undefined ) {
		query.set( 'order', params.order );
	}
	for ( const [ key, value ] of Object.entries( params.filter ?? {} ) ) {
		if ( value !== '' && key !== 'page' ) {
			query.set( key, value );
		}
	}
	const search = query.toString();
	const path = `${ SURVEYS_PATH }/${ surveyId }/responses`;
	return search ? `${ path }?${ search }` : path;
}

/**
 * One page of a survey's responses. While another page or view loads, the previous page stays on
 * screen (`isPlaceholderData`).
 *
 * @param id     The survey.
 * @param params Page, status filter…; Lite sends none (the server gives Lite the first page only).
 */
export function useSurveyResponses( id: number, params: ResponseListParams ) {
	const retry = useRetryTransient();
	return useQuery< ResponseList, ApiError >( {
		queryKey: queryKeys.surveyResponses( id, params ),
		queryFn: async ( { signal } ) =>
			toResponseList(
				await request< unknown >( {
					path: responsesPath( id, params ),
					signal,
				} )
			),
		placeholderData: keepPreviousData,
		retry,
	} );
}

/**
 * One response with its answers and its position (Pro).
 *
 * @param surveyId        The survey the response must belong to.
 * @param id              The response.
 * @param params          Extra query arguments (none defined yet).
 * @param options         Query options.
 * @param options.enabled False to fetch nothing (e.g. Lite, which the server refuses).
 */
export function useSurveyResponse(
	surveyId: number,
	id: number,
	params: ResponseParams = {},
	{ enabled = true }: { enabled?: boolean } = {}
) {
	const retry = useRetryTransient();
	return useQuery< ResponseDetails, ApiError >( {
		queryKey: queryKeys.surveyResponse( surveyId, id, params ),
		queryFn: async ( { signal } ) => {
			const query = new URLSearchParams(
				Object.entries( params ).map( ( [ key, value ] ) => [
					key,
					String( value ),
				] )
			).toString();
			const path = `${ SURVEYS_PATH }/${ surveyId }/responses/${ id }`;
			return toResponseDetails(
				await request< unknown >( {
					path: query ? `${ path }?${ query }` : path,
					signal,
				} )
			);
		},
		enabled,
		// Moving to a neighbour keeps this response on screen (marked busy) until the next one
		// arrives, so the Previous / Next buttons keep keyboard focus.
		placeholderData: ( previous, previousQuery ) =>
			previousQuery?.queryKey[ 3 ] === surveyId ? previous : undefined,
		retry,
	} );
}

/**
 * Trash or restore (`POST surveys/{id}/responses/{action}`), or delete permanently (`DELETE
 * surveys/{id}/responses`, trashed responses only).
 *
 * @param variables          The survey, the action and the response ids.
 * @param variables.surveyId The survey the responses belong to.
 * @param variables.action   The action.
 * @param variables.ids      The responses to act on.
 */
export async function runResponsesAction( {
	surveyId,
	action,
	ids,
}: ResponsesActionVariables ): Promise< ResponsesActionResult > {
	const path = `${ SURVEYS_PATH }/${ surveyId }/responses`;
	const body = await request< unknown >(
		action === 'delete'
			? { path, method: 'DELETE', data: { response_ids: ids } }
			: {
					path: `${ path }/${ action }`,
					method: 'POST',
					data: { response_ids: ids },
				}
	);
	const changed = isRecord( body ) ? body.response_ids : undefined;
	return {
		response_ids: Array.isArray( changed )
			? changed.filter( ( id ): id is number => typeof id === 'number' )
			: [],
	};
}

export function useResponsesAction() {
	const queryClient = useQueryClient();
	return useMutation<
		ResponsesActionResult,
		ApiError,
		ResponsesActionVariables
	>( {
		mutationFn: runResponsesAction,
		// Also after a failure: part of the action may have been applied before it failed.
		onSettled: () =>
			Promise.all( [
				queryClient.invalidateQueries( {
					queryKey: queryKeys.reporting,
				} ),
				// The surveys list's responses_count; not the survey being edited or read.
				queryClient.invalidateQueries( {
					queryKey: queryKeys.surveys,
					predicate: ( query ) => query.queryKey[ 2 ] !== 'one',
				} ),
			] ),
	} );
}
