<?php
/**
 * The export folder's name, made on one node, used on every node.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Export\ExportStorage;

// The test reads the options table directly, and makes and removes its own temporary folder.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.WP.AlternativeFunctions

/**
 * The first export on a site names its private folder (ExportStorage::OPTION, not autoloaded).
 * Every node must use one name: an export job's files are written under it by one node's step
 * and read back by another's, so a second name leaves the first job's files in a folder nobody
 * reads.
 */
final class ExportFolderAcrossNodesTest extends CacheTestCase {

	/**
	 * The folder the private folder is made in.
	 *
	 * @var string
	 */
	private string $base = '';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", ExportStorage::OPTION ) );
		$this->base = sys_get_temp_dir() . '/uf-export-nodes-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->base );
	}

	protected function tearDown(): void {
		$this->storage()->remove_all();
		if ( is_dir( $this->base ) ) {
			rmdir( $this->base );
		}
		parent::tearDown();
	}

	public function test_two_first_exports_at_once_on_two_nodes_share_one_folder(): void {
		$this->next_request( 'A' );
		// B's first export runs between A's read of the name (none yet) and A's write of its own.
		$on_b = null;
		$race = function ( string $query ) use ( &$race, &$on_b ): string {
			if ( str_starts_with( ltrim( $query ), 'INSERT' ) && str_contains( $query, ExportStorage::OPTION ) ) {
				remove_filter( 'query', $race );
				$this->cache->resume( 'B' );
				$on_b = $this->storage()->dir();
				$this->cache->resume( 'A' );
			}
			return $query;
		};
		add_filter( 'query', $race );
		$on_a = $this->storage()->dir();
		remove_filter( 'query', $race );
		$this->assertNotNull( $on_b, 'B ran inside A' );
		$this->assertSame( $on_b, $on_a, 'both nodes use the first name stored' );
		$this->next_request( 'C' );
		$this->assertSame( $on_a, $this->storage()->dir(), 'as every later request' );
	}

	public function test_a_request_that_began_before_the_folder_was_named_does_not_make_another(): void {
		$first = '';
		$this->hide_behind_notoptions(
			ExportStorage::OPTION,
			function () use ( &$first ): void {
				// The first export, on A, writes its first file.
				$first = (string) $this->storage()->path( ExportStorage::new_name( 'csv' ) );
				file_put_contents( $first, "a,b\n" );
			}
		);
		$this->assertFalse( get_option( ExportStorage::OPTION ), 'WordPress reads the name as missing on C' );
		// The export's next step, on C, finds A's file where A put it.
		$this->assertSame( dirname( $first ), $this->storage()->dir() );
		$this->assertFileExists( (string) $this->storage()->path( basename( $first ) ) );
		// So does the clean-up on C, and B's own export, still in the request that began first.
		$this->storage()->delete( basename( $first ) );
		$this->assertFileDoesNotExist( $first );
		$this->cache->resume( 'B' );
		$this->assertSame( dirname( $first ), $this->storage()->dir() );
	}

	public function test_the_name_is_made_once_and_kept(): void {
		global $wpdb;
		$dir  = $this->storage()->dir();
		$name = basename( $dir );
		$this->assertMatchesRegularExpression( '/^userfeedback-exports-[a-f0-9]{32}$/D', $name );
		$this->assertSame( $name, $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", ExportStorage::OPTION ) ) );
		$this->assertSame( 'no', $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", ExportStorage::OPTION ) ), 'not autoloaded' );
		$this->assertSame( $name, get_option( ExportStorage::OPTION ), 'WordPress reads it too' );
		$this->assertFileExists( $dir . '/index.php' );
		$this->assertFileExists( $dir . '/.htaccess' );
		$this->next_request( 'C' );
		$this->assertSame( $dir, $this->storage()->dir() );
	}

	public function test_a_name_that_is_not_ours_is_replaced_once(): void {
		update_option( ExportStorage::OPTION, '../elsewhere', false );
		$dir = $this->storage()->dir();
		$this->assertSame( $this->base, dirname( $dir ) );
		$this->assertMatchesRegularExpression( '/^userfeedback-exports-[a-f0-9]{32}$/D', basename( $dir ) );
		$this->next_request( 'C' );
		$this->assertSame( $dir, $this->storage()->dir() );
		$this->assertSame( basename( $dir ), get_option( ExportStorage::OPTION ) );
	}

	/**
	 * The storage, in the test's folder.
	 *
	 * @return ExportStorage
	 */
	private function storage(): ExportStorage {
		$base = $this->base;
		return new ExportStorage( static fn(): string => $base );
	}
}
