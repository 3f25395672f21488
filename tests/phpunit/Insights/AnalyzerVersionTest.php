<?php
/**
 * A new analyzer version reads every answer again.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\InsightsProcessor;
use UserFeedback\Insights\OnSite\OnSiteInsights;
use UserFeedback\Insights\ProcessorState;
use UserFeedback\Surveys\SurveyRepository;

/**
 * After an update changes how answers read (new word data), old answers are read again — not only
 * new ones — while the owner's labels stay and the surveys' counts do not double; a site that never
 * read anything just notes the version; the on-site analyzer's version follows its files.
 */
final class AnalyzerVersionTest extends InsightsTestCase {

	/**
	 * The versioned analyzer the processor reads with.
	 *
	 * @var VersionedWordsAnalyzer
	 */
	private VersionedWordsAnalyzer $versioned;

	protected function setUp(): void {
		parent::setUp();
		$this->versioned = new VersionedWordsAnalyzer( $this->analyzer );
		$state           = ProcessorState::load();
		$state->analyzer = 'v1';
		$state->save();
	}

	public function test_a_new_version_reads_every_answer_again_and_keeps_the_owners_labels(): void {
		$survey = $this->create_survey( self::questions() );
		$ids    = $this->add_texts( $survey, array( 'so slow', 'broken again', 'bad', 'slow checkout' ), time() - HOUR_IN_SECONDS );
		$this->run_all();
		$this->assertSame( array( -1, -1, -1, -1 ), array_values( $this->readings( $survey ) ) );
		$labelled = $this->call(
			'PATCH',
			"/surveys/{$survey}/responses/{$ids[0]}/insights",
			array(
				'question_id' => 'why',
				'part'        => 'answer',
				'sentiment'   => 'neutral',
			)
		);
		$this->assertSame( 200, $labelled->get_status(), (string) wp_json_encode( $labelled->get_data() ) );
		$analysed = ProcessorState::load()->survey( $survey )['analysed'];

		// The same version reads nothing again.
		$this->versioned->cheerful = true;
		$this->assertFalse( $this->processor_of()->has_work() );

		// A new version does: every answer, but not the one the owner labelled.
		$this->versioned->version = 'v2';
		$this->assertTrue( $this->processor_of()->has_work() );
		$this->run_all();
		$this->assertSame(
			array(
				"{$ids[0]}:why:answer" => 0,
				"{$ids[1]}:why:answer" => 1,
				"{$ids[2]}:why:answer" => 1,
				"{$ids[3]}:why:answer" => 1,
			),
			$this->readings( $survey )
		);
		$state = ProcessorState::load();
		$this->assertSame( 'v2', $state->analyzer );
		$this->assertSame( $analysed, $state->survey( $survey )['analysed'], 'counted once, not twice' );
		$this->assertFalse( $this->processor_of()->has_work() );
	}

	public function test_a_site_that_read_nothing_only_notes_the_version(): void {
		$state           = ProcessorState::load();
		$state->cursor   = 0;
		$state->analyzer = '';
		$state->save();
		$this->processor_of()->step( 60.0, null, 1 );
		$this->assertSame( 'v1', ProcessorState::load()->analyzer );
	}

	public function test_answers_read_before_versions_were_kept_are_read_again(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'so slow' ), time() - HOUR_IN_SECONDS );
		$this->run_all();
		$state           = ProcessorState::load();
		$state->analyzer = '';
		$state->save();
		$this->versioned->cheerful = true;
		$this->run_all();
		$this->assertSame( array( 1 ), array_values( $this->readings( $survey ) ) );
	}

	public function test_the_on_site_version_is_a_stable_hash_of_its_files(): void {
		$version = ( new OnSiteInsights() )->version();
		$this->assertMatchesRegularExpression( '/^onsite:[0-9a-f]{12}$/', $version );
		$this->assertSame( $version, ( new OnSiteInsights() )->version() );
	}

	/**
	 * A processor reading with the versioned analyzer.
	 *
	 * @return InsightsProcessor
	 */
	private function processor_of(): InsightsProcessor {
		global $wpdb;
		return InsightsFeature::processor( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ), fn() => $this->versioned );
	}

	/**
	 * Steps until no work remains.
	 *
	 * @return void
	 */
	private function run_all(): void {
		$processor = $this->processor_of();
		$steps     = 0;
		while ( $processor->step( 60.0 ) ) {
			$this->assertLessThan( 50, ++$steps );
		}
	}
}
