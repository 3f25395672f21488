<?php
/**
 * A licence as stored.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * Immutable licence state: the key, its plan type and the three failure flags the spec's notices
 * are driven by. How a key is verified (signed token, remote server) is the licence service's job
 * (LicenseService); this is what it leaves behind, with the key's id and expiry and when the
 * service last checked it (0 for licences written by other means, e.g. bin/uf-dev.php, which the
 * daily re-check leaves alone).
 */
final class License {

	public const TYPES = array( 'lite', 'plus', 'pro', 'elite' );

	/**
	 * Plan type: lite, plus, pro or elite.
	 *
	 * @var string
	 */
	public readonly string $type;

	/**
	 * When the key stops being valid (unix time), 0 for never.
	 *
	 * @var int
	 */
	public readonly int $expires;

	/**
	 * When the licence service last verified the key (unix time), 0 when it never did.
	 *
	 * @var int
	 */
	public readonly int $verified_at;

	/**
	 * Constructor.
	 *
	 * @param string $key         The licence key ('' when none).
	 * @param string $type        Plan type; anything unknown becomes lite.
	 * @param bool   $is_expired  The key has expired.
	 * @param bool   $is_disabled The key has been disabled.
	 * @param bool   $is_invalid  The key no longer exists.
	 * @param int    $expires     Expiry (unix time), 0 for never.
	 * @param string $key_id      The key's id (revocation lists name keys by it), '' when unknown.
	 * @param int    $verified_at When the licence service verified it, 0 for never.
	 */
	public function __construct(
		public readonly string $key = '',
		string $type = 'lite',
		public readonly bool $is_expired = false,
		public readonly bool $is_disabled = false,
		public readonly bool $is_invalid = false,
		int $expires = 0,
		public readonly string $key_id = '',
		int $verified_at = 0
	) {
		$this->type        = in_array( $type, self::TYPES, true ) ? $type : 'lite';
		$this->expires     = max( 0, $expires );
		$this->verified_at = max( 0, $verified_at );
	}

	/**
	 * No key at all.
	 *
	 * @return License
	 */
	public static function none(): License {
		return new self();
	}

	/**
	 * Rebuilds a licence from its stored array, tolerating missing or mistyped fields.
	 *
	 * @param mixed $data Stored option value.
	 * @return License
	 */
	public static function from_array( $data ): License {
		if ( ! is_array( $data ) ) {
			return self::none();
		}
		return new self(
			is_string( $data['key'] ?? null ) ? $data['key'] : '',
			is_string( $data['type'] ?? null ) ? $data['type'] : 'lite',
			! empty( $data['is_expired'] ),
			! empty( $data['is_disabled'] ),
			! empty( $data['is_invalid'] ),
			is_numeric( $data['expires'] ?? null ) ? (int) $data['expires'] : 0,
			is_string( $data['key_id'] ?? null ) ? $data['key_id'] : '',
			is_numeric( $data['verified_at'] ?? null ) ? (int) $data['verified_at'] : 0
		);
	}

	/**
	 * The stored form.
	 *
	 * @return array{key: string, type: string, is_expired: bool, is_disabled: bool, is_invalid: bool, expires: int, key_id: string, verified_at: int}
	 */
	public function to_array(): array {
		return array(
			'key'         => $this->key,
			'type'        => $this->type,
			'is_expired'  => $this->is_expired,
			'is_disabled' => $this->is_disabled,
			'is_invalid'  => $this->is_invalid,
			'expires'     => $this->expires,
			'key_id'      => $this->key_id,
			'verified_at' => $this->verified_at,
		);
	}

	/**
	 * Whether the key has expired: flagged so by the licence service, or past its expiry date
	 * already (so a key stops unlocking the moment it expires, not at the next daily check).
	 *
	 * @return bool
	 */
	public function has_expired(): bool {
		return $this->is_expired || ( $this->expires > 0 && $this->expires <= time() );
	}

	/**
	 * A key is present, not expired, and none of the failure flags is set.
	 *
	 * @return bool
	 */
	public function is_valid(): bool {
		return '' !== $this->key && ! $this->has_expired() && ! $this->is_disabled && ! $this->is_invalid;
	}
}
