<?php
/**
 * The cross-tabulation of two choice questions.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;

/**
 * How many responses gave each pair of answers to two choice questions (radio, checkbox, star
 * rating, NPS). One query: the answers table joined to itself on the
 * response, both sides read on survey_question_order (survey_id, question_id, status,
 * submitted_at, response_id, value_num): the row question's published answers in the range, and
 * for each its response's answer to the column question, found by the full index prefix (an
 * answer row carries its response's submitted_at). Ratings are read from value_num, which that
 * index holds, so a rating side never touches the table rows; a radio or checkbox side reads its
 * rows for the value. Values are grouped by their bytes (BINARY), so 'Yes' and 'yes' stay apart
 * as they do in the results.
 *
 * A checkbox counts once per tick: a response that ticked two options adds to two cells of its
 * row (or column), and a checkbox against a checkbox adds one per pair of ticks. Totals are the
 * cells' sums. Only responses that answered both questions count.
 *
 * Values come in the question's own order, every one listed even at zero: a choice question's
 * options, then values no longer among them (an option renamed or removed after answers came
 * in), most counted first, as QuestionStats lists them; a score's whole scale (1–5, 1–10, a
 * scale's own range, a smiley's faces), values outside it left out as the results leave them out.
 */
final class Crosstab {

	/**
	 * The question types a cross-tab takes.
	 */
	public const TYPES = array( 'radio-button', 'checkbox', 'star-rating', 'nps', 'scale', 'smiley', 'dropdown', 'image-choice' );

	/**
	 * The answers index both sides read (Schema).
	 */
	private const INDEX = 'survey_question_order';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Whether a question can be a side of a cross-tab.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return bool
	 */
	public static function takes( array $question ): bool {
		return in_array( $question['type'] ?? '', self::TYPES, true );
	}

	/**
	 * The table.
	 *
	 * @param int                  $survey_id Survey id.
	 * @param array<string, mixed> $row       The row question.
	 * @param array<string, mixed> $column    The column question.
	 * @param DateRange            $range     The range (submitted_at of the responses).
	 * @param string               $condition A prepared SQL condition on `r.response_id` the responses must meet (a filter), '' for none.
	 * @return array{row: array{question_id: string, values: array<int, string|int>}, column: array{question_id: string, values: array<int, string|int>}, cells: array<int, array<int, int>>, row_totals: array<int, int>, column_totals: array<int, int>, total: int}|null Null when the database failed.
	 */
	public function table( int $survey_id, array $row, array $column, DateRange $range, string $condition = '' ): ?array {
		$counts = $this->counts( $survey_id, $row, $column, $range, $condition );
		return null === $counts ? null : self::assemble( $row, $column, $counts );
	}

	/**
	 * The counts per pair of values, one query.
	 *
	 * @param int                  $survey_id Survey id.
	 * @param array<string, mixed> $row       The row question.
	 * @param array<string, mixed> $column    The column question.
	 * @param DateRange            $range     The range.
	 * @param string               $condition A prepared condition on `r.response_id`, or ''.
	 * @return array<int, array{row: string, column: string, count: int}>|null Null when the database failed.
	 */
	public function counts( int $survey_id, array $row, array $column, DateRange $range, string $condition = '' ): ?array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		$index = self::INDEX;
		$r     = self::value_column( $row, 'r' );
		$c     = self::value_column( $column, 'c' );
		$sql   = (string) $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; index and value columns are our literals. Scoped to this statement: the flagged lines are inside the SQL string.
			"SELECT {$r} AS row_value, {$c} AS column_value, COUNT(*) AS responses
			FROM `{$table}` r FORCE INDEX ({$index})
			JOIN `{$table}` c FORCE INDEX ({$index})
				ON c.survey_id = %d AND c.question_id = %s AND c.status = 'publish' AND c.submitted_at = r.submitted_at AND c.response_id = r.response_id
			WHERE r.survey_id = %d AND r.question_id = %s AND r.status = 'publish'",
			$survey_id,
			QuestionStats::id( $column ),
			$survey_id,
			QuestionStats::id( $row )
		) . $range->utc_sql( $wpdb, 'r.submitted_at' ); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( '' !== $condition ) {
			$sql .= " AND ( {$condition} )";
		}
		$sql .= ' GROUP BY row_value, column_value';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table; $sql prepared above, the filter's condition prepared by its builder. Not cached: reports change with every response.
		$rows = $wpdb->get_results( $sql, ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$counts = array();
		foreach ( (array) $rows as $found ) {
			$found = (array) $found;
			if ( null === $found['row_value'] || null === $found['column_value'] ) {
				continue; // A rating without its number: not on the scale.
			}
			$counts[] = array(
				'row'    => (string) $found['row_value'],
				'column' => (string) $found['column_value'],
				'count'  => (int) $found['responses'],
			);
		}
		return $counts;
	}

	/**
	 * The table from the counts per pair of values (no SQL).
	 *
	 * @param array<string, mixed>                                       $row    The row question.
	 * @param array<string, mixed>                                       $column The column question.
	 * @param array<int, array{row: string, column: string, count: int}> $counts Counts per pair (a pair at most once).
	 * @return array{row: array{question_id: string, values: array<int, string|int>}, column: array{question_id: string, values: array<int, string|int>}, cells: array<int, array<int, int>>, row_totals: array<int, int>, column_totals: array<int, int>, total: int}
	 */
	public static function assemble( array $row, array $column, array $counts ): array {
		$by_row    = array();
		$by_column = array();
		foreach ( $counts as $count ) {
			$r               = QuestionStats::value_key( $count['row'] );
			$c               = QuestionStats::value_key( $count['column'] );
			$by_row[ $r ]    = ( $by_row[ $r ] ?? 0 ) + $count['count'];
			$by_column[ $c ] = ( $by_column[ $c ] ?? 0 ) + $count['count'];
		}
		$row_values    = self::values( $row, $by_row );
		$column_values = self::values( $column, $by_column );
		$row_at        = array_flip( array_keys( $row_values ) );
		$column_at     = array_flip( array_keys( $column_values ) );

		$cells = array_fill( 0, count( $row_values ), array_fill( 0, count( $column_values ), 0 ) );
		foreach ( $counts as $count ) {
			$r = $row_at[ QuestionStats::value_key( $count['row'] ) ] ?? null;
			$c = $column_at[ QuestionStats::value_key( $count['column'] ) ] ?? null;
			if ( null !== $r && null !== $c ) {
				$cells[ $r ][ $c ] += $count['count'];
			}
		}
		$row_totals    = array();
		$column_totals = array_fill( 0, count( $column_values ), 0 );
		foreach ( $cells as $line ) {
			$row_totals[] = (int) array_sum( $line );
			foreach ( $line as $c => $count ) {
				$column_totals[ $c ] += $count;
			}
		}
		return array(
			'row'           => array(
				'question_id' => QuestionStats::id( $row ),
				'values'      => array_values( $row_values ),
			),
			'column'        => array(
				'question_id' => QuestionStats::id( $column ),
				'values'      => array_values( $column_values ),
			),
			'cells'         => $cells,
			'row_totals'    => $row_totals,
			'column_totals' => $column_totals,
			'total'         => (int) array_sum( $row_totals ),
		);
	}

	/**
	 * A side's values in order, keyed by value_key(): a rating's scale; a choice question's
	 * options, then the values counted that are not among them, most counted first.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param array<string, int>   $counted  Value key => count, of the values the answers hold.
	 * @return array<string, string|int> Value key => value (ratings as numbers).
	 */
	private static function values( array $question, array $counted ): array {
		$values = QuestionStats::listed_values( $question );
		if ( QuestionStats::is_scored( $question ) ) {
			return $values;
		}
		$others = array_diff_key( $counted, $values );
		uksort( $others, static fn( string $a, string $b ): int => array( $others[ $b ], $a ) <=> array( $others[ $a ], $b ) );
		foreach ( array_keys( $others ) as $key ) {
			$values[ (string) $key ] = substr( (string) $key, 1 );
		}
		return $values;
	}

	/**
	 * The SELECT expression of a side's value: a rating's value_num (in the index), else the value
	 * as bytes (grouped case- and accent-sensitively, as stored).
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string               $alias    The side's alias.
	 * @return string
	 */
	public static function value_column( array $question, string $alias ): string {
		return QuestionStats::is_scored( $question ) ? "{$alias}.value_num" : "BINARY {$alias}.value";
	}
}
