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
 * The work must stop at its first failed statement and report it: after a deadlock, later
 * statements would run outside any transaction.
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
			$result = $work();
			if ( $succeeded( $result ) ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
				if ( false !== $wpdb->query( $nested ? 'RELEASE SAVEPOINT ' . $savepoint : 'COMMIT' ) ) {
					return $result;
				}
				// The COMMIT was refused (a cluster's lost certification is reported here): nothing
				// of this attempt was written, whatever the work returned.
				$result = $failed;
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
