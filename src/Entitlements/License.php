<?php
/**
 * A licence as stored.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Entitlements;

/**
 * Immutable licence state: the key, its plan type and the three failure flags the spec's notices
 * are driven by. How a key is verified (signed token, remote server) is the licence service's job;
 * this is what it leaves behind.
 */
final class License {

	public const TYPES = array( 'lite', 'plus', 'pro', 'elite' );

	/**
	 * The licence key ('' when none).
	 *
	 * @var string
	 */
	public string $key;

	/**
	 * Plan type: lite, plus, pro or elite.
	 *
	 * @var string
	 */
	public string $type;

	/**
	 * The key has expired.
	 *
	 * @var bool
	 */
	public bool $is_expired;

	/**
	 * The key has been disabled.
	 *
	 * @var bool
	 */
	public bool $is_disabled;

	/**
	 * The key no longer exists.
	 *
	 * @var bool
	 */
	public bool $is_invalid;

	/**
	 * Constructor.
	 *
	 * @param string $key         Licence key.
	 * @param string $type        Plan type; anything unknown becomes lite.
	 * @param bool   $is_expired  The key has expired.
	 * @param bool   $is_disabled The key has been disabled.
	 * @param bool   $is_invalid  The key no longer exists.
	 */
	public function __construct( string $key = '', string $type = 'lite', bool $is_expired = false, bool $is_disabled = false, bool $is_invalid = false ) {
		$this->key         = $key;
		$this->type        = in_array( $type, self::TYPES, true ) ? $type : 'lite';
		$this->is_expired  = $is_expired;
		$this->is_disabled = $is_disabled;
		$this->is_invalid  = $is_invalid;
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
			! empty( $data['is_invalid'] )
		);
	}

	/**
	 * The stored form.
	 *
	 * @return array{key: string, type: string, is_expired: bool, is_disabled: bool, is_invalid: bool}
	 */
	public function to_array(): array {
		return array(
			'key'         => $this->key,
			'type'        => $this->type,
			'is_expired'  => $this->is_expired,
			'is_disabled' => $this->is_disabled,
			'is_invalid'  => $this->is_invalid,
		);
	}

	/**
	 * A key is present and none of the failure flags is set.
	 *
	 * @return bool
	 */
	public function is_valid(): bool {
		return '' !== $this->key && ! $this->is_expired && ! $this->is_disabled && ! $this->is_invalid;
	}
}
