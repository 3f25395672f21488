/**
 * The webhooks over REST (docs/rest-api.md "Webhooks"; Pro with a pro or elite licence,
 * administrators): the list, create, change, delete, send a test, and an endpoint's delivery log.
 * Part of the webhooks' Pro chunk.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from '../../data/api';

export const WEBHOOKS_PATH = '/userfeedback/v1/webhooks';

export type WebhookEvent =
	| 'response.submitted'
	| 'response.trashed'
	| 'response.deleted'
	| 'survey.published';

export const WEBHOOK_EVENTS: WebhookEvent[] = [
	'response.submitted',
	'response.trashed',
	'response.deleted',
	'survey.published',
];

export type DeliveryOutcome = 'delivered' | 'retrying' | 'gave_up' | 'skipped';

export interface Webhook {
	id: number;
	url: string;
	events: WebhookEvent[];
	/** Empty: every survey. */
	survey_ids: number[];
	active: boolean;
	/** The secret's last four characters. */
	secret_hint: string;
	/** Only in the answer that made it (create, or rotate_secret). */
	secret?: string;
	created_at: string | null;
	updated_at: string | null;
	last_delivery: {
		outcome: DeliveryOutcome;
		response_code: number;
		at: string | null;
	} | null;
}

export interface WebhookFields {
	url: string;
	events: WebhookEvent[];
	survey_ids: number[];
	active?: boolean;
}

export interface WebhookTestResult {
	outcome: 'delivered' | 'gave_up';
	response_code: number;
	duration_ms: number;
	error: string | null;
	response_excerpt: string;
	delivery_id: string;
}

export interface Delivery {
	id: number;
	delivery_id: string;
	event: WebhookEvent | 'test';
	survey_id: number;
	response_id: number;
	attempt: number;
	outcome: DeliveryOutcome;
	response_code: number;
	duration_ms: number;
	error: string;
	response_excerpt: string;
	created_at: string | null;
}

export interface DeliveryPage {
	items: Delivery[];
	pagination: {
		page: number;
		per_page: number;
		total: number;
		pages: number;
	};
}

const KEY = [ 'userfeedback', 'webhooks' ] as const;
const deliveriesKey = ( id: number, page: number ) =>
	[ ...KEY, id, 'deliveries', page ] as const;

export function useWebhooks() {
	return useQuery< Webhook[], ApiError >( {
		queryKey: KEY,
		queryFn: ( { signal } ) =>
			request< Webhook[] >( { path: WEBHOOKS_PATH, signal } ),
	} );
}

export function useDeliveries( id: number, page: number ) {
	return useQuery< DeliveryPage, ApiError >( {
		queryKey: deliveriesKey( id, page ),
		queryFn: ( { signal } ) =>
			request< DeliveryPage >( {
				path: `${ WEBHOOKS_PATH }/${ id }/deliveries?page=${ page }&per_page=10`,
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
	return useMutation< { deleted: boolean; id: number }, ApiError, number >( {
		mutationFn: ( id ) =>
			request< { deleted: boolean; id: number } >( {
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
