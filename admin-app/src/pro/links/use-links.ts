/**
 * Personal single-use links over REST (docs/rest-api.md "Personal links"; Pro with a licence,
 * people who edit surveys): make them (answered once, as a CSV), page through the unused ones,
 * revoke one. Part of the links' Pro chunk.
 */
import {
	useInfiniteQuery,
	useMutation,
	useQueryClient,
} from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';
import { queryKeys } from '../../data/query-keys';
import { SURVEYS_PATH } from '../../data/use-surveys';
import type {
	LinkRevoked,
	LinksMade,
	RestRequests,
	UnusedLinks,
} from '@userfeedback/contract';

export type UnusedLink = UnusedLinks[ 'items' ][ number ];

export type MakeLinks = Omit<
	RestRequests[ 'POST /surveys/{id}/links' ],
	'id'
>;

const unusedKey = ( surveyId: number ) =>
	[ ...queryKeys.all, 'links', surveyId ] as const;

const linksPath = ( surveyId: number ) =>
	`${ SURVEYS_PATH }/${ surveyId }/links`;

/**
 * The survey's unused links, a page at a time in the order they were made.
 *
 * @param surveyId The survey.
 */
export function useUnusedLinks( surveyId: number ) {
	return useInfiniteQuery< UnusedLinks, ApiError >( {
		queryKey: unusedKey( surveyId ),
		initialPageParam: 0,
		queryFn: ( { pageParam, signal } ) =>
			request< UnusedLinks >( {
				path: `${ linksPath( surveyId ) }?after=${ Number(
					pageParam
				) }`,
				signal,
			} ),
		getNextPageParam: ( last ) =>
			last.more ? last.items[ last.items.length - 1 ]?.id : undefined,
	} );
}

/**
 * Makes links; the list of unused ones is read again.
 *
 * @param surveyId The survey.
 */
export function useMakeLinks( surveyId: number ) {
	const client = useQueryClient();
	return useMutation< LinksMade, ApiError, MakeLinks >( {
		mutationFn: ( data ) =>
			request< LinksMade >( {
				path: linksPath( surveyId ),
				method: 'POST',
				data,
			} ),
		onSuccess: () =>
			client.invalidateQueries( { queryKey: unusedKey( surveyId ) } ),
	} );
}

/**
 * Revokes an unused link.
 *
 * @param surveyId The survey.
 */
export function useRevokeLink( surveyId: number ) {
	const client = useQueryClient();
	return useMutation< LinkRevoked, ApiError, number >( {
		mutationFn: ( id ) =>
			request< LinkRevoked >( {
				path: `${ linksPath( surveyId ) }/${ id }`,
				method: 'DELETE',
			} ),
		onSettled: () =>
			client.invalidateQueries( { queryKey: unusedKey( surveyId ) } ),
	} );
}
