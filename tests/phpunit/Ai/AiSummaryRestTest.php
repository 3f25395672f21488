<?php
/**
 * The on-site summary through REST, on the database.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Ai\Summary\SummaryCache;

// Tests read and seed the plugin's own tables directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * `GET ai-summary/{id}` and `GET preload-ai-summary/{id}` with the default provider: what is read
 * (published text answers and comments, never e-mail answers or trashed responses), quotes that
 * point at real responses, the cache per survey, response count and provider, and the cost of a
 * survey with 10,000 written answers.
 */
final class AiSummaryRestTest extends AiTestCase {

	public function test_the_summary_reads_published_text_and_comments_and_quotes_real_responses(): void {
		$survey = $this->create_survey( self::questions() );
		$now    = time();
		$ids    = array(
			$this->add_response( $survey, $now - 100, array( array( 'why', 'Delivery was slow, two weeks.' ), array( 'mail', 'ann@example.com', 'Ann Delivery' ) ) ),
			$this->add_response( $survey, $now - 200, array( array( 'why', 'Slow delivery again.' ), array( 'score', 3, 'Delivery is a disaster' ) ) ),
			$this->add_response( $survey, $now - 300, array( array( 'features', array( 'Reports', 'Widget' ), 'The reports export is broken' ) ) ),
			$this->add_response( $survey, $now - 400, array( array( 'short', 'Reports export times out' ), array( 'score', 10, 'Love the reports' ) ) ),
			$this->add_response( $survey, $now - 500, array( array( 'why', 'Delivery secret trashed text' ) ), 'trash' ),
		);

		$summary = $this->generate( $survey );

		$this->assertSame( 'onsite', $summary['provider'] );
		$this->assertNull( $summary['model'] );
		$this->assertSame( 4, $summary['responses_count'], 'published responses' );
		$this->assertSame( 4, $summary['analysed']['responses'] );
		$this->assertSame( 6, $summary['analysed']['answers'], 'three texts and three comments; a checkbox comment once, not per tick' );
		$this->assertFalse( $summary['analysed']['truncated'] );
		$this->assertSame( OnSiteSummariser::ANSWER_CAP, $summary['analysed']['answer_cap'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/', $summary['generated_at'] );

		$themes = array_column( $summary['themes'], null, 'label' );
		$this->assertArrayHasKey( 'delivery', $themes );
		$this->assertSame( 2, $themes['delivery']['responses'], 'the e-mail name and the trashed response do not count' );
		$this->assertSame( 50, $themes['delivery']['share'] );
		$reports = array_values( array_filter( $summary['themes'], static fn( array $theme ): bool => in_array( 'reports', $theme['phrases'], true ) ) );
		$this->assertCount( 1, $reports, 'comments of a checkbox and an NPS answer are read' );
		$this->assertSame( 2, $reports[0]['responses'], 'a checkbox comment, and a text and an NPS comment of one response' );

		global $wpdb;
		$answers = userfeedback()->tables()->answers();
		foreach ( $summary['themes'] as $theme ) {
			foreach ( $theme['quotes'] as $quote ) {
				$this->assertContains( $quote['response_id'], array_slice( $ids, 0, 4 ), 'a published response of this survey' );
				$stored = $wpdb->get_row( $wpdb->prepare( "SELECT value, extra, survey_id, status FROM `{$answers}` WHERE response_id = %d AND question_id = %s LIMIT 1", $quote['response_id'], $quote['question_id'] ), ARRAY_A );
				$this->assertIsArray( $stored );
				$this->assertSame( $survey, (int) $stored['survey_id'] );
				$this->assertSame( 'publish', $stored['status'] );
				$this->assertContains( $quote['text'], array( $stored['value'], $stored['extra'] ), 'the quote is that answer' );
				$this->assertNotSame( 'mail', $quote['question_id'] );
			}
		}
		$this->assertStringNotContainsString( 'secret', (string) wp_json_encode( $summary ) );
		$this->assertStringNotContainsString( 'ann@example.com', (string) wp_json_encode( $summary ) );
		$this->assertSame( 1, $summary['sentiment']['counts']['positive'], 'response 4: NPS 10 with "Love"' );
	}

	public function test_a_survey_without_written_answers_says_so(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_response( $survey, time() - 60, array( array( 'score', 9 ), array( 'mail', 'bo@example.com', 'Bo' ) ) );
		$summary = $this->generate( $survey );
		$this->assertSame( 'There are no written answers to summarize yet.', $summary['text'] );
		$this->assertSame( array(), $summary['themes'] );
		$this->assertSame( 1, $summary['responses_count'] );
	}

	public function test_the_summary_is_cached_per_survey_and_response_count_and_replaced_by_a_new_one(): void {
		$survey = $this->create_survey( self::questions() );
		$other  = $this->create_survey( self::questions() );
		$now    = time();
		$this->add_texts( $survey, array( 'Delivery was slow.', 'Slow delivery.' ), $now - 60 );

		$this->assertNull( $this->preload( $survey ), 'nothing cached yet' );
		$first = $this->generate( $survey );
		$this->assertSame( $first, $this->preload( $survey ), 'preload returns what was made' );
		$this->assertNull( $this->preload( $other ), 'per survey' );

		$this->add_texts( $survey, array( 'Checkout crashed.' ), $now - 30 );
		$this->assertNull( $this->preload( $survey ), 'a new response makes it stale' );

		$second = $this->generate( $survey );
		$this->assertSame( 3, $second['responses_count'] );
		$this->assertSame( $second, $this->preload( $survey ), 'Get AI Summary replaced the cache' );
		$stored = get_option( SummaryCache::OPTION_PREFIX . $survey );
		$this->assertIsArray( $stored );
		$this->assertSame( 'onsite:1|responses:3', $stored['key'] );
		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", SummaryCache::OPTION_PREFIX . $survey ) ), array( 'no', 'off' ), 'not autoloaded' );

		( new AiSettingsStore() )->update(
			array(
				'provider' => 'remote',
				'base_url' => 'http://127.0.0.1:9/v1',
				'model'    => 'm',
			)
		);
		$this->assertNull( $this->preload( $survey ), 'another provider makes it stale' );
		( new AiSettingsStore() )->update( array( 'provider' => 'onsite' ) );
		$this->assertSame( $second, $this->preload( $survey ), 'and switching back finds it again' );
	}

	public function test_post_generates_too(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );
		$data = $this->data( $this->call( 'POST', "/ai-summary/{$survey}" ) );
		$this->assertTrue( $data['success'] );
		$this->assertSame( $data['summary'], $this->preload( $survey ) );
	}

	public function test_ten_thousand_written_answers_from_the_database_in_seconds(): void {
		global $wpdb;
		$survey = $this->create_survey( self::questions() );
		$tables = userfeedback()->tables();
		$items  = OnSiteSummariserTest::synthetic( OnSiteSummariser::ANSWER_CAP + 500 );
		$now    = time();
		foreach ( array_chunk( $items, 500 ) as $chunk ) {
			$rows   = array();
			$values = array();
			foreach ( $chunk as $index => $item ) {
				$rows[] = '(%d, %s, %s)';
				array_push( $values, $survey, gmdate( 'Y-m-d H:i:s', $now - ( $item->response_id % 86400 ) - $index ), $item->text );
			}
			// One response per answer, the answer copying the response's id and time.
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the rows are placeholders.
			$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->responses()}` (survey_id, submitted_at, page_title) VALUES " . implode( ', ', $rows ), $values ) );
			$first = (int) $wpdb->insert_id;
			$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->answers()}` (response_id, survey_id, question_id, value, status, submitted_at) SELECT id, survey_id, 'why', page_title, 'publish', submitted_at FROM `{$tables->responses()}` WHERE id >= %d AND survey_id = %d", $first, $survey ) );
		}
		$this->assertSame( (string) ( OnSiteSummariser::ANSWER_CAP + 500 ), $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d", $survey ) ) );

		$start   = microtime( true );
		$summary = $this->generate( $survey );
		$elapsed = microtime( true ) - $start;

		$this->assertSame( OnSiteSummariser::ANSWER_CAP, $summary['analysed']['answers'], 'the most recent 10,000 only' );
		$this->assertTrue( $summary['analysed']['truncated'] );
		$this->assertStringContainsString( 'Only the most recent 10,000 answers were read.', $summary['text'] );
		$this->assertGreaterThanOrEqual( 4, count( $summary['themes'] ) );
		$this->assertLessThan( 10.0, $elapsed, 'generous: about 0.6 s on the 2-vCPU dev machine' );
	}
}
