/**
 * The surveys list and the actions on it (docs/rest-api.md, "Surveys"): the paged list, the bulk
 * status changes, permanent deletion and duplication. Mutations invalidate every surveys query,
 * so the list reloads after any of them.
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
} from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type {
	FILTER_STATUSES,
	RestAnswers,
	STATUSES,
	SurveyPriority,
	Surveys,
	SurveysBulk,
} from '@userfeedback/contract';
import { queryKeys } from './query-keys';

export const SURVEYS_PATH = '/userfeedback/v1/surveys';

export type SurveyStatus = ( typeof STATUSES )[ number ];

/** The list's views; `scheduled` is derived (published with a future publish_at). */
export type SurveyStatusFilter = ( typeof FILTER_STATUSES )[ number ];

export type SurveyOrderBy = 'id' | 'title' | 'status' | 'created_at';

export type SortDirection = 'asc' | 'desc';

/** One row of the surveys list (the server's schema: SurveysController::list_schema()). */
export type SurveyListItem = Surveys[ 'items' ][ number ];

export interface SurveyListParams {
	page?: number;
	per_page?: number;
	orderby?: SurveyOrderBy;
	order?: SortDirection;
	/** Absent: every survey but the trashed ones. */
	status?: SurveyStatusFilter;
}

/** The pagination of every paged list the REST API returns (spec §3, "Paged list"). */
export type ListPagination = Surveys[ 'pagination' ];

/** GET surveys: a page of surveys, its pagination and the status views' counts. */
export type SurveyList = Surveys;

/**
 * The list's request path. PHP reads `filter%5Bstatus%5D=draft` as `filter[status]=draft`
 * (apiFetch's middleware re-encodes the query string anyway).
 *
 * @param params Page, sort and status filter; page 1 is left out.
 */
export function surveyListPath( params: SurveyListParams = {} ): string {
	const query = new URLSearchParams();
	if ( params.page !== undefined && params.page > 1 ) {
		query.set( 'page', String( params.page ) );
	}
	if ( params.per_page !== undefined ) {
		query.set( 'per_page', String( params.per_page ) );
	}
	if ( params.orderby !== undefined ) {
		query.set( 'orderby', params.orderby );
	}
	if ( params.order !== undefined ) {
		query.set( 'order', params.order );
	}
	if ( params.status !== undefined ) {
		query.set( 'filter[status]', params.status );
	}
	const search = query.toString();
	return search ? `${ SURVEYS_PATH }?${ search }` : SURVEYS_PATH;
}

export async function fetchSurveyList(
	params: SurveyListParams,
	signal?: AbortSignal
): Promise< SurveyList > {
	return request< Surveys >( {
		path: surveyListPath( params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

/**
 * One page of the surveys list. While another page, sort or filter loads, the previous page
 * stays on screen (`isPlaceholderData`) instead of flashing a spinner.
 *
 * @param params Page, sort and status filter.
 */
export function useSurveyList( params: SurveyListParams ) {
	return useQuery< SurveyList, ApiError >( {
		queryKey: queryKeys.surveyList( params ),
		queryFn: ( { signal } ) => fetchSurveyList( params, signal ),
		placeholderData: keepPreviousData,
	} );
}

export type SurveyBulkActionName =
	'publish' | 'draft' | 'trash' | 'restore' | 'delete';

/**
 * `survey_ids`: the surveys that changed (others were missing or not in a state the action
 * applies to); `skipped`: surveys publish left as drafts because their questions are invalid
 * (empty for the other actions).
 */
export type SurveyBulkResult = Required< SurveysBulk >;

export interface SurveyBulkVariables {
	action: SurveyBulkActionName;
	ids: number[];
}

/**
 * Publish, draft, trash or restore (`POST surveys/{action}`), or delete permanently
 * (`DELETE surveys`, trashed surveys only).
 *
 * @param variables        The action and the survey ids.
 * @param variables.action The action.
 * @param variables.ids    The surveys to act on.
 */
export async function runSurveyBulkAction( {
	action,
	ids,
}: SurveyBulkVariables ): Promise< SurveyBulkResult > {
	if ( action === 'delete' ) {
		const deleted = await request< RestAnswers[ 'DELETE /surveys' ] >( {
			path: SURVEYS_PATH,
			method: 'DELETE',
			data: { survey_ids: ids },
		} );
		return { survey_ids: deleted.survey_ids, skipped: [] };
	}
	// Only publish sends `skipped`.
	const changed = await request<
		RestAnswers[ 'POST /surveys/{bulk_action}' ]
	>( {
		path: `${ SURVEYS_PATH }/${ action }`,
		method: 'POST',
		data: { survey_ids: ids },
	} );
	return { survey_ids: changed.survey_ids, skipped: changed.skipped ?? [] };
}

export function useSurveyBulkAction() {
	const queryClient = useQueryClient();
	return useMutation< SurveyBulkResult, ApiError, SurveyBulkVariables >( {
		mutationFn: runSurveyBulkAction,
		// Also after a failure: part of a bulk action may have been applied before it failed.
		onSettled: () =>
			queryClient.invalidateQueries( { queryKey: queryKeys.surveys } ),
	} );
}

/**
 * `POST surveys/{id}/duplicate`: a draft copy; resolves with the new survey's id.
 *
 * @param id The survey to copy.
 */
export function duplicateSurvey(
	id: number
): Promise< RestAnswers[ 'POST /surveys/{id}/duplicate' ] > {
	return request< RestAnswers[ 'POST /surveys/{id}/duplicate' ] >( {
		path: `${ SURVEYS_PATH }/${ id }/duplicate`,
		method: 'POST',
	} );
}

export function useDuplicateSurvey() {
	const queryClient = useQueryClient();
	return useMutation< { id: number }, ApiError, number >( {
		mutationFn: duplicateSurvey,
		onSuccess: () =>
			queryClient.invalidateQueries( { queryKey: queryKeys.surveys } ),
	} );
}

/** `GET` / `POST surveys/priority`: the published surveys' display order. */
export const SURVEY_PRIORITY_PATH = `${ SURVEYS_PATH }/priority`;

/**
 * The display order's query key: under the surveys key, so every surveys change refreshes it.
 * (To move into query-keys.ts with the others.)
 */
export const displayOrderKey = [ ...queryKeys.surveys, 'priority' ] as const;

/** One published survey in the order a page considers them (priority: settings.behavior.priority). */
export type DisplayOrderItem = SurveyPriority[ 'items' ][ number ];

/**
 * The published surveys (live and scheduled), highest priority first, the oldest first among
 * equals.
 *
 * @param enabled        Whether to fetch now (the list asks only once the panel is opened).
 * @param refetchOnFocus Fetch again when the browser tab regains focus: the builder shows a
 *                       survey's place, which Display Order in another tab may have changed.
 */
export function useDisplayOrder( enabled = true, refetchOnFocus = false ) {
	return useQuery< DisplayOrderItem[], ApiError >( {
		queryKey: displayOrderKey,
		queryFn: async ( { signal } ) =>
			(
				await request< SurveyPriority >( {
					path: SURVEY_PRIORITY_PATH,
					signal,
				} )
			).items,
		enabled,
		refetchOnWindowFocus: refetchOnFocus,
	} );
}

/**
 * Saves an order (`POST surveys/priority`, ids, the first shown first; the server changes the
 * priorities of as few of them as the order needs) and keeps the order it answers.
 */
export function useSaveDisplayOrder() {
	const client = useQueryClient();
	return useMutation< DisplayOrderItem[], ApiError, number[] >( {
		mutationFn: async ( ids ) =>
			(
				await request< RestAnswers[ 'POST /surveys/priority' ] >( {
					path: SURVEY_PRIORITY_PATH,
					method: 'POST',
					data: { ids },
				} )
			).items,
		onSuccess: ( items ) => {
			client.setQueryData( displayOrderKey, items );
			// The builder's copies now hold an old priority.
			return client.invalidateQueries( {
				queryKey: queryKeys.surveys,
				predicate: ( query ) => query.queryKey[ 2 ] === 'one',
			} );
		},
	} );
}
