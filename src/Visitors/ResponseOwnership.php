<?php
/**
 * Whether a save of an unfinished response comes from the browser that started it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * A response being answered is continued by its browser-made key (response_key), which other
 * people can learn (a shared screen, a log, a browser extension). The key alone must not let them
 * overwrite or complete someone else's answers, so the first save binds the response to its
 * browser in two ways:
 *
 * - a cookie: the first save's answer sets an HttpOnly cookie holding an HMAC of the survey and the
 *   key (nothing is stored for it; the site's secret makes it unforgeable), sent back by the
 *   browser with every later save; page scripts cannot read it;
 * - the origin: a short keyed hash of the visitor's network (ClientIp::rate_key()) and user agent,
 *   stored with the response while it is unfinished (cleared when it completes). It lets through
 *   a save whose cookie never arrived — the retry of a first save whose answer was lost — or a
 *   second tab that set its own cookie since.
 *
 * A later save with neither is refused (409): another browser session.
 */
final class ResponseOwnership {

	/**
	 * How long the cookie lives: longer than anyone takes to answer a survey.
	 */
	public const COOKIE_LIFETIME = DAY_IN_SECONDS;

	/**
	 * The site secret, or a closure returning it (read only when needed).
	 *
	 * @var string|\Closure(): string
	 */
	private $secret;

	/**
	 * Constructor.
	 *
	 * @param string|\Closure $secret The site secret, or a closure returning it.
	 */
	public function __construct( $secret ) {
		$this->secret = $secret;
	}

	/**
	 * The cookie's name for a survey.
	 *
	 * @param int $survey_id The survey.
	 * @return string
	 */
	public static function cookie_name( int $survey_id ): string {
		return 'uf_continue_' . $survey_id;
	}

	/**
	 * The cookie's value for a response: an HMAC of the survey and its key.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $key       The response key (lower case).
	 * @return string 32 hex digits.
	 */
	public function token( int $survey_id, string $key ): string {
		return substr( $this->mac( 'continue|' . $survey_id . '|' . $key ), 0, 32 );
	}

	/**
	 * The origin stored with an unfinished response.
	 *
	 * @param string $ip         The visitor's address.
	 * @param string $user_agent The visitor's User-Agent header.
	 * @return string 16 hex digits.
	 */
	public function origin( string $ip, string $user_agent ): string {
		return substr( $this->mac( 'origin|' . ClientIp::rate_key( $ip ) . '|' . $user_agent ), 0, 16 );
	}

	/**
	 * Whether a later save of a response may continue it.
	 *
	 * @param int                  $survey_id     The survey.
	 * @param string               $key           The response key.
	 * @param array<string, mixed> $cookies       The request's cookies ($_COOKIE).
	 * @param string|null          $stored_origin The response's origin (null: none stored).
	 * @param string               $origin        This request's origin (origin()).
	 * @return bool
	 */
	public function owns( int $survey_id, string $key, array $cookies, ?string $stored_origin, string $origin ): bool {
		$cookie = $cookies[ self::cookie_name( $survey_id ) ] ?? null;
		if ( is_string( $cookie ) && hash_equals( $this->token( $survey_id, $key ), $cookie ) ) {
			return true;
		}
		return null !== $stored_origin && '' !== $stored_origin && hash_equals( $stored_origin, $origin );
	}

	/**
	 * The Set-Cookie header that binds a response to this browser.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $key       The response key.
	 * @param bool   $secure    Whether the site is served over HTTPS.
	 * @return string
	 */
	public function set_cookie( int $survey_id, string $key, bool $secure ): string {
		return sprintf(
			'%s=%s; Max-Age=%d; Path=/; HttpOnly; SameSite=Lax%s',
			self::cookie_name( $survey_id ),
			$this->token( $survey_id, $key ),
			self::COOKIE_LIFETIME,
			$secure ? '; Secure' : ''
		);
	}

	/**
	 * An HMAC under the site secret.
	 *
	 * @param string $message What to sign.
	 * @return string 64 hex digits.
	 */
	private function mac( string $message ): string {
		if ( $this->secret instanceof \Closure ) {
			$this->secret = (string) ( $this->secret )();
		}
		return hash_hmac( 'sha256', 'userfeedback|' . $message, $this->secret );
	}
}
