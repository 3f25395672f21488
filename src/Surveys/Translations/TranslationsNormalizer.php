<?php
/**
 * Brings a survey's translations into their one stored shape.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Surveys\SurveyNormalizer;

/**
 * A survey's texts in other languages, keyed by locale:
 * `{ fr_FR: { title, questions: { <question id>: { title, options, rows, alts, min_label,
 * max_label, consent_label } }, thank_you_message, next_text, skip_text, widget_toggle_text } }`
 * (a question has the keys of its type: QuestionTexts). Every text is there ('' when not
 * translated: the visitor then reads the survey's own text, text by text). Options, a matrix's
 * rows and an image choice's alt texts are the question's in the same order, one text for each.
 *
 * Like SurveyNormalizer it keeps what the validator must judge (a locale code that is not one,
 * an option list of the wrong length, text too long); it drops what no longer means anything:
 * the texts of a question the survey no longer has.
 */
final class TranslationsNormalizer {

	/** The texts of a language besides its questions: one line each, but the thank-you message. */
	public const TEXTS = array( 'title', 'thank_you_message', 'next_text', 'skip_text', 'widget_toggle_text' );

	/**
	 * Translations from input (the REST API, an import), judged afterwards by the validator.
	 *
	 * @param mixed                            $input     The translations.
	 * @param array<int, array<string, mixed>> $questions The survey's normalised questions.
	 * @return array<string, array<string, mixed>>
	 */
	public function normalize( $input, array $questions ): array {
		$translations = array();
		foreach ( is_array( $input ) ? $input : array() as $locale => $texts ) {
			$locale = substr( SurveyNormalizer::text( $locale ), 0, 40 );
			if ( '' !== $locale ) {
				$translations[ $locale ] = $this->language( is_array( $texts ) ? $texts : array(), $questions );
			}
		}
		return $translations;
	}

	/**
	 * Stored translations fitted to the survey's questions as they are now, when a save leaves
	 * the translations out: a list that no longer has one text per item (an option or a matrix
	 * row was added or removed without them) is dropped, so those items read in the survey's own
	 * language rather than under the wrong one.
	 *
	 * @param array<string, array<string, mixed>> $stored    The stored translations.
	 * @param array<int, array<string, mixed>>    $questions The survey's normalised questions.
	 * @return array<string, array<string, mixed>>
	 */
	public function fit( array $stored, array $questions ): array {
		$fitted = $this->normalize( $stored, $questions );
		foreach ( $fitted as $locale => $texts ) {
			foreach ( $questions as $question ) {
				$id = (string) $question['id'];
				foreach ( QuestionTexts::lists( $question ) as $key => $originals ) {
					$list = $texts['questions'][ $id ][ $key ] ?? null;
					if ( is_array( $list ) && count( $list ) !== count( $originals ) ) {
						$fitted[ $locale ]['questions'][ $id ][ $key ] = array_fill( 0, count( $originals ), '' );
					}
				}
			}
		}
		return $fitted;
	}

	/**
	 * One language's texts.
	 *
	 * @param array<string, mixed>             $input     The language's texts.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return array<string, mixed>
	 */
	private function language( array $input, array $questions ): array {
		$texts = array();
		foreach ( self::TEXTS as $key ) {
			$texts[ $key ] = 'thank_you_message' === $key ? SurveyNormalizer::paragraph( $input['thank_you_message'] ?? '' ) : SurveyNormalizer::text( $input[ $key ] ?? '' );
		}
		$given              = is_array( $input['questions'] ?? null ) ? $input['questions'] : array();
		$texts['questions'] = array();
		foreach ( $questions as $question ) {
			$id    = (string) $question['id'];
			$raw   = is_array( $given[ $id ] ?? null ) ? $given[ $id ] : array();
			$entry = array( 'title' => SurveyNormalizer::text( $raw['title'] ?? '' ) );
			foreach ( QuestionTexts::lists( $question ) as $key => $originals ) {
				$list          = is_array( $raw[ $key ] ?? null ) ? array_values( $raw[ $key ] ) : array();
				$entry[ $key ] = array() === $list
					? array_fill( 0, count( $originals ), '' )
					: array_map( array( SurveyNormalizer::class, 'text' ), $list );
			}
			foreach ( array_keys( QuestionTexts::labels( $question ) ) as $key ) {
				$entry[ $key ] = SurveyNormalizer::text( $raw[ $key ] ?? '' );
			}
			$texts['questions'][ $id ] = $entry;
		}
		return $texts;
	}
}
