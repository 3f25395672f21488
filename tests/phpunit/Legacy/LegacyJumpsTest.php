<?php
/**
 * UserFeedback 1.x has no jump logic to carry over.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Legacy;

use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions -- reads the local fixture file.

/**
 * The evidence that the importer has nothing to map to jumps: every question of the real 1.x dump
 * has exactly the spec's keys, and its logic is show/hide display logic ({enabled, action,
 * conditions}, action show or hide) with no "skip to" target or "end survey" action anywhere. The
 * importer stores those questions through SurveyNormalizer, which gives each one no jumps.
 */
final class LegacyJumpsTest extends TestCase {

	public function test_1x_questions_carry_only_display_logic_and_import_without_jumps(): void {
		$dump = (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/userfeedback-1.x/tables.sql' );
		$this->assertSame( 1, preg_match( '/INSERT INTO `wp_userfeedback_surveys` .*?;\n/s', $dump, $insert ) );
		// The questions column: a JSON list in a SQL string, its quotes escaped.
		preg_match_all( "/'(\\[\\{.*?\\}\\])',/", $insert[0] ?? '', $columns );
		$this->assertCount( 2, $columns[1], 'the dump\'s two surveys' );

		$keys = array();
		foreach ( $columns[1] as $column ) {
			$questions = json_decode( stripslashes( $column ), true );
			$this->assertIsArray( $questions );
			foreach ( $questions as $question ) {
				$this->assertSame( array( 'id', 'type', 'title', 'config', 'settings', 'logic' ), array_keys( $question ) );
				$this->assertSame( array( 'enabled', 'action', 'conditions' ), array_keys( $question['logic'] ) );
				$this->assertContains( $question['logic']['action'], SurveyDefaults::LOGIC_ACTIONS );
				array_walk_recursive(
					$question,
					static function ( $value, $key ) use ( &$keys ): void {
						$keys[] = (string) $key;
					}
				);
			}
			$survey = ( new SurveyNormalizer() )->survey( array( 'questions' => $questions ) );
			$this->assertSame( array( array() ), array_values( array_unique( array_column( $survey['questions'], 'jumps' ), SORT_REGULAR ) ), 'imported without jumps' );
		}
		$this->assertSame( array(), preg_grep( '/jump|skip|goto|go_to|end|target/i', array_unique( $keys ) ), 'no jump in disguise' );
	}
}
