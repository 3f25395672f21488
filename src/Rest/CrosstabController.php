<?php
/**
 * The cross-tab route.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactLayout;
use UserFeedback\Reporting\Facts\FactsCrosstab;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET surveys/{id}/crosstab?row={question_id}&column={question_id}`: the
 * responses per pair of answers of two choice questions in the range, from Crosstab. Readers of
 * results on the pro or elite plan (Entitlements::has_pro_plan(); others get the upgrade 403).
 *
 * The report filter plugs in through `$filter_sql`: given the request, the survey and the SQL
 * column holding an answer's response id, it returns a prepared condition the responses must meet
 * ('' for none), or the 400 of a malformed filter; `$filter_args` are its parameters' schemas.
 */
final class CrosstabController extends \WP_REST_Controller implements Hookable {

	/**
	 * The filter's condition builder, or null for no filter.
	 *
	 * @var (callable(\WP_REST_Request, array<string, mixed>, string): (string|\WP_Error))|null
	 */
	private $filter_sql;

	/**
	 * Constructor.
	 *
	 * @param Crosstab                            $crosstab     The cross-tab's SQL.
	 * @param SurveyRepository                    $surveys      Survey rows.
	 * @param Entitlements                        $entitlements Edition, licence and add-on facts.
	 * @param callable|null                       $filter_sql   fn( WP_REST_Request, array $survey, string $response_id_column ): string|WP_Error — a prepared condition, '' for none.
	 * @param array<string, array<string, mixed>> $filter_args  The filter's parameters, added to the route's.
	 * @param FactsList|null                      $facts_list     The request's condition on facts rows (none: the answers only).
	 * @param FactsCrosstab|null                  $facts_crosstab The counts from the facts rows.
	 */
	public function __construct( private readonly Crosstab $crosstab, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, ?callable $filter_sql = null, private readonly array $filter_args = array(), private readonly ?FactsList $facts_list = null, private readonly ?FactsCrosstab $facts_crosstab = null ) {
		$this->namespace  = RestNamespace::V1;
		$this->rest_base  = 'surveys';
		$this->filter_sql = $filter_sql;
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$question = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => 64,
			'required'    => true,
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/crosstab',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array_merge(
							$this->filter_args,
							array(
								'id'     => array(
									'description' => __( 'Survey id.', 'userfeedback' ),
									'type'        => 'integer',
									'minimum'     => 1,
								),
								'row'    => $question( __( 'The question whose answers make the rows (radio button, checkbox, star rating or NPS).', 'userfeedback' ) ),
								'column' => $question( __( 'The question whose answers make the columns (radio button, checkbox, star rating or NPS).', 'userfeedback' ) ),
								'from'   => self::day_arg( __( 'First day (site time zone); with neither from nor to, all time.', 'userfeedback' ) ),
								'to'     => self::day_arg( __( 'Last day (site time zone), included.', 'userfeedback' ) ),
							)
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Readers of results (as the other reports), on the pro or elite plan.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = Permissions::require_any(
			array( Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view results.', 'userfeedback' )
		);
		if ( true !== $allowed ) {
			return $allowed;
		}
		return $this->entitlements->has_pro_plan() ? true : ResponsesController::upgrade_required();
	}

	/**
	 * The cross-tab.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$range = DateRange::parse_optional( self::day_param( $request, 'from' ), self::day_param( $request, 'to' ), current_datetime() );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$row       = self::question( $questions, (string) $request['row'], 'row' );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		$column = self::question( $questions, (string) $request['column'], 'column' );
		if ( is_wp_error( $column ) ) {
			return $column;
		}
		if ( QuestionStats::id( $row ) === QuestionStats::id( $column ) ) {
			return RestErrors::invalid_param( 'column', __( 'Choose two different questions.', 'userfeedback' ) );
		}
		$condition = '';
		if ( null !== $this->filter_sql ) {
			$condition = ( $this->filter_sql )( $request, $survey, 'r.response_id' );
			if ( is_wp_error( $condition ) ) {
				return $condition;
			}
		}
		$table = $this->from_facts( $request, $survey, $row, $column );
		if ( null === $table ) {
			$table = $this->crosstab->table( (int) $survey['id'], $row, $column, $range, (string) $condition );
		}
		if ( null === $table || false === $table ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The results could not be computed. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response( $table );
	}

	/**
	 * The table from the survey's facts rows (one narrow GROUP BY), when they are current and can
	 * name every value; null to read the answers; false when the database failed.
	 *
	 * @param \WP_REST_Request     $request The request (range and filter).
	 * @param array<string, mixed> $survey  The survey.
	 * @param array<string, mixed> $row     The row question.
	 * @param array<string, mixed> $column  The column question.
	 * @return array<string, mixed>|null|false
	 */
	private function from_facts( \WP_REST_Request $request, array $survey, array $row, array $column ) {
		if ( null === $this->facts_list || null === $this->facts_crosstab ) {
			return null;
		}
		$where = $this->facts_list->condition( $request, $survey );
		if ( null === $where ) {
			return null;
		}
		$counts = $this->facts_crosstab->counts( $where, FactLayout::slots( (array) $survey['questions'] ), $row, $column );
		return is_array( $counts ) ? Crosstab::assemble( $row, $column, $counts ) : $counts;
	}

	/**
	 * The response's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$count        = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		$counts       = array(
			'type'  => 'array',
			'items' => $count,
		);
		$side         = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'object',
			'properties'  => array(
				'question_id' => array( 'type' => 'string' ),
				'values'      => array(
					'description' => __( 'The answers, in the question\'s order: its options then answers no longer among them, or its whole rating scale.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => array( 'string', 'integer' ) ),
				),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-crosstab',
			'type'       => 'object',
			'properties' => array(
				'row'           => $side( __( 'The row question and its values.', 'userfeedback' ) ),
				'column'        => $side( __( 'The column question and its values.', 'userfeedback' ) ),
				'cells'         => array(
					'description' => __( 'Responses per row value (outer list) and column value (inner list); a checkbox counts once per ticked option.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => $counts,
				),
				'row_totals'    => $counts + array( 'description' => __( 'Each row\'s sum.', 'userfeedback' ) ),
				'column_totals' => $counts + array( 'description' => __( 'Each column\'s sum.', 'userfeedback' ) ),
				'total'         => $count + array( 'description' => __( 'The sum of every cell.', 'userfeedback' ) ),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * A side's question, or the 400 naming its parameter.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @param string                           $id        The question id asked for.
	 * @param string                           $param     'row' or 'column'.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function question( array $questions, string $id, string $param ) {
		$question = QuestionStats::find( $questions, $id );
		if ( null === $question ) {
			return RestErrors::invalid_param( $param, __( 'This question is not part of the survey.', 'userfeedback' ) );
		}
		if ( ! Crosstab::takes( $question ) ) {
			return RestErrors::invalid_param( $param, __( 'Choose a radio button, checkbox, star rating or NPS question.', 'userfeedback' ) );
		}
		return $question;
	}

	/**
	 * A day parameter as sent, or null.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @param string           $name    Parameter name.
	 * @return string|null
	 */
	private static function day_param( \WP_REST_Request $request, string $name ): ?string {
		$value = $request[ $name ];
		return is_string( $value ) && '' !== $value ? $value : null;
	}

	/**
	 * A `YYYY-MM-DD` day argument (whether it is a real, allowed day is DateRange's check).
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function day_arg( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => '^(\d{4}-\d{2}-\d{2})?$',
		);
	}
}
