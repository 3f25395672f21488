<?php
/**
 * The rate limit counted inside the response's transaction.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\RateLimiter;
use UserFeedback\Visitors\ResponseStore;
use UserFeedback\Visitors\SaveRefusal;

// The test reads the counters and the responses directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * The counter's upsert commits with the response (one disk write fewer per response).
 * The limit must hold as before, and a response that is rolled back must not count.
 */
final class ResponseGateTest extends TestCase {

	private const KEY = '7|198.51.100.1';

	/**
	 * A limiter of 2 hits per 10 minutes on the counters' table, at a fixed time.
	 *
	 * @return RateLimiter
	 */
	private static function limiter(): RateLimiter {
		global $wpdb;
		return new RateLimiter( 2, 600, static fn(): int => 1_800_000_000, $wpdb, userfeedback()->tables()->rate_limits() );
	}

	/**
	 * A published survey of one text question, as stored.
	 *
	 * @return array<string, mixed>
	 */
	private function survey(): array {
		global $wpdb;
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Gate',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'why',
						'type'  => 'long-text',
						'title' => 'Why?',
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( (int) $created->get_data()['id'] );
		$this->assertNotNull( $survey );
		return $survey;
	}

	/**
	 * Stores one response through the store, gated by the limiter.
	 *
	 * @param ResponseStore        $store  The store.
	 * @param array<string, mixed> $survey The survey.
	 * @return int|SaveRefusal What insert() answered.
	 */
	private static function respond( ResponseStore $store, array $survey ): int|SaveRefusal {
		$limiter = self::limiter();
		return $store->insert(
			$survey,
			array( 'page_url' => 'https://example.org/' ),
			array(
				array(
					'question_id' => 'why',
					'value'       => 'Because',
					'value_num'   => null,
					'extra'       => null,
				),
			),
			static fn(): ?bool => $limiter->count( self::KEY )
		);
	}

	/**
	 * The key's hits in the counters' table (0 when it has no row).
	 *
	 * @return int
	 */
	private static function hits(): int {
		global $wpdb;
		$bucket = md5( self::KEY . '|' . ( 1_800_000_000 - 1_800_000_000 % 600 ) );
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM `' . userfeedback()->tables()->rate_limits() . '` WHERE bucket = UNHEX(%s)', $bucket ) );
	}

	/**
	 * The survey's stored responses.
	 *
	 * @param int $survey_id The survey.
	 * @return int
	 */
	private static function stored( int $survey_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $survey_id ) );
	}

	public function test_the_limit_holds_and_a_refused_response_stores_nothing(): void {
		global $wpdb;
		$survey = $this->survey();
		$store  = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );

		$this->assertIsInt( self::respond( $store, $survey ) );
		$this->assertIsInt( self::respond( $store, $survey ) );
		$this->assertSame( SaveRefusal::RateLimited, self::respond( $store, $survey ) );

		$this->assertSame( 2, self::stored( (int) $survey['id'] ) );
		$this->assertSame( 2, self::hits(), 'the refused hit is rolled back with its response' );
	}

	public function test_a_response_rolled_back_does_not_count_against_its_visitor(): void {
		global $wpdb;
		$survey  = $this->survey();
		$failing = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups(), static fn(): bool => false );

		$this->assertSame( SaveRefusal::Failed, self::respond( $failing, $survey ) );
		$this->assertSame( 0, self::hits() );
		$this->assertSame( 0, self::stored( (int) $survey['id'] ) );

		$store = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
		$this->assertIsInt( self::respond( $store, $survey ) );
		$this->assertIsInt( self::respond( $store, $survey ), 'the limit of 2 still allows a second' );
		$this->assertSame( 2, self::hits() );
	}

	public function test_the_response_row_keeps_the_values_given(): void {
		global $wpdb;
		$survey = $this->survey();
		$store  = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
		$id     = $store->insert(
			$survey,
			array(
				'page_url'   => "https://example.org/?q=it's%20100%",
				'page_title' => 'Prices & "plans"',
				'user_id'    => 42,
			),
			array()
		);
		$this->assertIsInt( $id );
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT page_url, page_title, user_id, status, survey_id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $id ), ARRAY_A );
		$this->assertSame(
			array(
				'page_url'   => "https://example.org/?q=it's%20100%",
				'page_title' => 'Prices & "plans"',
				'user_id'    => '42',
				'status'     => 'publish',
				'survey_id'  => (string) $survey['id'],
			),
			$row
		);
	}
}
