<?php
/**
 * Themes or sentiments against a choice question.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\QuestionStats;

// Our own tables, names from Tables; every value through prepare(); value columns and aliases are
// our literals. WPCS 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * The cross-tab with themes (or sentiments) as its rows and a choice question's answers as its
 * columns: which plan's customers complain about speed. A cell counts responses, once however
 * many of a response's open answers carry the theme; a checkbox column counts once per tick, as
 * the question-by-question cross-tab does, and the table comes out in its shape
 * (Crosstab::assemble()), so the screen draws both alike. One query: the insights' rows of the
 * survey, each joined to its response (primary key) and to that response's answer to the column
 * question (answers' response_id index).
 */
final class InsightCrosstab {

	public const BY = array( 'theme', 'sentiment' );

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The table, or null when the database failed.
	 *
	 * @param int                                       $survey_id The survey.
	 * @param string                                    $by        'theme' or 'sentiment'.
	 * @param array<int, array{id: int, label: string}> $themes    The survey's themes (their order is the rows' order).
	 * @param array<string, mixed>                      $column    The column question.
	 * @param DateRange                                 $range     The range.
	 * @param string                                    $condition The filter's prepared condition on responses row `r` ('' for none).
	 * @return array<string, mixed>|null Crosstab::assemble()'s table; with themes, `row.theme_ids` beside `row.values`.
	 */
	public function table( int $survey_id, string $by, array $themes, array $column, DateRange $range, string $condition = '' ): ?array {
		$wpdb   = $this->wpdb;
		$c      = Crosstab::value_column( $column, 'c' );
		$side   = 'theme' === $by
			? array( "`{$this->tables->answer_themes()}`", 'x.theme_id' )
			: array( "`{$this->tables->answer_insights()}`", 'x.sentiment' );
		$where  = (string) $wpdb->prepare( "x.survey_id = %d AND r.survey_id = %d AND r.status = 'publish' AND c.question_id = %s", $survey_id, $survey_id, QuestionStats::id( $column ) );
		$where .= $range->utc_sql( $wpdb, 'r.submitted_at' );
		if ( '' !== $condition ) {
			$where .= " AND ( {$condition} )";
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- see the file's note; not cached: reports change with every response.
		$rows = $wpdb->get_results( "SELECT {$side[1]} AS row_value, {$c} AS column_value, COUNT(DISTINCT x.response_id) AS responses FROM {$side[0]} x INNER JOIN `{$this->tables->responses()}` r ON r.id = x.response_id INNER JOIN `{$this->tables->answers()}` c ON c.response_id = x.response_id WHERE {$where} GROUP BY row_value, column_value", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$names = 'theme' === $by ? array_column( $themes, 'label', 'id' ) : array_flip( ResponseFilter::SENTIMENTS );
		$count = array();
		foreach ( (array) $rows as $found ) {
			$found = (array) $found;
			$name  = $names[ (int) $found['row_value'] ] ?? null;
			if ( null === $name || null === $found['column_value'] ) {
				continue; // A theme deleted meanwhile; a rating without its number.
			}
			$count[] = array(
				'row'    => (string) $name,
				'column' => (string) $found['column_value'],
				'count'  => (int) $found['responses'],
			);
		}
		$row   = array(
			'id'     => $by,
			'type'   => 'radio-button',
			'config' => array( 'options' => array_values( array_map( 'strval', $names ) ) ),
		);
		$table = Crosstab::assemble( $row, $column, $count );
		if ( 'theme' === $by ) {
			$table['row']['theme_ids'] = array_map( 'intval', array_keys( $names ) );
		}
		return $table;
	}
}
