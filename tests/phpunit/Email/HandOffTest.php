<?php
/**
 * The after-reply sender hands off to a loopback when its time is up.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailQueue;

/**
 * A sender that stops at its limit with rows still due asks for exactly one loopback (the next
 * link of a chain, bounded by MAX_CHAIN); one that emptied the queue, or found another sender
 * holding the drain, asks for none. Without it a queue that outgrew one sender waited for the next
 * visit (5,000 responses at 16 in flight: 934 e-mails still waiting 90 s after the last reply).
 */
final class HandOffTest extends EmailTestCase {

	/**
	 * The loopbacks asked for: each request's body.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $loopbacks = array();

	/**
	 * The pre_http_request callback.
	 *
	 * @var callable
	 */
	private $intercept;

	protected function setUp(): void {
		parent::setUp();
		delete_transient( 'userfeedback_email_loopback' );
		$this->intercept = function ( $response, $args, $url ) {
			if ( str_contains( (string) $url, 'admin-ajax.php' ) && EmailCron::AJAX_ACTION === ( $args['body']['action'] ?? null ) ) {
				$this->loopbacks[] = (array) $args['body'];
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
				);
			}
			return $response;
		};
		add_filter( 'pre_http_request', $this->intercept, 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->intercept, 10 );
		delete_transient( 'userfeedback_email_loopback' );
		parent::tearDown();
	}

	/**
	 * Queues $count notification rows (one response each).
	 *
	 * @param int $count Rows.
	 * @return void
	 */
	private function backlog( int $count ): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < $count; $i++ ) {
			$this->submit( $survey_id );
		}
	}

	public function test_a_sender_stopped_at_its_limit_with_work_left_asks_for_exactly_one_loopback(): void {
		$this->backlog( 3 );

		// No time at all: it takes the drain, sends nothing, and stops with three rows due.
		$this->feature()->cron()->drain_alone( 0.0 );

		$this->assertCount( 1, $this->loopbacks, 'one continuation' );
		$this->assertSame( EmailCron::loopback_key(), $this->loopbacks[0]['key'] );
		$this->assertSame( 1, $this->loopbacks[0]['chain'], 'the first link after a visit' );
		$this->assertCount( 3, $this->open_rows(), 'left to the loopback' );

		// Another sender stops the same way before the loopback has started: it is on its way.
		$this->feature()->cron()->drain_alone( 0.0 );
		$this->assertCount( 1, $this->loopbacks, 'still one: the first has not started yet' );
	}

	public function test_a_sender_that_empties_the_queue_asks_for_none(): void {
		$this->backlog( 3 );

		$this->assertSame( 3, $this->feature()->cron()->drain_alone() );

		$this->assertCount( 3, $this->mails );
		$this->assertSame( array(), $this->loopbacks );
		$this->assertFalse( get_transient( 'userfeedback_email_loopback' ) );
	}

	public function test_a_sender_that_finds_the_drain_taken_leaves_the_hand_off_to_the_holder(): void {
		$this->backlog( 2 );
		$other = new EmailQueue( $GLOBALS['wpdb'], userfeedback()->tables() );
		$this->assertTrue( $other->lock_drain() );
		try {
			$this->assertSame( 0, $this->feature()->cron()->drain_alone() );
		} finally {
			$other->unlock_drain();
		}

		$this->assertSame( array(), $this->loopbacks );
	}

	public function test_a_loopback_that_stops_with_work_left_asks_for_the_next_link_until_the_chain_is_long_enough(): void {
		$this->backlog( 2 );

		$this->feature()->cron()->drain_alone( 0.0, 4 );
		$this->assertSame( array( 5 ), array_column( $this->loopbacks, 'chain' ) );

		delete_transient( 'userfeedback_email_loopback' );
		$this->feature()->cron()->drain_alone( 0.0, EmailCron::MAX_CHAIN );
		$this->assertCount( 1, $this->loopbacks, 'the last link asks for none: the minute event or the runner goes on' );
	}

	public function test_the_loopback_lets_go_when_it_starts_so_the_next_sender_can_ask_again(): void {
		$this->backlog( 1 );
		$this->feature()->cron()->hand_off( 1 );
		$this->assertCount( 1, $this->loopbacks );
		$this->assertSame( 1, get_transient( 'userfeedback_email_loopback' ) );
		$this->assertFalse( $this->feature()->cron()->hand_off( 1 ), 'one on its way at a time' );

		$started = null;
		add_action(
			'delete_transient_userfeedback_email_loopback',
			function () use ( &$started ): void {
				$started ??= count( $this->mails );
			}
		);
		$this->run_loopback( 1 );
		remove_all_actions( 'delete_transient_userfeedback_email_loopback' );

		$this->assertSame( 0, $started, 'let go before sending' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( array(), $this->open_rows() );
		$this->assertCount( 1, $this->loopbacks, 'nothing left: no next link' );
	}

	/**
	 * Runs the loopback's admin-ajax handler with the site's key.
	 *
	 * @param int $chain The link.
	 * @return void
	 */
	private function run_loopback( int $chain ): void {
		$die = static fn() => static function (): void {
			throw new \UserFeedback\Tests\Plugins\AjaxDied();
		};
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', $die );
		$_POST = array( // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
			'action' => EmailCron::AJAX_ACTION,
			'key'    => EmailCron::loopback_key(),
			'chain'  => (string) $chain,
		);
		ob_start();
		try {
			do_action( 'wp_ajax_nopriv_' . EmailCron::AJAX_ACTION );
		} catch ( \UserFeedback\Tests\Plugins\AjaxDied $died ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the reply ends here.
		} finally {
			ob_end_clean();
			$_POST = array();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'wp_die_ajax_handler', $die );
		}
	}
}
