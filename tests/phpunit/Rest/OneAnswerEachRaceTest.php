<?php
/**
 * One answer per logged-in user holds against one account answering in several tabs at once.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads its committed rows directly, on purpose.

/**
 * Six completions of one account sent side by side (VisitorRace), each as its own response (a
 * tab each), with the account's logged_in cookie and the site's Origin as a browser sends them:
 * every one passes the route's early check, so only the check inside the response's transaction
 * can keep it to one. Another account answering at the same moment is not held up by it.
 */
final class OneAnswerEachRaceTest extends TestCase {

	use VisitorRace;

	private int $survey_id = 0;

	/**
	 * The accounts the test made (committed).
	 *
	 * @var int[]
	 */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( array( 'behavior' ) );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Once each',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
					),
					'settings'  => array( 'behavior' => array( 'once_per' => 'user' ) ),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	public function test_six_tabs_of_one_account_store_one_response_and_another_account_answers_too(): void {
		$first    = $this->committed_user();
		$second   = $this->committed_user();
		$visitors = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$visitors[] = $this->visitor( $first, $i );
		}
		$visitors[] = $this->visitor( $second, 7 );

		$results = $this->race( $visitors, "/userfeedback/v1/surveys/{$this->survey_id}/responses" );

		$mine = array_slice( $results, 0, 6 );
		$this->assertSame(
			array(
				201 => 1,
				409 => 5,
			),
			self::counted( array_column( $mine, 'status' ) ),
			(string) wp_json_encode( $results )
		);
		foreach ( $mine as $result ) {
			if ( 409 === $result['status'] ) {
				$this->assertSame( 'userfeedback_already_answered', $result['code'] );
			}
		}
		$this->assertSame( 201, $results[6]['status'], 'the other account: ' . wp_json_encode( $results[6] ) );
		global $wpdb;
		$stored = $wpdb->get_results( $wpdb->prepare( 'SELECT user_id, COUNT(*) AS n FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d GROUP BY user_id ORDER BY user_id', $this->survey_id ), ARRAY_A );
		$this->assertSame(
			array(
				array(
					'user_id' => (string) $first,
					'n'       => '1',
				),
				array(
					'user_id' => (string) $second,
					'n'       => '1',
				),
			),
			$stored
		);
	}

	public function test_a_tab_that_passed_the_early_check_before_another_answer_committed_is_refused_when_it_commits(): void {
		$user = $this->committed_user();
		$tab  = $this->visitor( $user, 1 ); // Its login session committed before the other tab's transaction.
		global $wpdb;
		$tables = userfeedback()->tables();
		// Another tab's answer, still being written: its transaction holds the survey's row.
		$wpdb->query( 'START TRANSACTION' );
		$wpdb->query( $wpdb->prepare( "SELECT id FROM `{$tables->surveys()}` WHERE id = %d FOR UPDATE", $this->survey_id ) );
		$wpdb->insert(
			$tables->responses(),
			array(
				'survey_id'    => $this->survey_id,
				'status'       => 'publish',
				'completed'    => 1,
				'user_id'      => $user,
				'submitted_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$tab = $this->start_visitor( $tab, "/userfeedback/v1/surveys/{$this->survey_id}/responses" );
		// Long enough for the tab to pass the early check (the answer is not committed) and wait
		// for the survey's row.
		usleep( 1500000 );
		$wpdb->query( 'COMMIT' );

		$result = $this->finish_visitor( $tab );

		$this->assertSame( 409, $result['status'], (string) wp_json_encode( $result ) );
		$this->assertSame( 'userfeedback_already_answered', $result['code'] );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d", $this->survey_id ) ) );
	}

	/**
	 * A committed subscriber account.
	 *
	 * @return int
	 */
	private function committed_user(): int {
		$user          = $this->create_user( 'subscriber' );
		$this->users[] = $user;
		return $user;
	}

	/**
	 * One tab of an account: its own response key, the account's logged_in cookie, the site's Origin.
	 *
	 * @param int $user The account.
	 * @param int $n    The tab's number.
	 * @return array{0: string, 1: string, 2: array<string, mixed>, 3: array<string, mixed>}
	 */
	private function visitor( int $user, int $n ): array {
		return array(
			"198.51.100.{$n}",
			'Browser',
			array(
				'nonce'        => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
				'response_key' => wp_generate_uuid4(),
				'completed'    => true,
				'answers'      => array(
					array(
						'question_id' => 'pick',
						'value'       => 'A',
					),
				),
			),
			array(
				'cookies' => array( (string) constant( 'LOGGED_IN_COOKIE' ) => wp_generate_auth_cookie( $user, time() + HOUR_IN_SECONDS, 'logged_in' ) ),
				'server'  => array( 'HTTP_ORIGIN' => (string) preg_replace( '~^(https?://[^/]+).*$~', '$1', home_url() ) ),
			),
		);
	}

	/**
	 * Statuses counted, by status.
	 *
	 * @param int[] $statuses Statuses.
	 * @return array<int, int>
	 */
	private static function counted( array $statuses ): array {
		$counted = array_count_values( $statuses );
		ksort( $counted );
		return $counted;
	}
}
