<?php
/**
 * Background exports: steps, resuming, finishing, cleaning up.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use UserFeedback\Export\ExportCron;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\ExportStorage;
use UserFeedback\Export\JobRunner;
use UserFeedback\Export\JobStore;

// The tests read and damage the job's files on purpose.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * A job over 7 responses in batches of 2: stopped after one batch, then a step that died after
 * writing rows it never committed, then the rest — the file holds every response once, in order.
 */
final class JobRunnerTest extends ExportTestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Its responses, oldest first.
	 *
	 * @var int[]
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->create_survey(
			'Big survey',
			array(
				self::question( 'often', 'radio-button', 'How often?', array( 'Daily', 'Weekly' ) ),
				self::question( 'why', 'text', 'Why?' ),
			)
		);
		for ( $i = 1; $i <= 7; $i++ ) {
			// Two responses share a second, so the cursor's id part matters.
			$time        = sprintf( '2026-10-%02d 10:00:00', min( $i, 6 ) );
			$this->ids[] = $this->insert_response( $this->survey_id, $time, array( array( 'often', 0 === $i % 2 ? 'Weekly' : 'Daily' ), array( 'why', "answer {$i}" ) ) );
		}
	}

	public function test_a_job_resumes_after_an_interruption_and_writes_every_row_once(): void {
		foreach ( array( 'xlsx', 'csv' ) as $format ) {
			$runner = $this->runner( 2 );
			$job    = $this->start( $runner, $format );
			$this->assertSame( ExportJob::QUEUED, $job->status );
			$this->assertSame( 7, $job->total );

			// A step that stops after one batch.
			$job = $this->step( $runner, $job->id, microtime( true ) + 60, 1 );
			$this->assertSame( ExportJob::RUNNING, $job->status );
			$this->assertSame( 2, $job->read );
			$this->assertSame( $this->ids[1], $job->cursor['id'] ?? null );
			$this->assertSame( 28, $job->progress() );

			// A step that died after writing rows it never committed: rows past the committed length.
			$part = $this->part_path( $job );
			$this->assertSame( $job->committed, filesize( $part ) );
			file_put_contents( $part, '[' . $this->ids[2] . ",\"half a row\"]\n[" . $this->ids[3] . ',"another', FILE_APPEND );

			$job = $this->step( $runner, $job->id, microtime( true ) + 60, 1 );
			$this->assertSame( 4, $job->read );

			$job = $this->step( $runner, $job->id, microtime( true ) + 60 );
			$this->assertSame( ExportJob::DONE, $job->status, $job->error );
			$this->assertSame( 7, $job->read );
			$this->assertSame( 100, $job->progress() );
			$this->assertFileDoesNotExist( $part, 'the part file goes once the spreadsheet is written' );

			$path = $this->storage()->path( $job->file );
			$this->assertNotNull( $path );
			$rows = self::table( $this->responses_sheet( $path, $format ) );
			$this->assertSame( $this->ids, array_map( 'intval', array_column( $rows, 'Response ID' ) ), "{$format}: every response once, in order" );
			$this->assertSame( array( 'answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5', 'answer 6', 'answer 7' ), array_column( $rows, 'Why?' ) );

			// Further steps change nothing.
			$this->assertSame( ExportJob::DONE, $this->step( $runner, $job->id, microtime( true ) + 60 )->status );
		}
	}

	public function test_a_step_stops_at_its_deadline_and_schedules_the_next(): void {
		$runner = $this->runner( 2 );
		$job    = $this->start( $runner, 'xlsx' );
		wp_clear_scheduled_hook( JobRunner::STEP_HOOK, array( $job->id ) );

		// A deadline already past: the head and one batch, then the step ends.
		$job = $this->step( $runner, $job->id, microtime( true ) - 1 );
		$this->assertSame( ExportJob::RUNNING, $job->status );
		$this->assertSame( 2, $job->read );
		$this->assertIsInt( wp_next_scheduled( JobRunner::STEP_HOOK, array( $job->id ) ), 'the next step is scheduled' );

		// The cron hook runs the steps to the end.
		$cron  = new ExportCron( $runner, new JobStore( $GLOBALS['wpdb'] ), $this->storage() );
		$steps = 0;
		while ( $steps < 10 && ! $this->job( $job->id )->is_over() ) {
			$cron->run_step( $job->id );
			++$steps;
		}
		$this->assertSame( ExportJob::DONE, $this->job( $job->id )->status );
	}

	public function test_a_job_of_a_deleted_survey_fails_with_a_reason(): void {
		global $wpdb;
		$runner = $this->runner( 2 );
		$job    = $this->start( $runner, 'csv' );
		$wpdb->delete( userfeedback()->tables()->surveys(), array( 'id' => $this->survey_id ) );
		$job = $this->step( $runner, $job->id, microtime( true ) + 60 );
		$this->assertSame( ExportJob::FAILED, $job->status );
		$this->assertStringContainsString( 'does not exist', $job->error );
		$this->assertFalse( wp_next_scheduled( JobRunner::STEP_HOOK, array( $job->id ) ) );
	}

	public function test_a_job_whose_steps_keep_failing_stops(): void {
		global $wpdb;
		$runner = $this->runner( 2 );
		$job    = $this->step( $runner, $this->start( $runner, 'xlsx' )->id, microtime( true ) + 60, 1 );
		// A part file shorter than its committed length (lost on disk): no step can go on.
		$job->committed += 1000;
		( new JobStore( $wpdb ) )->save( $job, time() );
		for ( $i = 1; $i <= JobRunner::MAX_ATTEMPTS; $i++ ) {
			$job = $this->step( $runner, $job->id, microtime( true ) + 60 );
			$this->assertSame( $i, $job->attempts );
		}
		$this->assertSame( ExportJob::FAILED, $job->status );
		$this->assertStringContainsString( 'committed length', $job->error );
		$this->assertFalse( wp_next_scheduled( JobRunner::STEP_HOOK, array( $job->id ) ), 'no more steps' );
	}

	public function test_the_daily_cleanup_deletes_what_is_older_than_a_day(): void {
		global $wpdb;
		$jobs    = new JobStore( $wpdb );
		$storage = $this->storage();
		$dir     = $storage->dir();

		$old         = new ExportJob( str_repeat( 'a', 32 ), 1, array(), 'old', 1, ExportStorage::new_name( 'part' ), time() - 2 * DAY_IN_SECONDS );
		$old->file   = ExportStorage::new_name( 'xlsx' );
		$fresh       = new ExportJob( str_repeat( 'b', 32 ), 1, array(), 'fresh', 1, ExportStorage::new_name( 'part' ), time() - HOUR_IN_SECONDS );
		$fresh->file = ExportStorage::new_name( 'csv' );
		foreach ( array( $old, $fresh ) as $job ) {
			$jobs->create( $job );
			file_put_contents( $dir . '/' . $job->file, 'x' );
		}
		$stray = $dir . '/' . ExportStorage::new_name( 'csv' );
		file_put_contents( $stray, 'x' );
		touch( $stray, time() - 2 * DAY_IN_SECONDS );
		mkdir( $dir . '/xlsx_leftover' );
		file_put_contents( $dir . '/xlsx_leftover/sheet1.xml', 'x' );
		touch( $dir . '/xlsx_leftover', time() - 2 * DAY_IN_SECONDS );
		touch( $dir . '/' . $old->file, time() - 2 * DAY_IN_SECONDS );

		$cron = new ExportCron( $this->runner(), $jobs, $storage );
		$this->assertSame( 3, $cron->cleanup(), 'the old job (with its file), the stray file, the leftover folder' );
		$this->assertNull( $jobs->find( $old->id ) );
		$this->assertFileDoesNotExist( $dir . '/' . $old->file );
		$this->assertFileDoesNotExist( $stray );
		$this->assertDirectoryDoesNotExist( $dir . '/xlsx_leftover' );
		$this->assertNotNull( $jobs->find( $fresh->id ) );
		$this->assertFileExists( $dir . '/' . $fresh->file );
		$this->assertFileExists( $dir . '/index.php' );
		$this->assertFileExists( $dir . '/.htaccess' );

		// A day later the fresh one goes too.
		$this->assertSame( 1, $cron->cleanup( time() + DAY_IN_SECONDS ), 'the job, its file with it' );
		$this->assertNull( $jobs->find( $fresh->id ) );
		$this->assertFileDoesNotExist( $dir . '/' . $fresh->file );
	}

	public function test_the_cron_hooks_are_registered(): void {
		$cron = new ExportCron( $this->runner(), new JobStore( $GLOBALS['wpdb'] ), $this->storage() );
		$cron->add_hooks();
		$this->assertNotFalse( has_action( JobRunner::STEP_HOOK, array( $cron, 'run_step' ) ) );
		$this->assertNotFalse( has_action( ExportCron::CLEANUP_HOOK, array( $cron, 'cleanup' ) ) );
		remove_action( JobRunner::STEP_HOOK, array( $cron, 'run_step' ) );
		remove_action( ExportCron::CLEANUP_HOOK, array( $cron, 'cleanup' ) );
	}

	/**
	 * Starts a job of the survey's general report.
	 *
	 * @param JobRunner $runner The runner.
	 * @param string    $format Format.
	 * @return ExportJob
	 */
	private function start( JobRunner $runner, string $format ): ExportJob {
		$request = ExportRequest::parse(
			array(
				'survey_id' => (string) $this->survey_id,
				'format'    => $format,
			),
			current_datetime()
		);
		$this->assertInstanceOf( ExportRequest::class, $request );
		$report = $this->reports()->make( $request, current_datetime() );
		$this->assertNotInstanceOf( \WP_Error::class, $report );
		$job = $runner->start( $request, $report, get_current_user_id() );
		$this->assertNotNull( $job );
		return $job;
	}

	/**
	 * Runs a step that must find its job.
	 *
	 * @param JobRunner $runner      The runner.
	 * @param string    $id          Job id.
	 * @param float     $deadline    Deadline.
	 * @param int|null  $max_batches Most batches.
	 * @return ExportJob
	 */
	private function step( JobRunner $runner, string $id, float $deadline, ?int $max_batches = null ): ExportJob {
		$job = $runner->step( $id, $deadline, $max_batches );
		$this->assertNotNull( $job );
		return $job;
	}

	/**
	 * A job as stored.
	 *
	 * @param string $id Job id.
	 * @return ExportJob
	 */
	private function job( string $id ): ExportJob {
		$job = ( new JobStore( $GLOBALS['wpdb'] ) )->find( $id );
		$this->assertNotNull( $job );
		return $job;
	}

	/**
	 * The Responses sheet of a finished file (in a CSV, the rows after its name row).
	 *
	 * @param string $path   The file.
	 * @param string $format 'xlsx' or 'csv'.
	 * @return array<int, array<int, mixed>>
	 */
	private function responses_sheet( string $path, string $format ): array {
		$sheets = $this->read( (string) file_get_contents( $path ), $format );
		if ( 'xlsx' === $format ) {
			return $sheets['Responses'];
		}
		$rows  = array_values( $sheets )[0] ?? array();
		$start = array_search( array( 'Responses' ), $rows, true );
		$this->assertIsInt( $start, 'the CSV has a Responses part' );
		return array_slice( $rows, $start + 1 );
	}

	/**
	 * The job's part file.
	 *
	 * @param ExportJob $job The job.
	 * @return string
	 */
	private function part_path( ExportJob $job ): string {
		$path = $this->storage()->path( $job->part );
		$this->assertNotNull( $path );
		return $path;
	}
}
