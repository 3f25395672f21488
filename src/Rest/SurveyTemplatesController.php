<?php
/**
 * GET userfeedback/v1/survey-templates
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\TemplateCatalogue;

/**
 * The template list of the builder's setup step, with each template's availability on this site.
 * Read-only; for those who may create and edit surveys, the only ones who reach that step.
 */
final class SurveyTemplatesController extends SurveyEditorLookup {

	public function __construct( private readonly TemplateCatalogue $catalogue ) {
		parent::__construct( 'survey-templates' );
	}

	/**
	 * The query arguments: only the context.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'context' => $this->get_context_param( array( 'default' => 'view' ) ),
		);
	}

	/**
	 * Every template, blank first, as a plain JSON array (no paging: the list is short and fixed).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( $this->catalogue->all() as $template ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $template, $request ) );
		}
		return rest_ensure_response( $items );
	}

	/**
	 * One template, filtered to the request's context.
	 *
	 * @param array<string, mixed> $item    The template.
	 * @param \WP_REST_Request     $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$context = is_string( $request['context'] ) && '' !== $request['context'] ? $request['context'] : 'view';
		$data    = $this->add_additional_fields_to_object( $item, $request );
		return rest_ensure_response( $this->filter_response_by_context( $data, $context ) );
	}

	/**
	 * The template item schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$context      = array( 'view', 'edit' );
		$string       = array(
			'type'     => 'string',
			'context'  => $context,
			'readonly' => true,
		);
		$boolean      = array(
			'type'     => 'boolean',
			'context'  => $context,
			'readonly' => true,
		);
		$strings      = array(
			'type'     => 'array',
			'items'    => array( 'type' => 'string' ),
			'context'  => $context,
			'readonly' => true,
		);
		$addon_keys   = array_merge(
			$strings,
			array(
				'items' => array(
					'type' => 'string',
					'enum' => AddonRegistry::KEYS,
				),
			)
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-survey-template',
			'type'       => 'object',
			'properties' => array(
				'key'             => array_merge( $string, array( 'description' => __( 'Template slug, stored on the survey it creates.', 'userfeedback' ) ) ),
				'name'            => $string,
				'description'     => $string,
				'type'            => array_merge(
					$string,
					array(
						'enum'        => array( '', 'nps' ),
						'description' => __( 'Survey type the template creates.', 'userfeedback' ),
					)
				),
				'is_pro'          => $boolean,
				'is_available'    => array_merge( $boolean, array( 'description' => __( 'Whether the edition and licence allow the template.', 'userfeedback' ) ) ),
				'required_addons' => $addon_keys,
				'errors'          => array_merge( $strings, array( 'description' => __( 'Why the template cannot be chosen, for display.', 'userfeedback' ) ) ),
				'disabled'        => array_merge( $boolean, array( 'description' => __( 'Whether the template cannot be chosen: unavailable or with errors.', 'userfeedback' ) ) ),
				'config'          => array(
					'type'       => 'object',
					'context'    => $context,
					'readonly'   => true,
					'properties' => array(
						'questions' => array(
							'type'     => 'array',
							'context'  => $context,
							'readonly' => true,
							// The survey's question, as a survey answer sends it: a template becomes one.
							'items'    => SurveySchema::answer_question(),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * GET survey-templates answers a JSON list of templates.
	 *
	 * @return array<string, mixed>
	 */
	public function collection_schema(): array {
		return Schemas::list_of( 'userfeedback-survey-templates', $this->get_public_item_schema() );
	}
}
