/**
 * The Slack destinations over REST (docs/rest-api.md "Slack"; Pro with a pro or elite licence,
 * administrators): the list, add, change, delete, send a test, and a destination's delivery log
 * (the webhooks' log: a destination is a webhook of kind slack). Part of the Slack Pro chunk.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';
import { queryKeys } from '../../data/query-keys';
import type { DeliveriesSource } from '../webhooks/use-webhooks';
import type {
	RestAnswers,
	SlackDestination as SlackDestinationAnswer,
	SlackTest,
} from '@userfeedback/contract';

export const SLACK_PATH = '/userfeedback/v1/slack-destinations';

/**
 * A destination: its name, `url_hint` (the address's host and last four characters: the address
 * itself never comes back), whether it is on, its failures in a row and its last delivery.
 */
export type SlackDestination = SlackDestinationAnswer;

export type SlackTestResult = SlackTest;

export interface SlackFields {
	name?: string;
	url?: string;
	active?: boolean;
}

const KEY = queryKeys.slackDestinations;

/** Where a destination's delivery log comes from (DeliveriesLog). */
export const SLACK_DELIVERIES: DeliveriesSource = {
	path: SLACK_PATH,
	key: KEY,
};

/**
 * The site's Slack destinations.
 *
 * @param enabled Whether to ask (only administrators on the plan may).
 */
export function useSlackDestinations( enabled = true ) {
	return useQuery< SlackDestination[], ApiError >( {
		queryKey: KEY,
		queryFn: ( { signal } ) =>
			request< SlackDestination[] >( { path: SLACK_PATH, signal } ),
		enabled,
	} );
}

/** Every change refreshes the list (last delivery, failures, status) and the logs. */
function useRefresh() {
	const client = useQueryClient();
	return () => client.invalidateQueries( { queryKey: KEY } );
}

export function useCreateSlackDestination() {
	const refresh = useRefresh();
	return useMutation<
		SlackDestination,
		ApiError,
		Required< Pick< SlackFields, 'name' | 'url' > >
	>( {
		mutationFn: ( fields ) =>
			request< SlackDestination >( {
				path: SLACK_PATH,
				method: 'POST',
				data: fields,
			} ),
		onSuccess: refresh,
	} );
}

export function useUpdateSlackDestination() {
	const refresh = useRefresh();
	return useMutation<
		SlackDestination,
		ApiError,
		{ id: number; changes: SlackFields }
	>( {
		mutationFn: ( { id, changes } ) =>
			request< SlackDestination >( {
				path: `${ SLACK_PATH }/${ id }`,
				method: 'PATCH',
				data: changes,
			} ),
		onSuccess: refresh,
	} );
}

export function useDeleteSlackDestination() {
	const client = useQueryClient();
	return useMutation<
		RestAnswers[ 'DELETE /slack-destinations/{id}' ],
		ApiError,
		number
	>( {
		mutationFn: ( id ) =>
			request< RestAnswers[ 'DELETE /slack-destinations/{id}' ] >( {
				path: `${ SLACK_PATH }/${ id }`,
				method: 'DELETE',
			} ),
		onSuccess: ( _, id ) => {
			// Its log is gone with it: forget it rather than ask for it again (a 404).
			client.removeQueries( { queryKey: [ ...KEY, id ] } );
			return client.invalidateQueries( { queryKey: KEY, exact: true } );
		},
	} );
}

export function useTestSlackDestination() {
	const refresh = useRefresh();
	return useMutation< SlackTestResult, ApiError, number >( {
		mutationFn: ( id ) =>
			request< SlackTestResult >( {
				path: `${ SLACK_PATH }/${ id }/test`,
				method: 'POST',
			} ),
		onSettled: refresh,
	} );
}
