<?php
/**
 * The licence service: the daily re-check, the constant's key, and the licence-server client.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseCheck;
use UserFeedback\Entitlements\LicenseFeature;
use UserFeedback\Entitlements\LicenseService;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Entitlements\OfflineLicenseVerifier;
use UserFeedback\Entitlements\RemoteLicenseVerifier;
use UserFeedback\Support\ScheduledEvents;

/**
 * Re-checks change stored flags only on an answer; licences written by other means (dev tiers)
 * are left alone; the remote client speaks its documented protocol (through pre_http_request).
 */
final class LicenseServiceTest extends LicenseTestCase {

	private const SERVER = 'https://licences.example/v1/check';

	/**
	 * Requests the fake licence server received: [url, decoded body].
	 *
	 * @var array<int, array{string, array<string, mixed>}>
	 */
	private array $requests = array();

	public function test_the_daily_recheck_flags_an_expired_key_and_leaves_dev_tiers_alone(): void {
		$key     = self::mint( 'pro', 2000000000 );
		$service = new LicenseService( new LicenseStore(), new OfflineLicenseVerifier( static fn(): int => 1999999999 ), static fn(): int => 1999999999 );
		$this->assertTrue( $service->activate( $key )->is_valid() );

		$later = new LicenseService( new LicenseStore(), new OfflineLicenseVerifier( static fn(): int => 2000000001 ), static fn(): int => 2000000001 );
		$later->revalidate();
		$stored = ( new LicenseStore() )->get_site();
		$this->assertTrue( $stored->is_expired );
		$this->assertSame( 2000000001, $stored->verified_at );

		// A tier written by bin/uf-dev.php is not a signed key, and was never verified.
		( new LicenseStore() )->save( new License( 'dev-pro-key', 'pro' ) );
		$later->revalidate();
		$this->assertTrue( ( new LicenseStore() )->get_site()->is_valid(), 'dev tiers survive the daily re-check' );
	}

	public function test_the_recheck_is_scheduled_in_pro_and_cleared_with_the_plugin(): void {
		$this->assertContains( LicenseService::CRON_HOOK, ScheduledEvents::hooks() );
		wp_unschedule_hook( LicenseService::CRON_HOOK );
		$service = new LicenseService( new LicenseStore(), new OfflineLicenseVerifier() );

		( new LicenseFeature( new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ), $service ) )->upkeep();
		$this->assertFalse( wp_next_scheduled( LicenseService::CRON_HOOK ) );

		( new LicenseFeature( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ), $service ) )->upkeep();
		$this->assertIsInt( wp_next_scheduled( LicenseService::CRON_HOOK ) );
		$this->assertNotFalse( has_action( LicenseService::CRON_HOOK ), 'the running plugin handles the event' );
		wp_unschedule_hook( LicenseService::CRON_HOOK );
	}

	public function test_the_constant_key_is_verified_once_and_stored(): void {
		$key     = self::mint( 'plus' );
		$service = new LicenseService( new LicenseStore(), new OfflineLicenseVerifier(), null, " {$key}\n" );
		$this->assertSame( $key, $service->constant_key() );
		$service->sync_constant();
		$stored = ( new LicenseStore() )->get_site();
		$this->assertSame( $key, $stored->key );
		$this->assertSame( 'plus', $stored->type );
		$this->assertTrue( ( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) )->is_licensed() );
	}

	public function test_the_remote_client_activates_with_the_documented_request(): void {
		$this->fake_server(
			200,
			array(
				'status'  => 'valid',
				'type'    => 'elite',
				'expires' => 2100000000,
				'key_id'  => 'abc123',
				'package' => 'https://downloads.example/userfeedback-pro.zip',
			)
		);
		$service = new LicenseService( new LicenseStore(), new RemoteLicenseVerifier( self::SERVER ) );

		$check = $service->activate( 'SERVER-KEY-1' );

		$this->assertTrue( $check->is_valid() );
		$this->assertSame( 'elite', $check->type );
		$this->assertSame( 'https://downloads.example/userfeedback-pro.zip', $service->pro_package( 'SERVER-KEY-1', $check ) );
		$this->assertCount( 1, $this->requests );
		$this->assertSame( self::SERVER, $this->requests[0][0] );
		$body = $this->requests[0][1];
		$this->assertSame( 'activate', $body['action'] );
		$this->assertSame( 'SERVER-KEY-1', $body['key'] );
		$this->assertSame( home_url( '/' ), $body['site'] );
		$this->assertSame( 'userfeedback', $body['plugin'] );
		$stored = ( new LicenseStore() )->get_site();
		$this->assertSame( 'elite', $stored->type );
		$this->assertSame( 2100000000, $stored->expires );
	}

	public function test_the_remote_client_reports_a_disabled_key_and_refresh_stores_it(): void {
		( new LicenseStore() )->save( new License( 'SERVER-KEY-2', 'pro', false, false, false, 0, '', time() ) );
		$this->fake_server(
			200,
			array(
				'status'  => 'disabled',
				'type'    => 'pro',
				'message' => '<b>Refunded</b> order',
			)
		);
		$check = ( new LicenseService( new LicenseStore(), new RemoteLicenseVerifier( self::SERVER ) ) )->refresh();

		$this->assertInstanceOf( LicenseCheck::class, $check );
		$this->assertSame( LicenseCheck::DISABLED, $check->status );
		$this->assertSame( 'Refunded order', $check->message, 'the server’s text is reduced to plain text' );
		$this->assertSame( 'check', $this->requests[0][1]['action'] );
		$this->assertTrue( ( new LicenseStore() )->get_site()->is_disabled );
	}

	/**
	 * Replies that are no answer.
	 *
	 * @return array<string, array{int|null, mixed}>
	 */
	public static function no_answers(): array {
		return array(
			'transport error' => array( null, null ),
			'HTTP 500'        => array( 500, array( 'status' => 'invalid' ) ),
			'not JSON'        => array( 200, 'oops' ),
			'unknown status'  => array( 200, array( 'status' => 'maybe' ) ),
		);
	}

	/**
	 * A licence server outage never takes a paying site's licence away.
	 *
	 * @param int|null $code HTTP status, null for a transport error.
	 * @param mixed    $body Reply body.
	 * @return void
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'no_answers' )]
	public function test_no_answer_from_the_server_changes_nothing( ?int $code, $body ): void {
		( new LicenseStore() )->save( new License( 'SERVER-KEY-3', 'elite', false, false, false, 0, '', 1000 ) );
		$this->fake_server( $code, $body );
		$service = new LicenseService( new LicenseStore(), new RemoteLicenseVerifier( self::SERVER ) );

		$check = $service->refresh();
		$this->assertInstanceOf( LicenseCheck::class, $check );
		$this->assertSame( LicenseCheck::UNAVAILABLE, $check->status );
		$this->assertNotSame( '', $check->message );
		$this->assertFalse( $service->activate( 'OTHER' )->is_answer() );

		$stored = ( new LicenseStore() )->get_site();
		$this->assertSame( 'SERVER-KEY-3', $stored->key );
		$this->assertTrue( $stored->is_valid() );
		$this->assertSame( 1000, $stored->verified_at );

		$this->assertFalse( $service->deactivate(), 'the server did not confirm' );
		$this->assertSame( '', ( new LicenseStore() )->get_site()->key, 'the site forgets the key anyway' );
	}

	public function test_a_package_that_is_not_https_is_ignored(): void {
		$this->fake_server(
			200,
			array(
				'status'  => 'valid',
				'type'    => 'pro',
				'package' => 'http://downloads.example/pro.zip',
			)
		);
		$this->assertSame( '', ( new RemoteLicenseVerifier( self::SERVER ) )->activate( 'K' )->package );
	}

	public function test_the_remote_client_is_used_only_when_configured(): void {
		$this->assertInstanceOf( OfflineLicenseVerifier::class, LicenseService::default_verifier() );
	}

	/**
	 * Answers requests to the licence server.
	 *
	 * @param int|null $code HTTP status, null for a transport error.
	 * @param mixed    $body Reply (arrays are JSON-encoded).
	 * @return void
	 */
	private function fake_server( ?int $code, $body ): void {
		$this->filter(
			'pre_http_request',
			function ( $reply, $args, $url ) use ( $code, $body ) {
				if ( self::SERVER !== $url ) {
					return $reply;
				}
				$this->assertSame( 'POST', $args['method'] );
				$decoded          = json_decode( (string) $args['body'], true );
				$this->requests[] = array( (string) $url, is_array( $decoded ) ? $decoded : array() );
				if ( null === $code ) {
					return new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
				}
				return array(
					'headers'  => array(),
					'body'     => is_array( $body ) ? (string) wp_json_encode( $body ) : (string) $body,
					'response' => array(
						'code'    => $code,
						'message' => '',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}
}
