<?php
/**
 * Lets the add-on plugins register with the entitlements service.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * Fires AddonRegistry::REGISTER_ACTION with the entitlements service once every plugin has
 * loaded, whatever order WordPress loaded the add-ons and this plugin in. Each add-on calls
 * Entitlements::register_addon() there and runs its features only when that says yes.
 */
final class AddonRegistration implements Hookable {

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * Hooks the registration. The plugin boots on plugins_loaded at priority 5; priority 20 of
	 * the same action still runs after that.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'plugins_loaded', array( $this, 'register' ), 20 );
	}

	/**
	 * Asks the loaded add-ons to register.
	 *
	 * @return void
	 */
	public function register(): void {
		/**
		 * Add-on plugins register here: `$entitlements->register_addon( $key, $version )`.
		 *
		 * @param Entitlements $entitlements The entitlements service.
		 */
		do_action( AddonRegistry::REGISTER_ACTION, $this->entitlements ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- 'userfeedback_register_addons'.
	}
}
