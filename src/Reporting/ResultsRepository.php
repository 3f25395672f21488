<?php
/**
 * All SQL of the reports.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Support\Time;

// The reports' data store: direct, read-only queries on our own tables. Table names come from
// Tables, never from input; every value goes through prepare(); IN() lists are placeholders built
// by ResponsesRepository::placeholders(), and the site-day expression is built from prepared literals (WPCS 2.3 cannot
// follow either, so those statements also name the placeholder sniffs in their phpcs:ignore).
// Reports are not cached: they change with every response, and each is a handful of grouped
// queries on an index.

/**
 * The queries that read responses and answers themselves: the overview's per-survey and per-day
 * response counts, the newest answers of a survey's questions, and pages of one question's
 * answers. A survey's counts come from its rollups instead (RollupQueries). Each is one query
 * whatever the number of questions or days: per question with question_id in the GROUP BY, per
 * day with the site's day (SiteDaySql) in the GROUP BY (days without rows are filled in by the
 * caller). Only published rows count: the answers table carries its response's status, so no join
 * is needed. Answer queries name the covering index of Schema they read; the responses table's
 * (survey_id, status, submitted_at) index covers the response counts.
 */
final class ResultsRepository {

	/**
	 * The answers index for ranges, series and answer order (Schema).
	 */
	public const INDEX_TIME = 'survey_question_order';

	/**
	 * Most answer rows one response can have for one question (AnswerValue::is_multi_row()): a
	 * checkbox's ticks (5), an image choice's (20), a matrix's rows (20), a ranking's options (10).
	 */
	private const MAX_TICKS = 20;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The results overview's survey table: every non-trashed survey (or the one asked for, in any
	 * status) with its all-time and in-range published responses. One query. A counted survey's
	 * figures come from its counters (Counts): the totals row, and its hour rows of the range (quarter
	 * hours at the ends) summed in one grouped read on the counters' scope_slot index — at most 24
	 * rows a day, whatever the survey's size. A survey not counted yet (an upgraded site, rows written in
	 * bulk, until the background rebuild reaches it) is counted on the responses' (survey_id,
	 * status, submitted_at) index instead: exact, at the old cost. `is_scheduled` (published,
	 * publish_at still to come) is the surveys list's "Scheduled", so both screens name a survey's
	 * status alike.
	 *
	 * @param DateRange $range     A bounded range.
	 * @param int       $survey_id One survey, or 0 for all.
	 * @return array<int, array{id: int, title: string, type: string, status: string, is_scheduled: bool, created_at: string, responses_count: int, range_responses_count: int, counted: bool, building: bool}> Newest survey first.
	 */
	public function summary_surveys( DateRange $range, int $survey_id ): array {
		$wpdb      = $this->wpdb;
		$surveys   = $this->tables->surveys();
		$responses = $this->tables->responses();
		$counts    = $this->tables->counts();
		$one       = $survey_id > 0 ? (string) $wpdb->prepare( 'survey_id = %d', $survey_id ) : '';
		$only      = '' === $one ? '' : " AND {$one}";
		$where     = $survey_id > 0 ? $wpdb->prepare( 's.id = %d', $survey_id ) : "s.status <> 'trash'";
		$from      = (string) $range->utc_start();
		$to        = (string) $range->utc_end();
		$slots     = Counts::range_sql( $wpdb, $from, $to );
		$exact     = BuildStates::exact_sql( $this->tables, 's' );
		$totals    = Counts::totals_sql( $wpdb, $this->tables, $one );
		// IF() evaluates only the branch it returns: the COUNTs run only for surveys not counted.
		// The range's COUNT is forced onto (survey_id, status, submitted_at), which covers it:
		// MariaDB picks the submitted_at index, every survey's rows of the range with a lookup
		// each (4.5 s at a million responses on a busy machine).
		$sql  = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; $only and $where are prepared fragments. Scoped to this statement: the flagged lines are inside the SQL string.
			"SELECT s.id, s.title, s.type, s.status, s.publish_at, s.created_at, {$exact['exact']} AS counted, COALESCE( b.build_key, '' ) AS build_key,
				IF( {$exact['exact']}, COALESCE( t.published, 0 ), ( SELECT COUNT(*) FROM `{$responses}` WHERE survey_id = s.id AND status = 'publish' ) ) AS responses_count,
				IF( {$exact['exact']}, COALESCE( g.published, 0 ), ( SELECT COUNT(*) FROM `{$responses}` FORCE INDEX (survey_status_submitted) WHERE survey_id = s.id AND status = 'publish' AND submitted_at >= %s AND submitted_at < %s ) ) AS range_responses_count
			FROM `{$surveys}` s {$exact['join']}
			LEFT JOIN {$totals} t ON t.survey_id = s.id
			LEFT JOIN (
				SELECT survey_id, SUM( published ) AS published FROM `{$counts}`
				WHERE {$slots}{$only} GROUP BY survey_id
			) g ON g.survey_id = s.id
			WHERE {$where}
			ORDER BY s.id DESC",
			$from,
			$to
		); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql prepared above. Not cached: reports change with every response.
		foreach ( (array) $wpdb->get_results( (string) $sql, ARRAY_A ) as $row ) {
			$rows[] = array(
				'id'                    => (int) $row['id'],
				'title'                 => (string) $row['title'],
				'type'                  => (string) $row['type'],
				'status'                => (string) $row['status'],
				'is_scheduled'          => 'publish' === $row['status'] && Time::is_future( $row['publish_at'] ),
				'created_at'            => (string) $row['created_at'],
				'responses_count'       => (int) $row['responses_count'],
				'range_responses_count' => (int) $row['range_responses_count'],
				'counted'               => 1 === (int) $row['counted'],
				'building'              => '' !== (string) $row['build_key'],
			);
		}
		return $rows;
	}

	/**
	 * Published responses per site day for some surveys, in one query: the hour counters of the
	 * counted ones, quarter hours where a site day starts inside an hour (scope_slot index; every
	 * row read lies in one site day, the day of its start), plus, for surveys not counted yet, their responses on the
	 * (survey_id, status, submitted_at) index.
	 *
	 * @param DateRange $range     A bounded range.
	 * @param int[]     $counted   Counted survey ids.
	 * @param int[]     $uncounted Survey ids not counted yet.
	 * @return array<string, int> Y-m-d => responses; days without responses are absent.
	 */
	public function responses_per_day( DateRange $range, array $counted, array $uncounted = array() ): array {
		$counted   = array_values( array_filter( array_map( 'intval', $counted ) ) );
		$uncounted = array_values( array_filter( array_map( 'intval', $uncounted ) ) );
		if ( ( array() === $counted && array() === $uncounted ) || $range->is_all_time() ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$parts = array();
		if ( array() !== $counted ) {
			// Hours a site day starts inside (in zones offset by :30 or :45) are read by quarter
			// hours, so every row read lies in one site day: the day of its start.
			$split = array();
			foreach ( array_slice( $range->days(), 1 ) as $day ) {
				$midnight = $range->utc_midnight( $day );
				if ( Counts::hour( $midnight ) !== $midnight ) {
					$split[] = Counts::hour( $midnight );
				}
			}
			$day     = SiteDaySql::expression( $wpdb, $range, 'slot', $range->utc_start(), $range->utc_end() );
			$slots   = Counts::range_sql( $wpdb, (string) $range->utc_start(), (string) $range->utc_end(), $split );
			$parts[] = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; $day is SiteDaySql's prepared expression, $slots Counts' prepared condition; IN() of placeholders(). Scoped to this statement: the flagged lines are inside the SQL string.
				"SELECT {$day} AS day, SUM( published ) AS responses FROM `{$this->tables->counts()}`
				WHERE {$slots} AND survey_id IN (" . ResponsesRepository::placeholders( $counted, '%d' ) . ')
				GROUP BY day',
				$counted
			); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		}
		if ( array() !== $uncounted ) {
			$day     = SiteDaySql::expression( $wpdb, $range, 'submitted_at', $range->utc_start(), $range->utc_end() );
			$parts[] = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; $day is SiteDaySql's prepared expression; IN() of placeholders(). Scoped to this statement: the flagged lines are inside the SQL string.
				"SELECT {$day} AS day, COUNT(*) AS responses FROM `{$this->tables->responses()}`
				WHERE survey_id IN (" . ResponsesRepository::placeholders( $uncounted, '%d' ) . ") AND status = 'publish' AND submitted_at >= %s AND submitted_at < %s
				GROUP BY day",
				array_merge( $uncounted, array( $range->utc_start(), $range->utc_end() ) )
			); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		}
		$days = array();
		foreach ( $this->union( array_map( 'strval', $parts ) ) as $row ) {
			$day          = (string) $row['day'];
			$days[ $day ] = ( $days[ $day ] ?? 0 ) + (int) $row['responses'];
		}
		return $days;
	}

	/**
	 * The newest answers of several questions in one query: a UNION ALL of one
	 * `ORDER BY submitted_at DESC, response_id DESC LIMIT n` per question, each read backwards
	 * off the survey_question_order index. A checkbox question gets up to n responses' ticks (one
	 * row each, at most five per response).
	 *
	 * @param int                 $survey_id Survey id.
	 * @param DateRange           $range     The range.
	 * @param array<string, bool> $questions Question id => whether only answers with a comment.
	 * @param string[]            $checkbox  The checkbox questions among them.
	 * @param int                 $limit     Answers (responses) per question.
	 * @param string              $only      A prepared condition on the answers rows (no alias): a filter's
	 *                                       responses only; '' for all.
	 * @return array<string, array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>> Question id => rows, newest first.
	 */
	public function latest_answers( int $survey_id, DateRange $range, array $questions, array $checkbox, int $limit, string $only = '' ): array {
		$parts = array();
		foreach ( $questions as $question_id => $comments_only ) {
			$rows    = in_array( (string) $question_id, $checkbox, true ) ? $limit * self::MAX_TICKS : $limit;
			$parts[] = $this->answers_select( 'question_id, response_id, value, extra, submitted_at', $survey_id, $range, array( (string) $question_id ) )
				. ( $comments_only ? ' AND has_extra = 1' : '' )
				. ( '' === $only ? '' : " AND {$only}" )
				. $this->wpdb->prepare( ' ORDER BY submitted_at DESC, response_id DESC LIMIT %d', $rows );
		}
		$latest = array();
		foreach ( $this->union( $parts ) as $row ) {
			$latest[ (string) $row['question_id'] ][] = self::answer_row( $row );
		}
		return $latest;
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
	 * @param string    $only        A prepared condition on the answers rows (no alias): a filter's
	 *                               responses only; '' for all.
	 * @return array{total: int, rows: array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>} Rows newest first; for a checkbox, every tick of the page's responses.
	 */
	public function answers_page( int $survey_id, string $question_id, bool $is_checkbox, DateRange $range, string $search, bool $with_extra, int $page, int $per_page, string $only = '' ): array {
		$wpdb   = $this->wpdb;
		$table  = $this->tables->answers();
		$filter = ( $with_extra ? ' AND has_extra = 1' : '' ) . ( '' === $only ? '' : " AND {$only}" );
		if ( '' !== $search ) {
			$like    = '%' . $wpdb->esc_like( $search ) . '%';
			$filter .= $wpdb->prepare( ' AND ( value LIKE %s OR extra LIKE %s )', $like, $like );
		}
		// Bounded whatever the caller passes: a page before the first is the first, a size below
		// one is one, and the offset never goes past PHP_INT_MAX.
		$per_page = max( 1, $per_page );
		$offset   = ( min( max( 1, $page ), intdiv( PHP_INT_MAX, $per_page ) ) - 1 ) * $per_page;
		$limit    = $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, $offset );
		$ids      = array( $question_id );

		if ( ! $is_checkbox ) {
			$total  = (int) $wpdb->get_var( $this->answers_select( 'COUNT(*)', $survey_id, $range, $ids ) . $filter ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; answers_select() and $filter are prepared. Not cached: reports change with every response.
			$chosen = $this->answers_select( 'id', $survey_id, $range, $ids ) . $filter . ' ORDER BY submitted_at DESC, response_id DESC' . $limit;
			$found  = $total > $offset ? (array) $wpdb->get_results( "SELECT a.response_id, a.value, a.extra, a.submitted_at FROM `{$table}` a JOIN ( {$chosen} ) p ON a.id = p.id ORDER BY a.submitted_at DESC, a.response_id DESC", ARRAY_A ) : array(); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $chosen is answers_select() with prepared parts.
			$rows   = array_map( array( self::class, 'answer_row' ), $found );
		} else {
			// One group per response, walking the index in (submitted_at, response_id) order.
			$groups = $this->answers_select( 'response_id', $survey_id, $range, $ids ) . $filter . ' GROUP BY submitted_at, response_id';
			$total  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM ( {$groups} ) t" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table; answers_select() and $filter are prepared.
			$ticked = $total > $offset ? (array) $wpdb->get_col( $groups . ' ORDER BY submitted_at DESC, response_id DESC' . $limit ) : array(); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; answers_select(), $filter and $limit are prepared.
			$rows   = $this->answers_of( $survey_id, $question_id, array_map( 'intval', $ticked ) );
		}
		return array(
			'total' => $total,
			'rows'  => $rows,
		);
	}

	/**
	 * One question's answer rows of some responses, newest first (a checkbox's ticks in their
	 * order): a page of answers once its responses are known.
	 *
	 * @param int    $survey_id   Survey id.
	 * @param string $question_id The question.
	 * @param int[]  $responses   Response ids.
	 * @param bool   $with_extra  Only the rows carrying a comment.
	 * @return array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>
	 */
	public function answers_of( int $survey_id, string $question_id, array $responses, bool $with_extra = false ): array {
		if ( array() === $responses ) {
			return array();
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table, read for a report page. Not cached: reports change with every response.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- IN() of %d placeholders from placeholders(), which WPCS 2.3 cannot count.
				"SELECT response_id, value, extra, submitted_at FROM `{$this->tables->answers()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $responses, '%d' ) . ") AND survey_id = %d AND question_id = %s AND status = 'publish'" . ( $with_extra ? ' AND has_extra = 1' : '' ) . ' ORDER BY submitted_at DESC, response_id DESC, id ASC', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; IN() of %d placeholders from placeholders().
				array_merge( array_map( 'intval', $responses ), array( $survey_id, $question_id ) )
			),
			ARRAY_A
		);
		return array_map( array( self::class, 'answer_row' ), $rows );
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
	 * @return string
	 */
	private function answers_select( string $columns, int $survey_id, DateRange $range, array $question_ids ): string {
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$index = self::INDEX_TIME;
		$ids   = array_values( array_map( 'strval', $question_ids ) );
		$sql   = (string) $wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- IN() of %s placeholders from placeholders(), which WPCS 2.3 cannot count.
			"SELECT {$columns} FROM `{$table}` FORCE INDEX ({$index}) WHERE survey_id = %d AND question_id IN (" . ResponsesRepository::placeholders( $ids, '%s' ) . ") AND status = 'publish'", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; columns and index are our literals; IN() of placeholders().
			array_merge( array( $survey_id ), $ids )
		);
		return $sql . $range->utc_sql( $wpdb, 'submitted_at' );
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
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- SELECTs prepared by the callers, joined with UNION ALL.
		return (array) $this->wpdb->get_results( $sql, ARRAY_A );
	}

	/**
	 * An answer row as PHP values (also the responses list's, ListAnswers).
	 *
	 * @param mixed $row A database row.
	 * @return array{response_id: int, value: string, extra: string|null, submitted_at: string}
	 */
	public static function answer_row( $row ): array {
		$row = (array) $row;
		return array(
			'response_id'  => (int) $row['response_id'],
			'value'        => (string) $row['value'],
			'extra'        => null === $row['extra'] ? null : (string) $row['extra'],
			'submitted_at' => (string) $row['submitted_at'],
		);
	}
}
