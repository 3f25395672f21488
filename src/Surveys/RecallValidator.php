<?php
/**
 * Which recalls a survey's question titles may hold.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * A title may recall (Recall) the answer to an earlier question of a recallable type
 * (SurveyDefaults::RECALL_SOURCE_TYPES) or one of the survey's hidden fields; never itself or a
 * later question, which the visitor has not reached. A translated title is held to the same rules
 * as the title it translates. Errors are keyed by the title's field path, as SurveyValidator's.
 */
final class RecallValidator {

	/**
	 * Errors, by field path.
	 *
	 * @param array<int, array<string, mixed>>    $questions    Normalised questions, in order.
	 * @param array<string, array<string, mixed>> $translations Normalised translations.
	 * @param array<string, mixed>                $settings     Normalised settings (their hidden fields).
	 * @return array<string, string>
	 */
	public function errors( array $questions, array $translations, array $settings ): array {
		$fields = array();
		foreach ( (array) ( $settings['hidden_fields'] ?? array() ) as $field ) {
			if ( is_array( $field ) && isset( $field['name'] ) && is_scalar( $field['name'] ) ) {
				$fields[ (string) $field['name'] ] = true;
			}
		}
		$errors  = array();
		$earlier = array();
		foreach ( array_values( $questions ) as $index => $question ) {
			$id    = (string) $question['id'];
			$error = $this->title_error( (string) $question['title'], $earlier, $fields );
			if ( null !== $error ) {
				$errors[ "questions.{$index}.title" ] = $error;
			}
			foreach ( $translations as $locale => $texts ) {
				$title = $texts['questions'][ $id ]['title'] ?? '';
				$error = is_string( $title ) ? $this->title_error( $title, $earlier, $fields ) : null;
				if ( null !== $error ) {
					$errors[ "translations.{$locale}.questions.{$id}.title" ] = $error;
				}
			}
			$earlier[ $id ] = (string) $question['type'];
		}
		return $errors;
	}

	/**
	 * Errors in texts sent once every answer is in (the follow-up e-mail's subject and body): as a
	 * title's, except that any question of the survey may be recalled, earlier or not.
	 *
	 * @param array<string, string>            $texts     Texts by field path.
	 * @param array<int, array<string, mixed>> $questions Normalised questions.
	 * @param array<string, mixed>             $settings  Normalised settings (their hidden fields).
	 * @return array<string, string>
	 */
	public function after_answers_errors( array $texts, array $questions, array $settings ): array {
		$fields = array();
		foreach ( (array) ( $settings['hidden_fields'] ?? array() ) as $field ) {
			if ( is_array( $field ) && isset( $field['name'] ) && is_scalar( $field['name'] ) ) {
				$fields[ (string) $field['name'] ] = true;
			}
		}
		$all = array();
		foreach ( $questions as $question ) {
			$all[ (string) $question['id'] ] = (string) $question['type'];
		}
		$errors = array();
		foreach ( $texts as $path => $text ) {
			$error = $this->title_error( $text, $all, $fields );
			if ( null !== $error ) {
				$errors[ $path ] = $error;
			}
		}
		return $errors;
	}

	/**
	 * The first problem of one title's recalls.
	 *
	 * @param string                $title   The title.
	 * @param array<string, string> $earlier Id => type of the questions before it.
	 * @param array<string, true>   $fields  The survey's hidden field names.
	 * @return string|null
	 */
	private function title_error( string $title, array $earlier, array $fields ): ?string {
		if ( Recall::has_broken( $title ) ) {
			return __( 'Write a recall as {{answer:QUESTION_ID}} or {{field:NAME}}, with an optional fallback after a bar: {{answer:q1|your score}}.', 'userfeedback' );
		}
		foreach ( Recall::parse( $title ) as $recall ) {
			$ref = $recall['ref'];
			if ( mb_strlen( $recall['fallback'] ) > SurveyDefaults::MAX_RECALL_FALLBACK ) {
				/* translators: %d: maximum number of characters. */
				return sprintf( __( 'A recall’s fallback text can be at most %d characters long.', 'userfeedback' ), SurveyDefaults::MAX_RECALL_FALLBACK );
			}
			if ( 'field' === $recall['kind'] ) {
				if ( ! isset( $fields[ $ref ] ) ) {
					/* translators: %s: the name given. */
					return sprintf( __( '“%s” is not one of the survey’s hidden fields.', 'userfeedback' ), $ref );
				}
				continue;
			}
			if ( ! isset( $earlier[ $ref ] ) ) {
				/* translators: %s: the question id given. */
				return sprintf( __( '“%s” is not an earlier question: a question can only recall the answer to a question before it.', 'userfeedback' ), $ref );
			}
			if ( ! in_array( $earlier[ $ref ], SurveyDefaults::RECALL_SOURCE_TYPES, true ) ) {
				/* translators: %s: the question id given. */
				return sprintf( __( 'The answer to “%s” cannot be recalled: a matrix or consent answer has no short form.', 'userfeedback' ), $ref );
			}
		}
		return null;
	}
}
