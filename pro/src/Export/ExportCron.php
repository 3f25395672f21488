<?php
/**
 * The exports' scheduled work: job steps and the daily clean-up.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Hookable;

/**
 * WP-Cron runs each background export step (a single event per step, JobRunner schedules the
 * next) and, once a day, deletes exports older than a day: their files (finished, half-written,
 * or a writer's leftover temporary folder) and their jobs. The daily event is scheduled the first
 * time someone opens the export page, so sites that never export run nothing.
 */
final class ExportCron implements Hookable {

	public const CLEANUP_HOOK = 'userfeedback_export_cleanup';

	/**
	 * How long export files and jobs are kept.
	 */
	public const KEEP_SECONDS = DAY_IN_SECONDS;

	public function __construct( private readonly JobRunner $runner, private readonly JobStore $jobs, private readonly ExportStorage $storage ) {
	}

	public function add_hooks(): void {
		add_action( JobRunner::STEP_HOOK, array( $this, 'run_step' ) );
		add_action( self::CLEANUP_HOOK, array( $this, 'cleanup' ) );
	}

	/**
	 * One step of a job, time-boxed.
	 *
	 * @param mixed $id Job id (the event's argument).
	 * @return void
	 */
	public function run_step( $id ): void {
		if ( is_string( $id ) ) {
			$this->runner->step( $id, microtime( true ) + JobRunner::STEP_SECONDS );
		}
	}

	/**
	 * Schedules the daily clean-up if it is not.
	 *
	 * @return void
	 */
	public function ensure_cleanup(): void {
		if ( false === wp_next_scheduled( self::CLEANUP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CLEANUP_HOOK );
		}
	}

	/**
	 * Deletes jobs and files older than KEEP_SECONDS.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return int Jobs and files deleted.
	 */
	public function cleanup( $now = null ): int {
		$before  = ( is_int( $now ) ? $now : time() ) - self::KEEP_SECONDS;
		$deleted = 0;
		foreach ( $this->jobs->ids() as $id ) {
			$job = $this->jobs->find( $id );
			if ( null !== $job && $job->created >= $before ) {
				continue;
			}
			if ( null !== $job ) {
				$this->storage->delete( $job->part );
				$this->storage->delete( $job->file );
			}
			$this->jobs->delete( $id );
			++$deleted;
		}
		return $deleted + $this->storage->delete_older_than( $before );
	}
}
