<?php
/**
 * The weekly e-mail summary and its test route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailCron;
use UserFeedback\Email\SummaryDigest;

/**
 * The digest's figures come from the reporting services; the weekly event queues one summary per
 * week however often it fires; the schedule follows summaries_disabled; the test route sends now.
 */
final class SummaryTest extends EmailTestCase {

	/**
	 * Three surveys: a published one with a radio question, a published NPS one, a draft.
	 *
	 * @return array{0: int, 1: int, 2: int}
	 */
	private function surveys_with_responses(): array {
		$radio = array(
			array(
				'id'     => 'radio',
				'type'   => 'radio-button',
				'title'  => 'One?',
				'config' => array( 'options' => array( 'Yes', 'No' ) ),
			),
		);
		$nps   = array(
			array(
				'id'    => 'nps',
				'type'  => 'nps',
				'title' => 'Recommend?',
			),
		);
		$plain = $this->create_survey( self::notify( '' ), $radio, 'Homepage poll' );
		$score = $this->create_survey( self::notify( '' ), $nps, 'NPS "Q4" & more' );
		$draft = $this->create_survey( self::notify( '' ), $radio, 'Draft one' );
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'draft' ), array( 'id' => $draft ) ); // phpcs:ignore WordPress.DB

		$in_week = gmdate( 'Y-m-d 12:00:00', time() - 2 * DAY_IN_SECONDS );
		$before  = gmdate( 'Y-m-d 12:00:00', time() - 10 * DAY_IN_SECONDS );
		$today   = gmdate( 'Y-m-d H:i:s' );
		$this->insert_response( $plain, $in_week, array( array( 'radio', 'Yes' ) ) );
		$this->insert_response( $plain, $in_week, array( array( 'radio', 'No' ) ) );
		$this->insert_response( $plain, $before, array( array( 'radio', 'No' ) ) );
		$this->insert_response( $plain, $today, array( array( 'radio', 'No' ) ) );
		// NPS in the week: 10, 9, 9 promoters, 7 passive, 3 detractor → 60 % − 20 % = 40.
		foreach ( array( 10, 9, 9, 7, 3 ) as $score_given ) {
			$this->insert_response( $score, $in_week, array( array( 'nps', $score_given ) ) );
		}
		$this->insert_response( $score, $before, array( array( 'nps', 1 ) ) );
		$this->insert_response( $draft, $in_week, array( array( 'radio', 'Yes' ) ) );
		return array( $plain, $score, $draft );
	}

	public function test_the_digest_counts_the_last_seven_site_days_per_published_survey_with_nps(): void {
		list( $plain, $score ) = $this->surveys_with_responses();
		$digest                = $this->digest();
		$week                  = SummaryDigest::last_week( new \DateTimeImmutable( 'now', wp_timezone() ) );
		$this->assertSame( 7, $week->day_count() );
		$this->assertSame( wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ), $week->end() );

		$figures = $digest->figures( $week );

		$this->assertSame( 7, $figures['total'] );
		$by_id = array_column( $figures['surveys'], null, 'id' );
		$this->assertSame( array( $score, $plain ), array_keys( $by_id ), 'published surveys only, newest first' );
		$this->assertSame( 2, $by_id[ $plain ]['responses'], 'neither today nor ten days ago' );
		$this->assertNull( $by_id[ $plain ]['nps'] );
		$this->assertSame( 5, $by_id[ $score ]['responses'] );
		$this->assertSame(
			array(
				'detractor' => 20,
				'passive'   => 20,
				'promoter'  => 60,
				'nps'       => 40,
				'total'     => 5,
			),
			$by_id[ $score ]['nps']
		);

		$message = $digest->build( $week );
		$this->assertTrue( $message['html'] );
		foreach ( array( 'Homepage poll', 'NPS &quot;Q4&quot; &amp; more', '<td style="padding:6px 8px;border-bottom:1px solid #dcdcde;text-align:left;">40</td>', '60%', 'received 7 responses' ) as $expected ) {
			$this->assertStringContainsString( $expected, $message['body'] );
		}
		$this->assertStringNotContainsString( 'Draft one', $message['body'] );
		$this->assertStringContainsString( 'Your survey summary for', $message['subject'] );

		userfeedback()->settings()->update( array( 'summaries_html_template' => false ) );
		$text = $digest->build( $week )['body'];
		$this->assertStringContainsString( 'Homepage poll | 2', $text );
		$this->assertStringContainsString( 'NPS "Q4" & more | 40 | 60% | 20% | 20% | 5', $text );
	}

	public function test_the_weekly_event_queues_one_summary_per_week_and_sends_it(): void {
		$this->surveys_with_responses();
		userfeedback()->settings()->update( array( 'notifications_recipients' => 'boss@example.com' ) );
		$cron = $this->feature()->cron();

		$this->assertTrue( $cron->queue_weekly_summary() );
		$this->assertTrue( $cron->queue_weekly_summary(), 'a second node firing the same week' );

		$this->assertCount( 1, $this->mails );
		$this->assertSame( array( 'boss@example.com' ), $this->mails[0]['to'] );
		$this->assertStringContainsString( 'Homepage poll', $this->mails[0]['message'] );
		$this->assertSame( array( 'sent' ), array_column( $this->queue_rows(), 'status' ), 'kept, so the week is not sent again' );
		$this->assertStringNotContainsString( 'Test:', $this->mails[0]['subject'] );
	}

	public function test_the_weekly_schedule_follows_summaries_disabled(): void {
		$settings = userfeedback()->settings();
		$settings->update( array( 'summaries_disabled' => false ) );
		$next = wp_next_scheduled( EmailCron::SUMMARY_HOOK );
		$this->assertNotFalse( $next );
		$this->assertSame( 'weekly', wp_get_schedule( EmailCron::SUMMARY_HOOK ) );
		$this->assertSame( '1 09:00', wp_date( 'N H:i', $next ), 'Mondays at 09:00 site time' );

		$settings->update( array( 'summaries_disabled' => true ) );
		$this->assertFalse( wp_next_scheduled( EmailCron::SUMMARY_HOOK ) );
		$this->assertFalse( $this->feature()->cron()->queue_weekly_summary(), 'a stray event sends nothing' );

		$settings->update( array( 'summaries_disabled' => false ) );
		$this->assertNotFalse( wp_next_scheduled( EmailCron::SUMMARY_HOOK ) );
	}

	public function test_the_test_route_needs_the_settings_capability(): void {
		$this->assertSame( 401, $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' )->get_status() );
		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_test_route_sends_now_to_the_summary_recipients(): void {
		userfeedback()->settings()->update(
			array(
				'notifications_recipients' => 'boss@example.com, ops@example.com',
				'summaries_disabled'       => true,
			)
		);
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'sent'       => true,
				'recipients' => array( 'boss@example.com', 'ops@example.com' ),
			),
			$response->get_data()
		);
		$this->assertCount( 1, $this->mails );
		$this->assertStringStartsWith( 'Test: ', $this->mails[0]['subject'] );
		$this->assertSame( array(), $this->queue_rows(), 'not queued' );

		userfeedback()->settings()->update( array( 'notifications_recipients' => '' ) );
		$this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		$this->assertSame( array( 'admin@example.com' ), $this->mails[1]['to'], 'the admin e-mail when the list is empty' );
	}

	public function test_the_test_route_without_recipients_is_a_400(): void {
		$this->act_as( 'administrator' );
		add_filter( 'option_admin_email', '__return_empty_string' );
		try {
			$response = $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		} finally {
			remove_filter( 'option_admin_email', '__return_empty_string' );
		}
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_no_recipients', $this->error_code( $response ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_test_route_reports_the_mailer_error_as_a_500(): void {
		$this->mail_result = 'Could not instantiate mail function.';
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'userfeedback_mail_failed', $this->error_code( $response ) );
		$this->assertStringContainsString( 'Could not instantiate mail function.', (string) $response->get_data()['message'] );
		$this->assertSame( 'Could not instantiate mail function.', $response->get_data()['data']['error'] );

		$this->mail_result = new \RuntimeException( 'Mailer plugin crashed' );
		$response          = $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' );
		$this->assertSame( 500, $response->get_status() );
		$this->assertStringContainsString( 'Mailer plugin crashed', (string) $response->get_data()['message'] );
	}

	/**
	 * The digest over the running site's services.
	 *
	 * @return SummaryDigest
	 */
	private function digest(): SummaryDigest {
		global $wpdb;
		$plugin  = userfeedback();
		$counts  = new \UserFeedback\Reporting\RollupQueries( $wpdb, $plugin->tables() );
		$surveys = new \UserFeedback\Surveys\SurveyRepository( $wpdb, $plugin->tables() );
		return new SummaryDigest( new \UserFeedback\Reporting\ResultsService( new \UserFeedback\Reporting\ResultsRepository( $wpdb, $plugin->tables() ), $surveys, $plugin->rollups(), $counts ), $plugin->rollups(), $counts, $plugin->settings() );
	}
}
