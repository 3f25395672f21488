<?php
/**
 * How many responses the site holds, for the Info screen.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Database\Tables;

/**
 * One grouped count, read only when an admin opens Site Health → Info (never on the Status screen
 * or in its weekly check). It walks the (survey_id, status, submitted_at) index once without
 * touching a row: the same cost as the results summary's all-time counts (bench/README.md). The
 * rollups are not summed instead: a survey's rollups may be stale until its next report rebuilds
 * them (Reporting\Rollups), and support needs the real figure.
 */
final class ResponseCounts {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Responses by status.
	 *
	 * @return array{publish: int, trash: int}
	 */
	public function by_status(): array {
		$wpdb   = $this->wpdb;
		$table  = $this->tables->responses();
		$counts = array(
			'publish' => 0,
			'trash'   => 0,
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values. An index-only count, on demand.
		foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM `{$table}` GROUP BY status", ARRAY_A ) as $row ) {
			if ( isset( $counts[ $row['status'] ] ) ) {
				$counts[ $row['status'] ] = (int) $row['n'];
			}
		}
		return $counts;
	}
}
