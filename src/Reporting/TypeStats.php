<?php
/**
 * What the question types beyond the spec's seven report, from their value counts.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Pure functions over a question and its value counts (value key => answers, as QuestionStats
 * has them): a scale's and a smiley's range, the average and median of any score, a CSAT's share
 * of satisfied answers, a matrix's grid of counts and a ranking's average places (docs/decisions.md
 * "Every question a site owner asks").
 */
final class TypeStats {

	/** Types whose every stored value is counted (the value rollups, the filtered counts). */
	public const VALUE_TYPES = array( 'scale', 'smiley', 'dropdown', 'image-choice', 'consent', 'matrix', 'ranking' );

	/** Types counted per option like radio buttons (their options, then other values given). */
	public const OPTION_COUNT_TYPES = array( 'dropdown', 'image-choice', 'consent' );

	/** Score types with an average and a median. */
	public const SCORE_TYPES = array( 'star-rating', 'scale', 'smiley' );

	/**
	 * A scale's or a smiley's range of scores; null for other types.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return array{0: int, 1: int}|null
	 */
	public static function range( array $question ): ?array {
		$settings = is_array( $question['settings'] ?? null ) ? $question['settings'] : array();
		switch ( $question['type'] ?? '' ) {
			case 'scale':
				return array( (int) ( $settings['scale_min'] ?? 0 ), (int) ( $settings['scale_max'] ?? 10 ) );
			case 'smiley':
				return array( 1, (int) ( $settings['faces'] ?? 5 ) );
			default:
				return null;
		}
	}

	/**
	 * A score question's average and median, and for a CSAT scale the share of satisfied answers
	 * (4 or 5 of 5) in percent; null for other types.
	 *
	 * @param array<string, mixed>                              $question The question.
	 * @param array<string, array{answers: int, comments: int}> $counts   Value key => counts.
	 * @return array{average: float|null, median: float|null, satisfied: float|null}|null
	 */
	public static function summary( array $question, array $counts ): ?array {
		if ( ! in_array( $question['type'] ?? '', self::SCORE_TYPES, true ) ) {
			return null;
		}
		$scores = array();
		foreach ( $counts as $key => $count ) {
			$value = substr( (string) $key, 1 );
			if ( is_numeric( $value ) && $count['answers'] > 0 ) {
				$scores[ (int) $value ] = ( $scores[ (int) $value ] ?? 0 ) + $count['answers'];
			}
		}
		ksort( $scores );
		$total = array_sum( $scores );
		if ( 0 === $total ) {
			return array(
				'average'   => null,
				'median'    => null,
				'satisfied' => null,
			);
		}
		$sum = 0;
		foreach ( $scores as $score => $n ) {
			$sum += $score * $n;
		}
		$is_csat   = 'scale' === $question['type'] && 'csat' === ( $question['settings']['preset'] ?? '' );
		$satisfied = $is_csat ? ( ( $scores[4] ?? 0 ) + ( $scores[5] ?? 0 ) ) * 100 / $total : null;
		return array(
			'average'   => round( $sum / $total, 2 ),
			'median'    => self::median( $scores, $total ),
			'satisfied' => null === $satisfied ? null : round( $satisfied, 1 ),
		);
	}

	/**
	 * A matrix's grid: its rows and columns in the question's order, and for each row the answers
	 * per column. A pair whose row or column the question no longer has is left out.
	 *
	 * @param array<string, mixed>                              $question The question.
	 * @param array<string, array{answers: int, comments: int}> $counts   Value key => counts.
	 * @return array{rows: string[], columns: string[], counts: array<int, array<int, int>>}
	 */
	public static function matrix( array $question, array $counts ): array {
		$rows    = array_values( array_map( 'strval', (array) ( $question['settings']['rows'] ?? array() ) ) );
		$columns = array_values( array_map( 'strval', (array) ( $question['config']['options'] ?? array() ) ) );
		$grid    = array_fill( 0, count( $rows ), array_fill( 0, count( $columns ), 0 ) );
		foreach ( $counts as $key => $count ) {
			$pair = AnswerValue::pair( substr( (string) $key, 1 ) );
			$r    = null === $pair ? false : array_search( $pair[0], $rows, true );
			$c    = null === $pair ? false : array_search( (string) $pair[1], $columns, true );
			if ( false !== $r && false !== $c ) {
				$grid[ $r ][ $c ] += $count['answers'];
			}
		}
		return array(
			'rows'    => $rows,
			'columns' => $columns,
			'counts'  => $grid,
		);
	}

	/**
	 * A ranking: each option with its answers per place (1 first), its average place and the
	 * share of answers that put it first, in percent; in the question's order.
	 *
	 * @param array<string, mixed>                              $question The question.
	 * @param array<string, array{answers: int, comments: int}> $counts   Value key => counts.
	 * @return array<int, array{option: string, places: int[], average_place: float|null, first_share: float|null}>
	 */
	public static function ranking( array $question, array $counts ): array {
		$options = array_values( array_map( 'strval', (array) ( $question['config']['options'] ?? array() ) ) );
		$places  = array_fill_keys( $options, array_fill( 0, count( $options ), 0 ) );
		foreach ( $counts as $key => $count ) {
			$pair = AnswerValue::pair( substr( (string) $key, 1 ) );
			if ( null !== $pair && isset( $places[ $pair[0] ] ) && is_int( $pair[1] ) && $pair[1] >= 1 && $pair[1] <= count( $options ) ) {
				$places[ $pair[0] ][ $pair[1] - 1 ] += $count['answers'];
			}
		}
		$ranking = array();
		foreach ( $options as $option ) {
			$total = array_sum( $places[ $option ] );
			$sum   = 0;
			foreach ( $places[ $option ] as $i => $n ) {
				$sum += ( $i + 1 ) * $n;
			}
			$ranking[] = array(
				'option'        => $option,
				'places'        => $places[ $option ],
				'average_place' => 0 === $total ? null : round( $sum / $total, 2 ),
				'first_share'   => 0 === $total ? null : round( $places[ $option ][0] * 100 / $total, 1 ),
			);
		}
		return $ranking;
	}

	/**
	 * The median of counted scores.
	 *
	 * @param array<int, int> $scores Score => answers, in score order.
	 * @param int             $total  All answers.
	 * @return float
	 */
	private static function median( array $scores, int $total ): float {
		$low  = intdiv( $total - 1, 2 );
		$high = intdiv( $total, 2 );
		$seen = 0;
		$at   = array();
		foreach ( $scores as $score => $n ) {
			foreach ( array( $low, $high ) as $i => $index ) {
				if ( ! isset( $at[ $i ] ) && $index < $seen + $n ) {
					$at[ $i ] = $score;
				}
			}
			$seen += $n;
		}
		return ( ( $at[0] ?? 0 ) + ( $at[1] ?? 0 ) ) / 2;
	}
}
