<?php
/**
 * The triggers and recontact beyond the spec's behaviour settings.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * The timings scroll, click and api with scroll_percent and click_selector,
 * abandon_on_touch, recontact_days and repeat_days (docs/decisions.md "The right moment and the
 * right context"): defaults that keep the spec's behaviour, the normaliser, the validator's
 * refusals naming their field (and REST's 400), the reset without the behavior add-on, and what
 * the widget's bootstrap carries with and without it.
 */
final class TriggerSettingsTest extends FrontendTestCase {

	use BehaviorSettingsChecks;

	private const BASE = '/userfeedback/v1/surveys';

	/**
	 * A valid survey body with these behaviour settings.
	 *
	 * @param array<string, mixed> $behavior Behaviour settings.
	 * @return array<string, mixed>
	 */
	private static function payload( array $behavior = array() ): array {
		return array(
			'id'        => null,
			'title'     => 'Triggers',
			'status'    => 'draft',
			'questions' => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Happy?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
				),
			),
			'settings'  => array( 'behavior' => $behavior ),
		);
	}

	public function test_the_defaults_keep_the_spec_s_behaviour(): void {
		$behavior = SurveyDefaults::behavior();
		$this->assertSame( 'immediate', $behavior['timing'] );
		$this->assertSame( '', $behavior['click_selector'] );
		$this->assertSame( 75, $behavior['scroll_percent'] );
		$this->assertFalse( $behavior['abandon_on_touch'] );
		$this->assertSame( 0, $behavior['recontact_days'] );
		$this->assertSame( 0, $behavior['repeat_days'] );
		$this->assertSame( array( 'immediate', 'delay', 'before_abandon', 'half_page', 'scroll', 'click', 'api' ), SurveyDefaults::TIMINGS, 'the spec\'s four first' );
	}

	public function test_the_settings_are_stored_and_read_back(): void {
		$this->act_as( 'administrator' );
		$set      = array(
			'timing'           => 'click',
			'click_selector'   => '#help > a[data-x="1"]',
			'scroll_percent'   => 30,
			'abandon_on_touch' => true,
			'recontact_days'   => 7,
			'repeat_days'      => 365,
		);
		$response = $this->rest( 'POST', self::BASE, self::payload( $set ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$read = $this->rest( 'GET', self::BASE . '/' . (int) $response->get_data()['id'] )->get_data();
		$this->assertSame( $set, array_intersect_key( $read['settings']['behavior'], $set ) );
	}

	/**
	 * Input the normaliser tidies, and what it stores.
	 *
	 * @return array<string, array{array<string, mixed>, array<string, mixed>}>
	 */
	public static function untidy(): array {
		return array(
			'selector on one line, trimmed'        => array(
				array( 'click_selector' => "  .a\n\t> b\x07 " ),
				array( 'click_selector' => '.a > b' ),
			),
			'selector not text: empty'             => array(
				array( 'click_selector' => array( '#x' ) ),
				array( 'click_selector' => '' ),
			),
			'numbers as text'                      => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => '40',
					'recontact_days' => '3',
					'repeat_days'    => '30.9',
				),
				array(
					'scroll_percent' => 40,
					'recontact_days' => 3,
					'repeat_days'    => 30,
				),
			),
			'a depth out of range, not scroll'     => array(
				array(
					'timing'         => 'click',
					'click_selector' => '#b',
					'scroll_percent' => 5,
				),
				array( 'scroll_percent' => 75 ),
			),
			'a depth out of range, scroll: kept'   => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => 5,
				),
				array( 'scroll_percent' => 5 ),
			),
			'an unknown timing: immediate'         => array(
				array( 'timing' => 'hover' ),
				array( 'timing' => 'immediate' ),
			),
			'the touch flag from any truthy value' => array(
				array( 'abandon_on_touch' => '1' ),
				array( 'abandon_on_touch' => true ),
			),
		);
	}

	/**
	 * The normaliser keeps what it can, and is idempotent.
	 *
	 * @param array<string, mixed> $input    Behaviour input.
	 * @param array<string, mixed> $expected Stored values.
	 */
	#[DataProvider( 'untidy' )]
	public function test_the_normaliser_tidies_the_input( array $input, array $expected ): void {
		$this->assert_normalised( $input, $expected );
	}

	/**
	 * Values refused, and the field the refusal names.
	 *
	 * @return array<string, array{array<string, mixed>, string|null}>
	 */
	public static function refusals(): array {
		$long = '#' . str_repeat( 'a', 200 );
		return array(
			'click with a selector'           => array(
				array(
					'timing'         => 'click',
					'click_selector' => '.buy',
				),
				null,
			),
			'click without a selector'        => array( array( 'timing' => 'click' ), 'settings.behavior.click_selector' ),
			'a selector of 200 characters'    => array(
				array(
					'timing'         => 'click',
					'click_selector' => substr( $long, 0, 200 ),
				),
				null,
			),
			'a selector of 201 characters'    => array(
				array(
					'timing'         => 'click',
					'click_selector' => $long,
				),
				'settings.behavior.click_selector',
			),
			'a long selector, another timing' => array( array( 'click_selector' => $long ), 'settings.behavior.click_selector' ),
			'scroll 10'                       => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => 10,
				),
				null,
			),
			'scroll 100'                      => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => 100,
				),
				null,
			),
			'scroll 9'                        => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => 9,
				),
				'settings.behavior.scroll_percent',
			),
			'scroll 101'                      => array(
				array(
					'timing'         => 'scroll',
					'scroll_percent' => 101,
				),
				'settings.behavior.scroll_percent',
			),
			'api'                             => array( array( 'timing' => 'api' ), null ),
			'recontact 365'                   => array( array( 'recontact_days' => 365 ), null ),
			'recontact 366'                   => array( array( 'recontact_days' => 366 ), 'settings.behavior.recontact_days' ),
			'repeat -1'                       => array( array( 'repeat_days' => -1 ), 'settings.behavior.repeat_days' ),
		);
	}

	/**
	 * The validator refuses, naming the field; REST answers 400 with it.
	 *
	 * @param array<string, mixed> $behavior Behaviour settings.
	 * @param string|null          $field    The field refused; null when accepted.
	 */
	#[DataProvider( 'refusals' )]
	public function test_bad_values_are_refused_naming_the_field( array $behavior, ?string $field ): void {
		$this->assert_refused_naming( self::payload( $behavior ), $field );
	}

	public function test_the_messages_say_what_to_do(): void {
		$errors = ( new SurveyValidator() )->errors(
			( new SurveyNormalizer() )->survey(
				self::payload(
					array(
						'timing'         => 'scroll',
						'scroll_percent' => 0,
						'recontact_days' => 400,
						'repeat_days'    => 400,
					)
				)
			)
		);
		$this->assertSame( 'The scroll depth must be a whole percentage from 10% to 100%.', $errors['settings.behavior.scroll_percent'] );
		$this->assertSame( 'Show the survey again after 0 (never) to 365 days.', $errors['settings.behavior.recontact_days'] );
		$this->assertSame( 'Ask again after 0 (never) to 365 days.', $errors['settings.behavior.repeat_days'] );
		$click = ( new SurveyValidator() )->errors( ( new SurveyNormalizer() )->survey( self::payload( array( 'timing' => 'click' ) ) ) );
		$this->assertSame( 'Enter the CSS selector of the element whose click starts the survey.', $click['settings.behavior.click_selector'] );
	}

	/**
	 * A survey whose triggers and recontact are all set.
	 *
	 * @param string $timing The timing.
	 * @return array<string, mixed>
	 */
	private static function stored( string $timing ): array {
		$survey = ( new SurveyNormalizer() )->survey(
			array_merge(
				self::payload(
					array(
						'timing'           => $timing,
						'click_selector'   => '#buy</script><b>',
						'scroll_percent'   => 60,
						'abandon_on_touch' => true,
						'recontact_days'   => 3,
						'repeat_days'      => 30,
					)
				),
				array( 'status' => 'publish' )
			)
		);
		return array_merge( array( 'id' => 9 ), $survey );
	}

	public function test_without_the_behavior_addon_the_save_resets_them(): void {
		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'behavior' ) ) );
		$reset = ( new SurveyGate( $this->entitlements() ) )->reset( self::stored( 'click' ) );
		$this->assertSame( SurveyDefaults::behavior(), $reset['settings']['behavior'] );

		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			self::payload(
				array(
					'timing'      => 'api',
					'repeat_days' => 7,
				)
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'immediate', $response->get_data()['settings']['behavior']['timing'] );
		$this->assertSame( 0, $response->get_data()['settings']['behavior']['repeat_days'] );
	}

	/**
	 * The add-on states: active, inactive, Lite.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function sites(): array {
		return array(
			'pro with the behavior add-on'    => array( 'pro', true ),
			'pro without the behavior add-on' => array( 'pro', false ),
			'lite'                            => array( 'lite', false ),
		);
	}

	/**
	 * The widget gets the triggers and recontact only with the add-on; without, the timing is
	 * immediate and recontact is off (the spec's display length decides).
	 *
	 * @param string $edition Edition.
	 * @param bool   $active  Whether the behavior add-on is active.
	 */
	#[DataProvider( 'sites' )]
	public function test_the_bootstrap_carries_them_only_with_the_addon( string $edition, bool $active ): void {
		if ( ! $active ) {
			$this->set_active_addons( array( 'question-types', 'targeting', 'branding' ) );
		}
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$builder      = new WidgetBootstrap(
			new SiteGlobals( $entitlements ),
			$entitlements,
			new WidgetTheming( new SettingsStore(), $entitlements ),
			new SubmissionToken( wp_salt( 'nonce' ) ),
			false
		);
		foreach ( array( 'click', 'api', 'scroll', 'before_abandon' ) as $timing ) {
			$behavior = $builder->page_survey( self::stored( $timing ), false )['settings']['behavior'];
			$expected = $active
				? array(
					'timing'           => $timing,
					'click_selector'   => '#buy</script><b>',
					'scroll_percent'   => 60,
					'abandon_on_touch' => true,
					'recontact_days'   => 3,
					'repeat_days'      => 30,
				)
				: array(
					'timing'           => 'immediate',
					'click_selector'   => '',
					'scroll_percent'   => 60,
					'abandon_on_touch' => false,
					'recontact_days'   => 0,
					'repeat_days'      => 0,
				);
			$this->assertSame( $expected, array_intersect_key( $behavior, $expected ), $timing );
		}
	}

	public function test_the_printed_bootstrap_cannot_end_its_script_tag(): void {
		$builder = new WidgetBootstrap(
			new SiteGlobals( $this->entitlements() ),
			$this->entitlements(),
			new WidgetTheming( new SettingsStore(), $this->entitlements() ),
			new SubmissionToken( wp_salt( 'nonce' ) ),
			false
		);
		$page    = $builder->page_survey( self::stored( 'click' ), false );
		// As WidgetLoader prints it.
		$json = (string) wp_json_encode( $page, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
		$this->assertStringNotContainsString( '</script>', $json );
		$this->assertSame( '#buy</script><b>', json_decode( $json, true )['settings']['behavior']['click_selector'] );
	}
}
