<?php
/**
 * `wp userfeedback links create`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery -- the tests write their CSV files and read our tables directly (names from Tables).

/**
 * The links on standard output or in a file, from a count or a CSV of values, and the refusals:
 * Lite, a survey without its page, a file naming no hidden field, an expiry in the past.
 */
final class LinksCommandTest extends CliTestCase {

	private static int $survey_id = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::tier( 'pro' );
		self::reset_with_demo_data( 1 );
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE `' . userfeedback()->tables()->links() . '`' );
		self::$survey_id  = self::survey_ids()['Website Experience'];
		$table            = userfeedback()->tables()->surveys();
		$settings         = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", self::$survey_id ) ), true );
		$settings['page'] = array(
			'enabled' => true,
			'layout'  => 'theme',
		);
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => self::$survey_id ) );
		wp_cache_flush();
	}

	public static function tearDownAfterClass(): void {
		self::tier( 'pro' );
		parent::tearDownAfterClass();
	}

	public function test_links_on_standard_output_and_in_a_file(): void {
		$result = self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--count=3' ) );

		self::assertSucceeded( $result );
		$lines = explode( "\n", trim( $result['out'] ) );
		self::assertSame( "\xEF\xBB\xBFlink", $lines[0] );
		self::assertCount( 4, $lines );
		self::assertMatchesRegularExpression( '#^https?://\S+\?uf_link=[0-9a-f]{32}$#', $lines[1] );

		$file   = sys_get_temp_dir() . '/uf-links-' . bin2hex( random_bytes( 4 ) ) . '.csv';
		$day    = gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS );
		$result = self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--count=2', '--expires=' . $day, '--output=' . $file ) );
		self::assertSucceeded( $result );
		self::assertStringContainsString( 'Success: Made 2 links to survey ' . self::$survey_id . ' in ' . $file . '.', $result['out'] );
		self::assertCount( 3, explode( "\n", trim( (string) file_get_contents( $file ) ) ) );
		unlink( $file );

		global $wpdb;
		$links = userfeedback()->tables()->links();
		self::assertSame( '5', $wpdb->get_var( "SELECT COUNT(*) FROM `{$links}`" ) );
		$end = ( new \DateTimeImmutable( $day . ' 23:59:59', wp_timezone() ) )->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		self::assertSame( '2', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$links}` WHERE expires_at = %s", $end ) ), 'the end of that day in the site\'s time zone' );
	}

	public function test_refusals_say_what_to_do(): void {
		$file = sys_get_temp_dir() . '/uf-people-' . bin2hex( random_bytes( 4 ) ) . '.csv';
		file_put_contents( $file, "customer\nC-1\n" );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--csv=' . $file ) ), 'This survey has no hidden fields a link can fill' );
		unlink( $file );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--csv=' . $file ) ), 'Cannot read' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--count=1', '--expires=2020-01-01' ) ), 'The links must expire in the future' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id ) ), 'Say how many links to make (--count=<number>) or give a CSV' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--count=0' ) ), '--count must be a whole number from 1 to 1,000.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::survey_ids()['Product Feedback'], '--count=1' ) ), 'Turn on the survey’s page first' );

		self::tier( 'lite' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'links', 'create', (string) self::$survey_id, '--count=1' ) ), 'Personal links are part of UserFeedback Pro' );
	}
}
