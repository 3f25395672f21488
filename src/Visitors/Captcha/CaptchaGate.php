<?php
/**
 * Whether the save that creates a response may go on, as far as spam protection goes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors\Captcha;

/**
 * The responses route asks here before the response's transaction (a network call never waits
 * inside one), and only for the save that creates a response: the later saves of a partial
 * response continue one already verified. With no provider on, nothing is checked or requested.
 * A missing or refused token is a 403; a provider that cannot be reached lets the response
 * through or refuses it with a 503, as the captcha_fail_open setting says. Nothing about the
 * visitor is logged either way.
 */
final class CaptchaGate {

	public const FAILED      = 'userfeedback_captcha_failed';
	public const UNAVAILABLE = 'userfeedback_captcha_unavailable';

	/**
	 * Constructor.
	 *
	 * @param Captcha              $captcha  The provider and its keys.
	 * @param CaptchaVerifier|null $verifier The provider's check (default: its siteverify endpoint).
	 */
	public function __construct( private readonly Captcha $captcha = new Captcha(), private readonly ?CaptchaVerifier $verifier = null ) {
	}

	public function is_on(): bool {
		return $this->captcha->is_on();
	}

	/**
	 * Null when the save may go on, else the refusal.
	 *
	 * @param mixed  $token The request's `captcha` (null when absent).
	 * @param string $ip    The visitor's address.
	 * @return \WP_Error|null
	 */
	public function refusal( $token, string $ip ): ?\WP_Error {
		if ( ! $this->captcha->is_on() ) {
			return null;
		}
		$verdict = ( $this->verifier ?? new CaptchaVerifier( $this->captcha ) )->verify( is_string( $token ) ? $token : '', $ip );
		if ( Verdict::Passed === $verdict || ( Verdict::Unavailable === $verdict && $this->captcha->fails_open() ) ) {
			return null;
		}
		if ( Verdict::Unavailable === $verdict ) {
			return new \WP_Error( self::UNAVAILABLE, __( 'We could not check that you are not a robot just now. Please try again in a few minutes.', 'userfeedback' ), array( 'status' => 503 ) );
		}
		return new \WP_Error( self::FAILED, __( 'We could not confirm you are not a robot. Please try again.', 'userfeedback' ), array( 'status' => 403 ) );
	}
}
