<?php
/**
 * The one-time trip to the welcome screen after the plugin's first activation.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Admin;

use UserFeedback\Access\Capabilities;
use UserFeedback\Hookable;

/**
 * Activation (single site, one plugin, by someone who can activate plugins, never WP-CLI or a
 * network activation) leaves a short-lived note naming the user; that user's next ordinary admin
 * page load consumes it and goes to `admin.php?page=userfeedback_about#/welcome`. A bulk
 * activation (WordPress then lands on plugins.php?activate-multi=true) consumes the note without
 * redirecting. Only the first activation counts: an option remembers that the welcome was
 * offered, so deactivating and reactivating never redirects again.
 */
final class WelcomeRedirect implements Hookable {

	/** Transient: the id of the user who activated the plugin. */
	public const TRANSIENT = 'userfeedback_welcome_redirect';

	/** Option: when the welcome was first offered (not autoloaded). */
	public const OFFERED_OPTION = 'userfeedback_welcome_offered';

	/** Where the welcome screen lives (the About area's /welcome route). */
	public const PATH = 'admin.php?page=userfeedback_about#/welcome';

	public function add_hooks(): void {
		add_action( 'admin_init', array( $this, 'maybe_redirect' ) );
	}

	/**
	 * The activation hook: notes the activating user when a redirect would be welcome.
	 *
	 * @param bool $network_wide Whether the plugin is being network-activated.
	 * @return void
	 */
	public static function on_activation( $network_wide = false ): void {
		if ( $network_wide || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		// Bulk activation from the Plugins screen: the owner chose several plugins at once and
		// expects to stay there.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only check; WordPress verified the bulk action's nonce.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
		$action2 = isset( $_REQUEST['action2'] ) && is_string( $_REQUEST['action2'] ) ? sanitize_key( wp_unslash( $_REQUEST['action2'] ) ) : '';
		if ( 'activate-selected' === $action || 'activate-selected' === $action2 ) {
			return;
		}
		if ( false !== get_option( self::OFFERED_OPTION ) || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		set_transient( self::TRANSIENT, get_current_user_id(), 5 * MINUTE_IN_SECONDS );
	}

	/**
	 * Redirects when the target() says so.
	 *
	 * @return void
	 */
	public function maybe_redirect(): void {
		$target = $this->target();
		if ( null !== $target && wp_safe_redirect( $target ) ) {
			exit;
		}
	}

	/**
	 * Consumes a pending note and says where to go, or null to stay.
	 *
	 * @return string|null
	 */
	public function target(): ?string {
		$user_id = get_transient( self::TRANSIENT );
		if ( false === $user_id ) {
			return null;
		}
		// Background requests neither consume nor follow it: the owner's next page does.
		if ( wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_network_admin() ) {
			return null;
		}
		if ( get_current_user_id() !== (int) $user_id ) {
			return null;
		}
		delete_transient( self::TRANSIENT );
		add_option( self::OFFERED_OPTION, time(), '', false );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells a bulk activation's landing page apart.
		if ( isset( $_GET['activate-multi'] ) || ! current_user_can( Capabilities::CREATE_EDIT_SURVEYS ) ) {
			return null;
		}
		return admin_url( self::PATH );
	}
}
