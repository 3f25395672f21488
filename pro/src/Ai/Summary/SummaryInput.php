<?php
/**
 * What a summary provider is given.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Ai\Summary;

/**
 * The survey, its most recent written answers (newest first, at most the provider's cap) and the
 * time of the request. Names given with e-mail answers are loaded only if a provider asks for
 * them (the remote one, to remove them), so the on-site summariser costs no extra query.
 */
final class SummaryInput {

	/**
	 * Survey id.
	 *
	 * @var int
	 */
	public int $survey_id;

	/**
	 * Survey title.
	 *
	 * @var string
	 */
	public string $title;

	/**
	 * The survey's questions, sorted for the summary.
	 *
	 * @var SurveyQuestions
	 */
	public SurveyQuestions $questions;

	/**
	 * The answers read, newest first.
	 *
	 * @var AnswerItem[]
	 */
	public array $items;

	/**
	 * Whether older answers exist beyond the cap (the sample is the most recent part only).
	 *
	 * @var bool
	 */
	public bool $truncated;

	/**
	 * Most answers that were read.
	 *
	 * @var int
	 */
	public int $cap;

	/**
	 * The request's time (Unix), for "the previous period".
	 *
	 * @var int
	 */
	public int $now;

	/**
	 * Loads the names given with the e-mail answers of the sampled responses.
	 *
	 * @var \Closure(): string[]
	 */
	private \Closure $names_loader;

	/**
	 * The names, once loaded.
	 *
	 * @var string[]|null
	 */
	private ?array $names = null;

	/**
	 * Constructor.
	 *
	 * @param int             $survey_id    Survey id.
	 * @param string          $title        Survey title.
	 * @param SurveyQuestions $questions    The survey's questions.
	 * @param AnswerItem[]    $items        The answers read, newest first.
	 * @param bool            $truncated    Whether older answers were left out.
	 * @param int             $cap          Most answers read.
	 * @param int             $now          The request's time.
	 * @param \Closure        $names_loader Loads names given with e-mail answers.
	 *
	 * @phpstan-param \Closure(): string[] $names_loader
	 */
	public function __construct( int $survey_id, string $title, SurveyQuestions $questions, array $items, bool $truncated, int $cap, int $now, \Closure $names_loader ) {
		$this->survey_id    = $survey_id;
		$this->title        = $title;
		$this->questions    = $questions;
		$this->items        = $items;
		$this->truncated    = $truncated;
		$this->cap          = $cap;
		$this->now          = $now;
		$this->names_loader = $names_loader;
	}

	/**
	 * Names given with e-mail answers by the responses in the sample.
	 *
	 * @return string[]
	 */
	public function names(): array {
		if ( null === $this->names ) {
			$this->names = ( $this->names_loader )();
		}
		return $this->names;
	}

	/**
	 * The distinct responses in the sample.
	 *
	 * @return int[]
	 */
	public function response_ids(): array {
		return array_values( array_unique( array_map( static fn( AnswerItem $item ): int => $item->response_id, $this->items ) ) );
	}
}
