<?php
/**
 * Shared set-up for the insights' tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\InsightsProcessor;
use UserFeedback\Insights\OnSite\OnSiteInsights;
use UserFeedback\Insights\ProcessorState;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Ai\AiTestCase;

// Tests read the plugin's own tables directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Pro with an elite licence (the AI summary's plan), an administrator logged in, the analyzer a
 * WordsAnalyzer (through `userfeedback_insights_analyzer`, as the routes read it too), and the
 * processor's cursor past every answer stored before the test.
 */
abstract class InsightsTestCase extends AiTestCase {

	protected WordsAnalyzer $analyzer;

	/**
	 * The analyzer filter.
	 *
	 * @var callable
	 */
	private $filter;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->analyzer  = new WordsAnalyzer();
		$this->filter    = fn() => $this->analyzer;
		add_filter( 'userfeedback_insights_analyzer', $this->filter );
		$state           = new ProcessorState();
		$state->cursor   = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . userfeedback()->tables()->answers() );
		$state->analyzer = ( new OnSiteInsights() )->version();
		$state->save();
	}

	protected function tearDown(): void {
		remove_filter( 'userfeedback_insights_analyzer', $this->filter );
		parent::tearDown();
	}

	/**
	 * Reads with the analyzer the site has (the on-site one) from here on.
	 *
	 * @return void
	 */
	protected function use_site_analyzer(): void {
		remove_filter( 'userfeedback_insights_analyzer', $this->filter );
	}

	/**
	 * A processor reading $chunk answer rows at a time.
	 *
	 * @param int $chunk Rows per chunk.
	 * @return InsightsProcessor
	 */
	protected function processor( int $chunk = 500 ): InsightsProcessor {
		global $wpdb;
		$processor = InsightsFeature::processor( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ), fn() => $this->analyzer );
		$processor->set_chunk( $chunk );
		return $processor;
	}

	/**
	 * Runs steps until no work remains.
	 *
	 * @return int Steps run.
	 */
	protected function process_all(): int {
		$processor = $this->processor();
		$steps     = 1;
		while ( $processor->step( 60.0 ) ) {
			++$steps;
			$this->assertLessThan( 100, $steps );
		}
		return $steps;
	}

	/**
	 * A survey's readings: "response:question:part" => sentiment.
	 *
	 * @param int $survey_id Survey.
	 * @return array<string, int>
	 */
	protected function readings( int $survey_id ): array {
		global $wpdb;
		$out = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT response_id, question_id, part, sentiment FROM ' . userfeedback()->tables()->answer_insights() . ' WHERE survey_id = %d ORDER BY response_id, question_id, part', $survey_id ), ARRAY_A ) as $row ) {
			$out[ $row['response_id'] . ':' . $row['question_id'] . ':' . $row['part'] ] = (int) $row['sentiment'];
		}
		return $out;
	}

	/**
	 * The rows of a theme: "response:question:part" => origin.
	 *
	 * @param int $theme_id Theme.
	 * @return array<string, string>
	 */
	protected function theme_rows( int $theme_id ): array {
		global $wpdb;
		$out = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT response_id, question_id, part, origin FROM ' . userfeedback()->tables()->answer_themes() . ' WHERE theme_id = %d ORDER BY response_id, question_id, part', $theme_id ), ARRAY_A ) as $row ) {
			$out[ $row['response_id'] . ':' . $row['question_id'] . ':' . $row['part'] ] = (string) $row['origin'];
		}
		return $out;
	}

	/**
	 * Rows of a table about some responses.
	 *
	 * @param string $table        Table.
	 * @param int[]  $response_ids Responses.
	 * @return int
	 */
	protected function rows_of( string $table, array $response_ids ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE response_id IN (" . implode( ',', array_map( 'intval', $response_ids ) ) . ')' );
	}
}
