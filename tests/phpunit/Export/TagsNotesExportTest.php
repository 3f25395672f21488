<?php
/**
 * Tags and notes in the general report's Responses sheet.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\GeneralReport;
use UserFeedback\Export\Report;

// Tests build their data with direct inserts into the plugin's own tables and read files they made.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.WP.AlternativeFunctions

/**
 * Every response row ends with its tags (A to Z, comma separated) and its notes (oldest first,
 * "author (date): text", a blank line between two), in CSV and XLSX, made in the request and
 * through a background job; a response without any has empty cells; the cells are neutralised as
 * every other; two more queries per batch whatever its size; a job planned before the columns
 * existed keeps its header's columns; a site without the Tags module gets none.
 */
final class TagsNotesExportTest extends ExportTestCase {

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
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		// Notes are written in UTC and shown in the site's zone (UTC+1 in winter).
		$this->set_timezone( 'Europe/Paris' );
		$this->survey_id = $this->create_survey(
			'Tagged',
			array(
				self::question( 'often', 'radio-button', 'How often?', array( 'Daily', 'Weekly' ) ),
				self::question( 'why', 'text', 'Why?' ),
			)
		);
		$this->ids       = array(
			'tagged' => $this->insert_response( $this->survey_id, '2026-01-10 09:00:00', array( array( 'often', 'Daily' ), array( 'why', 'Fast' ) ) ),
			'bare'   => $this->insert_response( $this->survey_id, '2026-01-11 09:00:00', array( array( 'often', 'Weekly' ) ) ),
		);
		$ann             = $this->user( 'Ann Admin' );
		$bob             = $this->user( 'Bob Editor' );
		// Stored out of alphabetical order: the cell sorts them.
		$this->tag( $this->ids['tagged'], 'praise' );
		$this->tag( $this->ids['tagged'], 'bug' );
		// Inserted newest first: the cell lists the oldest first.
		$this->note( $this->ids['tagged'], $bob, "Called back.\nAll good now.", '2026-01-12 16:30:00' );
		$this->note( $this->ids['tagged'], $ann, 'Looks like a bug.', '2026-01-12 08:05:00' );
	}

	#[DataProvider( 'formats' )]
	public function test_tags_and_notes_end_each_row_in_a_file_made_in_the_request( string $format ): void {
		$file = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'format'    => $format,
			)
		);
		$this->assert_rows( $this->responses_part( $file['content'], $format ), $format );
	}

	#[DataProvider( 'formats' )]
	public function test_tags_and_notes_end_each_row_in_a_file_made_in_the_background( string $format ): void {
		// One response per batch and one batch per step: each row comes from its own step.
		$runner = $this->runner( 1 );
		$job    = $runner->start( $this->request( $format ), $this->report( $format ), get_current_user_id() );
		$this->assertNotNull( $job );
		$steps = 0;
		while ( $steps++ < 5 && ! $job->is_over() ) {
			$job = $runner->step( $job->id, microtime( true ) + 60, 1 );
			$this->assertNotNull( $job );
		}
		$this->assertSame( ExportJob::DONE, $job->status, $job->error );
		$path = $this->storage()->path( $job->file );
		$this->assertNotNull( $path );
		$this->assert_rows( $this->responses_part( (string) file_get_contents( $path ), $format ), $format );
	}

	public function test_the_cells_are_neutralised_like_every_other(): void {
		$evil = $this->user( '=SUM(1+2)*cmd' );
		$this->note( $this->ids['bare'], $evil, "Hidden\x01 character", '2026-01-13 10:00:00' );
		$this->tag( $this->ids['bare'], '-1' );
		foreach ( array( 'xlsx', 'csv' ) as $format ) {
			$this->responder = new RecordingResponder();
			$rows            = self::table(
				$this->responses_part(
					$this->download(
						array(
							'survey_id' => $this->survey_id,
							'format'    => $format,
						)
					)['content'],
					$format
				)
			);
			$this->assertSame( "'-1", $rows[1]['Tags'], "{$format}: a tag that reads as a formula" );
			$this->assertSame( "'=SUM(1+2)*cmd (2026-01-13 11:00:00): Hidden character", $rows[1]['Notes'], "{$format}: an author name that reads as a formula, a control character removed" );
		}
	}

	public function test_a_deleted_author_is_named_as_the_notes_screen_names_them(): void {
		$this->note( $this->ids['bare'], 999999, 'Orphan', '2026-01-13 10:00:00' );
		$this->assertFalse( get_userdata( 999999 ) );
		$rows = self::table(
			$this->responses_part(
				$this->download(
					array(
						'survey_id' => $this->survey_id,
						'format'    => 'csv',
					)
				)['content'],
				'csv'
			)
		);
		$this->assertSame( 'Deleted user (2026-01-13 11:00:00): Orphan', $rows[1]['Notes'] );
	}

	/**
	 * Reading tags and notes costs the same two queries for a batch of one response as for a
	 * batch of many: they are read for the whole batch, never per response.
	 */
	public function test_tags_and_notes_cost_two_queries_per_batch_whatever_its_size(): void {
		global $wpdb;
		for ( $i = 0; $i < 8; ++$i ) {
			$id = $this->insert_response( $this->survey_id, sprintf( '2026-02-%02d 09:00:00', $i + 1 ), array( array( 'often', 'Daily' ) ) );
			$this->tag( $id, 'late' );
			$this->note( $id, get_current_user_id(), "Note {$i}", '2026-02-20 09:00:00' );
		}
		$with    = $this->report( 'csv' );
		$without = $this->report( 'csv', false );
		$sink    = self::sink();
		$plan    = $with->head( $sink );
		$bare    = $without->head( $sink );
		$this->assertTrue( $plan['tags_notes'] );
		$this->assertFalse( $bare['tags_notes'] );

		$costs = array();
		foreach ( array( 1, 4, 10 ) as $size ) {
			$before = $wpdb->num_queries;
			$read   = $with->batch( $sink, $plan, null, $size )['read'];
			$with_q = $wpdb->num_queries - $before;
			$before = $wpdb->num_queries;
			$without->batch( $sink, $bare, null, $size );
			$costs[ $read ] = $with_q - ( $wpdb->num_queries - $before );
		}
		$this->assertSame(
			array(
				1  => 2,
				4  => 2,
				10 => 2,
			),
			$costs,
			'one query for the tags and one for the notes (with their authors), per batch'
		);
	}

	/**
	 * A background job planned before the Tags and Notes columns existed (an update while it
	 * runs) goes on writing rows that fit its header.
	 */
	public function test_a_job_planned_before_the_columns_keeps_its_header(): void {
		$report = $this->report( 'csv' );
		$sink   = self::sink();
		$plan   = $report->head( $sink );
		$width  = count( $sink->rows[ count( $sink->rows ) - 1 ] );
		$this->assertSame( array( 'Tags', 'Notes' ), array_slice( $sink->rows[ count( $sink->rows ) - 1 ], -2 ) );

		unset( $plan['tags_notes'] );
		$sink = self::sink();
		$report->batch( $sink, $plan, null, 10 );
		$this->assertCount( 2, $sink->rows );
		foreach ( $sink->rows as $row ) {
			$this->assertCount( $width - 2, $row, 'no tags or notes cells' );
		}
	}

	public function test_no_columns_without_the_tags_module(): void {
		$sink = self::sink();
		$plan = $this->report( 'csv', false )->head( $sink );
		$head = $sink->rows[ count( $sink->rows ) - 1 ];
		$this->assertNotContains( 'Tags', $head );
		$this->assertNotContains( 'Notes', $head );
		$this->assertSame( 'Why?', $head[ count( $head ) - 1 ] );
		$this->assertFalse( $plan['tags_notes'] );
	}

	/**
	 * The two responses' rows, as the fixture made them.
	 *
	 * @param array<int, array<int, mixed>> $sheet  The Responses sheet.
	 * @param string                        $format The format.
	 * @return void
	 */
	private function assert_rows( array $sheet, string $format ): void {
		$rows = self::table( $sheet );
		$this->assertSame( array( 'Why?', 'Tags', 'Notes' ), array_slice( array_keys( $rows[0] ), -3 ), "{$format}: after every other column" );
		$this->assertSame( array( $this->ids['tagged'], $this->ids['bare'] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ) );
		$this->assertSame( 'bug, praise', $rows[0]['Tags'], "{$format}: A to Z" );
		$this->assertSame(
			"Ann Admin (2026-01-12 09:05:00): Looks like a bug.\n\nBob Editor (2026-01-12 17:30:00): Called back.\nAll good now.",
			$rows[0]['Notes'],
			"{$format}: oldest first, in the site's zone, a blank line between two"
		);
		$this->assertSame( 'Fast', $rows[0]['Why?'] );
		$this->assertSame( '', $rows[1]['Tags'], "{$format}: none" );
		$this->assertSame( '', $rows[1]['Notes'], "{$format}: none" );
	}

	/**
	 * The export of the survey's general report.
	 *
	 * @param string $format The format.
	 * @return ExportRequest
	 */
	private function request( string $format ): ExportRequest {
		$request = ExportRequest::parse(
			array(
				'survey_id' => (string) $this->survey_id,
				'format'    => $format,
			),
			current_datetime()
		);
		$this->assertInstanceOf( ExportRequest::class, $request );
		return $request;
	}

	/**
	 * The general report, on a site with or without the Tags module.
	 *
	 * @param string $format The format.
	 * @param bool   $tags   Whether the site has the Tags module.
	 * @return Report
	 */
	private function report( string $format, bool $tags = true ): Report {
		global $wpdb;
		$tables  = userfeedback()->tables();
		$factory = \UserFeedback\Export\ReportFactory::create( $wpdb, $tables, userfeedback()->rollups(), new \UserFeedback\Surveys\SurveyRepository( $wpdb, $tables ), userfeedback()->settings(), $tags );
		$report  = $factory->make( $this->request( $format ), current_datetime() );
		$this->assertInstanceOf( GeneralReport::class, $report );
		return $report;
	}

	/**
	 * A user with a display name.
	 *
	 * @param string $name Display name.
	 * @return int
	 */
	private function user( string $name ): int {
		$id = $this->create_user( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => $name,
			)
		);
		return $id;
	}

	/**
	 * Tags a response.
	 *
	 * @param int    $response_id Response.
	 * @param string $tag         Tag.
	 * @return void
	 */
	private function tag( int $response_id, string $tag ): void {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->response_tags(),
			array(
				'survey_id'   => $this->survey_id,
				'response_id' => $response_id,
				'tag'         => $tag,
			)
		);
	}

	/**
	 * Writes a note on a response.
	 *
	 * @param int    $response_id Response.
	 * @param int    $author_id   Author.
	 * @param string $text        Text.
	 * @param string $utc         When (UTC).
	 * @return void
	 */
	private function note( int $response_id, int $author_id, string $text, string $utc ): void {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->response_notes(),
			array(
				'survey_id'   => $this->survey_id,
				'response_id' => $response_id,
				'author_id'   => $author_id,
				'note'        => $text,
				'created_at'  => $utc,
				'updated_at'  => $utc,
			)
		);
	}
}
