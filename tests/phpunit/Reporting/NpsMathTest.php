<?php
/**
 * NPS buckets, floored percentages and score.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Reporting\NpsMath;
use UserFeedback\Tests\TestCase;

/**
 * Spec §4: 1–6 detractor, 7–8 passive, 9–10 promoter; percentages floored; score = promoters −
 * detractors, taken from the floored percentages.
 */
final class NpsMathTest extends TestCase {

	/**
	 * Every score and its bucket.
	 *
	 * @return array<string, array{int, string}>
	 */
	public static function buckets(): array {
		$cases = array();
		foreach ( range( 1, 10 ) as $score ) {
			$cases[ "score {$score}" ] = array( $score, $score <= 6 ? 'detractor' : ( $score <= 8 ? 'passive' : 'promoter' ) );
		}
		return $cases;
	}

	#[DataProvider( 'buckets' )]
	public function test_each_score_falls_in_its_bucket( int $score, string $bucket ): void {
		$this->assertSame( $bucket, NpsMath::bucket( $score ) );
	}

	/**
	 * Bucket sizes and the expected overview.
	 *
	 * @return array<string, array{int, int, int, array{detractor: int, passive: int, promoter: int, nps: int, total: int}}>
	 */
	public static function overviews(): array {
		return array(
			'3 promoters, 2 passives, 2 detractors' => array(
				2,
				2,
				3,
				array(
					'detractor' => 28,
					'passive'   => 28,
					'promoter'  => 42,
					'nps'       => 14,
					'total'     => 7,
				),
			),
			'floored thirds'                        => array(
				1,
				1,
				1,
				array(
					'detractor' => 33,
					'passive'   => 33,
					'promoter'  => 33,
					'nps'       => 0,
					'total'     => 3,
				),
			),
			'floored, not rounded (2/3 = 66.7)'     => array(
				0,
				1,
				2,
				array(
					'detractor' => 0,
					'passive'   => 33,
					'promoter'  => 66,
					'nps'       => 66,
					'total'     => 3,
				),
			),
			'exact hundredths stay exact'           => array(
				29,
				42,
				29,
				array(
					'detractor' => 29,
					'passive'   => 42,
					'promoter'  => 29,
					'nps'       => 0,
					'total'     => 100,
				),
			),
			'only detractors'                       => array(
				5,
				0,
				0,
				array(
					'detractor' => 100,
					'passive'   => 0,
					'promoter'  => 0,
					'nps'       => -100,
					'total'     => 5,
				),
			),
			'only promoters'                        => array(
				0,
				0,
				4,
				array(
					'detractor' => 0,
					'passive'   => 0,
					'promoter'  => 100,
					'nps'       => 100,
					'total'     => 4,
				),
			),
			'no answers'                            => array(
				0,
				0,
				0,
				array(
					'detractor' => 0,
					'passive'   => 0,
					'promoter'  => 0,
					'nps'       => 0,
					'total'     => 0,
				),
			),
		);
	}

	/**
	 * Checks one overview.
	 *
	 * @param int                                                                      $detractors Answers 1–6.
	 * @param int                                                                      $passives   Answers 7–8.
	 * @param int                                                                      $promoters  Answers 9–10.
	 * @param array{detractor: int, passive: int, promoter: int, nps: int, total: int} $expected   The overview.
	 */
	#[DataProvider( 'overviews' )]
	public function test_percentages_are_floored_and_the_score_is_their_difference( int $detractors, int $passives, int $promoters, array $expected ): void {
		$this->assertSame( $expected, NpsMath::from_buckets( $detractors, $passives, $promoters ) );
	}

	public function test_the_overview_from_score_counts_buckets_them_first(): void {
		$this->assertSame(
			array(
				'detractor' => 28,
				'passive'   => 28,
				'promoter'  => 42,
				'nps'       => 14,
				'total'     => 7,
			),
			NpsMath::overview(
				array(
					1  => 1,
					6  => 1,
					7  => 1,
					8  => 1,
					9  => 2,
					10 => 1,
				)
			)
		);
	}

	public function test_the_score_comes_from_the_floored_percentages_not_the_exact_ones(): void {
		// 2 detractors, 1 promoter → 66.6 / 33.3 %: floored 33 − 66 = −33 (exact −33.3).
		$this->assertSame( -33, NpsMath::from_buckets( 2, 0, 1 )['nps'] );
		// 4 detractors, 0 passives, 3 promoters → 57.14 / 42.86: floored 42 − 57 = −15 (exact −14.3).
		$this->assertSame( -15, NpsMath::from_buckets( 4, 0, 3 )['nps'] );
	}
}
