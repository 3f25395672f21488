<?php
/**
 * Named locks are this site's, not the database server's.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\LockName;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Export\JobStore;
use UserFeedback\Tests\TestCase;

/**
 * MariaDB's and MySQL's GET_LOCK names are shared by every connection to the server: two sites
 * with the same `wp_` prefix in two databases, or two sites of a network, must never wait for, or
 * skip work because of, each other's lock. Every lock the plugin takes is named by LockName,
 * from the database name and the table prefix, in at most 64 characters.
 */
final class LockNameTest extends TestCase {

	/**
	 * The GET_LOCK names sent while a test listens.
	 *
	 * @var string[]
	 */
	private array $taken = array();

	/**
	 * A copy of the connection that names another site.
	 *
	 * @param string $prefix Table prefix.
	 * @param string $dbname Database name.
	 * @return \wpdb
	 */
	private static function site( string $prefix, string $dbname ): \wpdb {
		$wpdb = $GLOBALS['wpdb'];
		self::assertInstanceOf( \wpdb::class, $wpdb );
		$site         = clone $wpdb;
		$site->prefix = $prefix;
		// Protected in wpdb, settable through its __set() as for any other caller.
		$site->__set( 'dbname', $dbname );
		return $site;
	}

	public function test_sites_on_one_server_get_different_names(): void {
		$names = array(
			'wp_ in one'        => LockName::for( self::site( 'wp_', 'shop' ), 'legacy_import' ),
			'wp_ in another'    => LockName::for( self::site( 'wp_', 'blog' ), 'legacy_import' ),
			'network site 2'    => LockName::for( self::site( 'wp_2_', 'shop' ), 'legacy_import' ),
			'another prefix'    => LockName::for( self::site( 'shop_', 'shop' ), 'legacy_import' ),
			'another purpose'   => LockName::for( self::site( 'wp_', 'shop' ), 'db_upgrade' ),
			'no seam to shift'  => LockName::for( self::site( 'wp_a', 'shop' ), 'legacy_import' ),
			'no seam to shift2' => LockName::for( self::site( 'wp_', 'shopa' ), 'legacy_import' ),
		);

		$this->assertCount( count( $names ), array_unique( $names ), (string) wp_json_encode( $names ) );
		$this->assertSame( $names['wp_ in one'], LockName::for( self::site( 'wp_', 'shop' ), 'legacy_import' ), 'the same site, the same name' );
	}

	public function test_a_name_fits_the_servers_64_characters_whatever_it_names(): void {
		$long = LockName::for( self::site( str_repeat( 'p', 200 ) . '_', str_repeat( 'd', 64 ) ), 'export_' . str_repeat( 'f', 32 ) );

		$this->assertLessThanOrEqual( 64, strlen( $long ) );
		$this->assertMatchesRegularExpression( '/^userfeedback_[a-z0-9_]+$/', $long, 'readable in SHOW PROCESSLIST' );
		$this->assertNotSame( $long, LockName::for( self::site( str_repeat( 'p', 200 ) . '_', str_repeat( 'd', 64 ) ), 'export_' . str_repeat( 'e', 32 ) ), 'purposes are told apart past the readable part' );
		global $wpdb;
		$this->assertSame( '1', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', $long ) ), 'the server takes it' );
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $long ) );
	}

	public function test_every_lock_the_plugin_takes_is_named_for_this_site(): void {
		global $wpdb;
		$job = str_repeat( 'a', 32 );
		add_filter( 'query', array( $this, 'listen' ) );
		try {
			userfeedback()->legacy_importer()->run();
			$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
			$queue->lock_drain();
			$queue->unlock_drain();
			$jobs = new JobStore( $wpdb );
			$jobs->lock( $job );
			$jobs->unlock( $job );
			$wpdb->query( 'COMMIT' );
			userfeedback()->installer()->upgrade();
		} finally {
			remove_filter( 'query', array( $this, 'listen' ) );
		}

		$this->assertSame(
			array(
				LockName::for( $wpdb, 'legacy_import' ),
				LockName::for( $wpdb, 'drain' ),
				LockName::for( $wpdb, 'export_' . $job ),
				LockName::for( $wpdb, 'db_upgrade' ),
			),
			$this->taken
		);
	}

	/**
	 * Records the name of each GET_LOCK.
	 *
	 * @param string $query The query.
	 * @return string
	 */
	public function listen( $query ): string {
		if ( preg_match( "/GET_LOCK\\(\\s*'([^']+)'/", (string) $query, $match ) ) {
			$this->taken[] = $match[1];
		}
		return (string) $query;
	}
}
