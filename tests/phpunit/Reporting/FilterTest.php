<?php
/**
 * The one filter of the reports: every operator and combination against hand-computed
 * sets.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Rest\ResultsController;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to compare sets.

/**
 * Five responses, known by their names (R1–R5), and for each filter the set it must select:
 *
 * | | radio | checkbox | nps | stars | text | device | page | completed |
 * |---|---|---|---|---|---|---|---|---|
 * | R1 | Yes | A, B | 10 | 5 | fast | mobile | /pricing/ | yes |
 * | R2 | No | A | 3 | 2 | slow | desktop | /home/ | yes |
 * | R3 | Yes | B, C | 8 | 4 | — | desktop | /pricing/plans/ | yes |
 * | R4 | No | A, B | 9 | 1 | Fast | tablet | /blog/ | yes |
 * | R5 | Yes | — | — | — | — | mobile | /pricing/ | no (partial) |
 * | R6 | Yes | A | 10 | 5 | fast | mobile | /pricing/ | trashed |
 *
 * Insights read from their open answers: R1 positive; R2 negative, theme T; R4 positive (its text)
 * and negative (a comment), theme T twice (text and comment); R6 (trashed) negative, theme T.
 * T is the survey's first theme (slot 0: its bit in the facts rows).
 */
class FilterTest extends TestCase {

	/**
	 * Whether the survey's facts rows are built (FilterFactsTest): the same sets and figures must
	 * then come from the facts table.
	 *
	 * @var bool
	 */
	protected bool $facts = false;

	/**
	 * The survey.
	 *
	 * @var int
	 */
	protected int $survey_id;

	/**
	 * Response name => id.
	 *
	 * @var array<string, int>
	 */
	protected array $ids = array();

	/**
	 * The theme T's id (the providers name it 'T').
	 *
	 * @var int
	 */
	protected int $theme_id = 0;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Filters',
				'status'    => 'publish',
				'questions' => array(
					self::question( 'radio', 'radio-button', array( 'Yes', 'No' ) ),
					self::question( 'check', 'checkbox', array( 'A', 'B', 'C' ) ),
					self::question( 'nps', 'nps' ),
					self::question( 'stars', 'star-rating' ),
					self::question( 'text', 'text' ),
				),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->survey_id = (int) $created->get_data()['id'];
		$rows            = array(
			'R1' => array( array( array( 'radio', 'Yes' ), array( 'check', array( 'A', 'B' ) ), array( 'nps', 10 ), array( 'stars', 5 ), array( 'text', 'fast' ) ), 'mobile', '/pricing/', 1, 'publish' ),
			'R2' => array( array( array( 'radio', 'No' ), array( 'check', array( 'A' ) ), array( 'nps', 3 ), array( 'stars', 2 ), array( 'text', 'slow' ) ), 'desktop', '/home/', 1, 'publish' ),
			'R3' => array( array( array( 'radio', 'Yes' ), array( 'check', array( 'B', 'C' ) ), array( 'nps', 8 ), array( 'stars', 4 ) ), 'desktop', '/pricing/plans/', 1, 'publish' ),
			'R4' => array( array( array( 'radio', 'No' ), array( 'check', array( 'A', 'B' ) ), array( 'nps', 9 ), array( 'stars', 1 ), array( 'text', 'Fast' ) ), 'tablet', '/blog/', 1, 'publish' ),
			'R5' => array( array( array( 'radio', 'Yes' ) ), 'mobile', '/pricing/', 0, 'publish' ),
			'R6' => array( array( array( 'radio', 'Yes' ), array( 'check', array( 'A' ) ), array( 'nps', 10 ), array( 'stars', 5 ), array( 'text', 'fast' ) ), 'mobile', '/pricing/', 1, 'trash' ),
		);
		$day             = 0;
		foreach ( $rows as $name => $row ) {
			$this->ids[ $name ] = $this->insert_response(
				$this->survey_id,
				gmdate( 'Y-m-d H:i:s', strtotime( '2026-03-01 12:00:00' ) + ( $day++ ) * DAY_IN_SECONDS ),
				$row[0],
				$row[4],
				array(
					'user_device' => $row[1],
					'page_url'    => 'https://example.com' . $row[2],
					'completed'   => (string) $row[3],
				)
			);
		}
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->response_tags(),
			array(
				'survey_id'   => $this->survey_id,
				'response_id' => $this->ids['R3'],
				'tag'         => 'pricing',
			)
		);
		// Hidden fields' values: utm_source on R1, R3 and the trashed R6; plan on R1.
		foreach ( array( array( 'R1', 'utm_source', 'newsletter' ), array( 'R1', 'plan', 'pro' ), array( 'R3', 'utm_source', 'Newsletter' ), array( 'R4', 'utm_source', 'ads' ), array( 'R6', 'utm_source', 'newsletter' ) ) as $field ) {
			$wpdb->insert(
				userfeedback()->tables()->response_fields(),
				array(
					'response_id' => $this->ids[ $field[0] ],
					'survey_id'   => $this->survey_id,
					'name'        => $field[1],
					'value'       => $field[2],
				)
			);
		}
		$this->add_insights();
		if ( $this->facts ) {
			$this->assertTrue( ( new Rollups( $wpdb, userfeedback()->tables() ) )->facts_build()->complete( $this->survey_id, false ) );
		}
	}

	/**
	 * Filters and the responses (published) they select.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string[]}>
	 */
	public static function filters(): array {
		$where = static fn( string $q, string $compare, $value ): array => array(
			'where' => (string) wp_json_encode(
				array(
					array(
						'question_id' => $q,
						'compare'     => $compare,
						'value'       => $value,
					),
				)
			),
		);
		return array(
			'radio =='                  => array( $where( 'radio', '==', 'Yes' ), array( 'R1', 'R3', 'R5' ) ),
			'radio !='                  => array( $where( 'radio', '!=', 'Yes' ), array( 'R2', 'R4' ) ),
			'text == (any case)'        => array( $where( 'text', '==', 'fast' ), array( 'R1', 'R4' ) ),
			'text !='                   => array( $where( 'text', '!=', 'fast' ), array( 'R2' ) ),
			'checkbox includes'         => array( $where( 'check', 'includes', 'A' ), array( 'R1', 'R2', 'R4' ) ),
			'checkbox == set'           => array( $where( 'check', '==', array( 'B', 'A' ) ), array( 'R1', 'R4' ) ),
			'checkbox == one'           => array( $where( 'check', '==', 'A' ), array( 'R2' ) ),
			'checkbox != set'           => array( $where( 'check', '!=', array( 'A', 'B' ) ), array( 'R2', 'R3' ) ),
			'nps >'                     => array( $where( 'nps', '>', 8 ), array( 'R1', 'R4' ) ),
			'nps <'                     => array( $where( 'nps', '<', 9 ), array( 'R2', 'R3' ) ),
			'nps == as text'            => array( $where( 'nps', '==', '8' ), array( 'R3' ) ),
			'stars !='                  => array( $where( 'stars', '!=', 5 ), array( 'R2', 'R3', 'R4' ) ),
			'promoters'                 => array( array( 'nps_bucket' => 'promoter' ), array( 'R1', 'R4' ) ),
			'passives'                  => array( array( 'nps_bucket' => 'passive' ), array( 'R3' ) ),
			'detractors'                => array( array( 'nps_bucket' => 'detractor' ), array( 'R2' ) ),
			'device'                    => array( array( 'device' => 'mobile' ), array( 'R1', 'R5' ) ),
			'page contains'             => array( array( 'page_url' => '/pricing' ), array( 'R1', 'R3', 'R5' ) ),
			'page with a LIKE wildcard' => array( array( 'page_url' => '%' ), array() ),
			'partial'                   => array( array( 'completion' => 'partial' ), array( 'R5' ) ),
			'completed'                 => array( array( 'completion' => 'completed' ), array( 'R1', 'R2', 'R3', 'R4' ) ),
			'tag'                       => array( array( 'tag' => 'Pricing' ), array( 'R3' ) ),
			'sentiment positive'        => array( array( 'sentiment' => 'positive' ), array( 'R1', 'R4' ) ),
			'sentiment negative'        => array( array( 'sentiment' => 'negative' ), array( 'R2', 'R4' ) ),
			'sentiment neutral'         => array( array( 'sentiment' => 'neutral' ), array() ),
			'theme'                     => array( array( 'theme' => 'T' ), array( 'R2', 'R4' ) ),
			'theme and sentiment'       => array(
				array(
					'theme'     => 'T',
					'sentiment' => 'positive',
				),
				array( 'R4' ),
			),
			'theme of no response'      => array( array( 'theme' => '999999999' ), array() ),
			'hidden field (any case)'   => array( array( 'fields' => '{"utm_source":"newsletter"}' ), array( 'R1', 'R3' ) ),
			'hidden fields AND'         => array( array( 'fields' => '{"utm_source":"newsletter","plan":"pro"}' ), array( 'R1' ) ),
			'hidden field and device'   => array(
				array(
					'fields' => '{"utm_source":" newsletter "}',
					'device' => 'desktop',
				),
				array( 'R3' ),
			),
			'hidden field no match'     => array( array( 'fields' => '{"utm_source":"news"}' ), array() ),
			'hidden field as injection' => array( array( 'fields' => '{"utm_source":"x\' OR 1=1 -- "}' ), array() ),
			'AND of attributes'         => array(
				array(
					'device'   => 'desktop',
					'page_url' => 'pricing',
				),
				array( 'R3' ),
			),
			'AND of answers'            => array(
				array(
					'where' => (string) wp_json_encode(
						array(
							array(
								'question_id' => 'radio',
								'compare'     => '==',
								'value'       => 'Yes',
							),
							array(
								'question_id' => 'stars',
								'compare'     => '>',
								'value'       => 4,
							),
						)
					),
				),
				array( 'R1' ),
			),
			'answers and a bucket'      => array( array_merge( $where( 'check', 'includes', 'B' ), array( 'nps_bucket' => 'promoter' ) ), array( 'R1', 'R4' ) ),
			'nothing'                   => array( array(), array( 'R1', 'R2', 'R3', 'R4', 'R5' ) ),
		);
	}

	/**
	 * Every operator and combination selects exactly its hand-computed set.
	 *
	 * @param array<string, mixed> $params   The filter's parameters.
	 * @param string[]             $expected The published responses selected.
	 */
	#[DataProvider( 'filters' )]
	public function test_a_filter_selects_its_responses( array $params, array $expected ): void {
		$this->assertSame( $expected, $this->selected( $params ) );
	}

	public function test_results_carry_the_insight_counts_each_filter_selects(): void {
		$march = array(
			'from' => '2026-03-01',
			'to'   => '2026-03-07',
		);
		$all   = $this->results( $march );
		$this->assertSame(
			array(
				'positive' => 2,
				'neutral'  => 0,
				'negative' => 2,
			),
			$all['sentiment'],
			'R4 counts once in each of its sentiments; the trashed R6 not at all'
		);
		$this->assertSame(
			array(
				array(
					'id'    => $this->theme_id,
					'label' => 'Speed',
					'count' => 2,
				),
			),
			$all['themes']
		);
		foreach ( array( 'positive', 'negative' ) as $sentiment ) {
			$this->assertSame( $all['sentiment'][ $sentiment ], $this->results( $march + array( 'sentiment' => $sentiment ) )['responses_count'], "the {$sentiment} figure is what its filter shows" );
		}
		$this->assertSame( 2, $this->results( $march + array( 'theme' => (string) $this->theme_id ) )['responses_count'] );

		$mobile = $this->results( $march + array( 'device' => 'mobile' ) );
		$this->assertSame(
			array(
				'positive' => 1,
				'neutral'  => 0,
				'negative' => 0,
			),
			$mobile['sentiment'],
			'under a filter, the filter\'s responses only'
		);
		$this->assertSame( array(), $mobile['themes'] );

		( new LicenseStore() )->save( new License( 'key', 'plus' ) );
		$plus = $this->results( $march );
		$this->assertArrayNotHasKey( 'sentiment', $plus, 'the AI summary\'s plan only' );
		$this->assertArrayNotHasKey( 'themes', $plus );
	}

	public function test_results_under_a_filter_count_only_its_responses(): void {
		$data = $this->results( array( 'nps_bucket' => 'promoter' ) );
		$this->assertSame( 2, $data['responses_count'] );
		$this->assertSame( ! $this->facts, $data['facts_pending'], 'read from the answers only while the facts are not packed' );
		$radio = $this->stat( $data, 'radio' );
		$this->assertSame( 2, $radio['total_answers'] );
		$this->assertSame(
			array(
				'Yes' => 1,
				'No'  => 1,
			),
			array_column( $radio['options'], 'count', 'value' )
		);
		$this->assertSame( 100, $data['nps_overview']['promoter'] );
		$this->assertEqualsCanonicalizing( array( 'fast', 'Fast' ), array_column( $this->stat( $data, 'text' )['answers'], 'value' ), 'the newest answers: the filter\'s only' );
		$this->assertSame( 2, $data['completion']['started'] );

		$partial = $this->results( array( 'completion' => 'partial' ) );
		$this->assertSame( 1, $partial['responses_count'] );
		$this->assertSame( 0, $partial['completion']['completed'] );

		// A range and an answer filter: the answers read are the range's too (R1 only).
		$ranged = $this->results(
			array(
				'nps_bucket' => 'promoter',
				'from'       => '2026-03-01',
				'to'         => '2026-03-02',
			)
		);
		$this->assertSame( 1, $ranged['responses_count'] );
		$this->assertSame( 1, $this->stat( $ranged, 'radio' )['total_answers'] );
		$this->assertSame(
			array(
				'Yes' => 1,
				'No'  => 0,
			),
			array_column( $this->stat( $ranged, 'radio' )['options'], 'count', 'value' )
		);
		$device = $this->results(
			array(
				'device' => 'desktop',
				'from'   => '2026-03-02',
				'to'     => '2026-03-02',
			)
		);
		$this->assertSame(
			array(
				'Yes' => 0,
				'No'  => 1,
			),
			array_column( $this->stat( $device, 'radio' )['options'], 'count', 'value' ),
			'R2 only: a row condition and a range'
		);

		// A question's answers page under the filter (the "Show more" of the results).
		$answers = $this->rest(
			'GET',
			"/userfeedback/v1/surveys/{$this->survey_id}/answers",
			array(
				'question_id' => 'text',
				'nps_bucket'  => 'promoter',
			)
		)->get_data();
		$this->assertSame( 2, $answers['pagination']['total'] );
		$this->assertEqualsCanonicalizing( array( 'fast', 'Fast' ), array_column( $answers['items'], 'value' ) );

		$unfiltered = $this->results( array() );
		$this->assertSame( 5, $unfiltered['responses_count'], 'no filter: the rollups, as before' );
	}

	/**
	 * Malformed filters and what their 400 says.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function malformed(): array {
		$one = static fn( array $condition ): array => array( 'where' => (string) wp_json_encode( array( $condition ) ) );
		return array(
			'not JSON'               => array( array( 'where' => '{oops' ), 'where', 'JSON list' ),
			'fields not an object'   => array( array( 'fields' => '["utm_source"]' ), 'fields', 'JSON object' ),
			'fields bad name'        => array( array( 'fields' => '{"utm source":"x"}' ), 'fields', 'starts with a letter' ),
			'fields empty value'     => array( array( 'fields' => '{"utm_source":""}' ), 'fields', 'non-empty text' ),
			'fields long value'      => array( array( 'fields' => (string) wp_json_encode( array( 'utm_source' => str_repeat( 'x', 201 ) ) ) ), 'fields', 'at most 200 characters' ),
			'not a list'             => array( array( 'where' => '{"question_id":"radio"}' ), 'where', 'JSON list' ),
			'unknown question'       => array(
				$one(
					array(
						'question_id' => 'nope',
						'compare'     => '==',
						'value'       => 'x',
					)
				),
				'where',
				'Condition 1: the question is not part of the survey.',
			),
			'comparator not allowed' => array(
				$one(
					array(
						'question_id' => 'radio',
						'compare'     => '>',
						'value'       => 'Yes',
					)
				),
				'where',
				'Condition 1: > is not allowed for this question; use == !=.',
			),
			'score out of range'     => array(
				$one(
					array(
						'question_id' => 'nps',
						'compare'     => '>',
						'value'       => 11,
					)
				),
				'where',
				'whole number from 1 to 10',
			),
			'score not whole'        => array(
				$one(
					array(
						'question_id' => 'stars',
						'compare'     => '==',
						'value'       => 2.5,
					)
				),
				'where',
				'whole number from 1 to 5',
			),
			'empty text'             => array(
				$one(
					array(
						'question_id' => 'text',
						'compare'     => '==',
						'value'       => '',
					)
				),
				'where',
				'non-empty text',
			),
			'missing compare'        => array( $one( array( 'question_id' => 'text' ) ), 'where', 'needs question_id, compare and value' ),
			'bucket'                 => array( array( 'nps_bucket' => 'fans' ), 'nps_bucket', '' ),
			'device'                 => array( array( 'device' => 'watch' ), 'device', '' ),
			'sentiment'              => array( array( 'sentiment' => 'angry' ), 'sentiment', '' ),
			'theme not a number'     => array( array( 'theme' => 'pricing' ), 'theme', '' ),
			'theme zero'             => array( array( 'theme' => '0' ), 'theme', '' ),
		);
	}

	public function test_the_responses_list_takes_the_same_filter_and_a_range(): void {
		$list  = function ( array $params ): array {
			$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", $params );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return $response->get_data();
		};
		$names = array_flip( $this->ids );
		$data  = $list( array( 'nps_bucket' => 'promoter' ) );
		$this->assertSame( array( 'R4', 'R1' ), array_map( static fn( array $item ): string => $names[ $item['id'] ], $data['items'] ), 'newest first' );
		$this->assertSame( 2, $data['pagination']['total'] );
		$this->assertSame(
			array(
				'all'     => 2,
				'publish' => 2,
				'trash'   => 1, // R6, a promoter in the Trash.
			),
			array_column( $data['status_filters'], 'count', 'status' )
		);
		$trash = $list(
			array(
				'device' => 'mobile',
				'filter' => array( 'status' => 'trash' ),
			)
		);
		$this->assertSame( array( $this->ids['R6'] ), array_column( $trash['items'], 'id' ), 'the Trash narrows the same way' );
		$range = $list(
			array(
				'from' => '2026-03-02',
				'to'   => '2026-03-03',
			)
		);
		$this->assertEqualsCanonicalizing( array( $this->ids['R2'], $this->ids['R3'] ), array_column( $range['items'], 'id' ) );
		$partial = $list(
			array(
				'page_url' => 'pricing',
				'filter'   => array( 'completion' => 'partial' ),
			)
		);
		$this->assertSame( array( $this->ids['R5'] ), array_column( $partial['items'], 'id' ) );
		$this->assertSame( 400, $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'where' => '[1]' ) )->get_status() );

		// A response opened from the filtered list: its neighbours are the list's.
		$position = function ( string $name, array $params ): array {
			$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses/{$this->ids[ $name ]}", $params );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return $response->get_data()['position'];
		};
		$this->assertSame(
			array(
				'index'       => 2,
				'total'       => 2,
				'previous_id' => $this->ids['R4'],
				'next_id'     => null,
			),
			$position( 'R1', array( 'nps_bucket' => 'promoter' ) )
		);
		$this->assertSame( 5, $position( 'R2', array( 'nps_bucket' => 'promoter' ) )['total'], 'not one of the list\'s: all' );
		$this->assertSame( 5, $position( 'R1', array() )['total'] );
	}

	/**
	 * A malformed filter is a 400 naming the problem, and nothing is computed.
	 *
	 * @param array<string, mixed> $params  The parameters.
	 * @param string               $param   The parameter named.
	 * @param string               $message What its message contains.
	 */
	#[DataProvider( 'malformed' )]
	public function test_a_malformed_filter_is_a_400_naming_the_problem( array $params, string $param, string $message ): void {
		$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertArrayHasKey( $param, $response->get_data()['data']['params'] );
		$this->assertStringContainsString( $message, (string) $response->get_data()['data']['params'][ $param ] );
	}

	public function test_lite_gets_the_upgrade_answer_for_a_filter_and_the_report_without_one(): void {
		global $wpdb;
		$tables     = userfeedback()->tables();
		$service    = new ResultsService( new ResultsRepository( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ), userfeedback()->rollups(), new RollupQueries( $wpdb, $tables ), null, FilteredResults::create( $wpdb, $tables, userfeedback()->rollups() ) );
		$controller = new ResultsController( $service, new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ) );
		$request    = new \WP_REST_Request( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" );
		$request->set_url_params( array( 'id' => $this->survey_id ) );
		$request->set_query_params( array( 'device' => 'mobile' ) );
		$refused = $controller->get_survey_results( $request );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'userfeedback_upgrade_required', $refused->get_error_code() );
		$this->assertSame( 403, $refused->get_error_data()['status'] );

		$request->set_query_params( array() );
		$this->assertNotInstanceOf( \WP_Error::class, $controller->get_survey_results( $request ) );
	}

	public function test_every_parameter_is_parsed_into_the_filter(): void {
		$questions = $this->questions();
		$params    = array(
			'where'      => (string) wp_json_encode(
				array(
					array(
						'question_id' => 'check',
						'compare'     => '==',
						'value'       => array( 'A', 'B' ),
					),
				)
			),
			'nps_bucket' => 'passive',
			'device'     => 'tablet',
			'page_url'   => '/blog',
			'completion' => 'partial',
			'tag'        => 'pricing',
		);
		$filter    = ResponseFilter::from_params( $params, $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		$this->assertSame(
			array(
				array(
					'question_id' => 'check',
					'type'        => 'checkbox',
					'compare'     => '==',
					'value'       => array( 'A', 'B' ),
				),
			),
			$filter->conditions()
		);
		$this->assertSame(
			array(
				'nps'        => array(
					'question_id' => 'nps',
					'min'         => 7,
					'max'         => 8,
				),
				'device'     => 'tablet',
				'page_url'   => '/blog',
				'completion' => false,
				'tag'        => 'pricing',
			),
			$filter->attributes()
		);
	}

	/**
	 * The published responses a filter selects, by name.
	 *
	 * @param array<string, mixed> $params The filter's parameters.
	 * @return string[]
	 */
	protected function selected( array $params ): array {
		global $wpdb;
		$filter = ResponseFilter::from_params( $this->with_theme( $params ), $this->questions() );
		$this->assertInstanceOf( ResponseFilter::class, $filter, is_wp_error( $filter ) ? (string) wp_json_encode( $filter->get_error_data() ) : '' );
		if ( $this->facts ) {
			$tables = userfeedback()->tables();
			$slots  = ( new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) ) )->current_slots( $this->survey_id, $this->questions() );
			$this->assertNotNull( $slots, 'The facts are current.' );
			$condition = ( new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) )->condition( $filter, $this->survey_id, $slots );
			$ids       = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT f.response_id FROM `' . $tables->response_facts() . '` f WHERE f.survey_id = %d', $this->survey_id ) . ( '' === $condition ? '' : " AND {$condition}" ) . ' ORDER BY f.response_id' ) );
			$names     = array_flip( $this->ids );
			return array_map( static fn( int $id ): string => $names[ $id ], $ids );
		}
		$condition = ( new FilterSql( $wpdb, userfeedback()->tables() ) )->responses( $filter, $this->survey_id );
		$ids       = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT r.id FROM `' . userfeedback()->tables()->responses() . "` r WHERE r.survey_id = %d AND r.status = 'publish'", $this->survey_id ) . ( '' === $condition ? '' : " AND {$condition}" ) . ' ORDER BY r.id' ) );
		$names     = array_flip( $this->ids );
		return array_map( static fn( int $id ): string => $names[ $id ], $ids );
	}

	/**
	 * The parameters with the providers' theme 'T' replaced by its id.
	 *
	 * @param array<string, mixed> $params The filter's parameters.
	 * @return array<string, mixed>
	 */
	protected function with_theme( array $params ): array {
		if ( 'T' === ( $params['theme'] ?? null ) ) {
			$params['theme'] = (string) $this->theme_id;
		}
		return $params;
	}

	/**
	 * The insights of the table above, stored as the processor stores them.
	 *
	 * @return void
	 */
	private function add_insights(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$wpdb->insert(
			$tables->insight_themes(),
			array(
				'survey_id'  => $this->survey_id,
				'label'      => 'Speed',
				'examples'   => '[]',
				'origin'     => 'owner',
				'created_at' => '2026-03-01 00:00:00',
				'updated_at' => '2026-03-01 00:00:00',
				'slot'       => 0,
			)
		);
		$this->theme_id = (int) $wpdb->insert_id;
		foreach ( array( array( 'R1', 'answer', 1, false ), array( 'R2', 'answer', -1, true ), array( 'R4', 'answer', 1, true ), array( 'R4', 'comment', -1, true ), array( 'R6', 'answer', -1, true ) ) as $row ) {
			$wpdb->insert(
				$tables->answer_insights(),
				array(
					'survey_id'   => $this->survey_id,
					'response_id' => $this->ids[ $row[0] ],
					'question_id' => 'text',
					'part'        => $row[1],
					'sentiment'   => $row[2],
					'score'       => 50 * $row[2],
					'analyzed_at' => '2026-03-10 00:00:00',
				)
			);
			if ( $row[3] ) {
				$wpdb->insert(
					$tables->answer_themes(),
					array(
						'survey_id'   => $this->survey_id,
						'theme_id'    => $this->theme_id,
						'response_id' => $this->ids[ $row[0] ],
						'question_id' => 'text',
						'part'        => $row[1],
					)
				);
			}
		}
	}

	/**
	 * The survey's stored questions.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function questions(): array {
		$survey = ( new SurveyRepository( $GLOBALS['wpdb'], userfeedback()->tables() ) )->find( $this->survey_id );
		$this->assertNotNull( $survey );
		return array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
	}

	/**
	 * The survey's results under a filter.
	 *
	 * @param array<string, mixed> $params The filter's parameters.
	 * @return array<string, mixed>
	 */
	private function results( array $params ): array {
		$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", $params );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * One question's statistics.
	 *
	 * @param array<string, mixed> $data The results.
	 * @param string               $id   The question.
	 * @return array<string, mixed>
	 */
	private function stat( array $data, string $id ): array {
		foreach ( $data['question_stats'] as $stat ) {
			if ( $id === $stat['id'] ) {
				return $stat;
			}
		}
		$this->fail( "No statistics for {$id}." );
	}

	/**
	 * A question.
	 *
	 * @param string   $id      Id.
	 * @param string   $type    Type.
	 * @param string[] $options Options.
	 * @return array<string, mixed>
	 */
	private static function question( string $id, string $type, array $options = array() ): array {
		return array(
			'id'     => $id,
			'title'  => ucfirst( $id ),
			'type'   => $type,
			'config' => array( 'options' => $options ),
		);
	}
}
