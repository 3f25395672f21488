/**
 * The AI summary's place on the survey results screen. The summary itself comes with the AI
 * issue; until then, sites with access (Pro with a pro or elite licence) see nothing here, and
 * the others see the upsell with 'Upgrade to Pro to unlock this feature'.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { UPGRADE_URL } from '../../components/upgrade-modal';
import { upgradeFeatureText } from './gates';

interface AiSummarySlotProps {
	hasAccess: boolean;
}

export function AiSummarySlot( { hasAccess }: AiSummarySlotProps ) {
	const titleId = useId();
	if ( hasAccess ) {
		return null;
	}
	return (
		<section
			className="uf-results-panel uf-results-ai is-locked"
			aria-labelledby={ titleId }
		>
			<h2 id={ titleId } className="uf-results-panel__title">
				<span className="dashicons dashicons-lock" aria-hidden="true" />
				{ __( 'AI Summary', 'userfeedback' ) }
			</h2>
			<p>
				{ __(
					'Get a short summary of what respondents said, written by AI from this survey’s answers.',
					'userfeedback'
				) }
			</p>
			<p>
				<a
					className="button button-primary"
					href={ UPGRADE_URL }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ upgradeFeatureText() }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'userfeedback' ) }
					</span>
				</a>
			</p>
		</section>
	);
}
