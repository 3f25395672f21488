<?php
/**
 * GET userfeedback/v1/logic-type
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Surveys\LogicTypeOptions;

/**
 * The choices of the builder's select-type page rules (user status, role, page type, post type,
 * taxonomy, term), searched from the server because only WordPress knows the site's roles, types
 * and terms. Admin-only and bounded; the lists themselves come from LogicTypeOptions.
 */
final class LogicTypeController extends SurveyEditorLookup {

	/**
	 * Most items per request.
	 */
	private const MAX_PER_PAGE = 50;

	/**
	 * Items per request when not asked.
	 */
	private const DEFAULT_PER_PAGE = 20;

	private readonly LogicTypeOptions $options;

	public function __construct( ?LogicTypeOptions $options = null ) {
		parent::__construct( 'logic-type' );
		$this->options = $options ?? new LogicTypeOptions();
	}

	/**
	 * The query arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'logic_type' => array(
				'description'       => __( 'The rule type whose choices to list.', 'userfeedback' ),
				'type'              => 'string',
				'enum'              => LogicTypeOptions::TYPES,
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_key',
			),
			'search'     => array(
				'description'       => __( 'Text to find in the labels (and ids), case-insensitively.', 'userfeedback' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 100,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'per_page'   => Args::per_page( self::DEFAULT_PER_PAGE, self::MAX_PER_PAGE ),
		);
	}

	/**
	 * The choices as { items: [ { id, label } ] }.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$type     = is_string( $request['logic_type'] ) ? $request['logic_type'] : '';
		$search   = is_string( $request['search'] ) ? $request['search'] : '';
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) );
		return rest_ensure_response( array( 'items' => $this->options->items( $type, $search, $per_page ) ) );
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-logic-type',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'description' => __( 'The choices of the rule type.', 'userfeedback' ),
					'type'        => 'array',
					'context'     => $context,
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array(
								'description' => __( 'What a saved rule stores: a key, or a term id for terms.', 'userfeedback' ),
								'type'        => array( 'string', 'integer' ),
							),
							'label' => array(
								'description' => __( 'Display text.', 'userfeedback' ),
								'type'        => 'string',
							),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
