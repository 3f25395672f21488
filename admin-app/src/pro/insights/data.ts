/**
 * Insights' server state (Pro, on the AI summary's plan; docs/rest-api.md "Insights: themes and
 * labels"): the survey's themes and their state (polled while answers are being read), the trend,
 * a theme's or a sentiment's answers, one response's readings, and every change to them. Keys are
 * under `reporting`, so a change refetches the results' counts and filters too.
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
} from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';
import { queryKeys } from '../../data/query-keys';
import { SURVEYS_PATH } from '../../data/use-surveys';
import type {
	InsightAnswers,
	InsightTheme,
	InsightThemes,
	InsightThemeSplit,
	ResponseInsights,
} from '@userfeedback/contract';
import { ANSWERS_PER_PAGE, type Sentiment } from './model';

export type { InsightTheme, InsightThemes };
export type InsightAnswer = InsightAnswers[ 'answers' ][ number ];
export type PartInsight = ResponseInsights[ 'insights' ][ number ];

export type TrendPeriod = 'week' | 'month';

interface TrendWindow {
	from: string;
	to: string;
	responses: number;
	sentiment: Record< Sentiment, number >;
}

/** `GET surveys/{id}/insights/trend` (the results' side of the insights). */
export interface InsightsTrend {
	period: TrendPeriod;
	current: TrendWindow;
	previous: TrendWindow;
	sentiment_change: Record<
		Sentiment,
		{ change: number | null; flagged: boolean | null }
	>;
	themes: Array< {
		id: number;
		label: string;
		current: number;
		previous: number;
		change: number | null;
		flagged: boolean | null;
	} >;
}

/** While answers are read or re-matched, how often the themes are asked for again (ms). */
export const PROCESSING_POLL_MS = 5000;

export const insightKeys = {
	all: [ ...queryKeys.reporting, 'insights' ] as const,
	themes: ( surveyId: number ) =>
		[ ...queryKeys.reporting, 'insights', 'themes', surveyId ] as const,
	trend: ( surveyId: number, params: object ) =>
		[
			...queryKeys.reporting,
			'insights',
			'trend',
			surveyId,
			params,
		] as const,
	answers: ( surveyId: number, params: object ) =>
		[
			...queryKeys.reporting,
			'insights',
			'answers',
			surveyId,
			params,
		] as const,
	response: ( surveyId: number, responseId: number ) =>
		[
			...queryKeys.reporting,
			'insights',
			'response',
			surveyId,
			responseId,
		] as const,
};

const base = ( surveyId: number ) => `${ SURVEYS_PATH }/${ surveyId }`;

function withQuery(
	path: string,
	params: Readonly< Record< string, string | number | undefined > >
): string {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== undefined && value !== '' ) {
			query.set( key, String( value ) );
		}
	}
	const text = query.toString();
	return text ? `${ path }?${ text }` : path;
}

/**
 * The survey's themes and state; asked for again every few seconds while processing.
 *
 * @param surveyId The survey.
 */
export function useThemes( surveyId: number ) {
	return useQuery< InsightThemes, ApiError >( {
		queryKey: insightKeys.themes( surveyId ),
		queryFn: ( { signal } ) =>
			request< InsightThemes >( {
				path: `${ base( surveyId ) }/themes`,
				signal,
			} ),
		refetchInterval: ( query ) =>
			query.state.data?.state === 'processing'
				? PROCESSING_POLL_MS
				: false,
	} );
}

/**
 * The week-over-week or month-over-month trend, under the results' filter.
 *
 * @param surveyId The survey.
 * @param period   Week or month.
 * @param filter   The results' filter parameters.
 * @param enabled  False to fetch nothing.
 */
export function useTrend(
	surveyId: number,
	period: TrendPeriod,
	filter: Readonly< Record< string, string > >,
	enabled = true
) {
	const params = { ...filter, period };
	return useQuery< InsightsTrend, ApiError >( {
		queryKey: insightKeys.trend( surveyId, params ),
		queryFn: ( { signal } ) =>
			request< InsightsTrend >( {
				path: withQuery(
					`${ base( surveyId ) }/insights/trend`,
					params
				),
				signal,
			} ),
		enabled,
		placeholderData: keepPreviousData,
	} );
}

export interface AnswersParams {
	theme?: number;
	sentiment?: Sentiment;
	page: number;
}

/**
 * A page of a theme's or a sentiment's answers, newest first.
 *
 * @param surveyId The survey.
 * @param params   Which answers, which page.
 */
export function useInsightAnswers( surveyId: number, params: AnswersParams ) {
	const query = { ...params, per_page: ANSWERS_PER_PAGE };
	return useQuery< InsightAnswers, ApiError >( {
		queryKey: insightKeys.answers( surveyId, query ),
		queryFn: ( { signal } ) =>
			request< InsightAnswers >( {
				path: withQuery(
					`${ base( surveyId ) }/insights/answers`,
					query
				),
				signal,
			} ),
		placeholderData: keepPreviousData,
	} );
}

/**
 * One response's readings.
 *
 * @param surveyId   The survey.
 * @param responseId The response.
 */
export function useResponseInsights( surveyId: number, responseId: number ) {
	return useQuery< ResponseInsights, ApiError >( {
		queryKey: insightKeys.response( surveyId, responseId ),
		queryFn: ( { signal } ) =>
			request< ResponseInsights >( {
				path: `${ base( surveyId ) }/responses/${ responseId }/insights`,
				signal,
			} ),
	} );
}

export type ThemeChange =
	| { kind: 'create'; label: string; examples: string[] }
	| { kind: 'rename'; id: number; label: string }
	| { kind: 'merge'; id: number; into: number }
	| { kind: 'split'; id: number; label: string; examples: string[] }
	| { kind: 'delete'; id: number };

type ThemeChangeAnswer =
	InsightTheme | InsightThemeSplit | { deleted: boolean; id: number };

/**
 * Any change to the survey's themes; then the reports (counts, filters, themes) are read again.
 *
 * @param surveyId The survey.
 */
export function useThemeChange( surveyId: number ) {
	const queryClient = useQueryClient();
	const themes = `${ base( surveyId ) }/themes`;
	return useMutation< ThemeChangeAnswer, ApiError, ThemeChange >( {
		mutationFn: ( change ) => {
			switch ( change.kind ) {
				case 'create':
					return request< InsightTheme >( {
						path: themes,
						method: 'POST',
						data: {
							label: change.label,
							examples: change.examples,
						},
					} );
				case 'rename':
					return request< InsightTheme >( {
						path: `${ themes }/${ change.id }`,
						method: 'PATCH',
						data: { label: change.label },
					} );
				case 'merge':
					return request< InsightTheme >( {
						path: `${ themes }/${ change.id }/merge`,
						method: 'POST',
						data: { into: change.into },
					} );
				case 'split':
					return request< InsightThemeSplit >( {
						path: `${ themes }/${ change.id }/split`,
						method: 'POST',
						data: {
							label: change.label,
							examples: change.examples,
						},
					} );
				default:
					return request< { deleted: boolean; id: number } >( {
						path: `${ themes }/${ change.id }`,
						method: 'DELETE',
					} );
			}
		},
		onSettled: () =>
			queryClient.invalidateQueries( { queryKey: queryKeys.reporting } ),
	} );
}

export interface LabelPartVariables {
	responseId: number;
	questionId: string;
	part: 'answer' | 'comment';
	sentiment: Sentiment;
	themeIds: number[];
}

/**
 * The owner's label of one part of a response (sentiment and themes; it wins over the
 * background's reading from then on).
 *
 * @param surveyId The survey.
 */
export function useLabelPart( surveyId: number ) {
	const queryClient = useQueryClient();
	return useMutation< ResponseInsights, ApiError, LabelPartVariables >( {
		mutationFn: ( { responseId, questionId, part, sentiment, themeIds } ) =>
			request< ResponseInsights >( {
				path: `${ base( surveyId ) }/responses/${ responseId }/insights`,
				method: 'PATCH',
				data: {
					question_id: questionId,
					part,
					sentiment,
					theme_ids: themeIds,
				},
			} ),
		onSuccess: ( data, { responseId } ) =>
			queryClient.setQueryData(
				insightKeys.response( surveyId, responseId ),
				data
			),
		onSettled: () =>
			queryClient.invalidateQueries( { queryKey: queryKeys.reporting } ),
	} );
}
