/**
 * The header's notifications button and drawer (spec §2.8): Inbox and Dismissed views with
 * Dismiss All. Opens by itself when the page URL carries `?open={notifications_key}`.
 * The notifications API arrives later; until then both views are empty.
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
	type KeyboardEvent,
} from 'react';
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../data/globals';

type View = 'inbox' | 'dismissed';

const VIEWS: View[] = [ 'inbox', 'dismissed' ];

function shouldAutoOpen(): boolean {
	const open = new URLSearchParams( window.location.search ).get( 'open' );
	return open !== null && open === getGlobals().notifications_key;
}

export function NotificationsDrawer() {
	const [ isOpen, setIsOpen ] = useState( shouldAutoOpen );
	const [ view, setView ] = useState< View >( 'inbox' );
	const toggleRef = useRef< HTMLButtonElement >( null );
	const panelRef = useRef< HTMLDivElement >( null );
	const focusPanel = useRef( false );
	const id = useId();
	const panelId = `${ id }-panel`;
	const titleId = `${ id }-title`;

	const labels: Record< View, string > = {
		inbox: __( 'Inbox', 'userfeedback' ),
		dismissed: __( 'Dismissed', 'userfeedback' ),
	};
	const empty: Record< View, string > = {
		inbox: __( 'You have no new notifications.', 'userfeedback' ),
		dismissed: __( 'You have no dismissed notifications.', 'userfeedback' ),
	};

	const close = useCallback( () => {
		setIsOpen( false );
		toggleRef.current?.focus();
	}, [] );

	useEffect( () => {
		if ( isOpen && focusPanel.current ) {
			focusPanel.current = false;
			panelRef.current?.focus();
		}
	}, [ isOpen ] );

	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const onKeyDown = ( event: globalThis.KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ isOpen, close ] );

	const onToggle = () => {
		focusPanel.current = ! isOpen;
		setIsOpen( ! isOpen );
	};

	// Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
	const onTabKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' ) {
			return;
		}
		event.preventDefault();
		const next = view === 'inbox' ? 'dismissed' : 'inbox';
		setView( next );
		document.getElementById( `${ id }-tab-${ next }` )?.focus();
	};

	return (
		<div className="uf-notifications">
			<button
				ref={ toggleRef }
				type="button"
				className="uf-notifications__toggle"
				aria-label={ __( 'Notifications', 'userfeedback' ) }
				aria-expanded={ isOpen }
				aria-controls={ panelId }
				onClick={ onToggle }
			>
				<svg
					className="uf-notifications__icon"
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
				</svg>
			</button>
			{ isOpen && (
				<div
					ref={ panelRef }
					id={ panelId }
					className="uf-notifications__panel"
					role="dialog"
					aria-labelledby={ titleId }
					tabIndex={ -1 }
				>
					<div className="uf-notifications__header">
						<h2 id={ titleId } className="uf-notifications__title">
							{ __( 'Notifications', 'userfeedback' ) }
						</h2>
						<button
							type="button"
							className="uf-notifications__close"
							aria-label={ __(
								'Close notifications',
								'userfeedback'
							) }
							onClick={ close }
						>
							<span aria-hidden="true">×</span>
						</button>
					</div>
					<div className="uf-notifications__bar">
						<div
							className="uf-notifications__tabs"
							role="tablist"
							aria-label={ __(
								'Notification views',
								'userfeedback'
							) }
						>
							{ VIEWS.map( ( key ) => (
								<button
									key={ key }
									id={ `${ id }-tab-${ key }` }
									type="button"
									role="tab"
									className={ `uf-notifications__tab${
										view === key ? ' is-active' : ''
									}` }
									aria-selected={ view === key }
									aria-controls={ `${ id }-view` }
									tabIndex={ view === key ? 0 : -1 }
									onClick={ () => setView( key ) }
									onKeyDown={ onTabKeyDown }
								>
									{ labels[ key ] }
								</button>
							) ) }
						</div>
						<button
							type="button"
							className="button button-small uf-notifications__dismiss-all"
							disabled
						>
							{ __( 'Dismiss All', 'userfeedback' ) }
						</button>
					</div>
					<div
						id={ `${ id }-view` }
						className="uf-notifications__view"
						role="tabpanel"
						aria-labelledby={ `${ id }-tab-${ view }` }
					>
						<p className="uf-notifications__empty">
							{ empty[ view ] }
						</p>
					</div>
				</div>
			) }
		</div>
	);
}
