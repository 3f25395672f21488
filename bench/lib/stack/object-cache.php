<?php
/**
 * A persistent object cache in Redis, for bench/stack.sh's Galera stack only: copied to the stack
 * site's wp-content/object-cache.php by `bench/stack.sh start --galera`, never shipped with the
 * plugin and not meant for production (no drop-in package is reachable from this machine's
 * registries, so the test stack carries its own). It follows WordPress's object cache API
 * (wp-includes/cache.php): groups, global and non-persistent groups, add/replace/set/get/delete
 * and their _multiple forms, incr/decr, flush, flush_runtime and flush_group, switch_to_blog.
 *
 * Shared by every web node through one Redis (php-redis, a unix socket given by the stack's
 * wp-config.php as UF_STACK_REDIS_SOCKET). Each value is also kept for the request in memory, as
 * WordPress's own cache does. A group is flushed by moving its version: keys carry the group's
 * version, so the old ones are never read again and expire or are evicted (allkeys-lru).
 *
 * @package UserFeedback
 */

// phpcs:disable -- a test stack's copy of a WordPress drop-in: WordPress's own names (wp_cache_*, WP_Object_Cache), not the plugin's code.

/**
 * The cache of one request, backed by Redis.
 */
class WP_Object_Cache {

	/**
	 * Values read or written in this request: [ group ][ key ] => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $local = array();

	/** @var array<string, true> Groups shared by every site of a network. */
	private array $global_groups = array();

	/** @var array<string, true> Groups kept for the request only. */
	private array $non_persistent_groups = array();

	/** @var array<string, string> Each group's version in Redis, read once per request. */
	private array $versions = array();

	private ?Redis $redis = null;

	private string $prefix;

	private int $blog_id;

	private bool $multisite;

	/** @var int Reads answered (request memory or Redis). */
	public int $cache_hits = 0;

	/** @var int Reads that found nothing. */
	public int $cache_misses = 0;

	/** @var int Round trips to Redis. */
	public int $redis_calls = 0;

	public function __construct() {
		global $blog_id;
		$this->multisite = is_multisite();
		$this->blog_id   = $this->multisite ? (int) $blog_id : 1;
		$this->prefix    = ( defined( 'WP_CACHE_KEY_SALT' ) ? WP_CACHE_KEY_SALT : 'wp' ) . ':';
		$this->connect();
	}

	/**
	 * Redis, or none: without it the cache works for the request only, as WordPress's own does.
	 */
	private function connect(): void {
		if ( ! class_exists( 'Redis' ) || ! defined( 'UF_STACK_REDIS_SOCKET' ) ) {
			return;
		}
		try {
			$redis = new Redis();
			if ( $redis->connect( UF_STACK_REDIS_SOCKET, 0, 1.0 ) ) {
				$this->redis = $redis;
			}
		} catch ( RedisException $e ) {
			error_log( 'object-cache.php: Redis unreachable, request-only cache: ' . $e->getMessage() );
			$this->redis = null;
		}
	}

	/** Whether a value is written to Redis. */
	private function persistent( string $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent_groups[ $group ] );
	}

	private function group( $group ): string {
		return ( '' === (string) $group ) ? 'default' : (string) $group;
	}

	/** A group's version: moved by flush_group(), so its old keys are never read again. */
	private function version( string $group ): string {
		if ( ! isset( $this->versions[ $group ] ) ) {
			++$this->redis_calls;
			$version                   = $this->redis->get( $this->prefix . 'group-version:' . $group );
			$this->versions[ $group ] = false === $version ? '0' : (string) $version;
		}
		return $this->versions[ $group ];
	}

	/** The Redis key of a key in a group (global groups have no site id). */
	private function redis_key( string $key, string $group ): string {
		$site = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
		return $this->prefix . $site . ':' . $group . ':' . $this->version( $group ) . ':' . $key;
	}

	/** The request memory's key (a site's own groups are per site). */
	private function local_group( string $group ): string {
		return ( $this->multisite && ! isset( $this->global_groups[ $group ] ) ) ? $this->blog_id . ':' . $group : $group;
	}

	/** Integers as digits (incr/decr work on them in Redis), everything else serialised. */
	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value );
	}

	private static function decode( string $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw );
	}

	/** Objects are copied in and out, as WordPress's cache does: a caller's change is not cached. */
	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	private static function valid_key( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() || ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = $this->group( $group );
		$local = $this->local_group( $group );
		if ( array_key_exists( $key, $this->local[ $local ] ?? array() ) ) {
			return false;
		}
		if ( $this->persistent( $group ) ) {
			$options = array( 'nx' );
			if ( (int) $expire > 0 ) {
				$options['ex'] = (int) $expire;
			}
			++$this->redis_calls;
			if ( ! $this->redis->set( $this->redis_key( $key, $group ), self::encode( $data ), $options ) ) {
				return false;
			}
		}
		$this->local[ $local ][ $key ] = self::copy( $data );
		return true;
	}

	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$values = array();
		foreach ( $data as $key => $value ) {
			$values[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $values;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = $this->group( $group );
		if ( $this->persistent( $group ) ) {
			$options = array( 'xx' );
			if ( (int) $expire > 0 ) {
				$options['ex'] = (int) $expire;
			}
			++$this->redis_calls;
			if ( ! $this->redis->set( $this->redis_key( $key, $group ), self::encode( $data ), $options ) ) {
				unset( $this->local[ $this->local_group( $group ) ][ $key ] );
				return false;
			}
		} elseif ( ! array_key_exists( $key, $this->local[ $this->local_group( $group ) ] ?? array() ) ) {
			return false;
		}
		$this->local[ $this->local_group( $group ) ][ $key ] = self::copy( $data );
		return true;
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = $this->group( $group );
		if ( $this->persistent( $group ) ) {
			++$this->redis_calls;
			$redis_key = $this->redis_key( $key, $group );
			$ok        = (int) $expire > 0 ? $this->redis->setex( $redis_key, (int) $expire, self::encode( $data ) ) : $this->redis->set( $redis_key, self::encode( $data ) );
			if ( ! $ok ) {
				return false;
			}
		}
		$this->local[ $this->local_group( $group ) ][ $key ] = self::copy( $data );
		return true;
	}

	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$group  = $this->group( $group );
		$values = array();
		if ( ! $this->persistent( $group ) ) {
			foreach ( $data as $key => $value ) {
				$values[ $key ] = $this->set( $key, $value, $group, $expire );
			}
			return $values;
		}
		// One round trip for the lot.
		$keys = array();
		$pipe = $this->redis->multi( Redis::PIPELINE );
		foreach ( $data as $key => $value ) {
			if ( ! self::valid_key( $key ) ) {
				$values[ $key ] = false;
				continue;
			}
			$keys[]    = $key;
			$redis_key = $this->redis_key( (string) $key, $group );
			(int) $expire > 0 ? $pipe->setex( $redis_key, (int) $expire, self::encode( $value ) ) : $pipe->set( $redis_key, self::encode( $value ) );
		}
		++$this->redis_calls;
		$replies = $pipe->exec();
		foreach ( $keys as $i => $key ) {
			$values[ $key ] = (bool) ( $replies[ $i ] ?? false );
			if ( $values[ $key ] ) {
				$this->local[ $this->local_group( $group ) ][ (string) $key ] = self::copy( $data[ $key ] );
			}
		}
		return $values;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$found = false;
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = $this->group( $group );
		$local = $this->local_group( $group );
		if ( array_key_exists( $key, $this->local[ $local ] ?? array() ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $local ][ $key ] );
		}
		if ( ! $this->persistent( $group ) ) {
			++$this->cache_misses;
			return false;
		}
		if ( $force ) {
			// A forced read also sees a flush_group() another node made during this request.
			unset( $this->versions[ $group ] );
		}
		++$this->redis_calls;
		$raw = $this->redis->get( $this->redis_key( $key, $group ) );
		if ( false === $raw ) {
			++$this->cache_misses;
			return false;
		}
		$found                     = true;
		$value                     = self::decode( $raw );
		$this->local[ $local ][ $key ] = $value;
		++$this->cache_hits;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group   = $this->group( $group );
		$local   = $this->local_group( $group );
		$values  = array();
		$missing = array();
		foreach ( $keys as $key ) {
			if ( array_key_exists( (string) $key, $this->local[ $local ] ?? array() ) && ( ! $force || ! $this->persistent( $group ) ) ) {
				++$this->cache_hits;
				$values[ $key ] = self::copy( $this->local[ $local ][ (string) $key ] );
			} else {
				$values[ $key ] = false;
				$missing[]      = $key;
			}
		}
		if ( array() === $missing || ! $this->persistent( $group ) ) {
			$this->cache_misses += count( $missing );
			return $values;
		}
		// One MGET for every key the request does not hold.
		++$this->redis_calls;
		$raws = $this->redis->mget( array_map( fn( $key ): string => $this->redis_key( (string) $key, $group ), $missing ) );
		foreach ( $missing as $i => $key ) {
			$raw = is_array( $raws ) ? ( $raws[ $i ] ?? false ) : false;
			if ( false === $raw ) {
				++$this->cache_misses;
				continue;
			}
			++$this->cache_hits;
			$value                                  = self::decode( $raw );
			$this->local[ $local ][ (string) $key ] = $value;
			$values[ $key ]                         = self::copy( $value );
		}
		return $values;
	}

	public function delete( $key, $group = 'default', $deprecated = false ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key     = (string) $key;
		$group   = $this->group( $group );
		$local   = $this->local_group( $group );
		$existed = array_key_exists( $key, $this->local[ $local ] ?? array() );
		unset( $this->local[ $local ][ $key ] );
		if ( $this->persistent( $group ) ) {
			++$this->redis_calls;
			return $this->redis->del( $this->redis_key( $key, $group ) ) > 0 || $existed;
		}
		return $existed;
	}

	public function delete_multiple( array $keys, $group = '' ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->delete( $key, $group );
		}
		return $values;
	}

	/**
	 * Adds to a number, atomically across nodes (a Lua script: only an existing key, never below
	 * zero, a non-number counts as zero), as wp_cache_incr() and wp_cache_decr() do.
	 *
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = $this->group( $group );
		$local = $this->local_group( $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $key, $this->local[ $local ] ?? array() ) ) {
				return false;
			}
			$value                         = is_numeric( $this->local[ $local ][ $key ] ) ? (int) $this->local[ $local ][ $key ] : 0;
			$this->local[ $local ][ $key ] = max( 0, $value + (int) $offset );
			return $this->local[ $local ][ $key ];
		}
		$script = <<<'LUA'
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
local value = tonumber(raw)
if not value or string.find(raw, '^%-?%d+$') == nil then value = 0 end
value = value + tonumber(ARGV[1])
if value < 0 then value = 0 end
redis.call('SET', KEYS[1], tostring(value), 'KEEPTTL')
return value
LUA;
		++$this->redis_calls;
		$value = $this->redis->eval( $script, array( $this->redis_key( $key, $group ), (int) $offset ), 1 );
		if ( false === $value || null === $value ) {
			unset( $this->local[ $local ][ $key ] );
			return false;
		}
		$this->local[ $local ][ $key ] = (int) $value;
		return (int) $value;
	}

	/** @return int|false */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/** Empties the whole cache: every node's, every site's (the stack's Redis holds this site only). */
	public function flush(): bool {
		$this->local    = array();
		$this->versions = array();
		if ( null !== $this->redis ) {
			++$this->redis_calls;
			return (bool) $this->redis->flushDb();
		}
		return true;
	}

	public function flush_runtime(): bool {
		$this->local    = array();
		$this->versions = array();
		return true;
	}

	/** Every key of one group, on every node: the group moves to a new version. */
	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		foreach ( array_keys( $this->local ) as $local ) {
			if ( $local === $group || str_ends_with( (string) $local, ':' . $group ) ) {
				unset( $this->local[ $local ] );
			}
		}
		if ( null !== $this->redis && ! isset( $this->non_persistent_groups[ $group ] ) ) {
			++$this->redis_calls;
			$this->versions[ $group ] = (string) $this->redis->incr( $this->prefix . 'group-version:' . $group );
		}
		return true;
	}

	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = $this->multisite ? (int) $blog_id : 1;
	}

	public function close(): bool {
		if ( null !== $this->redis ) {
			$this->redis->close();
		}
		return true;
	}

	public function stats(): void {
		printf( '<p>Redis object cache (bench/stack.sh): %d hits, %d misses, %d Redis calls.</p>', (int) $this->cache_hits, (int) $this->cache_misses, (int) $this->redis_calls );
	}
}

/* WordPress's functions (wp-includes/cache.php), over the one WP_Object_Cache of the request. */

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->add( $key, $data, $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->add_multiple( $data, $group, (int) $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->replace( $key, $data, $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set( $key, $data, $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set_multiple( $data, $group, (int) $expire );
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	global $wp_object_cache;
	return $wp_object_cache->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	global $wp_object_cache;
	return $wp_object_cache->get_multiple( $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->delete_multiple( $keys, $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	global $wp_object_cache;
	return $wp_object_cache->flush();
}

function wp_cache_flush_runtime() {
	global $wp_object_cache;
	return $wp_object_cache->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	global $wp_object_cache;
	return $wp_object_cache->flush_group( $group );
}

function wp_cache_close() {
	global $wp_object_cache;
	return $wp_object_cache->close();
}

function wp_cache_add_global_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	global $wp_object_cache;
	$wp_object_cache->switch_to_blog( $blog_id );
}

function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	global $wp_object_cache;
	$wp_object_cache->flush_runtime();
}
