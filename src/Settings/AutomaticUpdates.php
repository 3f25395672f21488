<?php
/**
 * The automatic_updates setting, applied through WordPress's own auto-update filter.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Hookable;

/**
 * For this plugin and its add-ons (plugin folders userfeedback-*):
 * - all: always update automatically;
 * - minor: only when the new version keeps the installed major.minor (1.4.0 → 1.4.2, never
 *   1.4.2 → 1.5.0); a bigger release waits for the admin;
 * - none (default): WordPress decides as it would without us (its per-plugin toggle, a host's
 *   policy, AUTOMATIC_UPDATER_DISABLED) — "we do not force updates", not "never update", so the
 *   default cannot silently switch off auto-updates an admin or host turned on elsewhere.
 * Every other plugin's decision is returned untouched.
 */
final class AutomaticUpdates implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param SettingsStore $settings Plugin settings.
	 * @param string        $basename This plugin's basename (folder/file.php).
	 * @param string        $version  This plugin's installed version.
	 */
	public function __construct( private readonly SettingsStore $settings, private readonly string $basename, private readonly string $version ) {
	}

	public function add_hooks(): void {
		add_filter( 'auto_update_plugin', array( $this, 'filter' ), 10, 2 );
	}

	/**
	 * Whether WordPress should update a plugin automatically.
	 *
	 * @param bool|null $update WordPress's decision so far (null: no opinion yet).
	 * @param mixed     $item   The update offer: plugin (basename), new_version, ….
	 * @return bool|null
	 */
	public function filter( $update, $item ) {
		$basename = is_object( $item ) && isset( $item->plugin ) && is_string( $item->plugin ) ? $item->plugin : '';
		if ( '' === $basename || ! $this->is_ours( $basename ) ) {
			return $update;
		}
		$mode = $this->settings->get( 'automatic_updates' );
		if ( 'all' === $mode ) {
			return true;
		}
		if ( 'minor' !== $mode ) {
			return $update;
		}
		$new = isset( $item->new_version ) && is_scalar( $item->new_version ) ? (string) $item->new_version : '';
		if ( '' === $new ) {
			// No offer to judge (the Plugins screen asking in general): leave the toggle to WordPress.
			return $update;
		}
		$current = self::major_minor( $this->installed_version( $basename ) );
		return null !== $current && self::major_minor( $new ) === $current;
	}

	/**
	 * Whether a basename is this plugin or one of its add-ons.
	 *
	 * @param string $basename Plugin basename.
	 * @return bool
	 */
	private function is_ours( string $basename ): bool {
		return $basename === $this->basename || str_starts_with( $basename, 'userfeedback-' ) && str_contains( $basename, '/' );
	}

	/**
	 * The installed version of this plugin or an add-on.
	 *
	 * @param string $basename Plugin basename.
	 * @return string
	 */
	private function installed_version( string $basename ): string {
		if ( $basename === $this->basename ) {
			return $this->version;
		}
		$file = WP_PLUGIN_DIR . '/' . $basename;
		return is_file( $file ) ? (string) get_file_data( $file, array( 'Version' => 'Version' ) )['Version'] : '';
	}

	/**
	 * "1.4" of "1.4.2", "1.4" or "1.4.0-beta"; null when the version has no major.minor.
	 *
	 * @param string $version A version.
	 * @return string|null
	 */
	private static function major_minor( string $version ): ?string {
		return preg_match( '/^(\d+)\.(\d+)/', trim( $version ), $m ) ? (int) $m[1] . '.' . (int) $m[2] : null;
	}
}
