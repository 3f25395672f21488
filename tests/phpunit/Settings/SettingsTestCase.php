<?php
/**
 * Shared helpers for the settings tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Settings\SettingsController;
use UserFeedback\Settings\SettingsGate;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\TestCase;

/**
 * The running plugin is Pro; Lite is tested by putting a controller built for Lite behind the
 * settings route (as the other REST tests do), add-ons by writing active_plugins.
 */
abstract class SettingsTestCase extends TestCase {

	public const ROUTE = '/userfeedback/v1/settings';

	/**
	 * The rest_endpoints filter swapping the controller, if any.
	 *
	 * @var callable|null
	 */
	private $swap_filter = null;

	/**
	 * Starts every test from the stored defaults, no licence, no add-on.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_option( SettingsStore::OPTION );
		( new LicenseStore() )->clear();
		$this->set_active_addons( array() );
	}

	/**
	 * Removes the swap.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		if ( null !== $this->swap_filter ) {
			remove_filter( 'rest_endpoints', $this->swap_filter );
			$this->swap_filter = null;
		}
		parent::tearDown();
	}

	/**
	 * Stores a licence of a type, or none.
	 *
	 * @param string|null $type Licence type, null for none.
	 * @return void
	 */
	protected function license( ?string $type ): void {
		if ( null === $type ) {
			( new LicenseStore() )->clear();
			return;
		}
		( new LicenseStore() )->save( new License( 'key', $type ) );
	}

	/**
	 * Answers the settings route with a controller built for another edition.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return void
	 */
	protected function use_edition( string $edition ): void {
		$controller        = new SettingsController( new SettingsStore(), new SettingsGate( new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ) ) );
		$this->swap_filter = static function ( array $endpoints ) use ( $controller ): array {
			foreach ( $endpoints as $route => $handlers ) {
				foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
					if ( ! is_int( $key ) || ! is_array( $handler ) ) {
						continue;
					}
					foreach ( array( 'callback', 'permission_callback' ) as $field ) {
						if ( is_array( $handler[ $field ] ?? null ) && ( $handler[ $field ][0] ?? null ) instanceof SettingsController ) {
							$endpoints[ $route ][ $key ][ $field ][0] = $controller;
						}
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->swap_filter );
	}

	/**
	 * GET settings.
	 *
	 * @return \WP_REST_Response
	 */
	protected function get_settings(): \WP_REST_Response {
		return $this->rest( 'GET', self::ROUTE );
	}

	/**
	 * POST settings.
	 *
	 * @param mixed $settings The body's settings.
	 * @return \WP_REST_Response
	 */
	protected function save( $settings ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, array( 'settings' => $settings ) );
	}

	/**
	 * The settings object of a GET.
	 *
	 * @return array<string, mixed>
	 */
	protected function settings(): array {
		$response = $this->get_settings();
		$this->assertSame( 200, $response->get_status() );
		return (array) $response->get_data()['settings'];
	}

	/**
	 * Asserts a 400 naming exactly these fields.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param string[]          $fields   The fields expected in data.params.
	 * @return array<string, string> data.params.
	 */
	protected function assert_invalid( \WP_REST_Response $response, array $fields ): array {
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$data   = (array) $response->get_data();
		$params = (array) ( $data['data']['params'] ?? array() );
		$this->assertEqualsCanonicalizing( $fields, array_keys( $params ) );
		foreach ( $fields as $field ) {
			$this->assertStringContainsString( $field, (string) $data['message'] );
		}
		return $params;
	}

	/**
	 * Asserts the 403 of a gated change.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param string            $field    The refused field.
	 * @return string The message.
	 */
	protected function assert_gated( \WP_REST_Response $response, string $field ): string {
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_pro_feature', $this->error_code( $response ) );
		$data = (array) $response->get_data();
		$this->assertSame( $field, $data['data']['field'] );
		return (string) $data['message'];
	}
}
