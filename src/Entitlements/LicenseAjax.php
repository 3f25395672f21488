<?php
/**
 * The licence admin-ajax actions (spec §7).
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

use UserFeedback\Hookable;

/**
 * `userfeedback_get_license`, `userfeedback_verify_license`, `userfeedback_deactivate_license`,
 * `userfeedback_validate_license` (Refresh Key) and `userfeedback_connect_url` (Lite
 * connect-by-key). POST; each action has its own nonce (action name = the ajax action, field
 * `nonce`; the site globals' `license_nonces`), and every one needs manage_options, checked
 * before anything is read: a subscriber or editor can neither read nor change the licence.
 * The key travels in `license` (`key` for connect_url; either is accepted). `network=1` acts on
 * the network's licence (multisite, manage_network_options).
 *
 * Replies: wp_send_json_success / wp_send_json_error with `{ message, error, license? }`
 * (connect_url: `{ url, reload, message }`). Contract: docs/rest-api.md, "Licence admin-ajax".
 */
final class LicenseAjax implements Hookable {

	public const ACTIONS = array( 'get_license', 'verify_license', 'deactivate_license', 'validate_license', 'connect_url' );

	public function __construct( private readonly LicenseService $service, private readonly Entitlements $entitlements, private readonly ProUpgrade $upgrade ) {
	}

	/**
	 * Registers the actions (logged-in users only: there are no nopriv handlers).
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		foreach ( self::ACTIONS as $action ) {
			add_action( 'wp_ajax_userfeedback_' . $action, array( $this, $action ) );
		}
	}

	/**
	 * One nonce per action, for the site globals (`license_nonces`).
	 *
	 * @return array<string, string> Action (without the userfeedback_ prefix) => nonce.
	 */
	public static function nonces(): array {
		$nonces = array();
		foreach ( self::ACTIONS as $action ) {
			$nonces[ $action ] = wp_create_nonce( 'userfeedback_' . $action );
		}
		return $nonces;
	}

	/**
	 * The licence in force, the site's and the network's.
	 *
	 * @return void
	 */
	public function get_license(): void {
		$this->guard( 'get_license' );
		$this->service->sync_constant();
		$store = $this->service->store();
		wp_send_json_success(
			array(
				'message'         => '',
				'license'         => $this->describe( $store->get() ),
				'source'          => '' !== $this->service->constant_key() ? 'constant' : $store->source(),
				'constant'        => '' !== $this->service->constant_key(),
				'network_license' => is_multisite() ? $this->describe( $store->get_network() ) : null,
			)
		);
	}

	/**
	 * Verifies a key and, when valid, stores it.
	 *
	 * @return void
	 */
	public function verify_license(): void {
		$this->guard( 'verify_license' );
		$this->refuse_when_constant();
		$network = $this->network();
		$key     = $this->key( 'license' );
		if ( '' === $key ) {
			$this->fail( 'license_missing', __( 'Please enter a license key.', 'userfeedback' ), 400 );
		}
		$check = $this->service->activate( $key, $network );
		if ( ! $check->is_valid() ) {
			$this->fail_check( $check );
		}
		$message = $network
			/* translators: %s: plan name, e.g. Pro. */
			? sprintf( __( 'Your license key has been verified: the %s plan is active on every site of the network without its own key.', 'userfeedback' ), self::plan( $check->type ) )
			/* translators: %s: plan name, e.g. Pro. */
			: sprintf( __( 'Your license key has been verified: the %s plan is active on this site.', 'userfeedback' ), self::plan( $check->type ) );
		$this->succeed( $message, $network );
	}

	/**
	 * Forgets the key.
	 *
	 * @return void
	 */
	public function deactivate_license(): void {
		$this->guard( 'deactivate_license' );
		$this->refuse_when_constant();
		$network = $this->network();
		$store   = $this->service->store();
		if ( ! $network && 'network' === $store->source() ) {
			$this->fail( 'license_network', __( 'This site uses the network’s license key. A network administrator can deactivate it.', 'userfeedback' ), 400 );
		}
		$license = $network ? $store->get_network() : $store->get_site();
		if ( '' === $license->key ) {
			$this->fail( 'license_missing', __( 'There is no license key to deactivate.', 'userfeedback' ), 400 );
		}
		$message = $this->service->deactivate( $network )
			? __( 'Your license key has been deactivated.', 'userfeedback' )
			: __( 'Your license key has been deactivated on this site. The license server could not be reached, so your account may still count this site until the next time it is told.', 'userfeedback' );
		$this->succeed( $message, $network );
	}

	/**
	 * Refresh Key: checks the stored key again.
	 *
	 * @return void
	 */
	public function validate_license(): void {
		$this->guard( 'validate_license' );
		$network = $this->network() || 'network' === $this->service->store()->source();
		$this->service->sync_constant();
		$check = $this->service->refresh( $network );
		if ( null === $check ) {
			$this->fail( 'license_missing', __( 'There is no license key to refresh.', 'userfeedback' ), 400 );
		}
		if ( ! $check->is_valid() ) {
			$this->fail_check( $check );
		}
		/* translators: %s: plan name, e.g. Pro. */
		$this->succeed( sprintf( __( 'Your license key has been refreshed: the %s plan is active.', 'userfeedback' ), self::plan( $check->type ) ), $network );
	}

	/**
	 * Lite connect-by-key: verifies the key, stores it, installs the Pro package.
	 *
	 * @return void
	 */
	public function connect_url(): void {
		$this->guard( 'connect_url' );
		$key = $this->key( 'key' );
		if ( '' === $key ) {
			$this->fail( 'license_missing', __( 'Please enter a license key.', 'userfeedback' ), 400 );
		}
		if ( $this->entitlements->is_pro() ) {
			$this->refuse_when_constant();
			$check = $this->service->activate( $key );
			if ( ! $check->is_valid() ) {
				$this->fail_check( $check );
			}
			$this->connected( '', true, __( 'Your license key has been verified.', 'userfeedback' ) );
		}
		if ( ! current_user_can( 'install_plugins' ) ) {
			$this->fail( 'rest_forbidden', __( 'You are not allowed to install plugins on this site, so UserFeedback PRO cannot be installed from here.', 'userfeedback' ), 403 );
		}

		// The key is stored even if the install then fails: Pro installed by hand is licensed.
		$check = $this->service->activate( $key );
		if ( ! $check->is_valid() ) {
			$this->fail_check( $check );
		}
		$result = $this->upgrade->install( $this->service->pro_package( LicenseService::clean( $key ), $check ) );
		if ( is_wp_error( $result ) ) {
			// The spec's text for the dialog; the cause stays in `error` and `detail` for support.
			wp_send_json_error(
				array(
					'message' => __( 'There was an error unlocking UserFeedback PRO please try again or install manually.', 'userfeedback' ),
					'error'   => (string) $result->get_error_code(),
					'detail'  => wp_strip_all_tags( $result->get_error_message() ),
				),
				500
			);
		}
		$this->connected( $result, false, __( 'UserFeedback PRO has been installed. Taking you there…', 'userfeedback' ) );
	}

	/**
	 * A licence as the screen shows it.
	 *
	 * @param License $license The licence.
	 * @return array<string, mixed>
	 */
	private function describe( License $license ): array {
		return array(
			'key'         => $license->key,
			'type'        => $license->type,
			'is_expired'  => $license->has_expired(),
			'is_disabled' => $license->is_disabled,
			'is_invalid'  => $license->is_invalid,
			'expires'     => $license->expires,
			'key_id'      => $license->key_id,
		);
	}

	/**
	 * A plan's display name.
	 *
	 * @param string $type plus, pro or elite.
	 * @return string
	 */
	private static function plan( string $type ): string {
		$names = array(
			'plus'  => __( 'Plus', 'userfeedback' ),
			'pro'   => __( 'Pro', 'userfeedback' ),
			'elite' => __( 'Elite', 'userfeedback' ),
		);
		return $names[ $type ] ?? __( 'Lite', 'userfeedback' );
	}

	/**
	 * Stops unless the action's nonce is valid and the user may manage options.
	 *
	 * @param string $action Action without the userfeedback_ prefix.
	 * @return void
	 */
	private function guard( string $action ): void {
		if ( false === check_ajax_referer( 'userfeedback_' . $action, 'nonce', false ) ) {
			$this->fail( 'invalid_nonce', __( 'Your session has expired. Reload the page and try again.', 'userfeedback' ), 403 );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			$this->fail( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the license on this site.', 'userfeedback' ), 403 );
		}
	}

	/**
	 * Whether the request is for the network licence; stops when the user may not manage it.
	 *
	 * @return bool
	 */
	private function network(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- guard() checked the nonce.
		if ( ! isset( $_POST['network'] ) || '1' !== $_POST['network'] ) {
			return false;
		}
		if ( ! is_multisite() || ! current_user_can( 'manage_network_options' ) ) {
			$this->fail( 'rest_forbidden', __( 'Only a network administrator can manage the network’s license key.', 'userfeedback' ), 403 );
		}
		return true;
	}

	/**
	 * Stops when USERFEEDBACK_LICENSE_KEY supplies the key: the screen cannot change it.
	 *
	 * @return void
	 */
	private function refuse_when_constant(): void {
		if ( '' !== $this->service->constant_key() ) {
			$this->fail( 'license_constant', __( 'The license key is set by the USERFEEDBACK_LICENSE_KEY constant in wp-config.php. Change or remove it there.', 'userfeedback' ), 400 );
		}
	}

	/**
	 * The key from the request: the named field, else the other one.
	 *
	 * @param string $field license or key.
	 * @return string
	 */
	private function key( string $field ): string {
		foreach ( array( $field, 'license' === $field ? 'key' : 'license' ) as $name ) {
			// Keys are base64url text: sanitize_text_field() and clean() leave nothing else of use.
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- guard() checked the nonce.
			$value = isset( $_POST[ $name ] ) && is_string( $_POST[ $name ] ) ? LicenseService::clean( sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) ) : '';
			if ( '' !== $value ) {
				return $value;
			}
		}
		return '';
	}

	/**
	 * Replies with the message and the licence in force.
	 *
	 * @param string $message What happened.
	 * @param bool   $network Whether the network's licence was acted on.
	 * @return never
	 */
	private function succeed( string $message, bool $network ): never {
		$store = $this->service->store();
		wp_send_json_success(
			array(
				'message' => $message,
				'license' => $this->describe( $network ? $store->get_network() : $store->get() ),
			)
		);
	}

	/**
	 * Replies to connect-by-key.
	 *
	 * @param string $url     Where the browser goes next ('' to stay).
	 * @param bool   $reload  Whether the page reloads.
	 * @param string $message What happened.
	 * @return never
	 */
	private function connected( string $url, bool $reload, string $message ): never {
		wp_send_json_success(
			array(
				'url'     => $url,
				'reload'  => $reload,
				'message' => $message,
			)
		);
	}

	/**
	 * Replies with a verifier's negative answer.
	 *
	 * @param LicenseCheck $check The answer.
	 * @return never
	 */
	private function fail_check( LicenseCheck $check ): never {
		$message = '' !== $check->message ? $check->message : __( 'This license key is not valid.', 'userfeedback' );
		$this->fail( '' !== $check->reason ? $check->reason : 'license_' . $check->status, $message, $check->is_answer() ? 400 : 503 );
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
