<?php
/**
 * Work claims taken by separate PHP processes at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\ParallelWorkers;
use UserFeedback\Tests\Rest\VisitorRace;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test seeds and clears its committed rows directly, on purpose.

/**
 * Each worker is its own PHP process with its own connection (fixtures/claim-worker.php), started
 * together and waiting for one agreed moment: what a claim must hold against is other processes,
 * not other objects. What they see is committed, so the test commits its set-up (VisitorRace)
 * and removes it afterwards.
 */
final class ParallelClaimsTest extends TestCase {

	use ParallelWorkers;
	use VisitorRace;

	private const WORKERS = 8;

	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( array( 'question-types', 'behavior' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . userfeedback()->tables()->claims() . '` WHERE name LIKE %s OR name = %s', 'race\\_%', 'drain' ) );
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	public function test_of_eight_processes_taking_a_free_claim_at_once_exactly_one_wins(): void {
		$results = $this->run_workers( __DIR__ . '/fixtures/claim-worker.php', array_fill( 0, self::WORKERS, array( 'take', 'race_free', '60' ) ) );

		$winners = array_values( array_filter( $results, static fn( array $result ): bool => true === $result['won'] ) );
		$this->assertCount( 1, $winners, (string) wp_json_encode( $results ) );
		$this->assertSame( 1, $winners[0]['fence'] );
		$this->assertSame( $winners[0]['token'], ( (array) $this->row( 'race_free' ) )['token'], 'the row is the winner\'s' );
	}

	public function test_of_eight_processes_taking_over_a_lapsed_claim_at_once_exactly_one_wins_with_the_next_fence(): void {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->claims(),
			array(
				'name'       => 'race_lapsed',
				'token'      => str_repeat( 'd', 32 ),
				'fence'      => 41,
				'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - 600 ),
				'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ),
			)
		);

		$results = $this->run_workers( __DIR__ . '/fixtures/claim-worker.php', array_fill( 0, self::WORKERS, array( 'take', 'race_lapsed', '60' ) ) );

		$winners = array_values( array_filter( $results, static fn( array $result ): bool => true === $result['won'] ) );
		$this->assertCount( 1, $winners, (string) wp_json_encode( $results ) );
		$this->assertSame( 42, $winners[0]['fence'] );
		$row = (array) $this->row( 'race_lapsed' );
		$this->assertSame( $winners[0]['token'], $row['token'] );
		$this->assertSame( '42', (string) $row['fence'] );
	}

	public function test_workers_draining_after_their_replies_at_once_send_each_queued_email_exactly_once(): void {
		$this->survey_id = $this->notifying_survey();
		$markers         = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$markers[] = "marker-{$i}";
			$this->submit( "marker-{$i}", "198.51.100.{$i}" );
		}
		$table = userfeedback()->tables()->email_queue();
		global $wpdb;
		$this->assertSame( '12', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE survey_id = %d AND status = 'pending'", $this->survey_id ) ), 'one e-mail queued per response' );

		$results = $this->run_workers( __DIR__ . '/fixtures/claim-worker.php', array_fill( 0, 4, array( 'drain', '4' ) ) );

		$sent = array_merge( ...array_column( $results, 'sent' ) );
		sort( $sent );
		sort( $markers );
		$this->assertSame( $markers, $sent, 'every e-mail sent, none twice: ' . wp_json_encode( $results ) );
		$this->assertSame( array( 'sent' => '12' ), $this->statuses( $table ), 'every row sent' );
		$this->assertNull( $this->row( 'drain' ), 'the drain was let go' );
	}

	/**
	 * A claim's row as committed, or null.
	 *
	 * @param string $name Claim name.
	 * @return array<string, mixed>|null
	 */
	private function row( string $name ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM `' . userfeedback()->tables()->claims() . '` WHERE name = %s', $name ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The survey's queue rows counted by status.
	 *
	 * @param string $table The queue table.
	 * @return array<string, string>
	 */
	private function statuses( string $table ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM `{$table}` WHERE survey_id = %d GROUP BY status", $this->survey_id ), ARRAY_A );
		return array_column( $rows, 'n', 'status' );
	}

	/**
	 * A committed survey that e-mails its owner each response.
	 *
	 * @return int
	 */
	private function notifying_survey(): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'         => 'Drained',
					'status'        => 'publish',
					'questions'     => array(
						array(
							'id'    => 'why',
							'type'  => 'long-text',
							'title' => 'Why?',
						),
					),
					'notifications' => array(
						'email' => array(
							'active'    => true,
							'addresses' => 'owner@example.com',
							'logic'     => array(
								'enable'     => false,
								'action'     => 'send',
								'conditions' => array(),
							),
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $id );
		wp_cache_flush();
		return $id;
	}

	/**
	 * Submits a response through the public route, committed (no test transaction is open).
	 *
	 * @param string $text The answer (the marker its e-mail carries).
	 * @param string $ip   The visitor's address (each its own, under the rate limit).
	 * @return void
	 */
	private function submit( string $text, string $ip ): void {
		$_SERVER['REMOTE_ADDR'] = $ip;
		$response               = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => array(
					array(
						'question_id' => 'why',
						'value'       => $text,
					),
				),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}
}
