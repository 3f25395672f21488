<?php
/**
 * The notifications drawer's server side.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Notifications;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Notifications\LocalEvents;
use UserFeedback\Notifications\NotificationsFeature;
use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Notifications\RemoteFeed;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// The tests read and shape our own tables directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * Contract "Notifications" (docs/rest-api.md): local events become notifications once, the lists
 * are per user, dismissal per user ('all' too), the action allow-list, permissions, and the remote
 * feed (off by default, sanitised when on).
 */
final class NotificationsTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/notifications';

	/**
	 * Filters to remove in tearDown: [hook, callback].
	 *
	 * @var array<int, array{string, callable}>
	 */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( $filter[0], $filter[1] );
		}
		$this->filters = array();
		parent::tearDown();
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

	/**
	 * A published survey with one text question, created as an administrator.
	 *
	 * @param string               $title    Title.
	 * @param array<string, mixed> $settings Survey settings.
	 * @return int
	 */
	private function survey( string $title = 'Checkout poll', array $settings = array() ): int {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => $title,
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'q1',
						'type'  => 'text',
						'title' => 'Anything to add?',
					),
				),
				'settings'  => $settings,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		wp_set_current_user( $user );
		return (int) $response->get_data()['id'];
	}

	/**
	 * A visitor answers through the public route.
	 *
	 * @param int $survey_id Survey.
	 * @return void
	 */
	private function respond( int $survey_id ): void {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers' => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Fine.',
					),
				),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		wp_set_current_user( $user );
	}

	/**
	 * The notification ids of a list of the GET reply.
	 *
	 * @param string $list notifications or dismissed.
	 * @return string[]
	 */
	private function ids( string $list = 'notifications' ): array {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status() );
		return array_column( $response->get_data()[ $list ], 'id' );
	}

	/**
	 * The feature's local events over the running site.
	 *
	 * @return LocalEvents
	 */
	private function events(): LocalEvents {
		global $wpdb;
		$plugin = userfeedback();
		return new LocalEvents( $wpdb, $plugin->tables(), $plugin->entitlements(), new LicenseStore(), new NotificationStore() );
	}

	public function test_a_surveys_first_response_is_announced_once(): void {
		$id = $this->survey( 'Checkout poll' );
		$this->respond( $id );
		$this->respond( $id );

		$this->act_as( 'administrator' );
		$reply = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( array( 'first-response-' . $id ), array_column( $reply['notifications'], 'id' ) );
		$item = $reply['notifications'][0];
		$this->assertSame( '“Checkout poll” received its first response', $item['title'] );
		$this->assertSame( 'success', $item['type'] );
		$this->assertStringContainsString( 'page=userfeedback_results#/survey/' . $id, $item['btns'][0]['url'] );
		$this->assertArrayNotHasKey( 'capability', $item );
		$this->assertSame( array(), $reply['dismissed'] );
		$this->assertStringContainsString( 'open=userfeedback_notifications', $reply['view_url'] );
		$this->assertStringContainsString( 'open=userfeedback_notifications', $reply['sidebar_url'] );
	}

	public function test_the_hot_path_costs_no_query_once_a_survey_is_handled(): void {
		global $wpdb;
		$id = $this->survey();
		$this->respond( $id );
		$this->assertContains( $id, get_option( LocalEvents::HANDLED_OPTION ) );

		$before = $wpdb->num_queries;
		do_action( 'userfeedback_response_committed', 999999, $id );
		$this->assertSame( $before, $wpdb->num_queries );
	}

	public function test_a_survey_that_already_had_responses_is_not_announced(): void {
		global $wpdb;
		$id = $this->survey();
		// A response stored before the feature existed (no event fired for it).
		$wpdb->insert(
			userfeedback()->tables()->responses(),
			array(
				'survey_id'    => $id,
				'status'       => 'publish',
				'submitted_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$this->respond( $id );

		$this->act_as( 'administrator' );
		$this->assertSame( array(), $this->ids() );
	}

	public function test_the_hourly_check_announces_live_expired_and_licence_events_once(): void {
		$this->set_active_addons( array( 'behavior' ) );
		( new LicenseStore() )->save( new License( 'key', 'pro', false, false, false, time() + 5 * DAY_IN_SECONDS ) );
		$scheduled = $this->survey( 'Spring launch' );
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'publish_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'id' => $scheduled ) );
		$yesterday = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( '-1 day' );
		if ( '1' === $yesterday->format( 'j' ) && '1' === $yesterday->format( 'n' ) ) {
			$this->markTestSkipped( 'On 1 January no date of this year has passed yet.' );
		}
		$expired = $this->survey(
			'Old poll',
			array(
				'behavior' => array(
					'run_time'  => 'expire',
					'expire_at' => array(
						'month' => (int) $yesterday->format( 'n' ),
						'day'   => (int) $yesterday->format( 'j' ),
					),
				),
			)
		);

		$this->events()->check();
		$this->events()->check();

		$this->act_as( 'administrator' );
		$ids = $this->ids();
		sort( $ids );
		$expires    = ( new LicenseStore() )->get()->expires;
		$table      = userfeedback()->tables()->surveys();
		$publish_at = (string) $wpdb->get_var( $wpdb->prepare( "SELECT publish_at FROM `{$table}` WHERE id = %d", $scheduled ) );
		$this->assertSame(
			array(
				'license-expiring-' . $expires,
				'survey-expired-' . $expired . '-' . $yesterday->format( 'Y' ),
				'survey-published-' . $scheduled . '-' . strtotime( $publish_at . ' UTC' ),
			),
			$ids
		);

		// Editors see the survey events, not the licence (manage_options only).
		$this->act_as( 'editor' );
		$this->assertCount( 2, $this->ids() );
		$this->assertNotContains( 'license-expiring-' . $expires, $this->ids() );
	}

	public function test_a_licence_expiring_later_than_14_days_is_not_announced(): void {
		( new LicenseStore() )->save( new License( 'key', 'pro', false, false, false, time() + 15 * DAY_IN_SECONDS ) );
		$this->events()->check();
		$this->act_as( 'administrator' );
		$this->assertSame( array(), $this->ids() );
	}

	public function test_only_plugin_users_may_read(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE . '/all/dismiss' )->get_status() );
		$this->assertSame(
			403,
			$this->rest(
				'POST',
				self::ROUTE . '/action',
				array(
					'class'  => 'notifications',
					'action' => 'refresh',
				)
			)->get_status()
		);
		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_dismissal_is_per_user_and_all_dismisses_every_item(): void {
		$first  = $this->survey( 'One' );
		$second = $this->survey( 'Two' );
		$this->respond( $first );
		$this->respond( $second );
		$alice = $this->create_user( 'administrator' );
		$bob   = $this->create_user( 'administrator' );

		wp_set_current_user( $alice );
		$response = $this->rest( 'POST', self::ROUTE . '/first-response-' . $first . '/dismiss' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'first-response-' . $second ), array_column( $response->get_data()['notifications'], 'id' ) );
		$this->assertSame( array( 'first-response-' . $first ), $this->ids( 'dismissed' ) );

		wp_set_current_user( $bob );
		$this->assertCount( 2, $this->ids(), 'another user still has both' );

		wp_set_current_user( $alice );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE . '/all/dismiss' )->get_status() );
		$this->assertSame( array(), $this->ids() );
		$this->assertCount( 2, $this->ids( 'dismissed' ) );

		$missing = $this->rest( 'POST', self::ROUTE . '/no-such-thing/dismiss' );
		$this->assertSame( 404, $missing->get_status() );
	}

	public function test_actions_run_only_from_the_allow_list(): void {
		$this->act_as( 'administrator' );
		foreach (
			array(
				array( 'license', 'delete' ),
				array( 'plugin', 'renew' ),
				array( 'wpdb', 'query' ),
			) as $case
		) {
			$response = $this->rest(
				'POST',
				self::ROUTE . '/action',
				array(
					'class'  => $case[0],
					'action' => $case[1],
				)
			);
			$this->assertSame( 400, $response->get_status(), implode( '/', $case ) );
			$this->assertSame( 'userfeedback_unknown_action', $this->error_code( $response ) );
		}
		// A PHP class name does not even pass the argument check.
		$response = $this->rest(
			'POST',
			self::ROUTE . '/action',
			array(
				'class'  => 'UserFeedback\\Database\\Uninstaller',
				'action' => 'run',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );

		$renew = $this->rest(
			'POST',
			self::ROUTE . '/action',
			array(
				'class'  => 'license',
				'action' => 'renew',
			)
		);
		$this->assertSame( 200, $renew->get_status() );
		$this->assertStringStartsWith( 'https://www.userfeedback.com/', $renew->get_data()->redirect_to );

		$refresh = $this->rest(
			'POST',
			self::ROUTE . '/action',
			array(
				'class'  => 'notifications',
				'action' => 'refresh',
			)
		);
		$this->assertTrue( $refresh->get_data()->reload );

		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			self::ROUTE . '/action',
			array(
				'class'  => 'license',
				'action' => 'renew',
			)
		);
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_the_remote_feed_is_off_by_default(): void {
		$requests = 0;
		$this->filter(
			'pre_http_request',
			static function ( $pre ) use ( &$requests ) {
				++$requests;
				return $pre;
			}
		);
		do_action( NotificationsFeature::CHECK_HOOK );
		$this->assertSame( 0, $requests );
		$this->assertSame( '', ( new RemoteFeed() )->url() );
		$this->assertFalse( get_option( RemoteFeed::OPTION ) );
	}

	public function test_a_configured_feed_is_fetched_and_sanitised(): void {
		$this->filter( 'userfeedback_notifications_feed_url', static fn() => 'https://feed.example.com/notifications.json' );
		$asked = array();
		$this->filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$asked ) {
				$asked[] = $url;
				return array(
					'headers'  => array(),
					'body'     => (string) wp_json_encode(
						array(
							array(
								'id'      => 'Spring Sale!',
								'title'   => '<b>Spring</b> sale',
								'content' => '<p onclick="steal()">Save <strong>50%</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
								'btns'    => array(
									array(
										'text' => 'Go',
										'url'  => 'javascript:alert(1)',
									),
									array(
										'text' => 'Read',
										'url'  => 'https://example.com/sale',
									),
								),
							),
							array(
								'id'    => 'old',
								'title' => 'Expired',
								'end'   => '2001-01-01',
							),
						)
					),
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
				);
			}
		);

		do_action( NotificationsFeature::CHECK_HOOK );
		do_action( NotificationsFeature::CHECK_HOOK );
		$this->assertSame( array( 'https://feed.example.com/notifications.json' ), $asked, 'fetched once, then cached' );

		$this->act_as( 'editor' );
		$items = $this->rest( 'GET', self::ROUTE )->get_data()['notifications'];
		$this->assertSame( array( 'feed-springsale' ), array_column( $items, 'id' ) );
		$this->assertSame( 'Spring sale', $items[0]['title'] );
		$this->assertStringNotContainsString( '<script', $items[0]['content'] );
		$this->assertStringNotContainsString( 'onclick', $items[0]['content'] );
		$this->assertStringNotContainsString( 'javascript:', $items[0]['content'] );
		$this->assertStringContainsString( '<strong>50%</strong>', $items[0]['content'] );
		$this->assertSame(
			array(
				array(
					'text' => 'Read',
					'url'  => 'https://example.com/sale',
				),
			),
			$items[0]['btns']
		);

		// A feed item is dismissed like a local one.
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE . '/feed-springsale/dismiss' )->get_status() );
		$this->assertSame( array( 'feed-springsale' ), $this->ids( 'dismissed' ) );
	}

	public function test_the_check_is_a_scheduled_event_cleared_with_the_others(): void {
		$this->assertContains( NotificationsFeature::CHECK_HOOK, \UserFeedback\Support\ScheduledEvents::hooks() );
		$this->assertNotFalse( has_action( NotificationsFeature::CHECK_HOOK ) );
		$this->assertNotFalse( has_action( 'userfeedback_response_committed' ) );
	}
}
