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
 * Label/value rows about the export, the NPS overview rows, and the per-question table, each from
 * the figures ResultsService computed (docs/rest-api.md "Reporting" shapes).
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
	 * A question's options as rows: option, count, percentage of the responses that answered it
	 * (a checkbox's add up to more than 100).
	 *
	 * @param array<string, mixed> $stat One question's stats.
	 * @return array<int, array<int, string|int|float>>
	 */
	public static function options( array $stat ): array {
		$total = (int) ( $stat['total_answers'] ?? 0 );
		$rows  = array();
		foreach ( (array) ( $stat['options'] ?? array() ) as $option ) {
			$option = (array) $option;
			$value  = $option['value'] ?? '';
			$count  = (int) ( $option['count'] ?? 0 );
			$rows[] = array( is_int( $value ) ? $value : (string) $value, $count, Labels::percent( $count, $total ) );
		}
		return $rows;
	}
}
