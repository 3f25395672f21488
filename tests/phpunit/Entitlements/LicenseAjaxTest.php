<?php
/**
 * The licence admin-ajax actions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseAjax;
use UserFeedback\Entitlements\LicenseService;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Entitlements\OfflineLicenseVerifier;
use UserFeedback\Entitlements\ProUpgrade;

/**
 * Contract "Licence admin-ajax" (docs/rest-api.md): own nonce and manage_options on every action,
 * verify / deactivate / refresh changing what Entitlements answers, a key supplied by the
 * constant, and Lite connect-by-key.
 */
final class LicenseAjaxTest extends LicenseTestCase {

	/**
	 * Every action with a request that would otherwise succeed.
	 *
	 * @return array<string, array{string, array<string, string>}>
	 */
	public static function actions(): array {
		return array(
			'get'        => array( 'get_license', array() ),
			'verify'     => array( 'verify_license', array( 'license' => 'SET-IN-TEST' ) ),
			'deactivate' => array( 'deactivate_license', array( 'license' => 'SET-IN-TEST' ) ),
			'validate'   => array( 'validate_license', array( 'license' => 'SET-IN-TEST' ) ),
			'connect'    => array( 'connect_url', array( 'key' => 'SET-IN-TEST' ) ),
		);
	}

	/**
	 * Actions × roles that may not touch the licence.
	 *
	 * @return array<string, array{string, array<string, string>, string}>
	 */
	public static function actions_by_forbidden_role(): array {
		$cases = array();
		foreach ( self::actions() as $name => $case ) {
			foreach ( array( 'subscriber', 'editor' ) as $role ) {
				$cases[ "{$name} as {$role}" ] = array( $case[0], $case[1], $role );
			}
		}
		return $cases;
	}

	/**
	 * A forbidden role gets a 403 and learns nothing.
	 *
	 * @param string                $action Action.
	 * @param array<string, string> $post   POST fields.
	 * @param string                $role   Role.
	 * @return void
	 */
	#[DataProvider( 'actions_by_forbidden_role' )]
	public function test_subscribers_and_editors_can_neither_read_nor_change_the_licence( string $action, array $post, string $role ): void {
		$stored = $this->store_valid_licence( 'pro' );
		$this->act_as( $role );

		$reply = $this->ajax( $action, $this->with_key( $post ) );

		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'rest_forbidden', $reply['data']['error'] );
		$this->assertArrayNotHasKey( 'license', $reply['data'], 'nothing of the licence is read out' );
		$this->assertStringNotContainsString( $stored, (string) wp_json_encode( $reply ) );
		$this->assertSame( $stored, ( new LicenseStore() )->get_site()->key, 'the licence is unchanged' );
	}

	/**
	 * Without its own nonce an action does nothing, even for an administrator.
	 *
	 * @param string                $action Action.
	 * @param array<string, string> $post   POST fields.
	 * @return void
	 */
	#[DataProvider( 'actions' )]
	public function test_every_action_needs_its_own_nonce( string $action, array $post ): void {
		$stored = $this->store_valid_licence( 'pro' );
		$this->act_as( 'administrator' );

		$none = $this->ajax( $action, $this->with_key( $post ), '' );
		$this->assertFalse( $none['success'] );
		$this->assertSame( 'invalid_nonce', $none['data']['error'] );

		$other = 'get_license' === $action ? 'userfeedback_verify_license' : 'userfeedback_get_license';
		$wrong = $this->ajax( $action, $this->with_key( $post ), $other );
		$this->assertSame( 'invalid_nonce', $wrong['data']['error'], 'another licence action’s nonce is refused' );

		$this->assertSame( $stored, ( new LicenseStore() )->get_site()->key );
	}

	public function test_the_site_globals_carry_one_nonce_per_action_for_managers_only(): void {
		$this->act_as( 'administrator' );
		$nonces = LicenseAjax::nonces();
		$this->assertSame( LicenseAjax::ACTIONS, array_keys( $nonces ) );
		foreach ( $nonces as $action => $nonce ) {
			$this->assertSame( 1, wp_verify_nonce( $nonce, 'userfeedback_' . $action ), $action );
		}
		$page    = array(
			'link'  => '',
			'title' => '',
		);
		$globals = ( new \UserFeedback\Admin\SiteGlobals( userfeedback()->entitlements() ) )->for_admin( $page );
		$this->assertSame( LicenseAjax::ACTIONS, array_keys( $globals['license_nonces'] ) );

		$this->act_as( 'editor' );
		$globals = ( new \UserFeedback\Admin\SiteGlobals( userfeedback()->entitlements() ) )->for_admin( $page );
		$this->assertSame( array(), $globals['license_nonces'] );
	}

	public function test_verify_licenses_the_site_and_deactivate_takes_it_back(): void {
		$this->act_as( 'administrator' );
		$entitlements = new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() );
		$this->assertFalse( $entitlements->is_licensed() );

		$key   = self::mint( 'plus', time() + 3600 );
		$reply = $this->ajax( 'verify_license', array( 'license' => $key ) );

		$this->assertTrue( $reply['success'], (string) wp_json_encode( $reply ) );
		$this->assertSame( 'Your license key has been verified: the Plus plan is active on this site.', $reply['data']['message'] );
		$this->assertSame( $key, $reply['data']['license']['key'] );
		$this->assertTrue( $entitlements->is_licensed() );
		$this->assertSame( 'plus', $entitlements->license_type() );
		$this->assertGreaterThan( 0, ( new LicenseStore() )->get_site()->verified_at );

		$upgrade = self::mint( 'elite' );
		$this->assertTrue( $this->ajax( 'verify_license', array( 'license' => $upgrade ) )['success'] );
		$this->assertSame( 'elite', $entitlements->license_type(), 'a new key replaces the old one' );

		$get = $this->ajax( 'get_license' );
		$this->assertTrue( $get['success'] );
		$this->assertSame( $upgrade, $get['data']['license']['key'] );
		$this->assertSame( 'site', $get['data']['source'] );
		$this->assertFalse( $get['data']['constant'] );

		$off = $this->ajax( 'deactivate_license', array( 'license' => $upgrade ) );
		$this->assertTrue( $off['success'] );
		$this->assertSame( 'Your license key has been deactivated.', $off['data']['message'] );
		$this->assertFalse( $entitlements->is_licensed() );
		$this->assertSame( 'lite', $entitlements->license_type() );
		$this->assertFalse( get_option( LicenseStore::OPTION ) );
	}

	/**
	 * Keys verify refuses, with the reason it gives.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function refused_keys(): array {
		return array(
			'garbage'  => array( 'garbage', 'license_malformed' ),
			'expired'  => array( 'expired', 'license_expired' ),
			'revoked'  => array( 'revoked', 'license_disabled' ),
			'foreign'  => array( 'foreign', 'license_signature' ),
			'bound'    => array( 'bound', 'license_wrong_site' ),
			'empty'    => array( 'empty', 'license_missing' ),
			'tampered' => array( 'tampered', 'license_signature' ),
		);
	}

	#[DataProvider( 'refused_keys' )]
	public function test_a_refused_key_never_replaces_a_working_licence( string $kind, string $reason ): void {
		$this->act_as( 'administrator' );
		$working = $this->store_valid_licence( 'pro' );
		update_option( OfflineLicenseVerifier::REVOKED_OPTION, array( 'ffffffffffffffff' ) );
		$keys = array(
			'garbage'  => 'not-a-key',
			'expired'  => self::mint( 'elite', time() - 10 ),
			'revoked'  => self::mint( 'elite', 0, '', 'ffffffffffffffff' ),
			'foreign'  => \UserFeedback\Entitlements\LicenseToken::mint( sodium_crypto_sign_secretkey( sodium_crypto_sign_keypair() ), 'elite' ),
			'bound'    => self::mint( 'elite', 0, 'elsewhere.example' ),
			'empty'    => '   ',
			'tampered' => self::flip_char( self::mint( 'plus' ), 10 ),
		);

		$reply = $this->ajax( 'verify_license', array( 'license' => $keys[ $kind ] ) );

		$this->assertFalse( $reply['success'] );
		$this->assertSame( $reason, $reply['data']['error'] );
		$this->assertNotSame( '', $reply['data']['message'] );
		$this->assertSame( $working, ( new LicenseStore() )->get_site()->key );
		$this->assertSame( 'pro', ( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) )->license_type() );
	}

	public function test_refresh_stores_a_revocation_and_the_disabled_notice_follows(): void {
		$this->act_as( 'administrator' );
		$key = self::mint( 'pro', 0, '', '1111222233334444' );
		$this->assertTrue( $this->ajax( 'verify_license', array( 'license' => $key ) )['success'] );

		$same = $this->ajax( 'validate_license', array( 'license' => $key ) );
		$this->assertTrue( $same['success'] );
		$this->assertSame( 'Your license key has been refreshed: the Pro plan is active.', $same['data']['message'] );

		update_option( OfflineLicenseVerifier::REVOKED_OPTION, array( '1111222233334444' ) );
		$revoked = $this->ajax( 'validate_license', array( 'license' => $key ) );

		$this->assertFalse( $revoked['success'] );
		$this->assertSame( 'license_disabled', $revoked['data']['error'] );
		$stored = ( new LicenseStore() )->get_site();
		$this->assertSame( $key, $stored->key, 'the key stays, flagged, so the notice can say what happened' );
		$this->assertTrue( $stored->is_disabled );
		$this->assertSame( 'disabled', \UserFeedback\Entitlements\LicenseNotices::state( $stored ) );
		$this->assertFalse( ( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) )->is_licensed() );
	}

	public function test_refresh_and_deactivate_without_a_key_say_so(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 'There is no license key to refresh.', $this->ajax( 'validate_license' )['data']['message'] );
		$this->assertSame( 'There is no license key to deactivate.', $this->ajax( 'deactivate_license' )['data']['message'] );
	}

	public function test_a_network_request_on_a_single_site_is_refused(): void {
		$this->act_as( 'administrator' );
		$reply = $this->ajax(
			'verify_license',
			array(
				'license' => self::mint( 'pro' ),
				'network' => '1',
			)
		);
		$this->assertSame( 'rest_forbidden', $reply['data']['error'] );
		$this->assertSame( '', ( new LicenseStore() )->get_site()->key );
	}

	public function test_a_constant_key_is_stored_and_the_screen_cannot_change_it(): void {
		$this->act_as( 'administrator' );
		$constant = self::mint( 'elite' );
		$handler  = $this->handler( 'pro', $constant );

		$get = $this->ajax( 'get_license', array(), null, array( $handler, 'get_license' ) );
		$this->assertTrue( $get['data']['constant'] );
		$this->assertSame( 'constant', $get['data']['source'] );
		$this->assertSame( $constant, $get['data']['license']['key'] );
		$this->assertSame( 'elite', ( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) )->license_type() );

		$expected = 'The license key is set by the USERFEEDBACK_LICENSE_KEY constant in wp-config.php. Change or remove it there.';
		$verify   = $this->ajax( 'verify_license', array( 'license' => self::mint( 'plus' ) ), null, array( $handler, 'verify_license' ) );
		$this->assertSame( 'license_constant', $verify['data']['error'] );
		$this->assertSame( $expected, $verify['data']['message'] );
		$deactivate = $this->ajax( 'deactivate_license', array(), null, array( $handler, 'deactivate_license' ) );
		$this->assertSame( $expected, $deactivate['data']['message'] );
		$this->assertSame( $constant, ( new LicenseStore() )->get_site()->key );

		$this->assertTrue( $this->ajax( 'validate_license', array(), null, array( $handler, 'validate_license' ) )['success'], 'Refresh Key still works' );
	}

	public function test_a_bad_constant_key_is_stored_flagged_invalid(): void {
		$this->act_as( 'administrator' );
		$handler = $this->handler( 'pro', 'UF1-not-a-real-key' );
		$this->ajax( 'get_license', array(), null, array( $handler, 'get_license' ) );
		$stored = ( new LicenseStore() )->get_site();
		$this->assertTrue( $stored->is_invalid );
		$this->assertSame( 'invalid', \UserFeedback\Entitlements\LicenseNotices::state( $stored ) );
	}

	public function test_connect_with_a_valid_key_but_no_package_reports_the_spec_fallback(): void {
		$this->act_as( 'administrator' );
		$this->filter( 'userfeedback_pro_package', static fn() => '', 100 );
		$key = self::mint( 'pro' );

		$reply = $this->ajax( 'connect_url', array( 'key' => $key ), null, array( $this->handler( 'lite' ), 'connect_url' ) );

		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'There was an error unlocking UserFeedback PRO please try again or install manually.', $reply['data']['message'] );
		$this->assertSame( 'userfeedback_no_package', $reply['data']['error'] );
		$this->assertSame( $key, ( new LicenseStore() )->get_site()->key, 'the verified key is kept for a manual install' );
	}

	public function test_connect_with_a_bad_key_reports_why(): void {
		$this->act_as( 'administrator' );
		$reply = $this->ajax( 'connect_url', array( 'key' => self::mint( 'pro', time() - 1 ) ), null, array( $this->handler( 'lite' ), 'connect_url' ) );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'license_expired', $reply['data']['error'] );
		$this->assertSame( '', ( new LicenseStore() )->get_site()->key );
	}

	public function test_connect_never_overwrites_a_development_checkout(): void {
		$this->act_as( 'administrator' );
		// The test site's plugin folder is a symlink to this repository.
		$this->assertTrue( is_link( WP_PLUGIN_DIR . '/' . dirname( plugin_basename( USERFEEDBACK_FILE ) ) ) );
		$result = ( new ProUpgrade( plugin_basename( USERFEEDBACK_FILE ) ) )->install( __FILE__ );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'userfeedback_development_copy', $result->get_error_code() );
		$this->assertFileExists( USERFEEDBACK_FILE );
	}

	public function test_connect_installs_the_pro_package_over_lite_and_keeps_it_active(): void {
		$this->act_as( 'administrator' );
		$this->filter(
			'pre_http_request',
			// WordPress checks wordpress.org for updates after an install; the test site is offline.
			static fn( $reply, $args, $url ) => str_contains( (string) $url, 'api.wordpress.org' ) ? array(
				'headers'  => array(),
				'body'     => '{"plugins":[],"themes":[],"translations":[],"no_update":[]}',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			) : $reply,
			10,
			3
		);
		$folder   = 'uf-connect-test';
		$basename = "{$folder}/{$folder}.php";
		$dir      = WP_PLUGIN_DIR . '/' . $folder;
		$this->assertDirectoryDoesNotExist( $dir );
		mkdir( $dir );
		file_put_contents( "{$dir}/{$folder}.php", "<?php\n/**\n * Plugin Name: Connect test\n * Version: 1.0.0\n */\n// lite\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$zip_path = sys_get_temp_dir() . '/uf-connect-test-' . getmypid() . '.zip';
		$zip      = new \ZipArchive();
		$this->assertTrue( $zip->open( $zip_path, \ZipArchive::CREATE | \ZipArchive::OVERWRITE ) );
		$zip->addFromString( "{$folder}/{$folder}.php", "<?php\n/**\n * Plugin Name: Connect test\n * Version: 2.0.0\n */\n// pro\n" );
		$zip->close();
		update_option( 'active_plugins', array_merge( (array) get_option( 'active_plugins', array() ), array( $basename ) ) );
		$this->filter( 'userfeedback_pro_package', static fn() => $zip_path, 100 );

		try {
			$handler = $this->handler( 'lite', null, $basename );
			$reply   = $this->ajax( 'connect_url', array( 'key' => self::mint( 'elite' ) ), null, array( $handler, 'connect_url' ) );

			$this->assertTrue( $reply['success'], (string) wp_json_encode( $reply ) );
			$this->assertSame( admin_url( 'admin.php?page=userfeedback_settings' ), $reply['data']['url'] );
			$this->assertFalse( $reply['data']['reload'] );
			$this->assertStringContainsString( '// pro', (string) file_get_contents( "{$dir}/{$folder}.php" ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$this->assertContains( $basename, (array) get_option( 'active_plugins' ) );
			$this->assertSame( 'elite', ( new LicenseStore() )->get_site()->type );
		} finally {
			$files = glob( "{$dir}/*" );
			foreach ( false === $files ? array() : $files as $file ) {
				unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			}
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			if ( is_file( $zip_path ) ) {
				unlink( $zip_path ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			}
			wp_clean_plugins_cache( false );
		}
	}

	public function test_connect_on_pro_just_verifies_and_reloads(): void {
		$this->act_as( 'administrator' );
		$reply = $this->ajax( 'connect_url', array( 'key' => self::mint( 'plus' ) ), null, array( $this->handler( 'pro' ), 'connect_url' ) );
		$this->assertTrue( $reply['success'] );
		$this->assertTrue( $reply['data']['reload'] );
		$this->assertSame( '', $reply['data']['url'] );
		$this->assertSame( 'plus', ( new LicenseStore() )->get_site()->type );
	}

	/**
	 * A handler on an edition of our choosing, optionally with a constant key and a stand-in
	 * plugin to upgrade.
	 *
	 * @param string      $edition  lite or pro.
	 * @param string|null $constant The constant's key.
	 * @param string      $basename Plugin the connect flow replaces.
	 * @return LicenseAjax
	 */
	private function handler( string $edition, ?string $constant = null, string $basename = 'userfeedback/userfeedback.php' ): LicenseAjax {
		$store = new LicenseStore();
		return new LicenseAjax(
			new LicenseService( $store, new OfflineLicenseVerifier(), null, $constant ),
			new Entitlements( $edition, $store, new AddonRegistry() ),
			new ProUpgrade( $basename )
		);
	}

	/**
	 * Stores a valid, verified licence and returns its key.
	 *
	 * @param string $type Plan type.
	 * @return string
	 */
	private function store_valid_licence( string $type ): string {
		$key = self::mint( $type );
		( new LicenseStore() )->save( new License( $key, $type, false, false, false, 0, '', time() ) );
		return $key;
	}

	/**
	 * A key with one base64url character changed (inside the key id: the key stays well-formed).
	 *
	 * @param string $key      Key.
	 * @param int    $position Character to change.
	 * @return string
	 */
	private static function flip_char( string $key, int $position ): string {
		return substr_replace( $key, 'A' === $key[ $position ] ? 'B' : 'A', $position, 1 );
	}

	/**
	 * Replaces the placeholder key with a freshly minted valid one.
	 *
	 * @param array<string, string> $post POST fields.
	 * @return array<string, string>
	 */
	private function with_key( array $post ): array {
		foreach ( $post as $field => $value ) {
			if ( 'SET-IN-TEST' === $value ) {
				$post[ $field ] = self::mint( 'elite' );
			}
		}
		return $post;
	}
}
