<?php
/**
 * All SQL of the AI summary.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

use UserFeedback\Database\Tables;

// The summary's data store: direct, read-only queries on our own answers table. The table name
// comes from Tables, never from input; every value goes through prepare(); IN() lists are
// placeholders built here, which WPCS 2.3 cannot follow (so those statements also name the
// placeholder sniffs). Nothing is cached here: the summary itself is (SummaryCache).

/**
 * Reads the most recent written answers of a survey, bounded, in one statement: a UNION ALL of
 * one `ORDER BY submitted_at DESC, response_id DESC LIMIT n` per question, each walking the
 * (survey_id, question_id, status, submitted_at, …) index backwards, merged and cut to n by the
 * database — never the whole survey. Comments are filtered on the index's has_extra column.
 * Only published answers count (the answers table carries its response's status).
 */
final class AiAnswersRepository {

	/**
	 * The answers index read in (submitted_at, response_id) order (Database\Schema).
	 */
	private const INDEX = 'survey_question_order';

	/**
	 * Most names looked up for removal.
	 */
	private const MAX_NAMES = 1000;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The most recent written answers, newest first: text answers as written, and the comments of
	 * the comment questions (a checkbox's comment once per response, not once per tick). Empty
	 * texts are left out.
	 *
	 * @param int             $survey_id Survey id.
	 * @param SurveyQuestions $questions The survey's questions.
	 * @param int             $limit     Most answer rows to read (≥ 1).
	 * @return array{items: AnswerItem[], truncated: bool}
	 */
	public function latest( int $survey_id, SurveyQuestions $questions, int $limit ): array {
		$wpdb  = $this->wpdb;
		$limit = max( 1, $limit );
		$rows  = $limit + 1; // One row more than asked tells whether older answers exist.
		$parts = array();
		foreach ( $questions->text_ids() as $question_id ) {
			$parts[] = $this->select( 'value AS body, NULL AS value_num, NULL AS answer', $survey_id, $question_id ) . " AND value <> ''" . $wpdb->prepare( ' ORDER BY submitted_at DESC, response_id DESC LIMIT %d', $rows );
		}
		foreach ( $questions->comment_ids() as $question_id ) {
			// A question answered with several ticks has a row (and the same comment) per tick.
			$parts[] = $this->select( 'extra AS body, value_num, value AS answer', $survey_id, $question_id ) . $wpdb->prepare( ' AND has_extra = 1 ORDER BY submitted_at DESC, response_id DESC, id ASC LIMIT %d', $rows * $questions->most_rows( $question_id ) );
		}
		if ( array() === $parts ) {
			return array(
				'items'     => array(),
				'truncated' => false,
			);
		}
		$sql     = 'SELECT id, response_id, question_id, body, value_num, answer, submitted_at FROM ( (' . implode( ') UNION ALL (', $parts ) . ') ) latest'
			. $wpdb->prepare( ' ORDER BY submitted_at DESC, response_id DESC, id DESC LIMIT %d', $rows );
		$results = (array) $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; a UNION ALL of SELECTs prepared by select() and prepare(). Cached by SummaryCache, not here.

		$truncated = count( $results ) > $limit;
		$read      = array_slice( $results, 0, $limit );
		// The ticks of a response's answer, in stored order, to say what its comment was left with.
		$ticks = array();
		foreach ( array_reverse( $read ) as $row ) {
			$row = (array) $row;
			if ( null !== $row['answer'] ) {
				$ticks[ (int) $row['response_id'] ][ (string) $row['question_id'] ][] = (string) $row['answer'];
			}
		}
		$items = array();
		$seen  = array();
		foreach ( $read as $row ) {
			$row         = (array) $row;
			$response_id = (int) $row['response_id'];
			$question_id = (string) $row['question_id'];
			$text        = trim( (string) $row['body'] );
			if ( '' === $text || isset( $seen[ $response_id ][ $question_id ] ) ) {
				continue;
			}
			$seen[ $response_id ][ $question_id ] = true;

			$time    = strtotime( (string) $row['submitted_at'] . ' UTC' );
			$items[] = new AnswerItem(
				$response_id,
				$question_id,
				$text,
				false === $time ? 0 : $time,
				$questions->polarity( $question_id, null === $row['value_num'] ? null : (int) $row['value_num'] ),
				$questions->answer_text( $question_id, $ticks[ $response_id ][ $question_id ] ?? array() )
			);
		}
		return array(
			'items'     => $items,
			'truncated' => $truncated,
		);
	}

	/**
	 * The names given with the e-mail answers of some responses.
	 *
	 * @param int             $survey_id    Survey id.
	 * @param SurveyQuestions $questions    The survey's questions.
	 * @param int[]           $response_ids Responses.
	 * @return string[]
	 */
	public function names( int $survey_id, SurveyQuestions $questions, array $response_ids ): array {
		$email = $questions->email_ids();
		$ids   = array_values( array_unique( array_filter( array_map( 'intval', $response_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $email || array() === $ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$index = self::INDEX;
		$sql   = (string) $wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- IN() lists of placeholders from placeholders(), which WPCS 2.3 cannot count.
			"SELECT DISTINCT extra FROM `{$table}` FORCE INDEX ({$index}) WHERE survey_id = %d AND question_id IN (" . self::placeholders( $email, '%s' ) . ") AND status = 'publish' AND has_extra = 1 AND response_id IN (" . self::placeholders( $ids, '%d' ) . ') LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, index name our constant; IN() lists of placeholders from placeholders().
			array_merge( array( $survey_id ), $email, $ids, array( self::MAX_NAMES ) )
		);
		$names = array_map( 'strval', (array) $wpdb->get_col( $sql ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; $sql prepared above. Cached by SummaryCache, not here.
		return array_values( array_filter( array_map( 'trim', $names ), static fn( string $name ): bool => '' !== $name ) );
	}

	/**
	 * `SELECT id, response_id, question_id, …, submitted_at FROM answers WHERE` one question's
	 * published answers. The index is named: MariaDB otherwise tends to take the value(100) prefix
	 * index and read every row of the question.
	 *
	 * @param string $columns     Extra select list (literal SQL).
	 * @param int    $survey_id   Survey id.
	 * @param string $question_id Question id.
	 * @return string
	 */
	private function select( string $columns, int $survey_id, string $question_id ): string {
		$table = $this->tables->answers();
		$index = self::INDEX;
		return (string) $this->wpdb->prepare(
			"SELECT id, response_id, question_id, {$columns}, submitted_at FROM `{$table}` FORCE INDEX ({$index}) WHERE survey_id = %d AND question_id = %s AND status = 'publish'", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $columns our literal SQL, index name our constant.
			$survey_id,
			$question_id
		);
	}

	/**
	 * "%d,%d,…" or "%s,%s,…" for an IN() list.
	 *
	 * @param mixed[] $values      The values.
	 * @param string  $placeholder '%d' or '%s'.
	 * @return string
	 */
	private static function placeholders( array $values, string $placeholder ): string {
		return implode( ',', array_fill( 0, count( $values ), $placeholder ) );
	}
}
