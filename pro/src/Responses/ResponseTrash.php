<?php
/**
 * Trash, restore and permanent deletion of responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Database\Tables;
use UserFeedback\Events\Actions;
use UserFeedback\Reporting\ResponseFields;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\RollupWriter;

/**
 * Pro: the responses' Trash. Each change runs through ResponsesRepository::change(), which locks
 * the survey's rollups and the responses in one transaction and refuses the whole batch when any
 * id belongs to another survey; the SQL here names only our own tables (from Tables) with every
 * value a %d or %s placeholder.
 */
final class ResponseTrash {

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb      The database connection.
	 * @param Tables              $tables    Table names.
	 * @param ResponsesRepository $responses The transaction and batch checks.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly ResponsesRepository $responses ) {
	}

	/**
	 * Moves the survey's responses from one status to the other, their answer rows with them, and
	 * takes them out of the survey's rollups (trash) or puts them back (restore), so statistics
	 * follow at once.
	 *
	 * @param int    $survey_id Survey id.
	 * @param int[]  $ids       Response ids.
	 * @param string $from      Current status the change applies to.
	 * @param string $to        New status.
	 * @return int[]|null|false See ResponsesRepository::change().
	 */
	public function set_status( int $survey_id, array $ids, string $from, string $to ) {
		$changed = $this->responses->change(
			$survey_id,
			$ids,
			$from,
			function ( array $changed, RollupWriter $rollups ) use ( $survey_id, $to ): bool {
				$wpdb      = $this->wpdb;
				$in        = ResponsesRepository::placeholders( $changed );
				$responses = $this->tables->responses();
				$answers   = $this->tables->answers();
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); $in is a list of %d placeholders.
				return false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$responses}` SET status = %s WHERE survey_id = %d AND id IN ({$in})", array_merge( array( $to, $survey_id ), $changed ) ) )
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); $in is a list of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$answers}` SET status = %s WHERE response_id IN ({$in})", array_merge( array( $to ), $changed ) ) )
					// The rows are counted whatever their status: in (restore) or out (trash).
					&& ( 'publish' === $to ? $rollups->add( $changed ) : $rollups->subtract( $changed ) );
			}
		);
		if ( is_array( $changed ) && 'trash' === $to ) {
			Actions::responses_trashed( $changed, $survey_id );
		} elseif ( is_array( $changed ) ) {
			Actions::responses_restored( $changed, $survey_id );
		}
		return $changed;
	}

	/**
	 * Deletes the survey's trashed responses among the ids, with their answer rows and hidden fields' values (trashed
	 * responses are not in the rollups, so those stay as they are).
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $ids       Response ids.
	 * @return int[]|null|false The ids deleted (published ones are left alone); see
	 *                          ResponsesRepository::change().
	 */
	public function delete_trashed( int $survey_id, array $ids ) {
		$deleted = $this->responses->change(
			$survey_id,
			$ids,
			'trash',
			function ( array $changed ) use ( $survey_id ): bool {
				$wpdb      = $this->wpdb;
				$in        = ResponsesRepository::placeholders( $changed );
				$responses = $this->tables->responses();
				$answers   = $this->tables->answers();
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); $in is a list of %d placeholders.
				$ok = false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$answers}` WHERE response_id IN ({$in})", $changed ) )
					&& ( new ResponseFields( $wpdb, $this->tables ) )->delete_for_responses( $changed );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); $in is a list of %d placeholders.
				return $ok && false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$responses}` WHERE survey_id = %d AND id IN ({$in})", array_merge( array( $survey_id ), $changed ) ) );
			}
		);
		if ( is_array( $deleted ) ) {
			Actions::responses_deleted( $deleted, $survey_id );
		}
		return $deleted;
	}
}
