<?php
/**
 * The NPS margin of error and the change against an earlier score.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Reporting\NpsMath;
use UserFeedback\Tests\TestCase;

/**
 * The NPS margin = 1.96 × √((p + d − (p − d)²) / n) × 100 from the exact shares, one decimal,
 * null under 2 answers; a change is significant when larger than √(m1² + m2²). Every figure below
 * was worked out by hand (shown in the case names' comments).
 */
final class NpsMarginTest extends TestCase {

	/**
	 * Promoters, passives, detractors and the margin.
	 *
	 * @return array<string, array{int, int, int, float|null}>
	 */
	public static function margins(): array {
		return array(
			// No answers, one answer: no spread.
			'none'                           => array( 0, 0, 0, null ),
			'one promoter'                   => array( 1, 0, 0, null ),
			'one detractor'                  => array( 0, 0, 1, null ),
			// p = d = ½: var = 1 − 0 = 1; √(1/2) = 0.70711 × 196 = 138.59.
			'one promoter, one detractor'    => array( 1, 0, 1, 138.6 ),
			// Everyone alike: var = 1 − 1 = 0 (all promoters), 0 − 0 = 0 (all passives).
			'all promoters'                  => array( 2, 0, 0, 0.0 ),
			'all passives'                   => array( 0, 2, 0, 0.0 ),
			'all detractors'                 => array( 0, 0, 3, 0.0 ),
			// p = d = .4: var = .8; √(.8/5) = .4 × 196 = 78.4.
			'2 / 1 / 2'                      => array( 2, 1, 2, 78.4 ),
			// p = 3/7, d = 2/7: var = 5/7 − 1/49 = 34/49; √(34/343) = .31484 × 196 = 61.71.
			'3 / 2 / 2'                      => array( 3, 2, 2, 61.7 ),
			// p = ¼, d = 0: var = .25 − .0625 = .1875; √(.1875/4) = .21651 × 196 = 42.43.
			'1 / 3 / 0'                      => array( 1, 3, 0, 42.4 ),
			// p = 2/3, d = 1/3: var = 1 − 1/9 = 8/9; √(8/27) = .54433 × 196 = 106.69 (over 100: a noisy day).
			'2 / 0 / 1'                      => array( 2, 0, 1, 106.7 ),
			// p = .6, d = .15: var = .75 − .2025 = .5475; √.005475 = .07399 × 196 = 14.50.
			'60 / 25 / 15'                   => array( 60, 25, 15, 14.5 ),
			// p = .5, d = .2: var = .7 − .09 = .61; √.00122 = .03493 × 196 = 6.85.
			'250 / 150 / 100'                => array( 250, 150, 100, 6.8 ),
			// Ten times the answers, about a third of the margin: √.000061 = .00781 × 196 = 1.53.
			'5000 / 3000 / 2000'             => array( 5000, 3000, 2000, 1.5 ),
			// p = .6, d = 4/15: var = .86667 − .11111 = .75556; √.05037 = .22443 × 196 = 43.99 → 44.0.
			'9 / 2 / 4 (rounds up to 44.0)'  => array( 9, 2, 4, 44.0 ),
			// Negative counts are treated as none.
			'negative counts count for none' => array( -3, 0, 2, 0.0 ),
		);
	}

	#[DataProvider( 'margins' )]
	public function test_the_margin_is_the_95_percent_half_width_in_points( int $promoters, int $passives, int $detractors, ?float $margin ): void {
		$this->assertSame( $margin, NpsMath::margin( $promoters, $passives, $detractors ) );
	}

	public function test_the_margin_of_scores_buckets_them_first(): void {
		// 10, 9, 9 promoters; 8 passive; 6, 1 detractors: 3 / 1 / 2 of 6.
		// p = .5, d = 1/3: var = 5/6 − 1/36 = 29/36; √(29/216) = .36643 × 196 = 71.82.
		$this->assertSame(
			71.8,
			NpsMath::margin_of_scores(
				array(
					10 => 1,
					9  => 2,
					8  => 1,
					6  => 1,
					1  => 1,
					5  => 0,
				)
			)
		);
		$this->assertNull( NpsMath::margin_of_scores( array() ) );
		$this->assertSame(
			array(
				'detractor' => 2,
				'passive'   => 1,
				'promoter'  => 3,
			),
			NpsMath::buckets(
				array(
					10 => 1,
					9  => 2,
					8  => 1,
					6  => 1,
					1  => 1,
				)
			)
		);
	}

	/**
	 * Current figures, previous figures, the change and whether it is significant.
	 *
	 * @return array<string, array{array<string, mixed>, array<string, mixed>, int|null, bool}>
	 */
	public static function changes(): array {
		return array(
			// √(10² + 10²) = 14.14 < 20.
			'up 20 against ±14.1'                => array( self::figures( 40, 10.0 ), self::figures( 20, 10.0 ), 20, true ),
			// 10 < 14.14.
			'up 10 against ±14.1'                => array( self::figures( 30, 10.0 ), self::figures( 20, 10.0 ), 10, false ),
			// √(3² + 4²) = 5: exactly the margin is not beyond it.
			'exactly the combined margin'        => array( self::figures( 25, 3.0 ), self::figures( 20, 4.0 ), 5, false ),
			'down beyond the combined margin'    => array( self::figures( 14, 3.0 ), self::figures( 20, 4.0 ), -6, true ),
			'no change'                          => array( self::figures( 20, 0.0 ), self::figures( 20, 0.0 ), 0, false ),
			// Two answers all promoters (±0) against two all detractors (±0): 200 points, and certain.
			'from -100 to 100 with no spread'    => array( self::figures( 100, 0.0 ), self::figures( -100, 0.0 ), 200, true ),
			// One answer has no margin: the change is shown, never called significant.
			'a single answer has no margin'      => array( self::figures( 100, null, 1 ), self::figures( -20, 5.0 ), 120, false ),
			// No answers: no score to compare.
			'no answers now'                     => array( self::figures( 0, null, 0 ), self::figures( 20, 5.0 ), null, false ),
			'no answers before'                  => array( self::figures( 20, 5.0 ), self::figures( 0, null, 0 ), null, false ),
			'a series point without a score'     => array(
				array(
					'nps'    => null,
					'margin' => null,
					'count'  => 0,
				),
				self::figures( 20, 5.0 ),
				null,
				false,
			),
			'series points compare as overviews' => array(
				array(
					'nps'    => 50,
					'margin' => 10.0,
					'count'  => 40,
				),
				array(
					'nps'    => 20,
					'margin' => 12.0,
					'count'  => 30,
				),
				30,
				true,
			),
		);
	}

	/**
	 * An overview with a margin.
	 *
	 * @param int        $nps    Score.
	 * @param float|null $margin Margin.
	 * @param int        $total  Answers.
	 * @return array<string, mixed>
	 */
	private static function figures( int $nps, ?float $margin, int $total = 100 ): array {
		return array(
			'detractor' => 0,
			'passive'   => 0,
			'promoter'  => 0,
			'nps'       => $nps,
			'total'     => $total,
			'margin'    => $margin,
		);
	}

	/**
	 * The change and its significance.
	 *
	 * @param array<string, mixed> $current     This period.
	 * @param array<string, mixed> $previous    The earlier one.
	 * @param int|null             $change      Expected change.
	 * @param bool                 $significant Expected significance.
	 * @return void
	 */
	#[DataProvider( 'changes' )]
	public function test_a_change_is_significant_only_beyond_the_combined_margin( array $current, array $previous, ?int $change, bool $significant ): void {
		$this->assertSame(
			array(
				'change'      => $change,
				'significant' => $significant,
			),
			NpsMath::change( $current, $previous )
		);
	}

	public function test_margins_from_real_answers_make_the_change_verdict(): void {
		// Now 60 / 25 / 15 (score 45, ±14.5); before 250 / 150 / 100 (score 30, ±6.8):
		// √(14.5² + 6.8²) = √(210.25 + 46.24) = 16.02 > 15: not significant.
		$now    = NpsMath::from_buckets( 15, 25, 60 ) + array( 'margin' => NpsMath::margin( 60, 25, 15 ) );
		$before = NpsMath::from_buckets( 100, 150, 250 ) + array( 'margin' => NpsMath::margin( 250, 150, 100 ) );
		$this->assertSame(
			array(
				'change'      => 15,
				'significant' => false,
			),
			NpsMath::change( $now, $before )
		);
		// Ten times the answers now (600 / 250 / 150: score 45, √(.5475/1000) × 196 = ±4.6):
		// √(4.6² + 6.8²) = 8.21 < 15: significant.
		$now = NpsMath::from_buckets( 150, 250, 600 ) + array( 'margin' => NpsMath::margin( 600, 250, 150 ) );
		$this->assertSame( 4.6, $now['margin'] );
		$this->assertSame(
			array(
				'change'      => 15,
				'significant' => true,
			),
			NpsMath::change( $now, $before )
		);
	}
}
