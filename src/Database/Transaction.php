<?php
/**
 * All-or-nothing writes, retried when the database picks them as a deadlock victim or a cluster
 * refuses their COMMIT.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

// Transaction control statements only: no values, and the savepoint name is the caller's constant.

/**
 * Runs a unit of work in a transaction — or, when the connection is already inside one (another
 * plugin's, or a test's), in a savepoint: a nested START TRANSACTION would silently commit the
 * outer transaction in MariaDB and MySQL.
 *
 * Concurrent writers of the same rows can deadlock (InnoDB's duplicate-key checks take shared
 * locks), and InnoDB then rolls the victim's whole transaction back. On a Galera cluster a write
 * set that conflicts with one committed first on another node fails certification: the loser's
 * COMMIT (or, when a replicated write aborts it, any later statement) reports a deadlock, and its
 * transaction is gone. A top-level transaction is therefore run again, up to MAX_ATTEMPTS times in
 * all, after a short jittered pause (so two nodes' losers do not collide again in step), when its
 * body or its COMMIT failed on a conflict (DbFailure::Conflict), so a visitor's response is not
 * lost to another visitor's. A savepoint is not retried: the rollback took the outer transaction
 * with it, which only its owner can redo.
 *
 * A node that cannot serve (DbFailure::Unavailable: not ready, left the cluster, connection lost)
 * is not retried here — it will not recover within this request. It, and conflicts that outlast
 * the retries, are remembered (Unavailable), so the REST answer is a 503 with a Retry-After
 * instead of a 500: nothing was written, and the same request succeeds later.
 *
 * The work should stop at its first failed statement and report it; where it does not (a read
 * whose failure reads as "nothing"), guard() stops it at the next statement.
 */
final class Transaction {

	public const MAX_ATTEMPTS = 3;

	/** The longest pause before the first retry, in microseconds; doubled for each further one. */
	public const PAUSE_MICROSECONDS = 20000;

	/**
	 * Runs the work and commits when $succeeded says so; rolls back otherwise.
	 *
	 * @template T
	 * @param \wpdb             $wpdb      The connection.
	 * @param string            $savepoint Savepoint name for the nested case (letters and underscores).
	 * @param callable(): T     $work      The statements; returns its result.
	 * @param callable(T): bool $succeeded Whether the result means "commit".
	 * @param T                 $failed    What the caller gets when the COMMIT itself failed on the
	 *                                     last attempt (nothing was written): a value $succeeded refuses.
	 * @return T The result of the last attempt.
	 */
	public static function run( \wpdb $wpdb, string $savepoint, callable $work, callable $succeeded, $failed ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the SELECT @@in_transaction below (reported on the parameter): a session flag, not data.
		$nested  = '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
		$attempt = 0;
		while ( true ) {
			++$attempt;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
			$wpdb->query( $nested ? 'SAVEPOINT ' . $savepoint : 'START TRANSACTION' );
			$guard = $nested ? null : self::guard( $wpdb );
			try {
				$result = $work();
				if ( $succeeded( $result ) ) {
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
					if ( false !== $wpdb->query( $nested ? 'RELEASE SAVEPOINT ' . $savepoint : 'COMMIT' ) ) {
						return $result;
					}
					// The COMMIT was refused (a cluster's lost certification is reported here):
					// nothing of this attempt was written, whatever the work returned.
					$result = $failed;
				}
			} catch ( TransactionAborted $aborted ) {
				// The transaction was gone under a statement whose failure the work did not stop
				// at (guard()): nothing of this attempt is written, and it is not committed.
				$result = $failed;
			} finally {
				if ( null !== $guard ) {
					remove_filter( 'query', $guard, PHP_INT_MAX );
				}
			}
			$failure = DbFailure::of( $wpdb );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
			$wpdb->query( $nested ? 'ROLLBACK TO SAVEPOINT ' . $savepoint : 'ROLLBACK' );
			if ( $nested || DbFailure::Conflict !== $failure || $attempt >= self::MAX_ATTEMPTS ) {
				Unavailable::note( $failure );
				return $result;
			}
			usleep( self::pause( $attempt ) );
		}
	}

	/**
	 * Runs one statement that is a transaction of its own (autocommit, outside any transaction),
	 * again when it loses a conflict: an InnoDB deadlock victim's or a lost certification's
	 * statement was rolled back whole, so running it again is safe and does what it meant to.
	 * Same bound and pauses as run(); no START TRANSACTION or COMMIT around it (one round trip
	 * when nothing conflicts). The queue's row-closing statements rely on it: a row sent but
	 * not marked sent because its UPDATE lost a deadlock would be offered again after its claim
	 * went stale, and sent twice.
	 *
	 * A conflict that is about to be retried is kept out of the PHP error log (a busy cluster
	 * has many, all handled); any other failure, and a conflict that outlasts the retries, is
	 * logged as wpdb would log it.
	 *
	 * Not for a statement inside a transaction: a deadlock there rolled the whole transaction
	 * back, and the statement alone must not run again outside it.
	 *
	 * @template T
	 * @param \wpdb         $wpdb      The connection.
	 * @param callable(): T $statement Sends exactly one statement and returns what wpdb returned.
	 * @return T The last attempt's result.
	 */
	public static function statement( \wpdb $wpdb, callable $statement ) {
		$attempt = 0;
		while ( true ) {
			++$attempt;
			$suppressed = $wpdb->suppress_errors( true );
			try {
				$result = $statement();
			} finally {
				$wpdb->suppress_errors( $suppressed );
			}
			$failure = DbFailure::of( $wpdb );
			$again   = DbFailure::Conflict === $failure && $attempt < self::MAX_ATTEMPTS;
			if ( ! $again ) {
				if ( DbFailure::None !== $failure && ! $suppressed ) {
					// What wpdb::print_error() would have written, had it not been held back.
					// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log, WordPress.PHP.DevelopmentFunctions.error_log_wp_debug_backtrace_summary -- the site's log is where a failed write belongs, with its caller.
					error_log( sprintf( 'WordPress database error %1$s for query %2$s made by %3$s', $wpdb->last_error, $wpdb->last_query, wp_debug_backtrace_summary( __CLASS__ ) ) );
				}
				return $result;
			}
			usleep( self::pause( $attempt ) );
		}
	}

	/**
	 * Stops a top-level transaction's work at the first statement after its transaction is gone.
	 * A deadlock victim's or a lost certification's transaction is rolled back whole, and the
	 * server says so on one statement only — on a cluster, whichever statement comes next after a
	 * replicated write aborted it, often a read whose failure looks like "no rows" (a webhook list,
	 * a status lookup). Every later statement would then run on its own, outside any transaction,
	 * and a COMMIT at the end would succeed with nothing to commit: a response answered 201 that
	 * was never stored. So before each statement of the work (and its COMMIT) the previous one's
	 * failure is looked at; a conflict or a lost server ends the work here (TransactionAborted),
	 * and run() rolls back and, for a conflict, runs it again.
	 *
	 * @param \wpdb $wpdb The connection.
	 * @return callable(mixed): mixed The 'query' filter added.
	 */
	private static function guard( \wpdb $wpdb ): callable {
		$guard = static function ( $query ) use ( $wpdb ) {
			$failure = DbFailure::of( $wpdb );
			if ( DbFailure::Conflict === $failure || DbFailure::Unavailable === $failure ) {
				throw new TransactionAborted( (string) $wpdb->last_error );
			}
			return $query;
		};
		add_filter( 'query', $guard, PHP_INT_MAX );
		return $guard;
	}

	/**
	 * The pause before the retry that follows an attempt: at least half of its bound, the rest at
	 * random, the bound doubling with each attempt (10–20 ms, then 20–40 ms).
	 *
	 * @param int $attempt The attempt that failed (1-based).
	 * @return int Microseconds.
	 */
	public static function pause( int $attempt ): int {
		$bound = self::PAUSE_MICROSECONDS << max( 0, $attempt - 1 );
		return intdiv( $bound, 2 ) + random_int( 0, intdiv( $bound, 2 ) );
	}

	/**
	 * Whether an error message is a conflict a second attempt normally gets past: a deadlock or a
	 * lost certification (1213), or a lock-wait timeout (1205).
	 *
	 * @param string $error The driver's last error message.
	 * @return bool
	 */
	public static function is_lock_conflict( string $error ): bool {
		return DbFailure::Conflict === DbFailure::classify( $error );
	}
}
