<?php
/**
 * Answers given in several languages count as one survey's.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Through the visitor's route and the reports' routes, as a French and an Arabic page would.
 */
final class AnswersAcrossLanguagesTest extends TestCase {

	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->set_active_addons( array( 'question-types' ) );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Fruit',
				'status'        => 'publish',
				'questions'     => array(
					array(
						'id'     => 'fruit',
						'type'   => 'radio-button',
						'title'  => 'Which fruit?',
						'config' => array( 'options' => array( 'Apple', 'Pear', 'Cherry' ) ),
					),
					array(
						'id'     => 'colours',
						'type'   => 'checkbox',
						'title'  => 'Colours?',
						'config' => array( 'options' => array( 'Red', 'Blue' ) ),
					),
				),
				'settings'      => array(),
				'notifications' => array( 'email' => array( 'active' => false ) ),
				'language'      => 'en_US',
				'translations'  => array(
					'fr_FR' => array(
						'questions' => array(
							'fruit'   => array( 'options' => array( 'Pomme', 'Poire', 'Cerise' ) ),
							'colours' => array( 'options' => array( 'Rouge', '' ) ),
						),
					),
					'ar'    => array(
						'questions' => array( 'fruit' => array( 'options' => array( 'تفاحة', '', '' ) ) ),
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->survey_id = (int) $response->get_data()['id'];
		wp_set_current_user( 0 );
	}

	public function test_choices_are_stored_as_the_surveys_own_options_with_the_language(): void {
		$this->assertSame( 201, $this->submit( 'fr_FR', 'Pomme', array( 'Rouge', 'Blue' ) )->get_status() );
		$this->assertSame( 201, $this->submit( 'ar', 'تفاحة', array() )->get_status() );
		$this->assertSame( 201, $this->submit( 'en_US', 'Apple', array( 'Red' ) )->get_status() );
		$this->assertSame( 201, $this->submit( null, 'Cherry', array() )->get_status(), 'a widget that names no language' );

		global $wpdb;
		$tables = userfeedback()->tables();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test reading our own rows.
		$values    = $wpdb->get_col( $wpdb->prepare( "SELECT value FROM `{$tables->answers()}` WHERE survey_id = %d ORDER BY id", $this->survey_id ) );
		$languages = $wpdb->get_col( $wpdb->prepare( "SELECT language FROM `{$tables->responses()}` WHERE survey_id = %d ORDER BY id", $this->survey_id ) );
		// phpcs:enable
		$this->assertSame( array( 'Apple', 'Red', 'Blue', 'Apple', 'Apple', 'Red', 'Cherry' ), $values );
		$this->assertSame( array( 'fr_FR', 'ar', 'en_US', 'en_US' ), $languages );

		$this->act_as( 'administrator' );
		$results = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$fruit   = array_column( $results['question_stats'][0]['options'], 'count', 'value' );
		$this->assertSame(
			array(
				'Apple'  => 3,
				'Pear'   => 0,
				'Cherry' => 1,
			),
			$fruit,
			'one bar per option, every language in it'
		);

		$french = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", array( 'language' => 'fr_FR' ) )->get_data();
		$this->assertSame( 1, $french['responses_count'], 'filtered by language' );
	}

	public function test_an_option_not_in_the_named_language_is_refused(): void {
		$response = $this->submit( 'fr_FR', 'Banane', array() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'answers.0.value', array_key_first( (array) ( $response->get_data()['data']['params'] ?? array() ) ), (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_a_language_the_survey_lacks_is_read_as_its_own(): void {
		$this->assertSame( 201, $this->submit( 'de_DE', 'Pear', array() )->get_status() );
		$this->act_as( 'administrator' );
		$items = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses" )->get_data()['items'];
		$this->assertSame( 'en_US', $items[0]['language'] );
	}

	public function test_the_responses_list_and_the_results_filter_by_language(): void {
		$this->submit( 'fr_FR', 'Poire', array() );
		$this->submit( 'fr_FR', 'Pomme', array() );
		$this->submit( 'en_US', 'Pear', array() );
		$this->act_as( 'administrator' );

		$list = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'language' => 'fr_FR' ) )->get_data();
		$this->assertSame( array( 'fr_FR', 'fr_FR' ), array_column( $list['items'], 'language' ) );

		$single = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses/{$list['items'][0]['id']}" )->get_data();
		$this->assertSame( 'fr_FR', $single['language'] ?? null, (string) wp_json_encode( $single ) );

		$bad = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'language' => 'french' ) );
		$this->assertSame( 400, $bad->get_status() );
	}

	/**
	 * A visitor's response from a page in a language.
	 *
	 * @param string|null $language The page survey's language (null: the widget says none).
	 * @param string      $fruit    The option picked, as shown.
	 * @param string[]    $colours  The colours ticked, as shown.
	 * @return \WP_REST_Response
	 */
	private function submit( ?string $language, string $fruit, array $colours ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$answers                = array(
			array(
				'question_id' => 'fruit',
				'value'       => $fruit,
			),
		);
		if ( array() !== $colours ) {
			$answers[] = array(
				'question_id' => 'colours',
				'value'       => $colours,
			);
		}
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array_filter(
				array(
					'answers'  => $answers,
					'nonce'    => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'language' => $language,
				),
				static fn( $value ): bool => null !== $value
			)
		);
	}
}
