/**
 * One survey's responses (docs/rest-api.md "Reporting" → "Responses"): the paged list
 * with its status views and a few answers per response, one response with its answers and its
 * position among its neighbours, trash / restore / delete permanently, and the user's choice of
 * the list's answer columns. Every change invalidates the reporting queries (all counts may
 * change) and the surveys list (its responses_count).
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
} from '@tanstack/react-query';

import { ApiError, request } from './api';
import type { Response, Responses, RestAnswers } from '@userfeedback/contract';
import { queryKeys } from './query-keys';
import { SURVEYS_PATH, type SortDirection } from './use-surveys';

/**
 * A value in a list row's `answers`: text, a score, a checkbox's ticks or a matrix's rows.
 * Written by hand, as `answers` and `columns` below, until the contract is regenerated from the
 * server's schema (then `Responses` carries them and these intersections change nothing).
 */
export type ListAnswerValue =
	string | number | string[] | Record< string, string >;

/**
 * One row of the list; `tags` comes from the Pro tags module (absent on Lite); `answers` holds
 * the answers to the list's `columns`, by question id (an unanswered question is left out).
 */
export type ResponseListItem = Responses[ 'items' ][ number ] & {
	answers: Record< string, ListAnswerValue >;
};

export type ResponseStatus = ResponseListItem[ 'status' ];

/** The list's views; `all` (no filter) is what the server shows by default: the published ones. */
export type ResponseStatusFilter =
	Responses[ 'status_filters' ][ number ][ 'status' ];

/** One completion view's count, for the current status view. */
export type CompletionCount = Responses[ 'completion_filters' ][ number ];

/** Partial responses: the list's second filter; `all` (no filter) is the default. */
export type ResponseCompletionFilter = CompletionCount[ 'completion' ];

export type ResponseCompletion = Exclude< ResponseCompletionFilter, 'all' >;

/** Where the response was submitted; `url` is whatever was stored (check it before linking). */
export type PageSubmitted = ResponseListItem[ 'page_submitted' ];

/**
 * GET surveys/{id}/responses: the page's responses, pagination, status and completion counts, and
 * the questions whose answers the rows carry (`columns`, in the survey's order).
 */
export type ResponseList = Omit< Responses, 'items' > & {
	items: ResponseListItem[];
	columns: string[];
};

/** POST surveys/{id}/responses/columns: the user's choice as the server kept it. */
export interface ResponseColumnsChoice {
	columns: string[];
}

/** Most answer columns the list shows (the server's ListColumns::MAX). */
export const MAX_ANSWER_COLUMNS = 5;

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
	 * The results filter (`where`, `device`, `tag`…), already serialised
	 * (features/results/filter/model.ts `filterParams`). Pro only.
	 */
	filter?: Readonly< Record< string, string > >;
	/**
	 * The questions whose answers the rows carry (at most 5; empty for none). Absent: the user's
	 * saved choice for the survey, else its first three questions. Every edition.
	 */
	columns?: readonly string[];
}

/** One answer: a list for checkbox questions, a number or numeric text for star and NPS. */
export type ResponseAnswer = Response[ 'answers' ][ number ];

/** `index` is 1-based: the X of 'Response X of Y'. */
export type ResponsePosition = Response[ 'position' ];

/** GET surveys/{id}/responses/{response_id} (Pro). */
export type ResponseDetails = Response;

/** Extra query arguments for one response (none are defined by the contract yet). */
export type ResponseParams = Readonly< Record< string, string | number > >;

export type ResponsesActionName = 'trash' | 'restore' | 'delete';

export interface ResponsesActionVariables {
	surveyId: number;
	action: ResponsesActionName;
	ids: number[];
}

/** The responses that changed. */
export type ResponsesActionResult =
	RestAnswers[ 'POST /surveys/{id}/responses/{bulk_action}' ];

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
	if ( params.columns !== undefined ) {
		// Question ids are letters, digits, `-` and `_`: a comma-separated list is unambiguous, and
		// an empty one means no answer columns.
		query.set( 'columns', params.columns.join( ',' ) );
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
		queryFn: ( { signal } ) =>
			request< ResponseList >( {
				path: responsesPath( id, params ),
				signal,
			} ),
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
			return request< ResponseDetails >( {
				path: query ? `${ path }?${ query }` : path,
				signal,
			} );
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
	return request< ResponsesActionResult >(
		action === 'delete'
			? { path, method: 'DELETE', data: { response_ids: ids } }
			: {
					path: `${ path }/${ action }`,
					method: 'POST',
					data: { response_ids: ids },
				}
	);
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

export interface SaveResponseColumnsVariables {
	surveyId: number;
	/** Question ids, at most MAX_ANSWER_COLUMNS; empty for none. */
	columns: readonly string[];
}

/**
 * Keeps the current user's choice of the list's answer columns for a survey (user meta on the
 * server), so the list shows them again on the next visit. Saves run one after the other, so
 * quick changes are kept in the order they were made. The survey's cached pages fetched without
 * `columns` (they carry the previous choice) go stale; the screen that asked with `columns`
 * already shows the new one.
 */
export function useSaveResponseColumns() {
	const queryClient = useQueryClient();
	return useMutation<
		ResponseColumnsChoice,
		ApiError,
		SaveResponseColumnsVariables
	>( {
		mutationFn: ( { surveyId, columns } ) =>
			request< ResponseColumnsChoice >( {
				path: `${ SURVEYS_PATH }/${ surveyId }/responses/columns`,
				method: 'POST',
				data: { columns },
			} ),
		scope: { id: 'userfeedback-response-columns' },
		onSuccess: ( _choice, { surveyId } ) =>
			queryClient.invalidateQueries( {
				queryKey: queryKeys
					.surveyResponses( surveyId, {} )
					.slice( 0, 4 ),
				predicate: ( query ) =>
					( query.queryKey[ 4 ] as ResponseListParams | undefined )
						?.columns === undefined,
			} ),
	} );
}
