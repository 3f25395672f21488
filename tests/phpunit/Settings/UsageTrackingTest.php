<?php
/**
 * Opt-in anonymous usage tracking.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use UserFeedback\Settings\UsageReport;
use UserFeedback\Settings\UsageTracking;
use UserFeedback\Support\ScheduledEvents;

/**
 * Nothing is ever sent while the setting is off; when on, a weekly event sends an anonymous
 * report, only to a configured endpoint. HTTP is intercepted with pre_http_request.
 */
final class UsageTrackingTest extends SettingsTestCase {

	private const ENDPOINT = 'https://telemetry.example.org/v1/usage';

	/**
	 * Requests WordPress tried to send.
	 *
	 * @var array<int, array{url: string, args: array<string, mixed>}>
	 */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		$this->sent = array();
		add_filter( 'pre_http_request', array( $this, 'intercept' ), 10, 3 );
		add_filter( 'userfeedback_usage_endpoint', array( $this, 'endpoint' ) );
		UsageTracking::unschedule();
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'intercept' ), 10 );
		remove_filter( 'userfeedback_usage_endpoint', array( $this, 'endpoint' ) );
		remove_all_filters( 'userfeedback_usage_endpoint' );
		UsageTracking::unschedule();
		parent::tearDown();
	}

	/**
	 * Records a request instead of sending it.
	 *
	 * @param mixed               $pre  Short-circuit value.
	 * @param array<string,mixed> $args Request arguments.
	 * @param string              $url  URL.
	 * @return array<string, mixed>
	 */
	public function intercept( $pre, $args, $url ): array {
		$this->sent[] = array(
			'url'  => (string) $url,
			'args' => (array) $args,
		);
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 202,
				'message' => 'Accepted',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * The test endpoint.
	 *
	 * @return string
	 */
	public function endpoint(): string {
		return self::ENDPOINT;
	}

	/**
	 * A tracker on the running plugin's settings.
	 *
	 * @return UsageTracking
	 */
	private function tracker(): UsageTracking {
		global $wpdb;
		$plugin = userfeedback();
		return new UsageTracking( $plugin->settings(), new UsageReport( $wpdb, $plugin->tables(), new \UserFeedback\Surveys\SurveyRepository( $wpdb, $plugin->tables() ), $plugin->entitlements(), $plugin->settings() ) );
	}

	public function test_off_by_default_nothing_is_scheduled_or_sent(): void {
		$this->assertFalse( userfeedback()->settings()->get( 'allow_usage_tracking' ) );
		$tracker = $this->tracker();
		$tracker->sync();
		$this->assertFalse( wp_next_scheduled( UsageTracking::HOOK ) );
		$this->assertFalse( $tracker->send() );
		do_action( UsageTracking::HOOK );
		$this->assertSame( array(), $this->sent, 'nothing sent while off, endpoint or not' );
	}

	public function test_a_stale_event_sends_nothing_once_turned_off_and_clears_itself(): void {
		wp_schedule_event( time() - 10, 'weekly', UsageTracking::HOOK );
		do_action( UsageTracking::HOOK );
		$this->assertSame( array(), $this->sent );
		$this->assertFalse( wp_next_scheduled( UsageTracking::HOOK ) );
	}

	public function test_opting_in_schedules_a_weekly_report_and_opting_out_clears_it(): void {
		$this->act_as( 'administrator' );
		$this->save( array( 'allow_usage_tracking' => true ) );
		$next = wp_next_scheduled( UsageTracking::HOOK );
		$this->assertIsInt( $next );
		$this->assertGreaterThan( time(), $next, 'not during the save' );
		$this->assertSame( 'weekly', wp_get_schedule( UsageTracking::HOOK ) );
		$this->assertSame( array(), $this->sent );

		$this->save( array( 'allow_usage_tracking' => false ) );
		$this->assertFalse( wp_next_scheduled( UsageTracking::HOOK ) );
		do_action( UsageTracking::HOOK );
		$this->assertSame( array(), $this->sent );
	}

	public function test_when_on_an_anonymous_report_goes_to_the_endpoint_only(): void {
		userfeedback()->settings()->update(
			array(
				'allow_usage_tracking'     => true,
				'notifications_recipients' => 'owner@private.example',
			)
		);
		do_action( UsageTracking::HOOK );
		$this->assertCount( 1, $this->sent );
		$this->assertSame( self::ENDPOINT, $this->sent[0]['url'] );
		$this->assertSame( 'POST', $this->sent[0]['args']['method'] );
		$body = (string) $this->sent[0]['args']['body'];
		$data = json_decode( $body, true );
		$this->assertIsArray( $data );
		$this->assertSame( USERFEEDBACK_VERSION, $data['plugin_version'] );
		$this->assertSame( 'pro', $data['edition'] );
		$this->assertArrayHasKey( 'publish', $data['surveys'] );
		$this->assertIsInt( $data['responses'] );

		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$all  = $body . ' ' . wp_json_encode( $this->sent[0]['args']['headers'] ?? array() ) . ' ' . $this->sent[0]['args']['user-agent'];
		foreach ( array( $host, home_url(), get_option( 'admin_email' ), 'owner@private.example', '@' ) as $private ) {
			$this->assertStringNotContainsString( (string) $private, $all, 'no URL, host or e-mail leaves the site' );
		}
	}

	public function test_no_endpoint_means_nothing_is_sent(): void {
		remove_filter( 'userfeedback_usage_endpoint', array( $this, 'endpoint' ) );
		userfeedback()->settings()->update( array( 'allow_usage_tracking' => true ) );
		$this->assertSame( '', UsageTracking::endpoint() );
		$this->assertFalse( $this->tracker()->send() );
		add_filter( 'userfeedback_usage_endpoint', static fn() => 'ftp://telemetry.example.org' );
		$this->assertFalse( $this->tracker()->send() );
		$this->assertSame( array(), $this->sent );
	}

	public function test_deactivation_and_uninstall_clear_the_event(): void {
		userfeedback()->settings()->update( array( 'allow_usage_tracking' => true ) );
		$this->assertIsInt( wp_next_scheduled( UsageTracking::HOOK ) );
		ScheduledEvents::on_deactivation( false );
		$this->assertFalse( wp_next_scheduled( UsageTracking::HOOK ) );

		$this->tracker()->sync();
		$this->assertIsInt( wp_next_scheduled( UsageTracking::HOOK ), 'back on the next admin request after reactivation' );
		$this->assertContains( UsageTracking::HOOK, ScheduledEvents::hooks(), 'uninstall clears ScheduledEvents::hooks()' );
	}
}
