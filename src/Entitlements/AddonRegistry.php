<?php
/**
 * The five add-ons and their WordPress plugin state.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Entitlements;

/**
 * Add-ons are real WordPress plugins (addons/ in this repository): "installed" means the plugin's
 * main file exists, "active" means WordPress has it active on this site or network-wide.
 * Option reads are used instead of is_plugin_active(), which is only loaded in wp-admin.
 */
final class AddonRegistry {

	public const KEYS = array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' );

	/**
	 * The plugin basename of an add-on.
	 *
	 * @param string $key Add-on key.
	 * @return string
	 */
	public function basename( string $key ): string {
		return "userfeedback-{$key}/userfeedback-{$key}.php";
	}

	/**
	 * Whether the add-on's plugin is on disk.
	 *
	 * @param string $key Add-on key.
	 * @return bool
	 */
	public function is_installed( string $key ): bool {
		return in_array( $key, self::KEYS, true ) && is_file( WP_PLUGIN_DIR . '/' . $this->basename( $key ) );
	}

	/**
	 * Whether WordPress runs the add-on's plugin on this site.
	 *
	 * @param string $key Add-on key.
	 * @return bool
	 */
	public function is_active( string $key ): bool {
		if ( ! in_array( $key, self::KEYS, true ) ) {
			return false;
		}
		$basename = $this->basename( $key );
		if ( in_array( $basename, (array) get_option( 'active_plugins', array() ), true ) ) {
			return true;
		}
		return is_multisite() && isset( ( (array) get_site_option( 'active_sitewide_plugins', array() ) )[ $basename ] );
	}
}
