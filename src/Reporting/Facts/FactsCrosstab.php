<?php
/**
 * The cross-tab's counts from the facts table.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\QuestionStats;

// Our own table, name from Tables; the condition comes prepared from FactsList::condition(), the
// byte expressions are built from integers. WPCS 2.3 cannot follow built statements.

/**
 * The counts per pair of values that Reporting\Crosstab::counts() reads from the answers table
 * joined to itself (0.3–1 s all time at 200,000 responses), as one GROUP BY of two bytes over the
 * survey's facts rows, expanded here: a checkbox byte into one value per tick, so a checkbox
 * counts once per tick and a checkbox against a checkbox once per pair of ticks, as there.
 * Null (the caller reads the answers) when a byte says OTHER: the facts cannot name that value.
 */
final class FactsCrosstab {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The counts per pair of values.
	 *
	 * @param string                                                                                        $where  FactsList::condition() of the request (survey, range, filter).
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots  The survey's slots.
	 * @param array<string, mixed>                                                                          $row    The row question.
	 * @param array<string, mixed>                                                                          $column The column question.
	 * @return array<int, array{row: string, column: string, count: int}>|null|false Null: read the answers; false: the database failed.
	 */
	public function counts( string $where, array $slots, array $row, array $column ) {
		$r = $slots[ QuestionStats::id( $row ) ] ?? null;
		$c = $slots[ QuestionStats::id( $column ) ] ?? null;
		if ( null === $r || null === $c ) {
			return null;
		}
		$wpdb   = $this->wpdb;
		$r_byte = FactsFilterSql::byte( $r['slot'] );
		$c_byte = FactsFilterSql::byte( $c['slot'] );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $where prepared, the bytes built from integers. Not cached: changes with every response.
		$found = $wpdb->get_results( "SELECT {$r_byte} AS r, {$c_byte} AS c, COUNT(*) AS n FROM `{$this->tables->response_facts()}` f WHERE {$where} AND {$r_byte} <> 0 AND {$c_byte} <> 0 GROUP BY r, c", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		$pairs = array();
		foreach ( (array) $found as $group ) {
			$row_values    = self::values( $r, (int) $group['r'] );
			$column_values = self::values( $c, (int) $group['c'] );
			if ( null === $row_values || null === $column_values ) {
				return null;
			}
			foreach ( $row_values as $row_value ) {
				foreach ( $column_values as $column_value ) {
					$key                     = $row_value . "\0" . $column_value;
					$pairs[ $key ]           = $pairs[ $key ] ?? array(
						'row'    => $row_value,
						'column' => $column_value,
						'count'  => 0,
					);
					$pairs[ $key ]['count'] += (int) $group['n'];
				}
			}
		}
		return array_values( $pairs );
	}

	/**
	 * The values a byte stands for: a checkbox's ticks, or one value; null for OTHER.
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot The question's slot.
	 * @param int                                                                            $code The byte without the comment bit.
	 * @return string[]|null
	 */
	private static function values( array $slot, int $code ): ?array {
		if ( 'checkbox' === $slot['kind'] ) {
			if ( 0 !== ( $code & FactLayout::CHECKBOX_OTHER ) ) {
				return null;
			}
			$ticks = array();
			foreach ( $slot['options'] as $i => $option ) {
				if ( 0 !== ( $code & ( 1 << $i ) ) ) {
					$ticks[] = $option;
				}
			}
			return $ticks;
		}
		$value = FactLayout::value( $slot, $code );
		return null === $value ? null : array( $value );
	}
}
