<?php
/**
 * The spec's licence error notices.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

use UserFeedback\Admin\AdminPages;
use UserFeedback\Hookable;

/**
 * Spec §4 "Licence notices" and §8: an expired, disabled or invalid key shows one error notice,
 * in that priority order, on the plugin's admin pages and the dashboard, to users who can act
 * on it (manage_options). Pro only: Lite has no licence to speak of.
 */
final class LicenseNotices implements Hookable {

	public function __construct( private readonly Entitlements $entitlements, private readonly LicenseStore $store ) {
	}

	public function add_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Which notice the licence calls for: 'expired', 'disabled', 'invalid' (in that priority)
	 * or '' for none.
	 *
	 * @param License $license The licence in force.
	 * @return string
	 */
	public static function state( License $license ): string {
		if ( '' === $license->key ) {
			return '';
		}
		if ( $license->has_expired() ) {
			return 'expired';
		}
		if ( $license->is_disabled ) {
			return 'disabled';
		}
		return $license->is_invalid ? 'invalid' : '';
	}

	/**
	 * The notice's HTML for a state ('' for none). Every part is escaped here.
	 *
	 * @param string $state expired, disabled or invalid.
	 * @return string
	 */
	public static function html( string $state ): string {
		switch ( $state ) {
			case 'expired':
				/**
				 * Filters where the expired-licence notice sends the owner to renew.
				 *
				 * @param string $url The vendor's account page.
				 */
				$url  = (string) apply_filters( 'userfeedback_license_renew_url', 'https://www.userfeedback.com/my-account/?utm_source=proplugin&utm_medium=license-notice&utm_campaign=renew' );
				$text = esc_html__( 'Your license key for UserFeedback has expired.', 'userfeedback' ) . ' <a href="' . esc_url( $url ) . '" target="_blank" rel="noopener noreferrer">' . esc_html__( 'Please click here to renew your license key.', 'userfeedback' ) . '</a>';
				break;
			case 'disabled':
				$text = esc_html__( 'Your license key for UserFeedback has been disabled. Please use a different key.', 'userfeedback' );
				break;
			case 'invalid':
				$text = esc_html__( 'Your license key for UserFeedback is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.', 'userfeedback' );
				break;
			default:
				return '';
		}
		return '<div class="notice notice-error userfeedback-license-notice" data-license-state="' . esc_attr( $state ) . '"><p>' . $text . '</p></div>';
	}

	/**
	 * Prints the notice on the plugin's pages and the dashboard.
	 *
	 * @return void
	 */
	public function render(): void {
		if ( ! $this->entitlements->is_pro() || ! current_user_can( 'manage_options' ) || ! self::on_notice_screen() ) {
			return;
		}
		echo self::html( self::state( $this->store->get() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- html() escapes every part.
	}

	/**
	 * The plugin's admin pages and the dashboard.
	 *
	 * @return bool
	 */
	private static function on_notice_screen(): bool {
		if ( null !== AdminPages::current_area() ) {
			return true;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return null !== $screen && 'dashboard' === $screen->id;
	}
}
