<?php
/**
 * The bootstrap the widget starts from.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Frontend\ToggleIcons;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Visitors\SubmissionToken;

/**
 * The JSON matches WidgetBootstrapSchema (from which the widget's types are generated), key for
 * key; theming is resolved by edition and add-ons;
 * redirects are resolved and checked; the token is one the visitor routes accept.
 */
final class WidgetBootstrapTest extends FrontendTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'userfeedback_csp_nonce' );
		remove_all_filters( 'userfeedback_page_surveys' );
		parent::tearDown();
	}

	/**
	 * A bootstrap builder for the given entitlements.
	 *
	 * @param Entitlements $entitlements Edition, licence and add-ons.
	 * @param bool         $wp_debug     Whether WP_DEBUG is on.
	 * @return WidgetBootstrap
	 */
	private function builder( Entitlements $entitlements, bool $wp_debug = false ): WidgetBootstrap {
		return new WidgetBootstrap(
			new SiteGlobals( $entitlements ),
			$entitlements,
			new WidgetTheming( new SettingsStore(), $entitlements ),
			new SubmissionToken( wp_salt( 'nonce' ) ),
			$wp_debug
		);
	}

	/**
	 * A stored survey (as the normaliser stores it) with an id.
	 *
	 * @param array<string, mixed> $input Survey fields.
	 * @param int                  $id    Survey id.
	 * @return array<string, mixed>
	 */
	private static function survey( array $input = array(), int $id = 7 ): array {
		$survey = ( new SurveyNormalizer() )->survey(
			array_merge(
				array(
					'title'     => 'Feedback',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Happy?',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
					),
				),
				$input
			)
		);
		return array_merge( array( 'id' => $id ), $survey );
	}

	/**
	 * Sorted keys of an array.
	 *
	 * @param array<string, mixed> $value The array.
	 * @return string[]
	 */
	private static function keys( array $value ): array {
		$keys = array_map( 'strval', array_keys( $value ) );
		sort( $keys );
		return $keys;
	}

	/**
	 * Fails unless the bootstrap is exactly what its schema says: every field not marked
	 * `'required' => false` present, no field the schema does not name, every type and enum.
	 *
	 * @param array<string, mixed> $json The bootstrap, through JSON.
	 */
	private function assert_matches_schema( array $json ): void {
		$result = rest_validate_value_from_schema( $json, StrictSchema::of( WidgetBootstrapSchema::bootstrap() ), 'userfeedbackWidget' );
		$this->assertTrue( true === $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
	}

	public function test_the_json_matches_its_schema_in_every_edition(): void {
		$survey = array(
			'settings' => array(
				'thank_you' => array(
					'type'        => 'redirect',
					'redirect_to' => array(
						'id'    => 'https://example.org/thanks',
						'label' => 'Thanks',
					),
				),
				'behavior'  => array(
					'timing'          => 'delay',
					'timing_delay'    => 5,
					'run_time'        => 'expire',
					'expire_at'       => array(
						'month' => 12,
						'day'   => 31,
					),
					'save_partial'    => true,
					'sample_percent'  => 50,
					'start_minimized' => true,
				),
				'theming'   => array(
					'color_scheme' => 'dark',
					'font'         => array(
						'family' => 'Lora',
						'weight' => '700',
					),
					'logo_type'    => 'custom',
					'custom_logo'  => 'https://example.org/logo.png',
				),
			),
		);
		foreach ( array( 'lite', 'pro' ) as $edition ) {
			$json = json_decode( (string) wp_json_encode( $this->builder( $this->entitlements( $edition ) )->build( array( self::survey( $survey, 3 ) ), array( self::survey( $survey, 4 ) ) ) ), true );
			$this->assert_matches_schema( $json );
		}
		// The fields sent only when set.
		add_filter( 'userfeedback_csp_nonce', static fn(): string => 'r4nd0m' );
		$this->act_as( 'editor' );
		$json = json_decode( (string) wp_json_encode( $this->builder( $this->entitlements(), true )->build( array(), array() ) ), true );
		$this->assertSame( 'r4nd0m', $json['csp_nonce'] );
		$this->assert_matches_schema( $json );
		// And the check is not a sieve: a missing field fails, and so does one it does not name.
		$missing = $json;
		unset( $missing['rest_url'] );
		$this->assertTrue( is_wp_error( rest_validate_value_from_schema( $missing, StrictSchema::of( WidgetBootstrapSchema::bootstrap() ) ) ) );
		$json['extra'] = 1;
		$this->assertTrue( is_wp_error( rest_validate_value_from_schema( $json, StrictSchema::of( WidgetBootstrapSchema::bootstrap() ) ) ) );
	}

	public function test_the_json_has_exactly_the_keys_of_its_schema(): void {
		$id         = $this->create_survey(
			array(
				'title'     => 'Pricing',
				'type'      => 'nps',
				'questions' => array(
					array(
						'id'    => 'score',
						'type'  => 'nps',
						'title' => 'How likely?',
					),
				),
				'settings'  => array(
					'targeting' => array(
						'pages'      => 'advanced',
						'page_rules' => array(
							array(
								'logic'    => 'user_logged_in',
								'operator' => '&&',
								'data'     => array(
									'id'    => 'logged_out',
									'label' => 'Logged Out',
								),
							),
							array(
								'logic'    => 'page_url_contains',
								'operator' => '||',
								'data'     => 'pricing',
							),
						),
					),
				),
			)
		);
		$candidates = $this->eligibility()->floating();
		$json       = json_decode( (string) wp_json_encode( $this->builder( $this->entitlements() )->build( $candidates, array() ) ), true );

		$this->assert_matches_schema( $json );
		// The widget's texts: every key of WidgetBootstrap::texts(), which the widget's English
		// defaults come from (the generated contract; ContractTest keeps it current).
		$this->assertSame( self::keys( WidgetBootstrap::texts() ), self::keys( $json['texts'] ) );
		$this->assertSame( 'Not Likely', $json['texts']['notLikely'] );
		$this->assertSame( 'https://fonts.googleapis.com/css2', $json['fonts_url'] );
		$this->assertSame( array( 'behavior', 'branding', 'question-types', 'targeting', 'templates' ), self::keys( $json['addons'] ) );
		$this->assertSame( rest_url( 'userfeedback/v1/' ), $json['rest_url'] );
		$this->assertStringEndsWith( '/assets/images/userfeedback-logo.svg', $json['logo_url'] );
		$this->assertFileExists( USERFEEDBACK_DIR . '/assets/images/userfeedback-logo.svg' );
		$this->assertSame( array(), $json['inline'] );

		$survey = $json['surveys'][0];
		$this->assertSame( $id, $survey['id'] );
		$this->assertSame( 'Pricing', $survey['title'] );
		$this->assertSame( 'nps', $survey['type'] );
		$this->assertSame( "userfeedback-{$id}", $survey['cookie_name'] );
		// Every optional field is sent by this version (only csp_nonce and debug wait to be set).
		$this->assertSame( array( 'abandon_on_touch', 'click_selector', 'display_length', 'expire_at', 'ignore_cooldown', 'once_per', 'recontact_days', 'repeat_days', 'run_time', 'sample_percent', 'save_partial', 'scroll_percent', 'show_results', 'start_minimized', 'timing', 'timing_delay' ), self::keys( $survey['settings']['behavior'] ) );
		$this->assertArrayHasKey( 'widget_toggle_path', $survey['settings']['theming'] );
		$this->assertArrayHasKey( 'cooldown_days', $json );
		$this->assertArrayHasKey( 'pause_minutes', $json );

		// The WordPress rule is replaced by its result; the client rule keeps its text.
		$this->assertSame(
			array(
				array(
					'logic'    => 'user_logged_in',
					'operator' => '&&',
					'data'     => null,
					'result'   => true,
				),
				array(
					'logic'    => 'page_url_contains',
					'operator' => '||',
					'data'     => 'pricing',
				),
			),
			$survey['settings']['targeting']['page_rules']
		);
	}

	public function test_the_token_is_accepted_by_the_visitor_routes(): void {
		$bootstrap = $this->builder( $this->entitlements() )->build( array( self::survey( array(), 41 ) ), array( self::survey( array(), 42 ) ) );
		$tokens    = new SubmissionToken( wp_salt( 'nonce' ) );
		$this->assertTrue( $tokens->verify( 41, $bootstrap['surveys'][0]['nonce'] ) );
		$this->assertTrue( $tokens->verify( 42, $bootstrap['inline'][0]['nonce'] ) );
		$this->assertFalse( $tokens->verify( 42, $bootstrap['surveys'][0]['nonce'] ), 'a token is bound to its survey' );
	}

	public function test_csp_nonce_and_debug_appear_only_when_set(): void {
		$builder = $this->builder( $this->entitlements(), true );
		$this->assertArrayNotHasKey( 'csp_nonce', $builder->build( array(), array() ) );
		$this->assertArrayNotHasKey( 'debug', $builder->build( array(), array() ), 'visitors never get debug' );

		add_filter( 'userfeedback_csp_nonce', static fn(): string => 'r4nd0m' );
		$this->act_as( 'editor' );
		$bootstrap = $builder->build( array(), array() );
		$this->assertSame( 'r4nd0m', $bootstrap['csp_nonce'] );
		$this->assertTrue( $bootstrap['debug'] );

		$this->assertArrayNotHasKey( 'debug', $this->builder( $this->entitlements(), false )->build( array(), array() ), 'only under WP_DEBUG' );
		$this->act_as( 'subscriber' );
		$this->assertArrayNotHasKey( 'debug', $builder->build( array(), array() ), 'only for users who edit surveys' );
	}

	public function test_the_page_surveys_filter_can_reorder_or_remove_candidates(): void {
		add_filter( 'userfeedback_page_surveys', static fn( array $surveys ): array => array_reverse( $surveys ) );
		$bootstrap = $this->builder( $this->entitlements() )->build( array( self::survey( array(), 1 ), self::survey( array(), 2 ) ), array() );
		$this->assertSame( array( 2, 1 ), array_column( $bootstrap['surveys'], 'id' ) );
	}

	/**
	 * Site widget settings for the theming tests.
	 *
	 * @return void
	 */
	private function custom_site_look(): void {
		( new SettingsStore() )->update(
			array(
				'widget_theme'           => 'dark',
				'widget_color'           => '#111111',
				'widget_text_color'      => '#eeeeee',
				'widget_button_color'    => '#ff0000',
				'widget_position'        => 'middle_left',
				'logo_type'              => 'custom',
				'widget_custom_logo'     => 'https://example.com/logo.png',
				'widget_font'            => array(
					'family' => 'Lato',
					'weight' => '700',
				),
				'widget_toggle_text'     => 'Feedback',
				'widget_toggle_icon'     => 'field-chat',
				'widget_toggle_color'    => '#00ff00',
				'widget_skip_text'       => '',
				'widget_next_text'       => 'Continue',
				'widget_start_minimized' => false,
			)
		);
	}

	public function test_lite_gets_the_light_preset_and_no_custom_logo_or_middle_position(): void {
		$this->custom_site_look();
		$theming = $this->builder( $this->entitlements( 'lite' ) )->page_survey( self::survey(), false )['settings']['theming'];
		$this->assertSame(
			array(
				'color_scheme'        => 'light',
				'widget_color'        => '#ffffff',
				'text_color'          => '#23282D',
				'button_color'        => '#2D87F1',
				'button_text_color'   => '#ffffff',
				'font'                => array(
					'family' => 'Lato',
					'weight' => '700',
				),
				'font_url'            => 'https://fonts.googleapis.com/css2?family=Lato:wght@700&display=swap',
				'position'            => 'bottom_right',
				'widget_toggle_text'  => 'Feedback',
				'widget_toggle_icon'  => 'field-chat',
				'widget_toggle_path'  => ToggleIcons::PATHS['field-chat'],
				'widget_toggle_color' => '#00ff00',
				'toggle_text_color'   => '#1e1e1e',
				'logo_type'           => 'userfeedback',
				'custom_logo'         => '',
				'start_minimized'     => false,
				'skip_text'           => 'Skip',
				'next_text'           => 'Continue',
			),
			$theming
		);
	}

	public function test_only_the_chosen_toggle_icon_travels_and_none_for_a_survey_in_the_content(): void {
		$this->custom_site_look();
		$builder = $this->builder( $this->entitlements( 'lite' ) );
		$this->assertSame( ToggleIcons::PATHS['field-chat'], $builder->page_survey( self::survey(), false )['settings']['theming']['widget_toggle_path'] );
		$this->assertSame( '', $builder->page_survey( self::survey(), true )['settings']['theming']['widget_toggle_path'] );
		userfeedback()->settings()->update( array( 'widget_toggle_icon' => 'field-gone' ) );
		$this->assertSame( ToggleIcons::PATHS[ ToggleIcons::DEFAULT ], $builder->page_survey( self::survey(), false )['settings']['theming']['widget_toggle_path'] );
	}

	public function test_pro_without_branding_keeps_middle_positions_but_not_colours(): void {
		$this->custom_site_look();
		$this->set_active_addons( array( 'question-types', 'targeting', 'behavior' ) );
		$survey  = self::survey(
			array(
				'settings' => array(
					'theming' => array(
						'widget_color' => '#abcdef',
						'position'     => 'bottom_left',
					),
				),
			)
		);
		$theming = $this->builder( $this->entitlements() )->page_survey( $survey, false )['settings']['theming'];
		$this->assertSame( 'middle_left', $theming['position'], 'the survey theming needs branding; the site position needs Pro' );
		$this->assertSame( array( 'light', '#ffffff', '#23282D', '#2D87F1' ), array( $theming['color_scheme'], $theming['widget_color'], $theming['text_color'], $theming['button_color'] ) );
		$this->assertSame( 'userfeedback', $theming['logo_type'] );
	}

	public function test_pro_with_branding_uses_the_site_look_or_the_survey_theming(): void {
		$this->custom_site_look();
		$builder = $this->builder( $this->entitlements() );

		$site = $builder->page_survey( self::survey(), false )['settings']['theming'];
		$this->assertSame( array( 'dark', '#111111', '#eeeeee', '#ff0000' ), array( $site['color_scheme'], $site['widget_color'], $site['text_color'], $site['button_color'] ) );
		$this->assertSame( array( 'custom', 'https://example.com/logo.png' ), array( $site['logo_type'], $site['custom_logo'] ) );
		$this->assertSame( 'middle_left', $site['position'] );

		$own = $builder->page_survey(
			self::survey(
				array(
					'settings' => array(
						'theming' => array(
							'color_scheme' => 'light',
							'widget_color' => '#abcdef',
							'position'     => 'middle_right',
							'logo_type'    => 'none',
							'skip_text'    => 'Passer',
							'next_text'    => '',
						),
					),
				)
			),
			false
		)['settings']['theming'];
		$this->assertSame( array( 'light', '#abcdef', '#23282D', '#2D87F1' ), array( $own['color_scheme'], $own['widget_color'], $own['text_color'], $own['button_color'] ) );
		$this->assertSame( array( 'middle_right', 'none', '', 'Passer', 'Next' ), array( $own['position'], $own['logo_type'], $own['custom_logo'], $own['skip_text'], $own['next_text'] ) );

		$this->assertSame( 'bottom_right', $builder->page_survey( self::survey(), true )['settings']['theming']['position'], 'shortcode surveys are always bottom_right' );
	}

	public function test_start_minimized_is_the_global_setting_or_the_survey_behaviour_with_the_addon(): void {
		$minimized = self::survey( array( 'settings' => array( 'behavior' => array( 'start_minimized' => true ) ) ) );
		$this->assertTrue( $this->builder( $this->entitlements() )->page_survey( $minimized, false )['settings']['theming']['start_minimized'] );
		$this->assertFalse( $this->builder( $this->entitlements() )->page_survey( self::survey(), false )['settings']['theming']['start_minimized'] );

		$this->set_active_addons( array( 'question-types' ) );
		$this->assertFalse( $this->builder( $this->entitlements() )->page_survey( $minimized, false )['settings']['theming']['start_minimized'] );
		( new SettingsStore() )->update( array( 'widget_start_minimized' => true ) );
		$this->assertTrue( $this->builder( $this->entitlements() )->page_survey( self::survey(), false )['settings']['theming']['start_minimized'] );
		$this->assertFalse( $this->builder( $this->entitlements( 'lite' ) )->page_survey( self::survey(), false )['settings']['theming']['start_minimized'], 'Minimized Survey is Pro: a value stored while Pro stops counting in Lite' );
	}

	public function test_timing_is_immediate_without_the_behavior_addon(): void {
		$survey = self::survey(
			array(
				'settings' => array(
					'behavior' => array(
						'timing'         => 'half_page',
						'display_length' => 'once',
					),
				),
			)
		);
		$this->assertSame( 'half_page', $this->builder( $this->entitlements() )->page_survey( $survey, false )['settings']['behavior']['timing'] );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding' ) );
		$behavior = $this->builder( $this->entitlements() )->page_survey( $survey, false )['settings']['behavior'];
		$this->assertSame( 'immediate', $behavior['timing'] );
		$this->assertSame( 'until_response', $behavior['display_length'], 'without the add-on once and repeatedly fall back to until_response (the widget applies what it gets)' );
	}

	/**
	 * Stored behaviour, add-on active, and what the widget gets.
	 *
	 * @return array<string, array{array<string, mixed>, bool, array<string, mixed>}>
	 */
	public static function served_behaviour(): array {
		return array(
			'once, with the add-on'              => array( array( 'display_length' => 'once' ), true, array( 'display_length' => 'once' ) ),
			'repeatedly, with the add-on'        => array( array( 'display_length' => 'repeatedly' ), true, array( 'display_length' => 'repeatedly' ) ),
			'once, without'                      => array( array( 'display_length' => 'once' ), false, array( 'display_length' => 'until_response' ) ),
			'repeatedly, without'                => array( array( 'display_length' => 'repeatedly' ), false, array( 'display_length' => 'until_response' ) ),
			'expiry, with the add-on'            => array(
				array(
					'run_time'  => 'expire',
					'expire_at' => array(
						'month' => 3,
						'day'   => 9,
					),
				),
				true,
				array( 'run_time' => 'expire' ),
			),
			'expiry, without'                    => array(
				array(
					'run_time'  => 'expire',
					'expire_at' => array(
						'month' => 3,
						'day'   => 9,
					),
				),
				false,
				array( 'run_time' => 'indefinitely' ),
			),
			'a delay kept'                       => array(
				array(
					'timing'       => 'delay',
					'timing_delay' => 45,
				),
				true,
				array( 'timing_delay' => 45 ),
			),
			'a delay stored out of range: 60'    => array( array( 'timing_delay' => 600 ), true, array( 'timing_delay' => 60 ) ),
			'a negative delay stored: 0'         => array( array( 'timing_delay' => -4 ), true, array( 'timing_delay' => 0 ) ),
			'sampling out of range: kept to 1'   => array( array( 'sample_percent' => 0 ), true, array( 'sample_percent' => 1 ) ),
			'sampling out of range: kept to 100' => array( array( 'sample_percent' => 250 ), true, array( 'sample_percent' => 100 ) ),
		);
	}

	/**
	 * The behaviour rules the widget no longer repeats are applied here (the widget's size budget).
	 *
	 * @param array<string, mixed> $stored   Stored behaviour settings (over the defaults).
	 * @param bool                 $active   Whether the behavior add-on is active.
	 * @param array<string, mixed> $expected What the widget gets.
	 */
	#[DataProvider( 'served_behaviour' )]
	public function test_the_behaviour_settings_come_with_the_addon_applied( array $stored, bool $active, array $expected ): void {
		$survey = self::survey();
		// Set as stored, past the normaliser (an older version, or the add-on gone since).
		$survey['settings']['behavior'] = array_merge( $survey['settings']['behavior'], $stored );
		$this->set_active_addons( $active ? AddonRegistry::KEYS : array( 'question-types', 'targeting', 'branding' ) );
		$behavior = $this->builder( $this->entitlements() )->page_survey( $survey, false )['settings']['behavior'];
		$this->assertSame( $expected, array_intersect_key( $behavior, $expected ) );
	}

	public function test_question_settings_come_with_the_question_types_addon_applied(): void {
		$survey = self::survey(
			array(
				'questions' => array(
					array(
						'id'       => 'q1',
						'type'     => 'radio-button',
						'title'    => 'Happy?',
						'config'   => array( 'options' => array( 'Yes', 'No' ) ),
						'settings' => array(
							'required'    => true,
							'randomize'   => true,
							'comment_box' => true,
						),
					),
				),
			)
		);
		$on     = array(
			'required'    => true,
			'randomize'   => true,
			'comment_box' => true,
		);
		$this->assertSame( $on, $this->builder( $this->entitlements() )->page_survey( $survey, false )['questions'][0]['settings'] );

		$this->set_active_addons( array( 'targeting', 'branding', 'behavior' ) );
		$question = $this->builder( $this->entitlements() )->page_survey( $survey, true )['questions'][0];
		$this->assertSame( array_fill_keys( array_keys( $on ), false ), $question['settings'], 'off without the add-on, as the spec gates them' );
		$this->assertSame( array( 'Yes', 'No' ), $question['config']['options'], 'the rest as stored' );
		$this->assertSame( 'Happy?', $question['title'] );
		$this->assertFalse( $this->builder( $this->entitlements( 'lite' ) )->page_survey( $survey, false )['questions'][0]['settings']['required'], 'nor in Lite' );
	}

	public function test_the_display_rules_travel_only_with_the_behavior_addon(): void {
		$survey = self::survey(
			array(
				'settings' => array(
					'behavior' => array(
						'save_partial'    => true,
						'ignore_cooldown' => true,
						'sample_percent'  => 25,
						'priority'        => 4,
						'response_limit'  => 9,
					),
				),
			)
		);
		( new SettingsStore() )->update( array( 'widget_cooldown_days' => 7 ) );

		$bootstrap = $this->builder( $this->entitlements() )->build( array( $survey ), array() );
		$this->assertSame( 7, $bootstrap['cooldown_days'] );
		$behavior = $bootstrap['surveys'][0]['settings']['behavior'];
		$this->assertSame(
			array(
				'save_partial'    => true,
				'ignore_cooldown' => true,
				'sample_percent'  => 25,
			),
			array_intersect_key( $behavior, array_flip( array( 'save_partial', 'ignore_cooldown', 'sample_percent' ) ) )
		);
		$this->assertArrayNotHasKey( 'priority', $behavior, 'the server orders the list; the widget needs no priority' );
		$this->assertArrayNotHasKey( 'response_limit', $behavior, 'nor the limit' );

		$this->set_active_addons( array( 'question-types', 'targeting', 'branding' ) );
		$bootstrap = $this->builder( $this->entitlements() )->build( array( $survey ), array() );
		$this->assertSame( 0, $bootstrap['cooldown_days'], 'no cooldown without the add-on' );
		$behavior = $bootstrap['surveys'][0]['settings']['behavior'];
		$this->assertFalse( $behavior['save_partial'] );
		$this->assertFalse( $behavior['ignore_cooldown'] );
		$this->assertSame( 100, $behavior['sample_percent'] );

		$old = $survey;
		unset( $old['settings']['behavior']['save_partial'], $old['settings']['behavior']['ignore_cooldown'], $old['settings']['behavior']['sample_percent'] );
		$this->set_active_addons( AddonRegistry::KEYS );
		$behavior = $this->builder( $this->entitlements() )->page_survey( $old, false )['settings']['behavior'];
		$this->assertSame( array( false, false, 100 ), array( $behavior['save_partial'], $behavior['ignore_cooldown'], $behavior['sample_percent'] ), 'a survey stored without these settings gets the defaults' );
	}

	public function test_the_pause_after_a_response_travels_in_every_edition(): void {
		delete_option( SettingsStore::OPTION );
		$survey = self::survey();
		foreach ( array( 'lite', 'pro' ) as $edition ) {
			$this->set_active_addons( array() );
			$bootstrap = $this->builder( $this->entitlements( $edition ) )->build( array( $survey ), array() );
			$this->assertSame( 30, $bootstrap['pause_minutes'], "{$edition}: a new install's default, no add-on needed" );
			$this->assert_matches_schema( json_decode( (string) wp_json_encode( $bootstrap ), true ) );
		}

		( new SettingsStore() )->update( array( 'widget_pause_after_response' => 5 ) );
		$this->assertSame( 5, $this->builder( $this->entitlements( 'lite' ) )->build( array(), array( $survey ) )['pause_minutes'] );
		( new SettingsStore() )->update( array( 'widget_pause_after_response' => 0 ) );
		$this->assertSame( 0, $this->builder( $this->entitlements() )->build( array( $survey ), array() )['pause_minutes'], 'off: the spec\'s behaviour' );
	}

	/**
	 * A thank-you setting redirecting to a target.
	 *
	 * @param int|string $target Post id or URL.
	 * @return array<string, mixed>
	 */
	private static function redirecting( $target ): array {
		return self::survey(
			array(
				'settings' => array(
					'thank_you' => array(
						'type'        => 'redirect',
						'message'     => 'Bye',
						'redirect_to' => array(
							'id'    => $target,
							'label' => 'Target',
						),
					),
				),
			)
		);
	}

	public function test_redirect_url_is_resolved_and_checked(): void {
		$page    = wp_insert_post(
			array(
				'post_title'  => 'Thanks',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$draft   = wp_insert_post(
			array(
				'post_title'  => 'Secret',
				'post_status' => 'draft',
				'post_type'   => 'page',
			)
		);
		$builder = $this->builder( $this->entitlements() );

		$thank_you = $builder->page_survey( self::redirecting( $page ), false )['settings']['thank_you'];
		$this->assertSame(
			array(
				'type'         => 'redirect',
				'message'      => 'Bye',
				'redirect_url' => get_permalink( $page ),
			),
			$thank_you
		);
		$this->assertSame( 'https://example.com/thanks?a=1', $builder->page_survey( self::redirecting( 'https://example.com/thanks?a=1' ), false )['settings']['thank_you']['redirect_url'] );

		foreach ( array( $draft, 999999 ) as $target ) {
			$thank_you = $builder->page_survey( self::redirecting( $target ), false )['settings']['thank_you'];
			$this->assertSame( array( 'message', '' ), array( $thank_you['type'], $thank_you['redirect_url'] ), (string) $target );
		}
		foreach ( array( 'javascript:alert(1)', '/relative/path', 'ftp://example.com/x', '' ) as $target ) {
			$this->assertSame(
				'',
				WidgetBootstrap::redirect_url(
					array(
						'id'    => $target,
						'label' => 'x',
					)
				),
				$target
			);
		}
		$this->assertSame( '', WidgetBootstrap::redirect_url( null ) );

		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'behavior' ) ) );
		$thank_you = $this->builder( $this->entitlements() )->page_survey( self::redirecting( $page ), false )['settings']['thank_you'];
		$this->assertSame( array( 'message', '' ), array( $thank_you['type'], $thank_you['redirect_url'] ), 'redirects need the behavior add-on' );
	}
}
