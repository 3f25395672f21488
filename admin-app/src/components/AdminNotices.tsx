/**
 * The server's notices on the plugin's pages (reporting.md §3 "Notice", §4; configuration.md
 * §2.10), printed by src/Notifications/AdminNotices.php as `window.userfeedbackNotices`. A notice
 * may be limited to (`routes`) or hidden on (`hidden_routes`) named routes: "{area}" (any route
 * of the area) or "{area}-{first hash segment}" ("settings-general", "surveys-edit"; the area's
 * root is "{area}-index"). Dismissing one removes it locally after 500 ms and, as the server stores
 * dismissals, remotely through `userfeedback_remove_notice`. Must sit inside the area's router.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import type { Area } from '../areas';
import { adminAjax } from '../data/use-plugins';
import { SlideNotice, type SlideNoticeType } from './SlideNotice';

export interface ServerNotice {
	id: string;
	content: string;
	type: SlideNoticeType;
	icon: string;
	dismissable: boolean;
	dismissed: boolean;
	global: boolean;
	routes: string[];
	hidden_routes: string[];
}

export interface ServerNotices {
	notices: ServerNotice[];
	nonce: string;
	/** Undismissed notifications of the drawer's Inbox, for the bell's badge. */
	notifications_count?: number;
}

declare global {
	interface Window {
		userfeedbackNotices?: ServerNotices;
	}
}

/**
 * The names a hash route answers to.
 *
 * @param area     The admin area.
 * @param pathname The router's pathname, e.g. `/edit/3/questions`.
 */
export function routeNames( area: Area, pathname: string ): string[] {
	const first = pathname.split( '/' ).filter( Boolean )[ 0 ] ?? 'index';
	return [ area, `${ area }-${ first }` ];
}

/**
 * Whether a notice belongs on a route.
 *
 * @param notice The notice.
 * @param names  The route's names (routeNames()).
 */
export function showsOn( notice: ServerNotice, names: string[] ): boolean {
	if ( notice.hidden_routes.some( ( name ) => names.includes( name ) ) ) {
		return false;
	}
	return (
		notice.routes.length === 0 ||
		notice.routes.some( ( name ) => names.includes( name ) )
	);
}

function initialNotices(): ServerNotices {
	const data =
		typeof window === 'undefined' ? undefined : window.userfeedbackNotices;
	return {
		notices: Array.isArray( data?.notices ) ? data.notices : [],
		nonce: typeof data?.nonce === 'string' ? data.nonce : '',
	};
}

export function AdminNotices( { area }: { area: Area } ) {
	const [ { notices, nonce } ] = useState( initialNotices );
	const [ removed, setRemoved ] = useState< string[] >( [] );
	const { pathname } = useLocation();
	const names = routeNames( area, pathname );
	const shown = notices.filter(
		( notice ) =>
			! notice.dismissed &&
			! removed.includes( notice.id ) &&
			showsOn( notice, names )
	);
	if ( shown.length === 0 ) {
		return null;
	}
	return (
		<div className="uf-admin-notices">
			{ shown.map( ( notice ) => (
				<SlideNotice
					key={ notice.id }
					type={ notice.type }
					dismissible={ notice.dismissable }
					onClosed={ () => {
						// Remote: stored for this user. A failure only means it shows again
						// on the next page load; nothing to tell the user (spec §8).
						adminAjax( 'userfeedback_remove_notice', {
							notice_id: notice.id,
							nonce,
						} ).catch( () => undefined );
					} }
					onRemoved={ () =>
						setRemoved( ( old ) => [ ...old, notice.id ] )
					}
				>
					{ /* Sanitised on the server with wp_kses_post. */ }
					<p dangerouslySetInnerHTML={ { __html: notice.content } } />
				</SlideNotice>
			) ) }
		</div>
	);
}
