<?php
/**
 * Never silent: each destination's run of failures, the admin notice and Site Health.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Integrations;

use UserFeedback\Health\IntegrationsCheck;
use UserFeedback\Health\Result;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Integrations\FailingNotice;
use UserFeedback\Tests\Email\EmailTestCase;

/**
 * The count is kept by the database (an upsert per outcome); the notice and the Site Health test
 * read it. E-mail reports through the queue's worker with the mailer failing as PHPMailer would
 * (wp_mail_failed); webhooks and Slack report through their sender (RestHooksTest, the Slack
 * tests).
 */
final class DeliveryHealthTest extends EmailTestCase {

	private DeliveryHealth $health;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->health = new DeliveryHealth( $wpdb, userfeedback()->tables() );
	}

	public function test_failures_in_a_row_are_counted_and_a_success_ends_the_run(): void {
		$this->health->failed( 'webhook:7', 'Webhook to hooks.example.com/x', 'The endpoint answered HTTP 500.' );
		$this->health->failed( 'webhook:7', 'Webhook to hooks.example.com/x', 'The endpoint answered HTTP 502.' );
		$this->assertSame( 2, $this->failures( 'webhook:7' ) );
		$this->assertSame( array(), $this->health->failing(), 'two are not yet a pattern' );

		$this->health->failed( 'webhook:7', 'Webhook to hooks.example.com/x', 'cURL error 28: timed out' );
		$failing = $this->health->failing();
		$this->assertCount( 1, $failing );
		$this->assertSame( 'webhook:7', $failing[0]['destination'] );
		$this->assertSame( 3, $failing[0]['failures'] );
		$this->assertSame( 'cURL error 28: timed out', $failing[0]['last_error'] );

		$this->health->succeeded( 'webhook:7', 'Webhook to hooks.example.com/x' );
		$this->assertSame( 0, $this->failures( 'webhook:7' ) );
		$this->assertNotNull( $this->health->of( 'webhook:7' )['last_ok_at'] ?? null );
		$this->assertSame( array(), $this->health->failing() );

		$this->health->failed( 'webhook:7', 'x', 'again' );
		$this->health->forget( 'webhook:7' );
		$this->assertNull( $this->health->of( 'webhook:7' ) );
	}

	public function test_the_failing_action_fires_once_when_the_threshold_is_reached(): void {
		$seen = array();
		add_action(
			'userfeedback_integration_failing',
			static function ( array $health ) use ( &$seen ): void {
				$seen[] = $health['destination'];
			}
		);
		for ( $i = 0; $i < 5; $i++ ) {
			$this->health->failed( 'slack:2', 'Slack: #feedback', 'HTTP 404 channel_not_found' );
		}
		$this->assertSame( array( 'slack:2' ), $seen );
	}

	public function test_failed_notification_emails_are_counted_then_cleared_by_one_that_goes(): void {
		$survey = $this->create_survey( self::notify( 'owner@example.com' ), array(), 'Checkout' );
		$worker = $this->feature()->worker();

		$this->mail_result = 'SMTP Error: Could not authenticate.';
		for ( $i = 0; $i < 3; $i++ ) {
			$this->submit( $survey );
			$worker->drain( 50, 30.0 );
		}
		$health = $this->health->of( 'email:notifications' );
		$this->assertNotNull( $health );
		$this->assertSame( 3, $health['failures'] );
		$this->assertSame( 'E-mail notifications', $health['label'] );
		$this->assertSame( 'SMTP Error: Could not authenticate.', $health['last_error'] );
		$this->assertSame( array( 'email:notifications' ), array_column( $this->health->failing(), 'destination' ) );

		$this->mail_result = true;
		$worker->drain( 50, 30.0, time() + HOUR_IN_SECONDS );
		$this->assertSame( 0, $this->failures( 'email:notifications' ) );
	}

	public function test_a_test_email_counts_for_every_email_destination_and_for_nothing_else(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->health->failed( 'email:notifications', 'E-mail notifications', 'SMTP Error: Could not connect to SMTP host.' );
			$this->health->failed( 'email:follow_up', 'Follow-up e-mails', 'SMTP Error: Could not connect to SMTP host.' );
			$this->health->failed( 'webhook:4', 'Webhook to hooks.example.com/x', 'The endpoint answered HTTP 500.' );
		}
		$this->act_as( 'administrator' );

		$this->mail_result = 'SMTP Error: Could not authenticate.';
		$this->assertSame( 500, $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' )->get_status() );
		$this->assertSame( 4, $this->failures( 'email:notifications' ) );
		$this->assertSame( 'SMTP Error: Could not authenticate.', $this->health->of( 'email:follow_up' )['last_error'] ?? '' );

		$this->mail_result = true;
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/email-summaries/test' )->get_status() );
		$this->assertSame( array( 'webhook:4' ), array_column( $this->health->failing(), 'destination' ), 'the mail works again; the webhook is another matter' );
		$this->assertNull( $this->health->of( 'email:summaries' ), 'a destination that never reported is not made up' );
	}

	public function test_the_notice_names_each_failing_destination_for_administrators_only(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->health->failed( 'webhook:9', 'Webhook to <b>evil</b>.example/x', 'HTTP 500 <script>alert(1)</script>' );
		}
		$notice = new FailingNotice( $this->health );

		$this->act_as( 'editor' );
		$this->assertSame( '', $this->render( $notice ) );

		$this->act_as( 'administrator' );
		$html = $this->render( $notice );
		$this->assertStringContainsString( 'UserFeedback: an integration keeps failing, so responses are not reaching it.', $html );
		$this->assertStringContainsString( 'Webhook to &lt;b&gt;evil&lt;/b&gt;.example/x failed 3 times in a row', $html );
		$this->assertStringContainsString( 'HTTP 500 &lt;script&gt;', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'page=userfeedback_settings#/integrations', $html );
		$this->assertStringContainsString( 'role="alert"', $html );

		$this->health->succeeded( 'webhook:9', 'x' );
		$this->assertSame( '', $this->render( $notice ), 'it goes away once a delivery works' );
	}

	public function test_site_health_warns_with_the_destination_and_its_last_error(): void {
		$check = new IntegrationsCheck( $this->health );
		$this->assertSame( Result::GOOD, $check->run()['status'] );

		for ( $i = 0; $i < 3; $i++ ) {
			$this->health->failed( 'email:notifications', 'E-mail notifications', 'SMTP Error: Could not connect to SMTP host.' );
		}
		$result = $check->run();
		$this->assertSame( Result::RECOMMENDED, $result['status'] );
		$this->assertSame( IntegrationsCheck::ID, $result['test'] );
		$this->assertSame( 'A UserFeedback integration keeps failing', $result['label'] );
		$this->assertStringContainsString( 'E-mail notifications failed 3 times in a row', $result['description'] );
		$this->assertStringContainsString( 'Could not connect to SMTP host.', $result['description'] );
		$this->assertStringContainsString( 'page=userfeedback_settings#/misc', $result['actions'] );
	}

	/**
	 * A destination's failures in a row (-1 when it never reported).
	 *
	 * @param string $destination The destination's key.
	 * @return int
	 */
	private function failures( string $destination ): int {
		return $this->health->of( $destination )['failures'] ?? -1;
	}

	/**
	 * The notice's HTML.
	 *
	 * @param FailingNotice $notice The notice.
	 * @return string
	 */
	private function render( FailingNotice $notice ): string {
		ob_start();
		$notice->render();
		return (string) ob_get_clean();
	}
}
