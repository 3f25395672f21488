<?php
/**
 * Webhooks: endpoints over REST, deliveries to a real server, signature, retries, the log.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Webhooks;

use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Webhooks\WebhooksController;
use UserFeedback\Webhooks\WebhooksFeature;
use UserFeedback\Webhooks\WebhookSender;

// The tests read the receiver's log file and our tables directly to check what left the site.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB

/**
 * Deliveries leave through WordPress's HTTP API to PHP's built-in server on the loopback (the
 * tests allow 127.0.0.1 and its port with the two filters a site would use) and are read back from
 * the receiver's log: headers, raw body, signature. Addresses that must never be reached are
 * answered, if asked, by a pre_http_request stand-in: the tests check that it never is. Host names
 * resolve through $dns (the test machine has no DNS).
 */
final class WebhooksTest extends TestCase {

	use ReceivesDeliveries;

	private const BASE = '/userfeedback/v1/webhooks';

	/**
	 * A published survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * A queue worker with the webhooks' handler (as the plugin builds it).
	 *
	 * @var EmailFeature
	 */
	private EmailFeature $email;

	/**
	 * The webhooks as the plugin builds them, resolving host names through $dns.
	 *
	 * @var WebhooksFeature
	 */
	private WebhooksFeature $feature;

	/**
	 * What host names resolve to, for the webhooks built in setUp.
	 *
	 * @var array<string, list<string>>
	 */
	private array $dns = array();

	/**
	 * Requests that reached WordPress's HTTP API for a host other than the receiver's.
	 *
	 * @var list<string>
	 */
	private array $stand_in_asked = array();

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior', 'targeting', 'branding', 'templates' ) );
		$this->allow_receiver();
		$this->act_as( 'administrator' );
		$saved = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Checkout survey',
				'status'        => 'publish',
				'questions'     => self::every_question_type(),
				// No e-mail: the queue then holds only the webhooks' jobs.
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		);
		$this->assertSame( 201, $saved->get_status() );
		$this->survey_id = (int) $saved->get_data()['id'];

		global $wpdb;
		$plugin        = userfeedback();
		$surveys       = new SurveyRepository( $wpdb, $plugin->tables() );
		$this->email   = new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		$targets       = new PublicTarget( Reach::PublicOnly, fn( string $host ): array => $this->dns[ $host ] ?? array() );
		$this->feature = new WebhooksFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), $surveys, $plugin->entitlements(), $targets );
		add_filter( 'pre_http_request', array( $this, 'stand_in' ), 10, 3 );
	}

	protected function tearDown(): void {
		$this->disallow_receiver();
		remove_filter( 'pre_http_request', array( $this, 'stand_in' ), 10 );
		parent::tearDown();
	}

	/**
	 * Answers, as the server there would, any request that reaches the HTTP API for a host other
	 * than the receiver's (cloud metadata, a rebinding host), and notes it.
	 *
	 * @param mixed               $pre  Short-circuit value.
	 * @param array<string,mixed> $args Request arguments.
	 * @param string              $url  URL.
	 * @return mixed
	 */
	public function stand_in( $pre, $args, $url ) {
		if ( str_starts_with( (string) $url, self::receiver()->url() ) ) {
			return $pre;
		}
		$this->stand_in_asked[] = (string) $url;
		return array(
			'headers'  => array(),
			'body'     => '{"AccessKeyId":"ASIA-SECRET","SecretAccessKey":"wJalr-SECRET"}',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}



	public function test_an_endpoint_is_created_changed_and_deleted_and_its_secret_shown_once(): void {
		$created = $this->create( '/ok', array( 'response.submitted' ) );
		$this->assertMatchesRegularExpression( '/^whsec_[0-9a-f]{48}$/', $created['secret'] );
		$this->assertSame( substr( $created['secret'], -4 ), $created['secret_hint'] );
		$this->assertSame( array(), $created['survey_ids'] );
		$this->assertTrue( $created['active'] );
		$this->assertNull( $created['last_delivery'] );

		$list = $this->rest( 'GET', self::BASE )->get_data();
		$this->assertCount( 1, $list );
		$this->assertArrayNotHasKey( 'secret', $list[0], 'the secret goes out once' );

		$changed = $this->rest(
			'PATCH',
			self::BASE . '/' . $created['id'],
			array(
				'events'     => array( 'response.submitted', 'survey.published' ),
				'survey_ids' => array( $this->survey_id ),
			)
		)->get_data();
		$this->assertSame( array( 'response.submitted', 'survey.published' ), $changed['events'] );
		$this->assertSame( array( $this->survey_id ), $changed['survey_ids'] );
		$this->assertArrayNotHasKey( 'secret', $changed );

		$rotated = $this->rest( 'PATCH', self::BASE . '/' . $created['id'], array( 'rotate_secret' => true ) )->get_data();
		$this->assertNotSame( $created['secret'], $rotated['secret'] );

		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $created['id'],
			),
			$this->rest( 'DELETE', self::BASE . '/' . $created['id'] )->get_data()
		);
		$this->assertSame( 404, $this->rest( 'GET', self::BASE . '/' . $created['id'] )->get_status() );
	}

	public function test_bad_input_is_refused_with_a_message(): void {
		$cases = array(
			'no url'          => array( array( 'events' => array( 'response.submitted' ) ), 'rest_missing_callback_param' ),
			'no events'       => array( array( 'url' => $this->url( '/ok' ) ), 'rest_missing_callback_param' ),
			'unknown event'   => array(
				array(
					'url'    => $this->url( '/ok' ),
					'events' => array( 'survey.exploded' ),
				),
				'rest_invalid_param',
			),
			'ftp'             => array(
				array(
					'url'    => 'ftp://example.com/hook',
					'events' => array( 'response.submitted' ),
				),
				'userfeedback_webhook_url_refused',
			),
			'private address' => array(
				array(
					'url'    => 'http://10.1.2.3/hook',
					'events' => array( 'response.submitted' ),
				),
				'userfeedback_webhook_url_refused',
			),
			'unknown survey'  => array(
				array(
					'url'        => $this->url( '/ok' ),
					'events'     => array( 'response.submitted' ),
					'survey_ids' => array( 999999 ),
				),
				'userfeedback_webhook_unknown_surveys',
			),
		);
		foreach ( $cases as $name => list( $body, $code ) ) {
			$response = $this->rest( 'POST', self::BASE, $body );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertSame( $code, $this->error_code( $response ), $name );
			$this->assertNotSame( '', (string) $response->get_data()['message'], $name );
		}
		$this->assertSame( array(), $this->rest( 'GET', self::BASE )->get_data(), 'nothing was created' );
	}

	public function test_only_administrators_on_the_pro_plan_manage_webhooks(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::BASE )->get_status() );
		$this->act_as( 'administrator' );
		( new LicenseStore() )->save( new License( 'test', 'plus' ) );
		$refused = $this->rest( 'GET', self::BASE );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $refused ) );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', self::BASE )->get_status() );
	}

	public function test_a_response_is_delivered_signed_with_every_answer(): void {
		$endpoint = $this->create( '/ok', array( 'response.submitted' ) );
		$response = $this->submit();

		$this->assertSame( 1, $this->drain() );
		$requests = $this->received();
		$this->assertCount( 1, $requests );
		$request = $requests[0];
		$this->assertSame( 'POST', $request['method'] );
		$this->assertSame( 'response.submitted', $request['event'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', (string) $request['delivery'] );
		$this->assertStringStartsWith( 'application/json', (string) $request['content_type'] );
		$this->assertSame( 'sha256=' . hash_hmac( 'sha256', $request['body'], $endpoint['secret'] ), $request['signature'], 'HMAC-SHA256 of the raw body' );

		$body = json_decode( $request['body'], true );
		$this->assertSame( 'response.submitted', $body['event'] );
		$this->assertNotFalse( strtotime( $body['sent_at'] ) );
		$this->assertSame(
			array(
				'id'    => $this->survey_id,
				'title' => 'Checkout survey',
			),
			$body['survey']
		);
		$this->assertSame( $response, $body['response']['id'] );
		$this->assertNotNull( $body['response']['submitted_at'] );
		$this->assertSame(
			array(
				'url'   => 'https://shop.example/checkout',
				'title' => 'Checkout',
			),
			$body['response']['page_submitted']
		);
		$answers = array_column( $body['response']['answers'], null, 'question_id' );
		$this->assertSame( array( 'star', 'nps', 'radio', 'check', 'mail', 'long' ), array_column( $body['response']['answers'], 'question_id' ), 'in the survey\'s order; the skipped one left out' );
		$this->assertSame(
			array(
				'question_id'    => 'star',
				'question_title' => 'Stars?',
				'type'           => 'star-rating',
				'value'          => 4,
				'extra'          => 'Nice',
			),
			$answers['star']
		);
		$this->assertSame( array( 'A', 'C' ), $answers['check']['value'] );
		$this->assertSame( 'Jo', $answers['mail']['extra'] );

		$log = $this->deliveries( $endpoint['id'] );
		$this->assertSame( 1, $log['pagination']['total'] );
		$this->assertSame( 'delivered', $log['items'][0]['outcome'] );
		$this->assertSame( 200, $log['items'][0]['response_code'] );
		$this->assertSame( 'thanks', $log['items'][0]['response_excerpt'] );
		$this->assertSame( $request['delivery'], $log['items'][0]['delivery_id'] );
		$this->assertSame( 'delivered', $this->rest( 'GET', self::BASE . '/' . $endpoint['id'] )->get_data()['last_delivery']['outcome'] );
	}

	public function test_a_failed_delivery_is_retried_later_with_the_same_id(): void {
		$endpoint = $this->create( '/flaky', array( 'response.submitted' ) );
		$this->submit();
		$now = time();
		$this->assertSame( 1, $this->drain( $now ) );
		$this->assertSame( 0, $this->drain( $now + 59 ), 'not before a minute' );
		$this->assertSame( 1, $this->drain( $now + 61 ) );

		$requests = $this->received();
		$this->assertCount( 2, $requests );
		$this->assertSame( $requests[0]['delivery'], $requests[1]['delivery'], 'one delivery, two attempts' );
		foreach ( $requests as $request ) {
			$this->assertSame( 'sha256=' . hash_hmac( 'sha256', $request['body'], $endpoint['secret'] ), $request['signature'] );
		}
		$log = $this->deliveries( $endpoint['id'] )['items'];
		$this->assertSame( array( 'delivered', 'retrying' ), array_column( $log, 'outcome' ) );
		$this->assertSame( array( 200, 503 ), array_column( $log, 'response_code' ) );
		$this->assertSame( array( 2, 1 ), array_column( $log, 'attempt' ) );
		$this->assertSame( 'The endpoint answered HTTP 503.', $log[1]['error'] );
	}

	public function test_a_delivery_that_keeps_failing_is_given_up_after_five_attempts(): void {
		$endpoint = $this->create( '/fail', array( 'response.submitted' ) );
		$this->submit();
		$at = time();
		foreach ( array( 0, 60, 300, 1800, 7200 ) as $delay ) {
			$at += $delay;
			$this->assertSame( 1, $this->drain( $at + 1 ), "attempt after {$delay} s" );
		}
		$this->assertSame( 0, $this->drain( $at + DAY_IN_SECONDS ) );
		$this->assertCount( 5, $this->received() );
		$outcomes = array_column( $this->deliveries( $endpoint['id'] )['items'], 'outcome' );
		$this->assertSame( array( 'gave_up', 'retrying', 'retrying', 'retrying', 'retrying' ), $outcomes );
		global $wpdb;
		$this->assertSame( 'failed', $wpdb->get_var( "SELECT status FROM {$wpdb->prefix}userfeedback_email_queue WHERE kind = 'webhook'" ) );
	}

	public function test_events_go_only_where_they_are_wanted(): void {
		$other = (int) $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Other',
				'status'        => 'draft',
				'questions'     => self::every_question_type(),
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		)->get_data()['id'];
		$this->create( '/ok', array( 'survey.published' ), array( $other ) );
		$this->create( '/ok', array( 'response.trashed', 'response.deleted' ) );
		$off = $this->create( '/ok', array( 'response.submitted' ) );
		$this->rest( 'PATCH', self::BASE . '/' . $off['id'], array( 'active' => false ) );

		$response = $this->submit();
		$this->assertSame( 0, $this->drain(), 'nobody wants response.submitted (the only one is off)' );

		$this->rest( 'POST', '/userfeedback/v1/surveys/publish', array( 'survey_ids' => array( $other ) ) );
		$base = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
		$this->rest( 'POST', "{$base}/trash", array( 'response_ids' => array( $response ) ) );
		$this->rest( 'DELETE', $base, array( 'response_ids' => array( $response ) ) );
		$this->assertSame( 3, $this->drain() );

		$bodies = array_map( static fn( array $r ): array => json_decode( $r['body'], true ), $this->received() );
		$this->assertSame( array( 'survey.published', 'response.trashed', 'response.deleted' ), array_column( $bodies, 'event' ) );
		$this->assertSame(
			array(
				'id'    => $other,
				'title' => 'Other',
			),
			$bodies[0]['survey']
		);
		$this->assertArrayNotHasKey( 'response', $bodies[0], 'a survey event has no response' );
		$this->assertCount( 6, $bodies[1]['response']['answers'], 'a trashed response is sent whole' );
		$this->assertSame( array( 'id' => $response ), $bodies[2]['response'], 'a deleted response sends only its id' );
	}

	public function test_send_test_reports_what_the_endpoint_answered(): void {
		$ok     = $this->create( '/ok', array( 'response.submitted' ) );
		$answer = $this->rest( 'POST', self::BASE . '/' . $ok['id'] . '/test' );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'delivered', $answer->get_data()['outcome'] );
		$this->assertSame( 200, $answer->get_data()['response_code'] );
		$this->assertSame( 'test', $this->received()[0]['event'] );
		$this->assertSame( 'sha256=' . hash_hmac( 'sha256', $this->received()[0]['body'], $ok['secret'] ), $this->received()[0]['signature'] );

		$failing = $this->create( '/fail', array( 'response.submitted' ) );
		$answer  = $this->rest( 'POST', self::BASE . '/' . $failing['id'] . '/test' )->get_data();
		$this->assertSame( 'gave_up', $answer['outcome'] );
		$this->assertSame( 500, $answer['response_code'] );
		$this->assertSame( 'boom', $answer['response_excerpt'] );
		$this->assertSame( 0, $this->drain(), 'a test is not queued or retried' );
	}

	public function test_private_addresses_are_refused_unless_the_site_allows_them(): void {
		$endpoint = $this->create( '/ok', array( 'response.submitted' ) );
		// The site's own host passes wp_http_validate_url() on its own port; this port is another.
		$this->disallow_receiver();
		$this->submit();
		$this->drain();
		$this->assertSame( array(), $this->received(), 'nothing left the site' );
		$log = $this->deliveries( $endpoint['id'] )['items'][0];
		$this->assertSame( 'retrying', $log['outcome'] );
		$this->assertSame( 0, $log['response_code'] );
		$this->assertNotSame( '', $log['error'] );
	}

	public function test_private_and_reserved_addresses_are_refused_when_saved(): void {
		$endpoint = $this->create( '/ok', array( 'response.submitted' ) );
		foreach ( array(
			'http://169.254.169.254/latest/meta-data/' => '169.254.169.254 is in 169.254.0.0/16',
			'http://100.64.0.1/'                       => '100.64.0.1 is in 100.64.0.0/10',
			'http://198.18.0.1/'                       => '198.18.0.1 is in 198.18.0.0/15',
			'http://224.0.0.1/'                        => '224.0.0.1 is in 224.0.0.0/4',
			'http://255.255.255.255/'                  => '255.255.255.255 is in 240.0.0.0/4',
			'http://[fd00::1]/'                        => 'fd00::1 is in fc00::/7',
			'http://[::ffff:127.0.0.1]/'               => '::ffff:127.0.0.1 is in 127.0.0.0/8',
			'http://2130706433/'                       => 'four numbers',
		) as $url => $why ) {
			$created = $this->rest(
				'POST',
				self::BASE,
				array(
					'url'    => $url,
					'events' => array( 'response.submitted' ),
				)
			);
			$this->assertSame( 400, $created->get_status(), $url );
			$this->assertSame( 'userfeedback_webhook_url_refused', $this->error_code( $created ), $url );
			$this->assertStringContainsString( $why, (string) $created->get_data()['message'], $url );
			$this->assertSame( $created->get_data()['message'], $created->get_data()['data']['params']['url'] );

			$changed = $this->rest( 'PATCH', self::BASE . '/' . $endpoint['id'], array( 'url' => $url ) );
			$this->assertSame( 400, $changed->get_status(), $url );
			$this->assertStringContainsString( $why, (string) $changed->get_data()['message'], $url );
		}
		$this->assertCount( 1, $this->rest( 'GET', self::BASE )->get_data(), 'nothing was created' );
		$this->assertSame( $endpoint['url'], $this->rest( 'GET', self::BASE . '/' . $endpoint['id'] )->get_data()['url'], 'nor changed' );

		$public = $this->rest( 'PATCH', self::BASE . '/' . $endpoint['id'], array( 'url' => 'https://[2606:4700:4700::1111]/hook' ) );
		$this->assertSame( 200, $public->get_status(), 'a public IPv6 address is fine' );
		$this->assertSame( 'https://[2606:4700:4700::1111]/hook', $public->get_data()['url'] );
	}

	public function test_a_refused_address_is_never_sent_at_delivery_and_the_log_says_why(): void {
		$endpoint = $this->saved_while_allowed( 'http://169.254.169.254/latest/meta-data/' );
		$this->submit();
		$this->assertSame( 1, $this->drain() );

		$this->assertSame( array(), $this->stand_in_asked, 'never sent' );
		$log = $this->deliveries( $endpoint['id'] )['items'][0];
		$this->assertSame( 'retrying', $log['outcome'] );
		$this->assertSame( 0, $log['response_code'] );
		$this->assertStringContainsString( '169.254.169.254 is in 169.254.0.0/16', $log['error'] );
		$this->assertSame( '', $log['response_excerpt'] );
	}

	public function test_send_test_never_shows_a_refused_targets_reply(): void {
		$endpoint = $this->saved_while_allowed( 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' );
		$answer   = $this->rest( 'POST', self::BASE . '/' . $endpoint['id'] . '/test' );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'gave_up', $answer->get_data()['outcome'] );
		$this->assertSame( 0, $answer->get_data()['response_code'] );
		$this->assertSame( '', $answer->get_data()['response_excerpt'] );
		$this->assertStringContainsString( 'private or reserved network (169.254.169.254 is in 169.254.0.0/16)', (string) $answer->get_data()['error'] );
		$this->assertStringNotContainsString( 'SECRET', (string) wp_json_encode( $answer->get_data() ) );
		$this->assertStringNotContainsString( 'SECRET', (string) wp_json_encode( $this->deliveries( $endpoint['id'] ) ), 'nor does the log' );
		$this->assertSame( array(), $this->stand_in_asked );
	}

	public function test_a_host_that_resolves_to_a_private_address_is_refused_at_delivery(): void {
		$endpoint  = $this->saved_while_allowed( 'http://localhost:' . self::receiver()->port . '/ok' );
		$this->dns = array( 'localhost' => array( '127.0.0.1' ) );
		$this->submit();
		$this->drain();

		$this->assertSame( array(), $this->received(), 'the receiver listens there, and got nothing' );
		$this->assertSame( array(), $this->stand_in_asked );
		$log = $this->deliveries( $endpoint['id'] )['items'][0];
		$this->assertSame( 'retrying', $log['outcome'] );
		$this->assertStringContainsString( 'localhost points to a private or reserved network (127.0.0.1 is in 127.0.0.0/8)', $log['error'] );
	}

	public function test_an_endpoint_saved_while_public_is_refused_once_its_host_resolves_privately(): void {
		$this->dns = array( 'rebind.example.test' => array( '93.184.215.14' ) );
		$request   = new \WP_REST_Request( 'POST', self::BASE );
		$request->set_body_params(
			array(
				'url'    => 'https://rebind.example.test/hook',
				'events' => array( 'response.submitted' ),
			)
		);
		$created = $this->controller()->create_item( $request );
		$this->assertInstanceOf( \WP_REST_Response::class, $created, is_wp_error( $created ) ? $created->get_error_message() : '' );
		$this->assertSame( 201, $created->get_status() );
		$test = new \WP_REST_Request( 'POST', self::BASE . '/' . $created->get_data()['id'] . '/test' );
		$test->set_url_params( array( 'id' => $created->get_data()['id'] ) );

		$public = $this->controller()->send_test( $test );
		$this->assertInstanceOf( \WP_REST_Response::class, $public );
		$this->assertSame( 'delivered', $public->get_data()['outcome'] );
		$this->assertSame( array( 'https://rebind.example.test/hook' ), $this->stand_in_asked, 'sent while the host was public' );

		$this->dns = array( 'rebind.example.test' => array( '169.254.169.254' ) );
		$private   = $this->controller()->send_test( $test );
		$this->assertInstanceOf( \WP_REST_Response::class, $private );
		$this->assertSame( 'gave_up', $private->get_data()['outcome'] );
		$this->assertSame( '', $private->get_data()['response_excerpt'] );
		$this->assertStringContainsString( 'rebind.example.test points to a private or reserved network (169.254.169.254 is in 169.254.0.0/16)', (string) $private->get_data()['error'] );
		$this->assertCount( 1, $this->stand_in_asked, 'not sent once it answers a private address' );
	}

	public function test_a_null_field_is_a_400_and_changes_nothing(): void {
		$endpoint     = $this->create( '/ok', array( 'response.submitted' ) );
		$deprecations = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the deprecation is what this test is about.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$deprecations ): bool {
				$deprecations[] = $message;
				return true;
			},
			E_DEPRECATED | E_USER_DEPRECATED
		);
		try {
			foreach ( array( 'url', 'events', 'survey_ids', 'active', 'rotate_secret' ) as $field ) {
				$response = $this->rest( 'PATCH', self::BASE . '/' . $endpoint['id'], array( $field => null ) );
				$this->assertSame( 400, $response->get_status(), $field );
				$this->assertSame( 'rest_invalid_param', $this->error_code( $response ), $field );
				$this->assertSame( "{$field} cannot be null. Leave it out to keep its current value.", $response->get_data()['data']['params'][ $field ] );
			}
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $deprecations );
		$this->assertSame( array_diff_key( $endpoint, array( 'secret' => true ) ), $this->rest( 'GET', self::BASE . '/' . $endpoint['id'] )->get_data(), 'unchanged' );
	}

	public function test_nothing_is_queued_without_the_plan_and_queued_deliveries_are_skipped(): void {
		$endpoint = $this->create( '/ok', array( 'response.submitted' ) );
		$this->submit();
		( new LicenseStore() )->save( new License( 'test', 'plus' ) );
		$this->submit();
		$this->assertSame( 1, $this->drain(), 'only the first response was queued' );
		$this->assertSame( array(), $this->received(), 'and skipped: the plan no longer includes webhooks' );
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->assertSame( 'skipped', $this->deliveries( $endpoint['id'] )['items'][0]['outcome'] );
	}

	public function test_the_log_keeps_thirty_days(): void {
		$endpoint = $this->create( '/ok', array( 'response.submitted' ) );
		$this->rest( 'POST', self::BASE . '/' . $endpoint['id'] . '/test' );
		global $wpdb;
		$table = $wpdb->prefix . 'userfeedback_webhook_deliveries';
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s", gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ) );
		$this->rest( 'POST', self::BASE . '/' . $endpoint['id'] . '/test' );
		$this->drain();
		$this->assertSame( 1, $this->deliveries( $endpoint['id'] )['pagination']['total'] );
	}

	/**
	 * Creates an endpoint on the receiver.
	 *
	 * @param string   $path       The receiver's path (its behaviour).
	 * @param string[] $events     Events.
	 * @param int[]    $survey_ids Surveys.
	 * @return array<string, mixed> The created endpoint, with its secret.
	 */
	private function create( string $path, array $events, array $survey_ids = array() ): array {
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'url'        => $this->url( $path ),
				'events'     => $events,
				'survey_ids' => $survey_ids,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A visitor's response to the survey, one answer of each type.
	 *
	 * @return int The response id.
	 */
	private function submit(): int {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$response               = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers'        => self::every_question_type_answers(),
				'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
				'page_submitted' => array(
					'url'   => 'https://shop.example/checkout',
					'title' => 'Checkout',
				),
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Runs the queue as the minute event does.
	 *
	 * @param int|null $now Unix time.
	 * @return int Jobs handled.
	 */
	private function drain( ?int $now = null ): int {
		return $this->email->worker()->drain( 50, 30.0, $now );
	}



	/**
	 * An endpoint saved while the site allowed its host, as one saved before addresses were
	 * checked this strictly.
	 *
	 * @param string $url The address.
	 * @return array<string, mixed>
	 */
	private function saved_while_allowed( string $url ): array {
		$host     = (string) wp_parse_url( $url, PHP_URL_HOST );
		$allow    = static fn( $external, $asked ) => $host === $asked ? true : $external;
		add_filter( 'http_request_host_is_external', $allow, 10, 2 );
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'url'    => $url,
				'events' => array( 'response.submitted' ),
			)
		);
		remove_filter( 'http_request_host_is_external', $allow, 10 );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The REST controller of the webhooks built in setUp (resolving through $dns).
	 *
	 * @return WebhooksController
	 */
	private function controller(): WebhooksController {
		foreach ( $this->feature->hooks() as $hook ) {
			if ( $hook instanceof WebhooksController ) {
				return $hook;
			}
		}
		self::fail( 'No controller.' );
	}

	/**
	 * The first page of an endpoint's log.
	 *
	 * @param int $id Endpoint.
	 * @return array<string, mixed>
	 */
	private function deliveries( int $id ): array {
		return $this->rest( 'GET', self::BASE . "/{$id}/deliveries" )->get_data();
	}
}
