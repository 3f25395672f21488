<?php
/**
 * Offline licence key verification.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseCheck;
use UserFeedback\Entitlements\LicenseToken;
use UserFeedback\Entitlements\OfflineLicenseVerifier;

/**
 * Signed keys (LicenseToken) through OfflineLicenseVerifier: every plan type, expiry, the
 * revocation list, tampering with payload or signature, a foreign key pair, site binding and
 * garbage.
 */
final class LicenseVerificationTest extends LicenseTestCase {

	/**
	 * The plan types a key carries.
	 *
	 * @return array<string, array{string}>
	 */
	public static function types(): array {
		return array(
			'plus'  => array( 'plus' ),
			'pro'   => array( 'pro' ),
			'elite' => array( 'elite' ),
		);
	}

	#[DataProvider( 'types' )]
	public function test_a_valid_key_of_each_type_verifies_with_its_type_id_and_expiry( string $type ): void {
		$expires = time() + 30 * DAY_IN_SECONDS;
		$check   = ( new OfflineLicenseVerifier() )->check( self::mint( $type, $expires, '', '00112233445566ff' ) );

		$this->assertSame( LicenseCheck::VALID, $check->status );
		$this->assertSame( $type, $check->type );
		$this->assertSame( '00112233445566ff', $check->key_id );
		$this->assertSame( $expires, $check->expires );
		$this->assertSame( '', $check->reason );
	}

	public function test_a_key_without_expiry_never_expires(): void {
		$far_future = static fn(): int => 4000000000;
		$check      = ( new OfflineLicenseVerifier( $far_future ) )->check( self::mint( 'pro' ) );
		$this->assertTrue( $check->is_valid() );
		$this->assertSame( 0, $check->expires );
	}

	public function test_whitespace_pasted_into_a_key_is_ignored(): void {
		$key    = self::mint( 'plus' );
		$pasted = "  \n" . substr( $key, 0, 40 ) . "\n " . substr( $key, 40 ) . "\t";
		$this->assertTrue( ( new OfflineLicenseVerifier() )->check( $pasted )->is_valid() );
	}

	public function test_a_key_is_expired_from_its_expiry_second_on(): void {
		$key = self::mint( 'pro', 1900000000 );

		$before = ( new OfflineLicenseVerifier( static fn(): int => 1899999999 ) )->check( $key );
		$at     = ( new OfflineLicenseVerifier( static fn(): int => 1900000000 ) )->check( $key );

		$this->assertSame( LicenseCheck::VALID, $before->status );
		$this->assertSame( LicenseCheck::EXPIRED, $at->status );
		$this->assertSame( 'license_expired', $at->reason );
		$this->assertSame( 'pro', $at->type, 'an expired key still says which plan it was' );
	}

	public function test_a_key_revoked_by_the_option_is_disabled(): void {
		update_option( OfflineLicenseVerifier::REVOKED_OPTION, array( 'AABBCCDDEEFF0011' ) );
		$check = ( new OfflineLicenseVerifier() )->check( self::mint( 'elite', 0, '', 'aabbccddeeff0011' ) );

		$this->assertSame( LicenseCheck::DISABLED, $check->status );
		$this->assertSame( 'license_disabled', $check->reason );
		$this->assertTrue( ( new OfflineLicenseVerifier() )->check( self::mint( 'elite', 0, '', 'aabbccddeeff0012' ) )->is_valid(), 'other keys are unaffected' );
	}

	public function test_a_key_revoked_by_the_filter_is_disabled(): void {
		$this->filter( 'userfeedback_license_revoked_keys', static fn( $ids ) => array_merge( $ids, array( '0123456789abcdef' ) ) );
		$check = ( new OfflineLicenseVerifier() )->check( self::mint( 'plus', 0, '', '0123456789abcdef' ) );
		$this->assertSame( LicenseCheck::DISABLED, $check->status );
	}

	/**
	 * Changes one payload field of a key, keeping its signature. Each case
	 * flips bits (XOR) rather than writing a fixed byte: the key id is random,
	 * so a fixed byte would sometimes equal the original and change nothing.
	 *
	 * @return array<string, array{int, int}>
	 */
	public static function payload_tampering(): array {
		return array(
			'plan raised from plus to elite' => array( 0, 0x02 ),
			'key id changed'                 => array( 1, 0x99 ),
			'expiry pushed back'             => array( 9, 0xFF ),
		);
	}

	#[DataProvider( 'payload_tampering' )]
	public function test_a_tampered_payload_is_refused( int $offset, int $mask ): void {
		$raw            = self::raw( self::mint( 'plus', time() + 100 ) );
		$raw[ $offset ] = chr( ord( $raw[ $offset ] ) ^ $mask );

		$check = ( new OfflineLicenseVerifier() )->check( self::encode( $raw ) );

		$this->assertSame( LicenseCheck::INVALID, $check->status );
		$this->assertSame( 'license_signature', $check->reason );
		$this->assertSame( 'lite', $check->type, 'nothing of a forged key is believed' );
	}

	public function test_a_tampered_signature_is_refused(): void {
		$raw                       = self::raw( self::mint( 'pro' ) );
		$raw[ strlen( $raw ) - 1 ] = chr( ord( $raw[ strlen( $raw ) - 1 ] ) ^ 1 );

		$check = ( new OfflineLicenseVerifier() )->check( self::encode( $raw ) );

		$this->assertSame( LicenseCheck::INVALID, $check->status );
		$this->assertSame( 'license_signature', $check->reason );
	}

	public function test_a_key_signed_by_another_key_pair_is_refused(): void {
		$other = sodium_crypto_sign_secretkey( sodium_crypto_sign_keypair() );
		$check = ( new OfflineLicenseVerifier() )->check( LicenseToken::mint( $other, 'elite' ) );

		$this->assertSame( LicenseCheck::INVALID, $check->status );
		$this->assertSame( 'license_signature', $check->reason );
	}

	public function test_by_default_only_the_built_in_key_is_trusted(): void {
		remove_all_filters( 'userfeedback_license_public_keys' );
		$this->assertSame( array( base64_decode( OfflineLicenseVerifier::BUILT_IN_PUBLIC_KEY ) ), OfflineLicenseVerifier::trusted_public_keys() ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		$this->assertSame( 'license_signature', ( new OfflineLicenseVerifier() )->check( self::mint( 'pro' ) )->reason );
	}

	public function test_a_key_bound_to_this_site_verifies_and_one_bound_elsewhere_is_invalid(): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );

		$this->assertTrue( ( new OfflineLicenseVerifier() )->check( self::mint( 'pro', 0, strtoupper( $host ) ) )->is_valid() );
		$this->assertTrue( ( new OfflineLicenseVerifier() )->check( self::mint( 'pro', 0, 'www.' . $host ) )->is_valid(), 'www. is the same site' );

		$elsewhere = ( new OfflineLicenseVerifier() )->check( self::mint( 'pro', 0, 'other-site.example' ) );
		$this->assertSame( LicenseCheck::INVALID, $elsewhere->status );
		$this->assertSame( 'license_wrong_site', $elsewhere->reason );
		$this->assertStringContainsString( 'other-site.example', $elsewhere->message );
	}

	/**
	 * Strings that are not keys.
	 *
	 * @return array<string, array{string}>
	 */
	public static function garbage(): array {
		return array(
			'empty'            => array( '' ),
			'a word'           => array( 'hello' ),
			'another prefix'   => array( 'UF2-AAAA' ),
			'bad alphabet'     => array( 'UF1-<script>alert(1)</script>' ),
			'too short'        => array( 'UF1-AAAAAAAA' ),
			'unknown plan'     => array( 'UF1-' . str_repeat( 'B', 106 ) ),
			'far too long'     => array( 'UF1-' . str_repeat( 'A', 5000 ) ),
			'old dev tier key' => array( 'dev-pro-key' ),
		);
	}

	#[DataProvider( 'garbage' )]
	public function test_garbage_is_a_malformed_key( string $key ): void {
		$check = ( new OfflineLicenseVerifier() )->check( $key );
		$this->assertSame( LicenseCheck::INVALID, $check->status );
		$this->assertSame( 'license_malformed', $check->reason );
	}

	public function test_minting_refuses_what_it_cannot_encode(): void {
		foreach ( array( array( 'lite', 0, '' ), array( 'pro', -1, '' ), array( 'pro', 0, str_repeat( 'a', 300 ) ) ) as $args ) {
			try {
				LicenseToken::mint( self::$secret, ...$args );
				$this->fail( 'minted ' . wp_json_encode( $args ) );
			} catch ( \InvalidArgumentException $expected ) {
				$this->assertNotSame( '', $expected->getMessage() );
			}
		}
	}

	public function test_a_stored_licence_stops_unlocking_once_its_expiry_passes(): void {
		$this->assertTrue( ( new License( 'k', 'pro', false, false, false, time() + 60 ) )->is_valid() );
		$past = new License( 'k', 'pro', false, false, false, time() - 1 );
		$this->assertFalse( $past->is_valid() );
		$this->assertTrue( $past->has_expired() );
	}

	/**
	 * A key's raw bytes (payload and signature).
	 *
	 * @param string $key Key.
	 * @return string
	 */
	private static function raw( string $key ): string {
		return (string) base64_decode( strtr( substr( $key, 4 ), '-_', '+/' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	}

	/**
	 * Raw bytes back into a key.
	 *
	 * @param string $raw Payload and signature.
	 * @return string
	 */
	private static function encode( string $raw ): string {
		return 'UF1-' . rtrim( strtr( base64_encode( $raw ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
	}
}
