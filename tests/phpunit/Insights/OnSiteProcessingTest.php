<?php
/**
 * The processor with the on-site analyzer, end to end.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\Analyzers;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\NoAnalyzer;
use UserFeedback\Surveys\SurveyRepository;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * What the wiring reads with: the on-site analyzer when the module is there (none otherwise),
 * through the background steps into the tables and the routes.
 */
final class OnSiteProcessingTest extends InsightsTestCase {

	public function test_the_on_site_analyzer_reads_the_backlog_and_suggests_themes(): void {
		$this->use_site_analyzer();
		$this->assertNotInstanceOf( NoAnalyzer::class, Analyzers::current(), 'the on-site analyzer is wired' );
		$survey = $this->create_survey( self::questions() );
		$texts  = array(
			'The checkout is far too slow on my phone',
			'Checkout keeps failing on mobile, very frustrating',
			'Slow checkout on mobile again',
			'I love the new design, great work',
			'Great support team, they answered quickly',
			'Support was very helpful and friendly',
		);
		$ids    = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$ids[] = $this->add_response( $survey, time() - $i, array( array( 'why', $texts[ $i % count( $texts ) ] ) ) );
		}
		global $wpdb;
		$processor = InsightsFeature::processor( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ) );
		$steps     = 0;
		while ( $processor->step( 60.0 ) ) {
			$this->assertLessThan( 20, ++$steps );
		}

		$readings = $this->readings( $survey );
		$this->assertCount( 40, $readings );
		$this->assertSame( -1, $readings[ "{$ids[0]}:why:answer" ], $texts[0] );
		$this->assertSame( 1, $readings[ "{$ids[3]}:why:answer" ], $texts[3] );
		$themes = $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data();
		$this->assertSame( 'ready', $themes['state'] );
		$this->assertNotSame( array(), $themes['themes'], 'themes suggested from 40 answers' );
		$this->assertGreaterThan( 0, array_sum( array_column( $themes['themes'], 'count' ) ), 'and matched to them' );
	}

	public function test_a_language_without_data_is_not_available(): void {
		$this->use_site_analyzer();
		global $wpdb;
		$survey = $this->create_survey( self::questions() );
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'language' => 'ja' ), array( 'id' => $survey ) );
		$this->add_response( $survey, time(), array( array( 'why', 'とても遅い' ) ) );
		$this->process_all();
		$this->assertSame( array(), $this->readings( $survey ) );
		$this->assertSame( 'not_available', $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['state'] );
	}
}
