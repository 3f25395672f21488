<?php
/**
 * The Slack destinations over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Slack;

use UserFeedback\Hookable;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Support\Time;
use UserFeedback\Webhooks\DeliveryLog;
use UserFeedback\Webhooks\DestinationRoutes;
use UserFeedback\Webhooks\WebhookEvents;
use UserFeedback\Webhooks\WebhookStore;

/**
 * `GET/POST slack-destinations`, `GET/PATCH/DELETE slack-destinations/{id}`,
 * `POST slack-destinations/{id}/test` and `GET slack-destinations/{id}/deliveries`. Administrators
 * only (manage_options: a destination gets every answer of the surveys that choose it), on Pro with
 * a pro or elite licence. A destination is a row of the webhooks table of kind slack: a name and
 * an incoming-webhook address (SlackUrl). The address is a secret: no answer carries it, only its
 * hint. A field sent as null is a 400: a change leaves out what it keeps.
 */
final class SlackController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly WebhookStore $store, private readonly DeliveryLog $log, private readonly DestinationRoutes $routes, private readonly DeliveryHealth $health, private readonly PublicTarget $targets ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'slack-destinations';
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
		$id     = DestinationRoutes::id_arg( __( 'Slack destination id.', 'userfeedback' ) );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'response_schema'     => fn(): array => Schemas::list_of( 'userfeedback-slack-destinations', $this->get_item_schema() ),
					'permission_callback' => $this->permission(),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => $this->permission(),
					'args'                => DestinationRoutes::refusing_null( Args::with_callbacks( self::fields( true ) ) ),
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
					'args'                => array_merge( Args::with_callbacks( $id ), DestinationRoutes::refusing_null( Args::with_callbacks( self::fields( false ) ) ) ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'response_schema'     => static fn(): array => DestinationRoutes::deleted_schema( 'userfeedback-slack-destination-deleted' ),
					'permission_callback' => $this->permission(),
					'args'                => Args::with_callbacks( $id ),
				),
				'schema' => $schema,
			)
		);
		DestinationRoutes::register_test_and_log(
			$this->rest_base,
			'slack',
			array( $this, 'send_test' ),
			array( $this, 'get_deliveries' ),
			$this->permission(),
			array( WebhookEvents::RESPONSE_SUBMITTED, WebhookEvents::TEST ),
			__( 'The start of what Slack answered ("ok", or its error such as "invalid_token").', 'userfeedback' )
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
		return $this->routes->permission( __( 'Sorry, you are not allowed to manage Slack destinations.', 'userfeedback' ) );
	}

	/**
	 * Every destination, oldest first.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$all    = $this->store->all_of( WebhookStore::KIND_SLACK, WebhookStore::SOURCE_OWNER );
		$latest = $this->log->latest( array_keys( $all ) );
		$items  = array();
		foreach ( $all as $endpoint ) {
			$items[] = $this->shape( $endpoint, $latest[ $endpoint['id'] ] ?? null );
		}
		return rest_ensure_response( $items );
	}

	/**
	 * One destination.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$endpoint = $this->find( (int) $request['id'] );
		if ( null === $endpoint ) {
			return self::not_found();
		}
		return rest_ensure_response( $this->shape( $endpoint, $this->log->latest( array( $endpoint['id'] ) )[ $endpoint['id'] ] ?? null ) );
	}

	/**
	 * Adds a destination.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$checked = $this->checked( $request );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$endpoint = $this->store->locked(
			function () use ( $checked ) {
				if ( $this->store->count( WebhookStore::KIND_SLACK, WebhookStore::SOURCE_OWNER ) >= WebhookStore::MAX ) {
					/* translators: %d: most Slack destinations a site may have. */
					return new \WP_Error( 'userfeedback_slack_limit', sprintf( __( 'A site can have up to %d Slack destinations. Delete one to add another.', 'userfeedback' ), WebhookStore::MAX ), array( 'status' => 400 ) );
				}
				return $this->store->create( (string) $checked['url'], array( WebhookEvents::RESPONSE_SUBMITTED ), array(), (bool) ( $checked['active'] ?? true ), WebhookStore::KIND_SLACK, WebhookStore::SOURCE_OWNER, (string) $checked['name'] ) ?? self::db_error();
			}
		);
		if ( is_wp_error( $endpoint ) ) {
			return $endpoint;
		}
		$response = rest_ensure_response( $this->shape( $endpoint, null ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Renames a destination, points it elsewhere, or turns it on or off.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$id = (int) $request['id'];
		if ( null === $this->find( $id ) ) {
			return self::not_found();
		}
		$checked = $this->checked( $request );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$endpoint = $this->store->update( $id, $checked );
		if ( null === $endpoint ) {
			return self::db_error();
		}
		if ( isset( $checked['url'] ) ) {
			// Another channel: the old one's failures say nothing about it.
			$this->health->forget( WebhookStore::destination( $endpoint )[0] );
		}
		return rest_ensure_response( $this->shape( $endpoint, $this->log->latest( array( $id ) )[ $id ] ?? null ) );
	}

	/**
	 * Deletes a destination with its log. Surveys that chose it keep its id, which no longer
	 * sends anything (SlackQueuer skips destinations that do not exist).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( $request ) {
		$id = (int) $request['id'];
		if ( null === $this->find( $id ) || ! $this->store->delete( $id ) ) {
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
	 * Posts a test message now and says what Slack answered (its status and its words: "ok",
	 * "invalid_token", "channel_is_archived"…).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function send_test( $request ) {
		$endpoint = $this->find( (int) $request['id'] );
		if ( null === $endpoint ) {
			return self::not_found();
		}
		return $this->routes->test( $endpoint, array( 'slack' => SlackMessage::sample() ) );
	}

	/**
	 * A page of a destination's delivery log.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_deliveries( $request ) {
		if ( null === $this->find( (int) $request['id'] ) ) {
			return self::not_found();
		}
		return $this->routes->deliveries( $request );
	}

	/**
	 * The owner's Slack destination of this id, or null.
	 *
	 * @param int $id The id.
	 * @return array{id: int, kind: string, source: string, name: string, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string}|null
	 */
	private function find( int $id ): ?array {
		return $this->store->find_of( $id, WebhookStore::KIND_SLACK, WebhookStore::SOURCE_OWNER );
	}

	/**
	 * The fields of a create or a change, checked beyond the schema: a name that is not blank, and
	 * an address of Slack's form (or one the site allows, which must then pass PublicTarget now;
	 * every delivery checks it again). Refusals name their field (data.params).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function checked( \WP_REST_Request $request ) {
		$checked = array();
		if ( null !== $request['name'] ) {
			$name = trim( sanitize_text_field( (string) $request['name'] ) );
			if ( '' === $name ) {
				return self::refused( 'userfeedback_slack_name_required', 'name', __( 'Give the destination a name, such as the channel it posts to.', 'userfeedback' ) );
			}
			$checked['name'] = $name;
		}
		if ( null !== $request['url'] ) {
			$url = trim( (string) $request['url'] );
			if ( ! SlackUrl::allowed( $url ) ) {
				return self::refused( 'userfeedback_slack_url_refused', 'url', __( 'Enter a Slack incoming webhook URL: it starts with https://hooks.slack.com/services/ (in Slack: Apps → Incoming Webhooks → Add to Slack).', 'userfeedback' ) );
			}
			if ( ! SlackUrl::is_slack( $url ) ) {
				$target = $this->targets->check( $url );
				if ( is_wp_error( $target ) ) {
					return self::refused( 'userfeedback_slack_url_refused', 'url', $target->get_error_message() );
				}
				$url = esc_url_raw( $target->url, array( 'http', 'https' ) );
			}
			$checked['url'] = $url;
		}
		if ( null !== $request['active'] ) {
			$checked['active'] = (bool) $request['active'];
		}
		return $checked;
	}

	/**
	 * A 400 naming its field.
	 *
	 * @param string $code    The error code.
	 * @param string $field   The field.
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	private static function refused( string $code, string $field, string $message ): \WP_Error {
		return new \WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}

	/**
	 * The fields a client sends.
	 *
	 * @param bool $create Whether for a create (name and url required).
	 * @return array<string, array<string, mixed>>
	 */
	private static function fields( bool $create ): array {
		return array(
			'name'   => array(
				'description' => __( 'What the owner calls it, such as the channel it posts to.', 'userfeedback' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 100,
				'required'    => $create,
			),
			'url'    => array(
				'description' => __( 'The Slack incoming webhook URL (https://hooks.slack.com/services/…). Write-only: answers carry url_hint.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 2048,
				'required'    => $create,
			),
			'active' => array(
				'description' => __( 'Whether it receives messages.', 'userfeedback' ),
				'type'        => 'boolean',
			),
		);
	}

	/**
	 * A destination as the routes return it: never its address, only the hint.
	 *
	 * @param array{id: int, kind: string, source: string, name: string, url: string, active: bool, created_at: string, updated_at: string} $endpoint The destination.
	 * @param array{outcome: string, response_code: int, created_at: string}|null                                                           $latest   Its newest attempt.
	 * @return array<string, mixed>
	 */
	private function shape( array $endpoint, ?array $latest ): array {
		$health = $this->health->of( WebhookStore::destination( $endpoint )[0] );
		return array(
			'id'            => $endpoint['id'],
			'name'          => $endpoint['name'],
			'url_hint'      => SlackUrl::hint( $endpoint['url'] ),
			'active'        => $endpoint['active'],
			'failures'      => null === $health ? 0 : $health['failures'],
			'created_at'    => Time::to_rest( $endpoint['created_at'] ),
			'updated_at'    => Time::to_rest( $endpoint['updated_at'] ),
			'last_delivery' => null === $latest ? null : array(
				'outcome'       => $latest['outcome'],
				'response_code' => $latest['response_code'],
				'at'            => Time::to_rest( $latest['created_at'] ),
			),
		);
	}

	/**
	 * The 404.
	 *
	 * @return \WP_Error
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'userfeedback_slack_not_found', __( 'Slack destination not found.', 'userfeedback' ), array( 'status' => 404 ) );
	}

	/**
	 * The 500.
	 *
	 * @return \WP_Error
	 */
	private static function db_error(): \WP_Error {
		return new \WP_Error( 'userfeedback_db_error', __( 'The Slack destination could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
	}

	/**
	 * A destination's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$date     = array(
			'type'   => array( 'string', 'null' ),
			'format' => 'date-time',
		);
		$outcomes = array( DeliveryLog::DELIVERED, DeliveryLog::RETRYING, DeliveryLog::GAVE_UP, DeliveryLog::SKIPPED );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-slack-destination',
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'name'          => array(
					'type'      => 'string',
					'maxLength' => 100,
				),
				'url_hint'      => array(
					'description' => __( 'The address\'s host and last four characters: the address itself is never sent back.', 'userfeedback' ),
					'type'        => 'string',
				),
				'active'        => array( 'type' => 'boolean' ),
				'failures'      => array(
					'description' => __( 'Failed deliveries in a row (from 3, the owner is told).', 'userfeedback' ),
					'type'        => 'integer',
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
			),
		);
	}
}
