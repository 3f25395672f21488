<?php
/**
 * The survey settings of partial saving and the display rules across surveys.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\TestCase;

/**
 * The survey's settings.behavior.save_partial, priority, ignore_cooldown, sample_percent,
 * response_limit and notifications.include_partial (docs/decisions.md "Partial responses, the funnel and display
 * rules"): their defaults, what the normaliser makes of any input, the validator's ranges (each
 * refusal names its field), the REST round trip, and the reset without the behavior add-on.
 */
final class DisplayRuleSettingsTest extends TestCase {

	use BehaviorSettingsChecks;

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
	}

	/**
	 * A valid survey body with these behaviour settings.
	 *
	 * @param array<string, mixed> $behavior      Behaviour settings.
	 * @param array<string, mixed> $notifications Notification settings.
	 * @return array<string, mixed>
	 */
	private static function payload( array $behavior = array(), array $notifications = array() ): array {
		return array(
			'id'            => null,
			'title'         => 'Rules',
			'status'        => 'draft',
			'questions'     => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Happy?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
				),
			),
			'settings'      => array( 'behavior' => $behavior ),
			'notifications' => $notifications,
		);
	}

	public function test_a_new_survey_gets_the_defaults_that_keep_the_spec_s_behaviour(): void {
		$behavior = SurveyDefaults::behavior();
		$this->assertFalse( $behavior['save_partial'] );
		$this->assertSame( 0, $behavior['priority'] );
		$this->assertFalse( $behavior['ignore_cooldown'] );
		$this->assertSame( 100, $behavior['sample_percent'] );
		$this->assertSame( 0, $behavior['response_limit'] );
		$this->assertFalse( SurveyDefaults::notifications()['include_partial'] );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE, self::payload() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( $behavior, $data['settings']['behavior'], 'every behaviour default stored' );
		$this->assertFalse( $data['notifications']['include_partial'] );
		$this->assertSame( SurveyDefaults::behavior(), ( new SurveyNormalizer() )->survey( array() )['settings']['behavior'], 'the normaliser fills the same defaults' );
	}

	public function test_the_settings_are_stored_and_read_back(): void {
		$this->act_as( 'administrator' );
		$set      = array(
			'save_partial'    => true,
			'priority'        => 1000,
			'ignore_cooldown' => true,
			'sample_percent'  => 1,
			'response_limit'  => 1000000,
		);
		$response = $this->rest( 'POST', self::BASE, self::payload( $set, array( 'include_partial' => true ) ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id   = (int) $response->get_data()['id'];
		$read = $this->rest( 'GET', self::BASE . '/' . $id )->get_data();
		$this->assertSame( $set, array_intersect_key( $read['settings']['behavior'], $set ) );
		$this->assertTrue( $read['notifications']['include_partial'] );
		$this->assertSame( 'immediate', $read['settings']['behavior']['timing'], 'the other behaviour settings keep their defaults' );
	}

	/**
	 * Input the normaliser tidies, and what it stores.
	 *
	 * @return array<string, array{array<string, mixed>, array<string, mixed>}>
	 */
	public static function untidy(): array {
		return array(
			'numbers as text'         => array(
				array(
					'priority'       => '12',
					'sample_percent' => '40',
					'response_limit' => '250',
				),
				array(
					'priority'       => 12,
					'sample_percent' => 40,
					'response_limit' => 250,
				),
			),
			'fractions cut'           => array(
				array(
					'priority'       => 12.7,
					'sample_percent' => '33.9',
				),
				array(
					'priority'       => 12,
					'sample_percent' => 33,
				),
			),
			'not numbers: defaults'   => array(
				array(
					'priority'       => 'high',
					'sample_percent' => array( 50 ),
					'response_limit' => null,
				),
				array(
					'priority'       => 0,
					'sample_percent' => 100,
					'response_limit' => 0,
				),
			),
			'flags from any truthy'   => array(
				array(
					'save_partial'    => 1,
					'ignore_cooldown' => '1',
				),
				array(
					'save_partial'    => true,
					'ignore_cooldown' => true,
				),
			),
			'flags from falsy'        => array(
				array(
					'save_partial'    => 0,
					'ignore_cooldown' => '',
				),
				array(
					'save_partial'    => false,
					'ignore_cooldown' => false,
				),
			),
			'huge kept out of range'  => array(
				array( 'response_limit' => '1e40' ),
				array( 'response_limit' => 1000000000000 ),
			),
			'negative kept to refuse' => array(
				array( 'priority' => -3 ),
				array( 'priority' => -3 ),
			),
		);
	}

	/**
	 * The normaliser keeps whole numbers and flags, and is idempotent.
	 *
	 * @param array<string, mixed> $input    Behaviour input.
	 * @param array<string, mixed> $expected Stored values.
	 */
	#[DataProvider( 'untidy' )]
	public function test_the_normaliser_tidies_the_input( array $input, array $expected ): void {
		$this->assert_normalised( $input, $expected );
	}

	/**
	 * Values out of range, and the field the refusal names.
	 *
	 * @return array<string, array{array<string, mixed>, string|null}>
	 */
	public static function ranges(): array {
		return array(
			'priority 0'             => array( array( 'priority' => 0 ), null ),
			'priority 1000'          => array( array( 'priority' => 1000 ), null ),
			'priority 1001'          => array( array( 'priority' => 1001 ), 'settings.behavior.priority' ),
			'priority -1'            => array( array( 'priority' => -1 ), 'settings.behavior.priority' ),
			'sample 1'               => array( array( 'sample_percent' => 1 ), null ),
			'sample 100'             => array( array( 'sample_percent' => 100 ), null ),
			'sample 0'               => array( array( 'sample_percent' => 0 ), 'settings.behavior.sample_percent' ),
			'sample 101'             => array( array( 'sample_percent' => 101 ), 'settings.behavior.sample_percent' ),
			'limit 0 (none)'         => array( array( 'response_limit' => 0 ), null ),
			'limit a million'        => array( array( 'response_limit' => 1000000 ), null ),
			'limit a million and 1'  => array( array( 'response_limit' => 1000001 ), 'settings.behavior.response_limit' ),
			'limit -5'               => array( array( 'response_limit' => -5 ), 'settings.behavior.response_limit' ),
			'sample 0 and priority ' => array(
				array(
					'sample_percent' => 0,
					'priority'       => 5000,
				),
				'settings.behavior.sample_percent',
			),
		);
	}

	/**
	 * The validator refuses values out of range, naming the field; REST answers 400 with it.
	 *
	 * @param array<string, mixed> $behavior Behaviour settings.
	 * @param string|null          $field    The field refused; null when accepted.
	 */
	#[DataProvider( 'ranges' )]
	public function test_values_out_of_range_are_refused_naming_the_field( array $behavior, ?string $field ): void {
		$this->assert_refused_naming( self::payload( $behavior ), $field );
	}

	public function test_the_messages_say_the_range(): void {
		$survey = ( new SurveyNormalizer() )->survey(
			self::payload(
				array(
					'priority'       => 1001,
					'sample_percent' => 0,
					'response_limit' => -1,
				)
			)
		);
		$errors = ( new SurveyValidator() )->errors( $survey );
		$this->assertSame( 'The priority must be a whole number from 0 to 1000.', $errors['settings.behavior.priority'] );
		$this->assertSame( 'Show the survey to 1% to 100% of visitors.', $errors['settings.behavior.sample_percent'] );
		$this->assertSame( 'The response limit must be a whole number from 0 (no limit) to 1,000,000.', $errors['settings.behavior.response_limit'] );
	}

	public function test_without_the_behavior_addon_the_new_behaviour_settings_are_reset(): void {
		$survey = ( new SurveyNormalizer() )->survey(
			self::payload(
				array(
					'save_partial'    => true,
					'priority'        => 9,
					'ignore_cooldown' => true,
					'sample_percent'  => 10,
					'response_limit'  => 50,
				)
			)
		);
		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'behavior' ) ) );
		$gate  = new SurveyGate( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) );
		$reset = $gate->reset( $survey );
		$this->assertSame( SurveyDefaults::behavior(), $reset['settings']['behavior'] );

		$this->set_active_addons( AddonRegistry::KEYS );
		$kept = ( new SurveyGate( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) ) )->reset( $survey );
		$this->assertSame( 9, $kept['settings']['behavior']['priority'], 'kept with the add-on' );
		$this->assertTrue( $kept['settings']['behavior']['save_partial'] );
	}
}
