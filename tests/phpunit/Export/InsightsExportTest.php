<?php
/**
 * Sentiment and themes in the general report's Responses sheet.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\GeneralReport;
use UserFeedback\Export\Report;

// Tests build their data with direct inserts into the plugin's own tables.
// phpcs:disable WordPress.DB.DirectDatabaseQuery

/**
 * Each response row ends with the sentiments its open answers were read as (most negative first)
 * and its themes (A to Z); a response not read has empty cells; a survey never read has no such
 * columns; a theme's label is neutralised as every cell; the filter by theme exports only its
 * responses; one query per batch whatever its size; a job planned before the columns keeps
 * its header.
 */
final class InsightsExportTest extends ExportTestCase {

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

	/**
	 * Theme ids by label.
	 *
	 * @var array<string, int>
	 */
	private array $themes = array();

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->create_survey(
			'Read',
			array(
				self::question( 'often', 'radio-button', 'How often?', array( 'Daily', 'Weekly' ) ),
				self::question( 'why', 'long-text', 'Why?' ),
			)
		);
		$this->ids       = array(
			'mixed' => $this->insert_response( $this->survey_id, '2026-01-10 09:00:00', array( array( 'often', 'Daily', 'Love the reports' ), array( 'why', 'Checkout is slow' ) ) ),
			'bare'  => $this->insert_response( $this->survey_id, '2026-01-11 09:00:00', array( array( 'often', 'Weekly' ) ) ),
			'happy' => $this->insert_response( $this->survey_id, '2026-01-12 09:00:00', array( array( 'why', 'Great prices' ) ) ),
		);
		foreach ( array( 'Speed', 'Reports', '=HYPERLINK("x")' ) as $label ) {
			$this->themes[ $label ] = $this->theme( $label );
		}
		$this->store_reading( $this->ids['mixed'], 'why', 'answer', -1, array( 'Speed' ) );
		$this->store_reading( $this->ids['mixed'], 'often', 'comment', 1, array( 'Reports' ) );
		$this->store_reading( $this->ids['happy'], 'why', 'answer', 1, array( '=HYPERLINK("x")' ) );
	}

	#[DataProvider( 'formats' )]
	public function test_sentiment_and_themes_end_each_row( string $format ): void {
		$rows = self::table(
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
		$this->assertSame( array( 'Sentiment', 'Themes' ), array_slice( array_keys( $rows[0] ), -2 ), "{$format}: after every other column" );
		$by_id = array_combine( array_map( 'intval', array_column( $rows, 'Response ID' ) ), $rows );
		$this->assertSame( 'Negative, Positive', $by_id[ $this->ids['mixed'] ]['Sentiment'], "{$format}: each sentiment once, most negative first" );
		$this->assertSame( 'Reports, Speed', $by_id[ $this->ids['mixed'] ]['Themes'], "{$format}: A to Z" );
		$this->assertSame( '', $by_id[ $this->ids['bare'] ]['Sentiment'], "{$format}: not read" );
		$this->assertSame( '', $by_id[ $this->ids['bare'] ]['Themes'] );
		$this->assertSame( 'Positive', $by_id[ $this->ids['happy'] ]['Sentiment'] );
		$this->assertSame( "'=HYPERLINK(\"x\")", $by_id[ $this->ids['happy'] ]['Themes'], "{$format}: a label that reads as a formula is neutralised" );
	}

	public function test_the_filter_by_theme_exports_its_responses_and_says_so(): void {
		$content = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'format'    => 'csv',
				'theme'     => (string) $this->themes['Speed'],
			)
		)['content'];
		$rows    = self::table( $this->responses_part( $content, 'csv' ) );
		$this->assertSame( array( $this->ids['mixed'] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ) );
		$this->assertStringContainsString( 'Theme: Speed', $content, 'the summary names the filter' );

		$negative = self::table(
			$this->responses_part(
				$this->download(
					array(
						'survey_id' => $this->survey_id,
						'format'    => 'csv',
						'sentiment' => 'positive',
					)
				)['content'],
				'csv'
			)
		);
		$this->assertEqualsCanonicalizing( array( $this->ids['mixed'], $this->ids['happy'] ), array_map( 'intval', array_column( $negative, 'Response ID' ) ) );
	}

	public function test_a_survey_never_read_has_no_such_columns(): void {
		$other = $this->create_survey( 'Unread', array( self::question( 'why', 'text', 'Why?' ) ) );
		$this->insert_response( $other, '2026-01-10 09:00:00', array( array( 'why', 'Fine' ) ) );
		$sink = self::sink();
		$plan = $this->report( 'csv', $other )->head( $sink );
		$head = $sink->rows[ count( $sink->rows ) - 1 ];
		$this->assertNotContains( 'Sentiment', $head );
		$this->assertNotContains( 'Themes', $head );
		$this->assertFalse( $plan['insights'] );
	}

	public function test_one_query_per_batch_whatever_its_size_and_an_old_plan_keeps_its_header(): void {
		global $wpdb;
		for ( $i = 0; $i < 8; ++$i ) {
			$id = $this->insert_response( $this->survey_id, sprintf( '2026-02-%02d 09:00:00', $i + 1 ), array( array( 'why', "Slow {$i}" ) ) );
			$this->store_reading( $id, 'why', 'answer', -1, array( 'Speed' ) );
		}
		$report = $this->report( 'csv' );
		$sink   = self::sink();
		$plan   = $report->head( $sink );
		$this->assertTrue( $plan['insights'] );
		$width = count( $sink->rows[ count( $sink->rows ) - 1 ] );
		$old   = $plan;
		unset( $old['insights'] );

		$costs = array();
		foreach ( array( 1, 4, 10 ) as $size ) {
			$before = $wpdb->num_queries;
			$read   = $report->batch( $sink, $plan, null, $size )['read'];
			$with   = $wpdb->num_queries - $before;
			$before = $wpdb->num_queries;
			$report->batch( self::sink(), $old, null, $size );
			$costs[ $read ] = $with - ( $wpdb->num_queries - $before );
		}
		$this->assertSame(
			array(
				1  => 1,
				4  => 1,
				10 => 1,
			),
			$costs,
			'one query for the sentiments and the themes, per batch'
		);

		$sink = self::sink();
		$report->batch( $sink, $old, null, 10 );
		foreach ( $sink->rows as $row ) {
			$this->assertCount( $width - 2, $row, 'a job planned before the columns writes rows that fit its header' );
		}
	}

	/**
	 * The general report of a survey (this test's by default).
	 *
	 * @param string   $format    The format.
	 * @param int|null $survey_id The survey.
	 * @return Report
	 */
	private function report( string $format, ?int $survey_id = null ): Report {
		global $wpdb;
		$request = ExportRequest::parse(
			array(
				'survey_id' => (string) ( $survey_id ?? $this->survey_id ),
				'format'    => $format,
			),
			current_datetime()
		);
		$this->assertInstanceOf( ExportRequest::class, $request );
		$tables = userfeedback()->tables();
		$report = \UserFeedback\Export\ReportFactory::create( $wpdb, $tables, userfeedback()->rollups(), new \UserFeedback\Surveys\SurveyRepository( $wpdb, $tables ), userfeedback()->settings() )->make( $request, current_datetime() );
		$this->assertInstanceOf( GeneralReport::class, $report );
		return $report;
	}

	/**
	 * A theme of the survey.
	 *
	 * @param string $label Its label.
	 * @return int
	 */
	private function theme( string $label ): int {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->insight_themes(),
			array(
				'survey_id'  => $this->survey_id,
				'label'      => $label,
				'examples'   => '[]',
				'origin'     => 'owner',
				'created_at' => '2026-01-01 00:00:00',
				'updated_at' => '2026-01-01 00:00:00',
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A reading of an answer's part, as the processor stores it.
	 *
	 * @param int      $response_id Response.
	 * @param string   $question_id Question.
	 * @param string   $part        'answer' or 'comment'.
	 * @param int      $sentiment   -1, 0 or 1.
	 * @param string[] $themes      Theme labels.
	 * @return void
	 */
	private function store_reading( int $response_id, string $question_id, string $part, int $sentiment, array $themes ): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$wpdb->insert(
			$tables->answer_insights(),
			array(
				'survey_id'   => $this->survey_id,
				'response_id' => $response_id,
				'question_id' => $question_id,
				'part'        => $part,
				'sentiment'   => $sentiment,
				'score'       => 60 * $sentiment,
				'analyzed_at' => '2026-03-01 00:00:00',
			)
		);
		foreach ( $themes as $label ) {
			$wpdb->insert(
				$tables->answer_themes(),
				array(
					'survey_id'   => $this->survey_id,
					'theme_id'    => $this->themes[ $label ],
					'response_id' => $response_id,
					'question_id' => $question_id,
					'part'        => $part,
				)
			);
		}
	}
}
