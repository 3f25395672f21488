/**
 * The surveys list's Share dialog: a survey's link, QR code and embed codes (ShareLinks), for a
 * survey whose page is on (the row action shows only then). A native <dialog> shown modally: the
 * browser traps focus, Esc closes it and focus returns to the row action.
 */
import { useEffect, useId, useRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ShareLinks } from './ShareLinks';

export interface ShareDialogProps {
	/** The survey to share; null when closed. */
	survey: { id: number; title: string; share_url: string } | null;
	onClose: () => void;
}

export function ShareDialog( { survey, onClose }: ShareDialogProps ) {
	const dialog = useRef< HTMLDialogElement >( null );
	const titleId = useId();
	useEffect( () => {
		const element = dialog.current;
		if ( survey && element && ! element.open ) {
			element.showModal();
		}
	}, [ survey ] );
	if ( ! survey ) {
		return null;
	}
	return (
		<dialog
			ref={ dialog }
			className="uf-share-dialog"
			aria-labelledby={ titleId }
			onClose={ onClose }
		>
			<h2 id={ titleId }>
				{ sprintf(
					/* translators: %s: survey title. */
					__( 'Share “%s”', 'userfeedback' ),
					survey.title
				) }
			</h2>
			<ShareLinks
				id={ survey.id }
				title={ survey.title }
				url={ survey.share_url }
			/>
			<p className="uf-share-dialog__actions">
				<button
					type="button"
					className="button"
					onClick={ () => dialog.current?.close() }
				>
					{ __( 'Close', 'userfeedback' ) }
				</button>
			</p>
		</dialog>
	);
}
