<?php
/**
 * An analyzer that reads many answers in one call and can be unavailable.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * What a remote analyzer (the owner's model) adds to InsightAnalyzer, which stays as it is for
 * the on-site one: a request per answer would be hundreds of round trips per step, and a request
 * can fail as a whole (timeout, HTTP error, refusal) where a lexicon cannot. The processor uses
 * these methods only when its analyzer has them (InsightsProcessor):
 * - a chunk is batch_size() answers and one analyze_batch() call;
 * - null from analyze_batch() or suggest_batch() is the provider failing: nothing of the chunk is
 *   kept, the cursor stays, and no step asks again before retry_at();
 * - an item missing from analyze_batch()'s readings was answered badly (the reply was checked and
 *   that answer's part did not hold): it is left unanalysed and tried again in a later chunk, a
 *   few times at most, never stored as a guess.
 *
 * @phpstan-import-type Theme from InsightAnalyzer
 * @phpstan-import-type Reading from InsightAnalyzer
 * @phpstan-import-type Suggestion from InsightAnalyzer
 * @phpstan-type BatchItem array{text: string, locale: string, themes: array<int, Theme>, names: list<string>}
 */
interface BatchInsightAnalyzer extends InsightAnalyzer {

	/**
	 * Most answers one analyze_batch() call is given (the processor's chunk with this analyzer).
	 *
	 * @return int At least 1.
	 */
	public function batch_size(): int;

	/**
	 * Many answers' readings in one call.
	 *
	 * @param array<int, BatchItem> $items Answers in languages supports() accepts, each with its survey's themes and the names given in its response (to remove before sending).
	 * @return array<int, Reading>|null Readings by the items' keys (an item left out was not read); null when the provider failed.
	 */
	public function analyze_batch( array $items ): ?array;

	/**
	 * Themes suggested from many answers (as suggest()), with names to remove first.
	 *
	 * @param string[] $texts  The answers.
	 * @param string   $locale Their survey's language (the labels' language).
	 * @param string[] $names  Names given with the survey's e-mail answers.
	 * @return list<Suggestion>|null Null when the provider failed.
	 */
	public function suggest_batch( array $texts, string $locale, array $names ): ?array;

	/**
	 * When the provider may be asked again after a failure.
	 *
	 * @return int A Unix time; 0 or a past time: now.
	 */
	public function retry_at(): int;
}
