<?php
/**
 * Whether a language is one a survey is translated into.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

/**
 * A translator's file is for one of the survey's translations: never its own language (its texts
 * are the survey's) and never a language not added yet (adding one is the builder's choice, with
 * the licence it needs).
 */
final class TranslatedLanguage {

	/**
	 * Null when the survey has a translation into the locale, else the refusal.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param string               $locale The language asked for.
	 * @return \WP_Error|null
	 */
	public static function refusal( array $survey, string $locale ): ?\WP_Error {
		if ( SurveyInLanguage::own( $survey ) === $locale ) {
			return new \WP_Error(
				'userfeedback_translation_own_language',
				/* translators: %s: a language code such as en_US. */
				sprintf( __( '%s is the survey’s own language: its texts are the survey’s, with nothing to translate.', 'userfeedback' ), $locale ),
				array( 'status' => 400 )
			);
		}
		if ( ! array_key_exists( $locale, (array) ( $survey['translations'] ?? array() ) ) ) {
			return new \WP_Error(
				'userfeedback_translation_not_found',
				/* translators: %s: a language code such as fr_FR. */
				sprintf( __( 'This survey has no %s translation. Add the language on the builder’s Languages card first.', 'userfeedback' ), $locale ),
				array( 'status' => 404 )
			);
		}
		return null;
	}
}
