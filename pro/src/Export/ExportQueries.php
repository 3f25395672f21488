<?php
/**
 * All SQL of the exports: responses in keyset-paged batches and their answer rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\ResponseFields;

// The exports' data store: read-only queries on our own tables, names from Tables (never input),
// every value through prepare(); IN() lists are %d placeholders built here, which WPCS 2.3 cannot
// always follow. Rows are streamed, never cached.

/**
 * Why keyset paging: an export walks every response in the range, and OFFSET paging would read
 * the skipped rows again for every page (quadratic). A batch is "the next N responses after
 * (submitted_at, id)", read off the responses' (survey_id, status, submitted_at) index, which
 * InnoDB extends with the primary key, so each batch is a range read that starts where the last
 * one stopped. With trashed responses included, each status is its own index range: both are read
 * in order (N each at most) and merged, oldest first. A batch's answer rows come in one query
 * through their response_id index.
 */
final class ExportQueries {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * How many of the survey's responses in the statuses fall in the range: one count per status
	 * on the index.
	 *
	 * @param int       $survey_id Survey id.
	 * @param DateRange $range     The range.
	 * @param string[]  $statuses  'publish' and/or 'trash'.
	 * @param string    $condition The results filter's prepared condition on the row `r` ('' for none).
	 * @return int
	 */
	public function count_responses( int $survey_id, DateRange $range, array $statuses, string $condition = '' ): int {
		$total = 0;
		foreach ( $statuses as $status ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; where() returns prepared conditions.
			$total += (int) $this->wpdb->get_var( "SELECT COUNT(*) FROM `{$this->tables->responses()}` r WHERE " . $this->where( $survey_id, $status, $range, null, $condition ) );
		}
		return $total;
	}

	/**
	 * The next responses after a cursor, oldest first.
	 *
	 * @param int                                       $survey_id Survey id.
	 * @param DateRange                                 $range     The range.
	 * @param string[]                                  $statuses  'publish' and/or 'trash'.
	 * @param array{submitted_at: string, id: int}|null $after     The last response already read; null to start.
	 * @param int                                       $limit     Most responses.
	 * @param string                                    $condition The results filter's prepared condition on the row `r` ('' for none).
	 * @return array<int, array{id: int, status: string, completed: bool, submitted_at: string, page_url: string, page_title: string, user_ip: string, user_browser: string, user_os: string, user_device: string, language: string}>
	 *         completed: false for a partial response (schema v10).
	 */
	public function responses_after( int $survey_id, DateRange $range, array $statuses, ?array $after, int $limit, string $condition = '' ): array {
		$table   = $this->tables->responses();
		$columns = 'id, status, completed, submitted_at, page_url, page_title, user_ip, user_browser, user_os, user_device, language';
		$limit   = max( 1, $limit );
		$parts   = array();
		foreach ( array_values( $statuses ) as $status ) {
			// The index is named: inside a UNION the optimiser may otherwise scan the table and sort it.
			$parts[] = "SELECT {$columns} FROM `{$table}` r FORCE INDEX (survey_status_submitted) WHERE " . $this->where( $survey_id, $status, $range, $after, $condition ) . (string) $this->wpdb->prepare( ' ORDER BY submitted_at ASC, id ASC LIMIT %d', $limit );
		}
		if ( array() === $parts ) {
			return array();
		}
		$sql  = 1 === count( $parts ) ? $parts[0] : '(' . implode( ') UNION ALL (', $parts ) . ')' . (string) $this->wpdb->prepare( ' ORDER BY submitted_at ASC, id ASC LIMIT %d', $limit );
		$rows = (array) $this->wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- own table; UNION ALL of SELECTs prepared above.

		$responses = array();
		foreach ( $rows as $row ) {
			$row         = (array) $row;
			$responses[] = array(
				'id'           => (int) $row['id'],
				'status'       => (string) $row['status'],
				'completed'    => 0 !== (int) $row['completed'],
				'submitted_at' => (string) $row['submitted_at'],
				'page_url'     => (string) $row['page_url'],
				'page_title'   => (string) $row['page_title'],
				'user_ip'      => (string) $row['user_ip'],
				'user_browser' => (string) $row['user_browser'],
				'user_os'      => (string) $row['user_os'],
				'user_device'  => (string) $row['user_device'],
				'language'     => (string) $row['language'],
			);
		}
		return $responses;
	}

	/**
	 * The answer rows of some responses, per question, in the order they were stored (a
	 * checkbox's ticks in a row), optionally of one question only. Shaped as
	 * QuestionStats::answer_items() takes them, so an export's million rows are copied once.
	 *
	 * @param int[]       $response_ids Response ids.
	 * @param string|null $question_id  One question, or null for all.
	 * @return array<string, array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>>
	 *         Question id => rows; submitted_at is '' (the response's time is used).
	 */
	public function answers_of( array $response_ids, ?string $question_id = null ): array {
		$ids = array_values( array_map( 'intval', $response_ids ) );
		if ( array() === $ids ) {
			return array();
		}
		$sql = "SELECT response_id, question_id, value, extra FROM `{$this->tables->answers()}` WHERE response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; IN() of %d placeholders built on the line above.
		$sql = (string) $this->wpdb->prepare( $sql, $ids );
		if ( null !== $question_id ) {
			$sql .= (string) $this->wpdb->prepare( ' AND question_id = %s', $question_id );
		}
		$answers = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- own table; $sql prepared above.
		foreach ( (array) $this->wpdb->get_results( $sql . ' ORDER BY response_id ASC, id ASC', ARRAY_A ) as $row ) {
			$row = (array) $row;

			$answers[ (string) $row['question_id'] ][] = array(
				'response_id'  => (int) $row['response_id'],
				'value'        => (string) $row['value'],
				'extra'        => null === $row['extra'] ? null : (string) $row['extra'],
				'submitted_at' => '',
			);
		}
		return $answers;
	}

	/**
	 * The tags of some responses, in one query on the tags' primary key (response_id, tag).
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<int, string[]> Response id => its tags A to Z (responses without any left out).
	 */
	public function tags_of( array $response_ids ): array {
		$ids = array_values( array_map( 'intval', $response_ids ) );
		if ( array() === $ids ) {
			return array();
		}
		$sql = "SELECT response_id, tag FROM `{$this->tables->response_tags()}` WHERE response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY response_id ASC, tag ASC';
		$out = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; IN() of %d placeholders built on the line above.
		foreach ( (array) $this->wpdb->get_results( (string) $this->wpdb->prepare( $sql, $ids ), ARRAY_A ) as $row ) {
			$row                                = (array) $row;
			$out[ (int) $row['response_id'] ][] = (string) $row['tag'];
		}
		return $out;
	}

	/**
	 * The hidden fields' values of some responses, in one query on the fields' primary key.
	 *
	 * @param int   $survey_id    Survey id.
	 * @param int[] $response_ids Response ids.
	 * @return array<int, array<string, string>> Response id => name => value.
	 */
	public function fields_of( int $survey_id, array $response_ids ): array {
		return ( new ResponseFields( $this->wpdb, $this->tables ) )->for_responses( $survey_id, $response_ids );
	}

	/**
	 * The hidden fields' names a survey's responses carry, A to Z (a field since removed included).
	 *
	 * @param int $survey_id Survey id.
	 * @return string[]
	 */
	public function field_names( int $survey_id ): array {
		return ( new ResponseFields( $this->wpdb, $this->tables ) )->stored_names( $survey_id );
	}

	/**
	 * The notes of some responses, oldest first, with their authors' display names: one query on
	 * the notes' response_id index (the users table joined on its primary key).
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<int, array<int, array{author: string|null, note: string, created_at: string}>>
	 *         Response id => its notes (responses without any left out); author null when the
	 *         user no longer exists.
	 */
	public function notes_of( array $response_ids ): array {
		$ids = array_values( array_map( 'intval', $response_ids ) );
		if ( array() === $ids ) {
			return array();
		}
		$sql = "SELECT n.response_id, n.note, n.created_at, u.display_name FROM `{$this->tables->response_notes()}` n LEFT JOIN `{$this->wpdb->users}` u ON u.ID = n.author_id WHERE n.response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY n.response_id ASC, n.created_at ASC, n.id ASC';
		$out = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- own table and WordPress's users table, names from Tables and wpdb; IN() of %d placeholders built on the line above.
		foreach ( (array) $this->wpdb->get_results( (string) $this->wpdb->prepare( $sql, $ids ), ARRAY_A ) as $row ) {
			$row                                = (array) $row;
			$out[ (int) $row['response_id'] ][] = array(
				'author'     => null === $row['display_name'] ? null : (string) $row['display_name'],
				'note'       => (string) $row['note'],
				'created_at' => (string) $row['created_at'],
			);
		}
		return $out;
	}

	/**
	 * The WHERE conditions of one status's index range: survey, status, days, and "after the
	 * cursor" written as a strict range plus an equal-time id range (which the optimiser reads as
	 * two index ranges, where a row comparison would not be).
	 *
	 * @param int                                       $survey_id Survey id.
	 * @param string                                    $status    Status.
	 * @param DateRange                                 $range     The range.
	 * @param array{submitted_at: string, id: int}|null $after     Cursor.
	 * @param string                                    $condition The filter's prepared condition on `r`.
	 * @return string
	 */
	private function where( int $survey_id, string $status, DateRange $range, ?array $after, string $condition ): string {
		$wpdb = $this->wpdb;
		$sql  = (string) $wpdb->prepare( 'survey_id = %d AND status = %s', $survey_id, $status );
		if ( ! $range->is_all_time() ) {
			$sql .= (string) $wpdb->prepare( ' AND submitted_at >= %s AND submitted_at < %s', $range->utc_start(), $range->utc_end() );
		}
		if ( null !== $after ) {
			$sql .= (string) $wpdb->prepare( ' AND ( submitted_at > %s OR ( submitted_at = %s AND id > %d ) )', $after['submitted_at'], $after['submitted_at'], $after['id'] );
		}
		return '' === $condition ? $sql : "{$sql} AND {$condition}";
	}
}
