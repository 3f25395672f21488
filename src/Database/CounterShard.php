<?php
/**
 * Which row of a shared counter this database node adds into.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * On a multi-primary Galera cluster, two nodes that update the same row at the same moment make
 * one of the transactions lose certification (a deadlock at COMMIT). The counters every response
 * updates (counts, rollups, impressions) would be such hot rows: so each of their keys has a
 * `shard` part, and a writer adds into its own node's shard. Readers always SUM over the shards,
 * so a key's count is the sum of its rows, whichever node added or took away what (a single row
 * may go negative: a response counted in on one node and trashed on another).
 *
 * - Without Galera (`wsrep_ready` OFF: a single database server) the shard is 0, so such a site
 *   keeps exactly one row per key, as before shards existed.
 * - On Galera it is the node's place in the cluster's current membership (`wsrep_local_index`,
 *   0 to N-1, distinct on every node at once) modulo SHARDS: three nodes never share a shard. A
 *   membership change may renumber the nodes; later increments then go to other rows, and the
 *   sums stay exact.
 * The node is asked once per request (one SHOW STATUS, about 0.5 ms, only in a request that
 * writes a counter) and kept in a static: a PHP request talks to one database node. A server
 * with no Galera provider loaded is remembered as a single server for an hour (an autoloaded
 * option), so such sites skip the question. The
 * `userfeedback_counter_shard` filter lets a host choose, and the test suite's random shard mode
 * proves every reader sums. On one server, keep one shard: writers there wait on each other's row
 * locks, while writers on distinct shards of one server insert more new rows and meet more gap
 * locks (in the random mode, parallel writers now and then ran out of deadlock retries).
 */
final class CounterShard {

	/**
	 * How many shards the default mapping uses: more than any cluster has nodes.
	 */
	public const SHARDS = 16;

	/**
	 * The highest shard a row can hold (the column is tinyint unsigned).
	 */
	public const MAX = 255;

	/**
	 * Until when (a Unix time, autoloaded) the site's database is known to be a single server
	 * without Galera: its requests skip the node lookup.
	 */
	public const SINGLE_OPTION = 'userfeedback_db_single_until';

	/**
	 * How long a server with no Galera provider loaded is believed to stay a single server.
	 */
	private const SINGLE_SECONDS = HOUR_IN_SECONDS;

	/**
	 * This request's node's shard, once asked.
	 *
	 * @var int|null
	 */
	private static ?int $node = null;

	/**
	 * Whether this request's node is a ready Galera node, once asked.
	 *
	 * @var bool
	 */
	private static bool $clustered = false;

	/**
	 * The shard a counter write of this request adds into: the node's, through the
	 * `userfeedback_counter_shard` filter. Asked at each write, so a filter may vary it.
	 *
	 * @param \wpdb $wpdb The connection the write goes through.
	 * @return int 0 to MAX.
	 */
	public static function current( \wpdb $wpdb ): int {
		$node = self::node( $wpdb );
		/**
		 * Filters the shard a counter write adds into (counts, rollups, impressions). Any value
		 * from 0 to 255 is correct (readers sum every shard); distinct values per database node
		 * avoid Galera certification conflicts on hot counter rows.
		 *
		 * @param int $shard The node's shard: 0 without Galera, else wsrep_local_index mod 16.
		 */
		$shard = apply_filters( 'userfeedback_counter_shard', $node );
		return is_numeric( $shard ) ? max( 0, min( self::MAX, (int) $shard ) ) : $node;
	}

	/**
	 * Whether the connection reaches a node of a ready Galera cluster (asked with the shard).
	 *
	 * @param \wpdb $wpdb The connection.
	 * @return bool
	 */
	public static function clustered( \wpdb $wpdb ): bool {
		self::node( $wpdb );
		return self::$clustered;
	}

	/**
	 * The shard of a node from its wsrep status (SHOW STATUS rows).
	 *
	 * @param array<string, string> $status Variable name (lower case) => value: wsrep_ready, wsrep_local_index.
	 * @return int 0 without a ready Galera node.
	 */
	public static function from_status( array $status ): int {
		$index = $status['wsrep_local_index'] ?? '';
		if ( 'ON' !== strtoupper( (string) ( $status['wsrep_ready'] ?? '' ) ) || ! ctype_digit( $index ) ) {
			return 0;
		}
		// Out of the primary component the index reads 2^64-1: any shard is correct then.
		return strlen( $index ) > 9 ? 0 : (int) $index % self::SHARDS;
	}

	/**
	 * Forgets the node asked about (tests, a script that reconnects to another node).
	 *
	 * @return void
	 */
	public static function reset(): void {
		self::$node      = null;
		self::$clustered = false;
	}

	/**
	 * The node's shard, asked once per request.
	 *
	 * @param \wpdb $wpdb The connection.
	 * @return int
	 */
	private static function node( \wpdb $wpdb ): int {
		if ( null === self::$node && (int) get_option( self::SINGLE_OPTION, 0 ) > time() ) {
			self::$node = 0;
		}
		if ( null === self::$node ) {
			// SHOW STATUS with a WHERE works on MySQL too (no rows there, so shard 0); a server
			// variable read (@@wsrep_on) would be an error on MySQL. The node this connection
			// reaches, asked per request by design (a shared cache would mix nodes).
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- see above.
			$rows   = (array) $wpdb->get_results( "SHOW STATUS WHERE Variable_name IN ('wsrep_ready', 'wsrep_local_index', 'wsrep_provider_name')", ARRAY_N );
			$status = array();
			foreach ( $rows as $row ) {
				$status[ strtolower( (string) ( $row[0] ?? '' ) ) ] = (string) ( $row[1] ?? '' );
			}
			self::$node      = self::from_status( $status );
			self::$clustered = 'ON' === strtoupper( $status['wsrep_ready'] ?? '' );
			if ( '' === ( $status['wsrep_provider_name'] ?? '' ) && '' === $wpdb->last_error ) {
				// No Galera provider loaded (or no wsrep status at all: MySQL): a single server. A
				// Galera node names its provider even while it is not ready, so it is asked again
				// on every request.
				update_option( self::SINGLE_OPTION, time() + self::SINGLE_SECONDS, true );
			}
		}
		return self::$node;
	}
}
