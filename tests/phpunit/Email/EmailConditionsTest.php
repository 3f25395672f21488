<?php
/**
 * Conditional e-mail logic, table-driven.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\EmailLogic\EmailConditions;

/**
 * The same cases as the widget's conditionHolds() (widget/src/logic/questions.test.ts): one rule,
 * three places.
 */
final class EmailConditionsTest extends \PHPUnit\Framework\TestCase {

	/**
	 * Answers: a radio choice, an NPS score, a star rating, two ticked boxes, a blank text.
	 */
	private const ANSWERS = array(
		'radio' => 'Yes',
		'nps'   => '9',
		'star'  => '2',
		'check' => array( 'A', 'C' ),
		'blank' => '  ',
		'ok'    => 'accepted',
		'scale' => '0',
	);

	/**
	 * [question_id, compare, value, expected].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string|string[], 3: bool}>
	 */
	public static function cases(): array {
		return array(
			'radio is'                       => array( 'radio', '==', 'Yes', true ),
			'radio is other'                 => array( 'radio', '==', 'No', false ),
			'radio is not'                   => array( 'radio', '!=', 'No', true ),
			'radio is one of a list'         => array( 'radio', '==', array( 'No', 'Yes' ), true ),
			'radio includes means is'        => array( 'radio', 'includes', 'Yes', true ),
			'nps greater than'               => array( 'nps', '>', '8', true ),
			'nps greater than itself'        => array( 'nps', '>', '9', false ),
			'nps lower than'                 => array( 'nps', '<', '10', true ),
			'nps is as a number'             => array( 'nps', '==', '9.0', true ),
			'star lower than'                => array( 'star', '<', '3', true ),
			'star compared with text'        => array( 'star', '<', 'abc', false ),
			'checkbox includes one'          => array( 'check', 'includes', array( 'A' ), true ),
			'checkbox includes both'         => array( 'check', 'includes', array( 'C', 'A' ), true ),
			'checkbox includes an unticked'  => array( 'check', 'includes', array( 'A', 'B' ), false ),
			'checkbox is the same set'       => array( 'check', '==', array( 'C', 'A' ), true ),
			'checkbox is a subset'           => array( 'check', '==', array( 'A' ), false ),
			'checkbox is not a subset'       => array( 'check', '!=', array( 'A' ), true ),
			'checkbox is not the same set'   => array( 'check', '!=', array( 'A', 'C' ), false ),
			'checkbox greater than'          => array( 'check', '>', '1', false ),
			'unanswered is'                  => array( 'missing', '==', 'Yes', false ),
			'unanswered is not: still fails' => array( 'missing', '!=', 'Yes', false ),
			'blank is not: still fails'      => array( 'blank', '!=', 'x', false ),
			'unknown comparator'             => array( 'radio', '~', 'Yes', false ),
			'consent given'                  => array( 'ok', '==', 'accepted', true ),
			'consent not given (no row)'     => array( 'missing', '==', 'accepted', false ),
			'scale 0 lower than 3'           => array( 'scale', '<', '3', true ),
			'scale 0 is 0'                   => array( 'scale', '==', '0', true ),
		);
	}

	/**
	 * One condition.
	 *
	 * @param string          $question_id Question.
	 * @param string          $compare     Comparator.
	 * @param string|string[] $value       Value.
	 * @param bool            $expected    Whether it holds.
	 * @return void
	 */
	#[DataProvider( 'cases' )]
	public function test_a_condition( string $question_id, string $compare, $value, bool $expected ): void {
		$condition = array(
			'question_id' => $question_id,
			'compare'     => $compare,
			'value'       => $value,
		);
		$this->assertSame( $expected, EmailConditions::holds( $condition, self::ANSWERS ) );
	}

	public function test_all_conditions_must_hold_and_none_is_all(): void {
		$yes = array(
			'question_id' => 'radio',
			'compare'     => '==',
			'value'       => 'Yes',
		);
		$no  = array( 'compare' => '!=' ) + $yes;
		$this->assertTrue( EmailConditions::all_hold( array( $yes, $yes ), self::ANSWERS ) );
		$this->assertFalse( EmailConditions::all_hold( array( $yes, $no ), self::ANSWERS ) );
		$this->assertTrue( EmailConditions::all_hold( array(), self::ANSWERS ) );
	}

	public function test_an_image_choice_of_several_is_read_as_its_ticks_and_one_of_one_as_text(): void {
		$questions = array(
			array(
				'id'       => 'looks',
				'type'     => 'image-choice',
				'settings' => array( 'multiple' => true ),
			),
			array(
				'id'       => 'look',
				'type'     => 'image-choice',
				'settings' => array( 'multiple' => false ),
			),
		);
		$rows      = array(
			array(
				'question_id' => 'looks',
				'value'       => 'Light',
			),
			array(
				'question_id' => 'looks',
				'value'       => 'Dark',
			),
			array(
				'question_id' => 'look',
				'value'       => 'Dark',
			),
		);
		$answers   = EmailConditions::answers_from_rows( $questions, $rows );
		$this->assertSame(
			array(
				'looks' => array( 'Light', 'Dark' ),
				'look'  => 'Dark',
			),
			$answers
		);
		$includes = array(
			'question_id' => 'looks',
			'compare'     => 'includes',
			'value'       => array( 'Light' ),
		);
		$this->assertTrue( EmailConditions::holds( $includes, $answers ), 'a tick of several, not only the last row read' );
	}

	public function test_answers_are_read_from_stored_rows_with_checkbox_ticks_as_a_list(): void {
		$questions = array(
			array(
				'id'   => 'check',
				'type' => 'checkbox',
			),
			array(
				'id'   => 'nps',
				'type' => 'nps',
			),
		);
		$rows      = array(
			array(
				'question_id' => 'check',
				'value'       => 'A',
			),
			array(
				'question_id' => 'nps',
				'value'       => '7',
			),
			array(
				'question_id' => 'check',
				'value'       => 'C',
			),
		);
		$this->assertSame(
			array(
				'check' => array( 'A', 'C' ),
				'nps'   => '7',
			),
			EmailConditions::answers_from_rows( $questions, $rows )
		);
	}
}
