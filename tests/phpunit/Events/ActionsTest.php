<?php
/**
 * The integration actions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Events;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the tests read our tables directly to check what listeners see.

/**
 * Each action fires once per survey or response, with its documented arguments, after the write:
 * a listener reading the database sees the change (docs/hooks.md).
 */
final class ActionsTest extends TestCase {

	/**
	 * What fired: [ hook, args, what the listener read ].
	 *
	 * @var array<int, array{0: string, 1: array<int, mixed>, 2: mixed}>
	 */
	private array $fired = array();

	private const SURVEY_HOOKS   = array( 'saved', 'published', 'trashed', 'restored', 'deleted' );
	private const RESPONSE_HOOKS = array( 'submitted', 'trashed', 'restored', 'deleted' );

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior', 'targeting', 'branding', 'templates' ) );
		foreach ( self::SURVEY_HOOKS as $name ) {
			add_action( "userfeedback_survey_{$name}", array( $this, "on_survey_{$name}" ), 10, 3 );
		}
		foreach ( self::RESPONSE_HOOKS as $name ) {
			add_action( "userfeedback_response_{$name}", array( $this, "on_response_{$name}" ), 10, 2 );
		}
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		// Only this test's listeners: the plugin's own (the webhooks') stay.
		foreach ( self::SURVEY_HOOKS as $name ) {
			remove_action( "userfeedback_survey_{$name}", array( $this, "on_survey_{$name}" ), 10 );
		}
		foreach ( self::RESPONSE_HOOKS as $name ) {
			remove_action( "userfeedback_response_{$name}", array( $this, "on_response_{$name}" ), 10 );
		}
		parent::tearDown();
	}

	public function test_survey_actions_follow_its_life(): void {
		$id = $this->save( array( 'status' => 'draft' ) );
		$this->assertSame( array( array( 'userfeedback_survey_saved', array( $id, true ), 'draft' ) ), $this->take() );

		$this->save(
			array(
				'id'     => $id,
				'status' => 'publish',
			)
		);
		$this->assertSame(
			array(
				array( 'userfeedback_survey_saved', array( $id, false ), 'publish' ),
				array( 'userfeedback_survey_published', array( $id ), 'publish' ),
			),
			$this->take(),
			'the listener reads the survey as published'
		);

		$this->save(
			array(
				'id'     => $id,
				'status' => 'publish',
			)
		);
		$this->assertSame( array( array( 'userfeedback_survey_saved', array( $id, false ), 'publish' ) ), $this->take(), 'saved again: not published again' );

		$draft = $this->save( array( 'status' => 'draft' ) );
		$this->take();
		$answer = $this->rest( 'POST', '/userfeedback/v1/surveys/publish', array( 'survey_ids' => array( $id, $draft ) ) );
		$this->assertSame( array( $id, $draft ), $answer->get_data()['survey_ids'] );
		$this->assertSame( array( array( 'userfeedback_survey_published', array( $draft ), 'publish' ) ), $this->take(), 'bulk publish: only the draft went live' );

		$this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_survey_trashed', array( $id ), 'trash' ) ), $this->take() );
		$this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $id ) ) );
		$this->assertSame( array(), $this->take(), 'already in the Trash: nothing fires' );

		$this->rest( 'POST', '/userfeedback/v1/surveys/restore', array( 'survey_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_survey_restored', array( $id ), 'draft' ) ), $this->take() );

		$this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $id ) ) );
		$this->take();
		$this->rest( 'DELETE', '/userfeedback/v1/surveys', array( 'survey_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_survey_deleted', array( $id ), null ) ), $this->take(), 'the listener finds the survey gone' );
	}

	public function test_response_actions_follow_its_life(): void {
		$survey = $this->save( array( 'status' => 'publish' ) );
		$this->take();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$submitted              = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey}/responses",
			array(
				'answers' => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Yes',
					),
				),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey ),
			)
		);
		$this->assertSame( 201, $submitted->get_status(), (string) wp_json_encode( $submitted->get_data() ) );
		$id = (int) $submitted->get_data()['id'];
		$this->assertSame( array( array( 'userfeedback_response_submitted', array( $id, $survey ), 'publish' ) ), $this->take(), 'the listener reads the stored response' );

		$this->act_as( 'administrator' );
		$base = "/userfeedback/v1/surveys/{$survey}/responses";
		$this->rest( 'POST', "{$base}/trash", array( 'response_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_response_trashed', array( $id, $survey ), 'trash' ) ), $this->take() );
		$this->rest( 'POST', "{$base}/restore", array( 'response_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_response_restored', array( $id, $survey ), 'publish' ) ), $this->take() );
		$this->rest( 'POST', "{$base}/trash", array( 'response_ids' => array( $id ) ) );
		$this->take();
		$this->rest( 'DELETE', $base, array( 'response_ids' => array( $id ) ) );
		$this->assertSame( array( array( 'userfeedback_response_deleted', array( $id, $survey ), null ) ), $this->take() );
	}

	public function test_a_personal_data_erasure_fires_response_deleted(): void {
		$survey = $this->save( array( 'status' => 'publish' ) );
		$this->take();
		$id = $this->insert_response( $survey, '2026-11-01 10:00:00', array( array( 'q1', 'Yes' ) ), 'publish', array( 'user_id' => (string) get_current_user_id() ) );
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'delete' ) );
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$result  = call_user_func( $erasers[ PersonalDataTools::ERASER ]['callback'], wp_get_current_user()->user_email, 1 );
		$this->assertTrue( $result['items_removed'], (string) wp_json_encode( $result ) );
		$this->assertSame( array( array( 'userfeedback_response_deleted', array( $id, $survey ), null ) ), $this->take() );
	}

	/**
	 * Saves a survey with one question over REST.
	 *
	 * @param array<string, mixed> $fields Fields over the defaults.
	 * @return int The id.
	 */
	private function save( array $fields ): int {
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array_merge(
				array(
					'title'         => 'Hooks',
					'questions'     => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Happy?',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
					),
					'settings'      => array(),
					'notifications' => array(),
				),
				$fields
			)
		);
		$this->assertLessThan( 300, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * What fired since the last call.
	 *
	 * @return array<int, array{0: string, 1: array<int, mixed>, 2: mixed}>
	 */
	private function take(): array {
		$fired       = $this->fired;
		$this->fired = array();
		return $fired;
	}

	/**
	 * Records a survey action with the survey's stored status as the listener sees it.
	 *
	 * @param string            $hook The action.
	 * @param array<int, mixed> $args Its arguments.
	 * @return void
	 */
	private function record_survey( string $hook, array $args ): void {
		global $wpdb;
		$status        = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM `{$wpdb->prefix}userfeedback_surveys` WHERE id = %d", $args[0] ) );
		$this->fired[] = array( $hook, $args, $status );
	}

	/**
	 * Records a response action with the response's stored status as the listener sees it.
	 *
	 * @param string            $hook The action.
	 * @param array<int, mixed> $args Its arguments.
	 * @return void
	 */
	private function record_response( string $hook, array $args ): void {
		global $wpdb;
		$status        = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM `{$wpdb->prefix}userfeedback_responses` WHERE id = %d", $args[0] ) );
		$this->fired[] = array( $hook, $args, $status );
	}

	/**
	 * Listener.
	 *
	 * @param int                  $id      Survey id.
	 * @param array<string, mixed> $survey  The stored survey.
	 * @param bool                 $created Whether the save created it.
	 * @return void
	 */
	public function on_survey_saved( int $id, array $survey, bool $created ): void {
		$this->assertSame( $id, (int) $survey['id'] );
		$this->record_survey( 'userfeedback_survey_saved', array( $id, $created ) );
	}

	public function on_survey_published( int $id ): void {
		$this->record_survey( 'userfeedback_survey_published', array( $id ) );
	}

	public function on_survey_trashed( int $id ): void {
		$this->record_survey( 'userfeedback_survey_trashed', array( $id ) );
	}

	public function on_survey_restored( int $id ): void {
		$this->record_survey( 'userfeedback_survey_restored', array( $id ) );
	}

	public function on_survey_deleted( int $id ): void {
		$this->record_survey( 'userfeedback_survey_deleted', array( $id ) );
	}

	public function on_response_submitted( int $id, int $survey ): void {
		$this->record_response( 'userfeedback_response_submitted', array( $id, $survey ) );
	}

	public function on_response_trashed( int $id, int $survey ): void {
		$this->record_response( 'userfeedback_response_trashed', array( $id, $survey ) );
	}

	public function on_response_restored( int $id, int $survey ): void {
		$this->record_response( 'userfeedback_response_restored', array( $id, $survey ) );
	}

	public function on_response_deleted( int $id, int $survey ): void {
		$this->record_response( 'userfeedback_response_deleted', array( $id, $survey ) );
	}
}
