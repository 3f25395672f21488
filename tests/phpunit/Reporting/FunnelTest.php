<?php
/**
 * The completion and funnel of a survey's results.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test writes the survey's settings straight into its row.

/**
 * A hand-computed fixture with conditional logic: question 2 shows only after "Yes". Five
 * responses — completed through all three questions; completed with question 2 hidden and 3
 * skipped; partial after question 1; partial after skipping question 2; and one stored before
 * partial saves (it says nothing about what it displayed) — read through the results route from
 * the rollups, and from the answers while the rollups are stale: the same funnel both ways, the
 * drops adding up to started − completed, the hidden question never a drop.
 */
final class FunnelTest extends TestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Funnel',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'     => 'q1',
						'title'  => 'Did you find it?',
						'type'   => 'radio-button',
						'config' => array( 'options' => array( 'Yes', 'No' ) ),
					),
					array(
						'id'    => 'q2',
						'title' => 'Where?',
						'type'  => 'text',
						'logic' => array(
							'enabled'    => true,
							'action'     => 'show',
							'conditions' => array(
								array(
									'question_id' => 'q1',
									'compare'     => '==',
									'value'       => 'Yes',
								),
							),
						),
					),
					array(
						'id'    => 'q3',
						'title' => 'Anything else?',
						'type'  => 'text',
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->survey_id = (int) $created->get_data()['id'];
		global $wpdb;
		$table                                = userfeedback()->tables()->surveys();
		$settings                             = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $this->survey_id ) ), true );
		$settings['behavior']['save_partial'] = true;
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();
		userfeedback()->rollups()->build()->allow_here( true );

		// Stored before partial saves: completed, no `shown`.
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s' ), array( array( 'q1', 'No' ) ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );

		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.57';
		$this->save(
			array(
				'q1' => 'Yes',
				'q2' => 'Shop',
				'q3' => 'Thanks',
			),
			array( 'q1', 'q2', 'q3' ),
			true
		);
		$this->save(
			array(
				'q1' => 'No',
				'q3' => null,
			),
			array( 'q1', 'q3' ),
			true
		);
		$this->save( array( 'q1' => 'Yes' ), array( 'q1' ), false );
		$this->save(
			array(
				'q1' => 'Yes',
				'q2' => null,
			),
			array( 'q1', 'q2' ),
			false
		);
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		userfeedback()->rollups()->build()->allow_here( null );
		parent::tearDown();
	}

	public function test_the_funnel_is_right_under_logic_from_the_rollups_and_from_the_answers(): void {
		$expected = array(
			'completion' => array(
				'impressions' => 0,
				'started'     => 5,
				'completed'   => 3,
				'rate'        => 60.0,
			),
			'funnel'     => array(
				self::step( 'q1', 5, 5, 0, 1 ),
				// Shown to the untracked response, the complete one and the one that stopped
				// here: only the untracked one went on without answering.
				self::step( 'q2', 3, 1, 1, 1 ),
				self::step( 'q3', 3, 1, 2, 0 ),
			),
		);
		$this->assertSame( $expected, $this->funnel(), 'from the rollups' );

		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertSame( $expected, $this->funnel(), 'from the answers (stale rollups, a small survey)' );

		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertSame( $expected, $this->funnel(), 'after a rebuild' );
		$dropped = array_sum( array_column( $expected['funnel'], 'dropped' ) );
		$this->assertSame( $expected['completion']['started'] - $expected['completion']['completed'], $dropped );
	}

	public function test_the_question_cards_skipped_is_the_funnels(): void {
		$data    = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$skipped = array_column( $data['question_stats'], 'skipped', 'id' );
		$this->assertSame( array_column( $data['funnel'], 'skipped', 'question_id' ), $skipped );
		// Not "responses − answers": the drop-out and the visitor logic never showed q2 to are
		// not skips (4 before), and the drop-outs are not skips of q3 (4 before).
		$this->assertSame(
			array(
				'q1' => 0,
				'q2' => 1,
				'q3' => 2,
			),
			$skipped
		);
	}

	public function test_a_survey_without_partial_saves_reads_as_before(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d AND completed = 0', $this->survey_id ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE `' . userfeedback()->tables()->responses() . '` SET shown = NULL WHERE survey_id = %d', $this->survey_id ) );
		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$data = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertSame( 3, $data['completion']['started'] );
		$this->assertSame( 3, $data['completion']['completed'] );
		$this->assertSame( 100.0, $data['completion']['rate'] );
		foreach ( $data['funnel'] as $step ) {
			$this->assertSame( 3, $step['shown'], 'every question counts as shown, as the spec\'s skipped does' );
			$this->assertSame( 0, $step['dropped'] );
		}
		$this->assertFalse( $data['limit_reached'] );
	}

	/**
	 * One funnel step.
	 *
	 * @param string $id       Question.
	 * @param int    $shown    Shown.
	 * @param int    $answered Answered.
	 * @param int    $skipped  Skipped.
	 * @param int    $dropped  Dropped.
	 * @return array<string, int|string>
	 */
	private static function step( string $id, int $shown, int $answered, int $skipped, int $dropped ): array {
		return array(
			'question_id' => $id,
			'shown'       => $shown,
			'answered'    => $answered,
			'skipped'     => $skipped,
			'dropped'     => $dropped,
		);
	}

	/**
	 * The results' completion and funnel.
	 *
	 * @return array<string, mixed>
	 */
	private function funnel(): array {
		$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		return array(
			'completion' => $data['completion'],
			'funnel'     => $data['funnel'],
		);
	}

	/**
	 * A visitor's save through the public route, each with its own key.
	 *
	 * @param array<string, mixed> $answers   Question id => value (null: skipped).
	 * @param string[]             $shown     Displayed questions.
	 * @param bool                 $completed Whether it completes the response.
	 * @return void
	 */
	private function save( array $answers, array $shown, bool $completed ): void {
		$list = array();
		foreach ( $answers as $id => $value ) {
			$list[] = array(
				'question_id' => $id,
				'value'       => $value,
			);
		}
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers'      => $list,
				'nonce'        => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
				'shown'        => $shown,
				'completed'    => $completed,
				'response_key' => wp_generate_uuid4(),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}
}
