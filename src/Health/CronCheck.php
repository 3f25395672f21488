<?php
/**
 * Site Health: the plugin's scheduled tasks run.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Email\EmailCron;

/**
 * E-mail retries, weekly summaries and every other background step hang on WordPress's scheduled
 * tasks, run either by WP-Cron (on visits, through a loopback request) or, with DISABLE_WP_CRON, by
 * a real cron job on the server. The plugin's minute task (EmailCron::DRAIN_HOOK) is the probe: it
 * is always scheduled (EmailCron puts it back on every request), and when WordPress runs a
 * recurring event it moves it to the next minute after now. So how far its next run lies in the
 * past is how long nothing has run it — no "last run" needs storing.
 *
 * - On time (late by at most LATE_SECONDS): good, and with DISABLE_WP_CRON it says a server cron
 *   does the work.
 * - Late with WP-Cron on: recommended. WP-Cron only runs when someone visits, so a quiet site is
 *   late without anything being broken.
 * - Late with DISABLE_WP_CRON: recommended, and critical past MISSED_SECONDS: nothing else will
 *   ever run the tasks.
 * The thresholds are core's own for its scheduled-events test with DISABLE_WP_CRON (late after 15
 * minutes, missed after an hour). The clock and the DISABLE_WP_CRON reading are injectable.
 */
final class CronCheck implements StatusCheck {

	public const ID = 'userfeedback_scheduled_tasks';

	/**
	 * How late the minute task may be before it is reported.
	 */
	public const LATE_SECONDS = 15 * MINUTE_IN_SECONDS;

	/**
	 * How late it may be, with WP-Cron off, before it is critical.
	 */
	public const MISSED_SECONDS = HOUR_IN_SECONDS;

	/**
	 * Returns the current Unix time.
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Says whether WP-Cron is turned off (DISABLE_WP_CRON).
	 *
	 * @var \Closure(): bool
	 */
	private readonly \Closure $wp_cron_disabled;

	/**
	 * Constructor.
	 *
	 * @param \Closure|null $clock            Returns the current Unix time; time() when null.
	 * @param \Closure|null $wp_cron_disabled Says whether WP-Cron is off; reads DISABLE_WP_CRON when null.
	 */
	public function __construct( ?\Closure $clock = null, ?\Closure $wp_cron_disabled = null ) {
		$this->clock            = $clock ?? static fn(): int => time();
		$this->wp_cron_disabled = $wp_cron_disabled ?? static fn(): bool => defined( 'DISABLE_WP_CRON' ) && (bool) constant( 'DISABLE_WP_CRON' );
	}

	public function id(): string {
		return self::ID;
	}

	/**
	 * Shown while the test runs.
	 *
	 * @return string
	 */
	public function label(): string {
		return __( 'UserFeedback scheduled tasks', 'userfeedback' );
	}

	/**
	 * WordPress's guide to running scheduled tasks from the server's cron (translatable: the
	 * handbook has localised copies).
	 *
	 * @return string
	 */
	public static function docs_url(): string {
		return __( 'https://developer.wordpress.org/plugins/cron/hooking-wp-cron-into-the-system-task-scheduler/', 'userfeedback' );
	}

	/**
	 * Looks at when the minute task is next due.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$now      = ( $this->clock )();
		$disabled = ( $this->wp_cron_disabled )();
		$next     = wp_next_scheduled( EmailCron::DRAIN_HOOK );
		$mode     = $disabled
			? __( 'WP-Cron is turned off on this site (DISABLE_WP_CRON in wp-config.php), so scheduled tasks run only when a cron job on the server runs them.', 'userfeedback' )
			: __( 'Scheduled tasks run through WP-Cron, which starts them when someone visits the site.', 'userfeedback' );
		$docs     = Result::link( self::docs_url(), __( 'Learn how to run WordPress’s scheduled tasks from a server cron job', 'userfeedback' ), true );

		if ( false === $next ) {
			return Result::make(
				self::ID,
				Result::RECOMMENDED,
				__( 'UserFeedback’s minute task is not scheduled', 'userfeedback' ),
				Result::paragraphs(
					__( 'The task that sends UserFeedback’s e-mails every minute is missing from the scheduled tasks. UserFeedback schedules it again on the next page load; if this result stays, another plugin or a script is removing scheduled tasks.', 'userfeedback' ),
					$mode
				)
			);
		}

		$late = $now - (int) $next;
		if ( $late <= self::LATE_SECONDS ) {
			return Result::make(
				self::ID,
				Result::GOOD,
				__( 'UserFeedback’s scheduled tasks are running', 'userfeedback' ),
				Result::paragraphs(
					$mode,
					$disabled
						? __( 'That cron job is running: UserFeedback’s minute task, which sends e-mails and retries, ran on time.', 'userfeedback' )
						: __( 'UserFeedback’s minute task, which sends e-mails and retries, ran on time.', 'userfeedback' )
				)
			);
		}

		/* translators: %s: a duration, e.g. "2 hours". */
		$overdue = sprintf( __( 'UserFeedback’s minute task, which sends e-mails and retries, was due %s ago and has not run since.', 'userfeedback' ), human_time_diff( (int) $next, $now ) );
		$still   = __( 'Notification e-mails still go out right after each response; retries, weekly summaries and other background work wait for the task.', 'userfeedback' );
		if ( $disabled ) {
			return Result::make(
				self::ID,
				$late > self::MISSED_SECONDS ? Result::CRITICAL : Result::RECOMMENDED,
				__( 'UserFeedback’s scheduled tasks are not running', 'userfeedback' ),
				Result::paragraphs(
					$mode,
					$overdue,
					$still,
					__( 'Check that the server’s cron job exists and succeeds: every few minutes it should request wp-cron.php or run “wp cron event run --due-now”.', 'userfeedback' )
				),
				$docs
			);
		}
		return Result::make(
			self::ID,
			Result::RECOMMENDED,
			__( 'UserFeedback’s scheduled tasks run late', 'userfeedback' ),
			Result::paragraphs(
				$mode,
				$overdue,
				$still,
				__( 'On a quiet site that is expected, as nobody visited; otherwise WP-Cron’s requests to the site itself may be failing (see the loopback request test on this screen). A cron job on the server that requests wp-cron.php every few minutes makes the tasks punctual.', 'userfeedback' )
			),
			$docs
		);
	}
}
