<?php
/**
 * Recall in question titles on the server: what a save accepts and how admins read it.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Surveys\Translations\TranslationUnits;
use UserFeedback\Tests\TestCase;

/**
 * The validator on normalised surveys (table-driven), one refusal through REST for the 400's
 * shape, and the readable form administrators see.
 */
final class RecallTest extends TestCase {

	/**
	 * Four questions: radio q1, matrix q2, text q3, text q4 (whose title is the one judged), and
	 * a hidden field `plan`.
	 *
	 * @param string               $title        q4's title.
	 * @param array<string, mixed> $translations The translations.
	 * @return array<string, mixed>
	 */
	private static function input( string $title, array $translations = array() ): array {
		return array(
			'title'        => 'Recall',
			'questions'    => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Which plan?',
					'config' => array( 'options' => array( 'Basic', 'Plus' ) ),
				),
				array(
					'id'       => 'q2',
					'type'     => 'matrix',
					'title'    => 'Rate these',
					'config'   => array( 'options' => array( 'Bad', 'Good' ) ),
					'settings' => array( 'rows' => array( 'Speed', 'Price' ) ),
				),
				array(
					'id'    => 'q3',
					'type'  => 'text',
					'title' => 'Anything else?',
				),
				array(
					'id'    => 'q4',
					'type'  => 'text',
					'title' => $title,
				),
			),
			'settings'     => array(
				'hidden_fields' => array(
					array(
						'name'   => 'plan',
						'source' => 'js',
						'key'    => 'plan',
					),
				),
			),
			'translations' => $translations,
		);
	}

	/**
	 * The errors of a survey whose fourth question has the given title.
	 *
	 * @param string               $title        q4's title.
	 * @param array<string, mixed> $translations The translations.
	 * @return array<string, string>
	 */
	private static function errors( string $title, array $translations = array() ): array {
		$survey = ( new SurveyNormalizer() )->survey( self::input( $title, $translations ) );
		// The hidden fields as the settings carry them once normalised (kept here whatever the
		// normaliser does with them, so this test judges recall only).
		$survey['settings']['hidden_fields'] = self::input( '' )['settings']['hidden_fields'];
		return array_filter(
			( new SurveyValidator() )->errors( $survey ),
			static fn( string $path ): bool => str_ends_with( $path, '.title' ),
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Titles and what the validator says of them (null: accepted).
	 *
	 * @return array<string, array{0: string, 1: string|null}>
	 */
	public static function titles(): array {
		$earlier = '“%s” is not an earlier question: a question can only recall the answer to a question before it.';
		$broken  = 'Write a recall as {{answer:QUESTION_ID}} or {{field:NAME}}, with an optional fallback after a bar: {{answer:q1|your score}}.';
		return array(
			'no recall'                 => array( 'Why?', null ),
			'an earlier answer'         => array( 'Why {{answer:q1}}?', null ),
			'with a fallback and space' => array( 'Why {{ answer:q1 | that plan }}?', null ),
			'two recalls and a field'   => array( 'Why {{answer:q1}} on {{field:plan|your plan}} ({{answer:q3}})?', null ),
			'other braces are text'     => array( 'Say {{hello}}', null ),
			'itself'                    => array( 'Why {{answer:q4}}?', sprintf( $earlier, 'q4' ) ),
			'an unknown question'       => array( 'Why {{answer:nope}}?', sprintf( $earlier, 'nope' ) ),
			'a matrix'                  => array( 'Why {{answer:q2}}?', 'The answer to “q2” cannot be recalled: a matrix or consent answer has no short form.' ),
			'an unknown field'          => array( 'From {{field:utm_source}}', '“utm_source” is not one of the survey’s hidden fields.' ),
			'no closing braces'         => array( 'Why {{answer:q1?', $broken ),
			'a bad reference'           => array( 'Why {{answer:q 1}}?', $broken ),
			'an unknown kind is text'   => array( 'Why {{score:q1}}?', null ),
			'a space before the colon'  => array( 'Why {{answer :q1}}?', $broken ),
			'a fallback too long'       => array( 'Why {{answer:q1|' . str_repeat( 'x', 101 ) . '}}?', 'A recall’s fallback text can be at most 100 characters long.' ),
		);
	}

	/**
	 * Each title's recalls are judged against the questions before it and the hidden fields.
	 *
	 * @param string      $title   q4's title.
	 * @param string|null $message The error on it, if any.
	 */
	#[DataProvider( 'titles' )]
	public function test_a_title_recalls_only_earlier_answers_and_known_fields( string $title, ?string $message ): void {
		$this->assertSame( null === $message ? array() : array( 'questions.3.title' => $message ), self::errors( $title ) );
	}

	public function test_a_later_question_cannot_be_recalled(): void {
		$input                          = self::input( 'Fine' );
		$input['questions'][0]['title'] = 'Which plan, after {{answer:q3}}?';
		$errors                         = ( new SurveyValidator() )->errors( ( new SurveyNormalizer() )->survey( $input ) );
		$this->assertSame( '“q3” is not an earlier question: a question can only recall the answer to a question before it.', $errors['questions.0.title'] ?? null );
	}

	public function test_a_translated_title_is_held_to_the_same_rules(): void {
		$errors = self::errors(
			'Pourquoi ?',
			array( 'fr_FR' => array( 'questions' => array( 'q4' => array( 'title' => 'Pourquoi {{answer:q4}} ?' ) ) ) )
		);
		$this->assertSame( array( 'translations.fr_FR.questions.q4.title' => '“q4” is not an earlier question: a question can only recall the answer to a question before it.' ), $errors );
		$this->assertSame( array(), self::errors( 'Why?', array( 'fr_FR' => array( 'questions' => array( 'q4' => array( 'title' => 'Pourquoi {{answer:q1|ce choix}} ?' ) ) ) ) ) );
	}

	public function test_a_save_with_a_bad_recall_is_a_400_naming_the_title(): void {
		$this->act_as( 'administrator' );
		$input = self::input( 'Why {{answer:q9}}?' );
		unset( $input['questions'][1], $input['settings'] );
		$input['questions'] = array_values( $input['questions'] );
		$response           = $this->rest( 'POST', '/userfeedback/v1/surveys', $input );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertSame( '“q9” is not an earlier question: a question can only recall the answer to a question before it.', $response->get_data()['data']['params']['questions.2.title'] ?? null );

		$input['questions'][2]['title'] = 'Why {{answer:q1|that plan}}?';
		$this->assertSame( 201, $this->rest( 'POST', '/userfeedback/v1/surveys', $input )->get_status() );
	}

	public function test_admins_read_a_recall_as_its_fallback_or_what_it_recalls(): void {
		$questions = self::input( '' )['questions'];
		$this->assertSame( 'Why {that plan}?', Recall::readable( 'Why {{answer:q1 | that plan}}?', $questions ) );
		$this->assertSame( 'Why {Question 1}?', Recall::readable( 'Why {{answer:q1}}?', $questions ) );
		$this->assertSame( 'From {plan}', Recall::readable( 'From {{field:plan}}', $questions ) );
		$this->assertSame( 'Say {{hello}}', Recall::readable( 'Say {{hello}}', $questions ) );
	}

	public function test_results_and_the_notification_read_a_recall_not_its_placeholder(): void {
		$this->act_as( 'administrator' );
		$input = self::input( 'Why {{answer:q1|that plan}}?' );
		unset( $input['questions'][1], $input['settings'] );
		$input['questions'] = array_values( $input['questions'] );
		$input['status']    = 'publish';
		$saved              = $this->rest( 'POST', '/userfeedback/v1/surveys', $input );
		$this->assertSame( 201, $saved->get_status() );
		$id      = (int) $saved->get_data()['id'];
		$results = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results" )->get_data();
		$this->assertSame( array( 'Which plan?', 'Anything else?', 'Why {that plan}?' ), array_column( (array) $results['question_stats'], 'title' ) );
		$this->assertSame( array( 'Which plan?', 'Anything else?', 'Why {that plan}?' ), array_column( (array) $results['questions'], 'title' ), 'The filter bar names questions as the cards do.' );
		// The builder still reads what the owner wrote.
		$this->assertSame( 'Why {{answer:q1|that plan}}?', $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}", array( 'context' => 'edit' ) )->get_data()['questions'][2]['title'] );
		$this->assertSame( array( 'Why {that plan}?' ), array_column( array_slice( Recall::readable_titles( $input['questions'] ), 2 ), 'title' ) );
	}

	public function test_a_translators_file_says_to_keep_a_recall_as_written(): void {
		$input                 = self::input( 'Why {{answer:q1|that plan}}?' );
		$input['translations'] = array( 'fr_FR' => array() );
		$survey                = ( new SurveyNormalizer() )->survey( $input );
		$survey['id']          = 1;
		$units                 = ( new TranslationUnits( new WidgetTheming( userfeedback()->settings(), userfeedback()->entitlements() ) ) )->of( $survey, 'fr_FR' );
		$this->assertStringContainsString( 'Keep each {{answer:…}} and {{field:…}} exactly as written', $units['question.q4.title']->note );
		$this->assertStringNotContainsString( 'Keep each', $units['question.q1.title']->note );
	}
}
