<?php
/**
 * Schema 26: the counter tables' keys gain the shard, rows and sums kept.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Installer;
use UserFeedback\Database\ShardedCounterKeys;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test rebuilds our own tables in their version 25 shapes.

/**
 * These tests change the schema (an implicit commit, so the rows they write are committed): each
 * removes its rows and leaves the tables installed at the code's version.
 */
final class ShardedCounterKeysTest extends TestCase {

	private const SURVEY = 990026;

	protected function tearDown(): void {
		global $wpdb;
		parent::tearDown();
		$tables = userfeedback()->tables();
		foreach ( array( $tables->counts(), $tables->rollups(), $tables->rollups_build(), $tables->impressions() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", self::SURVEY ) );
		}
		userfeedback()->installer()->upgrade();
	}

	public function test_version_26_keys_the_counters_by_shard_and_keeps_every_row_and_sum(): void {
		global $wpdb;
		$tables  = userfeedback()->tables();
		$charset = $wpdb->get_charset_collate();
		$survey  = self::SURVEY;

		// The version 25 tables, with rows.
		$wpdb->query( "DROP TABLE `{$tables->counts()}`" );
		$wpdb->query( "CREATE TABLE `{$tables->counts()}` (survey_id bigint(20) unsigned NOT NULL, scope tinyint(3) unsigned NOT NULL DEFAULT 0, slot datetime NOT NULL, published int(11) NOT NULL DEFAULT 0, trashed int(11) NOT NULL DEFAULT 0, partial int(11) NOT NULL DEFAULT 0, partial_trashed int(11) NOT NULL DEFAULT 0, PRIMARY KEY (survey_id,scope,slot), KEY scope_slot (scope,slot,survey_id,published)) ENGINE=InnoDB {$charset}" );
		$wpdb->query( "INSERT INTO `{$tables->counts()}` VALUES ({$survey}, 0, '1000-01-01 00:00:00', 7, 2, 1, 0), ({$survey}, 0, '2026-03-01 10:15:00', 4, 0, 1, 0), ({$survey}, 2, '2026-03-01 10:00:00', 7, 0, 1, 0)" );
		foreach ( array( $tables->rollups(), $tables->rollups_build() ) as $table ) {
			$wpdb->query( "DROP TABLE `{$table}`" );
			$wpdb->query( "CREATE TABLE `{$table}` (survey_id bigint(20) unsigned NOT NULL, kind tinyint(3) unsigned NOT NULL, question_id varchar(64) NOT NULL DEFAULT '', day date NOT NULL, value_hash binary(16) NOT NULL, value text NOT NULL, answers int(11) NOT NULL DEFAULT 0, comments int(11) NOT NULL DEFAULT 0, PRIMARY KEY (survey_id,kind,question_id,day,value_hash)) ENGINE=InnoDB {$charset}" );
			$wpdb->query( "INSERT INTO `{$table}` VALUES ({$survey}, 0, '', '2026-03-01', UNHEX(MD5('')), '', 7, 0), ({$survey}, 2, 'pick', '2026-03-01', UNHEX(MD5('A')), 'A', 5, 1)" );
		}
		$wpdb->query( "DROP TABLE `{$tables->impressions()}`" );
		$wpdb->query( "CREATE TABLE `{$tables->impressions()}` (survey_id bigint(20) unsigned NOT NULL, day date NOT NULL, count int(10) unsigned NOT NULL DEFAULT 0, PRIMARY KEY (survey_id,day)) ENGINE=InnoDB {$charset}" );
		$wpdb->query( "INSERT INTO `{$tables->impressions()}` VALUES ({$survey}, '2026-03-01', 30), ({$survey}, '2026-03-02', 12)" );
		$before = $this->contents();

		// The upgrade from 25: dbDelta adds the column, migration 26 the keys. dbDelta's own
		// ADD PRIMARY KEY is refused by the existing key (hidden here, as on a site without
		// WP_DEBUG_DISPLAY).
		update_option( Installer::VERSION_OPTION, 25, true );
		$shown      = $wpdb->hide_errors();
		$suppressed = $wpdb->suppress_errors( true );
		$this->assertTrue( userfeedback()->installer()->upgrade() );
		$wpdb->suppress_errors( $suppressed );
		$wpdb->show_errors( $shown );
		$this->assertSame( userfeedback()->installer()->code_version(), (int) get_option( Installer::VERSION_OPTION ) );

		$this->assertSame( array( 'survey_id', 'scope', 'slot', 'shard' ), $this->key( $tables->counts() ) );
		$this->assertSame( array( 'survey_id', 'kind', 'question_id', 'day', 'value_hash', 'shard' ), $this->key( $tables->rollups() ) );
		$this->assertSame( array( 'survey_id', 'kind', 'question_id', 'day', 'value_hash', 'shard' ), $this->key( $tables->rollups_build() ) );
		$this->assertSame( array( 'survey_id', 'day', 'shard' ), $this->key( $tables->impressions() ) );
		$this->assertSame( $before, $this->contents(), 'every row kept, as its key\'s shard 0' );
		$this->assertSame( array( '0' ), array_values( array_unique( $wpdb->get_col( "SELECT shard FROM `{$tables->counts()}` WHERE survey_id = {$survey}" ) ) ) );

		// A key now takes a row per shard, and a re-run does nothing.
		$wpdb->query( "INSERT INTO `{$tables->impressions()}` (survey_id, day, shard, count) VALUES ({$survey}, '2026-03-01', 2, 5)" );
		$this->assertSame( '35', $wpdb->get_var( "SELECT SUM(count) FROM `{$tables->impressions()}` WHERE survey_id = {$survey} AND day = '2026-03-01'" ) );
		$this->assertSame( array(), ( new ShardedCounterKeys( $wpdb, $tables ) )->apply() );
	}

	public function test_a_new_site_has_the_keys_and_nothing_to_change(): void {
		global $wpdb;
		$this->assertSame( array(), ( new ShardedCounterKeys( $wpdb, userfeedback()->tables() ) )->apply() );
	}

	/**
	 * The test survey's counter rows, without their shard.
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	private function contents(): array {
		global $wpdb;
		$tables = userfeedback()->tables();
		$survey = self::SURVEY;
		return array(
			'counts'        => $wpdb->get_results( "SELECT scope, slot, published, trashed, partial, partial_trashed FROM `{$tables->counts()}` WHERE survey_id = {$survey} ORDER BY scope, slot", ARRAY_A ),
			'rollups'       => $wpdb->get_results( "SELECT kind, question_id, day, HEX(value_hash) AS h, value, answers, comments FROM `{$tables->rollups()}` WHERE survey_id = {$survey} ORDER BY kind, question_id", ARRAY_A ),
			'rollups_build' => $wpdb->get_results( "SELECT kind, question_id, day, HEX(value_hash) AS h, value, answers, comments FROM `{$tables->rollups_build()}` WHERE survey_id = {$survey} ORDER BY kind, question_id", ARRAY_A ),
			'impressions'   => $wpdb->get_results( "SELECT day, count FROM `{$tables->impressions()}` WHERE survey_id = {$survey} ORDER BY day", ARRAY_A ),
		);
	}

	/**
	 * A table's primary key columns.
	 *
	 * @param string $table Full table name.
	 * @return string[]
	 */
	private function key( string $table ): array {
		global $wpdb;
		return array_map( 'strval', $wpdb->get_col( $wpdb->prepare( "SELECT COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = 'PRIMARY' ORDER BY SEQ_IN_INDEX", $table ) ) );
	}
}
