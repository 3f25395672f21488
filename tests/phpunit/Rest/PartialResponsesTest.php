<?php
/**
 * Partial responses through the visitor route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Email\EmailCron;
use UserFeedback\Email\NotificationMessage;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Reporting\CountScope;
use UserFeedback\Reporting\Counts;
use UserFeedback\Visitors\PartialNotifier;
use UserFeedback\Visitors\VisitorLimits;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- tests read our own tables directly to check what was stored.

/**
 * A response saved as the visitor goes: created by the first save with an answer, continued by
 * each later save under its key, final once completed; counters and rollups exact at every step;
 * the e-mail queued once, on completion; retries never duplicate; the rate limit counts
 * responses, not saves; the response limit closes the survey to new responses and completions.
 */
final class PartialResponsesTest extends TestCase {

	private const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

	/**
	 * The published survey with one question of each type.
	 *
	 * @var int
	 */
	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		$this->act_as( 'administrator' );
		$questions                            = self::every_question_type();
		$questions[6]['settings']['required'] = true; // The short text: enforced on completion only.
		$response                             = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Partial',
				'status'    => 'publish',
				'questions' => $questions,
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->survey_id = (int) $response->get_data()['id'];
		$this->set_behavior( array( 'save_partial' => true ) );
		// Counted and rolled up from the start (the background rebuild's work), so every save
		// below keeps them and assert_exact() compares them with a rebuild.
		userfeedback()->rollups()->build()->allow_here( true );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.57';
	}

	public function test_a_response_is_created_continued_and_completed_under_its_key(): void {
		$first = $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->assertSame( 201, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$id = (int) $first->get_data()['id'];
		$this->assertSame(
			array(
				'completed'    => '0',
				'response_key' => self::KEY,
				'shown'        => 'star',
			),
			$this->row( $id )
		);
		$this->assertSame( 1, $this->counter( 'partial' ) );
		$this->assert_exact( 'after the first save' );

		// The visitor changes the first answer and answers the second.
		$second = $this->save( array( self::answer( 'star', 5 ), self::answer( 'nps', 9 ) ), array( 'star', 'nps' ), false );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( $id, $second->get_data()['id'] );
		$this->assertSame(
			array(
				'nps'  => '9',
				'star' => '5',
			),
			$this->answers( $id )
		);
		$this->assertSame( 'star,nps', $this->row( $id )['shown'] );
		$this->assertSame( 1, $this->counter( 'published' ) );
		$this->assertSame( 0, $this->queued(), 'no e-mail for a partial response' );
		$this->assert_exact( 'after the second save' );

		$last = $this->save( array( self::answer( 'star', 5 ), self::answer( 'nps', 9 ), self::answer( 'short', 'Done' ) ), array( 'star', 'nps', 'short' ), true );
		$this->assertSame( 200, $last->get_status() );
		$this->assertSame( '1', $this->row( $id )['completed'] );
		$this->assertSame( 0, $this->counter( 'partial' ) );
		$this->assertSame( 1, $this->counter( 'published' ) );
		$this->assertSame( 1, $this->queued(), 'the e-mail, once, on completion' );
		$this->assert_exact( 'after completion' );

		// A completed response is final: a retried or late save changes nothing.
		$late = $this->save( array( self::answer( 'star', 1 ) ), array( 'star' ), false );
		$this->assertSame( 200, $late->get_status() );
		$this->assertSame( $id, $late->get_data()['id'] );
		$this->assertSame( '5', $this->answers( $id )['star'] );
		$this->assertSame( 1, $this->queued() );
		$this->assertSame( 1, $this->responses() );
	}

	public function test_submitted_fires_once_on_completion(): void {
		$fired = 0;
		add_action(
			'userfeedback_response_submitted',
			static function () use ( &$fired ): void {
				++$fired;
			}
		);
		$this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->save( array( self::answer( 'star', 4 ), self::answer( 'nps', 2 ) ), array( 'star', 'nps' ), false );
		$this->assertSame( 0, $fired );
		$this->save( array( self::answer( 'star', 4 ), self::answer( 'short', 'x' ) ), array( 'star', 'nps', 'short' ), true );
		$this->save( array( self::answer( 'star', 4 ), self::answer( 'short', 'x' ) ), array( 'star', 'nps', 'short' ), true );
		$this->assertSame( 1, $fired );
	}

	public function test_a_retried_one_shot_save_is_stored_once(): void {
		$answers = array( self::answer( 'star', 3 ), self::answer( 'short', 'Hi' ) );
		$first   = $this->save( $answers, array( 'star', 'short' ), true );
		$again   = $this->save( $answers, array( 'star', 'short' ), true );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data()['id'], $again->get_data()['id'] );
		$this->assertSame( 1, $this->responses() );
		$this->assertSame( 1, $this->queued() );
	}

	public function test_a_retried_save_on_a_survey_without_partial_saves_finds_its_key_taken(): void {
		$this->set_behavior( array( 'save_partial' => false ) );
		$answers = array( self::answer( 'star', 3 ), self::answer( 'short', 'Hi' ) );
		$first   = $this->save( $answers, array( 'star', 'short' ), true );
		$again   = $this->save( $answers, array( 'star', 'short' ), true );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $again->get_status(), (string) wp_json_encode( $again->get_data() ) );
		$this->assertSame( $first->get_data()['id'], $again->get_data()['id'] );
		$this->assertSame( 1, $this->responses() );
		$this->assertSame( 1, $this->queued() );
		$this->assert_exact( 'after the retry' );
	}

	public function test_required_holds_on_completion_only_and_a_later_save_may_clear_answers(): void {
		$this->assertSame( 201, $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false )->get_status() );
		$this->assertSame( 200, $this->save( array( self::answer( 'star', null ) ), array( 'star' ), false )->get_status(), 'the visitor cleared the only answer' );
		$this->assertSame( array(), $this->answers( $this->only_id() ) );
		$this->assert_exact( 'after clearing' );
		$refused = $this->save( array( self::answer( 'star', 4 ) ), array( 'star', 'short' ), true );
		$this->assertSame( 400, $refused->get_status(), 'required short text' );
		$this->assertSame( '0', $this->row( $this->only_id() )['completed'] );
	}

	public function test_the_first_save_needs_an_answer(): void {
		$this->assertSame( 400, $this->save( array( self::answer( 'star', null ) ), array( 'star' ), false )->get_status() );
		$this->assertSame( 0, $this->responses() );
	}

	public function test_partial_saves_need_the_setting_the_entitlement_and_a_key(): void {
		$no_key = $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false, '' );
		$this->assertSame( 400, $no_key->get_status() );
		$this->assertSame( 'userfeedback_partial_off', $this->error_code( $no_key ) );

		$this->set_behavior( array( 'save_partial' => false ) );
		$off = $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->assertSame( 'userfeedback_partial_off', $this->error_code( $off ) );

		$this->set_behavior( array( 'save_partial' => true ) );
		$this->set_active_addons( array( 'question-types' ) );
		$unentitled = $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->assertSame( 'userfeedback_partial_off', $this->error_code( $unentitled ), 'a downgraded site keeps the setting but saves at the end only' );
		$this->assertSame( 0, $this->responses() );
	}

	public function test_the_rate_limit_counts_responses_not_saves(): void {
		// The responses' window is fixed: run every save inside one, not across an edge where the
		// 21st response would open a new window and be let in.
		$left = VisitorLimits::RESPONSES_WINDOW - time() % VisitorLimits::RESPONSES_WINDOW;
		if ( $left < 30 ) {
			sleep( $left + 1 );
		}
		$this->assertSame( 201, $this->save( array( self::answer( 'star', 1 ) ), array( 'star' ), false )->get_status() );
		for ( $i = 0; $i < 25; $i++ ) {
			$this->assertSame( 200, $this->save( array( self::answer( 'star', 1 + $i % 5 ) ), array( 'star' ), false )->get_status() );
		}
		for ( $i = 0; $i < 19; $i++ ) {
			$this->assertSame( 201, $this->save( array( self::answer( 'star', 2 ) ), array( 'star' ), false, wp_generate_uuid4() )->get_status() );
		}
		$this->assertSame( 429, $this->save( array( self::answer( 'star', 2 ) ), array( 'star' ), false, wp_generate_uuid4() )->get_status() );
	}

	public function test_the_response_limit_refuses_new_responses_and_keeps_a_started_one_unfinished(): void {
		$this->set_behavior(
			array(
				'save_partial'   => true,
				'response_limit' => 1,
			)
		);
		$this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false ); // Started before the limit.
		$other = wp_generate_uuid4();
		$this->assertSame( 201, $this->save( array( self::answer( 'star', 2 ), self::answer( 'short', 'a' ) ), array( 'star', 'short' ), true, $other )->get_status() );
		$closed = $this->save( array( self::answer( 'star', 2 ), self::answer( 'short', 'b' ) ), array( 'star', 'short' ), true, wp_generate_uuid4() );
		$this->assertSame( 404, $closed->get_status() );
		$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $closed ) );
		$late = $this->save( array( self::answer( 'star', 4 ), self::answer( 'short', 'c' ) ), array( 'star', 'short' ), true );
		$this->assertSame( 409, $late->get_status(), 'the limit holds for a visitor who had started too' );
		$this->assertSame( 'userfeedback_response_limit_reached', $this->error_code( $late ) );
		$this->assertSame( '0', $this->row( $this->only_partial_id() )['completed'] );
		$this->assertSame( 'c', $this->answers( $this->only_partial_id() )['short'], 'their answers are kept, unfinished' );
		$this->assertSame( 2, $this->counter( 'published' ) );
		$this->assertSame( 1, $this->counter( 'partial' ) );
		$this->assert_exact( 'after the refused completion' );
	}

	public function test_a_trashed_partial_response_is_left_alone(): void {
		$id = (int) $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false )->get_data()['id'];
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/responses/trash", array( 'response_ids' => array( $id ) ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 0, $this->counter( 'partial' ) );
		$this->assertSame( 1, $this->counter( 'partial_trashed' ) );
		$this->assertSame( 200, $this->save( array( self::answer( 'star', 1 ), self::answer( 'short', 'z' ) ), array( 'star', 'short' ), true )->get_status() );
		$this->assertSame( '0', $this->row( $id )['completed'] );
		$this->assertSame( 1, $this->counter( 'partial_trashed' ) );
		$this->assert_exact( 'after trash and a late save' );
	}

	public function test_the_responses_list_filters_completed_and_partial_with_exact_counts(): void {
		$partial = (int) $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false )->get_data()['id'];
		$done    = (int) $this->save( array( self::answer( 'star', 2 ), self::answer( 'short', 'a' ) ), array( 'star', 'short' ), true, wp_generate_uuid4() )->get_data()['id'];
		$this->act_as( 'administrator' );
		$list = function ( string $completion ): array {
			$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'filter' => array( 'completion' => $completion ) ) );
			$this->assertSame( 200, $response->get_status() );
			return $response->get_data();
		};
		$all  = $list( 'all' );
		$this->assertSame( array( $done, $partial ), array_column( $all['items'], 'id' ) );
		$this->assertSame( array( true, false ), array_column( $all['items'], 'completed' ) );
		$this->assertSame(
			array(
				'all'       => 2,
				'completed' => 1,
				'partial'   => 1,
			),
			array_column( $all['completion_filters'], 'count', 'completion' )
		);
		$this->assertSame( array( $partial ), array_column( $list( 'partial' )['items'], 'id' ) );
		$this->assertSame( 1, $list( 'partial' )['pagination']['total'] );
		$this->assertSame( array( $done ), array_column( $list( 'completed' )['items'], 'id' ) );
		$this->assertFalse( $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses/{$partial}" )->get_data()['completed'] );
		$this->assertSame( 400, $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'filter' => array( 'completion' => 'half' ) ) )->get_status() );

		// Opened from the Partial view, a partial response's neighbours are partial ones.
		$position = function ( int $id, string $completion ): array {
			return $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses/{$id}", array( 'filter' => array( 'completion' => $completion ) ) )->get_data()['position'];
		};
		$this->assertSame( array( 1, 1, null, null ), array_values( $position( $partial, 'partial' ) ) );
		$this->assertSame( 2, $position( $partial, 'all' )['total'] );
		$this->assertSame( $done, $position( $partial, 'all' )['previous_id'] );
		$this->assertSame( 2, $position( $partial, 'completed' )['total'], 'a view that does not show it: all' );
	}

	public function test_a_partial_response_is_notified_once_after_30_minutes_when_the_survey_asks(): void {
		$this->set_notifications( true );
		$id = (int) $this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false )->get_data()['id'];
		$this->assertSame( 0, $this->notifier()->run( time() + 29 * MINUTE_IN_SECONDS ), 'not yet due' );
		$this->assertSame( 0, $this->queued() );
		$this->assertSame( 1, $this->notifier()->run( time() + 31 * MINUTE_IN_SECONDS ) );
		$this->assertSame( 1, $this->queued(), 'notified as partial' );
		$message = ( new NotificationMessage( new SurveyRepository( $GLOBALS['wpdb'], userfeedback()->tables() ), new ResponsesRepository( $GLOBALS['wpdb'], userfeedback()->tables(), userfeedback()->rollups() ), userfeedback()->settings() ) )->build( $this->survey_id, $id );
		$this->assertNotNull( $message );
		$this->assertStringContainsString( 'New partial response to "Partial"', $message['subject'] );
		$this->assertSame( 0, $this->notifier()->run( time() + 40 * MINUTE_IN_SECONDS ), 'once' );
		$this->save( array( self::answer( 'star', 4 ), self::answer( 'short', 'x' ) ), array( 'star', 'short' ), true );
		$this->assertSame( '1', $this->row( $id )['completed'] );
		$this->assertSame( 1, $this->queued(), 'completing it later sends nothing more' );
	}

	public function test_a_partial_response_completed_within_30_minutes_is_notified_at_completion_only(): void {
		$this->set_notifications( true );
		$this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->save( array( self::answer( 'star', 4 ), self::answer( 'short', 'x' ) ), array( 'star', 'short' ), true );
		$this->assertSame( 1, $this->queued() );
		$this->notifier()->run( time() + HOUR_IN_SECONDS );
		$this->assertSame( 1, $this->queued() );
	}

	public function test_without_the_setting_a_partial_response_waits_for_its_completion(): void {
		$this->set_notifications( false );
		$this->save( array( self::answer( 'star', 4 ) ), array( 'star' ), false );
		$this->assertSame( 0, $this->notifier()->run( time() + HOUR_IN_SECONDS ), 'never due' );
		$this->assertSame( 0, $this->queued() );

		// Turned off after the partial response was saved: waits for its completion too.
		$this->set_notifications( true );
		$other = wp_generate_uuid4();
		$this->save( array( self::answer( 'star', 2 ) ), array( 'star' ), false, $other );
		$this->set_notifications( false );
		$this->assertSame( 1, $this->notifier()->run( time() + HOUR_IN_SECONDS ) );
		$this->assertSame( 0, $this->queued() );
		$this->save( array( self::answer( 'star', 2 ), self::answer( 'short', 'y' ) ), array( 'star', 'short' ), true, $other );
		$this->assertSame( 1, $this->queued() );
	}

	public function test_unknown_shown_ids_are_dropped_and_answered_ones_added(): void {
		$id = (int) $this->save( array( self::answer( 'radio', 'Yes' ) ), array( 'star', 'gone', 'star' ), false )->get_data()['id'];
		$this->assertSame( 'star,radio', $this->row( $id )['shown'] );
		$bad = $this->save( array( self::answer( 'radio', 'Yes' ) ), array( 'a,b' ), false );
		$this->assertSame( 400, $bad->get_status(), 'an id with a comma' );
	}

	protected function tearDown(): void {
		userfeedback()->rollups()->build()->allow_here( null );
		parent::tearDown();
	}

	/**
	 * One save of the visitor's response.
	 *
	 * @param array<int, array<string, mixed>> $answers   Answers.
	 * @param string[]                         $shown     Displayed questions.
	 * @param bool                             $completed Whether it completes the response.
	 * @param string                           $key       The response key ('' for none).
	 * @return \WP_REST_Response
	 */
	private function save( array $answers, array $shown, bool $completed, string $key = self::KEY ): \WP_REST_Response {
		$body = array(
			'answers'        => $answers,
			'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			'shown'          => $shown,
			'completed'      => $completed,
			'page_submitted' => array(
				'url'   => 'https://example.com/',
				'title' => 'Home',
			),
		);
		if ( '' !== $key ) {
			$body['response_key'] = $key;
		}
		return $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/responses", $body );
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
	 * Writes behaviour settings straight into the stored survey (what a save from the builder
	 * stores; the builder's own rules are tested with it).
	 *
	 * @param array<string, mixed> $behavior Settings to merge.
	 * @return void
	 */
	private function set_behavior( array $behavior ): void {
		global $wpdb;
		$table                = userfeedback()->tables()->surveys();
		$settings             = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $this->survey_id ) ), true );
		$settings['behavior'] = array_merge( (array) $settings['behavior'], $behavior );
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();
	}

	/**
	 * Sets notifications.include_partial in the stored survey.
	 *
	 * @param bool $on On or off.
	 * @return void
	 */
	private function set_notifications( bool $on ): void {
		global $wpdb;
		$table                            = userfeedback()->tables()->surveys();
		$notifications                    = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT notifications FROM `{$table}` WHERE id = %d", $this->survey_id ) ), true );
		$notifications['include_partial'] = $on;
		$wpdb->update( $table, array( 'notifications' => wp_json_encode( $notifications ) ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();
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
	 * A response's partial-save columns.
	 *
	 * @param int $id Response id.
	 * @return array<string, string|null>
	 */
	private function row( int $id ): array {
		global $wpdb;
		return (array) $wpdb->get_row( $wpdb->prepare( 'SELECT completed, response_key, shown FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $id ), ARRAY_A );
	}

	/**
	 * A response's answers, question id => value.
	 *
	 * @param int $id Response id.
	 * @return array<string, string>
	 */
	private function answers( int $id ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT question_id, value FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id = %d ORDER BY question_id', $id ), ARRAY_A );
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

	/**
	 * The id of the survey's only response.
	 *
	 * @return int
	 */
	private function only_id(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) );
	}

	/**
	 * The id of the survey's only unfinished response.
	 *
	 * @return int
	 */
	private function only_partial_id(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d AND completed = 0', $this->survey_id ) );
	}

	/**
	 * A totals counter of the survey.
	 *
	 * @param string $column published, trashed, partial or partial_trashed.
	 * @return int
	 */
	private function counter( string $column ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM( {$column} ) FROM `" . userfeedback()->tables()->counts() . '` WHERE survey_id = %d AND scope = %d AND slot = %s', $this->survey_id, CountScope::Live->value, Counts::TOTALS ) );
	}

	/**
	 * Notification e-mails queued for the survey.
	 *
	 * @phpstan-impure
	 * @return int
	 */
	private function queued(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->email_queue() . "` WHERE survey_id = %d AND kind = 'response'", $this->survey_id ) );
	}

	/**
	 * The live rollups, counters and facts rows equal a from-scratch rebuild.
	 *
	 * @param string $when After what.
	 * @return void
	 */
	private function assert_exact( string $when ): void {
		$kept = $this->snapshot();
		$this->assertTrue( userfeedback()->rollups()->rebuild( $this->survey_id ) );
		$this->assertSame( $this->snapshot(), $kept, $when );
	}

	/**
	 * The survey's rollup and counter rows.
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	private function snapshot(): array {
		global $wpdb;
		return array(
			'rollups' => (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX( value_hash ) AS hash, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $this->survey_id ), ARRAY_A ),
			'counts'  => (array) $wpdb->get_results( $wpdb->prepare( 'SELECT scope, slot, CAST( SUM( published ) AS CHAR ) AS published, CAST( SUM( trashed ) AS CHAR ) AS trashed, CAST( SUM( partial ) AS CHAR ) AS partial, CAST( SUM( partial_trashed ) AS CHAR ) AS partial_trashed FROM `' . userfeedback()->tables()->counts() . '` WHERE survey_id = %d AND scope IN (%d, %d) GROUP BY scope, slot HAVING SUM( published ) <> 0 OR SUM( trashed ) <> 0 OR SUM( partial ) <> 0 OR SUM( partial_trashed ) <> 0 ORDER BY scope, slot', $this->survey_id, CountScope::Live->value, CountScope::LiveHours->value ), ARRAY_A ),

			// The filtered reports' facts rows, kept by the same writers.
			'facts'   => (array) $wpdb->get_results( $wpdb->prepare( 'SELECT response_id, submitted_at, completed, tracked, device, shown_mask, last_shown, HEX( codes ) AS codes FROM `' . userfeedback()->tables()->response_facts() . '` WHERE survey_id = %d ORDER BY response_id', $this->survey_id ), ARRAY_A ),
		);
	}
}
