<?php
/**
 * One response, in full.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET surveys/{id}/responses/{response_id}` (docs/rest-api.md, "Responses"): one response with
 * every answer in the survey's question order and its place among the responses of the same
 * status. Readers of results, on Pro (no licence needed, spec §1).
 */
final class ResponseController implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param ResponsesRepository $responses    Response rows.
	 * @param ResponsePosition    $position     A response's place in the list.
	 * @param SurveyRepository    $surveys      Survey rows.
	 * @param Entitlements        $entitlements Edition and licence facts.
	 * @param FilterSql|null      $filters      The reports' filter: a filtered list's neighbours.
	 * @param FactsList|null      $facts        Those neighbours from the facts rows when current.
	 */
	public function __construct( private readonly ResponsesRepository $responses, private readonly ResponsePosition $position, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, private readonly ?FilterSql $filters = null, private readonly ?FactsList $facts = null ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			ResponsesController::ROUTE . '/(?P<response_id>[\d]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'          => array(
								'description' => __( 'Survey id.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
							'response_id' => Args::response_id(),
							'filter'      => array(
								'description'          => __( 'The list view the response was opened from: filter[completion] (all, completed or partial) keeps its neighbours within it.', 'userfeedback' ),
								'type'                 => 'object',
								'properties'           => array(
									'completion' => array(
										'type' => 'string',
										'enum' => array( 'all', 'completed', 'partial' ),
									),
								),
								'additionalProperties' => false,
							),
							'from'        => array(
								'description' => __( 'The list\'s date range: first day (YYYY-MM-DD).', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^\\d{4}-\\d{2}-\\d{2}$',
							),
							'to'          => array(
								'description' => __( 'The list\'s date range: last day (YYYY-MM-DD).', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^\\d{4}-\\d{2}-\\d{2}$',
							),
						) + ResponseFilter::args()
					),
				),
				'schema' => array( $this, 'item_schema' ),
			)
		);
	}

	/**
	 * Readers of results, on Pro.
	 *
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check() {
		$allowed = ResponsesController::can_read();
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $this->entitlements->is_pro() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * One response with its answers and its place among the responses of the same status (and
	 * completion, when the list it was opened from showed only completed or partial ones).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$row = $this->responses->find( (int) $survey['id'], (int) $request['response_id'] );
		if ( null === $row ) {
			return new \WP_Error( 'userfeedback_response_not_found', __( 'Response not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		// Opened from a filtered list: its neighbours are the list's, when it is one of them.
		$condition = null !== $this->filters && FilterSql::asked( $request ) ? $this->filters->for_request( $request, $survey, 'r' ) : '';
		if ( is_wp_error( $condition ) ) {
			return $condition;
		}
		$within = self::within( $request, $row['completed'] );
		// A published response's neighbours in a filtered list from the facts rows, when current.
		$where    = '' === $condition || 'publish' !== $row['status'] || null === $this->facts ? null : $this->facts->condition( $request, $survey );
		$position = null === $where ? null : $this->facts->position( $where, $row['submitted_at'], $row['id'], $within );
		if ( null !== $where && null === $position ) {
			$condition = ''; // Not one of the list's: the unfiltered neighbours.
		}
		if ( null === $where && '' !== $condition && ! $this->position->meets( $row['id'], $condition ) ) {
			$condition = '';
		}
		$item = array(
			'id'             => $row['id'],
			'survey_id'      => $row['survey_id'],
			'status'         => $row['status'],
			'submitted_at'   => ResponsesController::site_time( $row['submitted_at'] ),
			'page_submitted' => ResponsesController::page_submitted( $row ),
			'user_ip'        => $row['user_ip'],
			'user_browser'   => $row['user_browser'],
			'user_os'        => $row['user_os'],
			'user_device'    => $row['user_device'],
			'completed'      => $row['completed'],
			'language'       => $row['language'],
			'answers'        => AnswerMerge::by_question( (array) $survey['questions'], $this->responses->answers( $row['id'] ) ),
			'fields'         => (object) ( $this->responses->fields( $row['survey_id'], array( $row['id'] ) )[ $row['id'] ] ?? array() ),
			'position'       => $position ?? $this->position->of( $row['survey_id'], $row['status'], $row['submitted_at'], $row['id'], $within, $condition ),
		);
		/** This filter is documented in src/Rest/ResponsesController.php */
		$items = (array) apply_filters( 'userfeedback_response_items', array( $item ), (int) $survey['id'] );
		return rest_ensure_response( $items[0] ?? $item );
	}

	/**
	 * The completion the neighbours are taken within: the list's filter, when this response is
	 * one it shows (a link kept from another view falls back to all).
	 *
	 * @param \WP_REST_Request $request   The request.
	 * @param bool             $completed Whether this response is completed.
	 * @return bool|null
	 */
	private static function within( \WP_REST_Request $request, bool $completed ): ?bool {
		$filter = (array) ( $request['filter'] ?? array() );
		$asked  = $filter['completion'] ?? 'all';
		if ( 'all' === $asked || ( 'completed' === $asked ) !== $completed ) {
			return null;
		}
		return $completed;
	}

	/**
	 * GET …/responses/{response_id}'s answer: the response, its answers and its place in the list.
	 * (The Tags module adds `tags`.)
	 *
	 * @return array<string, mixed>
	 */
	public function item_schema(): array {
		$string  = array( 'type' => 'string' );
		$integer = array( 'type' => 'integer' );
		return Schemas::object(
			'userfeedback-response',
			array(
				'id'             => $integer,
				'survey_id'      => $integer,
				'status'         => array(
					'type' => 'string',
					'enum' => array( 'publish', 'trash' ),
				),
				'submitted_at'   => array(
					'description' => __( 'When it was given, in the site\'s time zone (ISO 8601).', 'userfeedback' ),
					'type'        => 'string',
				),
				'page_submitted' => Schemas::page_submitted(),
				'user_ip'        => array(
					'description' => __( 'As the site stores it (whole, anonymised or empty: Settings → Privacy).', 'userfeedback' ),
					'type'        => 'string',
				),
				'user_browser'   => $string,
				'user_os'        => $string,
				'user_device'    => $string,
				'completed'      => array(
					'description' => __( 'False for a partial response.', 'userfeedback' ),
					'type'        => 'boolean',
				),
				'language'       => ResponsesController::language_schema(),
				'answers'        => array(
					'description' => __( 'Its answers in the survey\'s question order (a checkbox\'s ticks as one list).', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'question_id' => $string,
							'value'       => Schemas::answer_value(),
							'extra'       => array( 'type' => array( 'string', 'null' ) ),
						),
					),
				),
				'fields'         => ResponsesController::fields_schema(),
				'tags'           => array(
					'description' => __( 'Its tags (the Pro tags module; absent on Lite).', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'required'    => false,
					'items'       => array( 'type' => 'string' ),
				),
			) + ResponsesController::insights_schema() + array(
				'position' => array(
					'description' => __( 'Its place in the list it was opened from: "Response {index} of {total}", and its neighbours.', 'userfeedback' ),
					'type'        => 'object',
					'properties'  => array(
						'index'       => $integer,
						'total'       => $integer,
						'previous_id' => array( 'type' => array( 'integer', 'null' ) ),
						'next_id'     => array( 'type' => array( 'integer', 'null' ) ),
					),
				),
			)
		);
	}
}
