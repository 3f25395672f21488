<?php
/**
 * The responses list of the reporting screens.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\ListAnswers;
use UserFeedback\Reporting\ListColumns;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `userfeedback/v1/surveys/{id}/responses…` (docs/rest-api.md, "Reporting", "Responses").
 *
 * `GET` and `DELETE surveys/{id}/responses` share their route with the public
 * `POST surveys/{id}/responses` of PublicSurveysController: WordPress keeps one endpoint per
 * method on a route, each with its own permission callback, so visitors keep their POST while the
 * GET and DELETE here stay admin-only.
 *
 * Gates (spec §1): Lite reads only the first page of published responses; other pages and the
 * Trash filter need Pro (no licence needed). A single response, trash, restore and delete are the
 * Pro module's (pro/src/Responses), which checks access with can_read() and upgrade_required().
 *
 * Each listed response carries `answers`: a few questions' answers (the `columns` asked for, else
 * the user's choice for the survey, else its first three questions; ListColumns), read for the
 * whole page in one query (ListAnswers). `POST surveys/{id}/responses/columns` keeps the user's
 * choice; every edition has both, as the list's first page is Lite's too.
 */
final class ResponsesController extends \WP_REST_Controller implements Hookable {

	/**
	 * Default and Lite page size (the spec's fallback pagination).
	 */
	public const PER_PAGE = 10;

	/**
	 * Largest page size a client may ask for.
	 */
	public const MAX_PER_PAGE = 100;

	/**
	 * What `per_page=-1` ("all") returns at most per request; `pagination` then reports this page
	 * size, so a survey with more responses can still be read page by page.
	 */
	public const MAX_ALL = 1000;

	/**
	 * The survey's route, identical to the public POST's so the two share it.
	 */
	public const ROUTE = '/surveys/(?P<id>[\d]+)/responses';

	/**
	 * The answers shown beside each response.
	 *
	 * @var ListAnswers
	 */
	private readonly ListAnswers $list_answers;

	/**
	 * Which questions those are, per user and survey.
	 *
	 * @var ListColumns
	 */
	private readonly ListColumns $list_columns;

	/**
	 * Constructor.
	 *
	 * @param ResponsesRepository $responses    Response rows.
	 * @param SurveyRepository    $surveys      Survey rows.
	 * @param Entitlements        $entitlements Edition and licence facts.
	 * @param FilterSql|null      $filters      The reports' filter; none: filters are ignored.
	 * @param FactsList|null      $facts        The filtered list from the facts rows (none: from the responses).
	 * @param ListAnswers|null    $list_answers The answers shown beside each response (none: over the site's database).
	 * @param ListColumns|null    $list_columns The users' choices of those questions.
	 */
	public function __construct( private readonly ResponsesRepository $responses, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, private readonly ?FilterSql $filters = null, private readonly ?FactsList $facts = null, ?ListAnswers $list_answers = null, ?ListColumns $list_columns = null ) {
		global $wpdb;
		$this->namespace    = RestNamespace::V1;
		$this->rest_base    = 'surveys';
		$this->list_answers = $list_answers ?? new ListAnswers( $wpdb, new Tables( $wpdb ) );
		$this->list_columns = $list_columns ?? new ListColumns();
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$id = array(
			'id' => array(
				'description' => __( 'Survey id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		register_rest_route(
			RestNamespace::V1,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array_merge( Args::with_callbacks( $id ), $this->get_collection_params() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			self::ROUTE . '/columns',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'save_columns' ),
					'permission_callback' => array( $this, 'save_columns_permissions_check' ),
					'args'                => Args::with_callbacks( $id + array( 'columns' => self::columns_arg( true ) ) ),
				),
				'schema' => array( $this, 'get_columns_schema' ),
			)
		);
	}

	/**
	 * The list's answer: a page of responses, its pagination and the views' counts. (The Tags
	 * module adds `tags` to each item.)
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$count        = static fn( string $key, array $values ): array => array(
			'type'     => 'array',
			'readonly' => true,
			'items'    => array(
				'type'       => 'object',
				'properties' => array(
					$key    => array(
						'type' => 'string',
						'enum' => $values,
					),
					'count' => array( 'type' => 'integer' ),
				),
			),
		);
		$this->schema = Schemas::object(
			'userfeedback-responses',
			array(
				'items'              => array(
					'description' => __( 'The page\'s responses, newest first (or oldest first).', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'             => array( 'type' => 'integer' ),
							'status'         => array(
								'type' => 'string',
								'enum' => array( 'publish', 'trash' ),
							),
							'submitted_at'   => array(
								'description' => __( 'When it was given, in the site\'s time zone (ISO 8601).', 'userfeedback' ),
								'type'        => 'string',
							),
							'page_submitted' => Schemas::page_submitted(),
							'completed'      => array(
								'description' => __( 'False for a partial response.', 'userfeedback' ),
								'type'        => 'boolean',
							),
							'language'       => self::language_schema(),
							'tags'           => array(
								'description' => __( 'Its tags (the Pro tags module; absent on Lite).', 'userfeedback' ),
								'type'        => 'array',
								'required'    => false,
								'items'       => array( 'type' => 'string' ),
							),
							'answers'        => array(
								'description'          => __( 'Its answers to the questions in `columns`, by question id (an unanswered question left out).', 'userfeedback' ),
								'type'                 => 'object',
								'additionalProperties' => Schemas::answer_value(),
							),
							'fields'         => self::fields_schema(),
						) + self::insights_schema(),
					),
				),
				'columns'            => array(
					'description' => __( 'The questions whose answers the items carry, in the survey\'s order: those asked for, else the user\'s choice for the survey, else its first three.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array( 'type' => 'string' ),
				),
				'pagination'         => Schemas::pagination(),
				'status_filters'     => $count( 'status', array( 'all', 'publish', 'trash' ) ) + array( 'description' => __( 'The status views and how many each holds (under the filter, if any).', 'userfeedback' ) ),
				'completion_filters' => $count( 'completion', array( 'all', 'completed', 'partial' ) ) + array( 'description' => __( 'Within the status shown: all, completed and partial responses.', 'userfeedback' ) ),
			)
		);
		return $this->schema;
	}

	/**
	 * A response's insights (the Pro insights module adds them on the AI summary's plan; absent
	 * otherwise); also the single response's.
	 *
	 * @return array<string, mixed>
	 */
	public static function insights_schema(): array {
		return array(
			'sentiments' => array(
				'description' => __( 'What its open answers were read as, most negative first (Pro insights, on the AI summary\'s plan; absent otherwise).', 'userfeedback' ),
				'type'        => 'array',
				'required'    => false,
				'items'       => array(
					'type' => 'string',
					'enum' => array( 'negative', 'neutral', 'positive' ),
				),
			),
			'themes'     => array(
				'description' => __( 'The themes its open answers are about, A to Z (Pro insights; absent otherwise).', 'userfeedback' ),
				'type'        => 'array',
				'required'    => false,
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'    => array( 'type' => 'integer' ),
						'label' => array( 'type' => 'string' ),
					),
				),
			),
		);
	}

	/**
	 * A response's hidden fields' values by name (a field without a value left out); also the
	 * single response's (Pro).
	 *
	 * @return array<string, mixed>
	 */
	public static function fields_schema(): array {
		return array(
			'description'          => __( 'Its hidden fields\' values, by field name (a field without a value left out).', 'userfeedback' ),
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'string' ),
		);
	}

	/**
	 * The list: readers of results or editors of surveys; Lite only its first page of published
	 * responses (pagination and quick filters are Pro).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$allowed = self::can_read();
		if ( true !== $allowed || $this->entitlements->is_pro() ) {
			return $allowed;
		}
		$per_page = (int) $request['per_page'];
		if ( (int) $request['page'] > 1 || $per_page < 1 || $per_page > self::PER_PAGE || 'trash' === self::status_filter( $request ) || null !== self::completion_filter( $request ) || FilterSql::asked( $request ) ) {
			return self::upgrade_required();
		}
		return true;
	}

	/**
	 * A page of the survey's responses with the quick-filter counts and the shown answers: four
	 * queries (survey, counts, page, the page's answers) whatever the page size.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$survey_id = (int) $request['id'];
		$survey    = $this->surveys->find( $survey_id );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$condition = $this->condition( $request, $survey );
		if ( is_wp_error( $condition ) ) {
			return $condition;
		}
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$columns   = $this->columns( $request, $survey_id, $questions );
		if ( is_wp_error( $columns ) ) {
			return $columns;
		}
		$status   = self::status_filter( $request );
		$per_page = (int) $request['per_page'];
		$per_page = -1 === $per_page ? self::MAX_ALL : $per_page;
		$page     = (int) $request['page'];
		// A filter's published responses from the facts rows when current (the Trash, small, and
		// surveys whose facts are being built from the responses table).
		$facts    = '' === $condition || null === $this->facts ? null : $this->facts->condition( $request, $survey );
		$counts   = '' === $condition ? $this->responses->status_counts( $survey_id ) : $this->responses->filtered_counts( $survey_id, $condition, null === $facts ? array( 'publish', 'trash' ) : array( 'trash' ) );
		$counts   = null === $facts ? $counts : array_merge( $counts, $this->facts->counts( $facts ) );
		$complete = self::completion_filter( $request );
		$partial  = $counts[ "{$status}_partial" ];
		$total    = null === $complete ? $counts[ $status ] : ( $complete ? $counts[ $status ] - $partial : $partial );
		$pages    = max( 1, (int) ceil( $total / $per_page ) );
		$offset   = ( $page - 1 ) * $per_page;
		$rows     = array();
		if ( $page <= $pages && $total > 0 ) {
			$rows = null !== $facts && 'publish' === $status
				? $this->facts->page( $facts, (string) $request['order'], $per_page, $offset, $complete )
				: $this->responses->page( $survey_id, $status, (string) $request['order'], $per_page, $offset, $complete, $condition );
		}

		$shown   = array_values( array_filter( $questions, static fn( array $question ): bool => in_array( QuestionStats::id( $question ), $columns, true ) ) );
		$answers = array() === $rows ? array() : $this->list_answers->for_page( $survey_id, array_column( $rows, 'id' ), $shown );
		$fields  = array() === $rows ? array() : $this->responses->fields( $survey_id, array_column( $rows, 'id' ) );
		$items   = array();
		foreach ( $rows as $row ) {
			$items[] = array(
				'id'             => $row['id'],
				'status'         => $row['status'],
				'submitted_at'   => self::site_time( $row['submitted_at'] ),
				'page_submitted' => self::page_submitted( $row ),
				'completed'      => $row['completed'],
				'language'       => $row['language'],
				// An object even when empty or keyed by digits, so JSON keeps it a map.
				'answers'        => (object) ( $answers[ $row['id'] ] ?? array() ),
				'fields'         => (object) ( $fields[ $row['id'] ] ?? array() ),
			);
		}
		/**
		 * The responses list's items before they are sent (the Pro tags module adds `tags`, the insights `sentiments` and `themes`).
		 *
		 * @param array<int, array<string, mixed>> $items     The items.
		 * @param int                              $survey_id The survey.
		 */
		$items    = (array) apply_filters( 'userfeedback_response_items', $items, $survey_id );
		$response = rest_ensure_response(
			array(
				'items'              => $items,
				'columns'            => $columns,
				'pagination'         => array(
					'page'     => $page,
					'pages'    => $pages,
					'per_page' => $per_page,
					'total'    => $total,
				),
				// Responses are published or trashed, so "all" (everything but the Trash, as in
				// wp-admin) holds the published ones.
				'status_filters'     => array(
					array(
						'status' => 'all',
						'count'  => $counts['publish'],
					),
					array(
						'status' => 'publish',
						'count'  => $counts['publish'],
					),
					array(
						'status' => 'trash',
						'count'  => $counts['trash'],
					),
				),
				// Within the status shown: every response is completed or partial.
				'completion_filters' => array(
					array(
						'completion' => 'all',
						'count'      => $counts[ $status ],
					),
					array(
						'completion' => 'completed',
						'count'      => $counts[ $status ] - $partial,
					),
					array(
						'completion' => 'partial',
						'count'      => $partial,
					),
				),
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
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
					/* translators: %d: most responses returned for "all". */
					'description'       => sprintf( __( 'Responses per page (1-100), or -1 for all (at most %d).', 'userfeedback' ), self::MAX_ALL ),
					'type'              => 'integer',
					'default'           => self::PER_PAGE,
					'minimum'           => -1,
					'maximum'           => self::MAX_PER_PAGE,
					'validate_callback' => array( self::class, 'validate_per_page' ),
				),
				'order'    => array(
					'description' => __( 'Sort direction by submission time.', 'userfeedback' ),
					'type'        => 'string',
					'default'     => 'desc',
					'enum'        => array( 'asc', 'desc' ),
				),
				'filter'   => array(
					'description'          => __( 'Quick filters: filter[status] is publish or trash (all means publish, as responses are either); filter[completion] is all, completed or partial.', 'userfeedback' ),
					'type'                 => 'object',
					'properties'           => array(
						'status'     => array(
							'type' => 'string',
							'enum' => array_merge( array( 'all' ), ResponsesRepository::STATUSES ),
						),
						'completion' => array(
							'type' => 'string',
							'enum' => array( 'all', 'completed', 'partial' ),
						),
					),
					'additionalProperties' => false,
				),
				'from'     => array(
					'description' => __( 'First day of the range (YYYY-MM-DD, site time); with the reports\' filter (Pro).', 'userfeedback' ),
					'type'        => 'string',
					'pattern'     => '^\\d{4}-\\d{2}-\\d{2}$',
				),
				'to'       => array(
					'description' => __( 'Last day of the range (YYYY-MM-DD, site time).', 'userfeedback' ),
					'type'        => 'string',
					'pattern'     => '^\\d{4}-\\d{2}-\\d{2}$',
				),
				'columns'  => self::columns_arg( false ),
			) + ResponseFilter::args()
		);
	}

	/**
	 * The `columns` argument: question ids, at most ListColumns::MAX (the survey's own are
	 * checked by the handler, which knows the survey).
	 *
	 * @param bool $required Whether it must be sent (saving a choice) or may be left out (the list).
	 * @return array<string, mixed>
	 */
	private static function columns_arg( bool $required ): array {
		return array(
			'description' => $required
				/* translators: %d: most answer columns. */
				? sprintf( __( 'The questions whose answers the responses list shows, at most %d (none: no answer columns).', 'userfeedback' ), ListColumns::MAX )
				/* translators: %d: most answer columns. */
				: sprintf( __( 'The questions whose answers each response carries (ids, comma-separated or a list; at most %d; empty for none). Left out: the user\'s choice for the survey, else its first three questions.', 'userfeedback' ), ListColumns::MAX ),
			'type'        => 'array',
			'required'    => $required,
			'maxItems'    => ListColumns::MAX,
			'uniqueItems' => true,
			'items'       => array(
				'type'    => 'string',
				'pattern' => '^[A-Za-z0-9_-]{1,64}$',
			),
		);
	}

	/**
	 * The question ids the list shows: those asked for (checked against the survey), else the
	 * user's choice, else the first questions.
	 *
	 * @param \WP_REST_Request                 $request   The request.
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $questions Its questions.
	 * @return string[]|\WP_Error
	 */
	private function columns( \WP_REST_Request $request, int $survey_id, array $questions ) {
		$asked = $request->get_param( 'columns' );
		if ( null === $asked ) {
			return $this->list_columns->for_user( get_current_user_id(), $survey_id, $questions );
		}
		return ListColumns::check( array_map( 'strval', (array) $asked ), $questions );
	}

	/**
	 * Choosing the list's answer columns: whoever may read the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function save_columns_permissions_check( $request ) {
		return self::can_read();
	}

	/**
	 * Keeps the current user's choice of answer columns for the survey.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error `{ columns }`: the choice as kept, in the survey's order.
	 */
	public function save_columns( $request ) {
		$survey_id = (int) $request['id'];
		$survey    = $this->surveys->find( $survey_id );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$columns = ListColumns::check( array_map( 'strval', (array) $request['columns'] ), array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( is_wp_error( $columns ) ) {
			return $columns;
		}
		$this->list_columns->save( get_current_user_id(), $survey_id, $columns );
		return rest_ensure_response( array( 'columns' => $columns ) );
	}

	/**
	 * `POST …/responses/columns`'s answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_columns_schema(): array {
		return Schemas::object(
			'userfeedback-response-columns',
			array(
				'columns' => array(
					'description' => __( 'The questions whose answers the responses list shows, in the survey\'s order.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array( 'type' => 'string' ),
				),
			)
		);
	}

	/**
	 * `per_page` is 1–100 or -1; the schema allows -1 to 100, this refuses the 0 in between.
	 *
	 * @param mixed            $value   The value.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   The parameter name.
	 * @return true|\WP_Error
	 */
	public static function validate_per_page( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( 0 === (int) $value ) {
			return new \WP_Error( 'rest_invalid_param', __( 'per_page must be between 1 and 100, or -1 for all.', 'userfeedback' ) );
		}
		return true;
	}

	/**
	 * Readers of results (spec §6: the "view results and responses" role setting decides; editing
	 * surveys does not grant reading visitors' answers).
	 *
	 * @return true|\WP_Error
	 */
	public static function can_read() {
		return Permissions::require_any(
			array( Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view responses.', 'userfeedback' )
		);
	}

	/**
	 * The tier refusal, with the spec's upgrade text.
	 *
	 * @return \WP_Error
	 */
	public static function upgrade_required(): \WP_Error {
		return new \WP_Error( 'userfeedback_upgrade_required', __( 'Upgrade to Pro to unlock this feature', 'userfeedback' ), array( 'status' => 403 ) );
	}

	/**
	 * The prepared condition of the request's report filter and date range on the responses row
	 * `r` ('' for none), or the 400 of a malformed one.
	 *
	 * @param \WP_REST_Request     $request The request.
	 * @param array<string, mixed> $survey  The survey.
	 * @return string|\WP_Error
	 */
	private function condition( \WP_REST_Request $request, array $survey ) {
		return null === $this->filters || ! FilterSql::asked( $request ) ? '' : $this->filters->for_request( $request, $survey, 'r' );
	}

	/**
	 * The completion the list shows: true completed, false partial, null both (absent or "all").
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|null
	 */
	private static function completion_filter( \WP_REST_Request $request ): ?bool {
		$filter = (array) ( $request['filter'] ?? array() );
		$asked  = $filter['completion'] ?? 'all';
		return 'all' === $asked ? null : 'completed' === $asked;
	}

	/**
	 * The status the list shows: trash, or publish (absent and "all" included).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return string
	 */
	private static function status_filter( \WP_REST_Request $request ): string {
		$filter = (array) ( $request['filter'] ?? array() );
		return isset( $filter['status'] ) && 'trash' === $filter['status'] ? 'trash' : 'publish';
	}

	/**
	 * The page a response was submitted on; only http(s) URLs go out (spec §5: no javascript:
	 * links), anything else as ''.
	 *
	 * @param array{page_url: string, page_title: string} $row A response row.
	 * @return array{url: string, title: string}
	 */
	public static function page_submitted( array $row ): array {
		$url = trim( $row['page_url'] );
		return array(
			'url'   => 1 === preg_match( '#^https?://#i', $url ) ? esc_url_raw( $url, array( 'http', 'https' ) ) : '',
			'title' => $row['page_title'],
		);
	}

	/**
	 * A stored UTC time in the site's time zone, ISO 8601 with the site's offset.
	 *
	 * @param string $utc MySQL DATETIME in UTC.
	 * @return string|null
	 */
	public static function site_time( string $utc ): ?string {
		if ( '' === $utc || str_starts_with( $utc, '0000' ) ) {
			return null;
		}
		$date = date_create_immutable( $utc, new \DateTimeZone( 'UTC' ) );
		return false === $date ? null : $date->setTimezone( wp_timezone() )->format( 'c' );
	}

	/**
	 * A response's `language`, in the list and the single response.
	 *
	 * @return array<string, mixed>
	 */
	public static function language_schema(): array {
		return array(
			'description' => __( 'The WordPress locale the response was answered in; empty for a response from before languages were recorded.', 'userfeedback' ),
			'type'        => 'string',
		);
	}
}
