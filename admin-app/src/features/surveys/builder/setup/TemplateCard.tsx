/**
 * One template of the setup step's catalogue (configuration.md §2.3, §5, §6): its name and
 * description as one button. An available template is chosen by that button. A locked one says
 * why: in Lite a Pro template carries a PRO badge and its button opens the upgrade modal; in Pro
 * the button is marked disabled (still focusable, so its reasons are read with it) and the
 * server's `errors` ('Requires Templates addon', 'Please enter a valid license key to enable Pro
 * templates.') show under it with a link to where the admin can fix them.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import type { SurveyTemplate } from '../../../../data/survey-types';

/** How a template card behaves. */
export type TemplateLock =
	/** Available: choosing applies it. */
	| { kind: 'open' }
	/** Lite, Pro template: choosing opens the upgrade modal. */
	| { kind: 'upgrade' }
	/** Pro, but a licence or an add-on is missing: the reasons and where to fix them. */
	| { kind: 'locked'; fixUrl: string; fixLabel: string };

interface TemplateCardProps {
	template: SurveyTemplate;
	lock: TemplateLock;
	/** This template was chosen in this session (the draft carries it). */
	chosen: boolean;
	onChoose: ( template: SurveyTemplate ) => void;
	onUpgrade: ( template: SurveyTemplate ) => void;
}

export function TemplateCard( {
	template,
	lock,
	chosen,
	onChoose,
	onUpgrade,
}: TemplateCardProps ) {
	const reasonsId = useId();
	const locked = lock.kind !== 'open';
	const reasons =
		template.errors.length > 0
			? template.errors
			: [
					__(
						'This template is not available on your site.',
						'userfeedback'
					),
				];

	const onClick = () => {
		if ( lock.kind === 'open' ) {
			onChoose( template );
		} else if ( lock.kind === 'upgrade' ) {
			onUpgrade( template );
		}
	};

	const classes = [
		'uf-builder-template',
		locked ? 'is-locked' : '',
		chosen ? 'is-chosen' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<li className={ classes }>
			<button
				type="button"
				className="uf-builder-template__button"
				aria-pressed={ lock.kind === 'open' ? chosen : undefined }
				aria-disabled={ lock.kind === 'locked' ? true : undefined }
				aria-describedby={ locked ? reasonsId : undefined }
				onClick={ onClick }
			>
				<span className="uf-builder-template__head">
					<span className="uf-builder-template__name">
						{ template.name }
					</span>
					{ ( template.is_pro || locked ) && (
						<ProBadge locked={ locked } />
					) }
					{ chosen && (
						<span
							className="dashicons dashicons-yes-alt uf-builder-template__check"
							aria-hidden="true"
						/>
					) }
				</span>
				{ template.description && (
					<span className="uf-builder-template__description">
						{ template.description }
					</span>
				) }
			</button>
			{ lock.kind === 'upgrade' && (
				<p id={ reasonsId } className="uf-builder-template__reasons">
					{ __(
						'Upgrade to PRO to use this template.',
						'userfeedback'
					) }
				</p>
			) }
			{ lock.kind === 'locked' && (
				<div className="uf-builder-template__reasons">
					<ul id={ reasonsId }>
						{ reasons.map( ( reason ) => (
							<li key={ reason }>{ reason }</li>
						) ) }
					</ul>
					<a href={ lock.fixUrl }>{ lock.fixLabel }</a>
				</div>
			) }
		</li>
	);
}
