<?php
/**
 * Wires the add-ons and plugin-install feature.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\AddonsController;

/**
 * Builds the feature's parts for the composition root (Plugin), which adds their hooks.
 */
final class PluginsFeature {

	/**
	 * The feature's hookable parts: add-on registration, the add-ons REST routes and the plugins
	 * admin-ajax actions.
	 *
	 * @param Entitlements $entitlements Edition, licence and add-on facts.
	 * @return Hookable[]
	 */
	public static function hooks( Entitlements $entitlements ): array {
		$installer = new PluginInstaller();
		return array(
			new AddonRegistration( $entitlements ),
			new AddonsController( new AddonCatalogue( $entitlements ), $installer, $entitlements ),
			new PluginsAjax( new PluginCatalogue( $installer ), $installer ),
		);
	}
}
