<?php
/**
 * Shared set-up of the e-mail tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailFeature;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// Test helpers read the queue table directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Mail is captured through pre_wp_mail (WordPress's own short-circuit, before PHPMailer), so what
 * is asserted is exactly what wp_mail() was handed. $mail_result decides what the "mailer" does:
 * true sends, a string fails with that error text (through wp_mail_failed, as PHPMailer reports
 * it), a Throwable is thrown from inside wp_mail().
 */
abstract class EmailTestCase extends TestCase {

	/**
	 * What wp_mail() was called with.
	 *
	 * @var array<int, array{to: string|string[], subject: string, message: string, headers: string|string[]}>
	 */
	protected array $mails = array();

	/**
	 * The mailer's behaviour: true (sent), an error text, or a Throwable to throw.
	 *
	 * @var true|string|\Throwable
	 */
	protected $mail_result = true;

	/**
	 * The pre_wp_mail callback.
	 *
	 * @var callable
	 */
	private $capture;

	/**
	 * Where error_log() wrote during the test.
	 *
	 * @var string
	 */
	protected string $log_file = '';

	/**
	 * The previous error_log setting.
	 *
	 * @var string|false
	 */
	private $previous_log;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		update_option( 'admin_email', 'admin@example.com' );
		$this->capture = function ( $result, $atts ) {
			$this->mails[] = $atts;
			if ( $this->mail_result instanceof \Throwable ) {
				throw $this->mail_result;
			}
			if ( is_string( $this->mail_result ) ) {
				do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', $this->mail_result ) );
				return false;
			}
			return true;
		};
		add_filter( 'pre_wp_mail', $this->capture, 10, 2 );
		$this->log_file         = (string) wp_tempnam( 'uf-email-log' );
		$this->previous_log     = ini_set( 'error_log', $this->log_file ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', $this->capture, 10 );
		ini_set( 'error_log', (string) $this->previous_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		wp_delete_file( $this->log_file );
		parent::tearDown();
	}

	/**
	 * The feature's objects over the running site's services.
	 *
	 * @return EmailFeature
	 */
	protected function feature(): EmailFeature {
		global $wpdb;
		$plugin = userfeedback();
		return new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), new SurveyRepository( $wpdb, $plugin->tables() ), $plugin->entitlements(), $plugin->settings() );
	}

	/**
	 * Creates a published survey as an administrator.
	 *
	 * @param array<string, mixed>             $notifications The survey's notifications.
	 * @param array<int, array<string, mixed>> $questions     Questions; every type when empty.
	 * @param string                           $title         Title.
	 * @return int
	 */
	protected function create_survey( array $notifications, array $questions = array(), string $title = 'Q&A survey' ): int {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'            => null,
				'title'         => $title,
				'status'        => 'publish',
				'questions'     => array() === $questions ? self::every_question_type() : $questions,
				'notifications' => $notifications,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		wp_set_current_user( 0 );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Notifications to these addresses.
	 *
	 * @param string               $addresses Addresses.
	 * @param bool                 $active    Whether on.
	 * @param array<string, mixed> $logic     The logic.
	 * @return array<string, mixed>
	 */
	protected static function notify( string $addresses, bool $active = true, array $logic = array() ): array {
		return array(
			'email' => array(
				'active'    => $active,
				'addresses' => $addresses,
				'logic'     => $logic + array(
					'enable'     => false,
					'action'     => 'send',
					'conditions' => array(),
				),
			),
		);
	}

	/**
	 * Submits a response through the public route, as a visitor.
	 *
	 * @param int                              $survey_id Survey.
	 * @param array<int, array<string, mixed>> $answers   Answers; every type when empty.
	 * @return \WP_REST_Response
	 */
	protected function submit( int $survey_id, array $answers = array() ): \WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers'        => array() === $answers ? self::every_question_type_answers() : $answers,
				'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
				'page_submitted' => array(
					'url'   => 'https://example.com/pricing/?a=1&b=2',
					'title' => 'Pricing & plans',
				),
			)
		);
	}

	/**
	 * Two responses' notifications queued, then claimed as one batch by a queue of their own.
	 *
	 * @return array{0: EmailQueue, 1: array<int, array<string, mixed>>} The queue and its batch.
	 */
	protected function two_claimed(): array {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		$this->submit( $survey_id );
		global $wpdb;
		$queue = new EmailQueue( $wpdb, userfeedback()->tables() );
		return array( $queue, $queue->claim_batch( 2 ) );
	}

	/**
	 * The queue's rows, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function queue_rows(): array {
		global $wpdb;
		return (array) $wpdb->get_results( 'SELECT * FROM `' . userfeedback()->tables()->email_queue() . '` ORDER BY id ASC', ARRAY_A );
	}

	/**
	 * The queue's rows still to be sent (pending or being sent).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function open_rows(): array {
		return array_values( array_filter( $this->queue_rows(), static fn( array $row ): bool => in_array( $row['status'], array( 'pending', 'sending' ), true ) ) );
	}

	/**
	 * What error_log() wrote.
	 *
	 * @return string
	 */
	protected function log(): string {
		return (string) file_get_contents( $this->log_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	/**
	 * A header of a captured mail.
	 *
	 * @param array<string, mixed> $mail The mail.
	 * @return string All headers, one a line.
	 */
	protected static function headers( array $mail ): string {
		return implode( "\n", (array) $mail['headers'] );
	}
}
