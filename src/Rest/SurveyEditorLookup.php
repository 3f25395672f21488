<?php
/**
 * Base of the read-only lookups the survey builder uses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Hookable;

/**
 * Templates, page search and logic-type choices are each one GET route under userfeedback/v1,
 * for survey editors only (never public: the brief's fix for the original's open search). This
 * holds what the three share — the hook, the route, the permission — so each subclass is only
 * its arguments, its answer and its schema.
 */
abstract class SurveyEditorLookup extends \WP_REST_Controller implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param string $rest_base The route, e.g. 'search'.
	 */
	public function __construct( string $rest_base ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = $rest_base;
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the one GET route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'response_schema'     => array( $this, 'collection_schema' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * GET's answer: the route's schema, unless a lookup answers a plain list of items.
	 *
	 * @return array<string, mixed>
	 */
	public function collection_schema(): array {
		return $this->get_public_item_schema();
	}

	/**
	 * Those who may create and edit surveys: the only ones who build surveys.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Permissions::edit_surveys();
	}
}
