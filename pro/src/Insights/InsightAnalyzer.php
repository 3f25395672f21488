<?php
/**
 * What reads an open answer: its sentiment and its themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * The one seam between the insights' storage and processing (which answers, when, where the
 * results go) and the analysis itself (on-site lexicons and phrase themes, or the owner's
 * provider). Implementations are pure: no database, no request; the processor calls them from
 * background steps only.
 *
 * @phpstan-type Theme array{id: int, label: string, examples: list<string>}
 * @phpstan-type Reading array{sentiment: 'positive'|'neutral'|'negative', score: float, themes: list<int>}
 * @phpstan-type Suggestion array{label: string, examples: list<string>}
 */
interface InsightAnalyzer {

	/**
	 * Whether this analyzer reads a language at all: a language without its data is "not
	 * available", never a guess.
	 *
	 * @param string $locale A WordPress locale, e.g. de_DE.
	 * @return bool
	 */
	public function supports( string $locale ): bool;

	/**
	 * One answer's sentiment (a label and a score from -1 to 1) and which of the survey's themes
	 * it is about.
	 *
	 * @param string                                                            $text   The answer, as stored.
	 * @param string                                                            $locale Its language.
	 * @param array<int, array{id: int, label: string, examples: list<string>}> $themes The survey's themes, each with the owner's example phrases.
	 * @return Reading|null Null when the language is not supported.
	 */
	public function analyze( string $text, string $locale, array $themes ): ?array;

	/**
	 * Themes suggested from many answers, each named as a person would (a short phrase, such as
	 * "Checkout is too slow on mobile"), with example phrases that later answers are matched on.
	 *
	 * @param string[] $texts  The answers.
	 * @param string   $locale Their language.
	 * @return list<Suggestion> Empty when the language is not supported or nothing recurs.
	 */
	public function suggest( array $texts, string $locale ): array;
}
