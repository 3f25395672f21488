<?php
/**
 * A completion under a response limit writes the survey's guard first.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test reads the guard column directly, on purpose.

/**
 * A FOR UPDATE read holds within one Galera node; the guard is a write (guard_seq + 1), which
 * certification orders across nodes. A survey without a limit is not written.
 */
final class SurveyGuardTest extends TestCase {

	public function test_a_limited_surveys_completion_bumps_its_guard_and_an_unlimited_one_writes_nothing(): void {
		global $wpdb;
		$tables    = userfeedback()->tables();
		$limit     = new ResponseLimit( $wpdb, $tables );
		$limited   = $this->survey( 2 );
		$unlimited = $this->survey( 0 );

		$this->assertTrue( $limit->admits_completion( $limited ) );
		$this->assertTrue( $limit->admits_completion( $limited ) );
		$this->assertTrue( $limit->admits_completion( $unlimited ) );

		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( "SELECT guard_seq FROM `{$tables->surveys()}` WHERE id = %d", $limited['id'] ) ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT guard_seq FROM `{$tables->surveys()}` WHERE id = %d", $unlimited['id'] ) ) );
		$this->assertNull( $limit->admits_completion( array( 'id' => 999999 ) + $limited ), 'a survey gone: nothing to complete' );
	}

	/**
	 * A published survey with a response limit (0: none), as stored.
	 *
	 * @param int $response_limit The limit.
	 * @return array<string, mixed>
	 */
	private function survey( int $response_limit ): array {
		global $wpdb;
		$repository = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$id         = $repository->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'    => 'Limited',
					'status'   => 'publish',
					'settings' => array( 'behavior' => array( 'response_limit' => $response_limit ) ),
				)
			)
		);
		return (array) $repository->find( $id );
	}
}
