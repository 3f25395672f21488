<?php
/**
 * What a licence verifier found out about a key.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * One verifier answer. `unavailable` means no answer (a licence server that could not be
 * reached or answered nonsense): callers then change nothing, so a network hiccup never takes a
 * paying site's features away. `reason` is a machine-readable code for the admin-ajax replies,
 * `message` the text for people.
 */
final class LicenseCheck {

	public const VALID       = 'valid';
	public const EXPIRED     = 'expired';
	public const DISABLED    = 'disabled';
	public const INVALID     = 'invalid';
	public const UNAVAILABLE = 'unavailable';

	/**
	 * One of the constants above.
	 *
	 * @var string
	 */
	public readonly string $status;

	/**
	 * Plan type (plus, pro, elite) when known, else lite.
	 *
	 * @var string
	 */
	public readonly string $type;

	/**
	 * Expiry (unix time), 0 for never or unknown.
	 *
	 * @var int
	 */
	public readonly int $expires;

	/**
	 * Constructor.
	 *
	 * @param string $status  One of the constants; anything else becomes unavailable.
	 * @param string $type    Plan type.
	 * @param int    $expires Expiry, 0 for never or unknown.
	 * @param string $key_id  The key's id, '' when unknown.
	 * @param string $reason  Machine-readable reason, e.g. license_expired, license_wrong_site.
	 * @param string $message What happened, for people ('' for a plain success).
	 * @param string $package The Pro package URL the licence service offers for this key ('' when none).
	 */
	public function __construct(
		string $status,
		string $type = 'lite',
		int $expires = 0,
		public readonly string $key_id = '',
		public readonly string $reason = '',
		public readonly string $message = '',
		public readonly string $package = ''
	) {
		$this->status  = in_array( $status, array( self::VALID, self::EXPIRED, self::DISABLED, self::INVALID ), true ) ? $status : self::UNAVAILABLE;
		$this->type    = in_array( $type, License::TYPES, true ) ? $type : 'lite';
		$this->expires = max( 0, $expires );
	}

	/**
	 * Whether the key may be used.
	 *
	 * @return bool
	 */
	public function is_valid(): bool {
		return self::VALID === $this->status;
	}

	/**
	 * Whether the verifier gave an answer at all.
	 *
	 * @return bool
	 */
	public function is_answer(): bool {
		return self::UNAVAILABLE !== $this->status;
	}

	/**
	 * The licence to store for the key after this answer (an unavailable answer has none: the
	 * caller keeps what it had).
	 *
	 * @param string $key Licence key.
	 * @param int    $now Unix time of the check.
	 * @return License
	 */
	public function to_license( string $key, int $now ): License {
		return new License(
			$key,
			$this->type,
			self::EXPIRED === $this->status,
			self::DISABLED === $this->status,
			self::INVALID === $this->status,
			$this->expires,
			$this->key_id,
			$now
		);
	}
}
