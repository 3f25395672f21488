<?php
/**
 * The AI summary uses what the insights read.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\PromptBuilder;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SurveyQuestions;

/**
 * A summary carries the insights' figures over every read answer of the survey (not only its own
 * sample), under the owner's theme names; the remote model is told those names; a survey never
 * read gets neither; none of it off the AI summary's plan.
 */
final class SummaryInsightsTest extends InsightsTestCase {

	public function test_the_summary_carries_the_figures_of_every_read_answer(): void {
		$survey = $this->create_survey( self::questions() );
		$this->assertArrayNotHasKey( 'insights', $this->generate( $survey ), 'nothing read yet' );

		$theme = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Pages load slowly',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$this->add_texts( $survey, array( 'So slow', 'slow checkout', 'I love it', 'nothing to add' ), time() - HOUR_IN_SECONDS );
		$this->process_all();
		$summary = $this->generate( $survey );
		$this->assertSame(
			array(
				'sentiment' => array(
					'positive' => 1,
					'neutral'  => 1,
					'negative' => 2,
				),
				'themes'    => array(
					array(
						'id'    => $theme['id'],
						'label' => 'Pages load slowly',
						'count' => 2,
					),
				),
			),
			$summary['insights']
		);

		$this->license( 'plus' );
		$this->act_as( 'administrator' );
		$this->assertNull( apply_filters( 'userfeedback_ai_summary_insights', null, $survey ), 'off the plan, nothing' );
	}

	public function test_the_model_is_told_the_owners_theme_names(): void {
		$survey    = $this->create_survey( self::questions() );
		$questions = SurveyQuestions::from_survey( (array) ( new \UserFeedback\Surveys\SurveyRepository( $GLOBALS['wpdb'], userfeedback()->tables() ) )->find( $survey ) );
		$themes    = array(
			array(
				'id'    => 1,
				'label' => "Checkout\ntoo slow",
				'count' => 12,
			),
			array(
				'id'    => 2,
				'label' => 'Prices',
				'count' => 3,
			),
		);
		$with      = ( new PromptBuilder( new PiiRedactor() ) )->build( new SummaryInput( $survey, 'Shop', $questions, array(), false, 50, time(), static fn(): array => array(), $themes ), 'en_US' )['messages'][1]['content'];
		$this->assertStringContainsString( "The site owner's themes for this survey (use these names where the answers fit them):\n- Checkout too slow (12 responses)\n- Prices (3 responses)", $with, 'one line each, a label kept on its line' );
		$without = ( new PromptBuilder( new PiiRedactor() ) )->build( new SummaryInput( $survey, 'Shop', $questions, array(), false, 50, time(), static fn(): array => array() ), 'en_US' )['messages'][1]['content'];
		$this->assertStringNotContainsString( 'themes', $without );
	}
}
