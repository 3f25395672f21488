<?php
/**
 * A range of whole days in the site's time zone, and its UTC bounds.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Entitlements\Entitlements;

/**
 * Reports speak in the site's calendar days (`YYYY-MM-DD`); rows are stored in UTC. A range is
 * converted once, here: its first day's midnight and the midnight after its last day, each in the
 * site's zone, become the UTC bounds `[utc_start, utc_end)` that every query filters on. Because an
 * offset can change inside a range (daylight saving), grouping rows by site day needs the offset
 * per stretch of time: offset_segments() lists them, from the zone's own transition table.
 *
 * A range is either bounded (a first and a last day) or all time (no bounds).
 */
final class DateRange {

	/**
	 * The earliest day a report may ask for (spec §5: the date picker starts on 2005-01-01).
	 */
	public const EARLIEST = '2005-01-01';

	/**
	 * The longest range without the pro plan (spec §1: date ranges beyond 7 days are Pro).
	 */
	public const FREE_DAYS = 7;

	private const DAY_FORMAT = '!Y-m-d';

	/**
	 * Constructor; use the named constructors.
	 *
	 * @param string|null   $start First day (Y-m-d), null for all time.
	 * @param string|null   $end   Last day (Y-m-d), null for all time.
	 * @param \DateTimeZone $zone  The site's time zone.
	 */
	private function __construct( private readonly ?string $start, private readonly ?string $end, private readonly \DateTimeZone $zone ) {
	}

	/**
	 * The days from $start to $end, both included. The caller has checked them (see parse_*()).
	 *
	 * @param string        $start First day, Y-m-d.
	 * @param string        $end   Last day, Y-m-d.
	 * @param \DateTimeZone $zone  The site's time zone.
	 * @return self
	 */
	public static function between( string $start, string $end, \DateTimeZone $zone ): self {
		return new self( $start, $end, $zone );
	}

	/**
	 * Everything, whenever it was submitted.
	 *
	 * @param \DateTimeZone $zone The site's time zone.
	 * @return self
	 */
	public static function all_time( \DateTimeZone $zone ): self {
		return new self( null, null, $zone );
	}

	/**
	 * The $days days ending today (today included), e.g. "past 7 days".
	 *
	 * @param int                $days How many days.
	 * @param \DateTimeImmutable $now  Now, in the site's time zone.
	 * @return self
	 */
	public static function last_days( int $days, \DateTimeImmutable $now ): self {
		$today = $now->format( 'Y-m-d' );
		return new self( self::shift( $today, 1 - max( 1, $days ) ), $today, $now->getTimezone() );
	}

	/**
	 * The results overview's range: both days optional, the end defaulting to today and the start
	 * to six days before the end (the past 7 days).
	 *
	 * @param string|null        $start       `start_date` as sent, or null.
	 * @param string|null        $end         `end_date` as sent, or null.
	 * @param \DateTimeImmutable $now         Now, in the site's time zone.
	 * @param string             $start_field Name of the start parameter, for errors.
	 * @param string             $end_field   Name of the end parameter, for errors.
	 * @return self|\WP_Error 400 naming each bad field.
	 */
	public static function parse_with_default_week( ?string $start, ?string $end, \DateTimeImmutable $now, string $start_field = 'start_date', string $end_field = 'end_date' ) {
		$errors    = array();
		$today     = $now->format( 'Y-m-d' );
		$start_day = self::blank( $start ) ? null : self::checked_day( (string) $start, $today, $start_field, $errors );
		$end_day   = self::blank( $end ) ? $today : self::checked_day( (string) $end, $today, $end_field, $errors );
		if ( self::blank( $start ) && null !== $end_day ) {
			// The week ending on the last day, not reaching before the earliest day.
			$start_day = max( self::EARLIEST, self::shift( $end_day, 1 - self::FREE_DAYS ) );
		}
		return self::finish( $start_day, $end_day, $now->getTimezone(), $start_field, $end_field, $errors );
	}

	/**
	 * A survey report's range: no days means all time; a missing first day means from the
	 * earliest day, a missing last day means up to today.
	 *
	 * @param string|null        $from       `from` as sent, or null.
	 * @param string|null        $to         `to` as sent, or null.
	 * @param \DateTimeImmutable $now        Now, in the site's time zone.
	 * @param string             $from_field Name of the first-day parameter, for errors.
	 * @param string             $to_field   Name of the last-day parameter, for errors.
	 * @return self|\WP_Error 400 naming each bad field.
	 */
	public static function parse_optional( ?string $from, ?string $to, \DateTimeImmutable $now, string $from_field = 'from', string $to_field = 'to' ) {
		if ( self::blank( $from ) && self::blank( $to ) ) {
			return self::all_time( $now->getTimezone() );
		}
		$errors = array();
		$today  = $now->format( 'Y-m-d' );
		$start  = self::blank( $from ) ? self::EARLIEST : self::checked_day( (string) $from, $today, $from_field, $errors );
		$end    = self::blank( $to ) ? $today : self::checked_day( (string) $to, $today, $to_field, $errors );
		return self::finish( $start, $end, $now->getTimezone(), $from_field, $to_field, $errors );
	}

	/**
	 * Whether the range has no bounds.
	 *
	 * @return bool
	 */
	public function is_all_time(): bool {
		return null === $this->start;
	}

	/**
	 * The first day (Y-m-d), null for all time.
	 *
	 * @return string|null
	 */
	public function start(): ?string {
		return $this->start;
	}

	/**
	 * The last day (Y-m-d), null for all time.
	 *
	 * @return string|null
	 */
	public function end(): ?string {
		return $this->end;
	}

	public function zone(): \DateTimeZone {
		return $this->zone;
	}

	/**
	 * How many days the range spans (0 for all time).
	 *
	 * @return int
	 */
	public function day_count(): int {
		return null === $this->start || null === $this->end ? 0 : (int) self::day( $this->start )->diff( self::day( $this->end ) )->days + 1;
	}

	/**
	 * Every day of the range, in order (none for all time).
	 *
	 * @return string[] Y-m-d.
	 */
	public function days(): array {
		return null === $this->start || null === $this->end ? array() : self::days_between( $this->start, $this->end );
	}

	/**
	 * Every day from $start to $end, both included.
	 *
	 * @param string $start First day, Y-m-d.
	 * @param string $end   Last day, Y-m-d.
	 * @return string[]
	 */
	public static function days_between( string $start, string $end ): array {
		$days = array();
		for ( $day = self::day( $start ), $last = self::day( $end ); $day <= $last; $day = $day->modify( '+1 day' ) ) {
			$days[] = $day->format( 'Y-m-d' );
		}
		return $days;
	}

	/**
	 * The UTC time the range starts at (its first day's midnight in the site's zone), null for
	 * all time.
	 *
	 * @return string|null MySQL DATETIME.
	 */
	public function utc_start(): ?string {
		return null === $this->start ? null : $this->utc_midnight( $this->start );
	}

	/**
	 * The UTC time the range ends before (the midnight after its last day), null for all time.
	 *
	 * @return string|null MySQL DATETIME, exclusive.
	 */
	public function utc_end(): ?string {
		return null === $this->end ? null : $this->utc_midnight( self::shift( $this->end, 1 ) );
	}

	/**
	 * The condition, to append to a WHERE, that a UTC DATETIME column lies in the range: the one
	 * way every report's query narrows stored rows to it ('' for all time).
	 *
	 * @param \wpdb  $wpdb   The connection (for prepare()).
	 * @param string $column A column name of ours, e.g. "a.submitted_at".
	 * @return string " AND {$column} >= … AND {$column} < …", prepared.
	 */
	public function utc_sql( \wpdb $wpdb, string $column ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name of ours.
		return $this->is_all_time() ? '' : (string) $wpdb->prepare( " AND {$column} >= %s AND {$column} < %s", $this->utc_start(), $this->utc_end() );
	}

	/**
	 * The condition, to append to a WHERE, that a site-day DATE column (the rollups' and the
	 * impressions' `day`) lies in the range ('' for all time).
	 *
	 * @param \wpdb $wpdb The connection (for prepare()).
	 * @return string " AND day >= … AND day <= …", prepared.
	 */
	public function days_sql( \wpdb $wpdb ): string {
		return $this->is_all_time() ? '' : (string) $wpdb->prepare( ' AND day >= %s AND day <= %s', $this->start, $this->end );
	}

	/**
	 * Whether a site day (Y-m-d) lies in the range (every day does for all time).
	 *
	 * @param string $day Y-m-d.
	 * @return bool
	 */
	public function has_day( string $day ): bool {
		return $this->is_all_time() || ( $day >= (string) $this->start && $day <= (string) $this->end );
	}

	/**
	 * The site's midnight starting a day, in UTC. A zone whose clocks skip midnight (a few change
	 * at 00:00) starts the day at the first instant that exists.
	 *
	 * @param string $day Y-m-d.
	 * @return string MySQL DATETIME.
	 */
	public function utc_midnight( string $day ): string {
		$local = new \DateTimeImmutable( $day . ' 00:00:00', $this->zone );
		return $local->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * The site's UTC offset over a stretch of time, as segments: each starts at a UTC time (the
	 * first one at null, meaning "and everything before") and holds until the next one starts. A
	 * zone without daylight saving (or an offset zone like +05:30) gives one segment.
	 *
	 * @param string|null $utc_from Start of the stretch (MySQL DATETIME, UTC); null: 2005-01-01.
	 * @param string|null $utc_to   End of the stretch; null: now.
	 * @return array<int, array{from: string|null, offset: int}> Offsets in seconds, oldest first.
	 */
	public function offset_segments( ?string $utc_from, ?string $utc_to ): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$begin = ( new \DateTimeImmutable( $utc_from ?? self::EARLIEST . ' 00:00:00', $utc ) )->getTimestamp();
		$stop  = null === $utc_to ? time() : ( new \DateTimeImmutable( $utc_to, $utc ) )->getTimestamp();
		$first = ( new \DateTimeImmutable( '@' . $begin ) )->setTimezone( $this->zone )->getOffset();

		$segments = array(
			array(
				'from'   => null,
				'offset' => $first,
			),
		);
		// getTransitions() may return false (the stubs say otherwise): (array) makes that [false],
		// which the slice below drops with the first entry.
		$transitions = $stop > $begin ? (array) $this->zone->getTransitions( $begin, $stop ) : array();
		// The first entry describes the instant $begin itself; the rest are real changes.
		foreach ( array_slice( $transitions, 1 ) as $transition ) {
			$last = $segments[ count( $segments ) - 1 ]['offset'];
			if ( (int) $transition['offset'] === $last || (int) $transition['ts'] <= $begin ) {
				continue;
			}
			$segments[] = array(
				'from'   => gmdate( 'Y-m-d H:i:s', (int) $transition['ts'] ),
				'offset' => (int) $transition['offset'],
			);
		}
		return $segments;
	}

	/**
	 * The site's calendar day of a stored UTC time.
	 *
	 * @param string $utc MySQL DATETIME in UTC.
	 * @return string Y-m-d.
	 */
	public function site_day( string $utc ): string {
		return $this->site_time( $utc )->format( 'Y-m-d' );
	}

	/**
	 * A stored UTC time as ISO 8601 with the site's offset, e.g. 2026-11-21T09:00:00+01:00.
	 *
	 * @param string|null $utc MySQL DATETIME in UTC, or null.
	 * @return string|null
	 */
	public function to_site_iso( ?string $utc ): ?string {
		if ( null === $utc || '' === $utc || str_starts_with( $utc, '0000' ) ) {
			return null;
		}
		return $this->site_time( $utc )->format( 'c' );
	}

	/**
	 * The 403 a site without the pro plan gets for a range longer than seven days; null when the
	 * range is allowed. All time is not a chosen range and stays open to everyone.
	 *
	 * @param Entitlements $entitlements Edition, licence and add-on facts.
	 * @return \WP_Error|null
	 */
	public function refusal( Entitlements $entitlements ): ?\WP_Error {
		if ( $this->day_count() <= self::FREE_DAYS || $entitlements->has_pro_plan() ) {
			return null;
		}
		return new \WP_Error( 'userfeedback_upgrade_required', __( 'Upgrade to Pro to unlock Date Ranges', 'userfeedback' ), array( 'status' => 403 ) );
	}

	/**
	 * The checked range or the 400.
	 *
	 * @param string|null           $start       First day.
	 * @param string|null           $end         Last day.
	 * @param \DateTimeZone         $zone        The site's time zone.
	 * @param string                $start_field Start parameter name.
	 * @param string                $end_field   End parameter name.
	 * @param array<string, string> $errors      Field => message found so far.
	 * @return self|\WP_Error
	 */
	private static function finish( ?string $start, ?string $end, \DateTimeZone $zone, string $start_field, string $end_field, array $errors ) {
		if ( array() === $errors && null !== $start && null !== $end && $end < $start ) {
			$errors[ $end_field ] = __( 'The end date cannot be earlier than the start date.', 'userfeedback' );
		}
		if ( array() !== $errors || null === $start || null === $end ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: list of parameter names. */
				sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), implode( ', ', array_keys( $errors ) ) ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		return new self( $start, $end, $zone );
	}

	/**
	 * A sent day if it is a real date from EARLIEST to today; else null and an error for it.
	 *
	 * @param string                $value  The day as sent.
	 * @param string                $today  Today, Y-m-d.
	 * @param string                $field  Parameter name.
	 * @param array<string, string> $errors Field => message, added to.
	 * @return string|null
	 */
	private static function checked_day( string $value, string $today, string $field, array &$errors ): ?string {
		$date = preg_match( '/^\d{4}-\d{2}-\d{2}$/D', $value ) ? \DateTimeImmutable::createFromFormat( self::DAY_FORMAT, $value, new \DateTimeZone( 'UTC' ) ) : false;
		if ( false === $date || $date->format( 'Y-m-d' ) !== $value ) {
			$errors[ $field ] = __( 'Use a date in the form YYYY-MM-DD.', 'userfeedback' );
			return null;
		}
		if ( $value < self::EARLIEST ) {
			/* translators: %s: the earliest date, 2005-01-01. */
			$errors[ $field ] = sprintf( __( 'The date cannot be earlier than %s.', 'userfeedback' ), self::EARLIEST );
			return null;
		}
		if ( $value > $today ) {
			$errors[ $field ] = __( 'The date cannot be in the future.', 'userfeedback' );
			return null;
		}
		return $value;
	}

	/**
	 * Whether a parameter was left out.
	 *
	 * @param string|null $value The value.
	 * @return bool
	 */
	private static function blank( ?string $value ): bool {
		return null === $value || '' === $value;
	}

	/**
	 * A day moved by whole days (calendar arithmetic, no zone effects).
	 *
	 * @param string $day  Y-m-d.
	 * @param int    $days Days to add (negative to go back).
	 * @return string Y-m-d.
	 */
	public static function shift( string $day, int $days ): string {
		return self::day( $day )->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}

	/**
	 * A calendar day as a date at midnight UTC (pure calendar arithmetic, no zone effects).
	 *
	 * @param string $day Y-m-d.
	 * @return \DateTimeImmutable
	 */
	public static function day( string $day ): \DateTimeImmutable {
		$date = \DateTimeImmutable::createFromFormat( self::DAY_FORMAT, $day, new \DateTimeZone( 'UTC' ) );
		return false === $date ? new \DateTimeImmutable( '@0' ) : $date;
	}

	/**
	 * A stored UTC time in the site's zone.
	 *
	 * @param string $utc MySQL DATETIME in UTC.
	 * @return \DateTimeImmutable
	 */
	private function site_time( string $utc ): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $utc, new \DateTimeZone( 'UTC' ) ) )->setTimezone( $this->zone );
	}
}
