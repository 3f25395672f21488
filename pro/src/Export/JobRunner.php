<?php
/**
 * Runs background exports in time-boxed, resumable steps.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Why: a survey with hundreds of thousands of responses takes longer to export than a web request
 * may run on a typical host (30 s). A job does the work in steps of at most STEP_SECONDS, each a
 * WP-Cron single event that schedules the next; the progress page's status poll also runs a step
 * when the job has stalled (no WP-Cron, or a blocked loopback request).
 *
 * A step: queued → write the report's head into the part file; running → batches of responses,
 * each followed by a commit (the part file's length and the cursor saved together), until the
 * time is up; finishing → the spreadsheet is written from the part file in one go (OpenSpout
 * cannot reopen a workbook), then the job is done. A step killed half-way leaves at most rows
 * past the committed length, which the next step cuts off before it carries on from the saved
 * cursor: every response is written once. A step that throws is retried, three times at most.
 */
final class JobRunner {

	public const STEP_HOOK = 'userfeedback_export_step';

	/**
	 * The longest a step writes rows; the spreadsheet itself is written in one piece.
	 */
	public const STEP_SECONDS = 20;

	/**
	 * Failed steps or started assemblies after which a job stops.
	 */
	public const MAX_ATTEMPTS = 3;

	/**
	 * Seconds one response costs to put into the final file (bench/export.php, with a margin):
	 * decides whether a step still has time to finish the file or leaves it to the next step.
	 */
	private const ASSEMBLY_COST = array(
		'xlsx' => 0.00012,
		'csv'  => 0.00003,
	);

	/**
	 * Responses per batch.
	 *
	 * @var int
	 */
	private readonly int $batch;

	public function __construct( private readonly JobStore $jobs, private readonly ReportFactory $reports, private readonly ExportStorage $storage, int $batch = Exporter::BATCH ) {
		$this->batch = max( 1, $batch );
	}

	/**
	 * Creates a job for an export and schedules its first step.
	 *
	 * @param ExportRequest $request The export asked for.
	 * @param Report        $report  Its report (for the name and the count).
	 * @param int           $user_id Who asked.
	 * @return ExportJob|null Null when it could not be stored.
	 */
	public function start( ExportRequest $request, Report $report, int $user_id ): ?ExportJob {
		$job = new ExportJob( bin2hex( random_bytes( 16 ) ), $user_id, $request->to_array(), $report->file_name(), $report->total(), ExportStorage::new_name( 'part' ), time() );
		if ( ! $this->jobs->create( $job ) ) {
			return null;
		}
		$this->schedule( $job->id );
		return $job;
	}

	/**
	 * Schedules the job's next step now (WP-Cron runs it on its next spawn).
	 *
	 * @param string $id Job id.
	 * @return void
	 */
	public function schedule( string $id ): void {
		if ( false === wp_next_scheduled( self::STEP_HOOK, array( $id ) ) ) {
			wp_schedule_single_event( time(), self::STEP_HOOK, array( $id ) );
		}
	}

	/**
	 * Runs one step of a job.
	 *
	 * @param string   $id          Job id.
	 * @param float    $deadline    microtime() after which no new batch starts.
	 * @param int|null $max_batches Stop after this many batches (and leave the file for the next
	 *                              step); null for no limit.
	 * @return ExportJob|null The job after the step; null when it does not exist or another step
	 *                        is running it.
	 */
	public function step( string $id, float $deadline, ?int $max_batches = null ): ?ExportJob {
		if ( ! $this->jobs->lock( $id ) ) {
			return null;
		}
		try {
			$job = $this->jobs->find( $id );
			if ( null === $job || $job->is_over() ) {
				return $job;
			}
			try {
				$this->advance( $job, $deadline, $max_batches );
			} catch ( \Throwable $e ) {
				++$job->attempts;
				$job->error = $e->getMessage();
				if ( $job->attempts >= self::MAX_ATTEMPTS ) {
					$this->fail( $job, $job->error );
				}
				$this->jobs->save( $job, time() );
			}
			if ( $job->is_over() ) {
				// A step run by a status poll may finish a job whose next cron step is queued.
				wp_clear_scheduled_hook( self::STEP_HOOK, array( $job->id ) );
			} else {
				$this->schedule( $job->id );
			}
			return $job;
		} finally {
			$this->jobs->unlock( $id );
		}
	}

	/**
	 * The work of one step, saving after each commit.
	 *
	 * @param ExportJob $job         The job.
	 * @param float     $deadline    microtime() after which no new batch starts.
	 * @param int|null  $max_batches Most batches.
	 * @return void
	 * @throws \RuntimeException When the report or a file fails.
	 */
	private function advance( ExportJob $job, float $deadline, ?int $max_batches ): void {
		$began_finishing = ExportJob::FINISHING === $job->status;
		$report          = $this->reports->make( $job->export_request(), current_datetime() );
		if ( is_wp_error( $report ) ) {
			$this->fail( $job, $report->get_error_message() );
			$this->jobs->save( $job, time() );
			return;
		}
		$part_path = $this->path( $job->part );

		if ( ExportJob::QUEUED === $job->status ) {
			$part           = PartFile::open( $part_path, 0 );
			$job->plan      = $report->head( $part );
			$job->committed = $part->commit();
			$part->close();
			$job->status = ExportJob::RUNNING;
			$this->jobs->save( $job, time() );
		}

		if ( ExportJob::RUNNING === $job->status ) {
			$part    = PartFile::open( $part_path, $job->committed );
			$batches = 0;
			try {
				do {
					$result         = $report->batch( $part, $job->plan, $job->cursor, $this->batch );
					$job->committed = $part->commit();
					$job->cursor    = $result['cursor'];
					$job->read     += $result['read'];
					if ( $result['done'] ) {
						$job->status = ExportJob::FINISHING;
					}
					$this->jobs->save( $job, time() );
					++$batches;
				} while ( ! $result['done'] && microtime( true ) < $deadline && ( null === $max_batches || $batches < $max_batches ) );
			} finally {
				$part->close();
			}
			if ( null !== $max_batches && $batches >= $max_batches ) {
				return;
			}
		}

		if ( ExportJob::FINISHING === $job->status && ( $began_finishing || microtime( true ) + $this->assembly_time( $job ) < $deadline ) ) {
			$this->assemble( $job, $part_path );
		}
	}

	/**
	 * Writes the spreadsheet from the part file; the job is done.
	 *
	 * @param ExportJob $job       The job.
	 * @param string    $part_path The part file.
	 * @return void
	 * @throws \RuntimeException When a file fails.
	 */
	private function assemble( ExportJob $job, string $part_path ): void {
		// Counted before it starts: an assembly killed by the host's time limit counts too.
		++$job->attempts;
		if ( $job->attempts > self::MAX_ATTEMPTS ) {
			$this->fail( $job, __( 'The file is too big to be put together on this server. Try the CSV format, or a shorter date range.', 'userfeedback' ) );
			$this->jobs->save( $job, time() );
			return;
		}
		$this->jobs->save( $job, time() );
		if ( function_exists( 'set_time_limit' ) ) {
			// Where the host allows it: a workbook cannot be written in pieces.
			set_time_limit( max( 60, (int) ceil( 2 * $this->assembly_time( $job ) ) ) );
		}

		$format = $job->export_request()->format;
		$name   = ExportStorage::new_name( $format );
		$file   = SpreadsheetFile::create( $format, $this->path( $name ), $this->storage->dir() );
		PartFile::replay( $part_path, $job->committed, $file );
		$file->close();

		$job->file   = $name;
		$job->status = ExportJob::DONE;
		$job->error  = '';
		$this->jobs->save( $job, time() );
		$this->storage->delete( $job->part );
	}

	/**
	 * Marks the job failed and drops its part file.
	 *
	 * @param ExportJob $job     The job.
	 * @param string    $message Why.
	 * @return void
	 */
	private function fail( ExportJob $job, string $message ): void {
		$job->status = ExportJob::FAILED;
		$job->error  = $message;
		$this->storage->delete( $job->part );
	}

	/**
	 * Seconds the final file is expected to take.
	 *
	 * @param ExportJob $job The job.
	 * @return float
	 */
	private function assembly_time( ExportJob $job ): float {
		return 1 + $job->read * ( self::ASSEMBLY_COST[ $job->export_request()->format ] ?? self::ASSEMBLY_COST['xlsx'] );
	}

	/**
	 * A file's path in the private folder.
	 *
	 * @param string $name A bare name.
	 * @return string
	 * @throws \RuntimeException When the name is not one of ours or the folder is missing.
	 */
	private function path( string $name ): string {
		$path = $this->storage->path( $name );
		if ( null === $path ) {
			throw new \RuntimeException( 'The export file name is not valid.' );
		}
		return $path;
	}
}
