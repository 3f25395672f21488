<?php
/**
 * Builds a derived set (DerivedSet) of every survey that needs it, in bounded background steps.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

/**
 * Why: building the rollups of a survey of a million responses takes half a minute; inside a
 * report's request that was a 28-second page. A build never runs in a page or REST request: a
 * WP-Cron event (the kind's hook) runs steps of at most STEP_SECONDS, each made of chunks of
 * CHUNK published responses, and asks for the next step while work remains. Reports meanwhile
 * answer from the last consistent rows and say they are being updated.
 *
 * How a set stays exact while visitors keep answering: the survey's state row (BuildStates)
 * carries what the build builds for (build_key) and its watermark: the (submitted_at, id) of the
 * last response it has passed. Invariant, true at every commit: the set's staging rows are
 * exactly those of the survey's responses at or before the watermark, in their current status.
 * - A chunk, one transaction, locks the survey row exclusively (writers hold it shared, so it
 *   waits for those in flight and holds off new ones), reads the next CHUNK responses after the
 *   watermark with plain consistent reads (taken after the lock, so they see every committed
 *   write), adds them (DerivedSet::add()) and moves the watermark past them.
 * - A writer (Rollups::write()) changes the staging rows only for its responses at or before the
 *   watermark, which cannot move while it holds the row; the ones after are added, in whatever
 *   status they then have, when a chunk reaches them.
 * - The last chunk, finding fewer than CHUNK responses left, takes them all and, in the same
 *   transaction, makes the set live (DerivedSet::finish()) and records its key: every response
 *   is then at or before the watermark, so the live rows equal a build from scratch.
 * On a database cluster, which replicates no lock, writers and chunks also update fence rows
 * first (WriteFences): a write and a chunk that overlap on two nodes cannot both commit.
 * A change of key during a build (the time zone, the questions) or rows written behind our back
 * (BuildStates::invalidate()) make the next chunk start over. The live rows are kept by writers
 * as long as they are current, so a forced rebuild never leaves reports without numbers.
 */
final class BuildEngine {

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
	 * How many times complete() runs a failed chunk again: on a database cluster, writers on the
	 * other nodes committing during a chunk make it lose certification (WriteFences), more often
	 * the busier the survey; a background step just tries in its next step.
	 */
	public const COMPLETE_RETRIES = 5;

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

	/**
	 * Constructor.
	 *
	 * @param \wpdb            $wpdb      The database connection.
	 * @param Tables           $tables    Table names.
	 * @param BuildStates      $states    The surveys' build states.
	 * @param DerivedSet       $set       What it builds.
	 * @param BuildEngine|null $runs_with Another engine whose may_run_here() this one follows (one decision for all builds).
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly BuildStates $states, private readonly DerivedSet $set, private readonly ?BuildEngine $runs_with = null ) {
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
	 * is not.
	 *
	 * @return bool
	 */
	public function may_run_here(): bool {
		if ( null !== $this->here ) {
			return $this->here;
		}
		if ( null !== $this->runs_with ) {
			return $this->runs_with->may_run_here();
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
	 * The WP-Cron event that runs this engine's steps.
	 *
	 * @return non-empty-string
	 */
	public function hook(): string {
		return $this->set->kind()->hook();
	}

	/**
	 * Asks WP-Cron for a step of a kind unless one is due.
	 *
	 * @param BuildKind $kind The kind.
	 * @return void
	 */
	public static function schedule_kind( BuildKind $kind ): void {
		if ( false === wp_next_scheduled( $kind->hook() ) ) {
			wp_schedule_single_event( time(), $kind->hook() );
		}
	}

	/**
	 * The cron event: one step, then the next one asked for while work remains.
	 *
	 * @return void
	 */
	public function run(): void {
		if ( $this->step( self::STEP_SECONDS ) ) {
			self::schedule_kind( $this->set->kind() );
		}
	}

	/**
	 * One step: chunks of the surveys that need work (a running build first), until none is left
	 * or $seconds have passed.
	 *
	 * @param float         $seconds    Time after which no chunk is started.
	 * @param callable|null $on_chunk   Told after each chunk: (survey id, seconds it took, StepOutcome).
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
				$outcome       = $this->chunk( $survey_id, false );
				$took          = microtime( true ) - $chunk_started;
				$longest       = max( $longest, $took );
				if ( null !== $on_chunk ) {
					$on_chunk( $survey_id, $took, $outcome );
				}
				if ( StepOutcome::Failed === $outcome ) {
					return true; // Try again in the next step.
				}
			} while ( StepOutcome::More === $outcome );
		}
		return false;
	}

	/**
	 * Runs a survey's build to the end, here (command line, cron jobs, seeding, tests). Never in
	 * a REST request or a page, whoever asks (a build of a million responses takes minutes):
	 * there it asks for the background build and answers whether the survey is current already,
	 * so the caller answers from what it has.
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Build even when the rows look current.
	 * @return bool False when there is no such survey, the database failed, or the survey is
	 *              stale and this is a request someone waits on.
	 */
	public function complete( int $survey_id, bool $force ): bool {
		if ( ! $this->may_run_here() ) {
			self::schedule_kind( $this->set->kind() );
			return ! $force && $this->exists( $survey_id ) && ! in_array( $survey_id, $this->pending(), true );
		}
		$outcome = $this->chunk( $survey_id, $force );
		$started = StepOutcome::Failed !== $outcome;
		$retries = self::COMPLETE_RETRIES;
		// A failed chunk wrote nothing (its transaction lost a conflict every time it was run):
		// after a pause it is run again, from where it would have started.
		while ( StepOutcome::More === $outcome || ( StepOutcome::Failed === $outcome && $retries-- > 0 ) ) {
			if ( StepOutcome::Failed === $outcome ) {
				usleep( random_int( 100000, 300000 ) );
			}
			$outcome = $this->chunk( $survey_id, $force && ! $started );
			$started = $started || StepOutcome::Failed !== $outcome;
		}
		return StepOutcome::Done === $outcome;
	}

	/**
	 * The surveys whose set needs building, running builds first.
	 *
	 * @return int[]
	 */
	public function pending(): array {
		$pending = array();
		foreach ( $this->states->all( $this->set->kind() ) as $survey_id => $survey ) {
			$key = $this->set->key( $survey['questions'] );
			if ( '' !== $key && ( '' !== $survey['state']->build_key || ! $this->set->is_current( $survey['state'], $key ) ) ) {
				$pending[] = $survey_id;
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
	 * @return StepOutcome
	 */
	private function chunk( int $survey_id, bool $force ): StepOutcome {
		return Transaction::run(
			$this->wpdb,
			'userfeedback_build_' . $this->set->kind()->value,
			fn(): StepOutcome => $this->work( $survey_id, $force ),
			static fn( StepOutcome $outcome ): bool => StepOutcome::Failed !== $outcome,
			StepOutcome::Failed
		);
	}

	/**
	 * The statements of a chunk, stopping at the first failure.
	 *
	 * @param int  $survey_id Survey id.
	 * @param bool $force     Start a build even when the rows look current.
	 * @return StepOutcome
	 */
	private function work( int $survey_id, bool $force ): StepOutcome {
		$kind = $this->set->kind();
		if ( ! ( new WriteFences( $this->wpdb, $this->tables ) )->build( $survey_id ) ) {
			return StepOutcome::Failed;
		}
		$survey = $this->states->for_build( $survey_id );
		if ( false === $survey ) {
			return StepOutcome::Failed;
		}
		if ( null === $survey ) {
			return StepOutcome::Done;
		}
		$state = $survey['states'][ $kind->value ] ?? BuildState::none();
		$key   = $this->set->key( $survey['questions'] );
		if ( '' === $key ) {
			// Nothing of this kind to keep for the survey now (a layout facts cannot pack).
			return $this->states->finish( $survey_id, $kind, '', $state->exact ) ? StepOutcome::Done : StepOutcome::Failed;
		}
		$from = $state->building( $key );
		if ( null === $from ) {
			if ( ! $force && $this->set->is_current( $state, $key ) ) {
				return StepOutcome::Done;
			}
			// Start (or start over): the watermark before every response.
			if ( ! $this->set->start( $survey_id ) ) {
				return StepOutcome::Failed;
			}
			$from = Watermark::start();
		}
		$to = $this->chunk_end( $survey_id, $from );
		if ( false === $to || ! $this->set->add( $survey_id, $survey['questions'], $from, $to ) ) {
			return StepOutcome::Failed;
		}
		if ( null !== $to ) {
			return $this->states->advance( $survey_id, $kind, $key, $to ) ? StepOutcome::More : StepOutcome::Failed;
		}
		return $this->set->finish( $survey_id ) && $this->states->finish( $survey_id, $kind, $key, true ) ? StepOutcome::Done : StepOutcome::Failed;
	}

	/**
	 * A chunk's end: the chunk_size-th published response after the watermark, on the
	 * (survey_id, status, submitted_at) index.
	 *
	 * @param int       $survey_id Survey id.
	 * @param Watermark $from      The watermark.
	 * @return Watermark|null|false Null when fewer are left (the last chunk); false when the database failed.
	 */
	private function chunk_end( int $survey_id, Watermark $from ) {
		$wpdb  = $this->wpdb;
		$after = $from->after_sql( $wpdb, 'submitted_at', 'id' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared ($after too).
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT submitted_at, id FROM `{$this->tables->responses()}` WHERE survey_id = %d AND status = 'publish' AND {$after} ORDER BY submitted_at, id LIMIT 1 OFFSET %d", $survey_id, $this->chunk_size - 1 ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		return is_array( $row ) ? new Watermark( (string) $row['submitted_at'], (int) $row['id'] ) : null;
	}
}
