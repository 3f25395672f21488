/**
 * A slide-in notice (configuration.md §2.10, §4 "Notices", §9): types info, success and warning
 * (error too, for the server's notices), an optional timeout in seconds. It mounts hidden, opens
 * shortly after (OPEN_DELAY_MS, so the slide-in transition runs), and on close — its Dismiss
 * button, the timeout, or `open` turning false — emits `onClosed` at once, slides out, and removes
 * itself `removeAfterMs` later (NOTICE_REMOVE_MS, 0.5 s), when `onRemoved` runs. Banners use
 * BANNER_CLOSE_MS (2 s after hide).
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';

import './notices.scss';

export type SlideNoticeType = 'info' | 'success' | 'warning' | 'error';

/** "Open shortly after mount". */
export const OPEN_DELAY_MS = 50;
/** Spec §9: notice removal 0.5 s. */
export const NOTICE_REMOVE_MS = 500;
/** Spec §9: banner closes 2 s after hide. */
export const BANNER_CLOSE_MS = 2000;

interface SlideNoticeProps {
	type?: SlideNoticeType;
	/** Seconds until it closes by itself; none stays until dismissed. */
	timeout?: number;
	/** Shows a Dismiss button. */
	dismissible?: boolean;
	/** False closes it (for a parent that decides). */
	open?: boolean;
	/** Emitted when closing starts. */
	onClosed?: () => void;
	/** Runs once it is removed, `removeAfterMs` after closing. */
	onRemoved?: () => void;
	removeAfterMs?: number;
	className?: string;
	children: ReactNode;
}

type Phase = 'mounted' | 'open' | 'closing' | 'removed';

export function SlideNotice( {
	type = 'info',
	timeout,
	dismissible = true,
	open = true,
	onClosed,
	onRemoved,
	removeAfterMs = NOTICE_REMOVE_MS,
	className = '',
	children,
}: SlideNoticeProps ) {
	const [ phase, setPhase ] = useState< Phase >( 'mounted' );
	const callbacks = useRef( { onClosed, onRemoved } );
	callbacks.current = { onClosed, onRemoved };
	const removeTimer = useRef< number | undefined >( undefined );

	// The phase is mirrored in a ref so close() decides (and emits) once, outside state updaters.
	const phaseRef = useRef< Phase >( 'mounted' );
	const move = useCallback( ( next: Phase ) => {
		phaseRef.current = next;
		setPhase( next );
	}, [] );

	const close = useCallback( () => {
		if (
			phaseRef.current === 'closing' ||
			phaseRef.current === 'removed'
		) {
			return;
		}
		move( 'closing' );
		callbacks.current.onClosed?.();
		removeTimer.current = window.setTimeout( () => {
			move( 'removed' );
			callbacks.current.onRemoved?.();
		}, removeAfterMs );
	}, [ removeAfterMs, move ] );

	useEffect( () => {
		const timer = window.setTimeout( () => {
			if ( phaseRef.current === 'mounted' ) {
				move( 'open' );
			}
		}, OPEN_DELAY_MS );
		return () => window.clearTimeout( timer );
	}, [ move ] );

	useEffect( () => () => window.clearTimeout( removeTimer.current ), [] );

	useEffect( () => {
		if ( ! timeout || timeout <= 0 ) {
			return undefined;
		}
		const timer = window.setTimeout( close, timeout * 1000 );
		return () => window.clearTimeout( timer );
	}, [ timeout, close ] );

	useEffect( () => {
		if ( ! open ) {
			close();
		}
	}, [ open, close ] );

	if ( phase === 'removed' ) {
		return null;
	}
	return (
		<div
			className={ `uf-slide-notice uf-notice uf-notice--${ type }${
				phase === 'open' ? ' is-open' : ''
			}${ phase === 'closing' ? ' is-closing' : '' } ${ className }`.trim() }
			role={ type === 'error' ? 'alert' : 'status' }
		>
			<div className="uf-slide-notice__content">{ children }</div>
			{ dismissible && (
				<button
					type="button"
					className="button-link uf-slide-notice__dismiss"
					onClick={ close }
					disabled={ phase === 'closing' }
				>
					<span
						className="dashicons dashicons-dismiss"
						aria-hidden="true"
					/>
					<span className="screen-reader-text">
						{ __( 'Dismiss this notice.', 'userfeedback' ) }
					</span>
				</button>
			) }
		</div>
	);
}
