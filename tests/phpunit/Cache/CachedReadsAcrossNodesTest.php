<?php
/**
 * Settings, the licence, webhooks, a poll's results, the rate limiter and the welcome redirect
 * across web nodes sharing an object cache.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Admin\WelcomeRedirect;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Rest\PollResultsController;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\RateLimiter;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Webhooks\WebhookStore;

/**
 * Each read a node caches (options in 'alloptions', transients and counters in the shared cache,
 * the webhooks in a request-only group) sees a write made on another node by its next request;
 * a poll's results are the one read kept on purpose, for their few seconds.
 */
final class CachedReadsAcrossNodesTest extends CacheTestCase {

	public function test_settings_saved_on_a_are_read_on_c(): void {
		$this->next_request( 'C' );
		$this->assertNotSame( 'Tell us', ( new SettingsStore() )->all()['widget_toggle_text'] );
		$this->next_request( 'A' );
		$this->act_as( 'administrator' );
		$saved = $this->rest( 'POST', '/userfeedback/v1/settings', array( 'settings' => array( 'widget_toggle_text' => 'Tell us' ) ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->next_request( 'C' );
		$this->assertSame( 'Tell us', ( new SettingsStore() )->all()['widget_toggle_text'] );
	}

	public function test_a_licence_change_on_a_is_in_force_on_c(): void {
		$this->next_request( 'C' );
		$this->act_as( 'administrator' );
		$this->assertSame( 'elite', $this->rest( 'GET', '/userfeedback/v1/entitlements' )->get_data()['license_type'] ?? null );
		$this->next_request( 'A' );
		( new LicenseStore() )->save( new License( 'key', 'plus' ) );
		$this->next_request( 'C' );
		$this->act_as( 'administrator' );
		$this->assertSame( 'plus', $this->rest( 'GET', '/userfeedback/v1/entitlements' )->get_data()['license_type'] ?? null );
		$this->next_request( 'A' );
		( new LicenseStore() )->clear();
		$this->next_request( 'C' );
		$this->assertSame( '', ( new LicenseStore() )->get()->key );
	}

	public function test_a_webhook_added_on_a_is_used_by_cs_next_sender(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$store  = static fn(): WebhookStore => new WebhookStore( $wpdb, $tables, new DeliveryHealth( $wpdb, $tables ) );
		$this->next_request( 'C' );
		$this->assertSame( array(), $store()->matching( 'response.submitted', 7 ) );
		$this->next_request( 'A' );
		$created = $store()->create( 'https://hooks.example.com/in', array( 'response.submitted' ), array() );
		$this->assertNotNull( $created );
		$this->assertFalse( $this->cache->stored( 'all', WebhookStore::CACHE_GROUP ), 'never in the shared cache' );
		$this->next_request( 'C' );
		$this->assertSame( array( $created['id'] ), array_column( $store()->matching( 'response.submitted', 7 ), 'id' ) );
		$this->next_request( 'A' );
		$store()->update( $created['id'], array( 'active' => false ) );
		$this->next_request( 'C' );
		$this->assertSame( array(), $store()->matching( 'response.submitted', 7 ) );
	}

	public function test_a_polls_results_are_kept_their_seconds_then_read_again(): void {
		userfeedback()->rollups()->build()->allow_here( true );
		$id = $this->create_survey(
			array(
				'questions' => array(
					array(
						'id'     => 'colour',
						'type'   => 'radio-button',
						'title'  => 'Which colour?',
						'config' => array( 'options' => array( 'Red', 'Blue' ) ),
					),
				),
				'settings'  => array( 'behavior' => array( 'show_results' => true ) ),
			)
		);
		$this->assertSame( 201, $this->vote( $id, 'Red' )->get_status() );
		$this->next_request( 'C' );
		$this->assertSame( array( 1, 0 ), $this->results( $id )['counts'] );

		$this->next_request( 'A' );
		$this->assertSame( 201, $this->vote( $id, 'Blue' )->get_status() );
		$this->next_request( 'B' );
		$this->assertSame( array( 1, 0 ), $this->results( $id )['counts'], 'every node serves the kept answer for its seconds' );
		SharedObjectCache::advance( PollResultsController::CACHE_SECONDS + 1 );
		$this->next_request( 'C' );
		$this->assertSame( array( 1, 1 ), $this->results( $id )['counts'] );
	}

	public function test_the_rate_limiter_counts_every_nodes_hits(): void {
		global $wpdb;
		$now     = 1_800_000_000;
		$limiter = static fn(): RateLimiter => new RateLimiter( 3, 60, static fn(): int => $now, $wpdb, userfeedback()->tables()->rate_limits() );
		$hits    = array();
		foreach ( array( 'A', 'B', 'C', 'A' ) as $node ) {
			$this->next_request( $node );
			$hits[] = $limiter()->hit( '7|203.0.113.40' );
		}
		$this->assertSame( array( true, true, true, false ), $hits );
		$this->next_request( 'B' );
		$this->assertTrue( $limiter()->hit( '7|198.51.100.9' ), 'another visitor has their own count' );
		SharedObjectCache::advance( 61 );
		$this->next_request( 'C' );
		$this->assertTrue( ( new RateLimiter( 3, 60, static fn(): int => $now + 60, $wpdb, userfeedback()->tables()->rate_limits() ) )->hit( '7|203.0.113.40' ), 'the next window' );
	}

	public function test_the_welcome_redirect_noted_on_a_is_taken_once_on_another_node(): void {
		delete_option( WelcomeRedirect::OFFERED_OPTION );
		$admin = $this->create_user( 'administrator' );
		$this->next_request( 'A' );
		wp_set_current_user( $admin );
		WelcomeRedirect::on_activation();
		$this->next_request( 'C' );
		wp_set_current_user( $admin );
		$this->assertSame( admin_url( WelcomeRedirect::PATH ), ( new WelcomeRedirect() )->target() );
		$this->next_request( 'B' );
		wp_set_current_user( $admin );
		$this->assertNull( ( new WelcomeRedirect() )->target(), 'once' );
		$this->assertNotFalse( get_option( WelcomeRedirect::OFFERED_OPTION ) );
	}

	public function test_one_email_loopback_is_held_across_nodes_until_it_lets_go(): void {
		global $wpdb;
		$plugin = userfeedback();
		$cron   = ( new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), new SurveyRepository( $wpdb, $plugin->tables() ), $plugin->entitlements(), $plugin->settings() ) )->cron();
		$claim  = new \ReflectionMethod( $cron, 'claim_loopback' );
		$let_go = new \ReflectionMethod( $cron, 'release_loopback' );
		$this->next_request( 'A' );
		$this->assertTrue( $claim->invoke( $cron ) );
		$this->next_request( 'C' );
		$this->assertFalse( $claim->invoke( $cron ), 'C sees A\'s loopback running' );
		$this->next_request( 'A' );
		$let_go->invoke( $cron );
		$this->next_request( 'C' );
		$this->assertTrue( $claim->invoke( $cron ), 'let go on A: C may start one' );
		SharedObjectCache::advance( 3600 );
		$this->next_request( 'B' );
		$this->assertTrue( $claim->invoke( $cron ), 'a loopback that never let go is held only its seconds' );
	}

	/**
	 * A visitor's vote.
	 *
	 * @param int    $id    The poll.
	 * @param string $value The option.
	 * @return \WP_REST_Response
	 */
	private function vote( int $id, string $value ): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$id}/responses",
			array(
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ),
				'answers' => array(
					array(
						'question_id' => 'colour',
						'value'       => $value,
					),
				),
			)
		);
	}

	/**
	 * The poll's results as a visitor's page asks for them.
	 *
	 * @param int $id The poll.
	 * @return array<string, mixed>
	 */
	private function results( int $id ): array {
		$response = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/poll", array( 'nonce' => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $id ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}
}
