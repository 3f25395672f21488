<?php
/**
 * The after-reply drain on PHP-FPM: one worker at a time.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailQueue;

// The test reads and changes the queue table directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * With 16 visitors in flight, only the FPM worker holding the drain's claim drains the queue after its
 * reply; the others go back to serving visitors. What must not change: every e-mail goes, once,
 * and a row committed while another worker holds the claim is not left to the minute event.
 */
final class DrainAloneTest extends EmailTestCase {

	/**
	 * The test's query filter, if any.
	 *
	 * @var callable|null
	 */
	private $late_submit = null;

	/**
	 * When the minute event was due before the test moved it (false: not scheduled).
	 *
	 * @var int|false|null
	 */
	private $minute_event = null;

	protected function tearDown(): void {
		if ( null !== $this->minute_event ) {
			wp_clear_scheduled_hook( EmailCron::DRAIN_HOOK );
			if ( false !== $this->minute_event ) {
				wp_schedule_event( $this->minute_event, EmailCron::SCHEDULE, EmailCron::DRAIN_HOOK );
			}
		}
		if ( null !== $this->late_submit ) {
			remove_filter( 'query', $this->late_submit );
		}
		parent::tearDown();
	}

	/**
	 * Moves the minute event to a time (put back after the test).
	 *
	 * @param int $at Unix time it is next due.
	 * @return void
	 */
	private function minute_event_at( int $at ): void {
		$this->minute_event ??= wp_next_scheduled( EmailCron::DRAIN_HOOK );
		wp_clear_scheduled_hook( EmailCron::DRAIN_HOOK );
		wp_schedule_event( $at, EmailCron::SCHEDULE, EmailCron::DRAIN_HOOK );
	}

	/**
	 * The queue as another worker sees it: the drain is a claim row with its own token, held by
	 * whichever object took it, on any connection (another FPM worker, on this node or another).
	 *
	 * @return EmailQueue
	 */
	private function other_worker(): EmailQueue {
		return new EmailQueue( $GLOBALS['wpdb'], userfeedback()->tables() );
	}

	public function test_a_worker_sends_nothing_while_another_holds_the_drain_and_the_holder_sends_it(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$other = $this->other_worker();
		$this->assertTrue( $other->lock_drain(), 'the other worker drains' );

		$this->assertSame( 0, $this->feature()->cron()->drain_alone() );
		$this->assertCount( 0, $this->mails, 'this worker went back to serving visitors' );
		$this->assertCount( 1, $this->open_rows() );

		$other->unlock_drain();
		$this->assertSame( 1, $this->feature()->cron()->drain_alone() );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( array(), $this->open_rows() );
		$this->assertTrue( $other->lock_drain(), 'the drainer let go' );
	}

	public function test_rows_committed_just_before_the_drainer_lets_go_are_sent_by_it_once(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 7; $i++ ) {
			$this->submit( $survey_id );
		}
		$late = 0;
		// The worst moment: the drainer found nothing more to claim and is about to let go; a
		// visitor's request commits and finds the drain claimed, so it sends nothing itself.
		$release           = 'DELETE FROM `' . userfeedback()->tables()->claims() . '`';
		$this->late_submit = function ( string $query ) use ( $survey_id, &$late, $release ): string {
			if ( 0 === $late && str_starts_with( $query, $release ) ) {
				$late = -1;
				$late = (int) $this->submit( $survey_id )->get_data()['id'];
			}
			return $query;
		};
		add_filter( 'query', $this->late_submit );

		$this->assertSame( 8, $this->feature()->cron()->drain_alone(), 'seven, then the late one after looking again' );

		$this->assertGreaterThan( 0, $late );
		$this->assertCount( 8, $this->mails, 'every response mailed once' );
		$this->assertSame( array(), $this->open_rows() );
	}

	public function test_a_drainer_asked_to_gather_waits_then_sends_the_moments_emails_once(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->submit( $survey_id );
		}
		$start = microtime( true );

		$this->assertSame( 3, $this->feature()->cron()->drain_alone( 10.0, 0, 0.05 ) );

		$this->assertGreaterThanOrEqual( 0.05, microtime( true ) - $start, 'it waited before claiming' );
		$this->assertCount( 3, $this->mails );
		$this->assertSame( array(), $this->open_rows() );
	}

	public function test_the_after_reply_drain_leaves_housekeeping_to_the_minute_event(): void {
		global $wpdb;
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$table = userfeedback()->tables()->email_queue();
		// A worker died mid-send long ago.
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET status = 'sending', claim_token = 'dead', claimed_at = %s", gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );

		$this->minute_event_at( time() + 30 );

		$this->assertSame( 0, $this->feature()->cron()->drain_alone() );
		$this->assertSame( 'sending', $this->queue_rows()[0]['status'] );

		$this->feature()->cron()->drain();
		$this->assertCount( 1, $this->mails, 'the minute event offers it again and sends it' );
	}

	public function test_when_the_minute_event_is_overdue_the_drainer_does_its_housekeeping(): void {
		global $wpdb;
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$table = userfeedback()->tables()->email_queue();
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET status = 'sending', claim_token = 'dead', claimed_at = %s", gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );
		// WP-Cron has not run for ten minutes (off, and no system cron).
		$this->minute_event_at( time() - 10 * MINUTE_IN_SECONDS );

		$this->assertSame( 1, $this->feature()->cron()->drain_alone() );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( array(), $this->open_rows() );
	}
}
