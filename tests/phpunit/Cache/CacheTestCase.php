<?php
/**
 * Tests on a site whose web nodes share a persistent object cache.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Support\OptionRow;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Webhooks\WebhookStore;

/**
 * An elite Pro site with every add-on (FrontendTestCase) whose object cache is a SharedObjectCache:
 * every test starts on node A; `$this->cache->start( 'C' )` is the next request, on another node.
 */
abstract class CacheTestCase extends FrontendTestCase {

	/**
	 * The shared cache, installed for the test.
	 *
	 * @var SharedObjectCache
	 */
	protected SharedObjectCache $cache;

	protected function setUp(): void {
		parent::setUp();
		$this->cache            = SharedObjectCache::install( array( WebhookStore::CACHE_GROUP ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.40';
	}

	protected function tearDown(): void {
		$this->cache->restore();
		parent::tearDown();
	}

	/**
	 * The race that hides a non-autoloaded option from every node: a long request on B reads it
	 * before it exists (on the shared 'notoptions' list now); meanwhile A writes it (add_option()
	 * takes it off that list and caches its value); B, still running, meets another missing option
	 * and WordPress writes B's whole list back, the option on it again; later the cache server
	 * evicts the option's value (rarely read) but never the list (read by every request). Every
	 * node that reads the option through get_option() now finds it missing until its next write.
	 * Ends with the next request, on C.
	 *
	 * @param string   $option The option.
	 * @param callable $write  What runs on A (writes the option).
	 * @return void
	 */
	protected function hide_behind_notoptions( string $option, callable $write ): void {
		$this->next_request( 'B' );
		$this->assertFalse( get_option( $option ), 'B reads it before it exists' );
		$this->cache->resume( 'A' );
		$write();
		$this->assertNotFalse( OptionRow::get( $option ), 'A wrote it' );
		$this->cache->resume( 'B' );
		$this->assertFalse( get_option( 'userfeedback_cache_test_missing' ) );
		$this->cache->evict( $option, 'options' );
		$this->next_request( 'C' );
	}

	/**
	 * The next request, on a node, as a visitor (a request starts with nobody logged in).
	 *
	 * @param string $node The node.
	 * @return void
	 */
	protected function next_request( string $node ): void {
		$this->cache->start( $node );
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
	}
}
