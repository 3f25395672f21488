<?php
/**
 * The funnel of a survey with jump logic, through the results route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Questions a jump passes over are never displayed, so the widget leaves them out of `shown`, as
 * it does questions display logic hides: the funnel counts them neither shown nor skipped with no
 * special case. q1 (Yes, No, Later) jumps to q4 on Yes and ends the survey on Later; four
 * completed responses — jumped to q4, went through, went through skipping q2 and q4, ended at q1
 * — read from the rollups and from the answers.
 */
final class JumpLogicFunnelTest extends TestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->act_as( 'administrator' );
		$text    = static fn( string $id ): array => array(
			'id'    => $id,
			'title' => "Question {$id}",
			'type'  => 'text',
		);
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Jumps',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'     => 'q1',
						'title'  => 'Did you find it?',
						'type'   => 'radio-button',
						'config' => array( 'options' => array( 'Yes', 'No', 'Later' ) ),
						'jumps'  => array(
							array(
								'compare' => '==',
								'value'   => 'Yes',
								'to'      => 'q4',
							),
							array(
								'compare' => '==',
								'value'   => 'Later',
								'to'      => 'end',
							),
						),
					),
					$text( 'q2' ),
					$text( 'q3' ),
					$text( 'q4' ),
				),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->survey_id = (int) $created->get_data()['id'];
		userfeedback()->rollups()->build()->allow_here( true );

		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.58';
		// Jumped from q1 to q4: q2 and q3 were never displayed, so `shown` leaves them out.
		$this->save(
			array(
				'q1' => 'Yes',
				'q4' => 'Great',
			),
			array( 'q1', 'q4' )
		);
		$this->save(
			array(
				'q1' => 'No',
				'q2' => 'a',
				'q3' => 'b',
				'q4' => 'c',
			),
			array( 'q1', 'q2', 'q3', 'q4' )
		);
		$this->save(
			array(
				'q1' => 'No',
				'q2' => null,
				'q3' => 'b',
				'q4' => null,
			),
			array( 'q1', 'q2', 'q3', 'q4' )
		);
		// Ended by the jump to the end: nothing after q1 was displayed.
		$this->save( array( 'q1' => 'Later' ), array( 'q1' ) );
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		userfeedback()->rollups()->build()->allow_here( null );
		parent::tearDown();
	}

	public function test_questions_jumped_over_are_neither_shown_nor_skipped(): void {
		$expected = array(
			'completion' => array(
				'impressions' => 0,
				'started'     => 4,
				'completed'   => 4,
				'rate'        => 100.0,
			),
			'funnel'     => array(
				self::step( 'q1', 4, 4, 0 ),
				// Not shown to the response that jumped to q4 nor to the one that ended.
				self::step( 'q2', 2, 1, 1 ),
				self::step( 'q3', 2, 2, 0 ),
				self::step( 'q4', 3, 2, 1 ),
			),
		);
		$this->assertSame( $expected, $this->funnel(), 'from the rollups' );

		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertSame( $expected, $this->funnel(), 'from the answers (stale rollups)' );

		$data = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertSame(
			array(
				'q1' => 0,
				'q2' => 1,
				'q3' => 0,
				'q4' => 1,
			),
			array_column( $data['question_stats'], 'skipped', 'id' ),
			'the cards\' skipped: a question jumped over is not a skip'
		);
	}

	/**
	 * One funnel step of a completed-only survey (no drops).
	 *
	 * @param string $id       Question.
	 * @param int    $shown    Shown.
	 * @param int    $answered Answered.
	 * @param int    $skipped  Skipped.
	 * @return array<string, int|string>
	 */
	private static function step( string $id, int $shown, int $answered, int $skipped ): array {
		return array(
			'question_id' => $id,
			'shown'       => $shown,
			'answered'    => $answered,
			'skipped'     => $skipped,
			'dropped'     => 0,
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
	 * A visitor's completed response through the public route, as the widget sends it.
	 *
	 * @param array<string, mixed> $answers Question id => value (null: skipped).
	 * @param string[]             $shown   Displayed questions.
	 * @return void
	 */
	private function save( array $answers, array $shown ): void {
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
				'completed'    => true,
				'response_key' => wp_generate_uuid4(),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}
}
