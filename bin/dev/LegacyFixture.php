<?php
/**
 * Loads the UserFeedback 1.x fixture (tests/phpunit/fixtures/userfeedback-1.x: a dump made by the
 * real 1.2.0 plugin) into a site, under the site's table prefix: 1.x's two tables and its options,
 * as 1.x left them. Used by the PHPUnit import tests and by `install-site.php SITE v1-data`.
 *
 * @package UserFeedback
 */

// A dev and test helper that runs a local dump: direct queries on purpose.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions

/**
 * The loader.
 */
final class UserFeedback_Dev_Legacy_Fixture {

	/**
	 * Runs the dump's statements (tables, then options).
	 *
	 * @param \wpdb $wpdb The site's connection.
	 * @return void
	 */
	public static function load( \wpdb $wpdb ): void {
		$dir = dirname( __DIR__, 2 ) . '/tests/phpunit/fixtures/userfeedback-1.x';
		foreach ( array( 'tables.sql', 'options.sql' ) as $file ) {
			$sql = str_replace(
				array( '`wp_', 'INTO wp_options' ),
				array( '`' . $wpdb->prefix, 'INTO ' . $wpdb->options ),
				(string) file_get_contents( "{$dir}/{$file}" )
			);
			// The dump's MariaDB header comment (`/*M!999999\- enable the sandbox mode */`) is no
			// statement and ends with no semicolon: drop its line before splitting.
			$sql = (string) preg_replace( '#^/\*M!.*\*/\s*$#m', '', $sql );
			foreach ( (array) preg_split( "/;\s*\n/", $sql ) as $statement ) {
				$statement = trim( (string) $statement );
				if ( '' !== $statement ) {
					$wpdb->query( $statement );
				}
			}
		}
		wp_cache_flush();
	}
}
