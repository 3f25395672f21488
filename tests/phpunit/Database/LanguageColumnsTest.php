<?php
/**
 * Schema version 17: the columns that hold languages.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Migrations;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

/**
 * Added by dbDelta; the migration itself copies nothing (responses so far have no language).
 */
final class LanguageColumnsTest extends TestCase {

	public function test_surveys_responses_and_facts_have_their_language_columns(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$want   = array(
			$tables->surveys()        => array( 'language', 'translations' ),
			$tables->responses()      => array( 'language' ),
			$tables->response_facts() => array( 'language' ),
		);
		foreach ( $want as $table => $columns ) {
			$have = (array) $wpdb->get_col( "SHOW COLUMNS FROM `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test reading our own schema.
			foreach ( $columns as $column ) {
				$this->assertContains( $column, $have, "{$table}.{$column}" );
			}
		}
		$this->assertSame( 17, array_keys( ( new Migrations( new SettingsStore() ) )->pending( 16 ) )[0] );
	}
}
