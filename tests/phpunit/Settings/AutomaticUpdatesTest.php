<?php
/**
 * The automatic_updates setting through WordPress's auto_update_plugin filter.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Settings\AutomaticUpdates;
use UserFeedback\Settings\SettingsStore;

/**
 * Mode all forces updates, minor only within the installed major.minor, none leaves WordPress's
 * decision alone; other plugins are never touched.
 */
final class AutomaticUpdatesTest extends SettingsTestCase {

	private const MAIN = 'userfeedback/userfeedback.php';

	/**
	 * WordPress's decision for an update offer, with the plugin's filter in place.
	 *
	 * @param string    $mode     The setting.
	 * @param string    $basename The plugin.
	 * @param string    $version  The offered version ('' for none).
	 * @param bool|null $wp       WordPress's decision before the filter.
	 * @return bool|null
	 */
	private function decide( string $mode, string $basename, string $version, $wp ) {
		userfeedback()->settings()->update( array( 'automatic_updates' => $mode ) );
		$item = (object) array(
			'plugin' => $basename,
			'slug'   => dirname( $basename ),
		);
		if ( '' !== $version ) {
			$item->new_version = $version;
		}
		return ( new AutomaticUpdates( new SettingsStore(), self::MAIN, '1.4.2' ) )->filter( $wp, $item );
	}

	/**
	 * Cases: mode, plugin, offered version, WordPress's decision, expected.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: bool|null, 4: bool|null}>
	 */
	public static function cases(): array {
		$addon = 'userfeedback-targeting/userfeedback-targeting.php';
		$other = 'akismet/akismet.php';
		return array(
			'all forces on'                   => array( 'all', self::MAIN, '2.0.0', false, true ),
			'all forces on an add-on'         => array( 'all', $addon, '9.0.0', null, true ),
			'all leaves other plugins'        => array( 'all', $other, '9.0.0', false, false ),
			'minor: patch release'            => array( 'minor', self::MAIN, '1.4.3', false, true ),
			'minor: same minor, beta suffix'  => array( 'minor', self::MAIN, '1.4.10-beta', null, true ),
			'minor: new minor waits'          => array( 'minor', self::MAIN, '1.5.0', true, false ),
			'minor: new major waits'          => array( 'minor', self::MAIN, '2.4.2', true, false ),
			'minor: add-on patch (0.1.0)'     => array( 'minor', $addon, '0.1.7', false, true ),
			'minor: add-on minor (0.1.0)'     => array( 'minor', $addon, '0.2.0', true, false ),
			'minor: garbage version'          => array( 'minor', self::MAIN, 'latest', true, false ),
			'minor: no offer, wp decides'     => array( 'minor', self::MAIN, '', null, null ),
			'minor leaves other plugins'      => array( 'minor', $other, '9.0.0', true, true ),
			'none keeps wordpress on'         => array( 'none', self::MAIN, '2.0.0', true, true ),
			'none keeps wordpress off'        => array( 'none', self::MAIN, '1.4.3', false, false ),
			'none keeps no opinion'           => array( 'none', $addon, '1.4.3', null, null ),
			'a folder merely named like ours' => array( 'all', 'userfeedback-extra.php', '1.0', false, false ),
		);
	}

	/**
	 * The filter's answer.
	 *
	 * @param string    $mode     The setting.
	 * @param string    $basename The plugin.
	 * @param string    $version  The offered version.
	 * @param bool|null $wp       WordPress's decision.
	 * @param bool|null $expected The answer.
	 */
	#[DataProvider( 'cases' )]
	public function test_the_setting_decides_for_our_plugins_only( string $mode, string $basename, string $version, $wp, $expected ): void {
		$this->assertSame( $expected, $this->decide( $mode, $basename, $version, $wp ) );
	}

	public function test_the_running_plugin_hooks_wordpress_filter(): void {
		$item = (object) array(
			'plugin'      => plugin_basename( USERFEEDBACK_FILE ),
			'new_version' => '99.0.0',
		);
		$this->assertFalse( apply_filters( 'auto_update_plugin', false, $item ) );
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->save( array( 'automatic_updates' => 'all' ) )->get_status() );
		$this->assertTrue( apply_filters( 'auto_update_plugin', false, $item ) );
		$this->assertFalse( apply_filters( 'auto_update_plugin', false, (object) array( 'plugin' => 'hello.php' ) ) );
	}
}
