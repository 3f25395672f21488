<?php
/**
 * A survey's report figures for the responses a filter selects.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Filter;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactLayout;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Reporting\SiteDaySql;

// Our own tables, names from Tables; every value through prepare(); filter conditions come
// prepared from FilterSql. WPCS 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * Why rows and not a second report: the rollups cannot know a filter, but the report code reads
 * rollup-shaped rows, from the database or from memory (RollupQueries::read_direct()). So a
 * filtered report computes the same rows for the filtered responses — per site day where the
 * report needs days (responses, the NPS question), per question otherwise — in four queries
 * whatever the survey's size, and every figure, the funnel and the NPS included, comes out of the
 * same code as the unfiltered one.
 */
final class FilteredResults {

	/**
	 * Most matching responses passed on as a list of ids (as_id_list()): about 400 KB of SQL.
	 */
	public const LIST_LIMIT = 50000;

	/**
	 * Constructor.
	 *
	 * @param \wpdb            $wpdb    The database connection.
	 * @param Tables           $tables  Table names.
	 * @param Rollups          $rollups The rollups.
	 * @param FilterSql        $sql     The filter's SQL.
	 * @param FactsReport|null $facts   The facts' rows (none: always from the answers).
	 * @param FactsList|null   $list    Pages from the facts rows (none: from the answers).
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups, private readonly FilterSql $sql, private readonly ?FactsReport $facts = null, private readonly ?FactsList $list = null ) {
	}

	/**
	 * The filtered reports as the plugin wires them: from the facts when current, else from the
	 * answers.
	 *
	 * @param \wpdb   $wpdb    The database connection.
	 * @param Tables  $tables  Table names.
	 * @param Rollups $rollups The rollups.
	 * @return self
	 */
	public static function create( \wpdb $wpdb, Tables $tables, Rollups $rollups ): self {
		$sql    = new FilterSql( $wpdb, $tables );
		$report = new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, $sql ) );
		return new self( $wpdb, $tables, $rollups, $sql, $report, new FactsList( $wpdb, $tables, $report ) );
	}

	/**
	 * A filtered page of one question's answers from the facts rows (which responses, how many),
	 * or null when the survey's facts are not current (the caller reads the answers).
	 *
	 * @param ResponseFilter    $filter      The filter (not empty).
	 * @param int               $survey_id   The survey.
	 * @param array<int, mixed> $questions   Its questions.
	 * @param string            $question_id The question.
	 * @param DateRange         $range       The range.
	 * @param bool              $with_extra  Only answers with a comment.
	 * @param int               $limit       Responses per page.
	 * @param int               $offset      Responses to skip.
	 * @return array{total: int, ids: int[]}|null
	 */
	public function answer_page( ResponseFilter $filter, int $survey_id, array $questions, string $question_id, DateRange $range, bool $with_extra, int $limit, int $offset ): ?array {
		$slot = FactLayout::slots( $questions )[ $question_id ]['slot'] ?? null;
		if ( null === $this->list || null === $slot ) {
			return null;
		}
		$where = $this->list->where( $filter, $survey_id, $questions, $range );
		return null === $where ? null : $this->list->answer_page( $where, $slot, $with_extra, $limit, $offset );
	}

	/**
	 * Whether the last filtered report was read from the answers because its survey's facts are
	 * being packed (the results say `facts_pending`, and the screen drives the build's steps).
	 *
	 * @return bool
	 */
	public function facts_pending(): bool {
		return null !== $this->facts && $this->facts->was_stale();
	}

	/**
	 * The condition on an answers row (no alias) that its response meets the filter, for the
	 * newest answers listed under a question: on the facts rows when current, else FilterSql's.
	 *
	 * @param ResponseFilter    $filter    The filter (not empty).
	 * @param int               $survey_id The survey.
	 * @param array<int, mixed> $questions Its questions.
	 * @return string
	 */
	public function answers_condition( ResponseFilter $filter, int $survey_id, array $questions ): string {
		$slots = null === $this->facts ? null : $this->facts->current_slots( $survey_id, $questions );
		if ( null === $slots ) {
			return $this->sql->answers( $filter, $survey_id, 'publish', '' );
		}
		return "response_id IN ( SELECT f.response_id FROM `{$this->tables->response_facts()}` f WHERE " . $this->facts->sql()->where( $filter, $survey_id, $slots ) . ' )';
	}

	/**
	 * The filter's SQL builder (for the answers of the filtered responses).
	 *
	 * @return FilterSql
	 */
	public function sql(): FilterSql {
		return $this->sql;
	}

	/**
	 * The rows and impressions RollupQueries::read_direct() takes, for the filtered responses.
	 * Responses are counted per site day over all time (the report's 7 and 30 days); answers in
	 * the range. Impressions are page views, not responses: a filter leaves them as they are.
	 *
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $questions Its questions.
	 * @param ResponseFilter                   $filter    The filter (not empty).
	 * @param DateRange                        $range     The report's range.
	 * @return array{rows: array<int, array<string, mixed>>, impressions: int}|null Null when the database failed.
	 */
	public function rows( int $survey_id, array $questions, ResponseFilter $filter, DateRange $range ): ?array {
		$wpdb  = $this->wpdb;
		$facts = null === $this->facts ? null : $this->facts->rows( $survey_id, $questions, $filter, $range );
		if ( false === $facts ) {
			return null;
		}
		$rows = $facts ?? $this->from_answers( $survey_id, $questions, $filter, $range );
		if ( null === $rows ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; the range's days prepared. Not cached: reports change with every response.
		$impressions = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( SUM( count ), 0 ) FROM `{$this->tables->impressions()}` WHERE survey_id = %d", $survey_id ) . $range->days_sql( $wpdb ) );
		return array(
			'rows'        => $rows,
			'impressions' => $impressions,
		);
	}

	/**
	 * The rows computed from the responses and answers tables (exact at any size, seconds at
	 * 200,000 responses): when the survey's facts are not current yet.
	 *
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $questions Its questions.
	 * @param ResponseFilter                   $filter    The filter (not empty).
	 * @param DateRange                        $range     The report's range.
	 * @return array<int, array<string, mixed>>|null Null when the database failed.
	 */
	private function from_answers( int $survey_id, array $questions, ResponseFilter $filter, DateRange $range ): ?array {
		$wpdb      = $this->wpdb;
		$scope     = (string) $wpdb->prepare( "r.survey_id = %d AND r.status = 'publish'", $survey_id );
		$condition = $this->sql->responses( $filter, $survey_id, 'r' );
		if ( '' !== $condition ) {
			$condition = $this->as_id_list( $scope, $condition );
		}
		$responses = $this->rollups->response_rows( $scope . ( '' === $condition ? '' : " AND {$condition}" ) );
		if ( null === $responses ) {
			return null;
		}
		$answers = $this->answer_rows( $survey_id, $questions, $filter, $range );
		return null === $answers ? null : array_merge( $responses, $answers );
	}

	/**
	 * The matching responses as a list of ids, when there are not too many: the per-response rows
	 * are three SELECTs in one statement, and the database evaluated a semi-join condition in
	 * each, ten times slower than reading the listed ids by primary key (bench/README.md).
	 * Above LIST_LIMIT ids the condition stays as it is.
	 *
	 * @param string $scope     The survey's published responses (prepared, on `r`).
	 * @param string $condition The filter's condition on `r`.
	 * @return string A condition on `r`: the id list, or $condition.
	 */
	private function as_id_list( string $scope, string $condition ): string {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $scope and $condition are prepared fragments.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT r.id FROM `{$this->tables->responses()}` r WHERE {$scope} AND {$condition} LIMIT %d", self::LIST_LIMIT + 1 ) );
		if ( '' !== $wpdb->last_error || count( $ids ) > self::LIST_LIMIT ) {
			return $condition;
		}
		return array() === $ids ? 'FALSE' : 'r.id IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')';
	}

	/**
	 * The answered counts of every question and the value counts of the choice and rating
	 * questions (the NPS question's per site day, for its series), in the range.
	 *
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $questions Its questions.
	 * @param ResponseFilter                   $filter    The filter.
	 * @param DateRange                        $range     The range.
	 * @return array<int, array<string, mixed>>|null
	 */
	private function answer_rows( int $survey_id, array $questions, ResponseFilter $filter, DateRange $range ): ?array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$where = (string) $wpdb->prepare( "a.survey_id = %d AND a.status = 'publish'", $survey_id ) . $range->utc_sql( $wpdb, 'a.submitted_at' );
		$parts = $this->sql->parts( $filter, $survey_id, 'fr' );
		if ( array() === $parts['rows'] && array() !== $parts['sets'] ) {
			// Only answer and tag conditions: start from the first set's response ids (each once),
			// the others as semi-joins; the answers carry their response's status and time.
			$sets  = $parts['sets'];
			$first = array_shift( $sets );
			$from  = "( {$first} ) f STRAIGHT_JOIN `{$table}` a ON a.response_id = f.response_id";
			foreach ( $sets as $set ) {
				$where .= " AND a.response_id IN ({$set})";
			}
		} else {
			// Conditions on the response rows: the matching responses first, then their answers.
			$scope     = (string) $wpdb->prepare( "fr.survey_id = %d AND fr.status = 'publish'", $survey_id ) . $range->utc_sql( $wpdb, 'fr.submitted_at' );
			$condition = $this->sql->responses( $filter, $survey_id, 'fr' );
			$scope    .= '' === $condition ? '' : " AND {$condition}";
			$from      = "( SELECT fr.id AS response_id FROM `{$this->tables->responses()}` fr WHERE {$scope} ) f STRAIGHT_JOIN `{$table}` a ON a.response_id = f.response_id";
		}
		// Either way the answers are read by response after the matching responses: a semi-join
		// the other way round let MariaDB pick plans 10–30 times slower (bench/README.md).
		// Rows not per day carry a day inside the range, so the readers' range check keeps them.
		$day     = (string) $wpdb->prepare( '%s', $range->start() ?? '2000-01-01' );
		$plan    = QuestionStats::plan( $questions );
		$nps     = QuestionStats::nps_question( $questions );
		$values  = array_values( array_diff( $plan['values'], array( (string) $nps ) ) );
		$per_day = SiteDaySql::expression( $wpdb, DateRange::all_time( wp_timezone() ), 'a.submitted_at', $range->utc_start(), $range->utc_end() );
		$none    = "MD5('')";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; $from, $where, $day and $per_day are prepared fragments, $none a literal. Scoped to these statements.
		$queries = array(
			$wpdb->prepare(
				"SELECT %d AS kind, a.question_id, {$day} AS site_day, {$none} AS hash, '' AS value, COUNT( DISTINCT a.response_id ) AS answers, COUNT( DISTINCT IF( a.has_extra = 1, a.response_id, NULL ) ) AS comments
				FROM {$from} WHERE {$where} GROUP BY a.question_id",
				Rollups::KIND_ANSWERED
			),
		);
		if ( array() !== $values ) {
			$queries[] = $wpdb->prepare(
				"SELECT %d AS kind, a.question_id, {$day} AS site_day, MD5( a.value ) AS hash, MIN( a.value ) AS value, COUNT(*) AS answers, SUM( a.has_extra ) AS comments
				FROM {$from} WHERE {$where} AND a.question_id IN (" . implode( ',', array_fill( 0, count( $values ), '%s' ) ) . ') GROUP BY a.question_id, hash',
				array_merge( array( Rollups::KIND_VALUE ), $values )
			);
		}
		if ( null !== $nps ) {
			$queries[] = $wpdb->prepare(
				"SELECT %d AS kind, a.question_id, {$per_day} AS site_day, MD5( a.value ) AS hash, MIN( a.value ) AS value, COUNT(*) AS answers, SUM( a.has_extra ) AS comments
				FROM {$from} WHERE {$where} AND a.question_id = %s GROUP BY a.question_id, site_day, hash",
				Rollups::KIND_VALUE,
				$nps
			);
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows = array();
		foreach ( $queries as $sql ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; prepared above. Not cached: reports change with every response.
			$found = $wpdb->get_results( (string) $sql, ARRAY_A );
			if ( '' !== $wpdb->last_error ) {
				return null;
			}
			foreach ( (array) $found as $row ) {
				$rows[] = (array) $row;
			}
		}
		return $rows;
	}
}
