<?php
/**
 * REST hooks: subscribe, list, sample, deliver, unsubscribe (by the platform or by a 410).
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
use UserFeedback\Webhooks\RestHooksController;
use UserFeedback\Webhooks\WebhooksFeature;
use UserFeedback\Webhooks\WebhookSender;

// The tests read the receiver's log file and our tables directly to check what left the site.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB

/**
 * The platform's side of the pattern, through rest_do_request as an administrator (what an
 * application password authenticates as), and deliveries to PHP's built-in server on the loopback
 * (allowed with the two filters a site would use), read back from the receiver's log.
 */
final class RestHooksTest extends TestCase {

	use ReceivesDeliveries;

	private const BASE = '/userfeedback/v1/hooks';

	/**
	 * A published survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * The queue and its worker, with the webhooks' handler.
	 *
	 * @var EmailFeature
	 */
	private EmailFeature $email;

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
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		);
		$this->assertSame( 201, $saved->get_status() );
		$this->survey_id = (int) $saved->get_data()['id'];

		global $wpdb;
		$plugin      = userfeedback();
		$surveys     = new SurveyRepository( $wpdb, $plugin->tables() );
		$this->email = new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		new WebhooksFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), $surveys, $plugin->entitlements(), new PublicTarget( Reach::PublicOnly, static fn(): array => array() ) );
	}

	protected function tearDown(): void {
		$this->disallow_receiver();
		parent::tearDown();
	}

	public function test_a_platform_subscribes_lists_and_unsubscribes(): void {
		$made = $this->rest(
			'POST',
			self::BASE,
			array(
				'target_url' => $this->url( '/ok' ),
				'event'      => 'response.submitted',
			)
		);
		$this->assertSame( 201, $made->get_status(), (string) wp_json_encode( $made->get_data() ) );
		$hook = $made->get_data();
		$this->assertSame( $this->url( '/ok' ), $hook['target_url'] );
		$this->assertSame( 'response.submitted', $hook['event'] );
		$this->assertNull( $hook['survey_id'] );
		$this->assertMatchesRegularExpression( '/^whsec_[0-9a-f]{48}$/', $hook['secret'] );

		$again = $this->rest(
			'POST',
			self::BASE,
			array(
				'target_url' => $this->url( '/ok' ),
				'event'      => 'response.submitted',
			)
		);
		$this->assertSame( 200, $again->get_status(), 'a repeated subscribe answers the hook it made' );
		$this->assertSame( $hook['id'], $again->get_data()['id'] );
		$this->assertArrayNotHasKey( 'secret', $again->get_data() );

		$list = $this->rest( 'GET', self::BASE )->get_data();
		$this->assertCount( 1, $list );
		$this->assertSame( $hook['id'], $list[0]['id'] );
		$this->assertArrayNotHasKey( 'secret', $list[0] );

		// The owner sees it among the webhooks, marked as the platform's.
		$owner_list = $this->rest( 'GET', '/userfeedback/v1/webhooks' )->get_data();
		$this->assertSame( 'rest_hook', $owner_list[0]['source'] );

		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $hook['id'],
			),
			$this->rest( 'DELETE', self::BASE . '/' . $hook['id'] )->get_data()
		);
		$this->assertSame( array(), $this->rest( 'GET', self::BASE )->get_data() );
		$this->assertSame( 404, $this->rest( 'DELETE', self::BASE . '/' . $hook['id'] )->get_status() );
	}

	public function test_a_platform_cannot_remove_the_owners_webhook(): void {
		$owner = $this->rest(
			'POST',
			'/userfeedback/v1/webhooks',
			array(
				'url'    => $this->url( '/ok' ),
				'events' => array( 'response.submitted' ),
			)
		)->get_data();
		$this->assertSame( 404, $this->rest( 'DELETE', self::BASE . '/' . $owner['id'] )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/userfeedback/v1/webhooks/' . $owner['id'] )->get_status() );
		$this->assertSame( array(), $this->rest( 'GET', self::BASE )->get_data(), 'the owner’s webhooks are not listed as hooks' );
	}

	public function test_a_response_is_delivered_signed_and_a_410_unsubscribes(): void {
		$kept = $this->subscribe( '/ok' );
		$gone = $this->subscribe( '/gone' );
		$this->submit();
		$this->assertSame( 2, $this->drain() );

		$received = $this->received();
		$this->assertCount( 2, $received );
		$ok = array_values( array_filter( $received, static fn( array $r ): bool => '/ok' === $r['path'] ) )[0];
		$this->assertSame( 'response.submitted', $ok['event'] );
		$this->assertSame( WebhookSender::signature( $ok['body'], $kept['secret'] ), $ok['signature'] );
		$body = json_decode( $ok['body'], true );
		$this->assertSame( $this->survey_id, $body['survey']['id'] );
		$this->assertNotEmpty( $body['response']['answers'] );

		$ids = array_column( $this->rest( 'GET', self::BASE )->get_data(), 'id' );
		$this->assertSame( array( $kept['id'] ), $ids, 'the subscriber that answered 410 is removed' );
		$this->assertNotContains( $gone['id'], $ids );

		// Its later deliveries are not sent anywhere.
		$this->submit();
		$this->drain();
		$this->assertCount( 1, array_filter( array_slice( $this->received(), 2 ), static fn( array $r ): bool => '/ok' === $r['path'] ) );
		$this->assertCount( 0, array_filter( array_slice( $this->received(), 2 ), static fn( array $r ): bool => '/gone' === $r['path'] ) );
	}

	public function test_a_hook_for_one_survey_gets_only_that_survey(): void {
		$other = (int) $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Other',
				'status'        => 'publish',
				'questions'     => self::every_question_type(),
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		)->get_data()['id'];
		$this->subscribe( '/ok', $other );
		$this->submit();
		$this->drain();
		$this->assertSame( array(), $this->received() );
	}

	public function test_samples_follow_the_event_and_the_surveys_questions(): void {
		$generic = $this->rest( 'GET', self::BASE . '/samples/response.submitted' );
		$this->assertSame( 200, $generic->get_status() );
		$this->assertCount( 1, $generic->get_data() );
		$this->assertSame( 'response.submitted', $generic->get_data()[0]['event'] );
		$this->assertNotEmpty( $generic->get_data()[0]['response']['answers'] );

		$shaped   = $this->rest( 'GET', self::BASE . '/samples/response.submitted', array( 'survey_id' => $this->survey_id ) )->get_data()[0];
		$expected = array_column( self::every_question_type(), 'id' );
		$this->assertSame( $expected, array_column( $shaped['response']['answers'], 'question_id' ) );
		$this->assertSame( 'Checkout survey', $shaped['survey']['title'] );

		$published = $this->rest( 'GET', self::BASE . '/samples/survey.published' )->get_data()[0];
		$this->assertArrayNotHasKey( 'response', $published );
		$deleted = $this->rest( 'GET', self::BASE . '/samples/response.deleted' )->get_data()[0];
		$this->assertSame( array( 'id' => 0 ), $deleted['response'] );

		$this->assertSame( 400, $this->rest( 'GET', self::BASE . '/samples/survey.exploded' )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', self::BASE . '/samples/response.submitted', array( 'survey_id' => 999999 ) )->get_status() );
	}

	public function test_bad_input_is_refused_with_a_message(): void {
		$cases = array(
			'no target'       => array( array( 'event' => 'response.submitted' ), 400, 'rest_missing_callback_param' ),
			'no event'        => array( array( 'target_url' => $this->url( '/ok' ) ), 400, 'rest_missing_callback_param' ),
			'unknown event'   => array(
				array(
					'target_url' => $this->url( '/ok' ),
					'event'      => 'survey.exploded',
				),
				400,
				'rest_invalid_param',
			),
			'private address' => array(
				array(
					'target_url' => 'http://10.1.2.3/hook',
					'event'      => 'response.submitted',
				),
				400,
				'userfeedback_webhook_url_refused',
			),
			'metadata host'   => array(
				array(
					'target_url' => 'http://169.254.169.254/latest/meta-data',
					'event'      => 'response.submitted',
				),
				400,
				'userfeedback_webhook_url_refused',
			),
			'unknown survey'  => array(
				array(
					'target_url' => $this->url( '/ok' ),
					'event'      => 'response.submitted',
					'survey_id'  => 999999,
				),
				404,
				'userfeedback_survey_not_found',
			),
		);
		foreach ( $cases as $name => list( $body, $status, $code ) ) {
			$response = $this->rest( 'POST', self::BASE, $body );
			$this->assertSame( $status, $response->get_status(), $name );
			$this->assertSame( $code, $response->get_data()['code'], $name );
			$this->assertNotSame( '', $response->get_data()['message'], $name );
		}
		$this->assertSame( array(), $this->rest( 'GET', self::BASE )->get_data(), 'nothing was saved' );
	}

	public function test_the_limit_holds(): void {
		global $wpdb;
		$table = userfeedback()->tables()->webhooks();
		for ( $i = 0; $i < RestHooksController::MAX; $i++ ) {
			$wpdb->insert(
				$table,
				array(
					'kind'       => 'webhook',
					'source'     => 'rest_hook',
					'url'        => $this->url( '/ok?n=' . $i ),
					'events'     => 'response.submitted',
					'survey_ids' => '',
					'secret'     => 'whsec_x',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
					'updated_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}
		$refused = $this->rest(
			'POST',
			self::BASE,
			array(
				'target_url' => $this->url( '/ok?n=new' ),
				'event'      => 'response.submitted',
			)
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'userfeedback_rest_hook_limit', $refused->get_data()['code'] );
		// The owner's own webhooks have their own allowance.
		$owner = $this->rest(
			'POST',
			'/userfeedback/v1/webhooks',
			array(
				'url'    => $this->url( '/ok' ),
				'events' => array( 'response.submitted' ),
			)
		);
		$this->assertSame( 201, $owner->get_status() );
	}

	public function test_only_administrators_on_a_pro_plan_may_use_hooks(): void {
		$body = array(
			'target_url' => $this->url( '/ok' ),
			'event'      => 'response.submitted',
		);
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'POST', self::BASE, $body )->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', self::BASE )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', self::BASE, $body )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', self::BASE . '/samples/response.submitted' )->get_status() );
		$this->act_as( 'administrator' );
		( new LicenseStore() )->save( new License( 'test', 'plus' ) );
		$refused = $this->rest( 'POST', self::BASE, $body );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $refused->get_data()['code'] );
	}

	/**
	 * A hook made through the route.
	 *
	 * @param string   $path      The receiver's path.
	 * @param int|null $survey_id Only this survey.
	 * @return array<string, mixed>
	 */
	private function subscribe( string $path, ?int $survey_id = null ): array {
		$response = $this->rest(
			'POST',
			self::BASE,
			array_filter(
				array(
					'target_url' => $this->url( $path ),
					'event'      => 'response.submitted',
					'survey_id'  => $survey_id,
				)
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A visitor's response to the survey.
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
				'answers' => self::every_question_type_answers(),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Runs the queue as the minute event does.
	 *
	 * @return int Jobs handled.
	 */
	private function drain(): int {
		return $this->email->worker()->drain( 50, 30.0 );
	}

}
