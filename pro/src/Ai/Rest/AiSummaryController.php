<?php
/**
 * The AI summary routes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Rest;

use UserFeedback\Ai\Summary\AiSummaryService;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;

/**
 * `GET ai-summary/{id}` makes a new summary (replacing the cached one) and `GET
 * preload-ai-summary/{id}` returns the cached one, as the spec's calls have it; both answer the
 * spec's AI summary object `{ success, summary, error }` (docs/rest-api.md "AI summary"). POST is
 * accepted on ai-summary/{id} too, as making a summary is not a read. A provider failure is
 * answered with its own status (502, 504, 429 …) and a body that is both the AI summary object
 * and a WP_Error body (`code`, `message`, `data.status`), so the admin app's error handling and
 * the spec's `error` field both work.
 */
final class AiSummaryController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly AiSummaryService $summaries, private readonly Entitlements $entitlements ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'ai-summary';
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
		$args = Args::with_callbacks(
			array(
				'id' => array(
					'description' => __( 'Survey id.', 'userfeedback' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'required'    => true,
				),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/ai-summary/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE . ', ' . \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'generate' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/preload-ai-summary/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'preload' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Results readers, with the pro plan.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return AiPermissions::summary( $this->entitlements );
	}

	/**
	 * A new summary, replacing the cached one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function generate( $request ) {
		$summary = $this->summaries->generate( (int) $request['id'] );
		if ( is_wp_error( $summary ) ) {
			return 'userfeedback_survey_not_found' === $summary->get_error_code() ? $summary : AiSummaryResponse::failure( $summary );
		}
		return AiSummaryResponse::success( $summary );
	}

	/**
	 * The cached summary, or `summary: null` when there is none for the survey as it is now.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function preload( $request ) {
		$summary = $this->summaries->cached( (int) $request['id'] );
		if ( is_wp_error( $summary ) ) {
			return $summary;
		}
		return AiSummaryResponse::success( $summary );
	}

	/**
	 * The AI summary object.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = AiSummaryResponse::schema();
		return $this->add_additional_fields_schema( $this->schema );
	}
}
