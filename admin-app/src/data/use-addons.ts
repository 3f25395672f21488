/**
 * The add-ons (docs/rest-api.md, "Add-ons"): the list, and install / activate / deactivate.
 * A change also refetches the entitlements (the site globals' add-on flags, read through
 * `useEntitlements()`) and the survey templates (some need an add-on), so every screen reflects
 * what the server now enforces without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type { AddonKey } from './globals';
import { queryKeys } from './query-keys';

export const ADDONS_PATH = '/userfeedback/v1/addons';

export type AddonStatus =
	'active' | 'not_active' | 'not_installed' | 'upgrade_required';

/** The spec's Add-on entity (§3) plus what the page needs. */
export interface Addon {
	slug: AddonKey;
	title: string;
	excerpt: string;
	/** Icon URL. */
	icon: string;
	type: string;
	/** The plugin is on disk. */
	installed: boolean;
	/** WordPress runs the plugin. */
	active: boolean;
	/** Its features are on (Pro, licensed, active): what the gates use. */
	unlocked: boolean;
	redirect: string;
	/** The server's status (same rule as `addonStatus()`). */
	status: AddonStatus;
	basename: string;
	version: string;
}

export type AddonAction = 'install' | 'activate' | 'deactivate';

export interface AddonReply {
	message: string;
	addon: Addon;
}

export function fetchAddons( signal?: AbortSignal ): Promise< Addon[] > {
	return request< { addons: Addon[] } >( {
		path: ADDONS_PATH,
		method: 'GET',
		...( signal ? { signal } : {} ),
	} ).then( ( body ) =>
		Array.isArray( body?.addons ) ? body.addons : []
	);
}

export function useAddons() {
	return useQuery< Addon[], ApiError >( {
		queryKey: queryKeys.addons,
		queryFn: ( { signal } ) => fetchAddons( signal ),
		refetchOnWindowFocus: false,
	} );
}

export interface AddonActionVariables {
	slug: AddonKey;
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
			if ( ! reply?.addon?.slug ) {
				return;
			}
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
