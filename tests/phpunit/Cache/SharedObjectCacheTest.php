<?php
/**
 * The shared test cache behaves as the stack's Redis drop-in does.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

/**
 * What the other cache tests rely on: the store outlives a request, a request keeps its runtime
 * copy, WordPress's functions and transients reach the installed object, expiries, atomic
 * counters, group flushes seen by every node, and non-persistent groups.
 */
final class SharedObjectCacheTest extends CacheTestCase {

	public function test_wordpress_and_transients_use_it(): void {
		$this->assertTrue( wp_using_ext_object_cache() );
		$this->assertSame( $this->cache, $GLOBALS['wp_object_cache'] );
		set_transient( 'uf_probe', array( 'a' => 1 ), 10 );
		$this->assertTrue( $this->cache->stored( 'uf_probe', 'transient' ) );
		$this->assertFalse( get_option( '_transient_uf_probe' ), 'not in the options table' );
	}

	public function test_the_store_outlives_a_request_and_the_runtime_copy_does_not(): void {
		wp_cache_set( 'k', 'one', 'uf_group' );
		$this->cache->resume( 'B' );
		$this->assertSame( 'one', wp_cache_get( 'k', 'uf_group' ), 'B reads the store' );
		$this->cache->resume( 'A' );
		wp_cache_set( 'k', 'two', 'uf_group' );
		$this->cache->resume( 'B' );
		$this->assertSame( 'one', wp_cache_get( 'k', 'uf_group' ), 'a running request keeps its runtime copy' );
		$found = false;
		$this->assertSame( 'two', wp_cache_get( 'k', 'uf_group', true, $found ), 'a forced read asks the store' );
		$this->assertTrue( $found );
		$this->cache->start( 'C' );
		$this->assertSame( 'two', wp_cache_get( 'k', 'uf_group' ) );
	}

	public function test_values_are_copies(): void {
		$object = (object) array( 'n' => 1 );
		wp_cache_set( 'o', $object, 'uf_group' );
		$object->n = 2;
		$this->cache->start( 'C' );
		$this->assertSame( 1, wp_cache_get( 'o', 'uf_group' )->n );
		$this->assertSame(
			'1',
			( function () {
				wp_cache_set( 's', '1', 'uf_group' );
				$this->cache->start( 'D' );
				return wp_cache_get( 's', 'uf_group' );
			} )(),
			'a digit string stays a string'
		);
	}

	public function test_expiry_add_and_replace(): void {
		$this->assertTrue( wp_cache_add( 'e', 1, 'uf_group', 5 ) );
		$this->assertFalse( wp_cache_add( 'e', 2, 'uf_group', 5 ) );
		$this->cache->start( 'B' );
		$this->assertFalse( wp_cache_add( 'e', 3, 'uf_group', 5 ), 'another node: the store has it' );
		SharedObjectCache::advance( 6 );
		$this->cache->start( 'C' );
		$this->assertFalse( wp_cache_get( 'e', 'uf_group' ), 'expired' );
		$this->assertFalse( wp_cache_replace( 'e', 4, 'uf_group' ) );
		$this->assertTrue( wp_cache_add( 'e', 5, 'uf_group' ) );
		$this->assertTrue( wp_cache_replace( 'e', 6, 'uf_group' ) );
		$this->cache->start( 'A' );
		$this->assertSame( 6, wp_cache_get( 'e', 'uf_group' ) );
	}

	public function test_incr_is_on_the_store_and_keeps_the_ttl(): void {
		$this->assertFalse( wp_cache_incr( 'n', 1, 'uf_group' ), 'only an existing key' );
		wp_cache_add( 'n', 0, 'uf_group', 10 );
		$this->assertSame( 1, wp_cache_incr( 'n', 1, 'uf_group' ) );
		$this->cache->resume( 'B' );
		wp_cache_add( 'n', 0, 'uf_group', 10 );
		$this->assertSame( 2, wp_cache_incr( 'n', 1, 'uf_group' ), 'B counts on from A' );
		$this->cache->resume( 'A' );
		$this->assertSame( 3, wp_cache_incr( 'n', 1, 'uf_group' ) );
		$this->assertSame( 0, wp_cache_decr( 'n', 5, 'uf_group' ), 'never below zero' );
		SharedObjectCache::advance( 11 );
		$this->cache->start( 'C' );
		$this->assertFalse( wp_cache_get( 'n', 'uf_group' ), 'the TTL stayed' );
	}

	public function test_flush_group_reaches_every_node_and_only_that_group(): void {
		wp_cache_set( 'x', 1, 'uf_flushed' );
		wp_cache_set( 'y', 1, 'uf_kept' );
		$this->cache->resume( 'B' );
		$this->assertSame( 1, wp_cache_get( 'x', 'uf_flushed' ) );
		$this->cache->resume( 'A' );
		$this->assertTrue( wp_cache_flush_group( 'uf_flushed' ) );
		$this->assertFalse( wp_cache_get( 'x', 'uf_flushed' ) );
		$this->cache->start( 'C' );
		$this->assertFalse( wp_cache_get( 'x', 'uf_flushed' ) );
		$this->assertSame( 1, wp_cache_get( 'y', 'uf_kept' ) );
	}

	public function test_non_persistent_groups_stay_in_their_request(): void {
		wp_cache_set( 'all', array( 1 ), \UserFeedback\Webhooks\WebhookStore::CACHE_GROUP );
		$this->assertSame( array( 1 ), wp_cache_get( 'all', \UserFeedback\Webhooks\WebhookStore::CACHE_GROUP ) );
		$this->assertFalse( $this->cache->stored( 'all', \UserFeedback\Webhooks\WebhookStore::CACHE_GROUP ) );
		$this->cache->start( 'C' );
		$this->assertFalse( wp_cache_get( 'all', \UserFeedback\Webhooks\WebhookStore::CACHE_GROUP ) );
	}

	public function test_get_multiple_and_delete(): void {
		wp_cache_set_multiple(
			array(
				'a' => 1,
				'b' => 2,
			),
			'uf_group'
		);
		$this->cache->start( 'C' );
		$this->assertSame(
			array(
				'a' => 1,
				'b' => 2,
				'c' => false,
			),
			wp_cache_get_multiple( array( 'a', 'b', 'c' ), 'uf_group' )
		);
		$this->assertTrue( wp_cache_delete( 'a', 'uf_group' ) );
		$this->cache->start( 'A' );
		$this->assertFalse( wp_cache_get( 'a', 'uf_group' ) );
	}
}
