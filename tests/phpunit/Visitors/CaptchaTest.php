<?php
/**
 * Spam protection: Cloudflare Turnstile and Google reCAPTCHA v3 on survey responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Privacy\PolicyText;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Tests\LocalServer;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test counts our own table's rows directly to check what was stored.
// phpcs:disable WordPress.WP.AlternativeFunctions -- the local server's log is a plain file.

/**
 * Against a local server that answers as the providers' siteverify endpoints document
 * (fixtures/captcha-verifier.php), reached over real HTTP through PublicTarget: with no provider
 * nothing is asked and nothing changes; with one, the save that creates a response needs a token
 * the provider confirms (403 otherwise, nothing stored), a provider that cannot be reached lets
 * it through or refuses it (503) as the setting says, and the later saves of a partial response
 * are not verified again. The secret key is never answered by GET settings.
 */
final class CaptchaTest extends FrontendTestCase {

	private const KEY    = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
	private const SECRET = 'test-secret';

	/**
	 * The stand-in provider.
	 *
	 * @var LocalServer|null
	 */
	private static ?LocalServer $provider = null;

	/**
	 * The path the verify URL points at on the stand-in (/turnstile, /recaptcha, /down, ...).
	 *
	 * @var string
	 */
	private string $path = '/turnstile';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$provider = LocalServer::start( 'captcha-verifier.php', 'UF_CAPTCHA_LOG' );
	}

	public static function tearDownAfterClass(): void {
		self::$provider?->stop();
		self::$provider = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		foreach ( (array) glob( self::provider()->log_dir . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		add_filter( 'userfeedback_captcha_verify_url', array( $this, 'verify_url' ) );
		add_filter( 'http_request_host_is_external', array( $this, 'allow_loopback' ), 10, 2 );
		add_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
	}

	protected function tearDown(): void {
		remove_filter( 'userfeedback_captcha_verify_url', array( $this, 'verify_url' ) );
		remove_filter( 'http_request_host_is_external', array( $this, 'allow_loopback' ), 10 );
		remove_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
		parent::tearDown();
	}

	public function test_without_a_provider_nothing_is_asked_and_nothing_changes(): void {
		$id   = $this->create_survey();
		$sent = 0;
		$spy  = static function ( $pre ) use ( &$sent ) {
			++$sent;
			return $pre;
		};
		add_filter( 'pre_http_request', $spy );
		$this->assertSame( 201, $this->answer( $id )->get_status() );
		$this->assertSame( 201, $this->answer( $id, array( 'captcha' => 'fail' ) )->get_status(), 'a token is ignored' );
		remove_filter( 'pre_http_request', $spy );
		$this->assertSame( 0, $sent, 'no request at all' );
		$this->assertSame( array(), $this->requests() );
		$this->assertSame( 2, $this->stored( $id ) );
		$this->assertArrayNotHasKey( 'captcha', $this->bootstrap() );

		// A provider chosen without its keys (stored by hand) is off too.
		( new SettingsStore() )->update( array( 'captcha_provider' => 'turnstile' ) );
		$this->assertSame( 201, $this->answer( $id )->get_status() );
		$this->assertSame( array(), $this->requests() );
	}

	public function test_a_confirmed_turnstile_token_stores_the_response(): void {
		$this->configure( 'turnstile' );
		$id       = $this->create_survey();
		$response = $this->answer( $id, array( 'captcha' => 'pass' ) );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $this->stored( $id ) );
		$requests = $this->requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( 'POST', $requests[0]['method'] );
		$this->assertSame( '/turnstile', $requests[0]['path'] );
		$this->assertStringStartsWith( 'application/x-www-form-urlencoded', $requests[0]['content_type'] );
		$this->assertSame(
			array(
				'secret'   => self::SECRET,
				'response' => 'pass',
				'remoteip' => '203.0.113.7',
			),
			$requests[0]['form']
		);
	}

	public function test_a_missing_or_refused_token_is_a_403_and_nothing_is_stored(): void {
		$this->configure( 'turnstile' );
		$id = $this->create_survey();

		foreach ( array(
			'missing' => array(),
			'refused' => array( 'captcha' => 'fail' ),
		) as $case => $extra ) {
			$refused = $this->answer( $id, $extra );
			$this->assertSame( 403, $refused->get_status(), $case );
			$this->assertSame( 'userfeedback_captcha_failed', $this->error_code( $refused ), $case );
			$this->assertSame( 'We could not confirm you are not a robot. Please try again.', $refused->get_data()['message'] ?? null );
		}
		$this->assertCount( 1, $this->requests(), 'a missing token is refused without asking' );

		// A token is single-use: the provider refuses it the second time.
		$this->assertSame( 201, $this->answer( $id, array( 'captcha' => 'pass-once' ) )->get_status() );
		$this->assertSame( 403, $this->answer( $id, array( 'captcha' => 'pass-once' ) )->get_status() );
		$this->assertSame( 1, $this->stored( $id ) );

		// Wrong keys are refused by the provider, as a refused token.
		( new SettingsStore() )->update( array( 'captcha_secret_key' => 'not-the-secret' ) );
		$this->assertSame( 403, $this->answer( $id, array( 'captcha' => 'pass-two' ) )->get_status() );
		$this->assertSame( 1, $this->stored( $id ) );
	}

	public function test_a_token_longer_than_the_documented_maximum_is_refused_by_the_route(): void {
		$this->configure( 'turnstile' );
		$id      = $this->create_survey();
		$refused = $this->answer( $id, array( 'captcha' => str_repeat( 'p', 2049 ) ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( array(), $this->requests() );
		$this->assertSame( 0, $this->stored( $id ) );
	}

	public function test_recaptcha_needs_the_score_and_the_widgets_action(): void {
		$this->configure( 'recaptcha' );
		$id = $this->create_survey();

		$this->assertSame( 201, $this->answer( $id, array( 'captcha' => 'pass' ) )->get_status(), 'score 0.9' );
		$low = $this->answer( $id, array( 'captcha' => 'pass-0.3' ) );
		$this->assertSame( 403, $low->get_status(), 'score 0.3 under the default 0.5' );
		$this->assertSame( 'userfeedback_captcha_failed', $this->error_code( $low ) );
		$this->assertSame( 403, $this->answer( $id, array( 'captcha' => 'pass-other-action' ) )->get_status(), 'a token made for another action' );
		$this->assertSame( 1, $this->stored( $id ) );

		( new SettingsStore() )->update( array( 'captcha_min_score' => 0.3 ) );
		$this->assertSame( 201, $this->answer( $id, array( 'captcha' => 'pass-0.3-again' ) )->get_status(), 'the threshold is the setting' );
		$this->assertSame( 2, $this->stored( $id ) );
		$this->assertSame( '/recaptcha', $this->requests()[0]['path'] );
	}

	public function test_an_outage_lets_responses_through_or_refuses_them_as_the_setting_says(): void {
		$this->configure( 'turnstile' );
		$id = $this->create_survey();

		foreach ( array( '/down', '/html' ) as $path ) {
			$this->path = $path;
			( new SettingsStore() )->update( array( 'captcha_fail_open' => true ) );
			$this->assertSame( 201, $this->answer( $id, array( 'captcha' => 'pass' ) )->get_status(), "{$path}: fail open" );

			( new SettingsStore() )->update( array( 'captcha_fail_open' => false ) );
			$closed = $this->answer( $id, array( 'captcha' => 'pass' ) );
			$this->assertSame( 503, $closed->get_status(), "{$path}: fail closed" );
			$this->assertSame( 'userfeedback_captcha_unavailable', $this->error_code( $closed ) );
		}
		$this->assertSame( 2, $this->stored( $id ), 'only the fail-open ones' );

		// Fail open never excuses a refused token: the provider answered.
		$this->path = '/turnstile';
		( new SettingsStore() )->update( array( 'captcha_fail_open' => true ) );
		$this->assertSame( 403, $this->answer( $id, array( 'captcha' => 'fail' ) )->get_status() );
		$this->assertSame( 2, $this->stored( $id ) );
	}

	public function test_a_slow_provider_is_given_up_after_five_seconds(): void {
		$this->configure( 'turnstile' );
		$id         = $this->create_survey();
		$this->path = '/slow';
		( new SettingsStore() )->update( array( 'captcha_fail_open' => false ) );

		$started = microtime( true );
		$closed  = $this->answer( $id, array( 'captcha' => 'pass-slow' ) );
		$took    = microtime( true ) - $started;

		$this->assertSame( 503, $closed->get_status() );
		$this->assertLessThan( 7.5, $took, 'the provider sleeps 8 s; the site waits 5' );
		$this->assertSame( 0, $this->stored( $id ) );
	}

	public function test_a_provider_on_a_private_address_is_never_requested(): void {
		$this->configure( 'turnstile' );
		$id = $this->create_survey();
		remove_filter( 'http_request_host_is_external', array( $this, 'allow_loopback' ), 10 );
		( new SettingsStore() )->update( array( 'captcha_fail_open' => false ) );

		// WordPress counts the site's own host (127.0.0.1 here) as external; another loopback name is not.
		$this->path = '/turnstile';
		$elsewhere  = static fn( string $url ): string => str_replace( '://127.0.0.1:', '://localhost:', $url );
		add_filter( 'userfeedback_captcha_verify_url', $elsewhere, 20 );
		$closed     = $this->answer( $id, array( 'captcha' => 'pass-private' ) );
		remove_filter( 'userfeedback_captcha_verify_url', $elsewhere, 20 );
		$this->assertSame( 503, $closed->get_status() );
		$this->assertSame( array(), $this->requests(), 'PublicTarget refused the loopback' );
	}

	public function test_the_later_saves_of_a_partial_response_are_not_verified_again(): void {
		$this->configure( 'turnstile' );
		$id = $this->create_survey();
		$this->save_partially( $id );

		$first = $this->answer(
			$id,
			array(
				'captcha'      => 'pass',
				'response_key' => self::KEY,
				'completed'    => false,
			)
		);
		$this->assertSame( 201, $first->get_status() );
		$later = $this->answer(
			$id,
			array(
				'response_key' => self::KEY,
				'completed'    => false,
			)
		);
		$this->assertSame( 200, $later->get_status(), (string) wp_json_encode( $later->get_data() ) );
		$last = $this->answer( $id, array( 'response_key' => self::KEY ) );
		$this->assertSame( 200, $last->get_status() );
		$this->assertSame( $first->get_data()['id'], $last->get_data()['id'] );
		$this->assertCount( 1, $this->requests(), 'only the save that created it' );
		$this->assertSame( 1, $this->stored( $id ) );

		// A new response under another key is a creating save again.
		$other = $this->answer(
			$id,
			array(
				'response_key' => '9b2e8f3a-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
				'completed'    => false,
			)
		);
		$this->assertSame( 403, $other->get_status() );
	}

	public function test_a_retried_one_shot_save_is_answered_without_spending_a_token_again(): void {
		$this->configure( 'turnstile' );
		$id    = $this->create_survey();
		$first = $this->answer(
			$id,
			array(
				'captcha'      => 'pass',
				'response_key' => self::KEY,
			)
		);
		$this->assertSame( 201, $first->get_status() );
		// The reply was lost; the widget sends the same body again (the token is spent now).
		$retry = $this->answer(
			$id,
			array(
				'captcha'      => 'pass',
				'response_key' => self::KEY,
			)
		);
		$this->assertSame( 200, $retry->get_status() );
		$this->assertSame( $first->get_data()['id'], $retry->get_data()['id'] );
		$this->assertCount( 1, $this->requests() );
		$this->assertSame( 1, $this->stored( $id ) );
	}

	public function test_the_secret_key_is_never_answered_and_an_empty_one_keeps_it(): void {
		$this->act_as( 'administrator' );
		$saved = $this->save_settings(
			array(
				'captcha_provider'   => 'turnstile',
				'captcha_site_key'   => '0x4AAAAAAAsitekey',
				'captcha_secret_key' => '0x4AAAAAAAsecretWXYZ',
				'captcha_fail_open'  => false,
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		foreach ( array(
			'POST' => $saved,
			'GET'  => $this->rest( 'GET', '/userfeedback/v1/settings' ),
		) as $method => $answer ) {
			$data = $answer->get_data();
			$this->assertSame( '', $data['settings']['captcha_secret_key'], $method );
			$this->assertSame( array( 'captcha_secret_key' => 'WXYZ' ), $data['secret_hints'], $method );
			$this->assertStringNotContainsString( 'secretWXYZ', (string) wp_json_encode( $data ), $method );
			$this->assertSame( '0x4AAAAAAAsitekey', $data['settings']['captcha_site_key'] );
			$this->assertFalse( $data['settings']['captcha_fail_open'] );
		}
		$this->assertSame( '0x4AAAAAAAsecretWXYZ', ( new SettingsStore() )->get( 'captcha_secret_key' ), 'stored' );

		// The admin app sends the object it got back, with the secret empty: the secret stays.
		$again = $this->save_settings( (array) $this->rest( 'GET', '/userfeedback/v1/settings' )->get_data()['settings'] );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( '0x4AAAAAAAsecretWXYZ', ( new SettingsStore() )->get( 'captcha_secret_key' ) );

		// A new one replaces it.
		$this->save_settings( array( 'captcha_secret_key' => '0x4AAAAAAAnewsecret1234' ) );
		$this->assertSame( '0x4AAAAAAAnewsecret1234', ( new SettingsStore() )->get( 'captcha_secret_key' ) );
		$this->assertSame( '1234', $this->rest( 'GET', '/userfeedback/v1/settings' )->get_data()['secret_hints']['captcha_secret_key'] );
	}

	public function test_spam_protection_is_in_every_edition(): void {
		$this->set_active_addons( array() );
		( new \UserFeedback\Entitlements\LicenseStore() )->clear();
		$this->act_as( 'administrator' );
		$saved = $this->save_settings(
			array(
				'captcha_provider'   => 'recaptcha',
				'captcha_site_key'   => '6LcSiteKey',
				'captcha_secret_key' => '6LcSecretKey',
				'captcha_min_score'  => 0.7,
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 0.7, $saved->get_data()['settings']['captcha_min_score'] );
		$this->assertArrayNotHasKey( 'captcha_provider', (array) $saved->get_data()['locked'] );
	}

	/**
	 * Bad spam protection settings, each with the field the 400 names and its message.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function bad_settings(): array {
		return array(
			'unknown provider'    => array( array( 'captcha_provider' => 'hcaptcha' ), 'captcha_provider', 'captcha_provider must be one of: , turnstile, recaptcha.' ),
			'provider, no keys'   => array( array( 'captcha_provider' => 'turnstile' ), 'captcha_site_key', 'Enter the site key your spam protection provider gave you.' ),
			'provider, no secret' => array(
				array(
					'captcha_provider' => 'turnstile',
					'captcha_site_key' => 'abc',
				),
				'captcha_secret_key',
				'Enter the secret key your spam protection provider gave you.',
			),
			'key with a space'    => array( array( 'captcha_site_key' => 'abc def' ), 'captcha_site_key', 'captcha_site_key must be a key of up to 200 letters, digits, dots, dashes and underscores, as your provider shows it.' ),
			'key too long'        => array( array( 'captcha_secret_key' => str_repeat( 'k', 201 ) ), 'captcha_secret_key', 'captcha_secret_key must be a key of up to 200 letters, digits, dots, dashes and underscores, as your provider shows it.' ),
			'key not text'        => array( array( 'captcha_site_key' => array( 'a' ) ), 'captcha_site_key', 'captcha_site_key must be a key of up to 200 letters, digits, dots, dashes and underscores, as your provider shows it.' ),
			'score above 1'       => array( array( 'captcha_min_score' => 1.5 ), 'captcha_min_score', 'captcha_min_score must be a score from 0.0 to 1.0.' ),
			'score negative'      => array( array( 'captcha_min_score' => '-0.1' ), 'captcha_min_score', 'captcha_min_score must be a score from 0.0 to 1.0.' ),
			'score not a number'  => array( array( 'captcha_min_score' => 'high' ), 'captcha_min_score', 'captcha_min_score must be a score from 0.0 to 1.0.' ),
			'fail open not bool'  => array( array( 'captcha_fail_open' => 'sometimes' ), 'captcha_fail_open', 'captcha_fail_open must be true or false.' ),
		);
	}

	/**
	 * A bad save is refused whole, with the message next to its field.
	 *
	 * @param array<string, mixed> $settings The save.
	 * @param string               $field    The field refused.
	 * @param string               $message  Its message.
	 */
	#[DataProvider( 'bad_settings' )]
	public function test_bad_settings_are_refused_next_to_their_field( array $settings, string $field, string $message ): void {
		$this->act_as( 'administrator' );
		$before  = get_option( SettingsStore::OPTION );
		$refused = $this->save_settings( $settings );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $refused ) );
		$this->assertSame( $message, $refused->get_data()['data']['params'][ $field ] ?? null, (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( $before, get_option( SettingsStore::OPTION ), 'nothing saved' );
	}

	public function test_the_widget_gets_the_provider_and_its_script_only_when_one_is_on(): void {
		$this->configure( 'turnstile' );
		$bootstrap = $this->bootstrap();
		$this->assertSame(
			array(
				'provider' => 'turnstile',
				'site_key' => '0x4AAAAAAAsitekey',
				'script'   => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
			),
			$bootstrap['captcha']
		);
		$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( $bootstrap ), 'the secret stays on the server' );
		$result = rest_validate_value_from_schema( json_decode( (string) wp_json_encode( $bootstrap ), true ), StrictSchema::of( WidgetBootstrapSchema::bootstrap() ), 'userfeedbackWidget' );
		$this->assertTrue( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );

		$this->configure( 'recaptcha' );
		$this->assertSame( 'https://www.google.com/recaptcha/api.js?render=0x4AAAAAAAsitekey', $this->bootstrap()['captcha']['script'] );

		$filter = static fn( string $url, string $provider ): string => "https://example.org/{$provider}.js";
		add_filter( 'userfeedback_captcha_script_url', $filter, 10, 2 );
		$this->assertSame( 'https://example.org/recaptcha.js', $this->bootstrap()['captcha']['script'] );
		remove_filter( 'userfeedback_captcha_script_url', $filter, 10 );
	}

	public function test_the_privacy_policy_text_names_the_provider(): void {
		$policy = new PolicyText( new SettingsStore() );
		$this->assertStringNotContainsString( 'spam', $policy->html() );
		$this->configure( 'turnstile' );
		$this->assertStringContainsString( 'Cloudflare Turnstile', $policy->html() );
		$this->configure( 'recaptcha' );
		$this->assertStringContainsString( 'Google reCAPTCHA', $policy->html() );
	}

	/**
	 * The stand-in's endpoint for the path the test chose.
	 *
	 * @return string
	 */
	public function verify_url(): string {
		return self::provider()->url() . $this->path;
	}

	/**
	 * The stand-in on the loopback counts as external.
	 *
	 * @param bool|mixed $external WordPress's answer.
	 * @param string     $host     The host.
	 * @return bool
	 */
	public function allow_loopback( $external, $host ): bool {
		return '127.0.0.1' === $host ? true : (bool) $external;
	}

	/**
	 * The stand-in's port as a safe one.
	 *
	 * @param int[] $ports The allowed ports.
	 * @return int[]
	 */
	public function allow_port( $ports ): array {
		return array_merge( (array) $ports, array( self::provider()->port ) );
	}

	/**
	 * The running stand-in.
	 *
	 * @return LocalServer
	 */
	private static function provider(): LocalServer {
		if ( null === self::$provider ) {
			self::fail( 'The stand-in provider is not running.' );
		}
		return self::$provider;
	}

	/**
	 * Turns a provider on with the keys the stand-in knows.
	 *
	 * @param string $provider 'turnstile' or 'recaptcha'.
	 * @return void
	 */
	private function configure( string $provider ): void {
		( new SettingsStore() )->update(
			array(
				'captcha_provider'   => $provider,
				'captcha_site_key'   => '0x4AAAAAAAsitekey',
				'captcha_secret_key' => self::SECRET,
			)
		);
		$this->path = '/' . $provider;
	}

	/**
	 * One save of a visitor's response.
	 *
	 * @param int                  $id    The survey.
	 * @param array<string, mixed> $extra Fields over the answers and the token.
	 * @return \WP_REST_Response
	 */
	private function answer( int $id, array $extra = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array_merge(
				array(
					'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
					'answers' => array(
						array(
							'question_id' => 'q1',
							'value'       => 'Yes',
						),
					),
				),
				$extra
			)
		);
	}

	/**
	 * Saves plugin settings as the admin app does.
	 *
	 * @param array<string, mixed> $settings Any subset.
	 * @return \WP_REST_Response
	 */
	private function save_settings( array $settings ): \WP_REST_Response {
		return $this->rest( 'POST', '/userfeedback/v1/settings', array( 'settings' => $settings ) );
	}

	/**
	 * Turns on saving partial responses for a survey (stored as the builder stores it).
	 *
	 * @param int $id The survey.
	 * @return void
	 */
	private function save_partially( int $id ): void {
		global $wpdb;
		$table                                = userfeedback()->tables()->surveys();
		$settings                             = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $id ) ), true );
		$settings['behavior']['save_partial'] = true;
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $id ) );
		wp_cache_flush();
	}

	/**
	 * The bootstrap a page gets.
	 *
	 * @return array<string, mixed>
	 */
	private function bootstrap(): array {
		$entitlements = userfeedback()->entitlements();
		return ( new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false ) )->build( array(), array() );
	}

	/**
	 * What reached the stand-in, in order.
	 *
	 * @return list<array<mixed>>
	 */
	private function requests(): array {
		$log = self::provider()->log_dir . '/requests.jsonl';
		if ( ! is_file( $log ) ) {
			return array();
		}
		return array_map( static fn( string $line ): array => (array) json_decode( $line, true ), array_values( array_filter( explode( "\n", (string) file_get_contents( $log ) ) ) ) );
	}

	/**
	 * The survey's stored responses.
	 *
	 * @param int $id The survey.
	 * @return int
	 */
	private function stored( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $id ) );
	}
}
