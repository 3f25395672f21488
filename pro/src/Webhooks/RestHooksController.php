<?php
/**
 * REST hooks: subscriptions made by automation platforms.
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
 * The subscribe/unsubscribe pattern Zapier, Make and n8n use (docs/integrations.md):
 * `POST hooks` {target_url, event, survey_id?} answers 201 with the hook (and its signing secret,
 * once); `GET hooks` lists them; `DELETE hooks/{id}` removes one; `GET hooks/samples/{event}` is
 * a list of one made-up delivery body, for the platform's field mapping. A hook is a webhook with
 * source rest_hook: the same signed payloads, queue, retries, delivery log and health count; a
 * subscriber answering 410 Gone is removed by the sender. Authorised like the plugin's settings
 * (manage_options, on Pro with a pro or elite licence), by cookie + nonce or by an application
 * password, which WordPress's REST authentication handles.
 *
 * Subscribing the same address to the same event and surveys again answers the existing hook
 * (200), so a platform that retries a subscribe never gets every response twice.
 */
final class RestHooksController implements Hookable {

	/** Most REST hooks a site may have (each response is one delivery per hook). */
	public const MAX = 50;

	public function __construct( private readonly WebhookStore $store, private readonly DestinationRoutes $routes, private readonly SurveyRepository $surveys, private readonly PublicTarget $targets ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes(): void {
		$permission = $this->routes->permission( __( 'Sorry, you are not allowed to manage automation hooks.', 'userfeedback' ) );
		register_rest_route(
			RestNamespace::V1,
			'/hooks',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_hooks' ),
					'permission_callback' => $permission,
					'args'                => array(),
					'response_schema'     => fn(): array => Schemas::list_of( 'userfeedback-rest-hooks', $this->hook_schema() ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'subscribe' ),
					'permission_callback' => $permission,
					'args'                => Args::with_callbacks(
						array(
							'target_url' => array(
								'description' => __( 'Where deliveries are POSTed: the platform’s hook address (http or https).', 'userfeedback' ),
								'type'        => 'string',
								'format'      => 'uri',
								'maxLength'   => 2048,
								'required'    => true,
							),
							'event'      => array(
								'description' => __( 'The event to receive.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => WebhookEvents::ALL,
								'required'    => true,
							),
							'survey_id'  => array(
								'description' => __( 'Only this survey’s events (every survey when left out).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
						)
					),
				),
				'schema' => array( $this, 'hook_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/hooks/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'unsubscribe' ),
					'permission_callback' => $permission,
					'args'                => Args::with_callbacks( DestinationRoutes::id_arg( __( 'Hook id.', 'userfeedback' ) ) ),
				),
				'schema' => static fn(): array => DestinationRoutes::deleted_schema( 'userfeedback-rest-hook-deleted' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/hooks/samples/(?P<event>[a-z.]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'samples' ),
					'permission_callback' => $permission,
					'args'                => Args::with_callbacks(
						array(
							'event'     => array(
								'description' => __( 'The event.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => WebhookEvents::ALL,
							),
							'survey_id' => array(
								'description' => __( 'Shape the sample on this survey’s questions.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
						)
					),
				),
				'schema' => static fn(): array => array(
					'$schema' => 'http://json-schema.org/draft-04/schema#',
					'title'   => 'userfeedback-rest-hook-samples',
					'type'    => 'array',
					'items'   => array(
						'type'       => 'object',
						'properties' => array(
							'event'    => array( 'type' => 'string' ),
							'sent_at'  => array(
								'type'   => 'string',
								'format' => 'date-time',
							),
							'survey'   => array(
								'type'       => 'object',
								'properties' => array(
									'id'    => array( 'type' => 'integer' ),
									'title' => array( 'type' => 'string' ),
								),
							),
							'response' => array( 'type' => 'object' ),
						),
					),
				),
			)
		);
	}

	/**
	 * Every REST hook.
	 *
	 * @return \WP_REST_Response
	 */
	public function list_hooks(): \WP_REST_Response {
		return rest_ensure_response( array_values( array_map( array( self::class, 'shape' ), $this->store->all_of( WebhookStore::KIND_WEBHOOK, WebhookStore::SOURCE_REST_HOOK ) ) ) );
	}

	/**
	 * Subscribes an address to an event.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function subscribe( \WP_REST_Request $request ) {
		$target = $this->targets->check( trim( (string) $request['target_url'] ) );
		if ( is_wp_error( $target ) ) {
			return new \WP_Error(
				'userfeedback_webhook_url_refused',
				$target->get_error_message(),
				array(
					'status' => 400,
					'params' => array( 'target_url' => $target->get_error_message() ),
				)
			);
		}
		$survey_ids = array();
		if ( null !== $request['survey_id'] ) {
			if ( null === $this->surveys->find( (int) $request['survey_id'] ) ) {
				return new \WP_Error( 'userfeedback_survey_not_found', __( 'Survey not found.', 'userfeedback' ), array( 'status' => 404 ) );
			}
			$survey_ids = array( (int) $request['survey_id'] );
		}
		$url   = esc_url_raw( $target->url, array( 'http', 'https' ) );
		$event = (string) $request['event'];
		$made  = $this->store->locked(
			function () use ( $url, $event, $survey_ids ) {
				foreach ( $this->store->all_of( WebhookStore::KIND_WEBHOOK, WebhookStore::SOURCE_REST_HOOK ) as $hook ) {
					if ( $hook['url'] === $url && array( $event ) === $hook['events'] && $survey_ids === $hook['survey_ids'] ) {
						return array( $hook, false );
					}
				}
				if ( $this->store->count( WebhookStore::KIND_WEBHOOK, WebhookStore::SOURCE_REST_HOOK ) >= self::MAX ) {
					/* translators: %d: most automation hooks a site may have. */
					return new \WP_Error( 'userfeedback_rest_hook_limit', sprintf( __( 'A site can have up to %d automation hooks. Turn off a Zap or scenario you no longer use, or delete its hook in Settings → Integrations.', 'userfeedback' ), self::MAX ), array( 'status' => 400 ) );
				}
				$hook = $this->store->create( $url, array( $event ), $survey_ids, true, WebhookStore::KIND_WEBHOOK, WebhookStore::SOURCE_REST_HOOK );
				return null === $hook
					? new \WP_Error( 'userfeedback_db_error', __( 'The hook could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) )
					: array( $hook, true );
			}
		);
		if ( is_wp_error( $made ) ) {
			return $made;
		}
		list( $hook, $created ) = $made;
		$response               = rest_ensure_response( array_merge( self::shape( $hook ), $created ? array( 'secret' => $hook['secret'] ) : array() ) );
		$response->set_status( $created ? 201 : 200 );
		return $response;
	}

	/**
	 * Removes a REST hook (the owner's own webhooks are not the platform's to remove).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function unsubscribe( \WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( null === $this->store->find_of( $id, WebhookStore::KIND_WEBHOOK, WebhookStore::SOURCE_REST_HOOK ) || ! $this->store->delete( $id ) ) {
			return new \WP_Error( 'userfeedback_rest_hook_not_found', __( 'Hook not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * A list of one sample body of the event.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function samples( \WP_REST_Request $request ) {
		$survey = null;
		if ( null !== $request['survey_id'] ) {
			$survey = $this->surveys->find( (int) $request['survey_id'] );
			if ( null === $survey ) {
				return new \WP_Error( 'userfeedback_survey_not_found', __( 'Survey not found.', 'userfeedback' ), array( 'status' => 404 ) );
			}
		}
		return rest_ensure_response( array( WebhookPayloads::sample_body( (string) $request['event'], $survey ) ) );
	}

	/**
	 * A hook as the routes answer it.
	 *
	 * @param array{id: int, url: string, events: list<string>, survey_ids: list<int>, active: bool, created_at: string} $hook The hook.
	 * @return array<string, mixed>
	 */
	public static function shape( array $hook ): array {
		return array(
			'id'         => $hook['id'],
			'target_url' => $hook['url'],
			'event'      => $hook['events'][0] ?? '',
			'survey_id'  => $hook['survey_ids'][0] ?? null,
			'active'     => $hook['active'],
			'created_at' => Time::to_rest( $hook['created_at'] ),
		);
	}

	/**
	 * A hook's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function hook_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-rest-hook',
			'type'       => 'object',
			'properties' => array(
				'id'         => array( 'type' => 'integer' ),
				'target_url' => array(
					'type'   => 'string',
					'format' => 'uri',
				),
				'event'      => array(
					'type' => 'string',
					'enum' => WebhookEvents::ALL,
				),
				'survey_id'  => array( 'type' => array( 'integer', 'null' ) ),
				'active'     => array( 'type' => 'boolean' ),
				'created_at' => array(
					'type'   => array( 'string', 'null' ),
					'format' => 'date-time',
				),
				'secret'     => array(
					'description' => __( 'The signing secret (X-UserFeedback-Signature): only in the answer that made the hook.', 'userfeedback' ),
					'type'        => 'string',
					'required'    => false,
				),
			),
		);
	}
}
