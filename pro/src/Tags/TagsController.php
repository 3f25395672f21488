<?php
/**
 * Response tags over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `POST surveys/{id}/responses/{response_id}/tags` (replace one response's tags),
 * `POST surveys/{id}/responses/tags` (add and remove on many, all or nothing) and
 * `GET surveys/{id}/tags` (the survey's tags with their counts among published responses).
 * Readers of results may read and write them (an editor who reads responses tags them), on Pro
 * (any licence).
 */
final class TagsController implements Hookable {

	/** Most responses one bulk request may tag. */
	public const MAX_BULK = 500;

	public function __construct( private readonly TagStore $tags, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$tag_list = array(
			'type'     => 'array',
			'items'    => array(
				'type'      => 'string',
				'maxLength' => 200,
			),
			'maxItems' => TagRules::MAX_IN_REQUEST,
		);
		register_rest_route(
			RestNamespace::V1,
			ResponsesController::ROUTE . '/(?P<response_id>[\d]+)/tags',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'replace' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'          => Args::survey_id(),
							'response_id' => Args::response_id(),
							'tags'        => array_merge(
								$tag_list,
								array(
									'description' => __( 'The response\'s tags, replacing those it has (an empty list removes them all).', 'userfeedback' ),
									'maxItems'    => TagRules::MAX_PER_RESPONSE,
									'required'    => true,
								)
							),
						)
					),
				),
				'schema' => array( self::class, 'tags_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			ResponsesController::ROUTE . '/tags',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'bulk' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'           => Args::survey_id(),
							'response_ids' => array(
								'description' => __( 'Ids of the survey\'s responses to tag.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'minItems'    => 1,
								'maxItems'    => self::MAX_BULK,
								'required'    => true,
							),
							'add'          => array_merge(
								$tag_list,
								array(
									'description' => __( 'Tags to add to each response.', 'userfeedback' ),
									'default'     => array(),
								)
							),
							'remove'       => array_merge(
								$tag_list,
								array(
									'description' => __( 'Tags to remove from each response.', 'userfeedback' ),
									'default'     => array(),
								)
							),
						)
					),
				),
				'schema' => array( self::class, 'bulk_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/tags',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'counts' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array( 'id' => Args::survey_id() ) ),
				),
				'schema' => array( self::class, 'counts_schema' ),
			)
		);
	}

	/**
	 * Readers of results, on Pro.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		return self::allowed( $this->entitlements );
	}

	/**
	 * The check every tags and notes route makes: reading results (401 logged out, 403 without
	 * it), then Pro (403 with the upgrade text).
	 *
	 * @param Entitlements $entitlements Edition and licence facts.
	 * @return true|\WP_Error
	 */
	public static function allowed( Entitlements $entitlements ) {
		$allowed = ResponsesController::can_read();
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $entitlements->is_pro() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * Replaces one response's tags.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function replace( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$tags = TagRules::parse( $request['tags'], 'tags' );
		if ( $tags instanceof \WP_Error ) {
			return $tags;
		}
		$stored = $this->tags->replace( $survey_id, (int) $request['response_id'], $tags );
		if ( null === $stored ) {
			return RestErrors::response_not_found();
		}
		if ( false === $stored ) {
			return RestErrors::db_error();
		}
		return rest_ensure_response( array( 'tags' => $stored ) );
	}

	/**
	 * Adds and removes tags on many responses.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function bulk( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$add = TagRules::parse( $request['add'] ?? array(), 'add' );
		if ( $add instanceof \WP_Error ) {
			return $add;
		}
		$remove = TagRules::parse( $request['remove'] ?? array(), 'remove' );
		if ( $remove instanceof \WP_Error ) {
			return $remove;
		}
		if ( array() === $add && array() === $remove ) {
			return TagRules::invalid( 'add', __( 'Name at least one tag to add or remove.', 'userfeedback' ) );
		}
		$changed = $this->tags->bulk( $survey_id, array_map( 'intval', (array) $request['response_ids'] ), $add, $remove );
		if ( null === $changed ) {
			return new \WP_Error( 'userfeedback_invalid_response_ids', __( 'Some of these responses do not belong to this survey. Nothing was changed.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		if ( false === $changed ) {
			return RestErrors::db_error();
		}
		if ( $changed instanceof \WP_Error ) {
			return $changed;
		}
		return rest_ensure_response( array( 'response_ids' => $changed ) );
	}

	/**
	 * The survey's tags with their counts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function counts( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		return rest_ensure_response( $this->tags->counts( $survey_id ) );
	}

	/**
	 * What the replace answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function tags_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_response_tags',
			'type'       => 'object',
			'properties' => array(
				'tags' => array(
					'description' => __( 'The response\'s tags, normalised (lower case), A to Z.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
			),
		);
	}

	/**
	 * What the bulk change answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function bulk_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_response_tags_bulk',
			'type'       => 'object',
			'properties' => array(
				'response_ids' => array(
					'description' => __( 'The responses changed.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
				),
			),
		);
	}

	/**
	 * What the counts answer.
	 *
	 * @return array<string, mixed>
	 */
	public static function counts_schema(): array {
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'userfeedback_survey_tags',
			'type'    => 'array',
			'items'   => array(
				'type'       => 'object',
				'properties' => array(
					'tag'   => array(
						'description' => __( 'The tag.', 'userfeedback' ),
						'type'        => 'string',
					),
					'count' => array(
						'description' => __( 'How many of the survey\'s published responses carry it.', 'userfeedback' ),
						'type'        => 'integer',
					),
				),
			),
		);
	}
}
