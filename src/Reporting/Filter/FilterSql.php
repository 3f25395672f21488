<?php
/**
 * The SQL of a ResponseFilter.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Filter;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\DateRange;

// Our own tables, names from Tables; every value goes through prepare(); the column names are the
// callers' literals. WPCS 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * One prepared condition on a response row for a whole filter, so every report narrows the same
 * way. Answer conditions are semi-joins on the answers table's indexes (survey_question_value for
 * text, survey_question_order's value_num for scores), not correlated subqueries: the database
 * builds each matching set once, whatever the number of responses it then checks. The status is
 * the caller's (a filter applies to published responses and to the Trash alike).
 */
final class FilterSql {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The condition a response must meet, on a responses row aliased `$alias`; '' when the filter
	 * is empty (append with " AND ").
	 *
	 * @param ResponseFilter $filter    The filter.
	 * @param int            $survey_id The survey.
	 * @param string         $alias     The responses table's alias in the caller's query.
	 * @return string
	 */
	public function responses( ResponseFilter $filter, int $survey_id, string $alias = 'r' ): string {
		$parts = $this->parts( $filter, $survey_id, $alias );
		return implode( ' AND ', array_merge( array_map( static fn( string $set ): string => "{$alias}.id IN ({$set})", $parts['sets'] ), $parts['rows'] ) );
	}

	/**
	 * A filter's conditions in two kinds: `sets`, SELECTs of the response ids an answer, tag or
	 * hidden-field condition matches (each id once), and `rows`, conditions on the responses row `$alias`
	 * itself (device, page, completion). A report that reads answers can start from a set instead
	 * of the responses table when there are no row conditions (twice as fast, measured).
	 *
	 * @param ResponseFilter $filter    The filter.
	 * @param int            $survey_id The survey.
	 * @param string         $alias     The responses table's alias for the row conditions.
	 * @return array{sets: string[], rows: string[]}
	 */
	public function parts( ResponseFilter $filter, int $survey_id, string $alias = 'r' ): array {
		$wpdb = $this->wpdb;
		$sets = array();
		$rows = array();
		foreach ( $filter->conditions() as $condition ) {
			$sets[] = $this->answer_set( $survey_id, $condition );
		}
		$attributes = $filter->attributes();
		if ( isset( $attributes['nps'] ) ) {
			$sets[] = $this->scores( $survey_id, $attributes['nps']['question_id'], range( $attributes['nps']['min'], $attributes['nps']['max'] ) );
		}
		if ( isset( $attributes['tag'] ) ) {
			$sets[] = (string) $wpdb->prepare( "SELECT t.response_id FROM `{$this->tables->response_tags()}` t WHERE t.survey_id = %d AND t.tag = %s", $survey_id, $attributes['tag'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
		}
		foreach ( $attributes['fields'] ?? array() as $name => $value ) {
			$sets[] = $this->field_set( $survey_id, $name, $value );
		}
		if ( isset( $attributes['sentiment'] ) ) {
			$sets[] = $this->sentiment_set( $survey_id, $attributes['sentiment'] );
		}
		if ( isset( $attributes['theme'] ) ) {
			$sets[] = $this->theme_set( $survey_id, $attributes['theme'] );
		}
		if ( isset( $attributes['device'] ) ) {
			$rows[] = (string) $wpdb->prepare( "{$alias}.user_device = %s", $attributes['device'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's literal.
		}
		if ( isset( $attributes['page_url'] ) ) {
			$rows[] = (string) $wpdb->prepare( "{$alias}.page_url LIKE %s", '%' . $wpdb->esc_like( $attributes['page_url'] ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's literal.
		}
		if ( isset( $attributes['completion'] ) ) {
			$rows[] = "{$alias}.completed = " . ( $attributes['completion'] ? '1' : '0' );
		}
		if ( isset( $attributes['language'] ) ) {
			$rows[] = (string) $wpdb->prepare( "{$alias}.language = %s", $attributes['language'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's literal.
		}
		return array(
			'sets' => $sets,
			'rows' => $rows,
		);
	}

	/**
	 * The responses with an open answer read as a sentiment: the insights' (survey_id, sentiment,
	 * response_id) index, each response once however many of its answers were read so.
	 *
	 * @param int $survey_id The survey.
	 * @param int $sentiment The stored sentiment (ResponseFilter::SENTIMENTS).
	 * @return string
	 */
	public function sentiment_set( int $survey_id, int $sentiment ): string {
		return (string) $this->wpdb->prepare( "SELECT DISTINCT i.response_id FROM `{$this->tables->answer_insights()}` i WHERE i.survey_id = %d AND i.sentiment = %d", $survey_id, $sentiment ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
	}

	/**
	 * The responses with an open answer about a theme: the (survey_id, theme_id, response_id)
	 * index. Another survey's theme id matches nothing.
	 *
	 * @param int $survey_id The survey.
	 * @param int $theme_id  The theme.
	 * @return string
	 */
	public function theme_set( int $survey_id, int $theme_id ): string {
		return (string) $this->wpdb->prepare( "SELECT DISTINCT a.response_id FROM `{$this->tables->answer_themes()}` a WHERE a.survey_id = %d AND a.theme_id = %d", $survey_id, $theme_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
	}

	/**
	 * The prepared condition of a REST request's filter and date range (from, to) on a responses
	 * row aliased `$alias` ('' for none), or the 400 of a malformed one: what the responses list and
	 * a response's neighbours apply.
	 *
	 * @param \WP_REST_Request     $request The request.
	 * @param array<string, mixed> $survey  The survey (id, questions).
	 * @param string               $alias   The responses table's alias.
	 * @return string|\WP_Error
	 */
	public function for_request( \WP_REST_Request $request, array $survey, string $alias = 'r' ) {
		$filter = ResponseFilter::from_request( $request, array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$range = DateRange::parse_optional( is_string( $request['from'] ) ? $request['from'] : null, is_string( $request['to'] ) ? $request['to'] : null, current_datetime() );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$parts = array_filter( array( $this->responses( $filter, (int) $survey['id'], $alias ) ) );
		if ( ! $range->is_all_time() ) {
			$parts[] = (string) $this->wpdb->prepare( "{$alias}.submitted_at >= %s AND {$alias}.submitted_at < %s", $range->utc_start(), $range->utc_end() ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's literal.
		}
		return implode( ' AND ', $parts );
	}

	/**
	 * The condition a query on answers (or anything with a response id column) adds for a
	 * request's filter: '' without one, or the 400 of a malformed one. For the cross-tab.
	 *
	 * @param \WP_REST_Request     $request The request.
	 * @param array<string, mixed> $survey  The survey (id, questions).
	 * @param string               $column  The response id column of the caller's query.
	 * @return string|\WP_Error
	 */
	public function for_column( \WP_REST_Request $request, array $survey, string $column ) {
		$filter = ResponseFilter::from_request( $request, array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$responses = $this->responses( $filter, (int) $survey['id'], 'fr' );
		return '' === $responses ? '' : $this->response_in( $column, $responses, (int) $survey['id'], 'publish' );
	}

	/**
	 * Whether a request narrows with the filter or a date range.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool
	 */
	public static function asked( \WP_REST_Request $request ): bool {
		foreach ( array_merge( ResponseFilter::PARAMS, array( 'from', 'to' ) ) as $name ) {
			$value = $request[ $name ];
			if ( null !== $value && '' !== $value && 'all' !== $value && '[]' !== $value ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The condition on an answers row aliased `$alias` that its response meets the filter ('' when
	 * empty): its response among the survey's responses in the given status that do.
	 *
	 * @param ResponseFilter $filter    The filter.
	 * @param int            $survey_id The survey.
	 * @param string         $status    The responses' status ('publish' for reports).
	 * @param string         $alias     The answers table's alias in the caller's query ('' for none).
	 * @return string
	 */
	public function answers( ResponseFilter $filter, int $survey_id, string $status = 'publish', string $alias = 'a' ): string {
		$responses = $this->responses( $filter, $survey_id, 'fr' );
		if ( '' === $responses ) {
			return '';
		}
		return $this->response_in( '' === $alias ? 'response_id' : "{$alias}.response_id", $responses, $survey_id, $status );
	}

	/**
	 * `{column} IN (the survey's responses in the status that meet a prepared condition on `fr`)`.
	 *
	 * @param string $column    The response id column of the caller's query.
	 * @param string $responses The prepared condition on the responses row `fr`.
	 * @param int    $survey_id The survey.
	 * @param string $status    The responses' status.
	 * @return string
	 */
	private function response_in( string $column, string $responses, int $survey_id, string $status ): string {
		return "{$column} IN (" . $this->wpdb->prepare( "SELECT fr.id FROM `{$this->tables->responses()}` fr WHERE fr.survey_id = %d AND fr.status = %s", $survey_id, $status ) . " AND {$responses})"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $responses prepared above.
	}

	/**
	 * The responses (ids) whose hidden field has this value: a ref read of the fields table's
	 * survey_name_value index. Also the facts' condition (Facts\FactsFilterSql): the facts rows
	 * hold no hidden fields.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $name      The field's name.
	 * @param string $value     The exact value (compared as the table's collation does: any case).
	 * @return string A prepared SELECT of response_id.
	 */
	public function field_set( int $survey_id, string $name, string $value ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
		return (string) $this->wpdb->prepare( "SELECT hf.response_id FROM `{$this->tables->response_fields()}` hf WHERE hf.survey_id = %d AND hf.name = %s AND hf.value = %s", $survey_id, $name, $value );
	}

	/**
	 * The responses (ids) that gave one of these scores to a question.
	 *
	 * @param int    $survey_id   The survey.
	 * @param string $question_id The star or NPS question.
	 * @param int[]  $scores      The scores.
	 * @return string A prepared SELECT of response_id.
	 */
	private function scores( int $survey_id, string $question_id, array $scores ): string {
		$list = array() === $scores ? "''" : implode( ',', array_map( static fn( int $score ): string => "'{$score}'", $scores ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $list is built from integers.
		return (string) $this->wpdb->prepare( "SELECT a.response_id FROM `{$this->tables->answers()}` a WHERE a.survey_id = %d AND a.question_id = %s AND a.value IN ({$list})", $survey_id, $question_id );
	}

	/**
	 * The scores a score condition matches (stars 1–5, NPS 1–10, a scale's or a smiley's own
	 * range): its comparator applied to the question's whole scale, the same here and on the facts
	 * rows (Facts\FactsFilterSql).
	 *
	 * @param array{question_id: string, type: string, compare: string, value: string|int|string[], range?: array{0: int, 1: int}} $condition The checked condition (an integer value).
	 * @return int[]
	 */
	public static function matching_scores( array $condition ): array {
		$compare = $condition['compare'];
		$value   = $condition['value'];
		$range   = $condition['range'] ?? array( 1, 'nps' === $condition['type'] ? 10 : 5 );
		return array_values(
			array_filter(
				range( $range[0], $range[1] ),
				static fn( int $score ): bool => ( '==' === $compare && $score === $value )
					|| ( '!=' === $compare && $score !== $value )
					|| ( '<' === $compare && $score < $value )
					|| ( '>' === $compare && $score > $value )
			)
		);
	}

	/**
	 * The responses (ids) one answer condition matches, as a SELECT of response_id; also what the
	 * facts' condition (Facts\FactsFilterSql) falls back on for text and values no option stands for.
	 *
	 * @param int                                                                                   $survey_id The survey.
	 * @param array{question_id: string, type: string, compare: string, value: string|int|string[]} $condition The checked condition.
	 * @return string A prepared SELECT of response_id.
	 */
	public function answer_set( int $survey_id, array $condition ): string {
		$wpdb    = $this->wpdb;
		$answers = $this->tables->answers();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
		$base  = $wpdb->prepare( "SELECT a.response_id FROM `{$answers}` a WHERE a.survey_id = %d AND a.question_id = %s", $survey_id, $condition['question_id'] );
		$value = $condition['value'];
		if ( is_array( $value ) ) {
			// A checkbox's whole set of ticks, as survey logic compares it: exactly these options.
			$in   = implode( ',', array_map( fn( string $option ): string => (string) $wpdb->prepare( '%s', $option ), $value ) );
			$same = $wpdb->prepare( "COUNT(*) = %d AND SUM( a.value IN ({$in}) ) = %d", count( $value ), count( $value ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is a list of prepared literals.
			$test = '==' === $condition['compare'] ? $same : "NOT ( {$same} )";
			return "{$base} GROUP BY a.response_id HAVING {$test}";
		}
		if ( is_int( $value ) ) {
			// A score is one of a few values (1–5, 1–10): the matching ones as a list, which the
			// value index reads as ranges, where a value_num comparison scans the whole question.
			return $this->scores( $survey_id, $condition['question_id'], self::matching_scores( $condition ) );
		}
		// Text and single options; a checkbox's "includes" is one of its ticks.
		$operator = '!=' === $condition['compare'] ? '<>' : '=';
		return $base . $wpdb->prepare( " AND a.value {$operator} %s", $value ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the operator is one of our literals.
	}
}
