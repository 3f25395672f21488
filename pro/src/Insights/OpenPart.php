<?php
/**
 * One open answer part waiting to be read.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * An answer's words (a text answer or a comment) with where they belong and their language.
 */
final class OpenPart {

	public function __construct(
		public readonly int $survey_id,
		public readonly int $response_id,
		public readonly string $question_id,
		public readonly AnswerPart $part,
		public readonly string $text,
		public readonly string $locale
	) {
	}

	/**
	 * The part's key among others of the same response set.
	 *
	 * @return string
	 */
	public function key(): string {
		return self::key_of( $this->response_id, $this->question_id, $this->part->value );
	}

	/**
	 * A part's key.
	 *
	 * @param int    $response_id Response id.
	 * @param string $question_id Question id.
	 * @param string $part        'answer' or 'comment'.
	 * @return string
	 */
	public static function key_of( int $response_id, string $question_id, string $part ): string {
		return $response_id . "\0" . $question_id . "\0" . $part;
	}
}
