<?php
/**
 * Every table of the plugin on InnoDB with its primary key, whatever made it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * A Galera cluster replicates InnoDB only (a MyISAM table's rows stay on the node that wrote
 * them), and it needs a primary key on every table to certify and apply row changes (a delete on
 * a table without one is replayed by full scans on every node, and `wsrep_mode =
 * REQUIRED_PRIMARY_KEY` or `innodb_force_primary_key` refuse it outright). Schema declares both,
 * but a table may still lack them: created while the server's default engine was MyISAM (the
 * site's charset clause names no engine), restored from a dump, or altered by hand.
 *
 * WordPress's dbDelta cannot always repair that: it compares columns and indexes only (never
 * the engine), and adds a missing primary key in a statement of its own — which fails when the
 * key's columns hold duplicates, and when its column is a missing AUTO_INCREMENT id (added alone,
 * an AUTO_INCREMENT column without a key is refused). So, per table lacking either:
 * - the engine becomes InnoDB in the same ALTER that adds the key;
 * - a missing key column (the surrogate id) is added with the key, which numbers the rows;
 * - when the key's columns hold duplicates, the table is copied into a fresh one of Schema's
 *   shape keeping the first row of each key (the same row stored twice: a tag, a field), then
 *   swapped in by one RENAME.
 * A table already right is only read about (information_schema), so this is instant on a
 * healthy site, and a re-run does nothing.
 */
final class ClusterSafeTables {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Repairs every table that needs it.
	 *
	 * @return string[] Short names of the tables changed.
	 */
	public function repair(): array {
		$statements = Schema::statements( $this->tables, $this->wpdb->get_charset_collate() );
		$changed    = array();
		foreach ( $this->tables->all() as $short => $table ) {
			if ( isset( $statements[ $short ] ) && $this->repair_table( $table, $statements[ $short ] ) ) {
				$changed[] = $short;
			}
		}
		return $changed;
	}

	/**
	 * The tables of the plugin that are not InnoDB or have no primary key (Site Health, tests).
	 *
	 * @return string[] Full table names.
	 */
	public function unsafe(): array {
		$unsafe = array();
		foreach ( $this->tables->all() as $table ) {
			$engine = $this->engine( $table );
			if ( null !== $engine && ( 'innodb' !== strtolower( $engine ) || array() === $this->primary_key( $table ) ) ) {
				$unsafe[] = $table;
			}
		}
		return $unsafe;
	}

	/**
	 * Brings one table to InnoDB with its key.
	 *
	 * @param string $table     Full table name.
	 * @param string $statement Schema's CREATE TABLE for it.
	 * @return bool Whether it was changed.
	 */
	private function repair_table( string $table, string $statement ): bool {
		$engine = $this->engine( $table );
		if ( null === $engine ) {
			return false;
		}
		$innodb  = 'innodb' === strtolower( $engine );
		$has_key = array() !== $this->primary_key( $table );
		if ( $innodb && $has_key ) {
			return false;
		}
		$clauses = $innodb ? array() : array( 'ENGINE=InnoDB' );
		if ( ! $has_key ) {
			$key     = self::declared_key( $statement );
			$columns = $this->columns( $table );
			$missing = array_diff( $key, $columns );
			if ( array() === $missing && $this->has_duplicates( $table, $key ) ) {
				return $this->copy_into_schema_shape( $table, $statement, $columns );
			}
			foreach ( $missing as $column ) {
				$definition = self::column_definition( $statement, $column );
				if ( null === $definition ) {
					return false;
				}
				$clauses[] = "ADD COLUMN {$definition} FIRST";
			}
			$clauses[] = 'ADD PRIMARY KEY (`' . implode( '`,`', $key ) . '`)';
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		return false !== $this->wpdb->query( "ALTER TABLE `{$table}` " . implode( ', ', $clauses ) );
	}

	/**
	 * Replaces a table whose key columns hold duplicates by a copy of Schema's shape, one row per
	 * key (INSERT IGNORE keeps the first).
	 *
	 * @param string   $table     Full table name.
	 * @param string   $statement Schema's CREATE TABLE for it.
	 * @param string[] $columns   The table's columns now.
	 * @return bool
	 */
	private function copy_into_schema_shape( string $table, string $statement, array $columns ): bool {
		$wpdb  = $this->wpdb;
		$fresh = $table . '_pk';
		$old   = $table . '_nopk';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		$wpdb->query( "DROP TABLE IF EXISTS `{$fresh}`" );
		$create = preg_replace( '/^CREATE TABLE \S+/', "CREATE TABLE `{$fresh}`", trim( $statement ), 1 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		if ( ! is_string( $create ) || false === $wpdb->query( rtrim( $create, ';' ) ) ) {
			return false;
		}
		$shared = array_values( array_intersect( $columns, $this->columns( $fresh, true ) ) );
		$list   = '`' . implode( '`,`', $shared ) . '`';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- copy and swap of our own table: names from Tables, columns from Schema.
		if ( false === $wpdb->query( "INSERT IGNORE INTO `{$fresh}` ({$list}) SELECT {$list} FROM `{$table}`" )
			|| false === $wpdb->query( "RENAME TABLE `{$table}` TO `{$old}`, `{$fresh}` TO `{$table}`" ) ) {
		// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
			$wpdb->query( "DROP TABLE IF EXISTS `{$fresh}`" );
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		$wpdb->query( "DROP TABLE IF EXISTS `{$old}`" );
		return true;
	}

	/**
	 * The table's engine, or null when it does not exist.
	 *
	 * @param string $table Full table name.
	 * @return string|null
	 */
	private function engine( string $table ): ?string {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		$engine = $this->wpdb->get_var( $this->wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) );
		return null === $engine ? null : (string) $engine;
	}

	/**
	 * The columns of the table's primary key, in order (none when it has none).
	 *
	 * @param string $table Full table name.
	 * @return string[]
	 */
	private function primary_key( string $table ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		return array_map( 'strval', (array) $this->wpdb->get_col( $this->wpdb->prepare( "SELECT COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = 'PRIMARY' ORDER BY SEQ_IN_INDEX", $table ) ) );
	}

	/**
	 * The table's columns, in order.
	 *
	 * @param string $table        Full table name.
	 * @param bool   $writable_only Leave out generated columns (which an INSERT cannot set).
	 * @return string[]
	 */
	private function columns( string $table, bool $writable_only = false ): array {
		$generated = $writable_only ? " AND EXTRA NOT LIKE '%GENERATED%'" : '';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		return array_map( 'strval', (array) $this->wpdb->get_col( $this->wpdb->prepare( "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s{$generated} ORDER BY ORDINAL_POSITION", $table ) ) );
	}

	/**
	 * Whether two rows share a value of the key's columns (a scan: only ever run on a table
	 * without its key).
	 *
	 * @param string   $table Full table name.
	 * @param string[] $key   Key columns.
	 * @return bool
	 */
	private function has_duplicates( string $table, array $key ): bool {
		$list = '`' . implode( '`,`', $key ) . '`';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a schema repair of our own tables: names from Tables, columns from Schema, values prepared.
		return null !== $this->wpdb->get_var( "SELECT 1 FROM `{$table}` GROUP BY {$list} HAVING COUNT(*) > 1 LIMIT 1" );
	}

	/**
	 * The primary key Schema declares.
	 *
	 * @param string $statement CREATE TABLE.
	 * @return string[]
	 */
	private static function declared_key( string $statement ): array {
		return preg_match( '/PRIMARY KEY\s+\(([^)]+)\)/', $statement, $match ) ? array_map( 'trim', explode( ',', $match[1] ) ) : array();
	}

	/**
	 * A column's definition line in Schema's statement.
	 *
	 * @param string $statement CREATE TABLE.
	 * @param string $column    Column name.
	 * @return string|null
	 */
	private static function column_definition( string $statement, string $column ): ?string {
		return preg_match( '/^\s+(' . preg_quote( $column, '/' ) . ' [^\n]+?),?$/m', $statement, $match ) ? $match[1] : null;
	}
}
