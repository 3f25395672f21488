/**
 * What a locked section says in place of its Pro feature: one sentence and the upgrade link
 * (opens the pricing page in a new tab, and says so to screen readers).
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from './Notice';
import { UPGRADE_URL } from './upgrade-modal';
import { upgradeFeatureText } from '../features/results/gates';

export function UpgradeNotice( { children }: { children: ReactNode } ) {
	return (
		<Notice status="info">
			<p>{ children }</p>
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
		</Notice>
	);
}
