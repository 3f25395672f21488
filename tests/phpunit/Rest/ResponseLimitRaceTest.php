<?php
/**
 * A survey's response limit holds against visitors completing at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test seeds and clears its committed rows directly, on purpose.

/**
 * Visitors completing at once (VisitorRace): the survey, licence and add-ons are committed in
 * setUp() and removed in tearDown(). The oracle: the survey's completed responses in the table,
 * which must be exactly the limit.
 */
final class ResponseLimitRaceTest extends TestCase {

	use VisitorRace;

	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( array( 'behavior' ) );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Limited',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
						array(
							'id'    => 'why',
							'type'  => 'long-text',
							'title' => 'Why?',
						),
					),
					'settings'  => array(
						'behavior' => array(
							'save_partial'   => true,
							'response_limit' => 3,
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	public function test_twelve_parallel_completions_store_exactly_the_limit_of_three(): void {
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$visitors = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$visitors[] = array( "198.51.100.{$i}", 'Browser ' . $i, $this->body( wp_generate_uuid4(), true ) );
		}

		$results = $this->race( $visitors, $this->route() );

		$statuses = array_count_values( array_column( $results, 'status' ) );
		$this->assertSame( 3, $statuses[201] ?? 0, 'created: ' . wp_json_encode( $results ) );
		$this->assertSame( 9, $statuses[404] ?? 0, 'refused as a closed survey: ' . wp_json_encode( $results ) );
		$this->assertSame( 3, $this->completed() );
		$this->assertSame( 3, $this->counted_completed(), 'the counters agree with the table' );
	}

	public function test_partial_responses_completing_at_once_stop_at_the_limit_and_keep_their_answers(): void {
		$this->set_limit( 5 );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		// Ten visitors (their own address and browser each) start a response, all at once.
		$first   = array();
		$started = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$key       = wp_generate_uuid4();
			$ip        = "203.0.113.{$i}";
			$ua        = 'Phone ' . $i;
			$first[]   = array( $ip, $ua, $this->body( $key, false ) );
			$started[] = array( $ip, $ua, $this->body( $key, true, 'Finished ' . $i ) );
		}
		foreach ( $this->race( $first, $this->route() ) as $result ) {
			$this->assertSame( 201, $result['status'], (string) wp_json_encode( $result ) );
		}
		$this->assertSame( 0, $this->completed() );

		$results = $this->race( $started, $this->route() );

		$statuses = array_count_values( array_column( $results, 'status' ) );
		$this->assertSame( 5, $statuses[200] ?? 0, 'completed: ' . wp_json_encode( $results ) );
		$this->assertSame( 5, $statuses[409] ?? 0, 'refused at the limit: ' . wp_json_encode( $results ) );
		foreach ( $results as $result ) {
			if ( 409 === $result['status'] ) {
				$this->assertSame( 'userfeedback_response_limit_reached', $result['code'] );
			}
		}
		$this->assertSame( 5, $this->completed() );
		$this->assertSame( 5, $this->counted_completed() );
		global $wpdb;
		$kept = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->answers() . "` WHERE survey_id = %d AND question_id = 'why' AND value LIKE 'Finished %'", $this->survey_id ) );
		$this->assertSame( 10, $kept, 'the refused visitors\' last answers are kept, unfinished' );
	}

	/**
	 * A visitor's save.
	 *
	 * @param string $key       The response key.
	 * @param bool   $completed Whether it completes the response.
	 * @param string $why       The text answer.
	 * @return array<string, mixed>
	 */
	private function body( string $key, bool $completed, string $why = 'Because' ): array {
		return array(
			'nonce'        => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			'response_key' => $key,
			'completed'    => $completed,
			'shown'        => array( 'pick', 'why' ),
			'answers'      => array(
				array(
					'question_id' => 'pick',
					'value'       => 'A',
				),
				array(
					'question_id' => 'why',
					'value'       => $why,
				),
			),
		);
	}

	/**
	 * The survey's visitor route.
	 *
	 * @return string
	 */
	private function route(): string {
		return "/userfeedback/v1/surveys/{$this->survey_id}/responses";
	}

	/**
	 * Sets the survey's response limit (committed).
	 *
	 * @param int $limit The limit.
	 * @return void
	 */
	private function set_limit( int $limit ): void {
		global $wpdb;
		$table                                  = userfeedback()->tables()->surveys();
		$settings                               = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $this->survey_id ) ), true );
		$settings['behavior']['response_limit'] = $limit;
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();
	}

	/**
	 * The survey's completed responses in the table.
	 *
	 * @return int
	 */
	private function completed(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . "` WHERE survey_id = %d AND status = 'publish' AND completed = 1", $this->survey_id ) );
	}

	/**
	 * The survey's completed responses as its counters say.
	 *
	 * @return int
	 */
	private function counted_completed(): int {
		return ( new ResponseLimit( $GLOBALS['wpdb'], userfeedback()->tables() ) )->completed( array( $this->survey_id ) )[ $this->survey_id ] ?? -1;
	}
}
