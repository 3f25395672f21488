<?php
/**
 * The AI summary upsell's dismissal.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Rest;

use UserFeedback\Ai\Upsell\UpsellDismissal;
use UserFeedback\Hookable;
use UserFeedback\Rest\RestNamespace;

/**
 * `GET ai-summary/upsell` → `{ upsell_dismissed }` for the current user, and
 * `POST ai-summary/upsell/dismiss` to dismiss it (spec §2, §4: "stored remotely"). Open to results
 * readers of every tier: the upsell is what those without the plan see.
 */
final class AiUpsellController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly UpsellDismissal $dismissal ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'ai-summary/upsell';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/ai-summary/upsell',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_state' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/ai-summary/upsell/dismiss',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'dismiss' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Results readers.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return AiPermissions::readers();
	}

	/**
	 * Whether the current user dismissed the upsell.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_state( $request ) {
		return rest_ensure_response( array( 'upsell_dismissed' => $this->dismissal->is_dismissed( get_current_user_id() ) ) );
	}

	/**
	 * Dismisses the upsell for the current user.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function dismiss( $request ) {
		$this->dismissal->dismiss( get_current_user_id() );
		return rest_ensure_response( array( 'upsell_dismissed' => $this->dismissal->is_dismissed( get_current_user_id() ) ) );
	}

	/**
	 * The upsell state.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema(
			array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'userfeedback-ai-upsell',
				'type'       => 'object',
				'properties' => array(
					'upsell_dismissed' => array(
						'description' => __( 'Whether the current user dismissed the AI summary upsell.', 'userfeedback' ),
						'type'        => 'boolean',
					),
				),
			)
		);
	}
}
