<?php
/**
 * Migration 27: the themes a site has get their slots.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Migrations;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test writes and reads our own table directly.

/**
 * Each survey's themes, lowest id first, take slots 0–63; past the 64th they keep none; a survey
 * that already has slots, and a re-run, change nothing.
 */
final class ThemeSlotsMigrationTest extends TestCase {

	public function test_it_comes_right_after_version_26(): void {
		$migrations = new Migrations( new SettingsStore() );
		$this->assertSame( 27, array_keys( $migrations->pending( 26 ) )[0] );
		$this->assertSame( array( $migrations, 'add_theme_slots' ), $migrations->all()[27] );
	}

	public function test_each_surveys_first_64_themes_get_slots_oldest_first(): void {
		$base  = 4100000000 + random_int( 0, 9999999 ) * 10;
		$small = $this->themes( $base + 1, array_fill( 0, 3, null ) );
		$large = $this->themes( $base + 2, array_fill( 0, 66, null ) );
		$began = $this->themes( $base + 3, array( null, 0, null ) );

		$migration = new Migrations( new SettingsStore() );
		$migration->add_theme_slots();
		$this->assertSame( array( 0, 1, 2 ), $this->slots( $small ) );
		$this->assertSame( array_merge( range( 0, 63 ), array( null, null ) ), $this->slots( $large ) );
		$this->assertSame( array( null, 0, null ), $this->slots( $began ), 'a survey with a slot already is left as it is' );

		$migration->add_theme_slots();
		$this->assertSame( array( 0, 1, 2 ), $this->slots( $small ), 'a re-run changes nothing' );
		$this->assertSame( array_merge( range( 0, 63 ), array( null, null ) ), $this->slots( $large ) );
	}

	/**
	 * Inserts a survey's themes as stored before the migration (or with the slots given).
	 *
	 * @param int             $survey_id Survey id.
	 * @param array<int|null> $slots    Each theme's slot.
	 * @return int[] Their ids, in order.
	 */
	private function themes( int $survey_id, array $slots ): array {
		global $wpdb;
		$ids = array();
		foreach ( $slots as $i => $slot ) {
			$wpdb->insert(
				userfeedback()->tables()->insight_themes(),
				array(
					'survey_id'  => $survey_id,
					'label'      => "Theme {$i}",
					'examples'   => '[]',
					'origin'     => 'suggested',
					'created_at' => '2026-03-01 00:00:00',
					'updated_at' => '2026-03-01 00:00:00',
					'slot'       => $slot,
				)
			);
			$ids[] = (int) $wpdb->insert_id;
		}
		return $ids;
	}

	/**
	 * The themes' slots, in the order given.
	 *
	 * @param int[] $ids Theme ids.
	 * @return array<int|null>
	 */
	private function slots( array $ids ): array {
		global $wpdb;
		$slots = array();
		foreach ( $ids as $id ) {
			$slot    = $wpdb->get_var( $wpdb->prepare( 'SELECT slot FROM `' . userfeedback()->tables()->insight_themes() . '` WHERE id = %d', $id ) );
			$slots[] = null === $slot ? null : (int) $slot;
		}
		return $slots;
	}
}
