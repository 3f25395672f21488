<?php
/**
 * A persistent object cache shared by several web nodes, for the tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

/**
 * What a site on several web nodes gets from Redis or Memcached, inside one PHPUnit process: a
 * shared store that outlives requests (a static array, like the cache server), and each request's
 * own runtime copy of what it read or wrote, as WordPress's caches keep one. It mirrors the test
 * stack's Redis drop-in (bench/lib/stack/object-cache.php): groups, global and non-persistent
 * groups, add/replace/set/get/delete and their _multiple forms, atomic incr/decr that keep a TTL,
 * flush, flush_runtime, flush_group by a group version every node sees, switch_to_blog; expiries
 * on a clock the test can move (advance()); evict() drops a key as the server's LRU does.
 *
 * A request is named after its node: start( 'C' ) is the next request, on node C, with an empty
 * runtime copy; resume( 'B' ) goes back to a request still running on node B, with the runtime
 * copy it had, so a test can interleave requests the way two nodes do.
 *
 * Installed as $GLOBALS['wp_object_cache'] with wp_using_ext_object_cache( true ), so WordPress's
 * own functions (wp-includes/cache.php calls the object's methods) and transients use it; restore()
 * puts WordPress's cache back. Values are copied in and out through serialize(), as a cache server
 * does, so nobody shares an object with the store.
 */
final class SharedObjectCache {

	/**
	 * Groups WordPress makes global (wp_start_object_cache()).
	 */
	private const WORDPRESS_GLOBAL_GROUPS = array( 'blog-details', 'blog-id-cache', 'blog-lookup', 'blog_meta', 'global-posts', 'networks', 'network-queries', 'sites', 'site-details', 'site-options', 'site-queries', 'site-transient', 'theme_files', 'translation_files', 'rss', 'users', 'user-queries', 'user_meta', 'useremail', 'userlogins', 'userslugs' );

	/**
	 * Groups WordPress keeps for the request only (wp_start_object_cache()).
	 */
	private const WORDPRESS_NON_PERSISTENT_GROUPS = array( 'counts', 'plugins', 'theme_json' );

	/**
	 * The cache server: full key => array{0: string, 1: int} (serialised value, expiry or 0).
	 *
	 * @var array<string, array{0: string, 1: int}>
	 */
	private static array $store = array();

	/**
	 * Seconds added to time() for expiries.
	 *
	 * @var int
	 */
	private static int $clock = 0;

	/**
	 * The running request's values: [ group ][ key ] => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $local = array();

	/**
	 * The running request's group versions, read once per request (as the drop-in does).
	 *
	 * @var array<string, int>
	 */
	private array $versions = array();

	/**
	 * Requests parked by resume(): node => array{0: local, 1: versions}.
	 *
	 * @var array<string, array{0: array<string, array<string, mixed>>, 1: array<string, int>}>
	 */
	private array $parked = array();

	/**
	 * The node of the running request.
	 *
	 * @var string
	 */
	private string $node = 'A';

	/**
	 * Groups shared by every site of a network.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Groups kept for the request only.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * The current site.
	 *
	 * @var int
	 */
	private int $blog_id;

	/**
	 * WordPress's cache object, put back by restore().
	 *
	 * @var object|null
	 */
	private ?object $previous = null;

	/**
	 * WordPress's "external object cache" flag before install().
	 *
	 * @var bool
	 */
	private bool $previous_external = false;

	/**
	 * Reads answered from the runtime copy or the store.
	 *
	 * @var int
	 */
	public int $cache_hits = 0;

	/**
	 * Reads that found nothing.
	 *
	 * @var int
	 */
	public int $cache_misses = 0;

	/**
	 * Round trips to the store (what a Redis call would cost).
	 *
	 * @var int
	 */
	public int $store_calls = 0;

	/**
	 * A cache on node A with an empty store, WordPress's groups declared.
	 *
	 * @param string[] $non_persistent More groups a request keeps to itself (the plugin's: WordPress's
	 *                                 wp_cache_add_non_persistent_groups() does not reach a cache
	 *                                 installed after boot).
	 */
	public function __construct( array $non_persistent = array() ) {
		self::$store   = array();
		self::$clock   = 0;
		$this->blog_id = is_multisite() ? get_current_blog_id() : 1;
		$this->add_global_groups( self::WORDPRESS_GLOBAL_GROUPS );
		$this->add_non_persistent_groups( array_merge( self::WORDPRESS_NON_PERSISTENT_GROUPS, $non_persistent ) );
	}

	/**
	 * Makes it the site's object cache, as a drop-in would be.
	 *
	 * @param string[] $non_persistent The plugin's non-persistent groups.
	 * @return self
	 */
	public static function install( array $non_persistent = array() ): self {
		$cache                      = new self( $non_persistent );
		$cache->previous            = $GLOBALS['wp_object_cache'] ?? null;
		$cache->previous_external   = (bool) wp_using_ext_object_cache();
		$GLOBALS['wp_object_cache'] = $cache;
		wp_using_ext_object_cache( true );
		return $cache;
	}

	/**
	 * Puts WordPress's own cache back (emptied: it may hold what this one replaced).
	 *
	 * @return void
	 */
	public function restore(): void {
		$GLOBALS['wp_object_cache'] = $this->previous;
		wp_using_ext_object_cache( $this->previous_external );
		wp_cache_flush();
		self::$store = array();
		self::$clock = 0;
	}

	/**
	 * The running request ends; the next one runs on a node with nothing in its runtime copy.
	 *
	 * @param string $node The node (a name).
	 * @return void
	 */
	public function start( string $node ): void {
		unset( $this->parked[ $node ] );
		$this->node     = $node;
		$this->local    = array();
		$this->versions = array();
	}

	/**
	 * Parks the running request and goes on with the one running on a node (a new one when none
	 * is parked there): two nodes' requests overlapping.
	 *
	 * @param string $node The node.
	 * @return void
	 */
	public function resume( string $node ): void {
		$this->parked[ $this->node ]          = array( $this->local, $this->versions );
		list( $this->local, $this->versions ) = $this->parked[ $node ] ?? array( array(), array() );
		unset( $this->parked[ $node ] );
		$this->node = $node;
	}

	/**
	 * The node of the running request.
	 *
	 * @return string
	 */
	public function node(): string {
		return $this->node;
	}

	/**
	 * Moves the clock the store's expiries are measured on.
	 *
	 * @param int $seconds Seconds forward.
	 * @return void
	 */
	public static function advance( int $seconds ): void {
		self::$clock += $seconds;
	}

	/**
	 * Whether the shared store holds a key (tests' view of the server, past any runtime copy).
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @return bool
	 */
	public function stored( $key, string $group = 'default' ): bool {
		$group = self::group( $group );
		return $this->persistent( $group ) && null !== $this->fetch( $this->store_key( (string) $key, $group ) );
	}

	/**
	 * The server drops a key, as Redis's allkeys-lru does under memory pressure: the rarely read
	 * keys go first (a non-autoloaded option's value) while the ones every request reads stay (the
	 * 'notoptions' list). Runtime copies keep what they read, as a running request does.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @return void
	 */
	public function evict( $key, string $group = 'default' ): void {
		$group = self::group( $group );
		if ( $this->persistent( $group ) ) {
			unset( self::$store[ $this->store_key( (string) $key, $group ) ] );
		}
	}

	private static function now(): int {
		return time() + self::$clock;
	}

	private static function group( int|string $group ): string {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	private static function valid_key( mixed $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	private static function copy( mixed $value ): mixed {
		return is_object( $value ) ? clone $value : $value;
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * The runtime copy's key of a group (a site's own groups are per site on a network).
	 *
	 * @param string $group Group.
	 * @return string
	 */
	private function local_group( string $group ): string {
		return ( is_multisite() && ! isset( $this->global_groups[ $group ] ) ) ? $this->blog_id . ':' . $group : $group;
	}

	/**
	 * A group's version: moved by flush_group(), so its old keys are never read again.
	 *
	 * @param string $group Group.
	 * @return int
	 */
	private function version( string $group ): int {
		if ( ! isset( $this->versions[ $group ] ) ) {
			++$this->store_calls;
			$raw                      = $this->fetch( 'group-version:' . $group );
			$this->versions[ $group ] = null === $raw ? 0 : (int) unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the store's own values.
		}
		return $this->versions[ $group ];
	}

	private function store_key( string $key, string $group ): string {
		$site = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
		return $site . ':' . $group . ':' . $this->version( $group ) . ':' . $key;
	}

	/**
	 * A live entry's serialised value, or null (an expired one is dropped, as the server does).
	 *
	 * @param string $full The store's key.
	 * @return string|null
	 */
	private function fetch( string $full ): ?string {
		if ( ! isset( self::$store[ $full ] ) ) {
			return null;
		}
		list( $raw, $expires ) = self::$store[ $full ];
		if ( 0 !== $expires && $expires <= self::now() ) {
			unset( self::$store[ $full ] );
			return null;
		}
		return $raw;
	}

	private function put( string $full, mixed $value, int $expire ): void {
		self::$store[ $full ] = array( serialize( $value ), $expire > 0 ? self::now() + $expire : 0 ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- what a cache server stores.
	}

	public function add( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() || ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = self::group( $group );
		$local = $this->local_group( $group );
		if ( array_key_exists( $key, $this->local[ $local ] ?? array() ) ) {
			return false;
		}
		if ( $this->persistent( $group ) ) {
			++$this->store_calls;
			$full = $this->store_key( $key, $group );
			if ( null !== $this->fetch( $full ) ) {
				return false;
			}
			$this->put( $full, $data, $expire );
		}
		$this->local[ $local ][ $key ] = self::copy( $data );
		return true;
	}

	/**
	 * Adds each value that is missing.
	 *
	 * @param array<int|string, mixed> $data   Values by key.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds, 0 for none.
	 * @return array<int|string, bool>
	 */
	public function add_multiple( array $data, string $group = '', int $expire = 0 ): array {
		$values = array();
		foreach ( $data as $key => $value ) {
			$values[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $values;
	}

	public function replace( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = self::group( $group );
		$local = $this->local_group( $group );
		if ( $this->persistent( $group ) ) {
			++$this->store_calls;
			$full = $this->store_key( $key, $group );
			if ( null === $this->fetch( $full ) ) {
				unset( $this->local[ $local ][ $key ] );
				return false;
			}
			$this->put( $full, $data, $expire );
		} elseif ( ! array_key_exists( $key, $this->local[ $local ] ?? array() ) ) {
			return false;
		}
		$this->local[ $local ][ $key ] = self::copy( $data );
		return true;
	}

	public function set( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = self::group( $group );
		if ( $this->persistent( $group ) ) {
			++$this->store_calls;
			$this->put( $this->store_key( $key, $group ), $data, $expire );
		}
		$this->local[ $this->local_group( $group ) ][ $key ] = self::copy( $data );
		return true;
	}

	/**
	 * Sets each value.
	 *
	 * @param array<int|string, mixed> $data   Values by key.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds, 0 for none.
	 * @return array<int|string, bool>
	 */
	public function set_multiple( array $data, string $group = '', int $expire = 0 ): array {
		$values = array();
		foreach ( $data as $key => $value ) {
			$values[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $values;
	}

	/**
	 * A value: the runtime copy's, else the store's (always the store's when forced).
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Past the runtime copy.
	 * @param bool|null  $found Set to whether it was found.
	 * @param-out bool $found
	 * @return mixed
	 */
	public function get( int|string $key, string $group = 'default', bool $force = false, ?bool &$found = null ): mixed {
		$found = false;
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = self::group( $group );
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
		++$this->store_calls;
		$raw = $this->fetch( $this->store_key( $key, $group ) );
		if ( null === $raw ) {
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$value                         = unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the store's own values.
		$this->local[ $local ][ $key ] = $value;
		return self::copy( $value );
	}

	/**
	 * Reads each key (false for a missing one).
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Past the runtime copy.
	 * @return array<int|string, mixed>
	 */
	public function get_multiple( array $keys, string $group = 'default', bool $force = false ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	public function delete( int|string $key, string $group = 'default', bool $deprecated = false ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key     = (string) $key;
		$group   = self::group( $group );
		$local   = $this->local_group( $group );
		$existed = array_key_exists( $key, $this->local[ $local ] ?? array() );
		unset( $this->local[ $local ][ $key ] );
		if ( ! $this->persistent( $group ) ) {
			return $existed;
		}
		++$this->store_calls;
		$full   = $this->store_key( $key, $group );
		$stored = null !== $this->fetch( $full );
		unset( self::$store[ $full ] );
		return $stored || $existed;
	}

	/**
	 * Deletes each key.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool>
	 */
	public function delete_multiple( array $keys, string $group = '' ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->delete( $key, $group );
		}
		return $values;
	}

	/**
	 * Adds to a number in one step on the server, as the drop-in's Lua script does: only an
	 * existing key, never below zero, a non-number counts as zero, the TTL kept.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( int|string $key, int $offset = 1, string $group = 'default' ): int|false {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$key   = (string) $key;
		$group = self::group( $group );
		$local = $this->local_group( $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $key, $this->local[ $local ] ?? array() ) ) {
				return false;
			}
			$value                         = is_numeric( $this->local[ $local ][ $key ] ) ? (int) $this->local[ $local ][ $key ] : 0;
			$this->local[ $local ][ $key ] = max( 0, $value + $offset );
			return $this->local[ $local ][ $key ];
		}
		++$this->store_calls;
		$full = $this->store_key( $key, $group );
		$raw  = $this->fetch( $full );
		if ( null === $raw ) {
			unset( $this->local[ $local ][ $key ] );
			return false;
		}
		$current                       = unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the store's own values.
		$value                         = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + $offset );
		self::$store[ $full ]          = array( serialize( $value ), self::$store[ $full ][1] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- what a cache server stores.
		$this->local[ $local ][ $key ] = $value;
		return $value;
	}

	/**
	 * Subtracts from a number (incr() with the opposite offset).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( int|string $key, int $offset = 1, string $group = 'default' ): int|false {
		return $this->incr( $key, - $offset, $group );
	}

	/** Empties the whole cache: the server's and the running request's. */
	public function flush(): bool {
		self::$store    = array();
		$this->local    = array();
		$this->versions = array();
		return true;
	}

	public function flush_runtime(): bool {
		$this->local    = array();
		$this->versions = array();
		return true;
	}

	/**
	 * Every key of one group, on every node: the group moves to a new version.
	 *
	 * @param string $group Group.
	 * @return bool
	 */
	public function flush_group( string $group ): bool {
		$group = self::group( $group );
		foreach ( array_keys( $this->local ) as $local ) {
			if ( $local === $group || str_ends_with( (string) $local, ':' . $group ) ) {
				unset( $this->local[ $local ] );
			}
		}
		if ( $this->persistent( $group ) ) {
			++$this->store_calls;
			$raw                      = $this->fetch( 'group-version:' . $group );
			$version                  = ( null === $raw ? 0 : (int) unserialize( $raw ) ) + 1; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the store's own values.
			$this->versions[ $group ] = $version;
			$this->put( 'group-version:' . $group, $version, 0 );
		}
		return true;
	}

	/**
	 * Groups shared by every site of a network.
	 *
	 * @param string|string[] $groups Groups.
	 * @return void
	 */
	public function add_global_groups( string|array $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Groups kept for the request only.
	 *
	 * @param string|string[] $groups Groups.
	 * @return void
	 */
	public function add_non_persistent_groups( string|array $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	public function switch_to_blog( int $blog_id ): void {
		$this->blog_id = is_multisite() ? (int) $blog_id : 1;
	}

	public function reset(): void {
		$this->flush_runtime();
	}

	public function close(): bool {
		return true;
	}

	public function stats(): void {
		printf( '<p>Shared test cache: %d hits, %d misses, %d store calls.</p>', (int) $this->cache_hits, (int) $this->cache_misses, (int) $this->store_calls );
	}
}
