<?php
/**
 * GET userfeedback/v1/addons, POST userfeedback/v1/addons/{slug}/install|activate|deactivate
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Plugins\AddonCatalogue;
use UserFeedback\Plugins\PluginInstaller;

/**
 * The Add-ons page's calls (spec §2.5, §4 "Add-on status", §7 "Fetch, install, activate,
 * deactivate add-on"). The slug in the path must be one of the five add-on keys; the package
 * comes from the AddonCatalogue. Installing needs install_plugins and a licensed Pro site (the
 * add-on would unlock nothing otherwise); activating needs activate_plugins and Pro; deactivating
 * needs activate_plugins only, so a Lite site can switch off a leftover add-on.
 */
final class AddonsController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly AddonCatalogue $catalogue, private readonly PluginInstaller $installer, private readonly Entitlements $entitlements ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'addons';
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
				'schema' => array( $this, 'list_schema' ),
			)
		);
		$slug = array(
			'description' => __( 'The add-on key.', 'userfeedback' ),
			'type'        => 'string',
			'enum'        => AddonRegistry::KEYS,
			'required'    => true,
		);
		foreach ( array( 'install', 'activate', 'deactivate' ) as $action ) {
			$args = array( 'slug' => $slug );
			if ( 'install' === $action ) {
				$args['activate'] = array(
					'description' => __( 'Activate the add-on right after installing it.', 'userfeedback' ),
					'type'        => 'boolean',
					'default'     => true,
				);
			}
			register_rest_route(
				RestNamespace::V1,
				'/' . $this->rest_base . '/(?P<slug>[a-z-]+)/' . $action,
				array(
					array(
						'methods'             => \WP_REST_Server::CREATABLE,
						'callback'            => array( $this, $action ),
						'permission_callback' => array( $this, $action . '_permissions_check' ),
						'args'                => $args,
					),
					'schema' => array( $this, 'action_schema' ),
				)
			);
		}
	}

	/**
	 * GET addons's answer: the catalogue.
	 *
	 * @return array<string, mixed>
	 */
	public function list_schema(): array {
		return Schemas::object(
			'userfeedback-addons',
			array(
				'addons' => array(
					'description' => __( 'The add-ons, in the catalogue\'s order.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => $this->item_shape(),
				),
			)
		);
	}

	/**
	 * The answer of install, activate and deactivate: what happened, and the add-on as it is now.
	 *
	 * @return array<string, mixed>
	 */
	public function action_schema(): array {
		return Schemas::object(
			'userfeedback-addon-action',
			array(
				'message' => array(
					'description' => __( 'What happened, to show to the user.', 'userfeedback' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'addon'   => $this->item_shape(),
			)
		);
	}

	/**
	 * One add-on's shape (the item schema without its top-level keys).
	 *
	 * @return array<string, mixed>
	 */
	private function item_shape(): array {
		$item = $this->get_item_schema();
		return array(
			'type'       => 'object',
			'properties' => $item['properties'],
		);
	}

	/**
	 * Who may open the Add-ons page.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Permissions::require_any( array( Capabilities::MANAGE_SETTINGS ), __( 'Sorry, you are not allowed to view UserFeedback add-ons.', 'userfeedback' ) );
	}

	/**
	 * Installing plugins.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function install_permissions_check( $request ) {
		return Permissions::require_any( array( 'install_plugins' ), __( 'Sorry, you are not allowed to install plugins on this site.', 'userfeedback' ) );
	}

	/**
	 * Activating plugins.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function activate_permissions_check( $request ) {
		return Permissions::require_any( array( 'activate_plugins' ), __( 'Sorry, you are not allowed to activate plugins on this site.', 'userfeedback' ) );
	}

	/**
	 * Deactivating plugins.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function deactivate_permissions_check( $request ) {
		return Permissions::require_any( array( 'activate_plugins' ), __( 'Sorry, you are not allowed to deactivate plugins on this site.', 'userfeedback' ) );
	}

	/**
	 * Every add-on.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( array( 'addons' => $this->catalogue->items() ) );
	}

	/**
	 * Installs an add-on from its catalogue package, then activates it unless `activate` is false.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function install( $request ) {
		$key   = (string) $request['slug'];
		$title = $this->catalogue->entries()[ $key ]['title'];
		$gate  = $this->require_pro( true );
		if ( is_wp_error( $gate ) ) {
			return $gate;
		}
		$result = $this->installer->install( $this->catalogue->package( $key ), $this->entitlements->addon_registry()->basename( $key ), $title );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( ! $request['activate'] ) {
			/* translators: %s: add-on title. */
			return $this->reply( $key, sprintf( __( '%s add-on installed.', 'userfeedback' ), $title ) );
		}
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'The add-on was installed, but you are not allowed to activate plugins.', 'userfeedback' ), array( 'status' => 403 ) );
		}
		$activated = $this->installer->activate( $this->entitlements->addon_registry()->basename( $key ), $title );
		if ( is_wp_error( $activated ) ) {
			return $activated;
		}
		/* translators: %s: add-on title. */
		return $this->reply( $key, sprintf( __( '%s add-on installed and activated.', 'userfeedback' ), $title ) );
	}

	/**
	 * Activates an installed add-on.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function activate( $request ) {
		$key   = (string) $request['slug'];
		$title = $this->catalogue->entries()[ $key ]['title'];
		$gate  = $this->require_pro( false );
		if ( is_wp_error( $gate ) ) {
			return $gate;
		}
		$result = $this->installer->activate( $this->entitlements->addon_registry()->basename( $key ), $title );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		/* translators: %s: add-on title. */
		return $this->reply( $key, sprintf( __( '%s add-on activated.', 'userfeedback' ), $title ) );
	}

	/**
	 * Deactivates an add-on.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function deactivate( $request ) {
		$key = (string) $request['slug'];
		$this->installer->deactivate( $this->entitlements->addon_registry()->basename( $key ) );
		/* translators: %s: add-on title. */
		return $this->reply( $key, sprintf( __( '%s add-on deactivated.', 'userfeedback' ), $this->catalogue->entries()[ $key ]['title'] ) );
	}

	/**
	 * Pro, and for installs a valid licence: the add-on packages are part of the paid plan.
	 *
	 * @param bool $licence Whether a valid licence is needed too.
	 * @return true|\WP_Error
	 */
	private function require_pro( bool $licence ) {
		if ( ! $this->entitlements->is_pro() ) {
			return new \WP_Error( 'userfeedback_pro_feature', __( 'Add-ons are part of UserFeedback Pro. Upgrade to use them.', 'userfeedback' ), array( 'status' => 403 ) );
		}
		if ( $licence && ! $this->entitlements->is_licensed() ) {
			return new \WP_Error( 'userfeedback_license_required', __( 'Please enter a valid license key to install add-ons.', 'userfeedback' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * The add-on's fresh state, with what happened.
	 *
	 * @param string $key     Add-on key.
	 * @param string $message What happened.
	 * @return \WP_REST_Response
	 */
	private function reply( string $key, string $message ): \WP_REST_Response {
		return rest_ensure_response(
			array(
				'message' => $message,
				'addon'   => $this->catalogue->item( $key ),
			)
		);
	}

	/**
	 * The Add-on entity.
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
		$boolean      = array(
			'type'     => 'boolean',
			'readonly' => true,
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-addon',
			'type'       => 'object',
			'properties' => array(
				'slug'      => array_merge( $string, array( 'enum' => AddonRegistry::KEYS ) ),
				'title'     => $string,
				'excerpt'   => $string,
				'icon'      => array_merge( $string, array( 'format' => 'uri' ) ),
				'type'      => $string,
				'installed' => $boolean,
				'active'    => $boolean,
				'unlocked'  => $boolean,
				'redirect'  => $string,
				'status'    => array_merge(
					$string,
					array(
						'enum' => array(
							AddonCatalogue::STATUS_ACTIVE,
							AddonCatalogue::STATUS_NOT_ACTIVE,
							AddonCatalogue::STATUS_NOT_INSTALLED,
							AddonCatalogue::STATUS_UPGRADE_REQUIRED,
						),
					)
				),
				'basename'  => $string,
				'version'   => $string,
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
