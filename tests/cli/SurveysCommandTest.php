<?php
/**
 * `wp userfeedback surveys list|get`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

// phpcs:disable WordPress.DB.PreparedSQL -- the test reads our tables directly (names from Tables).

/**
 * The list (formats, filters, counts from the rollups or, when stale, from the responses) and the
 * survey object (the REST API's).
 */
final class SurveysCommandTest extends CliTestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::reset_with_demo_data( 30 );
	}

	public function test_list_as_json_has_every_survey_but_the_trash_with_published_responses(): void {
		$result = self::wp( array( 'userfeedback', 'surveys', 'list', '--format=json' ) );

		self::assertSucceeded( $result );
		$items = json_decode( $result['out'], true );
		self::assertIsArray( $items );
		$ids = self::survey_ids();
		self::assertSame( array_values( $ids ), array_column( $items, 'id' ), 'every survey, oldest first' );
		self::assertSame( array( 'id', 'title', 'status', 'responses', 'created_at', 'publish_at' ), array_keys( $items[0] ) );
		self::assertSame( array_keys( $ids ), array_column( $items, 'title' ) );
		self::assertSame( array( 'publish', 'publish', 'publish', 'draft', 'scheduled' ), array_column( $items, 'status' ) );
		self::assertSame( array_values( self::published_counts() ), array_column( $items, 'responses' ), 'published responses, trashed ones left out' );
		self::assertSame( 30 * 3, array_sum( array_column( $items, 'responses' ) ) + self::trashed_responses() );

		// The dates as the REST API gives them.
		$rest = self::rest_survey( $ids['Holiday Sale Survey'] );
		$last = end( $items );
		self::assertSame( $rest['created_at'], $last['created_at'] );
		self::assertSame( $rest['publish_at'], $last['publish_at'] );
		self::assertNull( $items[0]['publish_at'] );
	}

	public function test_list_filters_by_status_and_prints_a_table_or_csv(): void {
		$ids = self::survey_ids();

		$drafts = self::wp( array( 'userfeedback', 'surveys', 'list', '--status=draft', '--format=csv' ) );
		self::assertSucceeded( $drafts );
		self::assertSame(
			"id,title,status,responses,created_at,publish_at\n{$ids['Pricing Page Poll']},\"Pricing Page Poll\",draft,0," . self::rest_survey( $ids['Pricing Page Poll'] )['created_at'] . ",\n",
			$drafts['out']
		);

		$scheduled = json_decode( self::wp( array( 'userfeedback', 'surveys', 'list', '--status=scheduled', '--format=json' ) )['out'], true );
		self::assertSame( array( $ids['Holiday Sale Survey'] ), array_column( (array) $scheduled, 'id' ) );
		$live = json_decode( self::wp( array( 'userfeedback', 'surveys', 'list', '--status=publish', '--format=json' ) )['out'], true );
		self::assertSame( array( $ids['Website Experience'], $ids['Net Promoter Score'], $ids['Product Feedback'] ), array_column( (array) $live, 'id' ) );
		self::assertSame( '[]', self::wp( array( 'userfeedback', 'surveys', 'list', '--status=trash', '--format=json' ) )['out'], 'WP-CLI prints an empty list as [] without a line break' );

		// A table (tab-separated when the output is not a terminal, as WP-CLI prints tables).
		$table = self::wp( array( 'userfeedback', 'surveys', 'list' ) );
		self::assertSucceeded( $table );
		$lines = explode( "\n", trim( $table['out'] ) );
		self::assertSame( "id\ttitle\tstatus\tresponses\tcreated_at\tpublish_at", $lines[0] );
		self::assertCount( 6, $lines );
		self::assertStringStartsWith( $ids['Website Experience'] . "\tWebsite Experience\tpublish\t" . self::published_counts()[ $ids['Website Experience'] ] . "\t", $lines[1] );
	}

	public function test_list_counts_stay_exact_when_the_rollups_are_stale(): void {
		$ids = self::survey_ids();
		userfeedback()->rollups()->invalidate( array( $ids['Net Promoter Score'] ) );

		$items = json_decode( self::wp( array( 'userfeedback', 'surveys', 'list', '--format=json' ) )['out'], true );

		self::assertSame( array_values( self::published_counts() ), array_column( (array) $items, 'responses' ) );
		self::assertFalse( self::rollups_current( $ids['Net Promoter Score'] ), 'a list never rebuilds rollups' );
		userfeedback()->rollups()->ensure_current( $ids['Net Promoter Score'] );
	}

	public function test_list_refuses_an_unknown_status_or_format(): void {
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'list', '--status=live' ) ), "Invalid value specified for 'status'" );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'list', '--format=xml' ) ), "Invalid value specified for 'format'" );
	}

	public function test_get_prints_the_rest_apis_survey_object_as_json_or_yaml(): void {
		$id = self::survey_ids()['Net Promoter Score'];

		$json = self::wp( array( 'userfeedback', 'surveys', 'get', (string) $id ) );

		self::assertSucceeded( $json );
		self::assertSame( self::rest_survey( $id ), json_decode( $json['out'], true ) );
		self::assertStringStartsWith( "{\n    \"id\": {$id},\n    \"title\": \"Net Promoter Score\",", $json['out'], 'pretty-printed JSON' );

		$yaml = self::wp( array( 'userfeedback', 'surveys', 'get', (string) $id, '--format=yaml' ) );
		self::assertSucceeded( $yaml );
		self::assertStringContainsString( "\ntitle: Net Promoter Score\n", $yaml['out'] );
		self::assertStringContainsString( 'responses_count: ' . self::published_counts()[ $id ] . "\n", $yaml['out'] );
	}

	public function test_get_refuses_an_unknown_or_malformed_id(): void {
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'get', '99999' ) ), 'There is no survey 99999 on this site.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'get', 'abc' ) ), '"abc" is not a survey id' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'get', '0' ) ), '"0" is not a survey id' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'get', '1', '--format=csv' ) ), "Invalid value specified for 'format'" );
	}

	/**
	 * GET userfeedback/v1/surveys/{id} through the REST server, as an administrator, as decoded JSON.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>
	 */
	private static function rest_survey( int $id ): array {
		wp_set_current_user( 1 );
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/userfeedback/v1/surveys/' . $id ) );
		wp_set_current_user( 0 );
		self::assertSame( 200, $response->get_status() );
		return (array) json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * Trashed responses on the site.
	 *
	 * @return int
	 */
	private static function trashed_responses(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . "` WHERE status = 'trash'" );
	}
}
