<?php
/**
 * Replaces the Lite plugin with the Pro package (connect-by-key).
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * Installs the Pro package through WordPress's own Plugin_Upgrader.
 *
 * Lite and Pro release zips hold the same folder and main file (userfeedback/userfeedback.php),
 * so the usual upgrade is an in-place overwrite: WordPress keeps the plugin active and the next
 * request runs Pro. (Activating a second copy inside this request would load the plugin's
 * functions twice, a fatal error.) A package with another folder is installed beside Lite; then
 * Lite is deactivated here and Pro activated by WordPress's own activation link, which the
 * browser follows in a fresh request where Lite no longer loads.
 *
 * A plugin folder that is a symbolic link or a git checkout (a development site) is never
 * overwritten: the upgrader would delete the working tree.
 */
final class ProUpgrade {

	public function __construct( private readonly string $basename ) {
	}

	/**
	 * Installs the package.
	 *
	 * @param string $package Package URL or local zip path, from the licence service (never the
	 *                        request).
	 * @return string|\WP_Error Where the browser goes next, or what failed.
	 */
	public function install( string $package ) {
		if ( '' === $package ) {
			return new \WP_Error( 'userfeedback_no_package', __( 'The license service offered no UserFeedback PRO package for this key.', 'userfeedback' ) );
		}
		$folder = WP_PLUGIN_DIR . '/' . dirname( $this->basename );
		if ( is_link( $folder ) || file_exists( $folder . '/.git' ) ) {
			return new \WP_Error( 'userfeedback_development_copy', __( 'This copy of UserFeedback is a development checkout; it is never overwritten.', 'userfeedback' ) );
		}

		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

		// Overwriting is meant for this plugin's own folder only: a package unpacking to another
		// existing folder (another plugin) is refused before anything is deleted.
		$own_folder = dirname( $this->basename );
		$guard      = static function ( $source ) use ( $own_folder ) {
			if ( is_wp_error( $source ) ) {
				return $source;
			}
			$folder = basename( untrailingslashit( (string) $source ) );
			if ( $folder !== $own_folder && file_exists( WP_PLUGIN_DIR . '/' . $folder ) ) {
				return new \WP_Error( 'folder_exists', __( 'The package would replace another plugin.', 'userfeedback' ) );
			}
			return $source;
		};
		add_filter( 'upgrader_source_selection', $guard, 100 );
		$skin     = new \WP_Ajax_Upgrader_Skin();
		$upgrader = new \Plugin_Upgrader( $skin );
		$result   = $upgrader->install( $package, array( 'overwrite_package' => true ) );
		remove_filter( 'upgrader_source_selection', $guard, 100 );
		if ( true !== $result ) {
			$error = is_wp_error( $result ) ? $result : $skin->get_errors();
			return $error->has_errors() ? $error : new \WP_Error( 'userfeedback_install_failed', __( 'The package could not be installed.', 'userfeedback' ) );
		}
		wp_clean_plugins_cache();

		$installed = $upgrader->plugin_info();
		if ( ! is_string( $installed ) || '' === $installed ) {
			return new \WP_Error( 'userfeedback_unexpected_package', __( 'The package did not contain a plugin.', 'userfeedback' ) );
		}
		if ( $installed === $this->basename ) {
			// Overwritten in place: still active, Pro from the next request.
			return admin_url( 'admin.php?page=userfeedback_settings' );
		}
		deactivate_plugins( $this->basename, true );
		return wp_nonce_url( admin_url( 'plugins.php?action=activate&plugin=' . rawurlencode( $installed ) ), 'activate-plugin_' . $installed );
	}
}
