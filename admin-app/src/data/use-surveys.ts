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
import { __ } from '@wordpress/i18n';

import { ApiError, request } from './api';
import { queryKeys } from './query-keys';

export const SURVEYS_PATH = '/userfeedback/v1/surveys';

export type SurveyStatus = 'publish' | 'draft' | 'trash';

/** The list's views; `scheduled` is derived (published with a future publish_at). */
export type SurveyStatusFilter = 'publish' | 'scheduled' | 'draft' | 'trash';

export type SurveyOrderBy = 'id' | 'title' | 'status' | 'created_at';

export type SortDirection = 'asc' | 'desc';

export interface SurveyListItem {
	id: number;
	title: string;
	status: SurveyStatus;
	is_scheduled: boolean;
	/** ISO 8601 with an offset, UTC. */
	created_at: string;
	publish_at: string | null;
	/** Published responses. */
	responses_count: number;
	/** e.g. `[userfeedback id="12"]`. */
	shortcode: string;
	/** The Pro question types (nps, star-rating) the survey uses; absent from older servers. */
	pro_question_types?: string[];
	/**
	 * Its completed responses reached its response limit: closed (issue 23); absent from older
	 * servers.
	 */
	limit_reached?: boolean;
}

export interface SurveyListParams {
	page?: number;
	per_page?: number;
	orderby?: SurveyOrderBy;
	order?: SortDirection;
	/** Absent: every survey but the trashed ones. */
	status?: SurveyStatusFilter;
}

export interface ListPagination {
	page: number;
	pages: number;
	per_page: number;
	total: number;
}

export interface StatusCount< S extends string = string > {
	status: S;
	count: number;
}

/** The shape of every paged list the REST API returns (spec §3, "Paged list"). */
export interface PagedList< T, S extends string = string > {
	items: T[];
	/** Null when the server sent none (the table then uses the spec's fallback). */
	pagination: ListPagination | null;
	status_filters: StatusCount< S >[];
}

export type SurveyList = PagedList<
	SurveyListItem,
	'all' | SurveyStatusFilter
>;

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

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
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

/**
 * Guards the list against an unexpected body (a proxy's HTML page parsed as nothing, a plugin
 * filter changing the shape): missing parts become empty rather than crashing the screen.
 *
 * @param body The parsed response.
 */
export function toSurveyList( body: unknown ): SurveyList {
	const record = isRecord( body ) ? body : {};
	const items = Array.isArray( record.items )
		? ( record.items.filter(
				( item ) => isRecord( item ) && typeof item.id === 'number'
			) as SurveyListItem[] )
		: [];
	const statusFilters = Array.isArray( record.status_filters )
		? ( record.status_filters.filter(
				( entry ) =>
					isRecord( entry ) &&
					typeof entry.status === 'string' &&
					typeof entry.count === 'number'
			) as SurveyList[ 'status_filters' ] )
		: [];
	return {
		items,
		pagination: toPagination( record.pagination ),
		status_filters: statusFilters,
	};
}

export async function fetchSurveyList(
	params: SurveyListParams,
	signal?: AbortSignal
): Promise< SurveyList > {
	const body = await request< unknown >( {
		path: surveyListPath( params ),
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
	return toSurveyList( body );
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

export interface SkippedSurvey {
	id: number;
	message: string;
}

export interface SurveyBulkResult {
	/** The surveys that changed; others were missing or not in a state the action applies to. */
	survey_ids: number[];
	/** Only from `publish`: surveys left as drafts because their questions are invalid. */
	skipped: SkippedSurvey[];
}

export interface SurveyBulkVariables {
	action: SurveyBulkActionName;
	ids: number[];
}

function toBulkResult( body: unknown ): SurveyBulkResult {
	const record = isRecord( body ) ? body : {};
	return {
		survey_ids: Array.isArray( record.survey_ids )
			? record.survey_ids.filter(
					( id ): id is number => typeof id === 'number'
				)
			: [],
		skipped: Array.isArray( record.skipped )
			? ( record.skipped.filter(
					( entry ) =>
						isRecord( entry ) &&
						typeof entry.id === 'number' &&
						typeof entry.message === 'string'
				) as SkippedSurvey[] )
			: [],
	};
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
	const body = await request< unknown >(
		action === 'delete'
			? {
					path: SURVEYS_PATH,
					method: 'DELETE',
					data: { survey_ids: ids },
				}
			: {
					path: `${ SURVEYS_PATH }/${ action }`,
					method: 'POST',
					data: { survey_ids: ids },
				}
	);
	return toBulkResult( body );
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
export async function duplicateSurvey( id: number ): Promise< { id: number } > {
	const body = await request< unknown >( {
		path: `${ SURVEYS_PATH }/${ id }/duplicate`,
		method: 'POST',
	} );
	const newId = isRecord( body ) ? body.id : undefined;
	if ( typeof newId !== 'number' ) {
		throw new ApiError(
			'invalid_response',
			__(
				'The server did not return the id of the copy.',
				'userfeedback'
			)
		);
	}
	return { id: newId };
}

export function useDuplicateSurvey() {
	const queryClient = useQueryClient();
	return useMutation< { id: number }, ApiError, number >( {
		mutationFn: duplicateSurvey,
		onSuccess: () =>
			queryClient.invalidateQueries( { queryKey: queryKeys.surveys } ),
	} );
}

/** `GET` / `POST surveys/priority` (issue 23): the published surveys' display order. */
export const SURVEY_PRIORITY_PATH = `${ SURVEYS_PATH }/priority`;

/**
 * The display order's query key: under the surveys key, so every surveys change refreshes it.
 * (To move into query-keys.ts with the others.)
 */
export const displayOrderKey = [ ...queryKeys.surveys, 'priority' ] as const;

/** One published survey in the order a page considers them. */
export interface DisplayOrderItem {
	id: number;
	title: string;
	/** settings.behavior.priority, 0–1000. */
	priority: number;
	is_scheduled: boolean;
	limit_reached: boolean;
}

/**
 * Guards the order against an unexpected body: entries without an id are dropped, missing
 * fields read as their defaults.
 *
 * @param body The parsed response.
 */
export function toDisplayOrder( body: unknown ): DisplayOrderItem[] {
	const items =
		isRecord( body ) && Array.isArray( body.items ) ? body.items : [];
	return items
		.filter(
			( item ): item is Record< string, unknown > =>
				isRecord( item ) && typeof item.id === 'number'
		)
		.map( ( item ) => ( {
			id: item.id as number,
			title: typeof item.title === 'string' ? item.title : '',
			priority: typeof item.priority === 'number' ? item.priority : 0,
			is_scheduled: item.is_scheduled === true,
			limit_reached: item.limit_reached === true,
		} ) );
}

/**
 * The published surveys (live and scheduled), highest priority first, the oldest first among
 * equals.
 *
 * @param enabled Whether to fetch now (the list asks only once the panel is opened).
 */
export function useDisplayOrder( enabled = true ) {
	return useQuery< DisplayOrderItem[], ApiError >( {
		queryKey: displayOrderKey,
		queryFn: async ( { signal } ) =>
			toDisplayOrder(
				await request< unknown >( {
					path: SURVEY_PRIORITY_PATH,
					signal,
				} )
			),
		enabled,
	} );
}

/**
 * Saves an order (`POST surveys/priority`, ids highest priority first; the server gives them the
 * priorities n … 1) and keeps the order it answers.
 */
export function useSaveDisplayOrder() {
	const client = useQueryClient();
	return useMutation< DisplayOrderItem[], ApiError, number[] >( {
		mutationFn: async ( ids ) =>
			toDisplayOrder(
				await request< unknown >( {
					path: SURVEY_PRIORITY_PATH,
					method: 'POST',
					data: { ids },
				} )
			),
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
