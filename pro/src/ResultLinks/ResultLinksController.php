<?php
/**
 * Read-only results links over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Links\LinkExpiry;
use UserFeedback\Links\LinkRoutes;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;

/**
 * `GET|POST surveys/{id}/result-links` and `DELETE surveys/{id}/result-links/{link_id}`: people who
 * read results (they can already see everything a link shows), on Pro with a licence. The link's
 * address is answered once, by the POST that makes it.
 */
final class ResultLinksController implements Hookable {

	public function __construct( private readonly ResultLinkStore $links, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$survey = Args::survey_id();
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/result-links',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_links' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array( 'id' => $survey ) ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					// The route's schema is the list's; this is what POST answers.
					'response_schema'     => array( self::class, 'made_schema' ),
					'args'                => Args::with_callbacks(
						array(
							'id'            => $survey,
							'label'         => array(
								'description' => __( 'Who the link is for (shown to you only).', 'userfeedback' ),
								'type'        => 'string',
								'maxLength'   => 100,
								'default'     => '',
							),
							'open_answers'  => array(
								'description' => __( 'Whether the page lists open answers (text answers and comments).', 'userfeedback' ),
								'type'        => 'boolean',
								'default'     => false,
							),
							'personal_data' => array(
								'description' => __( 'Whether the page shows e-mail addresses and the names given with them.', 'userfeedback' ),
								'type'        => 'boolean',
								'default'     => false,
							),
							'expires_at'    => array(
								'description' => __( 'When the link stops working (RFC 3339); none: until revoked.', 'userfeedback' ),
								'type'        => 'string',
								'format'      => 'date-time',
							),
						)
					),
				),
				'schema' => array( self::class, 'list_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/result-links/(?P<link_id>[\d]+)',
			LinkRoutes::revoke_endpoint( array( $this, 'revoke' ), array( $this, 'permissions_check' ), array( self::class, 'revoke_schema' ) )
		);
	}

	/**
	 * People who read results (401 logged out, 403 without it), on Pro with a licence (403 with
	 * the upgrade text).
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		$allowed = ResponsesController::can_read();
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $this->entitlements->is_licensed() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * The survey's links, newest first (never their addresses).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_links( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		return rest_ensure_response( array_map( array( self::class, 'item' ), $this->links->for_survey( (int) $survey['id'] ) ) );
	}

	/**
	 * Makes a link; its address is in this answer only (201).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		$expires = LinkExpiry::parse( $request['expires_at'], __( 'The link must expire in the future, within five years.', 'userfeedback' ) );
		if ( $expires instanceof \WP_Error ) {
			return $expires;
		}
		$label = sanitize_text_field( (string) $request['label'] );
		$made  = $this->links->create( (int) $survey['id'], $label, (bool) $request['open_answers'], (bool) $request['personal_data'], get_current_user_id(), $expires );
		if ( null === $made ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The link could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		$item     = array_values(
			array_filter(
				$this->links->for_survey( (int) $survey['id'] ),
				static fn( array $link ): bool => $link['id'] === $made['id']
			)
		);
		$response = rest_ensure_response( array_merge( self::item( $item[0] ?? array() ), array( 'url' => SharedResultsPage::url( $made['secret'] ) ) ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Revokes a link: its page says the results are not available from now on.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function revoke( \WP_REST_Request $request ) {
		$survey = LinkRoutes::survey( $this->surveys, (int) $request['id'] );
		if ( $survey instanceof \WP_Error ) {
			return $survey;
		}
		$revoked = $this->links->revoke( (int) $survey['id'], (int) $request['link_id'] );
		if ( null === $revoked ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The link could not be revoked. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		if ( ! $revoked ) {
			return new \WP_Error( 'userfeedback_link_not_found', __( 'This survey has no such results link: it was revoked already.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => (int) $request['link_id'],
			)
		);
	}

	/**
	 * A link as the routes answer it.
	 *
	 * @param array<string, mixed> $link A ResultLinkStore row.
	 * @return array<string, mixed>
	 */
	private static function item( array $link ): array {
		$expires = $link['expires_at'] ?? null;
		return array(
			'id'            => (int) ( $link['id'] ?? 0 ),
			'label'         => (string) ( $link['label'] ?? '' ),
			'open_answers'  => (bool) ( $link['open_answers'] ?? false ),
			'personal_data' => (bool) ( $link['personal_data'] ?? false ),
			'created_at'    => mysql_to_rfc3339( (string) ( $link['created_at'] ?? '' ) ),
			'expires_at'    => null === $expires ? null : mysql_to_rfc3339( (string) $expires ),
			'expired'       => null !== $expires && (string) $expires <= gmdate( 'Y-m-d H:i:s' ),
		);
	}

	/**
	 * One link's properties.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function item_properties(): array {
		return array(
			'id'            => array( 'type' => 'integer' ),
			'label'         => array( 'type' => 'string' ),
			'open_answers'  => array( 'type' => 'boolean' ),
			'personal_data' => array( 'type' => 'boolean' ),
			'created_at'    => array( 'type' => 'string' ),
			'expires_at'    => array( 'type' => array( 'string', 'null' ) ),
			'expired'       => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * GET's answer: the survey's links.
	 *
	 * @return array<string, mixed>
	 */
	public static function list_schema(): array {
		return Schemas::list_of( 'userfeedback-result-links', Schemas::object( 'userfeedback-result-link', self::item_properties() ) );
	}

	/**
	 * POST's answer: the link made, with its address (shown once).
	 *
	 * @return array<string, mixed>
	 */
	public static function made_schema(): array {
		return Schemas::object(
			'userfeedback-result-link-made',
			array_merge(
				self::item_properties(),
				array(
					'url' => array(
						'description' => __( 'The link\'s address. Shown once: only its hash is kept.', 'userfeedback' ),
						'type'        => 'string',
						'readonly'    => true,
					),
				)
			)
		);
	}

	/**
	 * DELETE's answer.
	 *
	 * @return array<string, mixed>
	 */
	public static function revoke_schema(): array {
		return LinkRoutes::revoke_schema( 'userfeedback-result-link-revoked', __( 'The link no longer opens the results.', 'userfeedback' ) );
	}
}
