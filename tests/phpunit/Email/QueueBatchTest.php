<?php
/**
 * The queue is drained a batch at a time.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailQueue;
use UserFeedback\Email\NotificationMessage;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

// The test reads and changes the queue table directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * Every statement costs the database and PHP about what building a message does: a batch of
 * e-mails is claimed in one statement and its messages read in three, while each row is still
 * marked sent on its own (a worker that dies mid-batch sends nothing twice). What must not
 * change: every e-mail goes once, with the same message as when it went alone.
 */
final class QueueBatchTest extends EmailTestCase {

	/**
	 * Statements seen by the counting filter.
	 *
	 * @var string[]
	 */
	private array $statements = array();

	/**
	 * The counting filter while it is on.
	 *
	 * @var \Closure|null
	 */
	private ?\Closure $counter = null;

	protected function tearDown(): void {
		$this->stop_counting();
		parent::tearDown();
	}

	/**
	 * Takes the counting filter off.
	 *
	 * @return void
	 */
	private function stop_counting(): void {
		if ( null !== $this->counter ) {
			remove_filter( 'query', $this->counter );
			$this->counter = null;
		}
	}

	/**
	 * Counts the statements that touch the plugin's tables from now on.
	 *
	 * @return void
	 */
	private function count_statements(): void {
		$prefix        = $GLOBALS['wpdb']->prefix . 'userfeedback_';
		$this->counter = function ( string $query ) use ( $prefix ): string {
			if ( str_contains( $query, $prefix ) ) {
				$this->statements[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $this->counter );
	}

	public function test_one_statement_claims_a_batch_and_another_worker_gets_the_rest(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->submit( $survey_id );
		}
		global $wpdb;
		$first  = new EmailQueue( $wpdb, userfeedback()->tables() );
		$second = new EmailQueue( $wpdb, userfeedback()->tables() );

		$batch = $first->claim_batch( 3 );
		$rest  = $second->claim_batch( 3 );

		$ids = array_column( $this->queue_rows(), 'id' );
		$this->assertSame( array_map( 'intval', array_slice( $ids, 0, 3 ) ), array_column( $batch, 'id' ), 'oldest first' );
		$this->assertSame( array_map( 'intval', array_slice( $ids, 3 ) ), array_column( $rest, 'id' ), 'only what the first left' );
		$this->assertCount( 1, array_unique( array_column( $batch, 'claim_token' ) ), 'one claim for the batch' );
		$this->assertSame( array(), $first->claim_batch( 3 ) );
		$this->assertSame( array( 1 ), array_unique( array_column( $batch, 'attempts' ) ) );
	}

	public function test_rows_handed_back_are_due_again_with_their_attempt_not_counted(): void {
		list( $queue, $batch ) = $this->two_claimed();
		global $wpdb;

		( new EmailQueue( $wpdb, userfeedback()->tables() ) )->unclaim( array( $batch[1]['id'] ), 'another worker' );
		$this->assertSame( array( 'sending', 'sending' ), array_column( $this->queue_rows(), 'status' ), 'only the claim\'s holder hands a row back' );

		$queue->unclaim( array( $batch[1]['id'] ), $batch[1]['claim_token'] );

		$rows = $this->queue_rows();
		$this->assertSame( array( 'sending', 'pending' ), array_column( $rows, 'status' ) );
		$this->assertSame( '0', $rows[1]['attempts'] );
		$this->assertSame( $batch[1]['id'], $queue->claim()['id'] ?? null );
	}

	public function test_a_batch_costs_the_statements_of_one_email_plus_one_per_row_marked_sent(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 10; $i++ ) {
			$this->submit( $survey_id );
		}
		$worker = $this->feature()->worker();
		$this->count_statements();

		$this->assertSame( 10, $worker->send_due( 20, 20.0 ) );
		$this->stop_counting();

		$this->assertCount( 10, $this->mails );
		$this->assertSame( array( 'sent' ), array_values( array_unique( array_column( $this->queue_rows(), 'status' ) ) ) );
		// Claim (UPDATE, SELECT), the messages (surveys, responses, answers), the destination's
		// health once, then each row marked sent; fewer than asked, so no claim that finds nothing.
		$claims = array_filter( $this->statements, static fn( string $sql ): bool => str_contains( $sql, "SET status = 'sending'" ) );
		$this->assertCount( 1, $claims, 'one claim for the ten' );
		$this->assertCount( 2 + 3 + 1 + 10, $this->statements, implode( "\n", $this->statements ) );
	}

	public function test_a_batch_sends_each_message_as_it_would_have_gone_alone(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$other_id  = $this->create_survey( self::notify( 'other@example.com' ), array(), 'Other survey' );
		$this->submit( $survey_id );
		$trashed = (int) $this->submit( $other_id )->get_data()['id'];
		$this->submit( $other_id );
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->responses(), array( 'status' => 'trash' ), array( 'id' => $trashed ) );

		$this->feature()->worker()->send_due( 20, 20.0 );
		$plugin  = userfeedback();
		$message = new NotificationMessage( new SurveyRepository( $wpdb, $plugin->tables() ), new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), $plugin->settings() );
		$alone   = array_map( static fn( array $row ): ?array => $message->build( (int) $row['survey_id'], (int) $row['response_id'] ), $this->queue_rows() );

		$this->assertSame( array( 'sent', 'skipped', 'sent' ), array_column( $this->queue_rows(), 'status' ), 'the trashed response mails nothing' );
		$this->assertCount( 2, $this->mails );
		$this->assertNotNull( $alone[0] );
		$this->assertNotNull( $alone[2] );
		$this->assertSame( array( $alone[0]['subject'], $alone[2]['subject'] ), array_column( $this->mails, 'subject' ) );
		$this->assertSame( array( $alone[0]['body'], $alone[2]['body'] ), array_column( $this->mails, 'message' ) );
		$this->assertSame( array( array( 'owner@example.com' ), array( 'other@example.com' ) ), array_column( $this->mails, 'to' ) );
		$this->assertNull( $alone[1] );
	}

	public function test_rows_of_a_batch_not_reached_in_time_are_due_again_at_once(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->submit( $survey_id );
		}
		// Each e-mail takes longer than the whole budget: the first is sent (a started e-mail is
		// finished), the other three go back.
		$slow = static function ( $result ) {
			usleep( 60000 );
			return $result;
		};
		add_filter( 'pre_wp_mail', $slow, 5 );
		try {
			$this->assertSame( 1, $this->feature()->worker()->send_due( 20, 0.05 ) );
		} finally {
			remove_filter( 'pre_wp_mail', $slow, 5 );
		}

		$rows = $this->queue_rows();
		$this->assertSame( array( 'sent', 'pending', 'pending', 'pending' ), array_column( $rows, 'status' ) );
		$this->assertSame( array( '1', '0', '0', '0' ), array_column( $rows, 'attempts' ) );
		$this->assertSame( 3, $this->feature()->worker()->send_due( 20, 20.0 ) );
		$this->assertCount( 4, $this->mails, 'each once' );
	}
}
