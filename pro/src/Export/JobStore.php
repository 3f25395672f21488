<?php
/**
 * Where background exports keep their state.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Database\Claim;
use UserFeedback\Database\Tables;
use UserFeedback\Database\WorkClaims;
use UserFeedback\Support\OptionRow;

// The jobs' data store: one non-autoloaded option per job, written through the options API and
// read from its row (OptionRow); the only direct query here is the clean-up's listing of the jobs'
// option names (the options API cannot list by prefix), through prepare().

/**
 * A job is an option (`userfeedback_export_job_{id}`, not autoloaded): durable across requests
 * and object-cache evictions, unlike a transient. A step holds a work claim named after the job
 * (WorkClaims, held across every node of a cluster), so two steps never write the same job at
 * once (a cron run and a status poll); a killed step's claim lapses after CLAIM_SECONDS.
 */
final class JobStore {

	public const PREFIX = 'userfeedback_export_job_';

	/** How long a step's claim holds: well past a step's budget (JobRunner::STEP_SECONDS). */
	public const CLAIM_SECONDS = 2 * MINUTE_IN_SECONDS;

	/**
	 * The work claims.
	 *
	 * @var WorkClaims
	 */
	private readonly WorkClaims $claims;

	/**
	 * The claims this object holds, by job id.
	 *
	 * @var array<string, Claim>
	 */
	private array $held = array();

	public function __construct( private readonly \wpdb $wpdb ) {
		$this->claims = new WorkClaims( $wpdb, new Tables( $wpdb ) );
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
		// As last saved by any request on any node (OptionRow: not as a cache remembers it).
		return ExportJob::from_array( OptionRow::get( self::PREFIX . $id ) );
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
	 * Takes the job's claim without waiting.
	 *
	 * @param string $id Job id.
	 * @return bool False when another step holds it.
	 */
	public function lock( string $id ): bool {
		if ( isset( $this->held[ $id ] ) ) {
			return true;
		}
		$claim = $this->claims->take( 'export_' . $id, self::CLAIM_SECONDS );
		if ( null === $claim ) {
			return false;
		}
		$this->held[ $id ] = $claim;
		return true;
	}

	/**
	 * Releases the job's claim.
	 *
	 * @param string $id Job id.
	 * @return void
	 */
	public function unlock( string $id ): void {
		if ( isset( $this->held[ $id ] ) ) {
			$this->claims->release( $this->held[ $id ] );
			unset( $this->held[ $id ] );
		}
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
}
