<?php
/**
 * Refuses a JSON body that is not an object or a list, on every route of the plugin.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Hookable;

/**
 * WordPress reads a JSON body that is a bare string, number or boolean as no fields at all, takes
 * the fields from the query string instead, then warns while it sanitises the body ("foreach()
 * argument must be of type array|object", from WP_REST_Request: the attack test's fuzzing found
 * it on every route). Such a request is refused here, before WordPress looks at its parameters:
 * a 400 naming the problem, nothing logged. One place for every route, the public ones included.
 */
final class JsonBodyGuard implements Hookable {

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'check' ), 10, 3 );
	}

	/**
	 * The refusal for our routes' scalar JSON bodies; anything else passes through.
	 *
	 * @param mixed           $result  A result another filter decided, or null.
	 * @param \WP_REST_Server $server  The server.
	 * @param mixed           $request The request.
	 * @return mixed
	 */
	public function check( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof \WP_REST_Request || ! str_starts_with( $request->get_route(), '/' . RestNamespace::V1 . '/' ) ) {
			return $result;
		}
		/**
		 * The decoded body: any JSON value, not only the array the stubs promise.
		 *
		 * @var mixed $json
		 */
		$json = $request->get_json_params();
		if ( null === $json || is_array( $json ) ) {
			return $result;
		}
		return new \WP_Error( 'rest_invalid_json', __( 'The JSON body must be an object.', 'userfeedback' ), array( 'status' => 400 ) );
	}
}
