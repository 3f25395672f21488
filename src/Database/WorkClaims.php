<?php
/**
 * Named background tasks held by one process at a time, across every database node.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * MariaDB's named locks (GET_LOCK) hold within one node of a Galera cluster: each node would run
 * its own e-mail drain, insights step or import. A claim is a row of the site's claims table
 * instead, so every node sees it, and every change to it is a replicated write that certification
 * orders:
 * - take() inserts the row (INSERT IGNORE: of two takers only one inserts; on two nodes at once
 *   one loses certification and its autocommit retry, wsrep_retry_autocommit, then finds the row)
 *   or takes over a row whose holder let it lapse, with one conditional UPDATE (… WHERE
 *   expires_at < now), each checked by the rows it changed. Every take of a live row bumps the
 *   fence.
 * - renew() pushes the expiry back; still_holds() is the same write made inside the work's own
 *   transaction: the work and a takeover on another node then write the same row, so they cannot
 *   both commit (the loser's COMMIT fails certification and Transaction::run runs it again, when
 *   the claim is gone). Each bumps `renewals`, so the row really changes: MariaDB counts an
 *   UPDATE that leaves a row as it was as no row (which would read as a lost claim), and Galera
 *   does not replicate it (which would not conflict).
 * - release() deletes the row by its token, so a holder that lost its claim cannot delete its
 *   successor's.
 * A holder that dies keeps its claim until it expires: the TTL must outlast the work between two
 * renewals, and the nodes' clocks must agree (times are PHP's, UTC). Claims belong to no
 * connection, so two objects on one connection are two holders.
 *
 * A guard row (guard(): a 'guard:' name no one holds) is written first in a check-then-insert
 * transaction, so two such transactions on two nodes conflict and the retry reads the winner's
 * rows, where a FOR UPDATE read or a named lock would hold on one node only.
 */
final class WorkClaims {

	/** The longest claim name the table takes. */
	public const MAX_NAME = 100;

	/** Names of guard rows start with this; take() refuses them. */
	public const GUARD_PREFIX = 'guard:';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Takes the claim when no one holds it or its holder let it lapse. Never waits.
	 *
	 * @param string $name        What the claim guards, e.g. 'drain' or 'export_' . $job_id.
	 * @param int    $ttl_seconds How long it holds unless renewed (at least 1).
	 * @return Claim|null Null when someone else holds it, or the database failed.
	 * @phpstan-impure
	 */
	public function take( string $name, int $ttl_seconds ): ?Claim {
		if ( '' === $name || strlen( $name ) > self::MAX_NAME || str_starts_with( $name, self::GUARD_PREFIX ) ) {
			return null;
		}
		$wpdb    = $this->wpdb;
		$table   = $this->tables->claims();
		$token   = bin2hex( random_bytes( 16 ) );
		$now     = time();
		$expires = $now + max( 1, $ttl_seconds );
		// Most asks find the claim held (every response nudges the e-mail drain): a plain read by
		// primary key says so without a write or a lock. A row it reads as lapsed, or none, goes on
		// to the writes below, which decide.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a claim must be the database's current row, never a cached one.
		$held = $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM `{$table}` WHERE name = %s AND expires_at >= %s", $name, self::at( $now ) ) );
		if ( null !== $held ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a claim must be the database's current row, never a cached one.
		$inserted = Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$table}` (name, token, fence, renewals, claimed_at, expires_at) VALUES (%s, %s, 1, 0, %s, %s)", $name, $token, self::at( $now ), self::at( $expires ) ) ) );
		if ( 1 === $inserted ) {
			return new Claim( $name, $token, 1, $expires );
		}
		if ( false === $inserted ) {
			return null;
		}
		// The row is there: take it over only if its holder let it lapse. LAST_INSERT_ID(expr)
		// hands the new fence back on this connection, without a second read another taker
		// could slip in front of.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a conditional write, not cacheable.
		$taken = Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET token = %s, fence = LAST_INSERT_ID(fence + 1), renewals = 0, claimed_at = %s, expires_at = %s WHERE name = %s AND expires_at < %s", $token, self::at( $now ), self::at( $expires ), $name, self::at( $now ) ) ) );
		if ( 1 !== $taken ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- this connection's last LAST_INSERT_ID(expr): no table, no values.
		$fence = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
		return new Claim( $name, $token, $fence, $expires );
	}

	/**
	 * Pushes the claim's expiry back, if its holder still holds it.
	 *
	 * @param Claim $claim       The held claim.
	 * @param int   $ttl_seconds How long from now it holds (at least 1).
	 * @return bool False when it lapsed and was taken over (or released), or the database failed.
	 */
	public function renew( Claim $claim, int $ttl_seconds ): bool {
		$wpdb  = $this->wpdb;
		$table = $this->tables->claims();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a conditional write, not cacheable.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET expires_at = %s, renewals = renewals + 1 WHERE name = %s AND token = %s", self::at( time() + max( 1, $ttl_seconds ) ), $claim->name, $claim->token ) );
	}

	/**
	 * Inside the work's own transaction, before it commits anything the claim guards: whether
	 * the holder still holds the claim, renewing it in the same write. On a cluster that write
	 * makes a takeover committed on another node and this work conflict, so they cannot both
	 * commit; on one server it waits for (or blocks) a takeover of the row. False means the work
	 * must roll back and stop.
	 *
	 * @param Claim $claim       The held claim.
	 * @param int   $ttl_seconds How long from now it holds (at least 1).
	 * @return bool
	 */
	public function still_holds( Claim $claim, int $ttl_seconds ): bool {
		return $this->renew( $claim, $ttl_seconds );
	}

	/**
	 * Lets the claim go (only its holder's row: a successor's is never deleted).
	 *
	 * @param Claim $claim The held claim.
	 * @return bool Whether it was still held.
	 */
	public function release( Claim $claim ): bool {
		$wpdb  = $this->wpdb;
		$table = $this->tables->claims();
		// Lost to a conflict and not run again, the claim would hold until it lapsed.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a conditional write, not cacheable.
		return 1 === Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE name = %s AND token = %s", $claim->name, $claim->token ) ) );
	}

	/**
	 * Inside a check-then-insert transaction, first: writes the guard row of $name (creating it
	 * the first time), so a second such transaction waits for this one on one server, and loses
	 * certification against it on a cluster; its retry then reads this one's rows.
	 *
	 * @param string $name What the guard protects, e.g. 'webhooks_add' (stored as 'guard:…').
	 * @return bool False when the database failed (a conflict is for the caller's Transaction).
	 */
	public function guard( string $name ): bool {
		$wpdb  = $this->wpdb;
		$table = $this->tables->claims();
		$now   = self::at( time() );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a write inside the caller's transaction.
		return false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (name, token, fence, renewals, claimed_at, expires_at) VALUES (%s, '', 1, 0, %s, %s) ON DUPLICATE KEY UPDATE fence = fence + 1, claimed_at = VALUES(claimed_at)", substr( self::GUARD_PREFIX . $name, 0, self::MAX_NAME ), $now, $now ) );
	}

	/**
	 * A Unix time as the table's UTC datetime.
	 *
	 * @param int $time Unix time.
	 * @return string
	 */
	private static function at( int $time ): string {
		return gmdate( 'Y-m-d H:i:s', $time );
	}
}
