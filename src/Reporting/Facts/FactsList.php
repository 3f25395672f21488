<?php
/**
 * The filtered responses list's published side, from the facts table.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\Filter\ResponseFilter;

// Our own tables, names from Tables; every value through prepare(); the filter's condition comes
// prepared from FactsFilterSql. WPCS 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * Why: a filtered list needs the count of matching responses and one page of them, newest first.
 * On the responses table with the filter's semi-joins that is 0.6 s at 200,000 responses; on the
 * facts rows, clustered by survey and time, the count is one narrow scan and the page a walk
 * backwards that stops after the page (bench/results.php). Facts hold published responses only:
 * the Trash keeps FilterSql's condition (it is small).
 */
final class FactsList {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly FactsReport $report ) {
	}

	/**
	 * The list as the plugin wires it.
	 *
	 * @param \wpdb  $wpdb   The database connection.
	 * @param Tables $tables Table names.
	 * @return self
	 */
	public static function create( \wpdb $wpdb, Tables $tables ): self {
		return new self( $wpdb, $tables, new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) ) );
	}

	/**
	 * Where a published response stands among the matching ones, newest first, as
	 * ResponsePosition::of() says it — or null when it does not match (its neighbours are then
	 * the unfiltered list's). Counts and one-row reads on the facts rows' clustered order.
	 *
	 * @param string    $where        A where() on `f`.
	 * @param string    $submitted_at The response's submitted_at (UTC).
	 * @param int       $response_id  The response.
	 * @param bool|null $completed    Among completed (true) or partial (false) ones only; null: all.
	 * @return array{index: int, total: int, previous_id: int|null, next_id: int|null}|null
	 */
	public function position( string $where, string $submitted_at, int $response_id, ?bool $completed ): ?array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->response_facts();
		$where = $where . ( null === $completed ? '' : ( $completed ? ' AND f.completed = 1' : ' AND f.completed = 0' ) );
		$newer = $where . $wpdb->prepare( ' AND ( f.submitted_at > %s OR ( f.submitted_at = %s AND f.response_id > %d ) )', $submitted_at, $submitted_at, $response_id );
		$older = $where . $wpdb->prepare( ' AND ( f.submitted_at < %s OR ( f.submitted_at = %s AND f.response_id < %d ) )', $submitted_at, $submitted_at, $response_id );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; conditions prepared above. Not cached: changes with every response.
		if ( null === $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM `{$table}` f WHERE {$where} AND f.response_id = %d", $response_id ) ) ) {
			return null;
		}
		$total    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` f WHERE {$where}" );
		$before   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` f WHERE {$newer}" );
		$previous = $wpdb->get_var( "SELECT f.response_id FROM `{$table}` f WHERE {$newer} ORDER BY f.submitted_at ASC, f.response_id ASC LIMIT 1" );
		$next     = $wpdb->get_var( "SELECT f.response_id FROM `{$table}` f WHERE {$older} ORDER BY f.submitted_at DESC, f.response_id DESC LIMIT 1" );
		// phpcs:enable
		return array(
			'index'       => $before + 1,
			'total'       => $total,
			'previous_id' => null === $previous ? null : (int) $previous,
			'next_id'     => null === $next ? null : (int) $next,
		);
	}

	/**
	 * The condition on facts rows `f` of a request's filter and range, when the survey's facts
	 * are current and the request is well formed; null otherwise (the caller takes FilterSql's
	 * path, which also answers the 400 of a malformed request).
	 *
	 * @param \WP_REST_Request     $request The request.
	 * @param array<string, mixed> $survey  The survey (id, questions).
	 * @return string|null
	 */
	public function condition( \WP_REST_Request $request, array $survey ): ?string {
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$filter    = ResponseFilter::from_request( $request, $questions );
		$range     = DateRange::parse_optional( is_string( $request['from'] ) ? $request['from'] : null, is_string( $request['to'] ) ? $request['to'] : null, current_datetime() );
		if ( is_wp_error( $filter ) || is_wp_error( $range ) ) {
			return null;
		}
		return $this->where( $filter, (int) $survey['id'], $questions, $range );
	}

	/**
	 * The condition on facts rows `f` of a filter and a range, when the survey's facts are
	 * current; null otherwise.
	 *
	 * @param ResponseFilter    $filter    The filter.
	 * @param int               $survey_id The survey.
	 * @param array<int, mixed> $questions Its questions.
	 * @param DateRange         $range     The range.
	 * @return string|null
	 */
	public function where( ResponseFilter $filter, int $survey_id, array $questions, DateRange $range ): ?string {
		$slots = $this->report->current_slots( $survey_id, $questions );
		return null === $slots ? null : $this->report->sql()->where( $filter, $survey_id, $slots ) . $range->utc_sql( $this->wpdb, 'f.submitted_at' );
	}

	/**
	 * A page of one question's answers among the matching responses: how many responses answered
	 * it (with a comment, if asked) and the page's response ids, newest first — the answers
	 * table's order, as answer rows carry their response's time. One narrow count and a walk
	 * that stops at the page, where the answers table needs a semi-join per row.
	 *
	 * @param string $where      A where() on `f`.
	 * @param int    $slot       The question's slot.
	 * @param bool   $with_extra Only answers that came with a comment.
	 * @param int    $limit      Responses per page.
	 * @param int    $offset     Responses to skip.
	 * @return array{total: int, ids: int[]}
	 */
	public function answer_page( string $where, int $slot, bool $with_extra, int $limit, int $offset ): array {
		$wpdb   = $this->wpdb;
		$limit  = max( 1, $limit );
		$offset = max( 0, $offset );
		$where  = "{$where} AND ORD( SUBSTRING( f.codes, {$slot}, 1 ) ) " . ( $with_extra ? '>= ' . FactLayout::COMMENT : '> 0' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $where prepared, the slot an integer. Not cached: changes with every response.
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$this->tables->response_facts()}` f WHERE {$where}" );
		$ids   = $total > $offset ? $wpdb->get_col( $wpdb->prepare( "SELECT f.response_id FROM `{$this->tables->response_facts()}` f WHERE {$where} ORDER BY f.submitted_at DESC, f.response_id DESC LIMIT %d OFFSET %d", $limit, $offset ) ) : array();
		// phpcs:enable
		return array(
			'total' => $total,
			'ids'   => array_map( 'intval', (array) $ids ),
		);
	}

	/**
	 * The matching published responses and the partial ones among them.
	 *
	 * @param string $where A condition() on `f`.
	 * @return array{publish: int, publish_partial: int}
	 */
	public function counts( string $where ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $where prepared. Not cached: changes with every response.
		$row = $this->wpdb->get_row( "SELECT COUNT(*) AS n, COALESCE( SUM( f.completed = 0 ), 0 ) AS partial FROM `{$this->tables->response_facts()}` f WHERE {$where}", ARRAY_A );
		return array(
			'publish'         => (int) ( $row['n'] ?? 0 ),
			'publish_partial' => (int) ( $row['partial'] ?? 0 ),
		);
	}

	/**
	 * One page of the matching published responses, as ResponsesRepository::page() gives them.
	 *
	 * @param string    $where     A condition() on `f`.
	 * @param string    $order     'desc' or 'asc' (by submitted_at, then id).
	 * @param int       $limit     Rows.
	 * @param int       $offset    Rows to skip.
	 * @param bool|null $completed Only completed (true) or partial (false); null: both.
	 * @return array<int, array{id: int, status: string, submitted_at: string, page_url: string, page_title: string, completed: bool, language: string}>
	 */
	public function page( string $where, string $order, int $limit, int $offset, ?bool $completed ): array {
		$wpdb      = $this->wpdb;
		$direction = 'asc' === strtolower( $order ) ? 'ASC' : 'DESC';
		$only      = null === $completed ? '' : ( $completed ? ' AND f.completed = 1' : ' AND f.completed = 0' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables, names from Tables; $where prepared, the direction one of two literals. Not cached: changes with every response.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT r.id, r.status, r.submitted_at, r.page_url, r.page_title, r.completed, r.language FROM `{$this->tables->response_facts()}` f STRAIGHT_JOIN `{$this->tables->responses()}` r ON r.id = f.response_id WHERE {$where}{$only} ORDER BY f.submitted_at {$direction}, f.response_id {$direction} LIMIT %d OFFSET %d", max( 1, $limit ), max( 0, $offset ) ), ARRAY_A );
		return array_map( array( ResponsesRepository::class, 'list_row' ), $rows );
	}
}
