<?php
/**
 * The licence error notices.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseNotices;
use UserFeedback\Entitlements\LicenseStore;

/**
 * Spec §4 "Licence notices" (priority expired, disabled, invalid) and §8 (the texts): which
 * notice shows, its exact words, and where and to whom.
 */
final class LicenseNoticesTest extends LicenseTestCase {

	private const EXPIRED  = 'Your license key for UserFeedback has expired. Please click here to renew your license key.';
	private const DISABLED = 'Your license key for UserFeedback has been disabled. Please use a different key.';
	private const INVALID  = 'Your license key for UserFeedback is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.';

	/**
	 * Flag combinations and the one notice each shows.
	 *
	 * @return array<string, array{bool, bool, bool, string}>
	 */
	public static function flags(): array {
		return array(
			'all three'          => array( true, true, true, 'expired' ),
			'expired + disabled' => array( true, true, false, 'expired' ),
			'expired + invalid'  => array( true, false, true, 'expired' ),
			'disabled + invalid' => array( false, true, true, 'disabled' ),
			'expired only'       => array( true, false, false, 'expired' ),
			'disabled only'      => array( false, true, false, 'disabled' ),
			'invalid only'       => array( false, false, true, 'invalid' ),
			'valid'              => array( false, false, false, '' ),
		);
	}

	#[DataProvider( 'flags' )]
	public function test_one_notice_in_the_spec_priority( bool $expired, bool $disabled, bool $invalid, string $state ): void {
		$this->assertSame( $state, LicenseNotices::state( new License( 'k', 'pro', $expired, $disabled, $invalid ) ) );
	}

	public function test_no_key_no_notice_and_a_passed_expiry_counts_as_expired(): void {
		$this->assertSame( '', LicenseNotices::state( License::none() ) );
		$this->assertSame( 'expired', LicenseNotices::state( new License( 'k', 'pro', false, true, false, time() - 5 ) ) );
	}

	/**
	 * The states and their texts.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function texts(): array {
		return array(
			'expired'  => array( 'expired', self::EXPIRED ),
			'disabled' => array( 'disabled', self::DISABLED ),
			'invalid'  => array( 'invalid', self::INVALID ),
		);
	}

	#[DataProvider( 'texts' )]
	public function test_the_spec_texts_as_error_notices( string $state, string $text ): void {
		$html = LicenseNotices::html( $state );
		$this->assertStringStartsWith( '<div class="notice notice-error userfeedback-license-notice"', $html );
		$this->assertSame( $text, trim( wp_strip_all_tags( $html ) ) );
	}

	public function test_the_expired_notice_links_to_renewal_escaped(): void {
		$this->filter( 'userfeedback_license_renew_url', static fn() => 'https://shop.example/renew?a=1&b="><script>' );
		$html = LicenseNotices::html( 'expired' );
		$this->assertStringContainsString( '>Please click here to renew your license key.</a>', $html );
		$this->assertStringContainsString( 'href="https://shop.example/renew?a=1&#038;b=script"', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( '', LicenseNotices::html( '' ) );
	}

	public function test_shown_on_the_dashboard_and_the_plugin_pages_to_administrators_of_pro_only(): void {
		( new LicenseStore() )->save( new License( 'k', 'pro', true, true, false ) );
		$this->act_as( 'administrator' );

		$this->assertStringContainsString( 'has expired', $this->render( 'pro', 'dashboard' ) );
		$this->assertStringNotContainsString( 'disabled', $this->render( 'pro', 'dashboard' ), 'only the first notice by priority' );
		$this->assertSame( '', $this->render( 'lite', 'dashboard' ), 'Lite has no licence' );
		$this->assertSame( '', $this->render( 'pro', 'edit-post' ), 'not on unrelated screens' );

		$_GET['page'] = 'userfeedback_settings';
		$this->assertStringContainsString( 'has expired', $this->render( 'pro', 'toplevel_page_userfeedback_surveys' ) );

		$this->act_as( 'editor' );
		$this->assertSame( '', $this->render( 'pro', 'toplevel_page_userfeedback_surveys' ), 'only for users who can act on it' );
	}

	public function test_a_valid_licence_shows_nothing(): void {
		( new LicenseStore() )->save( new License( 'k', 'elite' ) );
		$this->act_as( 'administrator' );
		$this->assertSame( '', $this->render( 'pro', 'dashboard' ) );
	}

	public function test_the_notice_is_hooked_to_admin_notices(): void {
		$notices = new LicenseNotices( userfeedback()->entitlements(), new LicenseStore() );
		$notices->add_hooks();
		$this->assertSame( 10, has_action( 'admin_notices', array( $notices, 'render' ) ) );
		remove_action( 'admin_notices', array( $notices, 'render' ) );
	}

	/**
	 * The notice output on a screen.
	 *
	 * @param string $edition lite or pro.
	 * @param string $screen  Screen id.
	 * @return string
	 */
	private function render( string $edition, string $screen ): string {
		set_current_screen( $screen );
		$notices = new LicenseNotices( new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ), new LicenseStore() );
		ob_start();
		try {
			$notices->render();
		} finally {
			$output                    = (string) ob_get_clean();
			$GLOBALS['current_screen'] = null;
		}
		return $output;
	}
}
