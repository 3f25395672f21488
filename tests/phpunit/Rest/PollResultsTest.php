<?php
/**
 * A poll's live results for its visitors: GET surveys/{id}/poll.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Rest\PollResultsController;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads the queries it caused, on purpose.

/**
 * On an elite site with every add-on: the results come from the rollups (no query reads the
 * responses or answers tables), one answer serves every visitor for a few seconds, the owner's
 * threshold hides the counts, and only a live poll with results on answers.
 */
final class PollResultsTest extends FrontendTestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.77';
		userfeedback()->rollups()->build()->allow_here( true );
	}

	public function test_votes_per_option_from_the_rollups_with_a_short_public_cache(): void {
		$id = $this->poll( 'radio-button' );
		foreach ( array( 'Red', 'Red', 'Blue' ) as $vote ) {
			$this->assertSame( 201, $this->vote( $id, $vote )->get_status() );
		}
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $id ) );
		delete_transient( 'userfeedback_poll_' . $id );

		global $wpdb;
		$wpdb->queries = array();
		if ( ! defined( 'SAVEQUERIES' ) ) {
			define( 'SAVEQUERIES', true );
		}
		$response = $this->results( $id );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'total'     => 3,
				'counts'    => array( 2, 1, 0 ),
				'min_votes' => 0,
			),
			$response->get_data()
		);
		$this->assertSame( 'public, max-age=' . PollResultsController::CACHE_SECONDS, $response->get_headers()['Cache-Control'] ?? '' );
		$tables = userfeedback()->tables();
		/**
		 * What SAVEQUERIES recorded of the request: SQL first.
		 *
		 * @var array<int, array{0: string}> $queries
		 */
		$queries = $wpdb->queries;
		$this->assertNotEmpty( $queries, 'the queries were recorded' );
		foreach ( $queries as $query ) {
			$sql = (string) $query[0];
			$this->assertStringNotContainsString( "`{$tables->responses()}`", $sql, 'no read of the responses' );
			$this->assertStringNotContainsString( "`{$tables->answers()}`", $sql, 'no read of the answers' );
		}

		// Another vote within the cache's seconds: every visitor gets the same answer until it ends.
		$this->assertSame( 201, $this->vote( $id, 'Green' )->get_status() );
		$this->assertSame( array( 2, 1, 0 ), $this->results( $id )->get_data()['counts'] );
		delete_transient( 'userfeedback_poll_' . $id );
		$this->assertSame( array( 2, 1, 1 ), $this->results( $id )->get_data()['counts'] );
	}

	public function test_a_checkbox_poll_counts_voters_and_each_option_they_ticked(): void {
		$id = $this->poll( 'checkbox' );
		$this->assertSame( 201, $this->vote( $id, array( 'Red', 'Blue' ) )->get_status() );
		$this->assertSame( 201, $this->vote( $id, array( 'Red' ) )->get_status() );

		$this->assertSame(
			array(
				'total'     => 2,
				'counts'    => array( 2, 1, 0 ),
				'min_votes' => 0,
			),
			$this->results( $id )->get_data()
		);
	}

	public function test_below_the_owners_threshold_only_the_total_is_said(): void {
		$id = $this->poll( 'radio-button', array( 'results_min_votes' => 3 ) );
		$this->vote( $id, 'Red' );
		$this->vote( $id, 'Blue' );

		$this->assertSame(
			array(
				'total'     => 2,
				'counts'    => null,
				'min_votes' => 3,
			),
			$this->results( $id )->get_data()
		);
	}

	public function test_only_a_live_poll_with_results_on_answers(): void {
		$off = $this->poll( 'radio-button', array( 'show_results' => false ) );
		$this->assertSame( 'userfeedback_no_results', $this->error_code( $this->results( $off ) ) );

		$two = $this->create_survey(
			array(
				'questions' => array( self::question( 'radio-button' ), self::question( 'radio-button', 'again' ) ),
				'settings'  => array( 'behavior' => array( 'show_results' => true ) ),
			)
		);
		$this->assertSame( 404, $this->results( $two )->get_status(), 'not a poll' );

		$id = $this->poll( 'radio-button' );
		$this->assertSame( 403, $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/poll", array( 'nonce' => 'forged' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/poll" )->get_status(), 'the token is required' );

		$this->set_active_addons( array() );
		$this->assertSame( 404, $this->results( $id )->get_status(), 'without the behavior add-on' );
		$this->assertFalse( $this->bootstrap_behavior( $id )['show_results'] );
	}

	public function test_pages_say_show_results_only_for_a_poll(): void {
		$this->assertTrue( $this->bootstrap_behavior( $this->poll( 'dropdown' ) )['show_results'] );
		$text = $this->create_survey(
			array(
				'questions' => array(
					array(
						'id'    => 'why',
						'type'  => 'long-text',
						'title' => 'Why?',
					),
				),
				'settings'  => array( 'behavior' => array( 'show_results' => true ) ),
			)
		);
		$this->assertFalse( $this->bootstrap_behavior( $text )['show_results'] );
	}

	/**
	 * A published poll with results on.
	 *
	 * @param string               $type     The question's type.
	 * @param array<string, mixed> $behavior More behaviour settings.
	 * @return int
	 */
	private function poll( string $type, array $behavior = array() ): int {
		return $this->create_survey(
			array(
				'questions' => array( self::question( $type ) ),
				'settings'  => array( 'behavior' => array_merge( array( 'show_results' => true ), $behavior ) ),
			)
		);
	}

	/**
	 * A choice question with three colours.
	 *
	 * @param string $type The type.
	 * @param string $id   Its id.
	 * @return array<string, mixed>
	 */
	private static function question( string $type, string $id = 'colour' ): array {
		return array(
			'id'     => $id,
			'type'   => $type,
			'title'  => 'Which colour?',
			'config' => array( 'options' => array( 'Red', 'Blue', 'Green' ) ),
		);
	}

	/**
	 * A visitor's vote.
	 *
	 * @param int             $id    The poll.
	 * @param string|string[] $value The option, or the options ticked.
	 * @return \WP_REST_Response
	 */
	private function vote( int $id, $value ): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array(
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
				'answers' => array(
					array(
						'question_id' => 'colour',
						'value'       => $value,
					),
				),
			)
		);
	}

	/**
	 * The poll's results as a visitor's page asks for them.
	 *
	 * @param int $id The poll.
	 * @return \WP_REST_Response
	 */
	private function results( int $id ): \WP_REST_Response {
		return $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/poll", array( 'nonce' => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ) ) );
	}

	/**
	 * The behaviour settings a page gets for the survey.
	 *
	 * @param int $id The survey.
	 * @return array<string, mixed>
	 */
	private function bootstrap_behavior( int $id ): array {
		$survey = $this->eligibility()->inline( $id );
		$this->assertIsArray( $survey );
		$entitlements = $this->entitlements();
		$bootstrap    = new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false );
		return $bootstrap->page_survey( $survey, true )['settings']['behavior'];
	}
}
