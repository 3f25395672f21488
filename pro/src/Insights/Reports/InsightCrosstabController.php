<?php
/**
 * The insights cross-tab route.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Insights\SummaryPlanRoutes;
use UserFeedback\Insights\ThemeStore;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET surveys/{id}/insights/crosstab?by=theme|sentiment&column={question_id}` (+ from, to and
 * the results filter): themes or sentiments against a choice question's answers, in the shape of
 * `GET surveys/{id}/crosstab`. Who may read it: as the themes — view results, on the AI summary's
 * plan.
 */
final class InsightCrosstabController implements Hookable {

	use SummaryPlanRoutes;

	public function __construct(
		private readonly InsightCrosstab $crosstab,
		private readonly ThemeStore $themes,
		private readonly FilterSql $filters,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		$day = array(
			'type'    => 'string',
			'pattern' => '^(\d{4}-\d{2}-\d{2})?$',
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/insights/crosstab',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'table' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'     => Args::survey_id(),
							'by'     => array(
								'description' => __( 'The rows: the survey\'s themes or the three sentiments.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => InsightCrosstab::BY,
								'default'     => 'theme',
							),
							'column' => array(
								'description' => __( 'The question whose answers make the columns (radio button, checkbox, star rating or NPS).', 'userfeedback' ),
								'type'        => 'string',
								'minLength'   => 1,
								'maxLength'   => 64,
								'required'    => true,
							),
							'from'   => $day + array( 'description' => __( 'First day (site time zone); with neither from nor to, all time.', 'userfeedback' ) ),
							'to'     => $day + array( 'description' => __( 'Last day (site time zone), included.', 'userfeedback' ) ),
						) + ResponseFilter::args()
					),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
	}

	/**
	 * The table; 404 for an unknown survey, 400 for a column that is not a choice question of it
	 * or a malformed range or filter.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function table( \WP_REST_Request $request ) {
		$range = DateRange::parse_optional( self::day( $request, 'from' ), self::day( $request, 'to' ), current_datetime() );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$column    = QuestionStats::find( $questions, (string) $request['column'] );
		if ( null === $column || ! Crosstab::takes( $column ) ) {
			return RestErrors::invalid_param( 'column', __( 'Choose a radio button, checkbox, star rating or NPS question of this survey.', 'userfeedback' ) );
		}
		$filter = ResponseFilter::from_request( $request, $questions );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$survey_id = (int) $survey['id'];
		$condition = $filter->is_empty() ? '' : $this->filters->responses( $filter, $survey_id, 'r' );
		$themes    = array_values( $this->themes->all( $survey_id ) );
		$table     = $this->crosstab->table( $survey_id, (string) $request['by'], $themes, $column, $range, $condition );
		if ( null === $table ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The results could not be computed. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response( $table );
	}

	/**
	 * The reply's schema: the cross-tab's, the rows' side carrying the themes' ids.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$count  = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		$counts = array(
			'type'  => 'array',
			'items' => $count,
		);
		$values = array(
			'type'  => 'array',
			'items' => array( 'type' => array( 'string', 'integer' ) ),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'InsightCrosstab',
			'type'       => 'object',
			'properties' => array(
				'row'           => array(
					'description' => __( 'theme (values: the themes\' labels, theme_ids their ids) or sentiment (negative, neutral, positive).', 'userfeedback' ),
					'type'        => 'object',
					'properties'  => array(
						'question_id' => array( 'type' => 'string' ),
						'values'      => $values,
						'theme_ids'   => array(
							'type'     => 'array',
							'items'    => array( 'type' => 'integer' ),
							'required' => false,
						),
					),
				),
				'column'        => array(
					'type'       => 'object',
					'properties' => array(
						'question_id' => array( 'type' => 'string' ),
						'values'      => $values,
					),
				),
				'cells'         => array(
					'description' => __( 'Responses per row (outer list) and column value (inner list).', 'userfeedback' ),
					'type'        => 'array',
					'items'       => $counts,
				),
				'row_totals'    => $counts,
				'column_totals' => $counts,
				'total'         => $count,
			),
		);
	}

	/**
	 * A day parameter as sent, or null.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @param string           $name    Parameter name.
	 * @return string|null
	 */
	private static function day( \WP_REST_Request $request, string $name ): ?string {
		$value = $request[ $name ];
		return is_string( $value ) && '' !== $value ? $value : null;
	}
}
