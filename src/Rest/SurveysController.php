<?php
/**
 * The surveys routes: list, read, save, duplicate, bulk status changes, delete.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Frontend\SurveyPageUrl;
use UserFeedback\Hookable;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\Translations\Locale;

/**
 * `userfeedback/v1/surveys…` (docs/rest-api.md). Thin: arguments are checked by their schema,
 * rules live in SurveyService, SQL in SurveyRepository; this class maps requests to them and rows
 * to the survey object.
 */
final class SurveysController extends \WP_REST_Controller implements Hookable {

	public const LIST_FIELDS  = array( 'title', 'status', 'created_at', 'publish_at' );
	public const BULK_ACTIONS = array( 'publish', 'draft', 'trash', 'restore' );
	public const MAX_BULK     = 500;

	/**
	 * Which surveys reached their response limit (the list's `limit_reached`).
	 *
	 * @var ResponseLimit|null
	 */
	private ?ResponseLimit $limits;

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository   $surveys Survey rows.
	 * @param SurveyService      $service Survey rules.
	 * @param ResponseLimit|null $limits  Which surveys reached their response limit; null: this
	 *                                    site's (ResponseLimit::for_site()), made when first needed.
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly SurveyService $service, ?ResponseLimit $limits = null ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys';
		$this->limits    = $limits;
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$base = '/' . $this->rest_base;
		$ids  = Args::with_callbacks(
			array(
				'survey_ids' => array(
					'description' => __( 'Ids of the surveys to act on.', 'userfeedback' ),
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
		$id   = array(
			'id' => array(
				'description' => __( 'Survey id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);

		register_rest_route(
			RestNamespace::V1,
			$base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'response_schema'     => array( $this, 'list_schema' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => SurveySchema::save_args(),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_items' ),
					'response_schema'     => array( $this, 'deleted_schema' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'args'                => $ids,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			$base . '/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array_merge(
							$id,
							array(
								'context' => $this->get_context_param( array( 'default' => 'view' ) ),
								'lang'    => array(
									'description' => __( 'A locale (e.g. fr_FR): `page_survey` shows the survey in it as a placement\'s `lang` does, for the block\'s preview. The page\'s language when absent.', 'userfeedback' ),
									'type'        => 'string',
									'pattern'     => Locale::PATTERN,
								),
							)
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			$base . '/(?P<id>[\d]+)/duplicate',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'duplicate_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => Args::with_callbacks( $id ),
				),
				'schema' => static fn(): array => Schemas::object(
					'userfeedback-survey-duplicate',
					array(
						'id' => array(
							'description' => __( 'The new draft\'s id.', 'userfeedback' ),
							'type'        => 'integer',
							'readonly'    => true,
						),
					)
				),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			$base . '/(?P<bulk_action>' . implode( '|', self::BULK_ACTIONS ) . ')',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'bulk_action' ),
					'permission_callback' => array( $this, 'bulk_action_permissions_check' ),
					'args'                => $ids,
				),
				'schema' => static fn(): array => Schemas::object(
					'userfeedback-surveys-bulk',
					array(
						'survey_ids' => Schemas::ids( __( 'The surveys changed (those already in the asked status, or in no status the action applies to, are left out).', 'userfeedback' ) ),
						'skipped'    => array(
							'description' => __( 'Publish only: the surveys that could not be published, each with why.', 'userfeedback' ),
							'type'        => 'array',
							'readonly'    => true,
							'required'    => false,
							'items'       => array(
								'type'       => 'object',
								'properties' => array(
									'id'      => array( 'type' => 'integer' ),
									'message' => array( 'type' => 'string' ),
								),
							),
						),
					)
				),
			)
		);
	}

	/**
	 * GET surveys's answer: a page of surveys (the list's fields), its pagination and the status
	 * views' counts.
	 *
	 * @return array<string, mixed>
	 */
	public function list_schema(): array {
		$survey = SurveySchema::item()['properties'];
		$item   = array_intersect_key( $survey, array_flip( array_merge( array( 'id', 'is_scheduled', 'responses_count', 'shortcode' ), self::LIST_FIELDS ) ) );
		return Schemas::object(
			'userfeedback-surveys',
			array(
				'items'          => array(
					'description' => __( 'The page\'s surveys: the fields asked for (select), and what the list shows.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array_merge(
							$item,
							array(
								// A listed survey is a saved one, and the Trash is one of the list's views.
								'id'     => array( 'type' => 'integer' ),
								'status' => array(
									'type' => 'string',
									'enum' => SurveyDefaults::STATUSES,
								),
							)
						) + array(
							'limit_reached'      => array(
								'description' => __( 'Closed: its response limit is reached.', 'userfeedback' ),
								'type'        => 'boolean',
							),
							'pro_question_types' => array(
								'description' => __( 'The Pro question types it uses (visitors see them only with the question-types add-on).', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array( 'type' => 'string' ),
							),
							'share_url'          => array(
								'description' => __( 'Its own page to share by link, or null while its page is off.', 'userfeedback' ),
								'type'        => array( 'string', 'null' ),
							),
						),
					),
				),
				'pagination'     => Schemas::pagination(),
				'status_filters' => array(
					'description' => __( 'The status views and how many surveys each holds.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'status' => array(
								'type' => 'string',
								'enum' => array_merge( array( 'all' ), SurveyDefaults::FILTER_STATUSES ),
							),
							'count'  => array( 'type' => 'integer' ),
						),
					),
				),
			)
		);
	}

	/**
	 * DELETE surveys's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function deleted_schema(): array {
		return Schemas::object(
			'userfeedback-surveys-deleted',
			array(
				'survey_ids' => Schemas::ids( __( 'The surveys deleted for good (those not in the Trash are left alone).', 'userfeedback' ) ),
			)
		);
	}

	/**
	 * Reading surveys: editors of surveys and readers of results (the results screens list them).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Permissions::require_any(
			array( Capabilities::CREATE_EDIT_SURVEYS, Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view surveys.', 'userfeedback' )
		);
	}

	/**
	 * Reading one survey: as for the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->get_items_permissions_check( $request );
	}

	/**
	 * Saving and duplicating: editors of surveys.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Permissions::edit_surveys();
	}

	/**
	 * Trashing, restoring and deleting: the "delete surveys and responses" capability, as
	 * WordPress ties trashing a post to deleting it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return Permissions::require_any(
			array( Capabilities::DELETE_SURVEYS ),
			__( 'Sorry, you are not allowed to delete surveys.', 'userfeedback' )
		);
	}

	/**
	 * Publish and draft need the edit capability; trash and restore the delete one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function bulk_action_permissions_check( $request ) {
		return in_array( $request['bulk_action'], array( 'trash', 'restore' ), true )
			? $this->delete_item_permissions_check( $request )
			: $this->create_item_permissions_check( $request );
	}

	/**
	 * The paged list with quick-filter counts: four queries whatever the page size (five with a
	 * search, whose matches are counted for the pagination; the quick-filter counts ignore it, as
	 * in wp-admin).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$filter   = (array) ( $request['filter'] ?? array() );
		$status   = isset( $filter['status'] ) && 'all' !== $filter['status'] ? (string) $filter['status'] : null;
		$per_page = (int) $request['per_page'];
		$search   = is_string( $request['search'] ) ? trim( $request['search'] ) : '';
		$counts   = $this->surveys->status_counts();
		$total    = '' === $search ? $counts[ $status ?? 'all' ] : $this->surveys->count_matching( $status, $search );
		$pages    = max( 1, (int) ceil( $total / $per_page ) );
		$page     = (int) $request['page'];
		$rows     = $page <= $pages && $total > 0 ? $this->surveys->page( $status, (string) $request['orderby'], (string) $request['order'], $page, $per_page, $search ) : array();
		$fields   = array_values( array_intersect( self::LIST_FIELDS, (array) ( $request['select'] ?? self::LIST_FIELDS ) ) );
		if ( array() === $fields ) {
			$fields = self::LIST_FIELDS;
		}
		$responses = $this->surveys->responses_counts( array_column( $rows, 'id' ) );
		$reached   = array_flip( $this->limit_reached_ids( $rows ) );

		$items = array();
		foreach ( $rows as $row ) {
			$item = array( 'id' => $row['id'] );
			foreach ( $fields as $field ) {
				$item[ $field ] = in_array( $field, array( 'created_at', 'publish_at' ), true ) ? Time::to_rest( $row[ $field ] ) : $row[ $field ];
			}
			$item['is_scheduled']    = self::is_scheduled( $row );
			$item['responses_count'] = $responses[ $row['id'] ] ?? 0;
			$item['shortcode']       = self::shortcode( $row['id'] );
			$item['limit_reached']   = isset( $reached[ $row['id'] ] );
			// Visitors never see these without the question-types add-on (SurveyEligibility).
			$item['pro_question_types'] = self::pro_question_types( (array) ( $row['questions'] ?? array() ) );
			// The list's Share action: the survey's own page, when it is on.
			$item['share_url'] = SurveyPageUrl::for_survey( $row );
			$items[]           = $item;
		}

		$status_filters = array();
		foreach ( $counts as $key => $count ) {
			$status_filters[] = array(
				'status' => $key,
				'count'  => $count,
			);
		}
		$response = rest_ensure_response(
			array(
				'items'          => $items,
				'pagination'     => array(
					'page'     => $page,
					'pages'    => $pages,
					'per_page' => $per_page,
					'total'    => $total,
				),
				'status_filters' => $status_filters,
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}

	/**
	 * One survey.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$row = $this->surveys->find( (int) $request['id'] );
		if ( null === $row ) {
			return SurveyService::not_found();
		}
		return $this->prepare_item_for_response( $this->service->for_builder( $row ), $request );
	}

	/**
	 * Saves the whole survey (create or update); 201 when created.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$input = array();
		// The route's own argument list: only the writable fields are read from the body.
		foreach ( array_keys( (array) ( $request->get_attributes()['args'] ?? array() ) ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$input[ $key ] = $request[ $key ];
			}
		}
		$is_new = empty( $input['id'] );
		$result = $this->service->save( $input );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$response = $this->prepare_item_for_response( $result['survey'], $request );
		$data     = (array) $response->get_data();
		if ( null !== $result['message'] ) {
			$data['message']         = $result['message'];
			$data['question_errors'] = $result['question_errors'];
		}
		$response->set_data( $data );
		$response->set_status( $is_new ? 201 : 200 );
		return $response;
	}

	/**
	 * Copies a survey as a new draft.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function duplicate_item( $request ) {
		$new_id = $this->service->duplicate( (int) $request['id'] );
		if ( is_wp_error( $new_id ) ) {
			return $new_id;
		}
		$response = rest_ensure_response( array( 'id' => $new_id ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Publish, draft, trash or restore many surveys.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function bulk_action( $request ) {
		$ids = array_map( 'intval', (array) $request['survey_ids'] );
		switch ( $request['bulk_action'] ) {
			case 'publish':
				return rest_ensure_response( $this->service->publish( $ids ) );
			case 'draft':
				return rest_ensure_response( array( 'survey_ids' => $this->service->draft( $ids ) ) );
			case 'trash':
				return rest_ensure_response( array( 'survey_ids' => $this->service->trash( $ids ) ) );
			default:
				return rest_ensure_response( array( 'survey_ids' => $this->service->restore( $ids ) ) );
		}
	}

	/**
	 * Deletes trashed surveys for good.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function delete_items( $request ) {
		return rest_ensure_response( array( 'survey_ids' => $this->service->delete( array_map( 'intval', (array) $request['survey_ids'] ) ) ) );
	}

	/**
	 * The survey object.
	 *
	 * @param array<string, mixed> $item    A decoded survey row.
	 * @param \WP_REST_Request     $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$id       = (int) $item['id'];
		$response = rest_ensure_response(
			array(
				'id'              => $id,
				'title'           => (string) $item['title'],
				'type'            => (string) $item['type'],
				'template'        => (string) $item['template'],
				'status'          => (string) $item['status'],
				'is_scheduled'    => self::is_scheduled( $item ),
				'publish_at'      => Time::to_rest( $item['publish_at'] ),
				'created_at'      => Time::to_rest( $item['created_at'] ),
				'updated_at'      => Time::to_rest( $item['updated_at'] ),
				'responses_count' => $this->surveys->responses_counts( array( $id ) )[ $id ] ?? 0,
				'cookie_name'     => 'userfeedback-' . $id,
				'shortcode'       => self::shortcode( $id ),
				'questions'       => (array) $item['questions'],
				// A survey stored by an earlier version has today's defaults for what it lacks.
				'settings'        => SurveyDefaults::fill_settings( (array) $item['settings'] ),
				'notifications'   => (array) $item['notifications'],
				'language'        => (string) ( $item['language'] ?? '' ),
				'translations'    => self::translations( (array) ( $item['translations'] ?? array() ) ),
			)
		);
		// Fields registered with register_rest_field() on this object type (e.g. `display`, Rest\SurveyDisplayFields).
		$response->set_data( $this->add_additional_fields_to_object( (array) $response->get_data(), $request ) );
		return $response;
	}

	/**
	 * The translations as JSON objects, empty ones too (an empty PHP array would read as a list).
	 *
	 * @param array<string, array<string, mixed>> $translations Stored translations.
	 * @return object
	 */
	private static function translations( array $translations ): object {
		foreach ( $translations as $locale => $texts ) {
			$translations[ $locale ]['questions'] = (object) ( $texts['questions'] ?? array() );
		}
		return (object) $translations;
	}

	/**
	 * The list's query arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return Args::with_callbacks(
			array(
				'page'     => Args::page(),
				'per_page' => array(
					'description' => __( 'Surveys per page.', 'userfeedback' ),
					'type'        => 'integer',
					'default'     => 10,
					'minimum'     => 1,
					'maximum'     => 100,
				),
				'orderby'  => array(
					'description' => __( 'Sort column.', 'userfeedback' ),
					'type'        => 'string',
					'default'     => 'id',
					'enum'        => array_keys( SurveyRepository::ORDER_COLUMNS ),
				),
				'order'    => array(
					'description' => __( 'Sort direction.', 'userfeedback' ),
					'type'        => 'string',
					'default'     => 'desc',
					'enum'        => array( 'asc', 'desc' ),
				),
				'select'   => array(
					'description' => __( 'Fields to include besides id, is_scheduled, responses_count, shortcode, pro_question_types and limit_reached.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type' => 'string',
						'enum' => self::LIST_FIELDS,
					),
				),
				'search'   => array(
					'description' => __( 'Text the title must contain (matched literally, any case).', 'userfeedback' ),
					'type'        => 'string',
					'maxLength'   => 100,
				),
				'filter'   => array(
					'description'          => __( 'Quick filter: filter[status] is publish, scheduled, draft, trash or all.', 'userfeedback' ),
					'type'                 => 'object',
					'properties'           => array(
						'status' => array(
							'type' => 'string',
							'enum' => array_merge( array( 'all' ), SurveyDefaults::FILTER_STATUSES ),
						),
					),
					'additionalProperties' => false,
				),
			)
		);
	}

	/**
	 * The survey item schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = SurveySchema::item();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The ids among a page of surveys whose response limit is reached ("Closed: limit reached"):
	 * one count query for the whole page, none when no survey on it has a limit. The limits are
	 * in the surveys' settings; rows without them (SurveyRepository::page() leaves the column
	 * out) are read again by id, one query for the page.
	 *
	 * @param array<int, array<string, mixed>> $rows The page's survey rows.
	 * @return int[]
	 */
	private function limit_reached_ids( array $rows ): array {
		if ( array() === $rows ) {
			return array();
		}
		if ( ! array_key_exists( 'settings', $rows[0] ) ) {
			$rows = $this->surveys->find_many( array_column( $rows, 'id' ) );
		}
		if ( null === $this->limits ) {
			$this->limits = ResponseLimit::for_site();
		}
		return $this->limits->reached_ids( $rows );
	}

	/**
	 * Whether a survey is published with a publish time still to come (spec §4 "Scheduled").
	 *
	 * @param array<string, mixed> $row A survey row.
	 * @return bool
	 */
	private static function is_scheduled( array $row ): bool {
		return 'publish' === $row['status'] && Time::is_future( $row['publish_at'] );
	}

	/**
	 * The Pro question types (SurveyDefaults::PRO_QUESTION_TYPES) a survey's questions use.
	 *
	 * @param array<int|string, mixed> $questions The stored questions.
	 * @return string[]
	 */
	private static function pro_question_types( array $questions ): array {
		$types = array();
		foreach ( $questions as $question ) {
			if ( is_array( $question ) ) {
				$types[] = (string) ( $question['type'] ?? '' );
			}
		}
		return array_values( array_intersect( SurveyDefaults::PRO_QUESTION_TYPES, $types ) );
	}

	/**
	 * The survey's shortcode.
	 *
	 * @param int $id Survey id.
	 * @return string
	 */
	private static function shortcode( int $id ): string {
		return sprintf( '[userfeedback id="%d"]', $id );
	}
}
