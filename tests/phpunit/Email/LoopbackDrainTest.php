<?php
/**
 * The loopback that drains the queue after a response.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailCron;
use UserFeedback\Tests\Plugins\AjaxDied;

/**
 * One loopback runs at a time. A response committed while it runs finds it taken and starts none,
 * so the running one must see that response's row before it ends: otherwise, on a quiet site, the
 * row waits for the minute event, which only fires on the next visit (a webhook delivery that
 * never came in CI, 2026-11).
 */
final class LoopbackDrainTest extends EmailTestCase {

	/**
	 * The wp_die_ajax_handler callback.
	 *
	 * @var callable
	 */
	private $die_handler;

	/**
	 * Makes wp_send_json_*() end in an exception the test catches.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->die_handler = static fn() => static function (): void {
			throw new AjaxDied();
		};
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', $this->die_handler );
	}

	/**
	 * Takes the filters and the test's action off again.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', $this->die_handler );
		remove_all_actions( 'delete_transient_userfeedback_email_loopback' );
		parent::tearDown();
	}

	/**
	 * Calls the loopback's admin-ajax action with a key; returns the HTTP-level outcome.
	 *
	 * @param string $key The key sent.
	 * @return bool Whether it answered success.
	 */
	private function loopback( string $key ): bool {
		$_POST = array( // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
			'action' => EmailCron::AJAX_ACTION,
			'key'    => $key,
		);
		ob_start();
		try {
			do_action( 'wp_ajax_nopriv_' . EmailCron::AJAX_ACTION );
		} catch ( AjaxDied $died ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the reply ends here.
		} finally {
			$output = (string) ob_get_clean();
			$_POST  = array();
		}
		$reply = json_decode( $output, true );
		return is_array( $reply ) && true === ( $reply['success'] ?? null );
	}

	public function test_a_wrong_key_sends_nothing_and_keeps_the_running_loopback(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		set_transient( 'userfeedback_email_loopback', 1, 30 );

		$this->assertFalse( $this->loopback( 'not-the-key' ) );

		$this->assertCount( 0, $this->mails );
		$this->assertCount( 1, $this->open_rows() );
		$this->assertSame( 1, get_transient( 'userfeedback_email_loopback' ) );
	}

	public function test_a_row_committed_while_the_loopback_ends_is_sent_by_it(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		$this->submit( $survey_id );
		set_transient( 'userfeedback_email_loopback', 1, 30 );
		$late = null;
		// The worst moment: the drain found the queue empty and is about to let go.
		add_action(
			'delete_transient_userfeedback_email_loopback',
			function () use ( $survey_id, &$late ): void {
				if ( null === $late ) {
					$late = (int) $this->submit( $survey_id )->get_data()['id'];
				}
			}
		);

		$this->assertTrue( $this->loopback( EmailCron::loopback_key() ) );

		$this->assertNotNull( $late, 'a response came in as the loopback let go' );
		$this->assertCount( 2, $this->mails, 'both responses were mailed by the one loopback' );
		$this->assertSame( array(), $this->open_rows() );
		$this->assertFalse( get_transient( 'userfeedback_email_loopback' ), 'the next response may start a loopback' );
	}

	public function test_one_loopback_sends_a_backlog_bigger_than_a_nudge(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->submit( $survey_id );
		}

		$this->assertTrue( $this->loopback( EmailCron::loopback_key() ) );

		$this->assertCount( 12, $this->mails, 'not 5, then 5 more after letting go' );
		$this->assertSame( array(), $this->open_rows() );
	}
}
