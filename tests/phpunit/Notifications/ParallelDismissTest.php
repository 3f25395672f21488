<?php
/**
 * Notifications dismissed by separate requests at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Notifications;

use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test commits its user and removes it afterwards, on purpose.
// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the workers are separate processes, on purpose.

/**
 * Each worker is its own PHP process with its own connection (fixtures/dismiss-worker.php): one
 * card dismissed while Dismiss All is on its way, or two tabs, are two requests that each read the
 * user's list and write it. What the workers see is committed, so the user is committed here
 * (outside the test's transaction) and deleted afterwards.
 */
final class ParallelDismissTest extends TestCase {

	private const WORKERS = 8;

	private int $user_id = 0;

	protected function tearDown(): void {
		global $wpdb;
		if ( $this->user_id > 0 ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id = %d", $this->user_id ) );
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->users} WHERE ID = %d", $this->user_id ) );
			$wpdb->query( 'COMMIT' );
		}
		parent::tearDown();
	}

	public function test_eight_requests_dismissing_one_each_at_once_keep_all_eight(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$wpdb->insert(
			$wpdb->users,
			array(
				'user_login'      => 'dismiss_race_' . wp_generate_password( 6, false ),
				'user_registered' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$this->user_id = (int) $wpdb->insert_id;
		$wpdb->query( 'COMMIT' );
		$ids = array_map( static fn( int $i ): string => 'first-response-' . $i, range( 1, self::WORKERS ) );

		$site     = (string) ( getenv( 'UF_PHPUNIT_SITE' ) ? getenv( 'UF_PHPUNIT_SITE' ) : dirname( __DIR__, 3 ) . '/.dev/sites/phpunit' );
		$start_at = microtime( true ) + 1.5 + 0.1 * self::WORKERS;
		$running  = array();
		foreach ( $ids as $id ) {
			$pipes   = array();
			$process = proc_open(
				array_merge( array( PHP_BINARY, __DIR__ . '/fixtures/dismiss-worker.php', $site, (string) $start_at, (string) $this->user_id, $id ), $ids ),
				array(
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes
			);
			$this->assertIsResource( $process );
			$running[] = array( $process, $pipes );
		}
		foreach ( $running as $index => list( $process, $pipes ) ) {
			$out  = (string) stream_get_contents( $pipes[1] );
			$err  = (string) stream_get_contents( $pipes[2] );
			$code = proc_close( $process );
			$this->assertSame( 0, $code, "worker {$index}: {$out} {$err}" );
		}

		wp_cache_delete( $this->user_id, 'user_meta' );
		$dismissed = ( new NotificationStore() )->dismissed( $this->user_id );
		sort( $dismissed );
		$expected = $ids;
		sort( $expected );
		$this->assertSame( $expected, $dismissed, 'a dismissal was lost to another made at the same time' );
	}
}
