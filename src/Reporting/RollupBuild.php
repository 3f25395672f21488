<?php
/**
 * Rebuilds stale rollups and counters in bounded background steps.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

// The rebuild's data store: direct queries on our own tables, names from Tables (never input),
// every value through prepare(). WPCS 2.3 cannot follow the built statements, hence each one's
// ignore comment.

/**
 * Why: rebuilding the rollups of a survey of a million responses takes half a minute; inside a
 * report's request that was a 28-second page. Now a rebuild never runs in a page or REST request:
 * a WP-Cron event (HOOK) runs steps of at most STEP_SECONDS, each made of chunks of CHUNK
 * published responses, and asks for the next step while work remains. Reports meanwhile answer
 * from the last consistent rows and say they are being updated (ResultsService).
 *
 * How it stays exact while visitors keep answering: the survey row carries the build's key
 * (build_key: the time zone and questions it builds for) and its watermark (build_at, build_id):
 * the (submitted_at, id) of the last response it has passed. Invariant, true at every commit: the
 * staging rows (rollups_build, counts scopes BUILD and BUILD + HOURS) are exactly the counts of the survey's
 * responses at or below the watermark, in their current status.
 * - A chunk, one transaction, locks the survey row exclusively (writers hold it shared, so it
 *   waits for those in flight and holds off new ones), reads the next CHUNK responses after the
 *   watermark with plain consistent reads (taken after the lock, so they see every committed
 *   write), adds them to the staging rows and moves the watermark past them.
 * - A writer (Rollups::lock_for_write(), then apply() and count_moves()) changes the staging rows
 *   only for its responses at or below the watermark, which cannot move while it holds the row;
 *   the ones above are counted, in whatever status they then have, when a chunk reaches them.
 * - The last chunk, finding fewer than CHUNK responses left, takes them all and, in the same
 *   transaction, swaps the staging rows in for the live ones and records the key: at that moment
 *   every response is at or below the watermark, so the new rows equal a rebuild from scratch.
 * A change of key during a build (time zone, questions) or rows written behind our back
 * (Rollups::invalidate()) make the next chunk start over. The live rows are kept by writers as
 * long as they are current, so a forced rebuild (`wp userfeedback rollups rebuild`) never leaves
 * reports without numbers.
 */
final class RollupBuild {

	/**
	 * The WP-Cron event that runs a step.
	 */
	public const HOOK = 'userfeedback_rollups_build';

	/**
	 * Published responses per chunk: a chunk holds the survey row, and so makes that survey's
	 * visitors wait, for 0.3 s (10,000 responses) to 1.7 s (a million, their answers scattered
	 * on disk) on the bench machine (bench/reporting-scale.php).
	 */
	public const CHUNK = 5000;

	/**
	 * A step's budget: it starts no chunk that would end past it, judged by its longest chunk so
	 * far (about 1 s at a million responses on the bench machine), so a step stays under 10 s.
	 */
	public const STEP_SECONDS = 7.0;

	/**
	 * The watermark before any response.
	 */
	public const START = '1000-01-01 00:00:00';

	private const SAVEPOINT = 'userfeedback_rollup_build';

	/**
	 * Published responses per chunk (CHUNK; smaller in tests).
	 *
	 * @var int
	 */
	private int $chunk_size = self::CHUNK;

	/**
	 * Whether complete() may run here: null to decide from the request (may_run_here()); set
	 * by tests.
	 *
	 * @var bool|null
	 */
	private ?bool $here = null;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups ) {
	}

	/**
	 * Sets the chunk size (tests and benchmarks).
	 *
	 * @param int $responses Published responses per chunk, at least 1.
	 * @return void
	 */
	public function set_chunk( int $responses ): void {
		$this->chunk_size = max( 1, $responses );
	}

	/**
	 * Says whether complete() may run in this process, instead of deciding from the request
	 * (tests); null to decide again.
	 *
	 * @param bool|null $allowed Allowed, refused, or null.
	 * @return void
	 */
	public function allow_here( ?bool $allowed ): void {
		$this->here = $allowed;
	}

	/**
	 * Whether this process is one nobody waits on: the command line (WP-CLI, seeding scripts,
	 * tests), WP-Cron, or an admin-ajax loopback (the background queue). A REST request or a page
	 * is not. The facts' build (Facts\FactsBuild) asks the same.
	 *
	 * @return bool
	 */
	public function may_run_here(): bool {
		if ( null !== $this->here ) {
			return $this->here;
		}
		if ( wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return true;
		}
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			return false;
		}
		return 'cli' === PHP_SAPI || wp_doing_ajax();
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
	 * One step: chunks of the surveys that need work (a running build first), until none is left
	 * or $seconds have passed.
	 *
	 * @param float         $seconds    Time after which no chunk is started.
	 * @param callable|null $on_chunk   Told after each chunk: (survey id, seconds it took, 'more' or 'done').
	 * @param int           $max_chunks Most chunks (tests).
	 * @return bool Whether work remains.
	 */
	public function step( float $seconds, ?callable $on_chunk = null, int $max_chunks = PHP_INT_MAX ): bool {
		$started = microtime( true );
		$chunks  = 0;
		$longest = 0.0;
		foreach ( $this->pending() as $survey_id ) {
			do {
				// No chunk is started that would end past the budget if it took as long as the
				// longest one so far: the step ends within $seconds unless one chunk alone is slower.
				if ( microtime( true ) - $started + $longest >= $seconds || $chunks >= $max_chunks ) {
					return true;
				}
				++$chunks;
				$chunk_started = microtime( true );
				$result        = $this->chunk( $survey_id, false );
				$took          = microtime( true ) - $chunk_started;
				$longest       = max( $longest, $took );
				if ( null !== $on_chunk ) {
					$on_chunk( $survey_id, $took, $result );
				}
				if ( 'failed' === $result ) {
					return true; // Try again in the next step.
				}
			} while ( 'more' === $result );
		}
		return false;
	}

	/**
	 * Runs a survey's build to the end, here (command line, cron jobs, seeding, tests). Never in
	 * a REST request or a page, whoever asks (a rebuild of a million responses takes minutes):
	 * there it asks for the background rebuild and returns false unless the survey is current
	 * already, so the caller answers from what it has.
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Rebuild even when the rows look current.
	 * @return bool False when there is no such survey, the database failed, or the survey is
	 *              stale and this is a request someone waits on.
	 */
	public function complete( int $survey_id, bool $force ): bool {
		if ( ! $this->may_run_here() ) {
			self::schedule();
			return ! $force && ! in_array( $survey_id, $this->pending(), true ) && $this->exists( $survey_id );
		}
		$result = $this->chunk( $survey_id, $force );
		while ( 'more' === $result ) {
			$result = $this->chunk( $survey_id, false );
		}
		return 'done' === $result;
	}

	/**
	 * The surveys whose rollups or counters need building, running builds first.
	 *
	 * @return int[]
	 */
	public function pending(): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; read by the background step only, must see the current state.
		$rows    = (array) $this->wpdb->get_results( "SELECT id, questions, rollup_key, counted, build_key FROM `{$this->tables->surveys()}` ORDER BY build_key = '', id", ARRAY_A );
		$zone    = wp_timezone();
		$pending = array();
		foreach ( $rows as $row ) {
			$key = Rollups::key( Rollups::questions( $row ), $zone );
			if ( '' !== (string) $row['build_key'] || 1 !== (int) $row['counted'] || $key !== (string) $row['rollup_key'] ) {
				$pending[] = (int) $row['id'];
			}
		}
		return $pending;
	}

	private function exists( int $survey_id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; must see the current row.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$this->tables->surveys()}` WHERE id = %d", $survey_id ) );
	}

	/**
	 * One chunk, in its own transaction (a savepoint inside a caller's).
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Start a build even when the rows look current.
	 * @return string 'more' (call again), 'done' (current now, or no such survey) or 'failed'.
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
	 * @param bool $force     Start a build even when the rows look current.
	 * @return string 'more', 'done' or 'failed'.
	 */
	private function work( int $survey_id, bool $force ): string {
		$wpdb    = $this->wpdb;
		$surveys = $this->tables->surveys();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; a locking read.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT questions, rollup_key, counted, build_key, build_at, build_id FROM `{$surveys}` WHERE id = %d FOR UPDATE", $survey_id ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return 'failed';
		}
		if ( ! is_array( $row ) ) {
			return 'done';
		}
		$questions = Rollups::questions( $row );
		$key       = Rollups::key( $questions, wp_timezone() );
		$at        = (string) $row['build_at'];
		$after_id  = (int) $row['build_id'];
		if ( $key !== (string) $row['build_key'] ) {
			if ( ! $force && $key === (string) $row['rollup_key'] && 1 === (int) $row['counted'] ) {
				return 'done';
			}
			// Start (or start over): empty staging rows, watermark before every response.
			if ( ! $this->clear_staging( $survey_id ) ) {
				return 'failed';
			}
			$at       = self::START;
			$after_id = 0;
		}

		$upper = self::chunk_end( $this->wpdb, $this->tables, $survey_id, $at, $after_id, $this->chunk_size );
		if ( false === $upper ) {
			return 'failed';
		}
		$range_r = (string) $wpdb->prepare( 'r.survey_id = %d AND r.submitted_at >= %s AND ( r.submitted_at > %s OR r.id > %d )', $survey_id, $at, $at, $after_id );
		$range_a = (string) $wpdb->prepare( 'a.survey_id = %d AND a.submitted_at >= %s AND ( a.submitted_at > %s OR a.response_id > %d )', $survey_id, $at, $at, $after_id );
		if ( is_array( $upper ) ) {
			$range_r .= (string) $wpdb->prepare( ' AND r.submitted_at <= %s AND ( r.submitted_at < %s OR r.id <= %d )', $upper['submitted_at'], $upper['submitted_at'], $upper['id'] );
			$range_a .= (string) $wpdb->prepare( ' AND a.submitted_at <= %s AND ( a.submitted_at < %s OR a.response_id <= %d )', $upper['submitted_at'], $upper['submitted_at'], $upper['id'] );
		}
		$answered = $this->answered_questions( $survey_id );
		if ( false === $answered ) {
			return 'failed';
		}
		if ( array() !== $answered ) {
			$range_a .= (string) $wpdb->prepare( ' AND a.question_id IN (' . implode( ',', array_fill( 0, count( $answered ), '%s' ) ) . ')', $answered ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- IN() of %s placeholders.
		}
		$ok = $this->rollups->aggregate(
			$questions,
			$range_a . " AND a.status = 'publish'",
			$range_r . " AND r.status = 'publish'",
			1,
			null,
			$this->tables->rollups_build(),
			self::START === $at ? null : $at,
			is_array( $upper ) ? (string) $upper['submitted_at'] : null
		) && $this->rollups->counts()->add_range( $survey_id, $range_r );
		if ( ! $ok ) {
			return 'failed';
		}
		if ( is_array( $upper ) ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			$moved = $wpdb->query( $wpdb->prepare( "UPDATE `{$surveys}` SET build_key = %s, build_at = %s, build_id = %d WHERE id = %d", $key, $upper['submitted_at'], $upper['id'], $survey_id ) );
			return false === $moved ? 'failed' : 'more';
		}
		return $this->swap( $survey_id, $key ) ? 'done' : 'failed';
	}

	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- reported on the connection parameter too; one plain read of our own table.
	/**
	 * A chunk's upper end: the (submitted_at, id) of the $size-th published response after the
	 * watermark, on the (survey_id, status, submitted_at) index. Shared with the facts' build
	 * (Facts\FactsBuild), which walks responses the same way.
	 *
	 * @param \wpdb  $wpdb      The database connection.
	 * @param Tables $tables    Table names.
	 * @param int    $survey_id Survey id.
	 * @param string $at        The watermark's time.
	 * @param int    $after_id  The watermark's id.
	 * @param int    $size      Responses per chunk.
	 * @return array<string, mixed>|null|false Null when fewer are left (the last chunk); false when the database failed.
	 */
	public static function chunk_end( \wpdb $wpdb, Tables $tables, int $survey_id, string $at, int $after_id, int $size ) {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
		$upper = $wpdb->get_row( $wpdb->prepare( "SELECT submitted_at, id FROM `{$tables->responses()}` WHERE survey_id = %d AND status = 'publish' AND submitted_at >= %s AND ( submitted_at > %s OR id > %d ) ORDER BY submitted_at, id LIMIT 1 OFFSET %d", $survey_id, $at, $at, $after_id, $size - 1 ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		return is_array( $upper ) ? $upper : null;
	}
	// phpcs:enable

	/**
	 * Every question of the survey that has answers, so a chunk reads its range on the
	 * survey_question_order index question by question (a removed question's answers are counted
	 * too, as writers count them). A loose index scan done by hand, one index dive per question:
	 * MariaDB reads `SELECT DISTINCT question_id … WHERE survey_id = …` as a scan of every answer
	 * of the survey (8 s at a million responses, in every chunk).
	 *
	 * @param int $survey_id Survey id.
	 * @return string[]|false False when the database failed.
	 */
	private function answered_questions( int $survey_id ) {
		$wpdb = $this->wpdb;
		$ids  = array();
		$last = '';
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			$next = $wpdb->get_var( $wpdb->prepare( "SELECT question_id FROM `{$this->tables->answers()}` WHERE survey_id = %d AND question_id > %s ORDER BY question_id LIMIT 1", $survey_id, $last ) );
			if ( '' !== $wpdb->last_error ) {
				return false;
			}
			if ( null !== $next ) {
				$last  = (string) $next;
				$ids[] = $last;
			}
		} while ( null !== $next );
		return $ids;
	}

	/**
	 * Replaces the survey's live rollups and counters by the staging ones and records the key,
	 * inside the last chunk's transaction.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $key       The key the staging rows were built for.
	 * @return bool False when the database failed.
	 */
	private function swap( int $survey_id, string $key ): bool {
		$wpdb    = $this->wpdb;
		$live    = $this->tables->rollups();
		$staging = $this->tables->rollups_build();
		$counts  = $this->tables->counts();
		$columns = 'survey_id, kind, question_id, day, value_hash, value, answers, comments';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared; the swap's statements, in one transaction.
		$ok = false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$live}` WHERE survey_id = %d", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$live}` ({$columns}) SELECT {$columns} FROM `{$staging}` WHERE survey_id = %d AND ( answers <> 0 OR comments <> 0 )", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$counts}` WHERE survey_id = %d AND scope IN (%d, %d)", $survey_id, Counts::LIVE, Counts::LIVE + Counts::HOURS ) )
			// BUILD → LIVE, BUILD + HOURS → LIVE + HOURS.
			&& false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$counts}` (survey_id, scope, slot, published, trashed, partial, partial_trashed) SELECT survey_id, scope - %d, slot, published, trashed, partial, partial_trashed FROM `{$counts}` WHERE survey_id = %d AND scope IN (%d, %d) AND ( published <> 0 OR trashed <> 0 OR slot = %s )", Counts::BUILD - Counts::LIVE, $survey_id, Counts::BUILD, Counts::BUILD + Counts::HOURS, Counts::TOTALS ) )
			&& $this->clear_staging( $survey_id )
			&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->surveys()}` SET rollup_key = %s, counted = 1, build_key = '', build_at = %s, build_id = 0 WHERE id = %d", $key, self::START, $survey_id ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $ok;
	}

	/**
	 * Empties the survey's staging rows.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	private function clear_staging( int $survey_id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared.
		return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->rollups_build()}` WHERE survey_id = %d", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->counts()}` WHERE survey_id = %d AND scope IN (%d, %d)", $survey_id, Counts::BUILD, Counts::BUILD + Counts::HOURS ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
