<?php
/**
 * Site Health: the background queue check.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Health\QueueCheck;
use UserFeedback\Health\Result;

/**
 * Good while nothing has been due for more than 15 minutes and nothing failed in 24 hours;
 * recommended when a delivery is late or failed; critical when one has waited over 3 hours, or
 * e-mails failed and none went out. Rows are arranged with their times, the clock is fixed.
 */
final class QueueCheckTest extends HealthTestCase {

	public function test_an_empty_queue_is_good(): void {
		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::GOOD );
		$this->assertStringContainsString( 'Nothing is waiting', self::text( $result ) );
		$this->assertSame( '', $result['actions'] );
	}

	public function test_a_delivery_due_for_a_few_minutes_is_good_and_counted(): void {
		$this->queue_row( 'pending', $this->now - 5 * MINUTE_IN_SECONDS );
		$this->queue_row( 'pending', $this->now - 2 * MINUTE_IN_SECONDS );
		// Sent, skipped and not yet due rows are not waiting.
		$this->queue_row( 'sent', $this->now - 3 * HOUR_IN_SECONDS );
		$this->queue_row( 'skipped', $this->now - 3 * HOUR_IN_SECONDS );
		$this->queue_row( 'pending', $this->now + 2 * HOUR_IN_SECONDS, 'response', array( 'attempts' => 4 ) );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::GOOD );
		$this->assertStringContainsString( '2 deliveries are waiting to be sent. The oldest (a notification e-mail) has been due for 5 mins.', self::text( $result ) );
	}

	public function test_a_delivery_due_for_more_than_15_minutes_is_recommended(): void {
		$this->queue_row( 'pending', $this->now - 20 * MINUTE_IN_SECONDS );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::RECOMMENDED );
		$this->assertSame( 'UserFeedback’s background queue is running late', $result['label'] );
		$this->assertStringContainsString( '1 delivery is waiting to be sent. The oldest (a notification e-mail) has been due for 20 mins.', self::text( $result ) );
		$this->assertStringContainsString( 'scheduled tasks are not running', self::text( $result ) );
		$this->assertStringContainsString( 'hooking-wp-cron-into-the-system-task-scheduler', $result['actions'] );
		$this->assertStringNotContainsString( 'page=userfeedback_settings', $result['actions'], 'nothing failed' );
	}

	public function test_15_minutes_exactly_is_still_good(): void {
		$this->queue_row( 'pending', $this->now - QueueCheck::LATE_SECONDS );

		$this->assert_result( $this->check()->run(), QueueCheck::ID, Result::GOOD );
	}

	public function test_a_delivery_due_for_more_than_3_hours_is_critical_and_named_by_kind(): void {
		$this->queue_row( 'pending', $this->now - 20 * MINUTE_IN_SECONDS );
		$this->queue_row( 'pending', $this->now - 4 * HOUR_IN_SECONDS, 'summary' );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::CRITICAL );
		$this->assertStringContainsString( '2 deliveries are waiting to be sent. The oldest (a weekly summary e-mail) has been due for 4 hours.', self::text( $result ) );
	}

	public function test_a_row_whose_sender_died_counts_as_waiting(): void {
		// Claimed 30 minutes ago and never finished: older than EmailQueue::STALE_CLAIM_SECONDS.
		$this->queue_row(
			'sending',
			$this->now - 40 * MINUTE_IN_SECONDS,
			'response',
			array(
				'claim_token' => 'dead',
				'claimed_at'  => gmdate( 'Y-m-d H:i:s', $this->now - 30 * MINUTE_IN_SECONDS ),
			)
		);
		// Claimed a minute ago: being sent now.
		$this->queue_row(
			'sending',
			$this->now - 50 * MINUTE_IN_SECONDS,
			'response',
			array(
				'claim_token' => 'alive',
				'claimed_at'  => gmdate( 'Y-m-d H:i:s', $this->now - MINUTE_IN_SECONDS ),
			)
		);

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::RECOMMENDED );
		$this->assertStringContainsString( '1 delivery is waiting to be sent. The oldest (a notification e-mail) has been due for 40 mins.', self::text( $result ) );
	}

	public function test_a_failed_e_mail_while_others_went_out_is_recommended(): void {
		$this->queue_row( 'failed', $this->now - 2 * HOUR_IN_SECONDS, 'response', array( 'last_error' => 'Older error' ) );
		$this->queue_row( 'failed', $this->now - HOUR_IN_SECONDS, 'response', array( 'last_error' => '<b>SMTP</b> said: 550 mailbox unavailable' ) );
		$this->queue_row( 'sent', $this->now - 30 * MINUTE_IN_SECONDS );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::RECOMMENDED );
		$this->assertSame( 'Some UserFeedback e-mails or deliveries failed', $result['label'] );
		$text = self::text( $result );
		$this->assertStringContainsString( '2 deliveries failed in the last 24 hours, after every retry:', $text );
		$this->assertStringContainsString( 'notification e-mail: 2', $text );
		$this->assertStringContainsString( 'The latest error: <b>SMTP</b> said: 550 mailbox unavailable', $text, 'the latest failure' );
		$this->assertStringContainsString( 'Other e-mails went out', $text );
		$this->assertStringContainsString( 'Review the e-mail settings', $result['actions'] );
		$this->assertStringContainsString( '&lt;b&gt;SMTP&lt;/b&gt;', (string) $result['description'], 'escaped' );
		$this->assertStringNotContainsString( '<b>', (string) $result['description'] );
	}

	public function test_failed_e_mails_with_none_sent_is_critical(): void {
		$this->queue_row( 'failed', $this->now - HOUR_IN_SECONDS, 'response', array( 'last_error' => 'Could not instantiate mail function.' ) );
		$this->queue_row( 'failed', $this->now - 3 * HOUR_IN_SECONDS, 'summary', array( 'last_error' => 'Could not instantiate mail function.' ) );
		// A webhook went out, but no e-mail did; a sent e-mail from two days ago is too old.
		$this->queue_row( 'sent', $this->now - 10 * MINUTE_IN_SECONDS, 'webhook' );
		$this->queue_row( 'sent', $this->now - 2 * DAY_IN_SECONDS );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::CRITICAL );
		$text = self::text( $result );
		$this->assertStringContainsString( 'notification e-mail: 1', $text );
		$this->assertStringContainsString( 'weekly summary e-mail: 1', $text );
		$this->assertStringContainsString( 'No e-mail went out in that time', $text );
	}

	public function test_failed_webhooks_alone_are_recommended_never_critical(): void {
		$this->queue_row( 'failed', $this->now - HOUR_IN_SECONDS, 'webhook', array( 'last_error' => 'HTTP 500' ) );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::RECOMMENDED );
		$text = self::text( $result );
		$this->assertStringContainsString( '1 delivery failed in the last 24 hours', $text );
		$this->assertStringContainsString( 'webhook delivery: 1', $text );
		$this->assertStringContainsString( 'delivery log', $text );
		$this->assertStringNotContainsString( 'e-mail went out', $text );
		$this->assertSame( '', $result['actions'], 'the e-mail settings cannot help a webhook endpoint' );
	}

	public function test_failures_older_than_24_hours_are_not_reported(): void {
		$this->queue_row( 'failed', $this->now - 25 * HOUR_IN_SECONDS );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::GOOD );
		$this->assertStringContainsString( 'No delivery failed in the last 24 hours.', self::text( $result ) );
	}

	public function test_late_and_failing_takes_the_worse_status(): void {
		// Late: critical; failed while another e-mail went out: recommended.
		$this->queue_row( 'pending', $this->now - 4 * HOUR_IN_SECONDS );
		$this->queue_row( 'failed', $this->now - HOUR_IN_SECONDS );
		$this->queue_row( 'sent', $this->now - 10 * MINUTE_IN_SECONDS );

		$result = $this->check()->run();

		$this->assert_result( $result, QueueCheck::ID, Result::CRITICAL );
		$this->assertSame( 'UserFeedback’s background queue is late and some deliveries failed', $result['label'] );
	}

	public function test_counts_stop_at_the_cap(): void {
		for ( $i = 0; $i < 4; $i++ ) {
			$this->queue_row( 'pending', $this->now - HOUR_IN_SECONDS );
			$this->queue_row( 'failed', $this->now - HOUR_IN_SECONDS, 0 === $i ? 'webhook' : 'response' );
		}

		$this->assertSame( 3, $this->stats()->waiting( $this->now, 3 ) );
		$this->assertSame( 4, $this->stats()->waiting( $this->now, 10 ) );
		$this->assertSame( 3, array_sum( $this->stats()->failed_since( $this->now - DAY_IN_SECONDS, 3 ) ) );
		$this->assertSame(
			array(
				'response' => 3,
				'webhook'  => 1,
			),
			$this->stats()->failed_since( $this->now - DAY_IN_SECONDS, 10 )
		);
	}

	public function test_the_queue_reads_stay_on_the_status_index(): void {
		global $wpdb;
		$table = userfeedback()->tables()->email_queue();
		$plan  = (array) $wpdb->get_row( $wpdb->prepare( "EXPLAIN SELECT kind, run_after FROM `{$table}` WHERE status = 'pending' AND run_after <= %s ORDER BY run_after ASC LIMIT 1", gmdate( 'Y-m-d H:i:s' ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.

		$this->assertSame( 'status_run_after', $plan['key'] ?? null );
	}

	/**
	 * The check over the running site's queue, with the fixed clock.
	 *
	 * @return QueueCheck
	 */
	private function check(): QueueCheck {
		return new QueueCheck( $this->stats(), $this->clock() );
	}
}
