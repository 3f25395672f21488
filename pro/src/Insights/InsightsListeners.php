<?php
/**
 * Insights going with the responses and surveys they were read from.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Hookable;

/**
 * Sentiment and themes are derived from a person's words, so they go when the words go:
 * - `userfeedback_response_deleted` (Trash → Delete Permanently, a personal-data erasure set to
 *   delete, the retention period): the response's readings;
 * - `userfeedback_responses_anonymised` (a personal-data erasure set to anonymise): the same —
 *   the words are replaced, so what was read from them goes too, and the processor never reads
 *   '[removed]';
 * - `userfeedback_surveys_deleted` (the survey repository's, whoever deleted them): the surveys'
 *   readings, themes and revision options.
 * These fire after the change committed, whatever the edition: a site back on Lite keeps nothing
 * derived from erased words either.
 */
final class InsightsListeners implements Hookable {

	public function __construct( private readonly InsightStore $store, private readonly ThemesRevision $revisions ) {
	}

	public function add_hooks(): void {
		add_action( 'userfeedback_response_deleted', array( $this, 'responses_gone' ), 10, 1 );
		add_action( 'userfeedback_responses_anonymised', array( $this, 'responses_gone' ), 10, 1 );
		add_action( 'userfeedback_surveys_deleted', array( $this, 'surveys_deleted' ), 10, 1 );
	}

	/**
	 * Responses deleted or anonymised: their readings go.
	 *
	 * @param mixed $response_ids A response id or a list of them.
	 * @return void
	 */
	public function responses_gone( $response_ids ): void {
		$this->store->delete_for_responses( array_map( 'intval', (array) $response_ids ) );
	}

	/**
	 * Surveys deleted for good.
	 *
	 * @param mixed $survey_ids The survey ids.
	 * @return void
	 */
	public function surveys_deleted( $survey_ids ): void {
		foreach ( (array) $survey_ids as $survey_id ) {
			$this->store->delete_for_survey( (int) $survey_id );
			$this->revisions->forget( (int) $survey_id );
		}
	}
}
