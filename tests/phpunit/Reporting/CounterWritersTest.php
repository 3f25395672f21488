<?php
/**
 * Every writer of a response's status keeps the counters a recount: the REST bulk actions, the
 * demo seeder, an upgraded site's fallback and background backfill; and counter writes are
 * increments, never a read then a write.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Database\Migrations;
use UserFeedback\Demo\DemoData;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Rest\RollupStepController;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseStore;

/**
 * The oracle is a recount of the responses (CountersOracle). The other writers — the visitor's
 * submit, trash, restore, delete, privacy erasure and anonymising, survey deletion and a
 * background rebuild under writes — are in CountsTest; the 1.x import in LegacyImportCountsTest;
 * writers in parallel processes in ConcurrentCountsTest.
 */
final class CounterWritersTest extends TestCase {

	use CountersOracle;

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Start from empty tables (inside the rolled-back transaction): the demo seeder only seeds
		// a site without surveys, and the overview lists every survey.
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB -- our tables, emptied inside the test's transaction.
		}
		wp_clear_scheduled_hook( BuildKind::Rollups->hook() );
		wp_clear_scheduled_hook( BuildKind::Facts->hook() );
	}

	protected function tearDown(): void {
		wp_clear_scheduled_hook( BuildKind::Rollups->hook() );
		wp_clear_scheduled_hook( BuildKind::Facts->hook() );
		parent::tearDown();
	}

	public function test_the_rest_bulk_actions_keep_the_counters_a_recount(): void {
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$id  = $this->survey();
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->submit( $id, 0 === $i % 2 ? 'A' : 'B' );
		}
		$this->act_as( 'administrator' );
		$path = self::BASE . "/{$id}/responses";

		$this->assertSame( 200, $this->rest( 'POST', "{$path}/trash", array( 'response_ids' => array( $ids[0], $ids[1], $ids[2], $ids[3] ) ) )->get_status() );
		$this->assert_counters_are_a_recount( $id, 'after a bulk trash' );
		$this->assertSame( 200, $this->rest( 'POST', "{$path}/restore", array( 'response_ids' => array( $ids[1], $ids[4] ) ) )->get_status() );
		$this->assert_counters_are_a_recount( $id, 'after a bulk restore (one of them published already)' );
		$this->assertSame( 200, $this->rest( 'DELETE', $path, array( 'response_ids' => array( $ids[0], $ids[2], $ids[5] ) ) )->get_status() );
		$this->assert_counters_are_a_recount( $id, 'after a bulk delete (one of them published: left alone)' );

		// What the lists show is the counters: 3 published (1, 4, 5), 1 in the Trash (3).
		$filters = $this->rest( 'GET', $path )->get_data()['status_filters'];
		$this->assertSame( array( 3, 3, 1 ), array_column( $filters, 'count' ) );
		$this->assertSame( 1, $this->rest( 'GET', $path, array( 'filter' => array( 'status' => 'trash' ) ) )->get_data()['pagination']['total'] );
		$listed = array_column( $this->rest( 'GET', self::BASE )->get_data()['items'], 'responses_count', 'id' );
		$this->assertSame( 3, $listed[ $id ] );
	}

	public function test_the_demo_seeder_leaves_every_survey_counted_and_current(): void {
		global $wpdb;
		$written = ( new DemoData( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) )->seed( 40 );
		$this->assertNotNull( $written );
		$this->assertGreaterThan( 0, $written['responses'] );
		$surveys = $wpdb->get_results( 'SELECT id, questions FROM `' . userfeedback()->tables()->surveys() . '`', ARRAY_A ); // phpcs:ignore WordPress.DB -- the test reads our table directly.
		$this->assertCount( $written['surveys'], $surveys );
		foreach ( $surveys as $survey ) {
			$this->assert_counters_are_a_recount( (int) $survey['id'], "demo survey {$survey['id']}" );
			$this->assertTrue( userfeedback()->rollups()->is_current( $survey ), "demo survey {$survey['id']}: rollups current" );
		}
		$this->assertSame( array(), userfeedback()->rollups()->build()->pending(), 'no background work left' );
		$this->assertFalse( wp_next_scheduled( BuildKind::Rollups->hook() ), 'none asked for' );
	}

	public function test_an_upgraded_site_shows_exact_counts_at_once_and_is_backfilled_in_background_steps(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$id     = $this->survey();
		$ids    = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->submit( $id, 'A' );
		}
		// The site as schema version 7 left it: current rollups, no counters, not counted.
		// phpcs:disable WordPress.DB -- the test sets our tables to an older version's state.
		$wpdb->query( "DELETE FROM `{$tables->counts()}`" );
		$wpdb->query( "UPDATE `{$tables->builds()}` SET exact = 0" );
		// phpcs:enable WordPress.DB
		( new Migrations( new SettingsStore() ) )->add_counters();
		$this->assertNotFalse( wp_next_scheduled( BuildKind::Rollups->hook() ), 'the migration asks for the backfill' );

		// Until it runs: the lists and the overview count on the index, exact; the overview says
		// it is being updated. Writes meanwhile leave the (missing) counters alone.
		$this->act_as( 'administrator' );
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->assertSame( 200, $this->rest( 'POST', self::BASE . "/{$id}/responses/trash", array( 'response_ids' => array( $ids[0] ) ) )->get_status() );
		$this->submit( $id, 'B' );
		$this->assertSame( array( 5, 5, 1 ), array_column( $this->rest( 'GET', self::BASE . "/{$id}/responses" )->get_data()['status_filters'], 'count' ) );
		$this->assertSame( 5, array_column( $this->rest( 'GET', self::BASE )->get_data()['items'], 'responses_count', 'id' )[ $id ] );
		$summary = $this->rest( 'GET', '/userfeedback/v1/results-summary' )->get_data();
		$this->assertSame( 5, $summary['total_responses'] );
		$this->assertSame( 5, $summary['surveys'][0]['responses_count'] );
		$this->assertSame( 5, $summary['surveys'][0]['range_responses_count'] );
		$this->assertTrue( $summary['updating'] );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$tables->counts()}`" ), 'nothing counted in the request' ); // phpcs:ignore WordPress.DB -- the test reads our table directly.

		// The background steps (chunks of 2 here) backfill the counters; the figures stay the same.
		$build = userfeedback()->rollups()->build();
		$build->set_chunk( 2 );
		try {
			$steps = 0;
			do {
				$more = $build->step( BuildEngine::STEP_SECONDS, null, 1 );
				++$steps;
			} while ( $more && $steps < 20 );
		} finally {
			$build->set_chunk( BuildEngine::CHUNK );
		}
		$this->assertGreaterThan( 2, $steps, 'several bounded steps' );
		$this->assert_counters_are_a_recount( $id, 'after the backfill' );
		$after = $this->rest( 'GET', '/userfeedback/v1/results-summary' )->get_data();
		$this->assertFalse( $after['updating'] );
		$this->assertSame( $summary['surveys'], $after['surveys'] );
		$this->assertSame( $summary['data_points'], $after['data_points'] );
	}

	public function test_counter_writes_are_increments_never_a_read_then_a_write(): void {
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$id      = $this->survey();
		$counts  = userfeedback()->tables()->counts();
		$seen    = array();
		$watcher = static function ( string $sql ) use ( &$seen, $counts ): string {
			if ( false !== strpos( $sql, $counts ) ) {
				$seen[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watcher );
		try {
			$first  = $this->submit( $id, 'A' );
			$second = $this->submit( $id, 'B' );
			$this->act_as( 'administrator' );
			$path = self::BASE . "/{$id}/responses";
			$this->rest( 'POST', "{$path}/trash", array( 'response_ids' => array( $first, $second ) ) );
			$this->rest( 'POST', "{$path}/restore", array( 'response_ids' => array( $second ) ) );
			$this->rest( 'DELETE', $path, array( 'response_ids' => array( $first ) ) );
		} finally {
			remove_filter( 'query', $watcher );
		}
		$this->assertCount( 5, $seen, 'one counter statement per write' );
		foreach ( $seen as $sql ) {
			// One statement that adds signed deltas to whatever the rows hold when it runs: two
			// writers in parallel each add theirs, in any order.
			$this->assertMatchesRegularExpression( '/^INSERT INTO `' . preg_quote( $counts, '/' ) . '` .* ON DUPLICATE KEY UPDATE published = published \+ VALUES\(published\), trashed = trashed \+ VALUES\(trashed\), partial = partial \+ VALUES\(partial\), partial_trashed = partial_trashed \+ VALUES\(partial_trashed\)$/s', $sql );
		}
		$this->assert_counters_are_a_recount( $id, 'after the watched writes' );
	}

	public function test_no_rebuild_runs_in_a_request_someone_waits_on_whoever_asks(): void {
		$id = $this->survey();
		$this->submit( $id, 'A' );
		$this->insert_response( $id, gmdate( 'Y-m-d H:i:s' ), array( array( 'pick', 'B' ) ) );
		wp_clear_scheduled_hook( BuildKind::Rollups->hook() );
		$build = userfeedback()->rollups()->build();
		$build->allow_here( false ); // A REST request or a page.
		try {
			$this->assertFalse( userfeedback()->rollups()->ensure_current( $id ), 'stale, and not rebuilt here' );
			$this->assertFalse( userfeedback()->rollups()->rebuild( $id ) );
			$this->assertContains( $id, $build->pending(), 'nothing was built' );
			$this->assertNotFalse( wp_next_scheduled( BuildKind::Rollups->hook() ), 'the background rebuild is asked for' );
			$build->allow_here( true ); // WP-Cron, WP-CLI.
			$this->assertTrue( userfeedback()->rollups()->ensure_current( $id ) );
			$build->allow_here( false );
			$this->assertTrue( userfeedback()->rollups()->ensure_current( $id ), 'current: nothing to do anywhere' );
			$this->assertFalse( userfeedback()->rollups()->ensure_current( $id + 1000 ), 'no such survey' );
		} finally {
			$build->allow_here( null );
		}
		$this->assert_counters_are_a_recount( $id, 'after the rebuild in the background' );
		$this->assertSame( array(), $build->pending() );
	}

	/**
	 * Zones whose days start inside a UTC hour, or change offset in the range.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function zones(): array {
		return array(
			'+05:30'       => array( 'Asia/Kolkata' ),
			'+05:45'       => array( 'Asia/Kathmandu' ),
			'-03:30 / DST' => array( 'America/St_Johns' ),
			'Paris, DST'   => array( 'Europe/Paris' ),
			'UTC'          => array( 'UTC' ),
		);
	}

	#[\PHPUnit\Framework\Attributes\DataProvider( 'zones' )]
	public function test_the_overview_s_days_from_hour_counters_equal_a_recount_in_any_zone( string $zone ): void {
		update_option( 'timezone_string', $zone );
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) ); // Ranges past 7 days.
		$id    = $this->survey();
		$now   = time();
		$range = \UserFeedback\Reporting\DateRange::last_days( 30, current_datetime() );
		$days  = array();
		// Responses every 7 h 13 min over 40 days, so every quarter of an hour around midnight is hit.
		for ( $t = $now - 40 * DAY_IN_SECONDS; $t < $now; $t += 7 * HOUR_IN_SECONDS + 13 * MINUTE_IN_SECONDS ) {
			$utc = gmdate( 'Y-m-d H:i:s', $t );
			$this->insert_response( $id, $utc, array( array( 'pick', 'A' ) ) );
			$day = $range->site_day( $utc );
			if ( $day >= (string) $range->start() ) {
				$days[ $day ] = ( $days[ $day ] ?? 0 ) + 1;
			}
		}
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $id ) );
		$this->assert_counters_are_a_recount( $id, $zone );

		$this->act_as( 'administrator' );
		$summary = $this->rest(
			'GET',
			'/userfeedback/v1/results-summary',
			array(
				'start_date' => $range->start(),
				'end_date'   => $range->end(),
			)
		)->get_data();
		$shown   = array_filter( array_column( $summary['data_points'], 'count', 'date' ) );
		ksort( $days );
		$this->assertSame( $days, $shown, "{$zone}: responses per site day" );
		$this->assertSame( array_sum( $days ), $summary['surveys'][0]['range_responses_count'], "{$zone}: in the range" );
		$this->assertSame( array_sum( $days ), $summary['total_responses'] );
	}

	/**
	 * A published survey with one choice question, counted and current.
	 *
	 * @return int Survey id.
	 */
	private function survey(): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Writers',
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
		$this->assertGreaterThan( 0, $id );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $id ) );
		return $id;
	}

	/**
	 * A visitor's response through the response store.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $pick      The answer.
	 * @return int Response id.
	 */
	private function submit( int $survey_id, string $pick ): int {
		global $wpdb;
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $survey_id );
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
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_deactivation_and_uninstall_clear_the_rebuild_event(): void {
		$this->assertContains( BuildKind::Rollups->hook(), \UserFeedback\Support\ScheduledEvents::hooks() );
	}

	public function test_the_results_screens_run_the_step_wp_cron_left_undone(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$id     = $this->survey();
		$this->submit( $id, 'A' );
		$this->submit( $id, 'B' );
		$wpdb->query( "UPDATE `{$tables->builds()}` SET exact = 0" ); // phpcs:ignore WordPress.DB -- the test sets our table to an upgraded site's state.
		$step = '/userfeedback/v1/rollups/step';

		$this->assertSame( 401, $this->rest( 'POST', $step )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', $step )->get_status() );
		$this->act_as( 'administrator' );

		// WP-Cron was just asked: the screen leaves the step to it.
		$this->assertTrue( $this->rest( 'GET', '/userfeedback/v1/results-summary' )->get_data()['updating'] );
		$due = wp_next_scheduled( BuildKind::Rollups->hook() );
		$this->assertNotFalse( $due );
		$this->assertSame(
			array(
				'ran'       => false,
				'remaining' => true,
			),
			$this->rest( 'POST', $step )->get_data()
		);
		$this->assertFalse( userfeedback()->rollups()->states()->of( $id, BuildKind::Rollups )->exact );

		// WP-Cron never ran it (loopbacks fail, or WP-Cron is off): the screen's call runs it.
		wp_clear_scheduled_hook( BuildKind::Rollups->hook() );
		wp_schedule_single_event( time() - RollupStepController::OVERDUE_SECONDS - 1, BuildKind::Rollups->hook() );
		$this->assertSame(
			array(
				'ran'       => true,
				'remaining' => false,
			),
			$this->rest( 'POST', $step )->get_data()
		);
		$this->assertFalse( wp_next_scheduled( BuildKind::Rollups->hook() ), 'nothing left to ask for' );
		$this->assert_counters_are_a_recount( $id, 'after the step' );
		$this->assertFalse( $this->rest( 'GET', '/userfeedback/v1/results-summary' )->get_data()['updating'] );
	}

	public function test_the_results_screens_run_the_facts_build_wp_cron_left_undone(): void {
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		global $wpdb;
		$id = $this->survey();
		$this->submit( $id, 'A' );
		// As on a site just upgraded to schema 13: rollups current, facts never packed.
		$wpdb->query( 'UPDATE `' . userfeedback()->tables()->builds() . "` SET live_key = '' WHERE kind = " . BuildKind::Facts->value ); // phpcs:ignore WordPress.DB -- the test sets our table to an upgraded site's state.
		$this->act_as( 'administrator' );
		$filtered = fn(): array => $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results", array( 'device' => 'desktop' ) )->get_data();

		// Never packed: the filtered report is read from the answers, and says the build is due.
		$this->assertTrue( $filtered()['facts_pending'] );
		$this->assertNotFalse( wp_next_scheduled( BuildKind::Facts->hook() ) );
		$this->assertFalse( $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/results" )->get_data()['facts_pending'], 'no filter: the rollups, as ever' );

		// WP-Cron never ran it: the screen's call to rollups/step does.
		wp_clear_scheduled_hook( BuildKind::Facts->hook() );
		wp_schedule_single_event( time() - RollupStepController::OVERDUE_SECONDS - 1, BuildKind::Facts->hook() );
		$this->assertTrue( $this->rest( 'POST', '/userfeedback/v1/rollups/step' )->get_data()['ran'] );
		$this->assertFalse( wp_next_scheduled( BuildKind::Facts->hook() ), 'nothing left to ask for' );
		$this->assertFalse( $filtered()['facts_pending'], 'read from the facts now' );
	}
}
