/**
 * What the site may use, as the screens ask it. Each helper is a plain read of a fact the server
 * computed (src/Entitlements/Entitlements.php, to_array()), never a formula over the raw facts:
 * a rule changes in PHP only, and the app follows on the next page load or entitlements refetch.
 *
 * Reading is_pro, is_licensed or license_type directly stays fine for choosing WHAT to show
 * (the upgrade modal or an "activate the add-on" notice, an edition badge); whether a feature is
 * allowed comes from here.
 */
import type { AddonKey, Entitlements } from './globals';

/**
 * Pro with a valid licence (Entitlements::is_licensed()).
 *
 * @param ent The site's entitlements.
 */
export function isLicensed(
	ent: Pick< Entitlements, 'is_licensed' >
): boolean {
	return ent.is_licensed;
}

/**
 * Licensed with a pro or elite plan (Entitlements::has_pro_plan()): ranges beyond 7 days, export,
 * the AI summary, conditional e-mail logic.
 *
 * @param ent The site's entitlements.
 */
export function hasProPlan(
	ent: Pick< Entitlements, 'has_pro_plan' >
): boolean {
	return ent.has_pro_plan;
}

/**
 * Whether an add-on's features are on (Entitlements::addon_active()). The server's flag already
 * means Pro, a valid licence and the add-on plugin active, so nothing is added to it here.
 *
 * @param ent The site's entitlements.
 * @param key The add-on.
 */
export function addonActive(
	ent: Pick< Entitlements, 'addons' >,
	key: AddonKey
): boolean {
	return !! ent.addons[ key ]?.active;
}

/**
 * Whether surveys may target tablets and phones (Entitlements::can_target_devices()).
 *
 * @param ent The site's entitlements.
 */
export function canTargetDevices(
	ent: Pick< Entitlements, 'can_target_devices' >
): boolean {
	return ent.can_target_devices;
}

/**
 * Whether surveys may use page rules (Entitlements::can_target_pages()).
 *
 * @param ent The site's entitlements.
 */
export function canTargetPages(
	ent: Pick< Entitlements, 'can_target_pages' >
): boolean {
	return ent.can_target_pages;
}
