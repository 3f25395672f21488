<?php
/**
 * GET notifications, POST notifications/{id}/dismiss, POST notifications/action.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;

/**
 * The notifications drawer's routes (configuration.md §7; contract in docs/rest-api.md
 * "Notifications"). Anyone holding a plugin capability may read and dismiss; dismissals are the
 * user's own. Actions run only from NotificationActions' allow-list.
 */
final class NotificationsController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly Notifications $notifications, private readonly NotificationActions $actions ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'notifications';
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
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base . '/action',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'run_action' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'class'  => array(
								'description' => __( 'The action group, a key of the allow-list (not a PHP class).', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^[a-z_]{1,40}$',
								'required'    => true,
							),
							'action' => array(
								'description' => __( 'The action within the group.', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^[a-z_]{1,40}$',
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( $this, 'action_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base . '/(?P<id>[a-z0-9_-]{1,100})/dismiss',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'dismiss' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id' => array(
								'description' => __( 'The notification id, or all.', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^[a-z0-9_-]{1,100}$',
							),
						)
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
	public function get_items_permissions_check( $request ) {
		if ( Notifications::current_user_can_read() ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to see UserFeedback notifications.', 'userfeedback' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The user's notifications.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( $this->notifications->for_current_user() );
	}

	/**
	 * Dismisses one notification or all, then answers the new lists.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function dismiss( $request ) {
		$id = (string) $request['id'];
		if ( ! $this->notifications->dismiss( $id ) ) {
			return new \WP_Error( 'userfeedback_notification_not_found', __( 'This notification does not exist.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response( $this->notifications->for_current_user() );
	}

	/**
	 * Runs an allowed action.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function run_action( $request ) {
		$result = $this->actions->run( (string) $request['class'], (string) $request['action'] );
		return is_wp_error( $result ) ? $result : rest_ensure_response( (object) $result );
	}

	/**
	 * The list's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$string       = array(
			'type'     => 'string',
			'readonly' => true,
		);
		$item         = array(
			'type'       => 'object',
			'properties' => array(
				'id'      => $string,
				'title'   => $string,
				'content' => array_merge( $string, array( 'description' => __( 'HTML, already sanitised.', 'userfeedback' ) ) ),
				'type'    => array_merge( $string, array( 'enum' => NotificationStore::TYPES ) ),
				'date'    => array_merge( $string, array( 'format' => 'date-time' ) ),
				'btns'    => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'text' => $string,
							'url'  => $string,
						),
					),
				),
				'actions' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'text'   => $string,
							'class'  => $string,
							'action' => $string,
						),
					),
				),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-notifications',
			'type'       => 'object',
			'properties' => array(
				'notifications' => array(
					'type'  => 'array',
					'items' => $item,
				),
				'dismissed'     => array(
					'type'  => 'array',
					'items' => $item,
				),
				'view_url'      => $string,
				'sidebar_url'   => $string,
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * POST notifications/action's answer: where to go next, or to reload.
	 *
	 * @return array<string, mixed>
	 */
	public function action_schema(): array {
		return Schemas::object(
			'userfeedback-notification-action',
			array(
				'redirect_to' => array(
					'description' => __( 'A URL to open next.', 'userfeedback' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
				'reload'      => array(
					'description' => __( 'Reload the page.', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			)
		);
	}
}
