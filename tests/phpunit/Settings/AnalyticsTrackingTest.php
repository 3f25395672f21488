<?php
/**
 * A survey's tracking follows the analytics plugin (spec §4).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use UserFeedback\Surveys\AnalyticsTracking;

/**
 * The survey setting enable_tracking is forced on while MonsterInsights (Lite or Pro) is active and off
 * otherwise, both where the builder reads a survey and where it is saved.
 */
final class AnalyticsTrackingTest extends SettingsTestCase {

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * Makes the analytics plugin active or not (inside the transaction).
	 *
	 * @param string|null $basename The plugin to activate, null for none.
	 * @return void
	 */
	private function analytics( ?string $basename ): void {
		$active = array_values( array_diff( (array) get_option( 'active_plugins', array() ), AnalyticsTracking::BASENAMES ) );
		if ( null !== $basename ) {
			$active[] = $basename;
		}
		update_option( 'active_plugins', $active );
	}

	/**
	 * Saves a survey with a tracking value; returns the answer's value and the id.
	 *
	 * @param bool $tracking The submitted value.
	 * @param int  $id       Survey id, 0 to create.
	 * @return array{0: bool, 1: int}
	 */
	private function save_survey( bool $tracking, int $id = 0 ): array {
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'id'        => $id > 0 ? $id : null,
				'title'     => 'Tracked',
				'status'    => 'draft',
				'questions' => array(),
				'settings'  => array( 'enable_tracking' => $tracking ),
			)
		);
		$this->assertContains( $response->get_status(), array( 200, 201 ) );
		$data = (array) $response->get_data();
		return array( $data['settings']['enable_tracking'], (int) $data['id'] );
	}

	/**
	 * The stored value.
	 *
	 * @param int $id Survey id.
	 * @return bool
	 */
	private function stored( int $id ): bool {
		global $wpdb;
		$survey = ( new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $id );
		$this->assertNotNull( $survey );
		return (bool) $survey['settings']['enable_tracking'];
	}

	public function test_without_the_analytics_plugin_tracking_is_off(): void {
		$this->analytics( null );
		list( $tracking, $id ) = $this->save_survey( true );
		$this->assertFalse( $tracking );
		$this->assertFalse( $this->stored( $id ) );
	}

	public function test_with_the_analytics_plugin_tracking_is_on(): void {
		foreach ( AnalyticsTracking::BASENAMES as $basename ) {
			$this->analytics( $basename );
			$this->assertTrue( ( new AnalyticsTracking() )->is_plugin_active(), $basename );
			list( $tracking, $id ) = $this->save_survey( false );
			$this->assertTrue( $tracking, $basename );
			$this->assertTrue( $this->stored( $id ) );
		}
	}

	public function test_the_builder_reads_the_plugins_current_state(): void {
		$this->analytics( null );
		list( , $id ) = $this->save_survey( true );
		$this->assertFalse( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data()['settings']['enable_tracking'] );

		$this->analytics( 'google-analytics-for-wordpress/googleanalytics.php' );
		$this->assertTrue( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data()['settings']['enable_tracking'], 'activated since the save' );
		$this->assertFalse( $this->stored( $id ), 'reading does not write' );

		$this->analytics( null );
		$this->assertFalse( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data()['settings']['enable_tracking'] );
	}

	public function test_a_similarly_named_plugin_does_not_count(): void {
		$this->analytics( 'google-analytics-dashboard-for-wp/gadwp.php' );
		$this->assertFalse( ( new AnalyticsTracking() )->is_plugin_active() );
	}
}
