<?php
/**
 * The texts of the new question types in a survey's other languages.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\Translations\SurveyInLanguage;
use UserFeedback\Surveys\Translations\TranslationUnits;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * A matrix's rows, an image choice's alt texts, a scale's end words and a consent's wording are
 * translated like titles and options (`questions.<id>.rows`, `alts`, `min_label`, `max_label`,
 * `consent_label`): shown in the visitor's language, a matrix answer stored with the survey's own
 * rows and columns, refused when a list does not fit, and in the translator's file.
 */
final class TranslatedQuestionTextsTest extends TestCase {

	/**
	 * The questions: a matrix, an image choice (an image on its first option only), a CSAT scale
	 * with its own words and a consent with its own wording.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function questions(): array {
		return array(
			array(
				'id'       => 'grid',
				'type'     => 'matrix',
				'title'    => 'Agree?',
				'config'   => array( 'options' => array( 'Disagree', 'Agree' ) ),
				'settings' => array( 'rows' => array( 'Fast', 'Cheap' ) ),
			),
			array(
				'id'       => 'look',
				'type'     => 'image-choice',
				'title'    => 'Which look?',
				'config'   => array( 'options' => array( 'Light', 'Dark' ) ),
				'settings' => array(
					'images' => array(
						array(
							'id'  => 0,
							'url' => 'https://example.com/light.png',
							'alt' => 'A white page',
						),
					),
				),
			),
			array(
				'id'       => 'csat',
				'type'     => 'scale',
				'title'    => 'Satisfied?',
				'settings' => array(
					'preset'    => 'csat',
					'min_label' => 'Not at all',
					'max_label' => 'Fully',
				),
			),
			array(
				'id'       => 'ok',
				'type'     => 'consent',
				'title'    => 'Newsletter',
				'settings' => array( 'consent_label' => 'Send me news' ),
			),
		);
	}

	/**
	 * The French texts.
	 *
	 * @return array<string, mixed>
	 */
	private static function french(): array {
		return array(
			'questions' => array(
				'grid' => array(
					'options' => array( 'Pas d’accord', 'D’accord' ),
					'rows'    => array( 'Rapide', '' ),
				),
				'look' => array( 'alts' => array( 'Une page blanche', '' ) ),
				'csat' => array(
					'min_label' => 'Pas du tout',
					'max_label' => 'Tout à fait',
				),
				'ok'   => array( 'consent_label' => 'Envoyez-moi des nouvelles' ),
			),
		);
	}

	/**
	 * The surveys' data store.
	 *
	 * @return SurveyRepository
	 */
	private function surveys(): SurveyRepository {
		global $wpdb;
		return new SurveyRepository( $wpdb, userfeedback()->tables() );
	}

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->set_active_addons( array( 'question-types' ) );
		$this->act_as( 'administrator' );
	}

	/**
	 * Saves the survey with translations.
	 *
	 * @param array<string, mixed> $french The French texts.
	 * @return \WP_REST_Response
	 */
	private function save( array $french ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Shop',
				'status'        => 'publish',
				'questions'     => self::questions(),
				'notifications' => array( 'email' => array( 'active' => false ) ),
				'language'      => 'en_US',
				'translations'  => array( 'fr_FR' => $french ),
			)
		);
	}

	public function test_the_texts_are_stored_shown_in_the_language_and_a_matrix_answer_stored_as_the_surveys_own(): void {
		$saved = $this->save( self::french() );
		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		// The API shows maps as objects (JSON keeps them maps): read it back as JSON does.
		$stored = json_decode( (string) wp_json_encode( $saved->get_data()['translations'] ), true )['fr_FR']['questions'];
		$this->assertSame( array( 'Rapide', '' ), $stored['grid']['rows'] );
		$this->assertSame( array( 'Une page blanche', '' ), $stored['look']['alts'] );
		$this->assertSame( array( 'Pas du tout', 'Tout à fait' ), array( $stored['csat']['min_label'], $stored['csat']['max_label'] ) );
		$this->assertSame( 'Envoyez-moi des nouvelles', $stored['ok']['consent_label'] );
		$this->assertArrayNotHasKey( 'rows', $stored['look'], 'each type keeps its own keys' );

		$id     = (int) $saved->get_data()['id'];
		$survey = (array) $this->surveys()->find( $id );
		$fr     = SurveyInLanguage::in( $survey, 'fr_FR' )['questions'];
		$this->assertSame( array( 'Rapide', 'Cheap' ), $fr[0]['settings']['rows'], 'a row not translated reads as the original' );
		$this->assertSame( array( 'Une page blanche', '' ), array_column( $fr[1]['settings']['images'], 'alt' ) );
		$this->assertSame( array( 'Pas du tout', 'Tout à fait' ), array( $fr[2]['settings']['min_label'], $fr[2]['settings']['max_label'] ) );
		$this->assertSame( 'Envoyez-moi des nouvelles', $fr[3]['settings']['consent_label'] );
		$this->assertSame( 'Send me news', $survey['questions'][3]['settings']['consent_label'], 'the survey itself is unchanged' );

		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$answered               = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array(
				'answers'  => array(
					array(
						'question_id' => 'grid',
						'value'       => array(
							'Rapide' => 'D’accord',
							'Cheap'  => 'Pas d’accord',
						),
					),
				),
				'nonce'    => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
				'language' => 'fr_FR',
			)
		);
		$this->assertSame( 201, $answered->get_status(), (string) wp_json_encode( $answered->get_data() ) );
		global $wpdb;
		$answers = userfeedback()->tables()->answers();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test reading our own rows.
		$values = $wpdb->get_col( $wpdb->prepare( "SELECT value FROM `{$answers}` WHERE survey_id = %d ORDER BY id", $id ) );
		$this->assertSame( array( '["Fast","Agree"]', '["Cheap","Disagree"]' ), $values, 'rows and columns as the survey\'s own' );
	}

	/**
	 * [French texts of a question, refused field, message].
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string, 3: string}>
	 */
	public static function refusals(): array {
		return array(
			'a row too many'       => array( 'grid', array( 'rows' => array( 'A', 'B', 'C' ) ), 'translations.fr_FR.questions.grid.rows', 'In fr_FR give 2 row texts, one for each of the matrix’s rows in the same order; leave one empty to use the original.' ),
			'two rows reading one' => array( 'grid', array( 'rows' => array( 'Cheap', '' ) ), 'translations.fr_FR.questions.grid.rows', 'In fr_FR two rows read “Cheap”: each row needs a text of its own.' ),
			'an alt text too long' => array( 'look', array( 'alts' => array( str_repeat( 'a', 501 ), '' ) ), 'translations', 'translations[fr_FR][questions][look][alts][0] must be at most 500 characters long.' ),
			'an alt too few'       => array( 'look', array( 'alts' => array( 'x' ) ), 'translations.fr_FR.questions.look.alts', 'In fr_FR give 2 alt texts, one for each option’s image in the same order; leave one empty to use the original.' ),
			'a label too long'     => array( 'csat', array( 'min_label' => str_repeat( 'a', 201 ) ), 'translations', 'translations[fr_FR][questions][csat][min_label] must be at most 200 characters long.' ),
		);
	}

	/**
	 * What is refused, under its field.
	 *
	 * @param string               $question The question.
	 * @param array<string, mixed> $texts    Its French texts.
	 * @param string               $field    The field refused.
	 * @param string               $message  Why.
	 * @return void
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'refusals' )]
	public function test_a_list_that_does_not_fit_or_a_text_too_long_is_refused( string $question, array $texts, string $field, string $message ): void {
		$response = $this->save( array( 'questions' => array( $question => $texts ) ) );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $message, $response->get_data()['data']['params'][ $field ] ?? null, (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_the_translators_file_lists_them_and_takes_them_back(): void {
		$saved  = $this->save( self::french() );
		$survey = (array) $this->surveys()->find( (int) $saved->get_data()['id'] );
		$units  = ( new TranslationUnits( new WidgetTheming( userfeedback()->settings(), userfeedback()->entitlements() ) ) )->of( $survey, 'fr_FR' );

		$this->assertSame( 'Rapide', $units['question.grid.row.1']->target );
		$this->assertSame( 'Cheap', $units['question.grid.row.2']->source );
		$this->assertSame( 'A white page', $units['question.look.alt.1']->source );
		$this->assertArrayNotHasKey( 'question.look.alt.2', $units, 'no image, no alt text to translate' );
		$this->assertSame( 'Tout à fait', $units['question.csat.max_label']->target );
		$this->assertSame( 'Send me news', $units['question.ok.consent_label']->source );

		$texts = TranslationUnits::with( (array) $survey['translations']['fr_FR'], (array) $survey['questions'], 'question.grid.row.2', 'Bon marché' );
		$this->assertSame( array( 'Rapide', 'Bon marché' ), $texts['questions']['grid']['rows'] ?? null );
		$this->assertNull( TranslationUnits::with( (array) $survey['translations']['fr_FR'], (array) $survey['questions'], 'question.grid.row.3', 'x' ), 'past the last row' );
		$this->assertNull( TranslationUnits::with( (array) $survey['translations']['fr_FR'], (array) $survey['questions'], 'question.look.min_label', 'x' ), 'no such text on an image choice' );
	}
}
