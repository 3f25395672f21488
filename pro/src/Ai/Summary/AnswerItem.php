<?php
/**
 * One piece of written feedback a summary reads.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * A text or long-text answer, or the comment left with a choice, rating or NPS answer (with that
 * answer in words, for a reader who needs to know what the comment is about). It keeps its
 * response id so that themes count responses (not answers) and quotes link back to the response
 * they come from. E-mail answers are never items: they are addresses, not feedback.
 */
final class AnswerItem {

	/**
	 * What the rating the comment came with says: 1 good (NPS 9–10, 4–5 stars), -1 bad (NPS 1–6,
	 * 1–2 stars), 0 otherwise or for plain text answers.
	 *
	 * @var int
	 */
	public readonly int $polarity;

	/**
	 * Constructor.
	 *
	 * @param int    $response_id  The response.
	 * @param string $question_id  The question.
	 * @param string $text         What was written.
	 * @param int    $submitted_at Unix time of the response.
	 * @param int    $polarity     -1, 0 or 1 from the rating the comment came with.
	 * @param string $answer       The answer a comment was left with, in words (AnswerText); '' for a written answer.
	 */
	public function __construct( public readonly int $response_id, public readonly string $question_id, public readonly string $text, public readonly int $submitted_at, int $polarity = 0, public readonly string $answer = '' ) {
		$this->polarity = max( -1, min( 1, $polarity ) );
	}
}
