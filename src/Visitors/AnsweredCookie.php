<?php
/**
 * The server's mark that this browser completed a survey answered once per browser.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * The widget keeps its own cookie and local key, which page scripts and "clear this site's
 * cookies" in a cookie banner can remove; this HttpOnly one is set by the save that completes the
 * response and checked by the next save that would start one. Its value is not a secret: setting
 * it only keeps its own browser from answering again.
 */
final class AnsweredCookie {

	/**
	 * How long it lives: the most browsers keep a cookie (400 days).
	 */
	public const LIFETIME = 400 * DAY_IN_SECONDS;

	/**
	 * The cookie's name for a survey.
	 *
	 * @param int $survey_id The survey.
	 * @return string
	 */
	public static function name( int $survey_id ): string {
		return 'uf_answered_' . $survey_id;
	}

	/**
	 * Whether the request carries it.
	 *
	 * @param int                  $survey_id The survey.
	 * @param array<string, mixed> $cookies   The request's cookies ($_COOKIE).
	 * @return bool
	 */
	public static function present( int $survey_id, array $cookies ): bool {
		return isset( $cookies[ self::name( $survey_id ) ] );
	}

	/**
	 * The Set-Cookie header.
	 *
	 * @param int  $survey_id The survey.
	 * @param bool $secure    Whether the site is served over HTTPS.
	 * @return string
	 */
	public static function header( int $survey_id, bool $secure ): string {
		return sprintf( '%s=1; Max-Age=%d; Path=/; HttpOnly; SameSite=Lax%s', self::name( $survey_id ), self::LIFETIME, $secure ? '; Secure' : '' );
	}
}
