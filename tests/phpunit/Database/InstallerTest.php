<?php
/**
 * Schema installation and migrations.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Uninstaller;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

/**
 * These tests change the schema (an implicit commit), so each leaves the tables as it found them:
 * installed at the code's version.
 */
final class InstallerTest extends TestCase {

	/**
	 * Reinstalls whatever a test dropped.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		parent::tearDown();
		userfeedback()->installer()->upgrade();
	}

	public function test_activation_creates_every_table_at_the_current_version(): void {
		$this->drop_everything();
		$this->assertSame( array(), $this->existing_tables() );

		Installer::on_activation( false );

		$this->assertSame( array( 'answer_insights', 'answer_themes', 'answers', 'build_fences', 'builds', 'claims', 'counts', 'delivery_health', 'email_queue', 'impressions', 'insight_themes', 'links', 'rate_limits', 'response_facts', 'response_fields', 'response_notes', 'response_tags', 'responses', 'result_links', 'rollups', 'rollups_build', 'surveys', 'webhook_deliveries', 'webhooks' ), $this->existing_tables() );
		$this->assertSame( userfeedback()->installer()->code_version(), (int) get_option( Installer::VERSION_OPTION ) );
		$this->assertSame( 'light', ( new SettingsStore() )->get( 'widget_theme' ) );
	}

	public function test_tables_have_the_indexes_statistics_rely_on(): void {
		$this->assertSame( array( 'survey_id', 'status', 'submitted_at' ), $this->index_columns( 'responses', 'survey_status_submitted' ) );
		$this->assertSame( array( 'survey_id', 'question_id', 'status', 'submitted_at', 'response_id', 'value_num', 'has_extra' ), $this->index_columns( 'answers', 'survey_question_order' ) );
		$this->assertSame( array(), $this->index_columns( 'answers', 'survey_question_status_submitted' ), 'superseded (migration 2)' );
		$this->assertSame( array(), $this->index_columns( 'answers', 'survey_question_time' ), 'superseded by survey_question_order (migration 3)' );
		$this->assertSame( array( 'survey_id', 'kind', 'question_id', 'day', 'value_hash', 'shard' ), $this->index_columns( 'rollups', 'PRIMARY' ) );
		$this->assertSame( array( 'survey_id', 'day', 'shard' ), $this->index_columns( 'impressions', 'PRIMARY' ) );
		$this->assertSame( array( 'survey_id', 'scope', 'slot', 'shard' ), $this->index_columns( 'counts', 'PRIMARY' ) );
		$this->assertSame( array( 'scope', 'slot', 'survey_id', 'published' ), $this->index_columns( 'counts', 'scope_slot' ), 'covers the overview\'s sums (InnoDB appends the key\'s shard)' );
	}

	public function test_our_old_version_option_moves_and_1x_s_is_never_read_as_ours(): void {
		$installer = userfeedback()->installer();
		delete_option( Installer::VERSION_OPTION );
		update_option( Installer::OLD_VERSION_OPTION, '4' );
		$this->assertSame( 4, $installer->installed_version(), 'read from the old option' );

		$this->assertTrue( $installer->upgrade() );

		$this->assertSame( $installer->code_version(), (int) get_option( Installer::VERSION_OPTION ) );
		$this->assertFalse( get_option( Installer::OLD_VERSION_OPTION ), 'ours, a bare number: moved' );

		// UserFeedback 1.x keeps '1.0.0' under the old name: not a version of ours.
		delete_option( Installer::VERSION_OPTION );
		update_option( Installer::OLD_VERSION_OPTION, '1.0.0' );
		$this->assertSame( 0, $installer->installed_version() );
		delete_option( Installer::OLD_VERSION_OPTION );
	}

	public function test_running_migrations_twice_changes_nothing(): void {
		$installer = userfeedback()->installer();
		$this->assertTrue( $installer->upgrade() );
		$first = $this->snapshot();

		update_option( Installer::VERSION_OPTION, 0 );
		$this->assertTrue( $installer->upgrade() );
		$this->assertTrue( $installer->upgrade() );

		$this->assertSame( $first, $this->snapshot() );
	}

	public function test_version_3_retires_the_crc_column_and_its_indexes_and_keeps_the_answers(): void {
		global $wpdb;
		$answers = userfeedback()->tables()->answers();
		$builds  = userfeedback()->tables()->builds();
		// The answers table as schema version 2 left it (no builds table yet either).
		// phpcs:disable WordPress.DB
		$wpdb->query( "ALTER TABLE `{$answers}` DROP INDEX survey_question_order, ADD COLUMN value_crc int(10) unsigned GENERATED ALWAYS AS (crc32(value)) STORED AFTER submitted_at, ADD KEY survey_question_time (survey_id,question_id,status,submitted_at,response_id,value_num,value_crc,has_extra), ADD KEY survey_question_crc (survey_id,question_id,status,value_crc,has_extra)" );
		$wpdb->query( "DROP TABLE `{$builds}`" );
		$wpdb->insert(
			$answers,
			array(
				'response_id'  => 1,
				'survey_id'    => 1,
				'question_id'  => 'q',
				'value'        => 'kept',
				'status'       => 'publish',
				'submitted_at' => '2026-01-01 00:00:00',
			)
		);
		update_option( Installer::VERSION_OPTION, 2 );

		userfeedback()->installer()->maybe_upgrade();

		$this->assertSame( userfeedback()->installer()->code_version(), userfeedback()->installer()->installed_version(), 'migrations after 3 run too' );
		$this->assertNull( $wpdb->get_var( "SHOW COLUMNS FROM `{$answers}` LIKE 'value_crc'" ) );
		$this->assertSame( $builds, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $builds ) ) );
		$this->assertSame( array(), $this->index_columns( 'answers', 'survey_question_time' ) );
		$this->assertSame( array(), $this->index_columns( 'answers', 'survey_question_crc' ) );
		$this->assertSame( array( 'survey_id', 'question_id', 'status', 'submitted_at', 'response_id', 'value_num', 'has_extra' ), $this->index_columns( 'answers', 'survey_question_order' ) );
		$this->assertSame( '1', $wpdb->get_var( "SELECT COUNT(*) FROM `{$answers}` WHERE value = 'kept'" ) );
		$wpdb->query( "DELETE FROM `{$answers}` WHERE value = 'kept'" );
		// phpcs:enable
	}

	public function test_an_older_stored_version_triggers_the_upgrade_and_a_current_one_does_not(): void {
		global $wpdb;
		$installer = userfeedback()->installer();
		$table     = userfeedback()->tables()->impressions();

		$wpdb->query( "DROP TABLE `{$table}`" ); // phpcs:ignore WordPress.DB
		$installer->maybe_upgrade();
		$this->assertNotContains( 'impressions', $this->existing_tables(), 'a current version must not run dbDelta' );

		update_option( Installer::VERSION_OPTION, $installer->code_version() - 1 );
		$installer->maybe_upgrade();
		$this->assertContains( 'impressions', $this->existing_tables() );
		$this->assertSame( $installer->code_version(), $installer->installed_version() );
	}

	public function test_hooks_are_registered_once_per_feature(): void {
		$installer = userfeedback()->installer();
		$this->assertSame( 1, has_action( 'init', array( $installer, 'maybe_upgrade' ) ) );
		$this->assertSame( 200, has_action( 'wp_initialize_site', array( $installer, 'install_new_site' ) ) );
		$this->assertContains( userfeedback()->tables()->answers(), apply_filters( 'wpmu_drop_tables', array() ) );
	}

	public function test_uninstall_keeps_data_unless_the_admin_opted_in(): void {
		$uninstaller = new Uninstaller( userfeedback() );

		$this->assertFalse( $uninstaller->run() );
		$this->assertCount( 24, $this->existing_tables() );

		update_option( 'userfeedback_insights_state', array( 'cursor' => 9 ) );
		update_option( 'userfeedback_insights_rev_5', 'abc', false );
		userfeedback()->settings()->update( array( 'delete_data_on_uninstall' => true ) );
		$this->assertTrue( $uninstaller->run() );
		$this->assertSame( array(), $this->existing_tables() );
		$this->assertFalse( get_option( 'userfeedback_insights_state' ), 'the insights\' state goes too' );
		$this->assertFalse( get_option( 'userfeedback_insights_rev_5' ) );
		$this->assertFalse( get_option( Installer::VERSION_OPTION ) );
		$this->assertFalse( get_option( SettingsStore::OPTION ) );
	}

	/**
	 * Drops the tables and forgets the version and settings.
	 *
	 * @return void
	 */
	private function drop_everything(): void {
		userfeedback()->installer()->drop_tables();
		delete_option( SettingsStore::OPTION );
	}

	/**
	 * Short names of the plugin tables that exist.
	 *
	 * @return string[]
	 */
	private function existing_tables(): array {
		global $wpdb;
		$found = array();
		foreach ( userfeedback()->tables()->all() as $short => $table ) {
			if ( $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) ) {
				$found[] = $short;
			}
		}
		sort( $found );
		return $found;
	}

	/**
	 * The columns of an index, in order.
	 *
	 * @param string $short Short table name.
	 * @param string $index Index name.
	 * @return string[]
	 */
	private function index_columns( string $short, string $index ): array {
		global $wpdb;
		$table = userfeedback()->tables()->all()[ $short ];
		$rows  = $wpdb->get_results( $wpdb->prepare( "SHOW INDEX FROM `{$table}` WHERE Key_name = %s", $index ), ARRAY_A ); // phpcs:ignore WordPress.DB
		usort( $rows, static fn( $a, $b ) => (int) $a['Seq_in_index'] <=> (int) $b['Seq_in_index'] );
		return array_column( $rows, 'Column_name' );
	}

	/**
	 * Every table definition plus the options the migrations write.
	 *
	 * @return array<string, mixed>
	 */
	private function snapshot(): array {
		global $wpdb;
		$snapshot = array();
		foreach ( userfeedback()->tables()->all() as $short => $table ) {
			$create             = $wpdb->get_row( "SHOW CREATE TABLE `{$table}`", ARRAY_N ); // phpcs:ignore WordPress.DB
			$snapshot[ $short ] = preg_replace( '/AUTO_INCREMENT=\d+ /', '', (string) $create[1] );
		}
		wp_cache_flush();
		$snapshot['version']  = get_option( Installer::VERSION_OPTION );
		$snapshot['settings'] = get_option( SettingsStore::OPTION );
		return $snapshot;
	}
}
