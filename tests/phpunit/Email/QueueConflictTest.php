<?php
/**
 * The queue's own statements that lose a conflict are run again.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Database\Transaction;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Tests\LosesDeadlocks;

/**
 * Under load, a queue row's closing UPDATE can be picked as a deadlock victim (another worker's
 * claim scanning the same index, a response inserting its row) or lose certification on a
 * cluster. Seen on the stack: a row sent, its UPDATE to 'sent' refused; the claim went stale and
 * the e-mail would have gone a second time. Here the server itself reports the conflict
 * (LosesDeadlocks).
 */
final class QueueConflictTest extends EmailTestCase {

	use LosesDeadlocks;

	protected function tearDown(): void {
		$this->stop_deadlocks();
		parent::tearDown();
	}

	public function test_a_sent_row_whose_update_loses_a_deadlock_is_marked_again_and_never_sent_twice(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$this->deadlock( "SET status = 'sent'", 1 );

		$this->assertSame( 1, $this->feature()->worker()->send_due( 20, 20.0 ) );

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertSame( array( 'sent' ), array_column( $this->queue_rows(), 'status' ) );
		// Long after any claim went stale, housekeeping and another drain find nothing to send.
		$worker = $this->feature()->worker();
		$worker->housekeeping( time() + DAY_IN_SECONDS );
		$this->assertSame( 0, $worker->send_due( 20, 20.0 ) );
		$this->assertCount( 1, $this->mails, 'sent once' );
		$this->assertStringNotContainsString( 'Deadlock', $this->log(), 'a conflict that was run again is not an error' );
	}

	public function test_a_claim_that_loses_a_deadlock_claims_at_once(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$this->submit( $survey_id );
		$this->deadlock( "SET status = 'sending'", 1 );

		$this->assertSame( 2, $this->feature()->worker()->send_due( 20, 20.0 ) );

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( array( '1', '1' ), array_column( $this->queue_rows(), 'attempts' ), 'the lost claim counted no attempt' );
	}

	public function test_a_row_put_off_for_its_retry_after_a_deadlock_is_put_off_all_the_same(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$this->submit( $survey_id );
		$this->mail_result = 'SMTP connect() failed.';
		$this->deadlock( "SET status = 'pending'", 1 );

		$this->feature()->worker()->send_due( 20, 20.0 );

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertSame( array( 'pending', 'pending' ), array_column( $this->queue_rows(), 'status' ), 'both put off for their retry' );
		$this->assertSame( array( 'SMTP connect() failed.', 'SMTP connect() failed.' ), array_column( $this->queue_rows(), 'last_error' ) );
	}

	public function test_rows_handed_back_after_a_deadlock_are_due_again_at_once(): void {
		list( $queue, $batch ) = $this->two_claimed();
		$this->deadlock( 'attempts = GREATEST( attempts - 1, 0 )', 1 );

		$queue->unclaim( array_column( $batch, 'id' ), $batch[0]['claim_token'] );

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertSame( array( 'pending', 'pending' ), array_column( $this->queue_rows(), 'status' ) );
		$this->assertSame( array( '0', '0' ), array_column( $this->queue_rows(), 'attempts' ) );
	}

	public function test_the_drain_claim_whose_release_loses_a_deadlock_is_released_all_the_same(): void {
		global $wpdb;
		$holder = new EmailQueue( $wpdb, userfeedback()->tables() );
		$this->assertTrue( $holder->lock_drain() );
		$this->deadlock( 'DELETE FROM `' . userfeedback()->tables()->claims() . '`', 1 );

		$holder->unlock_drain();

		$this->assertSame( 1, $this->deadlocks_lost );
		$this->assertTrue( ( new EmailQueue( $wpdb, userfeedback()->tables() ) )->lock_drain(), 'the next sender takes it at once, not when it lapses' );
	}

	public function test_a_conflict_that_outlasts_the_retries_is_logged_once_and_the_row_waits_for_housekeeping(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$this->deadlock( "SET status = 'sent'", Transaction::MAX_ATTEMPTS );
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( false );
		try {
			$this->feature()->worker()->send_due( 20, 20.0 );
		} finally {
			$wpdb->suppress_errors( $suppressed );
		}

		$this->assertSame( Transaction::MAX_ATTEMPTS, $this->deadlocks_lost );
		$this->assertSame( array( 'sending' ), array_column( $this->queue_rows(), 'status' ) );
		$this->assertSame( 1, substr_count( $this->log(), 'WordPress database error Deadlock found' ), $this->log() );
		$this->assertStringContainsString( 'SIGNAL SQLSTATE', $this->log(), 'the statement the server refused' );
	}

	public function test_another_failure_is_neither_run_again_nor_kept_out_of_the_log(): void {
		global $wpdb;
		$runs       = 0;
		$suppressed = $wpdb->suppress_errors( false );
		try {
			$result = Transaction::statement(
				$wpdb,
				static function () use ( $wpdb, &$runs ) {
					++$runs;
					return $wpdb->query( 'SELECT * FROM `' . $wpdb->prefix . 'userfeedback_no_such_table`' );
				}
			);
			$this->assertFalse( $wpdb->suppress_errors, 'wpdb\'s own setting is back' );
		} finally {
			$wpdb->suppress_errors( $suppressed );
		}

		$this->assertFalse( $result );
		$this->assertSame( 1, $runs );
		$this->assertStringContainsString( "userfeedback_no_such_table' doesn't exist", $this->log() );
	}
}
