<?php
/**
 * The background build of a survey's facts rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\RollupBuild;
use UserFeedback\Reporting\Rollups;

// Our own tables, names from Tables; every value through prepare(). WPCS 2.3 cannot follow built
// statements, hence the scoped ignores.

/**
 * Packs a survey's published responses into facts rows when they are missing or were packed for
 * another layout (an option edited, a question added: FactLayout::key()), in chunks of CHUNK
 * responses in (submitted_at, id) order, each chunk one transaction, from a WP-Cron event (HOOK).
 *
 * Exact while visitors keep answering, as the rollups' build is (RollupBuild): the survey row
 * carries the layout being built (facts_build_key) and the watermark (facts_at, facts_id), the
 * last response packed. A chunk locks the survey row exclusively, re-packs the responses after
 * the watermark up to the chunk's end (dropping the rows in that range first, so a response
 * trashed since is gone), and moves the watermark. A writer (Rollups::lock_for_write(), apply())
 * keeps the rows of its responses at or below the watermark; those above are packed when a chunk
 * gets there. The last chunk records the layout as the survey's facts_key: from then on writers
 * keep every row and filtered reports read the facts (FactsReport); before, they read the answers.
 */
final class FactsBuild {

	/**
	 * The WP-Cron event that runs a step.
	 */
	public const HOOK = 'userfeedback_facts_build';

	/**
	 * Published responses per chunk (a chunk holds the survey row: visitors of that survey wait
	 * for it, about 0.3 s on the bench machine).
	 */
	public const CHUNK = 5000;

	/**
	 * A step's budget in seconds.
	 */
	public const STEP_SECONDS = 7.0;

	private const SAVEPOINT = 'userfeedback_facts_build';

	/**
	 * Published responses per chunk.
	 *
	 * @var int
	 */
	private int $chunk_size = self::CHUNK;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly ResponseFacts $facts, private readonly RollupBuild $rollup_build ) {
	}

	/**
	 * Sets the chunk size (tests).
	 *
	 * @param int $responses Published responses per chunk, at least 1.
	 * @return void
	 */
	public function set_chunk( int $responses ): void {
		$this->chunk_size = max( 1, $responses );
	}

	/**
	 * Asks WP-Cron for a step unless one is due.
	 *
	 * @return void
	 */
	public static function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * The cron event: one step, then the next one asked for while work remains.
	 *
	 * @return void
	 */
	public function run(): void {
		if ( $this->step( self::STEP_SECONDS ) ) {
			self::schedule();
		}
	}

	/**
	 * Chunks of the surveys that need packing (a running build first) until none is left or
	 * $seconds have passed.
	 *
	 * @param float $seconds    Time after which no chunk is started.
	 * @param int   $max_chunks Most chunks (tests).
	 * @return bool Whether work remains.
	 */
	public function step( float $seconds, int $max_chunks = PHP_INT_MAX ): bool {
		$started = microtime( true );
		$longest = 0.0;
		$chunks  = 0;
		foreach ( $this->pending() as $survey_id ) {
			do {
				if ( microtime( true ) - $started + $longest >= $seconds || $chunks >= $max_chunks ) {
					return true;
				}
				++$chunks;
				$chunk_started = microtime( true );
				$result        = $this->chunk( $survey_id, false );
				$longest       = max( $longest, microtime( true ) - $chunk_started );
				if ( 'failed' === $result ) {
					return true;
				}
			} while ( 'more' === $result );
		}
		return false;
	}

	/**
	 * Packs a survey's facts to the end, here (command line, cron, seeding, tests); in a request
	 * someone waits on it only asks for the background build.
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Re-pack even when the rows look current.
	 * @return bool Whether the survey's facts are current now.
	 */
	public function complete( int $survey_id, bool $force ): bool {
		if ( ! $this->rollup_build->may_run_here() ) {
			self::schedule();
			return ! $force && ! in_array( $survey_id, $this->pending(), true );
		}
		$result = $this->chunk( $survey_id, $force );
		while ( 'more' === $result ) {
			$result = $this->chunk( $survey_id, false );
		}
		return 'done' === $result;
	}

	/**
	 * The surveys whose facts need packing, running builds first.
	 *
	 * @return int[]
	 */
	public function pending(): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; must see the current state.
		$rows    = (array) $this->wpdb->get_results( "SELECT id, questions, facts_key, facts_build_key FROM `{$this->tables->surveys()}` ORDER BY facts_build_key = '', id", ARRAY_A );
		$pending = array();
		foreach ( $rows as $row ) {
			$key = FactLayout::key( Rollups::questions( $row ) );
			if ( '' !== $key && ( '' !== (string) $row['facts_build_key'] || $key !== (string) $row['facts_key'] ) ) {
				$pending[] = (int) $row['id'];
			}
		}
		return $pending;
	}

	/**
	 * One chunk, in its own transaction (a savepoint inside a caller's).
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Start over even when the rows look current.
	 * @return string 'more', 'done' (current now, cannot be packed, or no such survey) or 'failed'.
	 */
	private function chunk( int $survey_id, bool $force ): string {
		return Transaction::run(
			$this->wpdb, // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- reported on this argument for the FOR UPDATE read in work(): a locking read, not cacheable.
			self::SAVEPOINT,
			fn(): string => $this->work( $survey_id, $force ),
			static fn( string $result ): bool => 'failed' !== $result
		);
	}

	/**
	 * The statements of a chunk, stopping at the first failure.
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Start over even when the rows look current.
	 * @return string 'more', 'done' or 'failed'.
	 */
	private function work( int $survey_id, bool $force ): string {
		$wpdb    = $this->wpdb;
		$surveys = $this->tables->surveys();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a locking read.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT questions, facts_key, facts_build_key, facts_at, facts_id FROM `{$surveys}` WHERE id = %d FOR UPDATE", $survey_id ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return 'failed';
		}
		if ( ! is_array( $row ) ) {
			return 'done';
		}
		$questions = Rollups::questions( $row );
		$key       = FactLayout::key( $questions );
		if ( '' === $key ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			return false === $wpdb->query( $wpdb->prepare( "UPDATE `{$surveys}` SET facts_key = '', facts_build_key = '' WHERE id = %d", $survey_id ) ) ? 'failed' : 'done';
		}
		$at       = (string) $row['facts_at'];
		$after_id = (int) $row['facts_id'];
		if ( $key !== (string) $row['facts_build_key'] ) {
			if ( ! $force && $key === (string) $row['facts_key'] ) {
				return 'done';
			}
			$at       = RollupBuild::START;
			$after_id = 0;
		}
		$upper = RollupBuild::chunk_end( $wpdb, $this->tables, $survey_id, $at, $after_id, $this->chunk_size );
		if ( false === $upper ) {
			return 'failed';
		}
		$upto_at = is_array( $upper ) ? (string) $upper['submitted_at'] : null;
		$upto_id = is_array( $upper ) ? (int) $upper['id'] : 0;
		$range   = (string) $wpdb->prepare( "r.status = 'publish' AND r.submitted_at >= %s AND ( r.submitted_at > %s OR r.id > %d )", $at, $at, $after_id );
		if ( null !== $upto_at ) {
			$range .= $wpdb->prepare( ' AND r.submitted_at <= %s AND ( r.submitted_at < %s OR r.id <= %d )', $upto_at, $upto_at, $upto_id );
		}
		if ( ! $this->facts->delete_range( $survey_id, $at, $after_id, $upto_at, $upto_id ) || ! $this->facts->write( $survey_id, $questions, $range ) ) {
			return 'failed';
		}
		if ( null !== $upto_at ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			$moved = $wpdb->query( $wpdb->prepare( "UPDATE `{$surveys}` SET facts_build_key = %s, facts_at = %s, facts_id = %d WHERE id = %d", $key, $upto_at, $upto_id, $survey_id ) );
			return false === $moved ? 'failed' : 'more';
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
		$done = $wpdb->query( $wpdb->prepare( "UPDATE `{$surveys}` SET facts_key = %s, facts_build_key = '', facts_at = %s, facts_id = 0 WHERE id = %d", $key, RollupBuild::START, $survey_id ) );
		return false === $done ? 'failed' : 'done';
	}
}
