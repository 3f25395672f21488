<?php
/**
 * All-or-nothing writes, retried when the database picks them as a deadlock victim.
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
 * Concurrent writers of the same rollup rows can deadlock (InnoDB's duplicate-key checks take
 * shared locks), and InnoDB then rolls the victim's whole transaction back. A top-level transaction
 * is therefore run again, up to MAX_ATTEMPTS times, when it failed on a deadlock or a lock-wait
 * timeout, so a visitor's response is not lost to another visitor's. A savepoint is not retried:
 * the rollback took the outer transaction with it, which only its owner can redo.
 *
 * The work must stop at its first failed statement and report it: after a deadlock, later
 * statements would run outside any transaction.
 */
final class Transaction {

	public const MAX_ATTEMPTS = 3;

	/**
	 * Runs the work and commits when $succeeded says so; rolls back otherwise.
	 *
	 * @template T
	 * @param \wpdb             $wpdb      The connection.
	 * @param string            $savepoint Savepoint name for the nested case (letters and underscores).
	 * @param callable(): T     $work      The statements; returns its result.
	 * @param callable(T): bool $succeeded Whether the result means "commit".
	 * @return T The result of the last attempt.
	 */
	public static function run( \wpdb $wpdb, string $savepoint, callable $work, callable $succeeded ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the SELECT @@in_transaction below (reported on the parameter): a session flag, not data.
		$nested  = '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
		$attempt = 0;
		do {
			++$attempt;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
			$wpdb->query( $nested ? 'SAVEPOINT ' . $savepoint : 'START TRANSACTION' );
			$result = $work();
			if ( $succeeded( $result ) ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
				$wpdb->query( $nested ? 'RELEASE SAVEPOINT ' . $savepoint : 'COMMIT' );
				return $result;
			}
			$retry = ! $nested && $attempt < self::MAX_ATTEMPTS && self::is_lock_conflict( (string) $wpdb->last_error );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- transaction control: no values, the savepoint name is the caller's constant.
			$wpdb->query( $nested ? 'ROLLBACK TO SAVEPOINT ' . $savepoint : 'ROLLBACK' );
		} while ( $retry );
		return $result;
	}

	/**
	 * Whether an error message is a deadlock (1213) or a lock-wait timeout (1205): conflicts that
	 * a second attempt normally gets past.
	 *
	 * @param string $error The driver's last error message.
	 * @return bool
	 */
	public static function is_lock_conflict( string $error ): bool {
		return false !== stripos( $error, 'Deadlock found' ) || false !== stripos( $error, 'Lock wait timeout' );
	}
}
