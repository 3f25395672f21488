<?php
/**
 * Installs, activates and deactivates plugins through WordPress itself.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

/**
 * The only code that writes plugins: WordPress's Plugin_Upgrader with a silent skin, then
 * activate_plugin() / deactivate_plugins(). Callers pass a package and a basename they took
 * from a catalogue (PluginCatalogue, AddonCatalogue), never from a request. Every failure is a
 * WP_Error whose message a site owner can act on.
 */
final class PluginInstaller {

	/**
	 * Loads the wp-admin code the upgrader needs (REST requests do not load it).
	 *
	 * @return void
	 */
	public static function load_admin_code(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	}

	/**
	 * Whether the plugin's main file is known to WordPress.
	 *
	 * @param string $basename Plugin basename, e.g. uncanny-automator/uncanny-automator.php.
	 * @return bool
	 */
	public function is_installed( string $basename ): bool {
		self::load_admin_code();
		return array_key_exists( $basename, get_plugins() );
	}

	/**
	 * Whether WordPress runs the plugin on this site (or network-wide).
	 *
	 * @param string $basename Plugin basename.
	 * @return bool
	 */
	public function is_active( string $basename ): bool {
		self::load_admin_code();
		return is_plugin_active( $basename );
	}

	/**
	 * Installs a package (an https URL or a local zip path) that must contain the plugin
	 * $basename.
	 *
	 * @param string $package  Package URL or local path, from a catalogue.
	 * @param string $basename The plugin the package must install.
	 * @param string $name     Plugin name, for messages.
	 * @return true|\WP_Error
	 */
	public function install( string $package, string $basename, string $name ) {
		if ( '' === $package ) {
			return new \WP_Error(
				'userfeedback_no_package',
				/* translators: %s: plugin or add-on name. */
				sprintf( __( 'No download is available for %s on this site. Download it from your account and upload it under Plugins → Add New.', 'userfeedback' ), $name ),
				array( 'status' => 404 )
			);
		}
		if ( $this->is_installed( $basename ) ) {
			return new \WP_Error(
				'userfeedback_already_installed',
				/* translators: %s: plugin or add-on name. */
				sprintf( __( '%s is already installed.', 'userfeedback' ), $name ),
				array( 'status' => 409 )
			);
		}

		self::load_admin_code();
		$skin     = new SilentUpgraderSkin();
		$upgrader = new \Plugin_Upgrader( $skin );
		$result   = $upgrader->install( $package );

		if ( true !== $result ) {
			$error = is_wp_error( $result ) ? $result : $skin->errors();
			return $this->install_error( $error, $name );
		}

		// The catalogue names the plugin the package must hold; anything else is not what the
		// owner asked for, so it is reported (and left for the owner to remove by hand).
		$installed = $upgrader->plugin_info();
		if ( $installed !== $basename ) {
			return new \WP_Error(
				'userfeedback_unexpected_package',
				/* translators: 1: plugin or add-on name, 2: plugin file found in the package. */
				sprintf( __( 'The %1$s package installed %2$s instead of the expected plugin.', 'userfeedback' ), $name, is_string( $installed ) ? $installed : __( 'nothing usable', 'userfeedback' ) ),
				array( 'status' => 500 )
			);
		}
		return true;
	}

	/**
	 * Activates an installed plugin on this site.
	 *
	 * @param string $basename Plugin basename.
	 * @param string $name     Plugin name, for messages.
	 * @return true|\WP_Error
	 */
	public function activate( string $basename, string $name ) {
		if ( ! $this->is_installed( $basename ) ) {
			return new \WP_Error(
				'userfeedback_not_installed',
				/* translators: %s: plugin or add-on name. */
				sprintf( __( '%s is not installed.', 'userfeedback' ), $name ),
				array( 'status' => 404 )
			);
		}
		if ( $this->is_active( $basename ) ) {
			return true;
		}
		$result = activate_plugin( $basename );
		if ( is_wp_error( $result ) ) {
			return new \WP_Error(
				'userfeedback_activation_failed',
				/* translators: 1: plugin or add-on name, 2: WordPress's reason. */
				sprintf( __( 'Could not activate %1$s: %2$s', 'userfeedback' ), $name, wp_strip_all_tags( $result->get_error_message() ) ),
				array( 'status' => 500 )
			);
		}
		return true;
	}

	/**
	 * Deactivates a plugin on this site. Deactivating an inactive plugin succeeds.
	 *
	 * @param string $basename Plugin basename.
	 * @return true
	 */
	public function deactivate( string $basename ) {
		self::load_admin_code();
		if ( is_plugin_active( $basename ) ) {
			deactivate_plugins( $basename );
		}
		return true;
	}

	/**
	 * Turns the upgrader's error into one the owner can act on.
	 *
	 * @param \WP_Error $error The upgrader's error (possibly empty).
	 * @param string    $name  Plugin name.
	 * @return \WP_Error
	 */
	private function install_error( \WP_Error $error, string $name ): \WP_Error {
		$code   = (string) $error->get_error_code();
		$detail = $error->get_error_data( $code );
		$detail = is_string( $detail ) ? wp_strip_all_tags( $detail ) : '';

		if ( 'download_failed' === $code ) {
			return new \WP_Error(
				'userfeedback_download_failed',
				'' !== $detail
					/* translators: 1: plugin or add-on name, 2: the network error. */
					? sprintf( __( 'Could not download %1$s: the site could not reach the download server (%2$s).', 'userfeedback' ), $name, $detail )
					/* translators: %s: plugin or add-on name. */
					: sprintf( __( 'Could not download %s: the site could not reach the download server.', 'userfeedback' ), $name ),
				array( 'status' => 502 )
			);
		}
		$message = $code ? wp_strip_all_tags( $error->get_error_message( $code ) ) : __( 'WordPress did not say why.', 'userfeedback' );
		if ( '' !== $detail && ! is_numeric( $detail ) ) {
			$message .= ' (' . $detail . ')';
		}
		return new \WP_Error(
			'userfeedback_install_failed',
			/* translators: 1: plugin or add-on name, 2: WordPress's reason. */
			sprintf( __( 'Could not install %1$s: %2$s', 'userfeedback' ), $name, $message ),
			array(
				'status' => 500,
				'reason' => $code,
			)
		);
	}
}
