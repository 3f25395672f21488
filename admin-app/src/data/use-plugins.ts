/**
 * admin-ajax calls (spec §7: "POST with an action name and nonce") and the plugins catalogue
 * over them: `userfeedback_get_plugins`, `userfeedback_install_plugin`,
 * `userfeedback_activate_plugin`, `userfeedback_deactivate_plugin` (docs: .dev contracts
 * "Plugins admin-ajax"). Replies are wp_send_json_success / wp_send_json_error; everything else
 * (WordPress's bare `0` for an action nobody registered, `-1` for a failed nonce, an HTML error
 * page) becomes an `AjaxError` with a message a person can act on, so screens show it instead of
 * crashing.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { __ } from '@wordpress/i18n';

import { getGlobals } from './globals';
import { queryKeys } from './query-keys';

export class AjaxError extends Error {
	/** `action_unavailable` (no handler: `0`), `bad_nonce` (`-1`), `request_failed`, `http_error`, or the server's `data.error`. */
	readonly code: string;

	/** The HTTP status, 0 when the request never completed. */
	readonly status: number;

	constructor( code: string, message: string, status = 0 ) {
		super( message );
		this.name = 'AjaxError';
		this.code = code;
		this.status = status;
	}
}

/** The site's admin-ajax.php URL. */
export function ajaxUrl(): string {
	const base = getGlobals().admin_url;
	return `${ base.endsWith( '/' ) ? base : `${ base }/` }admin-ajax.php`;
}

function record( value: unknown ): Record< string, unknown > | null {
	return value && typeof value === 'object'
		? ( value as Record< string, unknown > )
		: null;
}

/**
 * Reads an admin-ajax reply.
 *
 * @param  status HTTP status.
 * @param  text   The raw body.
 * @throws {AjaxError} When the reply is not `{ success: true, data }`.
 */
export function parseAjaxReply< T >( status: number, text: string ): T {
	const trimmed = text.trim();
	if ( trimmed === '0' || trimmed === '' ) {
		throw new AjaxError(
			'action_unavailable',
			__(
				'This action is not available on this site yet (the server does not handle it).',
				'userfeedback'
			),
			status
		);
	}
	if ( trimmed === '-1' ) {
		throw new AjaxError(
			'bad_nonce',
			__(
				'Your session has expired. Reload the page and try again.',
				'userfeedback'
			),
			status
		);
	}
	let body: unknown;
	try {
		body = JSON.parse( trimmed );
	} catch {
		throw new AjaxError(
			'http_error',
			status >= 400
				? `${ __( 'The server answered with an error.', 'userfeedback' ) } (HTTP ${ status })`
				: __( 'The server sent an unreadable reply.', 'userfeedback' ),
			status
		);
	}
	const reply = record( body );
	if ( reply?.success === true ) {
		return reply.data as T;
	}
	const data = record( reply?.data );
	const message =
		typeof data?.message === 'string' && data.message
			? data.message
			: __( 'The request failed.', 'userfeedback' );
	throw new AjaxError(
		typeof data?.error === 'string' && data.error
			? data.error
			: 'request_failed',
		message,
		status
	);
}

/**
 * POSTs one admin-ajax action and resolves with its `data`.
 *
 * @param  action The action name, e.g. `userfeedback_get_plugins`.
 * @param  params Other fields; `nonce` defaults to the install nonce of the globals.
 * @throws {AjaxError} On any failure.
 */
export async function adminAjax< T >(
	action: string,
	params: Record< string, string > = {}
): Promise< T > {
	const body = new URLSearchParams( {
		nonce: getGlobals().install_nonce,
		...params,
		action,
	} );
	let response: Response;
	try {
		response = await window.fetch( ajaxUrl(), {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				'Content-Type':
					'application/x-www-form-urlencoded; charset=UTF-8',
			},
			body: body.toString(),
		} );
	} catch {
		throw new AjaxError(
			'request_failed',
			__(
				'The request could not reach the server. Check your connection and try again.',
				'userfeedback'
			)
		);
	}
	return parseAjaxReply< T >( response.status, await response.text() );
}

/** A plugin of the install catalogue (the analytics and automation plugins, cross-sales). */
export interface Plugin {
	slug: string;
	basename: string;
	name: string;
	description: string;
	icon: string;
	installed: boolean;
	active: boolean;
	is_installed: boolean;
	is_active: boolean;
	setup_complete: boolean;
	setup_url: string;
	recipe_url: string;
}

export interface PluginReply {
	message: string;
	plugin: Plugin;
}

export function usePlugins() {
	return useQuery< Record< string, Plugin >, AjaxError >( {
		queryKey: queryKeys.plugins,
		queryFn: async () => {
			const data = await adminAjax< { plugins?: unknown } >(
				'userfeedback_get_plugins'
			);
			const plugins = record( data?.plugins );
			return ( plugins ?? {} ) as Record< string, Plugin >;
		},
		refetchOnWindowFocus: false,
	} );
}

function storePlugin(
	client: ReturnType< typeof useQueryClient >,
	plugin: Plugin | undefined
) {
	if ( ! plugin?.slug ) {
		return;
	}
	client.setQueryData< Record< string, Plugin > >(
		queryKeys.plugins,
		( old ) => ( { ...( old ?? {} ), [ plugin.slug ]: plugin } )
	);
}

/** Installs a catalogue plugin; `activate` asks the server to activate it right after. */
export function useInstallPlugin() {
	const client = useQueryClient();
	return useMutation<
		PluginReply,
		AjaxError,
		{ slug: string; activate: boolean }
	>( {
		mutationFn: ( { slug, activate } ) =>
			adminAjax< PluginReply >( 'userfeedback_install_plugin', {
				slug,
				activate: activate ? '1' : '0',
			} ),
		onSuccess: ( reply ) => storePlugin( client, reply?.plugin ),
	} );
}

export function useActivatePlugin() {
	const client = useQueryClient();
	return useMutation< PluginReply, AjaxError, { basename: string } >( {
		mutationFn: ( { basename } ) =>
			adminAjax< PluginReply >( 'userfeedback_activate_plugin', {
				basename,
			} ),
		onSuccess: ( reply ) => storePlugin( client, reply?.plugin ),
	} );
}

export function useDeactivatePlugin() {
	const client = useQueryClient();
	return useMutation< PluginReply, AjaxError, { basename: string } >( {
		mutationFn: ( { basename } ) =>
			adminAjax< PluginReply >( 'userfeedback_deactivate_plugin', {
				basename,
			} ),
		onSuccess: ( reply ) => storePlugin( client, reply?.plugin ),
	} );
}
