<?php
/**
 * Writers in parallel processes, and a background rebuild among them, leave the counters and the
 * rollups exact.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Database\CounterShard;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test seeds and clears its committed rows directly, on purpose.
// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the workers are separate processes, on purpose.

/**
 * Real concurrency needs committed rows other connections see, so this test commits: it creates
 * its survey outside the test transaction and deletes every row of it afterwards. The workers
 * (fixtures/counter-worker.php) are separate PHP processes on the same test site, each with its
 * own database connection, going through ResponseStore, ResponseTrash and the rollups' BuildEngine. The
 * oracle: the counters equal a recount, their totals equal what the workers say they left, and
 * the rollups equal a rebuild from scratch.
 */
final class ConcurrentCountsTest extends TestCase {

	use CountersOracle;

	private const WRITERS   = 4;
	private const RESPONSES = 30;

	/**
	 * The survey under test (committed).
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Concurrent counts',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$tables = userfeedback()->tables();
		foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->builds(), $tables->build_fences() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", $this->survey_id ) );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $this->survey_id ) );
		parent::tearDown();
	}

	public function test_parallel_writers_keep_the_counters_exact(): void {
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );

		$left = $this->run_workers( false );

		$this->assertSame( $left, $this->counted_totals( $this->survey_id ), 'what the writers left' );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after parallel writers' );
		$this->assert_rollups_are_a_rebuild();
	}

	public function test_a_background_rebuild_among_parallel_writers_ends_exact(): void {
		$this->rebuild_among_writers( false );
	}

	/**
	 * The fences a cluster writes (WriteFences) change no count, and on one server they are row
	 * locks every writer and chunk takes first: they wait, never deadlock.
	 */
	public function test_a_rebuild_among_parallel_writers_ends_exact_with_build_fences(): void {
		global $wpdb;
		add_filter( 'userfeedback_build_fences', '__return_true' );
		$this->rebuild_among_writers( true );
		$shards = $wpdb->get_col( $wpdb->prepare( 'SELECT shard FROM `' . userfeedback()->tables()->build_fences() . '` WHERE survey_id = %d ORDER BY shard', $this->survey_id ) );
		$this->assertSame( array_map( 'strval', range( 0, CounterShard::SHARDS - 1 ) ), $shards, 'every chunk fenced every shard' );
	}

	/**
	 * Bulk rows, then writers and a background rebuild at once: the counters end a recount and
	 * the rollups a rebuild.
	 *
	 * @param bool $fences Whether the workers write build fences.
	 * @return void
	 */
	private function rebuild_among_writers( bool $fences ): void {
		global $wpdb;
		// 200 responses written in bulk, as an import or a restored backup would: not counted.
		$tables = userfeedback()->tables();
		for ( $i = 0; $i < 200; $i++ ) {
			$at = gmdate( 'Y-m-d H:i:s', time() - 86400 * ( $i % 40 ) - 37 * $i );
			$wpdb->insert(
				$tables->responses(),
				array(
					'survey_id'    => $this->survey_id,
					'status'       => 0 === $i % 9 ? 'trash' : 'publish',
					'submitted_at' => $at,
				)
			);
			$wpdb->insert(
				$tables->answers(),
				array(
					'response_id'  => (int) $wpdb->insert_id,
					'survey_id'    => $this->survey_id,
					'question_id'  => 'pick',
					'value'        => 0 === $i % 3 ? 'A' : 'B',
					'status'       => 0 === $i % 9 ? 'trash' : 'publish',
					'submitted_at' => $at,
				)
			);
		}
		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertFalse( userfeedback()->rollups()->states()->of( $this->survey_id, BuildKind::Rollups )->exact );

		$left = $this->run_workers( true, $fences );

		$this->assertSame(
			array(
				'published' => 200 - 23 + $left['published'],
				'trashed'   => 23 + $left['trashed'],
			),
			$this->counted_totals( $this->survey_id ),
			'the bulk rows and what the writers left'
		);
		$this->assert_counters_are_a_recount( $this->survey_id, 'after a rebuild among parallel writers' );
		$this->assert_rollups_are_a_rebuild();
	}

	/**
	 * Runs the writers (and a builder) in parallel and waits for them.
	 *
	 * @param bool $with_builder Also run the background rebuild, one chunk of 10 at a time.
	 * @param bool $fences       Whether they write build fences (UF_TEST_BUILD_FENCES).
	 * @return array{published: int, trashed: int} What the writers say they left.
	 */
	private function run_workers( bool $with_builder, bool $fences = false ): array {
		$site     = (string) ( getenv( 'UF_PHPUNIT_SITE' ) ? getenv( 'UF_PHPUNIT_SITE' ) : dirname( __DIR__, 3 ) . '/.dev/sites/phpunit' );
		$script   = __DIR__ . '/fixtures/counter-worker.php';
		$commands = array();
		for ( $i = 1; $i <= self::WRITERS; $i++ ) {
			$commands[] = array( PHP_BINARY, $script, $site, (string) $this->survey_id, 'write', (string) self::RESPONSES, (string) $i );
		}
		if ( $with_builder ) {
			$commands[] = array( PHP_BINARY, $script, $site, (string) $this->survey_id, 'build', '10' );
		}
		$running = array();
		foreach ( $commands as $command ) {
			$pipes   = array();
			$process = proc_open(
				$command,
				array(
					1 => array( 'pipe', 'w' ),
					2 => array(
						'pipe',
						'w',
					),
				),
				$pipes,
				null,
				$fences ? array( 'UF_TEST_BUILD_FENCES' => '1' ) + getenv() : null
			);
			$this->assertIsResource( $process );
			$running[] = array( $process, $pipes );
		}
		$left = array(
			'published' => 0,
			'trashed'   => 0,
		);
		foreach ( $running as $index => list( $process, $pipes ) ) {
			$out  = (string) stream_get_contents( $pipes[1] );
			$err  = (string) stream_get_contents( $pipes[2] );
			$code = proc_close( $process );
			$this->assertSame( 0, $code, "worker {$index}: {$out} {$err}" );
			$data = json_decode( $out, true );
			$this->assertIsArray( $data, "worker {$index}: {$out} {$err}" );
			if ( isset( $data['chunks'] ) ) {
				$this->assertGreaterThan( 5, $data['chunks'], 'the rebuild ran in many chunks' );
				continue;
			}
			$left['published'] += (int) $data['published'];
			$left['trashed']   += (int) $data['trashed'];
		}
		return $left;
	}

	/**
	 * The kept rollups equal a rebuild from scratch.
	 *
	 * @return void
	 */
	private function assert_rollups_are_a_rebuild(): void {
		global $wpdb;
		$sql  = $wpdb->prepare( 'SELECT kind, question_id, day, HEX( value_hash ) AS hash, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $this->survey_id );
		$kept = $wpdb->get_results( $sql, ARRAY_A );
		$this->assertNotSame( array(), $kept );
		$this->assertTrue( userfeedback()->rollups()->rebuild( $this->survey_id ) );
		$this->assertSame( $wpdb->get_results( $sql, ARRAY_A ), $kept, 'the rollups equal a rebuild' );
	}
}
