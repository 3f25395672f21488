<?php
/**
 * What a delivery says.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Responses\AnswerMerge;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * The `survey` and `response` parts of a delivery's body:
 * `survey: {id, title}`, `response: {id, submitted_at, page_submitted: {url, title}, answers:
 * [{question_id, question_title, type, value, extra}], fields: {name: value}}` (fields: its hidden
 * fields' values, read in the response's own transaction, where they were written before). They are written when the delivery is
 * queued and kept on the queue row, so every attempt of one delivery sends the same data. A deleted
 * response sends only its id: the answers are gone, and an erasure must not send them anywhere.
 */
final class WebhookPayloads {

	public function __construct( private readonly ResponsesRepository $responses ) {
	}

	/**
	 * The survey part.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return array{id: int, title: string}
	 */
	public static function survey( array $survey ): array {
		return array(
			'id'    => (int) $survey['id'],
			'title' => (string) ( $survey['title'] ?? '' ),
		);
	}

	/**
	 * The response part of a response still stored (also inside its own transaction, which
	 * sees it), or null when it is not there.
	 *
	 * @param array<string, mixed>                                                                                $survey      Its stored survey.
	 * @param int                                                                                                 $response_id The response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>|null $rows        Its answer rows when the caller has them.
	 * @return array<string, mixed>|null
	 */
	public function response( array $survey, int $response_id, ?array $rows = null ): ?array {
		$row = $this->responses->find( (int) $survey['id'], $response_id );
		if ( null === $row ) {
			return null;
		}
		$questions = Recall::readable_titles( array_values( (array) ( $survey['questions'] ?? array() ) ) );
		$by_id     = array();
		foreach ( $questions as $question ) {
			if ( is_array( $question ) && isset( $question['id'] ) && is_scalar( $question['id'] ) ) {
				$by_id[ (string) $question['id'] ] = $question;
			}
		}
		$answers = array();
		foreach ( AnswerMerge::by_question( $questions, $rows ?? $this->responses->answers( $response_id ) ) as $answer ) {
			$question  = $by_id[ $answer['question_id'] ] ?? array();
			$answers[] = array(
				'question_id'    => $answer['question_id'],
				'question_title' => (string) ( $question['title'] ?? '' ),
				'type'           => (string) ( $question['type'] ?? '' ),
				'value'          => $answer['value'],
				'extra'          => $answer['extra'],
			);
		}
		return array(
			'id'             => $row['id'],
			'submitted_at'   => ResponsesController::site_time( $row['submitted_at'] ),
			'page_submitted' => ResponsesController::page_submitted( $row ),
			'completed'      => $row['completed'],
			'answers'        => $answers,
			// An object even when empty, so JSON keeps it a map.
			'fields'         => (object) ( $this->responses->fields( (int) $survey['id'], array( $response_id ) )[ $response_id ] ?? array() ),
		);
	}

	/**
	 * Which of some responses are new enough for response.analyzed: published and submitted in
	 * the last day.
	 *
	 * @param int[] $response_ids Responses.
	 * @param int   $now          Unix time.
	 * @return int[]
	 */
	public function recent( array $response_ids, int $now ): array {
		return $this->responses->published_since( $response_ids, gmdate( 'Y-m-d H:i:s', $now - DAY_IN_SECONDS ) );
	}

	/**
	 * The response part of a deleted response: its id.
	 *
	 * @param int $response_id The response.
	 * @return array{id: int}
	 */
	public static function deleted_response( int $response_id ): array {
		return array( 'id' => $response_id );
	}

	/**
	 * A made-up delivery body of an event, as a subscriber would receive it: for a survey, its
	 * own questions with example answers (so an automation platform can map real fields), else
	 * the Send test's response. Never a real respondent's answers.
	 *
	 * @param string                    $event  An event of WebhookEvents::ALL.
	 * @param array<string, mixed>|null $survey A stored survey, or null for a generic sample.
	 * @return array<string, mixed>
	 */
	public static function sample_body( string $event, ?array $survey ): array {
		$body = array(
			'event'   => $event,
			'sent_at' => gmdate( 'c' ),
			'survey'  => null === $survey ? array(
				'id'    => 0,
				'title' => __( 'Test delivery', 'userfeedback' ),
			) : self::survey( $survey ),
		);
		if ( WebhookEvents::SURVEY_PUBLISHED === $event ) {
			return $body;
		}
		if ( WebhookEvents::RESPONSE_DELETED === $event ) {
			$body['response'] = self::deleted_response( 0 );
			return $body;
		}
		$response = self::sample_response();
		if ( null !== $survey ) {
			$response['answers'] = array();
			foreach ( Recall::readable_titles( array_values( (array) ( $survey['questions'] ?? array() ) ) ) as $question ) {
				if ( ! is_array( $question ) || ! isset( $question['id'] ) || ! is_scalar( $question['id'] ) ) {
					continue;
				}
				$type                  = (string) ( $question['type'] ?? '' );
				$response['answers'][] = array(
					'question_id'    => (string) $question['id'],
					'question_title' => (string) ( $question['title'] ?? '' ),
					'type'           => $type,
					'value'          => self::example_value( $type, (array) ( $question['config']['options'] ?? array() ) ),
					'extra'          => null,
				);
			}
		}
		$response['completed'] = true;
		if ( WebhookEvents::RESPONSE_ANALYZED === $event ) {
			$response['insights'] = array(
				'sentiments' => array( 'negative', 'positive' ),
				'themes'     => array(
					array(
						'id'    => 0,
						'label' => __( 'Checkout is too slow', 'userfeedback' ),
					),
				),
			);
		}
		$body['response'] = $response;
		return $body;
	}

	/**
	 * An example answer of a question type, shaped as the stored value is.
	 *
	 * @param string            $type    The question type.
	 * @param array<int, mixed> $options Its options, if any.
	 * @return string|string[]
	 */
	private static function example_value( string $type, array $options ) {
		$first = is_scalar( $options[0] ?? null ) ? (string) $options[0] : __( 'An option', 'userfeedback' );
		return match ( $type ) {
			'nps'                       => '9',
			'star-rating', 'scale'      => '4',
			'smiley'                    => '5',
			'email'                     => 'respondent@example.com',
			'date'                      => gmdate( 'Y-m-d' ),
			'checkbox', 'ranking'       => array( $first ),
			'radio-button', 'dropdown', 'image-choice' => $first,
			'consent'                   => SurveyDefaults::CONSENT_VALUE,
			default                     => __( 'An example answer', 'userfeedback' ),
		};
	}

	/**
	 * A made-up response for Send test, shaped like a real one.
	 *
	 * @return array<string, mixed>
	 */
	public static function sample_response(): array {
		return array(
			'id'             => 0,
			'submitted_at'   => current_datetime()->format( 'c' ),
			'page_submitted' => array(
				'url'   => home_url( '/' ),
				'title' => __( 'Home', 'userfeedback' ),
			),
			'answers'        => array(
				array(
					'question_id'    => 'q1',
					'question_title' => __( 'How would you rate your overall experience?', 'userfeedback' ),
					'type'           => 'radio-button',
					'value'          => __( 'Great', 'userfeedback' ),
					'extra'          => null,
				),
			),
			'fields'         => (object) array( 'utm_source' => 'newsletter' ),
		);
	}
}
