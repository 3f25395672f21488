<?php
/**
 * What the AI summary reads of the question types beyond the spec's seven.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\PromptBuilder;
use UserFeedback\Ai\Summary\AiAnswersRepository;
use UserFeedback\Ai\Summary\AnswerItem;
use UserFeedback\Ai\Summary\AnswerText;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The comments left with a scale, a smiley, a dropdown or an image choice are read like those of
 * the spec's choices and ratings, each with its answer in words (and its polarity, for a score);
 * a matrix, a ranking, a date or a consent has no words of its own and is not read — their
 * answers in words (AnswerText) are checked for every type all the same.
 */
final class SummaryMoreTypesTest extends AiTestCase {

	/**
	 * A survey of the new types, the four with a comment box asking for one.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function more_questions(): array {
		return array(
			array(
				'id'       => 'csat',
				'type'     => 'scale',
				'title'    => 'How satisfied are you?',
				'settings' => array(
					'preset'      => 'csat',
					'comment_box' => true,
				),
			),
			array(
				'id'       => 'mood',
				'type'     => 'smiley',
				'title'    => 'Mood?',
				'settings' => array(
					'faces'       => 3,
					'comment_box' => true,
				),
			),
			array(
				'id'       => 'country',
				'type'     => 'dropdown',
				'title'    => 'Country?',
				'config'   => array( 'options' => array( 'France', 'Spain' ) ),
				'settings' => array( 'comment_box' => true ),
			),
			array(
				'id'       => 'looks',
				'type'     => 'image-choice',
				'title'    => 'Which looks?',
				'config'   => array( 'options' => array( 'Light', 'Dark', 'Blue', 'Green', 'Red', 'Grey' ) ),
				'settings' => array(
					'multiple'    => true,
					'comment_box' => true,
				),
			),
			array(
				'id'       => 'grid',
				'type'     => 'matrix',
				'title'    => 'Agree?',
				'settings' => array( 'rows' => array( 'Fast', 'Cheap' ) ),
			),
			array(
				'id'    => 'ok',
				'type'  => 'consent',
				'title' => 'May we write?',
			),
		);
	}

	public function test_comments_of_the_new_types_are_read_with_their_answers_in_words(): void {
		$survey = $this->create_survey( self::more_questions() );
		$now    = time();
		$this->add_response(
			$survey,
			$now - 60,
			array(
				array( 'csat', 2, 'Checkout kept failing' ),
				array( 'looks', array( 'Light', 'Grey', 'Red', 'Green', 'Blue', 'Dark' ), 'All of them please' ),
				array( 'grid', array( '["Fast","Agree"]' ) ),
				array( 'ok', 'accepted' ),
			)
		);
		$this->add_response(
			$survey,
			$now - 120,
			array(
				array( 'mood', 3, 'Lovely staff' ),
				array( 'country', 'Spain', 'Shipping to Spain is slow' ),
			)
		);

		global $wpdb;
		$questions = SurveyQuestions::from_survey( (array) ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $survey ) );
		$this->assertSame( array( 'csat', 'mood', 'country', 'looks' ), $questions->comment_ids(), 'the types with a comment box, not the matrix nor the consent' );
		$read  = ( new AiAnswersRepository( $wpdb, userfeedback()->tables() ) )->latest( $survey, $questions, 50 );
		$items = array();
		foreach ( $read['items'] as $item ) {
			$items[ $item->question_id ] = array( $item->text, $item->answer, $item->polarity );
		}
		ksort( $items );
		$this->assertSame(
			array(
				'country' => array( 'Shipping to Spain is slow', 'Spain', 0 ),
				'csat'    => array( 'Checkout kept failing', '2 on 1–5', -1 ),
				'looks'   => array( 'All of them please', 'Light, Grey, Red, Green, Blue, Dark', 0 ),
				'mood'    => array( 'Lovely staff', '3 of 3 (Happy)', 1 ),
			),
			$items,
			'one item per comment (six ticks, one comment), every tick named in stored order'
		);

		$input  = new SummaryInput( $survey, 'Shop', $questions, $read['items'], false, 50, $now, static fn(): array => array() );
		$prompt = ( new PromptBuilder( new PiiRedactor() ) )->build( $input, 'en_US' )['messages'][1]['content'];
		$this->assertStringContainsString( 'Q1: How satisfied are you? (scale 1 (Very dissatisfied) to 5 (Very satisfied))', $prompt );
		$this->assertStringContainsString( 'Q2: Mood? (smiley faces, 1 (saddest) to 3 (happiest))', $prompt );
		$this->assertStringContainsString( '| Q1 | [2 on 1–5] Checkout kept failing', $prompt );
		$this->assertStringContainsString( '| Q3 | [Spain] Shipping to Spain is slow', $prompt );
		$this->assertStringNotContainsString( 'Agree', $prompt, 'a matrix is not read' );
	}

	/**
	 * [question, stored values, in words].
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string[], 2: string}>
	 */
	public static function answers(): array {
		return array(
			'an NPS score'               => array( array( 'type' => 'nps' ), array( '9' ), '9 out of 10' ),
			'stars'                      => array( array( 'type' => 'star-rating' ), array( '4' ), '4 out of 5 stars' ),
			'a 0–10 scale, 0 given'      => array(
				array(
					'type'     => 'scale',
					'settings' => array(
						'scale_min' => 0,
						'scale_max' => 10,
					),
				),
				array( '0' ),
				'0 on 0–10',
			),
			'five smileys'               => array( array( 'type' => 'smiley' ), array( '2' ), '2 of 5 (Unhappy)' ),
			'a matrix, row: column'      => array( array( 'type' => 'matrix' ), array( '["Fast","Agree"]', '["Cheap","Disagree"]' ), 'Fast: Agree; Cheap: Disagree' ),
			'a ranking, in order'        => array( array( 'type' => 'ranking' ), array( '["Speed",2]', '["Price",1]', '["Care",3]' ), '1. Price, 2. Speed, 3. Care' ),
			'a date'                     => array( array( 'type' => 'date' ), array( '2026-11-20' ), '2026-11-20' ),
			'a consent'                  => array( array( 'type' => 'consent' ), array( 'accepted' ), 'Consent given' ),
			'a dropdown'                 => array( array( 'type' => 'dropdown' ), array( 'Spain' ), 'Spain' ),
			'checkboxes'                 => array( array( 'type' => 'checkbox' ), array( 'A', 'C' ), 'A, C' ),
			'nothing'                    => array( array( 'type' => 'scale' ), array(), '' ),
			'a numeric scale with words' => array(
				array(
					'type'     => 'scale',
					'settings' => array(
						'preset'    => 'numeric',
						'scale_min' => 1,
						'scale_max' => 7,
						'min_label' => 'Never',
						'max_label' => 'Always',
					),
				),
				array( '7' ),
				'7 on 1–7',
			),
		);
	}

	/**
	 * Each type's answer in words.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string[]             $values   Its stored values.
	 * @param string               $expected In words.
	 * @return void
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'answers' )]
	public function test_every_type_reads_in_words( array $question, array $values, string $expected ): void {
		$this->assertSame( $expected, AnswerText::of( $question, $values ) );
	}

	public function test_a_scale_says_its_range_beside_its_title_with_its_words_or_none(): void {
		$this->assertSame(
			'scale 1 (Never) to 7 (Always)',
			AnswerText::kind(
				array(
					'type'     => 'scale',
					'settings' => array(
						'preset'    => 'numeric',
						'scale_min' => 1,
						'scale_max' => 7,
						'min_label' => 'Never',
						'max_label' => 'Always',
					),
				)
			)
		);
		$this->assertSame( 'scale 1 (Very difficult) to 7 (Very easy)', AnswerText::kind( array( 'type' => 'scale', 'settings' => array( 'preset' => 'ces', 'scale_min' => 1, 'scale_max' => 7 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one short case.
		$this->assertSame( 'scale 0 to 10', AnswerText::kind( array( 'type' => 'scale' ) ) );
		$this->assertSame( '', AnswerText::kind( array( 'type' => 'dropdown' ) ) );
	}

	/**
	 * [type, settings, score, polarity].
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: int, 3: int}>
	 */
	public static function polarities(): array {
		$csat = array(
			'preset'    => 'csat',
			'scale_min' => 1,
			'scale_max' => 5,
		);
		$ces  = array(
			'preset'    => 'ces',
			'scale_min' => 1,
			'scale_max' => 7,
		);
		$zero = array(
			'scale_min' => 0,
			'scale_max' => 10,
		);
		return array(
			'CSAT 4 is satisfied'    => array( 'scale', $csat, 4, 1 ),
			'CSAT 3 is neither'      => array( 'scale', $csat, 3, 0 ),
			'CSAT 2 is dissatisfied' => array( 'scale', $csat, 2, -1 ),
			'CES 7 is easy'          => array( 'scale', $ces, 7, 1 ),
			'CES 5 is neither'       => array( 'scale', $ces, 5, 0 ),
			'CES 2 is hard'          => array( 'scale', $ces, 2, -1 ),
			'0 of 0–10 is bad'       => array( 'scale', $zero, 0, -1 ),
			'8 of 0–10 is good'      => array( 'scale', $zero, 8, 1 ),
			'5 smileys, 2 is sad'    => array( 'smiley', array( 'faces' => 5 ), 2, -1 ),
			'3 smileys, 2 is middle' => array( 'smiley', array( 'faces' => 3 ), 2, 0 ),
			'3 smileys, 3 is happy'  => array( 'smiley', array( 'faces' => 3 ), 3, 1 ),
		);
	}

	/**
	 * A score's polarity, by its place in the question's range.
	 *
	 * @param string               $type     Question type.
	 * @param array<string, mixed> $settings Its settings.
	 * @param int                  $score    The score.
	 * @param int                  $expected The polarity.
	 * @return void
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'polarities' )]
	public function test_a_score_says_how_its_comment_leans( string $type, array $settings, int $score, int $expected ): void {
		$questions = new SurveyQuestions(
			array( 'q' => $type ),
			array( 'q' => 'Q?' ),
			array(
				'q' => array(
					'type'     => $type,
					'settings' => $settings,
				),
			)
		);
		$this->assertSame( $expected, $questions->polarity( 'q', $score ) );
		$this->assertSame( $expected, ( new AnswerItem( 1, 'q', 'x', 0, $questions->polarity( 'q', $score ) ) )->polarity );
	}
}
