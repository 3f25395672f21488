<?php
/**
 * All SQL of the reports.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;

// The reports' data store: direct, read-only queries on our own tables. Table names come from
// Tables, never from input; every value goes through prepare(); IN() lists are placeholders built
// by placeholders(), and the site-day expression is built from prepared literals (WPCS 2.3 cannot
// follow either, hence the placeholder sniffs too). Reports are not cached: they change with every
// response, and each is a handful of grouped queries on an index.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare

/**
 * Every statistic is one grouped query, whatever the number of questions or days: counts per
 * question with question_id in the GROUP BY, counts per day with the site's day in the GROUP BY
 * (days without rows are filled in by the caller). Only published rows count: the answers table
 * carries its response's status, so no join is needed. Answer statistics read the two covering
 * indexes of Schema (named in each query) and never a row; the responses table's
 * (survey_id, status, submitted_at) index covers the response counts.
 *
 * Site days: rows are stored in UTC, and the site's offset may change inside a range (daylight
 * saving). The day of a row is DATE(submitted_at + offset), where the offset is a CASE over the
 * range's offset segments (DateRange::offset_segments(): one per daylight-saving stretch, so a
 * 30-day range has at most two). A fixed offset, +05:30 or +05:45 included, is a constant. This
 * needs no time-zone tables in the database (CONVERT_TZ with zone names does) and no folding of
 * hourly rows in PHP (which fails for half-hour offsets).
 */
final class ResultsRepository {

	/**
	 * The answers index for ranges, series and answer order (Schema).
	 */
	public const INDEX_TIME = 'survey_question_time';

	/**
	 * The answers index for all-time counts per value (Schema).
	 */
	public const INDEX_CRC = 'survey_question_crc';

	/**
	 * Most answer rows one checkbox response can have (SurveyDefaults::OPTION_LIMITS).
	 */
	private const MAX_TICKS = 5;

	/**
	 * The database connection.
	 *
	 * @var \wpdb
	 */
	private \wpdb $wpdb;

	/**
	 * Table names.
	 *
	 * @var Tables
	 */
	private Tables $tables;

	/**
	 * Constructor.
	 *
	 * @param \wpdb  $wpdb   The database connection.
	 * @param Tables $tables Table names.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables ) {
		$this->wpdb   = $wpdb;
		$this->tables = $tables;
	}

	/**
	 * The results overview's survey table: every non-trashed survey (or the one asked for, in any
	 * status) with its all-time and in-range published responses. One query: the counts are one
	 * GROUP BY survey_id over the (survey_id, status, submitted_at) index, joined to the surveys.
	 *
	 * @param DateRange $range     A bounded range.
	 * @param int       $survey_id One survey, or 0 for all.
	 * @return array<int, array{id: int, title: string, type: string, status: string, created_at: string, responses_count: int, range_responses_count: int}> Newest survey first.
	 */
	public function summary_surveys( DateRange $range, int $survey_id ): array {
		$wpdb      = $this->wpdb;
		$surveys   = $this->tables->surveys();
		$responses = $this->tables->responses();
		$only      = $survey_id > 0 ? $wpdb->prepare( ' AND survey_id = %d', $survey_id ) : '';
		$where     = $survey_id > 0 ? $wpdb->prepare( 's.id = %d', $survey_id ) : "s.status <> 'trash'";
		$sql       = $wpdb->prepare(
			"SELECT s.id, s.title, s.type, s.status, s.created_at,
				COALESCE( c.all_time, 0 ) AS responses_count, COALESCE( c.in_range, 0 ) AS range_responses_count
			FROM `{$surveys}` s
			LEFT JOIN (
				SELECT survey_id, COUNT(*) AS all_time, SUM( submitted_at >= %s AND submitted_at < %s ) AS in_range
				FROM `{$responses}` WHERE status = 'publish'{$only} GROUP BY survey_id
			) c ON c.survey_id = s.id
			WHERE {$where}
			ORDER BY s.id DESC",
			(string) $range->utc_start(),
			(string) $range->utc_end()
		);
		$rows      = array();
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_A ) as $row ) {
			$rows[] = array(
				'id'                    => (int) $row['id'],
				'title'                 => (string) $row['title'],
				'type'                  => (string) $row['type'],
				'status'                => (string) $row['status'],
				'created_at'            => (string) $row['created_at'],
				'responses_count'       => (int) $row['responses_count'],
				'range_responses_count' => (int) $row['range_responses_count'],
			);
		}
		return $rows;
	}

	/**
	 * Published responses per site day for some surveys, in one GROUP BY on the
	 * (survey_id, status, submitted_at) index.
	 *
	 * @param DateRange $range      A bounded range.
	 * @param int[]     $survey_ids Survey ids.
	 * @return array<string, int> Y-m-d => responses; days without responses are absent.
	 */
	public function responses_per_day( DateRange $range, array $survey_ids ): array {
		$ids = array_values( array_filter( array_map( 'intval', $survey_ids ) ) );
		if ( array() === $ids || $range->is_all_time() ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->responses();
		$day   = $this->site_day_sql( $range, $range->utc_start(), $range->utc_end() );
		$sql   = $wpdb->prepare(
			"SELECT {$day} AS day, COUNT(*) AS responses FROM `{$table}`
			WHERE survey_id IN (" . self::placeholders( $ids, '%d' ) . ") AND status = 'publish' AND submitted_at >= %s AND submitted_at < %s
			GROUP BY day",
			array_merge( $ids, array( $range->utc_start(), $range->utc_end() ) )
		);
		$days  = array();
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_A ) as $row ) {
			$days[ (string) $row['day'] ] = (int) $row['responses'];
		}
		return $days;
	}

	/**
	 * A survey's published responses in the range, in the past 7 and 30 days, and its impressions
	 * in the range: one scan of the survey's part of the (survey_id, status, submitted_at) index,
	 * the impressions summed by a subquery on their (survey_id, day) key.
	 *
	 * Impression counters are kept per UTC day (ResponseStore::count_impression()); a range takes
	 * the counters of its own calendar dates.
	 *
	 * @param int       $survey_id Survey id.
	 * @param DateRange $range     The range (all time counts everything).
	 * @param string    $utc_7     Start of the past 7 days (UTC MySQL DATETIME).
	 * @param string    $utc_30    Start of the past 30 days.
	 * @return array{responses: int, last_7: int, last_30: int, impressions: int}
	 */
	public function survey_counts( int $survey_id, DateRange $range, string $utc_7, string $utc_30 ): array {
		$wpdb        = $this->wpdb;
		$responses   = $this->tables->responses();
		$impressions = $this->tables->impressions();
		if ( $range->is_all_time() ) {
			$in_range = 'COUNT(*)';
			$days     = '';
			$window   = '';
		} else {
			$in_range = $wpdb->prepare( 'SUM( submitted_at >= %s AND submitted_at < %s )', $range->utc_start(), $range->utc_end() );
			$days     = $wpdb->prepare( ' AND day >= %s AND day <= %s', $range->start(), $range->end() );
			// Only the part of the index the three counts need.
			$window = $wpdb->prepare( ' AND submitted_at >= %s', min( (string) $range->utc_start(), $utc_30, $utc_7 ) );
		}
		$row = (array) $wpdb->get_row(
			$wpdb->prepare(
				"SELECT {$in_range} AS responses, SUM( submitted_at >= %s ) AS last_7, SUM( submitted_at >= %s ) AS last_30,
					( SELECT SUM( count ) FROM `{$impressions}` WHERE survey_id = %d{$days} ) AS impressions
				FROM `{$responses}` WHERE survey_id = %d AND status = 'publish'{$window}",
				$utc_7,
				$utc_30,
				$survey_id,
				$survey_id
			),
			ARRAY_A
		);
		return array(
			'responses'   => (int) ( $row['responses'] ?? 0 ),
			'last_7'      => (int) ( $row['last_7'] ?? 0 ),
			'last_30'     => (int) ( $row['last_30'] ?? 0 ),
			'impressions' => (int) ( $row['impressions'] ?? 0 ),
		);
	}

	/**
	 * Answers per value of choice and rating questions, with how many carried a comment, in one
	 * query. Values are grouped by value_crc, the CRC-32 of the value (the caller matches options
	 * back to it): all time straight down the survey_question_crc index in its own order, a range
	 * through survey_question_time; neither reads a row.
	 *
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $question_ids Radio, checkbox, star and NPS questions.
	 * @return array<string, array<int, array{answers: int, comments: int}>> Question id => CRC => counts.
	 */
	public function value_counts( int $survey_id, DateRange $range, array $question_ids ): array {
		if ( array() === $question_ids ) {
			return array();
		}
		$index  = $range->is_all_time() ? self::INDEX_CRC : self::INDEX_TIME;
		$sql    = $this->answers_select( 'question_id, value_crc, COUNT(*) AS answers, SUM( has_extra ) AS comments', $survey_id, $range, $question_ids, $index ) . ' GROUP BY question_id, value_crc';
		$counts = array();
		foreach ( (array) $this->wpdb->get_results( $sql, ARRAY_A ) as $row ) {
			$counts[ (string) $row['question_id'] ][ (int) $row['value_crc'] ] = array(
				'answers'  => (int) $row['answers'],
				'comments' => (int) $row['comments'],
			);
		}
		return $counts;
	}

	/**
	 * The text behind value CRCs that match none of a question's options (options renamed or
	 * removed after answers came in): one row per value, read by primary key.
	 *
	 * @param int                  $survey_id Survey id.
	 * @param array<string, int[]> $crcs      Question id => CRCs.
	 * @return array<string, array<int, string>> Question id => CRC => value.
	 */
	public function value_texts( int $survey_id, array $crcs ): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$ors   = array();
		foreach ( $crcs as $question_id => $list ) {
			$list = array_values( array_map( 'intval', $list ) );
			if ( array() !== $list ) {
				$ors[] = $wpdb->prepare( '( question_id = %s AND value_crc IN (' . self::placeholders( $list, '%d' ) . ') )', array_merge( array( (string) $question_id ), $list ) );
			}
		}
		if ( array() === $ors ) {
			return array();
		}
		$sql   = $wpdb->prepare(
			"SELECT a.question_id, a.value_crc, a.value FROM `{$table}` a JOIN (
				SELECT MIN(id) AS id FROM `{$table}` FORCE INDEX (" . self::INDEX_CRC . ") WHERE survey_id = %d AND status = 'publish' AND ( " . implode( ' OR ', $ors ) . ' ) GROUP BY question_id, value_crc
			) m ON a.id = m.id',
			$survey_id
		);
		$texts = array();
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_A ) as $row ) {
			$texts[ (string) $row['question_id'] ][ (int) $row['value_crc'] ] = (string) $row['value'];
		}
		return $texts;
	}

	/**
	 * Responses that answered, and that left a comment, for checkbox and free-text questions, in
	 * one query on the survey_question_time index. A free-text question has one row per response:
	 * its rows are counted. A checkbox answer is one row per ticked option, and the ticks of one
	 * response share (submitted_at, response_id), which follow the question in the index: grouping
	 * by them walks the index in order (no temporary table) and yields one group per response.
	 *
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $checkbox_ids Checkbox questions.
	 * @param string[]  $text_ids     Text, long-text and e-mail questions.
	 * @return array<string, array{answered: int, comments: int}> Question id => counts; unanswered questions may be absent.
	 */
	public function response_counts( int $survey_id, DateRange $range, array $checkbox_ids, array $text_ids ): array {
		$parts = array();
		if ( array() !== $text_ids ) {
			$parts[] = $this->answers_select( 'question_id, COUNT(*) AS answered, SUM( has_extra ) AS comments', $survey_id, $range, $text_ids, self::INDEX_TIME ) . ' GROUP BY question_id';
		}
		foreach ( $checkbox_ids as $question_id ) {
			$per_response = $this->answers_select( 'MAX( has_extra ) AS commented', $survey_id, $range, array( (string) $question_id ), self::INDEX_TIME ) . ' GROUP BY submitted_at, response_id';
			$parts[]      = $this->wpdb->prepare( 'SELECT %s AS question_id, COUNT(*) AS answered, SUM( commented ) AS comments', (string) $question_id ) . " FROM ( {$per_response} ) t";
		}
		$counts = array();
		foreach ( $this->union( $parts ) as $row ) {
			$counts[ (string) $row['question_id'] ] = array(
				'answered' => (int) $row['answered'],
				'comments' => (int) $row['comments'],
			);
		}
		return $counts;
	}

	/**
	 * The newest answers of several questions in one query: a UNION ALL of one
	 * `ORDER BY submitted_at DESC, response_id DESC LIMIT n` per question, each read backwards
	 * off the survey_question_time index. A checkbox question gets up to n responses' ticks (one
	 * row each, at most five per response).
	 *
	 * @param int                 $survey_id Survey id.
	 * @param DateRange           $range     The range.
	 * @param array<string, bool> $questions Question id => whether only answers with a comment.
	 * @param string[]            $checkbox  The checkbox questions among them.
	 * @param int                 $limit     Answers (responses) per question.
	 * @return array<string, array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>> Question id => rows, newest first.
	 */
	public function latest_answers( int $survey_id, DateRange $range, array $questions, array $checkbox, int $limit ): array {
		$parts = array();
		foreach ( $questions as $question_id => $comments_only ) {
			$rows    = in_array( (string) $question_id, $checkbox, true ) ? $limit * self::MAX_TICKS : $limit;
			$parts[] = $this->answers_select( 'question_id, response_id, value, extra, submitted_at', $survey_id, $range, array( (string) $question_id ), self::INDEX_TIME )
				. ( $comments_only ? ' AND has_extra = 1' : '' )
				. $this->wpdb->prepare( ' ORDER BY submitted_at DESC, response_id DESC LIMIT %d', $rows );
		}
		$latest = array();
		foreach ( $this->union( $parts ) as $row ) {
			$latest[ (string) $row['question_id'] ][] = self::answer_row( $row );
		}
		return $latest;
	}

	/**
	 * Published answers of one rating question per site day and score, with how many carried a
	 * comment, in one query on the survey_question_time index (value_num is in it). The NPS
	 * overview is the sum of these rows and the NPS series their buckets per day, so the NPS
	 * question is read once.
	 *
	 * For all time the site-day expression carries every offset change since 2005 (newest first,
	 * so recent rows match the first WHEN): rows of any age get their own day.
	 *
	 * @param int       $survey_id   Survey id.
	 * @param string    $question_id The NPS question.
	 * @param DateRange $range       The range.
	 * @return array<string, array<int, array{answers: int, comments: int}>> Y-m-d => score => counts; days without answers absent.
	 */
	public function scores_per_day( int $survey_id, string $question_id, DateRange $range ): array {
		$day  = $this->site_day_sql( $range, $range->utc_start(), $range->utc_end() );
		$sql  = $this->answers_select( "{$day} AS day, value_num, COUNT(*) AS answers, SUM( has_extra ) AS comments", $survey_id, $range, array( $question_id ), self::INDEX_TIME )
			. ' AND value_num IS NOT NULL GROUP BY day, value_num';
		$days = array();
		foreach ( (array) $this->wpdb->get_results( $sql, ARRAY_A ) as $row ) {
			$days[ (string) $row['day'] ][ (int) $row['value_num'] ] = array(
				'answers'  => (int) $row['answers'],
				'comments' => (int) $row['comments'],
			);
		}
		return $days;
	}

	/**
	 * One page of a question's answers, newest first, and how many there are. Search matches the
	 * value or the comment (LIKE, escaped) of this survey's question only: the index prefix
	 * (survey_id, question_id, status) narrows the rows before any text is compared. The page is
	 * chosen on the index alone (ids in (submitted_at, response_id) order, OFFSET skipping index
	 * entries, not rows) and only its rows are read.
	 *
	 * A checkbox answer is one row per ticked option: there the page is of responses, and every
	 * tick of each response on it is returned (a search hit on one tick keeps the response).
	 *
	 * @param int       $survey_id   Survey id.
	 * @param string    $question_id Question id.
	 * @param bool      $is_checkbox Whether the question is a checkbox.
	 * @param DateRange $range       The range.
	 * @param string    $search      Text to look for; '' for all.
	 * @param bool      $with_extra  Only answers carrying a comment (or name).
	 * @param int       $page        Page, from 1.
	 * @param int       $per_page    Answers per page.
	 * @return array{total: int, rows: array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>} Rows newest first; for a checkbox, every tick of the page's responses.
	 */
	public function answers_page( int $survey_id, string $question_id, bool $is_checkbox, DateRange $range, string $search, bool $with_extra, int $page, int $per_page ): array {
		$wpdb   = $this->wpdb;
		$table  = $this->tables->answers();
		$filter = $with_extra ? ' AND has_extra = 1' : '';
		if ( '' !== $search ) {
			$like    = '%' . $wpdb->esc_like( $search ) . '%';
			$filter .= $wpdb->prepare( ' AND ( value LIKE %s OR extra LIKE %s )', $like, $like );
		}
		$offset = ( max( 1, $page ) - 1 ) * $per_page;
		$limit  = $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, $offset );
		$ids    = array( $question_id );

		if ( ! $is_checkbox ) {
			$total  = (int) $wpdb->get_var( $this->answers_select( 'COUNT(*)', $survey_id, $range, $ids, self::INDEX_TIME ) . $filter );
			$chosen = $this->answers_select( 'id', $survey_id, $range, $ids, self::INDEX_TIME ) . $filter . ' ORDER BY submitted_at DESC, response_id DESC' . $limit;
			$rows   = $total > $offset ? (array) $wpdb->get_results( "SELECT a.response_id, a.value, a.extra, a.submitted_at FROM `{$table}` a JOIN ( {$chosen} ) p ON a.id = p.id ORDER BY a.submitted_at DESC, a.response_id DESC", ARRAY_A ) : array();
			return array(
				'total' => $total,
				'rows'  => array_map( array( self::class, 'answer_row' ), $rows ),
			);
		}

		// One group per response, walking the index in order (see response_counts()).
		$total     = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ( ' . $this->answers_select( 'response_id', $survey_id, $range, $ids, self::INDEX_TIME ) . $filter . ' GROUP BY submitted_at, response_id ) t' );
		$responses = $total > $offset ? array_map(
			'intval',
			(array) $wpdb->get_col( $this->answers_select( 'response_id', $survey_id, $range, $ids, self::INDEX_TIME ) . $filter . ' GROUP BY submitted_at, response_id ORDER BY submitted_at DESC, response_id DESC' . $limit )
		) : array();
		if ( array() === $responses ) {
			return array(
				'total' => $total,
				'rows'  => array(),
			);
		}
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT response_id, value, extra, submitted_at FROM `{$table}` WHERE response_id IN (" . self::placeholders( $responses, '%d' ) . ") AND survey_id = %d AND question_id = %s AND status = 'publish' ORDER BY submitted_at DESC, response_id DESC, id ASC",
				array_merge( $responses, array( $survey_id, $question_id ) )
			),
			ARRAY_A
		);
		return array(
			'total' => $total,
			'rows'  => array_map( array( self::class, 'answer_row' ), $rows ),
		);
	}

	/**
	 * `SELECT … FROM answers WHERE` the survey's published answers of some questions in the range.
	 * The index is named: the optimiser otherwise tends to take the value(100) prefix index, which
	 * makes it read every row.
	 *
	 * @param string    $columns      Select list (literal SQL).
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $question_ids Question ids (at least one).
	 * @param string    $index        INDEX_TIME or INDEX_CRC.
	 * @return string
	 */
	private function answers_select( string $columns, int $survey_id, DateRange $range, array $question_ids, string $index ): string {
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$index = self::INDEX_CRC === $index ? self::INDEX_CRC : self::INDEX_TIME;
		$ids   = array_values( array_map( 'strval', $question_ids ) );
		$sql   = (string) $wpdb->prepare(
			"SELECT {$columns} FROM `{$table}` FORCE INDEX ({$index}) WHERE survey_id = %d AND question_id IN (" . self::placeholders( $ids, '%s' ) . ") AND status = 'publish'",
			array_merge( array( $survey_id ), $ids )
		);
		if ( ! $range->is_all_time() ) {
			$sql .= $wpdb->prepare( ' AND submitted_at >= %s AND submitted_at < %s', $range->utc_start(), $range->utc_end() );
		}
		return $sql;
	}

	/**
	 * Runs SELECTs as one statement (each in parentheses, joined by UNION ALL).
	 *
	 * @param string[] $parts Complete SELECT statements.
	 * @return array<int, array<string, mixed>>
	 */
	private function union( array $parts ): array {
		if ( array() === $parts ) {
			return array();
		}
		$sql = 1 === count( $parts ) ? $parts[0] : '(' . implode( ') UNION ALL (', $parts ) . ')';
		return (array) $this->wpdb->get_results( $sql, ARRAY_A );
	}

	/**
	 * `DATE( submitted_at + INTERVAL <site offset> SECOND )` for rows between two UTC times.
	 *
	 * @param DateRange   $range    The range (for its zone).
	 * @param string|null $utc_from Earliest row time the expression must be right for; null: 2005.
	 * @param string|null $utc_to   Latest; null: now.
	 * @return string SQL expression.
	 */
	private function site_day_sql( DateRange $range, ?string $utc_from, ?string $utc_to ): string {
		$segments = $range->offset_segments( $utc_from, $utc_to );
		$offset   = (string) (int) $segments[0]['offset'];
		if ( count( $segments ) > 1 ) {
			$cases = '';
			// Newest stretch first: recent rows, the most common, match the first WHEN.
			foreach ( array_reverse( array_slice( $segments, 1 ) ) as $segment ) {
				$cases .= $this->wpdb->prepare( ' WHEN submitted_at >= %s THEN %d', (string) $segment['from'], (int) $segment['offset'] );
			}
			$offset = "CASE{$cases} ELSE {$offset} END";
		}
		return "DATE( submitted_at + INTERVAL ( {$offset} ) SECOND )";
	}

	/**
	 * An answer row as PHP values.
	 *
	 * @param mixed $row A database row.
	 * @return array{response_id: int, value: string, extra: string|null, submitted_at: string}
	 */
	private static function answer_row( $row ): array {
		$row = (array) $row;
		return array(
			'response_id'  => (int) $row['response_id'],
			'value'        => (string) $row['value'],
			'extra'        => null === $row['extra'] ? null : (string) $row['extra'],
			'submitted_at' => (string) $row['submitted_at'],
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
