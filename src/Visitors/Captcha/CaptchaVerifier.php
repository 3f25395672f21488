<?php
/**
 * Asks the provider whether a visitor's token is good.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors\Captcha;

use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;

/**
 * One siteverify call, as both providers document it: a form-encoded POST of `secret`,
 * `response` (the token) and `remoteip`, answered with JSON `{success, error-codes, hostname,
 * action, ...}`; reCAPTCHA v3 adds `score` (0.0 a bot, 1.0 a person) and the `action` the widget
 * named. The request goes through PublicTarget, public addresses only, without redirects, and
 * waits at most TIMEOUT seconds: a visitor is waiting for their answer to be saved.
 */
final class CaptchaVerifier {

	/** Seconds to wait for the provider. */
	public const TIMEOUT = 5;

	/**
	 * Constructor.
	 *
	 * @param Captcha      $captcha The provider and its keys.
	 * @param PublicTarget $targets The gate of outgoing requests.
	 */
	public function __construct( private readonly Captcha $captcha, private readonly PublicTarget $targets = new PublicTarget( Reach::PublicOnly ) ) {
	}

	/**
	 * The provider's verdict on a token.
	 *
	 * @param string $token The token the widget sent.
	 * @param string $ip    The visitor's address ('' when unknown: not sent).
	 * @return Verdict
	 */
	public function verify( string $token, string $ip ): Verdict {
		if ( '' === $token ) {
			return Verdict::Failed;
		}
		$body = array(
			'secret'   => $this->captcha->secret(),
			'response' => $token,
		);
		if ( '' !== $ip ) {
			$body['remoteip'] = $ip;
		}
		$reply = $this->targets->request(
			$this->captcha->verify_url(),
			array(
				'method'     => 'POST',
				'timeout'    => self::TIMEOUT,
				'body'       => $body,
				'user-agent' => 'UserFeedback/' . USERFEEDBACK_VERSION,
			)
		);
		if ( is_wp_error( $reply ) || 200 !== (int) wp_remote_retrieve_response_code( $reply ) ) {
			return Verdict::Unavailable;
		}
		$answer = json_decode( (string) wp_remote_retrieve_body( $reply ), true );
		if ( ! is_array( $answer ) || ! is_bool( $answer['success'] ?? null ) ) {
			return Verdict::Unavailable;
		}
		return $this->judged( $answer );
	}

	/**
	 * A readable answer's verdict.
	 *
	 * @param array<string, mixed> $answer The provider's JSON.
	 * @return Verdict
	 */
	private function judged( array $answer ): Verdict {
		if ( true !== $answer['success'] ) {
			return Verdict::Failed;
		}
		if ( Captcha::RECAPTCHA !== $this->captcha->provider() ) {
			return Verdict::Passed;
		}
		// reCAPTCHA v3 passes every real token; the score says how human it looked, and the action
		// must be the widget's, so a token made for another form of the site is not reused here.
		$score  = $answer['score'] ?? null;
		$action = $answer['action'] ?? Captcha::ACTION;
		if ( ! is_int( $score ) && ! is_float( $score ) ) {
			return Verdict::Failed;
		}
		return (float) $score >= $this->captcha->min_score() && Captcha::ACTION === $action ? Verdict::Passed : Verdict::Failed;
	}
}
