<?php
/**
 * A 503 with a Retry-After, not a 500, when the database node could not serve the request.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Database\DbFailure;
use UserFeedback\Database\Unavailable;
use UserFeedback\Hookable;

/**
 * On a database cluster a node that left the primary component, or is still joining, refuses
 * statements for a few seconds (Database\DbFailure::Unavailable), and conflicts on hot rows may
 * outlast a unit of work's retries; either way nothing was written, and the same request succeeds
 * through another node or a little later (Database\Unavailable says how soon). The route's own
 * error stays as it is (its code and message), but its status becomes 503 with a Retry-After
 * header and the same hint in its data, so a client (the widget, a load balancer) tries again
 * instead of reporting a failure. One place for every route of the plugin: the routes keep
 * answering 500 for any other database failure.
 */
final class DatabaseUnavailable implements Hookable {

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'start' ), 1, 3 );
		// After the callbacks, not at rest_post_dispatch: that one runs for HTTP requests only, this
		// one for every dispatch (rest_do_request, batches, embeds) too.
		add_filter( 'rest_request_after_callbacks', array( $this, 'answer' ), 10, 3 );
	}

	/**
	 * Each request of ours starts with no failure seen (a batch or a test dispatches several).
	 *
	 * @param mixed           $result  A result another filter decided, or null.
	 * @param \WP_REST_Server $server  The server.
	 * @param mixed           $request The request.
	 * @return mixed
	 */
	public function start( $result, $server, $request ) {
		if ( self::ours( $request ) ) {
			Unavailable::forget();
		}
		return $result;
	}

	/**
	 * Turns a server error of ours into a 503 when the database could not serve it now.
	 *
	 * @param mixed                $response The callback's result.
	 * @param array<string, mixed> $handler  The route's handler.
	 * @param mixed                $request  The request.
	 * @return mixed
	 */
	public function answer( $response, $handler, $request ) {
		$retry_after = self::ours( $request ) ? self::retry_after() : 0;
		if ( 0 === $retry_after ) {
			return $response;
		}
		if ( $response instanceof \WP_Error ) {
			$response = rest_convert_error_to_response( $response );
		}
		if ( ! $response instanceof \WP_REST_Response || $response->get_status() < 500 ) {
			return $response;
		}
		$response->set_status( 503 );
		$response->header( 'Retry-After', (string) $retry_after );
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['code'] ) ) {
			$data['data'] = array_merge(
				is_array( $data['data'] ?? null ) ? $data['data'] : array(),
				array(
					'status'      => 503,
					'retry_after' => $retry_after,
				)
			);
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * Seconds before a retry succeeds: what a unit of work noted, or a node's wait when the
	 * request's last statement found the node unavailable; 0 when neither.
	 *
	 * @return int
	 */
	private static function retry_after(): int {
		global $wpdb;
		if ( $wpdb instanceof \wpdb && DbFailure::Unavailable === DbFailure::of( $wpdb ) ) {
			Unavailable::note( DbFailure::Unavailable );
		}
		return Unavailable::retry_after();
	}

	/**
	 * Whether the request is one of the plugin's routes.
	 *
	 * @param mixed $request The request.
	 * @return bool
	 */
	private static function ours( $request ): bool {
		return $request instanceof \WP_REST_Request && str_starts_with( $request->get_route(), '/' . RestNamespace::V1 . '/' );
	}
}
