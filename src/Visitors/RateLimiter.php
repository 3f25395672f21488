<?php
/**
 * Fixed-window rate limit for public submissions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Visitors;

/**
 * The public endpoints need no login, so a per-key limit (the caller uses survey id plus IP) stops
 * one client from flooding a survey. A fixed window is enough here: it is cheap, needs one counter
 * per key and its burst at a window edge is at most twice the limit. With a persistent object cache
 * (Redis, Memcached) the counter is incremented atomically and shared by all web nodes. Without one
 * it falls back to a transient, whose read-then-write can undercount under concurrent requests:
 * acceptable for spam control, and the only shared storage such sites have.
 */
final class RateLimiter {

	/**
	 * Object-cache group of the counters.
	 */
	private const GROUP = 'userfeedback_rate';

	/**
	 * Hits allowed per window.
	 *
	 * @var int
	 */
	private int $limit;

	/**
	 * Window length in seconds.
	 *
	 * @var int
	 */
	private int $window;

	/**
	 * Returns the current Unix time; injectable so tests can move to the next window.
	 *
	 * @var \Closure(): int
	 */
	private \Closure $clock;

	/**
	 * Sets the limit, the window and the clock.
	 *
	 * @param int           $limit          Hits allowed per window.
	 * @param int           $window_seconds Window length in seconds (at least 1).
	 * @param \Closure|null $clock          Returns the current Unix time; time() when null.
	 */
	public function __construct( int $limit, int $window_seconds, ?\Closure $clock = null ) {
		$this->limit  = $limit;
		$this->window = max( 1, $window_seconds );
		$this->clock  = $clock ?? static fn(): int => time();
	}

	/**
	 * Records one hit for a key.
	 *
	 * @param string $key What is limited, e.g. survey id and IP.
	 * @return bool Whether the hit is within the limit.
	 */
	public function hit( string $key ): bool {
		$now          = ( $this->clock )();
		$window_start = $now - ( $now % $this->window );
		// Hashed: keys hold IPs, and transient names are limited to 172 characters.
		$name = 'uf_rl_' . md5( $key . '|' . $window_start );

		if ( wp_using_ext_object_cache() ) {
			// add() only creates the counter when missing, and incr() is atomic on the server.
			wp_cache_add( $name, 0, self::GROUP, $this->window );
			$count = wp_cache_incr( $name, 1, self::GROUP );
			// The counter was evicted between add and incr: let the hit through rather than
			// refusing a visitor because of cache pressure.
			return false === $count || $count <= $this->limit;
		}

		$count = (int) get_transient( $name ) + 1;
		set_transient( $name, $count, $this->window );
		return $count <= $this->limit;
	}
}
