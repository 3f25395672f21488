<?php
/**
 * Saving, duplicating and changing the status of surveys.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Surveys\Translations\TranslationsNormalizer;

use UserFeedback\Events\Actions;
use UserFeedback\Support\Time;

/**
 * The rules of spec §4 around the repository: a save is normalised, gated, validated and
 * stored; publishing incomplete questions saves a draft instead (a live survey's save is refused
 * instead: it is never taken offline by a save); bulk actions apply only to
 * surveys in a state the action makes sense for.
 */
final class SurveyService {

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository       $surveys    Survey rows.
	 * @param SurveyNormalizer       $normalizer Input to the stored shape.
	 * @param SurveyValidator        $validator  Spec §5 rules.
	 * @param SurveyGate             $gate       Edition, licence and add-on gates.
	 * @param AnalyticsTracking|null $tracking   The analytics-plugin tracking rule (spec §4), when applied.
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly SurveyNormalizer $normalizer, private readonly SurveyValidator $validator, private readonly SurveyGate $gate, private readonly ?AnalyticsTracking $tracking = null ) {
	}

	/**
	 * The fields a save of an existing survey must carry: the survey is replaced as a whole.
	 */
	public const WHOLE_SURVEY = array( 'title', 'questions', 'settings', 'notifications' );

	/**
	 * A stored survey as the builder reads it: tracking follows the analytics plugin (spec §4).
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return array<string, mixed>
	 */
	public function for_builder( array $survey ): array {
		return null === $this->tracking ? $survey : $this->tracking->apply( $survey );
	}

	/**
	 * The message returned when a publish request is saved as a draft (spec §4, §8).
	 *
	 * @return string
	 */
	public static function not_published_message(): string {
		return __( "The Survey can't be published: Some questions are missing options.", 'userfeedback' );
	}

	/**
	 * Saves a whole survey: creates it when `id` is empty, else replaces it.
	 *
	 * @param array<string, mixed> $input The survey object.
	 * @return array{survey: array<string, mixed>, message: string|null, question_errors: array<int, array{question_id: string, field: string, message: string}>}|\WP_Error
	 */
	public function save( array $input ) {
		$id       = (int) ( $input['id'] ?? 0 );
		$existing = null;
		if ( $id > 0 ) {
			$existing = $this->surveys->find( $id );
			if ( null === $existing ) {
				return self::not_found();
			}
			if ( 'trash' === $existing['status'] ) {
				return new \WP_Error( 'userfeedback_survey_trashed', __( 'This survey is in the Trash. Restore it before editing it.', 'userfeedback' ), array( 'status' => 400 ) );
			}
			// A save replaces the whole survey: a partial body would reset the missing parts to
			// their defaults (no questions, a draft) without a word, so it is refused instead.
			$missing = array_values( array_diff( self::WHOLE_SURVEY, array_keys( $input ) ) );
			if ( array() !== $missing ) {
				return self::incomplete( $missing );
			}
			// Left out, the status and schedule stay as stored (a rename does not unpublish).
			if ( ! array_key_exists( 'status', $input ) ) {
				$input['status']     = $existing['status'];
				$input['publish_at'] = $input['publish_at'] ?? Time::to_rest( $existing['publish_at'] );
			}
			$input = self::with_stored_priority( $input, $existing );
			// Left out, the language and the translations stay as stored (a client that knows
			// nothing of them does not erase them); the translations then follow the questions.
			$input['language'] ??= $existing['language'] ?? '';
		}

		$survey = $this->for_builder( $this->gate->reset( $this->normalizer->survey( $input ) ) );
		if ( null !== $existing && ! array_key_exists( 'translations', $input ) ) {
			$survey['translations'] = ( new TranslationsNormalizer() )->fit( (array) ( $existing['translations'] ?? array() ), $survey['questions'] );
		}
		if ( 'trash' === $survey['status'] ) {
			$survey['status'] = 'draft';
		}
		$errors = array_merge(
			$this->validator->errors( $survey ),
			$this->gate->refusals( $survey ),
			$this->gate->template_refusals( $survey, null === $existing ? null : (string) $existing['template'] ),
			$this->gate->translation_refusals( $survey, null === $existing ? array() : (array) ( $existing['translations'] ?? array() ) )
		);
		if ( array() !== $errors ) {
			return self::invalid( $errors );
		}

		$message         = null;
		$question_errors = $this->validator->question_errors( $survey['questions'] );
		if ( 'publish' === $survey['status'] && array() !== $question_errors ) {
			// A live (or scheduled) survey stays as visitors know it: a save never takes it
			// offline behind the owner's back. Publishing one that is not live yet keeps the
			// spec's rule: it is saved as a draft, with the message.
			if ( 'publish' === ( $existing['status'] ?? '' ) ) {
				return self::live_incomplete( $survey['questions'], $question_errors );
			}
			$survey['status'] = 'draft';
			$message          = self::not_published_message();
		}
		if ( 'draft' === $survey['status'] ) {
			// Spec §4: a draft is not scheduled.
			$survey['publish_at'] = null;
		}

		if ( $id > 0 ) {
			$saved = $this->surveys->update( $id, $survey );
		} else {
			$id    = $this->surveys->insert( $survey );
			$saved = $id > 0;
		}
		$stored = $saved ? $this->surveys->find( $id ) : null;
		if ( null === $stored ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The survey could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		Actions::survey_saved( $stored, null === $existing );
		if ( 'publish' === $stored['status'] && 'publish' !== ( $existing['status'] ?? '' ) ) {
			Actions::surveys_published( array( $id ) );
		}
		return array(
			'survey'          => $stored,
			'message'         => $message,
			'question_errors' => $question_errors,
		);
	}

	/**
	 * An update without `settings.behavior.priority` keeps the stored priority. The priority is
	 * also set by the surveys list's Display Order, so a builder that did not change it leaves it
	 * out rather than write back the number it loaded, which a newer order may have replaced.
	 * The behavior gate still applies afterwards (without the add-on the default is stored).
	 *
	 * @param array<string, mixed> $input    The survey object sent.
	 * @param array<string, mixed> $existing The stored survey.
	 * @return array<string, mixed>
	 */
	private static function with_stored_priority( array $input, array $existing ): array {
		if ( ! is_array( $input['settings'] ) ) {
			return $input;
		}
		$behavior = $input['settings']['behavior'] ?? array();
		if ( ! is_array( $behavior ) || array_key_exists( 'priority', $behavior ) ) {
			return $input;
		}
		$stored                        = $existing['settings']['behavior']['priority'] ?? 0;
		$behavior['priority']          = is_numeric( $stored ) ? (int) $stored : 0;
		$input['settings']['behavior'] = $behavior;
		return $input;
	}

	/**
	 * Copies a survey as a new draft titled "{title} (Copy)". Responses are not copied.
	 *
	 * @param int $id Survey id.
	 * @return int|\WP_Error The new id.
	 */
	public function duplicate( int $id ) {
		$source = $this->surveys->find( $id );
		if ( null === $source ) {
			return self::not_found();
		}
		$copy               = $this->normalizer->survey( $source );
		$copy['status']     = 'draft';
		$copy['publish_at'] = null;
		/* translators: %s: title of the survey being copied. */
		$copy['title'] = mb_substr( sprintf( __( '%s (Copy)', 'userfeedback' ), $copy['title'] ), 0, SurveyDefaults::MAX_TITLE_LENGTH );
		$new_id        = $this->surveys->insert( $copy );
		if ( $new_id <= 0 ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The survey could not be duplicated. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		return $new_id;
	}

	/**
	 * Publishes drafts (and keeps published surveys published). A survey whose questions are
	 * incomplete, or use question types this site may not use, is skipped with the reason.
	 *
	 * @param int[] $ids Survey ids.
	 * @return array{survey_ids: int[], skipped: array<int, array{id: int, message: string}>}
	 */
	public function publish( array $ids ): array {
		$publishable = array();
		$skipped     = array();
		$drafts      = array();
		foreach ( $this->surveys->find_many( $ids ) as $row ) {
			if ( 'trash' === $row['status'] ) {
				continue;
			}
			$survey           = $this->normalizer->survey( $row );
			$survey['status'] = 'publish';
			$refusals         = $this->gate->refusals( $survey );
			if ( array() !== $this->validator->question_errors( $survey['questions'] ) ) {
				$skipped[] = array(
					'id'      => (int) $row['id'],
					'message' => self::not_published_message(),
				);
			} elseif ( array() !== $refusals ) {
				$skipped[] = array(
					'id'      => (int) $row['id'],
					'message' => (string) reset( $refusals ),
				);
			} else {
				$publishable[] = (int) $row['id'];
				if ( 'draft' === $row['status'] ) {
					$drafts[] = (int) $row['id'];
				}
			}
		}
		$published = $this->surveys->set_status( $publishable, 'publish', array( 'draft', 'publish' ) );
		// Only those that were drafts went live now; the others were published already.
		Actions::surveys_published( array_values( array_intersect( $published, $drafts ) ) );
		return array(
			'survey_ids' => $published,
			'skipped'    => $skipped,
		);
	}

	/**
	 * Makes surveys drafts (clearing any schedule).
	 *
	 * @param int[] $ids Survey ids.
	 * @return int[] The ids changed.
	 */
	public function draft( array $ids ): array {
		return $this->surveys->set_status( $ids, 'draft', array( 'draft', 'publish' ) );
	}

	/**
	 * Moves surveys to the Trash.
	 *
	 * @param int[] $ids Survey ids.
	 * @return int[] The ids changed.
	 */
	public function trash( array $ids ): array {
		$trashed = $this->surveys->set_status( $ids, 'trash', array( 'draft', 'publish' ) );
		Actions::surveys_trashed( $trashed );
		return $trashed;
	}

	/**
	 * Restores trashed surveys as drafts, so nothing goes live again by accident.
	 *
	 * @param int[] $ids Survey ids.
	 * @return int[] The ids changed.
	 */
	public function restore( array $ids ): array {
		$restored = $this->surveys->set_status( $ids, 'draft', array( 'trash' ) );
		Actions::surveys_restored( $restored );
		return $restored;
	}

	/**
	 * Deletes trashed surveys for good, with their responses.
	 *
	 * @param int[] $ids Survey ids.
	 * @return int[] The ids deleted.
	 */
	public function delete( array $ids ): array {
		$deleted = $this->surveys->delete_trashed( $ids );
		Actions::surveys_deleted( $deleted );
		return $deleted;
	}

	/**
	 * The 404 for a survey that does not exist.
	 *
	 * @return \WP_Error
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'userfeedback_survey_not_found', __( 'Survey not found.', 'userfeedback' ), array( 'status' => 404 ) );
	}

	/**
	 * The 400 for a save of an existing survey that lacks part of it.
	 *
	 * @param string[] $missing The missing fields.
	 * @return \WP_Error
	 */
	private static function incomplete( array $missing ): \WP_Error {
		return new \WP_Error(
			'userfeedback_survey_incomplete',
			sprintf(
				/* translators: %s: the missing fields, e.g. "questions, settings". */
				__( 'Saving an existing survey replaces all of it, so the request must carry the whole survey. Missing: %s. Nothing was changed.', 'userfeedback' ),
				implode( ', ', $missing )
			),
			array(
				'status'  => 400,
				'missing' => $missing,
			)
		);
	}

	/**
	 * The refusal of a save that would leave a live survey with incomplete questions: nothing is
	 * stored, the survey stays live as it was, and the message names the first question and what
	 * it lacks (all of them in `question_errors`, as a refused publish carries them).
	 *
	 * @param array<int, array<string, mixed>>                                       $questions The questions sent.
	 * @param array<int, array{question_id: string, field: string, message: string}> $errors    SurveyValidator::question_errors().
	 * @return \WP_Error
	 */
	private static function live_incomplete( array $questions, array $errors ): \WP_Error {
		$first    = $errors[0];
		$position = 1 + (int) array_search( $first['question_id'], array_map( static fn( $question ): string => (string) ( $question['id'] ?? '' ), $questions ), true );
		return new \WP_Error(
			'userfeedback_live_survey_incomplete',
			sprintf(
				/* translators: 1: question number, 2: what it lacks, e.g. "Title is required". */
				__( 'Not saved: this survey is live, and question %1$d is not complete (%2$s). Visitors still see the survey as it was. Complete the question, or make the survey a draft first.', 'userfeedback' ),
				$position,
				$first['message']
			),
			array(
				'status'          => 400,
				'question_errors' => $errors,
			)
		);
	}

	/**
	 * A 400 in WordPress's own shape, naming every failing field.
	 *
	 * @param array<string, string> $errors Field path => message.
	 * @return \WP_Error
	 */
	private static function invalid( array $errors ): \WP_Error {
		$parts = array();
		foreach ( $errors as $field => $message ) {
			$parts[] = $field . ': ' . $message;
		}
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: each failing field with its message, e.g. "title: Title is required". */
			sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), implode( '; ', $parts ) ),
			array(
				'status' => 400,
				'params' => $errors,
			)
		);
	}
}
