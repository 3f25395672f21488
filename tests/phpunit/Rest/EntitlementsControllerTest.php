<?php
/**
 * GET userfeedback/v1/entitlements
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Tests\TestCase;

/**
 * Through the real REST server.
 */
final class EntitlementsControllerTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/entitlements';

	public function test_visitors_are_refused_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_subscribers_are_refused_with_403(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_editors_and_admins_get_the_facts(): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$response = $this->rest( 'GET', self::ROUTE );
			$this->assertSame( 200, $response->get_status(), $role );
			$this->assertSame( userfeedback()->entitlements()->to_array(), $response->get_data(), $role );
		}
	}

	public function test_bad_context_is_a_400(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'context' => 'bogus' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
	}

	public function test_the_route_declares_its_schema(): void {
		$this->act_as( 'administrator' );
		$schema = $this->rest( 'OPTIONS', self::ROUTE )->get_data()['schema'];
		$this->assertSame( array_keys( userfeedback()->entitlements()->to_array() ), array_keys( $schema['properties'] ) );
		$this->assertSame( array( 'edition', 'is_pro', 'is_licensed', 'license_type', 'has_pro_plan', 'can_target_devices', 'can_target_pages', 'can_translate', 'addons' ), array_keys( $schema['properties'] ) );
		foreach ( array( 'has_pro_plan', 'can_target_devices', 'can_target_pages', 'can_translate' ) as $fact ) {
			$this->assertSame( 'boolean', $schema['properties'][ $fact ]['type'], $fact );
		}
	}
}
