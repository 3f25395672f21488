<?php
/**
 * Names of the database server's named locks, per site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * GET_LOCK names are shared by every connection to the MariaDB or MySQL server, not by database:
 * two sites in two databases with the same `wp_` prefix, or the sites of a network, would wait
 * for (or skip work because of) each other's lock. A name therefore carries its site: the
 * database and the table prefix, hashed with the purpose so it fits the server's 64 characters,
 * behind a readable head for SHOW PROCESSLIST.
 */
final class LockName {

	/** The server's longest lock name. */
	public const MAX_LENGTH = 64;

	private const HEAD = 'userfeedback_';

	/** Room for the purpose in clear: 64 less the head (13), "_" and the md5 (32). */
	private const READABLE = self::MAX_LENGTH - 13 - 1 - 32;

	/**
	 * The lock name of a purpose on this connection's site.
	 *
	 * @param \wpdb  $wpdb    The site's connection (its database and table prefix).
	 * @param string $purpose What the lock guards, e.g. 'legacy_import' or 'export_' . $job_id.
	 * @return string
	 */
	public static function for( \wpdb $wpdb, string $purpose ): string {
		$site    = implode( "\0", array( self::database( $wpdb ), $wpdb->prefix, $purpose ) );
		$visible = substr( (string) preg_replace( '/[^a-z0-9_]/', '', strtolower( $purpose ) ), 0, self::READABLE );
		return self::HEAD . $visible . '_' . md5( $site );
	}

	/**
	 * The database the connection uses: the one it was opened on (DB_NAME for WordPress's own).
	 *
	 * @param \wpdb $wpdb The connection.
	 * @return string
	 */
	private static function database( \wpdb $wpdb ): string {
		// wpdb keeps the name protected but readable through its __get().
		$name = $wpdb->__get( 'dbname' );
		return is_string( $name ) ? $name : '';
	}
}
