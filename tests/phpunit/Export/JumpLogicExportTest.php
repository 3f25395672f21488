<?php
/**
 * Jump logic in the exports' summaries.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

/**
 * The general report's Summary lists every jump in words after the question table (a row per
 * jump, the question named on its first), the question report's Summary its question's jumps;
 * a survey without jumps gets the summary it always had.
 */
final class JumpLogicExportTest extends ExportTestCase {

	/**
	 * A survey whose first three questions jump: to a later question (titled or not), or to the end.
	 *
	 * @return int
	 */
	private function survey(): int {
		$jump = static fn( string $compare, $value, string $to ): array => array(
			'compare' => $compare,
			'value'   => $value,
			'to'      => $to,
		);
		return $this->create_survey(
			'Jumps',
			array(
				self::question( 'q1', 'radio-button', 'Did you find it?', array( 'Yes', 'No', 'Later' ) ) + array(
					'jumps' => array( $jump( '==', 'Yes', 'q3' ), $jump( '==', 'Later', 'end' ) ),
				),
				self::question( 'q2', 'star-rating', 'Stars?' ) + array( 'jumps' => array( $jump( '<', '3', 'end' ) ) ),
				self::question( 'q3', 'checkbox', 'Features', array( 'A', 'B' ) ) + array(
					'jumps' => array( $jump( 'includes', array( 'A', 'B' ), 'q4' ), $jump( '!=', array( 'A' ), 'end' ) ),
				),
				self::question( 'q4', 'text', '' ),
			)
		);
	}

	public function test_the_general_summary_says_each_jump_in_words(): void {
		$summary = $this->read( $this->download( array( 'survey_id' => $this->survey() ) )['content'], 'xlsx' )['Summary'];
		$strings = array_map( static fn( array $row ): array => array_map( 'strval', $row ), $summary );
		$header  = array_search( array( 'Question', 'Jump logic' ), $strings, true );
		$this->assertIsInt( $header, 'a Jump logic table' );
		$this->assertSame( array(), array_filter( $strings[ $header - 1 ] ), 'after an empty row' );
		$this->assertSame(
			array(
				array( 'Did you find it?', 'If answer is Yes, go to question 3 (Features)' ),
				array( '', 'If answer is Later, end the survey' ),
				array( 'Stars?', 'If answer is lower than 3, end the survey' ),
				array( 'Features', 'If answer includes A, B, go to question 4' ),
				array( '', 'If answer is not A, end the survey' ),
			),
			array_map( static fn( array $row ): array => array_pad( $row, 2, '' ), array_slice( $strings, $header + 1, 5 ) )
		);
	}

	public function test_the_question_summary_says_its_jumps_in_words(): void {
		$summary = $this->read(
			$this->download(
				array(
					'survey_id'   => $this->survey(),
					'question_id' => 'q1',
				)
			)['content'],
			'xlsx'
		)['Summary'];
		$rows    = array_map( static fn( array $row ): array => array_map( 'strval', $row ), $summary );
		$at      = array_search( array( 'Jump logic', 'If answer is Yes, go to question 3 (Features)' ), $rows, true );
		$this->assertIsInt( $at );
		$this->assertSame( array( '', 'If answer is Later, end the survey' ), $rows[ $at + 1 ] );
		$this->assertSame( 'Skipped', $rows[ $at - 1 ][0], 'right after the question\'s figures' );
	}

	public function test_a_survey_without_jumps_has_no_jump_rows(): void {
		$id      = $this->create_survey( 'Plain', array( self::question( 'q1', 'radio-button', 'Did you find it?', array( 'Yes', 'No' ) ) ) );
		$general = $this->read(
			$this->download(
				array(
					'survey_id' => $id,
					'format'    => 'csv',
				)
			)['content'],
			'csv'
		);
		$single  = $this->read(
			$this->download(
				array(
					'survey_id'   => $id,
					'question_id' => 'q1',
					'format'      => 'csv',
				)
			)['content'],
			'csv'
		);
		$cells   = array();
		foreach ( array_merge( array_values( $general ), array_values( $single ) ) as $rows ) {
			foreach ( $rows as $row ) {
				$cells = array_merge( $cells, array_map( 'strval', $row ) );
			}
		}
		$this->assertContains( 'Did you find it?', $cells, 'the files were read' );
		$this->assertNotContains( 'Jump logic', $cells );
	}
}
