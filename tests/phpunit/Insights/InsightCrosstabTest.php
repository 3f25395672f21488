<?php
/**
 * Themes and sentiments against a choice question.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

/**
 * The insights cross-tab over answers the real processor read: a response counts once per cell
 * however many of its open answers carry the theme, a checkbox once per tick; the rows are every
 * theme (or the three sentiments) even at zero; the range and the filter narrow it; who may read
 * it and what it refuses.
 */
final class InsightCrosstabTest extends InsightsTestCase {

	public function test_themes_and_sentiments_against_a_choice_question(): void {
		$survey = $this->create_survey( self::questions() );
		$slow   = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Slow',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$price  = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Price',
				'examples' => array( 'price' ),
			)
		)->get_data();
		$now    = time() - HOUR_IN_SECONDS;
		// Slow in its text and in its checkbox comment: counted once per tick, not twice.
		$this->add_response( $survey, $now, array( array( 'why', 'Slow pages' ), array( 'features', array( 'Reports', 'Exports' ), 'reports are slow' ), array( 'score', 4 ) ) );
		$this->add_response( $survey, $now - 60, array( array( 'why', 'slow and bad' ), array( 'features', array( 'Reports' ) ), array( 'score', 2 ) ) );
		$this->add_response( $survey, $now - 120, array( array( 'why', 'I love it' ), array( 'features', array( 'Widget' ) ), array( 'score', 10 ) ) );
		// Answered the text only: not in a table that needs the column's answer.
		$this->add_response( $survey, $now - 180, array( array( 'why', 'slow' ) ) );
		$this->process_all();

		$themes = $this->call( 'GET', "/surveys/{$survey}/insights/crosstab", array( 'column' => 'features' ) );
		$this->assertSame( 200, $themes->get_status(), (string) wp_json_encode( $themes->get_data() ) );
		$table = $themes->get_data();
		$this->assertSame( array( 'Slow', 'Price' ), $table['row']['values'], 'every theme, oldest first, even at zero' );
		$this->assertSame( array( $slow['id'], $price['id'] ), $table['row']['theme_ids'] );
		$this->assertSame( array( 'Reports', 'Exports', 'Widget' ), $table['column']['values'] );
		$this->assertSame(
			array(
				array( 2, 1, 0 ),
				array( 0, 0, 0 ),
			),
			$table['cells']
		);
		$this->assertSame( 3, $table['total'] );

		$moods = $this->call(
			'GET',
			"/surveys/{$survey}/insights/crosstab",
			array(
				'by'     => 'sentiment',
				'column' => 'score',
			)
		)->get_data();
		$this->assertSame( array( 'negative', 'neutral', 'positive' ), $moods['row']['values'] );
		$this->assertArrayNotHasKey( 'theme_ids', $moods['row'] );
		$this->assertSame( range( 1, 10 ), $moods['column']['values'] );
		$this->assertSame( 1, $moods['cells'][0][1], 'a negative answer scored 2' );
		$this->assertSame( 1, $moods['cells'][0][3], 'a negative answer scored 4' );
		$this->assertSame( 1, $moods['cells'][2][9], 'a positive answer scored 10' );
		$this->assertSame( 3, $moods['total'] );

		$filtered = $this->call(
			'GET',
			"/surveys/{$survey}/insights/crosstab",
			array(
				'column'    => 'features',
				'theme'     => (string) $slow['id'],
				'sentiment' => 'positive',
			)
		)->get_data();
		$this->assertSame( 0, $filtered['total'], 'the filter narrows the responses' );
		$ranged = $this->call(
			'GET',
			"/surveys/{$survey}/insights/crosstab",
			array(
				'column' => 'features',
				'from'   => '2020-01-01',
				'to'     => '2020-01-31',
			)
		)->get_data();
		$this->assertSame( 0, $ranged['total'], 'the range narrows the responses' );
	}

	public function test_readers_of_results_on_the_plan_only_and_bad_input_refused(): void {
		$survey = $this->create_survey( self::questions() );
		$path   = "/surveys/{$survey}/insights/crosstab";
		$this->assertSame( 404, $this->call( 'GET', '/surveys/999999/insights/crosstab', array( 'column' => 'features' ) )->get_status() );
		foreach ( array(
			array(),
			array( 'column' => 'why' ),
			array( 'column' => 'nope' ),
			array(
				'column' => 'features',
				'by'     => 'mood',
			),
			array(
				'column' => 'features',
				'from'   => '2026-13-01',
			),
			array(
				'column'    => 'features',
				'sentiment' => 'angry',
			),
		) as $params ) {
			$refused = $this->call( 'GET', $path, $params );
			$this->assertSame( 400, $refused->get_status(), (string) wp_json_encode( $params ) );
		}
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->call( 'GET', $path, array( 'column' => 'features' ) )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->call( 'GET', $path, array( 'column' => 'features' ) )->get_status() );
		$this->act_as( 'administrator' );
		$this->license( 'plus' );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $this->call( 'GET', $path, array( 'column' => 'features' ) ) ) );
	}
}
