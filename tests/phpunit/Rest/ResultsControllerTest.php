<?php
/**
 * The statistics routes: results overview, one survey's results, one question's answers.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Rest\ResultsController;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// Tests build their data with direct inserts into the plugin's own tables.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * Every statistic on hand-built data (rows inserted with chosen UTC times), through the real REST
 * server: counts per option, ticks, skipped, NPS buckets and series, newest answers, trashed rows
 * left out, impressions, days filled with zeros, range edges in non-UTC site time zones; the
 * answers list's paging and search; permissions per role; the date-range gate per tier; and a
 * query count that does not grow with questions or days. The site runs the Pro build; Lite is
 * tested by putting a Lite-built controller behind the same routes (rest_endpoints), so requests
 * still go through the real dispatch.
 */
final class ResultsControllerTest extends TestCase {

	private const BASE = '/userfeedback/v1';

	/**
	 * The main survey: one question of each kind, 7 responses in 2025-03-10 … 16, one trashed,
	 * one later.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Response ids of the main survey by name (r1 … r9).
	 *
	 * @var array<string, int>
	 */
	private array $responses = array();

	/**
	 * The rest_endpoints filter that swaps in a Lite controller, when set.
	 *
	 * @var (callable(array<string, mixed>): array<string, mixed>)|null
	 */
	private $lite_filter = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Tests count rows: start from empty tables (inside the rolled-back transaction).
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		$this->license( 'elite' );
		$this->set_timezone( 'UTC' );
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		if ( null !== $this->lite_filter ) {
			remove_filter( 'rest_endpoints', $this->lite_filter );
		}
		parent::tearDown();
	}

	public function test_results_count_every_option_tick_score_and_skip_in_the_range(): void {
		$this->seed_main_survey();
		$data = $this->results(
			array(
				'from' => '2025-03-10',
				'to'   => '2025-03-16',
			)
		);

		$this->assertSame( $this->survey_id, $data['id'] );
		$this->assertSame( 'Main survey', $data['title'] );
		$this->assertSame( '2025-03-10', $data['from'] );
		$this->assertSame( '2025-03-16', $data['to'] );
		$this->assertSame( 7, $data['responses_count'], 'r1 … r7; r8 is trashed, r9 later' );
		$this->assertCount( 6, $data['questions'] );

		$stats = array_column( $data['question_stats'], null, 'id' );
		$this->assertSame( array( 'often', 'features', 'score', 'stars', 'why', 'mail' ), array_keys( $stats ), 'question order' );

		$this->assertSame(
			array(
				'id'              => 'often',
				'title'           => 'How often?',
				'type'            => 'radio-button',
				'is_quantitative' => true,
				'total_answers'   => 4,
				'skipped'         => 3,
				'nps'             => null,
				'options'         => array(
					array(
						'value' => 'Daily',
						'count' => 3,
					),
					array(
						'value' => 'Weekly',
						'count' => 1,
					),
					array(
						'value' => 'Monthly',
						'count' => 0,
					),
				),
				'summary'         => null,
				'matrix'          => null,
				'ranking'         => null,
				'answers'         => array(),
				'answers_total'   => 0,
			),
			$stats['often'],
			'every option in config order, zero counts included'
		);

		$features = $stats['features'];
		$this->assertSame( 3, $features['total_answers'], 'checkbox: responses, not ticks' );
		$this->assertSame( 4, $features['skipped'] );
		$this->assertSame( array( 2, 1, 1 ), array_column( $features['options'], 'count' ), 'ticks per option: Reports, Exports, Widget' );
		$this->assertSame( array( 'Reports', 'Exports', 'Widget' ), array_column( $features['options'], 'value' ) );
		$this->assertSame( 1, $features['answers_total'], 'one response left a comment' );
		$this->assertSame(
			array(
				array(
					'response_id' => $this->responses['r1'],
					'value'       => array( 'Reports', 'Widget' ),
					'extra'       => 'Need an API',
					'date'        => '2025-03-10T09:00:00+00:00',
				),
			),
			$features['answers'],
			'ticks merged into one answer, in option order'
		);

		$score = $stats['score'];
		$this->assertTrue( $score['is_quantitative'] );
		$this->assertSame( 7, $score['total_answers'] );
		$this->assertSame( 0, $score['skipped'] );
		$this->assertSame( range( 1, 10 ), array_column( $score['options'], 'value' ) );
		$this->assertSame( array( 1, 0, 0, 0, 0, 1, 1, 1, 2, 1 ), array_column( $score['options'], 'count' ) );
		$this->assertSame( 2, $score['answers_total'] );
		$this->assertSame(
			array( 28, 28, 42, 14, 7 ),
			array( $score['nps']['detractor'], $score['nps']['passive'], $score['nps']['promoter'], $score['nps']['nps'], $score['nps']['total'] ),
			'an NPS question has its score on its card, the overview\'s figures'
		);
		$this->assertSame( $data['nps_overview'], $score['nps'] );
		$this->assertNull( $stats['stars']['nps'] );
		$this->assertSame(
			array(
				array( $this->responses['r6'], 6, 'Meh' ),
				array( $this->responses['r1'], 10, 'Great' ),
			),
			array_map( static fn( array $a ): array => array( $a['response_id'], $a['value'], $a['extra'] ), $score['answers'] ),
			'comments newest first, scores as numbers'
		);

		$this->assertSame( array( 0, 0, 1, 2, 1 ), array_column( $stats['stars']['options'], 'count' ), 'stars 1 … 5' );
		$this->assertSame( array( 1, 2, 3, 4, 5 ), array_column( $stats['stars']['options'], 'value' ) );
		$this->assertSame(
			array(
				'average'   => 4.0,
				'median'    => 4.0,
				'satisfied' => null,
			),
			$stats['stars']['summary'],
			'3, 4, 4, 5'
		);
		$this->assertSame( array( 4, 3 ), array( $stats['stars']['total_answers'], $stats['stars']['skipped'] ) );

		$why = $stats['why'];
		$this->assertFalse( $why['is_quantitative'] );
		$this->assertSame( array(), $why['options'] );
		$this->assertSame( array( 3, 4, 3 ), array( $why['total_answers'], $why['skipped'], $why['answers_total'] ) );
		$this->assertSame( array( 'Hard_to find', 'Slow 50% of the time', 'Fast' ), array_column( $why['answers'], 'value' ), 'newest first' );

		$this->assertSame(
			array(
				array(
					'response_id' => $this->responses['r1'],
					'value'       => 'ann@example.com',
					'extra'       => 'Ann',
					'date'        => '2025-03-10T09:00:00+00:00',
				),
			),
			$stats['mail']['answers'],
			'an e-mail answer carries the name given'
		);
	}

	public function test_the_nps_overview_floors_and_the_series_has_every_day(): void {
		$this->seed_main_survey();
		$data = $this->results(
			array(
				'from' => '2025-03-10',
				'to'   => '2025-03-16',
			)
		);

		$this->assertSame(
			array(
				'detractor' => 28,
				'passive'   => 28,
				'promoter'  => 42,
				'nps'       => 14,
				'total'     => 7,
				'margin'    => 61.7, // 1.96 × √((3/7 + 2/7 − (1/7)²) / 7) × 100.
			),
			$data['nps_overview'],
			'3 promoters, 2 passives, 2 detractors: 42.86 → 42, 28.57 → 28; 42 − 28 = 14'
		);
		$this->assertSame(
			array(
				array(
					'date'  => '2025-03-10',
					'nps'   => 100,
					'count' => 2,
				),
				array(
					'date'  => '2025-03-11',
					'nps'   => 100,
					'count' => 1,
				),
				array(
					'date'  => '2025-03-12',
					'nps'   => 0,
					'count' => 2,
				),
				array(
					'date'  => '2025-03-13',
					'nps'   => null,
					'count' => 0,
				),
				array(
					'date'  => '2025-03-14',
					'nps'   => -100,
					'count' => 2,
				),
				array(
					'date'  => '2025-03-15',
					'nps'   => null,
					'count' => 0,
				),
				array(
					'date'  => '2025-03-16',
					'nps'   => null,
					'count' => 0,
				),
			),
			// The spec's fields; margin and hidden are checked in NpsTrendTest.
			array_map( static fn( array $point ): array => array_intersect_key( $point, array_flip( array( 'date', 'nps', 'count' ) ) ), $data['nps_series'] )
		);
	}

	public function test_all_time_counts_everything_published_and_the_series_runs_to_today(): void {
		$this->seed_main_survey();
		$data = $this->results();

		$this->assertNull( $data['from'] );
		$this->assertNull( $data['to'] );
		$this->assertSame( 8, $data['responses_count'], 'r9 too; r8 is trashed' );
		$this->assertSame( 8, $data['nps_overview']['total'] );
		$this->assertSame( 1006, $data['impressions'], 'every counter of the survey' );
		$this->assertSame( '2025-03-10', $data['nps_series'][0]['date'], 'from the first answer (before the survey row was made)' );
		$this->assertSame( current_datetime()->format( 'Y-m-d' ), end( $data['nps_series'] )['date'] );
		$series = array_column( $data['nps_series'], 'count', 'date' );
		$this->assertSame( 1, $series['2025-03-20'] );
		$this->assertSame( 8, array_sum( $series ) );
	}

	public function test_trashed_responses_count_nowhere(): void {
		$this->seed_main_survey();
		$data  = $this->results(
			array(
				'from' => '2025-03-14',
				'to'   => '2025-03-14',
			)
		);
		$stats = array_column( $data['question_stats'], null, 'id' );

		$this->assertSame( 2, $data['responses_count'], 'r6 and r7, not r8' );
		$this->assertSame( array( 0, 0, 0 ), array_column( $stats['features']['options'], 'count' ), 'r8 ticked all three' );
		$this->assertSame( array( 1, 0, 0 ), array_column( $stats['often']['options'], 'count' ) );
		$this->assertSame( 0, $stats['why']['total_answers'] );
		$this->assertSame( array(), $stats['why']['answers'] );
		$this->assertSame( 2, $data['nps_overview']['total'] );
		$this->assertSame(
			2,
			$this->summary(
				array(
					'start_date' => '2025-03-14',
					'end_date'   => '2025-03-14',
				)
			)['total_responses']
		);
	}

	public function test_impressions_count_the_days_of_the_range(): void {
		$this->seed_main_survey();
		$this->assertSame(
			12,
			$this->results(
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-16',
				)
			)['impressions'],
			'5 + 7: not the 9th or the 17th'
		);
		$this->assertSame(
			0,
			$this->results(
				array(
					'from' => '2025-03-11',
					'to'   => '2025-03-15',
				)
			)['impressions']
		);
	}

	public function test_the_past_7_and_30_days_are_counted_whatever_the_range(): void {
		$this->set_timezone( 'Asia/Kolkata' );
		$id    = $this->create_survey( 'Recent', array( self::question( 'often', 'radio-button', array( 'Yes', 'No' ) ) ) );
		$today = current_datetime()->setTime( 0, 0 );
		foreach ( array( 0, 6, 7, 29, 30 ) as $days_ago ) {
			// Two minutes after the site's midnight, so the site day is exact.
			$this->insert_response( $id, $this->utc( $today->modify( "-{$days_ago} days" )->modify( '+2 minutes' ) ), array( array( 'often', 'Yes' ) ) );
		}
		$this->insert_response( $id, $this->utc( $today->modify( '-1 day' ) ), array( array( 'often', 'No' ) ), 'trash' );

		$data = $this->results( array(), $id );
		$this->assertSame( array( 5, 2, 4 ), array( $data['responses_count'], $data['responses_count_7_days'], $data['responses_count_30_days'] ) );
		$week = $this->results(
			array(
				'from' => $today->modify( '-6 days' )->format( 'Y-m-d' ),
				'to'   => $today->format( 'Y-m-d' ),
			),
			$id
		);
		$this->assertSame( array( 2, 2, 4 ), array( $week['responses_count'], $week['responses_count_7_days'], $week['responses_count_30_days'] ) );
	}

	public function test_answers_under_an_option_no_longer_offered_still_count(): void {
		$this->seed_main_survey();
		// The admin renamed "Monthly" after someone had answered "Yearly".
		$this->insert_response( $this->survey_id, '2025-03-15 10:00:00', array( array( 'often', 'Yearly' ) ) );
		$options = array_column(
			$this->results(
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-16',
				)
			)['question_stats'],
			null,
			'id'
		)['often']['options'];
		$this->assertSame(
			array(
				array( 'Daily', 3 ),
				array( 'Weekly', 1 ),
				array( 'Monthly', 0 ),
				array( 'Yearly', 1 ),
			),
			array_map( static fn( array $o ): array => array( $o['value'], $o['count'] ), $options )
		);
	}

	public function test_option_counts_tell_apart_values_that_differ_only_in_case(): void {
		$id = $this->create_survey( 'Case', array( self::question( 'pick', 'radio-button', array( 'Yes', 'YES', 'yes' ) ) ) );
		foreach ( array( 'Yes', 'Yes', 'YES', 'yes' ) as $i => $value ) {
			$this->insert_response( $id, '2025-03-1' . $i . ' 10:00:00', array( array( 'pick', $value ) ) );
		}
		$this->assertSame( array( 2, 1, 1 ), array_column( $this->results( array(), $id )['question_stats'][0]['options'], 'count' ) );
	}

	public function test_a_survey_without_nps_or_answers_has_empty_statistics(): void {
		$id   = $this->create_survey( 'Empty', array( self::question( 'why', 'long-text' ), self::question( 'often', 'checkbox', array( 'A', 'B' ) ) ) );
		$data = $this->results( array(), $id );
		$this->assertNull( $data['nps_overview'] );
		$this->assertSame( array(), $data['nps_series'] );
		$this->assertSame( 0, $data['responses_count'] );
		$this->assertSame( 0, $data['impressions'] );
		$this->assertSame( array( 0, 0 ), array_column( $data['question_stats'][1]['options'], 'count' ) );
		$this->assertSame( array( 0, 0 ), array( $data['question_stats'][0]['total_answers'], $data['question_stats'][0]['skipped'] ) );
	}

	public function test_an_nps_question_without_answers_scores_zero_with_empty_days(): void {
		$id   = $this->create_survey( 'Quiet NPS', array( self::question( 'score', 'nps' ) ), 'nps' );
		$data = $this->results(
			array(
				'from' => '2025-03-10',
				'to'   => '2025-03-11',
			),
			$id
		);
		$this->assertSame(
			array(
				'detractor' => 0,
				'passive'   => 0,
				'promoter'  => 0,
				'nps'       => 0,
				'total'     => 0,
				'margin'    => null,
			),
			$data['nps_overview']
		);
		$this->assertSame( array( null, null ), array_column( $data['nps_series'], 'nps' ) );
	}

	public function test_unknown_surveys_are_404(): void {
		foreach ( array( '/surveys/987654/results', '/surveys/987654/answers?question_id=x' ) as $path ) {
			$response = $this->get( $path );
			$this->assertSame( 404, $response->get_status(), $path );
			$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ) );
		}
		$response = $this->get( '/results-summary', array( 'survey_id' => 987654 ) );
		$this->assertSame( 404, $response->get_status() );
	}

	/**
	 * Bad parameters and the field each names.
	 *
	 * @return array<string, array{string, array<string, mixed>, string}>
	 */
	public static function bad_requests(): array {
		return array(
			'results: bad from'          => array( 'results', array( 'from' => '2025-02-30' ), 'from' ),
			'results: from not a string' => array( 'results', array( 'from' => '20250301' ), 'from' ),
			'results: to in the future'  => array( 'results', array( 'to' => '2099-01-01' ), 'to' ),
			'results: to before from'    => array(
				'results',
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-09',
				),
				'to',
			),
			'results: before 2005'       => array(
				'results',
				array(
					'from' => '2004-12-31',
					'to'   => '2005-01-01',
				),
				'from',
			),
			'summary: bad start'         => array( 'summary', array( 'start_date' => '2025-3-1' ), 'start_date' ),
			'summary: end before start'  => array(
				'summary',
				array(
					'start_date' => '2025-03-10',
					'end_date'   => '2025-03-09',
				),
				'end_date',
			),
			'summary: negative survey'   => array( 'summary', array( 'survey_id' => -1 ), 'survey_id' ),
			'answers: no question'       => array( 'answers', array(), 'question_id' ),
			'answers: unknown question'  => array( 'answers', array( 'question_id' => 'nope' ), 'question_id' ),
			'answers: per_page 101'      => array(
				'answers',
				array(
					'question_id' => 'why',
					'per_page'    => 101,
				),
				'per_page',
			),
			'answers: page 0'            => array(
				'answers',
				array(
					'question_id' => 'why',
					'page'        => 0,
				),
				'page',
			),
			'answers: bad to'            => array(
				'answers',
				array(
					'question_id' => 'why',
					'to'          => 'today',
				),
				'to',
			),
		);
	}

	/**
	 * Each is a 400 whose params name the field.
	 *
	 * @param string               $route  'results', 'summary' or 'answers'.
	 * @param array<string, mixed> $params Query.
	 * @param string               $field  The field named.
	 */
	#[DataProvider( 'bad_requests' )]
	public function test_bad_parameters_are_400_naming_the_field( string $route, array $params, string $field ): void {
		$this->seed_main_survey();
		$path     = array(
			'results' => "/surveys/{$this->survey_id}/results",
			'summary' => '/results-summary',
			'answers' => "/surveys/{$this->survey_id}/answers",
		)[ $route ];
		$response = $this->get( $path, $params );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$params = (array) ( $response->get_data()['data']['params'] ?? array() );
		if ( 'rest_missing_callback_param' === $this->error_code( $response ) ) {
			$this->assertSame( array( $field ), $params, 'WordPress lists missing parameters' );
			return;
		}
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertArrayHasKey( $field, $params );
	}

	public function test_days_follow_new_york_across_the_end_of_daylight_saving(): void {
		$this->set_timezone( 'America/New_York' );
		$id = $this->create_survey( 'NY', array( self::question( 'score', 'nps' ) ), 'nps' );
		// DST ends 2024-11-03 02:00 EDT = 06:00 UTC.
		foreach ( array(
			'2024-11-01 03:59:59' => 10, // Oct 31 23:59:59 EDT: before the range.
			'2024-11-01 04:00:00' => 10, // Nov 1 00:00 EDT.
			'2024-11-03 04:30:00' => 1,  // Nov 3 00:30 EDT.
			'2024-11-04 04:30:00' => 9,  // Nov 3 23:30 EST (a fixed −4 would say Nov 4).
			'2024-11-08 04:59:59' => 8,  // Nov 7 23:59:59 EST.
			'2024-11-08 05:00:00' => 10, // Nov 8 00:00 EST: after the range.
		) as $utc => $score ) {
			$this->insert_response( $id, $utc, array( array( 'score', $score ) ) );
		}

		$data = $this->results(
			array(
				'from' => '2024-11-01',
				'to'   => '2024-11-07',
			),
			$id
		);
		$this->assertSame( 4, $data['responses_count'] );
		$this->assertSame(
			array(
				'2024-11-01' => 1,
				'2024-11-02' => 0,
				'2024-11-03' => 2,
				'2024-11-04' => 0,
				'2024-11-05' => 0,
				'2024-11-06' => 0,
				'2024-11-07' => 1,
			),
			array_column( $data['nps_series'], 'count', 'date' )
		);
		$this->assertSame( 0, $data['nps_series'][2]['nps'], 'Nov 3: one detractor, one promoter' );

		$all_time = array_filter( array_column( $this->results( array(), $id )['nps_series'], 'count', 'date' ) );
		$this->assertSame(
			array(
				'2024-10-31' => 1,
				'2024-11-01' => 1,
				'2024-11-03' => 2,
				'2024-11-07' => 1,
				'2024-11-08' => 1,
			),
			$all_time,
			'all time: each row in the offset of its own moment, two years back'
		);

		$summary = $this->summary(
			array(
				'start_date' => '2024-11-01',
				'end_date'   => '2024-11-07',
			)
		);
		$this->assertSame( array( 1, 0, 2, 0, 0, 0, 1 ), array_column( $summary['data_points'], 'count' ) );
		$this->assertSame( 4, $summary['total_responses'] );

		$answers = $this->get(
			"/surveys/{$id}/answers",
			array(
				'question_id' => 'score',
				'from'        => '2024-11-03',
				'to'          => '2024-11-03',
			)
		)->get_data();
		$this->assertSame( array( '2024-11-03T23:30:00-05:00', '2024-11-03T00:30:00-04:00' ), array_column( $answers['items'], 'date' ), 'dates in the site offset of their moment' );
	}

	public function test_days_follow_a_half_hour_zone(): void {
		$this->set_timezone( 'Asia/Kolkata' );
		$id = $this->create_survey( 'IN', array( self::question( 'score', 'nps' ) ), 'nps' );
		foreach ( array( '2024-03-09 18:29:59', '2024-03-09 18:30:00', '2024-03-10 18:29:59', '2024-03-10 18:30:00', '2024-03-11 18:30:00' ) as $utc ) {
			$this->insert_response( $id, $utc, array( array( 'score', 9 ) ) );
		}
		$summary = $this->summary(
			array(
				'start_date' => '2024-03-10',
				'end_date'   => '2024-03-11',
			)
		);
		$this->assertSame(
			array(
				array(
					'date'  => '2024-03-10',
					'count' => 2,
				),
				array(
					'date'  => '2024-03-11',
					'count' => 1,
				),
			),
			$summary['data_points']
		);
		$this->assertSame(
			array( 2, 1 ),
			array_column(
				$this->results(
					array(
						'from' => '2024-03-10',
						'to'   => '2024-03-11',
					),
					$id
				)['nps_series'],
				'count'
			)
		);
		$this->assertStringEndsWith( '+05:30', (string) $summary['surveys'][0]['created_at'] );
	}

	public function test_a_manual_utc_offset_is_a_site_time_zone_too(): void {
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', -9.5 );
		$id = $this->create_survey( 'Marquesas', array( self::question( 'often', 'radio-button', array( 'Yes', 'No' ) ) ) );
		$this->insert_response( $id, '2025-03-10 09:29:59', array( array( 'often', 'Yes' ) ) ); // 23:59:59 on the 9th.
		$this->insert_response( $id, '2025-03-10 09:30:00', array( array( 'often', 'Yes' ) ) ); // Midnight on the 10th.
		$summary = $this->summary(
			array(
				'start_date' => '2025-03-09',
				'end_date'   => '2025-03-10',
			)
		);
		$this->assertSame( array( 1, 1 ), array_column( $summary['data_points'], 'count' ) );
	}

	public function test_the_summary_lists_surveys_with_counts_and_fills_every_day(): void {
		$this->seed_main_survey();
		$other = $this->create_survey( 'Other', array( self::question( 'often', 'radio-button', array( 'Yes', 'No' ) ) ) );
		$this->insert_response( $other, '2025-03-12 23:59:59', array( array( 'often', 'Yes' ) ) );
		$this->insert_response( $other, '2024-01-01 00:00:00', array( array( 'often', 'No' ) ) );
		$binned = $this->create_survey( 'Binned', array( self::question( 'often', 'radio-button', array( 'Yes', 'No' ) ) ), '', 'trash' );
		$this->insert_response( $binned, '2025-03-12 10:00:00', array( array( 'often', 'Yes' ) ) );
		$draft = $this->create_survey( 'Draft', array(), '', 'draft' );
		// Published with a publish time to come: the surveys list's "Scheduled".
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'publish_at' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) ), array( 'id' => $other ) );

		$data = $this->summary(
			array(
				'start_date' => '2025-03-09',
				'end_date'   => '2025-03-15',
			)
		);
		$this->assertSame( '2025-03-09', $data['start_date'] );
		$this->assertSame( '2025-03-15', $data['end_date'] );
		$this->assertSame(
			array(
				'2025-03-09' => 0,
				'2025-03-10' => 2,
				'2025-03-11' => 1,
				'2025-03-12' => 3,
				'2025-03-13' => 0,
				'2025-03-14' => 2,
				'2025-03-15' => 0,
			),
			array_column( $data['data_points'], 'count', 'date' ),
			'every day, zeros too; the trashed survey and response left out'
		);
		$this->assertSame( 8, $data['total_responses'] );
		$this->assertSame( array( $draft, $other, $this->survey_id ), array_column( $data['surveys'], 'id' ), 'newest first, trashed survey left out' );
		$rows = array_column( $data['surveys'], null, 'id' );
		$this->assertSame( array( 8, 7 ), array( $rows[ $this->survey_id ]['responses_count'], $rows[ $this->survey_id ]['range_responses_count'] ) );
		$this->assertSame( array( 2, 1 ), array( $rows[ $other ]['responses_count'], $rows[ $other ]['range_responses_count'] ) );
		$this->assertSame( array( 0, 0 ), array( $rows[ $draft ]['responses_count'], $rows[ $draft ]['range_responses_count'] ) );
		$this->assertSame(
			array( 'id', 'title', 'type', 'status', 'is_scheduled', 'created_at', 'responses_count', 'range_responses_count' ),
			array_keys( $rows[ $other ] )
		);
		$this->assertSame( array( true, false, false ), array( $rows[ $other ]['is_scheduled'], $rows[ $this->survey_id ]['is_scheduled'], $rows[ $draft ]['is_scheduled'] ) );
		$this->assertSame( array( 'Other', '', 'publish' ), array( $rows[ $other ]['title'], $rows[ $other ]['type'], $rows[ $other ]['status'] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', (string) $rows[ $other ]['created_at'] );

		$one = $this->summary(
			array(
				'start_date' => '2025-03-09',
				'end_date'   => '2025-03-15',
				'survey_id'  => $other,
			)
		);
		$this->assertSame( 1, $one['total_responses'] );
		$this->assertSame( array( $other ), array_column( $one['surveys'], 'id' ) );

		$chosen = $this->summary(
			array(
				'start_date' => '2025-03-09',
				'end_date'   => '2025-03-15',
				'survey_id'  => $binned,
			)
		);
		$this->assertSame( array( $binned ), array_column( $chosen['surveys'], 'id' ), 'a chosen survey is shown whatever its status' );
		$this->assertSame( 1, $chosen['total_responses'] );
	}

	public function test_the_summary_defaults_to_the_past_seven_days(): void {
		$data  = $this->summary();
		$today = current_datetime();
		$this->assertSame( $today->format( 'Y-m-d' ), $data['end_date'] );
		$this->assertSame( $today->modify( '-6 days' )->format( 'Y-m-d' ), $data['start_date'] );
		$this->assertCount( 7, $data['data_points'] );
		$this->assertSame( 0, $data['total_responses'] );
		$this->assertSame( array(), $data['surveys'] );
	}

	public function test_answers_are_paged_newest_first(): void {
		$this->seed_main_survey();
		$first = $this->answers(
			array(
				'question_id' => 'why',
				'per_page'    => 2,
			)
		);
		$this->assertSame( array( 'Hard_to find', 'Slow 50% of the time' ), array_column( $first['items'], 'value' ) );
		$this->assertSame(
			array(
				'page'     => 1,
				'pages'    => 2,
				'per_page' => 2,
				'total'    => 3,
			),
			$first['pagination'],
			'the trashed answer is not counted'
		);
		$this->assertSame( array( 'response_id', 'value', 'extra', 'date' ), array_keys( $first['items'][0] ) );

		$second = $this->answers(
			array(
				'question_id' => 'why',
				'per_page'    => 2,
				'page'        => 2,
			)
		);
		$this->assertSame( array( 'Fast' ), array_column( $second['items'], 'value' ) );
		$this->assertSame( array( $this->responses['r1'] ), array_column( $second['items'], 'response_id' ) );

		$beyond = $this->answers(
			array(
				'question_id' => 'why',
				'per_page'    => 2,
				'page'        => 3,
			)
		);
		$this->assertSame( array(), $beyond['items'] );
		$this->assertSame( 3, $beyond['pagination']['page'] );

		$default = $this->answers( array( 'question_id' => 'why' ) );
		$this->assertSame( 10, $default['pagination']['per_page'] );
		$this->assertSame( 1, $default['pagination']['pages'] );
	}

	public function test_nps_comments_are_the_answers_with_extra(): void {
		$this->seed_main_survey();
		$data = $this->answers(
			array(
				'question_id' => 'score',
				'with_extra'  => true,
			)
		);
		$this->assertSame(
			array(
				array(
					'response_id' => $this->responses['r6'],
					'value'       => 6,
					'extra'       => 'Meh',
					'date'        => '2025-03-14T10:00:00+00:00',
				),
				array(
					'response_id' => $this->responses['r1'],
					'value'       => 10,
					'extra'       => 'Great',
					'date'        => '2025-03-10T09:00:00+00:00',
				),
			),
			$data['items']
		);
		$this->assertSame( 2, $data['pagination']['total'] );
		$this->assertSame( 8, $this->answers( array( 'question_id' => 'score' ) )['pagination']['total'], 'all time: r9 too' );
		$this->assertSame(
			1,
			$this->answers(
				array(
					'question_id' => 'score',
					'from'        => '2025-03-14',
					'to'          => '2025-03-16',
					'with_extra'  => true,
				)
			)['pagination']['total']
		);
	}

	public function test_search_matches_value_or_comment_literally(): void {
		$this->seed_main_survey();
		$this->assertSame(
			array( 'Slow 50% of the time' ),
			array_column(
				$this->answers(
					array(
						'question_id' => 'why',
						'search'      => '50%',
					)
				)['items'],
				'value'
			),
			'% is a character, not a wildcard'
		);
		$this->assertSame(
			array( 'Hard_to find' ),
			array_column(
				$this->answers(
					array(
						'question_id' => 'why',
						'search'      => '_',
					)
				)['items'],
				'value'
			),
			'_ is a character too'
		);
		$this->assertSame(
			array( 'Meh' ),
			array_column(
				$this->answers(
					array(
						'question_id' => 'score',
						'search'      => 'MEH',
					)
				)['items'],
				'extra'
			),
			'comments, any case'
		);
		$this->assertSame(
			array( 'ann@example.com' ),
			array_column(
				$this->answers(
					array(
						'question_id' => 'mail',
						'search'      => 'Ann',
					)
				)['items'],
				'value'
			)
		);
		$none = $this->answers(
			array(
				'question_id' => 'why',
				'search'      => 'trashed',
			)
		);
		$this->assertSame( array(), $none['items'], 'the trashed answer is not searched' );
		$this->assertSame( 0, $none['pagination']['total'] );
		$this->assertSame( 1, $none['pagination']['pages'] );
	}

	public function test_checkbox_answers_are_one_item_per_response(): void {
		$this->seed_main_survey();
		$data = $this->answers( array( 'question_id' => 'features' ) );
		$this->assertSame(
			array(
				array( $this->responses['r4'], array( 'Reports' ) ),
				array( $this->responses['r2'], array( 'Exports' ) ),
				array( $this->responses['r1'], array( 'Reports', 'Widget' ) ),
			),
			array_map( static fn( array $a ): array => array( $a['response_id'], $a['value'] ), $data['items'] )
		);
		$this->assertSame( 3, $data['pagination']['total'] );

		$found = $this->answers(
			array(
				'question_id' => 'features',
				'search'      => 'widget',
			)
		);
		$this->assertSame( array( array( 'Reports', 'Widget' ) ), array_column( $found['items'], 'value' ), 'a hit on one tick brings the whole answer' );
		$this->assertSame( 1, $found['pagination']['total'] );

		$paged = $this->answers(
			array(
				'question_id' => 'features',
				'per_page'    => 2,
				'page'        => 2,
			)
		);
		$this->assertSame( array( $this->responses['r1'] ), array_column( $paged['items'], 'response_id' ) );
		$this->assertSame( 'Need an API', $paged['items'][0]['extra'] );
	}

	/**
	 * Each route with a valid request.
	 *
	 * @return array<string, array{string}>
	 */
	public static function routes(): array {
		return array(
			'summary' => array( 'summary' ),
			'results' => array( 'results' ),
			'answers' => array( 'answers' ),
		);
	}

	#[DataProvider( 'routes' )]
	public function test_administrators_and_editors_read_results_subscribers_and_visitors_do_not( string $route ): void {
		$this->seed_main_survey();
		foreach ( array(
			'administrator' => 200,
			'editor'        => 200,
			'author'        => 403,
			'subscriber'    => 403,
			''              => 401,
		) as $role => $status ) {
			$this->act_as( $role );
			$response = $this->route( $route );
			$this->assertSame( $status, $response->get_status(), "{$route} as " . ( '' === $role ? 'visitor' : $role ) );
			if ( 200 !== $status ) {
				$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
			}
		}
	}

	#[DataProvider( 'routes' )]
	public function test_view_results_alone_decides_editing_surveys_is_not_enough( string $route ): void {
		$this->seed_main_survey();
		userfeedback()->settings()->update(
			array(
				'view_results'        => array( 'author' ),
				'create_edit_surveys' => array( 'contributor' ),
			)
		);
		foreach ( array(
			'author'      => 200,
			'contributor' => 403,
			'editor'      => 403,
		) as $role => $status ) {
			$this->act_as( $role );
			$this->assertSame( $status, $this->route( $route )->get_status(), "{$route} as {$role}" );
		}
	}

	/**
	 * Tiers (null: Lite) and whether eight days are open.
	 *
	 * @return array<string, array{string|null, bool}>
	 */
	public static function tiers(): array {
		return array(
			'Lite'           => array( null, false ),
			'Pro unlicensed' => array( 'none', false ),
			'Pro, plus'      => array( 'plus', false ),
			'Pro, pro'       => array( 'pro', true ),
			'Pro, elite'     => array( 'elite', true ),
		);
	}

	#[DataProvider( 'tiers' )]
	public function test_ranges_over_seven_days_need_a_pro_or_elite_licence( ?string $licence, bool $open ): void {
		$this->seed_main_survey();
		if ( null === $licence ) {
			$this->use_lite();
		} else {
			$this->license( 'none' === $licence ? null : $licence );
		}
		$calls = array(
			'summary' => array( '/results-summary', 'start_date', 'end_date', array() ),
			'results' => array( "/surveys/{$this->survey_id}/results", 'from', 'to', array() ),
			'answers' => array( "/surveys/{$this->survey_id}/answers", 'from', 'to', array( 'question_id' => 'why' ) ),
		);
		foreach ( $calls as $name => list( $path, $start, $end, $extra ) ) {
			$week = $this->get(
				$path,
				array_merge(
					$extra,
					array(
						$start => '2025-03-10',
						$end   => '2025-03-16',
					)
				)
			);
			$this->assertSame( 200, $week->get_status(), "{$name}: 7 days" );

			$eight = $this->get(
				$path,
				array_merge(
					$extra,
					array(
						$start => '2025-03-09',
						$end   => '2025-03-16',
					)
				)
			);
			if ( $open ) {
				$this->assertSame( 200, $eight->get_status(), "{$name}: 8 days" );
				continue;
			}
			$this->assertSame( 403, $eight->get_status(), "{$name}: 8 days" );
			$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $eight ) );
			$this->assertSame( 'Upgrade to Pro to unlock Date Ranges', $eight->get_data()['message'] );
		}
		$this->assertSame( 200, $this->get( "/surveys/{$this->survey_id}/results" )->get_status(), 'all time is open to every tier' );
	}

	public function test_results_cost_a_fixed_handful_of_queries_whatever_the_questions_or_days(): void {
		$this->seed_main_survey();
		$small = $this->create_survey( 'Small', array( self::question( 'often', 'radio-button', array( 'Yes', 'No' ) ), self::question( 'score', 'nps' ) ), 'nps' );
		$this->insert_response( $small, '2025-03-10 10:00:00', array( array( 'often', 'Yes' ), array( 'score', 9 ) ) );
		$questions = array();
		foreach ( array( 'radio-button', 'checkbox', 'nps', 'star-rating', 'long-text', 'text', 'email' ) as $type ) {
			for ( $i = 0; $i < 4; $i++ ) {
				$questions[] = self::question( "{$type}-{$i}", $type, in_array( $type, array( 'radio-button', 'checkbox' ), true ) ? array( 'A', 'B', 'C' ) : array() );
			}
		}
		$big     = $this->create_survey( 'Big', $questions );
		$answers = array();
		foreach ( $questions as $question ) {
			$answers[] = array( $question['id'], 'checkbox' === $question['type'] ? array( 'A', 'C' ) : ( in_array( $question['type'], array( 'nps', 'star-rating' ), true ) ? 3 : 'A' ), 'a comment' );
		}
		for ( $day = 1; $day <= 28; $day++ ) {
			$this->insert_response( $big, sprintf( '2025-02-%02d 12:00:00', $day ), $answers );
		}

		$counts = array(
			'small, 7 days'  => $this->queries(
				"/surveys/{$small}/results",
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-16',
				)
			),
			'main, 7 days'   => $this->queries(
				"/surveys/{$this->survey_id}/results",
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-16',
				)
			),
			'main, all time' => $this->queries( "/surveys/{$this->survey_id}/results" ),
			'big, 28 days'   => $this->queries(
				"/surveys/{$big}/results",
				array(
					'from' => '2025-02-01',
					'to'   => '2025-02-28',
				)
			),
			'big, all time'  => $this->queries( "/surveys/{$big}/results" ),
		);
		foreach ( $counts as $label => $count ) {
			// Seven for the report (its rollups' build state among them, a primary-key read), one
			// for its tag counts (the Pro tags module), one for its sentiment and theme counts
			// (the Pro insights).
			$this->assertLessThanOrEqual( 9, $count, $label );
		}
		$this->assertSame( $counts['main, 7 days'], $counts['big, 28 days'], '28 questions and 28 days cost what 6 questions and 7 days cost' );

		$this->assertLessThanOrEqual(
			2,
			$this->queries(
				'/results-summary',
				array(
					'start_date' => '2025-02-01',
					'end_date'   => '2025-03-16',
				)
			),
			'summary: 3 surveys, 44 days'
		);
		$this->assertLessThanOrEqual( 3, $this->queries( "/surveys/{$big}/answers", array( 'question_id' => 'long-text-0' ) ) );
		$this->assertLessThanOrEqual( 4, $this->queries( "/surveys/{$big}/answers", array( 'question_id' => 'checkbox-0' ) ) );
	}

	/**
	 * The main survey and its responses (site time zone UTC unless a test changed it).
	 *
	 * - r1 03-10 09:00 Daily, Reports+Widget ("Need an API"), 10 ("Great"), 5★, "Fast", ann@ (Ann)
	 * - r2 03-10 12:00 Weekly, Exports, 9, 4★, "Slow 50% of the time"
	 * - r3 03-11 08:00 Daily, 9, 4★
	 * - r4 03-12 08:00 Reports, 7, 3★
	 * - r5 03-12 20:00 8, "Hard_to find"
	 * - r6 03-14 10:00 Daily, 6 ("Meh")
	 * - r7 03-14 11:00 1
	 * - r8 03-14 12:00 trashed: Weekly, all three features, 10, "trashed text"
	 * - r9 03-20 09:00 Monthly, 1
	 * Impressions: 100 on 03-09, 5 on 03-10, 7 on 03-16, 894 on 03-17.
	 *
	 * @return void
	 */
	private function seed_main_survey(): void {
		$this->survey_id = $this->create_survey(
			'Main survey',
			array(
				self::question( 'often', 'radio-button', array( 'Daily', 'Weekly', 'Monthly' ), 'How often?' ),
				self::question( 'features', 'checkbox', array( 'Reports', 'Exports', 'Widget' ) ) + array( 'settings' => array( 'comment_box' => true ) ),
				self::question( 'score', 'nps' ) + array( 'settings' => array( 'comment_box' => true ) ),
				self::question( 'stars', 'star-rating' ),
				self::question( 'why', 'long-text' ),
				self::question( 'mail', 'email' ) + array( 'config' => array( 'include_name' => true ) ),
			),
			'nps'
		);
		$id              = $this->survey_id;
		$this->responses = array(
			'r1' => $this->insert_response( $id, '2025-03-10 09:00:00', array( array( 'often', 'Daily' ), array( 'features', array( 'Widget', 'Reports' ), 'Need an API' ), array( 'score', 10, 'Great' ), array( 'stars', 5 ), array( 'why', 'Fast' ), array( 'mail', 'ann@example.com', 'Ann' ) ) ),
			'r2' => $this->insert_response( $id, '2025-03-10 12:00:00', array( array( 'often', 'Weekly' ), array( 'features', array( 'Exports' ) ), array( 'score', 9 ), array( 'stars', 4 ), array( 'why', 'Slow 50% of the time' ) ) ),
			'r3' => $this->insert_response( $id, '2025-03-11 08:00:00', array( array( 'often', 'Daily' ), array( 'score', 9 ), array( 'stars', 4 ) ) ),
			'r4' => $this->insert_response( $id, '2025-03-12 08:00:00', array( array( 'features', array( 'Reports' ) ), array( 'score', 7 ), array( 'stars', 3 ) ) ),
			'r5' => $this->insert_response( $id, '2025-03-12 20:00:00', array( array( 'score', 8 ), array( 'why', 'Hard_to find' ) ) ),
			'r6' => $this->insert_response( $id, '2025-03-14 10:00:00', array( array( 'often', 'Daily' ), array( 'score', 6, 'Meh' ) ) ),
			'r7' => $this->insert_response( $id, '2025-03-14 11:00:00', array( array( 'score', 1 ) ) ),
			'r8' => $this->insert_response( $id, '2025-03-14 12:00:00', array( array( 'often', 'Weekly' ), array( 'features', array( 'Reports', 'Exports', 'Widget' ) ), array( 'score', 10 ), array( 'why', 'trashed text' ) ), 'trash' ),
			'r9' => $this->insert_response( $id, '2025-03-20 09:00:00', array( array( 'often', 'Monthly' ), array( 'score', 1 ) ) ),
		);
		global $wpdb;
		foreach ( array(
			'2025-03-09' => 100,
			'2025-03-10' => 5,
			'2025-03-16' => 7,
			'2025-03-17' => 894,
		) as $day => $count ) {
			$wpdb->insert(
				userfeedback()->tables()->impressions(),
				array(
					'survey_id' => $id,
					'day'       => $day,
					'count'     => $count,
				)
			);
		}
	}

	/**
	 * A question in the stored shape's input form.
	 *
	 * @param string   $id      Question id.
	 * @param string   $type    Question type.
	 * @param string[] $options Options of choice questions.
	 * @param string   $title   Title.
	 * @return array<string, mixed>
	 */
	private static function question( string $id, string $type, array $options = array(), string $title = '' ): array {
		return array(
			'id'     => $id,
			'type'   => $type,
			'title'  => '' === $title ? ucfirst( $id ) . '?' : $title,
			'config' => array( 'options' => $options ),
		);
	}

	/**
	 * Stores a survey directly (no gate: the data under test, not the save rules).
	 *
	 * @param string                           $title     Title.
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @param string                           $type      '' or 'nps'.
	 * @param string                           $status    Status.
	 * @return int
	 */
	private function create_survey( string $title, array $questions, string $type = '', string $status = 'publish' ): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => $title,
					'type'      => $type,
					'status'    => $status,
					'questions' => $questions,
				)
			)
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}


	/**
	 * A GET through the real REST server.
	 *
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Query.
	 * @return \WP_REST_Response
	 */
	private function get( string $path, array $params = array() ): \WP_REST_Response {
		if ( str_contains( $path, '?' ) ) {
			list( $path, $string ) = explode( '?', $path, 2 );
			parse_str( $string, $query );
			foreach ( $query as $key => $value ) {
				$params[ (string) $key ] = $value;
			}
		}
		return $this->rest( 'GET', self::BASE . $path, $params );
	}

	/**
	 * A route with a valid request, for the permission tests.
	 *
	 * @param string $route 'summary', 'results' or 'answers'.
	 * @return \WP_REST_Response
	 */
	private function route( string $route ): \WP_REST_Response {
		switch ( $route ) {
			case 'summary':
				return $this->get( '/results-summary' );
			case 'results':
				return $this->get( "/surveys/{$this->survey_id}/results" );
			default:
				return $this->get( "/surveys/{$this->survey_id}/answers", array( 'question_id' => 'why' ) );
		}
	}

	/**
	 * A survey's results, expected 200.
	 *
	 * @param array<string, mixed> $params    Query.
	 * @param int|null             $survey_id Survey; the main one when null.
	 * @return array<string, mixed>
	 */
	private function results( array $params = array(), ?int $survey_id = null ): array {
		return $this->ok( $this->get( '/surveys/' . ( $survey_id ?? $this->survey_id ) . '/results', $params ) );
	}

	/**
	 * The overview, expected 200.
	 *
	 * @param array<string, mixed> $params Query.
	 * @return array<string, mixed>
	 */
	private function summary( array $params = array() ): array {
		return $this->ok( $this->get( '/results-summary', $params ) );
	}

	/**
	 * A page of the main survey's answers, expected 200.
	 *
	 * @param array<string, mixed> $params Query.
	 * @return array<string, mixed>
	 */
	private function answers( array $params ): array {
		return $this->ok( $this->get( "/surveys/{$this->survey_id}/answers", $params ) );
	}

	/**
	 * The data of a 200.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return array<string, mixed>
	 */
	private function ok( \WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}

	/**
	 * Database queries one request costs.
	 *
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Query.
	 * @return int
	 */
	private function queries( string $path, array $params = array() ): int {
		global $wpdb;
		$this->get( $path, $params ); // Warm WordPress's own caches (user, options).
		$before   = $wpdb->num_queries;
		$response = $this->get( $path, $params );
		$count    = $wpdb->num_queries - $before;
		$this->assertSame( 200, $response->get_status() );
		return $count;
	}

	/**
	 * Sets the site's time zone by name.
	 *
	 * @param string $zone Zone name.
	 * @return void
	 */
	private function set_timezone( string $zone ): void {
		update_option( 'timezone_string', $zone );
		update_option( 'gmt_offset', 0 );
	}

	/**
	 * A site time as stored (UTC).
	 *
	 * @param \DateTimeImmutable $time A time.
	 * @return string
	 */
	private function utc( \DateTimeImmutable $time ): string {
		return $time->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * Stores a licence of a type, or none.
	 *
	 * @param string|null $type Licence type, null for none.
	 * @return void
	 */
	private function license( ?string $type ): void {
		if ( null === $type ) {
			( new LicenseStore() )->clear();
			return;
		}
		( new LicenseStore() )->save( new License( 'key', $type ) );
	}

	/**
	 * Answers the results routes with a controller built for Lite (the running plugin is Pro).
	 *
	 * @return void
	 */
	private function use_lite(): void {
		global $wpdb;
		$tables            = userfeedback()->tables();
		$lite              = new ResultsController(
			new ResultsService( new ResultsRepository( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ), userfeedback()->rollups(), new RollupQueries( $wpdb, $tables ) ),
			new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() )
		);
		$this->lite_filter = static function ( array $endpoints ) use ( $lite ): array {
			foreach ( $endpoints as $route => $handlers ) {
				foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
					if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof ResultsController ) {
						$endpoints[ $route ][ $key ]['callback'][0] = $lite;
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->lite_filter );
	}
}
