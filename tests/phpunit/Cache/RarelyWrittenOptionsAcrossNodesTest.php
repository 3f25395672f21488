<?php
/**
 * Rarely written options, written on one node, read on another after the notoptions race.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Insights\ThemesRevision;
use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Notifications\RemoteFeed;
use UserFeedback\Support\OptionRow;

/**
 * The AI settings, a survey's themes revision and deleted labels, the notifications and the
 * remote feed's copy are non-autoloaded options one request writes and requests on other nodes
 * (or the background steps) read. Each is read from its row, so the race that leaves an option on
 * WordPress's shared 'notoptions' list (hide_behind_notoptions()) hides none of them.
 */
final class RarelyWrittenOptionsAcrossNodesTest extends CacheTestCase {

	/**
	 * Filters added by the test: [ hook, callback ].
	 *
	 * @var array<int, array{0: string, 1: callable}>
	 */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		// Tests that run workers in other processes commit what those do (a survey's first
		// response adds a notification): each case here starts with its option missing, as on a
		// new site (the test's transaction puts the rows back).
		foreach ( array( AiSettingsStore::OPTION, NotificationStore::OPTION, RemoteFeed::OPTION ) as $option ) {
			delete_option( $option );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->filters as list( $hook, $callback ) ) {
			remove_filter( $hook, $callback );
		}
		parent::tearDown();
	}

	public function test_the_ai_settings_saved_on_a_are_in_force_on_c_and_kept_by_cs_save(): void {
		$this->hide_behind_notoptions(
			AiSettingsStore::OPTION,
			function (): void {
				$this->assertNotInstanceOf( \WP_Error::class, ( new AiSettingsStore() )->update( array( 'api_key' => 'sk-test' ) ) );
			}
		);
		$this->assertFalse( get_option( AiSettingsStore::OPTION ), 'WordPress reads them as missing on C' );
		$this->assertSame( 'sk-test', ( new AiSettingsStore() )->get()->api_key() );
		// A later change on C merges into what is stored: the key stays.
		$this->assertNotInstanceOf( \WP_Error::class, ( new AiSettingsStore() )->update( array( 'timeout' => 45 ) ) );
		$this->next_request( 'A' );
		$settings = ( new AiSettingsStore() )->get();
		$this->assertSame( 45, $settings->timeout() );
		$this->assertSame( 'sk-test', $settings->api_key() );
	}

	public function test_a_themes_change_on_a_is_seen_by_the_processor_on_c(): void {
		$option = 'userfeedback_insights_rev_7';
		$this->hide_behind_notoptions( $option, static fn() => ( new ThemesRevision() )->changed( 7 ) );
		$this->assertFalse( get_option( $option ), 'WordPress reads it as missing on C' );
		$this->assertSame( OptionRow::get( $option ), ( new ThemesRevision() )->of( 7 ) );
		$this->assertNotSame( '', ( new ThemesRevision() )->of( 7 ), 'so the survey is matched again' );
	}

	public function test_a_label_deleted_on_a_stays_deleted_on_c_and_after_cs_deletion(): void {
		$option = 'userfeedback_insights_dismissed_7';
		$this->hide_behind_notoptions( $option, static fn() => ( new ThemesRevision() )->dismiss( 7, 'Shipping' ) );
		$this->assertFalse( get_option( $option ), 'WordPress reads it as missing on C' );
		$this->assertSame( array( 'shipping' ), ( new ThemesRevision() )->dismissed( 7 ) );
		( new ThemesRevision() )->dismiss( 7, 'Price' );
		$this->next_request( 'A' );
		$this->assertSame( array( 'shipping', 'price' ), ( new ThemesRevision() )->dismissed( 7 ) );
	}

	public function test_a_notification_added_on_a_is_in_cs_drawer_and_kept_by_cs_write(): void {
		$this->hide_behind_notoptions(
			NotificationStore::OPTION,
			function (): void {
				$this->assertTrue(
					( new NotificationStore() )->add(
						array(
							'id'    => 'first-response-7',
							'title' => 'First response',
						)
					)
				);
			}
		);
		$this->assertFalse( get_option( NotificationStore::OPTION ), 'WordPress reads it as missing on C' );
		$store = new NotificationStore();
		$this->assertSame( array( 'first-response-7' ), array_column( $store->items(), 'id' ) );
		$this->assertFalse( $store->add( array( 'id' => 'first-response-7' ) ), 'announced once' );
		$store->set_checked_at( 1000 );
		$this->next_request( 'A' );
		$store = new NotificationStore();
		$this->assertSame( array( 'first-response-7' ), array_column( $store->items(), 'id' ), 'C\'s write kept it' );
		$this->assertSame( 1000, $store->checked_at() );
	}

	public function test_the_feed_fetched_on_a_is_shown_on_c_and_kept_by_a_failed_fetch(): void {
		$this->filter( 'userfeedback_notifications_feed_url', static fn() => 'https://feed.example.com/notifications.json' );
		$status = 200;
		$asked  = 0;
		$this->filter(
			'pre_http_request',
			static function () use ( &$status, &$asked ): array {
				++$asked;
				return array(
					'headers'  => array(),
					'body'     => (string) wp_json_encode(
						array(
							array(
								'id'    => 'sale',
								'title' => 'Spring sale',
							),
						)
					),
					'response' => array(
						'code'    => $status,
						'message' => '',
					),
					'cookies'  => array(),
				);
			}
		);
		$this->hide_behind_notoptions( RemoteFeed::OPTION, fn() => $this->assertTrue( ( new RemoteFeed() )->refresh() ) );
		$this->assertFalse( get_option( RemoteFeed::OPTION ), 'WordPress reads it as missing on C' );
		$this->assertSame( array( 'feed-sale' ), array_column( ( new RemoteFeed() )->items(), 'id' ) );
		// The hourly check on C does not fetch again before its time.
		$this->assertFalse( ( new RemoteFeed() )->refresh() );
		$this->assertSame( 1, $asked );
		// When a forced fetch fails (the same body, a 500), the last good copy stays.
		$status = 500;
		$this->assertFalse( ( new RemoteFeed() )->refresh( true ) );
		$this->next_request( 'A' );
		$this->assertSame( array( 'feed-sale' ), array_column( ( new RemoteFeed() )->items(), 'id' ) );
	}

	/**
	 * Adds a filter removed after the test.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @return void
	 */
	private function filter( string $hook, callable $callback ): void {
		add_filter( $hook, $callback, 10, 3 );
		$this->filters[] = array( $hook, $callback );
	}
}
