<?php
/**
 * The summary rows the reports share.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;

/**
 * Label/value rows about the export, the NPS overview rows, the per-question table and the tables
 * of the types beyond options (scores, matrices, rankings), each from the figures ResultsService
 * computed (docs/rest-api.md "Reporting" shapes).
 */
final class SummaryRows {

	/**
	 * What the file is: survey, report, range, time zone, when it was made.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @param string               $report The report's name.
	 * @param DateRange            $range  The range.
	 * @param \DateTimeImmutable   $now    Now, in the site's time zone.
	 * @param string               $filter The results filter in words (Filter\FilterLabel); '' for none.
	 * @return array<int, array<int, string|int>>
	 */
	public static function about( array $survey, string $report, DateRange $range, \DateTimeImmutable $now, string $filter = '' ): array {
		$rows = array(
			array( __( 'Survey', 'userfeedback' ), (string) ( $survey['title'] ?? '' ) ),
			array( __( 'Survey ID', 'userfeedback' ), (int) ( $survey['id'] ?? 0 ) ),
			array( __( 'Report', 'userfeedback' ), $report ),
			array( __( 'Date range', 'userfeedback' ), Labels::range( $range ) ),
			array( __( 'Time zone', 'userfeedback' ), wp_timezone_string() ),
			array( __( 'Exported at', 'userfeedback' ), $now->format( 'Y-m-d H:i:s' ) ),
		);
		if ( '' !== $filter ) {
			// Right after the range: the file holds only these responses.
			array_splice( $rows, 4, 0, array( array( __( 'Filter', 'userfeedback' ), $filter ) ) );
		}
		return $rows;
	}

	/**
	 * The NPS overview: score, bucket percentages (floored, as on screen), answers.
	 *
	 * @param array<string, mixed> $overview NpsMath::overview() figures.
	 * @return array<int, array<int, string|int>>
	 */
	public static function nps( array $overview ): array {
		return array(
			array( __( 'NPS score', 'userfeedback' ), (int) ( $overview['nps'] ?? 0 ) ),
			array( __( 'Promoters (%)', 'userfeedback' ), (int) ( $overview['promoter'] ?? 0 ) ),
			array( __( 'Passives (%)', 'userfeedback' ), (int) ( $overview['passive'] ?? 0 ) ),
			array( __( 'Detractors (%)', 'userfeedback' ), (int) ( $overview['detractor'] ?? 0 ) ),
			array( __( 'NPS answers', 'userfeedback' ), (int) ( $overview['total'] ?? 0 ) ),
		);
	}

	/**
	 * One table of every question: title, type, answered, skipped, then one row per option with
	 * its count and percentage (a text question has one row without options).
	 *
	 * @param RowSink                          $sink  Where rows go.
	 * @param array<int, array<string, mixed>> $stats The results' question_stats.
	 * @return void
	 */
	public static function question_table( RowSink $sink, array $stats ): void {
		$sink->row(
			array( __( 'Question', 'userfeedback' ), __( 'Type', 'userfeedback' ), __( 'Answered', 'userfeedback' ), __( 'Skipped', 'userfeedback' ), __( 'Option', 'userfeedback' ), __( 'Count', 'userfeedback' ), __( 'Percentage', 'userfeedback' ) ),
			true
		);
		foreach ( array_values( $stats ) as $number => $stat ) {
			$stat  = (array) $stat;
			$first = array( Labels::question( $stat, $number + 1 ), Labels::type( (string) ( $stat['type'] ?? '' ) ), (int) ( $stat['total_answers'] ?? 0 ), (int) ( $stat['skipped'] ?? 0 ) );
			$rows  = self::options( $stat );
			if ( array() === $rows ) {
				$sink->row( $first );
				continue;
			}
			foreach ( $rows as $index => $option ) {
				$sink->row( array_merge( 0 === $index ? $first : array( '', '', '', '' ), $option ) );
			}
		}
	}

	/**
	 * The survey's jump logic in words, after the question table: one row per jump, the question
	 * named on its first. Nothing when no question has jumps, so such files stay as they were.
	 *
	 * @param RowSink                          $sink      Where rows go.
	 * @param array<int, array<string, mixed>> $questions The survey's questions, in order.
	 * @return void
	 */
	public static function jump_table( RowSink $sink, array $questions ): void {
		$questions = array_values( $questions );
		$rows      = array();
		foreach ( $questions as $number => $question ) {
			foreach ( Labels::jumps( $question, $questions ) as $index => $sentence ) {
				$rows[] = array( 0 === $index ? Labels::question( $question, $number + 1 ) : '', $sentence );
			}
		}
		if ( array() === $rows ) {
			return;
		}
		$sink->row( array() );
		$sink->row( array( __( 'Question', 'userfeedback' ), __( 'Jump logic', 'userfeedback' ) ), true );
		foreach ( $rows as $row ) {
			$sink->row( $row );
		}
	}

	/**
	 * The figures of the types beyond options and counts, after the question table, each table
	 * only when the survey has such a question (so other files stay as they were): the average
	 * and median of every score question (stars, scales, smileys) and a CSAT's share of satisfied
	 * answers; each matrix's grid; each ranking's places. All from the results' TypeStats figures.
	 *
	 * @param RowSink                          $sink  Where rows go.
	 * @param array<int, array<string, mixed>> $stats The results' question_stats.
	 * @return void
	 */
	public static function type_tables( RowSink $sink, array $stats ): void {
		$scores = array();
		foreach ( array_values( $stats ) as $number => $stat ) {
			$stat = (array) $stat;
			if ( is_array( $stat['summary'] ?? null ) ) {
				$scores[] = array_merge( array( Labels::question( $stat, $number + 1 ) ), self::score_cells( $stat['summary'] ) );
			}
		}
		if ( array() !== $scores ) {
			$sink->row( array() );
			$sink->row( array( __( 'Question', 'userfeedback' ), __( 'Average', 'userfeedback' ), __( 'Median', 'userfeedback' ), __( 'Satisfied (%)', 'userfeedback' ) ), true );
			foreach ( $scores as $row ) {
				$sink->row( $row );
			}
		}
		foreach ( array_values( $stats ) as $number => $stat ) {
			$stat  = (array) $stat;
			$title = Labels::question( $stat, $number + 1 );
			if ( is_array( $stat['matrix'] ?? null ) ) {
				self::matrix_table( $sink, $title, $stat['matrix'] );
			}
			if ( is_array( $stat['ranking'] ?? null ) ) {
				self::ranking_table( $sink, $title, $stat['ranking'] );
			}
		}
	}

	/**
	 * A score question's figures as label/value rows (the question report's summary): average,
	 * median and, for a CSAT scale, the share of satisfied answers; nothing for other types.
	 *
	 * @param array<string, mixed> $stat One question's stats.
	 * @return array<int, array<int, string|int|float>>
	 */
	public static function score_pairs( array $stat ): array {
		if ( ! is_array( $stat['summary'] ?? null ) ) {
			return array();
		}
		$cells = self::score_cells( $stat['summary'] );
		$rows  = array(
			array( __( 'Average', 'userfeedback' ), $cells[0] ),
			array( __( 'Median', 'userfeedback' ), $cells[1] ),
		);
		if ( null !== ( $stat['summary']['satisfied'] ?? null ) ) {
			$rows[] = array( __( 'Satisfied (%)', 'userfeedback' ), $cells[2] );
		}
		return $rows;
	}

	/**
	 * A matrix's grid, after an empty row: a header of its columns, then per row the answers in
	 * each column and the row's answers in all.
	 *
	 * @param RowSink              $sink   Where rows go.
	 * @param string               $title  The question's title.
	 * @param array<string, mixed> $matrix TypeStats::matrix() figures.
	 * @return void
	 */
	public static function matrix_table( RowSink $sink, string $title, array $matrix ): void {
		$columns = array_values( array_map( 'strval', (array) ( $matrix['columns'] ?? array() ) ) );
		$sink->row( array() );
		$sink->row( array_merge( array( __( 'Question', 'userfeedback' ), __( 'Row', 'userfeedback' ) ), $columns, array( __( 'Answered', 'userfeedback' ) ) ), true );
		foreach ( array_values( (array) ( $matrix['rows'] ?? array() ) ) as $index => $row ) {
			$counts = array_map( 'intval', array_pad( (array) ( $matrix['counts'][ $index ] ?? array() ), count( $columns ), 0 ) );
			$sink->row( array_merge( array( 0 === $index ? $title : '', (string) $row ), $counts, array( array_sum( $counts ) ) ) );
		}
	}

	/**
	 * A ranking's options best first, as the results screen lists them (lowest average place
	 * first, options nobody ranked last, ties in the question's order), after an empty row: the
	 * average place, the share of first places and the answers per place.
	 *
	 * @param RowSink                          $sink    Where rows go.
	 * @param string                           $title   The question's title.
	 * @param array<int, array<string, mixed>> $ranking TypeStats::ranking() figures.
	 * @return void
	 */
	public static function ranking_table( RowSink $sink, string $title, array $ranking ): void {
		$options = array_values( array_filter( $ranking, 'is_array' ) );
		$order   = array_keys( $options );
		usort( $order, static fn( int $a, int $b ): int => array( $options[ $a ]['average_place'] ?? INF, $a ) <=> array( $options[ $b ]['average_place'] ?? INF, $b ) );
		$places = 0;
		foreach ( $options as $option ) {
			$places = max( $places, count( (array) ( $option['places'] ?? array() ) ) );
		}
		$head = array( __( 'Question', 'userfeedback' ), __( 'Option', 'userfeedback' ), __( 'Average place', 'userfeedback' ), __( 'First choice (%)', 'userfeedback' ) );
		for ( $place = 1; $place <= $places; $place++ ) {
			/* translators: %d: a place in a ranking (1 is first). */
			$head[] = sprintf( __( 'Place %d', 'userfeedback' ), $place );
		}
		$sink->row( array() );
		$sink->row( $head, true );
		foreach ( $order as $index => $at ) {
			$option = $options[ $at ];
			$sink->row(
				array_merge(
					array( 0 === $index ? $title : '', (string) ( $option['option'] ?? '' ), self::number( $option['average_place'] ?? null ), self::number( $option['first_share'] ?? null ) ),
					array_map( 'intval', array_pad( (array) ( $option['places'] ?? array() ), $places, 0 ) )
				)
			);
		}
	}

	/**
	 * A score summary's cells: average, median, satisfied share (empty where there is none).
	 *
	 * @param array<string, mixed> $summary TypeStats::summary() figures.
	 * @return array{0: float|string, 1: float|string, 2: float|string}
	 */
	private static function score_cells( array $summary ): array {
		return array( self::number( $summary['average'] ?? null ), self::number( $summary['median'] ?? null ), self::number( $summary['satisfied'] ?? null ) );
	}

	/**
	 * A figure as a number cell, or an empty cell when there is none (no answers yet).
	 *
	 * @param mixed $value A figure.
	 * @return float|string
	 */
	private static function number( $value ) {
		return is_int( $value ) || is_float( $value ) ? (float) $value : '';
	}

	/**
	 * A question's options as rows: option, count, percentage of the responses that answered it
	 * (a checkbox's add up to more than 100). A consent reads as on its results card: given, and
	 * not given by those shown it (its skips), each a share of the responses shown it.
	 *
	 * @param array<string, mixed> $stat One question's stats.
	 * @return array<int, array<int, string|int|float>>
	 */
	public static function options( array $stat ): array {
		$total = (int) ( $stat['total_answers'] ?? 0 );
		if ( 'consent' === ( $stat['type'] ?? '' ) ) {
			$skipped = (int) ( $stat['skipped'] ?? 0 );
			return array(
				array( __( 'Given', 'userfeedback' ), $total, Labels::percent( $total, $total + $skipped ) ),
				array( __( 'Not given', 'userfeedback' ), $skipped, Labels::percent( $skipped, $total + $skipped ) ),
			);
		}
		$rows = array();
		foreach ( (array) ( $stat['options'] ?? array() ) as $option ) {
			$option = (array) $option;
			$value  = $option['value'] ?? '';
			$count  = (int) ( $option['count'] ?? 0 );
			$rows[] = array( is_int( $value ) ? $value : (string) $value, $count, Labels::percent( $count, $total ) );
		}
		return $rows;
	}
}
