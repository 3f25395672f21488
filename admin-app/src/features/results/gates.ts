/**
 * The reporting gates (reporting.md §1, §6): date ranges beyond 7 days, export and the AI summary
 * need Pro with a valid licence of type pro or elite — the server's has_pro_plan fact, read
 * through hasProPlan() in data/entitlements.ts. The server refuses the same; the screens only
 * decide what they offer. This file holds the limit and the upgrade texts.
 */
import { __ } from '@wordpress/i18n';

import { FREE_RANGE_DAYS } from '@userfeedback/contract';

/** The longest range (in days, both ends included) without the Pro plan (DateRange::FREE_DAYS). */
export { FREE_RANGE_DAYS };

export function upgradeDateRangesText(): string {
	return __( 'Upgrade to Pro to unlock Date Ranges', 'userfeedback' );
}

export function upgradeExportText(): string {
	return __( 'Upgrade to Pro to unlock Export Results', 'userfeedback' );
}

export function upgradeFeatureText(): string {
	return __( 'Upgrade to Pro to unlock this feature', 'userfeedback' );
}
