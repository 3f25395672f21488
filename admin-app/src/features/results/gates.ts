/**
 * The reporting gates (reporting.md §1, §6): date ranges beyond 7 days, export and the AI summary
 * need Pro with a valid licence of type pro or elite. The server refuses the same; this only
 * decides what the screens offer.
 */
import { __ } from '@wordpress/i18n';

import type { Entitlements } from '../../data/globals';

/** The longest range (in days, both ends included) without the Pro plan. */
export const FREE_RANGE_DAYS = 7;

/**
 * Whether the site has Pro with a pro or elite licence.
 *
 * @param entitlements The site's edition and licence.
 */
export function hasProPlan(
	entitlements: Pick<
		Entitlements,
		'is_pro' | 'is_licensed' | 'license_type'
	>
): boolean {
	return (
		entitlements.is_pro &&
		entitlements.is_licensed &&
		( entitlements.license_type === 'pro' ||
			entitlements.license_type === 'elite' )
	);
}

export function upgradeDateRangesText(): string {
	return __( 'Upgrade to Pro to unlock Date Ranges', 'userfeedback' );
}

export function upgradeExportText(): string {
	return __( 'Upgrade to Pro to unlock Export Results', 'userfeedback' );
}

export function upgradeFeatureText(): string {
	return __( 'Upgrade to Pro to unlock this feature', 'userfeedback' );
}
