<?php
/**
 * Units of work survive a cluster's lost certifications and say when the node cannot serve.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\DbFailure;
use UserFeedback\Database\Transaction;
use UserFeedback\Database\Unavailable;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- a probe table of the test's own, on a second connection.

/**
 * Galera reports a write set that lost certification as a deadlock (1213) at COMMIT, and a node
 * that is not ready as 1047. A second connection (FlakyCommitDb) fails its COMMITs that way; each
 * unit of work writes two rows of a probe table, so a half-written attempt would show.
 */
final class TransactionTest extends TestCase {

	private const DEADLOCK  = 'Deadlock found when trying to get lock; try restarting transaction';
	private const NOT_READY = 'WSREP has not yet prepared node for application use';

	private static FlakyCommitDb $db;

	private static string $table;

	/**
	 * How many times the work ran.
	 *
	 * @var int
	 */
	private int $runs = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$db    = new FlakyCommitDb();
		self::$table = self::$db->prefix . 'userfeedback_tx_probe';
		self::$db->query( 'CREATE TABLE IF NOT EXISTS `' . self::$table . '` (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, attempt int(11) NOT NULL, part varchar(10) NOT NULL, PRIMARY KEY (id)) ENGINE=InnoDB' );
	}

	public static function tearDownAfterClass(): void {
		self::$db->query( 'DROP TABLE IF EXISTS `' . self::$table . '`' );
		self::$db->close();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		self::$db->query( 'DELETE FROM `' . self::$table . '`' );
		self::$db->commit_errors = array();
		self::$db->starts        = 0;
		self::$db->commits       = 0;
		$this->runs              = 0;
		Unavailable::forget();
	}

	protected function tearDown(): void {
		remove_all_actions( 'rest_api_init', 99 );
		Unavailable::forget();
		parent::tearDown();
	}

	/**
	 * The unit of work: two rows, both or neither.
	 *
	 * @return bool
	 */
	private function work(): bool {
		++$this->runs;
		foreach ( array( 'first', 'second' ) as $part ) {
			if ( false === self::$db->insert(
				self::$table,
				array(
					'attempt' => $this->runs,
					'part'    => $part,
				)
			) ) {
				return false;
			}
		}
		return true;
	}

	private function run_work(): bool {
		return Transaction::run( self::$db, 'userfeedback_probe', fn(): bool => $this->work(), static fn( bool $ok ): bool => $ok, false );
	}

	/**
	 * The probe's committed rows, as attempt:part.
	 *
	 * @return string[]
	 */
	private function rows(): array {
		return array_map( static fn( array $row ): string => $row['attempt'] . ':' . $row['part'], (array) self::$db->get_results( 'SELECT attempt, part FROM `' . self::$table . '` ORDER BY id', ARRAY_A ) );
	}

	public function test_a_commit_that_loses_certification_is_run_again_and_stored_once(): void {
		self::$db->commit_errors = array( self::DEADLOCK );

		$this->assertTrue( $this->run_work() );

		$this->assertSame( 2, $this->runs );
		$this->assertSame( 2, self::$db->commits );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows(), 'only the attempt that committed' );
		$this->assertSame( 0, Unavailable::retry_after() );
	}

	public function test_the_retries_are_bounded_jittered_and_the_last_failure_leaves_nothing(): void {
		self::$db->commit_errors = array_fill( 0, 5, self::DEADLOCK );
		$started                 = microtime( true );

		$this->assertFalse( $this->run_work(), 'the caller\'s failure value, not the work\'s "true"' );

		$elapsed = microtime( true ) - $started;
		$this->assertSame( Transaction::MAX_ATTEMPTS, $this->runs );
		$this->assertSame( Transaction::MAX_ATTEMPTS, self::$db->starts );
		$this->assertSame( array(), $this->rows(), 'nothing half-written' );
		$this->assertCount( 5 - Transaction::MAX_ATTEMPTS, self::$db->commit_errors, 'no COMMIT beyond the bound' );
		$this->assertSame( Unavailable::CONFLICT_SECONDS, Unavailable::retry_after(), 'a client may try again shortly' );
		$this->assertGreaterThanOrEqual( 0.03, $elapsed, 'paused 10–20 ms, then 20–40 ms' );
		$this->assertLessThan( 1.0, $elapsed );
		for ( $attempt = 1; $attempt <= 2; ++$attempt ) {
			$bound  = Transaction::PAUSE_MICROSECONDS << ( $attempt - 1 );
			$pauses = array_map( static fn(): int => Transaction::pause( $attempt ), range( 1, 50 ) );
			$this->assertGreaterThanOrEqual( intdiv( $bound, 2 ), min( $pauses ) );
			$this->assertLessThanOrEqual( $bound, max( $pauses ) );
			$this->assertGreaterThan( 1, count( array_unique( $pauses ) ), 'jittered' );
		}
	}

	public function test_a_deadlock_inside_the_work_is_retried_as_before(): void {
		$work = function (): bool {
			if ( ! $this->work() ) {
				return false;
			}
			if ( 1 === $this->runs ) {
				self::$db->last_error = self::DEADLOCK;
				return false;
			}
			return true;
		};

		$this->assertTrue( Transaction::run( self::$db, 'userfeedback_probe', $work, static fn( bool $ok ): bool => $ok, false ) );

		$this->assertSame( 2, $this->runs );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows() );
	}

	public function test_a_conflict_the_work_reads_past_stops_it_and_nothing_runs_outside_the_transaction(): void {
		// A cluster node aborted the transaction under the work (a replicated write won): the
		// server rolled it back and says so on the next statement only — here a read whose
		// failure the work takes for "no rows" and goes on.
		$work = function (): bool {
			++$this->runs;
			self::$db->insert(
				self::$table,
				array(
					'attempt' => $this->runs,
					'part'    => 'first',
				)
			);
			if ( 1 === $this->runs ) {
				self::$db->query( 'ROLLBACK' );
				self::$db->last_error = self::DEADLOCK;
			}
			return false !== self::$db->insert(
				self::$table,
				array(
					'attempt' => $this->runs,
					'part'    => 'second',
				)
			);
		};

		$this->assertTrue( Transaction::run( self::$db, 'userfeedback_probe', $work, static fn( bool $ok ): bool => $ok, false ) );

		$this->assertSame( 2, $this->runs, 'the work stopped at its next statement and ran again' );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows(), 'nothing of the aborted attempt written on its own, the retry whole' );
		$hook = $GLOBALS['wp_filter']['query'] ?? null;
		$this->assertSame( array(), $hook instanceof \WP_Hook ? ( $hook->callbacks[ PHP_INT_MAX ] ?? array() ) : array(), 'the guard is gone with the transaction' );
	}

	public function test_a_node_that_is_not_ready_is_not_retried_and_is_remembered(): void {
		self::$db->commit_errors = array( self::NOT_READY, self::NOT_READY );

		$this->assertFalse( $this->run_work() );

		$this->assertSame( 1, $this->runs, 'it would not be ready a few milliseconds later' );
		$this->assertSame( array(), $this->rows() );
		$this->assertSame( Unavailable::NODE_SECONDS, Unavailable::retry_after() );
	}

	public function test_another_failure_is_neither_retried_nor_taken_for_an_unavailable_node(): void {
		self::$db->commit_errors = array( "Duplicate entry '1' for key 'PRIMARY'" );

		$this->assertFalse( $this->run_work() );

		$this->assertSame( 1, $this->runs );
		$this->assertSame( array(), $this->rows() );
		$this->assertSame( 0, Unavailable::retry_after() );
	}

	public function test_a_savepoint_is_never_retried(): void {
		global $wpdb;
		$runs = 0;
		$work = static function () use ( $wpdb, &$runs ): bool {
			++$runs;
			$never            = 1 === (int) $wpdb->get_var( 'SELECT 0' );
			$wpdb->last_error = self::DEADLOCK;
			return $never;
		};

		$this->assertFalse( Transaction::run( $wpdb, 'userfeedback_probe', $work, static fn( bool $ok ): bool => $ok, true ), 'the work\'s own failure' );
		$this->assertSame( 1, $runs, 'the outer transaction is its owner\'s to redo' );
	}

	public function test_errors_are_told_apart_by_number_or_by_message(): void {
		$this->assertSame( DbFailure::Conflict, DbFailure::classify( self::DEADLOCK ) );
		$this->assertSame( DbFailure::Conflict, DbFailure::classify( 'Lock wait timeout exceeded; try restarting transaction' ) );
		$this->assertSame( DbFailure::Conflict, DbFailure::classify( 'Verklemmung beim Sperren', 1213 ), 'a server speaking another language' );
		$this->assertSame( DbFailure::Unavailable, DbFailure::classify( self::NOT_READY ) );
		$this->assertSame( DbFailure::Unavailable, DbFailure::classify( 'Unknown command' ) );
		$this->assertSame( DbFailure::Unavailable, DbFailure::classify( 'Unbekannter Befehl', 1047 ) );
		$this->assertSame( DbFailure::Unavailable, DbFailure::classify( 'MySQL server has gone away' ) );
		$this->assertSame( DbFailure::Other, DbFailure::classify( "Duplicate entry '1' for key 'PRIMARY'", 1062 ) );
		$this->assertSame( DbFailure::None, DbFailure::classify( '' ) );
		$this->assertTrue( Transaction::is_lock_conflict( self::DEADLOCK ) );
		$this->assertFalse( Transaction::is_lock_conflict( self::NOT_READY ) );
	}

	/**
	 * A route of the plugin's namespace that runs the unit of work and fails as routes do.
	 *
	 * @return void
	 */
	private function register_probe_route(): void {
		add_action(
			'rest_api_init',
			function (): void {
				register_rest_route(
					RestNamespace::V1,
					'/tx-probe',
					array(
						'methods'             => 'POST',
						'permission_callback' => '__return_true',
						'callback'            => fn() => $this->run_work()
							? new \WP_REST_Response( array( 'ok' => true ), 201 )
							: new \WP_Error( 'userfeedback_db_error', 'Your response could not be saved. Please try again.', array( 'status' => 500 ) ),
					)
				);
			},
			99
		);
	}

	public function test_rest_a_node_that_is_not_ready_answers_503_with_retry_after(): void {
		$this->register_probe_route();
		self::$db->commit_errors = array( self::NOT_READY );

		$response = $this->rest( 'POST', '/' . RestNamespace::V1 . '/tx-probe' );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( (string) Unavailable::NODE_SECONDS, $response->get_headers()['Retry-After'] ?? null );
		$this->assertSame( 'userfeedback_db_error', $this->error_code( $response ) );
		$this->assertSame( Unavailable::NODE_SECONDS, $response->get_data()['data']['retry_after'] );
		$this->assertSame( 503, $response->get_data()['data']['status'] );
		$this->assertSame( array(), $this->rows() );

		// The next request starts afresh: the node is back.
		$again = $this->rest( 'POST', '/' . RestNamespace::V1 . '/tx-probe' );
		$this->assertSame( 201, $again->get_status() );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows() );
	}

	public function test_rest_a_lost_certification_is_retried_conflicts_past_the_bound_answer_503_and_others_500(): void {
		$this->register_probe_route();
		self::$db->commit_errors = array( self::DEADLOCK );
		$this->assertSame( 201, $this->rest( 'POST', '/' . RestNamespace::V1 . '/tx-probe' )->get_status() );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows() );

		self::$db->commit_errors = array_fill( 0, Transaction::MAX_ATTEMPTS, self::DEADLOCK );
		$busy                    = $this->rest( 'POST', '/' . RestNamespace::V1 . '/tx-probe' );
		$this->assertSame( 503, $busy->get_status(), 'conflicts beyond the retries: nothing written, try again' );
		$this->assertSame( (string) Unavailable::CONFLICT_SECONDS, $busy->get_headers()['Retry-After'] ?? null );
		$this->assertSame( array( '2:first', '2:second' ), $this->rows() );

		self::$db->commit_errors = array( "Duplicate entry '1' for key 'PRIMARY'" );
		$failed                  = $this->rest( 'POST', '/' . RestNamespace::V1 . '/tx-probe' );
		$this->assertSame( 500, $failed->get_status() );
		$this->assertArrayNotHasKey( 'Retry-After', $failed->get_headers() );
	}
}
