<?php
/**
 * The site's calendar day of a stored UTC time, as an SQL expression.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Rows are stored in UTC, and the site's offset may change inside a stretch of time (daylight
 * saving). The day of a row is DATE(column + offset), where the offset is a CASE over the stretch's
 * offset segments (DateRange::offset_segments(): one per daylight-saving stretch). A fixed offset,
 * +05:30 or +05:45 included, is a constant. This needs no time-zone tables in the database
 * (CONVERT_TZ with zone names does) and no folding of hourly rows in PHP (which fails for
 * half-hour offsets). Reports and rollups use this one expression, so they agree on every day.
 */
final class SiteDaySql {

	/**
	 * `DATE( <column> + INTERVAL <site offset> SECOND )` for rows between two UTC times.
	 *
	 * @param \wpdb       $wpdb     The connection (for prepare()).
	 * @param DateRange   $range    Any range in the site's zone (only its zone is used).
	 * @param string      $column   A DATETIME column (UTC), e.g. "submitted_at" or "a.submitted_at".
	 * @param string|null $utc_from Earliest row time the expression must be right for; null: 2005.
	 * @param string|null $utc_to   Latest; null: now.
	 * @return string SQL expression.
	 */
	public static function expression( \wpdb $wpdb, DateRange $range, string $column, ?string $utc_from, ?string $utc_to ): string {
		$segments = $range->offset_segments( $utc_from, $utc_to );
		$offset   = (string) (int) $segments[0]['offset'];
		if ( count( $segments ) > 1 ) {
			$cases = '';
			// Newest stretch first: recent rows, the most common, match the first WHEN.
			foreach ( array_reverse( array_slice( $segments, 1 ) ) as $segment ) {
				$cases .= $wpdb->prepare( " WHEN {$column} >= %s THEN %d", (string) $segment['from'], (int) $segment['offset'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name of ours.
			}
			$offset = "CASE{$cases} ELSE {$offset} END";
		}
		return "DATE( {$column} + INTERVAL ( {$offset} ) SECOND )";
	}
}
