<?php
/**
 * A survey's translations: saved, judged, gated, kept, and read in a visitor's language.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\SurveyInLanguage;
use UserFeedback\Tests\TestCase;

/**
 * Through the REST API where a client meets them; SurveyInLanguage directly for what a visitor's
 * page and response do with them.
 */
final class SurveyTranslationsTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-pro', 'pro' ) );
		$this->act_as( 'administrator' );
	}

	public function test_translations_are_saved_and_read_back_in_their_shape(): void {
		$response = $this->rest( 'POST', self::BASE, $this->survey( array( 'translations' => array( 'fr_FR' => $this->french() ) ) ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$read = json_decode( (string) wp_json_encode( $this->rest( 'GET', self::BASE . '/' . $response->get_data()['id'] )->get_data() ), true );
		$this->assertSame(
			array(
				'title'              => 'Votre avis',
				'thank_you_message'  => 'Merci !',
				'next_text'          => 'Suivant',
				'skip_text'          => '',
				'widget_toggle_text' => '',
				'questions'          => array(
					'fruit' => array(
						'title'   => 'Quel fruit ?',
						'options' => array( 'Pomme', '', 'Cerise' ),
					),
					'why'   => array( 'title' => '' ),
					'many'  => array(
						'title'   => '',
						'options' => array( 'Rouge', '' ),
					),
				),
			),
			$read['translations']['fr_FR']
		);
		$this->assertSame( '', $read['language'], "the site's language" );
	}

	public function test_a_survey_without_translations_shows_an_empty_object(): void {
		$id   = $this->rest( 'POST', self::BASE, $this->survey() )->get_data()['id'];
		$json = (string) wp_json_encode( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data() );
		$this->assertStringContainsString( '"translations":{}', $json );
	}

	/**
	 * Translations the server refuses: what is sent, the field named, the message.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function invalid_translations(): array {
		return array(
			'not a locale'                 => array( array( 'French' => array() ), 'translations.French', '“French” is not a WordPress language code (such as fr_FR).' ),
			"the survey's own language"    => array( array( 'en_US' => array() ), 'translations.en_US', 'en_US is the survey’s own language: its texts are the survey’s.' ),
			'an option too few'            => array( array( 'fr_FR' => array( 'questions' => array( 'fruit' => array( 'options' => array( 'Pomme', 'Poire' ) ) ) ) ), 'translations.fr_FR.questions.fruit.options', 'In fr_FR give 3 option texts, one for each of the question’s options in the same order; leave one empty to use the original.' ),
			'two options that read alike'  => array( array( 'fr_FR' => array( 'questions' => array( 'fruit' => array( 'options' => array( 'Pomme', 'Pomme', '' ) ) ) ) ), 'translations.fr_FR.questions.fruit.options', 'In fr_FR two options read “Pomme”: each option needs a text of its own.' ),
			'an untranslated one that too' => array( array( 'fr_FR' => array( 'questions' => array( 'fruit' => array( 'options' => array( 'Cherry', '', '' ) ) ) ) ), 'translations.fr_FR.questions.fruit.options', 'In fr_FR two options read “Cherry”: each option needs a text of its own.' ),
			'a question title too long'    => array( array( 'ar' => array( 'questions' => array( 'why' => array( 'title' => str_repeat( 'ب', 1001 ) ) ) ) ), 'translations', 'translations[ar][questions][why][title] must be at most 1,000 characters long.' ),
		);
	}

	/**
	 * Each refusal names the text and says what is wrong.
	 *
	 * @param array<string, mixed> $translations The translations sent.
	 * @param string               $field        The field the error names.
	 * @param string               $message      What it says.
	 */
	#[DataProvider( 'invalid_translations' )]
	public function test_invalid_translations_are_refused_naming_the_text( array $translations, string $field, string $message ): void {
		update_option( 'WPLANG', '' );
		$response = $this->rest( 'POST', self::BASE, $this->survey( array( 'translations' => $translations ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $message, $response->get_data()['data']['params'][ $field ] ?? null, (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_a_language_code_that_is_not_one_is_refused(): void {
		$response = $this->rest( 'POST', self::BASE, $this->survey( array( 'language' => 'english' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '“english” is not a WordPress language code (such as fr_FR).', $response->get_data()['data']['params']['language'] ?? null );
	}

	public function test_a_save_that_leaves_the_translations_out_keeps_them_and_fits_them_to_the_options(): void {
		$id     = $this->rest( 'POST', self::BASE, $this->survey( array( 'translations' => array( 'fr_FR' => $this->french() ) ) ) )->get_data()['id'];
		$survey = $this->survey( array( 'id' => $id ) );
		unset( $survey['translations'] );
		$survey['questions'][0]['title'] = 'Which fruit do you like?';
		$this->assertSame( 200, $this->rest( 'POST', self::BASE, $survey )->get_status() );
		$kept = json_decode( (string) wp_json_encode( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data() ), true )['translations']['fr_FR'];
		$this->assertSame( array( 'Pomme', '', 'Cerise' ), $kept['questions']['fruit']['options'] );

		$survey['questions'][0]['config']['options'][] = 'Damson';
		$this->assertSame( 200, $this->rest( 'POST', self::BASE, $survey )->get_status() );
		$kept = json_decode( (string) wp_json_encode( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data() ), true )['translations']['fr_FR'];
		$this->assertSame( array( '', '', '', '' ), $kept['questions']['fruit']['options'], 'no text under the wrong option' );
		$this->assertSame( 'Quel fruit ?', $kept['questions']['fruit']['title'] );
	}

	public function test_without_a_licence_translations_cannot_change_but_stored_ones_survive_a_save(): void {
		$id = $this->rest( 'POST', self::BASE, $this->survey( array( 'translations' => array( 'fr_FR' => $this->french() ) ) ) )->get_data()['id'];
		delete_option( LicenseStore::OPTION );

		$stored   = json_decode( (string) wp_json_encode( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data() ), true );
		$response = $this->rest( 'POST', self::BASE, array_merge( $this->survey( array( 'id' => $id ) ), array( 'translations' => $stored['translations'] ) ) );
		$this->assertSame( 200, $response->get_status(), 'unchanged translations pass' );

		// Adding an option (the builder then sends that question's option texts emptied) is a
		// question edit, which the lapsed licence does not stop.
		$more                                        = $this->survey( array( 'id' => $id ) );
		$more['questions'][0]['config']['options'][] = 'Damson';
		$fitted                                      = $stored['translations'];
		$fitted['fr_FR']['questions']['fruit']['options'] = array( '', '', '', '' );
		$this->assertSame( 200, $this->rest( 'POST', self::BASE, array_merge( $more, array( 'translations' => $fitted ) ) )->get_status(), 'a question edit passes' );

		$changed                   = $fitted;
		$changed['fr_FR']['title'] = 'Autre';
		$response                  = $this->rest( 'POST', self::BASE, array_merge( $more, array( 'translations' => $changed ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Please enter a valid license key to translate surveys.', $response->get_data()['data']['params']['translations'] ?? null );
	}

	public function test_a_visitor_reads_each_untranslated_text_in_the_surveys_own_language(): void {
		$survey = $this->stored( array( 'fr_FR' => $this->french() ) );
		$french = SurveyInLanguage::in( $survey, 'fr_FR' );

		$this->assertSame( 'Votre avis', $french['title'] );
		$this->assertSame( 'Quel fruit ?', $french['questions'][0]['title'] );
		$this->assertSame( array( 'Pomme', 'Pear', 'Cerise' ), $french['questions'][0]['config']['options'] );
		$this->assertSame( 'Why?', $french['questions'][1]['title'], 'untranslated' );
		$this->assertSame( 'Merci !', $french['settings']['thank_you']['message'] );
		$this->assertSame( array( 'next_text' => 'Suivant' ), $french['texts'] );
		$this->assertSame( array( 'Cerise' ), $french['questions'][1]['logic']['conditions'][0]['value'], 'a condition compares what the visitor sees' );
		$this->assertSame( 'Pomme', $french['questions'][0]['jumps'][0]['value'] );

		$this->assertSame( $survey, SurveyInLanguage::in( $survey, 'en_US' ), 'its own language' );
		$this->assertSame( $survey, SurveyInLanguage::in( $survey, 'de_DE' ), 'a language it does not have' );
	}

	public function test_the_page_language_picks_the_closest_of_the_surveys_languages(): void {
		$survey = $this->stored(
			array(
				'fr_FR' => $this->french(),
				'ar'    => array(),
			)
		);
		$this->assertSame( 'fr_FR', SurveyInLanguage::pick( $survey, 'fr_FR' ) );
		$this->assertSame( 'fr_FR', SurveyInLanguage::pick( $survey, 'fr_CA' ), 'the same language' );
		$this->assertSame( 'en_US', SurveyInLanguage::pick( $survey, 'en_GB' ), 'its own before any other' );
		$this->assertSame( 'en_US', SurveyInLanguage::pick( $survey, 'de_DE' ), 'else its own' );
		$this->assertSame( array( 'en_US', 'fr_FR', 'ar' ), SurveyInLanguage::languages( $survey ) );
		$this->assertTrue( Locale::is_rtl( 'ar' ) );
		$this->assertTrue( Locale::is_rtl( 'he_IL' ) );
		$this->assertFalse( Locale::is_rtl( 'fr_FR' ) );
	}

	public function test_answers_in_a_language_become_the_surveys_own_options(): void {
		$survey  = $this->stored( array( 'fr_FR' => $this->french() ) );
		$answers = array(
			array(
				'question_id' => 'fruit',
				'value'       => 'Cerise',
			),
			array(
				'question_id' => 'many',
				'value'       => array( 'Rouge', 'Blue' ),
			),
			array(
				'question_id' => 'why',
				'value'       => 'Pomme',
			),
		);
		$own     = SurveyInLanguage::canonical( $survey, 'fr_FR', $answers );
		$this->assertSame( 'Cherry', $own[0]['value'] );
		$this->assertSame( array( 'Red', 'Blue' ), $own[1]['value'], 'an untranslated option is its own text' );
		$this->assertSame( 'Pomme', $own[2]['value'], 'free text is never mapped' );
		$this->assertSame( $answers, SurveyInLanguage::canonical( $survey, 'en_US', $answers ) );
	}

	/**
	 * French texts of the test survey: some translated, some left empty.
	 *
	 * @return array<string, mixed>
	 */
	private function french(): array {
		return array(
			'title'             => 'Votre avis',
			'thank_you_message' => 'Merci !',
			'next_text'         => 'Suivant',
			'questions'         => array(
				'fruit'   => array(
					'title'   => 'Quel fruit ?',
					'options' => array( 'Pomme', '', 'Cerise' ),
				),
				'many'    => array( 'options' => array( 'Rouge', '' ) ),
				'removed' => array( 'title' => 'Dropped: no such question' ),
			),
		);
	}

	/**
	 * The test survey as POST surveys takes it.
	 *
	 * @param array<string, mixed> $changes Fields over the defaults.
	 * @return array<string, mixed>
	 */
	private function survey( array $changes = array() ): array {
		return array_merge(
			array(
				'title'         => 'Your view',
				'status'        => 'draft',
				'language'      => '',
				'questions'     => array(
					array(
						'id'     => 'fruit',
						'type'   => 'radio-button',
						'title'  => 'Which fruit?',
						'config' => array( 'options' => array( 'Apple', 'Pear', 'Cherry' ) ),
						'jumps'  => array(
							array(
								'compare' => '==',
								'value'   => 'Apple',
								'to'      => 'end',
							),
						),
					),
					array(
						'id'    => 'why',
						'type'  => 'text',
						'title' => 'Why?',
						'logic' => array(
							'enabled'    => true,
							'action'     => 'show',
							'conditions' => array(
								array(
									'question_id' => 'fruit',
									'compare'     => '==',
									'value'       => array( 'Cherry' ),
								),
							),
						),
					),
					array(
						'id'     => 'many',
						'type'   => 'checkbox',
						'title'  => 'Colours?',
						'config' => array( 'options' => array( 'Red', 'Blue' ) ),
					),
				),
				'settings'      => array( 'thank_you' => array( 'message' => 'Thank you!' ) ),
				'notifications' => array( 'email' => array( 'active' => false ) ),
				'translations'  => array(),
			),
			$changes
		);
	}

	/**
	 * The test survey saved with translations, as the repository gives it back.
	 *
	 * @param array<string, mixed> $translations The translations.
	 * @return array<string, mixed>
	 */
	private function stored( array $translations ): array {
		$response = $this->rest( 'POST', self::BASE, $this->survey( array( 'translations' => $translations ) ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		global $wpdb;
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( (int) $response->get_data()['id'] );
		$this->assertNotNull( $survey );
		return $survey;
	}
}
