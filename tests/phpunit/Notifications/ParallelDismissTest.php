<?php
/**
 * Notifications dismissed by separate requests at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Notifications;

use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Tests\ParallelWorkers;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test commits its user and removes it afterwards, on purpose.

/**
 * Each worker is its own PHP process with its own connection (fixtures/dismiss-worker.php, started by ParallelWorkers): one
 * card dismissed while Dismiss All is on its way, or two tabs, are two requests that each read the
 * user's list and write it. What the workers see is committed, so the user is committed here
 * (outside the test's transaction) and deleted afterwards.
 */
final class ParallelDismissTest extends TestCase {

	use ParallelWorkers;

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

		$this->run_workers( __DIR__ . '/fixtures/dismiss-worker.php', array_map( fn( string $id ): array => array_merge( array( (string) $this->user_id, $id ), $ids ), $ids ) );

		wp_cache_delete( $this->user_id, 'user_meta' );
		$dismissed = ( new NotificationStore() )->dismissed( $this->user_id );
		sort( $dismissed );
		$expected = $ids;
		sort( $expected );
		$this->assertSame( $expected, $dismissed, 'a dismissal was lost to another made at the same time' );
	}
}
