<?php
/**
 * Something that writes a summary.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * A provider turns a survey's recent written answers into a summary body. The on-site summariser
 * (default: nothing leaves the site) and an OpenAI-compatible endpoint are the two; the settings
 * choose (AiSettings::provider()).
 */
interface SummaryProvider {

	/**
	 * The provider's name in settings and summaries: 'onsite' or 'remote'.
	 *
	 * @return string
	 */
	public function key(): string;

	/**
	 * What a cached summary of this provider depends on besides the answers (algorithm version,
	 * endpoint and model): a change makes the cached summary stale.
	 *
	 * @return string
	 */
	public function fingerprint(): string;

	/**
	 * Most answers to read for one summary (the most recent ones).
	 *
	 * @return int
	 */
	public function answer_cap(): int;

	/**
	 * Writes the summary. The body has `text`, `model`, `analysed`, `themes`, `sentiment`,
	 * `changes` and `sent` (docs/rest-api.md "AI summary"); the service adds the rest.
	 * Failures are WP_Errors whose data carries the HTTP status to answer with.
	 *
	 * @param SummaryInput $input The survey and its answers (at least one).
	 * @return array<string, mixed>|\WP_Error
	 */
	public function summarise( SummaryInput $input );
}
