<?php
/**
 * Whether a survey is a poll: what visitors may see live results of.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * A poll is a survey of exactly one question of a choice type (SurveyDefaults::POLL_TYPES): its
 * results are one bar per option. The bootstrap, the public results route and the builder's note
 * (admin-app's poll.ts, the same rule) ask here.
 */
final class Poll {

	/**
	 * The poll's question, or null when the survey is not a poll.
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return array<string, mixed>|null
	 */
	public static function question( array $questions ): ?array {
		$questions = array_values( array_filter( $questions, 'is_array' ) );
		if ( 1 !== count( $questions ) || ! in_array( $questions[0]['type'] ?? '', SurveyDefaults::POLL_TYPES, true ) ) {
			return null;
		}
		return $questions[0];
	}

	/**
	 * The poll's options, in the survey's own language and order.
	 *
	 * @param array<string, mixed> $question The poll's question.
	 * @return string[]
	 */
	public static function options( array $question ): array {
		return array_values( array_map( 'strval', array_filter( (array) ( $question['config']['options'] ?? array() ), 'is_scalar' ) ) );
	}
}
