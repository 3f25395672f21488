<?php
/**
 * The counters stay a recount after every kind of write; a chunked background rebuild stays exact
 * while writes keep coming; reports never rebuild and say when they are being updated.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\StepOutcome;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseStore;

/**
 * The oracles: a recount of the responses for the counters, a from-scratch rebuild for the
 * rollups. The site is in Europe/Paris, so quarter-hour slots are read into site days with an
 * offset that changes inside the data.
 */
final class CountsTest extends TestCase {

	use CountersOracle;

	/**
	 * The survey under test.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * A survey, its rollups and counters built (empty), in a daylight-saving time zone.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'Europe/Paris' );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Counts',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
						array(
							'id'       => 'score',
							'type'     => 'nps',
							'title'    => 'Score?',
							'settings' => array( 'comment_box' => true ),
						),
						array(
							'id'    => 'mail',
							'type'  => 'email',
							'title' => 'Mail?',
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
	}

	protected function tearDown(): void {
		userfeedback()->rollups()->set_direct_limit( \UserFeedback\Reporting\Rollups::DIRECT_LIMIT );
		userfeedback()->rollups()->build()->set_chunk( BuildEngine::CHUNK );
		parent::tearDown();
	}

	public function test_every_kind_of_write_keeps_the_counters_a_recount(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$repo   = new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() );
		$trash  = new \UserFeedback\Responses\ResponseTrash( $wpdb, $tables, $repo );
		$ids    = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->submit( 0 === $i % 2 ? 'A' : 'B', (string) ( 4 + $i ), "p{$i}@example.com" );
		}
		$this->assert_counters_are_a_recount( $this->survey_id, 'after new responses' );
		$this->assertSame( 6, $this->counted_totals( $this->survey_id )['published'] );

		$this->assertSame( array( $ids[0], $ids[1], $ids[2] ), $trash->set_status( $this->survey_id, array( $ids[0], $ids[1], $ids[2] ), 'publish', 'trash' ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after trash' );
		$this->assertSame( array( $ids[1] ), $trash->set_status( $this->survey_id, array( $ids[1] ), 'trash', 'publish' ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after restore' );
		$this->assertSame( array( $ids[0] ), $trash->delete_trashed( $this->survey_id, array( $ids[0] ) ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after deleting a trashed response' );
		// Privacy erasure and retention delete whatever the status, through delete_for_good().
		$this->assertSame( array( $ids[2], $ids[3] ), $repo->delete_for_good( $this->survey_id, array( $ids[2], $ids[3] ) ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after erasure (one trashed, one published)' );
		$this->assertSame( array( $ids[4] ), ( new \UserFeedback\Privacy\ResponseAnonymiser( $wpdb, $tables, $repo ) )->anonymise( $this->survey_id, array( $ids[4] ), array( 'pick', 'score' ) ) );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after anonymising' );
		$this->assertSame(
			array(
				'published' => 3,
				'trashed'   => 0,
			),
			$this->counted_totals( $this->survey_id )
		);
		$this->assert_rollups_are_a_rebuild( 'after every write' );

		// The lists and the overview read the counters: one query each, whatever the size.
		$this->act_as( 'administrator' );
		$list = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses" )->get_data();
		$this->assertSame( 3, $list['pagination']['total'] );
		$this->assertSame( 3, ( new SurveyRepository( $wpdb, $tables ) )->responses_counts( array( $this->survey_id ) )[ $this->survey_id ] );
		$summary = $this->rest( 'GET', '/userfeedback/v1/results-summary', array( 'survey_id' => $this->survey_id ) )->get_data();
		$this->assertSame( 3, $summary['total_responses'] );
		$this->assertSame( 3, $summary['surveys'][0]['responses_count'] );
		$this->assertFalse( $summary['updating'] );

		// Deleting the survey drops its counters and staging rows too.
		( new SurveyRepository( $wpdb, $tables ) )->set_status( array( $this->survey_id ), 'trash', array( 'publish' ) );
		( new SurveyRepository( $wpdb, $tables ) )->delete_trashed( array( $this->survey_id ) );
		// phpcs:ignore WordPress.DB
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->counts()}` WHERE survey_id = %d", $this->survey_id ) ) );
	}

	public function test_a_chunked_rebuild_stays_exact_while_responses_keep_coming(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$trash  = new \UserFeedback\Responses\ResponseTrash( $wpdb, $tables, new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() ) );
		$old    = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$old[] = $this->insert_response( $this->survey_id, sprintf( '2026-03-%02d 0%d:%02d:00', 20 + $i % 10, $i % 3, ( 7 * $i ) % 60 ), array( array( 'pick', 0 === $i % 3 ? 'A' : 'B' ), array( 'score', $i % 11, 0 === $i % 4 ? 'why' : null ) ), 0 === $i % 5 ? 'trash' : 'publish' );
		}
		// Bulk rows: stale (insert_response invalidated them). A rebuild of chunks of 3.
		$build = userfeedback()->rollups()->build();
		$build->set_chunk( 3 );
		$this->assertContains( $this->survey_id, $build->pending() );
		$chunks = 0;
		$writes = 0;
		do {
			$more = $build->step(
				30.0,
				function ( int $survey, float $seconds, StepOutcome $result ) use ( &$chunks, &$writes, $trash, $old ): void {
					++$chunks;
					if ( $survey !== $this->survey_id || StepOutcome::More !== $result ) {
						return;
					}
					// Between chunks: a new response, and an old one (behind or ahead of the
					// watermark) trashed, then restored two chunks later.
					$this->submit( 'A', '10', null );
					$victim = $old[ ( $chunks * 5 ) % count( $old ) ];
					if ( 0 === $chunks % 2 ) {
						$trash->set_status( $this->survey_id, array( $victim ), 'publish', 'trash' );
					} else {
						$trash->set_status( $this->survey_id, array( $victim ), 'trash', 'publish' );
					}
					$writes += 2;
				}
			);
		} while ( $more );
		$this->assertGreaterThan( 3, $chunks, 'several chunks' );
		$this->assertGreaterThan( 0, $writes );
		$this->assertSame( array(), $build->pending(), 'nothing left to build' );
		$this->assert_counters_are_a_recount( $this->survey_id, 'after a chunked rebuild with writes between chunks' );
		$this->assert_rollups_are_a_rebuild( 'after a chunked rebuild with writes between chunks' );
	}

	public function test_reports_never_rebuild_and_say_when_they_are_being_updated(): void {
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->submit( 'A', '9', null );
		}
		$fresh = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertFalse( $fresh['updating'] );
		$this->assertSame( 4, $fresh['responses_count'] );

		// Two responses written behind our back: stale. A small survey is read directly: exact.
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s' ), array( array( 'pick', 'B' ) ) );
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s' ), array( array( 'pick', 'B' ) ) );
		$direct = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertFalse( $direct['updating'] );
		$this->assertSame( 6, $direct['responses_count'] );
		$this->assertNotFalse( wp_next_scheduled( BuildKind::Rollups->hook() ), 'a background rebuild is asked for' );
		$this->assertSame( 6, $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses" )->get_data()['pagination']['total'], 'not counted: counted on the index' );

		// Too big to read directly: the last consistent figures, flagged; nothing rebuilt.
		userfeedback()->rollups()->set_direct_limit( 1 );
		$last = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertTrue( $last['updating'] );
		$this->assertSame( 4, $last['responses_count'] );
		$this->assertContains( $this->survey_id, userfeedback()->rollups()->build()->pending(), 'still stale: the request did not rebuild' );

		// The background step brings them up to date.
		do_action( BuildKind::Rollups->hook() );
		$done = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertFalse( $done['updating'] );
		$this->assertSame( 6, $done['responses_count'] );
	}

	public function test_a_survey_never_built_shows_the_partial_build(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->insert_response( $this->survey_id, sprintf( '2026-03-1%d 10:00:00', $i ), array( array( 'pick', 'A' ) ) );
		}
		// phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d', $this->survey_id ) );
		userfeedback()->rollups()->set_direct_limit( 1 );
		$build = userfeedback()->rollups()->build();
		$build->set_chunk( 4 );
		$build->step( 0.0 ); // No chunk: the time is up at once.
		$none = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertTrue( $none['updating'] );
		$this->assertSame( 0, $none['responses_count'] );

		$this->assertTrue( $build->step( 30.0, null, 1 ), 'one chunk, more to do' );
		$partial = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_data();
		$this->assertTrue( $partial['updating'] );
		$this->assertSame( 4, $partial['responses_count'], 'the 4 responses the build has passed' );
	}

	/**
	 * Submits a response through the visitor's store.
	 *
	 * @param string      $pick  Radio answer.
	 * @param string      $score NPS answer.
	 * @param string|null $mail  E-mail answer.
	 * @return int Response id.
	 */
	private function submit( string $pick, string $score, ?string $mail ): int {
		global $wpdb;
		$survey  = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $this->survey_id );
		$answers = array(
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
				'extra'       => 'a comment',
			),
		);
		if ( null !== $mail ) {
			$answers[] = array(
				'question_id' => 'mail',
				'value'       => $mail,
				'value_num'   => null,
				'extra'       => null,
			);
		}
		$id = ( new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) )->insert( (array) $survey, array(), $answers );
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The live rollups equal a from-scratch rebuild.
	 *
	 * @param string $when After what.
	 * @return void
	 */
	private function assert_rollups_are_a_rebuild( string $when ): void {
		$kept = $this->rollup_rows();
		$this->assertTrue( userfeedback()->rollups()->rebuild( $this->survey_id ) );
		$this->assertNotSame( array(), $kept );
		$this->assertSame( $this->rollup_rows(), $kept, $when );
	}

	/**
	 * The survey's rollup rows.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function rollup_rows(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX( value_hash ) AS hash, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $this->survey_id ), ARRAY_A );
	}
}
