<?php
/**
 * The follow-up e-mail to the respondent (Pro).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\FollowUp;

use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\FollowUp\FollowUpFeature;
use UserFeedback\FollowUp\FollowUpMessage;
use UserFeedback\FollowUp\FollowUpQueuer;
use UserFeedback\FollowUp\FollowUpSender;
use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Email\EmailTestCase;
use UserFeedback\Visitors\PartialNotifier;
use UserFeedback\Visitors\SubmissionToken;

// The tests read and write our tables directly to check what is queued and stored.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Responses go through the real public route (the plugin's own wiring queues the follow-up in the
 * response's transaction); the queue is drained by a worker with the follow-up's sender, as the
 * plugin builds it; mail is captured through pre_wp_mail (EmailTestCase).
 */
final class FollowUpTest extends EmailTestCase {

	private const KEY_STAYS = '0d9c1f9e-0000-4000-8000-000000000001';
	private const KEY_LATER = '0d9c1f9e-0000-4000-8000-000000000002';
	private const KEY_QUICK = '0d9c1f9e-0000-4000-8000-000000000003';

	/**
	 * The e-mail feature whose worker has the follow-up's sender.
	 *
	 * @var EmailFeature
	 */
	private EmailFeature $email;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$plugin      = userfeedback();
		$this->email = $this->feature();
		new FollowUpFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), new SurveyRepository( $wpdb, $plugin->tables() ), $plugin->entitlements() );
	}

	/**
	 * Notifications with the owner's e-mail off (or on) and a follow-up to the `mail` question.
	 *
	 * @param string $subject The subject.
	 * @param string $body    The body.
	 * @param bool   $owner   Whether the owner's notification is on too.
	 * @return array<string, mixed>
	 */
	private static function follow_up( string $subject = 'Thanks, {{answer:radio}}', string $body = "You ticked {{answer:check}}.\nYour score: {{answer:nps}}.\nYou said: {{answer:short|nothing}}.\nStars: {{answer:star}}", bool $owner = false ): array {
		return self::notify( 'owner@example.com', $owner ) + array(
			'follow_up' => array(
				'active'      => true,
				'question_id' => 'mail',
				'subject'     => $subject,
				'body'        => $body,
			),
		);
	}

	/**
	 * The queue's follow-up rows.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function follow_up_rows(): array {
		return array_values( array_filter( $this->queue_rows(), static fn( array $row ): bool => FollowUpQueuer::KIND === $row['kind'] ) );
	}

	public function test_a_completed_response_gets_one_plain_text_follow_up_with_its_answers_recalled(): void {
		update_option( 'blogname', 'Acme & Co' );
		$survey_id = $this->create_survey( self::follow_up() );

		$response = $this->submit( $survey_id );
		$this->assertSame( 201, $response->get_status() );
		$response_id = (int) $response->get_data()['id'];
		$this->assertCount( 0, $this->mails, 'nothing is sent in the visitor request' );
		$rows = $this->follow_up_rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'follow_up:' . $response_id, (string) $response_id, '', '{}', 'pending' ), array( $rows[0]['dedupe_key'], $rows[0]['response_id'], $rows[0]['recipients'], $rows[0]['payload'], $rows[0]['status'] ), 'the row holds ids only, never the address' );

		$this->assertSame( 1, $this->email->worker()->drain() );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( array( 'jo@example.com' ), $mail['to'] );
		$this->assertSame( 'Thanks, No', $mail['subject'] );
		$this->assertStringContainsString( 'Content-Type: text/plain; charset=UTF-8', self::headers( $mail ) );
		$body = $mail['message'];
		foreach ( array( "You ticked A, C.\nYour score: 9.\nYou said: nothing.\nStars: 4", "-- \nAcme & Co\n" . home_url( '/' ), 'You receive this e-mail because you answered the survey “Q&A survey” on Acme & Co' ) as $expected ) {
			$this->assertStringContainsString( $expected, $body );
		}
		$this->assertStringNotContainsStringIgnoringCase( 'unsubscribe', $body );
		$this->assertStringNotContainsString( '{{', $body );
		$this->assertSame( 'sent', $this->follow_up_rows()[0]['status'] );
		$health = $this->email->health()->of( FollowUpSender::DESTINATION );
		$this->assertNotNull( $health );
		$this->assertSame( array( 0, 'Follow-up e-mails' ), array( $health['failures'], $health['label'] ) );

		// Queued again (a retried save, the after-commit listener) and drained again: still one.
		$queuer = $this->queuer();
		$queuer->on_submitted( $response_id, $survey_id );
		$this->email->queue()->enqueue( FollowUpQueuer::KIND, FollowUpQueuer::dedupe_key( $response_id ), array(), $survey_id, $response_id );
		$this->assertCount( 1, $this->follow_up_rows() );
		$this->assertSame( 0, $this->email->worker()->drain() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_the_site_name_is_the_from_name_unless_something_else_chose_one(): void {
		update_option( 'blogname', 'Acme' );
		$from = array();
		$seen = static function ( $name ) use ( &$from ) {
			$from[] = $name;
			return $name;
		};
		add_filter( 'wp_mail_from_name', $seen, 99 );
		// pre_wp_mail stops wp_mail() before it asks for the From name: ask as PHPMailer would.
		add_filter(
			'pre_wp_mail',
			static function ( $result ) {
				apply_filters( 'wp_mail_from_name', 'WordPress' );
				return $result;
			},
			5
		);
		$survey_id = $this->create_survey( self::follow_up() );
		$this->submit( $survey_id );
		$this->email->worker()->drain();
		$this->assertSame( array( 'Acme' ), $from );
		$this->assertSame( 'WordPress', apply_filters( 'wp_mail_from_name', 'WordPress' ), 'only for the follow-up' );
		remove_filter( 'wp_mail_from_name', $seen, 99 );
	}

	public function test_a_recalled_answer_never_breaks_the_subject_into_headers(): void {
		$survey_id           = $this->create_survey( self::follow_up( 'Re: {{answer:long}}', 'Hello' ) );
		$answers             = self::every_question_type_answers();
		$answers[5]['value'] = "Line one\r\nBcc: evil@example.net";
		$this->assertSame( 201, $this->submit( $survey_id, $answers )->get_status() );
		$this->email->worker()->drain();
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'Re: Line one Bcc: evil@example.net', $this->mails[0]['subject'] );
		$this->assertSame( array( 'jo@example.com' ), $this->mails[0]['to'] );
	}

	public function test_a_partial_response_that_stays_partial_gets_none_and_one_that_completes_gets_one(): void {
		$survey_id = $this->create_survey( self::follow_up( 'Hi', 'Thanks', true ) + array( 'include_partial' => true ) );
		$this->set_behavior( $survey_id, array( 'save_partial' => true ) );
		$stays = $this->save( $survey_id, self::KEY_STAYS, array( self::answer( 'mail', 'stay@example.com' ) ), false );
		$this->assertSame( 201, $stays->get_status(), (string) wp_json_encode( $stays->get_data() ) );
		$later = $this->save( $survey_id, self::KEY_LATER, array( self::answer( 'mail', 'later@example.com' ) ), false );
		$this->assertSame( 201, $later->get_status() );
		$quick = $this->save( $survey_id, self::KEY_QUICK, array( self::answer( 'star', 3 ) ), false );
		$this->assertSame( 201, $quick->get_status() );
		$this->assertSame( array(), $this->follow_up_rows(), 'nothing for a partial save' );

		// 30 minutes in: the owner is told about the partial ones; the respondents get nothing.
		$this->notifier()->run( time() + 31 * MINUTE_IN_SECONDS );
		$this->assertCount( 3, array_filter( $this->queue_rows(), static fn( array $row ): bool => 'response' === $row['kind'] ) );
		$this->assertSame( array(), $this->follow_up_rows() );

		// Two complete later (one gives its address only now); each gets one follow-up.
		$this->assertSame( 200, $this->save( $survey_id, self::KEY_LATER, array( self::answer( 'mail', 'later@example.com' ), self::answer( 'star', 5 ) ), true )->get_status() );
		$this->assertSame( 200, $this->save( $survey_id, self::KEY_QUICK, array( self::answer( 'star', 3 ), self::answer( 'mail', 'quick@example.com' ) ), true )->get_status() );
		$this->assertSame( array( 'follow_up:' . (int) $later->get_data()['id'], 'follow_up:' . (int) $quick->get_data()['id'] ), array_column( $this->follow_up_rows(), 'dedupe_key' ) );

		$this->notifier()->run( time() + 2 * HOUR_IN_SECONDS );
		$this->email->worker()->drain( 50 );
		$to = array();
		foreach ( $this->mails as $mail ) {
			$to = array_merge( $to, (array) $mail['to'] );
		}
		$this->assertContains( 'later@example.com', $to );
		$this->assertContains( 'quick@example.com', $to );
		$this->assertNotContains( 'stay@example.com', $to, 'never for a response that stays partial' );
		$this->assertSame( 1, count( array_keys( $to, 'later@example.com', true ) ) );
	}

	public function test_an_address_that_is_not_one_is_never_mailed(): void {
		$survey_id = $this->create_survey( self::follow_up() );
		$answers   = self::every_question_type_answers();
		foreach ( array( 'not-an-address', "jo@example.com\nBcc: x@example.net", 'jo@example.com, x@example.net' ) as $bad ) {
			$answers[4]['value'] = $bad;
			$this->assertSame( 400, $this->submit( $survey_id, $answers )->get_status(), 'the server refuses it' );
		}
		// Stored anyway (a 1.x import keeps what it found), queued anyway: skipped at send time.
		$id = $this->insert_response( $survey_id, gmdate( 'Y-m-d H:i:s' ), array( array( 'mail', 'jo@example' ), array( 'radio', 'Yes' ) ) );
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->responses(), array( 'completed' => 1 ), array( 'id' => $id ) );
		$this->email->queue()->enqueue( FollowUpQueuer::KIND, FollowUpQueuer::dedupe_key( $id ), array(), $survey_id, $id );
		$this->email->worker()->drain();
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array( 'skipped' ), array_column( $this->follow_up_rows(), 'status' ) );

		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $survey_id );
		$this->assertNotNull( $survey );
		$rows = static fn( string $value ): array => array(
			array(
				'question_id' => 'mail',
				'value'       => $value,
			),
		);
		$this->assertSame( 'jo@example.com', FollowUpMessage::address( $survey, $rows( 'jo@example.com' ) ) );
		foreach ( array( '', ' jo@example.com', 'jo@example.com,x@example.net', "jo@example.com\r\n", '[removed]' ) as $bad ) {
			$this->assertNull( FollowUpMessage::address( $survey, $rows( $bad ) ), $bad );
		}
	}

	public function test_a_skipped_address_question_queues_nothing(): void {
		$survey_id = $this->create_survey( self::follow_up() );
		$answers   = self::every_question_type_answers();
		unset( $answers[4] );
		$this->assertSame( 201, $this->submit( $survey_id, array_values( $answers ) )->get_status() );
		$this->assertSame( array(), $this->follow_up_rows() );
	}

	public function test_without_the_plan_nothing_is_queued_or_sent(): void {
		$survey_id = $this->create_survey( self::follow_up() );
		$this->submit( $survey_id );
		$this->assertCount( 1, $this->follow_up_rows() );

		// The plan lapses before the queue runs: skipped, not sent, not retried.
		( new LicenseStore() )->save( new License( 'key', 'plus' ) );
		$this->email->worker()->drain();
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array( 'skipped' ), array_column( $this->follow_up_rows(), 'status' ) );

		$this->submit( $survey_id );
		$this->assertCount( 1, $this->follow_up_rows(), 'nothing queued on the plus plan' );

		// Turned off before the queue runs: skipped too.
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->submit( $survey_id );
		$this->assertCount( 2, $this->follow_up_rows() );
		$this->act_as( 'administrator' );
		$survey = $this->rest( 'GET', "/userfeedback/v1/surveys/{$survey_id}" )->get_data();
		$survey['notifications']['follow_up']['active'] = false;
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $survey )->get_status() );
		$this->email->worker()->drain();
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_eraser_removes_a_queued_follow_up_and_an_erased_respondent_gets_nothing(): void {
		$survey_id = $this->create_survey( self::follow_up() );
		$this->submit( $survey_id );
		$this->assertCount( 1, $this->follow_up_rows() );

		$erased = $this->erase( 'jo@example.com' );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertSame( array(), $this->follow_up_rows() );
		$this->email->worker()->drain();
		$this->assertSame( array(), $this->mails );

		// Anonymised instead: the row goes too, and the address left reads "[removed]".
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );
		$id = (int) $this->submit( $survey_id )->get_data()['id'];
		$this->assertCount( 1, $this->follow_up_rows() );
		$this->assertTrue( $this->erase( 'jo@example.com' )['items_removed'] );
		$this->assertSame( array(), $this->follow_up_rows() );
		$this->email->queue()->enqueue( FollowUpQueuer::KIND, FollowUpQueuer::dedupe_key( $id ), array(), $survey_id, $id );
		$this->email->worker()->drain();
		$this->assertSame( array(), $this->mails );
		global $wpdb;
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->email_queue() . '` WHERE recipients LIKE %s OR payload LIKE %s OR last_error LIKE %s', '%jo@%', '%jo@%', '%jo@%' ) ), 'no queue row keeps the address' );
	}

	public function test_a_failing_mailer_is_counted_retried_and_never_keeps_the_address(): void {
		$survey_id         = $this->create_survey( self::follow_up() );
		$this->mail_result = 'SMTP Error: The following recipients failed: jo@example.com';
		$this->submit( $survey_id );

		$this->email->worker()->drain();
		$row = $this->follow_up_rows()[0];
		$this->assertSame( array( 'pending', '1' ), array( $row['status'], $row['attempts'] ), 'retried later' );
		$this->assertSame( 'SMTP Error: The following recipients failed: [the respondent’s address]', $row['last_error'] );
		$health = $this->email->health()->of( FollowUpSender::DESTINATION );
		$this->assertNotNull( $health );
		$this->assertSame( array( 1, 'SMTP Error: The following recipients failed: [the respondent’s address]' ), array( $health['failures'], $health['last_error'] ) );

		$this->email->worker()->drain( 20, 20.0, time() + 2 * MINUTE_IN_SECONDS );
		$this->email->worker()->drain( 20, 20.0, time() + 10 * MINUTE_IN_SECONDS );
		$health = $this->email->health()->of( FollowUpSender::DESTINATION );
		$this->assertNotNull( $health );
		$this->assertSame( 3, $health['failures'] );
		$this->assertContains( $health, $this->email->health()->failing(), 'the owner is told' );

		$this->mail_result = true;
		$this->email->worker()->drain( 20, 20.0, time() + HOUR_IN_SECONDS );
		$this->assertSame( 'sent', $this->follow_up_rows()[0]['status'] );
		$this->assertCount( 4, $this->mails );
		$health = $this->email->health()->of( FollowUpSender::DESTINATION );
		$this->assertNotNull( $health );
		$this->assertSame( 0, $health['failures'] );
	}

	public function test_a_save_with_the_follow_up_on_needs_valid_recalls(): void {
		$this->act_as( 'administrator' );
		$save   = function ( string $subject, string $body ): \WP_REST_Response {
			return $this->rest(
				'POST',
				'/userfeedback/v1/surveys',
				array(
					'title'         => 'Follow-up',
					'status'        => 'publish',
					'questions'     => self::every_question_type(),
					'notifications' => self::follow_up( $subject, $body ),
				)
			);
		};
		$broken = $save( 'Hi {{answer:radio', 'Body {{answer:nope}}' );
		$this->assertSame( 400, $broken->get_status() );
		$params = $broken->get_data()['data']['params'];
		$this->assertStringContainsString( 'Write a recall as', $params['notifications.follow_up.subject'] );
		$this->assertStringContainsString( '“nope” is not an earlier question', $params['notifications.follow_up.body'] );
		$this->assertSame( 201, $save( 'Hi {{answer:short|there}}', 'Any question, even the last: {{answer:short}}' )->get_status() );

		$off                        = self::follow_up( 'x {{answer:nope}}', 'y' );
		$off['follow_up']['active'] = false;
		$inactive                   = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Off',
				'questions'     => self::every_question_type(),
				'notifications' => $off,
			)
		);
		$this->assertSame( 201, $inactive->get_status(), 'an inactive follow-up never blocks a save' );
	}

	public function test_recall_reads_answers_as_text(): void {
		$questions = array(
			array(
				'id'    => 'rank',
				'type'  => 'ranking',
				'title' => 'Order',
			),
			array(
				'id'    => 'day',
				'type'  => 'date',
				'title' => 'When',
			),
			array(
				'id'    => 'grid',
				'type'  => 'matrix',
				'title' => 'Grid',
			),
		);
		$rows      = array(
			array(
				'question_id' => 'rank',
				'value'       => '["B",2]',
				'value_num'   => null,
				'extra'       => null,
			),
			array(
				'question_id' => 'rank',
				'value'       => '["A",1]',
				'value_num'   => null,
				'extra'       => null,
			),
			array(
				'question_id' => 'day',
				'value'       => '2026-03-05',
				'value_num'   => null,
				'extra'       => null,
			),
			array(
				'question_id' => 'grid',
				'value'       => '["r","c"]',
				'value_num'   => null,
				'extra'       => null,
			),
		);
		update_option( 'date_format', 'j F Y' );
		$this->assertSame( 'A / 5 March 2026 / none / x', FollowUpMessage::fill( '{{answer:rank}} / {{answer:day}} / {{answer:grid|none}} / {{field:utm|x}}', $questions, $rows, array() ) );
		$this->assertSame( 'mail', FollowUpMessage::fill( '{{field:utm|x}}', $questions, $rows, array( 'utm' => 'mail' ) ) );
	}

	/**
	 * The plugin's own follow-up queuer (hooked on userfeedback_response_submitted).
	 *
	 * @return FollowUpQueuer
	 */
	private function queuer(): FollowUpQueuer {
		global $wp_filter;
		foreach ( $wp_filter['userfeedback_response_submitted']->callbacks[10] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof FollowUpQueuer ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'The follow-up queuer is not hooked.' );
	}

	/**
	 * The minute event's partial notifier, as the plugin hooked it.
	 *
	 * @return PartialNotifier
	 */
	private function notifier(): PartialNotifier {
		global $wp_filter;
		foreach ( $wp_filter[ EmailCron::DRAIN_HOOK ]->callbacks[5] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof PartialNotifier ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'The partial notifier is not hooked on the minute event.' );
	}

	/**
	 * Runs WordPress's registered eraser of the plugin.
	 *
	 * @param string $address The person.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	private function erase( string $address ): array {
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		return call_user_func( $erasers[ PersonalDataTools::ERASER ]['callback'], $address, 1 );
	}

	/**
	 * One save of a visitor's response under a key.
	 *
	 * @param int                              $survey_id Survey.
	 * @param string                           $key       The response key.
	 * @param array<int, array<string, mixed>> $answers   Answers.
	 * @param bool                             $completed Whether it completes the response.
	 * @return \WP_REST_Response
	 */
	private function save( int $survey_id, string $key, array $answers, bool $completed ): \WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers'        => $answers,
				'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
				'shown'          => array_column( $answers, 'question_id' ),
				'completed'      => $completed,
				'response_key'   => $key,
				'page_submitted' => array(
					'url'   => 'https://example.com/',
					'title' => 'Home',
				),
			)
		);
	}

	/**
	 * An answer.
	 *
	 * @param string $question_id Question.
	 * @param mixed  $value       Value.
	 * @return array<string, mixed>
	 */
	private static function answer( string $question_id, $value ): array {
		return array(
			'question_id' => $question_id,
			'value'       => $value,
		);
	}

	/**
	 * Writes behaviour settings straight into the stored survey.
	 *
	 * @param int                  $survey_id Survey.
	 * @param array<string, mixed> $behavior  Settings to merge.
	 * @return void
	 */
	private function set_behavior( int $survey_id, array $behavior ): void {
		global $wpdb;
		$table                = userfeedback()->tables()->surveys();
		$settings             = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $survey_id ) ), true );
		$settings['behavior'] = array_merge( (array) $settings['behavior'], $behavior );
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $survey_id ) );
		wp_cache_flush();
	}
}
