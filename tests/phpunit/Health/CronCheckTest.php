<?php
/**
 * Site Health: the scheduled tasks check.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Email\EmailCron;
use UserFeedback\Health\CronCheck;
use UserFeedback\Health\Result;

/**
 * The minute task's next run is arranged in the real cron option (rolled back with the test), the
 * clock is fixed and DISABLE_WP_CRON is simulated through the injected reading.
 */
final class CronCheckTest extends HealthTestCase {

	public function test_a_minute_task_due_soon_is_good_on_wp_cron(): void {
		$this->schedule_at( $this->now + 40 );

		$result = $this->check( false )->run();

		$this->assert_result( $result, CronCheck::ID, Result::GOOD );
		$this->assertStringContainsString( 'through WP-Cron', self::text( $result ) );
		$this->assertStringContainsString( 'ran on time', self::text( $result ) );
	}

	public function test_late_by_more_than_15_minutes_on_wp_cron_is_recommended_however_late(): void {
		$this->schedule_at( $this->now - 20 * MINUTE_IN_SECONDS );

		$result = $this->check( false )->run();

		$this->assert_result( $result, CronCheck::ID, Result::RECOMMENDED );
		$this->assertSame( 'UserFeedback’s scheduled tasks run late', $result['label'] );
		$this->assertStringContainsString( 'was due 20 mins ago and has not run since', self::text( $result ) );
		$this->assertStringContainsString( 'loopback', self::text( $result ) );
		$this->assertStringContainsString( 'hooking-wp-cron-into-the-system-task-scheduler', $result['actions'] );
		$this->assertStringContainsString( 'rel="noopener"', $result['actions'] );

		// A quiet WP-Cron site is late without anything broken: never critical.
		$this->schedule_at( $this->now - 2 * DAY_IN_SECONDS );
		$this->assert_result( $this->check( false )->run(), CronCheck::ID, Result::RECOMMENDED );
	}

	public function test_with_wp_cron_off_a_task_on_time_means_the_server_cron_runs(): void {
		$this->schedule_at( $this->now - 5 * MINUTE_IN_SECONDS );

		$result = $this->check( true )->run();

		$this->assert_result( $result, CronCheck::ID, Result::GOOD );
		$this->assertStringContainsString( 'DISABLE_WP_CRON', self::text( $result ) );
		$this->assertStringContainsString( 'That cron job is running', self::text( $result ) );
	}

	public function test_with_wp_cron_off_late_is_recommended(): void {
		$this->schedule_at( $this->now - 20 * MINUTE_IN_SECONDS );

		$result = $this->check( true )->run();

		$this->assert_result( $result, CronCheck::ID, Result::RECOMMENDED );
		$this->assertSame( 'UserFeedback’s scheduled tasks are not running', $result['label'] );
		$this->assertStringContainsString( 'wp cron event run --due-now', self::text( $result ) );
	}

	public function test_with_wp_cron_off_over_an_hour_late_is_critical(): void {
		$this->schedule_at( $this->now - 3 * HOUR_IN_SECONDS );

		$result = $this->check( true )->run();

		$this->assert_result( $result, CronCheck::ID, Result::CRITICAL );
		$this->assertStringContainsString( 'was due 3 hours ago', self::text( $result ) );
		$this->assertStringContainsString( 'Notification e-mails still go out right after each response', self::text( $result ) );
	}

	public function test_an_unscheduled_minute_task_is_recommended(): void {
		wp_clear_scheduled_hook( EmailCron::DRAIN_HOOK );

		$result = $this->check( false )->run();

		$this->assert_result( $result, CronCheck::ID, Result::RECOMMENDED );
		$this->assertStringContainsString( 'missing from the scheduled tasks', self::text( $result ) );
	}

	public function test_the_default_reading_follows_the_site_s_constant(): void {
		$this->schedule_at( $this->now );

		$result = ( new CronCheck( $this->clock() ) )->run();

		$this->assertStringContainsString( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ? 'DISABLE_WP_CRON' : 'through WP-Cron', self::text( $result ) );
	}

	/**
	 * Puts the minute task's next run at a time, as WP-Cron leaves it.
	 *
	 * @param int $timestamp Unix time.
	 * @return void
	 */
	private function schedule_at( int $timestamp ): void {
		wp_clear_scheduled_hook( EmailCron::DRAIN_HOOK );
		$this->assertTrue( wp_schedule_event( $timestamp, EmailCron::SCHEDULE, EmailCron::DRAIN_HOOK, array(), true ) );
		$this->assertSame( $timestamp, wp_next_scheduled( EmailCron::DRAIN_HOOK ) );
	}

	/**
	 * The check with the fixed clock and WP-Cron on or off.
	 *
	 * @param bool $wp_cron_disabled Whether DISABLE_WP_CRON is on.
	 * @return CronCheck
	 */
	private function check( bool $wp_cron_disabled ): CronCheck {
		return new CronCheck( $this->clock(), static fn(): bool => $wp_cron_disabled );
	}
}
