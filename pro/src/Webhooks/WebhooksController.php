<?php
/**
 * The webhooks over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Hookable;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\SurveyRepository;

/**
 * `GET/POST webhooks`, `GET/PATCH/DELETE webhooks/{id}`, `POST webhooks/{id}/test` and
 * `GET webhooks/{id}/deliveries` (docs/rest-api.md, "Webhooks"). Administrators only
 * (manage_options: an endpoint receives every answer), on Pro with a pro or elite licence. The
 * secret goes out once, when it is made (create, or rotate_secret); after that only its last
 * four characters. A field sent as null is a 400: a change leaves out what it keeps.
 */
final class WebhooksController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly WebhookStore $store, private readonly DeliveryLog $log, private readonly DestinationRoutes $routes, private readonly SurveyRepository $surveys, private readonly PublicTarget $targets ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'webhooks';
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
		$id     = DestinationRoutes::id_arg( __( 'Webhook id.', 'userfeedback' ) );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'response_schema'     => fn(): array => Schemas::list_of( 'userfeedback-webhooks', $this->get_item_schema() ),
					'permission_callback' => $this->permission(),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => $this->permission(),
					'args'                => DestinationRoutes::refusing_null( Args::with_callbacks( $this->fields( true ) ) ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => $this->permission(),
					'args'                => Args::with_callbacks( $id ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => $this->permission(),
					'args'                => array_merge(
						Args::with_callbacks( $id ),
						DestinationRoutes::refusing_null(
							Args::with_callbacks(
								array_merge(
									$this->fields( false ),
									array(
										'rotate_secret' => array(
											'description' => __( 'Replace the signing secret; the new one is in the answer, once.', 'userfeedback' ),
											'type'        => 'boolean',
										),
									)
								)
							)
						)
					),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'response_schema'     => static fn(): array => DestinationRoutes::deleted_schema( 'userfeedback-webhook-deleted' ),
					'permission_callback' => $this->permission(),
					'args'                => Args::with_callbacks( $id ),
				),
				'schema' => $schema,
			)
		);
		DestinationRoutes::register_test_and_log(
			$this->rest_base,
			'webhook',
			array( $this, 'send_test' ),
			array( $this, 'get_deliveries' ),
			$this->permission(),
			array_merge( WebhookEvents::ALL, array( WebhookEvents::TEST ) ),
			__( 'The start of what the endpoint answered.', 'userfeedback' )
		);
	}

	/**
	 * Administrators, on Pro with a pro or elite licence.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		return ( $this->permission() )();
	}

	/**
	 * The permission callback the routes share.
	 *
	 * @return \Closure(): (true|\WP_Error)
	 */
	private function permission(): \Closure {
		return $this->routes->permission( __( 'Sorry, you are not allowed to manage webhooks.', 'userfeedback' ) );
	}

	/**
	 * Every endpoint.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$all    = $this->store->all_of( WebhookStore::KIND_WEBHOOK );
		$latest = $this->log->latest( array_keys( $all ) );
		$items  = array();
		foreach ( $all as $endpoint ) {
			$items[] = $this->shape( $endpoint, $latest[ $endpoint['id'] ] ?? null );
		}
		return rest_ensure_response( $items );
	}

	/**
	 * One endpoint.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$endpoint = $this->store->find_of( (int) $request['id'], WebhookStore::KIND_WEBHOOK );
		if ( null === $endpoint ) {
			return self::not_found();
		}
		return rest_ensure_response( $this->shape( $endpoint, $this->log->latest( array( $endpoint['id'] ) )[ $endpoint['id'] ] ?? null ) );
	}

	/**
	 * Adds an endpoint; the answer carries its secret, once.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$checked = $this->checked( $request, true );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$endpoint = $this->store->locked(
			function () use ( $checked ) {
				if ( $this->store->count() >= WebhookStore::MAX ) {
					/* translators: %d: most webhooks a site may have. */
					return new \WP_Error( 'userfeedback_webhook_limit', sprintf( __( 'A site can have up to %d webhooks. Delete one to add another.', 'userfeedback' ), WebhookStore::MAX ), array( 'status' => 400 ) );
				}
				return $this->store->create( $checked['url'], $checked['events'], $checked['survey_ids'] ?? array(), $checked['active'] ?? true ) ?? self::db_error();
			}
		);
		if ( is_wp_error( $endpoint ) ) {
			return $endpoint;
		}
		$response = rest_ensure_response( $this->shape( $endpoint, null, true ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Changes an endpoint (and replaces its secret when asked).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$id = (int) $request['id'];
		if ( null === $this->store->find_of( $id, WebhookStore::KIND_WEBHOOK ) ) {
			return self::not_found();
		}
		$checked = $this->checked( $request, false );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$rotate   = true === $request['rotate_secret'];
		$endpoint = $this->store->update( $id, array_merge( $checked, array( 'rotate_secret' => $rotate ) ) );
		if ( null === $endpoint ) {
			return self::db_error();
		}
		return rest_ensure_response( $this->shape( $endpoint, $this->log->latest( array( $id ) )[ $id ] ?? null, $rotate ) );
	}

	/**
	 * Deletes an endpoint with its log.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( $request ) {
		$id = (int) $request['id'];
		if ( null === $this->store->find_of( $id, WebhookStore::KIND_WEBHOOK ) || ! $this->store->delete( $id ) ) {
			return self::not_found();
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * Sends a test delivery now and says what came back.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function send_test( $request ) {
		$endpoint = $this->store->find_of( (int) $request['id'], WebhookStore::KIND_WEBHOOK );
		if ( null === $endpoint ) {
			return self::not_found();
		}
		return $this->routes->test( $endpoint );
	}

	/**
	 * A page of an endpoint's delivery log.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_deliveries( $request ) {
		if ( null === $this->store->find_of( (int) $request['id'], WebhookStore::KIND_WEBHOOK ) ) {
			return self::not_found();
		}
		return $this->routes->deliveries( $request );
	}

	/**
	 * The fields of a create or a change, checked beyond the schema: the address must pass
	 * PublicTarget now (it is checked again at every delivery), and the surveys must exist.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @param bool             $create  Whether it is a create.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function checked( \WP_REST_Request $request, bool $create ) {
		$checked = array();
		if ( null !== $request['url'] ) {
			$target = $this->targets->check( trim( (string) $request['url'] ) );
			if ( is_wp_error( $target ) ) {
				return new \WP_Error(
					'userfeedback_webhook_url_refused',
					$target->get_error_message(),
					array(
						'status' => 400,
						'params' => array( 'url' => $target->get_error_message() ),
					)
				);
			}
			$checked['url'] = esc_url_raw( $target->url, array( 'http', 'https' ) );
		}
		if ( null !== $request['events'] ) {
			$checked['events'] = array_values( array_intersect( WebhookEvents::ALL, (array) $request['events'] ) );
		}
		if ( null !== $request['survey_ids'] ) {
			$ids     = array_values( array_unique( array_map( 'intval', (array) $request['survey_ids'] ) ) );
			$known   = array_map( static fn( array $row ): int => (int) $row['id'], $this->surveys->find_many( $ids ) );
			$unknown = array_values( array_diff( $ids, $known ) );
			if ( array() !== $unknown ) {
				return new \WP_Error(
					'userfeedback_webhook_unknown_surveys',
					/* translators: %s: survey ids, comma-separated. */
					sprintf( __( 'These surveys do not exist: %s.', 'userfeedback' ), implode( ', ', $unknown ) ),
					array(
						'status' => 400,
						'params' => array(
							'survey_ids' => __(
								'Choose existing surveys.',
								'userfeedback'
							),
						),
					)
				);
			}
			$checked['survey_ids'] = $ids;
		}
		if ( null !== $request['active'] ) {
			$checked['active'] = (bool) $request['active'];
		}
		if ( $create && ( ! isset( $checked['url'] ) || array() === ( $checked['events'] ?? array() ) ) ) {
			return new \WP_Error( 'rest_missing_callback_param', __( 'A webhook needs a URL and at least one event.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		return $checked;
	}

	/**
	 * The fields of an endpoint a client sends.
	 *
	 * @param bool $create Whether for a create (url and events required).
	 * @return array<string, array<string, mixed>>
	 */
	private function fields( bool $create ): array {
		return array(
			'url'        => array(
				'description' => __( 'Where deliveries are POSTed (http or https).', 'userfeedback' ),
				'type'        => 'string',
				'format'      => 'uri',
				'maxLength'   => 2048,
				'required'    => $create,
			),
			'events'     => array(
				'description' => __( 'The events sent to it.', 'userfeedback' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => WebhookEvents::ALL,
				),
				'minItems'    => 1,
				'uniqueItems' => true,
				'required'    => $create,
			),
			'survey_ids' => array(
				'description' => __( 'Only these surveys ([] for every survey).', 'userfeedback' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => 100,
			),
			'active'     => array(
				'description' => __( 'Whether it receives deliveries.', 'userfeedback' ),
				'type'        => 'boolean',
			),
		);
	}

	/**
	 * An endpoint as the routes return it.
	 *
	 * @param array{id: int, source: string, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string} $endpoint    The endpoint.
	 * @param array{outcome: string, response_code: int, created_at: string}|null                                                                                            $latest      Its newest attempt.
	 * @param bool                                                                                                                                                           $with_secret Whether to include the secret (just made).
	 * @return array<string, mixed>
	 */
	private function shape( array $endpoint, ?array $latest, bool $with_secret = false ): array {
		$shaped = array(
			'id'            => $endpoint['id'],
			'source'        => $endpoint['source'],
			'url'           => $endpoint['url'],
			'events'        => $endpoint['events'],
			'survey_ids'    => $endpoint['survey_ids'],
			'active'        => $endpoint['active'],
			'secret_hint'   => substr( $endpoint['secret'], -4 ),
			'created_at'    => Time::to_rest( $endpoint['created_at'] ),
			'updated_at'    => Time::to_rest( $endpoint['updated_at'] ),
			'last_delivery' => null === $latest ? null : array(
				'outcome'       => $latest['outcome'],
				'response_code' => $latest['response_code'],
				'at'            => Time::to_rest( $latest['created_at'] ),
			),
		);
		if ( $with_secret ) {
			$shaped['secret'] = $endpoint['secret'];
		}
		return $shaped;
	}

	/**
	 * The 404.
	 *
	 * @return \WP_Error
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'userfeedback_webhook_not_found', __( 'Webhook not found.', 'userfeedback' ), array( 'status' => 404 ) );
	}

	/**
	 * The 500.
	 *
	 * @return \WP_Error
	 */
	private static function db_error(): \WP_Error {
		return new \WP_Error( 'userfeedback_db_error', __( 'The webhook could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
	}

	/**
	 * An endpoint's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$string   = array( 'type' => 'string' );
		$date     = array(
			'type'   => array( 'string', 'null' ),
			'format' => 'date-time',
		);
		$outcomes = array( DeliveryLog::DELIVERED, DeliveryLog::RETRYING, DeliveryLog::GAVE_UP, DeliveryLog::SKIPPED );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-webhook',
			'type'       => 'object',
			'properties' => array_merge(
				// As a create takes them: an answer always carries url and events.
				$this->fields( true ),
				array(
					'id'            => array( 'type' => 'integer' ),
					'source'        => array(
						'description' => __( 'Who added it: the owner in Settings, or an automation platform through POST hooks.', 'userfeedback' ),
						'type'        => 'string',
						'enum'        => array( WebhookStore::SOURCE_OWNER, WebhookStore::SOURCE_REST_HOOK ),
					),
					'secret_hint'   => array_merge( $string, array( 'description' => __( 'The secret\'s last four characters.', 'userfeedback' ) ) ),
					'secret'        => array_merge(
						$string,
						array(
							'description' => __( 'The signing secret: only in the answer that made it.', 'userfeedback' ),
							'required'    => false,
						)
					),
					'created_at'    => $date,
					'updated_at'    => $date,
					'last_delivery' => array(
						'type'       => array( 'object', 'null' ),
						'properties' => array(
							'outcome'       => array(
								'type' => 'string',
								'enum' => $outcomes,
							),
							'response_code' => array( 'type' => 'integer' ),
							'at'            => $date,
						),
					),
				)
			),
		);
	}
}
