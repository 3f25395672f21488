<?php
/**
 * Which part of an answer carries the words.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

enum AnswerPart: string {
	/** A text or long-text answer itself. */
	case Answer = 'answer';
	/** The comment box left with a choice or rating question (the answer's `extra`). */
	case Comment = 'comment';
}
