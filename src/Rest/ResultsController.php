<?php
/**
 * The reporting routes: results overview, one survey's results, one question's answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\NpsTrend;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET results-summary`, `GET surveys/{id}/results` and `GET surveys/{id}/answers`
 * (docs/rest-api.md "Reporting"). Thin: the arguments are checked by their schema, the days by
 * DateRange (which also holds the date-range gate), the figures come from ResultsService.
 * Readers need view results or create/edit surveys.
 */
final class ResultsController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly ResultsService $results, private readonly Entitlements $entitlements ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'results-summary';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		// The reports' background builds (Reporting\Build\BuildEngine): the rollups' and the
		// filtered reports' facts rows, the steps a report asks for.
		foreach ( array( $this->results->rollups()->build(), $this->results->rollups()->facts_build() ) as $build ) {
			add_action( $build->hook(), array( $build, 'run' ) );
		}
	}

	/**
	 * GET surveys/{id}/answers's answer: a page of one question's answers.
	 *
	 * @return array<string, mixed>
	 */
	public function get_answers_schema(): array {
		return Schemas::object(
			'userfeedback-answers',
			array(
				'items'      => array(
					'description' => __( 'The answers, newest first: one per response (a checkbox\'s ticks together).', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => self::answer_item_schema(),
				),
				'pagination' => Schemas::pagination(),
			)
		);
	}

	/**
	 * One answer of a question (the answers pages, a question's newest answers on the results).
	 *
	 * @return array<string, mixed>
	 */
	private static function answer_item_schema(): array {
		return array(
			'title'      => 'AnswerItem',
			'type'       => 'object',
			'properties' => array(
				'response_id' => array( 'type' => 'integer' ),
				'value'       => Schemas::answer_value(),
				'extra'       => array(
					'description' => __( 'The comment (an e-mail answer: the name given), or null.', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
				),
				'date'        => array(
					'description' => __( 'When it was given, in the site\'s time zone (ISO 8601).', 'userfeedback' ),
					'type'        => 'string',
				),
			),
		);
	}

	/**
	 * The overview's schema (docs/rest-api.md "Reporting").
	 *
	 * @return array<string, mixed>
	 */
	public function get_summary_schema(): array {
		$count = array( 'type' => 'integer' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-results-summary',
			'type'       => 'object',
			'properties' => array(
				'total_responses' => $count + array( 'description' => __( 'Published responses in the range.', 'userfeedback' ) ),
				'start_date'      => array(
					'type'   => 'string',
					'format' => 'date',
				),
				'end_date'        => array(
					'type'   => 'string',
					'format' => 'date',
				),
				'data_points'     => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'date'  => array( 'type' => 'string' ),
							'count' => $count,
						),
					),
				),
				'surveys'         => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'                    => $count,
							'title'                 => array( 'type' => 'string' ),
							'type'                  => array( 'type' => 'string' ),
							'status'                => array(
								'type' => 'string',
								'enum' => \UserFeedback\Surveys\SurveyDefaults::STATUSES,
							),
							'is_scheduled'          => array( 'type' => 'boolean' ),
							'created_at'            => array( 'type' => array( 'string', 'null' ) ),
							'responses_count'       => $count,
							'range_responses_count' => $count,
						),
					),
				),
				'updating'        => self::updating_schema(),
			),
		);
	}

	/**
	 * One survey's results' schema (docs/rest-api.md "Reporting").
	 *
	 * @return array<string, mixed>
	 */
	public function get_results_schema(): array {
		$count        = array( 'type' => 'integer' );
		$nps_overview = array(
			'detractor' => $count,
			'passive'   => $count,
			'promoter'  => $count,
			'nps'       => $count,
			'total'     => $count,
			'margin'    => array( 'type' => array( 'number', 'null' ) ),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-survey-results',
			'type'       => 'object',
			'properties' => array(
				'id'                      => $count,
				'title'                   => array( 'type' => 'string' ),
				'type'                    => array( 'type' => 'string' ),
				'status'                  => array(
					'type' => 'string',
					'enum' => \UserFeedback\Surveys\SurveyDefaults::STATUSES,
				),
				'created_at'              => array( 'type' => array( 'string', 'null' ) ),
				'publish_at'              => array( 'type' => array( 'string', 'null' ) ),
				'questions'               => SurveySchema::item()['properties']['questions'],
				'languages'               => array(
					'description' => __( 'The survey\'s languages (WordPress locales), its own first: what the `language` filter takes.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
				'from'                    => array( 'type' => array( 'string', 'null' ) ),
				'to'                      => array( 'type' => array( 'string', 'null' ) ),
				'responses_count'         => $count,
				'responses_count_7_days'  => $count,
				'responses_count_30_days' => $count,
				'impressions'             => $count,
				'question_stats'          => array(
					'description' => __( 'Per question, in order: its answers and skips in the range, every option\'s count, and its newest answers.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'title'      => 'QuestionStat',
						'type'       => 'object',
						'properties' => array(
							'id'              => array( 'type' => 'string' ),
							'title'           => array( 'type' => 'string' ),
							'type'            => array( 'type' => 'string' ),
							'is_quantitative' => array(
								'description' => __( 'A choice, star or NPS question (counted per option); false for text answers.', 'userfeedback' ),
								'type'        => 'boolean',
							),
							'total_answers'   => $count + array( 'description' => __( 'Responses in the range that answered it.', 'userfeedback' ) ),
							'skipped'         => $count + array( 'description' => __( 'Responses in the range that were shown it and went on without answering it (not the ones that stopped there, nor those logic never showed it).', 'userfeedback' ) ),
							'nps'             => array(
								'description' => __( 'An NPS question\'s score, buckets and margin, as nps_overview (in any survey, not only an NPS survey); null for other types.', 'userfeedback' ),
								'type'        => array( 'object', 'null' ),
								'properties'  => $nps_overview,
							),
							'options'         => array(
								'description' => __( 'Every option (zero counts too) in the question\'s order, then other values given, most given first; 1–5 for star ratings, 1–10 for NPS.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array(
									'title'      => 'OptionCount',
									'type'       => 'object',
									'properties' => array(
										'value' => array( 'type' => array( 'string', 'integer' ) ),
										'count' => $count,
									),
								),
							),
							'summary'         => array(
								'description' => __( 'A star rating\'s, scale\'s or smiley\'s average and median (null without answers), and a CSAT scale\'s share of satisfied answers (4 or 5) in percent; null for other types.', 'userfeedback' ),
								'type'        => array( 'object', 'null' ),
								'properties'  => array(
									'average'   => array( 'type' => array( 'number', 'null' ) ),
									'median'    => array( 'type' => array( 'number', 'null' ) ),
									'satisfied' => array( 'type' => array( 'number', 'null' ) ),
								),
							),
							'matrix'          => array(
								'description' => __( 'A matrix\'s rows and columns in order and, per row, the answers per column; null for other types.', 'userfeedback' ),
								'type'        => array( 'object', 'null' ),
								'properties'  => array(
									'rows'    => array(
										'type'  => 'array',
										'items' => array( 'type' => 'string' ),
									),
									'columns' => array(
										'type'  => 'array',
										'items' => array( 'type' => 'string' ),
									),
									'counts'  => array(
										'type'  => 'array',
										'items' => array(
											'type'  => 'array',
											'items' => $count,
										),
									),
								),
							),
							'ranking'         => array(
								'description' => __( 'A ranking\'s options in order, each with its answers per place (first place first), average place and share of first places in percent (null without answers); null for other types.', 'userfeedback' ),
								'type'        => array( 'array', 'null' ),
								'items'       => array(
									'title'      => 'RankedOption',
									'type'       => 'object',
									'properties' => array(
										'option'        => array( 'type' => 'string' ),
										'places'        => array(
											'type'  => 'array',
											'items' => $count,
										),
										'average_place' => array( 'type' => array( 'number', 'null' ) ),
										'first_share'   => array( 'type' => array( 'number', 'null' ) ),
									),
								),
							),
							'answers'         => array(
								'description' => __( 'The newest text answers (a choice question: the newest comments), newest first.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => self::answer_item_schema(),
							),
							'answers_total'   => $count + array( 'description' => __( 'How many answers (or comments) there are in all in the range.', 'userfeedback' ) ),
						),
					),
				),
				'nps_overview'            => array(
					'description' => __( 'The NPS question\'s buckets in floored percent, the score (promoters − detractors), its answers and the score\'s 95 % margin of error in points; null without an NPS question.', 'userfeedback' ),
					'type'        => array( 'object', 'null' ),
					'properties'  => $nps_overview,
				),
				'nps_series'              => array(
					'description' => __( 'The NPS trend, oldest first: one point per day, week or rolling window (nps_interval); empty without an NPS question.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'title'      => 'NpsPoint',
						'type'       => 'object',
						'properties' => array(
							'date'   => array( 'type' => 'string' ),
							'nps'    => array(
								'description' => __( 'Null without answers, or when hidden.', 'userfeedback' ),
								'type'        => array( 'integer', 'null' ),
							),
							'count'  => $count,
							'margin' => array(
								'description' => __( 'The score\'s 95 % margin of error in points; null under 2 answers, or when hidden.', 'userfeedback' ),
								'type'        => array( 'number', 'null' ),
							),
							'hidden' => array(
								'description' => __( 'Fewer answers than nps_min_count.', 'userfeedback' ),
								'type'        => 'boolean',
							),
						),
					),
				),
				'completion'              => array(
					'description' => __( 'Responses started and completed in the range, and the completion rate in percent.', 'userfeedback' ),
					'type'        => 'object',
					'properties'  => array(
						'impressions' => $count,
						'started'     => $count,
						'completed'   => $count,
						'rate'        => array( 'type' => 'number' ),
					),
				),
				'funnel'                  => array(
					'description' => __( 'Per question, in order: responses that displayed it, answered it, skipped it, and partial responses that stopped at it.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'question_id' => array( 'type' => 'string' ),
							'shown'       => $count,
							'answered'    => $count,
							'skipped'     => $count,
							'dropped'     => $count,
						),
					),
				),
				'limit_reached'           => array(
					'description' => __( 'Whether the survey has as many completed responses as its response limit.', 'userfeedback' ),
					'type'        => 'boolean',
				),
				'updating'                => self::updating_schema(),
				'facts_pending'           => array(
					'description' => __( 'A filtered report read from the answers (exact, slower) while the survey\'s facts rows are being packed in the background; the screen then asks for the build\'s steps (POST rollups/step).', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'tags'                    => array(
					'description' => __( 'Pro (the tags module; absent on Lite): the tags of the range\'s responses, each with how many carry it, under the filter if any.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'required'    => false,
					'items'       => array(
						'title'      => 'TagCount',
						'type'       => 'object',
						'properties' => array(
							'tag'   => array( 'type' => 'string' ),
							'count' => $count,
						),
					),
				),
				'sentiment'               => array(
					'description' => __( 'Pro on the AI summary\'s plan (absent otherwise): the range\'s responses with an open answer read as each sentiment, under the filter if any.', 'userfeedback' ),
					'type'        => 'object',
					'readonly'    => true,
					'required'    => false,
					'properties'  => array(
						'positive' => $count,
						'neutral'  => $count,
						'negative' => $count,
					),
				),
				'themes'                  => array(
					'description' => __( 'Pro on the AI summary\'s plan (absent otherwise): the themes of the range\'s responses, each with how many have an open answer about it, under the filter if any.', 'userfeedback' ),
					'type'        => 'array',
					'readonly'    => true,
					'required'    => false,
					'items'       => array(
						'title'      => 'ThemeCount',
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'label' => array( 'type' => 'string' ),
							'count' => $count,
						),
					),
				),
			),
		);
	}

	/**
	 * The `updating` flag's schema.
	 *
	 * @return array<string, mixed>
	 */
	private static function updating_schema(): array {
		return array(
			'description' => __( 'True while a background rebuild of the counts is under way: the figures are the last consistent ones (or partial for a survey never counted before) and will change when it ends.', 'userfeedback' ),
			'type'        => 'boolean',
			'readonly'    => true,
		);
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$id    = array(
			'id' => array(
				'description' => __( 'Survey id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$range = array(
			'from' => self::day_arg( __( 'First day (site time zone); with neither from nor to, all time.', 'userfeedback' ) ),
			'to'   => self::day_arg( __( 'Last day (site time zone), included.', 'userfeedback' ) ),
		);

		register_rest_route(
			RestNamespace::V1,
			'/results-summary',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_summary' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'start_date' => self::day_arg( __( 'First day (site time zone); default six days before end_date.', 'userfeedback' ) ),
							'end_date'   => self::day_arg( __( 'Last day (site time zone), included; default today.', 'userfeedback' ) ),
							'survey_id'  => array(
								'description' => __( 'One survey, or 0 for all.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 0,
								'default'     => 0,
							),
						)
					),
				),
				'schema' => array( $this, 'get_summary_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/results',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_survey_results' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => Args::with_callbacks(
						array_merge(
							$id,
							$range,
							ResponseFilter::args(),
							array(
								'nps_interval'  => array(
									'description' => __( 'The NPS trend\'s points: day (default), week, or rolling7 (each day, the 7 days ending there).', 'userfeedback' ),
									'type'        => 'string',
									'enum'        => NpsTrend::INTERVALS,
									'default'     => 'day',
								),
								'nps_min_count' => array(
									'description' => __( 'NPS trend points with fewer answers are hidden (0: none).', 'userfeedback' ),
									'type'        => 'integer',
									'minimum'     => 0,
									'maximum'     => 1000,
									'default'     => 0,
								),
							)
						)
					),
				),
				'schema' => array( $this, 'get_results_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/answers',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_answers' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => Args::with_callbacks(
						array_merge(
							$id,
							$range,
							ResponseFilter::args(),
							array(
								'question_id' => array(
									'description' => __( 'The question whose answers to list.', 'userfeedback' ),
									'type'        => 'string',
									'minLength'   => 1,
									'maxLength'   => 64,
									'required'    => true,
								),
								'page'        => Args::page(),
								'per_page'    => array(
									'description' => __( 'Answers per page.', 'userfeedback' ),
									'type'        => 'integer',
									'default'     => 10,
									'minimum'     => 1,
									'maximum'     => 100,
								),
								'search'      => array(
									'description' => __( 'Text the answer or its comment contains.', 'userfeedback' ),
									'type'        => 'string',
									'default'     => '',
									'maxLength'   => 200,
								),
								'with_extra'  => array(
									'description' => __( 'Only answers that carry a comment.', 'userfeedback' ),
									'type'        => 'boolean',
									'default'     => false,
								),
							)
						)
					),
				),
				'schema' => array( $this, 'get_answers_schema' ),
			)
		);
	}

	/**
	 * Reading results: readers of results only (spec §6: the "view results and responses" role
	 * setting decides; editing surveys does not grant reading visitors' answers).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Permissions::require_any(
			array( Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view results.', 'userfeedback' )
		);
	}

	/**
	 * The results overview.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_summary( $request ) {
		$range = $this->allowed( DateRange::parse_with_default_week( self::day_param( $request, 'start_date' ), self::day_param( $request, 'end_date' ), $this->now() ) );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$summary = $this->results->summary( $range, (int) $request['survey_id'] );
		return null === $summary ? SurveyService::not_found() : rest_ensure_response( $summary );
	}

	/**
	 * One survey's statistics.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_survey_results( $request ) {
		$now   = $this->now();
		$range = $this->allowed( DateRange::parse_optional( self::day_param( $request, 'from' ), self::day_param( $request, 'to' ), $now ) );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$survey = $this->results->find_survey( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$filter = $this->filter( $request, $survey );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$results = $this->results->survey_results( $survey, $range, $now, $filter, (string) $request['nps_interval'], (int) $request['nps_min_count'] );
		if ( null === $results ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The results could not be computed. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response( $results );
	}

	/**
	 * The request's filter: a 400 when malformed, a 403 when the site is not Pro.
	 *
	 * @param \WP_REST_Request     $request The request.
	 * @param array<string, mixed> $survey  The survey.
	 * @return ResponseFilter|\WP_Error
	 */
	private function filter( \WP_REST_Request $request, array $survey ) {
		$filter = ResponseFilter::from_request( $request, array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( ! is_wp_error( $filter ) && ! $filter->is_empty() && ! $this->entitlements->is_pro() ) {
			return ResponsesController::upgrade_required();
		}
		return $filter;
	}

	/**
	 * One question's answers, paged and searchable.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_answers( $request ) {
		$range = $this->allowed( DateRange::parse_optional( self::day_param( $request, 'from' ), self::day_param( $request, 'to' ), $this->now() ) );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$survey = $this->results->find_survey( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$question = QuestionStats::find( array_values( array_filter( (array) $survey['questions'], 'is_array' ) ), (string) $request['question_id'] );
		if ( null === $question ) {
			$message = __( 'This question is not part of the survey.', 'userfeedback' );
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name. */
				sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), 'question_id' ),
				array(
					'status' => 400,
					'params' => array( 'question_id' => $message ),
				)
			);
		}
		$filter = $this->filter( $request, $survey );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		return rest_ensure_response(
			$this->results->answers(
				$survey,
				$question,
				$range,
				trim( (string) $request['search'] ),
				(bool) $request['with_extra'],
				(int) $request['page'],
				(int) $request['per_page'],
				$filter
			)
		);
	}

	/**
	 * The range if this site may ask for it: a bad one stays the 400 it is, a range longer than
	 * seven days without the pro plan becomes the upgrade 403.
	 *
	 * @param DateRange|\WP_Error $range The parsed range.
	 * @return DateRange|\WP_Error
	 */
	private function allowed( $range ) {
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		return $range->refusal( $this->entitlements ) ?? $range;
	}

	/**
	 * Now, in the site's time zone.
	 *
	 * @return \DateTimeImmutable
	 */
	private function now(): \DateTimeImmutable {
		return current_datetime();
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
