<?php
/**
 * A survey's ceiling a minute holds against visitors sending at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads its committed rows directly, on purpose.

/**
 * Ten visitors of ten addresses at once (VisitorRace) on a survey that takes four new responses a
 * minute: exactly four are stored, the others refused with 429, counted in the responses'
 * transactions.
 */
final class ResponseCeilingRaceTest extends TestCase {

	use VisitorRace;

	private int $survey_id = 0;

	/**
	 * The owner's notifications before the race (the refused visitors add one, committed).
	 *
	 * @var mixed
	 */
	private $notifications;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( array( 'behavior' ) );
		$this->notifications = get_option( NotificationStore::OPTION );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Flood',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'    => 'why',
							'type'  => 'text',
							'title' => 'Why?',
						),
					),
					'settings'  => array( 'behavior' => array( 'max_per_minute' => 4 ) ),
				)
			)
		);
		wp_cache_flush();
	}

	protected function tearDown(): void {
		false === $this->notifications ? delete_option( NotificationStore::OPTION ) : update_option( NotificationStore::OPTION, $this->notifications );
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	public function test_ten_visitors_at_once_store_exactly_the_ceiling_of_four(): void {
		// Not across a minute's end: the ceiling counts per clock minute.
		$left = 60 - ( time() % 60 );
		if ( $left < 8 ) {
			sleep( $left );
		}
		$visitors = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$visitors[] = array(
				"198.51.100.{$i}",
				'Bot ' . $i,
				array(
					'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'answers' => array(
						array(
							'question_id' => 'why',
							'value'       => 'Spam ' . $i,
						),
					),
				),
			);
		}

		$results = $this->race( $visitors, "/userfeedback/v1/surveys/{$this->survey_id}/responses" );

		$statuses = array_count_values( array_column( $results, 'status' ) );
		$this->assertSame( 4, $statuses[201] ?? 0, (string) wp_json_encode( $results ) );
		$this->assertSame( 6, $statuses[429] ?? 0, (string) wp_json_encode( $results ) );
		global $wpdb;
		$this->assertSame( '4', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) ) );
	}
}
