<?php
/**
 * Survey gates per edition, licence and add-on.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Tests\TestCase;

/**
 * The REST tests run the Pro build; the Lite build's gates are checked here on the service.
 */
final class SurveyGateTest extends TestCase {

	public function test_lite_resets_every_pro_setting(): void {
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' ) );
		$survey = ( new SurveyNormalizer() )->survey( $this->everything_on() );
		$reset  = $this->gate( 'lite' )->reset( $survey );

		$this->assertSame( 'message', $reset['settings']['thank_you']['type'] );
		$this->assertSame( 'Thanks for your feedback!', $reset['settings']['thank_you']['message'], 'a custom message is Pro' );
		$this->assertNull( $reset['settings']['theming'] );
		$this->assertSame( 'all', $reset['settings']['targeting']['pages'] );
		$this->assertSame( 'immediate', $reset['settings']['behavior']['timing'] );
		$this->assertFalse( $reset['notifications']['email']['logic']['enable'] );
		$this->assertSame(
			array(
				'required'    => false,
				'randomize'   => false,
				'comment_box' => false,
			),
			$reset['questions'][0]['settings'],
			'required, randomize and comment box are disabled on Lite'
		);
		$this->assertTrue( $reset['settings']['enable_tracking'], 'tracking is not gated' );
	}

	public function test_lite_refuses_nps_and_star_rating_and_scheduling_as_pro_features(): void {
		$survey   = ( new SurveyNormalizer() )->survey(
			array(
				'title'      => 'NPS',
				'type'       => 'nps',
				'status'     => 'publish',
				'publish_at' => gmdate( 'c', time() + HOUR_IN_SECONDS ),
				'questions'  => array(
					array(
						'type'  => 'nps',
						'title' => 'Score?',
					),
					array(
						'type'  => 'star-rating',
						'title' => 'Stars?',
					),
				),
			)
		);
		$refusals = $this->gate( 'lite' )->refusals( $survey );
		$this->assertSame(
			array(
				'type'             => 'NPS is a PRO feature',
				'questions.0.type' => 'NPS is a PRO feature',
				'questions.1.type' => 'Star Rating is a PRO feature',
				'publish_at'       => 'Scheduling is a PRO feature',
			),
			$refusals
		);
	}

	public function test_pro_without_a_licence_asks_for_a_key(): void {
		$this->set_active_addons( array( 'question-types' ) );
		$survey   = ( new SurveyNormalizer() )->survey(
			array(
				'questions' => array(
					array(
						'type'  => 'star-rating',
						'title' => 'Stars?',
					),
				),
			)
		);
		$refusals = $this->gate( 'pro' )->refusals( $survey );
		$this->assertSame( array( 'questions.0.type' => 'Please enter a valid license key to use NPS and Star Rating questions.' ), $refusals );

		( new LicenseStore() )->save( new License( 'k', 'pro' ) );
		$this->assertSame( array(), $this->gate( 'pro' )->refusals( $survey ) );
	}

	public function test_branding_needs_a_licence_as_well_as_the_addon(): void {
		$this->set_active_addons( array( 'branding' ) );
		$survey     = ( new SurveyNormalizer() )->survey( $this->everything_on() );
		$unlicensed = $this->gate( 'pro' )->reset( $survey );
		$this->assertNull( $unlicensed['settings']['theming'] );
		( new LicenseStore() )->save( new License( 'k', 'plus' ) );
		$licensed = $this->gate( 'pro' )->reset( $survey );
		$theming  = $licensed['settings']['theming'];
		$this->assertIsArray( $theming );
		$this->assertSame( 'dark', $theming['color_scheme'] );
	}

	/**
	 * A survey using every gated feature.
	 *
	 * @return array<string, mixed>
	 */
	private function everything_on(): array {
		return array(
			'title'         => 'All on',
			'questions'     => array(
				array(
					'type'     => 'checkbox',
					'title'    => 'Pick',
					'config'   => array( 'options' => array( 'a', 'b' ) ),
					'settings' => array(
						'required'    => true,
						'randomize'   => true,
						'comment_box' => true,
					),
				),
			),
			'settings'      => array(
				'thank_you'       => array(
					'type'        => 'redirect',
					'message'     => 'Custom',
					'redirect_to' => array(
						'id'    => 2,
						'label' => 'Sample Page',
					),
				),
				'enable_tracking' => true,
				'targeting'       => array(
					'pages'      => 'advanced',
					'page_rules' => array(
						array(
							'logic' => 'referrer',
							'data'  => 'https://example.com',
						),
					),
				),
				'behavior'        => array( 'timing' => 'half_page' ),
				'theming'         => array( 'color_scheme' => 'dark' ),
			),
			'notifications' => array(
				'email' => array(
					'logic' => array(
						'enable'     => true,
						'conditions' => array(),
					),
				),
			),
		);
	}

	/**
	 * A gate for an edition over the site's licence and add-on state.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return SurveyGate
	 */
	private function gate( string $edition ): SurveyGate {
		return new SurveyGate( new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ) );
	}
}
