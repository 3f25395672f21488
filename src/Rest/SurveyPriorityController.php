<?php
/**
 * The display order of the published surveys: GET and POST surveys/priority.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\PriorityOrder;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyRepository;

/**
 * A page gets the eligible survey with the highest `settings.behavior.priority`, the oldest first
 * among equals (docs/decisions.md "Display rules across surveys"). The surveys list sets it by drag order:
 *
 * - `GET surveys/priority`: the published surveys (live and scheduled) in the order a page
 *   considers them, each with its priority;
 * - `POST surveys/priority` `{ ids }`: the given surveys, the first shown first, become the order
 *   pages consider them in, by changing the priorities of as few of them as possible
 *   (Surveys\PriorityOrder): a survey the owner did not move keeps the number the builder shows
 *   for it, and a moved one gets a number between its neighbours. A survey not listed keeps its
 *   priority; surveys whose priority does not change are not written.
 *
 * Reading needs the survey editors' capability; changing the order also needs the behavior
 * add-on (licensed Pro), asked of Entitlements only, as the builder's Behavior card does.
 */
final class SurveyPriorityController extends \WP_REST_Controller implements Hookable {

	public const ROUTE = '/surveys/priority';

	/**
	 * The highest priority (SurveyDefaults::MAX_PRIORITY), and so the most surveys one order
	 * may list.
	 */
	public const MAX_PRIORITY = 1000;

	public function __construct( private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, private readonly ResponseLimit $limits ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys/priority';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'ids' => array(
								'description' => __( 'Ids of published surveys, the highest priority first.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'minItems'    => 1,
								'maxItems'    => self::MAX_PRIORITY,
								'uniqueItems' => true,
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Reading the order: editors of surveys.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Permissions::edit_surveys();
	}

	/**
	 * Changing it: editors of surveys on a site with the behavior add-on.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$allowed = Permissions::edit_surveys();
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( $this->entitlements->addon_active( 'behavior' ) ) {
			return true;
		}
		if ( ! $this->entitlements->is_pro() ) {
			/* translators: %s: feature name. */
			$message = sprintf( __( '%s is a PRO feature', 'userfeedback' ), __( 'Survey Priority', 'userfeedback' ) );
		} elseif ( ! $this->entitlements->is_licensed() ) {
			$message = __( 'Please enter a valid license key to access this feature.', 'userfeedback' );
		} else {
			$message = __( 'Please activate the Behavior addon to access this feature', 'userfeedback' );
		}
		return new \WP_Error( 'userfeedback_upgrade_required', $message, array( 'status' => 403 ) );
	}

	/**
	 * The published surveys in display order.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( array( 'items' => $this->ordered() ) );
	}

	/**
	 * Makes the listed surveys' order the order pages consider them in and answers the new order.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$ids   = array_map( 'intval', (array) $request['ids'] );
		$known = $this->surveys->ids_in_status( $ids, array( 'publish' ) );
		$extra = array_values( array_diff( $ids, $known ) );
		if ( array() !== $extra ) {
			return new \WP_Error(
				'userfeedback_priority_unknown_surveys',
				/* translators: %s: comma-separated survey ids. */
				sprintf( __( 'These surveys do not exist or are not published: %s. Reload the list and try again.', 'userfeedback' ), implode( ', ', $extra ) ),
				array(
					'status' => 400,
					'ids'    => $extra,
				)
			);
		}
		$rows = array();
		foreach ( $this->surveys->find_many( $ids ) as $row ) {
			$rows[ (int) $row['id'] ] = $row;
		}
		$order = array();
		foreach ( $ids as $id ) {
			$order[] = array(
				'id'       => $id,
				'priority' => self::priority( $rows[ $id ] ),
			);
		}
		foreach ( PriorityOrder::changes( $order ) as $id => $priority ) {
			$row                              = $rows[ $id ];
			$settings                         = (array) $row['settings'];
			$settings['behavior']             = (array) ( $settings['behavior'] ?? array() );
			$settings['behavior']['priority'] = $priority;
			$row['settings']                  = $settings;
			if ( ! $this->surveys->update( $id, $row ) ) {
				return new \WP_Error( 'userfeedback_db_error', __( 'The order could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
			}
		}
		return rest_ensure_response( array( 'items' => $this->ordered() ) );
	}

	/**
	 * The published surveys, highest priority first, the oldest first among equals.
	 *
	 * @return array<int, array{id: int, title: string, priority: int, is_scheduled: bool, limit_reached: bool}>
	 */
	private function ordered(): array {
		$ids = array();
		foreach ( array( 'publish', 'scheduled' ) as $filter ) {
			foreach ( $this->surveys->page( $filter, 'id', 'asc', 1, self::MAX_PRIORITY ) as $row ) {
				$ids[] = (int) $row['id'];
			}
		}
		$rows = $this->surveys->find_many( $ids );
		usort(
			$rows,
			static fn( array $a, array $b ): int => array( self::priority( $b ), (int) $a['id'] ) <=> array( self::priority( $a ), (int) $b['id'] )
		);
		$reached = array_flip( $this->limits->reached_ids( $rows ) );
		$items   = array();
		foreach ( $rows as $row ) {
			$id      = (int) $row['id'];
			$items[] = array(
				'id'            => $id,
				'title'         => (string) $row['title'],
				'priority'      => self::priority( $row ),
				'is_scheduled'  => Time::is_future( $row['publish_at'] ),
				'limit_reached' => isset( $reached[ $id ] ),
			);
		}
		return $items;
	}

	/**
	 * A survey's priority; 0 for one stored before priorities.
	 *
	 * @param array<string, mixed> $row A decoded survey row.
	 * @return int
	 */
	private static function priority( array $row ): int {
		$priority = $row['settings']['behavior']['priority'] ?? 0;
		return is_numeric( $priority ) ? (int) $priority : 0;
	}

	/**
	 * The answer's schema (both methods answer the order).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-survey-priority',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'description' => __( 'The published surveys (live and scheduled), in the order a page considers them: highest priority first, the oldest first among equals.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'            => array(
								'description' => __( 'Survey id.', 'userfeedback' ),
								'type'        => 'integer',
							),
							'title'         => array(
								'description' => __( 'Survey title.', 'userfeedback' ),
								'type'        => 'string',
							),
							'priority'      => array(
								'description' => __( 'settings.behavior.priority: 0 to 1000.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 0,
								'maximum'     => self::MAX_PRIORITY,
							),
							'is_scheduled'  => array(
								'description' => __( 'Published with a publish time still to come.', 'userfeedback' ),
								'type'        => 'boolean',
							),
							'limit_reached' => array(
								'description' => __( 'The survey has as many completed responses as its response limit: it is no longer shown.', 'userfeedback' ),
								'type'        => 'boolean',
							),
						),
					),
				),
			),
		);
		return $this->schema;
	}
}
