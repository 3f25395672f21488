/**
 * Edition and add-on gates the widget applies (visitor.md §1). The server gates on save too;
 * these keep a survey honest when an add-on was switched off after it was saved.
 *
 * Each add-on flag of the bootstrap is the server's Entitlements::addon_active()
 * (SiteGlobals::for_widget()), which is true only on Pro with a valid licence and the add-on
 * active. So the flag alone is the gate — required questions, star-rating and NPS
 * (question-types), timing and display length (behavior), devices (targeting) — and no rule over
 * is_pro or is_licensed is repeated here: the rules live in PHP.
 */
import type { AddonKey, WidgetBootstrap } from '../types';

/** The part of the bootstrap the gates read. */
export type Entitlements = Pick< WidgetBootstrap, 'addons' >;

/**
 * Only an explicit `true` counts (the server sends every add-on's flag).
 *
 * @param b   The bootstrap (or anything carrying its addons map).
 * @param key The add-on.
 */
export function addonActive( b: Entitlements, key: AddonKey ): boolean {
	return b.addons[ key ] === true;
}
