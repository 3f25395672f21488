/**
 * The Thank You card (configuration.md §3 "settings.thank_you", §5): after the last answer the
 * widget shows a message (default 'Thanks for your feedback!') or redirects to a page.
 * - A custom message needs Pro. In Lite the default message is shown read-only; trying to edit it
 *   opens the upgrade modal (the server stores the default message for Lite anyway).
 * - Redirecting needs the behavior add-on: in Lite the choice opens the upgrade modal; on Pro
 *   without the add-on it is disabled with the add-on notice. Without the add-on a stored redirect
 *   shows as the message it will become on save.
 * - An emptied message goes back to the default when its field is left; a redirect needs a page.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import type { SurveySettings } from '../../../../data/survey-types';
import { behaviorAddonNotice, type Gate } from '../shared/gates';
import { defaultThankYouMessage } from '../survey';
import { FEATURES } from './gates';
import { RedirectPicker } from './RedirectPicker';

type ThankYou = SurveySettings[ 'thank_you' ];

interface ThankYouCardProps {
	thankYou: ThankYou;
	onChange: ( thankYou: ThankYou ) => void;
	messageGate: Gate;
	redirectGate: Gate;
	onUpgrade: ( feature: string ) => void;
	showErrors: boolean;
}

/**
 * The redirect error (the server's words), or null.
 *
 * @param thankYou The thank-you settings.
 */
export function thankYouError( thankYou: ThankYou ): string | null {
	if ( thankYou.type === 'redirect' && ! thankYou.redirect_to ) {
		return __( 'Choose the page to redirect to.', 'userfeedback' );
	}
	return null;
}

export function ThankYouCard( {
	thankYou,
	onChange,
	messageGate,
	redirectGate,
	onUpgrade,
	showErrors,
}: ThankYouCardProps ) {
	const id = useId();
	const type = redirectGate === 'ok' ? thankYou.type : 'message';
	const error = showErrors ? thankYouError( { ...thankYou, type } ) : null;
	const redirectNoticeId = `${ id }-redirect-notice`;
	const messageLocked = messageGate !== 'ok';

	return (
		<section
			className="uf-builder-card uf-builder-thank-you"
			aria-labelledby={ `${ id }-heading` }
		>
			<div className="uf-builder-card__header">
				<h3
					id={ `${ id }-heading` }
					className="uf-builder-card__heading"
				>
					{ __( 'Thank You Message', 'userfeedback' ) }
				</h3>
				{ error && (
					<span
						className="uf-builder-card__error-icon dashicons dashicons-warning"
						role="img"
						aria-label={ __(
							'This card has errors',
							'userfeedback'
						) }
					/>
				) }
			</div>
			<div className="uf-builder-card__body">
				<fieldset className="uf-builder-thank-you__type">
					<legend>
						{ __( 'After the last question', 'userfeedback' ) }
					</legend>
					<span className="uf-builder-thank-you__choice">
						<input
							id={ `${ id }-message` }
							type="radio"
							name={ `${ id }-type` }
							value="message"
							checked={ type === 'message' }
							onChange={ () =>
								onChange( { ...thankYou, type: 'message' } )
							}
						/>
						<label htmlFor={ `${ id }-message` }>
							{ __( 'Show a message', 'userfeedback' ) }
						</label>
					</span>
					<span
						className={ `uf-builder-thank-you__choice${
							redirectGate === 'upgrade' ? ' is-locked' : ''
						}` }
					>
						{ redirectGate === 'upgrade' ? (
							<input
								id={ `${ id }-redirect` }
								type="radio"
								name={ `${ id }-type` }
								value="redirect"
								checked={ false }
								readOnly
								aria-disabled="true"
								onClick={ ( event ) => {
									event.preventDefault();
									onUpgrade( FEATURES.redirect() );
								} }
							/>
						) : (
							<input
								id={ `${ id }-redirect` }
								type="radio"
								name={ `${ id }-type` }
								value="redirect"
								checked={ type === 'redirect' }
								disabled={ redirectGate === 'notice' }
								aria-describedby={
									redirectGate === 'notice'
										? redirectNoticeId
										: undefined
								}
								onChange={ () =>
									onChange( {
										...thankYou,
										type: 'redirect',
									} )
								}
							/>
						) }
						<label htmlFor={ `${ id }-redirect` }>
							{ __( 'Redirect to a page', 'userfeedback' ) }
							{ redirectGate === 'upgrade' && (
								<>
									{ ' ' }
									<ProBadge />
								</>
							) }
						</label>
					</span>
					{ redirectGate === 'notice' && (
						<p id={ redirectNoticeId } className="description">
							{ behaviorAddonNotice() }
						</p>
					) }
				</fieldset>

				{ type === 'message' && (
					<div className="uf-builder-thank-you__message">
						<label htmlFor={ `${ id }-text` }>
							{ __( 'Message', 'userfeedback' ) }
							{ messageLocked && (
								<>
									{ ' ' }
									<ProBadge />
								</>
							) }
						</label>
						{ messageLocked ? (
							<textarea
								id={ `${ id }-text` }
								className="widefat"
								rows={ 2 }
								readOnly
								aria-describedby={ `${ id }-text-locked` }
								value={ defaultThankYouMessage() }
								onClick={ () =>
									onUpgrade( FEATURES.thankYouMessage() )
								}
								onKeyDown={ ( event ) => {
									if (
										event.key.length === 1 ||
										event.key === 'Enter' ||
										event.key === 'Backspace' ||
										event.key === 'Delete'
									) {
										event.preventDefault();
										onUpgrade( FEATURES.thankYouMessage() );
									}
								} }
							/>
						) : (
							<textarea
								id={ `${ id }-text` }
								className="widefat"
								rows={ 2 }
								value={ thankYou.message }
								onChange={ ( event ) =>
									onChange( {
										...thankYou,
										message: event.target.value,
									} )
								}
								onBlur={ () => {
									if ( thankYou.message.trim() === '' ) {
										onChange( {
											...thankYou,
											message: defaultThankYouMessage(),
										} );
									}
								} }
							/>
						) }
						{ messageLocked && (
							<p
								id={ `${ id }-text-locked` }
								className="description"
							>
								{ __(
									'Upgrade to PRO to write your own message.',
									'userfeedback'
								) }
							</p>
						) }
					</div>
				) }

				{ type === 'redirect' && (
					<RedirectPicker
						value={ thankYou.redirect_to }
						error={ error ?? undefined }
						onChange={ ( redirectTo ) =>
							onChange( { ...thankYou, redirect_to: redirectTo } )
						}
					/>
				) }
			</div>
		</section>
	);
}
