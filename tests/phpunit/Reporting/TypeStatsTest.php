<?php
/**
 * The statistics of the types beyond the spec's seven.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\TestCase;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\TypeStats;

/**
 * Pure: value counts in, statistics out.
 */
final class TypeStatsTest extends TestCase {

	/**
	 * Value counts as QuestionStats keys them.
	 *
	 * @param array<int|string, int> $answers Value => answers.
	 * @return array<string, array{answers: int, comments: int}>
	 */
	private static function counts( array $answers ): array {
		$counts = array();
		foreach ( $answers as $value => $n ) {
			$counts[ QuestionStats::value_key( (string) $value ) ] = array(
				'answers'  => $n,
				'comments' => 0,
			);
		}
		return $counts;
	}

	public function test_a_csat_scale_has_its_share_of_satisfied_answers_and_an_even_count_its_middle_median(): void {
		$csat = array(
			'type'     => 'scale',
			'settings' => array(
				'preset'    => 'csat',
				'scale_min' => 1,
				'scale_max' => 5,
			),
		);
		$this->assertSame(
			array(
				'average'   => 3.5,
				'median'    => 3.5,
				'satisfied' => 50.0,
			),
			TypeStats::summary(
				$csat,
				self::counts(
					array(
						2 => 1,
						3 => 1,
						4 => 1,
						5 => 1,
					)
				)
			)
		);
		$this->assertSame(
			array(
				'average'   => null,
				'median'    => null,
				'satisfied' => null,
			),
			TypeStats::summary( $csat, array() ),
			'no answers: nothing to say'
		);
		$this->assertNull( TypeStats::summary( array( 'type' => 'nps' ), self::counts( array( 9 => 1 ) ) ), 'NPS has its own score' );
	}

	public function test_a_matrix_and_a_ranking_leave_out_pairs_their_question_no_longer_has(): void {
		$matrix = array(
			'type'     => 'matrix',
			'config'   => array( 'options' => array( 'No', 'Yes' ) ),
			'settings' => array( 'rows' => array( 'A', 'B' ) ),
		);
		$grid   = TypeStats::matrix(
			$matrix,
			self::counts(
				array(
					'["A","Yes"]'   => 3,
					'["B","No"]'    => 1,
					'["Gone","No"]' => 5,
					'not a pair'    => 2,
				)
			)
		);
		$this->assertSame( array( array( 0, 3 ), array( 1, 0 ) ), $grid['counts'] );

		$ranking = TypeStats::ranking(
			array(
				'type'   => 'ranking',
				'config' => array( 'options' => array( 'X', 'Y' ) ),
			),
			self::counts(
				array(
					'["X",1]' => 2,
					'["Y",2]' => 2,
					'["X",3]' => 9,
				)
			)
		);
		$this->assertSame( array( 2, 0 ), $ranking[0]['places'], 'no third place among two options' );
		$this->assertSame( 100.0, $ranking[0]['first_share'] );
		$this->assertSame( 2.0, $ranking[1]['average_place'] );
	}
}
