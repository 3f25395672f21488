<?php
/**
 * What exports leave behind goes on uninstall, and their events on deactivation.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use UserFeedback\Database\Uninstaller;
use UserFeedback\Export\ExportCleanup;
use UserFeedback\Export\ExportCron;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\JobRunner;
use UserFeedback\Export\JobStore;
use UserFeedback\Support\ScheduledEvents;

/**
 * Uninstall and deactivation leave no export job, file or event behind.
 */
final class ExportCleanupTest extends ExportTestCase {

	public function test_uninstall_removes_jobs_files_and_folder_even_when_data_is_kept(): void {
		global $wpdb;
		$survey_id = $this->create_survey( 'Kept survey', array( self::question( 'why', 'text', 'Why?' ) ) );
		$this->insert_response( $survey_id, '2026-10-01 10:00:00', array( array( 'why', 'because' ) ) );
		$request = ExportRequest::parse(
			array(
				'survey_id' => (string) $survey_id,
				'format'    => 'csv',
			),
			current_datetime()
		);
		$this->assertInstanceOf( ExportRequest::class, $request );
		$report = $this->reports()->make( $request, current_datetime() );
		$this->assertNotInstanceOf( \WP_Error::class, $report );
		$job = $this->runner()->start( $request, $report, get_current_user_id() );
		$this->assertNotNull( $job );
		$storage = $this->storage();
		$folder  = $storage->dir();
		file_put_contents( $folder . '/' . str_repeat( 'a', 32 ) . '.csv', 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertNotSame( array(), ( new JobStore( $wpdb ) )->ids() );

		ExportCleanup::run( $wpdb, $storage );

		$this->assertSame( array(), ( new JobStore( $wpdb ) )->ids() );
		$this->assertDirectoryDoesNotExist( $folder );
		$this->assertFalse( get_option( 'userfeedback_export_dir' ) );
		$this->assertDirectoryExists( $this->base, 'only the private folder goes, not its parent' );
	}

	public function test_uninstall_keeping_data_still_clears_scheduled_events(): void {
		wp_schedule_event( time() + 60, 'daily', ExportCron::CLEANUP_HOOK );
		wp_schedule_single_event( time() + 60, JobRunner::STEP_HOOK, array( str_repeat( 'b', 32 ) ) );

		$this->assertFalse( ( new Uninstaller( userfeedback() ) )->run(), 'data is kept by default' );

		$this->assertFalse( wp_next_scheduled( ExportCron::CLEANUP_HOOK ) );
		$this->assertFalse( wp_next_scheduled( JobRunner::STEP_HOOK, array( str_repeat( 'b', 32 ) ) ) );
	}

	public function test_deactivation_clears_every_listed_event_and_is_registered(): void {
		foreach ( ScheduledEvents::hooks() as $hook ) {
			wp_schedule_single_event( time() + 120, $hook );
		}

		ScheduledEvents::on_deactivation( false );

		foreach ( ScheduledEvents::hooks() as $hook ) {
			$this->assertFalse( wp_next_scheduled( $hook ), $hook );
		}
		$this->assertNotFalse( has_action( 'deactivate_' . plugin_basename( USERFEEDBACK_FILE ) ) );
	}
}
