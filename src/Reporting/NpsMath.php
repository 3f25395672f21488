<?php
/**
 * Net Promoter Score arithmetic.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Reporting;

/**
 * Spec §4: scores 1 to 6 are detractors, 7 and 8 passives, 9 and 10 promoters; percentages are
 * floored; the score is promoters minus detractors. The score is taken from the floored
 * percentages, so what the screen shows always adds up (42 % promoters − 28 % detractors = 14),
 * even where the exact score would round differently (42.857 − 28.571 = 14.29).
 * Integer arithmetic throughout: intdiv() floors exactly where 29 * 100 / 100 in floats might not.
 */
final class NpsMath {

	/**
	 * The bucket of one score.
	 *
	 * @param int $score 1 to 10.
	 * @return string 'detractor', 'passive' or 'promoter'.
	 */
	public static function bucket( int $score ): string {
		if ( $score >= 9 ) {
			return 'promoter';
		}
		return $score >= 7 ? 'passive' : 'detractor';
	}

	/**
	 * A floored percentage; 0 of nothing is 0.
	 *
	 * @param int $part  Part.
	 * @param int $total Whole.
	 * @return int 0 to 100.
	 */
	public static function percent( int $part, int $total ): int {
		return $total > 0 ? intdiv( max( 0, $part ) * 100, $total ) : 0;
	}

	/**
	 * The overview from the number of answers per score.
	 *
	 * @param array<int, int> $counts Score => answers.
	 * @return array{detractor: int, passive: int, promoter: int, nps: int, total: int}
	 */
	public static function overview( array $counts ): array {
		$buckets = array(
			'detractor' => 0,
			'passive'   => 0,
			'promoter'  => 0,
		);
		foreach ( $counts as $score => $count ) {
			$buckets[ self::bucket( (int) $score ) ] += (int) $count;
		}
		return self::from_buckets( $buckets['detractor'], $buckets['passive'], $buckets['promoter'] );
	}

	/**
	 * The overview from bucket sizes (as SQL sums them per day).
	 *
	 * @param int $detractors Answers 1 to 6.
	 * @param int $passives   Answers 7 and 8.
	 * @param int $promoters  Answers 9 and 10.
	 * @return array{detractor: int, passive: int, promoter: int, nps: int, total: int} With no answers every figure is 0.
	 */
	public static function from_buckets( int $detractors, int $passives, int $promoters ): array {
		$total     = $detractors + $passives + $promoters;
		$detractor = self::percent( $detractors, $total );
		$promoter  = self::percent( $promoters, $total );
		return array(
			'detractor' => $detractor,
			'passive'   => self::percent( $passives, $total ),
			'promoter'  => $promoter,
			'nps'       => $promoter - $detractor,
			'total'     => $total,
		);
	}
}
