<?php
/**
 * The five add-ons and their WordPress plugin state.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * Add-ons are real WordPress plugins (addons/ in this repository): "installed" means the plugin's
 * main file exists, "active" means WordPress has it active on this site or network-wide.
 * Option reads are used instead of is_plugin_active(), which is only loaded in wp-admin.
 */
final class AddonRegistry {

	public const KEYS = array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' );

	/**
	 * The action each add-on plugin hooks to register itself (Entitlements::register_addon()).
	 */
	public const REGISTER_ACTION = 'userfeedback_register_addons';

	/**
	 * Add-ons whose code registered itself in this request: key => version.
	 *
	 * @var array<string, string>
	 */
	private array $registered = array();

	/**
	 * Records that an add-on's code is loaded and which version it is. Gating still reads
	 * WordPress's active state (is_active()): it is right even in the request that activates a
	 * plugin, before its file has been loaded.
	 *
	 * @param string $key     Add-on key.
	 * @param string $version The add-on's version.
	 * @return bool Whether the key is one of ours.
	 */
	public function register( string $key, string $version ): bool {
		if ( ! in_array( $key, self::KEYS, true ) ) {
			return false;
		}
		$this->registered[ $key ] = $version;
		return true;
	}

	/**
	 * Add-ons that registered themselves in this request: key => version.
	 *
	 * @return array<string, string>
	 */
	public function registered(): array {
		return $this->registered;
	}

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
