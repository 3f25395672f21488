<?php
/**
 * The eight question types beyond the spec's seven: saved, judged, answered and stored.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Through the REST routes an owner's builder and a visitor's widget use (docs/decisions.md
 * "Every question a site owner asks": the table of shapes).
 */
final class MoreQuestionTypesTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->set_active_addons( array( 'question-types' ) );
		$this->act_as( 'administrator' );
	}

	/**
	 * One question of each new type, with only what the issue says it needs.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function questions(): array {
		return array(
			array(
				'id'    => 'scale',
				'type'  => 'scale',
				'title' => 'How likely?',
			),
			array(
				'id'    => 'smiley',
				'type'  => 'smiley',
				'title' => 'Mood?',
			),
			array(
				'id'     => 'drop',
				'type'   => 'dropdown',
				'title'  => 'Country?',
				'config' => array( 'options' => array( 'France', 'Spain', 'Japan' ) ),
			),
			array(
				'id'       => 'matrix',
				'type'     => 'matrix',
				'title'    => 'Agree?',
				'settings' => array( 'rows' => array( 'Fast', 'Cheap' ) ),
			),
			array(
				'id'     => 'rank',
				'type'   => 'ranking',
				'title'  => 'Order?',
				'config' => array( 'options' => array( 'Price', 'Speed', 'Care' ) ),
			),
			array(
				'id'     => 'image',
				'type'   => 'image-choice',
				'title'  => 'Which look?',
				'config' => array( 'options' => array( 'Light', 'Dark' ) ),
			),
			array(
				'id'    => 'day',
				'type'  => 'date',
				'title' => 'When?',
			),
			array(
				'id'    => 'ok',
				'type'  => 'consent',
				'title' => 'May we write to you?',
			),
		);
	}

	/**
	 * Saves a survey.
	 *
	 * @param array<int, array<string, mixed>> $questions The questions.
	 * @param string                           $status    Its status.
	 * @return \WP_REST_Response
	 */
	private function save( array $questions, string $status = 'publish' ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Every type',
				'status'        => $status,
				'questions'     => $questions,
				'notifications' => array( 'email' => array( 'active' => false ) ),
			)
		);
	}

	/**
	 * A visitor's response.
	 *
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $answers   The answers.
	 * @return \WP_REST_Response
	 */
	private function answer( int $survey_id, array $answers ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers' => $answers,
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
			)
		);
	}

	public function test_each_type_saved_with_its_type_and_title_takes_its_defaults(): void {
		$response = $this->save( self::questions() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$by_id = array_column( $response->get_data()['questions'], null, 'id' );

		$this->assertSame( 'numeric', $by_id['scale']['settings']['preset'] );
		$this->assertSame( array( 0, 10 ), array( $by_id['scale']['settings']['scale_min'], $by_id['scale']['settings']['scale_max'] ) );
		$this->assertSame( 5, $by_id['smiley']['settings']['faces'] );
		$this->assertSame( array( 'Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree' ), $by_id['matrix']['config']['options'] );
		$this->assertSame( array( 'Fast', 'Cheap' ), $by_id['matrix']['settings']['rows'] );
		$this->assertFalse( $by_id['image']['settings']['multiple'] );
		$this->assertSame(
			array(
				array(
					'id'  => 0,
					'url' => '',
					'alt' => '',
				),
				array(
					'id'  => 0,
					'url' => '',
					'alt' => '',
				),
			),
			$by_id['image']['settings']['images']
		);
		$this->assertSame( array( '', '' ), array( $by_id['day']['settings']['min_date'], $by_id['day']['settings']['max_date'] ) );
		$this->assertSame( '', $by_id['ok']['settings']['consent_label'] );
		$this->assertSame( array( 'France', 'Spain', 'Japan' ), $by_id['drop']['config']['options'] );
		// Settings of other types do not travel with a question.
		$this->assertArrayNotHasKey( 'rows', $by_id['scale']['settings'] );
	}

	public function test_a_preset_fixes_the_scales_range(): void {
		$questions                = self::questions();
		$questions[0]['settings'] = array(
			'preset'    => 'ces',
			'scale_min' => 0,
			'scale_max' => 10,
			'min_label' => 'Hard',
		);
		$response                 = $this->save( array( $questions[0] ) );
		$settings                 = $response->get_data()['questions'][0]['settings'];
		$this->assertSame( array( 'ces', 1, 7, 'Hard' ), array( $settings['preset'], $settings['scale_min'], $settings['scale_max'], $settings['min_label'] ) );
	}

	public function test_what_cannot_be_stored_is_refused_and_what_is_unfinished_stays_a_draft(): void {
		$matrix                     = self::questions()[3];
		$matrix['settings']['rows'] = array_map( static fn( int $n ): string => "Row {$n}", range( 1, 21 ) );
		$this->assertSame( 400, $this->save( array( $matrix ) )->get_status(), 'more than 20 rows' );

		$day             = self::questions()[6];
		$day['settings'] = array(
			'min_date' => '2026-12-31',
			'max_date' => '2026-01-01',
		);
		$refused         = $this->save( array( $day ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'The latest date must not be before the earliest.', $refused->get_data()['data']['params']['questions.0.settings.max_date'] ?? null, (string) wp_json_encode( $refused->get_data() ) );

		// An image without alt text, a matrix without rows: saved, but not published.
		$image                     = self::questions()[5];
		$image['settings']         = array(
			'images' => array(
				array(
					'id'  => 0,
					'url' => 'https://example.com/light.png',
					'alt' => '',
				),
			),
		);
		$empty                     = self::questions()[3];
		$empty['settings']['rows'] = array();
		$draft                     = $this->save( array( $image, $empty ) );
		$this->assertSame( 201, $draft->get_status() );
		$this->assertSame( 'draft', $draft->get_data()['status'] );
		$this->assertContains(
			array(
				'question_id' => 'image',
				'field'       => 'questions.0.settings.images.0.alt',
				'message'     => 'Alt text is required',
			),
			$draft->get_data()['question_errors'],
			(string) wp_json_encode( $draft->get_data() )
		);
		$this->assertSame( 'https://example.com/light.png', $draft->get_data()['questions'][0]['settings']['images'][0]['url'] );
	}

	public function test_every_type_is_answered_and_stored_in_its_canonical_shape(): void {
		global $wpdb;
		$id       = (int) $this->save( self::questions() )->get_data()['id'];
		$response = $this->answer(
			$id,
			array(
				array(
					'question_id' => 'scale',
					'value'       => 0,
				),
				array(
					'question_id' => 'smiley',
					'value'       => 4,
				),
				array(
					'question_id' => 'drop',
					'value'       => 'Japan',
				),
				array(
					'question_id' => 'matrix',
					'value'       => array(
						'Fast'  => 'Agree',
						'Cheap' => 'Strongly disagree',
					),
				),
				array(
					'question_id' => 'rank',
					'value'       => array( 'Speed', 'Price', 'Care' ),
				),
				array(
					'question_id' => 'image',
					'value'       => 'Dark',
				),
				array(
					'question_id' => 'day',
					'value'       => '2026-02-28',
				),
				array(
					'question_id' => 'ok',
					'value'       => true,
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT question_id, value, value_num FROM {$wpdb->prefix}userfeedback_answers WHERE survey_id = %d ORDER BY id", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test reads what was stored.
		$this->assertSame(
			array(
				array( 'scale', '0', '0' ),
				array( 'smiley', '4', '4' ),
				array( 'drop', 'Japan', null ),
				array( 'matrix', '["Fast","Agree"]', '4' ),
				array( 'matrix', '["Cheap","Strongly disagree"]', '1' ),
				array( 'rank', '["Speed",1]', '1' ),
				array( 'rank', '["Price",2]', '2' ),
				array( 'rank', '["Care",3]', '3' ),
				array( 'image', 'Dark', null ),
				array( 'day', '2026-02-28', null ),
				array( 'ok', 'accepted', null ),
			),
			array_map( 'array_values', $rows )
		);

		// The single response gives each answer back as it was sent.
		$this->act_as( 'administrator' );
		$list = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/responses" );
		$this->assertSame( 200, $list->get_status() );
		$single = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/responses/{$list->get_data()['items'][0]['id']}" );
		$this->assertSame( 200, $single->get_status(), (string) wp_json_encode( $single->get_data() ) );
		$this->assertSame(
			array(
				'scale'  => 0,
				'smiley' => 4,
				'drop'   => 'Japan',
				'matrix' => array(
					'Fast'  => 'Agree',
					'Cheap' => 'Strongly disagree',
				),
				'rank'   => array( 'Speed', 'Price', 'Care' ),
				'image'  => 'Dark',
				'day'    => '2026-02-28',
				'ok'     => 'accepted',
			),
			array_column( $single->get_data()['answers'], 'value', 'question_id' )
		);

		// A second response, then the reports: per type, filtered or not.
		$this->answer(
			$id,
			array(
				array(
					'question_id' => 'scale',
					'value'       => 10,
				),
				array(
					'question_id' => 'matrix',
					'value'       => array( 'Fast' => 'Agree' ),
				),
				array(
					'question_id' => 'rank',
					'value'       => array( 'Price', 'Speed', 'Care' ),
				),
			)
		);
		$this->act_as( 'administrator' );
		foreach ( array(
			'all'      => array(),
			'filtered' => array( 'device' => 'desktop' ),
		) as $case => $filter ) {
			$results = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results", $filter );
			$this->assertSame( 200, $results->get_status(), (string) wp_json_encode( $results->get_data() ) );
			$stats = array_column( $results->get_data()['question_stats'], null, 'id' );
			// Both responses come from a desktop: the filtered report (read from the answers,
			// which the facts do not pack for these types yet) counts the same.
			$this->assertSame( 11, count( $stats['scale']['options'] ), "{$case}: 0 to 10" );
			$this->assertSame(
				array(
					'average'   => 5.0,
					'median'    => 5.0,
					'satisfied' => null,
				),
				$stats['scale']['summary']
			);
			$this->assertSame( array( 0, 0, 0, 1, 0 ), array_column( $stats['smiley']['options'], 'count' ) );
			$this->assertSame( array( 'France', 'Spain', 'Japan' ), array_column( $stats['drop']['options'], 'value' ) );
			$this->assertSame( array( 'accepted' ), array_column( $stats['ok']['options'], 'value' ) );
			$this->assertSame(
				array(
					array( 0, 0, 0, 2, 0 ),
					array( 1, 0, 0, 0, 0 ),
				),
				$stats['matrix']['matrix']['counts']
			);
			$this->assertSame( array( 'Fast', 'Cheap' ), $stats['matrix']['matrix']['rows'] );
			$this->assertSame(
				array(
					'option'        => 'Price',
					'places'        => array( 1, 1, 0 ),
					'average_place' => 1.5,
					'first_share'   => 50.0,
				),
				$stats['rank']['ranking'][0]
			);
			$this->assertSame( 2, $stats['rank']['total_answers'], 'one answer per response, not per option' );
			$this->assertSame( 2, $stats['matrix']['total_answers'] );
		}

		// A scale against a dropdown: only the response that answered both, on the scale's range.
		$table = $this->rest(
			'GET',
			"/userfeedback/v1/surveys/{$id}/crosstab",
			array(
				'row'    => 'scale',
				'column' => 'drop',
			)
		);
		$this->assertSame( 200, $table->get_status(), (string) wp_json_encode( $table->get_data() ) );
		$this->assertSame( range( 0, 10 ), $table->get_data()['row']['values'] );
		$this->assertSame( array( 'France', 'Spain', 'Japan' ), $table->get_data()['column']['values'] );
		$this->assertSame( 1, $table->get_data()['total'] );

		// The reports' filter, per type: a score on the scale's own range, a matrix cell, a place.
		$where = static fn( string $question, string $compare, $value ): array => array(
			'where' => (string) wp_json_encode(
				array(
					array(
						'question_id' => $question,
						'compare'     => $compare,
						'value'       => $value,
					),
				)
			),
		);
		foreach (
			array(
				'scale above 5'      => array( $where( 'scale', '>', 5 ), 1 ),
				'scale of 0'         => array( $where( 'scale', '==', 0 ), 1 ),
				'a matrix cell'      => array( $where( 'matrix', '==', '["Cheap","Strongly disagree"]' ), 1 ),
				'Price ranked first' => array( $where( 'rank', '==', '["Price",1]' ), 1 ),
				'a consent given'    => array( $where( 'ok', '==', 'accepted' ), 1 ),
				'a day'              => array( $where( 'day', '==', '2026-02-28' ), 1 ),
			) as $case => list( $query, $count )
		) {
			$filtered = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results", $query );
			$this->assertSame( 200, $filtered->get_status(), $case . ': ' . wp_json_encode( $filtered->get_data() ) );
			$this->assertSame( $count, $filtered->get_data()['responses_count'], $case );
		}
		$this->assertSame( 400, $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results", $where( 'scale', '==', 11 ) )->get_status() );
	}

	public function test_answers_outside_their_question_are_refused(): void {
		$questions                            = self::questions();
		$questions[3]['settings']['required'] = true;
		$questions[6]['settings']['max_date'] = '2026-06-30';
		$id                                   = (int) $this->save( $questions )->get_data()['id'];
		$cases                                = array(
			'scale above its range'        => array( 'scale', 11 ),
			'smiley beyond its faces'      => array( 'smiley', 6 ),
			'an option not in the list'    => array( 'drop', 'Italy' ),
			'a row the matrix lacks'       => array( 'matrix', array( 'Slow' => 'Agree' ) ),
			'a column the matrix lacks'    => array( 'matrix', array( 'Fast' => 'Maybe' ) ),
			'a ranking missing an option'  => array( 'rank', array( 'Speed', 'Price' ) ),
			'a ranking with one twice'     => array( 'rank', array( 'Speed', 'Speed', 'Care' ) ),
			'two looks when one is asked'  => array( 'image', array( 'Light', 'Dark' ) ),
			'a day that does not exist'    => array( 'day', '2026-02-30' ),
			'a day after the latest'       => array( 'day', '2026-07-01' ),
			'a consent that is not one'    => array( 'ok', 'yes please' ),
			'a required matrix row missed' => array( 'matrix', array( 'Fast' => 'Agree' ) ),
		);
		foreach ( $cases as $case => list( $question, $value ) ) {
			$answers = array(
				array(
					'question_id' => $question,
					'value'       => $value,
				),
			);
			if ( 'matrix' !== $question ) {
				$answers[] = array(
					'question_id' => 'matrix',
					'value'       => array(
						'Fast'  => 'Agree',
						'Cheap' => 'Agree',
					),
				);
			}
			$this->assertSame( 400, $this->answer( $id, $answers )->get_status(), $case );
		}
	}

	public function test_the_new_types_are_pro_with_the_question_types_addon(): void {
		$this->set_active_addons( array() );
		foreach ( self::questions() as $question ) {
			$response = $this->save( array( $question ) );
			$this->assertSame( 400, $response->get_status(), $question['type'] );
			$this->assertSame( 'Please activate the Question Types addon to access this feature', $response->get_data()['data']['params']['questions.0.type'] ?? null );
		}
	}
}
