<?php
/**
 * Where one response stands in the list.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Database\Tables;

/**
 * For the single response (Pro): its place among the survey's responses of the same status, on
 * the responses' (survey_id, status, submitted_at) index. The SQL names only our own table (from
 * Tables, never input); values go through prepare().
 */
final class ResponsePosition {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Whether a response meets a condition on the responses row `r`.
	 *
	 * @param int    $response_id The response.
	 * @param string $condition   The prepared condition.
	 * @return bool
	 */
	public function meets( int $response_id, string $condition ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $condition is FilterSql's prepared fragment.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM `{$this->tables->responses()}` r WHERE r.id = %d", $response_id ) . " AND {$condition}" );
	}

	/**
	 * Where a response stands among the survey's responses of the same status, newest first
	 * (submitted_at DESC, id DESC): "Response {index} of {total}", with its neighbours. Four small
	 * queries on the index, each a count or a one-row range read; no list of ids is loaded.
	 *
	 * @param int       $survey_id    Survey id.
	 * @param string    $status       The response's status.
	 * @param string    $submitted_at The response's submitted_at (UTC DATETIME).
	 * @param int       $response_id  The response's id.
	 * @param bool|null $completed    Among the completed (true) or partial (false) ones only, as
	 *                                the list's completion filter shows them; null: all.
	 * @param string    $condition    A prepared condition on the responses row `r`: the list's report
	 *                                filter, which the response meets; '' for none.
	 * @return array{index: int, total: int, previous_id: int|null, next_id: int|null}
	 */
	public function of( int $survey_id, string $status, string $submitted_at, int $response_id, ?bool $completed = null, string $condition = '' ): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->responses();
		$only  = ( null === $completed ? '' : ( $completed ? ' AND completed = 1' : ' AND completed = 0' ) ) . ( '' === $condition ? '' : " AND {$condition}" );
		// "Newer than this one" and "older than this one" in the list's order, written as two
		// index ranges each (an OR of a strict range and an equal-time id range).
		$newer = $wpdb->prepare( 'survey_id = %d AND status = %s AND ( submitted_at > %s OR ( submitted_at = %s AND id > %d ) )', $survey_id, $status, $submitted_at, $submitted_at, $response_id ) . $only;
		$older = $wpdb->prepare( 'survey_id = %d AND status = %s AND ( submitted_at < %s OR ( submitted_at = %s AND id < %d ) )', $survey_id, $status, $submitted_at, $submitted_at, $response_id ) . $only;

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), a count on its index.
		$total = (int) $wpdb->get_var( ( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` r WHERE survey_id = %d AND status = %s", $survey_id, $status ) . $only ) );
		// The conditions below were prepared above; the table name comes from Tables.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared condition, own table.
		$before = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` r WHERE {$newer}" );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared condition, own table.
		$previous = $wpdb->get_var( "SELECT id FROM `{$table}` r WHERE {$newer} ORDER BY submitted_at ASC, id ASC LIMIT 1" );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared condition, own table.
		$next = $wpdb->get_var( "SELECT id FROM `{$table}` r WHERE {$older} ORDER BY submitted_at DESC, id DESC LIMIT 1" );

		return array(
			'index'       => $before + 1,
			'total'       => $total,
			'previous_id' => null === $previous ? null : (int) $previous,
			'next_id'     => null === $next ? null : (int) $next,
		);
	}
}
