<?php
/**
 * The cross-tab route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\Facts\FactLayout;
use UserFeedback\Reporting\Facts\FactsCrosstab;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Rest\CrosstabController;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// Tests build their data with direct inserts into the plugin's own tables.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * Counts per pair of answers on hand-built responses, through the real REST server: radio × NPS
 * with options removed and values differing only in case, checkbox ticks × stars, star × NPS, the
 * range in the site's days, trashed responses left out, the filter's hook; permissions per role
 * and tier (Lite, unlicensed, plus: the upgrade 403); 400s naming the parameter; 404; one query.
 *
 * The route is served by a controller built here (with the entitlements and filter under test),
 * registered on rest_api_init; should the plugin register the route too, its handlers are dropped
 * so this one answers.
 *
 * The fixture, published unless said (UTC site):
 *
 *     r1 03-10 09:00  plan Free        uses Reports, Widget           stars 5  score 10
 *     r2 03-10 12:00  plan Pro         uses Exports                   stars 4  score 9
 *     r3 03-11 08:00  plan Pro         uses Reports, Exports, Widget  stars 2  score 3
 *     r4 03-12 08:00  plan Free        —                              stars 4  score 7
 *     r5 03-12 20:00  plan Enterprise  uses Reports                   stars 1  score 1   (option removed since)
 *     r6 03-13 10:00  —                uses Widget                    —        score 9
 *     r7 03-13 11:00  plan Pro         uses Reports                   stars 4  score 10  (trashed)
 *     r8 03-20 09:00  plan Agency      uses Exports                   stars 3  score 8   (after the range)
 *     r9 03-14 09:00  plan pro         —                              stars 5  score 6   (lower case: not "Pro")
 */
final class CrosstabControllerTest extends TestCase {

	private const BASE = '/userfeedback/v1';

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Response ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $responses = array();

	/**
	 * The controller answering the route.
	 *
	 * @var CrosstabController|null
	 */
	private ?CrosstabController $controller = null;

	/**
	 * Hooks added by serve().
	 *
	 * @var array<int, array{string, callable}>
	 */
	private array $hooks = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		update_option( 'timezone_string', 'UTC' );
		update_option( 'gmt_offset', 0 );
		$this->license( 'elite' );
		$this->serve( 'pro' );
		$this->act_as( 'administrator' );
		$this->seed();
	}

	protected function tearDown(): void {
		foreach ( $this->hooks as list( $hook, $callback ) ) {
			remove_filter( $hook, $callback, 999 );
		}
		parent::tearDown();
	}

	public function test_radio_by_nps_lists_options_then_old_answers_and_the_whole_scale(): void {
		$this->assertSame(
			array(
				'row'           => array(
					'question_id' => 'plan',
					// Options in order, then Enterprise (removed) and "pro" (not "Pro"): one each, by text.
					'values'      => array( 'Free', 'Pro', 'Agency', 'Enterprise', 'pro' ),
				),
				'column'        => array(
					'question_id' => 'score',
					'values'      => range( 1, 10 ),
				),
				'cells'         => array(
					// 1  2  3  4  5  6  7  8  9  10.
					array( 0, 0, 0, 0, 0, 0, 1, 0, 0, 1 ), // Free: r4 7, r1 10.
					array( 0, 0, 1, 0, 0, 0, 0, 0, 1, 0 ), // Pro: r3 3, r2 9 (r7 trashed).
					array( 0, 0, 0, 0, 0, 0, 0, 1, 0, 0 ), // Agency: r8 8.
					array( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 ), // Enterprise: r5 1.
					array( 0, 0, 0, 0, 0, 1, 0, 0, 0, 0 ), // pro: r9 6.
				),
				'row_totals'    => array( 2, 2, 1, 1, 1 ),
				'column_totals' => array( 1, 0, 1, 0, 0, 1, 1, 1, 1, 1 ),
				// r6 has no plan: only responses answering both count.
				'total'         => 7,
			),
			$this->crosstab( 'plan', 'score' )
		);
	}

	public function test_the_range_counts_the_sites_days_and_keeps_every_value_listed(): void {
		$table = $this->crosstab(
			'plan',
			'score',
			array(
				'from' => '2025-03-10',
				'to'   => '2025-03-16',
			)
		);
		$this->assertSame( array( 'Free', 'Pro', 'Agency', 'Enterprise', 'pro' ), $table['row']['values'], 'Agency is an option: listed at zero' );
		$this->assertSame( array( 2, 2, 0, 1, 1 ), $table['row_totals'] );
		$this->assertSame( array( 1, 0, 1, 0, 0, 1, 1, 0, 1, 1 ), $table['column_totals'] );
		$this->assertSame( 6, $table['total'] );

		// In New York (UTC−4 from 9 March), 03-20 09:00 UTC is still 03-20, 03-10 09:00 UTC is
		// 05:00 on the 10th; a response at 03:00 UTC on the 17th is the evening of the 16th.
		update_option( 'timezone_string', 'America/New_York' );
		$this->insert_response( $this->survey_id, '2025-03-17 03:00:00', array( array( 'plan', 'Agency' ), array( 'score', 9 ) ) );
		$this->insert_response( $this->survey_id, '2025-03-10 03:59:59', array( array( 'plan', 'Agency' ), array( 'score', 9 ) ) );
		$table = $this->crosstab(
			'plan',
			'score',
			array(
				'from' => '2025-03-10',
				'to'   => '2025-03-16',
			)
		);
		$this->assertSame( array( 2, 2, 1, 1, 1 ), $table['row_totals'], 'the 16th evening in, the 9th evening out' );
	}

	public function test_a_checkbox_counts_once_per_tick(): void {
		$this->assertSame(
			array(
				'row'           => array(
					'question_id' => 'uses',
					'values'      => array( 'Reports', 'Exports', 'Widget' ),
				),
				'column'        => array(
					'question_id' => 'stars',
					'values'      => array( 1, 2, 3, 4, 5 ),
				),
				'cells'         => array(
					array( 1, 1, 0, 0, 1 ), // Reports: r5 1, r3 2, r1 5.
					array( 0, 1, 0, 1, 0 ), // Exports: r3 2, r2 4.
					array( 0, 1, 0, 0, 1 ), // Widget: r3 2, r1 5 (r6 gave no stars).
				),
				'row_totals'    => array( 3, 2, 2 ),
				'column_totals' => array( 1, 3, 0, 1, 2 ),
				// Four responses, seven ticks.
				'total'         => 7,
			),
			$this->crosstab(
				'uses',
				'stars',
				array(
					'from' => '2025-03-10',
					'to'   => '2025-03-16',
				)
			)
		);
	}

	public function test_a_checkbox_as_columns_and_against_another_checkbox_counts_pairs_of_ticks(): void {
		$this->insert_response( $this->survey_id, '2025-03-15 10:00:00', array( array( 'uses', array( 'Reports', 'Exports' ) ), array( 'also', array( 'Docs', 'Chat' ) ) ) );
		$table = $this->crosstab( 'score', 'uses' );
		$this->assertSame( array( 'Reports', 'Exports', 'Widget' ), $table['column']['values'] );
		// Score 3 (r3) ticked all three; score 9: r2 Exports, r6 Widget; score 10: r1 Reports, Widget.
		$this->assertSame( array( 1, 1, 1 ), $table['cells'][2] );
		$this->assertSame( array( 0, 1, 1 ), $table['cells'][8] );
		$this->assertSame( array( 1, 0, 1 ), $table['cells'][9] );
		$this->assertSame( array( 3, 3, 3 ), $table['column_totals'] );

		$pairs = $this->crosstab( 'uses', 'also' );
		$this->assertSame( array( 'Docs', 'Chat' ), $pairs['column']['values'] );
		$this->assertSame(
			array(
				array( 1, 1 ),
				array( 1, 1 ),
				array( 0, 0 ),
			),
			$pairs['cells']
		);
		$this->assertSame( 4, $pairs['total'] );
	}

	public function test_star_by_nps(): void {
		$table = $this->crosstab( 'stars', 'score' );
		$this->assertSame( array( 1, 2, 3, 4, 5 ), $table['row']['values'] );
		$this->assertSame(
			array(
				array( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 ), // r5.
				array( 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 ), // r3.
				array( 0, 0, 0, 0, 0, 0, 0, 1, 0, 0 ), // r8.
				array( 0, 0, 0, 0, 0, 0, 1, 0, 1, 0 ), // r4 7, r2 9.
				array( 0, 0, 0, 0, 0, 1, 0, 0, 0, 1 ), // r9 6, r1 10.
			),
			$table['cells']
		);
		$this->assertSame( array( 1, 1, 1, 2, 2 ), $table['row_totals'] );
		$this->assertSame( 7, $table['total'] );
		// Swapped, the table is transposed.
		$swapped = $this->crosstab( 'score', 'stars' );
		$this->assertSame( array_map( null, ...$table['cells'] ), $swapped['cells'] );
		$this->assertSame( $table['column_totals'], $swapped['row_totals'] );
	}

	public function test_trashed_responses_count_nowhere(): void {
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->answers(), array( 'status' => 'trash' ), array( 'response_id' => $this->responses['r2'] ) );
		$wpdb->update( userfeedback()->tables()->responses(), array( 'status' => 'trash' ), array( 'id' => $this->responses['r2'] ) );
		$table = $this->crosstab( 'plan', 'score' );
		$this->assertSame( array( 2, 1, 1, 1, 1 ), $table['row_totals'] );
		$this->assertSame( 0, $table['cells'][1][8], 'Pro × 9 was r2 only' );
	}

	public function test_a_survey_without_answers_has_a_table_of_zeros(): void {
		$id    = $this->create_survey( array( self::question( 'a', 'radio-button', array( 'Yes', 'No' ) ), self::question( 'b', 'star-rating' ) ) );
		$table = $this->ok(
			$this->get(
				"/surveys/{$id}/crosstab",
				array(
					'row'    => 'a',
					'column' => 'b',
				)
			)
		);
		$this->assertSame( array_fill( 0, 2, array_fill( 0, 5, 0 ) ), $table['cells'] );
		$this->assertSame( array( 0, 0 ), $table['row_totals'] );
		$this->assertSame( array( 0, 0, 0, 0, 0 ), $table['column_totals'] );
		$this->assertSame( 0, $table['total'] );
	}

	public function test_the_filter_hook_narrows_the_responses_and_its_errors_are_returned(): void {
		global $wpdb;
		$seen = array();
		$only = array( $this->responses['r1'], $this->responses['r3'], $this->responses['r7'] );
		$this->serve(
			'pro',
			static function ( \WP_REST_Request $request, array $survey, string $column ) use ( &$seen, $only, $wpdb ) {
				$seen = array( (string) $request['where'], (int) $survey['id'], $column );
				if ( 'bad' === $request['where'] ) {
					return new \WP_Error( 'rest_invalid_param', 'Invalid parameter(s): where', array( 'status' => 400 ) );
				}
				return '' === (string) $request['where'] ? '' : (string) $wpdb->prepare( "{$column} IN (%d, %d, %d)", $only[0], $only[1], $only[2] );
			},
			array(
				'where' => array(
					'type'      => 'string',
					'maxLength' => 100,
				),
			)
		);
		$table = $this->crosstab( 'plan', 'score', array( 'where' => 'some' ) );
		$this->assertSame( array( $this->survey_id, 'r.response_id' ), array_slice( $seen, 1 ) );
		// r1 Free × 10, r3 Pro × 3; r7 is trashed and stays out. Old answers are listed only
		// where counted: Enterprise and "pro" are gone.
		$this->assertSame( array( 'Free', 'Pro', 'Agency' ), $table['row']['values'] );
		$this->assertSame( array( 1, 1, 0 ), $table['row_totals'] );
		$this->assertSame( 1, $table['cells'][0][9] );
		$this->assertSame( 1, $table['cells'][1][2] );

		$this->assertSame( 7, $this->crosstab( 'plan', 'score' )['total'], 'no filter: everything' );

		$bad = $this->get(
			"/surveys/{$this->survey_id}/crosstab",
			array(
				'row'    => 'plan',
				'column' => 'score',
				'where'  => 'bad',
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $bad ) );

		$long = $this->get(
			"/surveys/{$this->survey_id}/crosstab",
			array(
				'row'    => 'plan',
				'column' => 'score',
				'where'  => str_repeat(
					'x',
					101
				),
			)
		);
		$this->assertSame( 400, $long->get_status(), 'the filter\'s arguments are the route\'s' );
	}

	/**
	 * The fast path: with the survey's facts built, every pair of questions gives the same
	 * table from the facts as from the answers, with and without a filter and a range; pairs whose
	 * values the facts can all name are read from the facts.
	 */
	public function test_the_facts_give_the_tables_the_answers_give(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$sql    = new FilterSql( $wpdb, $tables );
		$this->assertTrue( userfeedback()->rollups()->facts_build()->complete( $this->survey_id, false ) );
		$filter = array( array( $sql, 'for_column' ), ResponseFilter::args() );
		$cases  = array(
			array(),
			array( 'nps_bucket' => 'promoter' ),
			array(
				'from'  => '2025-03-10',
				'to'    => '2025-03-16',
				'where' => '[{"question_id":"stars","compare":">","value":1}]',
			),
		);
		$pairs  = array( array( 'plan', 'score' ), array( 'uses', 'stars' ), array( 'stars', 'score' ), array( 'uses', 'score' ), array( 'score', 'uses' ) );
		foreach ( $pairs as list( $row, $column ) ) {
			foreach ( $cases as $params ) {
				$this->serve( 'pro', $filter[0], $filter[1] );
				$answers = $this->crosstab( $row, $column, $params );
				$this->serve( 'pro', $filter[0], $filter[1], true );
				$this->assertSame( $answers, $this->crosstab( $row, $column, $params ), "{$row} × {$column} " . wp_json_encode( $params ) );
			}
		}
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$read      = ( new FactsCrosstab( $wpdb, $tables ) )->counts( $wpdb->prepare( 'f.survey_id = %d', $this->survey_id ), FactLayout::slots( $questions ), $questions[1], $questions[2] );
		$this->assertIsArray( $read, 'uses × stars is read from the facts' );
		$this->assertNull(
			( new FactsCrosstab( $wpdb, $tables ) )->counts( $wpdb->prepare( 'f.survey_id = %d', $this->survey_id ), FactLayout::slots( $questions ), $questions[0], $questions[3] ),
			'"Enterprise" and "pro" are no options: plan is read from the answers'
		);
	}

	public function test_the_report_filter_plugs_into_the_hook(): void {
		global $wpdb;
		$sql = new FilterSql( $wpdb, userfeedback()->tables() );
		// The wiring proposed for Plugin.php.
		$this->serve(
			'pro',
			static function ( \WP_REST_Request $request, array $survey, string $column ) use ( $sql ) {
				$filter = ResponseFilter::from_request( $request, array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
				return is_wp_error( $filter ) ? $filter : $sql->answers( $filter, (int) $survey['id'], 'publish', (string) strstr( $column, '.', true ) );
			},
			ResponseFilter::args()
		);
		// Promoters (9–10): r1 Free × 10, r2 Pro × 9 (r6 has no plan, r7 is trashed).
		$promoters = $this->crosstab( 'plan', 'score', array( 'nps_bucket' => 'promoter' ) );
		$this->assertSame( array( 1, 1, 0 ), $promoters['row_totals'] );
		$this->assertSame( array( 0, 0, 0, 0, 0, 0, 0, 0, 1, 1 ), $promoters['column_totals'] );

		// More than 3 stars: r1 Free × 10, r2 Pro × 9, r4 Free × 7, r9 pro × 6.
		$stars = $this->crosstab( 'plan', 'score', array( 'where' => '[{"question_id":"stars","compare":">","value":3}]' ) );
		$this->assertSame( array( 'Free', 'Pro', 'Agency', 'pro' ), $stars['row']['values'] );
		$this->assertSame( array( 2, 1, 0, 1 ), $stars['row_totals'] );
		$this->assertSame( 4, $stars['total'] );

		// And the range on top: 2025-03-12 … 16 keeps r4 and r9.
		$both = $this->crosstab(
			'plan',
			'score',
			array(
				'where' => '[{"question_id":"stars","compare":">","value":3}]',
				'from'  => '2025-03-12',
				'to'    => '2025-03-16',
			)
		);
		$this->assertSame( array( 1, 0, 0, 1 ), $both['row_totals'] );

		$bad = $this->get(
			"/surveys/{$this->survey_id}/crosstab",
			array(
				'row'    => 'plan',
				'column' => 'score',
				'where'  => '[{"question_id":"why","compare":">","value":3}]',
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertArrayHasKey( 'where', (array) $bad->get_data()['data']['params'] );
	}

	public function test_one_query_reads_the_answers(): void {
		global $wpdb;
		$answers = userfeedback()->tables()->answers();
		$queries = array();
		$capture = static function ( string $sql ) use ( &$queries, $answers ): string {
			if ( str_contains( $sql, $answers ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $capture );
		$this->crosstab( 'uses', 'score', array( 'from' => '2025-03-10' ) );
		remove_filter( 'query', $capture );
		$this->assertCount( 1, $queries );
		$this->assertStringContainsString( 'FORCE INDEX (survey_question_order)', $queries[0] );
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $queries[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the route's own prepared query, explained.
		$this->assertSame( array( 'survey_question_order', 'survey_question_order' ), array_column( $plan, 'key' ) );
	}

	public function test_unknown_surveys_are_404(): void {
		$response = $this->get(
			'/surveys/999999/crosstab',
			array(
				'row'    => 'plan',
				'column' => 'score',
			)
		);
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ) );
	}

	/**
	 * Bad requests and the parameter they name.
	 *
	 * @return array<string, array{array<string, string>, string}>
	 */
	public static function bad_requests(): array {
		return array(
			'no row'                 => array( array( 'column' => 'score' ), 'row' ),
			'no column'              => array( array( 'row' => 'plan' ), 'column' ),
			'unknown row'            => array(
				array(
					'row'    => 'nope',
					'column' => 'score',
				),
				'row',
			),
			'unknown column'         => array(
				array(
					'row'    => 'plan',
					'column' => 'nope',
				),
				'column',
			),
			'a text question row'    => array(
				array(
					'row'    => 'why',
					'column' => 'score',
				),
				'row',
			),
			'an e-mail column'       => array(
				array(
					'row'    => 'plan',
					'column' => 'mail',
				),
				'column',
			),
			'the same question'      => array(
				array(
					'row'    => 'uses',
					'column' => 'uses',
				),
				'column',
			),
			'an impossible date'     => array(
				array(
					'row'    => 'plan',
					'column' => 'score',
					'from'   => '2025-02-30',
				),
				'from',
			),
			'a date in the future'   => array(
				array(
					'row'    => 'plan',
					'column' => 'score',
					'to'     => '2999-01-01',
				),
				'to',
			),
			'not a date'             => array(
				array(
					'row'    => 'plan',
					'column' => 'score',
					'from'   => 'yesterday',
				),
				'from',
			),
			'a question id too long' => array(
				array(
					'row'    => str_repeat( 'q', 65 ),
					'column' => 'score',
				),
				'row',
			),
		);
	}

	/**
	 * A 400 naming the parameter.
	 *
	 * @param array<string, string> $params Query.
	 * @param string                $field  The parameter named.
	 * @return void
	 */
	#[DataProvider( 'bad_requests' )]
	public function test_bad_parameters_are_400_naming_the_parameter( array $params, string $field ): void {
		$response = $this->get( "/surveys/{$this->survey_id}/crosstab", $params );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = (array) $response->get_data();
		if ( 'rest_missing_callback_param' === $this->error_code( $response ) ) {
			$this->assertSame( array( $field ), $data['data']['params'] );
			return;
		}
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertSame( array( $field ), array_keys( (array) $data['data']['params'] ) );
	}

	public function test_the_400s_say_what_is_wrong(): void {
		$messages = array();
		foreach ( array(
			array( 'nope', 'score' ),
			array( 'why', 'score' ),
			array( 'plan', 'plan' ),
		) as list( $row, $column ) ) {
			$data       = (array) $this->get(
				"/surveys/{$this->survey_id}/crosstab",
				array(
					'row'    => $row,
					'column' => $column,
				)
			)->get_data();
			$messages[] = array_values( (array) $data['data']['params'] )[0];
		}
		$this->assertSame(
			array(
				'This question is not part of the survey.',
				'Choose a radio button, checkbox, star rating or NPS question.',
				'Choose two different questions.',
			),
			$messages
		);
	}

	public function test_administrators_and_editors_read_it_subscribers_and_visitors_do_not(): void {
		foreach ( array(
			'administrator' => 200,
			'editor'        => 200,
			'author'        => 403,
			'subscriber'    => 403,
			''              => 401,
		) as $role => $status ) {
			$this->act_as( $role );
			$response = $this->get(
				"/surveys/{$this->survey_id}/crosstab",
				array(
					'row'    => 'plan',
					'column' => 'score',
				)
			);
			$this->assertSame( $status, $response->get_status(), '' === $role ? 'visitor' : $role );
			if ( 200 !== $status ) {
				$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
			}
		}
	}

	public function test_view_results_decides_not_editing_surveys(): void {
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
			$this->assertSame(
				$status,
				$this->get(
					"/surveys/{$this->survey_id}/crosstab",
					array(
						'row'    => 'plan',
						'column' => 'score',
					)
				)->get_status(),
				$role
			);
		}
	}

	/**
	 * Tiers: edition, licence (null: none) and whether the cross-tab is open.
	 *
	 * @return array<string, array{string, string|null, bool}>
	 */
	public static function tiers(): array {
		return array(
			'Lite'                   => array( 'lite', null, false ),
			'Lite with a stored key' => array( 'lite', 'elite', false ),
			'Pro unlicensed'         => array( 'pro', null, false ),
			'Pro, plus'              => array( 'pro', 'plus', false ),
			'Pro, pro'               => array( 'pro', 'pro', true ),
			'Pro, elite'             => array( 'pro', 'elite', true ),
		);
	}

	/**
	 * The pro plan gate.
	 *
	 * @param string      $edition 'lite' or 'pro'.
	 * @param string|null $licence Licence type.
	 * @param bool        $open    Whether the table is served.
	 * @return void
	 */
	#[DataProvider( 'tiers' )]
	public function test_the_cross_tab_needs_the_pro_or_elite_plan( string $edition, ?string $licence, bool $open ): void {
		$this->license( $licence );
		$this->serve( $edition );
		$response = $this->get(
			"/surveys/{$this->survey_id}/crosstab",
			array(
				'row'    => 'plan',
				'column' => 'score',
			)
		);
		if ( $open ) {
			$this->assertSame( 200, $response->get_status() );
			return;
		}
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
		$this->assertSame( 'Upgrade to Pro to unlock this feature', $response->get_data()['message'] );

		// A visitor is asked to log in first, whatever the tier.
		$this->act_as( '' );
		$this->assertSame(
			401,
			$this->get(
				"/surveys/{$this->survey_id}/crosstab",
				array(
					'row'    => 'plan',
					'column' => 'score',
				)
			)->get_status()
		);
	}

	public function test_the_route_describes_its_arguments_and_response(): void {
		$request = new \WP_REST_Request( 'OPTIONS', self::BASE . '/surveys/1/crosstab' );
		$data    = (array) rest_do_request( $request )->get_data();
		$args    = $data['endpoints'][0]['args'];
		$this->assertTrue( $args['row']['required'] );
		$this->assertTrue( $args['column']['required'] );
		$this->assertArrayHasKey( 'from', $args );
		$this->assertArrayHasKey( 'to', $args );
		$this->assertSame( 'userfeedback-crosstab', $data['schema']['title'] );
		$this->assertSame( array( 'row', 'column', 'cells', 'row_totals', 'column_totals', 'total' ), array_keys( $data['schema']['properties'] ) );
	}

	/**
	 * Serves the route with a controller of an edition (and optionally a filter).
	 *
	 * @param string                              $edition     'lite' or 'pro'.
	 * @param callable|null                       $filter_sql  The filter hook.
	 * @param array<string, array<string, mixed>> $filter_args The filter's arguments.
	 * @param bool                                $facts       Read from the facts rows when current (as Plugin.php wires it).
	 * @return void
	 */
	private function serve( string $edition, ?callable $filter_sql = null, array $filter_args = array(), bool $facts = false ): void {
		global $wpdb;
		$tables                    = userfeedback()->tables();
		$sql                       = new FilterSql( $wpdb, $tables );
		$this->controller          = new CrosstabController(
			new Crosstab( $wpdb, $tables ),
			new SurveyRepository( $wpdb, $tables ),
			new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ),
			$filter_sql,
			$filter_args,
			$facts ? new FactsList( $wpdb, $tables, new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, $sql ) ) ) : null,
			$facts ? new FactsCrosstab( $wpdb, $tables ) : null
		);
		$GLOBALS['wp_rest_server'] = null;
		if ( array() !== $this->hooks ) {
			return; // The hooks below serve whichever controller is current.
		}
		$register = function (): void {
			if ( null !== $this->controller ) {
				$this->controller->register_routes();
			}
		};
		$only     = function ( array $endpoints ): array {
			foreach ( $endpoints as $route => $handlers ) {
				foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
					if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof CrosstabController && $handler['callback'][0] !== $this->controller ) {
						unset( $endpoints[ $route ][ $key ] );
					}
				}
			}
			return $endpoints;
		};
		add_action( 'rest_api_init', $register, 999 );
		add_filter( 'rest_endpoints', $only, 999 );
		$this->hooks = array( array( 'rest_api_init', $register ), array( 'rest_endpoints', $only ) );
	}

	/**
	 * The survey and its responses (see the class comment).
	 *
	 * @return void
	 */
	private function seed(): void {
		$this->survey_id = $this->create_survey(
			array(
				self::question( 'plan', 'radio-button', array( 'Free', 'Pro', 'Agency' ) ),
				self::question( 'uses', 'checkbox', array( 'Reports', 'Exports', 'Widget' ) ),
				self::question( 'stars', 'star-rating' ),
				self::question( 'score', 'nps' ),
				self::question( 'why', 'long-text' ),
				self::question( 'mail', 'email' ),
				self::question( 'also', 'checkbox', array( 'Docs', 'Chat' ) ),
			)
		);
		$id              = $this->survey_id;
		$this->responses = array(
			'r1' => $this->insert_response( $id, '2025-03-10 09:00:00', array( array( 'plan', 'Free' ), array( 'uses', array( 'Reports', 'Widget' ) ), array( 'stars', 5 ), array( 'score', 10, 'Great' ), array( 'why', 'Fast' ) ) ),
			'r2' => $this->insert_response( $id, '2025-03-10 12:00:00', array( array( 'plan', 'Pro' ), array( 'uses', array( 'Exports' ) ), array( 'stars', 4 ), array( 'score', 9 ) ) ),
			'r3' => $this->insert_response( $id, '2025-03-11 08:00:00', array( array( 'plan', 'Pro' ), array( 'uses', array( 'Reports', 'Exports', 'Widget' ) ), array( 'stars', 2 ), array( 'score', 3 ) ) ),
			'r4' => $this->insert_response( $id, '2025-03-12 08:00:00', array( array( 'plan', 'Free' ), array( 'stars', 4 ), array( 'score', 7 ) ) ),
			'r5' => $this->insert_response( $id, '2025-03-12 20:00:00', array( array( 'plan', 'Enterprise' ), array( 'uses', array( 'Reports' ) ), array( 'stars', 1 ), array( 'score', 1 ) ) ),
			'r6' => $this->insert_response( $id, '2025-03-13 10:00:00', array( array( 'uses', array( 'Widget' ) ), array( 'score', 9 ) ) ),
			'r7' => $this->insert_response( $id, '2025-03-13 11:00:00', array( array( 'plan', 'Pro' ), array( 'uses', array( 'Reports' ) ), array( 'stars', 4 ), array( 'score', 10 ) ), 'trash' ),
			'r8' => $this->insert_response( $id, '2025-03-20 09:00:00', array( array( 'plan', 'Agency' ), array( 'uses', array( 'Exports' ) ), array( 'stars', 3 ), array( 'score', 8 ) ) ),
			'r9' => $this->insert_response( $id, '2025-03-14 09:00:00', array( array( 'plan', 'pro' ), array( 'stars', 5 ), array( 'score', 6 ) ) ),
		);
		// Another survey's answers to questions of the same ids never count.
		$other = $this->create_survey( array( self::question( 'plan', 'radio-button', array( 'Free', 'Pro', 'Agency' ) ), self::question( 'score', 'nps' ) ) );
		$this->insert_response( $other, '2025-03-10 09:30:00', array( array( 'plan', 'Free' ), array( 'score', 10 ) ) );
	}

	/**
	 * A question in the stored shape's input form.
	 *
	 * @param string   $id      Question id.
	 * @param string   $type    Question type.
	 * @param string[] $options Options of choice questions.
	 * @return array<string, mixed>
	 */
	private static function question( string $id, string $type, array $options = array() ): array {
		return array(
			'id'     => $id,
			'type'   => $type,
			'title'  => ucfirst( $id ) . '?',
			'config' => array( 'options' => $options ),
		);
	}

	/**
	 * Stores a published survey directly.
	 *
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return int
	 */
	private function create_survey( array $questions ): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Cross-tab survey',
					'status'    => 'publish',
					'questions' => $questions,
				)
			)
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * The main survey's cross-tab, expected 200.
	 *
	 * @param string               $row    Row question.
	 * @param string               $column Column question.
	 * @param array<string, mixed> $params More query parameters.
	 * @return array<string, mixed>
	 */
	private function crosstab( string $row, string $column, array $params = array() ): array {
		return $this->ok(
			$this->get(
				"/surveys/{$this->survey_id}/crosstab",
				array_merge(
					array(
						'row'    => $row,
						'column' => $column,
					),
					$params
				)
			)
		);
	}

	/**
	 * A GET through the real REST server.
	 *
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Query.
	 * @return \WP_REST_Response
	 */
	private function get( string $path, array $params = array() ): \WP_REST_Response {
		return $this->rest( 'GET', self::BASE . $path, $params );
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
}
