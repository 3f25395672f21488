/**
 * The Pro upsell under the surveys list, for sites not on Pro (spec §2.2, §9: 20+ premium
 * templates, 50% off for Lite users). A link out only; nothing is fetched.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

export const UPGRADE_URL =
	'https://www.userfeedback.com/lite/?utm_source=liteplugin&utm_medium=surveys-list&utm_campaign=upgrade';

export function ProUpsell() {
	const titleId = useId();
	return (
		<section className="uf-pro-upsell" aria-labelledby={ titleId }>
			<div className="uf-pro-upsell__body">
				<h2 id={ titleId } className="uf-pro-upsell__title">
					{ __( 'Do more with UserFeedback Pro', 'userfeedback' ) }
				</h2>
				<p className="uf-pro-upsell__text">
					{ __(
						'Start from 20+ premium survey templates, ask star rating and NPS questions, show surveys on the right pages and devices, and schedule them ahead of time.',
						'userfeedback'
					) }
				</p>
				<p className="uf-pro-upsell__offer">
					<strong>
						{ __(
							'As a Lite user, you get 50% off when you upgrade.',
							'userfeedback'
						) }
					</strong>
				</p>
			</div>
			<a
				className="button button-primary button-hero uf-pro-upsell__button"
				href={ UPGRADE_URL }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ __( 'Upgrade to PRO', 'userfeedback' ) }{ ' ' }
				<span className="screen-reader-text">
					{ __( '(opens in a new tab)', 'userfeedback' ) }
				</span>
			</a>
		</section>
	);
}
