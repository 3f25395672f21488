/**
 * What the builder's edition gates have in common (configuration.md §5, §8). A gate is one state
 * per feature:
 * - 'ok': the feature works;
 * - 'upgrade': the plan lacks it — the control looks locked but stays focusable, and activating it
 *   opens the upgrade modal with the feature's name;
 * - 'notice': a Pro site lacks an add-on (or a licence) — the control is disabled and a notice
 *   says what to do.
 */
import { __ } from '@wordpress/i18n';

import { addonActive, isLicensed } from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';

export type Gate = 'ok' | 'upgrade' | 'notice';

/** The notice for Pro sites without the behavior add-on (configuration.md §8). */
export function behaviorAddonNotice(): string {
	return __(
		'Please activate the Behavior addon to access this feature',
		'userfeedback'
	);
}

/** The notice for Pro sites without a valid licence. */
export function licenceNotice(): string {
	return __(
		'Please enter a valid license key to access this feature.',
		'userfeedback'
	);
}

/**
 * What a Pro site lacks for the behavior add-on's features (the behaviour settings, scheduling):
 * a licence, the add-on, or both.
 *
 * @param ent The site's entitlements.
 */
export function behaviorNotices( ent: Entitlements ): string[] {
	const notices: string[] = [];
	if ( ! isLicensed( ent ) ) {
		notices.push( licenceNotice() );
	}
	if ( ! addonActive( ent, 'behavior' ) ) {
		notices.push( behaviorAddonNotice() );
	}
	return notices;
}
