<?php
/**
 * One answer per person: the setting, the server's refusals and what pages get.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\OneAnswerEach;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\AnsweredCookie;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to check what was stored.

/**
 * `settings.behavior.once_per` on an elite site with every add-on: per user the server refuses a
 * visitor not logged in (403) and an account's second answer (409), even one completing an
 * earlier partial response; per browser it refuses a browser that carries its cookie. Without the
 * behavior add-on the rule is not applied. Pages leave out a floating survey the visitor may not
 * answer and say why in an inline one.
 */
final class OneAnswerEachTest extends FrontendTestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.90';
		$_COOKIE                = array();
	}

	protected function tearDown(): void {
		$_COOKIE = array();
		parent::tearDown();
	}

	public function test_the_setting_defaults_to_none_and_is_refused_with_asking_again(): void {
		$plain = $this->create_survey();
		$this->assertSame( 'none', $this->stored_behavior( $plain )['once_per'] );

		$this->act_as( 'administrator' );
		$refused = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			$this->survey_body(
				array(
					'once_per'    => 'browser',
					'repeat_days' => 30,
				)
			)
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.', $refused->get_data()['data']['params']['settings.behavior.once_per'] ?? null, (string) wp_json_encode( $refused->get_data() ) );

		$unknown = $this->rest( 'POST', '/userfeedback/v1/surveys', $this->survey_body( array( 'once_per' => 'forever' ) ) );
		$this->assertSame( 400, $unknown->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $unknown ) );

		$kept = $this->rest( 'POST', '/userfeedback/v1/surveys', $this->survey_body( array( 'once_per' => 'user' ) ) );
		$this->assertSame( 201, $kept->get_status() );
		$this->assertSame( 'user', $kept->get_data()['settings']['behavior']['once_per'] );
	}

	public function test_per_user_a_visitor_not_logged_in_is_refused_and_an_account_answers_once(): void {
		$id = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'once_per' => 'user' ) ) ) );

		$anonymous = $this->answer( $id );
		$this->assertSame( 403, $anonymous->get_status() );
		$this->assertSame( 'userfeedback_login_required', $this->error_code( $anonymous ) );
		$this->assertSame( 'Log in to answer this survey.', $anonymous->get_data()['message'] ?? null );
		$this->assertSame( 0, $this->responses( $id ) );

		$first_user = $this->create_user( 'subscriber' );
		wp_set_current_user( $first_user );
		$first = $this->answer( $id );
		$this->assertSame( 201, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$this->assertSame( (string) $first_user, $this->column( (int) $first->get_data()['id'], 'user_id' ) );

		$again = $this->answer( $id );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'userfeedback_already_answered', $this->error_code( $again ) );
		$this->assertSame( 'You have already answered this survey.', $again->get_data()['message'] ?? null );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 201, $this->answer( $id )->get_status(), 'another account answers' );
		$this->assertSame( 2, $this->responses( $id ) );

		// In the trash it still counts: trashing a response is not forgetting its person.
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->responses(), array( 'status' => 'trash' ), array( 'id' => (int) $first->get_data()['id'] ) );
		wp_set_current_user( $first_user );
		$this->assertSame( 409, $this->answer( $id )->get_status() );
	}

	public function test_per_user_completing_an_earlier_partial_response_after_answering_is_refused_and_kept_unfinished(): void {
		$id = $this->create_survey(
			array(
				'settings' => array(
					'behavior' => array(
						'once_per'     => 'user',
						'save_partial' => true,
					),
				),
			)
		);
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$partial = $this->answer( $id, false, '1b4e28ba-2fa1-41d2-883f-0016d3cca427' );
		$this->assertSame( 201, $partial->get_status(), (string) wp_json_encode( $partial->get_data() ) );
		$this->assertSame( 201, $this->answer( $id, true, '6fa459ea-ee8a-4ca4-894e-db77e160355e' )->get_status(), 'answered in another tab' );

		$completing = $this->answer( $id, true, '1b4e28ba-2fa1-41d2-883f-0016d3cca427' );

		$this->assertSame( 409, $completing->get_status() );
		$this->assertSame( 'userfeedback_already_answered', $this->error_code( $completing ) );
		$partial_id = (int) $partial->get_data()['id'];
		$this->assertSame( '0', $this->column( $partial_id, 'completed' ), 'kept unfinished' );
		$this->assertSame( 1, $this->completed( $id ) );
	}

	public function test_per_browser_the_completing_save_marks_the_browser_and_its_next_answer_is_refused(): void {
		$id    = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'once_per' => 'browser' ) ) ) );
		$first = $this->answer( $id );
		$this->assertSame( 201, $first->get_status() );
		$cookie = (string) ( $first->get_headers()['Set-Cookie'] ?? '' );
		$this->assertStringStartsWith( AnsweredCookie::name( $id ) . '=1; Max-Age=34560000; Path=/; HttpOnly; SameSite=Lax', $cookie );

		$_COOKIE[ AnsweredCookie::name( $id ) ] = '1';
		$again                                  = $this->answer( $id );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'userfeedback_already_answered', $this->error_code( $again ) );

		$_COOKIE = array();
		$this->assertSame( 201, $this->answer( $id )->get_status(), 'a browser without the cookie (the widget keeps its own marks)' );
		$this->assertSame( 2, $this->responses( $id ) );
	}

	public function test_without_the_behavior_add_on_the_rule_is_not_applied(): void {
		$id = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'once_per' => 'user' ) ) ) );
		$this->set_active_addons( array() );

		$this->assertSame( 201, $this->answer( $id )->get_status(), 'a visitor not logged in' );
		$this->assertSame( 201, $this->answer( $id )->get_status() );
		$this->assertArrayNotHasKey( 'Set-Cookie', $this->answer( $id )->get_headers() );
		$this->assertSame( 'none', $this->page_survey( $id, true )['settings']['behavior']['once_per'] );
	}

	public function test_pages_leave_out_a_floating_survey_the_visitor_may_not_answer_and_an_inline_one_says_why(): void {
		$id    = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'once_per' => 'user' ) ) ) );
		$plain = $this->create_survey();

		$eligibility = $this->with_once();
		$this->assertSame( array( $plain ), array_map( static fn( array $s ): int => (int) $s['id'], $eligibility->floating() ) );
		$this->assertSame( 'Only for logged-in visitors', $eligibility->reasons()[ $id ] );
		$inline = $this->page_survey( $id, true );
		$this->assertSame( 'Log in to answer this survey.', $inline['closed'] );
		$this->assertStringContainsString( 'wp-login.php?redirect_to=', $inline['login_url'] );

		$user = $this->create_user( 'subscriber' );
		wp_set_current_user( $user );
		$this->assertSame( array( $id, $plain ), array_map( static fn( array $s ): int => (int) $s['id'], $this->with_once()->floating() ) );
		$this->assertArrayNotHasKey( 'closed', $this->page_survey( $id, true ) );
		$this->assertSame( 'user', $this->page_survey( $id, true )['settings']['behavior']['once_per'] );

		$this->assertSame( 201, $this->answer( $id )->get_status() );
		$answered = $this->with_once();
		$this->assertSame( array( $plain ), array_map( static fn( array $s ): int => (int) $s['id'], $answered->floating() ) );
		$this->assertSame( 'Already answered by this user', $answered->reasons()[ $id ] );
		$inline = $this->page_survey( $id, true );
		$this->assertSame( 'You have already answered this survey.', $inline['closed'] );
		$this->assertArrayNotHasKey( 'login_url', $inline );
	}

	/**
	 * A survey as a page gets it, inline or floating, through the eligibility and bootstrap the
	 * plugin uses.
	 *
	 * @param int  $id     The survey.
	 * @param bool $inline Placed inline.
	 * @return array<string, mixed>
	 */
	private function page_survey( int $id, bool $inline ): array {
		$survey = $inline ? $this->with_once()->inline( $id ) : null;
		$this->assertIsArray( $survey );
		$entitlements = $this->entitlements();
		$bootstrap    = new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false );
		return $bootstrap->page_survey( $survey, $inline );
	}

	/**
	 * The eligibility service with one answer per person applied, as the plugin builds it.
	 *
	 * @return SurveyEligibility
	 */
	private function with_once(): SurveyEligibility {
		global $wpdb;
		$tables = userfeedback()->tables();
		return new SurveyEligibility( new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ) ), $this->entitlements(), null, null, new OneAnswerEach( $wpdb, $tables, $this->entitlements() ) );
	}

	/**
	 * A new survey's body with these behaviour settings.
	 *
	 * @param array<string, mixed> $behavior Behaviour settings.
	 * @return array<string, mixed>
	 */
	private function survey_body( array $behavior ): array {
		return array(
			'id'        => null,
			'title'     => 'Once',
			'status'    => 'publish',
			'questions' => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Happy?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
				),
			),
			'settings'  => array( 'behavior' => $behavior ),
		);
	}

	/**
	 * A visitor's save of the survey's one question.
	 *
	 * @param int    $id        The survey.
	 * @param bool   $completed Whether it completes the response.
	 * @param string $key       The response key ('' for none).
	 * @return \WP_REST_Response
	 */
	private function answer( int $id, bool $completed = true, string $key = '' ): \WP_REST_Response {
		$body = array(
			'nonce'     => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
			'completed' => $completed,
			'answers'   => array(
				array(
					'question_id' => 'q1',
					'value'       => 'Yes',
				),
			),
		);
		if ( '' !== $key ) {
			$body['response_key'] = $key;
		}
		return $this->rest( 'POST', "/userfeedback/v1/surveys/{$id}/responses", $body );
	}

	/**
	 * The stored behaviour settings.
	 *
	 * @param int $id The survey.
	 * @return array<string, mixed>
	 */
	private function stored_behavior( int $id ): array {
		global $wpdb;
		$settings = json_decode( (string) $wpdb->get_var( $wpdb->prepare( 'SELECT settings FROM `' . userfeedback()->tables()->surveys() . '` WHERE id = %d', $id ) ), true );
		return (array) $settings['behavior'];
	}

	/**
	 * The survey's stored responses.
	 *
	 * @param int $id The survey.
	 * @return int
	 */
	private function responses( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $id ) );
	}

	/**
	 * The survey's completed responses.
	 *
	 * @param int $id The survey.
	 * @return int
	 */
	private function completed( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d AND completed = 1', $id ) );
	}

	/**
	 * One column of a stored response.
	 *
	 * @param int    $response_id The response.
	 * @param string $column      The column (from the test).
	 * @return string
	 */
	private function column( int $response_id, string $column ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT `{$column}` FROM `" . userfeedback()->tables()->responses() . '` WHERE id = %d', $response_id ) );
	}
}
