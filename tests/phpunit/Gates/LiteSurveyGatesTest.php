<?php
/**
 * The Lite build's survey gates, through the real surveys route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Gates;

use UserFeedback\Entitlements\AddonRegistry;

/**
 * Configuration.md §4 "Before sending…", §5 and reporting.md §1 for Lite at REST level: whatever
 * licence or add-on plugins the site holds, a Lite site stores no Pro setting and refuses Pro
 * question types and scheduling (tests/phpunit/Surveys/SurveyGateTest checks the same rules on the
 * service; this proves the route applies them).
 */
final class LiteSurveyGatesTest extends GatesTestCase {

	protected function setUp(): void {
		parent::setUp();
		// Lite ignores licences and add-ons: give it every one, so only the edition decides.
		$this->license( 'elite' );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->use_lite_surveys();
		$this->act_as( 'administrator' );
	}

	public function test_lite_stores_no_pro_setting(): void {
		$response = $this->rest( 'POST', self::SURVEYS, self::everything_on() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$saved = $this->rest( 'GET', self::SURVEYS . '/' . $response->get_data()['id'] )->get_data();

		$this->assertSame(
			array(
				'required'    => false,
				'randomize'   => false,
				'comment_box' => false,
			),
			$saved['questions'][0]['settings'],
			'required, randomize and comment box'
		);
		$this->assertSame( 'message', $saved['settings']['thank_you']['type'], 'redirect' );
		$this->assertSame( 'Thanks for your feedback!', $saved['settings']['thank_you']['message'], 'custom thank-you message' );
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), $saved['settings']['targeting']['devices'], 'devices back to the default' );
		$this->assertSame( 'all', $saved['settings']['targeting']['pages'], 'page targeting' );
		$this->assertSame( array(), $saved['settings']['targeting']['page_rules'] );
		$this->assertSame( 'immediate', $saved['settings']['behavior']['timing'], 'timing' );
		$this->assertSame( 'until_response', $saved['settings']['behavior']['display_length'], 'display length' );
		$this->assertSame( 'indefinitely', $saved['settings']['behavior']['run_time'], 'run time' );
		$this->assertFalse( $saved['settings']['behavior']['start_minimized'], 'start minimised' );
		$this->assertNull( $saved['settings']['theming'], 'branding' );
		$this->assertFalse( $saved['notifications']['email']['logic']['enable'], 'e-mail logic' );
		$this->assertSame( array(), $saved['notifications']['email']['logic']['conditions'] );
	}

	public function test_lite_refuses_nps_and_star_rating_by_name(): void {
		$response = $this->rest(
			'POST',
			self::SURVEYS,
			self::everything_on(
				array(
					'type'      => 'nps',
					'questions' => array(
						array(
							'id'    => 'n',
							'type'  => 'nps',
							'title' => 'Score?',
						),
						array(
							'id'    => 's',
							'type'  => 'star-rating',
							'title' => 'Stars?',
						),
					),
				)
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$params = $response->get_data()['data']['params'];
		$this->assertSame( 'NPS is a PRO feature', $params['type'] );
		$this->assertSame( 'NPS is a PRO feature', $params['questions.0.type'] );
		$this->assertSame( 'Star Rating is a PRO feature', $params['questions.1.type'] );
	}

	public function test_lite_refuses_scheduling_and_may_publish_now(): void {
		$future   = gmdate( 'c', time() + DAY_IN_SECONDS );
		$response = $this->rest( 'POST', self::SURVEYS, self::everything_on( array( 'publish_at' => $future ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Scheduling is a PRO feature', $response->get_data()['data']['params']['publish_at'] );

		$this->assertSame( 201, $this->rest( 'POST', self::SURVEYS, self::everything_on() )->get_status(), 'publishing at once is free' );
	}

	public function test_bulk_publish_skips_a_survey_lite_may_not_publish(): void {
		// Stored while the site was Pro (the real, Pro route), published later in Lite.
		$this->use_pro_surveys();
		$draft = $this->rest(
			'POST',
			self::SURVEYS,
			self::everything_on(
				array(
					'status'        => 'draft',
					'questions'     => array(
						array(
							'id'    => 's',
							'type'  => 'star-rating',
							'title' => 'Stars?',
						),
					),
					'notifications' => array( 'email' => array( 'active' => false ) ),
				)
			)
		);
		$this->assertSame( 201, $draft->get_status(), (string) wp_json_encode( $draft->get_data() ) );
		$this->use_lite_surveys();

		$data = $this->rest( 'POST', self::SURVEYS . '/publish', array( 'survey_ids' => array( $draft->get_data()['id'] ) ) )->get_data();
		$this->assertSame( array(), $data['survey_ids'] );
		$this->assertSame( 'Star Rating is a PRO feature', $data['skipped'][0]['message'] );
	}
}
