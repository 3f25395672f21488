<?php
/**
 * The facts rows of a survey mixing every question type: packed, and read back as the answers
 * give them.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactLayout;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to compare rows.

/**
 * Filtered reports of the new types come from the facts (not the answers) and hold the
 * answers' counts, filter by filter.
 */
final class FactsMoreTypesTest extends TestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->set_active_addons( array( 'question-types' ) );
		$this->act_as( 'administrator' );
		$saved = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Every type',
				'status'        => 'publish',
				'notifications' => array( 'email' => array( 'active' => false ) ),
				'questions'     => array(
					self::question( 'nps', 'nps' ),
					self::question( 'scale', 'scale', array(), array( 'scale_min' => 0 ) ),
					self::question( 'smiley', 'smiley', array(), array( 'faces' => 3 ) ),
					self::question( 'drop', 'dropdown', array( 'France', 'Spain', 'Japan', 'Peru', 'Chad', 'Iran', 'Laos', 'Fiji' ) ),
					self::question( 'matrix', 'matrix', array(), array( 'rows' => array( 'Fast', 'Cheap', 'Kind' ) ) ),
					self::question( 'rank', 'ranking', array( 'Price', 'Speed', 'Care' ) ),
					self::question( 'image', 'image-choice', array( 'Light', 'Dark' ) ),
					self::question( 'images', 'image-choice', array( 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H' ), array( 'multiple' => true ) ),
					self::question( 'few', 'image-choice', array( 'Red', 'Blue', 'Green' ), array( 'multiple' => true ) ),
					self::question( 'day', 'date' ),
					self::question( 'ok', 'consent' ),
				),
			)
		);
		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->survey_id = (int) $saved->get_data()['id'];
		$answers         = array(
			array( 9, 0, 1, 'Fiji', array( 'Fast' => 'Agree' ), array( 'Speed', 'Price', 'Care' ), 'Dark', array( 'H', 'A' ), array( 'Blue' ), '2026-02-28', true ),
			array(
				3,
				10,
				3,
				'France',
				array(
					'Fast' => 'Agree',
					'Kind' => 'Neutral',
				),
				array( 'Price', 'Speed', 'Care' ),
				'Light',
				array( 'H' ),
				array( 'Red', 'Blue' ),
				null,
				true,
			),
			array(
				10,
				7,
				2,
				'Japan',
				array(
					'Cheap' => 'Strongly disagree',
					'Kind'  => 'Agree',
					'Fast'  => 'Strongly agree',
				),
				array( 'Care', 'Speed', 'Price' ),
				null,
				array( 'B' ),
				null,
				'2026-03-01',
				null,
			),
			array( 7, 7, 2, 'Fiji', null, null, 'Dark', null, array( 'Green' ), null, true ),
		);
		$ids             = array( 'nps', 'scale', 'smiley', 'drop', 'matrix', 'rank', 'image', 'images', 'few', 'day', 'ok' );
		foreach ( $answers as $row ) {
			$sent = array();
			foreach ( $row as $i => $value ) {
				if ( null !== $value ) {
					$sent[] = array(
						'question_id' => $ids[ $i ],
						'value'       => $value,
					);
				}
			}
			$this->answer( $sent );
		}
		$this->act_as( 'administrator' );
	}

	/**
	 * A question.
	 *
	 * @param string               $id       Its id.
	 * @param string               $type     Its type.
	 * @param string[]             $options  Its options.
	 * @param array<string, mixed> $settings Its settings.
	 * @return array<string, mixed>
	 */
	private static function question( string $id, string $type, array $options = array(), array $settings = array() ): array {
		return array(
			'id'       => $id,
			'type'     => $type,
			'title'    => ucfirst( $id ) . '?',
			'config'   => array( 'options' => $options ),
			'settings' => $settings,
		);
	}

	/**
	 * A visitor's response.
	 *
	 * @param array<int, array<string, mixed>> $answers The answers.
	 */
	private function answer( array $answers ): void {
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$response               = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => $answers,
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * The survey's questions as stored.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function questions(): array {
		global $wpdb;
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		return array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
	}

	public function test_every_type_has_a_place_in_the_bytes(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$this->assertTrue( ( new Rollups( $wpdb, $tables ) )->facts_build()->complete( $this->survey_id, false ) );
		$slots = FactLayout::slots( $this->questions() );
		$this->assertSame( array( 'nps', 'score', 'score', 'choice', 'matrix', 'ranking', 'choice', 'ticks', 'checkbox', 'text', 'choice' ), array_column( $slots, 'kind' ) );
		// Eleven questions' bytes, then the matrix's three rows (12–14), the ranking's three
		// options (15–17) and the eight images (18–25).
		$this->assertSame( array( 12, 15, 18 ), array( $slots['matrix']['first'], $slots['rank']['first'], $slots['images']['first'] ) );
		$first = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MIN( id ) FROM `' . $tables->responses() . '` WHERE survey_id = %d', $this->survey_id ) );
		$codes = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT HEX( codes ) FROM `' . $tables->response_facts() . '` WHERE response_id = %d', $first ) );
		// NPS 9 → 10; scale 0 of 0–10 → 1; smiley 1 → 1; Fiji → 8; the matrix, the ranking, the
		// images: answered (1); Dark → 2; Blue → bit 1 (2); a date: 1; consent → 1. Then Fast:
		// Agree (4), no Cheap, no Kind; Price 2, Speed 1, Care 3; A and H ticked.
		$this->assertSame( '0A010108010102010201010400000201030100000000000001', $codes );
	}

	public function test_filtered_reports_read_the_facts_and_count_what_the_answers_count(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$this->assertTrue( ( new Rollups( $wpdb, $tables ) )->facts_build()->complete( $this->survey_id, false ) );
		$questions = $this->questions();
		$sql       = new FilterSql( $wpdb, $tables );
		$facts     = new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, $sql ) );
		$answers   = new FilteredResults( $wpdb, $tables, new Rollups( $wpdb, $tables ), $sql );
		$range     = DateRange::all_time( wp_timezone() );
		$filters   = array(
			'none'                => array(),
			'scale >'             => array( 'scale', '>', 5 ),
			'scale == 0'          => array( 'scale', '==', 0 ),
			'smiley <'            => array( 'smiley', '<', 3 ),
			'dropdown =='         => array( 'drop', '==', 'Fiji' ),
			'dropdown !='         => array( 'drop', '!=', 'Fiji' ),
			'matrix cell'         => array( 'matrix', '==', '["Fast","Agree"]' ),
			'ranking place'       => array( 'rank', '==', '["Price",1]' ),
			'image =='            => array( 'image', '==', 'Dark' ),
			'many images include' => array( 'images', 'includes', 'H' ),
			'many images set'     => array( 'images', '==', array( 'A', 'H' ) ),
			'few images include'  => array( 'few', 'includes', 'Blue' ),
			'consent'             => array( 'ok', '==', 'accepted' ),
			'date'                => array( 'day', '==', '2026-03-01' ),
		);
		foreach ( $filters as $name => $condition ) {
			$params = array() === $condition ? array() : array(
				'where' => (string) wp_json_encode(
					array(
						array(
							'question_id' => $condition[0],
							'compare'     => $condition[1],
							'value'       => $condition[2],
						),
					)
				),
			);
			$filter = ResponseFilter::from_params( $params, $questions );
			$this->assertInstanceOf( ResponseFilter::class, $filter, $name );
			$from_facts = $facts->rows( $this->survey_id, $questions, $filter, $range );
			$this->assertIsArray( $from_facts, "{$name}: read from the facts, not the answers." );
			$from_answers = $answers->rows( $this->survey_id, $questions, $filter, $range );
			$this->assertNotNull( $from_answers, $name );
			$this->assertSame( FilterFactsTest::totals( $from_answers['rows'], $range ), FilterFactsTest::totals( $from_facts, $range ), $name );
		}
	}

	public function test_a_matrix_row_renamed_sends_the_report_to_the_answers_until_rebuilt(): void {
		global $wpdb;
		$tables  = userfeedback()->tables();
		$rollups = new Rollups( $wpdb, $tables );
		$this->assertTrue( $rollups->facts_build()->complete( $this->survey_id, false ) );
		$questions                        = $this->questions();
		$questions[4]['settings']['rows'] = array( 'Quick', 'Cheap', 'Kind' );
		$facts                            = new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) );
		$filter                           = ResponseFilter::from_params( array(), $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		$this->assertNull( $facts->rows( $this->survey_id, $questions, $filter, DateRange::all_time( wp_timezone() ) ), 'The layout changed: the facts are stale.' );
	}

	public function test_rollups_and_facts_kept_by_each_response_equal_a_rebuild(): void {
		global $wpdb;
		$tables  = userfeedback()->tables();
		$rollups = new Rollups( $wpdb, $tables );
		$this->assertTrue( $rollups->ensure_current( $this->survey_id ) );
		// Kept from here on by the visitor route's writers, one response at a time.
		$this->answer(
			array(
				array(
					'question_id' => 'matrix',
					'value'       => array(
						'Cheap' => 'Agree',
						'Kind'  => 'Agree',
					),
				),
				array(
					'question_id' => 'rank',
					'value'       => array( 'Care', 'Price', 'Speed' ),
				),
				array(
					'question_id' => 'images',
					'value'       => array( 'C', 'G', 'H' ),
				),
				array(
					'question_id' => 'scale',
					'value'       => 4,
				),
			)
		);
		$this->act_as( 'administrator' );
		$snapshot = function () use ( $wpdb, $tables ): array {
			return array(
				'rollups' => $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, MIN( value ) AS value, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . $tables->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value', $this->survey_id ), ARRAY_A ),
				'facts'   => $wpdb->get_results( $wpdb->prepare( 'SELECT response_id, completed, shown_mask, last_shown, HEX( codes ) AS codes FROM `' . $tables->response_facts() . '` WHERE survey_id = %d ORDER BY response_id', $this->survey_id ), ARRAY_A ),
			);
		};
		$kept     = $snapshot();
		$this->assertCount( 5, $kept['facts'] );
		$this->assertContains( '["Cheap","Agree"]', array_column( $kept['rollups'], 'value' ), 'The new response was counted as it came in.' );
		$this->assertTrue( $rollups->rebuild( $this->survey_id ) );
		$this->assertSame( $kept, $snapshot() );
	}
}
