<?php
/**
 * The offline-verifiable licence key format.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * A licence key is a signed token a site can check with no network: `UF1-` followed by the
 * base64url (no padding) of the payload and its 64-byte Ed25519 signature. The payload is
 * binary, to keep keys short enough to copy and paste (about 110 characters unbound):
 *
 *   1 byte   plan type: 1 plus, 2 pro, 3 elite
 *   8 bytes  key id (random; revocation lists name keys by its 16 hex digits)
 *   4 bytes  expiry, unix time, big-endian unsigned; 0 = never expires
 *   1 byte   length of the site binding (0 = any site)
 *   n bytes  site binding: the lower-case host of the site's home URL, without "www."
 *
 * The signature covers "UF1" followed by the payload, so a signature made for another format or
 * product cannot be replayed as a key. Only the holder of the secret key (the vendor, or
 * bin/mint-license.php in development) can mint keys; sites hold the public key
 * (OfflineLicenseVerifier). This class only encodes, decodes and checks signatures: expiry,
 * revocation and site binding are the verifier's decisions.
 */
final class LicenseToken {

	public const PREFIX = 'UF1-';

	/**
	 * Signed together with the payload (domain separation).
	 */
	private const CONTEXT = 'UF1';

	/**
	 * Plan type <=> its byte in the payload.
	 */
	private const TYPE_CODES = array(
		'plus'  => 1,
		'pro'   => 2,
		'elite' => 3,
	);

	/**
	 * Longest key accepted for decoding: a bound on work done for pasted garbage.
	 */
	private const MAX_LENGTH = 600;

	/**
	 * Constructor.
	 *
	 * @param string $key_id  The key id: 16 lower-case hex digits.
	 * @param string $type    Plan type: plus, pro or elite.
	 * @param int    $expires Expiry (unix time), 0 for never.
	 * @param string $host    The host the key is bound to, '' for any site.
	 */
	private function __construct( public readonly string $key_id, public readonly string $type, public readonly int $expires, public readonly string $host ) {
	}

	/**
	 * The plan types a key can carry.
	 *
	 * @return string[]
	 */
	public static function types(): array {
		return array_keys( self::TYPE_CODES );
	}

	/**
	 * The host form keys are bound to: lower case, no port, no leading "www.".
	 *
	 * @param string $host_or_url A host or a URL.
	 * @return string
	 */
	public static function normalize_host( string $host_or_url ): string {
		$host = str_contains( $host_or_url, '//' ) ? (string) wp_parse_url( $host_or_url, PHP_URL_HOST ) : $host_or_url;
		$host = strtolower( trim( $host, " \t\n\r\0\x0B." ) );
		$host = (string) preg_replace( '/:\d+$/', '', $host );
		return str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
	}

	/**
	 * Mints a key (development and the vendor's tooling; sites never hold a secret key).
	 *
	 * @param string $secret_key 64-byte Ed25519 secret key.
	 * @param string $type       plus, pro or elite.
	 * @param int    $expires    Expiry (unix time), 0 for never.
	 * @param string $host       Site to bind to ('' for any); normalised.
	 * @param string $key_id     16 hex digits, or '' for a random id.
	 * @return string The key.
	 * @throws \InvalidArgumentException When an argument cannot be encoded.
	 */
	public static function mint( string $secret_key, string $type, int $expires = 0, string $host = '', string $key_id = '' ): string {
		if ( ! isset( self::TYPE_CODES[ $type ] ) ) {
			throw new \InvalidArgumentException( 'type must be plus, pro or elite' );
		}
		if ( $expires < 0 || $expires > 0xFFFFFFFF ) {
			throw new \InvalidArgumentException( 'expiry out of range' );
		}
		$host = '' === $host ? '' : self::normalize_host( $host );
		if ( strlen( $host ) > 253 ) {
			throw new \InvalidArgumentException( 'host too long' );
		}
		$key_id = '' === $key_id ? bin2hex( random_bytes( 8 ) ) : strtolower( $key_id );
		if ( 1 !== preg_match( '/^[0-9a-f]{16}$/', $key_id ) ) {
			throw new \InvalidArgumentException( 'key id must be 16 hex digits' );
		}
		if ( SODIUM_CRYPTO_SIGN_SECRETKEYBYTES !== strlen( $secret_key ) ) {
			throw new \InvalidArgumentException( 'secret key must be 64 bytes' );
		}
		$payload   = pack( 'C', self::TYPE_CODES[ $type ] ) . (string) hex2bin( $key_id ) . pack( 'N', $expires ) . pack( 'C', strlen( $host ) ) . $host;
		$signature = sodium_crypto_sign_detached( self::CONTEXT . $payload, $secret_key );
		return self::PREFIX . self::base64url_encode( $payload . $signature );
	}

	/**
	 * Decodes a key whose signature one of the public keys confirms.
	 *
	 * @param string   $key         The key as pasted (whitespace anywhere is ignored).
	 * @param string[] $public_keys Trusted 32-byte Ed25519 public keys.
	 * @return LicenseToken|string The token, or why it is not one: 'format' (not a key of
	 *                             this format, or damaged) or 'signature' (no trusted key signed it).
	 */
	public static function decode( string $key, array $public_keys ) {
		$key = (string) preg_replace( '/\s+/', '', $key );
		if ( strlen( $key ) > self::MAX_LENGTH || ! str_starts_with( $key, self::PREFIX ) ) {
			return 'format';
		}
		$raw = self::base64url_decode( substr( $key, strlen( self::PREFIX ) ) );
		if ( null === $raw || strlen( $raw ) < 14 + SODIUM_CRYPTO_SIGN_BYTES ) {
			return 'format';
		}
		$payload   = substr( $raw, 0, -SODIUM_CRYPTO_SIGN_BYTES );
		$signature = substr( $raw, -SODIUM_CRYPTO_SIGN_BYTES );
		$fields    = unpack( 'Ctype/a8id/Nexpires/Chost_length', $payload );
		if ( ! is_array( $fields ) || strlen( $payload ) !== 14 + (int) $fields['host_length'] ) {
			return 'format';
		}
		$type = array_search( (int) $fields['type'], self::TYPE_CODES, true );
		if ( false === $type ) {
			return 'format';
		}

		$signed = false;
		foreach ( $public_keys as $public_key ) {
			if ( SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES === strlen( $public_key ) && sodium_crypto_sign_verify_detached( $signature, self::CONTEXT . $payload, $public_key ) ) {
				$signed = true;
				break;
			}
		}
		if ( ! $signed ) {
			return 'signature';
		}
		return new self( bin2hex( (string) $fields['id'] ), $type, (int) $fields['expires'], substr( $payload, 14 ) );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $bytes Binary.
	 * @return string
	 */
	private static function base64url_encode( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the key format.
	}

	/**
	 * Strict base64url decoding (null on any character outside the alphabet).
	 *
	 * @param string $text Base64url text.
	 * @return string|null
	 */
	private static function base64url_decode( string $text ): ?string {
		if ( 1 !== preg_match( '/^[A-Za-z0-9_-]+$/', $text ) ) {
			return null;
		}
		$bytes = base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the key format.
		return false === $bytes ? null : $bytes;
	}
}
