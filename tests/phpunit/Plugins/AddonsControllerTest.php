<?php
/**
 * The add-on REST routes and the add-ons' registration.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Plugins;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Plugins\AddonCatalogue;
use UserFeedback\Plugins\PluginInstaller;
use UserFeedback\Rest\AddonsController;

/**
 * GET addons, POST addons/{slug}/install|activate|deactivate: capabilities, the spec's status
 * rule, licence gates, a real install from the zip bin/build-addons.sh makes, and the add-ons
 * registering with the entitlements service without unlocking anything unlicensed.
 */
final class AddonsControllerTest extends PluginsTestCase {

	private const BASE = '/userfeedback/v1/addons';

	/**
	 * Zips built once for the class.
	 *
	 * @var string
	 */
	private static string $zips = '';

	/**
	 * Removes the zips.
	 *
	 * @return void
	 */
	public static function tearDownAfterClass(): void {
		if ( '' !== self::$zips && is_dir( self::$zips ) ) {
			self::remove_tree( self::$zips );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Every write route, with the capability it needs.
	 *
	 * @return array<string, array{string}>
	 */
	public static function write_routes(): array {
		return array(
			'install'    => array( '/templates/install' ),
			'activate'   => array( '/templates/activate' ),
			'deactivate' => array( '/templates/deactivate' ),
		);
	}

	/**
	 * Each route crossed with a role that must be refused (401 logged out, 403 otherwise).
	 *
	 * @return array<string, array{string, string, string, int}>
	 */
	public static function refused(): array {
		$cases = array();
		$all   = array( 'list' => array( 'GET', '' ) );
		foreach ( self::write_routes() as $name => $route ) {
			$all[ $name ] = array( 'POST', $route[0] );
		}
		foreach ( $all as $name => $route ) {
			foreach ( array(
				'visitor'    => 401,
				'subscriber' => 403,
				'editor'     => 403,
			) as $role => $status ) {
				$cases[ "{$name} as {$role}" ] = array( $route[0], $route[1], 'visitor' === $role ? '' : $role, $status );
			}
		}
		return $cases;
	}

	/**
	 * Visitors, subscribers and editors are refused every route.
	 *
	 * @param string $method HTTP method.
	 * @param string $path   Path after the base.
	 * @param string $role   Role, '' for a visitor.
	 * @param int    $status Expected status.
	 */
	#[DataProvider( 'refused' )]
	public function test_routes_are_refused_without_the_capability( string $method, string $path, string $role, int $status ): void {
		$this->license( 'elite' );
		$this->act_as( $role );
		$this->filter(
			'upgrader_pre_download',
			function () {
				$this->fail( 'The upgrader must not be reached.' );
			}
		);
		$before   = get_option( 'active_plugins' );
		$response = $this->rest( $method, self::BASE . $path );
		$this->assertSame( $status, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		$this->assertSame( $before, get_option( 'active_plugins' ) );
	}

	public function test_a_write_without_the_rest_nonce_is_treated_as_logged_out(): void {
		$this->license( 'elite' );
		$this->act_as( 'administrator' );
		$this->set_active_addons( array( 'templates' ) );
		// A cookie-authenticated request with no X-WP-Nonce: core logs the user out for the request.
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the missing nonce is the point.
		$this->assertTrue( rest_cookie_check_errors( null ) );
		unset( $GLOBALS['wp_rest_auth_cookie'] );

		$response = $this->rest( 'POST', self::BASE . '/templates/deactivate' );
		$this->assertSame( 401, $response->get_status() );
		$this->assertTrue( is_plugin_active( 'userfeedback-templates/userfeedback-templates.php' ) );
	}

	public function test_a_slug_outside_the_catalogue_is_refused(): void {
		$this->license( 'elite' );
		$this->act_as( 'administrator' );
		foreach ( array( 'hello', 'userfeedback', 'akismet' ) as $slug ) {
			$response = $this->rest( 'POST', self::BASE . "/{$slug}/activate" );
			$this->assertSame( 400, $response->get_status(), $slug );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}
		$this->assertSame( 404, $this->rest( 'POST', self::BASE . '/..%2Fhello/activate' )->get_status() );
		$this->assertFalse( is_plugin_active( 'hello.php' ) );
	}

	public function test_list_returns_the_addon_entity_with_the_spec_status(): void {
		$this->license( 'pro' );
		$this->act_as( 'administrator' );
		$this->set_active_addons( array( 'targeting' ) );
		$this->vacate_plugin_folder( 'userfeedback-branding' );

		$response = $this->rest( 'GET', self::BASE );
		$this->assertSame( 200, $response->get_status() );
		$addons = array_column( $response->get_data()['addons'], null, 'slug' );
		$this->assertSame( AddonRegistry::KEYS, array_keys( $addons ) );

		$targeting = $addons['targeting'];
		$this->assertSame( 'Targeting', $targeting['title'] );
		$this->assertSame( 'licensed', $targeting['type'] );
		$this->assertNotEmpty( $targeting['excerpt'] );
		$this->assertStringEndsWith( 'assets/images/addons/targeting.svg', $targeting['icon'] );
		$this->assertTrue( $targeting['installed'] );
		$this->assertTrue( $targeting['active'] );
		$this->assertTrue( $targeting['unlocked'] );
		$this->assertSame( 'active', $targeting['status'] );
		$this->assertSame( 'not_active', $addons['behavior']['status'] );
		$this->assertFalse( $addons['branding']['installed'] );
		$this->assertSame( 'not_installed', $addons['branding']['status'] );
	}

	/**
	 * The spec's status rule (§4), with Lite showing Upgrade Required for anything not active.
	 *
	 * @return array<string, array{bool, bool, bool, string}>
	 */
	public static function statuses(): array {
		return array(
			'pro, active'               => array( true, true, true, 'active' ),
			'pro, installed, inactive'  => array( true, false, true, 'not_active' ),
			'pro, not installed'        => array( false, false, true, 'not_installed' ),
			'lite, not installed'       => array( false, false, false, 'upgrade_required' ),
			'lite, installed, inactive' => array( true, false, false, 'upgrade_required' ),
			'lite, active (leftover)'   => array( true, true, false, 'active' ),
		);
	}

	/**
	 * The status rule.
	 *
	 * @param bool   $installed Installed.
	 * @param bool   $active    Active.
	 * @param bool   $is_pro    Pro build.
	 * @param string $expected  Status.
	 */
	#[DataProvider( 'statuses' )]
	public function test_status_rule( bool $installed, bool $active, bool $is_pro, string $expected ): void {
		$this->assertSame( $expected, AddonCatalogue::status( $installed, $active, $is_pro ) );
	}

	public function test_lite_refuses_install_and_activate_but_allows_deactivate(): void {
		$this->act_as( 'administrator' );
		$this->set_active_addons( array( 'behavior' ) );
		$controller = $this->controller( 'lite' );

		foreach ( array( 'install', 'activate' ) as $action ) {
			$result = $controller->$action( $this->request( $action, 'targeting' ) );
			$this->assertInstanceOf( \WP_Error::class, $result, $action );
			$this->assertSame( 'userfeedback_pro_feature', $result->get_error_code() );
			$this->assertSame( array( 'status' => 403 ), $result->get_error_data() );
		}
		$this->assertFalse( is_plugin_active( 'userfeedback-targeting/userfeedback-targeting.php' ) );

		$result = $controller->deactivate( $this->request( 'deactivate', 'behavior' ) );
		$this->assertInstanceOf( \WP_REST_Response::class, $result );
		$this->assertFalse( is_plugin_active( 'userfeedback-behavior/userfeedback-behavior.php' ) );
		$this->assertSame( 'upgrade_required', $result->get_data()['addon']['status'] );
	}

	public function test_unlicensed_pro_cannot_install(): void {
		$this->license( null );
		$this->act_as( 'administrator' );
		$this->vacate_plugin_folder( 'userfeedback-targeting' );
		$response = $this->rest( 'POST', self::BASE . '/targeting/install' );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_license_required', $this->error_code( $response ) );
		$this->assertFileDoesNotExist( WP_PLUGIN_DIR . '/userfeedback-targeting' );
	}

	public function test_installs_and_activates_an_addon_from_its_local_zip(): void {
		$this->license( 'pro' );
		$this->act_as( 'administrator' );
		$this->set_active_addons( array() );
		self::$zips = '' !== self::$zips ? self::$zips : self::build_addon_zips();
		$this->filter( 'userfeedback_addon_package', static fn( $package, $key ) => self::$zips . "/userfeedback-{$key}.zip", 10, 2 );
		$this->vacate_plugin_folder( 'userfeedback-templates' );
		$this->assertFalse( userfeedback_entitlements()->addon_active( 'templates' ) );

		$response = $this->rest( 'POST', self::BASE . '/templates/install' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'Templates add-on installed and activated.', $data['message'] );
		$this->assertTrue( $data['addon']['installed'] );
		$this->assertTrue( $data['addon']['active'] );
		$this->assertTrue( $data['addon']['unlocked'] );
		$this->assertSame( 'active', $data['addon']['status'] );

		$path = WP_PLUGIN_DIR . '/userfeedback-templates';
		$this->assertFalse( is_link( $path ), 'a real folder, unpacked from the zip' );
		$this->assertFileEquals( dirname( __DIR__, 3 ) . '/addons/userfeedback-templates/userfeedback-templates.php', $path . '/userfeedback-templates.php' );
		$this->assertTrue( is_plugin_active( 'userfeedback-templates/userfeedback-templates.php' ) );
		$this->assertTrue( userfeedback_entitlements()->addon_active( 'templates' ) );
		$this->assertTrue( $this->rest( 'GET', '/userfeedback/v1/entitlements' )->get_data()['addons']['templates']['active'] );

		$again = $this->rest( 'POST', self::BASE . '/templates/install' );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'userfeedback_already_installed', $this->error_code( $again ) );

		$off = $this->rest( 'POST', self::BASE . '/templates/deactivate' );
		$this->assertSame( 200, $off->get_status() );
		$this->assertSame( 'not_active', $off->get_data()['addon']['status'] );
		$this->assertFalse( userfeedback_entitlements()->addon_active( 'templates' ) );

		$on = $this->rest( 'POST', self::BASE . '/templates/activate' );
		$this->assertSame( 200, $on->get_status() );
		$this->assertSame( 'Templates add-on activated.', $on->get_data()['message'] );
		$this->assertTrue( is_plugin_active( 'userfeedback-templates/userfeedback-templates.php' ) );
	}

	public function test_install_without_activation_leaves_the_addon_inactive(): void {
		$this->license( 'plus' );
		$this->act_as( 'administrator' );
		$this->set_active_addons( array() );
		self::$zips = '' !== self::$zips ? self::$zips : self::build_addon_zips();
		$this->filter( 'userfeedback_addon_package', static fn( $package, $key ) => self::$zips . "/userfeedback-{$key}.zip", 10, 2 );
		$this->vacate_plugin_folder( 'userfeedback-branding' );

		$response = $this->rest( 'POST', self::BASE . '/branding/install', array( 'activate' => false ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'not_active', $response->get_data()['addon']['status'] );
		$this->assertFalse( is_plugin_active( 'userfeedback-branding/userfeedback-branding.php' ) );
	}

	public function test_an_offline_install_says_the_site_could_not_download(): void {
		$this->license( 'pro' );
		$this->act_as( 'administrator' );
		$this->vacate_plugin_folder( 'userfeedback-behavior' );
		$this->filter( 'userfeedback_addon_package', static fn() => 'https://downloads.userfeedback.example/addons/userfeedback-behavior.zip' );
		$this->filter( 'pre_http_request', static fn() => new \WP_Error( 'http_request_failed', 'cURL error 6: Could not resolve host' ), 20 );

		$response = $this->rest( 'POST', self::BASE . '/behavior/install' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'userfeedback_download_failed', $this->error_code( $response ) );
		$error = $response->as_error();
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertStringStartsWith( 'Could not download Behavior: the site could not reach the download server', $error->get_error_message() );
		$this->assertFileDoesNotExist( WP_PLUGIN_DIR . '/userfeedback-behavior' );
	}

	public function test_no_package_is_a_clear_error(): void {
		$this->license( 'pro' );
		$this->act_as( 'administrator' );
		$this->vacate_plugin_folder( 'userfeedback-behavior' );
		$this->filter( 'userfeedback_addon_package', static fn() => '' );
		$response = $this->rest( 'POST', self::BASE . '/behavior/install' );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'userfeedback_no_package', $this->error_code( $response ) );
	}

	public function test_each_addon_registers_itself_with_the_entitlements_service(): void {
		$root = dirname( __DIR__, 3 );
		foreach ( AddonRegistry::KEYS as $key ) {
			require_once "{$root}/addons/userfeedback-{$key}/userfeedback-{$key}.php";
		}
		$registry     = new AddonRegistry();
		$entitlements = new Entitlements( 'pro', new LicenseStore(), $registry );
		do_action( AddonRegistry::REGISTER_ACTION, $entitlements );
		$this->assertSame( array_fill_keys( AddonRegistry::KEYS, '0.1.0' ), $this->sorted( $registry->registered() ) );
	}

	/**
	 * What register_addon() answers an add-on: run only on licensed Pro with the add-on active.
	 *
	 * @return array<string, array{string, string|null, bool, bool}>
	 */
	public static function registration_answers(): array {
		return array(
			'lite, licence, active'     => array( 'lite', 'elite', true, false ),
			'pro, no licence, active'   => array( 'pro', null, true, false ),
			'pro, licence, inactive'    => array( 'pro', 'elite', false, false ),
			'pro, plus licence, active' => array( 'pro', 'plus', true, true ),
		);
	}

	/**
	 * An add-on may run only where it unlocks something.
	 *
	 * @param string      $edition  Edition.
	 * @param string|null $licence  Licence type or none.
	 * @param bool        $active   Add-on active in WordPress.
	 * @param bool        $expected register_addon()'s answer.
	 */
	#[DataProvider( 'registration_answers' )]
	public function test_an_addon_may_run_only_when_it_unlocks_something( string $edition, ?string $licence, bool $active, bool $expected ): void {
		$this->license( $licence );
		$this->set_active_addons( $active ? array( 'targeting' ) : array() );
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$this->assertSame( $expected, $entitlements->register_addon( 'targeting', '0.1.0' ) );
		$this->assertSame( $expected, $entitlements->addon_active( 'targeting' ) );
		$this->assertFalse( $entitlements->register_addon( 'not-an-addon', '1.0.0' ) );
	}

	/**
	 * A controller over an Entitlements of the edition (the running plugin is Pro).
	 *
	 * @param string $edition Edition.
	 * @return AddonsController
	 */
	private function controller( string $edition ): AddonsController {
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		return new AddonsController( new AddonCatalogue( $entitlements ), new PluginInstaller(), $entitlements );
	}

	/**
	 * A POST request for a controller method.
	 *
	 * @param string $action install, activate or deactivate.
	 * @param string $slug   Add-on key.
	 * @return \WP_REST_Request<array<string, mixed>>
	 */
	private function request( string $action, string $slug ): \WP_REST_Request {
		$request = new \WP_REST_Request( 'POST', self::BASE . "/{$slug}/{$action}" );
		$request->set_url_params( array( 'slug' => $slug ) );
		$request->set_param( 'activate', true );
		return $request;
	}

	/**
	 * The array sorted by key in the registry's order.
	 *
	 * @param array<string, string> $registered Registered add-ons.
	 * @return array<string, string>
	 */
	private function sorted( array $registered ): array {
		$sorted = array();
		foreach ( AddonRegistry::KEYS as $key ) {
			if ( isset( $registered[ $key ] ) ) {
				$sorted[ $key ] = $registered[ $key ];
			}
		}
		return $sorted;
	}
}
