<?php
/**
 * A response's later saves: only from the browser that started it, within their own limits.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseOwnership;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Visitors\VisitorLimits;

// phpcs:disable WordPress.DB -- tests read our own tables directly to check what was stored.

/**
 * Someone who learns another visitor's response key (another address, another browser) cannot
 * overwrite or complete that response; its own browser can, from any network (the cookie) and
 * when the first save's answer was lost (the origin); a flood of saves under one key is cut at
 * SAVES_PER_KEY a minute; a response cannot be completed without answers.
 */
final class ContinuationSavesTest extends TestCase {

	private const KEY = '6d3c1c0e-8f1e-4a8b-9c1d-2b3a4c5d6e7f';

	private const OWNER = array( '203.0.113.57', 'Mozilla/5.0 (Owner)' );

	private int $survey_id;

	/**
	 * $_SERVER and $_COOKIE before the test.
	 *
	 * @var array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	private array $globals;

	protected function setUp(): void {
		parent::setUp();
		$this->globals = array( $_SERVER, $_COOKIE );
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'behavior' ) );
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Continued',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'why',
						'type'  => 'long-text',
						'title' => 'Why?',
					),
					array(
						'id'    => 'more',
						'type'  => 'long-text',
						'title' => 'More?',
					),
				),
				'settings'  => array( 'behavior' => array( 'save_partial' => true ) ),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->survey_id = (int) $created->get_data()['id'];
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		list( $_SERVER, $_COOKIE ) = $this->globals;
		parent::tearDown();
	}

	public function test_the_first_save_binds_the_response_to_its_browser_with_an_http_only_cookie(): void {
		$first = $this->save( self::OWNER, array(), 'Started', false );
		$this->assertSame( 201, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$cookie = (string) ( $first->get_headers()['Set-Cookie'] ?? '' );
		$this->assertMatchesRegularExpression( '/^uf_continue_' . $this->survey_id . '=[0-9a-f]{32}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/', $cookie );
		$this->assertNotNull( $this->row()['origin'], 'an unfinished response keeps its origin' );
	}

	public function test_another_browser_that_knows_the_key_cannot_overwrite_or_complete_the_response(): void {
		$this->assertSame( 201, $this->save( self::OWNER, array(), 'Mine', false )->get_status() );

		$overwrite = $this->save( array( '198.51.100.9', 'Mozilla/5.0 (Stranger)' ), array(), 'Hijacked', false );
		$this->assertSame( 409, $overwrite->get_status() );
		$this->assertSame( 'userfeedback_response_key_conflict', $this->error_code( $overwrite ) );
		$complete = $this->save( array( '198.51.100.9', 'Mozilla/5.0 (Stranger)' ), array(), 'Hijacked', true );
		$this->assertSame( 409, $complete->get_status() );
		// A stranger on the owner's network with another browser, or with the owner's browser
		// from elsewhere, is no better off.
		$this->assertSame( 409, $this->save( array( self::OWNER[0], 'Mozilla/5.0 (Stranger)' ), array(), 'Hijacked', true )->get_status() );
		$this->assertSame( 409, $this->save( array( '198.51.100.9', self::OWNER[1] ), array(), 'Hijacked', true )->get_status() );
		// A forged cookie.
		$this->assertSame( 409, $this->save( array( '198.51.100.9', 'Mozilla/5.0 (Stranger)' ), array( ResponseOwnership::cookie_name( $this->survey_id ) => str_repeat( 'a', 32 ) ), 'Hijacked', true )->get_status() );

		$this->assertSame( '0', $this->row()['completed'] );
		$this->assertSame( array( 'why' => 'Mine' ), $this->answers() );
	}

	public function test_its_own_browser_continues_from_another_network_with_its_cookie(): void {
		$first  = $this->save( self::OWNER, array(), 'On wifi', false );
		$cookie = $this->cookie_of( $first );
		$moved  = $this->save( array( '192.0.2.200', self::OWNER[1] ), $cookie, 'On mobile data', true );
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$this->assertSame( '1', $this->row()['completed'] );
		$this->assertNull( $this->row()['origin'], 'a completed response keeps no origin' );
		$this->assertSame( array( 'why' => 'On mobile data' ), $this->answers() );
	}

	public function test_the_retry_of_a_first_save_whose_answer_was_lost_continues_it(): void {
		$this->assertSame( 201, $this->save( self::OWNER, array(), 'First', false )->get_status() );
		// The cookie never arrived: the same browser on the same network sends again.
		$retry = $this->save( self::OWNER, array(), 'First', false );
		$this->assertSame( 200, $retry->get_status() );
		$this->assertStringStartsWith( ResponseOwnership::cookie_name( $this->survey_id ) . '=', (string) ( $retry->get_headers()['Set-Cookie'] ?? '' ), 'the cookie is sent again' );
		$this->assertSame( 1, $this->responses() );
	}

	public function test_saves_under_one_key_are_cut_at_the_limit_per_minute(): void {
		// The limit counts per clock minute: start early in one.
		if ( time() % 60 > 50 ) {
			sleep( 61 - time() % 60 );
		}
		$this->assertSame( 201, $this->save( self::OWNER, array(), 'Start', false )->get_status() );
		$statuses = array();
		for ( $i = 0; $i < VisitorLimits::SAVES_PER_KEY + 5; $i++ ) {
			$statuses[] = $this->save( self::OWNER, array(), 'Save ' . $i, false )->get_status();
		}
		$this->assertSame( array_fill( 0, VisitorLimits::SAVES_PER_KEY, 200 ), array_slice( $statuses, 0, VisitorLimits::SAVES_PER_KEY ) );
		$this->assertSame( array_fill( 0, 5, 429 ), array_slice( $statuses, VisitorLimits::SAVES_PER_KEY ) );
		$this->assertSame( array( 'why' => 'Save ' . ( VisitorLimits::SAVES_PER_KEY - 1 ) ), $this->answers(), 'a refused save writes nothing' );
	}

	public function test_a_response_cannot_be_completed_without_answers(): void {
		$this->assertSame( 201, $this->save( self::OWNER, array(), 'Something', false )->get_status() );
		$empty = $this->post( self::OWNER, array(), array(), true );
		$this->assertSame( 400, $empty->get_status() );
		$this->assertSame( '0', $this->row()['completed'] );
		$this->assertSame( array( 'why' => 'Something' ), $this->answers() );
		// Clearing the only answer stays a valid unfinished state.
		$this->assertSame( 200, $this->post( self::OWNER, array(), array(), false )->get_status() );
	}

	/**
	 * One save with a text answer.
	 *
	 * @param array{0: string, 1: string} $browser   Address and user agent.
	 * @param array<string, string>       $cookies   Cookies sent.
	 * @param string                      $why       The answer.
	 * @param bool                        $completed Whether it completes the response.
	 * @return \WP_REST_Response
	 */
	private function save( array $browser, array $cookies, string $why, bool $completed ): \WP_REST_Response {
		return $this->post(
			$browser,
			$cookies,
			array(
				array(
					'question_id' => 'why',
					'value'       => $why,
				),
			),
			$completed
		);
	}

	/**
	 * One save as a browser sends it.
	 *
	 * @param array{0: string, 1: string}      $browser   Address and user agent.
	 * @param array<string, string>            $cookies   Cookies sent.
	 * @param array<int, array<string, mixed>> $answers   Answers.
	 * @param bool                             $completed Whether it completes the response.
	 * @return \WP_REST_Response
	 */
	private function post( array $browser, array $cookies, array $answers, bool $completed ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR']     = $browser[0];
		$_SERVER['HTTP_USER_AGENT'] = $browser[1];
		$_COOKIE                    = $cookies;
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'nonce'        => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
				'response_key' => self::KEY,
				'completed'    => $completed,
				'shown'        => array( 'why' ),
				'answers'      => $answers,
			)
		);
	}

	/**
	 * The cookie a response's Set-Cookie header gives the browser.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @return array<string, string>
	 */
	private function cookie_of( \WP_REST_Response $response ): array {
		$this->assertSame( 1, preg_match( '/^([^=]+)=([^;]+);/', (string) ( $response->get_headers()['Set-Cookie'] ?? '' ), $match ) );
		return array( (string) ( $match[1] ?? '' ) => (string) ( $match[2] ?? '' ) );
	}

	/**
	 * The response's row.
	 *
	 * @return array<string, string|null>
	 */
	private function row(): array {
		global $wpdb;
		return (array) $wpdb->get_row( $wpdb->prepare( 'SELECT completed, origin FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d AND response_key = %s', $this->survey_id, self::KEY ), ARRAY_A );
	}

	/**
	 * The response's answers, question id => value.
	 *
	 * @return array<string, string>
	 */
	private function answers(): array {
		global $wpdb;
		$tables = userfeedback()->tables();
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT a.question_id, a.value FROM `{$tables->answers()}` a JOIN `{$tables->responses()}` r ON r.id = a.response_id WHERE r.survey_id = %d AND r.response_key = %s ORDER BY a.id", $this->survey_id, self::KEY ), ARRAY_A );
		return array_column( $rows, 'value', 'question_id' );
	}

	/**
	 * The survey's responses.
	 *
	 * @return int
	 */
	private function responses(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) );
	}
}
