/**
 * A small snackbar at the bottom of the screen for brief confirmations ("Copied to Clipboard").
 * The live region is always in the page, so screen readers announce each new message; a message
 * hides itself after a few seconds (showing the same text again restarts the timer).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_DURATION_MS = 3000;

export interface ToastMessage {
	/** Changes on every `show()`, so the same text shown twice counts as a new message. */
	id: number;
	text: string;
}

export interface ToastState {
	message: ToastMessage | null;
	show: ( text: string ) => void;
	hide: () => void;
}

export function useToast(): ToastState {
	const [ message, setMessage ] = useState< ToastMessage | null >( null );
	const nextId = useRef( 1 );
	const show = useCallback( ( text: string ) => {
		setMessage( { id: nextId.current++, text } );
	}, [] );
	const hide = useCallback( () => setMessage( null ), [] );
	return { message, show, hide };
}

interface ToastProps {
	message: ToastMessage | null;
	onHide: () => void;
	duration?: number;
}

export function Toast( {
	message,
	onHide,
	duration = TOAST_DURATION_MS,
}: ToastProps ) {
	const messageId = message?.id;
	useEffect( () => {
		if ( messageId === undefined ) {
			return undefined;
		}
		const timer = window.setTimeout( onHide, duration );
		return () => window.clearTimeout( timer );
	}, [ messageId, onHide, duration ] );

	return (
		<div className="uf-toast-region" role="status" aria-live="polite">
			{ message && (
				<div key={ message.id } className="uf-toast">
					{ message.text }
				</div>
			) }
		</div>
	);
}
