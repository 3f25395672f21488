<?php
/**
 * The language an answer is read in.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * An answer is read in the language it was answered in (the response's `language`, recorded
 * since surveys have translations), else its survey's own language, else the site's. A survey's
 * state (available or not) is judged on its own language, else the site's.
 */
final class SurveyLocale {

	/**
	 * A survey's language.
	 *
	 * @param array<string, mixed> $survey The survey (its `language`).
	 * @return string
	 */
	public static function of_survey( array $survey ): string {
		$language = is_string( $survey['language'] ?? null ) ? $survey['language'] : '';
		return '' !== $language ? $language : get_locale();
	}

	/**
	 * An answer's language.
	 *
	 * @param string $response_language The response's `language` ('' when not recorded).
	 * @param string $survey_locale     of_survey() of its survey.
	 * @return string
	 */
	public static function of_answer( string $response_language, string $survey_locale ): string {
		return '' !== $response_language ? $response_language : $survey_locale;
	}
}
