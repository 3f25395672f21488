/**
 * The responses screens' rules without React: the list's view (status filter, completion filter
 * and page) as it lives in the hash route's query string
 * (`#/survey/5/responses?status=trash&completion=partial&page=2`, carried on to a single response
 * so its back link returns to the same view), the request parameters per edition, route ids and
 * the page-submitted link check (spec §5: no javascript: URLs).
 */
import {
	filterFromSearch,
	filterParams,
	searchWithFilter,
	type ResultsFilter,
} from '../filter/model';
import type {
	ResponseCompletionFilter,
	ResponseListParams,
	ResponseStatusFilter,
} from '../../../data/use-responses';

export interface ResponseListView {
	filter: ResponseStatusFilter;
	/** All / Completed / Partial; kept when the status view changes. */
	completion: ResponseCompletionFilter;
	page: number;
	/**
	 * The results filter (answers, device, page, tag, dates), without its completion
	 * part: the list's completion views own `completion`. Optional: absent means none.
	 */
	analysis?: ResultsFilter;
}

export const DEFAULT_RESPONSE_VIEW: Readonly< ResponseListView > =
	Object.freeze( { filter: 'all', completion: 'all', page: 1 } );

/**
 * The results filter in a list's query string, without `completion` (the list's own view).
 *
 * @param search The hash route's query string.
 */
export function analysisFromSearch( search: URLSearchParams ): ResultsFilter {
	const { completion: _completion, ...analysis } = filterFromSearch( search );
	return analysis;
}

/** The quick filters, in the spec's order (§2: All, Published, Trash). */
export const RESPONSE_FILTERS: readonly ResponseStatusFilter[] = [
	'all',
	'publish',
	'trash',
];

/** The completion filters, in display order (All, Completed, Partial). */
export const RESPONSE_COMPLETION_FILTERS: readonly ResponseCompletionFilter[] =
	[ 'all', 'completed', 'partial' ];

/**
 * The view in the URL; unknown values fall back to the defaults.
 *
 * @param search The hash route's query string.
 */
export function responseViewFromSearch(
	search: URLSearchParams
): ResponseListView {
	const status = search.get( 'status' );
	const completion = search.get( 'completion' );
	const page = Number( search.get( 'page' ) );
	const analysis = analysisFromSearch( search );
	return {
		...( Object.keys( filterParams( analysis ) ).length > 0
			? { analysis }
			: {} ),
		filter: ( RESPONSE_FILTERS as readonly ( string | null )[] ).includes(
			status
		)
			? ( status as ResponseStatusFilter )
			: DEFAULT_RESPONSE_VIEW.filter,
		completion: (
			RESPONSE_COMPLETION_FILTERS as readonly ( string | null )[]
		 ).includes( completion )
			? ( completion as ResponseCompletionFilter )
			: DEFAULT_RESPONSE_VIEW.completion,
		page:
			Number.isInteger( page ) && page >= 1
				? page
				: DEFAULT_RESPONSE_VIEW.page,
	};
}

/**
 * The URL's query string for a view; defaults are left out.
 *
 * @param view The view.
 */
export function searchFromResponseView(
	view: ResponseListView
): URLSearchParams {
	const search = view.analysis
		? searchWithFilter( new URLSearchParams(), {
				...view.analysis,
				completion: undefined,
			} )
		: new URLSearchParams();
	if ( view.filter !== DEFAULT_RESPONSE_VIEW.filter ) {
		search.set( 'status', view.filter );
	}
	if ( view.completion !== DEFAULT_RESPONSE_VIEW.completion ) {
		search.set( 'completion', view.completion );
	}
	if ( view.page !== DEFAULT_RESPONSE_VIEW.page ) {
		search.set( 'page', String( view.page ) );
	}
	return search;
}

/**
 * What to ask the server for. Lite asks for nothing but the default (first page of published
 * responses, completed and partial alike): any other page or filter is refused with 403.
 *
 * @param view  The view.
 * @param isPro Whether the site runs Pro.
 */
export function responseListParams(
	view: ResponseListView,
	isPro: boolean
): ResponseListParams {
	if ( ! isPro ) {
		return {};
	}
	return {
		...( view.page > 1 ? { page: view.page } : {} ),
		...( view.filter === 'all' ? {} : { status: view.filter } ),
		...( view.completion === 'all' ? {} : { completion: view.completion } ),
		...analysisParams( view.analysis ),
	};
}

function analysisParams( analysis: ResultsFilter | undefined ): {
	filter?: Record< string, string >;
} {
	if ( ! analysis ) {
		return {};
	}
	const params = filterParams( { ...analysis, completion: undefined } );
	return Object.keys( params ).length > 0 ? { filter: params } : {};
}

/**
 * The single response's query arguments from the list view it was opened from: its neighbours
 * (previous / next, "Response X of Y") stay within the list's completion filter and the results
 * filter.
 *
 * @param listSearch The list's search string, carried on to the response.
 */
export function responseDetailParams(
	listSearch: string
): Readonly< Record< string, string > > {
	const { completion, analysis } = responseViewFromSearch(
		new URLSearchParams( listSearch )
	);
	return {
		...( completion === 'all' ? {} : { 'filter[completion]': completion } ),
		...analysisParams( analysis ).filter,
	};
}

/**
 * A survey or response id from the route (digits only), or null.
 *
 * @param value The route parameter.
 */
export function idFromRoute( value: string | undefined ): number | null {
	if ( value === undefined || ! /^\d{1,18}$/.test( value ) ) {
		return null;
	}
	const id = Number( value );
	return Number.isSafeInteger( id ) && id > 0 ? id : null;
}

/**
 * Appends a query string (with its `?`) when there is one.
 *
 * @param path   The route path.
 * @param search The query string without `?`.
 */
function withSearch( path: string, search: string ): string {
	return search ? `${ path }?${ search }` : path;
}

/**
 * The list's route (inside the results router), keeping the view.
 *
 * @param surveyId The survey.
 * @param search   The view's query string, without `?`.
 */
export function responsesListPath( surveyId: number, search = '' ): string {
	return withSearch( `/survey/${ surveyId }/responses`, search );
}

/**
 * One response's route (inside the results router), carrying the list's view.
 *
 * @param surveyId   The survey.
 * @param responseId The response.
 * @param search     The list view's query string, without `?`.
 */
export function responsePath(
	surveyId: number,
	responseId: number,
	search = ''
): string {
	return withSearch(
		`/survey/${ surveyId }/responses/${ responseId }`,
		search
	);
}

/**
 * The URL of the page a response was submitted on, if it may be linked: absolute http(s) only.
 * `javascript:`, `data:` and anything unparsable give null (spec §5).
 *
 * @param url The stored URL.
 */
export function safePageUrl( url: string ): string | null {
	const trimmed = url.trim();
	if ( trimmed === '' ) {
		return null;
	}
	try {
		const parsed = new URL( trimmed );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? parsed.href
			: null;
	} catch {
		return null;
	}
}
