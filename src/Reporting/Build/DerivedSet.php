<?php
/**
 * A set of rows derived from a survey's responses, built in the background by BuildEngine.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

/**
 * What differs between two derived sets (the rollups with their counters, the facts): what they
 * depend on besides the responses (key()), when their live rows can be read (is_current()), and
 * how a chunk of responses is added and a finished build made live. Everything else — steps under
 * a time budget, chunks in (submitted_at, id) order under the survey row's lock, the watermark
 * that keeps the set exact while visitors write — is BuildEngine's.
 */
interface DerivedSet {

	public function kind(): BuildKind;

	/**
	 * What the set depends on besides the responses (the time zone, the questions' layout…).
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return string '' when the survey has nothing to build of this kind.
	 */
	public function key( array $questions ): string;

	/**
	 * Whether a survey's live rows can be read, for its key now.
	 *
	 * @param BuildState $state The survey's state.
	 * @param string     $key   key() now.
	 * @return bool
	 */
	public function is_current( BuildState $state, string $key ): bool;

	/**
	 * Makes room for a build that starts (or starts over), in the first chunk's transaction.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	public function start( int $survey_id ): bool;

	/**
	 * Adds the survey's responses after $from, up to $to (the last chunk: to the end), in the
	 * chunk's transaction.
	 *
	 * @param int               $survey_id Survey id.
	 * @param array<int, mixed> $questions The survey's questions.
	 * @param Watermark         $from      Where the chunk starts (excluded).
	 * @param Watermark|null    $to        Where it ends (included); null: the rest.
	 * @return bool False when the database failed.
	 */
	public function add( int $survey_id, array $questions, Watermark $from, ?Watermark $to ): bool;

	/**
	 * Makes a finished build live, in the last chunk's transaction.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	public function finish( int $survey_id ): bool;
}
