/**
 * The Add-ons page's rules as pure functions (spec §2.5, §4 "Add-on status", §9): status,
 * the one button, its labels and the search. The server applies the same status rule
 * (Plugins\AddonCatalogue::status); the page derives it from the live entitlements so a licence
 * or edition change shows at once.
 */
import { __ } from '@wordpress/i18n';

import type { Addon, AddonAction, AddonStatus } from '../../data/use-addons';

export type AddonButton = AddonAction | 'upgrade';

/** How long the progress label stays after a call ends (spec §9: 1000 ms). */
export const PROGRESS_CLEAR_MS = 1000;

/**
 * Active if active; Upgrade Required outside Pro (an add-on unlocks nothing in Lite, so the page
 * never offers Activate there); Not Active if installed; Not Installed otherwise.
 *
 * @param addon The add-on's WordPress state.
 * @param isPro Whether this is the Pro edition.
 */
export function addonStatus(
	addon: Pick< Addon, 'installed' | 'active' >,
	isPro: boolean
): AddonStatus {
	if ( addon.active ) {
		return 'active';
	}
	if ( ! isPro ) {
		return 'upgrade_required';
	}
	return addon.installed ? 'not_active' : 'not_installed';
}

/**
 * The card's one button: deactivate when active, activate when installed and inactive, install
 * when not installed, upgrade when the edition does not allow add-ons.
 *
 * @param status The add-on's status.
 */
export function addonButton( status: AddonStatus ): AddonButton {
	switch ( status ) {
		case 'active':
			return 'deactivate';
		case 'not_active':
			return 'activate';
		case 'not_installed':
			return 'install';
		default:
			return 'upgrade';
	}
}

export function statusLabel( status: AddonStatus ): string {
	switch ( status ) {
		case 'active':
			return __( 'Active', 'userfeedback' );
		case 'not_active':
			return __( 'Not Active', 'userfeedback' );
		case 'not_installed':
			return __( 'Not Installed', 'userfeedback' );
		default:
			return __( 'Upgrade Required', 'userfeedback' );
	}
}

export function buttonLabel( button: AddonButton ): string {
	switch ( button ) {
		case 'install':
			return __( 'Install Addon', 'userfeedback' );
		case 'activate':
			return __( 'Activate', 'userfeedback' );
		case 'deactivate':
			return __( 'Deactivate', 'userfeedback' );
		default:
			return __( 'Upgrade Now', 'userfeedback' );
	}
}

/**
 * The label while a call runs (spec §4).
 *
 * @param action The running action.
 */
export function progressLabel( action: AddonAction ): string {
	switch ( action ) {
		case 'install':
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text (§4).
			return __( 'Installing...', 'userfeedback' );
		case 'activate':
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text (§4).
			return __( 'Activating...', 'userfeedback' );
		default:
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text (§4).
			return __( 'Deactivating...', 'userfeedback' );
	}
}

/**
 * Add-ons whose title contains the search, ignoring case and surrounding spaces (spec §2.5).
 *
 * @param addons The add-ons.
 * @param search What was typed.
 */
export function filterAddons< T extends Pick< Addon, 'title' > >(
	addons: T[],
	search: string
): T[] {
	const needle = search.trim().toLocaleLowerCase();
	if ( ! needle ) {
		return addons;
	}
	return addons.filter( ( addon ) =>
		addon.title.toLocaleLowerCase().includes( needle )
	);
}
