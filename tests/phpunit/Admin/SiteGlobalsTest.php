<?php
/**
 * The bootstrap data handed to the admin app and the widget.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Admin;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\AdminAssets;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

/**
 * What the browser is told must be exactly what the server enforces.
 */
final class SiteGlobalsTest extends TestCase {

	/**
	 * Tiers to check.
	 *
	 * @return array<string, array{string, string, string[]}>
	 */
	public static function tiers(): array {
		return array(
			'lite'                => array( 'lite', 'none', array() ),
			'pro without licence' => array( 'pro', 'none', array( 'targeting' ) ),
			'pro plus'            => array( 'pro', 'plus', array( 'question-types', 'branding' ) ),
			'pro elite, all'      => array( 'pro', 'elite', AddonRegistry::KEYS ),
		);
	}

	/**
	 * Admin and widget bootstrap data agree with the entitlements.
	 *
	 * @param string   $edition Edition.
	 * @param string   $type    Licence type or none.
	 * @param string[] $addons  Active add-ons.
	 */
	#[DataProvider( 'tiers' )]
	public function test_bootstrap_data_matches_entitlements( string $edition, string $type, array $addons ): void {
		$this->act_as( 'administrator' );
		if ( 'none' !== $type ) {
			( new LicenseStore() )->save( new License( 'k', $type ) );
		}
		$this->set_active_addons( $addons );
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$globals      = new SiteGlobals( $entitlements );

		$admin = $globals->for_admin(
			array(
				'link'  => 'x',
				'title' => 'y',
			)
		);
		foreach ( $entitlements->to_array() as $key => $value ) {
			$this->assertSame( $value, $admin[ $key ], $key );
		}
		foreach ( array( 'plugin_version', 'assets', 'admin_url', 'admin_email', 'rest_url', 'nonce', 'install_nonce', 'affiliate_id', 'affiliate_url', 'current_page', 'roles', 'roles_manage_options' ) as $key ) {
			$this->assertArrayHasKey( $key, $admin );
		}
		$this->assertSame( rest_url( 'userfeedback/v1/' ), $admin['rest_url'] );
		$this->assertSame( 1, wp_verify_nonce( $admin['nonce'], 'wp_rest' ) );
		$this->assertContains( 'administrator', $admin['roles_manage_options'] );
		$this->assertNotContains( 'editor', $admin['roles_manage_options'] );
		$this->assertTrue( $admin['capabilities']['manage_settings'] );

		$widget = $globals->for_widget();
		$this->assertSame( $entitlements->is_pro(), $widget['is_pro'] );
		$this->assertSame( $entitlements->is_licensed(), $widget['is_licensed'] );
		$this->assertSame( $entitlements->license_type(), $widget['license_type'] );
		foreach ( AddonRegistry::KEYS as $key ) {
			$this->assertSame( $entitlements->addon_active( $key ), $widget['addons'][ $key ], $key );
		}
		$this->assertArrayNotHasKey( 'nonce', $widget, 'the widget must not depend on a per-user nonce' );
		// Composite facts are the admin app's; the widget gates on the add-on flags alone.
		foreach ( array( 'has_pro_plan', 'can_target_devices', 'can_target_pages' ) as $fact ) {
			$this->assertArrayHasKey( $fact, $admin, $fact );
			$this->assertArrayNotHasKey( $fact, $widget, $fact );
		}
		$this->assertSame( array( 'is_pro', 'is_licensed', 'license_type', 'addons', 'plugin_version', 'rest_url' ), array_keys( $widget ) );
	}

	/**
	 * Plugin managers are told they may use the plugins admin-ajax; editors are not, so the
	 * builder's Tracking card does not ask for a list the server would refuse them.
	 */
	public function test_capabilities_say_who_may_manage_plugins(): void {
		$page = array(
			'link'  => 'x',
			'title' => 'y',
		);
		$this->act_as( 'administrator' );
		$this->assertTrue( ( new SiteGlobals( userfeedback()->entitlements() ) )->for_admin( $page )['capabilities']['activate_plugins'] );
		$this->act_as( 'editor' );
		$admin = ( new SiteGlobals( userfeedback()->entitlements() ) )->for_admin( $page );
		$this->assertFalse( $admin['capabilities']['activate_plugins'] );
		$this->assertTrue( $admin['capabilities']['create_edit_surveys'] );
	}

	/**
	 * The builder's preview gets the site's widget look as WidgetTheming resolves it for
	 * visitors (editors may not read the settings route).
	 */
	public function test_admin_globals_carry_the_sites_widget_look(): void {
		$this->act_as( 'editor' );
		( new SettingsStore() )->update(
			array(
				'widget_toggle_text'  => 'Feedback',
				'widget_toggle_icon'  => 'star',
				'widget_position'     => 'bottom_left',
				'widget_toggle_color' => '#aa0000',
				'widget_color'        => '#123456',
			)
		);
		$this->set_active_addons( array() );
		$entitlements = new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() );
		$look         = ( new SiteGlobals( $entitlements ) )->for_admin(
			array(
				'link'  => 'x',
				'title' => 'y',
			)
		)['widget_theming'];
		$this->assertSame( 'Feedback', $look['widget_toggle_text'] );
		$this->assertSame( 'star', $look['widget_toggle_icon'] );
		$this->assertSame( 'bottom_left', $look['position'] );
		$this->assertSame( '#aa0000', $look['widget_toggle_color'] );
		// Without branding the light preset applies, as on the live site.
		$this->assertSame( '#ffffff', $look['widget_color'] );
		$this->assertSame( 'Skip', $look['skip_text'] );
	}

	public function test_admin_page_prints_the_globals_before_the_app(): void {
		$this->act_as( 'administrator' );
		$_GET['page'] = 'userfeedback_results';
		// What wp-admin/admin.php sets before enqueueing on a plugin page.
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = 'userfeedback_results';
		$GLOBALS['title']       = 'Results ‹ UserFeedback';
		wp_dequeue_script( AdminAssets::HANDLE );
		wp_deregister_script( AdminAssets::HANDLE );

		set_current_screen( 'toplevel_page_userfeedback_results' );
		do_action( 'admin_enqueue_scripts', 'toplevel_page_userfeedback_results' );

		$this->assertTrue( wp_script_is( AdminAssets::HANDLE, 'enqueued' ), 'run the build before the tests' );
		$before = trim( implode( "\n", array_filter( (array) wp_scripts()->get_data( AdminAssets::HANDLE, 'before' ) ) ) );
		$this->assertMatchesRegularExpression( '/^window\.userfeedback = (\{.*\});$/s', $before );
		$json = json_decode( substr( $before, strlen( 'window.userfeedback = ' ), -1 ), true );
		$this->assertSame( userfeedback()->entitlements()->to_array()['addons'], $json['addons'] );
		$this->assertSame( userfeedback()->entitlements()->is_pro(), $json['is_pro'] );
		$this->assertStringContainsString( 'page=userfeedback_results', $json['current_page']['link'] );
		// The widget's preview bundle is registered on every plugin page, loaded only where shown.
		$this->assertTrue( wp_script_is( AdminAssets::PREVIEW_HANDLE, 'registered' ) );
		$this->assertFalse( wp_script_is( AdminAssets::PREVIEW_HANDLE, 'enqueued' ) );
		$this->assertStringEndsWith( '/build/widget-preview.js', (string) wp_scripts()->registered[ AdminAssets::PREVIEW_HANDLE ]->src );
	}

	public function test_the_surveys_page_loads_the_widget_preview(): void {
		$this->act_as( 'administrator' );
		$_GET['page']           = 'userfeedback_surveys';
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = 'userfeedback_surveys';
		$GLOBALS['title']       = 'Surveys ‹ UserFeedback';
		wp_dequeue_script( AdminAssets::PREVIEW_HANDLE );
		set_current_screen( 'toplevel_page_userfeedback_surveys' );
		do_action( 'admin_enqueue_scripts', 'toplevel_page_userfeedback_surveys' );

		$this->assertTrue( wp_script_is( AdminAssets::PREVIEW_HANDLE, 'enqueued' ) );
	}

	public function test_other_admin_pages_do_not_load_the_app(): void {
		$this->act_as( 'administrator' );
		$_GET['page'] = 'some_other_plugin';
		wp_dequeue_script( AdminAssets::HANDLE );
		set_current_screen( 'toplevel_page_some_other_plugin' );
		do_action( 'admin_enqueue_scripts', 'toplevel_page_some_other_plugin' );
		$this->assertFalse( wp_script_is( AdminAssets::HANDLE, 'enqueued' ) );
	}
}
