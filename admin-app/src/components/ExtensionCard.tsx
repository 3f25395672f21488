/**
 * One installable extension as a card: icon, title, excerpt, status and its one button (or
 * link). Presentational only: the Add-ons page (add-ons) and the About page (cross-promoted
 * plugins) decide status, labels and actions with the same rules (features/addons/addon-rules).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import './extension-card.scss';

export type ExtensionCardAction =
	| {
			/** A call on this site. */
			kind: 'button';
			label: string;
			primary: boolean;
			disabled: boolean;
			onClick: () => void;
	  }
	| {
			/** A page elsewhere (upgrade), opened in a new tab. */
			kind: 'link';
			label: string;
			href: string;
	  };

interface ExtensionCardProps {
	title: string;
	excerpt: string;
	/** Icon URL ('' for none). */
	icon: string;
	/** A class modifier, e.g. `active`, `not_installed`. */
	status: string;
	statusText: string;
	action: ExtensionCardAction;
}

export function ExtensionCard( {
	title,
	excerpt,
	icon,
	status,
	statusText,
	action,
}: ExtensionCardProps ) {
	const titleId = useId();
	return (
		<li
			className={ `uf-extension-card uf-extension-card--${ status }` }
			aria-labelledby={ titleId }
		>
			<div className="uf-extension-card__body">
				{ icon && (
					<img
						className="uf-extension-card__icon"
						src={ icon }
						alt=""
						width={ 48 }
						height={ 48 }
					/>
				) }
				<div>
					<h2 id={ titleId } className="uf-extension-card__title">
						{ title }
					</h2>
					<p className="uf-extension-card__excerpt">{ excerpt }</p>
				</div>
			</div>
			<div className="uf-extension-card__footer">
				<p className="uf-extension-card__status">
					{ __( 'Status:', 'userfeedback' ) }{ ' ' }
					<strong className={ `uf-extension-status is-${ status }` }>
						{ statusText }
					</strong>
				</p>
				{ action.kind === 'link' ? (
					<a
						className="button button-primary uf-extension-card__button"
						href={ action.href }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ action.label }
						<span className="screen-reader-text">
							{ ' ' }
							{ __( '(opens in a new tab)', 'userfeedback' ) }
						</span>
					</a>
				) : (
					<button
						type="button"
						className={ `button ${
							action.primary ? 'button-primary ' : ''
						}uf-extension-card__button` }
						disabled={ action.disabled }
						aria-describedby={ titleId }
						onClick={ action.onClick }
					>
						{ action.label }
					</button>
				) }
			</div>
		</li>
	);
}
