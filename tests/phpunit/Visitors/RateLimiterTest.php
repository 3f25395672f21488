<?php
/**
 * Fixed-window rate limit for public submissions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\RateLimiter;

/**
 * Limit, key isolation and window reset, on both storages (transient and object cache).
 */
final class RateLimiterTest extends TestCase {

	/**
	 * The time the fake clock returns.
	 *
	 * @var int
	 */
	private int $now = 1_800_000_000;

	/**
	 * Whether an external object cache was in use before the test.
	 *
	 * @var bool
	 */
	private bool $ext_cache = false;

	protected function setUp(): void {
		parent::setUp();
		$this->ext_cache = (bool) wp_using_ext_object_cache();
	}

	protected function tearDown(): void {
		wp_using_ext_object_cache( $this->ext_cache );
		parent::tearDown();
	}

	/**
	 * Both storages: the transient fallback and the (here in-memory) object cache.
	 *
	 * @return array<string, array{0: bool}>
	 */
	public static function storages(): array {
		return array(
			'transient'    => array( false ),
			'object cache' => array( true ),
		);
	}

	/**
	 * A limiter of 3 hits per minute reading the fake clock.
	 *
	 * @return RateLimiter
	 */
	private function limiter(): RateLimiter {
		return new RateLimiter( 3, 60, fn(): int => $this->now );
	}

	/**
	 * The fourth hit in a window is refused.
	 *
	 * @param bool $ext_cache Whether to use the object-cache path.
	 */
	#[DataProvider( 'storages' )]
	public function test_limit_is_enforced_per_key( bool $ext_cache ): void {
		wp_using_ext_object_cache( $ext_cache );
		$limiter = $this->limiter();
		$this->assertTrue( $limiter->hit( '5|203.0.113.57' ) );
		$this->assertTrue( $limiter->hit( '5|203.0.113.57' ) );
		$this->assertTrue( $limiter->hit( '5|203.0.113.57' ) );
		$this->assertFalse( $limiter->hit( '5|203.0.113.57' ) );
		$this->assertFalse( $this->limiter()->hit( '5|203.0.113.57' ), 'a new instance shares the count' );

		$this->assertTrue( $limiter->hit( '6|203.0.113.57' ), 'another survey' );
		$this->assertTrue( $limiter->hit( '5|203.0.113.58' ), 'another IP' );
	}

	/**
	 * The next window starts from zero.
	 *
	 * @param bool $ext_cache Whether to use the object-cache path.
	 */
	#[DataProvider( 'storages' )]
	public function test_a_new_window_resets_the_count( bool $ext_cache ): void {
		wp_using_ext_object_cache( $ext_cache );
		$this->now = 1_800_000_000 - ( 1_800_000_000 % 60 ) + 59;
		$limiter   = $this->limiter();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertTrue( $limiter->hit( 'k' ) );
		}
		$this->assertFalse( $limiter->hit( 'k' ) );

		++$this->now;
		$this->assertTrue( $limiter->hit( 'k' ) );
	}

	public function test_fallback_stores_the_count_in_a_transient(): void {
		wp_using_ext_object_cache( false );
		$this->limiter()->hit( 'k' );
		$this->limiter()->hit( 'k' );
		$start = $this->now - ( $this->now % 60 );
		$this->assertSame( 2, (int) get_transient( 'uf_rl_' . md5( 'k|' . $start ) ) );
	}

	public function test_object_cache_counter_lives_in_its_group(): void {
		wp_using_ext_object_cache( true );
		$this->limiter()->hit( 'k' );
		$start = $this->now - ( $this->now % 60 );
		$this->assertSame( 1, wp_cache_get( 'uf_rl_' . md5( 'k|' . $start ), 'userfeedback_rate' ) );
	}

	public function test_the_table_counter_is_one_statement_per_hit(): void {
		global $wpdb;
		wp_using_ext_object_cache( false );
		$limiter    = new RateLimiter( 2, 60, fn(): int => $this->now, $wpdb, userfeedback()->tables()->rate_limits() );
		$statements = array();
		$record     = static function ( string $sql ) use ( &$statements ): string {
			$statements[] = $sql;
			return $sql;
		};
		add_filter( 'query', $record );
		$hits = array( $limiter->hit( '9|192.0.2.1' ), $limiter->hit( '9|192.0.2.1' ), $limiter->hit( '9|192.0.2.1' ) );
		remove_filter( 'query', $record );

		$this->assertSame( array( true, true, false ), $hits, 'the count comes back with the upsert' );
		// The count rides on the upsert's reply (LAST_INSERT_ID(expr) as wpdb's insert_id): no
		// second round trip to read it. The occasional sweep (a DELETE) may come on top.
		$reads = array_filter( $statements, static fn( string $sql ): bool => ! str_starts_with( $sql, 'INSERT' ) && ! str_starts_with( $sql, 'DELETE' ) );
		$this->assertSame( array(), array_values( $reads ) );
		$this->assertCount( 3, array_filter( $statements, static fn( string $sql ): bool => str_starts_with( $sql, 'INSERT' ) ) );
	}
}
