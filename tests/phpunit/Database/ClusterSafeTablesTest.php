<?php
/**
 * Every table on InnoDB with its primary key, on new sites and on sites with data.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\ClusterSafeTables;
use UserFeedback\Database\Installer;
use UserFeedback\Database\Schema;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test rebuilds our own tables in the shapes a site may have them in.

/**
 * A Galera cluster replicates InnoDB tables only and needs a primary key on each. These tests
 * change the schema (an implicit commit, so the rows they write are committed): each removes its
 * rows and leaves the tables installed at the code's version.
 */
final class ClusterSafeTablesTest extends TestCase {

	private const SURVEY = 990001;

	protected function tearDown(): void {
		global $wpdb;
		parent::tearDown();
		$tables = userfeedback()->tables();
		foreach ( array( $tables->impressions(), $tables->response_tags(), $tables->response_notes() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", self::SURVEY ) );
		}
		userfeedback()->installer()->upgrade();
	}

	private function repair(): ClusterSafeTables {
		global $wpdb;
		return new ClusterSafeTables( $wpdb, userfeedback()->tables() );
	}

	public function test_every_table_is_declared_and_installed_on_innodb_with_a_primary_key(): void {
		foreach ( Schema::statements( userfeedback()->tables(), 'DEFAULT CHARACTER SET utf8mb4' ) as $short => $statement ) {
			$this->assertMatchesRegularExpression( '/^  PRIMARY KEY  \(/m', $statement, $short );
			$this->assertStringEndsWith( ') ENGINE=InnoDB DEFAULT CHARACTER SET utf8mb4;', $statement, $short );
		}
		$this->assertSame( array(), $this->repair()->unsafe() );
		$this->assertSame( array(), $this->repair()->repair(), 'nothing to do on a healthy site' );
	}

	public function test_version_23_repairs_tables_with_rows_that_dbdelta_leaves_unsafe(): void {
		global $wpdb;
		$tables  = userfeedback()->tables();
		$charset = $wpdb->get_charset_collate();
		$before  = $this->definitions();

		// Impressions on MyISAM (a server whose default engine was MyISAM), without its key.
		$wpdb->query( "DROP TABLE `{$tables->impressions()}`" );
		$wpdb->query( "CREATE TABLE `{$tables->impressions()}` (survey_id bigint(20) unsigned NOT NULL, day date NOT NULL, count int(10) unsigned NOT NULL DEFAULT 0) ENGINE=MyISAM {$charset}" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->impressions()}` VALUES (%d, '2026-01-01', 3), (%d, '2026-01-02', 4)", self::SURVEY, self::SURVEY ) );
		// Tags without their key, one stored twice.
		$wpdb->query( "DROP TABLE `{$tables->response_tags()}`" );
		$wpdb->query( "CREATE TABLE `{$tables->response_tags()}` (survey_id bigint(20) unsigned NOT NULL, response_id bigint(20) unsigned NOT NULL, tag varchar(40) NOT NULL, KEY survey_tag (survey_id,tag,response_id)) ENGINE=InnoDB {$charset}" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->response_tags()}` VALUES (%d, 5, 'bug'), (%d, 5, 'bug'), (%d, 5, 'praise'), (%d, 6, 'bug')", self::SURVEY, self::SURVEY, self::SURVEY, self::SURVEY ) );
		// Notes without their id column.
		$wpdb->query( "DROP TABLE `{$tables->response_notes()}`" );
		$wpdb->query( "CREATE TABLE `{$tables->response_notes()}` (survey_id bigint(20) unsigned NOT NULL, response_id bigint(20) unsigned NOT NULL, author_id bigint(20) unsigned NOT NULL DEFAULT 0, note text NOT NULL, created_at datetime NOT NULL, updated_at datetime NOT NULL, KEY response_id (response_id), KEY survey_id (survey_id)) ENGINE=InnoDB {$charset}" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->response_notes()}` VALUES (%d, 5, 1, 'first', '2026-01-01 00:00:00', '2026-01-01 00:00:00'), (%d, 6, 1, 'second', '2026-01-02 00:00:00', '2026-01-02 00:00:00')", self::SURVEY, self::SURVEY ) );

		// What dbDelta does alone: it adds the key over unique rows, but not over duplicates nor on
		// a column it cannot add (an AUTO_INCREMENT id needs its key in the same statement), and
		// never changes an engine.
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$shown      = $wpdb->hide_errors();
		$suppressed = $wpdb->suppress_errors( true );
		dbDelta( array_values( Schema::statements( $tables, $charset ) ) );
		$wpdb->suppress_errors( $suppressed );
		$wpdb->show_errors( $shown );
		$this->assertSame( array( $tables->impressions(), $tables->response_tags(), $tables->response_notes() ), $this->repair()->unsafe() );
		$this->assertSame( 'MyISAM', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $tables->impressions() ) ) );

		update_option( Installer::VERSION_OPTION, 22 );
		userfeedback()->installer()->maybe_upgrade();

		$this->assertSame( userfeedback()->installer()->code_version(), userfeedback()->installer()->installed_version() );
		$this->assertSame( array(), $this->repair()->unsafe() );
		$this->assertSame( $before, $this->definitions(), 'the tables are as a new site has them' );
		$this->assertSame( array( '2026-01-01:3', '2026-01-02:4' ), $this->rows( "SELECT CONCAT(day, ':', count) FROM `{$tables->impressions()}` WHERE survey_id = %d ORDER BY day" ) );
		$this->assertSame( array( '5:bug', '5:praise', '6:bug' ), $this->rows( "SELECT CONCAT(response_id, ':', tag) FROM `{$tables->response_tags()}` WHERE survey_id = %d ORDER BY response_id, tag" ), 'one row per key, none lost' );
		$notes = $this->rows( "SELECT CONCAT(id, ':', response_id, ':', note) FROM `{$tables->response_notes()}` WHERE survey_id = %d ORDER BY id" );
		$this->assertCount( 2, $notes );
		$this->assertMatchesRegularExpression( '/^[1-9]\d*:5:first$/', $notes[0], 'the rows numbered' );
		$this->assertMatchesRegularExpression( '/^[1-9]\d*:6:second$/', $notes[1] );

		// A re-run, and a new note, carry on from there.
		$this->assertSame( array(), $this->repair()->repair() );
		$this->assertNotFalse(
			$wpdb->insert(
				$tables->response_notes(),
				array(
					'survey_id'   => self::SURVEY,
					'response_id' => 7,
					'note'        => 'third',
					'created_at'  => '2026-01-03 00:00:00',
					'updated_at'  => '2026-01-03 00:00:00',
				)
			)
		);
		$this->assertGreaterThan( (int) $notes[1], (int) $wpdb->insert_id );
	}

	/**
	 * Every table's definition, without the AUTO_INCREMENT counter.
	 *
	 * @return array<string, string>
	 */
	private function definitions(): array {
		global $wpdb;
		$definitions = array();
		foreach ( userfeedback()->tables()->all() as $short => $table ) {
			$create                = $wpdb->get_row( "SHOW CREATE TABLE `{$table}`", ARRAY_N );
			$definitions[ $short ] = (string) preg_replace( '/ AUTO_INCREMENT=\d+/', '', (string) $create[1] );
		}
		return $definitions;
	}

	/**
	 * One column of the test survey's rows.
	 *
	 * @param string $sql SELECT of one column with one %d, the survey.
	 * @return string[]
	 */
	private function rows( string $sql ): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( $sql, self::SURVEY ) ) );
	}
}
