/**
 * The notifications drawer's data (configuration.md §3 "Notification (drawer)", §7; contract in
 * docs/rest-api.md "Notifications"): GET notifications, POST notifications/{id}/dismiss ('all'
 * too) and POST notifications/action. Dismissing removes the item locally at once, then the list
 * is fetched again (spec §4).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import { queryKeys } from './query-keys';

export const NOTIFICATIONS_PATH = '/userfeedback/v1/notifications';

export type NotificationType = 'info' | 'success' | 'warning';

export interface NotificationItem {
	id: string;
	title: string;
	/** HTML, sanitised on the server. */
	content: string;
	type: NotificationType;
	/** ISO 8601. */
	date: string;
	btns: Array< { text: string; url: string } >;
	actions: Array< { text: string; class: string; action: string } >;
}

export interface NotificationsData {
	notifications: NotificationItem[];
	dismissed: NotificationItem[];
	view_url: string;
	sidebar_url: string;
}

export interface NotificationActionReply {
	reload?: boolean;
	redirect_to?: string;
}

const EMPTY: NotificationsData = {
	notifications: [],
	dismissed: [],
	view_url: '',
	sidebar_url: '',
};

function normalize(
	body: Partial< NotificationsData > | null
): NotificationsData {
	return {
		...EMPTY,
		...( body ?? {} ),
		notifications: Array.isArray( body?.notifications )
			? body.notifications
			: [],
		dismissed: Array.isArray( body?.dismissed ) ? body.dismissed : [],
	};
}

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
			request< Partial< NotificationsData > >( {
				path: NOTIFICATIONS_PATH,
				method: 'GET',
				signal,
			} ).then( normalize ),
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
