<?php
/**
 * `wp userfeedback queue`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Email\QueueWorker;

/**
 * Works through the background queue.
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback queue run
 *
 * @package UserFeedback
 */
final class QueueCommand {

	/**
	 * Jobs per worker run: the worker's own bound, repeated until nothing is due.
	 */
	private const BATCH = 100;

	/**
	 * Seconds per worker run (a started job is finished).
	 */
	private const SECONDS = 30.0;

	/**
	 * With --follow, how long an empty queue is left before it is looked at again.
	 */
	private const FOLLOW_SECONDS = 1.0;

	/**
	 * Constructor.
	 *
	 * @param QueueWorker $worker The queue's worker, the one the scheduled event drives, with every kind's handler.
	 */
	public function __construct( private readonly QueueWorker $worker ) {
	}

	/**
	 * Processes every job of the background queue that is due now.
	 *
	 * The queue carries the notification and summary e-mails and the other background jobs (webhook deliveries, the integrations' jobs). The plugin sends them after each visitor's reply and by a WP-Cron event every minute; this runs the same worker now, until nothing is due — from the system's crontab where WP-Cron is off (DISABLE_WP_CRON) or unreliable, or after an outage. Failures are retried later with the usual back-off (they are not due again at once, so they do not keep this running). Safe beside the cron event and the after-reply sender: each job is claimed by one worker only. A run's e-mails share one SMTP connection when the site mails over SMTP.
	 *
	 * ## OPTIONS
	 *
	 * [--until-empty]
	 * : Keep going until nothing is due, jobs queued meanwhile included (what a run does by default; spelled out for crontab lines).
	 *
	 * [--max-seconds=<seconds>]
	 * : Start no job after this many seconds (a started one is finished); what is left waits for the next run. Without it there is no limit. Use 55 when cron starts a run every minute, so runs never overlap.
	 *
	 * [--follow]
	 * : Once nothing is due, keep looking for new jobs every second until --max-seconds is up (it needs --max-seconds). With USERFEEDBACK_QUEUE_SYSTEM_CRON defined, so that visitors' requests send nothing, a job then waits about a second instead of up to a minute.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback queue run
	 *     Success: Processed 3 queued jobs.
	 *
	 *     # From the system's crontab, every minute, instead of WP-Cron.
	 *     * * * * * wp --path=/var/www/html userfeedback queue run --until-empty --max-seconds=55 --quiet
	 *
	 *     # The same, as the only sender (USERFEEDBACK_QUEUE_SYSTEM_CRON in wp-config.php).
	 *     * * * * * wp --path=/var/www/html userfeedback queue run --follow --max-seconds=55 --quiet
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function run( array $args, array $assoc_args ): void {
		$limit = null;
		if ( isset( $assoc_args['max-seconds'] ) ) {
			$value = $assoc_args['max-seconds'];
			if ( ! is_numeric( $value ) || (float) $value <= 0 || (float) $value > DAY_IN_SECONDS ) {
				\WP_CLI::error( __( '--max-seconds must be a number of seconds above 0 (at most 86400).', 'userfeedback' ) );
			}
			$limit = (float) $value;
		}
		$follow = ! empty( $assoc_args['follow'] );
		if ( $follow && null === $limit ) {
			\WP_CLI::error( __( '--follow needs --max-seconds (e.g. 55 when cron starts a run every minute).', 'userfeedback' ) );
		}
		$until     = null === $limit ? INF : microtime( true ) + $limit;
		$processed = 0;
		$worker    = $this->worker;
		// One batch for the whole run: the e-mails share one SMTP connection.
		$worker->batch()->run(
			static function () use ( $worker, $until, $follow, &$processed ): void {
				while ( true ) {
					$handled    = $worker->drain( self::BATCH, min( self::SECONDS, max( 0.0, $until - microtime( true ) ) ) );
					$processed += $handled;
					if ( microtime( true ) + ( $handled > 0 ? 0 : self::FOLLOW_SECONDS ) >= $until ) {
						return;
					}
					if ( 0 === $handled ) {
						if ( ! $follow ) {
							return;
						}
						// One indexed read a second while the queue is empty.
						usleep( (int) ( self::FOLLOW_SECONDS * 1000000 ) );
					}
				}
			}
		);
		$left = microtime( true ) >= $until && $worker->has_due();

		if ( 0 === $processed && ! $left ) {
			\WP_CLI::success( __( 'Nothing is due in the queue: no job processed.', 'userfeedback' ) );
			return;
		}
		$done = sprintf(
			/* translators: %s: number of jobs. */
			_n( 'Processed %s queued job.', 'Processed %s queued jobs.', $processed, 'userfeedback' ),
			number_format_i18n( $processed )
		);
		if ( $left ) {
			\WP_CLI::warning( __( 'Stopped at --max-seconds with jobs still due: the next run goes on.', 'userfeedback' ) );
		}
		\WP_CLI::success( $done );
	}
}
