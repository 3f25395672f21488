<?php
/**
 * GET userfeedback/v1/survey-templates
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\TemplateCatalogue;
use UserFeedback\Tests\TestCase;

/**
 * Through the real REST server, on the running (Pro) plugin.
 */
final class SurveyTemplatesControllerTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/survey-templates';

	public function test_visitors_are_refused_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_subscribers_are_refused_with_403(): void {
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_editors_and_admins_get_every_template(): void {
		( new LicenseStore() )->save( new License( 'key-pro', 'pro' ) );
		$this->set_active_addons( array( 'templates' ) );
		$expected = ( new TemplateCatalogue( userfeedback()->entitlements() ) )->all();
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$response = $this->rest( 'GET', self::ROUTE );
			$this->assertSame( 200, $response->get_status(), $role );
			$this->assertSame( $expected, $response->get_data(), $role );
		}
	}

	public function test_the_response_is_a_json_array_with_blank_first(): void {
		$this->act_as( 'administrator' );
		$json = wp_json_encode( rest_get_server()->response_to_data( $this->rest( 'GET', self::ROUTE ), false ) );
		$this->assertIsString( $json );
		$this->assertStringStartsWith( '[{"key":"blank"', $json );
		// Empty lists stay JSON arrays, never objects.
		$this->assertStringContainsString( '"config":{"questions":[]}', $json );
		$this->assertStringContainsString( '"conditions":[]', $json );
	}

	public function test_availability_reflects_the_site_licence(): void {
		( new LicenseStore() )->clear();
		$this->act_as( 'administrator' );
		$nps = $this->find( $this->rest( 'GET', self::ROUTE )->get_data(), 'nps' );
		$this->assertFalse( $nps['is_available'] );
		$this->assertTrue( $nps['disabled'] );
		$this->assertSame( array( 'Please enter a valid license key to enable Pro templates.' ), $nps['errors'] );
	}

	public function test_roles_granted_by_the_create_edit_setting_get_the_list(): void {
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );

		userfeedback()->settings()->update( array( 'create_edit_surveys' => array( 'administrator', 'author' ) ) );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status() );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status(), 'editor removed from the setting' );
	}

	public function test_post_is_not_allowed(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE )->get_status() );
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
		$this->assertSame(
			array( 'key', 'name', 'description', 'type', 'is_pro', 'is_available', 'required_addons', 'errors', 'disabled', 'config' ),
			array_keys( $schema['properties'] )
		);
		$question = $schema['properties']['config']['properties']['questions']['items'];
		$this->assertSame( array( 'id', 'title', 'type', 'config', 'settings', 'logic', 'jumps' ), array_keys( $question['properties'] ) );
		$this->assertSame( SurveyDefaults::QUESTION_TYPES, $question['properties']['type']['enum'] );
	}

	/**
	 * One template of a response by key.
	 *
	 * @param mixed  $templates The response data.
	 * @param string $key       Template key.
	 * @return array<string, mixed>
	 */
	private function find( $templates, string $key ): array {
		$this->assertIsArray( $templates );
		foreach ( $templates as $template ) {
			if ( is_array( $template ) && $key === $template['key'] ) {
				return $template;
			}
		}
		$this->fail( "No template {$key}." );
	}
}
