/**
 * The notifications drawer's data (configuration.md §3 "Notification (drawer)", §7; contract in
 * docs/rest-api.md "Notifications"): GET notifications, POST notifications/{id}/dismiss ('all'
 * too) and POST notifications/action. Dismissing removes the item locally at once, then the list
 * is fetched again (spec §4).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type { NotificationAction, Notifications } from '@userfeedback/contract';
import { queryKeys } from './query-keys';

export const NOTIFICATIONS_PATH = '/userfeedback/v1/notifications';

/** GET notifications: the active and the dismissed ones, and the drawer's two links. */
export type NotificationsData = Notifications;

/** `content` is HTML, sanitised on the server; `date` ISO 8601. */
export type NotificationItem = NotificationsData[ 'notifications' ][ number ];

export type NotificationType = NotificationItem[ 'type' ];

export type NotificationActionReply = NotificationAction;

/**
 * The lists.
 *
 * @param enabled False holds the request back (the drawer fetches from its first opening on).
 */
export function useNotifications( enabled = true ) {
	return useQuery< NotificationsData, ApiError >( {
		queryKey: queryKeys.notifications,
		enabled,
		queryFn: ( { signal } ) =>
			request< NotificationsData >( {
				path: NOTIFICATIONS_PATH,
				method: 'GET',
				signal,
			} ),
		refetchOnWindowFocus: false,
	} );
}

/**
 * Dismisses one notification (or 'all'): moved to Dismissed locally before the call, then the
 * list is fetched again whatever the outcome.
 */
export function useDismissNotification() {
	const client = useQueryClient();
	return useMutation< unknown, ApiError, string >( {
		mutationFn: ( id ) =>
			request( {
				path: `${ NOTIFICATIONS_PATH }/${ encodeURIComponent( id ) }/dismiss`,
				method: 'POST',
			} ),
		onMutate: async ( id ) => {
			await client.cancelQueries( { queryKey: queryKeys.notifications } );
			client.setQueryData< NotificationsData >(
				queryKeys.notifications,
				( old ) => {
					if ( ! old ) {
						return old;
					}
					const moved = old.notifications.filter(
						( item ) => id === 'all' || item.id === id
					);
					return {
						...old,
						notifications: old.notifications.filter(
							( item ) => ! moved.includes( item )
						),
						dismissed: [ ...moved, ...old.dismissed ],
					};
				}
			);
		},
		onSettled: () =>
			client.invalidateQueries( { queryKey: queryKeys.notifications } ),
	} );
}

/** Runs a notification's action; the caller reloads or navigates as the reply says. */
export function useNotificationAction() {
	return useMutation<
		NotificationActionReply,
		ApiError,
		{ class: string; action: string }
	>( {
		mutationFn: ( data ) =>
			request< NotificationActionReply >( {
				path: `${ NOTIFICATIONS_PATH }/action`,
				method: 'POST',
				data,
			} ),
	} );
}
