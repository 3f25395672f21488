<?php
/**
 * Makes and caches AI summaries.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

use UserFeedback\Ai\Providers;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * Controller → this → data store and provider. generate() reads the survey's most recent written
 * answers (at most the provider's cap), has the provider chosen in the AI settings summarise them
 * and replaces the survey's cached summary; cached() returns that summary while it is current
 * (same provider fingerprint, same published response count).
 */
final class AiSummaryService {

	/**
	 * The current Unix time (replaceable in tests).
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository       $surveys   Surveys.
	 * @param AiAnswersRepository    $answers   The answers read.
	 * @param SummaryCache           $cache     The summaries kept.
	 * @param Providers              $providers The provider chosen in settings.
	 * @param (\Closure(): int)|null $clock     The current Unix time; time() when null.
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly AiAnswersRepository $answers, private readonly SummaryCache $cache, private readonly Providers $providers, ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn(): int => time();
	}

	/**
	 * The survey's current cached summary, null when there is none.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<string, mixed>|null|\WP_Error The 404 for an unknown survey.
	 */
	public function cached( int $survey_id ) {
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		return $this->cache->get( $survey_id, SummaryCache::key( $this->providers->current()->fingerprint(), $this->responses_count( $survey_id ) ) );
	}

	/**
	 * A new summary of the survey, which replaces the cached one. On failure the cached one stays.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<string, mixed>|\WP_Error The 404, or the provider's failure.
	 */
	public function generate( int $survey_id ) {
		$survey = $this->surveys->find( $survey_id );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$provider  = $this->providers->current();
		$count     = $this->responses_count( $survey_id );
		$questions = SurveyQuestions::from_survey( $survey );
		$read      = $this->answers->latest( $survey_id, $questions, $provider->answer_cap() );
		$responses = array_values( array_unique( array_map( static fn( AnswerItem $item ): int => $item->response_id, $read['items'] ) ) );
		$answers   = $this->answers;
		/**
		 * What the insights read in the survey's every open answer, for the summary to use: null
		 * without (the insights module adds `sentiment` {positive, neutral, negative} and `themes`
		 * [{id, label, count}] on the AI summary's plan, once any answer was read).
		 *
		 * @param array<string, mixed>|null $insights  The figures.
		 * @param int                       $survey_id The survey.
		 */
		$insights = apply_filters( 'userfeedback_ai_summary_insights', null, $survey_id );
		$insights = is_array( $insights ) ? $insights : null;
		$input    = new SummaryInput(
			$survey_id,
			is_string( $survey['title'] ?? null ) ? $survey['title'] : '',
			$questions,
			$read['items'],
			$read['truncated'],
			$provider->answer_cap(),
			( $this->clock )(),
			static fn(): array => $answers->names( $survey_id, $questions, $responses ),
			array_values( (array) ( $insights['themes'] ?? array() ) )
		);

		$body = $provider->summarise( $input );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		$summary = array_merge(
			array(
				'text'            => '',
				'provider'        => $provider->key(),
				'generated_at'    => SummaryBody::iso( $input->now ),
				'responses_count' => $count,
			),
			$body,
			null === $insights ? array() : array( 'insights' => $insights )
		);
		$this->cache->put( $survey_id, SummaryCache::key( $provider->fingerprint(), $count ), $summary );
		return $summary;
	}

	/**
	 * The survey's published responses: with the provider, what a summary is cached under.
	 *
	 * @param int $survey_id Survey id.
	 * @return int
	 */
	private function responses_count( int $survey_id ): int {
		return $this->surveys->responses_counts( array( $survey_id ) )[ $survey_id ] ?? 0;
	}
}
