/**
 * The add-ons (docs/rest-api.md, "Add-ons"): the list, and install / activate / deactivate.
 * A change also refetches the entitlements (the site globals' add-on flags, read through
 * `useEntitlements()`) and the survey templates (some need an add-on), so every screen reflects
 * what the server now enforces without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type {
	AddonAction as AddonActionAnswer,
	Addons,
} from '@userfeedback/contract';
import { queryKeys } from './query-keys';

export const ADDONS_PATH = '/userfeedback/v1/addons';

/** The spec's Add-on entity (§3) plus what the page needs: the server's answer (contract). */
export type Addon = Addons[ 'addons' ][ number ];

/** The server's status (same rule as `addonStatus()`). */
export type AddonStatus = Addon[ 'status' ];

export type AddonAction = 'install' | 'activate' | 'deactivate';

/** What install, activate and deactivate answer. */
export type AddonReply = AddonActionAnswer;

export function fetchAddons( signal?: AbortSignal ): Promise< Addon[] > {
	return request< Addons >( {
		path: ADDONS_PATH,
		method: 'GET',
		...( signal ? { signal } : {} ),
	} ).then( ( body ) => body.addons );
}

export function useAddons() {
	return useQuery< Addon[], ApiError >( {
		queryKey: queryKeys.addons,
		queryFn: ( { signal } ) => fetchAddons( signal ),
		refetchOnWindowFocus: false,
	} );
}

export interface AddonActionVariables {
	slug: Addon[ 'slug' ];
	action: AddonAction;
	/** For install: let the server activate right away (default false: the page activates itself). */
	activate?: boolean;
}

/**
 * POST addons/{slug}/{action}. On success the add-on's fresh state replaces it in the list;
 * after any outcome the list, the entitlements and the templates are refetched.
 */
export function useAddonAction() {
	const client = useQueryClient();
	return useMutation< AddonReply, ApiError, AddonActionVariables >( {
		mutationFn: ( { slug, action, activate = false } ) =>
			request< AddonReply >( {
				path: `${ ADDONS_PATH }/${ encodeURIComponent(
					slug
				) }/${ action }`,
				method: 'POST',
				...( action === 'install' ? { data: { activate } } : {} ),
			} ),
		onSuccess: ( reply ) => {
			client.setQueryData< Addon[] >( queryKeys.addons, ( old ) =>
				old?.map( ( addon ) =>
					addon.slug === reply.addon.slug ? reply.addon : addon
				)
			);
		},
		onSettled: () =>
			Promise.all( [
				client.invalidateQueries( { queryKey: queryKeys.addons } ),
				client.invalidateQueries( {
					queryKey: queryKeys.entitlements,
				} ),
				client.invalidateQueries( {
					queryKey: queryKeys.surveyTemplates,
				} ),
			] ),
	} );
}
