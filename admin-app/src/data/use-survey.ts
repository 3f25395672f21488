/**
 * One survey for the builder (GET surveys/{id}, POST surveys) and the builder's lookups
 * (templates, page search, logic-type options). Saving invalidates every surveys query so the
 * list is fresh when the builder closes.
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
} from '@tanstack/react-query';

import { ApiError, request } from './api';
import type {
	LogicType as LogicTypeAnswer,
	Search,
} from '@userfeedback/contract';
import { queryKeys } from './query-keys';
import type {
	LookupItem,
	SavedSurvey,
	Survey,
	SurveyTemplate,
} from './survey-types';
import { SURVEYS_PATH } from './use-surveys';

/**
 * @param id The survey id; null (a new survey) fetches nothing.
 */
export function useSurvey( id: number | null ) {
	return useQuery< Survey, ApiError >( {
		queryKey: queryKeys.survey( id ?? 0 ),
		queryFn: ( { signal } ) =>
			request< Survey >( { path: `${ SURVEYS_PATH }/${ id }`, signal } ),
		enabled: id !== null,
		// The builder owns the draft once loaded: no refetch behind the admin's back.
		staleTime: Infinity,
		refetchOnWindowFocus: false,
	} );
}

type Behavior = Survey[ 'settings' ][ 'behavior' ];

/**
 * What POST surveys is sent: the survey, where `settings.behavior.priority` may be left out (the
 * server then keeps the stored one; the surveys list's Display Order sets it too).
 */
export type SurveyPayload = Omit< Survey, 'settings' > & {
	settings: Omit< Survey[ 'settings' ], 'behavior' > & {
		behavior: Omit< Behavior, 'priority' > & { priority?: number };
	};
};

export function useSaveSurvey() {
	const client = useQueryClient();
	return useMutation< SavedSurvey, ApiError, SurveyPayload >( {
		mutationFn: ( survey ) =>
			request< SavedSurvey >( {
				path: SURVEYS_PATH,
				method: 'POST',
				data: survey,
			} ),
		onSuccess: ( saved ) => {
			client.setQueryData( queryKeys.survey( saved.id ), saved );
			return client.invalidateQueries( {
				queryKey: queryKeys.surveys,
				predicate: ( query ) => query.queryKey[ 2 ] !== 'one',
			} );
		},
	} );
}

export function useSurveyTemplates() {
	return useQuery< SurveyTemplate[], ApiError >( {
		queryKey: queryKeys.surveyTemplates,
		queryFn: ( { signal } ) =>
			request< SurveyTemplate[] >( {
				path: '/userfeedback/v1/survey-templates',
				signal,
			} ),
		staleTime: 5 * 60 * 1000,
	} );
}

/**
 * Published pages and posts whose title matches (the thank-you redirect and page rules).
 *
 * @param title The typed text; nothing is fetched while it is empty.
 */
export function usePageSearch( title: string ) {
	return useQuery< LookupItem[], ApiError >( {
		queryKey: queryKeys.pageSearch( title ),
		queryFn: async ( { signal } ) => {
			const found = await request< Search >( {
				path: `/userfeedback/v1/search?title=${ encodeURIComponent(
					title
				) }`,
				signal,
			} );
			return found.items.map( ( item ) => ( {
				id: item.id,
				label: item.title,
			} ) );
		},
		enabled: title.trim() !== '',
		placeholderData: keepPreviousData,
	} );
}

/** The option lists the logic-type route serves (visitor.md §7). */
export type LogicType =
	| 'user_logged_in'
	| 'wp_user_roles'
	| 'wp_page_type'
	| 'post_type'
	| 'taxonomy'
	| 'taxonomy_term';

/**
 * Options of a select-type page rule.
 *
 * @param logicType The option list.
 * @param search    The typed text ('' lists the first options).
 * @param enabled   Whether to fetch now.
 */
export function useLogicTypeOptions(
	logicType: LogicType,
	search: string,
	enabled = true
) {
	return useQuery< LookupItem[], ApiError >( {
		queryKey: queryKeys.logicType( logicType, search ),
		queryFn: async ( { signal } ) => {
			const found = await request< LogicTypeAnswer >( {
				path: `/userfeedback/v1/logic-type?logic_type=${ encodeURIComponent(
					logicType
				) }&search=${ encodeURIComponent( search ) }`,
				signal,
			} );
			return found.items;
		},
		enabled,
		placeholderData: keepPreviousData,
		staleTime: 60 * 1000,
	} );
}
