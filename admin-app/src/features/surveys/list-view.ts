/**
 * The surveys list's view (status filter, sort, page) as it lives in the hash route's query
 * string, e.g. `#/?status=trash&orderby=title&order=asc&page=2`, so reload and back work.
 * Defaults are left out of the URL; unknown values fall back to the defaults.
 */
import type {
	SortDirection,
	SurveyListParams,
	SurveyOrderBy,
	SurveyStatusFilter,
} from '../../data/use-surveys';

export type SurveyFilter = 'all' | SurveyStatusFilter;

export interface SurveyListView {
	filter: SurveyFilter;
	orderby: SurveyOrderBy;
	order: SortDirection;
	page: number;
}

/** The API's defaults (docs/rest-api.md): newest first by id, all but trash, page 1. */
export const DEFAULT_VIEW: Readonly< SurveyListView > = Object.freeze( {
	filter: 'all',
	orderby: 'id',
	order: 'desc',
	page: 1,
} );

export const SURVEY_FILTERS: readonly SurveyFilter[] = [
	'all',
	'publish',
	'scheduled',
	'draft',
	'trash',
];

const ORDER_BY: readonly SurveyOrderBy[] = [
	'id',
	'title',
	'status',
	'created_at',
];

function oneOf< V extends string >(
	value: string | null,
	allowed: readonly V[],
	fallback: V
): V {
	return ( allowed as readonly ( string | null )[] ).includes( value )
		? ( value as V )
		: fallback;
}

export function viewFromSearch( search: URLSearchParams ): SurveyListView {
	const page = Number( search.get( 'page' ) );
	return {
		filter: oneOf(
			search.get( 'status' ),
			SURVEY_FILTERS,
			DEFAULT_VIEW.filter
		),
		orderby: oneOf(
			search.get( 'orderby' ),
			ORDER_BY,
			DEFAULT_VIEW.orderby
		),
		order: oneOf(
			search.get( 'order' ),
			[ 'asc', 'desc' ] as const,
			DEFAULT_VIEW.order
		),
		page: Number.isInteger( page ) && page >= 1 ? page : DEFAULT_VIEW.page,
	};
}

export function searchFromView( view: SurveyListView ): URLSearchParams {
	const search = new URLSearchParams();
	if ( view.filter !== DEFAULT_VIEW.filter ) {
		search.set( 'status', view.filter );
	}
	if (
		view.orderby !== DEFAULT_VIEW.orderby ||
		view.order !== DEFAULT_VIEW.order
	) {
		search.set( 'orderby', view.orderby );
		search.set( 'order', view.order );
	}
	if ( view.page !== DEFAULT_VIEW.page ) {
		search.set( 'page', String( view.page ) );
	}
	return search;
}

export function listParams( view: SurveyListView ): SurveyListParams {
	return {
		page: view.page,
		orderby: view.orderby,
		order: view.order,
		...( view.filter === 'all' ? {} : { status: view.filter } ),
	};
}
