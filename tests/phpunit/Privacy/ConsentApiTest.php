<?php
/**
 * Analytics events and the WP Consent API on the page: the bootstrap's flags, the registration,
 * the cookies declared and the privacy policy text.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Privacy;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Privacy\ConsentApi;
use UserFeedback\Privacy\PolicyText;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * The WP Consent API is not installed on the test site: its presence is stood in for by the
 * documented filter, and wp_add_cookie_info() by a recorder (fixtures/wp-consent-api-cookie-info.php).
 */
final class ConsentApiTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( SettingsStore::OPTION );
		$GLOBALS['uf_test_cookie_info'] = array();
		require_once dirname( __DIR__ ) . '/fixtures/wp-consent-api-cookie-info.php';
	}

	protected function tearDown(): void {
		remove_all_filters( 'userfeedback_consent_api_active' );
		( new LicenseStore() )->clear();
		parent::tearDown();
	}

	/**
	 * Pro with a licence of a type (null: none), or Lite.
	 *
	 * @param string|null $plan    Licence type.
	 * @param string      $edition 'pro' or 'lite'.
	 * @return Entitlements
	 */
	private function entitlements( ?string $plan, string $edition = 'pro' ): Entitlements {
		if ( null === $plan ) {
			( new LicenseStore() )->clear();
		} else {
			( new LicenseStore() )->save( new License( 'key', $plan ) );
		}
		return new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
	}

	/**
	 * The page's bootstrap, checked against its schema.
	 *
	 * @param Entitlements $entitlements The site's.
	 * @return array<string, mixed>
	 */
	private function bootstrap( Entitlements $entitlements ): array {
		$bootstrap = ( new WidgetBootstrap(
			new SiteGlobals( $entitlements ),
			$entitlements,
			new WidgetTheming( new SettingsStore(), $entitlements ),
			new SubmissionToken( wp_salt( 'nonce' ) ),
			false
		) )->build( array(), array() );
		$json      = json_decode( (string) wp_json_encode( $bootstrap ), true );
		$result    = rest_validate_value_from_schema( $json, StrictSchema::of( WidgetBootstrapSchema::bootstrap() ), 'userfeedbackWidget' );
		$this->assertTrue( true === $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		return $bootstrap;
	}

	private function opt_in(): void {
		( new SettingsStore() )->update( array( 'analytics_events' => true ) );
	}

	public function test_the_analytics_flag_needs_the_opt_in_and_a_pro_or_elite_plan(): void {
		$this->assertArrayNotHasKey( 'analytics', $this->bootstrap( $this->entitlements( 'elite' ) ), 'off by default' );
		$this->opt_in();
		foreach ( array( 'pro', 'elite' ) as $plan ) {
			$this->assertTrue( $this->bootstrap( $this->entitlements( $plan ) )['analytics'] ?? null, $plan );
		}
		// Stored while the site had the plan: the pages stop sending once it is gone.
		foreach ( array( 'plus', 'lite', null ) as $plan ) {
			$this->assertArrayNotHasKey( 'analytics', $this->bootstrap( $this->entitlements( $plan ) ), (string) $plan );
		}
		$this->assertArrayNotHasKey( 'analytics', $this->bootstrap( $this->entitlements( 'elite', 'lite' ) ), 'Lite' );
	}

	public function test_the_consent_flag_follows_the_api(): void {
		$entitlements = $this->entitlements( 'elite' );
		$this->assertFalse( ConsentApi::active() );
		$this->assertArrayNotHasKey( 'consent_api', $this->bootstrap( $entitlements ), 'no API: the page says nothing' );
		add_filter( 'userfeedback_consent_api_active', '__return_true' );
		$this->assertTrue( $this->bootstrap( $entitlements )['consent_api'] ?? null );
		$this->assertTrue( $this->bootstrap( $this->entitlements( null, 'lite' ) )['consent_api'] ?? null, 'every edition' );
	}

	public function test_the_plugin_registers_with_the_api_and_declares_its_cookies(): void {
		$basename = plugin_basename( USERFEEDBACK_FILE );
		$this->assertTrue( apply_filters( "wp_consent_api_registered_{$basename}", false ) );

		( new ConsentApi( $basename ) )->declare_cookies();
		$declared = $GLOBALS['uf_test_cookie_info'];
		$names    = array_column( $declared, 0 );
		foreach ( array( 'userfeedback-{id}', 'userfeedback-{id}-minimized', 'userfeedback_cooldown', 'userfeedback_pause', 'userfeedback-{id}-sample', 'userfeedback-{id}-contact', 'userfeedback-{id}-once', 'uf_answered_{id}', 'uf_continue_{id}', 'uf_seen_{id}' ) as $name ) {
			$this->assertContains( $name, $names );
		}
		foreach ( $declared as $cookie ) {
			$this->assertSame( 'UserFeedback', $cookie[1] );
			$this->assertSame( 'functional', $cookie[2], $cookie[0] );
			$this->assertSame( '', $cookie[5], 'no personal data collected: ' . $cookie[0] );
			$this->assertContains( $cookie[8], array( 'HTTP', 'LOCALSTORAGE' ) );
		}
	}

	public function test_the_policy_says_what_events_carry_and_how_consent_is_followed(): void {
		$entitlements = $this->entitlements( 'elite' );
		$policy       = new PolicyText( new SettingsStore(), $entitlements );
		$plain        = $policy->html();
		$this->assertStringNotContainsString( 'Google Analytics', $plain, 'off: not mentioned' );
		$this->assertStringNotContainsString( 'cookie choices', $plain );

		$this->opt_in();
		$html = $policy->html();
		$this->assertStringContainsString( 'Google Analytics or Google Tag Manager', $html );
		$this->assertStringContainsString( 'These events carry no answers, no e-mail address and no other personal data', $html );
		$this->assertStringNotContainsString( 'statistics cookies', $html, 'no API: no consent sentence' );

		add_filter( 'userfeedback_consent_api_active', '__return_true' );
		$html = $policy->html();
		$this->assertStringContainsString( 'They are sent only while you allow statistics cookies.', $html );
		$this->assertStringContainsString( 'until you allow functional cookies it stores nothing in your browser', $html );

		$this->assertStringNotContainsString( 'Google Analytics', ( new PolicyText( new SettingsStore(), $this->entitlements( 'plus' ) ) )->html(), 'a plan without the feature sends nothing, so says nothing' );
	}
}
