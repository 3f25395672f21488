<?php
/**
 * `wp userfeedback rollups rebuild`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

// phpcs:disable WordPress.DB.PreparedSQL -- the test changes and reads our tables directly (names from Tables).

/**
 * Rollups damaged behind the plugin's back (their key still says current) come back equal to a
 * rebuild from the responses: for the surveys named, or for all.
 */
final class RollupsCommandTest extends CliTestCase {

	/**
	 * Each survey's rollup rows as a rebuild makes them, by survey id.
	 *
	 * @var array<int, array<int, array<string, mixed>>>
	 */
	private static array $good = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::reset_with_demo_data( 25 );
		foreach ( self::survey_ids() as $id ) {
			self::$good[ $id ] = self::rebuilt_rollup_rows( $id );
		}
	}

	public function test_rebuild_of_named_surveys_repairs_them_and_leaves_the_others(): void {
		$ids = self::survey_ids();
		self::damage( $ids['Website Experience'] );
		self::damage( $ids['Product Feedback'] );

		$result = self::wp( array( 'userfeedback', 'rollups', 'rebuild', (string) $ids['Website Experience'] ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Rebuilt the rollups of 1 survey.\n", $result['out'] );
		self::assertSame( self::$good[ $ids['Website Experience'] ], self::rollup_rows( $ids['Website Experience'] ) );
		self::assertTrue( self::rollups_current( $ids['Website Experience'] ) );
		self::assertNotSame( self::$good[ $ids['Product Feedback'] ], self::rollup_rows( $ids['Product Feedback'] ), 'not named, not touched' );
	}

	public function test_rebuild_without_ids_repairs_every_survey(): void {
		$ids = self::survey_ids();
		foreach ( $ids as $id ) {
			self::damage( $id );
		}

		$result = self::wp( array( 'userfeedback', 'rollups', 'rebuild' ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Rebuilt the rollups of 5 surveys.\n", $result['out'] );
		foreach ( $ids as $title => $id ) {
			self::assertSame( self::$good[ $id ], self::rollup_rows( $id ), $title );
			self::assertTrue( self::rollups_current( $id ), $title );
		}
		// What the results screens read now: the published responses, counted from the rows.
		foreach ( self::published_counts() as $id => $count ) {
			$responses = array_sum( array_map( 'intval', array_column( array_filter( self::rollup_rows( $id ), static fn( array $row ): bool => '0' === (string) $row['kind'] ), 'answers' ) ) );
			self::assertSame( $count, $responses, "survey {$id}" );
		}
	}

	public function test_an_unknown_id_rebuilds_nothing(): void {
		$id = self::survey_ids()['Net Promoter Score'];
		self::damage( $id );

		self::assertFailedWith( self::wp( array( 'userfeedback', 'rollups', 'rebuild', (string) $id, '999998', '999999' ) ), 'There are no surveys 999998, 999999 on this site. Nothing was rebuilt.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'rollups', 'rebuild', 'all' ) ), '"all" is not a survey id' );
		self::assertNotSame( self::$good[ $id ], self::rollup_rows( $id ) );

		$bar = self::wp( array( 'userfeedback', 'rollups', 'rebuild', (string) $id, '--no-color' ), array( 'SHELL_PIPE' => '0' ) );
		self::assertSucceeded( $bar );
		self::assertMatchesRegularExpression( '/Rebuilding rollups\s+100%/', $bar['out'] );
		self::assertSame( self::$good[ $id ], self::rollup_rows( $id ) );
	}

	/**
	 * Changes a survey's rollup rows directly, its key left saying they are current, as a restored
	 * backup or a hand edit would.
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	private static function damage( int $survey_id ): void {
		global $wpdb;
		$table = userfeedback()->tables()->rollups();
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET answers = answers + 7 WHERE survey_id = %d AND kind = 0", $survey_id ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d AND kind = 2 LIMIT 3", $survey_id ) );
		self::assertTrue( self::rollups_current( $survey_id ) );
	}
}
