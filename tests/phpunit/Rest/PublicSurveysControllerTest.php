<?php
/**
 * The visitor routes: impression and responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\LosesDeadlocks;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Public input through the real REST server: a valid response is stored with its answer rows;
 * every malformed one is a 4xx and writes nothing.
 */
final class PublicSurveysControllerTest extends TestCase {

	use LosesDeadlocks;

	protected function tearDown(): void {
		$this->stop_deadlocks();
		parent::tearDown();
	}

	/**
	 * The published survey with one question of each type.
	 *
	 * @var int
	 */
	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Every type',
				'status'    => 'publish',
				'questions' => self::every_question_type(),
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->survey_id = (int) $response->get_data()['id'];
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.57';
	}

	public function test_a_complete_response_is_stored_with_one_row_per_answer_and_ticked_option(): void {
		$response = $this->submit( self::every_question_type_answers() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = $response->get_data()['id'];
		$this->assertIsInt( $id );

		global $wpdb;
		$tables = userfeedback()->tables();
		$row    = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `{$tables->responses()}` WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( (string) $this->survey_id, $row['survey_id'] );
		$this->assertSame( 'publish', $row['status'] );
		$this->assertSame( 'https://example.com/pricing/', $row['page_url'] );
		$this->assertSame( 'Pricing', $row['page_title'] );
		$this->assertSame( '203.0.113.0', $row['user_ip'], 'anonymised by default' );

		$answers = $wpdb->get_results( $wpdb->prepare( "SELECT question_id, value, value_num, extra FROM `{$tables->answers()}` WHERE response_id = %d ORDER BY id", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame(
			array(
				array( 'star', '4', '4', 'Nice' ),
				array( 'nps', '9', '9', null ),
				array( 'radio', 'No', null, null ),
				array( 'check', 'A', null, null ),
				array( 'check', 'C', null, null ),
				array( 'mail', 'jo@example.com', null, 'Jo' ),
				array( 'long', 'Because.', null, null ),
			),
			array_map( 'array_values', $answers )
		);
	}

	public function test_the_response_stores_browser_os_and_device_from_the_user_agent(): void {
		$saved                      = $_SERVER;
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36';
		try {
			$response = $this->submit( self::every_question_type_answers() );
		} finally {
			$_SERVER = $saved;
		}
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		global $wpdb;
		$table = userfeedback()->tables()->responses();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT user_browser, user_os, user_device FROM `{$table}` WHERE id = %d", $response->get_data()['id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame(
			array(
				'user_browser' => 'Samsung Internet 23',
				'user_os'      => 'Android 13',
				'user_device'  => 'mobile',
			),
			$row
		);
	}

	public function test_an_impression_is_counted_atomically_per_day_summed_over_shards(): void {
		global $wpdb;
		for ( $i = 0; $i < 3; $i++ ) {
			$response = $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", array( 'nonce' => $this->token() ) );
			$this->assertSame( 200, $response->get_status() );
		}
		$table = userfeedback()->tables()->impressions();
		$this->assertSame( '3', $wpdb->get_var( $wpdb->prepare( "SELECT SUM( count ) FROM `{$table}` WHERE survey_id = %d AND day = %s", $this->survey_id, gmdate( 'Y-m-d' ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_an_impression_whose_upsert_loses_a_deadlock_is_counted_all_the_same(): void {
		global $wpdb;
		$table = userfeedback()->tables()->impressions();
		$this->deadlock( "INSERT INTO `{$table}`", 1 );

		$response = $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", array( 'nonce' => $this->token() ) );

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertSame( array( 'counted' => true ), $response->get_data() );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT SUM( count ) FROM `{$table}` WHERE survey_id = %d", $this->survey_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_a_token_from_a_page_cached_47_hours_is_accepted_and_73_hours_refused(): void {
		$old = ( new SubmissionToken( wp_salt( 'nonce' ), static fn(): int => time() - 47 * HOUR_IN_SECONDS ) )->issue( $this->survey_id );
		$this->assertSame( 201, $this->submit( self::every_question_type_answers(), $old )->get_status() );

		$stale    = ( new SubmissionToken( wp_salt( 'nonce' ), static fn(): int => time() - 73 * HOUR_IN_SECONDS ) )->issue( $this->survey_id );
		$response = $this->submit( self::every_question_type_answers(), $stale );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_invalid_token', $this->error_code( $response ) );

		$other = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id + 1 );
		$this->assertSame( 403, $this->submit( self::every_question_type_answers(), $other )->get_status() );
	}

	public function test_the_honeypot_rejects_the_response(): void {
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => self::every_question_type_answers(),
				'nonce'   => $this->token(),
				'uf_hp'   => 'http://spam.example',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 0, $this->stored_rows() );
	}

	public function test_draft_scheduled_and_unknown_surveys_take_no_responses(): void {
		$this->act_as( 'administrator' );
		$this->rest( 'POST', '/userfeedback/v1/surveys/draft', array( 'survey_ids' => array( $this->survey_id ) ) );
		wp_set_current_user( 0 );
		$this->assertSame( 404, $this->submit( self::every_question_type_answers() )->get_status() );
		$this->assertSame(
			404,
			$this->rest(
				'POST',
				'/userfeedback/v1/surveys/999999/responses',
				array(
					'answers' => self::every_question_type_answers(),
					'nonce'   => 'x',
				)
			)->get_status()
		);
	}

	public function test_javascript_page_urls_are_dropped(): void {
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers'        => self::every_question_type_answers(),
				'nonce'          => $this->token(),
				'page_submitted' => array(
					'url'   => 'javascript:alert(1)',
					'title' => '<b>Home</b>',
				),
			)
		);
		$this->assertSame( 201, $response->get_status() );
		global $wpdb;
		$table = userfeedback()->tables()->responses();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT page_url, page_title FROM `{$table}` WHERE id = %d", $response->get_data()['id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame(
			array(
				'page_url'   => '',
				'page_title' => 'Home',
			),
			$row
		);
	}

	public function test_required_questions_are_enforced_only_with_the_entitlement(): void {
		$this->act_as( 'administrator' );
		$survey = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_data();
		$survey['questions'][6]['settings']['required'] = true;
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $survey )->get_status() );
		wp_set_current_user( 0 );

		$without_short = array_slice( self::every_question_type_answers(), 0, 6 );
		$this->assertSame( 400, $this->submit( $without_short )->get_status() );
		$this->set_active_addons( array( 'behavior' ) );
		$refused = $this->submit( array( $without_short[2] ) );
		$this->assertSame( 404, $refused->get_status(), 'star and NPS questions: no page shows it without question-types, so it takes no answers' );
		$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $refused ) );

		// Without those questions, "required" is not enforced without question-types.
		$this->act_as( 'administrator' );
		$survey['questions'] = array_values( array_filter( $survey['questions'], static fn( array $q ): bool => ! in_array( $q['type'], array( 'star-rating', 'nps' ), true ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $survey )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 201, $this->submit( array( $without_short[2] ) )->get_status(), 'not enforced without question-types' );
	}

	public function test_a_required_question_the_visitor_was_never_shown_does_not_refuse_the_response(): void {
		$this->act_as( 'administrator' );
		$survey = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_data();
		$survey['questions'][6]['settings']['required'] = true; // 'short', which logic or a jump may pass over.
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $survey )->get_status() );
		wp_set_current_user( 0 );

		$without_short = array_slice( self::every_question_type_answers(), 0, 6 );
		$shown         = array_column( $without_short, 'question_id' );
		$response      = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => $without_short,
				'shown'   => $shown,
				'nonce'   => $this->token(),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		// Shown and left empty, it is still required.
		$refused = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => $without_short,
				'shown'   => array_merge( $shown, array( 'short' ) ),
				'nonce'   => $this->token(),
			)
		);
		$this->assertSame( 400, $refused->get_status() );
	}

	/**
	 * Malformed answer lists, each a 400 that stores nothing.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function malformed_answers(): array {
		$cases = array(
			'empty list'              => array( array() ),
			'all skipped'             => array(
				array(
					array(
						'question_id' => 'star',
						'value'       => null,
					),
				),
			),
			'not a list'              => array( 'answers' ),
			'unknown question'        => array(
				array(
					array(
						'question_id' => 'nope',
						'value'       => 'x',
					),
				),
			),
			'no question id'          => array( array( array( 'value' => 'x' ) ) ),
			'answered twice'          => array(
				array(
					array(
						'question_id' => 'radio',
						'value'       => 'Yes',
					),
					array(
						'question_id' => 'radio',
						'value'       => 'No',
					),
				),
			),
			'too many answers'        => array(
				array_fill(
					0,
					8,
					array(
						'question_id' => 'radio',
						'value'       => 'Yes',
					)
				),
			),
			'answer not an object'    => array( array( 'radio' ) ),
			'long text over 400'      => array(
				array(
					array(
						'question_id' => 'long',
						'value'       => str_repeat( 'a', 401 ),
					),
				),
			),
			'text over 1000'          => array(
				array(
					array(
						'question_id' => 'short',
						'value'       => str_repeat( 'a', 1001 ),
					),
				),
			),
			'text as array'           => array(
				array(
					array(
						'question_id' => 'short',
						'value'       => array( 'a' ),
					),
				),
			),
			'name over 100'           => array(
				array(
					array(
						'question_id' => 'mail',
						'value'       => 'a@example.com',
						'extra'       => str_repeat( 'n', 101 ),
					),
				),
			),
			'checkbox with duplicate' => array(
				array(
					array(
						'question_id' => 'check',
						'value'       => array( 'A', 'A' ),
					),
				),
			),
			'checkbox as object'      => array(
				array(
					array(
						'question_id' => 'check',
						'value'       => array( 'x' => 'A' ),
					),
				),
			),
		);
		foreach ( array( 0, 6, '3.5', '4 stars', '-1', 'five', true, array( 4 ) ) as $i => $bad ) {
			$cases[ "star value #{$i}" ] = array(
				array(
					array(
						'question_id' => 'star',
						'value'       => $bad,
					),
				),
			);
		}
		foreach ( array( 0, 11, '10.0', 'ten', false ) as $i => $bad ) {
			$cases[ "nps value #{$i}" ] = array(
				array(
					array(
						'question_id' => 'nps',
						'value'       => $bad,
					),
				),
			);
		}
		foreach ( array( 'Maybe', 'yes', 7, array( 'Yes' ) ) as $i => $bad ) {
			$cases[ "radio value #{$i}" ] = array(
				array(
					array(
						'question_id' => 'radio',
						'value'       => $bad,
					),
				),
			);
		}
		foreach ( array( array( 'D' ), array( 'A', 'Z' ), array( 1 ), 5 ) as $i => $bad ) {
			$cases[ "checkbox value #{$i}" ] = array(
				array(
					array(
						'question_id' => 'check',
						'value'       => $bad,
					),
				),
			);
		}
		foreach ( array( 'not-mail', 'a@', '@b.c', str_repeat( 'a', 250 ) . '@example.com', 12, array( 'a@b.co' ) ) as $i => $bad ) {
			$cases[ "email value #{$i}" ] = array(
				array(
					array(
						'question_id' => 'mail',
						'value'       => $bad,
					),
				),
			);
		}
		return $cases;
	}

	/**
	 * Bad input of any shape: a 4xx, never a 5xx, nothing written.
	 *
	 * @param mixed $answers The answers sent.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'malformed_answers' )]
	public function test_malformed_answers_are_4xx_and_write_nothing( $answers ): void {
		$response = $this->submit( $answers );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertLessThan( 500, $response->get_status() );
		$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
		$this->assertSame( 0, $this->stored_rows() );
	}

	public function test_missing_or_bad_top_level_fields_are_400s(): void {
		$route = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
		foreach (
			array(
				array(),
				array( 'nonce' => $this->token() ),
				array( 'answers' => self::every_question_type_answers() ),
				array(
					'answers' => self::every_question_type_answers(),
					'nonce'   => str_repeat( 'x', 81 ),
				),
				array(
					'answers'        => self::every_question_type_answers(),
					'nonce'          => $this->token(),
					'page_submitted' => 'home',
				),
			) as $body
		) {
			$status = $this->rest( 'POST', $route, $body )->get_status();
			$this->assertGreaterThanOrEqual( 400, $status );
			$this->assertLessThan( 500, $status );
		}
		$this->assertSame( 0, $this->stored_rows() );
	}

	public function test_responses_are_rate_limited_per_visitor_and_survey(): void {
		$statuses = array();
		for ( $i = 0; $i < 21; $i++ ) {
			$statuses[] = $this->submit(
				array(
					array(
						'question_id' => 'radio',
						'value'       => 'Yes',
					),
				)
			)->get_status();
		}
		$this->assertSame( array_fill( 0, 20, 201 ), array_slice( $statuses, 0, 20 ) );
		$this->assertSame( 429, $statuses[20] );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->assertSame(
			201,
			$this->submit(
				array(
					array(
						'question_id' => 'radio',
						'value'       => 'Yes',
					),
				)
			)->get_status(),
			'another visitor'
		);
	}


	/**
	 * Posts a response.
	 *
	 * @param mixed       $answers The answers.
	 * @param string|null $token   The token (default: a fresh one).
	 * @return \WP_REST_Response
	 */
	private function submit( $answers, ?string $token = null ): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers'        => $answers,
				'nonce'          => $token ?? $this->token(),
				'page_submitted' => array(
					'url'   => 'https://example.com/pricing/',
					'title' => 'Pricing',
				),
			)
		);
	}

	/**
	 * A fresh token for the survey.
	 *
	 * @return string
	 */
	private function token(): string {
		return ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id );
	}

	/**
	 * Response and answer rows of the survey.
	 *
	 * @return int
	 */
	private function stored_rows(): int {
		global $wpdb;
		$tables = userfeedback()->tables();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT (SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d) + (SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d)", $this->survey_id, $this->survey_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
