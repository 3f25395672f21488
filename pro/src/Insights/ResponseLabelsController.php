<?php
/**
 * One response's sentiment and themes over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET|PATCH surveys/{id}/responses/{response_id}/insights`: what one response's written answers
 * and comments were read as, and the owner's correction of one of them — the part is the owner's
 * from then on and the processor never rewrites it (InsightStore::label()). Who: as the themes —
 * view results, on the AI summary's plan.
 */
final class ResponseLabelsController implements Hookable {

	use SummaryPlanRoutes;

	public function __construct(
		private readonly InsightStore $store,
		private readonly ThemeStore $themes,
		private readonly OpenAnswers $answers,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/responses/(?P<response_id>[\d]+)/insights',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'response_insights' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'          => Args::survey_id(),
							'response_id' => Args::response_id(),
						)
					),
				),
				array(
					'methods'             => 'PATCH',
					'callback'            => array( $this, 'label_part' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'          => Args::survey_id(),
							'response_id' => Args::response_id(),
							'question_id' => array(
								'description' => __( 'The question whose written answer or comment is labelled.', 'userfeedback' ),
								'type'        => 'string',
								'minLength'   => 1,
								'maxLength'   => 64,
								'required'    => true,
							),
							'part'        => array(
								'description' => __( 'Which words: the written answer (text questions) or the comment left with a choice or rating.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( AnswerPart::Answer->value, AnswerPart::Comment->value ),
								'required'    => true,
							),
							'sentiment'   => array(
								'description' => __( 'The sentiment the owner gives (kept when left out).', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'positive', 'neutral', 'negative' ),
							),
							'theme_ids'   => array(
								'description' => __( 'The themes the owner gives, replacing the part\'s (kept when left out; an empty list removes them).', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'maxItems'    => 50,
							),
						)
					),
				),
				'schema' => array( self::class, 'response_insights_schema' ),
			)
		);
	}

	/**
	 * One response's readings (what the single response shows and edits).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function response_insights( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$response_id = (int) $request['response_id'];
		if ( ! $this->store->response_exists( $survey_id, $response_id ) ) {
			return RestErrors::response_not_found();
		}
		return rest_ensure_response( array( 'insights' => $this->store->for_response( $survey_id, $response_id ) ) );
	}

	/**
	 * The owner's label of one part of a response.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function label_part( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$survey_id   = (int) $survey['id'];
		$response_id = (int) $request['response_id'];
		if ( ! $this->store->response_exists( $survey_id, $response_id ) ) {
			return RestErrors::response_not_found();
		}
		$part = AnswerPart::from( (string) $request['part'] );
		$key  = array(
			'response_id' => $response_id,
			'question_id' => (string) $request['question_id'],
			'part'        => $part->value,
		);
		if ( array() === $this->answers->parts( $survey_id, array( $key ) ) ) {
			return new \WP_Error( 'userfeedback_no_open_answer', __( 'This response has no written answer or comment for that question.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		$sentiment = null === $request['sentiment'] ? null : Sentiment::from_label( (string) $request['sentiment'] );
		$theme_ids = null;
		if ( null !== $request['theme_ids'] ) {
			$theme_ids = array_values( array_unique( array_map( 'intval', (array) $request['theme_ids'] ) ) );
			if ( array() !== array_diff( $theme_ids, array_keys( $this->themes->all( $survey_id ) ) ) ) {
				return RestErrors::refused( 'theme_ids', __( 'Some of these themes are not this survey\'s.', 'userfeedback' ) );
			}
		}
		if ( null === $sentiment && null === $theme_ids ) {
			return RestErrors::refused( 'sentiment', __( 'Give a sentiment or themes.', 'userfeedback' ) );
		}
		$stored = $this->store->label( $survey_id, $response_id, $key['question_id'], $part, $sentiment, $theme_ids );
		if ( null === $stored ) {
			return RestErrors::refused( 'sentiment', __( 'This answer has not been analysed yet: give its sentiment too.', 'userfeedback' ) );
		}
		if ( ! $stored ) {
			return RestErrors::db_error();
		}
		return rest_ensure_response( array( 'insights' => $this->store->for_response( $survey_id, $response_id ) ) );
	}

	/**
	 * One response's readings.
	 *
	 * @return array<string, mixed>
	 */
	public static function response_insights_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_response_insights',
			'type'       => 'object',
			'properties' => array(
				'insights' => array(
					'description' => __( 'The response\'s analysed parts.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'question_id' => array(
								'description' => __( 'The question.', 'userfeedback' ),
								'type'        => 'string',
							),
							'part'        => array(
								'description' => __( 'answer or comment.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'answer', 'comment' ),
							),
							'sentiment'   => array(
								'description' => __( 'The sentiment.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'positive', 'neutral', 'negative' ),
							),
							'score'       => array(
								'description' => __( 'From -1 (most negative) to 1.', 'userfeedback' ),
								'type'        => 'number',
							),
							'origin'      => array(
								'description' => __( 'auto (read in the background) or owner (labelled by the owner, never rewritten).', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'auto', 'owner' ),
							),
							'theme_ids'   => array(
								'description' => __( 'Its themes.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array( 'type' => 'integer' ),
							),
						),
					),
				),
			),
		);
	}
}
