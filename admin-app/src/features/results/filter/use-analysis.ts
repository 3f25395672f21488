/**
 * One survey's results under the URL's filter, and the compare view's second query:
 * the same route called twice, for the previous period of the same length or for a second
 * filter. Filters need Pro (is_pro), compare the pro or elite plan (has_pro_plan); without them
 * the URL's filter or compare is ignored (the server would refuse it with 403).
 */
import { hasProPlan } from '../../../data/entitlements';
import { useEntitlements } from '../../../data/use-entitlements';
import {
	useSurveyResults,
	type SurveyResults,
	type SurveyResultsParams,
} from '../../../data/use-results';
import { compareNames } from './compare';
import {
	EMPTY_FILTER,
	filterParams,
	previousPeriod,
	type CompareMode,
	type ResultsFilter,
} from './model';
import { useUrlFilter, type UrlFilter } from './use-url-filter';

export interface AnalysisOptions {
	/** The screen's own range (the NPS picker); absent: the filter's dates, else all time. */
	range?: { from: string; to: string };
	/** The NPS trend's options. */
	nps?: Pick< SurveyResultsParams, 'nps_interval' | 'nps_min_count' >;
}

export interface Analysis {
	url: UrlFilter;
	canFilter: boolean;
	canCompare: boolean;
	/** The filter in effect (the screen's range left out of it). */
	filter: ResultsFilter;
	/** The range in effect, if any. */
	range: { from: string; to: string } | null;
	/** The compare mode in effect (null: none, or it cannot run). */
	mode: CompareMode | null;
	results: ReturnType< typeof useSurveyResults >;
	/** The other query's data while comparing. */
	other: ReturnType< typeof useSurveyResults > | null;
	/** The datasets' names: base is compared with, value is the one that changed. */
	names: { base: string; value: string } | null;
	/** The base and the value of a compare, as their results. */
	pair: ( current: SurveyResults ) => {
		base: SurveyResults;
		value: SurveyResults;
	} | null;
	/** The filter's parameters as the server and links take them (range included). */
	params: Record< string, string >;
}

export function useAnalysis(
	id: number,
	options: AnalysisOptions = {}
): Analysis {
	const { data: entitlements } = useEntitlements();
	const canFilter = entitlements.is_pro;
	const canCompare = hasProPlan( entitlements );
	const url = useUrlFilter();
	let filter = canFilter ? url.filter : EMPTY_FILTER;
	if ( options.range ) {
		filter = { ...filter, from: undefined, to: undefined };
	}
	const range =
		options.range ??
		( filter.from && filter.to
			? { from: filter.from, to: filter.to }
			: null );
	const params = filterParams( { ...filter, ...( range ?? {} ) } );
	const main: SurveyResultsParams = {
		...( options.range ?? {} ),
		...( Object.keys( params ).length > 0 ? { filter: params } : {} ),
		...( options.nps ?? {} ),
	};

	let mode = canCompare ? url.compare : null;
	if ( mode === 'previous' && ! range ) {
		mode = null;
	}
	let second: SurveyResultsParams | null = null;
	if ( mode === 'previous' && range ) {
		const previous = previousPeriod( range.from, range.to );
		second = {
			...main,
			...( options.range ? previous : {} ),
			filter: { ...params, ...previous },
		};
	} else if ( mode === 'filter' ) {
		second = {
			...main,
			filter: filterParams( {
				...( range ?? {} ),
				...url.second,
				...( options.range ? { from: undefined, to: undefined } : {} ),
			} ),
		};
		if ( options.range ) {
			second.filter = { ...second.filter, ...options.range };
		}
	}
	const results = useSurveyResults( id, main );
	const otherQuery = useSurveyResults( id, second ?? {}, second !== null );
	const other = second ? otherQuery : null;
	const names = mode ? compareNames( mode ) : null;

	return {
		url,
		canFilter,
		canCompare,
		filter,
		range,
		mode,
		results,
		other,
		names,
		params,
		pair: ( current ) => {
			if ( ! mode || ! other?.data ) {
				return null;
			}
			return mode === 'previous'
				? { base: other.data, value: current }
				: { base: current, value: other.data };
		},
	};
}
