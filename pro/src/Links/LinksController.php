<?php
/**
 * Personal single-use links over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\Permissions;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;

/**
 * `POST surveys/{id}/links` makes links (a count, or a CSV of hidden fields' values, one row a
 * person) and answers them once, as a CSV; `GET surveys/{id}/links` pages through the unused
 * ones; `DELETE surveys/{id}/links/{link_id}` revokes one. People who edit surveys, on Pro with a
 * licence (the links open the survey's page, which must be on).
 */
final class LinksController implements Hookable {

	/**
	 * Unused links a page.
	 */
	public const PER_PAGE = 50;

	public function __construct( private readonly LinkIssuer $issuer, private readonly UnusedLinks $unused, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$survey = Args::survey_id();
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/links',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					// The route's schema is GET's (the unused links); this is what POST answers.
					'response_schema'     => array( self::class, 'made_schema' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'         => $survey,
							'count'      => array(
								'description' => __( 'How many links without values to make (instead of csv).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
								'maximum'     => LinkRows::MAX,
							),
							'csv'        => array(
								'description' => __( 'A CSV of hidden fields\' values: a header row of the survey\'s hidden field names, then one row a person (instead of count).', 'userfeedback' ),
								'type'        => 'string',
								'maxLength'   => LinkRows::MAX_CSV_BYTES,
							),
							'expires_at' => array(
								'description' => __( 'When the links stop working (RFC 3339); none: they work until used.', 'userfeedback' ),
								'type'        => 'string',
								'format'      => 'date-time',
							),
						)
					),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_unused' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'    => $survey,
							'after' => array(
								'description' => __( 'The last link id of the page before (0 for the first page).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 0,
								'default'     => 0,
							),
						)
					),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/links/(?P<link_id>[\d]+)',
			LinkRoutes::revoke_endpoint( array( $this, 'revoke' ), array( $this, 'permissions_check' ), array( self::class, 'revoke_schema' ) )
		);
	}

	/**
	 * People who edit surveys (401 logged out, 403 without it), on Pro with a licence (403 with
	 * the upgrade text).
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		$allowed = Permissions::edit_surveys();
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $this->entitlements->is_licensed() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * Makes the links and answers them as a CSV (201).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		if ( empty( $survey['settings']['page']['enabled'] ) ) {
			return new \WP_Error( 'userfeedback_page_off', __( 'Turn on the survey’s page first: personal links open it.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		$has_csv   = null !== $request['csv'] && '' !== trim( (string) $request['csv'] );
		$has_count = null !== $request['count'];
		if ( $has_csv === $has_count ) {
			return new \WP_Error( 'rest_missing_callback_param', __( 'Give either how many links to make or a CSV of their values, not both.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		$expires = LinkExpiry::parse( $request['expires_at'], __( 'The links must expire in the future, within five years.', 'userfeedback' ) );
		if ( $expires instanceof \WP_Error ) {
			return $expires;
		}
		$names = $this->entitlements->can_use_hidden_fields() ? LinkRows::names( $survey ) : array();
		$rows  = $has_csv ? LinkRows::from_csv( (string) $request['csv'], $names ) : LinkRows::empty_rows( (int) $request['count'] );
		if ( $rows instanceof \WP_Error ) {
			return $rows;
		}
		$links = $this->issuer->issue( (int) $survey['id'], $rows, $expires );
		if ( null === $links ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The links could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		$used     = $has_csv ? array_values( array_filter( $names, static fn( string $name ): bool => array() !== array_filter( array_column( $rows, $name ) ) ) ) : array();
		$response = rest_ensure_response(
			array(
				'created'    => count( $links ),
				'expires_at' => null === $expires ? null : mysql_to_rfc3339( $expires ),
				'csv'        => LinksCsv::text( $survey, $used, $links ),
			)
		);
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * A page of the survey's unused links.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_unused( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		return rest_ensure_response( $this->unused->page( (int) $survey['id'], (int) $request['after'], self::PER_PAGE ) );
	}

	/**
	 * Revokes an unused link.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function revoke( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		$revoked = $this->unused->revoke( (int) $survey['id'], (int) $request['link_id'] );
		if ( null === $revoked ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The link could not be revoked. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		if ( ! $revoked ) {
			return new \WP_Error( 'userfeedback_link_not_found', __( 'This survey has no such unused link: it was used or revoked already.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => (int) $request['link_id'],
			)
		);
	}

	/**
	 * POST's answer: the links made.
	 *
	 * @return array<string, mixed>
	 */
	public static function made_schema(): array {
		return Schemas::object(
			'userfeedback-links-made',
			array(
				'created'    => array(
					'description' => __( 'How many links were made.', 'userfeedback' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'expires_at' => array(
					'description' => __( 'When they stop working (null: when used).', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
					'readonly'    => true,
				),
				'csv'        => array(
					'description' => __( 'The links, a CSV with a link column and the values each carries. Shown once: only their hashes are kept.', 'userfeedback' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * GET's answer: a page of unused links.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return Schemas::object(
			'userfeedback-unused-links',
			array(
				'items' => array(
					'description' => __( 'Unused links, in the order they were made.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'         => array( 'type' => 'integer' ),
							'fields'     => array(
								'type'                 => 'object',
								'additionalProperties' => array( 'type' => 'string' ),
							),
							'created_at' => array( 'type' => 'string' ),
							'expires_at' => array( 'type' => array( 'string', 'null' ) ),
							'expired'    => array( 'type' => 'boolean' ),
						),
					),
				),
				'more'  => array(
					'description' => __( 'Whether more unused links follow (ask with after = the last id).', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * DELETE's answer.
	 *
	 * @return array<string, mixed>
	 */
	public static function revoke_schema(): array {
		return LinkRoutes::revoke_schema( 'userfeedback-link-revoked', __( 'The link no longer opens the survey.', 'userfeedback' ) );
	}
}
