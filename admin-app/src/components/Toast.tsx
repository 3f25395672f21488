/**
 * The admin app's one toast system (configuration.md §4, §8; reporting.md §8, §9): a snackbar at
 * the bottom of the screen, one toast at a time (a new one replaces the last), provided once by
 * the app shell (`<ToastProvider>` in App.tsx) and used everywhere through `useToasts()`.
 *
 * - info ('Saving Changes...', 'Verifying license...') and success ('Settings Updated', 3 s) are
 *   announced politely; the region is always in the page so screen readers hear each new one.
 * - errors (default title 'Could Not Save Changes') are announced assertively, stay longer and
 *   have a close button.
 * - Showing the same text again restarts its timer.
 *
 * Without a provider the calls only log to the console (spec §8: "a missing notice store is only
 * logged to the console"), so a component rendered on its own never crashes.
 */
import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';

import './notices.scss';

export type ToastStatus = 'info' | 'success' | 'error';

/** How long each kind stays, in ms (reporting.md §9: success toast 3000 ms). */
export const TOAST_DURATIONS: Record< ToastStatus, number > = {
	info: 4000,
	success: 3000,
	error: 10000,
};

export interface ToastOptions {
	/** Overrides the status's duration (ms). */
	duration?: number;
	/** A bold first line (errors default to 'Could Not Save Changes' when shown by `failed`). */
	title?: string;
}

export interface Toasts {
	show: (
		text: string,
		status?: ToastStatus,
		options?: ToastOptions
	) => void;
	hide: () => void;
	/** 'Saving Changes...' (info). */
	saving: () => void;
	/** 'Settings Updated' (success, 3 s), or another success text. */
	saved: ( text?: string ) => void;
	/**
	 * An error toast titled 'Could Not Save Changes' (or `title`), with the reason below.
	 *
	 * @param message The reason, e.g. the server's error text.
	 * @param title   The title.
	 */
	failed: ( message?: string, title?: string ) => void;
}

interface ToastItem {
	id: number;
	text: string;
	status: ToastStatus;
	title?: string;
	duration: number;
}

const ToastContext = createContext< Toasts | null >( null );

export function ToastProvider( { children }: { children: ReactNode } ) {
	const [ toast, setToast ] = useState< ToastItem | null >( null );
	const nextId = useRef( 1 );
	const show = useCallback(
		(
			text: string,
			status: ToastStatus = 'info',
			options: ToastOptions = {}
		) => {
			setToast( {
				id: nextId.current++,
				text,
				status,
				title: options.title,
				duration: options.duration ?? TOAST_DURATIONS[ status ],
			} );
		},
		[]
	);
	const hide = useCallback( () => setToast( null ), [] );
	const value = useMemo< Toasts >(
		() => ( {
			show,
			hide,
			saving: () =>
				// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
				show( __( 'Saving Changes...', 'userfeedback' ) ),
			saved: ( text ) =>
				show(
					text ?? __( 'Settings Updated', 'userfeedback' ),
					'success'
				),
			failed: ( message = '', title ) =>
				show( message, 'error', {
					title:
						title ?? __( 'Could Not Save Changes', 'userfeedback' ),
				} ),
		} ),
		[ show, hide ]
	);

	const toastId = toast?.id;
	const duration = toast?.duration;
	useEffect( () => {
		if ( toastId === undefined || duration === undefined ) {
			return undefined;
		}
		const timer = window.setTimeout( hide, duration );
		return () => window.clearTimeout( timer );
	}, [ toastId, duration, hide ] );

	const isError = toast?.status === 'error';
	return (
		<ToastContext.Provider value={ value }>
			{ children }
			<div
				className="uf-toast-region"
				aria-live="polite"
				aria-atomic="true"
			>
				{ toast && ! isError && (
					<div
						key={ toast.id }
						className={ `uf-toast uf-toast--${ toast.status }` }
						role="status"
					>
						{ toast.title && (
							<strong className="uf-toast__title">
								{ toast.title }
							</strong>
						) }
						{ toast.text }
					</div>
				) }
			</div>
			{ toast && isError && (
				<div className="uf-toast-region uf-toast-region--alert">
					<div
						key={ toast.id }
						className="uf-toast uf-toast--error"
						role="alert"
					>
						<span className="uf-toast__text">
							{ toast.title && (
								<strong className="uf-toast__title">
									{ toast.title }
								</strong>
							) }
							{ toast.text }
						</span>
						<button
							type="button"
							className="uf-toast__close"
							aria-label={ __( 'Dismiss', 'userfeedback' ) }
							onClick={ hide }
						>
							×
						</button>
					</div>
				</div>
			) }
		</ToastContext.Provider>
	);
}

let warned = false;

const MISSING: Toasts = {
	show: ( text ) => missing( text ),
	hide: () => undefined,
	saving: () => missing( 'Saving Changes...' ),
	saved: ( text ) => missing( text ?? 'Settings Updated' ),
	failed: ( text ) => missing( text ?? '' ),
};

function missing( text: string ): void {
	if ( ! warned ) {
		warned = true;
		// eslint-disable-next-line no-console
		console.error(
			'UserFeedback: a toast was shown outside <ToastProvider>:',
			text
		);
	}
}

/** The app's toasts. */
export function useToasts(): Toasts {
	return useContext( ToastContext ) ?? MISSING;
}

/** The success duration, under its former name. */
export const TOAST_DURATION_MS = TOAST_DURATIONS.success;

/**
 * The former per-screen API, kept so code written against it keeps working: `show()` goes to the
 * shared toasts and `<Toast>` renders nothing (the provider shows the toast).
 *
 * @deprecated Use `useToasts()`.
 */
export function useToast(): {
	message: null;
	show: ( text: string ) => void;
	hide: () => void;
} {
	const { show, hide } = useToasts();
	return useMemo(
		() => ( {
			message: null,
			show: ( text: string ) => show( text ),
			hide,
		} ),
		[ show, hide ]
	);
}

/**
 * The former toast element: the provider renders toasts now, so this renders nothing. Its props
 * (`message`, `onHide`) are accepted and ignored.
 *
 * @deprecated Drop it; `useToasts()` needs no element.
 */
export function Toast(): null {
	return null;
}
