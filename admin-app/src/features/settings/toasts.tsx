/**
 * The settings area's toasts: progress ('Verifying license...'), success and error messages
 * (spec §4, §8). Errors are announced assertively and stay longer; a new toast replaces the last.
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

export type ToastStatus = 'info' | 'success' | 'error';

interface ToastItem {
	id: number;
	text: string;
	status: ToastStatus;
}

export interface Toasts {
	show: ( text: string, status?: ToastStatus ) => void;
	hide: () => void;
}

const DURATION: Record< ToastStatus, number > = {
	info: 4000,
	success: 4000,
	error: 10000,
};

const ToastContext = createContext< Toasts | null >( null );

export function ToastProvider( { children }: { children: ReactNode } ) {
	const [ toast, setToast ] = useState< ToastItem | null >( null );
	const nextId = useRef( 1 );
	const show = useCallback(
		( text: string, status: ToastStatus = 'info' ) => {
			setToast( { id: nextId.current++, text, status } );
		},
		[]
	);
	const hide = useCallback( () => setToast( null ), [] );
	const value = useMemo( () => ( { show, hide } ), [ show, hide ] );

	const toastId = toast?.id;
	const status = toast?.status;
	useEffect( () => {
		if ( toastId === undefined || ! status ) {
			return undefined;
		}
		const timer = window.setTimeout( hide, DURATION[ status ] );
		return () => window.clearTimeout( timer );
	}, [ toastId, status, hide ] );

	return (
		<ToastContext.Provider value={ value }>
			{ children }
			<div className="uf-toast-region" role="status" aria-live="polite">
				{ toast && toast.status !== 'error' && (
					<div
						key={ toast.id }
						className={ `uf-toast uf-settings-toast uf-settings-toast--${ toast.status }` }
					>
						{ toast.text }
					</div>
				) }
			</div>
			<div
				className="uf-toast-region uf-settings-toast-region--alert"
				role="alert"
			>
				{ toast && toast.status === 'error' && (
					<div
						key={ toast.id }
						className="uf-toast uf-settings-toast uf-settings-toast--error"
					>
						<span>{ toast.text }</span>
						<button
							type="button"
							className="uf-settings-toast__close"
							aria-label={ __( 'Dismiss', 'userfeedback' ) }
							onClick={ hide }
						>
							×
						</button>
					</div>
				) }
			</div>
		</ToastContext.Provider>
	);
}

export function useToasts(): Toasts {
	const toasts = useContext( ToastContext );
	if ( ! toasts ) {
		throw new Error( 'useToasts() needs a <ToastProvider>.' );
	}
	return toasts;
}
