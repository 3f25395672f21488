<?php
/**
 * Responses older than the retention period are deleted, in batches, rollups exact.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Privacy;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Privacy\PolicyText;
use UserFeedback\Privacy\Retention;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the tests read our tables directly to check what is left.

/**
 * Off by default; the site's period applies to every survey without its own; a survey's own
 * period wins, and 0 keeps its responses. Also the privacy policy text, which follows the settings.
 */
final class RetentionTest extends TestCase {

	public function test_off_by_default_nothing_is_deleted(): void {
		$survey = $this->survey();
		$this->insert_response( $survey, $this->days_ago( 400 ), array( array( 'q', 'Yes' ) ) );

		$this->assertSame( 0, $this->retention()->step( 5 ) );
		$this->assertSame( 1, $this->responses_of( $survey ) );
	}

	public function test_the_site_s_period_and_each_survey_s_own(): void {
		userfeedback()->settings()->update( array( 'retention_days' => 30 ) );
		$site_wide = $this->survey();
		$keeps     = $this->survey( 0 );
		$shorter   = $this->survey( 5 );
		foreach ( array( $site_wide, $keeps, $shorter ) as $survey ) {
			$this->insert_response( $survey, $this->days_ago( 40 ), array( array( 'q', 'No', 'Old comment' ) ) );
			$this->insert_response( $survey, $this->days_ago( 40 ), array( array( 'q', 'Yes' ) ), 'trash' );
			$this->insert_response( $survey, $this->days_ago( 10 ), array( array( 'q', 'Yes' ) ) );
			$this->insert_response( $survey, $this->days_ago( 1 ), array( array( 'q', 'No' ) ) );
			$this->assertTrue( userfeedback()->rollups()->ensure_current( $survey ) );
		}
		$this->assertSame(
			array(
				$site_wide => 30,
				$shorter   => 5,
			),
			array_intersect_key( $this->retention()->periods(), array_flip( array( $site_wide, $keeps, $shorter ) ) )
		);

		$deleted = $this->retention()->step( 5 );

		$this->assertSame( 5, $deleted, '2 past 30 days, 3 past 5 days' );
		$this->assertSame( 2, $this->responses_of( $site_wide ) );
		$this->assertSame( 4, $this->responses_of( $keeps ), 'its own 0 keeps everything' );
		$this->assertSame( 1, $this->responses_of( $shorter ) );
		foreach ( array( $site_wide, $shorter ) as $survey ) {
			$kept = $this->rollup_rows( $survey );
			userfeedback()->rollups()->invalidate( array( $survey ) );
			$this->assertTrue( userfeedback()->rollups()->ensure_current( $survey ) );
			$this->assertSame( $this->rollup_rows( $survey ), $kept, "survey {$survey}: rollups equal a rebuild" );
		}
	}

	public function test_the_setting_is_checked_and_a_survey_s_period_too(): void {
		$this->act_as( 'administrator' );
		$bad = $this->rest( 'POST', '/userfeedback/v1/settings', array( 'settings' => array( 'retention_days' => 5000 ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$ok = $this->rest( 'POST', '/userfeedback/v1/settings', array( 'settings' => array( 'retention_days' => 90 ) ) );
		$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
		$this->assertSame( 90, userfeedback()->settings()->get( 'retention_days' ) );

		$refused = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'     => 'x',
				'questions' => array(
					array(
						'type'  => 'text',
						'title' => 'q',
					),
				),
				'settings'  => array( 'retention_days' => -1 ),
			)
		);
		$this->assertSame( 400, $refused->get_status() );
		$saved = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'     => 'x',
				'questions' => array(
					array(
						'type'  => 'text',
						'title' => 'q',
					),
				),
				'settings'  => array( 'retention_days' => 7 ),
			)
		);
		$this->assertSame( 7, $saved->get_data()['settings']['retention_days'] );
	}

	public function test_the_policy_text_names_integrations_and_the_follow_up_only_on_a_pro_plan(): void {
		$lite = ( new PolicyText( userfeedback()->settings(), new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ) ) )->html();
		$this->assertStringNotContainsString( 'team chat (Slack)', $lite );
		$this->assertStringNotContainsString( 'send you one e-mail about that response', $lite );

		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$pro = ( new PolicyText( userfeedback()->settings(), new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) ) )->html();
		$this->assertStringContainsString( 'such as their team chat (Slack) or an automation service', $pro );
		$this->assertStringContainsString( 'the site may send you one e-mail about that response', $pro );
		$this->assertStringContainsString( 'your address is not used for anything else', $pro );
	}

	public function test_the_policy_text_follows_the_settings(): void {
		$policy = new PolicyText( userfeedback()->settings() );
		$text   = $policy->html();
		$this->assertStringContainsString( 'stored anonymised', $text );
		$this->assertStringContainsString( 'userfeedback-{survey number}', $text );
		$this->assertStringContainsString( 'userfeedback-{survey number}-contact, kept for a year', $text );
		$this->assertStringContainsString( 'userfeedback_cooldown, for as many days as the site waits between surveys', $text );
		$this->assertStringContainsString( 'userfeedback_pause, deleted when you close your browser', $text );
		$this->assertStringContainsString( 'userfeedback-{survey number}-sample, kept for a year', $text );
		$this->assertStringContainsString( 'local storage for a day', $text );
		$this->assertStringContainsString( 'a value from the page address', $text );
		$this->assertStringContainsString( 'kept until the site owner deletes them', $text );
		$this->assertStringNotContainsString( 'Google Fonts', $text );
		$this->assertStringNotContainsString( 'AI service', $text );

		userfeedback()->settings()->update(
			array(
				'ip_storage'     => 'none',
				'retention_days' => 365,
				'widget_font'    => array(
					'family' => 'Lora',
					'weight' => '400',
				),
			)
		);
		$text = $policy->html();
		$this->assertStringContainsString( 'Your IP address is not stored.', $text );
		$this->assertStringContainsString( 'deleted 365 days after', $text );
		$this->assertStringContainsString( 'Google Fonts', $text );
	}

	/**
	 * The retention runner as the plugin built it.
	 *
	 * @return Retention
	 */
	private function retention(): Retention {
		global $wpdb;
		return new Retention( $wpdb, userfeedback()->tables(), new \UserFeedback\Reporting\ResponsesRepository( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ), userfeedback()->settings() );
	}

	/**
	 * A published survey with one radio question 'q' (with a comment box).
	 *
	 * @param int|null $retention Its own retention period.
	 * @return int
	 */
	private function survey( ?int $retention = null ): int {
		global $wpdb;
		return ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Kept for a while',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'       => 'q',
							'type'     => 'radio-button',
							'title'    => 'Happy?',
							'config'   => array( 'options' => array( 'Yes', 'No' ) ),
							'settings' => array( 'comment_box' => true ),
						),
					),
					'settings'  => array( 'retention_days' => $retention ),
				)
			)
		);
	}

	/**
	 * A UTC time some days ago.
	 *
	 * @param int $days Days.
	 * @return string
	 */
	private function days_ago( int $days ): string {
		return gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
	}

	/**
	 * A survey's responses, any status.
	 *
	 * @param int $survey Survey id.
	 * @return int
	 */
	private function responses_of( int $survey ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $survey ) );
	}

	/**
	 * A survey's rollup rows.
	 *
	 * @param int $survey Survey id.
	 * @return array<int, array<string, string>>
	 */
	private function rollup_rows( int $survey ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $survey ), ARRAY_A );
	}
}
