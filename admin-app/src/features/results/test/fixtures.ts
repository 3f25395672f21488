/**
 * Test data and a fetch router for the results screens. The site's "today" is fixed at
 * 2026-11-21 (a Saturday) in Europe/Paris by faking Date only (timers stay real, so react-query
 * and the 300 ms debounce run normally).
 */
import { vi } from 'vitest';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type {
	AnswerItem,
	QuestionStat,
	ResultsSummary,
	SummarySurvey,
	SurveyResults,
} from '../../../data/use-results';
import { setFetchHandler } from '../../../test-utils';

export const TODAY = '2026-11-21';

/** Freezes Date at 10:00 UTC on TODAY (11:00 in Paris). */
export function fixToday(): void {
	vi.useFakeTimers( { toFake: [ 'Date' ] } );
	vi.setSystemTime( new Date( `${ TODAY }T10:00:00Z` ) );
}

export function summarySurvey(
	overrides: Partial< SummarySurvey > & { id: number }
): SummarySurvey {
	return {
		title: `Survey ${ overrides.id }`,
		type: '',
		status: 'publish',
		is_scheduled: false,
		created_at: '2026-09-12T10:00:00+02:00',
		responses_count: 0,
		range_responses_count: 0,
		...overrides,
	};
}

export const SURVEYS: SummarySurvey[] = [
	summarySurvey( {
		id: 3,
		title: 'Website Experience',
		responses_count: 118,
		range_responses_count: 12,
	} ),
	summarySurvey( {
		id: 4,
		title: 'Pricing Page Poll',
		status: 'draft',
		responses_count: 2,
		range_responses_count: 0,
	} ),
	summarySurvey( {
		id: 5,
		title: 'Net Promoter',
		type: 'nps',
		responses_count: 40,
		range_responses_count: 9,
	} ),
];

/**
 * A summary whose data points cover the asked range (zeros but for the last day).
 *
 * @param params    The request's query.
 * @param surveys   The surveys to list.
 * @param lastCount Responses on the range's last day.
 */
export function summaryFor(
	params: URLSearchParams,
	surveys: SummarySurvey[] = SURVEYS,
	lastCount = 12
): ResultsSummary {
	const start = params.get( 'start_date' ) ?? '2026-11-15';
	const end = params.get( 'end_date' ) ?? TODAY;
	const points = [];
	for (
		let day = new Date( `${ start }T00:00:00Z` );
		day.toISOString().slice( 0, 10 ) <= end;
		day = new Date( day.getTime() + 86_400_000 )
	) {
		const date = day.toISOString().slice( 0, 10 );
		points.push( { date, count: date === end ? lastCount : 0 } );
	}
	const surveyId = Number( params.get( 'survey_id' ) ?? 0 );
	const listed = surveyId
		? surveys.filter( ( survey ) => survey.id === surveyId )
		: surveys;
	return {
		total_responses: lastCount,
		start_date: start,
		end_date: end,
		data_points: points,
		surveys: listed,
		updating: false,
	};
}

export function answer( overrides: Partial< AnswerItem > = {} ): AnswerItem {
	return {
		response_id: 41,
		value: 'Great site',
		extra: null,
		date: '2026-11-20T09:30:00+01:00',
		...overrides,
	};
}

export function stat(
	overrides: Partial< QuestionStat > & { id: string }
): QuestionStat {
	return {
		title: `Question ${ overrides.id }`,
		type: 'radio-button',
		is_quantitative: true,
		total_answers: 0,
		skipped: 0,
		nps: null,
		options: [],
		summary: null,
		matrix: null,
		ranking: null,
		answers: [],
		answers_total: 0,
		...overrides,
	};
}

export function results(
	overrides: Partial< SurveyResults > = {}
): SurveyResults {
	return {
		id: 3,
		title: 'Website Experience',
		type: '',
		status: 'publish',
		languages: [ 'en_US' ],
		created_at: '2026-09-12T10:00:00+02:00',
		publish_at: null,
		questions: [],
		responses_count: 118,
		responses_count_7_days: 12,
		responses_count_30_days: 57,
		impressions: 960,
		question_stats: [
			stat( {
				id: 'q1',
				title: 'How did you find us?',
				total_answers: 100,
				skipped: 18,
				options: [
					{ value: 'Search', count: 50 },
					{ value: 'Friend', count: 30 },
					{ value: 'Ad', count: 20 },
				],
			} ),
		],
		nps_overview: null,
		nps_series: [],
		from: null,
		to: null,
		// No partial responses: the completion section stays hidden.
		completion: {
			impressions: 960,
			started: 118,
			completed: 118,
			rate: 100,
		},
		funnel: [],
		limit_reached: false,
		updating: false,
		facts_pending: false,
		...overrides,
	};
}

export interface Call {
	/** `METHOD /path` without the query. */
	key: string;
	query: URLSearchParams;
}

type Route = ( query: URLSearchParams, options: APIFetchOptions ) => unknown;

/**
 * Answers apiFetch from `METHOD /path` routes (the path after `/userfeedback/v1`) and records
 * each call with its query (less apiFetch's `_locale`).
 *
 * @param routes Handlers by method and path.
 */
export function serve( routes: Record< string, Route > ): Call[] {
	const calls: Call[] = [];
	setFetchHandler( async ( options ) => {
		const [ path, search = '' ] = String( options.path ).split( '?' );
		const query = new URLSearchParams( search );
		query.delete( '_locale' );
		const key = `${ options.method ?? 'GET' } ${ path.replace(
			'/userfeedback/v1',
			''
		) }`;
		calls.push( { key, query } );
		const route = routes[ key ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ key }`,
				data: { status: 404 },
			};
		}
		return route( query, options );
	} );
	return calls;
}

/**
 * The calls to one route.
 *
 * @param calls The recorded calls.
 * @param key   `METHOD /path`.
 */
export function callsTo( calls: Call[], key: string ): Call[] {
	return calls.filter( ( call ) => call.key === key );
}

/**
 * The hash route's path and query, e.g. `/survey/5?range=today`.
 */
export function currentRoute(): string {
	return window.location.hash.replace( /^#/, '' );
}
