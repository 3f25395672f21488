<?php
/**
 * A page's surveys in the page's language.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend {

	use UserFeedback\Admin\SiteGlobals;
	use UserFeedback\Entitlements\LicenseStore;
	use UserFeedback\Frontend\PageLanguage;
	use UserFeedback\Frontend\Shortcode;
	use UserFeedback\Frontend\WidgetBootstrap;
	use UserFeedback\Frontend\WidgetTheming;
	use UserFeedback\Settings\SettingsStore;
	use UserFeedback\Visitors\SubmissionToken;

	/**
	 * Through the real bootstrap and shortcode; the page's language by WordPress's locale filter,
	 * Polylang's function and WPML's filters.
	 */
	final class SurveyLanguageOnPageTest extends FrontendTestCase {

		private int $survey_id;

		protected function setUp(): void {
			parent::setUp();
			$this->survey_id = $this->create_survey(
				array(
					'title'        => 'Fruit',
					'language'     => 'en_US',
					'settings'     => array( 'theming' => array( 'next_text' => 'Go on' ) ),
					'translations' => array(
						'fr_FR' => array(
							'title'     => 'Fruits',
							'next_text' => 'Continuer',
							'questions' => array(
								'q1' => array(
									'title'   => 'Content ?',
									'options' => array( 'Oui', '' ),
								),
							),
						),
						'ar'    => array( 'questions' => array( 'q1' => array( 'title' => 'سعيد؟' ) ) ),
					),
				)
			);
		}

		protected function tearDown(): void {
			remove_all_filters( 'pre_determine_locale' );
			remove_all_filters( 'wpml_current_language' );
			remove_all_filters( 'wpml_active_languages' );
			unset( $GLOBALS['uf_test_pll_locale'] );
			parent::tearDown();
		}

		public function test_a_french_page_gets_the_french_texts_each_missing_one_in_english(): void {
			$this->page_in( 'fr_FR' );
			$survey = $this->page_survey();
			$this->assertSame( 'fr_FR', $survey['language'] );
			$this->assertArrayNotHasKey( 'dir', $survey, "the page's language: the page's direction" );
			$this->assertSame( 'Fruits', $survey['title'] );
			$this->assertSame( 'Content ?', $survey['questions'][0]['title'] );
			$this->assertSame( array( 'Oui', 'No' ), $survey['questions'][0]['config']['options'] );
			$this->assertSame( 'Continuer', $survey['settings']['theming']['next_text'] );
			$this->assertArrayNotHasKey( 'texts', $survey, "the page's own words are the survey's" );
			$this->assertStringNotContainsString( 'Happy?', (string) wp_json_encode( $survey ), 'only the texts of its language' );
		}

		public function test_a_page_in_a_language_the_survey_lacks_gets_its_own(): void {
			$this->page_in( 'de_DE' );
			$survey = $this->page_survey();
			$this->assertSame( 'en_US', $survey['language'] );
			$this->assertSame( 'Happy?', $survey['questions'][0]['title'] );
			$this->assertSame( 'Go on', $survey['settings']['theming']['next_text'] );
		}

		public function test_the_shortcodes_lang_wins_over_the_page_and_arabic_is_right_to_left(): void {
			$this->page_in( 'fr_FR' );
			$shortcode = new Shortcode( $this->eligibility() );
			$this->assertStringContainsString(
				'userfeedback-inline',
				$shortcode->render(
					array(
						'id'   => (string) $this->survey_id,
						'lang' => 'ar',
					)
				)
			);
			$survey = $this->builder()->page_survey( $shortcode->placed()[0], true );
			$this->assertSame( 'ar', $survey['language'] );
			$this->assertSame( 'rtl', $survey['dir'] );
			$this->assertSame( 'سعيد؟', $survey['questions'][0]['title'] );
			$this->assertSame( 'Fruit', $survey['title'], 'untranslated: the original' );
		}

		public function test_without_a_licence_every_page_gets_the_surveys_own_language(): void {
			$this->page_in( 'fr_FR' );
			delete_option( LicenseStore::OPTION );
			$survey = $this->page_survey();
			$this->assertSame( 'en_US', $survey['language'] );
			$this->assertSame( 'Fruit', $survey['title'] );
		}

		public function test_polylangs_language_is_the_pages(): void {
			$this->page_in( 'en_US' );
			$GLOBALS['uf_test_pll_locale'] = 'fr_FR';
			$this->assertSame( 'fr_FR', ( new PageLanguage() )->current() );
			$this->assertSame( 'Fruits', $this->page_survey()['title'] );
		}

		public function test_wpmls_language_is_the_pages(): void {
			$this->page_in( 'en_US' );
			add_filter( 'wpml_current_language', static fn() => 'fr' );
			add_filter(
				'wpml_active_languages',
				static fn() => array(
					'en' => array( 'default_locale' => 'en_US' ),
					'fr' => array( 'default_locale' => 'fr_FR' ),
				)
			);
			$this->assertSame( 'fr_FR', ( new PageLanguage() )->current() );
			$this->assertSame( 'Fruits', $this->page_survey()['title'] );
		}

		public function test_the_blocks_preview_reads_the_survey_in_the_language_it_is_placed_in(): void {
			$this->page_in( 'en_US' );
			$this->act_as( 'administrator' );
			$read = fn( array $query ): \WP_REST_Response => $this->rest( 'GET', '/userfeedback/v1/surveys/' . $this->survey_id, $query );

			$french = $read(
				array(
					'context' => 'edit',
					'lang'    => 'fr_FR',
				)
			);
			$this->assertSame( 200, $french->get_status() );
			$this->assertSame( 'fr_FR', $french->get_data()['page_survey']['language'] );
			$this->assertSame( 'Fruits', $french->get_data()['page_survey']['title'] );
			$this->assertSame( 'ltr', $french->get_data()['page_survey']['dir'], 'not the page\'s language: its own direction' );

			$arabic = $read(
				array(
					'context' => 'edit',
					'lang'    => 'ar',
				)
			)->get_data()['page_survey'];
			$this->assertSame( 'rtl', $arabic['dir'] );

			$page = $read( array( 'context' => 'edit' ) )->get_data()['page_survey'];
			$this->assertSame( 'en_US', $page['language'], "without `lang`: the page's" );

			$bad = $read(
				array(
					'context' => 'edit',
					'lang'    => 'fr-FR"><',
				)
			);
			$this->assertSame( 400, $bad->get_status() );
		}

		/**
		 * Renders the page in a locale, as WordPress decides it.
		 *
		 * @param string $locale The locale.
		 */
		private function page_in( string $locale ): void {
			add_filter( 'pre_determine_locale', static fn() => $locale );
		}

		/**
		 * The test survey as the page's bootstrap carries it, floating.
		 *
		 * @return array<string, mixed>
		 */
		private function page_survey(): array {
			$floating = $this->eligibility()->floating( array() );
			$this->assertNotEmpty( $floating );
			return $this->builder()->page_survey( $floating[0], false );
		}

		/**
		 * The bootstrap builder of the page, as the plugin makes it.
		 *
		 * @return WidgetBootstrap
		 */
		private function builder(): WidgetBootstrap {
			$entitlements = $this->entitlements();
			return new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false );
		}
	}
}

namespace {

	if ( ! function_exists( 'pll_current_language' ) ) {
		/**
		 * Polylang's documented function, as Polylang defines it: the current language, here the
		 * test's (`$GLOBALS['uf_test_pll_locale']`), false when there is none.
		 *
		 * @param string $field 'slug' or 'locale'.
		 * @return string|false
		 */
		function pll_current_language( $field = 'slug' ) {
			$locale = $GLOBALS['uf_test_pll_locale'] ?? false;
			return is_string( $locale ) && 'locale' === $field ? $locale : false;
		}
	}
}
