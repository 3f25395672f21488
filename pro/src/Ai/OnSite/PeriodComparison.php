<?php
/**
 * What changed against the previous period.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

use UserFeedback\Ai\Summary\SummaryBody;

/**
 * Compares the last DAYS days with the DAYS days before them: responses with written feedback,
 * the sentiment split and each theme's share of responses. Only when there is enough data: at
 * least MIN_RESPONSES in each period, and the sample must reach back over the whole previous
 * period (when the answer cap cut it short, the older period would look emptier than it was).
 */
final class PeriodComparison {

	/**
	 * Length of a period, in days.
	 */
	public const DAYS = 30;

	/**
	 * Responses each period needs before a comparison means anything.
	 */
	public const MIN_RESPONSES = 10;

	/**
	 * The comparison, or null when there is not enough data.
	 *
	 * @param array<int, int>                                               $times     Response id => submitted at (Unix).
	 * @param array<int, string>                                            $labels    Response id => sentiment label.
	 * @param array<int, array{label: string, responses: array<int, true>}> $themes    The themes.
	 * @param int                                                           $now       The request's time.
	 * @param bool                                                          $truncated Whether older answers were left out.
	 * @return array{period_days: int, current: array<string, mixed>, previous: array<string, mixed>, themes: array<int, array{label: string, current_share: int, previous_share: int, change: int}>}|null
	 */
	public function compare( array $times, array $labels, array $themes, int $now, bool $truncated ): ?array {
		$length         = self::DAYS * DAY_IN_SECONDS;
		$current_start  = $now - $length;
		$previous_start = $current_start - $length;
		$current        = array();
		$previous       = array();
		$oldest         = PHP_INT_MAX;
		foreach ( $times as $response_id => $time ) {
			$oldest = min( $oldest, $time );
			if ( $time > $current_start && $time <= $now ) {
				$current[ $response_id ] = true;
			} elseif ( $time > $previous_start && $time <= $current_start ) {
				$previous[ $response_id ] = true;
			}
		}
		if ( count( $current ) < self::MIN_RESPONSES || count( $previous ) < self::MIN_RESPONSES || ( $truncated && $oldest > $previous_start ) ) {
			return null;
		}

		$changes = array();
		foreach ( $themes as $theme ) {
			$now_share  = Percentages::of( count( array_intersect_key( $theme['responses'], $current ) ), count( $current ) );
			$then_share = Percentages::of( count( array_intersect_key( $theme['responses'], $previous ) ), count( $previous ) );
			$changes[]  = array(
				'label'          => $theme['label'],
				'current_share'  => $now_share,
				'previous_share' => $then_share,
				'change'         => $now_share - $then_share,
			);
		}
		usort( $changes, static fn( array $a, array $b ): int => array( abs( $b['change'] ), $a['label'] ) <=> array( abs( $a['change'] ), $b['label'] ) );

		return array(
			'period_days' => self::DAYS,
			'current'     => self::period( $current_start, $now, $current, $labels ),
			'previous'    => self::period( $previous_start, $current_start, $previous, $labels ),
			'themes'      => $changes,
		);
	}

	/**
	 * One period's figures.
	 *
	 * @param int                $start     Start (excluded).
	 * @param int                $end       End (included).
	 * @param array<int, true>   $responses Its responses.
	 * @param array<int, string> $labels    Response id => sentiment label.
	 * @return array{from: string, to: string, responses: int, sentiment: array<string, int>}
	 */
	private static function period( int $start, int $end, array $responses, array $labels ): array {
		$counts = array(
			'positive' => 0,
			'neutral'  => 0,
			'negative' => 0,
		);
		foreach ( array_keys( $responses ) as $response_id ) {
			++$counts[ $labels[ $response_id ] ?? 'neutral' ];
		}
		return array(
			'from'      => SummaryBody::iso( $start ),
			'to'        => SummaryBody::iso( $end ),
			'responses' => count( $responses ),
			'sentiment' => Percentages::split( $counts ),
		);
	}
}
