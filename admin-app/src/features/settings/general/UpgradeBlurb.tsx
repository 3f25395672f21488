/**
 * The dismissible upgrade blurb of Settings → General for non-Pro sites (spec §2.4). The
 * dismissal is remembered in this browser's localStorage (docs/decisions.md): it is a marketing
 * note, so forgetting it on another browser costs nothing and needs no server round trip.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';

import { UPGRADE_URL } from '../../../components/upgrade-modal';

export const BLURB_STORAGE_KEY =
	'userfeedback-settings-upgrade-blurb-dismissed';

function wasDismissed(): boolean {
	try {
		return window.localStorage.getItem( BLURB_STORAGE_KEY ) === '1';
	} catch {
		return false;
	}
}

export function UpgradeBlurb() {
	const [ dismissed, setDismissed ] = useState( wasDismissed );
	if ( dismissed ) {
		return null;
	}
	const dismiss = () => {
		try {
			window.localStorage.setItem( BLURB_STORAGE_KEY, '1' );
		} catch {
			// Private mode or storage full: it hides for this page view only.
		}
		setDismissed( true );
	};
	return (
		<div className="uf-settings-blurb notice notice-info inline">
			<p>
				<strong>
					{ __( 'You’re using UserFeedback Lite.', 'userfeedback' ) }
				</strong>{ ' ' }
				{ __(
					'Upgrade to UserFeedback PRO for more question types, targeting, behavior, branding, templates and exports. Lite users get 50% off the regular price, automatically applied at checkout.',
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
					{ __( 'Upgrade to PRO', 'userfeedback' ) }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'userfeedback' ) }
					</span>
				</a>
			</p>
			<button
				type="button"
				className="notice-dismiss"
				onClick={ dismiss }
			>
				<span className="screen-reader-text">
					{ __( 'Dismiss this notice.', 'userfeedback' ) }
				</span>
			</button>
		</div>
	);
}
