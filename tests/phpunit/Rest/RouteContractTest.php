<?php
/**
 * Every REST route states its contract.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Tests\TestCase;

/**
 * The admin app and the widget read what the routes answer; their types are generated from the
 * routes' schemas. So every route of the namespace has an explicit permission callback, typed and
 * described arguments, and a response schema — an object with properties, or a list of them — for the route, and
 * for a handler whose answer is not the route's resource (`response_schema`).
 */
final class RouteContractTest extends TestCase {

	public function test_every_route_has_a_permission_callback_typed_arguments_and_a_response_schema(): void {
		$server   = rest_get_server();
		$problems = array();
		$routes   = 0;
		foreach ( $server->get_routes( 'userfeedback/v1' ) as $route => $handlers ) {
			if ( '/userfeedback/v1' === $route ) {
				continue; // WordPress's index of the namespace.
			}
			++$routes;
			$options = $server->get_route_options( $route );
			$schema  = isset( $options['schema'] ) && is_callable( $options['schema'] ) ? call_user_func( $options['schema'] ) : null;
			if ( ! self::describes_an_object( $schema ) ) {
				$problems[] = "{$route}: no response schema";
			}
			foreach ( $handlers as $handler ) {
				$methods = implode( ',', array_keys( (array) $handler['methods'] ) );
				if ( ! isset( $handler['permission_callback'] ) || ! is_callable( $handler['permission_callback'] ) ) {
					$problems[] = "{$methods} {$route}: no permission callback";
				}
				if ( isset( $handler['response_schema'] ) && ! self::describes_an_object( call_user_func( $handler['response_schema'] ) ) ) {
					$problems[] = "{$methods} {$route}: response_schema is not an object schema";
				}
				foreach ( (array) ( $handler['args'] ?? array() ) as $name => $arg ) {
					if ( ! isset( $arg['type'] ) && ! isset( $arg['enum'] ) && ! isset( $arg['oneOf'] ) ) {
						$problems[] = "{$methods} {$route}: argument {$name} has no type";
					}
					if ( '' === trim( (string) ( $arg['description'] ?? '' ) ) && 'context' !== $name ) {
						$problems[] = "{$methods} {$route}: argument {$name} has no description";
					}
				}
			}
		}
		$this->assertGreaterThan( 40, $routes, 'the plugin\'s routes, Pro modules included' );
		$this->assertSame( array(), $problems );
	}

	/**
	 * Whether a schema describes an answer: an object with properties, or a list of described items.
	 *
	 * @param mixed $schema The schema.
	 * @return bool
	 */
	private static function describes_an_object( $schema ): bool {
		if ( ! is_array( $schema ) ) {
			return false;
		}
		if ( 'array' === ( $schema['type'] ?? null ) ) {
			return is_array( $schema['items'] ?? null ) && self::describes_an_object( $schema['items'] );
		}
		return 'object' === ( $schema['type'] ?? null ) && is_array( $schema['properties'] ?? null ) && array() !== $schema['properties'];
	}
}
