<?php
/**
 * `wp userfeedback queue run`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

use UserFeedback\Email\EmailQueue;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB.PreparedSQL, WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- another process queues a job during a run; the test reads the dev sites' mail log and our tables directly (names from Tables).

/**
 * The background queue drained by the site's own worker: what is due is processed (e-mails land
 * in the dev sites' mail log), what waits for later stays, and a second run finds nothing.
 */
final class QueueCommandTest extends CliTestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::reset_with_demo_data( 5 );
	}

	public function test_run_processes_every_due_job_and_leaves_later_ones(): void {
		global $wpdb;
		$queue    = new EmailQueue( $wpdb, userfeedback()->tables() );
		$survey   = self::survey_ids()['Website Experience'];
		$response = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . "` WHERE survey_id = %d AND status = 'publish' ORDER BY id LIMIT 1", $survey ) );
		$week     = array(
			'start' => current_datetime()->modify( '-7 days' )->format( 'Y-m-d' ),
			'end'   => current_datetime()->modify( '-1 day' )->format( 'Y-m-d' ),
		);
		self::assertTrue( $queue->enqueue( EmailQueue::KIND_RESPONSE, 'response:' . $response, array( 'owner@example.com' ), $survey, $response ) );
		self::assertTrue( $queue->enqueue( EmailQueue::KIND_SUMMARY, 'summary:cli-test', array( 'owner@example.com' ), 0, 0, $week ) );
		self::assertTrue( $queue->enqueue( EmailQueue::KIND_SUMMARY, 'summary:later', array( 'owner@example.com' ), 0, 0, $week ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE `' . $queue->table() . "` SET run_after = %s WHERE dedupe_key = 'summary:later'", gmdate( 'Y-m-d H:i:s', time() + HOUR_IN_SECONDS ) ) );
		$mails = self::mail_count();

		$result = self::wp( array( 'userfeedback', 'queue', 'run' ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Processed 2 queued jobs.\n", $result['out'] );
		self::assertSame( $mails + 2, self::mail_count(), 'both e-mails handed to wp_mail()' );
		$statuses = array_column( (array) $wpdb->get_results( 'SELECT dedupe_key, status FROM `' . $queue->table() . '`', ARRAY_A ), 'status', 'dedupe_key' );
		self::assertSame(
			array(
				'response:' . $response => 'sent',
				'summary:cli-test'      => 'sent',
				'summary:later'         => 'pending',
			),
			$statuses
		);
		self::assertFalse( $queue->has_due(), 'the queue is drained' );

		$again = self::wp( array( 'userfeedback', 'queue', 'run' ) );
		self::assertSucceeded( $again );
		self::assertSame( "Success: Nothing is due in the queue: no job processed.\n", $again['out'] );
	}

	public function test_run_drains_more_than_one_worker_run(): void {
		global $wpdb;
		$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
		// 150 jobs for deleted responses: each is closed as skipped, over two worker runs of 100.
		for ( $i = 1; $i <= 150; $i++ ) {
			$queue->enqueue( EmailQueue::KIND_RESPONSE, 'response:gone-' . $i, array( 'owner@example.com' ), 0, 900000 + $i );
		}

		$result = self::wp( array( 'userfeedback', 'queue', 'run' ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Processed 150 queued jobs.\n", $result['out'] );
		self::assertSame( '150', $wpdb->get_var( 'SELECT COUNT(*) FROM `' . $queue->table() . "` WHERE status = 'skipped'" ) );
		self::assertFalse( $queue->has_due() );
	}

	public function test_a_cron_run_bounded_in_time_drains_everything_due(): void {
		global $wpdb;
		$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
		for ( $i = 1; $i <= 120; $i++ ) {
			$queue->enqueue( EmailQueue::KIND_RESPONSE, 'response:cron-' . $i, array( 'owner@example.com' ), 0, 910000 + $i );
		}

		$result = self::wp( array( 'userfeedback', 'queue', 'run', '--until-empty', '--max-seconds=55' ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Processed 120 queued jobs.\n", $result['out'] );
		self::assertFalse( $queue->has_due() );
	}

	public function test_a_run_stops_at_max_seconds_and_says_work_is_left(): void {
		global $wpdb;
		$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
		for ( $i = 1; $i <= 300; $i++ ) {
			$queue->enqueue( EmailQueue::KIND_RESPONSE, 'response:slow-' . $i, array( 'owner@example.com' ), 0, 920000 + $i );
		}

		$result = self::wp( array( 'userfeedback', 'queue', 'run', '--max-seconds=0.001' ) );

		self::assertSame( 0, $result['code'], $result['err'] );
		self::assertStringContainsString( 'Warning: Stopped at --max-seconds with jobs still due: the next run goes on.', $result['err'] );
		self::assertTrue( $queue->has_due(), 'left for the next run' );

		$rest = self::wp( array( 'userfeedback', 'queue', 'run', '--until-empty' ) );
		self::assertSucceeded( $rest );
		self::assertFalse( $queue->has_due() );
	}

	public function test_max_seconds_must_be_a_positive_number(): void {
		foreach ( array( '0', '-5', 'soon' ) as $value ) {
			$result = self::wp( array( 'userfeedback', 'queue', 'run', '--max-seconds=' . $value ) );
			self::assertSame( 1, $result['code'], $value );
			self::assertSame( "Error: --max-seconds must be a number of seconds above 0 (at most 86400).\n", $result['err'], $value );
		}
	}

	public function test_a_following_run_sends_a_job_queued_after_it_found_the_queue_empty(): void {
		global $wpdb;
		$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
		self::wp( array( 'userfeedback', 'queue', 'run' ) );
		self::assertFalse( $queue->has_due() );
		// A response's job queued a second and a half into the run, by another process.
		$enqueue = proc_open(
			array( PHP_BINARY, '-r', '$_SERVER["HTTP_HOST"] = "127.0.0.1"; require $argv[1] . "/wp-load.php"; usleep( 1500000 ); global $wpdb; ( new UserFeedback\Email\EmailQueue( $wpdb, userfeedback()->tables() ) )->enqueue( "response", "response:follow-1", array( "owner@example.com" ), 0, 930001 );', self::site() ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			self::root()
		);
		self::assertIsResource( $enqueue );

		$result = self::wp( array( 'userfeedback', 'queue', 'run', '--follow', '--max-seconds=6' ) );

		proc_close( $enqueue );
		self::assertSucceeded( $result );
		self::assertSame( "Success: Processed 1 queued job.\n", $result['out'] );
		self::assertGreaterThan( 4.5, $result['seconds'], 'it looked until its time was up' );
		self::assertSame( 'skipped', $wpdb->get_var( 'SELECT status FROM `' . $queue->table() . "` WHERE dedupe_key = 'response:follow-1'" ), 'closed (its response does not exist)' );
	}

	public function test_follow_needs_max_seconds(): void {
		$result = self::wp( array( 'userfeedback', 'queue', 'run', '--follow' ) );

		self::assertSame( 1, $result['code'] );
		self::assertSame( "Error: --follow needs --max-seconds (e.g. 55 when cron starts a run every minute).\n", $result['err'] );
	}

	/**
	 * E-mails the dev sites' mail catcher logged for this site so far.
	 *
	 * @return int
	 */
	private static function mail_count(): int {
		$log = dirname( (string) WP_DEBUG_LOG ) . '/mail-' . DB_NAME . '.jsonl';
		return is_file( $log ) ? count( (array) file( $log ) ) : 0;
	}
}
