<?php
/**
 * Jump logic through the survey routes.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- one test writes a question as stored before jump logic existed.

/**
 * A survey's jumps go in and come back as sent (the answer matching the schema the contract is
 * generated from), a backward jump is a 400 naming `questions.N.jumps.M.to` with nothing stored,
 * a question stored before jump logic reads back valid, and the builder's preview data
 * (`page_survey`, the widget's shape) carries jumps only with the question-types add-on.
 */
final class JumpLogicRestTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->act_as( 'administrator' );
	}

	/**
	 * A survey of three questions; q1 jumps to q3 on "Yes" and ends the survey on "No".
	 *
	 * @param array<int, mixed> $q2_jumps Jumps of the second question.
	 * @return array<string, mixed>
	 */
	private static function payload( array $q2_jumps = array() ): array {
		return array(
			'id'        => null,
			'title'     => 'Jumps',
			'status'    => 'publish',
			'questions' => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Did you find it?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
					'jumps'  => self::jumps(),
				),
				array(
					'id'    => 'q2',
					'type'  => 'nps',
					'title' => 'Score?',
					'jumps' => $q2_jumps,
				),
				array(
					'id'    => 'q3',
					'type'  => 'text',
					'title' => 'Anything else?',
				),
			),
		);
	}

	/**
	 * The first question's jumps.
	 *
	 * @return array<int, array<string, string>>
	 */
	private static function jumps(): array {
		return array(
			array(
				'compare' => '==',
				'value'   => 'Yes',
				'to'      => 'q3',
			),
			array(
				'compare' => '==',
				'value'   => 'No',
				'to'      => 'end',
			),
		);
	}

	public function test_jumps_round_trip_and_the_answer_matches_its_schema(): void {
		$created = $this->rest( 'POST', self::BASE, self::payload() );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->assertSame( self::jumps(), $created->get_data()['questions'][0]['jumps'] );
		$this->assertSame( array(), $created->get_data()['questions'][2]['jumps'] );

		$id   = (int) $created->get_data()['id'];
		$read = $this->rest( 'GET', self::BASE . "/{$id}", array( 'context' => 'edit' ) );
		$this->assertSame( self::jumps(), $read->get_data()['questions'][0]['jumps'] );
		$this->assert_matches_its_schema( $read );
		$this->assertSame( self::jumps(), $read->get_data()['page_survey']['questions'][0]['jumps'], 'the preview gets them with the add-on' );
		$this->assertArrayNotHasKey( 'jumps', $read->get_data()['page_survey']['questions'][2], 'a question without jumps sends none' );

		// Saved back as read (the builder's way): unchanged.
		$again = $read->get_data();
		unset( $again['display'], $again['page_survey'] );
		$this->assertSame( self::jumps(), $this->rest( 'POST', self::BASE, $again )->get_data()['questions'][0]['jumps'] );
	}

	public function test_a_jump_that_does_not_go_forward_is_a_400_naming_the_field(): void {
		$response = $this->rest(
			'POST',
			self::BASE,
			self::payload(
				array(
					array(
						'compare' => '>',
						'value'   => '8',
						'to'      => 'q3',
					),
					array(
						'compare' => '<',
						'value'   => '5',
						'to'      => 'q1',
					),
				)
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$error = $response->get_data();
		$this->assertSame( array( 'questions.1.jumps.1.to' => 'A jump can only go to a later question or to the end of the survey.' ), $error['data']['params'] );
		$this->assertStringContainsString( 'questions.1.jumps.1.to: A jump can only go to a later question or to the end of the survey.', $error['message'] );
		$this->assertSame( 0, (int) $this->rest( 'GET', self::BASE )->get_data()['pagination']['total'], 'nothing is stored' );
	}

	public function test_a_question_stored_before_jump_logic_reads_back_valid(): void {
		global $wpdb;
		$id        = (int) $this->rest( 'POST', self::BASE, self::payload() )->get_data()['id'];
		$table     = userfeedback()->tables()->surveys();
		$questions = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT questions FROM `{$table}` WHERE id = %d", $id ) ), true );
		foreach ( $questions as $i => $question ) {
			unset( $questions[ $i ]['jumps'] );
		}
		$wpdb->update( $table, array( 'questions' => wp_json_encode( $questions ) ), array( 'id' => $id ) );
		wp_cache_flush();

		$read = $this->rest( 'GET', self::BASE . "/{$id}", array( 'context' => 'edit' ) );
		$this->assertArrayNotHasKey( 'jumps', $read->get_data()['questions'][0] );
		$this->assert_matches_its_schema( $read );
	}

	public function test_without_the_question_types_addon_jumps_are_kept_but_not_sent_to_the_widget(): void {
		$payload = self::payload();
		// Star rating and NPS need the add-on; the jumps of a choice question do not.
		unset( $payload['questions'][1] );
		$payload['questions'] = array_values( $payload['questions'] );
		$this->set_active_addons( array( 'targeting', 'branding', 'behavior', 'templates' ) );

		$created = $this->rest( 'POST', self::BASE, $payload );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->assertSame( self::jumps(), $created->get_data()['questions'][0]['jumps'], 'stored, inert' );
		$read = $this->rest( 'GET', self::BASE . '/' . (int) $created->get_data()['id'], array( 'context' => 'edit' ) );
		$this->assertArrayNotHasKey( 'jumps', $read->get_data()['page_survey']['questions'][0], 'the widget is not given them' );
		$this->assert_matches_its_schema( $read );
	}

	/**
	 * Fails unless the answer is what its route's schema says, read strictly (every field not
	 * marked `'required' => false`, no other field).
	 *
	 * @param \WP_REST_Response $response The answer.
	 */
	private function assert_matches_its_schema( \WP_REST_Response $response ): void {
		$options = (array) rest_get_server()->get_route_options( (string) $response->get_matched_route() );
		$this->assertIsCallable( $options['schema'] ?? null );
		$json   = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		$result = rest_validate_value_from_schema( $json, StrictSchema::of( (array) call_user_func( $options['schema'] ) ), 'answer' );
		$this->assertTrue( true === $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
	}
}
