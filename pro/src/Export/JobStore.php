<?php
/**
 * Where background exports keep their state.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Database\LockName;

// The jobs' data store: one non-autoloaded option per job, read and written through the options
// API; the only direct queries are MariaDB's advisory lock functions and the clean-up's listing of
// the jobs' option names (the options API cannot list by prefix), both through prepare().

/**
 * A job is an option (`userfeedback_export_job_{id}`, not autoloaded): durable across requests
 * and object-cache evictions, unlike a transient. A step holds an advisory lock named after the
 * job (GET_LOCK), so two steps never write the same job at once (a cron run and a status poll);
 * the database releases it by itself when a killed step's connection closes.
 */
final class JobStore {

	public const PREFIX = 'userfeedback_export_job_';

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * Stores a new job.
	 *
	 * @param ExportJob $job The job.
	 * @return bool False when it could not be stored.
	 */
	public function create( ExportJob $job ): bool {
		return add_option( self::PREFIX . $job->id, $job->to_array(), '', false );
	}

	/**
	 * A job as last saved, or null.
	 *
	 * @param string $id Job id.
	 * @return ExportJob|null
	 */
	public function find( string $id ): ?ExportJob {
		if ( ! preg_match( '/^[a-f0-9]{32}$/D', $id ) ) {
			return null;
		}
		// Another request may have saved it since this one cached it.
		wp_cache_delete( self::PREFIX . $id, 'options' );
		return ExportJob::from_array( get_option( self::PREFIX . $id ) );
	}

	/**
	 * Saves a job's state (the commit point of a step).
	 *
	 * @param ExportJob $job The job.
	 * @param int       $now Unix time.
	 * @return void
	 */
	public function save( ExportJob $job, int $now ): void {
		$job->updated = $now;
		update_option( self::PREFIX . $job->id, $job->to_array(), false );
	}

	/**
	 * Forgets a job.
	 *
	 * @param string $id Job id.
	 * @return void
	 */
	public function delete( string $id ): void {
		delete_option( self::PREFIX . $id );
	}

	/**
	 * Takes the job's lock without waiting.
	 *
	 * @param string $id Job id.
	 * @return bool False when another step holds it.
	 */
	public function lock( string $id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- MariaDB's advisory lock, not data; the name is prepared.
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, 0 )', $this->lock_name( $id ) ) );
	}

	/**
	 * Releases the job's lock.
	 *
	 * @param string $id Job id.
	 * @return void
	 */
	public function unlock( string $id ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- MariaDB's advisory lock, not data; the name is prepared.
		$wpdb->get_var( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $this->lock_name( $id ) ) );
	}

	/**
	 * Every stored job's id.
	 *
	 * @return string[]
	 */
	public function ids(): array {
		$wpdb  = $this->wpdb;
		$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- lists options by name prefix (no API does); LIKE escaped and prepared; clean-up only.
		$ids   = array();
		foreach ( $names as $name ) {
			$id = substr( (string) $name, strlen( self::PREFIX ) );
			if ( preg_match( '/^[a-f0-9]{32}$/D', $id ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * The lock's name: the job's on this site (LockName).
	 *
	 * @param string $id Job id.
	 * @return string
	 */
	private function lock_name( string $id ): string {
		return LockName::for( $this->wpdb, 'export_' . $id );
	}
}
