<?php
/**
 * Anti-spam token for the public survey widget.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * Pages that show a survey must stay cacheable, so the widget cannot carry a wp_rest nonce (it is
 * tied to a session and expires while the cached page is still served). Instead the page embeds
 * this token: an HMAC of the survey id and the day, keyed by a per-day key derived from a site
 * secret. It proves the submission came from a page this site rendered recently, without any
 * per-visitor state. Tokens from today and the two previous days are accepted, so a token stays
 * valid for at least 48 hours (at most 72), longer than any sensible page-cache lifetime.
 */
final class SubmissionToken {

	/**
	 * Seconds in a day: the rotation period of the key.
	 */
	private const DAY = 86400;

	/**
	 * How many previous days are still accepted (today plus two earlier days: at least 48 hours).
	 */
	private const GRACE_DAYS = 2;

	/**
	 * Longer input is refused before any parsing (a day number, a dot and 64 hex digits fit easily).
	 */
	private const MAX_LENGTH = 80;

	/**
	 * Site secret, e.g. wp_salt( 'nonce' ), or a closure returning it: read only when a token is
	 * issued or checked, so building the plugin on every request costs nothing.
	 *
	 * @var string|\Closure(): string
	 */
	private $secret;

	/**
	 * Returns the current Unix time; injectable so tests can move through days.
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Sets the secret and the clock.
	 *
	 * @param string|\Closure $secret Site secret, or a closure returning it (production: wp_salt( 'nonce' )).
	 * @param \Closure|null   $clock  Returns the current Unix time; time() when null.
	 */
	public function __construct( $secret, ?\Closure $clock = null ) {
		$this->secret = $secret;
		$this->clock  = $clock ?? static fn(): int => time();
	}

	/**
	 * A token for a survey, valid today and the next two days.
	 *
	 * @param int $survey_id Survey id.
	 * @return string "{day}.{hmac}".
	 */
	public function issue( int $survey_id ): string {
		$day = $this->today();
		return $day . '.' . $this->mac( $survey_id, $day );
	}

	/**
	 * Whether a token was issued by this site for this survey within the accepted days.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $token     The token sent by the widget.
	 * @return bool
	 */
	public function verify( int $survey_id, string $token ): bool {
		// The length cap and the strict pattern keep attacker input away from intval overflow.
		if ( strlen( $token ) > self::MAX_LENGTH || ! preg_match( '/^(\d{1,10})\.([0-9a-f]{64})$/D', $token, $parts ) ) {
			return false;
		}
		$day = (int) $parts[1];
		$age = $this->today() - $day;
		if ( $age < 0 || $age > self::GRACE_DAYS ) {
			return false;
		}
		return hash_equals( $this->mac( $survey_id, $day ), $parts[2] );
	}

	/**
	 * The current day number (days since the Unix epoch, UTC).
	 *
	 * @return int
	 */
	private function today(): int {
		return intdiv( ( $this->clock )(), self::DAY );
	}

	/**
	 * The HMAC of a survey and day, keyed by that day's key.
	 *
	 * @param int $survey_id Survey id.
	 * @param int $day       Day number.
	 * @return string 64 hex digits.
	 */
	private function mac( int $survey_id, int $day ): string {
		// A per-day key: a leaked HMAC for one day says nothing about the key of another day.
		if ( $this->secret instanceof \Closure ) {
			$this->secret = (string) ( $this->secret )();
		}
		$key = hash_hmac( 'sha256', 'day|' . $day, $this->secret );
		return hash_hmac( 'sha256', 'userfeedback|' . $survey_id . '|' . $day, $key );
	}
}
