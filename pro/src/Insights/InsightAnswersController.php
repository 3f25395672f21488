<?php
/**
 * The comments behind a theme or a sentiment over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET surveys/{id}/insights/answers`: a page of the analysed open answers of the survey's
 * published responses, newest first, narrowed to a theme, a sentiment or a question — what the
 * theme panel opens. Same readers and plan as the themes' routes (InsightsController).
 */
final class InsightAnswersController implements Hookable {

	use SummaryPlanRoutes;

	public function __construct(
		private readonly InsightAnswers $pages,
		private readonly OpenAnswers $answers,
		private readonly ThemeStore $themes,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/insights/answers',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_answers' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'          => Args::survey_id(),
							'theme'       => array(
								'description' => __( 'Only answers with this theme (a theme id of the survey).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
							'sentiment'   => array(
								'description' => __( 'Only answers of this sentiment.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'positive', 'neutral', 'negative' ),
							),
							'question_id' => array(
								'description' => __( 'Only answers to this question.', 'userfeedback' ),
								'type'        => 'string',
								'minLength'   => 1,
								'maxLength'   => 64,
							),
							'page'        => Args::page( __( 'Page of the answers, from 1.', 'userfeedback' ) ),
							'per_page'    => Args::per_page( 20, InsightAnswers::MAX_PER_PAGE ),
						)
					),
				),
				'schema' => array( self::class, 'answers_schema' ),
			)
		);
	}

	/**
	 * A page of answers.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_answers( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$survey_id = (int) $survey['id'];
		$theme_id  = null === $request['theme'] ? null : (int) $request['theme'];
		if ( null !== $theme_id && ! isset( $this->themes->all( $survey_id )[ $theme_id ] ) ) {
			return new \WP_Error( 'userfeedback_theme_not_found', __( 'Theme not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		$sentiment   = null === $request['sentiment'] ? null : Sentiment::from_label( (string) $request['sentiment'] );
		$question_id = null === $request['question_id'] ? null : (string) $request['question_id'];
		$page        = $this->pages->page( $survey_id, $theme_id, $sentiment, $question_id, (int) $request['page'], (int) $request['per_page'] );

		$keys  = array_map(
			static fn( array $row ): array => array(
				'response_id' => $row['response_id'],
				'question_id' => $row['question_id'],
				'part'        => $row['part'],
			),
			$page['rows']
		);
		$texts = array();
		foreach ( $this->answers->parts( $survey_id, $keys ) as $part ) {
			$texts[ $part->key() ] = $part->text;
		}
		$themes = $this->pages->themes_of( $survey_id, array_column( $page['rows'], 'response_id' ) );
		$titles = SurveyQuestions::from_survey( $survey )->read_titles();
		$zone   = wp_timezone();
		$out    = array();
		foreach ( $page['rows'] as $row ) {
			$key   = OpenPart::key_of( $row['response_id'], $row['question_id'], $row['part'] );
			$out[] = array(
				'response_id'    => $row['response_id'],
				'question_id'    => $row['question_id'],
				'question_title' => $titles[ $row['question_id'] ] ?? '',
				'part'           => $row['part'],
				// Words anonymised or edited away since they were read: the reading stays, the words do not.
				'text'           => $texts[ $key ] ?? '',
				'sentiment'      => $row['sentiment']->label(),
				'score'          => $row['score'],
				'theme_ids'      => $themes[ $key ] ?? array(),
				'submitted_at'   => ( new \DateTimeImmutable( $row['submitted_at'], new \DateTimeZone( 'UTC' ) ) )->setTimezone( $zone )->format( 'c' ),
			);
		}
		return rest_ensure_response(
			array(
				'total'   => $page['total'],
				'answers' => $out,
			)
		);
	}

	/**
	 * A page of answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function answers_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_insight_answers',
			'type'       => 'object',
			'properties' => array(
				'total'   => array(
					'description' => __( 'How many answers match, over every page.', 'userfeedback' ),
					'type'        => 'integer',
				),
				'answers' => array(
					'description' => __( 'This page\'s answers, newest response first.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'response_id'    => array(
								'description' => __( 'The response.', 'userfeedback' ),
								'type'        => 'integer',
							),
							'question_id'    => array(
								'description' => __( 'The question.', 'userfeedback' ),
								'type'        => 'string',
							),
							'question_title' => array(
								'description' => __( 'The question\'s title.', 'userfeedback' ),
								'type'        => 'string',
							),
							'part'           => array(
								'description' => __( 'answer (a written answer) or comment (left with a choice or rating).', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'answer', 'comment' ),
							),
							'text'           => array(
								'description' => __( 'The words as written (plain text; empty when removed since).', 'userfeedback' ),
								'type'        => 'string',
							),
							'sentiment'      => array(
								'description' => __( 'The sentiment.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => array( 'positive', 'neutral', 'negative' ),
							),
							'score'          => array(
								'description' => __( 'From -1 (most negative) to 1.', 'userfeedback' ),
								'type'        => 'number',
							),
							'theme_ids'      => array(
								'description' => __( 'Its themes.', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array( 'type' => 'integer' ),
							),
							'submitted_at'   => array(
								'description' => __( 'When the response was sent (ISO 8601, site time).', 'userfeedback' ),
								'type'        => 'string',
							),
						),
					),
				),
			),
		);
	}
}
