<?php
/**
 * `wp userfeedback legacy-import`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

use UserFeedback\Legacy\ImportState;

// phpcs:disable WordPress.DB.PreparedSQL, WordPress.PHP.DiscouragedPHPFunctions -- the test reads our tables directly (names from Tables) and runs the dev site installer.

/**
 * The UserFeedback 1.x import driven to the end by the command, on the site as 1.x left it (the
 * real 1.2.0 dump in tests/phpunit/fixtures/userfeedback-1.x, loaded by install-site.php v1-data):
 * a site without 1.x data is told so, the import keeps ids and exact reports, a second run only
 * reports.
 */
final class LegacyImportCommandTest extends CliTestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::forget_1x_data();
	}

	public static function tearDownAfterClass(): void {
		self::forget_1x_data();
		// Taking over from 1.x clears the licence (1.x's, under the same option name): back to Pro.
		self::tier( 'pro' );
		parent::tearDownAfterClass();
	}

	public function test_a_site_without_1x_data_has_nothing_to_import(): void {
		$result = self::wp( array( 'userfeedback', 'legacy-import' ) );

		self::assertFailedWith( $result, 'There is no UserFeedback 1.x data to import on this site: nothing to do.' );
		self::assertSame( 'none', ( new ImportState( $GLOBALS['wpdb'] ) )->get()['state'] );
	}

	public function test_the_import_runs_to_the_end_with_ids_kept_and_exact_rollups(): void {
		global $wpdb;
		$output = array();
		$code   = 0;
		exec( 'php ' . escapeshellarg( self::root() . '/bin/dev/install-site.php' ) . ' ' . escapeshellarg( self::site() ) . ' v1-data 2>&1', $output, $code );
		self::assertSame( 0, $code, implode( "\n", $output ) );
		wp_cache_flush();
		self::assertSame( 'pending', ( new ImportState( $wpdb ) )->get()['state'] );

		$result = self::wp( array( 'userfeedback', 'legacy-import', '--no-color' ), array( 'SHELL_PIPE' => '0' ) );

		self::assertSucceeded( $result );
		self::assertMatchesRegularExpression( '/Importing UserFeedback 1.x responses\s+100%/', $result['out'] );
		self::assertStringEndsWith( "Success: Your UserFeedback 1.x data is imported: 2 surveys and 40 responses (0 skipped).\n", $result['out'] );
		$state = ( new ImportState( $wpdb ) )->get();
		self::assertSame( 'done', $state['state'] );
		self::assertSame( array( 1, 2 ), array_values( self::survey_ids() ), 'surveys keep their 1.x ids' );
		self::assertSame( range( 1, 40 ), array_map( 'intval', $wpdb->get_col( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` ORDER BY id' ) ), 'responses keep theirs' );
		self::assertTrue( self::rollups_current( 1 ) );
		$imported = self::rollup_rows( 1 );
		self::assertSame( self::rebuilt_rollup_rows( 1 ), $imported, 'the rollups the import kept equal a rebuild' );
		self::assertSame( 38, self::published_counts()[1] );

		$again = self::wp( array( 'userfeedback', 'legacy-import' ) );
		self::assertSucceeded( $again );
		self::assertSame( "Success: Your UserFeedback 1.x data is imported: 2 surveys and 40 responses (0 skipped). (It was already done: nothing new was imported.)\n", $again['out'] );
		self::assertSame( 40, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '`' ) );
	}

	/**
	 * Removes 1.x's tables and the import's state, as on a site that never ran 1.x.
	 *
	 * @return void
	 */
	private static function forget_1x_data(): void {
		global $wpdb;
		$legacy = userfeedback()->legacy_tables();
		// Responses first: their foreign key points at 1.x's surveys table.
		foreach ( array( $legacy->responses(), $legacy->surveys() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" );
		}
		( new ImportState( $wpdb ) )->delete();
		self::empty_plugin_tables();
	}
}
