<?php
/**
 * Whole percentages that add up.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Largest-remainder rounding, so a split such as positive / neutral / negative always adds up to
 * 100 (ties go to the earlier label, which keeps the result stable).
 */
final class Percentages {

	/**
	 * Label => whole percentage of the total; all 0 when the total is 0.
	 *
	 * @param array<string, int> $counts Label => count.
	 * @return array<string, int>
	 */
	public static function split( array $counts ): array {
		$total = array_sum( $counts );
		if ( $total <= 0 ) {
			return array_map( static fn(): int => 0, $counts );
		}
		$shares     = array();
		$remainders = array();
		$order      = 0;
		foreach ( $counts as $label => $count ) {
			$exact                = 100 * $count / $total;
			$shares[ $label ]     = (int) floor( $exact );
			$remainders[ $label ] = array( $exact - floor( $exact ), -$order++ );
		}
		arsort( $remainders );
		$left = 100 - array_sum( $shares );
		foreach ( array_keys( $remainders ) as $label ) {
			if ( $left-- <= 0 ) {
				break;
			}
			++$shares[ $label ];
		}
		return $shares;
	}

	/**
	 * A whole percentage of a part in a total (0 for an empty total).
	 *
	 * @param int $part  The part.
	 * @param int $total The total.
	 * @return int
	 */
	public static function of( int $part, int $total ): int {
		return $total > 0 ? (int) round( 100 * $part / $total ) : 0;
	}
}
