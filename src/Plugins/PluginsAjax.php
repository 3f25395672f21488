<?php
/**
 * The plugins admin-ajax actions (spec §7: fetch, install, activate, deactivate plugin).
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

use UserFeedback\Hookable;

/**
 * `userfeedback_get_plugins`, `userfeedback_install_plugin`, `userfeedback_activate_plugin`,
 * `userfeedback_deactivate_plugin`: POST, nonce action 'userfeedback-install' in `nonce`
 * (the site globals' install_nonce). Each checks the nonce and its capability before reading
 * anything else, and accepts only slugs and basenames of the PluginCatalogue: the package comes
 * from the catalogue, never from the request. Replies are wp_send_json_success /
 * wp_send_json_error with `{ message, error }` (docs/rest-api.md, "Plugins admin-ajax").
 */
final class PluginsAjax implements Hookable {

	public const NONCE_ACTION = 'userfeedback-install';

	/**
	 * Constructor.
	 *
	 * @param PluginCatalogue $catalogue The plugins offered.
	 * @param PluginInstaller $installer Writes plugins.
	 */
	public function __construct( private readonly PluginCatalogue $catalogue, private readonly PluginInstaller $installer ) {
	}

	/**
	 * Registers the actions (logged-in users only: there are no nopriv handlers).
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_userfeedback_get_plugins', array( $this, 'get_plugins' ) );
		add_action( 'wp_ajax_userfeedback_install_plugin', array( $this, 'install_plugin' ) );
		add_action( 'wp_ajax_userfeedback_activate_plugin', array( $this, 'activate_plugin' ) );
		add_action( 'wp_ajax_userfeedback_deactivate_plugin', array( $this, 'deactivate_plugin' ) );
	}

	/**
	 * Every catalogue plugin with its state.
	 *
	 * @return void
	 */
	public function get_plugins(): void {
		$this->guard( 'activate_plugins', __( 'Sorry, you are not allowed to manage plugins on this site.', 'userfeedback' ) );
		wp_send_json_success( array( 'plugins' => $this->catalogue->items() ) );
	}

	/**
	 * Installs a catalogue plugin by slug, then activates it when `activate` is '1'.
	 *
	 * @return void
	 */
	public function install_plugin(): void {
		$this->guard( 'install_plugins', __( 'Sorry, you are not allowed to install plugins on this site.', 'userfeedback' ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- guard() checked the nonce.
		$slug = isset( $_POST['slug'] ) && is_string( $_POST['slug'] ) ? sanitize_text_field( wp_unslash( $_POST['slug'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- guard() checked the nonce.
		$activate = isset( $_POST['activate'] ) && '1' === $_POST['activate'];
		// Matched exactly against the catalogue: nothing is normalised into a valid slug.
		$item = $this->catalogue->has( $slug ) ? $this->catalogue->item( $slug ) : null;
		if ( null === $item ) {
			$this->fail( 'userfeedback_unknown_plugin', __( 'This plugin cannot be installed from here.', 'userfeedback' ), 400 );
		}

		$result = $this->installer->install( $this->catalogue->package( $slug ), $item['basename'], $item['name'] );
		if ( is_wp_error( $result ) ) {
			$this->fail_with( $result );
		}
		/* translators: %s: plugin name. */
		$message = sprintf( __( '%s installed.', 'userfeedback' ), $item['name'] );
		if ( $activate ) {
			if ( ! current_user_can( 'activate_plugins' ) ) {
				$this->fail( 'rest_forbidden', __( 'The plugin was installed, but you are not allowed to activate plugins.', 'userfeedback' ), 403 );
			}
			$activated = $this->installer->activate( $item['basename'], $item['name'] );
			if ( is_wp_error( $activated ) ) {
				$this->fail_with( $activated );
			}
			/* translators: %s: plugin name. */
			$message = sprintf( __( '%s installed and activated.', 'userfeedback' ), $item['name'] );
		}
		$this->succeed( $message, $slug );
	}

	/**
	 * Activates a catalogue plugin by basename.
	 *
	 * @return void
	 */
	public function activate_plugin(): void {
		$this->guard( 'activate_plugins', __( 'Sorry, you are not allowed to activate plugins on this site.', 'userfeedback' ) );
		$slug   = $this->slug_from_basename();
		$item   = $this->catalogue->entries()[ $slug ];
		$result = $this->installer->activate( $item['basename'], $item['name'] );
		if ( is_wp_error( $result ) ) {
			$this->fail_with( $result );
		}
		/* translators: %s: plugin name. */
		$this->succeed( sprintf( __( '%s activated.', 'userfeedback' ), $item['name'] ), $slug );
	}

	/**
	 * Deactivates a catalogue plugin by basename.
	 *
	 * @return void
	 */
	public function deactivate_plugin(): void {
		$this->guard( 'activate_plugins', __( 'Sorry, you are not allowed to deactivate plugins on this site.', 'userfeedback' ) );
		$slug = $this->slug_from_basename();
		$item = $this->catalogue->entries()[ $slug ];
		$this->installer->deactivate( $item['basename'] );
		/* translators: %s: plugin name. */
		$this->succeed( sprintf( __( '%s deactivated.', 'userfeedback' ), $item['name'] ), $slug );
	}

	/**
	 * Stops unless the nonce is valid and the user holds the capability.
	 *
	 * @param string $capability Required capability.
	 * @param string $message    What the user may not do.
	 * @return void
	 */
	private function guard( string $capability, string $message ): void {
		if ( false === check_ajax_referer( self::NONCE_ACTION, 'nonce', false ) ) {
			$this->fail( 'invalid_nonce', __( 'Your session has expired. Reload the page and try again.', 'userfeedback' ), 403 );
		}
		if ( ! current_user_can( $capability ) ) {
			$this->fail( 'rest_forbidden', $message, 403 );
		}
	}

	/**
	 * The catalogue slug of the request's `basename`; stops when it is not in the catalogue.
	 *
	 * @return string
	 */
	private function slug_from_basename(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- guard() checked the nonce.
		$basename = isset( $_POST['basename'] ) && is_string( $_POST['basename'] ) ? sanitize_text_field( wp_unslash( $_POST['basename'] ) ) : '';
		$slug     = $this->catalogue->slug_for_basename( $basename );
		if ( null === $slug ) {
			$this->fail( 'userfeedback_unknown_plugin', __( 'This plugin cannot be managed from here.', 'userfeedback' ), 400 );
		}
		return $slug;
	}

	/**
	 * Replies with the message and the plugin's fresh state.
	 *
	 * @param string $message What happened.
	 * @param string $slug    Catalogue slug.
	 * @return never
	 */
	private function succeed( string $message, string $slug ): never {
		wp_send_json_success(
			array(
				'message' => $message,
				'plugin'  => $this->catalogue->item( $slug ),
			)
		);
	}

	/**
	 * Replies with a WP_Error's message, code and status.
	 *
	 * @param \WP_Error $error The error.
	 * @return never
	 */
	private function fail_with( \WP_Error $error ): never {
		$data   = $error->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 500;
		$this->fail( (string) $error->get_error_code(), $error->get_error_message(), $status );
	}

	/**
	 * Replies with an error.
	 *
	 * @param string $code    Machine-readable code.
	 * @param string $message What went wrong, for people.
	 * @param int    $status  HTTP status.
	 * @return never
	 */
	private function fail( string $code, string $message, int $status ): never {
		wp_send_json_error(
			array(
				'message' => $message,
				'error'   => $code,
			),
			$status
		);
	}
}
