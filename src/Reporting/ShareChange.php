<?php
/**
 * Whether a share moved by more than chance.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * The change between two shares (a part of its total, in two periods) in percentage points, and
 * whether it is larger than its 95 % margin: the two-proportion z-test with a pooled share — the
 * same rule as the compare view's isShareChangeSignificant (admin-app/…/filter/compare.ts), so a
 * trend is flagged on the server exactly when the screens would flag it.
 */
final class ShareChange {

	/**
	 * The change from the earlier share to the later one.
	 *
	 * @param int $base_count  The earlier period's part.
	 * @param int $base_total  The earlier period's total.
	 * @param int $count       The later period's part.
	 * @param int $total       The later period's total.
	 * @return array{change: float, flagged: bool|null} Points with one decimal; flagged null when a side has no total.
	 */
	public static function between( int $base_count, int $base_total, int $count, int $total ): array {
		if ( $base_total <= 0 || $total <= 0 ) {
			return array(
				'change'  => round( 100 * self::share( $count, $total ) - 100 * self::share( $base_count, $base_total ), 1 ),
				'flagged' => null,
			);
		}
		$p1     = $base_count / $base_total;
		$p2     = $count / $total;
		$pooled = ( $base_count + $count ) / ( $base_total + $total );
		$error  = sqrt( $pooled * ( 1 - $pooled ) * ( 1 / $base_total + 1 / $total ) );
		return array(
			'change'  => round( 100 * ( $p2 - $p1 ), 1 ),
			'flagged' => 0.0 === $error ? $p1 !== $p2 : abs( $p2 - $p1 ) > 1.96 * $error,
		);
	}

	/**
	 * A part's share of its total (0 for none).
	 *
	 * @param int $count The part.
	 * @param int $total The total.
	 * @return float 0..1.
	 */
	private static function share( int $count, int $total ): float {
		return $total > 0 ? $count / $total : 0.0;
	}
}
