<?php
/**
 * The insights trend route.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Insights\SummaryPlanRoutes;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET surveys/{id}/insights/trend?period=week|month` (+ the results filter): sentiment shares and
 * theme shares this period against the one before, each change flagged only beyond its margin
 * (InsightTrend). Who may read it: as the themes — view results, on the AI summary's plan.
 */
final class TrendController implements Hookable {

	use SummaryPlanRoutes;

	public function __construct(
		private readonly InsightTrend $trend,
		private readonly FilterSql $filters,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/insights/trend',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'trend' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'     => Args::survey_id(),
							'period' => array(
								'description' => __( 'week: the last 7 days against the 7 before; month: the last 30 against the 30 before.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array_keys( InsightTrend::PERIODS ),
								'default'     => 'week',
							),
						) + ResponseFilter::args()
					),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
	}

	/**
	 * The comparison, or 404 for an unknown survey and 400 for a malformed filter.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function trend( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$filter = ResponseFilter::from_request( $request, array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$survey_id = (int) $survey['id'];
		$condition = $filter->is_empty() ? '' : $this->filters->responses( $filter, $survey_id, 'r' );
		return rest_ensure_response( $this->trend->compare( $survey_id, (string) $request['period'], current_datetime(), $condition ) );
	}

	/**
	 * The reply's schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$count  = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		$change = array(
			'type'       => 'object',
			'properties' => array(
				'change'  => array(
					'description' => __( 'The change of the share, in percentage points.', 'userfeedback' ),
					'type'        => 'number',
				),
				'flagged' => array(
					'description' => __( 'Whether the change is larger than its 95% margin; null when a period has no responses.', 'userfeedback' ),
					'type'        => array( 'boolean', 'null' ),
				),
			),
		);
		$counts = array(
			'type'       => 'object',
			'properties' => array(
				'positive' => $count,
				'neutral'  => $count,
				'negative' => $count,
			),
		);
		$side   = array(
			'type'       => 'object',
			'properties' => array(
				'from'      => array(
					'description' => __( 'First day (site time, Y-m-d).', 'userfeedback' ),
					'type'        => 'string',
				),
				'to'        => array(
					'description' => __( 'Last day, included.', 'userfeedback' ),
					'type'        => 'string',
				),
				'responses' => array_merge( $count, array( 'description' => __( 'Published responses with an analysed open answer.', 'userfeedback' ) ) ),
				'sentiment' => $counts,
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'InsightTrend',
			'type'       => 'object',
			'properties' => array(
				'period'           => array(
					'type' => 'string',
					'enum' => array_keys( InsightTrend::PERIODS ),
				),
				'current'          => $side,
				'previous'         => $side,
				'sentiment_change' => array(
					'type'       => 'object',
					'properties' => array(
						'positive' => $change,
						'neutral'  => $change,
						'negative' => $change,
					),
				),
				'themes'           => array(
					'type'  => 'array',
					'items' => array(
						'title'      => 'ThemeTrend',
						'type'       => 'object',
						'properties' => array_merge(
							array(
								'id'       => array( 'type' => 'integer' ),
								'label'    => array( 'type' => 'string' ),
								'current'  => $count,
								'previous' => $count,
							),
							$change['properties']
						),
					),
				),
			),
		);
	}
}
