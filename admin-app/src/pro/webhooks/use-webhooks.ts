/**
 * The webhooks over REST (docs/rest-api.md "Webhooks"; Pro with a pro or elite licence,
 * administrators): the list, create, change, delete, send a test, and an endpoint's delivery log.
 * Part of the webhooks' Pro chunk.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';
import { queryKeys } from '../../data/query-keys';
import type {
	RestAnswers,
	Webhook as WebhookAnswer,
	WebhookDeliveries,
	WebhookTest,
} from '@userfeedback/contract';

export const WEBHOOKS_PATH = '/userfeedback/v1/webhooks';

/**
 * An endpoint: `survey_ids` empty means every survey; `secret_hint` is the secret's last four
 * characters, `secret` only in the answer that made it (create, or rotate_secret).
 */
export type Webhook = WebhookAnswer;

export type WebhookEvent = Webhook[ 'events' ][ number ];

export const WEBHOOK_EVENTS: WebhookEvent[] = [
	'response.submitted',
	'response.trashed',
	'response.deleted',
	'survey.published',
	'response.analyzed',
];

export type DeliveryOutcome = NonNullable<
	Webhook[ 'last_delivery' ]
>[ 'outcome' ];

export interface WebhookFields {
	url: string;
	events: WebhookEvent[];
	survey_ids: number[];
	active?: boolean;
}

export type WebhookTestResult = WebhookTest;

/** One page of an endpoint's delivery log. */
export type DeliveryPage = WebhookDeliveries;

export type Delivery = DeliveryPage[ 'items' ][ number ];

const KEY = queryKeys.webhooks;
const deliveriesKey = queryKeys.webhookDeliveries;

export function useWebhooks() {
	return useQuery< Webhook[], ApiError >( {
		queryKey: KEY,
		queryFn: ( { signal } ) =>
			request< Webhook[] >( { path: WEBHOOKS_PATH, signal } ),
	} );
}

/**
 * Whose delivery log: the routes' base path and the query key of their list (the log's key sits
 * under it, so refreshing the list refreshes the logs). Slack destinations share the log.
 */
export interface DeliveriesSource {
	path: string;
	key: readonly unknown[];
}

export const WEBHOOK_DELIVERIES: DeliveriesSource = {
	path: WEBHOOKS_PATH,
	key: KEY,
};

export function useDeliveries(
	id: number,
	page: number,
	source: DeliveriesSource = WEBHOOK_DELIVERIES
) {
	return useQuery< DeliveryPage, ApiError >( {
		queryKey:
			source === WEBHOOK_DELIVERIES
				? deliveriesKey( id, page )
				: [ ...source.key, id, 'deliveries', page ],
		queryFn: ( { signal } ) =>
			request< DeliveryPage >( {
				path: `${ source.path }/${ id }/deliveries?page=${ page }&per_page=10`,
				signal,
			} ),
	} );
}

/** Every change refreshes the list (last delivery, status) and the logs. */
function useRefresh() {
	const client = useQueryClient();
	return () => client.invalidateQueries( { queryKey: KEY } );
}

export function useCreateWebhook() {
	const refresh = useRefresh();
	return useMutation< Webhook, ApiError, WebhookFields >( {
		mutationFn: ( fields ) =>
			request< Webhook >( {
				path: WEBHOOKS_PATH,
				method: 'POST',
				data: fields,
			} ),
		onSuccess: refresh,
	} );
}

export function useUpdateWebhook() {
	const refresh = useRefresh();
	return useMutation<
		Webhook,
		ApiError,
		{
			id: number;
			changes: Partial< WebhookFields > & { rotate_secret?: boolean };
		}
	>( {
		mutationFn: ( { id, changes } ) =>
			request< Webhook >( {
				path: `${ WEBHOOKS_PATH }/${ id }`,
				method: 'PATCH',
				data: changes,
			} ),
		onSuccess: refresh,
	} );
}

export function useDeleteWebhook() {
	const client = useQueryClient();
	return useMutation<
		RestAnswers[ 'DELETE /webhooks/{id}' ],
		ApiError,
		number
	>( {
		mutationFn: ( id ) =>
			request< RestAnswers[ 'DELETE /webhooks/{id}' ] >( {
				path: `${ WEBHOOKS_PATH }/${ id }`,
				method: 'DELETE',
			} ),
		onSuccess: ( _, id ) => {
			// Its log is gone with it: forget it rather than ask for it again (a 404).
			client.removeQueries( { queryKey: [ ...KEY, id ] } );
			return client.invalidateQueries( { queryKey: KEY, exact: true } );
		},
	} );
}

export function useTestWebhook() {
	const refresh = useRefresh();
	return useMutation< WebhookTestResult, ApiError, number >( {
		mutationFn: ( id ) =>
			request< WebhookTestResult >( {
				path: `${ WEBHOOKS_PATH }/${ id }/test`,
				method: 'POST',
			} ),
		onSettled: refresh,
	} );
}
