<?php
/**
 * GET and POST userfeedback/v1/legacy-import, POST legacy-import/remove.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Hookable;
use UserFeedback\Legacy\LegacyImporter;

/**
 * The UserFeedback 1.x import (docs/rest-api.md "UserFeedback 1.x import"): GET reads where it
 * stands (a finished import that finds 1.x rows it never saw is pending again); POST starts it
 * when pending (or failed) and runs one batch, so an admin watching the surveys screen, or a test,
 * drives it without waiting for WP-Cron; remove drops the 1.x tables and options once the import
 * is done and nothing in them is left to import (409 otherwise). Site admins only
 * (manage_options): it moves the whole site's data.
 */
final class LegacyImportController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly LegacyImporter $importer ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'legacy-import';
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
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'run_batch' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base . '/remove',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'remove' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Site admins only.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to import UserFeedback 1.x data.', 'userfeedback' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Where the import stands.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( self::public_state( $this->importer->status() ) );
	}

	/**
	 * Starts the import if pending and runs one batch.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function run_batch( $request ) {
		$state = $this->importer->status();
		if ( 'none' === $state['state'] ) {
			return new \WP_Error( 'userfeedback_legacy_none', __( 'There is no UserFeedback 1.x data to import on this site.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response( self::public_state( $this->importer->run() ) );
	}

	/**
	 * Removes the 1.x tables and options.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function remove( $request ) {
		$removed = $this->importer->remove_v1_data();
		if ( is_wp_error( $removed ) ) {
			return $removed;
		}
		return rest_ensure_response( self::public_state( $this->importer->status() ) );
	}

	/**
	 * The state as the contract names it (the cursors stay inside).
	 *
	 * @param array<string, mixed> $state ImportState::get().
	 * @return array<string, mixed>
	 */
	public static function public_state( array $state ): array {
		$public = array(
			'state'     => $state['state'],
			'surveys'   => $state['surveys'],
			'responses' => $state['responses'],
			'skipped'   => $state['skipped'],
			'settings'  => $state['settings'],
			'removed'   => $state['removed'],
			'reopened'  => $state['reopened'],
		);
		if ( null !== $state['error'] ) {
			$public['error'] = $state['error'];
		}
		return $public;
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
		$count        = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		$keys         = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-legacy-import',
			'type'       => 'object',
			'properties' => array(
				'state'     => array(
					'description' => __( 'Where the import stands.', 'userfeedback' ),
					'type'        => 'string',
					'enum'        => array( 'none', 'pending', 'running', 'done', 'failed' ),
					'readonly'    => true,
				),
				'surveys'   => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'total'    => $count,
						'imported' => $count,
					),
				),
				'responses' => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'total'      => $count,
						'imported'   => $count,
						'skipped'    => $count,
						'renumbered' => array(
							'description' => __( '1.x responses imported under a new id, because a response given on this site since the switch had taken theirs.', 'userfeedback' ),
							'type'        => 'integer',
							'minimum'     => 0,
						),
					),
				),
				'skipped'   => array(
					'description' => __( 'The first skipped 1.x rows, with the reason (all are counted).', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'kind'   => array(
								'type' => 'string',
								'enum' => array( 'survey', 'response' ),
							),
							'id'     => array( 'type' => 'integer' ),
							'reason' => array( 'type' => 'string' ),
						),
					),
				),
				'settings'  => array(
					'description' => __( 'The 1.x settings that were carried over, and those that kept our defaults.', 'userfeedback' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'mapped'     => $keys,
						'not_mapped' => $keys,
					),
				),
				'removed'   => array(
					'description' => __( 'Whether the 1.x tables and options were removed.', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'reopened'  => array(
					'description' => __( 'Whether UserFeedback 1.x was found holding data added after the import had finished, which re-opened it to import the rest.', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'error'     => array(
					'description' => __( 'Why the last batch failed, while it is being retried or after the import stopped.', 'userfeedback' ),
					'type'        => 'string',
					'readonly'    => true,
					'required'    => false,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
