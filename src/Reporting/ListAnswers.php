<?php
/**
 * The answers the responses list shows beside each response.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;

// A read-only data store on our own answers table: its name from Tables (never input), every value
// through prepare(); the IN() lists are placeholders built here, which WPCS cannot follow.

/**
 * A list page shows a few questions' answers for its responses (at most 100, or 1,000 for "all"),
 * so they are read in one query on the answers' response_id index for the page's ids, never per
 * response and never by scanning the survey: a page costs the same on a survey of a million
 * responses as on one of ten. Values are shaped as everywhere else (QuestionStats::answer_items():
 * a checkbox's ticks in the question's option order, ratings as numbers).
 */
final class ListAnswers {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Some questions' answers of the page's responses.
	 *
	 * @param int                              $survey_id    The survey.
	 * @param int[]                            $response_ids The page's responses.
	 * @param array<int, array<string, mixed>> $questions    The questions shown (stored shape).
	 * @return array<int, array<string, string|int|string[]>> Response id => question id => value
	 *         (unanswered questions left out).
	 */
	public function for_page( int $survey_id, array $response_ids, array $questions ): array {
		$ids   = array_values( array_unique( array_map( 'intval', $response_ids ) ) );
		$by_id = array();
		foreach ( $questions as $question ) {
			$by_id[ QuestionStats::id( $question ) ] = $question;
		}
		unset( $by_id[''] );
		if ( array() === $ids || array() === $by_id ) {
			return array();
		}
		$wpdb = $this->wpdb;
		$sql  = "SELECT response_id, question_id, value, extra, '' AS submitted_at FROM `{$this->tables->answers()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $ids ) . ') AND survey_id = %d AND question_id IN (' . ResponsesRepository::placeholders( $by_id, '%s' ) . ') ORDER BY response_id ASC, id ASC';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() lists of placeholders built on the line above, every value prepared.
		$rows = (array) $wpdb->get_results( (string) $wpdb->prepare( $sql, array_merge( $ids, array( $survey_id ), array_map( 'strval', array_keys( $by_id ) ) ) ), ARRAY_A );

		$grouped = array();
		foreach ( $rows as $row ) {
			$grouped[ (string) $row['question_id'] ][] = ResultsRepository::answer_row( $row );
		}
		// The items' dates are not shown here: any range will do to shape them.
		$range   = DateRange::all_time( new \DateTimeZone( 'UTC' ) );
		$answers = array();
		foreach ( $grouped as $question_id => $question_rows ) {
			if ( ! isset( $by_id[ $question_id ] ) ) {
				continue;
			}
			foreach ( QuestionStats::answer_items( $by_id[ $question_id ], $question_rows, $range ) as $item ) {
				$answers[ $item['response_id'] ][ (string) $question_id ] = $item['value'];
			}
		}
		return $answers;
	}
}
