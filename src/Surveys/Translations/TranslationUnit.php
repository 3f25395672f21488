<?php
/**
 * One text of a survey as a translator handles it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

/**
 * A text with a stable id (`title`, `question.{id}.option.{n}`…), the survey's own words for it,
 * the language's ('' when not translated), what it is for, and its longest length.
 */
final class TranslationUnit {

	/**
	 * Constructor.
	 *
	 * @param string $id        Stable id within the survey.
	 * @param string $source    The text in the survey's own language.
	 * @param string $target    The text in the language, '' when not translated.
	 * @param string $note      What the text is, for a translator.
	 * @param int    $max       Its longest, in characters.
	 * @param bool   $multiline Whether it may hold line breaks.
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $source,
		public readonly string $target,
		public readonly string $note,
		public readonly int $max,
		public readonly bool $multiline
	) {
	}
}
