<?php
/**
 * Plugin Name:       UserFeedback Templates
 * Description:       The Templates add-on for UserFeedback Pro.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * Requires Plugins:  userfeedback
 * Author:            UserFeedback
 * License:           GPL-2.0-or-later
 * Text Domain:       userfeedback
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// Registers with UserFeedback's entitlements service once every plugin is loaded (add-ons load
// before the core plugin, whose folder sorts after theirs). register_addon() answers whether this
// add-on may run: false on Lite and without a valid licence, when the add-on adds nothing.
// UserFeedback's own gates ask the same service (Entitlements::addon_active), so the features this
// add-on unlocks stay locked there too.
add_action(
	'userfeedback_register_addons',
	static function ( $entitlements ): void {
		if ( ! is_object( $entitlements ) || ! method_exists( $entitlements, 'register_addon' ) ) {
			return;
		}
		if ( ! $entitlements->register_addon( 'templates', '0.1.0' ) ) {
			return;
		}
		// The add-on's own hooks go here.
	}
);
