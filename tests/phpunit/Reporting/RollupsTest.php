<?php
/**
 * The rollups stay exactly what a rebuild from the answers would give, after every kind of write.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseStore;

/**
 * The oracle is a rebuild: after each write the incrementally kept rows must equal the rows a
 * from-scratch rebuild produces, and the rebuild itself is checked on hand-counted figures. The
 * site is in Europe/Paris so site days differ from UTC days and a daylight-saving change falls
 * inside the data.
 */
final class RollupsTest extends TestCase {

	/**
	 * The survey under test.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * A survey with one question of every reported kind, in a daylight-saving time zone.
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
					'title'     => 'Rollups',
					'status'    => 'publish',
					'questions' => array(
						// "plumless" and "buckeroo" have the same CRC-32: they must still count apart.
						self::question( 'pick', 'radio-button', array( 'plumless', 'buckeroo', 'Other' ) ),
						self::question( 'ticks', 'checkbox', array( 'A', 'B', 'C' ) ) + array( 'settings' => array( 'comment_box' => true ) ),
						self::question( 'score', 'nps' ) + array( 'settings' => array( 'comment_box' => true ) ),
						self::question( 'stars', 'star-rating' ),
						self::question( 'why', 'long-text' ),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
	}

	public function test_the_rebuild_counts_site_days_values_and_responses_exactly(): void {
		$this->seed();
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$rows = $this->snapshot();

		// Responses per Paris day: 22:59:59 UTC on 28 March is still the 28th (UTC+1); 23:30 UTC
		// is the 29th; on 24 October (UTC+2) 22:30 UTC is already the 25th. Trashed ones are out.
		$this->assertSame(
			array(
				'2026-03-28' => 1,
				'2026-03-29' => 2,
				'2026-10-25' => 1,
			),
			$this->per_day( $rows, Rollups::KIND_RESPONSES, '' )
		);
		$this->assertSame(
			array(
				'plumless' => 2,
				'buckeroo' => 1,
			),
			$this->per_value( $rows, 'pick' )
		);
		$this->assertSame(
			array(
				'A' => 3,
				'B' => 1,
			),
			$this->per_value( $rows, 'ticks' )
		);
		// Checkbox: three responses answered (ticks are grouped per response), one with a comment.
		$this->assertSame( array( 3, 1 ), $this->answered( $rows, 'ticks' ) );
		$this->assertSame( array( 2, 0 ), $this->answered( $rows, 'why' ) );
		$this->assertSame(
			array(
				'9' => 2,
				'3' => 1,
			),
			$this->per_value( $rows, 'score' )
		);
		$this->assertSame( array(), $this->per_value( $rows, 'why' ), 'free text gets no per-value rows' );
	}

	public function test_every_write_keeps_the_rollups_equal_to_a_rebuild(): void {
		global $wpdb;
		$ids = $this->seed();
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$store     = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
		$responses = new \UserFeedback\Responses\ResponseTrash( $wpdb, userfeedback()->tables(), new ResponsesRepository( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) );

		$new = $store->insert(
			$this->stored_survey(),
			array( 'page_url' => 'https://example.org/' ),
			array(
				self::answer( 'pick', 'buckeroo' ),
				self::answer( 'ticks', 'B' ),
				self::answer( 'ticks', 'C', 'also C' ),
				self::answer( 'score', '10', null, 10 ),
				self::answer( 'why', 'Because' ),
			)
		);
		$this->assertIsInt( $new );
		$this->assert_rebuild_agrees( 'after a new response' );

		$this->assertSame( array( $ids[0], $new ), $responses->set_status( $this->survey_id, array( $ids[0], $new ), 'publish', 'trash' ) );
		$this->assert_rebuild_agrees( 'after trash' );

		$this->assertSame( array( $ids[0], $ids[4] ), $responses->set_status( $this->survey_id, array( $ids[0], $ids[4] ), 'trash', 'publish' ) );
		$this->assert_rebuild_agrees( 'after restore' );

		$this->assertSame( array( $new ), $responses->delete_trashed( $this->survey_id, array( $new ) ) );
		$this->assert_rebuild_agrees( 'after delete' );
		$this->assertSame( 5, array_sum( $this->per_day( $this->snapshot(), Rollups::KIND_RESPONSES, '' ) ) );
	}

	public function test_writers_leave_stale_rollups_to_the_next_report(): void {
		global $wpdb;
		$this->seed();
		$store = new ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
		$this->assertGreaterThan( 0, $store->insert( $this->stored_survey(), array(), array( self::answer( 'pick', 'Other' ) ) ) );
		$this->assertSame( array(), $this->snapshot(), 'never built: nothing written' );

		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertSame( 5, array_sum( $this->per_day( $this->snapshot(), Rollups::KIND_RESPONSES, '' ) ) );
	}

	public function test_a_time_zone_change_rebuilds_the_site_days(): void {
		$this->seed();
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		update_option( 'timezone_string', 'UTC' );

		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertSame(
			array(
				'2026-03-28' => 3,
				'2026-10-24' => 1,
			),
			$this->per_day( $this->snapshot(), Rollups::KIND_RESPONSES, '' )
		);
	}

	public function test_a_question_becoming_a_choice_rebuilds_its_value_counts(): void {
		global $wpdb;
		$this->seed();
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$surveys                = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$survey                 = (array) $surveys->find( $this->survey_id );
		$survey['questions'][4] = self::question( 'why', 'radio-button', array( 'Because', 'Price' ) );
		$this->assertTrue( $surveys->update( $this->survey_id, $survey ) );

		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertSame(
			array(
				'Because' => 1,
				'Price'   => 1,
			),
			$this->per_value( $this->snapshot(), 'why' )
		);
	}

	public function test_a_deadlock_victim_is_run_again_and_a_savepoint_is_not(): void {
		// A second connection, outside the test's transaction, as a web request would be.
		$own      = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$attempts = 0;
		$work     = static function () use ( $own, &$attempts ): int {
			++$attempts;
			if ( 1 === $attempts ) {
				$own->last_error = 'Deadlock found when trying to get lock; try restarting transaction';
				return 0;
			}
			return 7;
		};
		$this->assertSame( 7, Transaction::run( $own, 'uf_test', $work, static fn( int $id ): bool => $id > 0, 0 ) );
		$this->assertSame( 2, $attempts );
		$own->close();

		global $wpdb;
		$attempts = 0;
		$nested   = static function () use ( $wpdb, &$attempts ): int {
			++$attempts;
			$none             = (int) $wpdb->get_var( 'SELECT 0' );
			$wpdb->last_error = 'Deadlock found when trying to get lock; try restarting transaction';
			return $none;
		};
		$this->assertSame( 0, Transaction::run( $wpdb, 'uf_test', $nested, static fn( int $id ): bool => $id > 0, 0 ) );
		$this->assertSame( 1, $attempts, 'the outer transaction is gone: only its owner can retry' );
	}

	/**
	 * Five responses around the daylight-saving changes of 2026 in Paris; the fifth is trashed.
	 *
	 * @return int[] Response ids.
	 */
	private function seed(): array {
		$id  = $this->survey_id;
		$ids = array(
			$this->insert_response( $id, '2026-03-28 22:59:59', array( array( 'pick', 'plumless' ), array( 'ticks', array( 'A', 'B' ) ), array( 'score', 9 ), array( 'why', 'Because' ) ) ),
			$this->insert_response( $id, '2026-03-28 23:30:00', array( array( 'pick', 'plumless' ), array( 'ticks', 'A', 'A is why' ), array( 'score', 9, 'Great' ) ) ),
			$this->insert_response( $id, '2026-03-28 23:45:00', array( array( 'pick', 'buckeroo' ), array( 'stars', 4 ) ) ),
			$this->insert_response( $id, '2026-10-24 22:30:00', array( array( 'ticks', 'A' ), array( 'score', 3 ), array( 'why', 'Price' ) ) ),
			$this->insert_response( $id, '2026-10-24 22:40:00', array( array( 'pick', 'Other' ), array( 'ticks', 'C' ) ), 'trash' ),
		);
		return $ids;
	}


	/**
	 * An answer row.
	 *
	 * @param string      $question Question id.
	 * @param string      $value    Value.
	 * @param string|null $extra    Comment.
	 * @param int|null    $num      Rating.
	 * @return array{question_id: string, value: string, value_num: int|null, extra: string|null}
	 */
	private static function answer( string $question, string $value, ?string $extra = null, ?int $num = null ): array {
		return array(
			'question_id' => $question,
			'value'       => $value,
			'value_num'   => $num,
			'extra'       => $extra,
		);
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
			'type'   => $type,
			'title'  => ucfirst( $id ) . '?',
			'config' => array( 'options' => $options ),
		);
	}

	/**
	 * The test survey as stored (what the visitor route hands ResponseStore).
	 *
	 * @return array<string, mixed>
	 */
	private function stored_survey(): array {
		global $wpdb;
		$survey = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $this->survey_id );
		$this->assertNotNull( $survey );
		return $survey;
	}

	/**
	 * The survey's rollup rows that count something, in key order.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function snapshot(): array {
		global $wpdb;
		$table = userfeedback()->tables()->rollups();
		// phpcs:ignore WordPress.DB
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX( value_hash ) AS hash, MIN( value ) AS value, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$table}` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", $this->survey_id ), ARRAY_A );
	}

	/**
	 * The rows kept so far equal those a from-scratch rebuild gives now (and are not empty).
	 *
	 * @param string $when After what.
	 * @return void
	 */
	private function assert_rebuild_agrees( string $when ): void {
		$kept = $this->snapshot();
		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertNotSame( array(), $kept );
		$this->assertSame( $this->snapshot(), $kept, $when );
	}

	/**
	 * Counts per day of one kind and question.
	 *
	 * @param array<int, array<string, string>> $rows     Snapshot.
	 * @param int                               $kind     Kind.
	 * @param string                            $question Question id.
	 * @return array<string, int>
	 */
	private function per_day( array $rows, int $kind, string $question ): array {
		$days = array();
		foreach ( $rows as $row ) {
			if ( (int) $row['kind'] === $kind && $row['question_id'] === $question ) {
				$days[ $row['day'] ] = ( $days[ $row['day'] ] ?? 0 ) + (int) $row['answers'];
			}
		}
		return $days;
	}

	/**
	 * Answers per value of one question, all days.
	 *
	 * @param array<int, array<string, string>> $rows     Snapshot.
	 * @param string                            $question Question id.
	 * @return array<string, int>
	 */
	private function per_value( array $rows, string $question ): array {
		$values = array();
		foreach ( $rows as $row ) {
			if ( Rollups::KIND_VALUE === (int) $row['kind'] && $row['question_id'] === $question ) {
				$values[ $row['value'] ] = ( $values[ $row['value'] ] ?? 0 ) + (int) $row['answers'];
			}
		}
		arsort( $values );
		return $values;
	}

	/**
	 * [responses that answered, that commented] of one question, all days.
	 *
	 * @param array<int, array<string, string>> $rows     Snapshot.
	 * @param string                            $question Question id.
	 * @return array{0: int, 1: int}
	 */
	private function answered( array $rows, string $question ): array {
		$counts = array( 0, 0 );
		foreach ( $rows as $row ) {
			if ( Rollups::KIND_ANSWERED === (int) $row['kind'] && $row['question_id'] === $question ) {
				$counts[0] += (int) $row['answers'];
				$counts[1] += (int) $row['comments'];
			}
		}
		return $counts;
	}
}
