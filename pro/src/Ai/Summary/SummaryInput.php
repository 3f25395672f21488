<?php
/**
 * What a summary provider is given.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * The survey, its most recent written answers (newest first, at most the provider's cap) and the
 * time of the request. Names given with e-mail answers are loaded only if a provider asks for
 * them (the remote one, to remove them), so the on-site summariser costs no extra query.
 */
final class SummaryInput {

	/**
	 * The names, once loaded.
	 *
	 * @var string[]|null
	 */
	private ?array $names = null;

	/**
	 * Constructor.
	 *
	 * @param int                                                   $survey_id    Survey id.
	 * @param string                                                $title        Survey title.
	 * @param SurveyQuestions                                       $questions    The survey's questions, sorted for the summary.
	 * @param AnswerItem[]                                          $items        The answers read, newest first.
	 * @param bool                                                  $truncated    Whether older answers exist beyond the cap (the sample is the most recent part only).
	 * @param int                                                   $cap          Most answers that were read.
	 * @param int                                                   $now          The request's time (Unix), for "the previous period".
	 * @param \Closure                                              $names_loader Loads names given with e-mail answers.
	 * @param array<int, array{id: int, label: string, count: int}> $themes The survey's themes as the owner keeps them (insights), most responses first; [] without.
	 *
	 * @phpstan-param \Closure(): string[] $names_loader
	 */
	public function __construct( public readonly int $survey_id, public readonly string $title, public readonly SurveyQuestions $questions, public readonly array $items, public readonly bool $truncated, public readonly int $cap, public readonly int $now, private readonly \Closure $names_loader, public readonly array $themes = array() ) {
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
