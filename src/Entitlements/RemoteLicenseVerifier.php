<?php
/**
 * A licence-server client behind the same interface as the offline verifier.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * Used only when USERFEEDBACK_LICENSE_SERVER names a server (LicenseService::verifier()).
 *
 * Protocol (docs/rest-api.md, "Licence server"): POST to the server URL with a JSON body
 * `{action: activate|check|deactivate, key, site, host, plugin: "userfeedback", version, edition}`;
 * the server answers 200 with JSON `{status: valid|expired|disabled|invalid, type, expires, key_id,
 * message, package}`. Anything else (a transport error, another HTTP status, unreadable JSON,
 * an unknown status) is "unavailable": the site keeps its stored licence, so an outage of the
 * licence server never locks a paying site out.
 */
final class RemoteLicenseVerifier implements LicenseVerifier {

	public function __construct( private readonly string $server ) {
	}

	/**
	 * Activates the key for this site on the server.
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function activate( string $key ): LicenseCheck {
		return $this->ask( 'activate', $key );
	}

	/**
	 * Asks the server about a key in use.
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function check( string $key ): LicenseCheck {
		return $this->ask( 'check', $key );
	}

	/**
	 * Tells the server the site no longer uses the key.
	 *
	 * @param string $key Licence key.
	 * @return bool Whether the server confirmed.
	 */
	public function deactivate( string $key ): bool {
		return $this->ask( 'deactivate', $key )->is_answer();
	}

	/**
	 * One call to the server.
	 *
	 * @param string $action activate, check or deactivate.
	 * @param string $key    Licence key.
	 * @return LicenseCheck
	 */
	private function ask( string $action, string $key ): LicenseCheck {
		$response = wp_safe_remote_post(
			$this->server,
			array(
				'timeout' => 15,
				'headers' => array(
					'Content-Type' => 'application/json',
					'Accept'       => 'application/json',
				),
				'body'    => (string) wp_json_encode(
					array(
						'action'  => $action,
						'key'     => $key,
						'site'    => home_url( '/' ),
						'host'    => LicenseToken::normalize_host( home_url() ),
						'plugin'  => 'userfeedback',
						'version' => USERFEEDBACK_VERSION,
						'edition' => USERFEEDBACK_EDITION,
					)
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $this->unavailable(
				/* translators: %s: the transport's error message. */
				sprintf( __( 'The license server could not be reached: %s. Please try again later.', 'userfeedback' ), $response->get_error_message() )
			);
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $code || ! is_array( $body ) ) {
			return $this->unavailable(
				/* translators: %d: HTTP status code. */
				sprintf( __( 'The license server sent an unusable reply (HTTP %d). Please try again later.', 'userfeedback' ), $code )
			);
		}

		$status = is_string( $body['status'] ?? null ) ? $body['status'] : '';
		if ( ! in_array( $status, array( LicenseCheck::VALID, LicenseCheck::EXPIRED, LicenseCheck::DISABLED, LicenseCheck::INVALID ), true ) ) {
			return $this->unavailable( __( 'The license server sent an unusable reply. Please try again later.', 'userfeedback' ) );
		}
		$package = is_string( $body['package'] ?? null ) ? $body['package'] : '';
		return new LicenseCheck(
			$status,
			is_string( $body['type'] ?? null ) ? $body['type'] : 'lite',
			is_numeric( $body['expires'] ?? null ) ? (int) $body['expires'] : 0,
			is_string( $body['key_id'] ?? null ) ? sanitize_key( $body['key_id'] ) : '',
			LicenseCheck::VALID === $status ? '' : 'license_' . $status,
			// The server's text reaches an admin toast: plain text only.
			is_string( $body['message'] ?? null ) ? sanitize_text_field( $body['message'] ) : '',
			// Only https packages: the upgrader installs and runs whatever this points to.
			str_starts_with( $package, 'https://' ) ? esc_url_raw( $package ) : ''
		);
	}

	/**
	 * No answer.
	 *
	 * @param string $message Why, for people.
	 * @return LicenseCheck
	 */
	private function unavailable( string $message ): LicenseCheck {
		return new LicenseCheck( LicenseCheck::UNAVAILABLE, 'lite', 0, '', 'license_server_unavailable', $message );
	}
}
