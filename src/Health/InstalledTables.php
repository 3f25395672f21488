<?php
/**
 * Which of the plugin's tables exist.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

/**
 * The stored schema version says what the installer last finished; it cannot tell that a table
 * went missing since (a partial backup restored, a table dropped by hand or by a cleanup plugin).
 * One read of the data dictionary by exact schema and table names, which MariaDB and MySQL answer
 * without opening the tables.
 */
final class InstalledTables {

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * The names among $tables that are not in the site's database.
	 *
	 * @param array<string, string> $tables Short name => table name.
	 * @return array<string, string> Short name => table name of each missing one.
	 */
	public function missing( array $tables ): array {
		if ( array() === $tables ) {
			return array();
		}
		$wpdb         = $this->wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $tables ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the data dictionary, IN() of %s placeholders built above; must see the database as it is now.
		$found = (array) $wpdb->get_col( $wpdb->prepare( "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ({$placeholders})", array_values( $tables ) ) );
		// Table names compare without case where the server stores them lower-cased.
		$found = array_map( 'strtolower', array_map( 'strval', $found ) );
		return array_filter( $tables, static fn( string $table ): bool => ! in_array( strtolower( $table ), $found, true ) );
	}
}
