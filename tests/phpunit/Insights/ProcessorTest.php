<?php
/**
 * The insights' background processor.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightsCron;
use UserFeedback\Insights\ProcessorState;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Which answers are read, when, and where their readings go.
 */
final class ProcessorTest extends InsightsTestCase {

	public function test_reads_each_open_part_once_in_bounded_steps_and_then_only_new_answers(): void {
		$survey = $this->create_survey( self::questions() );
		$a      = $this->add_response(
			$survey,
			time() - 60,
			array(
				array( 'why', 'The checkout is slow' ),
				array( 'short', 'I love the widget' ),
				array( 'score', 3, 'Bad support' ),
				array( 'features', array( 'Reports', 'Exports' ), 'Great reports' ),
				array( 'mail', 'ann@example.com', 'Ann' ),
			)
		);

		$processor = $this->processor( 2 );
		$this->assertTrue( $processor->step( 60.0, null, 1 ), 'one chunk of two rows leaves work' );
		$this->assertCount( 2, $this->readings( $survey ) );
		while ( $processor->step( 60.0, null, 2 ) ) {
			$this->assertLessThan( 10, count( $this->analyzer->analysed ) );
		}
		$this->assertSame(
			array(
				"{$a}:features:comment" => 1,
				"{$a}:score:comment"    => -1,
				"{$a}:short:answer"     => 1,
				"{$a}:why:answer"       => -1,
			),
			$this->readings( $survey ),
			'texts and comments (a checkbox\'s once), never an e-mail or its name'
		);
		$this->assertNotContains( 'Ann', $this->analyzer->analysed );

		$this->analyzer->analysed = array();
		$this->assertFalse( $this->processor()->step( 60.0 ) );
		$this->assertSame( array(), $this->analyzer->analysed, 'nothing read twice' );

		$b = $this->add_response( $survey, time(), array( array( 'why', 'Great, fast' ) ) );
		$this->process_all();
		$this->assertSame( array( 'Great, fast' ), $this->analyzer->analysed, 'only the new answer' );
		$this->assertSame( 1, $this->readings( $survey )[ "{$b}:why:answer" ] );
	}

	public function test_a_step_stops_at_its_budget(): void {
		$survey = $this->create_survey( self::questions() );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->add_response( $survey, time() - $i, array( array( 'why', "Answer {$i}" ) ) );
		}
		$chunks = array();
		$this->assertTrue(
			$this->processor( 1 )->step(
				0.0,
				static function ( string $what, float $took ) use ( &$chunks ): void {
					$chunks[] = $what;
				}
			)
		);
		$this->assertSame( array(), $chunks, 'no chunk started past the budget' );
		$this->processor( 1 )->step(
			60.0,
			static function ( string $what ) use ( &$chunks ): void {
				$chunks[] = $what;
			},
			3
		);
		$this->assertSame( array( 'new', 'new', 'new' ), $chunks );
	}

	public function test_languages_the_analyzer_does_not_read_are_not_stored_and_the_survey_says_so(): void {
		global $wpdb;
		$french = $this->create_survey( self::questions() );
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'language' => 'fr_FR' ), array( 'id' => $french ) );
		$this->add_response( $french, time(), array( array( 'why', 'Le paiement est lent' ) ) );
		$english = $this->create_survey( self::questions() );
		$german  = $this->insert_response( $english, gmdate( 'Y-m-d H:i:s' ), array( array( 'why', 'Zu langsam' ) ), 'publish', array( 'language' => 'de_DE' ) );
		$this->process_all();

		$this->assertSame( array(), $this->readings( $french ) );
		$this->assertSame( array( "{$german}:why:answer" => -1 ), $this->readings( $english ), 'an answer is read in the language it was given in' );
		$french_state = $this->rest( 'GET', self::BASE . "/surveys/{$french}/themes" )->get_data();
		$this->assertSame( 'not_available', $french_state['state'] );
		$this->assertSame( 'fr_FR', $french_state['language'] );
		$this->assertSame( 'ready', $this->rest( 'GET', self::BASE . "/surveys/{$english}/themes" )->get_data()['state'] );
	}

	public function test_the_survey_is_processing_until_its_answers_are_read(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_response( $survey, time(), array( array( 'why', 'Slow' ) ) );
		$this->assertSame( 'processing', $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['state'] );
		$this->process_all();
		$this->assertSame( 'ready', $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['state'] );
	}

	public function test_themes_are_suggested_once_enough_answers_are_read_and_matched_to_them(): void {
		$survey = $this->create_survey( self::questions() );
		$ids    = array();
		for ( $i = 0; $i < 35; $i++ ) {
			$ids[] = $this->add_response( $survey, time() - $i, array( array( 'why', 0 === $i % 2 ? "The checkout is slow {$i}" : "Nice page {$i}" ) ) );
		}
		$this->process_all();

		$this->assertSame( 1, $this->analyzer->suggested );
		$themes = $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data();
		$this->assertSame( 'ready', $themes['state'] );
		$this->assertCount( 1, $themes['themes'] );
		$this->assertSame( 'Checkout is too slow', $themes['themes'][0]['label'] );
		$this->assertSame( 'suggested', $themes['themes'][0]['origin'] );
		$this->assertSame( 18, $themes['themes'][0]['count'], 'every checkout answer, those read before the suggestion too' );

		$this->process_all();
		$this->assertSame( 1, $this->analyzer->suggested, 'not again until the survey has grown' );
	}

	public function test_a_new_theme_is_matched_against_the_answers_so_far(): void {
		$survey = $this->create_survey( self::questions() );
		$late   = $this->add_response( $survey, time(), array( array( 'why', 'Delivery was late' ) ) );
		$this->add_response( $survey, time(), array( array( 'why', 'Fine' ) ) );
		$this->process_all();

		$created = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Late delivery',
				'examples' => array( 'delivery', ' delivery ', '' ),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$theme = $created->get_data();
		$this->assertSame( array( 'delivery' ), $theme['examples'] );
		$this->assertNotFalse( wp_next_scheduled( InsightsCron::STEP_HOOK ), 'the re-match is asked of the background' );
		$this->assertSame( array(), $this->theme_rows( $theme['id'] ), 'not in the request' );
		$this->assertSame( 'processing', $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['state'] );

		$this->analyzer->analysed = array();
		$this->process_all();
		$this->assertSame( array( "{$late}:why:answer" => 'auto' ), $this->theme_rows( $theme['id'] ) );
		$this->assertCount( 2, $this->analyzer->analysed, 'the survey\'s answers read again, once' );

		$this->rest( 'PATCH', self::BASE . "/surveys/{$survey}/themes/{$theme['id']}", array( 'examples' => array( 'fine' ) ) );
		$this->process_all();
		$this->assertCount( 1, $this->theme_rows( $theme['id'] ), 'matched on the new examples' );
		$this->assertNotContains( "{$late}:why:answer", array_keys( $this->theme_rows( $theme['id'] ) ) );
	}

	public function test_the_owners_label_wins_over_later_readings(): void {
		$survey = $this->create_survey( self::questions() );
		$id     = $this->add_response( $survey, time(), array( array( 'why', 'Checkout is slow' ), array( 'short', 'Checkout' ) ) );
		$theme  = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Checkout' ) )->get_data();
		$this->process_all();
		$this->assertSame(
			array(
				"{$id}:short:answer" => 'auto',
				"{$id}:why:answer"   => 'auto',
			),
			$this->theme_rows( $theme['id'] )
		);

		$labelled = $this->rest(
			'PATCH',
			self::BASE . "/surveys/{$survey}/responses/{$id}/insights",
			array(
				'question_id' => 'why',
				'part'        => 'answer',
				'sentiment'   => 'positive',
				'theme_ids'   => array(),
			)
		);
		$this->assertSame( 200, $labelled->get_status(), (string) wp_json_encode( $labelled->get_data() ) );
		$why = array_values( array_filter( $labelled->get_data()['insights'], static fn( array $row ): bool => 'why' === $row['question_id'] ) )[0];
		$this->assertSame( 'positive', $why['sentiment'] );
		$this->assertSame( 'owner', $why['origin'] );
		$this->assertSame( array(), $why['theme_ids'] );

		// A change of themes re-matches the survey; new answers to the same response are read too.
		$this->rest( 'PATCH', self::BASE . "/surveys/{$survey}/themes/{$theme['id']}", array( 'examples' => array( 'slow' ) ) );
		$this->process_all();
		$this->assertSame( 1, $this->readings( $survey )[ "{$id}:why:answer" ], 'the owner\'s sentiment kept' );
		$this->assertSame( array( "{$id}:short:answer" => 'auto' ), $this->theme_rows( $theme['id'] ), 'and the owner\'s "no theme"' );

		$second = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Speed' ) )->get_data();
		$this->rest(
			'PATCH',
			self::BASE . "/surveys/{$survey}/responses/{$id}/insights",
			array(
				'question_id' => 'short',
				'part'        => 'answer',
				'theme_ids'   => array( $second['id'] ),
			)
		);
		$this->process_all();
		$this->assertSame( array( "{$id}:short:answer" => 'owner' ), $this->theme_rows( $second['id'] ) );
		$this->assertSame( array(), $this->theme_rows( $theme['id'] ), 'the owner\'s themes replace the matched ones' );
	}

	public function test_the_state_keeps_the_cursor_between_steps(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_response( $survey, time(), array( array( 'why', 'Slow' ) ) );
		$before = ProcessorState::load()->cursor;
		$this->process_all();
		$this->assertGreaterThan( $before, ProcessorState::load()->cursor );
		$this->assertSame( 1, ProcessorState::load()->survey( $survey )['analysed'] );
	}

	public function test_responses_ask_for_one_step_within_a_minute_not_one_each(): void {
		wp_clear_scheduled_hook( InsightsCron::STEP_HOOK );
		$writes = 0;
		$count  = static function () use ( &$writes ): void {
			++$writes;
		};
		add_action( 'update_option_cron', $count );
		add_action( 'add_option_cron', $count );

		$before = time();
		do_action( 'userfeedback_response_committed', 1, 1 );
		$due = wp_next_scheduled( InsightsCron::STEP_HOOK );
		for ( $i = 0; $i < 5; $i++ ) {
			do_action( 'userfeedback_response_committed', 2 + $i, 1 );
		}

		remove_action( 'update_option_cron', $count );
		remove_action( 'add_option_cron', $count );
		$this->assertIsInt( $due );
		$this->assertGreaterThanOrEqual( $before + InsightsCron::GATHER_SECONDS, $due, 'a minute of responses read together' );
		$this->assertSame( $due, wp_next_scheduled( InsightsCron::STEP_HOOK ) );
		$this->assertSame( 1, $writes, 'one write of the cron option for six responses' );
		wp_clear_scheduled_hook( InsightsCron::STEP_HOOK );
	}
}
