<?php
/**
 * The facts rows' background build and its writers.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Responses\ResponseTrash;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ResponseStore;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to compare rows.

/**
 * The build packs a survey in chunks under a watermark while visitors and admins keep writing:
 * at its end the rows equal a from-scratch build, whatever was written during it; an option
 * edited makes them stale, and reports read the answers until the next build.
 */
final class FactsBuildTest extends TestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Its six responses, oldest first.
	 *
	 * @var int[]
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Facts',
					'status'    => 'publish',
					'questions' => array(
						self::question( 'pick', 'radio-button', array( 'Red', 'Blue' ) ),
						self::question( 'ticks', 'checkbox', array( 'A', 'B', 'C' ) ),
						self::question( 'score', 'nps' ),
					),
				)
			)
		);
		foreach ( range( 1, 6 ) as $n ) {
			$this->ids[] = $this->insert_response( $this->survey_id, sprintf( '2026-03-%02d 10:00:00', $n ), array( array( 'pick', 0 === $n % 2 ? 'Red' : 'Blue' ), array( 'ticks', array( 'A', 'C' ) ), array( 'score', $n ) ) );
		}
		// Rollups current (writers keep them), facts never built.
		userfeedback()->rollups()->build()->allow_here( true );
		$this->assertTrue( userfeedback()->rollups()->build()->complete( $this->survey_id, false ) );
		$this->assertSame( array(), $this->packed() );
	}

	public function test_writers_during_a_build_leave_the_rows_a_fresh_build_makes(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$build  = userfeedback()->rollups()->facts_build();
		$build->set_chunk( 2 );
		$this->assertTrue( $build->step( 60.0, null, 1 ), 'one chunk of two, work left' );
		$this->assertSame( array( $this->ids[0], $this->ids[1] ), $this->packed(), 'the first two, under the watermark' );

		// An admin trashes one response below the watermark and one above; a visitor answers.
		$trash = new ResponseTrash( $wpdb, $tables, new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() ) );
		$this->assertSame( array( $this->ids[0], $this->ids[4] ), $trash->set_status( $this->survey_id, array( $this->ids[0], $this->ids[4] ), 'publish', 'trash' ) );
		$this->assertSame( array( $this->ids[1] ), $this->packed(), 'below the watermark the writer drops its row; above, the build will not pack it' );
		$this->assertSame( array( $this->ids[0] ), $trash->set_status( $this->survey_id, array( $this->ids[0] ), 'trash', 'publish' ) );
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$new = ( new ResponseStore( $wpdb, $tables, userfeedback()->rollups() ) )->insert(
			$survey,
			array( 'page_url' => 'https://example.org/' ),
			array(
				array(
					'question_id' => 'pick',
					'value'       => 'Blue',
					'value_num'   => null,
					'extra'       => null,
				),
			)
		);
		$this->assertIsInt( $new );

		$this->assertFalse( $build->step( 60.0 ), 'the build ends' );
		$this->assertNotNull( $this->slots(), 'current: reports read the facts' );
		$kept = $this->rows();
		$this->assertSame( array( $this->ids[0], $this->ids[1], $this->ids[2], $this->ids[3], $this->ids[5], $new ), array_map( 'intval', array_column( $kept, 'response_id' ) ) );
		$this->assertTrue( $build->complete( $this->survey_id, true ) );
		$this->assertSame( $this->rows(), $kept, 'equal to a fresh build' );
	}

	public function test_an_option_edited_makes_the_facts_stale_until_the_next_build(): void {
		global $wpdb;
		$this->assertTrue( userfeedback()->rollups()->facts_build()->complete( $this->survey_id, false ) );
		$this->assertNotNull( $this->slots() );
		$repository = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$survey     = $repository->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$survey['questions'][0]['config']['options'] = array( 'Red', 'Blue', 'Green' );
		$this->assertTrue( $repository->update( $this->survey_id, $survey ) );
		$this->assertNull( $this->slots(), 'packed for other options: read the answers' );
		$this->assertContains( $this->survey_id, userfeedback()->rollups()->facts_build()->pending() );
		$this->assertTrue( userfeedback()->rollups()->facts_build()->complete( $this->survey_id, false ) );
		$this->assertNotNull( $this->slots() );
	}

	/**
	 * The survey's slots when its facts are current, else null.
	 *
	 * @return array<string, array{slot: int, kind: string, options: string[]}>|null
	 */
	private function slots(): ?array {
		global $wpdb;
		$tables = userfeedback()->tables();
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		return ( new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) ) )->current_slots( $this->survey_id, (array) $survey['questions'] );
	}

	/**
	 * The response ids that have a facts row.
	 *
	 * @return int[]
	 */
	private function packed(): array {
		return array_map( 'intval', array_column( $this->rows(), 'response_id' ) );
	}

	/**
	 * The survey's facts rows.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function rows(): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT response_id, submitted_at, completed, tracked, device, shown_mask, last_shown, HEX( codes ) AS codes FROM `' . userfeedback()->tables()->response_facts() . '` WHERE survey_id = %d ORDER BY response_id', $this->survey_id ), ARRAY_A );
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
}
