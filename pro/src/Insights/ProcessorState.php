<?php
/**
 * Where the insights' processor stands.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Support\OptionRow;

/**
 * One option, written only by the processor under its lock (InsightsProcessor): the site's
 * cursor (the last answer id passed: answers arrive in id order, so new responses are all after
 * it) and per survey: how many parts it analysed, how many it had when themes were last
 * suggested, the themes revision its answers were matched with, and a running re-match's
 * revision and position; and the parts a batch analyzer left unread, to be read again.
 *
 * @phpstan-type SurveyState array{analysed: int, suggested_at: int, matched: string, matching: string, at: array{0: int, 1: int}|null}
 * @phpstan-type Retry array{survey_id: int, response_id: int, question_id: string, part: string, attempts: int}
 */
final class ProcessorState {

	public const OPTION = 'userfeedback_insights_state';

	/**
	 * Cursor.
	 *
	 * @var int
	 */
	public int $cursor = 0;

	/**
	 * Per survey.
	 *
	 * @var array<int, SurveyState>
	 */
	public array $surveys = array();

	/**
	 * Parts to read again, oldest first, with the times they were tried (InsightsProcessor::RETRIES).
	 *
	 * @var list<Retry>
	 */
	public array $retry = array();

	/**
	 * The version of the analyzer that read the answers before the cursor (VersionedAnalyzer);
	 * '' before any or for an analyzer without versions.
	 *
	 * @var string
	 */
	public string $analyzer = '';

	/**
	 * The stored state.
	 *
	 * @return self
	 */
	public static function load(): self {
		$stored = OptionRow::get( self::OPTION, array() );
		$state  = new self();
		if ( is_array( $stored ) ) {
			$state->cursor   = (int) ( $stored['cursor'] ?? 0 );
			$state->analyzer = (string) ( $stored['analyzer'] ?? '' );
			foreach ( (array) ( $stored['surveys'] ?? array() ) as $id => $survey ) {
				$state->surveys[ (int) $id ] = self::survey_from( (array) $survey );
			}
			foreach ( (array) ( $stored['retry'] ?? array() ) as $retry ) {
				$retry = (array) $retry;
				if ( isset( $retry['survey_id'], $retry['response_id'], $retry['question_id'], $retry['part'] ) ) {
					$state->retry[] = array(
						'survey_id'   => (int) $retry['survey_id'],
						'response_id' => (int) $retry['response_id'],
						'question_id' => (string) $retry['question_id'],
						'part'        => (string) $retry['part'],
						'attempts'    => (int) ( $retry['attempts'] ?? 1 ),
					);
				}
			}
		}
		return $state;
	}

	/**
	 * Stores it.
	 *
	 * @return void
	 */
	public function save(): void {
		update_option(
			self::OPTION,
			array(
				'cursor'   => $this->cursor,
				'surveys'  => $this->surveys,
				'retry'    => $this->retry,
				'analyzer' => $this->analyzer,
			),
			false
		);
	}

	/**
	 * A survey's state (a fresh one the first time).
	 *
	 * @param int $survey_id Survey id.
	 * @return SurveyState
	 */
	public function survey( int $survey_id ): array {
		return $this->surveys[ $survey_id ] ?? self::survey_from( array() );
	}

	/**
	 * A stored survey state, completed.
	 *
	 * @param array<mixed> $stored Stored values.
	 * @return SurveyState
	 */
	private static function survey_from( array $stored ): array {
		$at = $stored['at'] ?? null;
		return array(
			'analysed'     => (int) ( $stored['analysed'] ?? 0 ),
			'suggested_at' => (int) ( $stored['suggested_at'] ?? 0 ),
			'matched'      => (string) ( $stored['matched'] ?? '' ),
			'matching'     => (string) ( $stored['matching'] ?? '' ),
			'at'           => is_array( $at ) ? array( (int) ( $at[0] ?? -2 ), (int) ( $at[1] ?? 0 ) ) : null,
		);
	}
}
