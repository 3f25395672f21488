<?php
/**
 * Sentiment and themes this period against the one before.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\ShareChange;

/**
 * Week over week (the last 7 days, today included, against the 7 before) or month over month (the
 * last 30 against the 30 before): rolling windows, so a Monday or the 1st compares a whole period
 * with a whole period rather than a day with a month. Every figure is a share of the window's
 * responses with an analysed open answer, and a change is flagged only when it is larger than its
 * 95 % margin (ShareChange), as the NPS verdict is: a quiet survey's swing of two comments is not
 * news.
 */
final class InsightTrend {

	public const PERIODS = array(
		'week'  => 7,
		'month' => 30,
	);

	public function __construct( private readonly InsightCounts $counts ) {
	}

	/**
	 * The two windows of a period ending today.
	 *
	 * @param string             $period 'week' or 'month'.
	 * @param \DateTimeImmutable $now    Now, in the site's time zone.
	 * @return array{0: DateRange, 1: DateRange} The current window, then the previous one.
	 */
	public static function windows( string $period, \DateTimeImmutable $now ): array {
		$days    = self::PERIODS[ $period ] ?? 7;
		$current = DateRange::last_days( $days, $now );
		$start   = (string) $current->start();
		return array( $current, DateRange::between( DateRange::shift( $start, -$days ), DateRange::shift( $start, -1 ), $now->getTimezone() ) );
	}

	/**
	 * The comparison.
	 *
	 * @param int                $survey_id The survey.
	 * @param string             $period    'week' or 'month'.
	 * @param \DateTimeImmutable $now       Now, in the site's time zone.
	 * @param string             $condition The filter's prepared condition on responses row `r` ('' for none).
	 * @return array<string, mixed> The route's reply (see TrendController::schema()).
	 */
	public function compare( int $survey_id, string $period, \DateTimeImmutable $now, string $condition = '' ): array {
		list( $current, $previous ) = self::windows( $period, $now );
		$now_side                   = $this->side( $survey_id, $current, $condition );
		$before                     = $this->side( $survey_id, $previous, $condition );

		$sentiment_change = array();
		foreach ( array_keys( $now_side['sentiment'] ) as $name ) {
			$sentiment_change[ $name ] = ShareChange::between( $before['sentiment'][ $name ], $before['responses'], $now_side['sentiment'][ $name ], $now_side['responses'] );
		}
		return array(
			'period'           => $period,
			'current'          => self::public_side( $now_side ),
			'previous'         => self::public_side( $before ),
			'sentiment_change' => $sentiment_change,
			'themes'           => self::themes( $before, $now_side ),
		);
	}

	/**
	 * One window's figures.
	 *
	 * @param int       $survey_id The survey.
	 * @param DateRange $range     The window.
	 * @param string    $condition The filter's condition, or ''.
	 * @return array{from: string, to: string, responses: int, sentiment: array{positive: int, neutral: int, negative: int}, themes: array<int, array{id: int, label: string, count: int}>}
	 */
	private function side( int $survey_id, DateRange $range, string $condition ): array {
		$from    = $range->utc_start();
		$to      = $range->utc_end();
		$summary = $this->counts->summary( $survey_id, $from, $to, $condition );
		return array(
			'from'      => (string) $range->start(),
			'to'        => (string) $range->end(),
			'responses' => $this->counts->analysed( $survey_id, $from, $to, $condition ),
			'sentiment' => $summary['sentiment'],
			'themes'    => $summary['themes'],
		);
	}

	/**
	 * A window as the reply shows it (its themes are in the comparison).
	 *
	 * @param array{from: string, to: string, responses: int, sentiment: array{positive: int, neutral: int, negative: int}, themes: array<int, mixed>} $side The window.
	 * @return array{from: string, to: string, responses: int, sentiment: array{positive: int, neutral: int, negative: int}}
	 */
	private static function public_side( array $side ): array {
		unset( $side['themes'] );
		return $side;
	}

	/**
	 * Every theme either window has, with both counts and the change of its share; the current
	 * window's most frequent first, then those that disappeared.
	 *
	 * @param array{responses: int, themes: array<int, array{id: int, label: string, count: int}>} $before   The previous window.
	 * @param array{responses: int, themes: array<int, array{id: int, label: string, count: int}>} $now_side The current window.
	 * @return array<int, array{id: int, label: string, current: int, previous: int, change: float, flagged: bool|null}>
	 */
	private static function themes( array $before, array $now_side ): array {
		$rows = array();
		foreach ( $now_side['themes'] as $theme ) {
			$rows[ $theme['id'] ] = array(
				'id'       => $theme['id'],
				'label'    => $theme['label'],
				'current'  => $theme['count'],
				'previous' => 0,
			);
		}
		foreach ( $before['themes'] as $theme ) {
			$rows[ $theme['id'] ]           ??= array(
				'id'       => $theme['id'],
				'label'    => $theme['label'],
				'current'  => 0,
				'previous' => 0,
			);
			$rows[ $theme['id'] ]['previous'] = $theme['count'];
		}
		$out = array();
		foreach ( $rows as $row ) {
			$out[] = $row + ShareChange::between( $row['previous'], $before['responses'], $row['current'], $now_side['responses'] );
		}
		return $out;
	}
}
