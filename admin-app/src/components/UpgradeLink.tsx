/**
 * 'Upgrade to Pro to unlock this feature' as a primary button to the pricing page, opened in a
 * new tab (and saying so to screen readers): what every locked section and upsell ends with.
 */
import { __ } from '@wordpress/i18n';

import { UPGRADE_URL } from './upgrade-modal';
import { upgradeFeatureText } from '../features/results/gates';

export function UpgradeLink() {
	return (
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
	);
}
