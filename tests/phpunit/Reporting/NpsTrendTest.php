<?php
/**
 * The NPS trend: daily, weekly and rolling 7-day points, hidden points and margins.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\NpsTrend;
use UserFeedback\Tests\TestCase;

/**
 * One fixture of noisy days (0–5 answers a day), over 2025-03-05 (a Wednesday) to
 * 2025-03-18 (a Tuesday). Per day, promoters / passives / detractors:
 *
 *     Wed 05  2/0/1   Thu 06  —       Fri 07  0/0/2   Sat 08  5/0/0   Sun 09  0/1/0
 *     Mon 10  2/1/1   Tue 11  —       Wed 12  0/0/1   Thu 13  3/0/2   Fri 14  —
 *     Sat 15  1/1/0   Sun 16  1/0/0   Mon 17  0/0/3   Tue 18  1/1/1
 *
 * Scores are floored percentages (promoters − detractors); margins 1.96 × √((p + d − (p − d)²) / n)
 * × 100 to one decimal, each worked out by hand in the comments.
 */
final class NpsTrendTest extends TestCase {

	private const FROM = '2025-03-05';
	private const TO   = '2025-03-18';

	/**
	 * Answers per score per day (the fixture above, as concrete scores).
	 *
	 * @var array<string, array<int, int>>
	 */
	private const DAYS = array(
		'2025-03-05' => array(
			10 => 1,
			9  => 1,
			3  => 1,
		),
		'2025-03-07' => array( 1 => 2 ),
		'2025-03-08' => array( 10 => 5 ),
		'2025-03-09' => array( 7 => 1 ),
		'2025-03-10' => array(
			9 => 2,
			8 => 1,
			6 => 1,
		),
		'2025-03-12' => array( 5 => 1 ),
		'2025-03-13' => array(
			10 => 3,
			2  => 2,
		),
		'2025-03-15' => array(
			8 => 1,
			9 => 1,
		),
		'2025-03-16' => array( 10 => 1 ),
		'2025-03-17' => array( 4 => 3 ),
		'2025-03-18' => array(
			9 => 1,
			7 => 1,
			1 => 1,
		),
	);

	public function test_daily_points_are_todays_series_with_a_margin_and_nothing_hidden(): void {
		$this->assertSame(
			array(
				// 66 − 33; p = 2/3, d = 1/3: var 8/9, √(8/27) × 196 = 106.69.
				self::point( '2025-03-05', 33, 3, 106.7 ),
				self::point( '2025-03-06', null, 0, null ),
				// All detractors: −100 with no spread.
				self::point( '2025-03-07', -100, 2, 0.0 ),
				self::point( '2025-03-08', 100, 5, 0.0 ),
				// One answer: a score, no margin.
				self::point( '2025-03-09', 0, 1, null ),
				// 50 − 25; p = .5, d = .25: var .6875, √.171875 × 196 = 81.26.
				self::point( '2025-03-10', 25, 4, 81.3 ),
				self::point( '2025-03-11', null, 0, null ),
				self::point( '2025-03-12', -100, 1, null ),
				// 60 − 40; var .96, √.192 × 196 = 85.88.
				self::point( '2025-03-13', 20, 5, 85.9 ),
				self::point( '2025-03-14', null, 0, null ),
				// 50 − 0; p = .5: var .25, √.125 × 196 = 69.30.
				self::point( '2025-03-15', 50, 2, 69.3 ),
				self::point( '2025-03-16', 100, 1, null ),
				self::point( '2025-03-17', -100, 3, 0.0 ),
				// 33 − 33; var 2/3, √(2/9) × 196 = 92.40.
				self::point( '2025-03-18', 0, 3, 92.4 ),
			),
			$this->series( 'day', 0 )
		);
	}

	public function test_a_minimum_count_hides_the_thin_days_keeping_their_count(): void {
		$series = $this->series( 'day', 3 );
		$hidden = array();
		foreach ( $series as $point ) {
			if ( $point['hidden'] ) {
				$hidden[ $point['date'] ] = $point['count'];
				$this->assertNull( $point['nps'], $point['date'] );
				$this->assertNull( $point['margin'], $point['date'] );
			}
		}
		$this->assertSame(
			array(
				'2025-03-06' => 0,
				'2025-03-07' => 2,
				'2025-03-09' => 1,
				'2025-03-11' => 0,
				'2025-03-12' => 1,
				'2025-03-14' => 0,
				'2025-03-15' => 2,
				'2025-03-16' => 1,
			),
			$hidden
		);
		$this->assertSame( self::point( '2025-03-17', -100, 3, 0.0 ), $series[12], 'exactly the minimum is shown' );
		$this->assertSame( self::point( '2025-03-13', 20, 5, 85.9 ), $series[8] );
	}

	/**
	 * Week starts (the start_of_week option) and the expected weekly points.
	 *
	 * @return array<string, array{int, array<int, array<string, mixed>>}>
	 */
	public static function weeks(): array {
		return array(
			'weeks from Monday' => array(
				1,
				array(
					// Mon 03-03 … Sun 03-09, from Wed 05: 7 / 1 / 3 of 11: 63 − 27;
					// p = 7/11, d = 3/11: var 10/11 − 16/121 = .77686, √(.77686/11) × 196 = 52.09.
					self::point( '2025-03-03', 36, 11, 52.1 ),
					// Mon 10 … Sun 16: 7 / 2 / 4 of 13: 53 − 30;
					// var 11/13 − 9/169 = .79290, √(.79290/13) × 196 = 48.41.
					self::point( '2025-03-10', 23, 13, 48.4 ),
					// Mon 17 … Tue 18 (to the range's end): 1 / 1 / 4 of 6: 16 − 66;
					// var 5/6 − 1/4 = .58333, √(.58333/6) × 196 = 61.11.
					self::point( '2025-03-17', -50, 6, 61.1 ),
				),
			),
			'weeks from Sunday' => array(
				0,
				array(
					// Sun 03-02 … Sat 03-08, from Wed 05: 7 / 0 / 3 of 10: 70 − 30;
					// var 1 − .16 = .84, √.084 × 196 = 56.81.
					self::point( '2025-03-02', 40, 10, 56.8 ),
					// Sun 09 … Sat 15: 6 / 3 / 4 of 13: 46 − 30;
					// var 10/13 − 4/169 = .74556, √(.74556/13) × 196 = 46.94.
					self::point( '2025-03-09', 16, 13, 46.9 ),
					// Sun 16 … Tue 18: 2 / 1 / 4 of 7: 28 − 57;
					// var 6/7 − 4/49 = .77551, √(.77551/7) × 196 = 65.24.
					self::point( '2025-03-16', -29, 7, 65.2 ),
				),
			),
			'weeks from Wednesday (the range starts a week)' => array(
				3,
				array(
					// Wed 05 … Tue 11: 9 / 2 / 4 of 15: 60 − 26;
					// var .86667 − .11111 = .75556, √(.75556/15) × 196 = 43.99.
					self::point( '2025-03-05', 34, 15, 44.0 ),
					// Wed 12 … Tue 18: 6 / 2 / 7 of 15: 40 − 46;
					// p = .4, d = 7/15: var .86667 − .00444 = .86222, √(.86222/15) × 196 = 46.99.
					self::point( '2025-03-12', -6, 15, 47.0 ),
				),
			),
		);
	}

	/**
	 * Weekly points.
	 *
	 * @param int                              $start_of_week First day of the week.
	 * @param array<int, array<string, mixed>> $expected      Points.
	 * @return void
	 */
	#[DataProvider( 'weeks' )]
	public function test_weekly_points_follow_the_sites_first_day_of_the_week( int $start_of_week, array $expected ): void {
		$this->assertSame( $expected, $this->series( 'week', 0, $start_of_week ) );
	}

	public function test_a_week_below_the_minimum_is_hidden(): void {
		$series = $this->series( 'week', 7, 1 );
		$this->assertSame( array( false, false, true ), array_column( $series, 'hidden' ) );
		$this->assertSame( array( 36, 23, null ), array_column( $series, 'nps' ) );
		$this->assertSame( array( 11, 13, 6 ), array_column( $series, 'count' ) );
	}

	public function test_week_starts_wrap_around_the_week(): void {
		foreach ( array(
			// 2025-03-02 is a Sunday.
			array( '2025-03-02', 0, '2025-03-02' ),
			array( '2025-03-02', 1, '2025-02-24' ),
			array( '2025-03-02', 6, '2025-03-01' ),
			array( '2025-03-01', 0, '2025-02-23' ),
			array( '2025-03-08', 6, '2025-03-08' ),
			array( '2025-01-01', 1, '2024-12-30' ),
		) as list( $day, $start, $first ) ) {
			$this->assertSame( $first, NpsTrend::week_start( $day, $start ), "{$day} from weekday {$start}" );
		}
	}

	public function test_rolling_points_score_the_seven_days_ending_each_day(): void {
		$series = $this->series( 'rolling7', 0 );
		$this->assertCount( 14, $series );
		$this->assertSame(
			array(
				// Nothing before the range was given: the first windows hold fewer days.
				self::point( '2025-03-05', 33, 3, 106.7 ),
				self::point( '2025-03-06', 33, 3, 106.7 ),
				// + Fri 0/0/2: 2 / 0 / 3 of 5: 40 − 60; var .96, √.192 × 196 = 85.88.
				self::point( '2025-03-07', -20, 5, 85.9 ),
				// + Sat 5/0/0: 7 / 0 / 3 of 10.
				self::point( '2025-03-08', 40, 10, 56.8 ),
				// + Sun 0/1/0: 7 / 1 / 3 of 11.
				self::point( '2025-03-09', 36, 11, 52.1 ),
				// Tue 04 … Mon 10: 9 / 2 / 4 of 15.
				self::point( '2025-03-10', 34, 15, 44.0 ),
				self::point( '2025-03-11', 34, 15, 44.0 ),
				// Thu 06 … Wed 12: Wed 05 leaves, Wed 12 joins: 7 / 2 / 4 of 13.
				self::point( '2025-03-12', 23, 13, 48.4 ),
				// Fri 07 … Thu 13: 10 / 2 / 6 of 18: 55 − 33;
				// var 16/18 − 4/81 = .83951, √(.83951/18) × 196 = 42.33.
				self::point( '2025-03-13', 22, 18, 42.3 ),
				// Sat 08 … Fri 14: Fri 07 leaves: 10 / 2 / 4 of 16: 62 − 25;
				// var .875 − .140625 = .734375, √(.734375/16) × 196 = 41.99.
				self::point( '2025-03-14', 37, 16, 42.0 ),
			),
			array_slice( $series, 0, 10 )
		);
		// Wed 12 … Tue 18: 6 / 2 / 7 of 15 (as the week from Wednesday).
		$this->assertSame( self::point( '2025-03-18', -6, 15, 47.0 ), $series[13] );
	}

	public function test_rolling_windows_at_the_start_read_the_days_before_when_given(): void {
		$per_day = self::per_day(
			self::DAYS + array(
				// Outside the window of Wed 05 (Thu 27 … Wed 05).
				'2025-02-26' => array( 1 => 4 ),
				'2025-03-02' => array( 10 => 2 ),
				'2025-03-04' => array( 1 => 1 ),
			)
		);
		$series  = NpsTrend::series( $per_day, 'rolling7', 0, $this->range(), '', self::now(), 1 );
		$this->assertCount( 14, $series, 'the points stay the range\'s days' );
		// Sun 02 2/0/0 + Tue 04 0/0/1 + Wed 05 2/0/1: 4 / 0 / 2 of 6: 66 − 33;
		// var 8/9, √(.88889/6) × 196 = 75.44.
		$this->assertSame( self::point( '2025-03-05', 33, 6, 75.4 ), $series[0] );
		// Mon 10's window (Tue 04 … Mon 10) has Tue 04 but no longer Sun 02: 9 / 2 / 5 of 16.
		$this->assertSame( 16, $series[5]['count'] );
		// Thu 13's (Fri 07 … Thu 13): none of the earlier days.
		$this->assertSame( self::point( '2025-03-13', 22, 18, 42.3 ), $series[8] );
		// Daily and weekly points never read outside the range.
		$days = NpsTrend::series( $per_day, 'day', 0, $this->range(), '', self::now(), 1 );
		$this->assertSame( self::point( '2025-03-05', 33, 3, 106.7 ), $days[0] );
		$weeks = NpsTrend::series( $per_day, 'week', 0, $this->range(), '', self::now(), 1 );
		$this->assertSame( 11, $weeks[0]['count'] );
	}

	public function test_rolling_points_can_hide_too(): void {
		$series = $this->series( 'rolling7', 10 );
		$this->assertSame(
			array( true, true, true, false, false, false, false, false, false, false, false, false, false, false ),
			array_column( $series, 'hidden' )
		);
		$this->assertSame( array( null, null, null, 40 ), array_slice( array_column( $series, 'nps' ), 0, 4 ) );
	}

	public function test_all_time_runs_from_the_first_answer_or_the_creation_to_today(): void {
		$zone    = new \DateTimeZone( 'America/New_York' );
		$now     = new \DateTimeImmutable( '2025-03-18 10:00:00', $zone );
		$per_day = self::per_day( self::DAYS );
		$all     = DateRange::all_time( $zone );

		// Created after the first answer (answers imported): from the first answer.
		$series = NpsTrend::series( $per_day, 'day', 0, $all, '2025-03-10 12:00:00', $now, 1 );
		$this->assertSame( array( '2025-03-05', '2025-03-18' ), array( $series[0]['date'], $series[ count( $series ) - 1 ]['date'] ) );
		$this->assertCount( 14, $series );

		// Created 03:30 UTC on the 4th, still the 3rd in New York: from the 3rd.
		$series = NpsTrend::series( $per_day, 'day', 0, $all, '2025-03-04 03:30:00', $now, 1 );
		$this->assertSame( '2025-03-03', $series[0]['date'] );
		$this->assertCount( 16, $series );

		// Weekly, all time: from the week of the first day.
		$weeks = NpsTrend::series( $per_day, 'week', 0, $all, '2025-03-04 03:30:00', $now, 1 );
		$this->assertSame( array( '2025-03-03', '2025-03-10', '2025-03-17' ), array_column( $weeks, 'date' ) );
		$this->assertSame( array( 11, 13, 6 ), array_column( $weeks, 'count' ) );

		// No answers and no creation time: today alone.
		$this->assertSame( array( self::point( '2025-03-18', null, 0, null ) ), NpsTrend::series( array(), 'rolling7', 0, $all, '', $now, 1 ) );
	}

	public function test_a_range_without_answers_has_empty_points(): void {
		$series = NpsTrend::series( array(), 'week', 0, $this->range(), '', self::now(), 1 );
		$this->assertSame(
			array(
				self::point( '2025-03-03', null, 0, null ),
				self::point( '2025-03-10', null, 0, null ),
				self::point( '2025-03-17', null, 0, null ),
			),
			$series
		);
	}

	public function test_an_unknown_interval_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->series( 'month', 0 );
	}

	/**
	 * The fixture's series.
	 *
	 * @param string $interval      Interval.
	 * @param int    $min_count     Minimum count.
	 * @param int    $start_of_week First day of the week.
	 * @return array<int, array{date: string, nps: int|null, count: int, margin: float|null, hidden: bool}>
	 */
	private function series( string $interval, int $min_count, int $start_of_week = 1 ): array {
		return NpsTrend::series( self::per_day( self::DAYS ), $interval, $min_count, $this->range(), '2025-01-01 00:00:00', self::now(), $start_of_week );
	}

	/**
	 * The fixture's range, in UTC.
	 *
	 * @return DateRange
	 */
	private function range(): DateRange {
		return DateRange::between( self::FROM, self::TO, new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * A "now" after the range.
	 *
	 * @return \DateTimeImmutable
	 */
	private static function now(): \DateTimeImmutable {
		return new \DateTimeImmutable( '2025-04-01 12:00:00', new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * Answers per score per day in scores_per_day()'s shape.
	 *
	 * @param array<string, array<int, int>> $days Y-m-d => score => answers.
	 * @return array<string, array<int, array{answers: int, comments: int}>>
	 */
	private static function per_day( array $days ): array {
		$per_day = array();
		foreach ( $days as $day => $scores ) {
			foreach ( $scores as $score => $answers ) {
				$per_day[ $day ][ $score ] = array(
					'answers'  => $answers,
					'comments' => 0,
				);
			}
		}
		return $per_day;
	}

	/**
	 * An expected point.
	 *
	 * @param string     $date   Date.
	 * @param int|null   $nps    Score.
	 * @param int        $count  Answers.
	 * @param float|null $margin Margin.
	 * @param bool       $hidden Hidden.
	 * @return array{date: string, nps: int|null, count: int, margin: float|null, hidden: bool}
	 */
	private static function point( string $date, ?int $nps, int $count, ?float $margin, bool $hidden = false ): array {
		return array(
			'date'   => $date,
			'nps'    => $nps,
			'count'  => $count,
			'margin' => $margin,
			'hidden' => $hidden,
		);
	}
}
