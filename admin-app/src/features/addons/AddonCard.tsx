/**
 * One add-on: icon, title, excerpt, status and its one button (spec §2.5).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import type { Addon, AddonAction, AddonStatus } from '../../data/use-addons';
import {
	addonButton,
	buttonLabel,
	progressLabel,
	statusLabel,
} from './addon-rules';

interface AddonCardProps {
	addon: Addon;
	status: AddonStatus;
	/** The call running for this card, if any (its label shows until 1 s after it ends). */
	busy: AddonAction | null;
	upgradeUrl: string;
	onAction: ( addon: Addon, action: AddonAction ) => void;
}

export function AddonCard( {
	addon,
	status,
	busy,
	upgradeUrl,
	onAction,
}: AddonCardProps ) {
	const titleId = useId();
	const button = addonButton( status );
	return (
		<li
			className={ `uf-addon-card uf-addon-card--${ status }` }
			aria-labelledby={ titleId }
		>
			<div className="uf-addon-card__body">
				{ addon.icon && (
					<img
						className="uf-addon-card__icon"
						src={ addon.icon }
						alt=""
						width={ 48 }
						height={ 48 }
					/>
				) }
				<div>
					<h2 id={ titleId } className="uf-addon-card__title">
						{ addon.title }
					</h2>
					<p className="uf-addon-card__excerpt">{ addon.excerpt }</p>
				</div>
			</div>
			<div className="uf-addon-card__footer">
				<p className="uf-addon-card__status">
					{ __( 'Status:', 'userfeedback' ) }{ ' ' }
					<strong className={ `uf-addon-status is-${ status }` }>
						{ statusLabel( status ) }
					</strong>
				</p>
				{ button === 'upgrade' ? (
					<a
						className="button button-primary uf-addon-card__button"
						href={ upgradeUrl }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ buttonLabel( button ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ __( '(opens in a new tab)', 'userfeedback' ) }
						</span>
					</a>
				) : (
					<button
						type="button"
						className={ `button ${
							button === 'deactivate' ? '' : 'button-primary '
						}uf-addon-card__button` }
						disabled={ busy !== null }
						aria-describedby={ titleId }
						onClick={ () => onAction( addon, button ) }
					>
						{ busy ? progressLabel( busy ) : buttonLabel( button ) }
					</button>
				) }
			</div>
		</li>
	);
}
