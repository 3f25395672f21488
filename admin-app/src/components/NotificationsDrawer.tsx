/**
 * The header's notifications button and drawer (configuration.md §2.8, §4): Inbox and Dismissed
 * views with Dismiss All, over GET notifications (data/use-notifications.ts). Opens by itself when
 * the page URL carries `?open={notifications_key}`. The bell's badge counts the Inbox: the server
 * prints the count with the page (`window.userfeedbackNotices.notifications_count`), so a page
 * load costs no request; the list is fetched when the drawer first opens. Dismissing removes an
 * item at once, then the list is fetched again.
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
	type KeyboardEvent,
	type RefObject,
} from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../data/globals';
import {
	useDismissNotification,
	useNotificationAction,
	useNotifications,
	type NotificationItem,
} from '../data/use-notifications';
import { ErrorNotice } from './Notice';
import { useToasts } from './Toast';

type View = 'inbox' | 'dismissed';

const VIEWS: View[] = [ 'inbox', 'dismissed' ];

function shouldAutoOpen(): boolean {
	const open = new URLSearchParams( window.location.search ).get( 'open' );
	return open !== null && open === getGlobals().notifications_key;
}

function printedCount(): number {
	const count = window.userfeedbackNotices?.notifications_count;
	return typeof count === 'number' && count > 0 ? count : 0;
}

function formatDate( iso: string ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	return date.toLocaleDateString( getGlobals().locale.replace( '_', '-' ), {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
	} );
}

interface ItemProps {
	item: NotificationItem;
	onDismiss?: () => void;
}

function NotificationCard( { item, onDismiss }: ItemProps ) {
	const action = useNotificationAction();
	const toasts = useToasts();
	const run = ( cls: string, name: string ) =>
		action.mutate(
			{ class: cls, action: name },
			{
				onSuccess: ( reply ) => {
					if ( reply?.redirect_to ) {
						window.location.assign( reply.redirect_to );
					} else if ( reply?.reload ) {
						window.location.reload();
					}
				},
				onError: ( error ) => toasts.failed( error.message ),
			}
		);
	const titleId = useId();
	return (
		<li
			className={ `uf-notification uf-notification--${ item.type }` }
			aria-labelledby={ titleId }
		>
			<div className="uf-notification__head">
				<h3 id={ titleId } className="uf-notification__title">
					{ item.title }
				</h3>
				<span className="uf-notification__date">
					{ formatDate( item.date ) }
				</span>
			</div>
			<div
				className="uf-notification__content"
				// Sanitised on the server (wp_kses_post); the feed's HTML never reaches here raw.
				dangerouslySetInnerHTML={ { __html: item.content } }
			/>
			<div className="uf-notification__actions">
				{ item.btns.map( ( btn, index ) => (
					<a
						key={ btn.url }
						className={ `button button-small${
							index === 0 ? ' button-primary' : ''
						}` }
						href={ btn.url }
					>
						{ btn.text }
					</a>
				) ) }
				{ item.actions.map( ( entry ) => (
					<button
						key={ `${ entry.class }/${ entry.action }` }
						type="button"
						className="button button-small button-primary"
						disabled={ action.isPending }
						onClick={ () => run( entry.class, entry.action ) }
					>
						{ entry.text }
					</button>
				) ) }
				{ onDismiss && (
					<button
						type="button"
						className="button-link uf-notification__dismiss"
						onClick={ onDismiss }
						aria-label={ sprintf(
							/* translators: %s: notification title. */
							__( 'Dismiss “%s”', 'userfeedback' ),
							item.title
						) }
					>
						{ __( 'Dismiss', 'userfeedback' ) }
					</button>
				) }
			</div>
		</li>
	);
}

function DrawerList( { view }: { view: View } ) {
	const { data, error, isPending } = useNotifications();
	const dismiss = useDismissNotification();
	const empty: Record< View, string > = {
		inbox: __( 'You have no new notifications.', 'userfeedback' ),
		dismissed: __( 'You have no dismissed notifications.', 'userfeedback' ),
	};
	if ( error ) {
		return (
			<ErrorNotice
				error={ error }
				title={ __(
					'Could not load the notifications.',
					'userfeedback'
				) }
			/>
		);
	}
	if ( isPending ) {
		return (
			<p className="uf-notifications__empty">
				{ __( 'Loading…', 'userfeedback' ) }
			</p>
		);
	}
	const items = view === 'inbox' ? data.notifications : data.dismissed;
	if ( items.length === 0 ) {
		return <p className="uf-notifications__empty">{ empty[ view ] }</p>;
	}
	return (
		<ul className="uf-notifications__list">
			{ items.map( ( item ) => (
				<NotificationCard
					key={ item.id }
					item={ item }
					onDismiss={
						view === 'inbox'
							? () => dismiss.mutate( item.id )
							: undefined
					}
				/>
			) ) }
		</ul>
	);
}

export function NotificationsDrawer() {
	const [ isOpen, setIsOpen ] = useState( shouldAutoOpen );
	// The list is fetched from the first opening on; until then the badge shows the page's count.
	const [ wasOpened, setWasOpened ] = useState( isOpen );
	const { data } = useNotifications( wasOpened );
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

	const close = useCallback( () => {
		setIsOpen( false );
		toggleRef.current?.focus();
	}, [] );

	useEffect( () => {
		if ( isOpen ) {
			setWasOpened( true );
		}
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
			<Toggle
				toggleRef={ toggleRef }
				count={ data ? data.notifications.length : printedCount() }
				isOpen={ isOpen }
				panelId={ panelId }
				onClick={ onToggle }
			/>
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
						<DismissAll />
					</div>
					<div
						id={ `${ id }-view` }
						className="uf-notifications__view"
						role="tabpanel"
						aria-labelledby={ `${ id }-tab-${ view }` }
					>
						<DrawerList view={ view } />
					</div>
				</div>
			) }
		</div>
	);
}

function DismissAll() {
	const { data } = useNotifications();
	const dismiss = useDismissNotification();
	return (
		<button
			type="button"
			className="button button-small uf-notifications__dismiss-all"
			disabled={ ! data || data.notifications.length === 0 }
			onClick={ () => dismiss.mutate( 'all' ) }
		>
			{ __( 'Dismiss All', 'userfeedback' ) }
		</button>
	);
}

interface ToggleProps {
	toggleRef: RefObject< HTMLButtonElement >;
	isOpen: boolean;
	panelId: string;
	onClick: () => void;
	count: number;
}

/**
 * The bell's badge text: the count, capped at 99+.
 *
 * @param count New notifications.
 */
export function badgeText( count: number ): string {
	return count > 99 ? '99+' : String( count );
}

/**
 * The bell's accessible name. It holds the badge's text exactly as shown (label in name, WCAG
 * 2.5.3), so a speech user who says what they see ("click 99+") reaches the button.
 *
 * @param count New notifications.
 */
export function toggleLabel( count: number ): string {
	return count > 0
		? sprintf(
				/* translators: %s: number of new notifications as the badge shows it, e.g. 3 or 99+. */
				_n(
					'Notifications (%s new)',
					'Notifications (%s new)',
					count,
					'userfeedback'
				),
				badgeText( count )
			)
		: __( 'Notifications', 'userfeedback' );
}

function Toggle( { toggleRef, isOpen, panelId, onClick, count }: ToggleProps ) {
	return (
		<button
			ref={ toggleRef }
			type="button"
			className="uf-notifications__toggle"
			aria-label={ toggleLabel( count ) }
			aria-expanded={ isOpen }
			aria-controls={ panelId }
			onClick={ onClick }
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
			{ count > 0 && (
				<span className="uf-notifications__badge">
					{ badgeText( count ) }
				</span>
			) }
		</button>
	);
}
