<?php
/**
 * GET userfeedback/v1/entitlements
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Hookable;

/**
 * The entitlement facts of the site globals, for the admin app to refresh after a licence or
 * add-on change without reloading the page. Read-only; admins of the plugin only.
 */
final class EntitlementsController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly Entitlements $entitlements ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'entitlements';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'context' => $this->get_context_param( array( 'default' => 'view' ) ),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Anyone who may open a part of the plugin's admin.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( Capabilities::current_user_can_use_admin() ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to view UserFeedback settings.', 'userfeedback' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The entitlement facts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->entitlements->to_array() );
	}

	/**
	 * The response schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$context      = array( 'view', 'edit' );
		$boolean      = array(
			'type'     => 'boolean',
			'context'  => $context,
			'readonly' => true,
		);
		$addon        = array(
			'type'       => 'object',
			'context'    => $context,
			'readonly'   => true,
			'properties' => array(
				'active'    => $boolean,
				'installed' => $boolean,
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-entitlements',
			'type'       => 'object',
			'properties' => array(
				'edition'            => array(
					'type'     => 'string',
					'enum'     => Entitlements::EDITIONS,
					'context'  => $context,
					'readonly' => true,
				),
				'is_pro'             => $boolean,
				'is_licensed'        => $boolean,
				'license_type'       => array(
					'type'     => 'string',
					'enum'     => License::TYPES,
					'context'  => $context,
					'readonly' => true,
				),
				'has_pro_plan'       => $boolean,
				'can_target_devices' => $boolean,
				'can_target_pages'   => $boolean,
				'can_translate'      => $boolean,
				'addons'             => array(
					'type'       => 'object',
					'context'    => $context,
					'readonly'   => true,
					'properties' => array_fill_keys( AddonRegistry::KEYS, $addon ),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
