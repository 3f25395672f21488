<?php
/**
 * The plugin's action hooks for integrations.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Events;

/**
 * Every action an integration listens to, fired in one place so each has one documented
 * signature (docs/hooks.md lists them all). Each fires after its write has committed: a listener
 * that reads the database sees the change, and a failing listener cannot undo it. Bulk changes
 * fire once per survey or response, so a listener handles one thing at a time.
 */
final class Actions {

	/**
	 * A survey was created or saved from the builder or over REST.
	 *
	 * @param array<string, mixed> $survey  The stored survey (as GET surveys/{id} returns it).
	 * @param bool                 $created Whether the save created it.
	 * @return void
	 */
	public static function survey_saved( array $survey, bool $created ): void {
		/**
		 * Fires after a survey is saved (created or replaced), once the write has committed.
		 *
		 * @since 0.1.0
		 *
		 * @param int                  $survey_id The survey id.
		 * @param array<string, mixed> $survey    The stored survey.
		 * @param bool                 $created   Whether this save created the survey.
		 */
		do_action( 'userfeedback_survey_saved', (int) $survey['id'], $survey, $created );
	}

	/**
	 * Surveys went from draft (or new) to published. A survey already published and saved again
	 * is not published again.
	 *
	 * @param int[] $survey_ids The survey ids.
	 * @return void
	 */
	public static function surveys_published( array $survey_ids ): void {
		foreach ( $survey_ids as $survey_id ) {
			/**
			 * Fires after a survey is published (it may be scheduled to go live later: see its
			 * publish_at).
			 *
			 * @since 0.1.0
			 *
			 * @param int $survey_id The survey id.
			 */
			do_action( 'userfeedback_survey_published', (int) $survey_id );
		}
	}

	/**
	 * Surveys were moved to the Trash.
	 *
	 * @param int[] $survey_ids The survey ids.
	 * @return void
	 */
	public static function surveys_trashed( array $survey_ids ): void {
		foreach ( $survey_ids as $survey_id ) {
			/**
			 * Fires after a survey is moved to the Trash.
			 *
			 * @since 0.1.0
			 *
			 * @param int $survey_id The survey id.
			 */
			do_action( 'userfeedback_survey_trashed', (int) $survey_id );
		}
	}

	/**
	 * Surveys were restored from the Trash (as drafts).
	 *
	 * @param int[] $survey_ids The survey ids.
	 * @return void
	 */
	public static function surveys_restored( array $survey_ids ): void {
		foreach ( $survey_ids as $survey_id ) {
			/**
			 * Fires after a survey is restored from the Trash; it comes back as a draft.
			 *
			 * @since 0.1.0
			 *
			 * @param int $survey_id The survey id.
			 */
			do_action( 'userfeedback_survey_restored', (int) $survey_id );
		}
	}

	/**
	 * Surveys were deleted for good, with their responses.
	 *
	 * @param int[] $survey_ids The survey ids.
	 * @return void
	 */
	public static function surveys_deleted( array $survey_ids ): void {
		foreach ( $survey_ids as $survey_id ) {
			/**
			 * Fires after a survey is deleted for good. Its responses went with it; no
			 * userfeedback_response_deleted fires for them.
			 *
			 * @since 0.1.0
			 *
			 * @param int $survey_id The survey id.
			 */
			do_action( 'userfeedback_survey_deleted', (int) $survey_id );
		}
	}

	/**
	 * A visitor's response was stored.
	 *
	 * @param int $response_id The response id.
	 * @param int $survey_id   The survey id.
	 * @return void
	 */
	public static function response_submitted( int $response_id, int $survey_id ): void {
		/**
		 * Fires after a visitor's response is stored, in the visitor's request: keep listeners
		 * quick (queue slow work). Not fired for responses imported from UserFeedback 1.x.
		 *
		 * @since 0.1.0
		 *
		 * @param int $response_id The response id.
		 * @param int $survey_id   The survey id.
		 */
		do_action( 'userfeedback_response_submitted', $response_id, $survey_id );
	}

	/**
	 * Responses were moved to the Trash.
	 *
	 * @param int[] $response_ids The response ids.
	 * @param int   $survey_id    Their survey.
	 * @return void
	 */
	public static function responses_trashed( array $response_ids, int $survey_id ): void {
		foreach ( $response_ids as $response_id ) {
			/**
			 * Fires after a response is moved to the Trash (it no longer counts in results).
			 *
			 * @since 0.1.0
			 *
			 * @param int $response_id The response id.
			 * @param int $survey_id   The survey id.
			 */
			do_action( 'userfeedback_response_trashed', (int) $response_id, $survey_id );
		}
	}

	/**
	 * Responses were restored from the Trash.
	 *
	 * @param int[] $response_ids The response ids.
	 * @param int   $survey_id    Their survey.
	 * @return void
	 */
	public static function responses_restored( array $response_ids, int $survey_id ): void {
		foreach ( $response_ids as $response_id ) {
			/**
			 * Fires after a response is restored from the Trash.
			 *
			 * @since 0.1.0
			 *
			 * @param int $response_id The response id.
			 * @param int $survey_id   The survey id.
			 */
			do_action( 'userfeedback_response_restored', (int) $response_id, $survey_id );
		}
	}

	/**
	 * Responses were deleted for good (Trash → Delete Permanently, a personal-data erasure, the
	 * retention period). Anonymised responses are not deleted and fire nothing.
	 *
	 * @param int[] $response_ids The response ids.
	 * @param int   $survey_id    Their survey.
	 * @return void
	 */
	public static function responses_deleted( array $response_ids, int $survey_id ): void {
		foreach ( $response_ids as $response_id ) {
			/**
			 * Fires after a response is deleted for good. Only its id is left.
			 *
			 * @since 0.1.0
			 *
			 * @param int $response_id The response id.
			 * @param int $survey_id   The survey id.
			 */
			do_action( 'userfeedback_response_deleted', (int) $response_id, $survey_id );
		}
	}
}
