<?php
/**
 * The NPS trend: the score per day, per week or over a rolling 7 days.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Builds the results' `nps_series` from the NPS question's answers per site day and score
 * (RollupQueries::scores_per_day()); no SQL. A day of 0–5 answers swings the score from −100 to
 * +100, so the series can be taken
 * - `day` (the default, spec §3): one point per day, exactly as before, plus `margin` and `hidden`;
 * - `week`: one point per calendar week, weeks starting on the site's start_of_week option, dated
 *   by the week's first day — the first and last weeks of a range included even when only part of
 *   them lies inside it (then dated before the range's first day, counting only its days inside);
 * - `rolling7`: per day, the score of the 7 days ending that day, and their answers as its count.
 *   The window reads the per-day counts it is given: days before the range's first day count when
 *   they are there (a caller wanting full windows at the start passes the 6 days before too), and
 *   are otherwise missing, so the first points cover fewer days.
 * Every point carries the score's 95 % margin of error (NpsMath::margin(), null under 2 answers) and
 * `hidden`: fewer answers than the minimum asked for, drawn as a gap (score and margin null, the
 * count kept). With minimum 0 nothing is hidden.
 */
final class NpsTrend {

	public const INTERVALS = array( 'day', 'week', 'rolling7' );

	/**
	 * Days in a rolling window.
	 */
	public const WINDOW = 7;

	/**
	 * The trend's points.
	 *
	 * @param array<string, array<int, array{answers: int, comments: int}>> $per_day       Y-m-d => score => counts (days without answers absent).
	 * @param string                                                        $interval      'day', 'week' or 'rolling7'.
	 * @param int                                                           $min_count     Points with fewer answers are hidden; 0 hides none.
	 * @param DateRange                                                     $range         The range.
	 * @param string                                                        $created_utc   The survey's creation time (UTC), for all time.
	 * @param \DateTimeImmutable                                            $now           Now, in the site's time zone.
	 * @param int                                                           $start_of_week First day of the week: 0 Sunday … 6 Saturday (the start_of_week option).
	 * @return array<int, array{date: string, nps: int|null, count: int, margin: float|null, hidden: bool}> Oldest first.
	 * @throws \InvalidArgumentException For an interval not in INTERVALS (the route's enum checks it first).
	 */
	public static function series( array $per_day, string $interval, int $min_count, DateRange $range, string $created_utc, \DateTimeImmutable $now, int $start_of_week ): array {
		if ( ! in_array( $interval, self::INTERVALS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown NPS interval.' );
		}
		// Each point's date => the days it sums: the day itself, its week, or the window ending it.
		$groups = array();
		foreach ( self::days( $per_day, $range, $created_utc, $now ) as $day ) {
			if ( 'week' === $interval ) {
				$groups[ self::week_start( $day, $start_of_week ) ][] = $day;
			} else {
				$groups[ $day ] = 'day' === $interval ? array( $day ) : array_map( static fn( int $back ): string => DateRange::shift( $day, -$back ), range( self::WINDOW - 1, 0 ) );
			}
		}
		$points = array();
		foreach ( $groups as $date => $days ) {
			$points[] = self::point( (string) $date, self::scores( $per_day, $days ), $min_count );
		}
		return $points;
	}

	/**
	 * The days a series covers: the range's; for all time, from the survey's first day (its
	 * creation or its first answer, whichever is earlier, not before 2005-01-01) to today.
	 *
	 * @param array<string, array<int, array{answers: int, comments: int}>> $per_day     Y-m-d => score => counts.
	 * @param DateRange                                                     $range       The range.
	 * @param string                                                        $created_utc The survey's creation time (UTC); '' when unknown.
	 * @param \DateTimeImmutable                                            $now         Now, in the site's time zone.
	 * @return string[] Y-m-d, oldest first.
	 */
	public static function days( array $per_day, DateRange $range, string $created_utc, \DateTimeImmutable $now ): array {
		if ( ! $range->is_all_time() ) {
			return $range->days();
		}
		$today = $now->format( 'Y-m-d' );
		$first = '' === $created_utc ? $today : min( $today, $range->site_day( $created_utc ) );
		if ( array() !== $per_day ) {
			$first = min( $first, min( array_map( 'strval', array_keys( $per_day ) ) ) );
		}
		return DateRange::days_between( max( DateRange::EARLIEST, $first ), $today );
	}

	/**
	 * The first day of the week a day falls in.
	 *
	 * @param string $day           Y-m-d.
	 * @param int    $start_of_week 0 Sunday … 6 Saturday.
	 * @return string Y-m-d, the day itself or up to 6 days before.
	 */
	public static function week_start( string $day, int $start_of_week ): string {
		$weekday = (int) DateRange::day( $day )->format( 'w' );
		$start   = ( ( $start_of_week % 7 ) + 7 ) % 7;
		return DateRange::shift( $day, -( ( $weekday - $start + 7 ) % 7 ) );
	}

	/**
	 * One point of the series.
	 *
	 * @param string          $date      Its date.
	 * @param array<int, int> $scores    Score => answers over its days.
	 * @param int             $min_count The minimum count shown.
	 * @return array{date: string, nps: int|null, count: int, margin: float|null, hidden: bool}
	 */
	private static function point( string $date, array $scores, int $min_count ): array {
		$figures = NpsMath::overview( $scores );
		$hidden  = $figures['total'] < $min_count;
		return array(
			'date'   => $date,
			'nps'    => 0 === $figures['total'] || $hidden ? null : $figures['nps'],
			'count'  => $figures['total'],
			'margin' => $hidden ? null : NpsMath::margin_of_scores( $scores ),
			'hidden' => $hidden,
		);
	}

	/**
	 * Answers per score summed over some days.
	 *
	 * @param array<string, array<int, array{answers: int, comments: int}>> $per_day Y-m-d => score => counts.
	 * @param string[]                                                      $days    The days.
	 * @return array<int, int> Score => answers.
	 */
	private static function scores( array $per_day, array $days ): array {
		$scores = array();
		foreach ( $days as $day ) {
			foreach ( $per_day[ $day ] ?? array() as $score => $counts ) {
				$scores[ (int) $score ] = ( $scores[ (int) $score ] ?? 0 ) + (int) $counts['answers'];
			}
		}
		return $scores;
	}
}
