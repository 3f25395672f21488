<?php
/**
 * Tests on a site whose web nodes share a persistent object cache.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

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
