<?php
/**
 * Site Health: the database version check.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Tables;
use UserFeedback\Health\InstalledTables;
use UserFeedback\Health\Result;
use UserFeedback\Health\SchemaVersionCheck;

/**
 * Good at the code's version with every table; critical when the stored version (option
 * `userfeedback_schema_version`, rolled back with the test) is older, newer or missing, or a table
 * is missing.
 */
final class SchemaVersionCheckTest extends HealthTestCase {

	public function test_the_installed_site_is_good(): void {
		$result = $this->check()->run();

		$this->assert_result( $result, SchemaVersionCheck::ID, Result::GOOD );
		$this->assertStringContainsString( sprintf( 'at version %d', $this->code() ), self::text( $result ) );
		$this->assertSame( '', $result['actions'] );
	}

	public function test_a_stale_stored_version_is_critical(): void {
		update_option( Installer::VERSION_OPTION, $this->code() - 1 );

		$result = $this->check()->run();

		$this->assert_result( $result, SchemaVersionCheck::ID, Result::CRITICAL );
		$this->assertSame( 'The UserFeedback database needs an update', $result['label'] );
		$this->assertStringContainsString( sprintf( 'is at version %d, but the plugin needs version %d', $this->code() - 1, $this->code() ), self::text( $result ) );
		$this->assertStringContainsString( 'Deactivate UserFeedback and activate it again', self::text( $result ) );
		$this->assertStringContainsString( esc_url( admin_url( 'plugins.php' ) ), $result['actions'] );
	}

	public function test_a_site_never_installed_is_critical(): void {
		update_option( Installer::VERSION_OPTION, 0 );

		$result = $this->check()->run();

		$this->assert_result( $result, SchemaVersionCheck::ID, Result::CRITICAL );
		$this->assertStringContainsString( 'never been installed', self::text( $result ) );
	}

	public function test_a_newer_stored_version_is_critical(): void {
		update_option( Installer::VERSION_OPTION, $this->code() + 1 );

		$result = $this->check()->run();

		$this->assert_result( $result, SchemaVersionCheck::ID, Result::CRITICAL );
		$this->assertSame( 'The UserFeedback database is newer than the plugin', $result['label'] );
		$this->assertStringContainsString( sprintf( 'upgraded to version %d', $this->code() + 1 ), self::text( $result ) );
	}

	public function test_missing_tables_are_critical_and_listed(): void {
		global $wpdb;
		// Dropping a table would commit the test's transaction; the check is pointed at a prefix
		// with no tables instead.
		$elsewhere = clone $wpdb;
		$this->assertInstanceOf( \wpdb::class, $elsewhere );
		$elsewhere->prefix = $wpdb->prefix . 'nothing_';
		$tables            = new Tables( $elsewhere );

		$result = ( new SchemaVersionCheck( userfeedback()->installer(), new InstalledTables( $wpdb ), $tables ) )->run();

		$this->assert_result( $result, SchemaVersionCheck::ID, Result::CRITICAL );
		$this->assertStringContainsString( 'some of its tables are missing', self::text( $result ) );
		$this->assertStringContainsString( '<li>' . $wpdb->prefix . 'nothing_userfeedback_surveys</li>', (string) $result['description'] );
		$this->assertSame( count( $tables->all() ), substr_count( (string) $result['description'], '<li>' ) );
	}

	public function test_installed_tables_finds_every_table_of_the_site(): void {
		global $wpdb;
		$tables = userfeedback()->tables()->all();

		$this->assertSame( array(), ( new InstalledTables( $wpdb ) )->missing( $tables ) );
		$this->assertSame( array( 'ghost' => 'wp_ghost' ), ( new InstalledTables( $wpdb ) )->missing( $tables + array( 'ghost' => 'wp_ghost' ) ) );
	}

	/**
	 * The check over the running site.
	 *
	 * @return SchemaVersionCheck
	 */
	private function check(): SchemaVersionCheck {
		global $wpdb;
		return new SchemaVersionCheck( userfeedback()->installer(), new InstalledTables( $wpdb ), userfeedback()->tables() );
	}

	/**
	 * The code's schema version.
	 *
	 * @return int
	 */
	private function code(): int {
		return userfeedback()->installer()->code_version();
	}
}
