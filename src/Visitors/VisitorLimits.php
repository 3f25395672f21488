<?php
/**
 * How much one visitor may ask of the public routes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * The public routes need no login, so every kind of call a script could repeat is counted per
 * address (an IPv4 address, an IPv6 /64: ClientIp::rate_key()) and survey, and a response's later
 * saves also per response key:
 *
 * - new responses: RESPONSES_PER_ADDRESS in ten minutes (room for an office behind one address);
 * - later saves of a response being answered: SAVES_PER_KEY a minute per response (a person
 *   answers a question every few seconds at most) and SAVES_PER_ADDRESS a minute per address;
 * - impressions: IMPRESSIONS_PER_ADDRESS an hour per address are counted, beyond that the view
 *   is accepted but not counted (a browser already sends at most one an hour, PublicSurveysController).
 *
 * Windows are fixed clock windows (RateLimiter): "a minute" is a clock minute.
 */
final class VisitorLimits {

	public const RESPONSES_PER_ADDRESS   = 20;
	public const RESPONSES_WINDOW        = 10 * MINUTE_IN_SECONDS;
	public const SAVES_PER_KEY           = 30;
	public const SAVES_PER_ADDRESS       = 120;
	public const SAVES_WINDOW            = MINUTE_IN_SECONDS;
	public const IMPRESSIONS_PER_ADDRESS = 30;
	public const IMPRESSIONS_WINDOW      = HOUR_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param RateLimiter $responses         New responses per address and survey.
	 * @param RateLimiter $saves_per_key     Later saves per response key.
	 * @param RateLimiter $saves_per_address Later saves per address and survey.
	 * @param RateLimiter $impressions       Counted impressions per address and survey.
	 * @param \wpdb|null  $wpdb              The database, for the surveys' own ceilings.
	 * @param string      $table             The counters' table (Tables::rate_limits()).
	 */
	public function __construct(
		private readonly RateLimiter $responses,
		private readonly RateLimiter $saves_per_key,
		private readonly RateLimiter $saves_per_address,
		private readonly RateLimiter $impressions,
		private readonly ?\wpdb $wpdb = null,
		private readonly string $table = ''
	) {
	}

	/**
	 * The site's limits, counted in the rate_limits table (or the persistent object cache).
	 *
	 * @param \wpdb  $wpdb  The database.
	 * @param string $table The counters' table.
	 * @return self
	 */
	public static function on( \wpdb $wpdb, string $table ): self {
		return new self(
			new RateLimiter( self::RESPONSES_PER_ADDRESS, self::RESPONSES_WINDOW, null, $wpdb, $table ),
			new RateLimiter( self::SAVES_PER_KEY, self::SAVES_WINDOW, null, $wpdb, $table ),
			new RateLimiter( self::SAVES_PER_ADDRESS, self::SAVES_WINDOW, null, $wpdb, $table ),
			new RateLimiter( self::IMPRESSIONS_PER_ADDRESS, self::IMPRESSIONS_WINDOW, null, $wpdb, $table ),
			$wpdb,
			$table
		);
	}

	/**
	 * Counts a new response against the survey's own ceiling a minute (its owner's
	 * `max_per_minute`; 0: none), every visitor together. Run in the response's transaction after
	 * the visitor's own limit, so a refused response counts against neither.
	 *
	 * @param int $survey_id  The survey.
	 * @param int $per_minute Its ceiling (0: none).
	 * @return bool|null Whether it fits; null on a lost lock conflict (run again).
	 */
	public function survey_minute( int $survey_id, int $per_minute ): ?bool {
		if ( $per_minute <= 0 ) {
			return true;
		}
		return ( new RateLimiter( $per_minute, MINUTE_IN_SECONDS, null, $this->wpdb, $this->table ) )->count( 'survey-minute|' . $survey_id );
	}

	/**
	 * Whether this is the first response a survey's ceiling refused in this minute: the owner is
	 * told once a minute at most, not once per refused visitor (a flood must not become a flood
	 * of writes).
	 *
	 * @param int $survey_id The survey.
	 * @return bool
	 */
	public function first_over_ceiling( int $survey_id ): bool {
		return true === ( new RateLimiter( 1, MINUTE_IN_SECONDS, null, $this->wpdb, $this->table ) )->count( 'survey-shed|' . $survey_id );
	}

	/**
	 * Counts a new response (inside its transaction: ResponseStore::insert()'s gate).
	 *
	 * @param int    $survey_id The survey.
	 * @param string $ip        The visitor's address.
	 * @return bool|null Within the limit; null when the count lost a lock conflict.
	 */
	public function new_response( int $survey_id, string $ip ): ?bool {
		return $this->responses->count( 'response|' . $survey_id . '|' . ClientIp::rate_key( $ip ) );
	}

	/**
	 * Counts a later save of a response (inside its transaction: ResponseStore::update()'s gate).
	 * Both counters count every save, so a key switched per request still meets the address's.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $key       The response key.
	 * @param string $ip        The visitor's address.
	 * @return bool|null Within both limits; null when a count lost a lock conflict.
	 */
	public function later_save( int $survey_id, string $key, string $ip ): ?bool {
		$by_key = $this->saves_per_key->count( 'save-key|' . $survey_id . '|' . $key );
		if ( null === $by_key ) {
			return null;
		}
		$by_address = $this->saves_per_address->count( 'save-address|' . $survey_id . '|' . ClientIp::rate_key( $ip ) );
		return null === $by_address ? null : $by_key && $by_address;
	}

	/**
	 * Counts an impression from an address.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $ip        The visitor's address.
	 * @return bool|null Whether it may be counted; null when the count lost a lock conflict.
	 */
	public function impression( int $survey_id, string $ip ): ?bool {
		return $this->impressions->count( 'impression|' . $survey_id . '|' . ClientIp::rate_key( $ip ) );
	}

	/**
	 * Now and then, deletes finished windows (never inside a response's transaction).
	 *
	 * @return void
	 */
	public function sweep_sometimes(): void {
		$this->responses->sweep_sometimes();
	}
}
