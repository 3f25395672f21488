/**
 * Edition and add-on gates the widget applies (visitor.md §1). The server gates on save too;
 * these keep a survey honest when an add-on was switched off after it was saved.
 */
import type { AddonKey, WidgetBootstrap } from '../types';

/** The part of the bootstrap the gates read. */
export type Entitlements = Pick<
	WidgetBootstrap,
	'is_pro' | 'is_licensed' | 'addons'
>;

/**
 * Only an explicit `true` counts: a missing key means the add-on is not installed.
 *
 * @param b   The bootstrap (or anything carrying its addons map).
 * @param key The add-on.
 */
export function addonActive(
	b: Pick< WidgetBootstrap, 'addons' >,
	key: AddonKey
): boolean {
	return b.addons[ key ] === true;
}

/**
 * "Making a question effectively required needs Pro, a licence and the question-types add-on."
 *
 * @param ent The site's edition, licence and add-ons.
 */
export function requiredAllowed( ent: Entitlements ): boolean {
	return (
		ent.is_pro && ent.is_licensed && addonActive( ent, 'question-types' )
	);
}

/**
 * "Star-rating and NPS question types need the question-types add-on active and Pro."
 *
 * @param b The site's edition and add-ons.
 */
export function proQuestionTypesAllowed(
	b: Pick< WidgetBootstrap, 'is_pro' | 'addons' >
): boolean {
	return b.is_pro && addonActive( b, 'question-types' );
}

/**
 * "Custom branding needs Pro and the branding add-on active."
 *
 * @param b The site's edition and add-ons.
 */
export function brandingAllowed(
	b: Pick< WidgetBootstrap, 'is_pro' | 'addons' >
): boolean {
	return b.is_pro && addonActive( b, 'branding' );
}
