<?php
/**
 * Trash, restore and permanent deletion of responses over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\Permissions;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `POST surveys/{id}/responses/trash`, `POST surveys/{id}/responses/restore` and
 * `DELETE surveys/{id}/responses` with `{ response_ids }` (docs/rest-api.md, "Responses"). The
 * DELETE shares its route with the list's GET (ResponsesController) and the visitors' POST
 * (PublicSurveysController): WordPress keeps one endpoint per method on a route, each with its own
 * permission callback. The delete capability, on Pro (no licence needed, spec §1).
 */
final class ResponseActionsController implements Hookable {

	/** Most responses one request may change. */
	public const MAX_BULK = 500;

	public function __construct( private readonly ResponseTrash $trash, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$ids = Args::with_callbacks(
			array(
				'id'           => array(
					'description' => __( 'Survey id.', 'userfeedback' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
				'response_ids' => array(
					'description' => __( 'Ids of the survey\'s responses to act on.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'minItems'    => 1,
					'maxItems'    => self::MAX_BULK,
					'required'    => true,
				),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			ResponsesController::ROUTE,
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_items' ),
				// The route's schema is the list's (ResponsesController); this is this handler's answer.
				'response_schema'     => array( $this, 'changed_schema' ),
				'permission_callback' => array( $this, 'manage_permissions_check' ),
				'args'                => $ids,
			)
		);
		register_rest_route(
			RestNamespace::V1,
			ResponsesController::ROUTE . '/(?P<bulk_action>trash|restore)',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'bulk_action' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $ids,
				),
				'schema' => array( $this, 'changed_schema' ),
			)
		);
	}

	/**
	 * Trash, restore and delete: the delete capability (reading results is not enough), on Pro.
	 *
	 * @return true|\WP_Error
	 */
	public function manage_permissions_check() {
		$allowed = Permissions::require_any(
			array( Capabilities::DELETE_SURVEYS ),
			__( 'Sorry, you are not allowed to delete responses.', 'userfeedback' )
		);
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $this->entitlements->is_pro() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * Trashes or restores responses of the survey (their answer rows too).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function bulk_action( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$ids     = array_map( 'intval', (array) $request['response_ids'] );
		$changed = 'trash' === $request['bulk_action']
			? $this->trash->set_status( $survey_id, $ids, 'publish', 'trash' )
			: $this->trash->set_status( $survey_id, $ids, 'trash', 'publish' );
		return self::changed_response( $changed );
	}

	/**
	 * Deletes trashed responses of the survey for good, with their answer rows.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_items( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		return self::changed_response( $this->trash->delete_trashed( $survey_id, array_map( 'intval', (array) $request['response_ids'] ) ) );
	}

	/**
	 * The answer of a bulk change.
	 *
	 * @param int[]|null|false $changed What the Trash did.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private static function changed_response( $changed ) {
		if ( null === $changed ) {
			return new \WP_Error( 'userfeedback_invalid_response_ids', __( 'Some of these responses do not belong to this survey. Nothing was changed.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		if ( false === $changed ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The responses could not be changed. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response( array( 'response_ids' => $changed ) );
	}

	/**
	 * The answer of trash, restore and delete.
	 *
	 * @return array<string, mixed>
	 */
	public function changed_schema(): array {
		return Schemas::object(
			'userfeedback-responses-changed',
			array(
				'response_ids' => Schemas::ids( __( 'The responses changed (those already in the asked status are left out).', 'userfeedback' ) ),
			)
		);
	}
}
