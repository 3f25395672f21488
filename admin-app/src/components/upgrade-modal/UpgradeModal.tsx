/**
 * The upgrade modal (configuration.md §2.9): '{feature} is a PRO feature', naming the site's plan
 * (lite or plus) and, for Lite, the 50% discount; 'Upgrade to PRO' opens the pricing page,
 * 'Already purchased?' goes to the licence settings. One component for every locked control,
 * opened through `useUpgradeModal()`.
 *
 * A native <dialog> shown modally: the browser traps focus, Esc closes it and focus returns to
 * the control that opened it.
 */
import { useEffect, useId, useRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { LicenseType } from '../../data/globals';

export const UPGRADE_URL =
	'https://www.userfeedback.com/lite/?utm_source=liteplugin&utm_medium=upgrade-modal&utm_campaign=upgrade';

interface UpgradeModalProps {
	/** The locked feature's name, e.g. 'Custom Device Type'; null when closed. */
	feature: string | null;
	licenseType: LicenseType;
	/** Where 'Already purchased?' leads: the licence key on Settings → General. */
	settingsUrl: string;
	onClose: () => void;
}

function planText( feature: string, licenseType: LicenseType ): string {
	if ( licenseType === 'plus' ) {
		return sprintf(
			/* translators: %s: feature name. */
			__(
				'We’re sorry, %s is not available on your Plus plan. Please upgrade to the PRO plan to unlock all these awesome features.',
				'userfeedback'
			),
			feature
		);
	}
	return sprintf(
		/* translators: %s: feature name. */
		__(
			'We’re sorry, %s is not available on your Lite plan. Please upgrade to the PRO plan to unlock all these awesome features.',
			'userfeedback'
		),
		feature
	);
}

export function UpgradeModal( {
	feature,
	licenseType,
	settingsUrl,
	onClose,
}: UpgradeModalProps ) {
	const dialog = useRef< HTMLDialogElement >( null );
	const titleId = useId();

	useEffect( () => {
		const element = dialog.current;
		if ( ! element ) {
			return;
		}
		if ( feature && ! element.open ) {
			if ( typeof element.showModal === 'function' ) {
				element.showModal();
			} else {
				element.setAttribute( 'open', '' );
			}
		} else if ( ! feature && element.open ) {
			if ( typeof element.close === 'function' ) {
				element.close();
			} else {
				element.removeAttribute( 'open' );
			}
		}
	}, [ feature ] );

	return (
		// Esc closes the dialog natively (onCancel); the backdrop click is a pointer convenience.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
		<dialog
			ref={ dialog }
			className="uf-upgrade-modal"
			aria-labelledby={ titleId }
			onClose={ onClose }
			onCancel={ onClose }
			onClick={ ( event ) => {
				// A click on the backdrop (the dialog itself, outside its content) closes it.
				if ( event.target === dialog.current ) {
					onClose();
				}
			} }
		>
			{ feature && (
				<div className="uf-upgrade-modal__content">
					<button
						type="button"
						className="uf-upgrade-modal__close"
						aria-label={ __( 'Close', 'userfeedback' ) }
						onClick={ onClose }
					>
						<span aria-hidden="true">×</span>
					</button>
					<span
						className="dashicons dashicons-lock uf-upgrade-modal__icon"
						aria-hidden="true"
					/>
					<h2 id={ titleId } className="uf-upgrade-modal__title">
						{ sprintf(
							/* translators: %s: feature name, e.g. Custom Device Type. */
							__( '%s is a PRO feature', 'userfeedback' ),
							feature
						) }
					</h2>
					<p>{ planText( feature, licenseType ) }</p>
					{ licenseType !== 'plus' && (
						<p className="uf-upgrade-modal__offer">
							<strong>
								{ __(
									'Bonus: UserFeedback Lite users get 50% off the regular price, automatically applied at checkout.',
									'userfeedback'
								) }
							</strong>
						</p>
					) }
					<p className="uf-upgrade-modal__actions">
						<a
							className="button button-primary button-hero"
							href={ UPGRADE_URL }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Upgrade to PRO', 'userfeedback' ) }
							<span className="screen-reader-text">
								{ __( '(opens in a new tab)', 'userfeedback' ) }
							</span>
						</a>
					</p>
					<p>
						<a href={ settingsUrl }>
							{ __( 'Already purchased?', 'userfeedback' ) }
						</a>
					</p>
				</div>
			) }
		</dialog>
	);
}
