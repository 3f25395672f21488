<?php
/**
 * Slack notifications: destinations over REST, messages to a real server, conditions, retries,
 * the log and the failing count.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Slack;

use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Slack\SlackController;
use UserFeedback\Slack\SlackFeature;
use UserFeedback\Slack\SlackMessage;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Tests\Webhooks\ReceivesDeliveries;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Webhooks\WebhooksFeature;

// The tests read the receiver's log file directly to check what left the site.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB

/**
 * Messages leave through WordPress's HTTP API to PHP's built-in server on the loopback (the tests
 * allow 127.0.0.1 and its port, and the receiver's URLs as Slack destinations with
 * userfeedback_slack_url_allowed, as a development site does) and are read back from the
 * receiver's log. The queue is drained by a worker built as the plugin builds it.
 */
final class SlackTest extends TestCase {

	use ReceivesDeliveries;

	private const BASE = '/userfeedback/v1/slack-destinations';

	/**
	 * A published survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * A queue worker with the webhooks' handler, which sends Slack messages too.
	 *
	 * @var EmailFeature
	 */
	private EmailFeature $email;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior', 'targeting', 'branding', 'templates' ) );
		$this->allow_receiver();
		add_filter( 'userfeedback_slack_url_allowed', array( $this, 'allow_receiver_as_slack' ), 10, 2 );
		$this->act_as( 'administrator' );
		$this->survey_id = $this->survey( self::every_question_type() );

		global $wpdb;
		$plugin      = userfeedback();
		$surveys     = new SurveyRepository( $wpdb, $plugin->tables() );
		$this->email = new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		// Registers the webhooks' sender, which sends Slack messages, with this worker.
		new WebhooksFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), $surveys, $plugin->entitlements() );
	}

	protected function tearDown(): void {
		$this->disallow_receiver();
		remove_filter( 'userfeedback_slack_url_allowed', array( $this, 'allow_receiver_as_slack' ), 10 );
		parent::tearDown();
	}

	/**
	 * The receiver's addresses as Slack destinations.
	 *
	 * @param bool   $allowed Whether allowed.
	 * @param string $url     The URL.
	 * @return bool
	 */
	public function allow_receiver_as_slack( $allowed, $url ): bool {
		return str_starts_with( (string) $url, self::receiver()->url() ) ? true : (bool) $allowed;
	}

	public function test_a_destination_is_created_changed_and_deleted_and_its_url_never_shown_again(): void {
		remove_filter( 'userfeedback_slack_url_allowed', array( $this, 'allow_receiver_as_slack' ), 10 );
		$url     = 'https://hooks.slack.com/services/T0ABC123/B0DEF456/abcdEFGHijklMNOPqrst9XyZ';
		$created = $this->rest(
			'POST',
			self::BASE,
			array(
				'name' => '#feedback',
				'url'  => $url,
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$data = $created->get_data();
		$this->assertSame( '#feedback', $data['name'] );
		$this->assertSame( 'hooks.slack.com/…9XyZ', $data['url_hint'] );
		$this->assertTrue( $data['active'] );
		$this->assertSame( 0, $data['failures'] );
		$this->assertNull( $data['last_delivery'] );

		$answers = array(
			$data,
			$this->rest( 'GET', self::BASE )->get_data(),
			$this->rest( 'GET', self::BASE . '/' . $data['id'] )->get_data(),
			$this->rest( 'PATCH', self::BASE . '/' . $data['id'], array( 'name' => '#support' ) )->get_data(),
		);
		foreach ( $answers as $answer ) {
			$this->assertStringNotContainsString( 'abcdEFGH', (string) wp_json_encode( $answer ), 'the URL is a secret: never sent back' );
		}
		$this->assertSame( '#support', $answers[3]['name'] );
		$this->assertArrayNotHasKey( 'url', $answers[3] );

		$gov = $this->rest( 'PATCH', self::BASE . '/' . $data['id'], array( 'url' => 'https://hooks.slack-gov.com/services/T1/B2/xyz7' ) );
		$this->assertSame( 200, $gov->get_status(), 'GovSlack\'s address is Slack\'s form too' );
		$this->assertSame( 'hooks.slack-gov.com/…xyz7', $gov->get_data()['url_hint'] );

		$this->assertSame( array(), $this->rest( 'GET', '/userfeedback/v1/webhooks' )->get_data(), 'not a webhook' );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $data['id'],
			),
			$this->rest( 'DELETE', self::BASE . '/' . $data['id'] )->get_data()
		);
		$this->assertSame( 404, $this->rest( 'GET', self::BASE . '/' . $data['id'] )->get_status() );
	}

	public function test_an_address_not_of_slacks_form_is_refused_at_its_field(): void {
		remove_filter( 'userfeedback_slack_url_allowed', array( $this, 'allow_receiver_as_slack' ), 10 );
		$bad = array(
			'http://hooks.slack.com/services/T1/B2/abc',
			'https://hooks.slack.com/workflows/T1/A2/123/abc',
			'https://hooks.slack.com.evil.example/services/T1/B2/abc',
			'https://example.com/services/T1/B2/abc',
			self::receiver()->url() . '/ok',
			'not a url',
		);
		foreach ( $bad as $url ) {
			$response = $this->rest(
				'POST',
				self::BASE,
				array(
					'name' => 'Channel',
					'url'  => $url,
				)
			);
			$this->assertSame( 400, $response->get_status(), $url );
			$this->assertSame( 'userfeedback_slack_url_refused', $this->error_code( $response ), $url );
			$this->assertStringContainsString( 'https://hooks.slack.com/services/', (string) $response->get_data()['data']['params']['url'], $url );
		}
		$blank = $this->rest(
			'POST',
			self::BASE,
			array(
				'name' => '   ',
				'url'  => 'https://hooks.slack.com/services/T1/B2/abc',
			)
		);
		$this->assertSame( 400, $blank->get_status() );
		$this->assertArrayHasKey( 'name', $blank->get_data()['data']['params'] );
		$this->assertSame( 400, $this->rest( 'POST', self::BASE, array( 'name' => 'No URL' ) )->get_status(), 'url is required' );
		$this->assertSame( array(), $this->rest( 'GET', self::BASE )->get_data(), 'nothing was created' );
	}

	public function test_only_administrators_on_the_pro_plan_manage_destinations(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::BASE )->get_status() );
		$this->assertSame(
			403,
			$this->rest(
				'POST',
				self::BASE,
				array(
					'name' => 'x',
					'url'  => 'https://hooks.slack.com/services/T1/B2/abc',
				)
			)->get_status()
		);
		$this->act_as( 'administrator' );
		( new LicenseStore() )->save( new License( 'test', 'plus' ) );
		$refused = $this->rest( 'GET', self::BASE );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $refused ) );
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );

		global $wpdb;
		$plugin = userfeedback();
		$lite   = new SlackFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ) );
		$routes = $lite->hooks()[0];
		$this->assertInstanceOf( SlackController::class, $routes );
		$check = $routes->permissions_check();
		$this->assertInstanceOf( \WP_Error::class, $check, 'Lite, even with an elite licence' );
		$this->assertSame( 403, $check->get_error_data()['status'] );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', self::BASE )->get_status() );
	}

	public function test_a_response_is_posted_as_a_block_kit_message(): void {
		$destination = $this->destination( '/ok' );
		$this->choose( array( $destination ) );
		$response = $this->submit(
			array(
				array(
					'question_id' => 'nps',
					'value'       => '5',
				),
				array(
					'question_id' => 'long',
					'value'       => 'Fish & chips > 5 < 10 *bold*',
				),
				array(
					'question_id' => 'check',
					'value'       => array( 'A', 'C' ),
				),
			)
		);

		$this->assertSame( 1, $this->drain() );
		$requests = $this->received();
		$this->assertCount( 1, $requests );
		$this->assertSame( '/ok', $requests[0]['path'] );
		$this->assertNull( $requests[0]['signature'], 'Slack gets no signature header' );
		$this->assertStringStartsWith( 'application/json', (string) $requests[0]['content_type'] );
		$body = json_decode( $requests[0]['body'], true );
		$this->assertSame( array( 'text', 'blocks' ), array_keys( $body ), 'Slack\'s body, nothing of the webhook envelope' );
		$this->assertSame( 'New response to "Checkout survey"', $body['text'] );
		$this->assertSame( 'header', $body['blocks'][0]['type'] );
		$this->assertSame( 'Checkout survey', $body['blocks'][0]['text']['text'] );
		$sections = array_column( array_column( array_filter( $body['blocks'], static fn( array $b ): bool => 'section' === $b['type'] ), 'text' ), 'text' );
		$this->assertSame(
			array(
				"*Score?*\n5 out of 10 (Detractor)",
				"*Many?*\n• A\n• C",
				"*Why?*\nFish &amp; chips &gt; 5 &lt; 10 *bold*",
			),
			$sections,
			'the answered questions in the survey\'s order, NPS with its bucket, mrkdwn escaped'
		);
		$context = $body['blocks'][ count( $body['blocks'] ) - 2 ];
		$this->assertSame( 'context', $context['type'] );
		$this->assertStringStartsWith( '<https://shop.example/checkout|Checkout> · ', $context['elements'][0]['text'] );
		$actions = end( $body['blocks'] );
		$this->assertSame( 'actions', $actions['type'] );
		$this->assertSame( 'View response', $actions['elements'][0]['text']['text'] );
		$this->assertStringEndsWith( "#/survey/{$this->survey_id}/responses/{$response}", $actions['elements'][0]['url'] );
		$this->assertStringContainsString( 'wp-admin/admin.php?page=userfeedback_results', $actions['elements'][0]['url'] );

		$log = $this->deliveries( $destination );
		$this->assertSame( 'delivered', $log['items'][0]['outcome'] );
		$this->assertSame( 'response.submitted', $log['items'][0]['event'] );
		$this->assertSame( $response, $log['items'][0]['response_id'] );
		$this->assertSame( 'delivered', $this->rest( 'GET', self::BASE . '/' . $destination )->get_data()['last_delivery']['outcome'] );
	}

	public function test_more_answers_than_fit_end_with_how_many_more(): void {
		$questions = array();
		$answers   = array();
		for ( $i = 1; $i <= 50; $i++ ) {
			$questions[] = array(
				'id'    => "q{$i}",
				'type'  => 'text',
				'title' => "Question {$i}",
			);
			$answers[]   = array(
				'question_id' => "q{$i}",
				'value'       => "Answer {$i}",
			);
		}
		$this->survey_id = $this->survey( $questions );
		$this->choose( array( $this->destination( '/ok' ) ) );
		$this->submit( $answers );
		$this->drain();

		$blocks = json_decode( $this->received()[0]['body'], true )['blocks'];
		$this->assertCount( SlackMessage::MAX_BLOCKS, $blocks, 'as many blocks as Slack takes' );
		$this->assertSame( "*Question 46*\nAnswer 46", $blocks[46]['text']['text'], 'header, then 46 answers' );
		$this->assertStringStartsWith( '…and 4 more answers. <', $blocks[47]['text']['text'] );
		$this->assertStringContainsString( '|See the whole response>', $blocks[47]['text']['text'] );
		$this->assertSame( array( 'context', 'actions' ), array( $blocks[48]['type'], $blocks[49]['type'] ) );
	}

	public function test_a_long_answer_is_cut_with_a_link_to_the_whole_of_it(): void {
		$long    = '<!here> ' . str_repeat( 'a&b ', 1500 ); // 6,000 characters, 12,000 once escaped.
		$message = SlackMessage::build(
			array(
				'id'        => 7,
				'title'     => 'Long',
				'questions' => array(
					array(
						'id'    => 'q',
						'type'  => 'long-text',
						'title' => 'Tell us',
					),
				),
			),
			array(
				'id'           => 9,
				'submitted_at' => '2026-01-02 03:04:05',
				'page_url'     => '',
				'page_title'   => '',
				'completed'    => true,
			),
			array(
				array(
					'question_id' => 'q',
					'value'       => $long,
					'value_num'   => null,
					'extra'       => null,
				),
			)
		);
		$text    = $message['blocks'][1]['text']['text'];
		$this->assertLessThanOrEqual( SlackMessage::MAX_SECTION, mb_strlen( $text ) );
		$this->assertGreaterThan( 2800, mb_strlen( $text ), 'as much as fits' );
		$this->assertStringStartsWith( "*Tell us*\n&lt;!here&gt; a&amp;b a&amp;b", $text, 'no mention: escaped' );
		$this->assertMatchesRegularExpression( '/(a|&amp;|b)… <[^|]+#\/survey\/7\/responses\/9\|see the full answer>$/', $text, 'cut between entities, then the link' );
	}

	public function test_conditions_decide_and_a_destination_turned_off_gets_nothing(): void {
		$on  = $this->destination( '/ok' );
		$off = $this->destination( '/ok' );
		$this->rest( 'PATCH', self::BASE . '/' . $off, array( 'active' => false ) );
		$this->choose(
			array( $on, $off, 999999 ),
			array(
				'enable'     => true,
				'action'     => 'send',
				'conditions' => array(
					array(
						'question_id' => 'nps',
						'compare'     => '<',
						'value'       => '7',
					),
				),
			)
		);
		$this->submit(
			array(
				array(
					'question_id' => 'nps',
					'value'       => '9',
				),
			)
		);
		$this->assertSame( 0, $this->drain(), 'a promoter: the condition does not hold' );
		$this->submit(
			array(
				array(
					'question_id' => 'nps',
					'value'       => '6',
				),
			)
		);
		$this->assertSame( 1, $this->drain(), 'a detractor: sent, once, to the one destination on' );
		$this->assertCount( 1, $this->received() );
		$this->assertSame( 0, $this->deliveries( $off )['pagination']['total'] );

		( new LicenseStore() )->save( new License( 'test', 'plus' ) );
		$this->submit(
			array(
				array(
					'question_id' => 'nps',
					'value'       => '2',
				),
			)
		);
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->assertSame( 0, $this->drain(), 'nothing queued without the plan' );
	}

	public function test_a_failing_destination_is_retried_logged_and_named_after_three_failures(): void {
		$flaky = $this->destination( '/flaky' );
		$this->choose( array( $flaky ) );
		$this->submit();
		$now = time();
		$this->assertSame( 1, $this->drain( $now ) );
		$this->assertSame( 1, $this->drain( $now + 61 ), 'retried after a minute' );
		$requests = $this->received();
		$this->assertCount( 2, $requests );
		$this->assertSame( $requests[0]['body'], $requests[1]['body'], 'the same message each attempt' );
		$log = $this->deliveries( $flaky )['items'];
		$this->assertSame( array( 'delivered', 'retrying' ), array_column( $log, 'outcome' ) );
		$this->assertSame( array( 200, 503 ), array_column( $log, 'response_code' ) );

		$failing = $this->destination( '/fail', 'Support channel' );
		$this->choose( array( $failing ) );
		$this->submit();
		$at = time();
		foreach ( array( 0, 60, 300 ) as $delay ) {
			$at += $delay;
			$this->assertSame( 1, $this->drain( $at + 1 ) );
		}
		$health = array_column( ( new DeliveryHealth( $GLOBALS['wpdb'], userfeedback()->tables() ) )->failing(), null, 'destination' );
		$this->assertArrayHasKey( "webhook:{$failing}", $health );
		$this->assertSame( 'Slack: Support channel', $health[ "webhook:{$failing}" ]['label'] );
		$this->assertSame( 3, $health[ "webhook:{$failing}" ]['failures'] );
		$this->assertSame( 'The endpoint answered HTTP 500.', $health[ "webhook:{$failing}" ]['last_error'] );
		$this->assertArrayNotHasKey( "webhook:{$flaky}", $health );
		$this->assertSame( 3, $this->rest( 'GET', self::BASE . '/' . $failing )->get_data()['failures'] );
	}

	public function test_send_test_shows_what_slack_answered(): void {
		$ok     = $this->destination( '/ok' );
		$answer = $this->rest( 'POST', self::BASE . "/{$ok}/test" );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'delivered', $answer->get_data()['outcome'] );
		$this->assertSame( 'thanks', $answer->get_data()['response_excerpt'] );
		$body = json_decode( $this->received()[0]['body'], true );
		$this->assertSame( 'Test message from UserFeedback', $body['text'] );
		$this->assertSame( 'header', $body['blocks'][0]['type'] );

		$failing = $this->destination( '/fail' );
		$answer  = $this->rest( 'POST', self::BASE . "/{$failing}/test" )->get_data();
		$this->assertSame( 'gave_up', $answer['outcome'] );
		$this->assertSame( 500, $answer['response_code'] );
		$this->assertSame( 'boom', $answer['response_excerpt'] );
		$this->assertSame( 'test', $this->deliveries( $failing )['items'][0]['event'] );
		$this->assertSame( 0, $this->drain(), 'a test is not queued' );
	}

	/**
	 * A published survey.
	 *
	 * @param array<int, array<string, mixed>> $questions Its questions.
	 * @return int
	 */
	private function survey( array $questions ): int {
		$saved = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Checkout survey',
				'status'        => 'publish',
				'questions'     => $questions,
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		);
		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		return (int) $saved->get_data()['id'];
	}

	/**
	 * Creates a destination on the receiver.
	 *
	 * @param string $path The receiver's path (its behaviour).
	 * @param string $name Its name.
	 * @return int Its id.
	 */
	private function destination( string $path, string $name = '#feedback' ): int {
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'name' => $name,
				'url'  => self::receiver()->url() . $path,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Makes the survey notify these destinations.
	 *
	 * @param int[]                     $ids   Destinations.
	 * @param array<string, mixed>|null $logic Conditions.
	 * @return void
	 */
	private function choose( array $ids, ?array $logic = null ): void {
		$slack = array( 'destinations' => $ids );
		if ( null !== $logic ) {
			$slack['logic'] = $logic;
		}
		$survey                           = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}", array( 'context' => 'edit' ) )->get_data();
		$survey['notifications']['slack'] = array_merge( $survey['notifications']['slack'], $slack );
		$saved                            = $this->rest( 'POST', '/userfeedback/v1/surveys', $survey );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array_values( $ids ), $saved->get_data()['notifications']['slack']['destinations'] );
	}

	/**
	 * A visitor's response.
	 *
	 * @param array<int, array<string, mixed>>|null $answers Answers (one of each type when null).
	 * @return int The response id.
	 */
	private function submit( ?array $answers = null ): int {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$params                 = array(
			'answers'        => $answers ?? self::every_question_type_answers(),
			'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			'page_submitted' => array(
				'url'   => 'https://shop.example/checkout',
				'title' => 'Checkout',
			),
		);
		$response               = $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/responses", $params );
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
	 * The first page of a destination's log.
	 *
	 * @param int $id Destination.
	 * @return array<string, mixed>
	 */
	private function deliveries( int $id ): array {
		return $this->rest( 'GET', self::BASE . "/{$id}/deliveries" )->get_data();
	}
}
