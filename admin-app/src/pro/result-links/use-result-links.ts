/**
 * Read-only results links over REST (docs/rest-api.md "Results links"; Pro with a licence,
 * people who read results): the survey's links, make one (its address answered once), revoke
 * one. Part of the result links' Pro chunk.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';
import { queryKeys } from '../../data/query-keys';
import { SURVEYS_PATH } from '../../data/use-surveys';
import type {
	ResultLinkMade,
	ResultLinkRevoked,
	ResultLinks,
	RestRequests,
} from '@userfeedback/contract';

export type ResultLink = ResultLinks[ number ];

export type MakeResultLink = Omit<
	RestRequests[ 'POST /surveys/{id}/result-links' ],
	'id'
>;

const key = ( surveyId: number ) =>
	[ ...queryKeys.all, 'result-links', surveyId ] as const;

const path = ( surveyId: number ) =>
	`${ SURVEYS_PATH }/${ surveyId }/result-links`;

export function useResultLinks( surveyId: number ) {
	return useQuery< ResultLinks, ApiError >( {
		queryKey: key( surveyId ),
		queryFn: ( { signal } ) =>
			request< ResultLinks >( { path: path( surveyId ), signal } ),
	} );
}

export function useMakeResultLink( surveyId: number ) {
	const client = useQueryClient();
	return useMutation< ResultLinkMade, ApiError, MakeResultLink >( {
		mutationFn: ( data ) =>
			request< ResultLinkMade >( {
				path: path( surveyId ),
				method: 'POST',
				data,
			} ),
		onSuccess: () =>
			client.invalidateQueries( { queryKey: key( surveyId ) } ),
	} );
}

export function useRevokeResultLink( surveyId: number ) {
	const client = useQueryClient();
	return useMutation< ResultLinkRevoked, ApiError, number >( {
		mutationFn: ( id ) =>
			request< ResultLinkRevoked >( {
				path: `${ path( surveyId ) }/${ id }`,
				method: 'DELETE',
			} ),
		onSettled: () =>
			client.invalidateQueries( { queryKey: key( surveyId ) } ),
	} );
}
