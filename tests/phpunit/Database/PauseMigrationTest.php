<?php
/**
 * Migration 16: the pause after a response stays off on sites installed before it.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Migrations;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

/**
 * New installs get the pause on (the setting's default, stored by migration 1); a site upgraded
 * from before it keeps the spec's behaviour (0) and whatever else it stored; an owner's later
 * choice survives a re-run.
 */
final class PauseMigrationTest extends TestCase {

	private const KEY = 'widget_pause_after_response';

	/**
	 * Puts the version and the settings back as a fresh install has them.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		update_option( Installer::VERSION_OPTION, userfeedback()->installer()->code_version(), true );
		parent::tearDown();
	}

	private function migrations(): Migrations {
		return new Migrations( new SettingsStore() );
	}

	public function test_it_comes_right_after_version_15(): void {
		$this->assertSame( 16, array_keys( $this->migrations()->pending( 15 ) )[0] );
	}

	public function test_a_new_install_has_the_pause_on(): void {
		delete_option( SettingsStore::OPTION );
		foreach ( $this->migrations()->pending( 0 ) as $version => $migration ) {
			if ( 1 === $version || 16 === $version ) {
				$migration();
			}
		}
		$this->assertSame( 30, ( new SettingsStore() )->get( self::KEY ) );
		$this->assertSame( 30, get_option( SettingsStore::OPTION )[ self::KEY ], 'stored with the other defaults' );
	}

	public function test_a_site_installed_before_keeps_no_pause_and_its_other_settings(): void {
		$stored = ( new SettingsStore() )->defaults();
		unset( $stored[ self::KEY ] );
		$stored['widget_toggle_text'] = 'Feedback';
		update_option( SettingsStore::OPTION, $stored );
		update_option( Installer::VERSION_OPTION, 15 );

		userfeedback()->installer()->maybe_upgrade();

		$this->assertSame( $this->migrations()->latest_version(), userfeedback()->installer()->installed_version() );
		$settings = ( new SettingsStore() )->all();
		$this->assertSame( 0, $settings[ self::KEY ] );
		$this->assertSame( 'Feedback', $settings['widget_toggle_text'] );
		$this->assertSame( 0, ( new WidgetTheming( new SettingsStore(), userfeedback()->entitlements() ) )->pause_minutes(), 'the widget gets 0' );
	}

	public function test_a_site_without_stored_settings_keeps_no_pause(): void {
		delete_option( SettingsStore::OPTION );
		$this->migrations()->keep_no_pause_after_response();
		$this->assertSame( array( self::KEY => 0 ), get_option( SettingsStore::OPTION ) );
	}

	public function test_a_re_run_keeps_the_owners_choice(): void {
		( new SettingsStore() )->update( array( self::KEY => 45 ) );
		$this->migrations()->keep_no_pause_after_response();
		$this->migrations()->keep_no_pause_after_response();
		$this->assertSame( 45, ( new SettingsStore() )->get( self::KEY ) );
	}
}
