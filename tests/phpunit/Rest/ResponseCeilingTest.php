<?php
/**
 * A survey's ceiling on new responses a minute.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to check what was stored.

/**
 * `settings.behavior.max_per_minute` with the behavior add-on: new responses over it in a minute
 * are refused (429 userfeedback_survey_busy) and not stored, whoever sends them; the owner gets one
 * notification, not one per refused visitor. Without the add-on, or at 0, there is no ceiling.
 */
final class ResponseCeilingTest extends FrontendTestCase {

	public function test_responses_over_the_ceiling_are_refused_and_the_owner_is_told_once(): void {
		$id = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'max_per_minute' => 2 ) ) ) );

		$statuses = array();
		for ( $i = 1; $i <= 4; $i++ ) {
			$statuses[] = $this->answer( $id, "198.51.100.{$i}" )->get_status();
		}

		$this->assertSame( array( 201, 201, 429, 429 ), $statuses );
		$refused = $this->answer( $id, '198.51.100.9' );
		$this->assertSame( 'userfeedback_survey_busy', $this->error_code( $refused ) );
		$this->assertSame( 'This survey is receiving more responses than it takes right now. Please try again in a minute.', $refused->get_data()['message'] ?? null );
		$this->assertSame( 2, $this->stored( $id ) );
		$told = array_values( array_filter( ( new NotificationStore() )->items(), static fn( array $item ): bool => str_starts_with( (string) $item['id'], 'ceiling-' . $id . '-' ) ) );
		$this->assertCount( 1, $told );
		$this->assertSame( '“Survey” turned responses away', $told[0]['title'] );
		$this->assertStringContainsString( 'More than 2 new responses a minute arrived', $told[0]['content'] );
	}

	public function test_no_ceiling_at_zero_or_without_the_behavior_add_on(): void {
		$none = $this->create_survey();
		$set  = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'max_per_minute' => 1 ) ) ) );
		$this->set_active_addons( array() );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertSame( 201, $this->answer( $none, "203.0.113.{$i}" )->get_status() );
			$this->assertSame( 201, $this->answer( $set, "203.0.113.{$i}" )->get_status() );
		}
	}

	public function test_the_setting_is_refused_out_of_range(): void {
		$this->act_as( 'administrator' );
		$refused = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Flooded',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'q1',
						'type'  => 'text',
						'title' => 'Why?',
					),
				),
				'settings'  => array( 'behavior' => array( 'max_per_minute' => -1 ) ),
			)
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'Take at most 0 (no ceiling) to 100,000 new responses a minute.', $refused->get_data()['data']['params']['settings.behavior.max_per_minute'] ?? null );
	}

	/**
	 * A new response from a visitor of this address.
	 *
	 * @param int    $id The survey.
	 * @param string $ip The visitor's address.
	 * @return \WP_REST_Response
	 */
	private function answer( int $id, string $ip ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = $ip;
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array(
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
				'answers' => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Yes',
					),
				),
			)
		);
	}

	/**
	 * The survey's stored responses.
	 *
	 * @param int $id The survey.
	 * @return int
	 */
	private function stored( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $id ) );
	}
}
