/**
 * The upgrade prompt shown in place of a Pro-only part of the responses screens (spec §8
 * 'Upgrade to Pro to unlock this feature'), with a link to the upgrade page.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from '../../../components/Notice';
import { UPGRADE_URL } from '../../../components/upgrade-modal';

interface UpgradePromptProps {
	/** What the prompt is about, shown before the upgrade text. */
	children?: ReactNode;
}

export function UpgradePrompt( { children }: UpgradePromptProps ) {
	return (
		<div className="uf-results-upgrade">
			<Notice status="info">
				{ children }
				<p>
					<span
						className="dashicons dashicons-lock"
						aria-hidden="true"
					/>{ ' ' }
					<strong>
						{ __(
							'Upgrade to Pro to unlock this feature',
							'userfeedback'
						) }
					</strong>
				</p>
				<p>
					<a
						className="button button-primary"
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
			</Notice>
		</div>
	);
}
