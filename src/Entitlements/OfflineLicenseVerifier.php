<?php
/**
 * Verifies signed licence keys with no network.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * The default verifier: a key (LicenseToken) is valid when a trusted public key signed it, it
 * has not expired, it is not on the revocation list and, if bound to a site, this site's home
 * URL has that host.
 *
 * Configuration, read at check time (so filters added by later plugins count):
 * - trusted public keys: the built-in production key, or USERFEEDBACK_LICENSE_PUBLIC_KEY (base64
 *   of 32 bytes) instead; then the `userfeedback_license_public_keys` filter (a list of base64
 *   keys; development sites add theirs through a must-use plugin, tests replace the list);
 * - revoked key ids: the `userfeedback_license_revoked` option (a list of 16-hex-digit ids) and
 *   the `userfeedback_license_revoked_keys` filter.
 */
final class OfflineLicenseVerifier implements LicenseVerifier {

	/**
	 * The vendor's production public key (base64). Its secret half never enters this repository.
	 */
	public const BUILT_IN_PUBLIC_KEY = 'MQC0J1fYa3Nx9DDUK97Wl67Dmz2AdFDi7/k7GdCfQSI=';

	public const REVOKED_OPTION = 'userfeedback_license_revoked';

	/**
	 * Returns the current unix time.
	 *
	 * @var callable(): int
	 */
	private $clock;

	/**
	 * Constructor.
	 *
	 * @param callable|null $clock Returns the current unix time (tests); null for time().
	 */
	public function __construct( ?callable $clock = null ) {
		$this->clock = $clock ?? 'time';
	}

	/**
	 * Offline, activating and checking are the same verification.
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function activate( string $key ): LicenseCheck {
		return $this->check( $key );
	}

	/**
	 * Verifies a key.
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function check( string $key ): LicenseCheck {
		$token = LicenseToken::decode( $key, self::trusted_public_keys() );
		if ( 'format' === $token ) {
			return new LicenseCheck( LicenseCheck::INVALID, 'lite', 0, '', 'license_malformed', __( 'This is not a valid UserFeedback license key. Check that you copied the whole key.', 'userfeedback' ) );
		}
		if ( ! $token instanceof LicenseToken ) {
			return new LicenseCheck( LicenseCheck::INVALID, 'lite', 0, '', 'license_signature', __( 'This license key was not issued for UserFeedback or has been altered. Check that you copied the whole key.', 'userfeedback' ) );
		}

		$site = LicenseToken::normalize_host( home_url() );
		if ( '' !== $token->host && $token->host !== $site ) {
			return new LicenseCheck(
				LicenseCheck::INVALID,
				$token->type,
				$token->expires,
				$token->key_id,
				'license_wrong_site',
				/* translators: 1: the site the key is for, 2: this site's host. */
				sprintf( __( 'This license key is for %1$s, not for this site (%2$s). Please use a different key.', 'userfeedback' ), $token->host, $site )
			);
		}
		if ( $token->expires > 0 && $token->expires <= (int) ( $this->clock )() ) {
			return new LicenseCheck(
				LicenseCheck::EXPIRED,
				$token->type,
				$token->expires,
				$token->key_id,
				'license_expired',
				/* translators: %s: expiry date. */
				sprintf( __( 'This license key expired on %s. Please renew your license key or use a different key.', 'userfeedback' ), wp_date( (string) get_option( 'date_format' ), $token->expires ) )
			);
		}
		if ( in_array( $token->key_id, self::revoked_key_ids(), true ) ) {
			return new LicenseCheck( LicenseCheck::DISABLED, $token->type, $token->expires, $token->key_id, 'license_disabled', __( 'This license key has been disabled. Please use a different key.', 'userfeedback' ) );
		}
		return new LicenseCheck( LicenseCheck::VALID, $token->type, $token->expires, $token->key_id );
	}

	/**
	 * Nothing to tell offline.
	 *
	 * @param string $key Licence key.
	 * @return bool
	 */
	public function deactivate( string $key ): bool {
		return true;
	}

	/**
	 * The public keys licence keys may be signed with (raw 32-byte strings).
	 *
	 * @return string[]
	 */
	public static function trusted_public_keys(): array {
		$base = defined( 'USERFEEDBACK_LICENSE_PUBLIC_KEY' ) && is_string( constant( 'USERFEEDBACK_LICENSE_PUBLIC_KEY' ) )
			? (string) constant( 'USERFEEDBACK_LICENSE_PUBLIC_KEY' )
			: self::BUILT_IN_PUBLIC_KEY;
		/**
		 * Filters the trusted licence public keys (base64 of 32-byte Ed25519 public keys).
		 *
		 * @param string[] $keys The built-in key, or USERFEEDBACK_LICENSE_PUBLIC_KEY.
		 */
		$keys = apply_filters( 'userfeedback_license_public_keys', array( $base ) );
		$raw  = array();
		foreach ( is_array( $keys ) ? $keys : array() as $key ) {
			$bytes = is_string( $key ) ? base64_decode( trim( $key ), true ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- public keys are configured in base64.
			if ( is_string( $bytes ) && SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES === strlen( $bytes ) ) {
				$raw[] = $bytes;
			}
		}
		return $raw;
	}

	/**
	 * Key ids on the revocation list (lower-case hex).
	 *
	 * @return string[]
	 */
	public static function revoked_key_ids(): array {
		$stored = get_option( self::REVOKED_OPTION, array() );
		/**
		 * Filters the revoked licence key ids (16 hex digits each; see LicenseToken).
		 *
		 * @param string[] $ids The ids in the userfeedback_license_revoked option.
		 */
		$ids = apply_filters( 'userfeedback_license_revoked_keys', is_array( $stored ) ? $stored : array() );
		$out = array();
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			if ( is_string( $id ) ) {
				$out[] = strtolower( trim( $id ) );
			}
		}
		return $out;
	}
}
