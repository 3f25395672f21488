<?php
/**
 * Per-response notification e-mails.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Email\NotificationQueuer;
use UserFeedback\Email\QueueWorker;
use UserFeedback\Email\Recipients;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Through the real public route: the response is committed with its queue row, nothing is sent in
 * the visitor's request, and the worker sends the e-mail (both templates), retries a failing
 * mailer with back-off, logs, and gives up after MAX_ATTEMPTS — the response always kept.
 */
final class NotificationTest extends EmailTestCase {

	public function test_the_response_is_queued_in_its_transaction_and_sent_later_as_html(): void {
		userfeedback()->settings()->update( array( 'notifications_header_image' => 'https://example.com/logo.png?x=1&y=2' ) );
		update_option( 'timezone_string', 'Europe/Paris' );
		$survey_id = $this->create_survey( self::notify( 'owner@example.com, team@example.com' ) );

		$response = $this->submit( $survey_id );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$response_id = (int) $response->get_data()['id'];
		$this->assertCount( 0, $this->mails, 'nothing is sent in the visitor request' );
		$rows = $this->queue_rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'response', 'response:' . $response_id, (string) $survey_id, (string) $response_id, 'owner@example.com,team@example.com', 'pending', '0' ), array( $rows[0]['kind'], $rows[0]['dedupe_key'], $rows[0]['survey_id'], $rows[0]['response_id'], $rows[0]['recipients'], $rows[0]['status'], $rows[0]['attempts'] ) );

		$this->assertSame( 1, $this->feature()->worker()->drain() );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( array( 'owner@example.com', 'team@example.com' ), $mail['to'] );
		$this->assertStringContainsString( 'New response to "Q&A survey"', $mail['subject'] );
		$this->assertStringContainsString( 'Content-Type: text/html; charset=UTF-8', self::headers( $mail ) );
		$body = $mail['message'];
		foreach ( array( 'Q&amp;A survey', 'Stars?', '4 out of 5 stars', 'Comment: Nice', 'Score?', '9 out of 10 (Promoter)', 'One?', 'No', 'Many?', '• A<br />• C', 'Mail?', 'jo@example.com', 'Name: Jo', 'Why?', 'Because.', 'Anything?', '(no answer)', 'Pricing &amp; plans', 'https://example.com/pricing/?a=1&amp;b=2', 'https://example.com/logo.png?x=1&#038;y=2' ) as $expected ) {
			$this->assertStringContainsString( $expected, $body );
		}
		$this->assertStringNotContainsString( 'Pricing & plans', $body, 'visitor text is escaped' );
		$this->assertStringContainsString( esc_url( admin_url( 'admin.php?page=userfeedback_results' ) . "#/survey/{$survey_id}/responses/{$response_id}" ), $body );
		$this->assertStringContainsString( $this->submitted_time( $response_id ), $body );
		$this->assertMatchesRegularExpression( '/ (CET|CEST)</', $body, 'in the site time zone' );
		$this->assertStringNotContainsString( 'fonts.googleapis', $body );
		$this->assertSame( array( 'sent' ), array_column( $this->queue_rows(), 'status' ), 'a sent e-mail is marked sent' );
		$this->assertSame( array(), $this->open_rows() );
		$this->assertSame( 0, $this->feature()->worker()->drain(), 'and is not sent twice' );
	}

	public function test_the_plain_text_template(): void {
		userfeedback()->settings()->update( array( 'summaries_html_template' => false ) );
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->assertSame( 201, $this->submit( $survey_id )->get_status() );

		$this->feature()->worker()->drain();

		$this->assertCount( 1, $this->mails );
		$body = $this->mails[0]['message'];
		$this->assertStringContainsString( 'Content-Type: text/plain; charset=UTF-8', self::headers( $this->mails[0] ) );
		$this->assertStringNotContainsString( '<', $body );
		foreach ( array( 'New response: Q&A survey', "Stars?\n  4 out of 5 stars\n  Comment: Nice", "Many?\n  • A\n  • C", "Mail?\n  jo@example.com\n  Name: Jo", "Anything?\n  (no answer)", "Page submitted\n  Pricing & plans\n  https://example.com/pricing/?a=1&b=2", 'View the response: ' . admin_url( 'admin.php?page=userfeedback_results' ) . '#/survey/' ) as $expected ) {
			$this->assertStringContainsString( $expected, $body );
		}
	}

	public function test_an_inactive_notification_queues_nothing(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com', false ) );
		$this->assertSame( 201, $this->submit( $survey_id )->get_status() );
		$this->assertSame( array(), $this->queue_rows() );
	}

	public function test_the_queuer_tells_whether_this_request_queued_a_notification(): void {
		global $wpdb;
		$plugin  = userfeedback();
		$surveys = new SurveyRepository( $wpdb, $plugin->tables() );
		$queue   = new EmailQueue( $wpdb, $plugin->tables() );
		$queuer  = new NotificationQueuer( $wpdb, $queue, new Recipients( $plugin->settings() ), $plugin->entitlements() );

		$silent = $surveys->find( $this->create_survey( self::notify( 'owner@example.com', false ) ) );
		$this->assertNotNull( $silent );
		$this->assertTrue( $queuer->queue( $silent, 990001, array() ) );
		$this->assertFalse( $queue->queued_in_request(), 'no nudge at the end of a request that queued nothing' );

		$loud = $surveys->find( $this->create_survey( self::notify( 'owner@example.com' ) ) );
		$this->assertNotNull( $loud );
		$this->assertTrue( $queuer->queue( $loud, 990002, array() ) );
		$this->assertTrue( $queue->queued_in_request() );
	}

	public function test_recipients_fall_back_to_the_global_list_then_the_admin_email_then_nobody(): void {
		$survey_id = $this->create_survey( self::notify( '' ) );

		userfeedback()->settings()->update( array( 'notifications_recipients' => 'team@example.com, not-an-address' ) );
		$this->submit( $survey_id );
		userfeedback()->settings()->update( array( 'notifications_recipients' => '' ) );
		$this->submit( $survey_id );
		add_filter( 'option_admin_email', '__return_empty_string' );
		try {
			$this->assertSame( 201, $this->submit( $survey_id )->get_status(), 'no recipient still saves the response' );
		} finally {
			remove_filter( 'option_admin_email', '__return_empty_string' );
		}

		$this->assertSame( array( 'team@example.com', 'admin@example.com' ), array_column( $this->queue_rows(), 'recipients' ) );
	}

	/**
	 * Conditions on NPS > 8 and the checkbox including A.
	 *
	 * @return array<string, mixed>
	 */
	private static function logic(): array {
		return array(
			'enable'     => true,
			'conditions' => array(
				array(
					'question_id' => 'nps',
					'compare'     => '>',
					'value'       => '8',
				),
				array(
					'question_id' => 'check',
					'compare'     => 'includes',
					'value'       => array( 'A' ),
				),
			),
		);
	}

	public function test_conditions_decide_on_pro_and_elite_plans(): void {
		foreach ( array( 'elite', 'pro' ) as $type ) {
			( new LicenseStore() )->save( new License( 'key', $type ) );
			$survey_id = $this->create_survey( self::notify( $type . '@example.com', true, self::logic() ) );

			$this->submit( $survey_id ); // NPS 9, ticks A and C: both hold.
			$answers             = self::every_question_type_answers();
			$answers[1]['value'] = '8'; // Not > 8.
			$this->submit( $survey_id, $answers );
			$answers             = self::every_question_type_answers();
			$answers[3]['value'] = array( 'B' ); // Does not include A.
			$this->submit( $survey_id, $answers );
		}
		$this->assertSame( array( 'elite@example.com', 'pro@example.com' ), array_column( $this->queue_rows(), 'recipients' ) );
	}

	public function test_conditions_are_ignored_on_the_plus_plan(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com', true, self::logic() ) );
		( new LicenseStore() )->save( new License( 'key', 'plus' ) );

		$answers             = self::every_question_type_answers();
		$answers[1]['value'] = '2';
		$this->assertSame( 201, $this->submit( $survey_id, $answers )->get_status() );

		$this->assertCount( 1, $this->queue_rows(), 'the stored logic does not apply without the plan: the e-mail goes' );
	}

	public function test_a_failing_mailer_keeps_the_response_retries_with_backoff_logs_and_gives_up(): void {
		$this->mail_result = 'SMTP Error: Could not connect to SMTP host.';
		$survey_id         = $this->create_survey( self::notify( 'owner@example.com' ) );
		$response          = $this->submit( $survey_id );
		$this->assertSame( 201, $response->get_status() );
		$response_id = (int) $response->get_data()['id'];

		$worker = $this->feature()->worker();
		$now    = time();
		$delays = array();
		for ( $attempt = 1; $attempt <= QueueWorker::MAX_ATTEMPTS; $attempt++ ) {
			$this->assertSame( 1, $worker->drain( 20, 20.0, $now ), "attempt {$attempt} runs when due" );
			$this->assertSame( 0, $worker->drain( 20, 20.0, $now ), 'and not again before its time' );
			$row = $this->queue_rows()[0];
			$this->assertSame( (string) $attempt, $row['attempts'] );
			$this->assertSame( 'SMTP Error: Could not connect to SMTP host.', $row['last_error'] );
			if ( 'pending' === $row['status'] ) {
				$delays[] = strtotime( $row['run_after'] . ' UTC' ) - $now;
				$now      = (int) strtotime( $row['run_after'] . ' UTC' );
			}
		}
		$this->assertSame( array( 60, 300, 1800, 7200 ), $delays );
		$this->assertSame( 'failed', $this->queue_rows()[0]['status'] );
		$this->assertSame( 0, $worker->drain( 20, 20.0, $now + DAY_IN_SECONDS ), 'a failed e-mail is not tried again' );
		$this->assertCount( QueueWorker::MAX_ATTEMPTS, $this->mails );

		$log = $this->log();
		$this->assertStringContainsString( "the e-mail response:{$response_id} failed (attempt 1 of 5), retrying in 60 s: SMTP Error", $log );
		$this->assertStringContainsString( "gave up the e-mail response:{$response_id} to owner@example.com after 5 attempts", $log );

		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $response_id ) ), 'the response is kept' ); // phpcs:ignore WordPress.DB
	}

	public function test_a_throwing_mailer_is_a_failure_like_any_other(): void {
		$this->mail_result = new \RuntimeException( 'Mailer plugin crashed' );
		$survey_id         = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->assertSame( 201, $this->submit( $survey_id )->get_status() );

		$this->feature()->worker()->drain();

		$row = $this->queue_rows()[0];
		$this->assertSame( array( 'pending', '1', 'Mailer plugin crashed' ), array( $row['status'], $row['attempts'], $row['last_error'] ) );
		$this->mail_result = true;
		$this->feature()->worker()->drain( 20, 20.0, time() + 61 );
		$this->assertSame( array( 'sent' ), array_column( $this->queue_rows(), 'status' ), 'the retry succeeded' );
	}

	public function test_each_row_is_claimed_once_and_a_dead_claim_is_offered_again(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->submit( $survey_id );
		}
		global $wpdb;
		$plugin = userfeedback();
		$first  = new \UserFeedback\Email\EmailQueue( $wpdb, $plugin->tables() );
		$second = new \UserFeedback\Email\EmailQueue( $wpdb, $plugin->tables() );

		$claimed = array();
		foreach ( array( $first, $second, $first ) as $worker_queue ) {
			$row = $worker_queue->claim();
			$this->assertNotNull( $row );
			$claimed[] = $row;
		}
		$this->assertNull( $second->claim(), 'three rows, three claims' );
		$this->assertCount( 3, array_unique( array_column( $claimed, 'id' ) ) );

		// The worker of the first claim dies: its row comes back only once the claim is stale.
		$first->complete( $claimed[1]['id'], $claimed[1]['claim_token'] );
		$first->complete( $claimed[2]['id'], $claimed[2]['claim_token'] );
		$first->housekeeping( time() );
		$this->assertNull( $first->claim() );
		$first->housekeeping( time() + 16 * MINUTE_IN_SECONDS );
		$again = ( new \UserFeedback\Email\EmailQueue( $wpdb, $plugin->tables() ) )->claim();
		$this->assertNotNull( $again );
		$this->assertSame( $claimed[0]['id'], $again['id'] );
		$this->assertSame( 2, $again['attempts'] );
		$first->complete( $claimed[0]['id'], $claimed[0]['claim_token'] );
		$this->assertCount( 1, $this->open_rows(), 'a stale claim cannot complete the row it lost' );
	}

	public function test_nothing_is_sent_for_a_response_trashed_or_a_survey_deleted_before_the_mail(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$trashed   = (int) $this->submit( $survey_id )->get_data()['id'];
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->responses(), array( 'status' => 'trash' ), array( 'id' => $trashed ) ); // phpcs:ignore WordPress.DB
		$this->feature()->worker()->drain();
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array( 'skipped' ), array_column( $this->queue_rows(), 'status' ) );

		$this->submit( $survey_id );
		$this->assertCount( 1, $this->open_rows() );
		$repository = new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() );
		$repository->set_status( array( $survey_id ), 'trash', array( 'publish' ) );
		$this->assertSame( array( $survey_id ), $repository->delete_trashed( array( $survey_id ) ) );
		$this->assertSame( array(), $this->queue_rows(), 'userfeedback_surveys_deleted removes its rows' );
	}

	/**
	 * The response's submitted_at as the e-mail shows it: the site's formats and time zone.
	 *
	 * @param int $response_id Response id.
	 * @return string
	 */
	private function submitted_time( int $response_id ): string {
		global $wpdb;
		$utc = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT submitted_at FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $response_id ) ); // phpcs:ignore WordPress.DB
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', (int) strtotime( $utc . ' UTC' ) );
	}

	/**
	 * The EmailCron the running plugin hooked.
	 *
	 * @return EmailCron
	 */
	private function registered_cron(): EmailCron {
		global $wp_filter;
		foreach ( $wp_filter[ EmailCron::DRAIN_HOOK ]->callbacks[10] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof EmailCron ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'EmailCron is not hooked.' );
	}

	public function test_the_events_are_scheduled_and_the_hooks_wired(): void {
		wp_clear_scheduled_hook( EmailCron::DRAIN_HOOK );
		$this->assertFalse( wp_next_scheduled( EmailCron::DRAIN_HOOK ) );
		$this->assertSame( 20, has_action( 'init', array( $this->registered_cron(), 'ensure_schedules' ) ) );
		$this->registered_cron()->ensure_schedules();
		$this->assertNotFalse( wp_next_scheduled( EmailCron::DRAIN_HOOK ) );
		$this->assertSame( MINUTE_IN_SECONDS, wp_get_schedules()[ EmailCron::SCHEDULE ]['interval'] );
		$this->assertSame( EmailCron::SCHEDULE, wp_get_schedule( EmailCron::DRAIN_HOOK ) );
		$this->assertSame( 10, has_action( 'userfeedback_response_committed', array( $this->registered_cron(), 'after_response' ) ) );
		$this->assertContains( EmailCron::DRAIN_HOOK, \UserFeedback\Support\ScheduledEvents::hooks() );
		$this->assertContains( EmailCron::SUMMARY_HOOK, \UserFeedback\Support\ScheduledEvents::hooks() );
	}
}
