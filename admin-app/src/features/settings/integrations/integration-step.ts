/**
 * The integrations guide's current step (configuration.md §2.6): 1 while the automation plugin
 * is not installed or not active, 2 while active but its setup is incomplete, 3 once set up.
 */
import type { Plugin } from '../../../data/use-plugins';

/** The automation plugin of the guide, by its catalogue slug. */
export const AUTOMATION_SLUG = 'uncanny-automator';

/** Spec §9: install / activate flags clear 1000 ms after the call ends. */
export const FLAG_CLEAR_MS = 1000;

export type GuideStep = 1 | 2 | 3;

/**
 * @param plugin The automation plugin's state, or undefined when the catalogue lacks it.
 */
export function integrationStep( plugin: Plugin | undefined ): GuideStep {
	if ( ! plugin ) {
		return 1;
	}
	const installed = plugin.is_installed ?? plugin.installed;
	const active = plugin.is_active ?? plugin.active;
	if ( ! installed || ! active ) {
		return 1;
	}
	return plugin.setup_complete ? 3 : 2;
}
