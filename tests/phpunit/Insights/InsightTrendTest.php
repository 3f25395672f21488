<?php
/**
 * Sentiment and themes, this period against the one before.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\ShareChange;

/**
 * The trend route over answers read by the real processor: the windows, the counts, the change of
 * each share and when it is flagged; who may read it; what it refuses.
 */
final class InsightTrendTest extends InsightsTestCase {

	/**
	 * The shares' rule, against values worked by hand (pooled two-proportion z-test at 95 %).
	 *
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int, 4: float, 5: bool|null}>
	 */
	public static function shares(): array {
		return array(
			'1 in 10 to 8 in 10: beyond the margin'     => array( 1, 10, 8, 10, 70.0, true ),
			'2 in 10 to 4 in 10: within it'             => array( 2, 10, 4, 10, 20.0, false ),
			'200 in 1000 to 240 in 1000: beyond it'     => array( 200, 1000, 240, 1000, 4.0, true ),
			'the same share'                            => array( 5, 10, 50, 100, 0.0, false ),
			'nothing before: no verdict'                => array( 0, 0, 3, 10, 30.0, null ),
			'none of either: a zero error, no change'   => array( 0, 10, 0, 12, 0.0, false ),
			'all of one, none of the other: zero error' => array( 0, 5, 5, 5, 100.0, true ),
			'one decimal'                               => array( 1, 3, 2, 3, 33.3, false ),
		);
	}

	/**
	 * ShareChange gives the change in points and the flag.
	 *
	 * @param int       $base_count Before.
	 * @param int       $base_total Before's total.
	 * @param int       $count      Now.
	 * @param int       $total      Now's total.
	 * @param float     $change     Points.
	 * @param bool|null $flagged    Flag.
	 */
	#[DataProvider( 'shares' )]
	public function test_a_share_change_is_flagged_only_beyond_its_margin( int $base_count, int $base_total, int $count, int $total, float $change, ?bool $flagged ): void {
		$this->assertSame(
			array(
				'change'  => $change,
				'flagged' => $flagged,
			),
			ShareChange::between( $base_count, $base_total, $count, $total )
		);
	}

	public function test_week_over_week_counts_responses_and_flags_what_moved(): void {
		$survey = $this->create_survey( self::questions() );
		$slow   = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Slow pages',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$now    = time() - HOUR_IN_SECONDS;
		// This week: 8 of 10 say it is slow. The week before: 1 of 10. Before that: old news.
		$this->add_texts( $survey, array_merge( array_fill( 0, 8, 'So slow today' ), array_fill( 0, 2, 'I love it' ) ), $now );
		$this->add_texts( $survey, array_merge( array( 'slow' ), array_fill( 0, 9, 'great shop' ) ), $now - 8 * DAY_IN_SECONDS );
		$this->add_texts( $survey, array_fill( 0, 5, 'slow slow' ), $now - 20 * DAY_IN_SECONDS );
		$this->process_all();

		$week = $this->call( 'GET', "/surveys/{$survey}/insights/trend" );
		$this->assertSame( 200, $week->get_status(), (string) wp_json_encode( $week->get_data() ) );
		$data  = $week->get_data();
		$today = current_datetime()->format( 'Y-m-d' );
		$this->assertSame( 'week', $data['period'] );
		$this->assertSame( $today, $data['current']['to'] );
		$this->assertSame( DateRange::shift( $today, -6 ), $data['current']['from'] );
		$this->assertSame( DateRange::shift( $today, -7 ), $data['previous']['to'] );
		$this->assertSame( DateRange::shift( $today, -13 ), $data['previous']['from'] );
		$this->assertSame( 10, $data['current']['responses'] );
		$this->assertSame(
			array(
				'positive' => 2,
				'neutral'  => 0,
				'negative' => 8,
			),
			$data['current']['sentiment']
		);
		$this->assertSame( 1, $data['previous']['sentiment']['negative'] );
		$this->assertSame(
			array(
				'change'  => 70.0,
				'flagged' => true,
			),
			$data['sentiment_change']['negative']
		);
		$this->assertSame(
			array(
				array(
					'id'       => $slow['id'],
					'label'    => 'Slow pages',
					'current'  => 8,
					'previous' => 1,
					'change'   => 70.0,
					'flagged'  => true,
				),
			),
			$data['themes']
		);

		// Month over month: the last 30 days hold all 20 and the 5 old ones; nothing before.
		$month = $this->call( 'GET', "/surveys/{$survey}/insights/trend", array( 'period' => 'month' ) )->get_data();
		$this->assertSame( 25, $month['current']['responses'] );
		$this->assertSame( 0, $month['previous']['responses'] );
		$this->assertNull( $month['sentiment_change']['negative']['flagged'], 'no verdict without a period to compare with' );

		// The results filter narrows both windows.
		$positive = $this->call( 'GET', "/surveys/{$survey}/insights/trend", array( 'sentiment' => 'positive' ) )->get_data();
		$this->assertSame( 2, $positive['current']['responses'] );
		$this->assertSame( 0, $positive['current']['sentiment']['negative'] );
		$this->assertSame( 9, $positive['previous']['responses'] );
	}

	public function test_readers_of_results_on_the_plan_only_and_bad_input_refused(): void {
		$survey = $this->create_survey( self::questions() );
		$path   = "/surveys/{$survey}/insights/trend";
		$this->assertSame( 404, $this->call( 'GET', '/surveys/999999/insights/trend' )->get_status() );
		foreach ( array(
			array( 'period' => 'year' ),
			array( 'sentiment' => 'angry' ),
			array( 'theme' => 'x' ),
			array( 'where' => '{oops' ),
		) as $params ) {
			$refused = $this->call( 'GET', $path, $params );
			$this->assertSame( 400, $refused->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $refused ) );
		}

		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->call( 'GET', $path )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->call( 'GET', $path )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->call( 'GET', $path )->get_status() );
		$this->act_as( 'administrator' );
		$this->license( 'plus' );
		$upgrade = $this->call( 'GET', $path );
		$this->assertSame( 403, $upgrade->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $upgrade ) );
	}
}
