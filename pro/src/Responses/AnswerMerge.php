<?php
/**
 * A response's answer rows as one answer per question.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Reporting\AnswerValue;

/**
 * For the single response: stored rows (one per answered question, one per ticked checkbox
 * option) as the answers the screen shows.
 */
final class AnswerMerge {

	/**
	 * One answer per question from the stored rows (AnswerValue): a checkbox's rows (one per
	 * ticked option) become a list, scores numbers, the rest text. Answers follow the survey's
	 * question order; rows of questions since removed from the survey come last.
	 *
	 * @param array<int, mixed>                                                                              $questions The survey's questions.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows      Answer rows in stored order.
	 * @return array<int, array{question_id: string, value: string|int|array<int|string, string>, extra: string|null}>
	 */
	public static function by_question( array $questions, array $rows ): array {
		$order = array();
		$known = array();
		foreach ( $questions as $position => $question ) {
			if ( is_array( $question ) && isset( $question['id'] ) && is_scalar( $question['id'] ) ) {
				$order[ (string) $question['id'] ] = (int) $position;
				$known[ (string) $question['id'] ] = $question;
			}
		}

		$values = array();
		$extras = array();
		foreach ( $rows as $row ) {
			$id              = $row['question_id'];
			$values[ $id ][] = (string) $row['value'];
			$extras[ $id ]   = $extras[ $id ] ?? $row['extra'];
		}
		$merged = array();
		foreach ( $values as $id => $given ) {
			$merged[] = array(
				'question_id' => (string) $id,
				// A checkbox's ticks become a list, a matrix its rows, a ranking its order;
				// also of a question no longer known, whose several rows stay a list.
				'value'       => AnswerValue::of( $known[ $id ] ?? array(), $given ),
				'extra'       => $extras[ $id ],
			);
		}

		$answers = $merged;
		$unknown = count( $order );
		usort(
			$answers,
			static fn( array $a, array $b ): int => ( $order[ $a['question_id'] ] ?? $unknown ) <=> ( $order[ $b['question_id'] ] ?? $unknown )
		);
		return $answers;
	}
}
