<?php
/**
 * Fixed-window rate limit for public submissions.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Database\Transaction;

// The counters' data store: one upsert on our own table, name from Tables, values prepared.

/**
 * The public endpoints need no login, so a per-key limit (the caller uses survey id plus IP) stops
 * one client from flooding a survey. A fixed window is enough here: it is cheap, needs one counter
 * per key and its burst at a window edge is at most twice the limit. Counting is atomic either way,
 * so concurrent requests never get past the limit (a transient's read-then-write let 100 parallel
 * posts get 23–25 through a limit of 20):
 * - with a persistent object cache (Redis, Memcached), add() then incr() on the cache server,
 *   shared by every web node;
 * - without one, one upsert on the rate_limits table whose row lock serialises the hits, the new
 *   count coming back with the upsert's reply as LAST_INSERT_ID(). Windows past are swept now
 *   and then (one hit in SWEEP_EVERY).
 */
final class RateLimiter {

	/**
	 * Object-cache group of the counters.
	 */
	private const GROUP = 'userfeedback_rate';

	/**
	 * One hit in this many sweeps the table's finished windows.
	 */
	private const SWEEP_EVERY = 100;

	/**
	 * The longest window a limiter may have. Limiters of different windows share the counters'
	 * table, so a sweep may only delete what has finished for every one of them: rows that
	 * started more than this long ago.
	 */
	public const MAX_WINDOW = HOUR_IN_SECONDS;

	/**
	 * Window length in seconds.
	 *
	 * @var int
	 */
	private readonly int $window;

	/**
	 * Returns the current Unix time; injectable so tests can move to the next window.
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Sets the limit, the window and the clock.
	 *
	 * @param int           $limit          Hits allowed per window.
	 * @param int           $window_seconds Window length in seconds (1 to MAX_WINDOW).
	 * @param \Closure|null $clock          Returns the current Unix time; time() when null.
	 * @param \wpdb|null    $wpdb           The database, for counting without an object cache.
	 * @param string        $table          The counters' table (Tables::rate_limits()).
	 */
	public function __construct( private readonly int $limit, int $window_seconds, ?\Closure $clock = null, private readonly ?\wpdb $wpdb = null, private readonly string $table = '' ) {
		$this->window = max( 1, min( self::MAX_WINDOW, $window_seconds ) );
		$this->clock  = $clock ?? static fn(): int => time();
	}

	/**
	 * Records one hit for a key.
	 *
	 * @param string $key What is limited, e.g. survey id and IP.
	 * @return bool Whether the hit is within the limit.
	 */
	public function hit( string $key ): bool {
		// A lock conflict outside a transaction: let the visitor through, as for any failure.
		$within = $this->count( $key ) ?? true;
		$this->sweep_sometimes();
		return $within;
	}

	/**
	 * Records one hit for a key without the occasional sweep: what a response's transaction runs
	 * first (ResponseStore::insert()'s gate), so the counter commits with the response in one
	 * disk write, and a response rolled back does not count against its visitor. The
	 * counter's row lock is then held until that commit: the same visitor's concurrent responses
	 * queue on it, which keeps the count exact; other visitors have other rows.
	 *
	 * @param string $key What is limited, e.g. survey id and IP.
	 * @return bool|null Whether the hit is within the limit; null when the upsert lost a lock
	 *                   conflict (the transaction it ran in is to be run again).
	 */
	public function count( string $key ): ?bool {
		$now          = ( $this->clock )();
		$window_start = $now - ( $now % $this->window );
		// Hashed: keys hold IPs, and transient names are limited to 172 characters.
		$name = 'uf_rl_' . md5( $key . '|' . $window_start );

		if ( wp_using_ext_object_cache() ) {
			// add() only creates the counter when missing, and incr() is atomic on the server.
			wp_cache_add( $name, 0, self::GROUP, $this->window );
			$count = wp_cache_incr( $name, 1, self::GROUP );
			// The counter was evicted between add and incr: let the hit through rather than
			// refusing a visitor because of cache pressure.
			return false === $count || $count <= $this->limit;
		}

		if ( null === $this->wpdb || '' === $this->table ) {
			// Not wired to the table (a test's stand-in): the transient, not atomic.
			$count = (int) get_transient( $name ) + 1;
			set_transient( $name, $count, $this->window );
			return $count <= $this->limit;
		}
		$wpdb = $this->wpdb;
		$ok   = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$this->table}` (bucket, window_start, hits) VALUES (UNHEX(%s), %d, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", md5( $key . '|' . $window_start ), $window_start ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables (via the constructor), values prepared; an atomic upsert.
		if ( false === $ok ) {
			// The counter could not be written: let the visitor through rather than lose a
			// response — unless it lost a deadlock, which rolled back the response's transaction.
			return Transaction::is_lock_conflict( (string) $wpdb->last_error ) ? null : true;
		}
		// The client library hands back LAST_INSERT_ID(expr) with the upsert's own reply (wpdb
		// keeps it as insert_id): the count without a second round trip. Asked for
		// only if a driver ever answers 0, which a count never is.
		$count = (int) $wpdb->insert_id;
		if ( $count <= 0 ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the connection's LAST_INSERT_ID() of the upsert above, not cacheable.
			$count = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
		}
		return $count <= $this->limit;
	}

	/**
	 * One call in SWEEP_EVERY deletes the finished windows' counters. Never inside a response's
	 * transaction: the range DELETE locks the window index's gaps until commit, which would hold
	 * up every other visitor's first hit.
	 *
	 * @return void
	 */
	public function sweep_sometimes(): void {
		$wpdb = $this->wpdb;
		if ( null === $wpdb || '' === $this->table || wp_using_ext_object_cache() || 0 !== wp_rand( 0, self::SWEEP_EVERY - 1 ) ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables (via the constructor), value prepared; an occasional sweep.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->table}` WHERE window_start < %d", ( $this->clock )() - self::MAX_WINDOW ) );
	}
}
