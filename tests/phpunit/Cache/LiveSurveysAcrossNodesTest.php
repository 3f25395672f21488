<?php
/**
 * The live surveys a page gets, across web nodes sharing an object cache.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\SubmissionToken;

/**
 * LiveSurveys and LiveSurveyRows keep the live list in the 'userfeedback' group under its "last
 * changed" stamp: node C has cached the list on a page view, node A writes, and C's next page
 * view gets the write.
 */
final class LiveSurveysAcrossNodesTest extends CacheTestCase {

	/**
	 * The live rows as a new request builds them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function page_rows(): array {
		global $wpdb;
		$tables = userfeedback()->tables();
		return ( new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ) ) )->all();
	}

	/**
	 * Node C views a page (filling the cache), then the next request is on node A.
	 *
	 * @return array<int, array<string, mixed>> What C's page got.
	 */
	private function page_view_on_c_then_node_a(): array {
		$this->next_request( 'C' );
		$rows = $this->page_rows();
		$this->assertTrue( $this->cache->stored( 'last_changed', LiveSurveys::CACHE_GROUP ) );
		$this->next_request( 'A' );
		return $rows;
	}

	public function test_a_survey_published_on_a_is_live_on_cs_next_page_view(): void {
		$draft = $this->create_survey( array( 'status' => 'draft' ) );
		$this->assertArrayNotHasKey( $draft, $this->page_view_on_c_then_node_a() );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys/publish', array( 'survey_ids' => array( $draft ) ) )->get_status() );
		$created = $this->create_survey( array( 'title' => 'New on A' ) );

		$this->next_request( 'C' );
		$rows = $this->page_rows();
		$this->assertArrayHasKey( $draft, $rows );
		$this->assertArrayHasKey( $created, $rows );
	}

	public function test_an_edit_and_a_trash_on_a_reach_c(): void {
		$edited  = $this->create_survey( array( 'title' => 'Before' ) );
		$trashed = $this->create_survey();
		$this->assertSame( 'Before', $this->page_view_on_c_then_node_a()[ $edited ]['title'] );

		$this->act_as( 'administrator' );
		$survey          = $this->rest( 'GET', '/userfeedback/v1/surveys/' . $edited )->get_data();
		$survey['title'] = 'After';
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $survey )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $trashed ) ) )->get_status() );

		$this->next_request( 'C' );
		$rows = $this->page_rows();
		$this->assertSame( 'After', $rows[ $edited ]['title'] );
		$this->assertArrayNotHasKey( $trashed, $rows );
	}

	public function test_a_node_whose_database_had_not_applied_the_publish_yet_serves_it_within_a_minute(): void {
		global $wpdb;
		$draft = $this->create_survey( array( 'status' => 'draft' ) );
		$this->page_view_on_c_then_node_a();
		// A's publish moves the stamp; C's database node has not applied the UPDATE yet when C's
		// page view reads the list under the new stamp.
		LiveSurveys::invalidate();
		$this->next_request( 'C' );
		$this->assertArrayNotHasKey( $draft, $this->page_rows() );
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'publish' ), array( 'id' => $draft ) );
		SharedObjectCache::advance( LiveSurveys::CACHE_SECONDS + 1 );
		$this->next_request( 'C' );
		$this->assertArrayHasKey( $draft, $this->page_rows(), 'not kept until the next survey write' );
	}

	public function test_the_response_limit_reached_on_a_and_a_trashed_response_reach_c(): void {
		$id = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'response_limit' => 1 ) ) ) );
		$this->assertArrayHasKey( $id, $this->page_view_on_c_then_node_a() );

		$answered = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array(
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
				'answers' => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Yes',
					),
				),
			)
		);
		$this->assertSame( 201, $answered->get_status(), (string) wp_json_encode( $answered->get_data() ) );
		$this->next_request( 'C' );
		$this->assertArrayNotHasKey( $id, $this->page_rows(), 'at its limit: off every node\'s pages' );

		// The owner trashes that response on A: the survey is under its limit again.
		$this->next_request( 'A' );
		$this->act_as( 'administrator' );
		$trash = $this->rest( 'POST', "/userfeedback/v1/surveys/{$id}/responses/trash", array( 'response_ids' => array( (int) $answered->get_data()['id'] ) ) );
		$this->assertSame( 200, $trash->get_status(), (string) wp_json_encode( $trash->get_data() ) );
		$this->next_request( 'C' );
		$this->assertArrayHasKey( $id, $this->page_rows(), 'under its limit again: back on pages' );

		// Restored on A: at the limit again.
		$this->next_request( 'A' );
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', "/userfeedback/v1/surveys/{$id}/responses/restore", array( 'response_ids' => array( (int) $answered->get_data()['id'] ) ) )->get_status() );
		$this->next_request( 'C' );
		$this->assertArrayNotHasKey( $id, $this->page_rows() );
	}
}
