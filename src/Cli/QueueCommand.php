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
	 * Constructor.
	 *
	 * @param QueueWorker $worker The queue's worker, the one the scheduled event drives, with every kind's handler.
	 */
	public function __construct( private readonly QueueWorker $worker ) {
	}

	/**
	 * Processes every job of the background queue that is due now.
	 *
	 * The queue carries the notification and summary e-mails and the other background jobs (such as webhook deliveries). It is normally worked through by a WP-Cron event every minute; this runs the same worker now, until nothing is due — useful where WP-Cron is off (DISABLE_WP_CRON) or after an outage. Failures are retried later with the usual back-off (they are not due again at once, so they do not keep this running). Safe beside the cron event: each job is claimed by one worker only.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback queue run
	 *     Success: Processed 3 queued jobs.
	 *
	 *     # From the system's crontab, instead of WP-Cron.
	 *     * * * * * wp --path=/var/www/html userfeedback queue run --quiet
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options (none).
	 * @return void
	 */
	public function run( array $args, array $assoc_args ): void {
		$processed = 0;
		do {
			$handled    = $this->worker->drain( self::BATCH, self::SECONDS );
			$processed += $handled;
		} while ( $handled > 0 );

		if ( 0 === $processed ) {
			\WP_CLI::success( __( 'Nothing is due in the queue: no job processed.', 'userfeedback' ) );
			return;
		}
		\WP_CLI::success(
			sprintf(
				/* translators: %s: number of jobs. */
				_n( 'Processed %s queued job.', 'Processed %s queued jobs.', $processed, 'userfeedback' ),
				number_format_i18n( $processed )
			)
		);
	}
}
