<?php
/**
 * `wp userfeedback demo seed`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

// phpcs:disable WordPress.DB.PreparedSQL -- the test reads our tables directly (names from Tables).

/**
 * The shipped seeder through the command: what it writes, and that every count is exact at once.
 */
final class DemoCommandTest extends CliTestCase {

	public function test_seed_writes_the_demo_surveys_with_exact_counts_and_refuses_a_second_time(): void {
		global $wpdb;
		self::empty_plugin_tables();

		$result = self::wp( array( 'userfeedback', 'demo', 'seed', '--responses=50' ) );

		self::assertSucceeded( $result );
		self::assertSame( "Success: Added 5 demo surveys and 150 responses.\n", $result['out'] );
		$ids = self::survey_ids();
		self::assertSame( array( 'Website Experience', 'Net Promoter Score', 'Product Feedback', 'Pricing Page Poll', 'Holiday Sale Survey' ), array_keys( $ids ) );
		self::assertSame( 150, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '`' ) );

		// Every survey's rollups are current and equal a rebuild from the rows: nothing left for
		// a report to rebuild, nothing counted twice.
		foreach ( $ids as $id ) {
			self::assertTrue( self::rollups_current( $id ), "rollups of survey {$id} current" );
			$seeded = self::rollup_rows( $id );
			self::assertSame( self::rebuilt_rollup_rows( $id ), $seeded, "rollups of survey {$id}" );
		}
		// Impressions: a few per response on every day that has responses.
		$impressions = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(count) FROM `' . userfeedback()->tables()->impressions() . '` WHERE survey_id = %d', $ids['Website Experience'] ) );
		self::assertGreaterThanOrEqual( 3 * 50, $impressions );

		// A site with surveys gets no demo data.
		$again = self::wp( array( 'userfeedback', 'demo', 'seed' ) );
		self::assertFailedWith( $again, 'This site already has surveys, so no demo data was added' );
		self::assertSame( 5, count( self::survey_ids() ) );
	}

	public function test_seed_checks_its_option(): void {
		self::assertFailedWith( self::wp( array( 'userfeedback', 'demo', 'seed', '--responses=lots' ) ), '--responses must be a whole number from 0 to 100,000.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'demo', 'seed', '--responses=100001' ) ), '--responses must be a whole number' );
	}

	public function test_the_progress_bar_shows_on_a_terminal(): void {
		self::empty_plugin_tables();

		$result = self::wp( array( 'userfeedback', 'demo', 'seed', '--responses=5', '--no-color' ), array( 'SHELL_PIPE' => '0' ) );

		self::assertSucceeded( $result );
		self::assertMatchesRegularExpression( '/Writing demo responses\s+100%/', $result['out'] );
		self::assertStringEndsWith( "Success: Added 5 demo surveys and 15 responses.\n", $result['out'] );
	}
}
