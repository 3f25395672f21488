<?php
/**
 * The plugins admin-ajax actions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Plugins;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Plugins\PluginsAjax;

/**
 * Contract "Plugins admin-ajax": nonce and capability on every action, catalogue-only slugs and
 * basenames, packages from the catalogue only, a clear message when the site is offline, and a
 * real install and activation from a local package.
 */
final class PluginsAjaxTest extends PluginsTestCase {

	private const AUTOMATOR = 'uncanny-automator/uncanny-automator.php';

	/**
	 * Makes wp_send_json_*() end in an exception the test catches.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->filter( 'wp_doing_ajax', '__return_true' );
		$this->filter(
			'wp_die_ajax_handler',
			static fn() => static function (): void {
				throw new AjaxDied();
			}
		);
	}

	/**
	 * Runs an action as admin-ajax.php would and decodes its JSON reply.
	 *
	 * @param string                $action Action name without the wp_ajax_ prefix.
	 * @param array<string, string> $post   POST fields besides the nonce.
	 * @param bool                  $nonce  Whether to send a valid nonce.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	private function ajax( string $action, array $post = array(), bool $nonce = true ): array {
		$_POST = $post; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		if ( $nonce ) {
			$_POST['nonce'] = wp_create_nonce( PluginsAjax::NONCE_ACTION );
		}
		$_POST['action'] = $action;
		$_REQUEST        = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		ob_start();
		try {
			do_action( 'wp_ajax_' . $action );
		} catch ( AjaxDied $died ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the reply ends here.
		} finally {
			$output = (string) ob_get_clean();
		}
		$reply = json_decode( $output, true );
		$this->assertIsArray( $reply, "no JSON reply from {$action}: {$output}" );
		$this->assertIsBool( $reply['success'] ?? null );
		$this->assertIsArray( $reply['data'] ?? null );
		return $reply;
	}

	/**
	 * Every action with a request that would otherwise succeed or reach the installer.
	 *
	 * @return array<string, array{string, array<string, string>}>
	 */
	public static function actions(): array {
		return array(
			'get plugins' => array( 'userfeedback_get_plugins', array() ),
			'install'     => array(
				'userfeedback_install_plugin',
				array(
					'slug'     => 'uncanny-automator',
					'activate' => '1',
				),
			),
			'activate'    => array( 'userfeedback_activate_plugin', array( 'basename' => self::AUTOMATOR ) ),
			'deactivate'  => array( 'userfeedback_deactivate_plugin', array( 'basename' => self::AUTOMATOR ) ),
		);
	}

	/**
	 * The actions crossed with the roles that must be refused.
	 *
	 * @return array<string, array{string, array<string, string>, string}>
	 */
	public static function refused_roles(): array {
		$cases = array();
		foreach ( self::actions() as $name => $case ) {
			foreach ( array( 'subscriber', 'editor' ) as $role ) {
				$cases[ "{$name} as {$role}" ] = array( $case[0], $case[1], $role );
			}
		}
		return $cases;
	}

	/**
	 * Refuses the install before it reaches the upgrader (which would make the test pass for the
	 * wrong reason if it did).
	 *
	 * @return void
	 */
	private function forbid_downloads(): void {
		$this->filter(
			'upgrader_pre_download',
			function () {
				$this->fail( 'The upgrader must not be reached.' );
			}
		);
	}

	/**
	 * Subscribers and editors are refused every action.
	 *
	 * @param string                $action Action.
	 * @param array<string, string> $post   Fields.
	 * @param string                $role   Role.
	 */
	#[DataProvider( 'refused_roles' )]
	public function test_subscribers_and_editors_are_refused( string $action, array $post, string $role ): void {
		$this->act_as( $role );
		$this->forbid_downloads();
		$reply = $this->ajax( $action, $post );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'rest_forbidden', $reply['data']['error'] );
		$this->assertNotEmpty( $reply['data']['message'] );
		$this->assertArrayNotHasKey( 'plugins', $reply['data'] );
	}

	/**
	 * An administrator without the nonce is refused every action.
	 *
	 * @param string                $action Action.
	 * @param array<string, string> $post   Fields.
	 */
	#[DataProvider( 'actions' )]
	public function test_requests_without_a_valid_nonce_are_refused( string $action, array $post ): void {
		$this->act_as( 'administrator' );
		$this->forbid_downloads();
		$reply = $this->ajax( $action, $post, false );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'invalid_nonce', $reply['data']['error'] );

		$reply = $this->ajax( $action, $post + array( 'nonce' => wp_create_nonce( 'some-other-action' ) ), false );
		$this->assertSame( 'invalid_nonce', $reply['data']['error'] );
	}

	public function test_visitors_have_no_handler(): void {
		$this->assertFalse( has_action( 'wp_ajax_nopriv_userfeedback_install_plugin' ) );
		$this->assertFalse( has_action( 'wp_ajax_nopriv_userfeedback_get_plugins' ) );
	}

	public function test_get_plugins_lists_the_catalogue_with_the_contract_fields(): void {
		$this->act_as( 'administrator' );
		$reply = $this->ajax( 'userfeedback_get_plugins' );
		$this->assertTrue( $reply['success'] );
		$plugins = $reply['data']['plugins'];
		$this->assertArrayHasKey( 'uncanny-automator', $plugins );
		$this->assertArrayHasKey( 'google-analytics-for-wordpress', $plugins );
		$automator = $plugins['uncanny-automator'];
		$this->assertSame(
			array( 'slug', 'basename', 'name', 'description', 'icon', 'installed', 'active', 'is_installed', 'is_active', 'setup_complete', 'setup_url', 'recipe_url' ),
			array_keys( $automator )
		);
		$this->assertSame( self::AUTOMATOR, $automator['basename'] );
		$this->assertFalse( $automator['installed'] );
		$this->assertFalse( $automator['is_active'] );
		$this->assertFalse( $automator['setup_complete'] );
		$this->assertStringContainsString( 'page=uncanny-automator-setup-wizard', $automator['setup_url'] );
		$this->assertStringContainsString( 'post-new.php?post_type=uo-recipe', $automator['recipe_url'] );
	}

	public function test_a_slug_outside_the_catalogue_is_refused(): void {
		$this->act_as( 'administrator' );
		$this->forbid_downloads();
		foreach ( array( 'hello-dolly', 'akismet', '../uncanny-automator', '' ) as $slug ) {
			$reply = $this->ajax(
				'userfeedback_install_plugin',
				array(
					'slug'     => $slug,
					'activate' => '1',
				)
			);
			$this->assertFalse( $reply['success'], $slug );
			$this->assertSame( 'userfeedback_unknown_plugin', $reply['data']['error'], $slug );
		}
	}

	public function test_a_basename_outside_the_catalogue_is_refused_and_left_alone(): void {
		$this->act_as( 'administrator' );
		$this->assertFalse( is_plugin_active( 'hello.php' ) );
		foreach ( array( 'userfeedback_activate_plugin', 'userfeedback_deactivate_plugin' ) as $action ) {
			foreach ( array( 'hello.php', 'userfeedback/userfeedback.php', '../' . self::AUTOMATOR ) as $basename ) {
				$reply = $this->ajax( $action, array( 'basename' => $basename ) );
				$this->assertFalse( $reply['success'], "{$action} {$basename}" );
				$this->assertSame( 'userfeedback_unknown_plugin', $reply['data']['error'] );
			}
		}
		$this->assertFalse( is_plugin_active( 'hello.php' ) );
		$this->assertTrue( is_plugin_active( 'userfeedback/userfeedback.php' ) );
	}

	public function test_the_package_comes_from_the_catalogue_never_from_the_request(): void {
		$this->act_as( 'administrator' );
		$downloaded = array();
		$this->filter(
			'upgrader_pre_download',
			static function ( $reply, $package ) use ( &$downloaded ) {
				$downloaded[] = $package;
				return new \WP_Error( 'download_failed', 'Download failed.', 'stopped by the test' );
			},
			10,
			2
		);
		$this->ajax(
			'userfeedback_install_plugin',
			array(
				'slug'     => 'uncanny-automator',
				'activate' => '0',
				'package'  => 'https://evil.example/x.zip',
				'url'      => 'https://evil.example/x.zip',
				'plugin'   => 'https://evil.example/x.zip',
			)
		);
		$this->assertSame( array( 'https://downloads.wordpress.org/plugin/uncanny-automator.latest-stable.zip' ), $downloaded );
	}

	public function test_an_offline_install_says_the_site_could_not_download(): void {
		$this->act_as( 'administrator' );
		$this->filter(
			'pre_http_request',
			static fn() => new \WP_Error( 'http_request_failed', 'cURL error 6: Could not resolve host: downloads.wordpress.org' )
		);
		$reply = $this->ajax(
			'userfeedback_install_plugin',
			array(
				'slug'     => 'uncanny-automator',
				'activate' => '1',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'userfeedback_download_failed', $reply['data']['error'] );
		$this->assertStringStartsWith( 'Could not download Uncanny Automator: the site could not reach the download server', $reply['data']['message'] );
		$this->assertStringContainsString( 'Could not resolve host', $reply['data']['message'] );
		$this->assertDirectoryDoesNotExist( WP_PLUGIN_DIR . '/uncanny-automator' );
	}

	public function test_installs_and_activates_a_catalogue_plugin_from_a_local_package(): void {
		$this->act_as( 'administrator' );
		$this->vacate_plugin_folder( 'uncanny-automator' );
		$zip = self::plugin_zip( 'uncanny-automator', 'uncanny-automator.php', 'Uncanny Automator (test double)' );
		$this->filter( 'userfeedback_plugin_package', static fn( $package ) => $zip );

		$reply = $this->ajax(
			'userfeedback_install_plugin',
			array(
				'slug'     => 'uncanny-automator',
				'activate' => '1',
			)
		);
		$this->assertTrue( $reply['success'], (string) wp_json_encode( $reply ) );
		$this->assertSame( 'Uncanny Automator installed and activated.', $reply['data']['message'] );
		$this->assertTrue( $reply['data']['plugin']['installed'] );
		$this->assertTrue( $reply['data']['plugin']['is_active'] );
		$this->assertFalse( $reply['data']['plugin']['setup_complete'], 'no recipe and no connected account yet' );
		$this->assertFileExists( WP_PLUGIN_DIR . '/' . self::AUTOMATOR );
		$this->assertTrue( is_plugin_active( self::AUTOMATOR ) );
		$this->assertFileExists( $zip, 'a local package is not deleted by the upgrader' );

		// Setup counts as complete once a recipe exists (the documented rule).
		wp_insert_post(
			array(
				'post_type'   => 'uo-recipe',
				'post_status' => 'draft',
				'post_title'  => 'Survey answer to CRM',
			)
		);
		$this->assertTrue( $this->ajax( 'userfeedback_get_plugins' )['data']['plugins']['uncanny-automator']['setup_complete'] );

		// Installing again reports it instead of overwriting.
		$again = $this->ajax( 'userfeedback_install_plugin', array( 'slug' => 'uncanny-automator' ) );
		$this->assertFalse( $again['success'] );
		$this->assertSame( 'userfeedback_already_installed', $again['data']['error'] );

		$off = $this->ajax( 'userfeedback_deactivate_plugin', array( 'basename' => self::AUTOMATOR ) );
		$this->assertTrue( $off['success'] );
		$this->assertFalse( $off['data']['plugin']['active'] );
		$this->assertFalse( is_plugin_active( self::AUTOMATOR ) );

		$on = $this->ajax( 'userfeedback_activate_plugin', array( 'basename' => self::AUTOMATOR ) );
		$this->assertTrue( $on['success'] );
		$this->assertSame( 'Uncanny Automator activated.', $on['data']['message'] );
		$this->assertTrue( is_plugin_active( self::AUTOMATOR ) );
		unlink( $zip );
	}

	public function test_activating_a_plugin_that_is_not_installed_says_so(): void {
		$this->act_as( 'administrator' );
		$reply = $this->ajax( 'userfeedback_activate_plugin', array( 'basename' => 'google-analytics-for-wordpress/googleanalytics.php' ) );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'userfeedback_not_installed', $reply['data']['error'] );
		$this->assertSame( 'MonsterInsights is not installed.', $reply['data']['message'] );
	}
}
