<?php
/**
 * An upgrader skin that prints nothing and keeps the errors.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

/**
 * WordPress's upgraders talk to a skin that normally prints HTML progress. Installs here run
 * inside admin-ajax and REST requests, whose replies must stay clean JSON, so this skin prints
 * nothing and collects every error for the caller's message. Loaded only after
 * wp-admin/includes/class-wp-upgrader.php (PluginInstaller::load_admin_code()).
 */
final class SilentUpgraderSkin extends \WP_Upgrader_Skin {

	/**
	 * Everything the upgrader reported as an error.
	 *
	 * @var \WP_Error
	 */
	private \WP_Error $errors;

	public function __construct() {
		parent::__construct();
		$this->errors = new \WP_Error();
	}

	/**
	 * Asks WordPress for filesystem access without ever printing its credentials form: only the
	 * direct method, or FTP/SSH credentials defined in wp-config.php, can work inside a JSON
	 * request.
	 *
	 * @param bool|\WP_Error $error                        Whether the last attempt failed.
	 * @param string         $context                      Directory to check.
	 * @param bool           $allow_relaxed_file_ownership Whether to allow group-owned files.
	 * @return bool
	 */
	public function request_filesystem_credentials( $error = false, $context = '', $allow_relaxed_file_ownership = false ) {
		ob_start();
		$credentials = parent::request_filesystem_credentials( $error, $context, $allow_relaxed_file_ownership );
		ob_end_clean();
		if ( false === $credentials ) {
			$this->errors->add(
				'fs_unavailable',
				__( 'WordPress cannot write to the plugins folder without FTP or SSH credentials on this server.', 'userfeedback' )
			);
		}
		return (bool) $credentials;
	}

	/**
	 * Keeps an error.
	 *
	 * @param string|\WP_Error $errors An error code or error.
	 * @return void
	 */
	public function error( $errors ) {
		if ( is_wp_error( $errors ) ) {
			$this->errors->merge_from( $errors );
		} elseif ( '' !== $errors ) {
			$message = $this->upgrader->strings[ $errors ] ?? $errors;
			$this->errors->add( $errors, (string) $message );
		}
	}

	/**
	 * Progress messages are not shown.
	 *
	 * @param string $feedback Message or key of the upgrader's strings.
	 * @param mixed  ...$args  Message arguments.
	 * @return void
	 */
	public function feedback( $feedback, ...$args ) {
	}

	/**
	 * Nothing to print.
	 *
	 * @return void
	 */
	public function header() {
	}

	/**
	 * Nothing to print.
	 *
	 * @return void
	 */
	public function footer() {
	}

	/**
	 * Nothing to print.
	 *
	 * @return void
	 */
	public function before() {
	}

	/**
	 * Nothing to print.
	 *
	 * @return void
	 */
	public function after() {
	}

	/**
	 * Nothing to print (the parent prints a script updating the admin menu's count).
	 *
	 * @param string $type Type of update count to decrement.
	 * @return void
	 */
	public function decrement_update_count( $type ) {
	}

	/**
	 * Everything reported as an error so far.
	 *
	 * @return \WP_Error
	 */
	public function errors(): \WP_Error {
		return $this->errors;
	}
}
