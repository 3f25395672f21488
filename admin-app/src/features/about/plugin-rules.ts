/**
 * The cross-promoted plugins' card rules (spec §2.7, §4 "Add-on status": cross-sale plugins
 * behave the same way). Plugins are free, so there is no Upgrade Required: Active, Not Active or
 * Not Installed, and the add-on rules decide the button and its labels.
 */
import { __ } from '@wordpress/i18n';

import type { AddonAction, AddonStatus } from '../../data/use-addons';
import type { Plugin } from '../../data/use-plugins';
import { addonButton, buttonLabel } from '../addons/addon-rules';

export type PluginStatus = Exclude< AddonStatus, 'upgrade_required' >;

/**
 * Active if active; Not Active if installed; Not Installed otherwise.
 *
 * @param plugin The plugin's WordPress state.
 */
export function pluginStatus(
	plugin: Pick< Plugin, 'installed' | 'active' >
): PluginStatus {
	if ( plugin.active ) {
		return 'active';
	}
	return plugin.installed ? 'not_active' : 'not_installed';
}

/**
 * The card's one action: install, activate or deactivate (never upgrade).
 *
 * @param status The plugin's status.
 */
export function pluginAction( status: PluginStatus ): AddonAction {
	const button = addonButton( status );
	return button === 'upgrade' ? 'install' : button;
}

/**
 * The button label ("Install Plugin" rather than the add-ons page's "Install Addon").
 *
 * @param action The card's action.
 */
export function pluginButtonLabel( action: AddonAction ): string {
	return action === 'install'
		? __( 'Install Plugin', 'userfeedback' )
		: buttonLabel( action );
}
