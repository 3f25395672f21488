<?php
/**
 * The write a survey's check-then-insert completions make first.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\WriteFences;

/**
 * A completion under a response limit or "one answer each" reads how many there are, then
 * inserts: two at once must not both pass. A FOR UPDATE read of the survey's row queues them on
 * one server, but on a Galera cluster a lock holds within its node only, and a read is not
 * certified. So the completion's transaction writes the survey's row first: it bumps guard_seq, a
 * counter kept for this alone (a write that leaves the row as it was is not replicated, so it
 * would not conflict). On one server the second completion waits for the first to commit, as
 * before; on two nodes both write the row, the second to commit loses certification, and
 * Transaction::run runs it again, when its count includes the first.
 */
final class SurveyGuard {

	/**
	 * Writes the survey's guard inside the caller's transaction.
	 *
	 * @param \wpdb  $wpdb      The connection.
	 * @param Tables $tables    Table names.
	 * @param int    $survey_id The survey.
	 * @return bool False when the survey is gone or the database failed.
	 */
	public static function write( \wpdb $wpdb, Tables $tables, int $survey_id ): bool { // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the guard write below (reported on the parameter): inside the caller's transaction, not cacheable.
		// The writer's fence first (on a cluster): writers and build chunks lock in one order,
		// fence then survey row, and this write locks the survey row.
		if ( ! ( new WriteFences( $wpdb, $tables ) )->writer( $survey_id ) ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; a guard write inside the caller's transaction.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE `{$tables->surveys()}` SET guard_seq = guard_seq + 1 WHERE id = %d", $survey_id ) );
	}
}
