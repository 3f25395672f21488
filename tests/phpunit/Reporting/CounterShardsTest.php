<?php
/**
 * Counter rows per database node: each node adds into its own shard, every reader sums them.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Database\CounterShard;
use UserFeedback\Reporting\Counts;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseStore;

// phpcs:disable WordPress.DB -- the tests read our counter tables directly, on purpose.

/**
 * Writes are sent to chosen shards through the `userfeedback_counter_shard` filter, as three
 * Galera nodes would send them; the lists, the results and the response limit must show the sums.
 */
final class CounterShardsTest extends TestCase {

	use CountersOracle;

	/**
	 * The survey under test.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * The shard the next counter writes go to (the filter below).
	 *
	 * @var int
	 */
	private int $shard = 0;

	/**
	 * The filter that sends writes to $shard.
	 *
	 * @var \Closure
	 */
	private \Closure $to_shard;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Shards',
					'status'    => 'publish',
					'settings'  => array( 'behavior' => array( 'response_limit' => 5 ) ),
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
						array(
							'id'    => 'score',
							'type'  => 'nps',
							'title' => 'Score?',
						),
					),
				)
			)
		);
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->to_shard = fn(): int => $this->shard;
		add_filter( 'userfeedback_counter_shard', $this->to_shard, 20 );
	}

	protected function tearDown(): void {
		remove_filter( 'userfeedback_counter_shard', $this->to_shard, 20 );
		parent::tearDown();
	}

	public function test_a_node_s_shard_comes_from_its_place_in_the_cluster(): void {
		$this->assertSame( 0, CounterShard::from_status( array() ), 'MySQL, or MariaDB without Galera: no wsrep rows' );
		$this->assertSame(
			0,
			CounterShard::from_status(
				array(
					'wsrep_ready'       => 'OFF',
					'wsrep_local_index' => '18446744073709551615',
				)
			),
			'MariaDB with wsrep off'
		);
		foreach ( array(
			'0'                    => 0,
			'1'                    => 1,
			'2'                    => 2,
			'17'                   => 1,
			'18446744073709551615' => 0,
		) as $index => $shard ) {
			$status = array(
				'wsrep_ready'       => 'ON',
				'wsrep_local_index' => (string) $index,
			);
			$this->assertSame( $shard, CounterShard::from_status( $status ), "wsrep_local_index {$index}" );
		}

		// This test server runs without Galera: shard 0 unless a filter says otherwise.
		global $wpdb;
		$status = array();
		foreach ( (array) $wpdb->get_results( "SHOW STATUS WHERE Variable_name IN ('wsrep_ready', 'wsrep_local_index')", ARRAY_N ) as $row ) {
			$status[ strtolower( (string) $row[0] ) ] = (string) $row[1];
		}
		$this->assertSame( 0, CounterShard::from_status( $status ) );

		// A host's filter (here: a fake third node) decides; out-of-range answers are clamped.
		$this->shard = CounterShard::from_status(
			array(
				'wsrep_ready'       => 'ON',
				'wsrep_local_index' => '2',
			)
		);
		$this->assertSame( 2, CounterShard::current( $wpdb ) );
		$this->shard = 999;
		$this->assertSame( CounterShard::MAX, CounterShard::current( $wpdb ) );
		$this->shard = -4;
		$this->assertSame( 0, CounterShard::current( $wpdb ) );
	}

	public function test_a_server_without_galera_is_remembered_so_later_requests_skip_the_lookup(): void {
		global $wpdb;
		delete_option( CounterShard::SINGLE_OPTION );
		CounterShard::reset();
		$lookups = 0;
		$count   = static function ( string $sql ) use ( &$lookups ): string {
			$lookups += (int) str_contains( $sql, 'wsrep_local_index' );
			return $sql;
		};
		add_filter( 'query', $count );

		$this->assertFalse( CounterShard::clustered( $wpdb ) );
		$this->assertSame( 1, $lookups, 'the first request asks the server' );
		$this->assertGreaterThan( time() + 3000, (int) get_option( CounterShard::SINGLE_OPTION ), 'an hour' );

		CounterShard::reset(); // The next request.
		$this->assertFalse( CounterShard::clustered( $wpdb ) );
		$this->assertSame( 0, CounterShard::current( $wpdb ) );
		$this->assertSame( 1, $lookups, 'it does not ask again' );

		update_option( CounterShard::SINGLE_OPTION, time() - 1 );
		CounterShard::reset(); // An hour later.
		CounterShard::current( $wpdb );
		$this->assertSame( 2, $lookups, 'it asks again once the hour is over' );
		remove_filter( 'query', $count );
	}

	public function test_writes_on_three_nodes_keep_one_row_per_node_and_every_reader_sums_them(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$repo   = new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() );
		$trash  = new \UserFeedback\Responses\ResponseTrash( $wpdb, $tables, $repo );
		$ids    = array();
		foreach ( array( 1, 2, 3, 1 ) as $i => $node ) {
			$this->shard = $node;
			$ids[]       = $this->submit( 0 === $i % 2 ? 'A' : 'B', (string) ( 7 + $i ) );
			$this->assertTrue( ( new ResponseStore( $wpdb, $tables, userfeedback()->rollups() ) )->count_impression( $this->survey_id ) );
		}
		// Node 3 trashes a response node 1 counted: its own totals row goes to -1 published.
		$this->shard = 3;
		$this->assertSame( array( $ids[0] ), $trash->set_status( $this->survey_id, array( $ids[0] ), 'publish', 'trash' ) );

		$totals = $wpdb->get_results( $wpdb->prepare( "SELECT shard, published, trashed FROM `{$tables->counts()}` WHERE survey_id = %d AND scope = 0 AND slot = %s ORDER BY shard", $this->survey_id, Counts::TOTALS ), ARRAY_A );
		$this->assertSame(
			array(
				array(
					'shard'     => '1',
					'published' => '2',
					'trashed'   => '0',
				),
				array(
					'shard'     => '2',
					'published' => '1',
					'trashed'   => '0',
				),
				array(
					'shard'     => '3',
					'published' => '0',
					'trashed'   => '1',
				),
			),
			$totals,
			'one totals row per node, none of them the count alone'
		);
		$this->assertSame( '3', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->impressions()}` WHERE survey_id = %d", $this->survey_id ) ), 'an impressions row per node' );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after writes on three nodes' );

		// Every reader sums: the responses list's status counts, the surveys list, the results
		// summary, the survey's results, the response limit.
		$this->assertSame(
			array(
				'publish'         => 3,
				'trash'           => 1,
				'publish_partial' => 0,
				'trash_partial'   => 0,
			),
			$repo->status_counts( $this->survey_id )
		);
		$this->assertSame( array( $this->survey_id => 3 ), ( new SurveyRepository( $wpdb, $tables ) )->responses_counts( array( $this->survey_id ) ) );
		$this->act_as( 'administrator' );
		$summary = $this->rest( 'GET', '/userfeedback/v1/results-summary', array( 'survey_id' => $this->survey_id ) )->get_data();
		$this->assertSame( 3, $summary['total_responses'] );
		$this->assertSame( 3, $summary['surveys'][0]['responses_count'] );
		$this->assertSame( 3, $summary['surveys'][0]['range_responses_count'] );
		$results = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertSame( 3, $results['responses_count'] );
		$this->assertSame( 4, $results['impressions'] );
		$pick = $this->question( $results, 'pick' );
		$this->assertSame( 3, $pick['total_answers'] );
		$this->assertSame(
			array(
				array(
					'value' => 'A',
					'count' => 1,
				),
				array(
					'value' => 'B',
					'count' => 2,
				),
			),
			array_map( static fn( array $option ): array => array_intersect_key( $option, array_flip( array( 'value', 'count' ) ) ), $pick['options'] )
		);
		$this->assertSame( 3, $this->question( $results, 'score' )['total_answers'] );

		$limit  = new ResponseLimit( $wpdb, $tables );
		$survey = (array) ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertSame( array( $this->survey_id => 3 ), $limit->completed( array( $this->survey_id ) ) );
		$this->assertFalse( $limit->reached( $survey ), '3 of 5' );
		$this->shard = 2;
		$this->submit( 'A', '9' );
		$this->shard = 0;
		$this->submit( 'B', '10' );
		$this->assertSame( array( $this->survey_id => 5 ), $limit->completed( array( $this->survey_id ) ) );
		$this->assertTrue( $limit->reached( $survey ), '5 of 5, counted on four nodes' );
		$this->assertSame( false, $limit->admits_completion( $survey ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'at the limit' );
	}

	/**
	 * Stores a completed response through the visitor path.
	 *
	 * @param string $pick  The choice.
	 * @param string $score The NPS score.
	 * @return int Its id.
	 */
	private function submit( string $pick, string $score ): int {
		global $wpdb;
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $this->survey_id );
		$id     = ( new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) )->insert(
			(array) $survey,
			array(),
			array(
				array(
					'question_id' => 'pick',
					'value'       => $pick,
					'value_num'   => null,
					'extra'       => null,
				),
				array(
					'question_id' => 'score',
					'value'       => $score,
					'value_num'   => (int) $score,
					'extra'       => null,
				),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * One question's block of a results response.
	 *
	 * @param array<string, mixed> $results The results.
	 * @param string               $id      Question id.
	 * @return array<string, mixed>
	 */
	private function question( array $results, string $id ): array {
		$by_id = array_column( (array) ( $results['question_stats'] ?? array() ), null, 'id' );
		$this->assertArrayHasKey( $id, $by_id );
		return (array) $by_id[ $id ];
	}
}
