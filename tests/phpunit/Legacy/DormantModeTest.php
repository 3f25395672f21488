<?php
/**
 * UserFeedback 1.x still active: no fatal error, this plugin waits.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Legacy;

use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions -- the test writes a stand-in plugin and runs a PHP process.

/**
 * A stand-in for 1.x (a plugin in its own folder, version 1.2.0, declaring the global function
 * userfeedback() and the constant USERFEEDBACK_VERSION, as 1.x does) is activated beside this
 * plugin, and WordPress is loaded in a separate PHP process: loading first or last, it never
 * meets a "Cannot redeclare" fatal error, and this plugin registers no route and no hook.
 */
final class DormantModeTest extends TestCase {

	/**
	 * The stand-in's folder under wp-content/plugins.
	 *
	 * @var string
	 */
	private string $folder = '';

	/**
	 * The active plugins before the test.
	 *
	 * @var mixed
	 */
	private $active_before;

	protected function setUp(): void {
		parent::setUp();
		$this->active_before = get_option( 'active_plugins' );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		update_option( 'active_plugins', $this->active_before );
		if ( '' !== $this->folder ) {
			@unlink( WP_PLUGIN_DIR . "/{$this->folder}/userfeedback.php" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
			@rmdir( WP_PLUGIN_DIR . "/{$this->folder}" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		}
		parent::tearDown();
	}

	/**
	 * A folder that loads before ours (as wordpress.org's userfeedback-lite does) and one after.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function folders(): array {
		return array(
			'1.x loads first' => array( 'userfeedback-lite' ),
			'1.x loads last'  => array( 'zz-userfeedback-old' ),
		);
	}

	/**
	 * Both orders: no fatal error, and nothing of ours runs.
	 *
	 * @param string $folder The stand-in's folder.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'folders' )]
	public function test_with_1x_active_this_plugin_stays_dormant_without_a_fatal_error( string $folder ): void {
		$this->install_stand_in( $folder );
		$this->assertSame( "{$folder}/userfeedback.php", userfeedback_legacy_active_v1( WP_PLUGIN_DIR . '/userfeedback/userfeedback.php' ) );

		$loaded = $this->load_wordpress();

		$this->assertSame( 0, $loaded['exit'], $loaded['output'] );
		$state = json_decode( $loaded['output'], true );
		$this->assertIsArray( $state, $loaded['output'] );
		$this->assertSame( '1.x', $state['userfeedback'], "1.x's own function answers" );
		$this->assertSame( '1.2.0', $state['version'], "1.x's constant, not redefined" );
		$this->assertFalse( $state['our_file'], 'nothing of ours defined' );
		$this->assertSame( array(), $state['routes'], 'no route' );
		$this->assertTrue( $state['notice'], 'the notice asking to deactivate 1.x' );
	}

	public function test_a_plugin_that_only_looks_like_1x_does_not_stop_ours(): void {
		$this->install_stand_in( 'userfeedback-lite', '2.0.0' );
		$this->assertSame( '', userfeedback_legacy_active_v1( WP_PLUGIN_DIR . '/userfeedback/userfeedback.php' ) );
	}

	public function test_the_notice_asks_to_deactivate_1x_and_links_to_the_plugins_screen(): void {
		$this->act_as( 'administrator' );
		$GLOBALS['userfeedback_legacy_blocker'] = 'v1';
		ob_start();
		userfeedback_legacy_dormant_notice();
		$html = (string) ob_get_clean();
		unset( $GLOBALS['userfeedback_legacy_blocker'] );

		$this->assertStringContainsString( 'UserFeedback 1.x is still active', $html );
		$this->assertStringContainsString( 'Deactivate UserFeedback 1.x to finish switching', $html );
		$this->assertStringContainsString( 'plugins.php', $html );

		$this->act_as( 'editor' );
		ob_start();
		userfeedback_legacy_dormant_notice();
		$this->assertSame( '', ob_get_clean(), 'only for those who can deactivate plugins' );
	}

	/**
	 * Writes and activates the stand-in (committed, so the other process sees it).
	 *
	 * @param string $folder  Its folder.
	 * @param string $version Its version header.
	 * @return void
	 */
	private function install_stand_in( string $folder, string $version = '1.2.0' ): void {
		global $wpdb;
		$this->folder = $folder;
		wp_mkdir_p( WP_PLUGIN_DIR . "/{$folder}" );
		file_put_contents(
			WP_PLUGIN_DIR . "/{$folder}/userfeedback.php",
			"<?php\n/**\n * Plugin Name: UserFeedback Lite (stand-in)\n * Version: {$version}\n */\n"
			. "if ( ! defined( 'USERFEEDBACK_VERSION' ) ) { define( 'USERFEEDBACK_VERSION', '{$version}' ); }\n"
			. "function userfeedback() { return '1.x'; }\n"
		);
		$active   = (array) get_option( 'active_plugins', array() );
		$active[] = "{$folder}/userfeedback.php";
		sort( $active );
		update_option( 'active_plugins', $active );
		$wpdb->query( 'COMMIT' );
	}

	/**
	 * Loads the test site's WordPress in a new PHP process and reports what it sees.
	 *
	 * @return array{exit: int, output: string}
	 */
	private function load_wordpress(): array {
		$script  = '$_SERVER["HTTP_HOST"] = "127.0.0.1"; $_SERVER["REQUEST_URI"] = "/"; require getenv("UF_WP_LOAD");'
			. ' require_once ABSPATH . "wp-admin/includes/admin.php"; wp_set_current_user( 1 );'
			. ' ob_start(); do_action( "admin_notices" ); $notice = ob_get_clean();'
			. ' echo json_encode( array( "userfeedback" => userfeedback(), "version" => USERFEEDBACK_VERSION, "our_file" => defined( "USERFEEDBACK_FILE" ),'
			. ' "routes" => array_keys( rest_get_server()->get_routes( "userfeedback/v1" ) ), "notice" => false !== strpos( $notice, "UserFeedback 1.x is still active" ) ) );';
		$command = sprintf( 'UF_WP_LOAD=%s %s -d display_errors=stderr -r %s 2>&1', escapeshellarg( ABSPATH . 'wp-load.php' ), escapeshellarg( PHP_BINARY ), escapeshellarg( $script ) );
		exec( $command, $lines, $exit ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- the point is a separate process.
		return array(
			'exit'   => (int) $exit,
			'output' => implode( "\n", $lines ),
		);
	}
}
