<?php
/**
 * A response's answer rows as one answer per question.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

/**
 * For the single response: stored rows (one per answered question, one per ticked checkbox
 * option) as the answers the screen shows.
 */
final class AnswerMerge {

	/**
	 * One answer per question from the stored rows: a checkbox's rows (one per ticked option)
	 * become a list, star and NPS values numbers, the rest text. Answers follow the survey's
	 * question order; rows of questions since removed from the survey come last.
	 *
	 * @param array<int, mixed>                                                                              $questions The survey's questions.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows      Answer rows in stored order.
	 * @return array<int, array{question_id: string, value: string|int|array<int, string|int>, extra: string|null}>
	 */
	public static function by_question( array $questions, array $rows ): array {
		$order = array();
		$types = array();
		foreach ( $questions as $position => $question ) {
			if ( is_array( $question ) && isset( $question['id'] ) && is_scalar( $question['id'] ) ) {
				$order[ (string) $question['id'] ] = (int) $position;
				$types[ (string) $question['id'] ] = (string) ( $question['type'] ?? '' );
			}
		}

		$merged = array();
		foreach ( $rows as $row ) {
			$id    = $row['question_id'];
			$value = $row['value_num'] ?? $row['value'];
			if ( ! isset( $merged[ $id ] ) ) {
				$merged[ $id ] = array(
					'question_id' => $id,
					'value'       => 'checkbox' === ( $types[ $id ] ?? '' ) ? array( $value ) : $value,
					'extra'       => $row['extra'],
				);
				continue;
			}
			// A second row for the question: ticked options (also of a question no longer known).
			$current                = $merged[ $id ]['value'];
			$merged[ $id ]['value'] = array_merge( is_array( $current ) ? $current : array( $current ), array( $value ) );
			$merged[ $id ]['extra'] = $merged[ $id ]['extra'] ?? $row['extra'];
		}

		$answers = array_values( $merged );
		$unknown = count( $order );
		usort(
			$answers,
			static fn( array $a, array $b ): int => ( $order[ $a['question_id'] ] ?? $unknown ) <=> ( $order[ $b['question_id'] ] ?? $unknown )
		);
		return $answers;
	}
}
