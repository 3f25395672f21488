<?php
/**
 * The UserFeedback 1.x import counts what it imports, batch by batch.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Database\Installer;
use UserFeedback\Legacy\ImportState;
use UserFeedback\Legacy\LegacySettings;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test loads a local dump and reads tables directly, on purpose.

/**
 * Loads the real 1.x dump (bin/dev/LegacyFixture.php, as LegacyImportTest does), imports it over
 * REST and checks each imported survey's counters against a recount, with nothing left for a
 * background rebuild. These tests change the schema (implicit commits), so each leaves the site
 * as it found it: our tables installed and empty of imported rows, no 1.x data.
 */
final class LegacyImportCountsTest extends TestCase {

	use CountersOracle;

	/**
	 * Our settings before the test, put back after.
	 *
	 * @var mixed
	 */
	private $settings_before;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->settings_before = get_option( SettingsStore::OPTION );
		$this->drop_ours();
		require_once dirname( __DIR__, 3 ) . '/bin/dev/LegacyFixture.php';
		\UserFeedback_Dev_Legacy_Fixture::load( $wpdb );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->drop_ours();
		$legacy = userfeedback()->legacy_tables();
		$wpdb->query( "DROP TABLE IF EXISTS `{$legacy->responses()}`" );
		$wpdb->query( "DROP TABLE IF EXISTS `{$legacy->surveys()}`" );
		foreach ( array_merge( array_keys( LegacySettings::SHARED_OPTIONS ), array_values( LegacySettings::SHARED_OPTIONS ), LegacySettings::OWN_OPTIONS ) as $option ) {
			delete_option( $option );
		}
		( new ImportState( $wpdb ) )->delete();
		update_option( SettingsStore::OPTION, $this->settings_before );
		wp_clear_scheduled_hook( BuildKind::Rollups->hook() );
		parent::tearDown();
		userfeedback()->installer()->upgrade();
	}

	public function test_imported_surveys_are_counted_exactly_in_the_import_s_own_batches(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		for ( $i = 0, $state = 'running'; 'running' === $state && $i < 50; $i++ ) {
			$response = $this->rest( 'POST', '/userfeedback/v1/legacy-import' );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$state = $response->get_data()['state'];
		}
		$this->assertSame( 'done', $state );

		$ids = array_map( 'intval', $wpdb->get_col( 'SELECT id FROM `' . userfeedback()->tables()->surveys() . '` ORDER BY id' ) );
		$this->assertSame( array( 1, 2 ), $ids );
		foreach ( $ids as $id ) {
			$this->assert_counters_are_a_recount( $id, "imported survey {$id}" );
		}
		$this->assertGreaterThan( 0, $this->counted_totals( 1 )['trashed'], 'the dump has trashed responses: counted too' );
		$this->assertSame( array(), userfeedback()->rollups()->build()->pending(), 'nothing left for a background rebuild' );
		$this->assertSame( array( 38, 38, 2 ), array_column( $this->rest( 'GET', '/userfeedback/v1/surveys/1/responses' )->get_data()['status_filters'], 'count' ) );
	}

	/**
	 * Drops our tables and forgets our schema version, as on a site that never ran this plugin.
	 *
	 * @return void
	 */
	private function drop_ours(): void {
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" );
		}
		delete_option( Installer::VERSION_OPTION );
	}
}
