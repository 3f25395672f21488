<?php
/**
 * The counter tables' primary keys gain their shard.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * The counters (counts, rollups and their rebuild's staging twin, impressions) keep one row per
 * key and database node (CounterShard): their primary keys end in `shard`. dbDelta adds the
 * column (0 on every row: each old row becomes its key's shard 0, so every sum is unchanged) but
 * cannot change a primary key (it only issues an ADD PRIMARY KEY, which the existing key refuses):
 * this replaces each table's key by Schema's in one ALTER. The new key holds the old one's
 * columns, so the rows stay unique; a table whose key is already Schema's is only looked up, so
 * a re-run does nothing.
 */
final class ShardedCounterKeys {

	/**
	 * The tables whose keys gain the shard (short names, Tables::all()).
	 */
	public const TABLES = array( 'counts', 'rollups', 'rollups_build', 'impressions' );

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Brings every counter table's primary key to Schema's.
	 *
	 * @return string[] Short names of the tables changed.
	 */
	public function apply(): array {
		$statements = Schema::statements( $this->tables, $this->wpdb->get_charset_collate() );
		$names      = $this->tables->all();
		$changed    = array();
		foreach ( self::TABLES as $short ) {
			if ( isset( $names[ $short ], $statements[ $short ] ) && $this->apply_to( $names[ $short ], $statements[ $short ] ) ) {
				$changed[] = $short;
			}
		}
		return $changed;
	}

	/**
	 * Replaces one table's primary key by Schema's, adding the shard column first if dbDelta has
	 * not.
	 *
	 * @param string $table     Full table name.
	 * @param string $statement Schema's CREATE TABLE.
	 * @return bool Whether it was changed.
	 */
	private function apply_to( string $table, string $statement ): bool {
		$wpdb = $this->wpdb;
		if ( ! preg_match( '/PRIMARY KEY\s+\(([^)]+)\)/', $statement, $match ) ) {
			return false;
		}
		$declared = array_map( 'trim', explode( ',', $match[1] ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a schema read of our own table, not cacheable.
		$current = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = 'PRIMARY' ORDER BY SEQ_IN_INDEX", $table ) ) );
		if ( array() === $current || $declared === $current ) {
			return false; // No such table (or no key at all: ClusterSafeTables' case), or done.
		}
		$clauses = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a schema read of our own table, not cacheable.
		$columns = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) ) );
		foreach ( array_diff( $declared, $columns ) as $column ) {
			if ( ! preg_match( '/^\s+(' . preg_quote( $column, '/' ) . ' [^\n]+?),?$/m', $statement, $definition ) ) {
				return false;
			}
			$clauses[] = "ADD COLUMN {$definition[1]}";
		}
		$clauses[] = 'DROP PRIMARY KEY';
		$clauses[] = 'ADD PRIMARY KEY (`' . implode( '`,`', $declared ) . '`)';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema change of our own table: name from Tables, columns from Schema; one ALTER.
		return false !== $wpdb->query( "ALTER TABLE `{$table}` " . implode( ', ', $clauses ) );
	}
}
