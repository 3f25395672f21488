<?php
/**
 * The route pieces every delivery destination shares.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Support\Time;

/**
 * Webhooks, REST hooks and Slack destinations are rows of one store, sent by one sender and logged
 * in one log, so their routes share: who may use them (administrators, on Pro with a pro or elite
 * licence), the id argument, a null field refused, `{base}/{id}/test` (send now, answer what came
 * back) and `{base}/{id}/deliveries` (a page of the log), with their schemas. Written once here,
 * so a destination's routes say only what differs.
 *
 * @phpstan-type Endpoint array{id: int, kind: string, source: string, name: string, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string}
 */
final class DestinationRoutes {

	public function __construct( private readonly DeliveryLog $log, private readonly WebhookSender $sender, private readonly Entitlements $entitlements ) {
	}

	/**
	 * The permission callback: administrators, on Pro with a pro or elite licence.
	 *
	 * @param string $forbidden What a user without manage_options is told.
	 * @return \Closure(): (true|\WP_Error)
	 */
	public function permission( string $forbidden ): \Closure {
		return function () use ( $forbidden ) {
			if ( ! current_user_can( 'manage_options' ) ) {
				return new \WP_Error( 'rest_forbidden', $forbidden, array( 'status' => rest_authorization_required_code() ) );
			}
			if ( ! $this->entitlements->has_pro_plan() ) {
				return new \WP_Error( 'userfeedback_upgrade_required', __( 'Upgrade to Pro to unlock this feature', 'userfeedback' ), array( 'status' => 403 ) );
			}
			return true;
		};
	}

	/**
	 * The `{id}` path argument.
	 *
	 * @param string $description What the id is of.
	 * @return array<string, array<string, mixed>>
	 */
	public static function id_arg( string $description ): array {
		return array(
			'id' => array(
				'description' => $description,
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * A DELETE's answer schema.
	 *
	 * @param string $title The schema's title.
	 * @return array<string, mixed>
	 */
	public static function deleted_schema( string $title ): array {
		return Schemas::object(
			$title,
			array(
				'deleted' => array( 'type' => 'boolean' ),
				'id'      => array( 'type' => 'integer' ),
			)
		);
	}

	/**
	 * Arguments whose explicit null is a 400 naming the field. WordPress skips validating a null
	 * argument but still sanitizes it, as a string, array or boolean: a null url reached
	 * esc_url_raw() (a PHP deprecation), a null events saved a webhook with no event, a null active
	 * turned it off. Null cannot mean "remove" for fields a destination always has, and "unchanged"
	 * is said by leaving a field out, so a null is most likely a client's mistake: refused, not
	 * guessed.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments with their callbacks.
	 * @return array<string, array<string, mixed>>
	 */
	public static function refusing_null( array $args ): array {
		foreach ( $args as $name => $arg ) {
			$sanitize                           = $arg['sanitize_callback'];
			$args[ $name ]['sanitize_callback'] = static function ( $value, $request, $param ) use ( $sanitize ) {
				if ( null === $value ) {
					return new \WP_Error(
						'rest_invalid_type',
						/* translators: %s: parameter name. */
						sprintf( __( '%s cannot be null. Leave it out to keep its current value.', 'userfeedback' ), $param ),
						array( 'status' => 400 )
					);
				}
				return call_user_func( $sanitize, $value, $request, $param );
			};
		}
		return $args;
	}

	/**
	 * Registers `{base}/{id}/test` and `{base}/{id}/deliveries`.
	 *
	 * @param string   $base           The routes' base, e.g. 'webhooks'.
	 * @param string   $title          The schemas' title stem, e.g. 'webhook' (userfeedback-webhook-test).
	 * @param callable $send_test      The test route's handler (the controller's, which finds the destination).
	 * @param callable $get_deliveries The log route's handler.
	 * @param \Closure $permission     The permission callback.
	 * @param string[] $events         The events its log can hold.
	 * @param string   $excerpt        What the test answer's excerpt is.
	 * @return void
	 */
	public static function register_test_and_log( string $base, string $title, callable $send_test, callable $get_deliveries, \Closure $permission, array $events, string $excerpt ): void {
		$id = self::id_arg( __( 'Destination id.', 'userfeedback' ) );
		register_rest_route(
			RestNamespace::V1,
			'/' . $base . '/(?P<id>[\d]+)/test',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => $send_test,
					'permission_callback' => $permission,
					'args'                => Args::with_callbacks( $id ),
				),
				'schema' => static fn(): array => self::test_schema( "userfeedback-{$title}-test", $excerpt ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/' . $base . '/(?P<id>[\d]+)/deliveries',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => $get_deliveries,
					'permission_callback' => $permission,
					'args'                => array_merge(
						Args::with_callbacks(
							array_merge(
								$id,
								array(
									'page' => Args::page( __( 'Page of the log, from 1.', 'userfeedback' ) ),
								)
							)
						),
						array( 'per_page' => Args::per_page( 20, 100 ) )
					),
				),
				'schema' => static fn(): array => self::deliveries_schema( "userfeedback-{$title}-deliveries", $events ),
			)
		);
	}

	/**
	 * Sends a test to a destination now and answers what came back.
	 *
	 * @param array{id: int, kind: string, source: string, name: string, url: string, secret: string} $endpoint The destination.
	 * @param array<string, mixed>|null                                                               $data     The test's data; the sender's made-up response when null.
	 * @return \WP_REST_Response
	 */
	public function test( array $endpoint, ?array $data = null ): \WP_REST_Response {
		return rest_ensure_response( $this->sender->send_test( $endpoint, $data ) );
	}

	/**
	 * A page of a destination's log, as the route answers it.
	 *
	 * @param \WP_REST_Request $request The log route's request (id, page, per_page).
	 * @return \WP_REST_Response
	 */
	public function deliveries( \WP_REST_Request $request ): \WP_REST_Response {
		$id       = (int) $request['id'];
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$rows     = $this->log->page( $id, $page, $per_page );
		$items    = array();
		foreach ( $rows['items'] as $row ) {
			unset( $row['webhook_id'] );
			$row['created_at'] = Time::to_rest( $row['created_at'] );
			$items[]           = $row;
		}
		return rest_ensure_response(
			array(
				'items'      => $items,
				'pagination' => array(
					'page'     => $page,
					'per_page' => $per_page,
					'total'    => $rows['total'],
					'pages'    => (int) ceil( $rows['total'] / max( 1, $per_page ) ),
				),
			)
		);
	}

	/**
	 * The test's answer.
	 *
	 * @param string $title   The schema's title.
	 * @param string $excerpt What the excerpt is.
	 * @return array<string, mixed>
	 */
	private static function test_schema( string $title, string $excerpt ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => array(
				'outcome'          => array(
					'type' => 'string',
					'enum' => array( DeliveryLog::DELIVERED, DeliveryLog::GAVE_UP ),
				),
				'response_code'    => array( 'type' => 'integer' ),
				'duration_ms'      => array( 'type' => 'integer' ),
				'error'            => array( 'type' => array( 'string', 'null' ) ),
				'response_excerpt' => array(
					'description' => $excerpt,
					'type'        => 'string',
				),
				'delivery_id'      => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * The log page's schema.
	 *
	 * @param string   $title  The schema's title.
	 * @param string[] $events The events the log can hold.
	 * @return array<string, mixed>
	 */
	private static function deliveries_schema( string $title, array $events ): array {
		$int = array( 'type' => 'integer' );
		$str = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => array(
				'items'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'               => $int,
							'delivery_id'      => $str,
							'event'            => array(
								'type' => 'string',
								'enum' => $events,
							),
							'survey_id'        => $int,
							'response_id'      => $int,
							'attempt'          => $int,
							'outcome'          => array(
								'type' => 'string',
								'enum' => array( DeliveryLog::DELIVERED, DeliveryLog::RETRYING, DeliveryLog::GAVE_UP, DeliveryLog::SKIPPED ),
							),
							'response_code'    => $int,
							'duration_ms'      => $int,
							'error'            => $str,
							'response_excerpt' => $str,
							'created_at'       => array(
								'type'   => array( 'string', 'null' ),
								'format' => 'date-time',
							),
						),
					),
				),
				'pagination' => array(
					'type'       => 'object',
					'properties' => array(
						'page'     => $int,
						'per_page' => $int,
						'total'    => $int,
						'pages'    => $int,
					),
				),
			),
		);
	}
}
