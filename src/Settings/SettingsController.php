<?php
/**
 * GET and POST userfeedback/v1/settings
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Access\Capabilities;
use UserFeedback\Hookable;
use UserFeedback\Rest\Permissions;
use UserFeedback\Rest\RestNamespace;

/**
 * The plugin-settings object, read and saved whole (spec §3, §7). A save may carry any subset:
 * missing keys keep their stored value; every unknown key and bad value is refused in one 400 that
 * lists them all; a gated field changed on a site without the feature is a 403. The answer also
 * lists what this site may not change (`locked`, `locked_values`), so the admin app reflects the
 * gates instead of deciding them. A secret (SettingsSchema::SECRET_FIELDS) is never answered: its
 * field reads '' and `secret_hints` holds its last four characters, as webhook secrets show.
 */
final class SettingsController extends \WP_REST_Controller implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param SettingsStore $settings Plugin settings.
	 * @param SettingsGate  $gate     Which settings this site may change.
	 */
	public function __construct( private readonly SettingsStore $settings, private readonly SettingsGate $gate ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'settings';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
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
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => array(
						'settings' => array(
							'description'       => __( 'The settings to change; missing keys keep their stored value.', 'userfeedback' ),
							'type'              => 'object',
							'required'          => true,
							// Each field is checked by SettingsSchema::validate(), which reports every
							// bad field at once; WordPress's object validation stops at the first.
							'validate_callback' => static function ( $value ) {
								return is_array( $value ) ? true : new \WP_Error( 'rest_invalid_type', __( 'settings must be an object.', 'userfeedback' ) );
							},
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Settings managers only (manage_options).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Permissions::require_any( array( Capabilities::MANAGE_SETTINGS ), __( 'Sorry, you are not allowed to manage UserFeedback settings.', 'userfeedback' ) );
	}

	/**
	 * Settings managers only (manage_options).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The settings object.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return $this->answer();
	}

	/**
	 * Validates, gates and stores the submitted settings.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$current = $this->current();
		$result  = SettingsSchema::validate( (array) $request['settings'], $current );
		if ( array() !== $result['errors'] ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: comma-separated setting names. */
				sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), implode( ', ', array_keys( $result['errors'] ) ) ),
				array(
					'status' => 400,
					'params' => $result['errors'],
				)
			);
		}

		$refused = array();
		foreach ( $result['settings'] as $key => $value ) {
			if ( SettingsSchema::same( $key, $value, $current[ $key ] ) ) {
				continue;
			}
			$feature = $this->gate->refusal( $key, $value );
			if ( null !== $feature ) {
				$refused[ $key ] = $feature;
			}
		}
		if ( array() !== $refused ) {
			$field = (string) array_key_first( $refused );
			return new \WP_Error(
				'userfeedback_pro_feature',
				$this->gate->refusal_message( $field, $refused[ $field ] ),
				array(
					'status'  => 403,
					'field'   => $field,
					'feature' => $refused[ $field ],
					'fields'  => array_keys( $refused ),
				)
			);
		}

		if ( array() !== $result['settings'] ) {
			$this->settings->update( $result['settings'] );
		}
		return $this->answer();
	}

	/**
	 * The stored settings as the schema shapes them.
	 *
	 * @return array<string, mixed>
	 */
	private function current(): array {
		return SettingsSchema::from_stored( get_option( SettingsStore::OPTION, array() ) );
	}

	/**
	 * `{ settings, locked, locked_values }`.
	 *
	 * @return \WP_REST_Response
	 */
	private function answer(): \WP_REST_Response {
		$settings = $this->current();
		$hints    = array();
		foreach ( SettingsSchema::SECRET_FIELDS as $key ) {
			$secret           = (string) $settings[ $key ];
			$hints[ $key ]    = strlen( $secret ) > 8 ? substr( $secret, -4 ) : ( '' === $secret ? '' : '••••' );
			$settings[ $key ] = '';
		}
		return rest_ensure_response(
			array(
				'settings'      => $settings,
				'secret_hints'  => $hints,
				// Objects even when empty, so the admin app reads them as records.
				'locked'        => (object) $this->gate->locked(),
				'locked_values' => (object) $this->gate->locked_values(),
			)
		);
	}

	/**
	 * The response schema, built from SettingsSchema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$properties = array();
		foreach ( SettingsSchema::fields() as $key => $field ) {
			$properties[ $key ] = self::json_schema( $field );
		}
		$label        = array( 'type' => 'string' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-settings',
			'type'       => 'object',
			'properties' => array(
				'settings'      => array(
					'type'                 => 'object',
					'context'              => array( 'view', 'edit' ),
					'properties'           => $properties,
					'additionalProperties' => false,
				),
				'secret_hints'  => array(
					'description' => __( 'Per write-only setting: the last four characters of the stored secret ("" when none is stored). The setting itself always reads "".', 'userfeedback' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'properties'  => array_fill_keys( SettingsSchema::SECRET_FIELDS, $label ),
				),
				'locked'        => array(
					'description'          => __( 'Settings this site may not change, with the feature that unlocks them.', 'userfeedback' ),
					'type'                 => 'object',
					'context'              => array( 'view', 'edit' ),
					'readonly'             => true,
					'additionalProperties' => $label,
				),
				'locked_values' => array(
					'description'          => __( 'Values this site may not choose, per setting, with the feature that unlocks them.', 'userfeedback' ),
					'type'                 => 'object',
					'context'              => array( 'view', 'edit' ),
					'readonly'             => true,
					'additionalProperties' => array(
						'type'                 => 'object',
						'additionalProperties' => $label,
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * JSON Schema of one field (documentation; validation is SettingsSchema's).
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @return array<string, mixed>
	 */
	private static function json_schema( array $field ): array {
		$schema = array( 'default' => $field['default'] );
		switch ( $field['type'] ) {
			case 'bool':
				return $schema + array( 'type' => 'boolean' );
			case 'color':
				return $schema + array(
					'type'    => 'string',
					'pattern' => '^#([0-9a-fA-F]{3}){1,2}$',
				);
			case 'enum':
				return $schema + array(
					'type' => 'string',
					'enum' => $field['enum'],
				);
			case 'int':
				return $schema + array(
					'type'    => 'integer',
					'minimum' => $field['min'],
					'maximum' => $field['max'],
				);
			case 'key':
				return $schema + array(
					'type'      => 'string',
					'maxLength' => $field['max'],
					'pattern'   => '^[A-Za-z0-9_.-]*$',
				);
			case 'score':
				return $schema + array(
					'type'    => 'number',
					'minimum' => 0,
					'maximum' => 1,
				);
			case 'text':
			case 'emails':
				return $schema + array(
					'type'      => 'string',
					'maxLength' => $field['max'],
				);
			case 'url':
				return $schema + array(
					'type'      => 'string',
					'maxLength' => SettingsSchema::MAX_URL,
				);
			case 'font':
				return $schema + array(
					'type'       => 'object',
					'properties' => array(
						'family' => array(
							'type'      => 'string',
							'maxLength' => SettingsSchema::MAX_FONT_FAMILY,
						),
						'weight' => array( 'type' => 'string' ),
					),
				);
			default:
				return $schema + array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				);
		}
	}
}
