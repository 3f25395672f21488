<?php
/**
 * Net Promoter Score arithmetic.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Spec §4: scores 1 to 6 are detractors, 7 and 8 passives, 9 and 10 promoters; percentages are
 * floored; the score is promoters minus detractors. The score is taken from the floored
 * percentages, so what the screen shows always adds up (42 % promoters − 28 % detractors = 14),
 * even where the exact score would round differently (42.857 − 28.571 = 14.29).
 * Integer arithmetic throughout: intdiv() floors exactly where 29 * 100 / 100 in floats might not.
 *
 * The margin of error is the one float here: the 95 % half-width of the score, from the
 * exact bucket shares (not the floored percentages), in points. Each answer counts +1 (promoter), 0
 * (passive) or −1 (detractor); the variance of one answer is p + d − (p − d)², so the margin is
 * 1.96 × √((p + d − (p − d)²) / n) × 100. It says how far the score of this many answers may
 * wander by chance: ±78.4 points for 5 answers split 2/1/2, ±6.8 for 500 split 50/30/20.
 */
final class NpsMath {

	/**
	 * The normal quantile of a two-sided 95 % interval.
	 */
	private const Z_95 = 1.96;

	/**
	 * The bucket of one score.
	 *
	 * @param int $score 1 to 10.
	 * @return 'detractor'|'passive'|'promoter'
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
		$buckets = self::buckets( $counts );
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

	/**
	 * The 95 % margin of error of the score, in points, rounded to one decimal.
	 *
	 * @param int $promoters  Answers 9 and 10.
	 * @param int $passives   Answers 7 and 8.
	 * @param int $detractors Answers 1 to 6.
	 * @return float|null Null for fewer than 2 answers (no spread to speak of).
	 */
	public static function margin( int $promoters, int $passives, int $detractors ): ?float {
		$promoters  = max( 0, $promoters );
		$detractors = max( 0, $detractors );
		$total      = $promoters + max( 0, $passives ) + $detractors;
		if ( $total < 2 ) {
			return null;
		}
		$p        = $promoters / $total;
		$d        = $detractors / $total;
		$variance = max( 0.0, $p + $d - ( $p - $d ) ** 2 );
		return round( self::Z_95 * sqrt( $variance / $total ) * 100, 1 );
	}

	/**
	 * The margin of error from the number of answers per score (as overview() takes them).
	 *
	 * @param array<int, int> $counts Score => answers.
	 * @return float|null See margin().
	 */
	public static function margin_of_scores( array $counts ): ?float {
		$buckets = self::buckets( $counts );
		return self::margin( $buckets['promoter'], $buckets['passive'], $buckets['detractor'] );
	}

	/**
	 * The change of the score against an earlier one, and whether it is larger than chance: its
	 * size beyond the combined margin √(m1² + m2²) of the two scores (both margins needed).
	 *
	 * @param array<string, mixed> $current  This period: `nps` (int|null), `margin` (float|null), optionally `total`.
	 * @param array<string, mixed> $previous The period compared with, alike.
	 * @return array{change: int|null, significant: bool} Change null when either score is missing (no answers).
	 */
	public static function change( array $current, array $previous ): array {
		$now    = self::score_of( $current );
		$before = self::score_of( $previous );
		if ( null === $now || null === $before ) {
			return array(
				'change'      => null,
				'significant' => false,
			);
		}
		$change = $now - $before;
		$m1     = $current['margin'] ?? null;
		$m2     = $previous['margin'] ?? null;
		return array(
			'change'      => $change,
			'significant' => is_numeric( $m1 ) && is_numeric( $m2 ) && abs( $change ) > sqrt( (float) $m1 ** 2 + (float) $m2 ** 2 ),
		);
	}

	/**
	 * Answers per bucket from answers per score.
	 *
	 * @param array<int, int> $counts Score => answers.
	 * @return array{detractor: int, passive: int, promoter: int}
	 */
	public static function buckets( array $counts ): array {
		$buckets = array(
			'detractor' => 0,
			'passive'   => 0,
			'promoter'  => 0,
		);
		foreach ( $counts as $score => $count ) {
			$buckets[ self::bucket( (int) $score ) ] += (int) $count;
		}
		return $buckets;
	}

	/**
	 * A score of an overview or series point, or null when it has none.
	 *
	 * @param array<string, mixed> $figures `nps` and optionally `total`.
	 * @return int|null
	 */
	private static function score_of( array $figures ): ?int {
		$nps = $figures['nps'] ?? null;
		if ( ! is_numeric( $nps ) || ( array_key_exists( 'total', $figures ) && 0 === (int) $figures['total'] ) ) {
			return null;
		}
		return (int) $nps;
	}
}
