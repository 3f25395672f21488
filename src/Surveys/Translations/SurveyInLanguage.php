<?php
/**
 * A survey as a visitor of one language reads it, and that visitor's answers as the survey's own.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * Texts fall back one by one: a text not translated reads in the survey's own language, so a
 * survey is never hidden for want of a translation. A choice is identified by its place in the
 * option list: the visitor's widget shows and sends the translated option, the server stores the
 * option in the survey's own language (canonical()), so every report counts one option once
 * whatever language it was answered in. A matrix's rows the same: shown translated, a matrix
 * answer's rows stored as the survey's own. Logic conditions and jumps on choices are translated
 * the same way, so the widget compares the texts it shows. A question's other texts (an image's
 * alt text, a scale's end words, a consent's wording) only show: QuestionTexts.
 */
final class SurveyInLanguage {

	/**
	 * The survey's languages: its own first, then those it is translated into.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return string[]
	 */
	public static function languages( array $survey ): array {
		return array_values( array_unique( array_merge( array( self::own( $survey ) ), array_map( 'strval', array_keys( self::map( $survey['translations'] ?? array() ) ) ) ) ) );
	}

	/**
	 * The survey's own language.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return string
	 */
	public static function own( array $survey ): string {
		$language = (string) ( $survey['language'] ?? '' );
		return Locale::is_valid( $language ) ? $language : Locale::site();
	}

	/**
	 * Which of the survey's languages a page in $wanted shows: the same locale, else one of the
	 * same language (a fr_CA page reads fr_FR, a page in the survey's own language before any
	 * other), else the survey's own.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param string               $wanted The page's locale.
	 * @return string
	 */
	public static function pick( array $survey, string $wanted ): string {
		$languages = self::languages( $survey );
		if ( in_array( $wanted, $languages, true ) ) {
			return $wanted;
		}
		foreach ( $languages as $language ) {
			if ( Locale::language( $language ) === Locale::language( $wanted ) ) {
				return $language;
			}
		}
		return $languages[0];
	}

	/**
	 * The survey with its texts in $locale, each untranslated one as in the survey's own language.
	 * The survey's own language (or one it does not have) gives it back as it is.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param string               $locale One of its languages.
	 * @return array<string, mixed>
	 */
	public static function in( array $survey, string $locale ): array {
		$texts = self::texts_of( $survey, $locale );
		if ( null === $texts || self::own( $survey ) === $locale ) {
			return $survey;
		}
		$survey['title'] = self::or_own( $texts['title'] ?? '', (string) $survey['title'] );
		$options         = array();
		foreach ( (array) $survey['questions'] as $i => $question ) {
			$id    = (string) $question['id'];
			$entry = is_array( $texts['questions'][ $id ] ?? null ) ? $texts['questions'][ $id ] : array();

			$question['title'] = self::or_own( $entry['title'] ?? '', (string) $question['title'] );
			$originals         = array_map( 'strval', (array) ( $question['config']['options'] ?? array() ) );
			if ( in_array( $question['type'], SurveyDefaults::OPTION_TYPES, true ) ) {
				$question['config']['options'] = self::options( $originals, (array) ( $entry['options'] ?? array() ) );
				$options[ $id ]                = array_combine( $originals, $question['config']['options'] );
				foreach ( (array) ( $question['jumps'] ?? array() ) as $j => $jump ) {
					$question['jumps'][ $j ]['value'] = self::translate_value( $jump['value'], $options[ $id ] );
				}
			}
			$question = QuestionTexts::in( $question, $entry );
			foreach ( (array) ( $question['logic']['conditions'] ?? array() ) as $c => $condition ) {
				$source = $options[ (string) $condition['question_id'] ] ?? null;
				if ( null !== $source ) {
					$question['logic']['conditions'][ $c ]['value'] = self::translate_value( $condition['value'], $source );
				}
			}
			$survey['questions'][ $i ] = $question;
		}
		$survey['settings']['thank_you']['message'] = self::or_own( $texts['thank_you_message'] ?? '', (string) ( $survey['settings']['thank_you']['message'] ?? '' ) );
		$survey['texts']                            = array_filter(
			array(
				'next_text'          => (string) ( $texts['next_text'] ?? '' ),
				'skip_text'          => (string) ( $texts['skip_text'] ?? '' ),
				'widget_toggle_text' => (string) ( $texts['widget_toggle_text'] ?? '' ),
			),
			static fn( string $text ): bool => '' !== $text
		);
		return $survey;
	}

	/**
	 * A visitor's answers in $locale with each choice as the survey's own option (the one in the
	 * same place). A value that is no option in $locale is left as it is, for the validator to
	 * refuse.
	 *
	 * @param array<string, mixed> $survey  A stored survey.
	 * @param string               $locale  The language the visitor answered in.
	 * @param mixed                $answers The answers as sent.
	 * @return mixed
	 */
	public static function canonical( array $survey, string $locale, $answers ) {
		if ( ! is_array( $answers ) || self::own( $survey ) === $locale || null === self::texts_of( $survey, $locale ) ) {
			return $answers;
		}
		$back = array();
		$rows = array();
		foreach ( (array) self::in( $survey, $locale )['questions'] as $i => $question ) {
			if ( in_array( $question['type'], SurveyDefaults::OPTION_TYPES, true ) ) {
				$own                              = array_map( 'strval', (array) $survey['questions'][ $i ]['config']['options'] );
				$back[ (string) $question['id'] ] = array_combine( $question['config']['options'], $own );
			}
			if ( 'matrix' === $question['type'] ) {
				$own                              = QuestionTexts::lists( (array) $survey['questions'][ $i ] )['rows'];
				$rows[ (string) $question['id'] ] = array_combine( array_map( 'strval', (array) $question['settings']['rows'] ), $own );
			}
		}
		foreach ( $answers as $a => $answer ) {
			$id  = is_array( $answer ) && is_scalar( $answer['question_id'] ?? null ) ? (string) $answer['question_id'] : null;
			$map = null === $id ? null : ( $back[ $id ] ?? null );
			if ( null !== $map && array_key_exists( 'value', $answer ) ) {
				$answers[ $a ]['value'] = self::translate_value( $answer['value'], $map );
			}
			// A matrix answer is keyed by its rows: each row as the survey's own row in its place.
			if ( null !== $id && isset( $rows[ $id ] ) && is_array( $answers[ $a ]['value'] ?? null ) ) {
				$keyed = array();
				foreach ( $answers[ $a ]['value'] as $row => $column ) {
					$keyed[ $rows[ $id ][ (string) $row ] ?? $row ] = $column;
				}
				$answers[ $a ]['value'] = $keyed;
			}
		}
		return $answers;
	}

	/**
	 * Options as read in a language: each translated text, or the original where there is none
	 * (or where the list does not give one text per option).
	 *
	 * @param string[] $originals  The options in the survey's own language.
	 * @param mixed[]  $translated The options in the language.
	 * @return string[]
	 */
	public static function options( array $originals, array $translated ): array {
		$translated = array_values( $translated );
		if ( count( $translated ) !== count( $originals ) ) {
			return array_values( $originals );
		}
		$read = array();
		foreach ( array_values( $originals ) as $i => $original ) {
			$read[] = self::or_own( $translated[ $i ], (string) $original );
		}
		return $read;
	}

	/**
	 * One language's texts, or null when the survey has none in it. The survey may come as
	 * stored (arrays) or as the REST API shows it (objects, so that JSON keeps them maps).
	 *
	 * @param array<string, mixed> $survey A survey.
	 * @param string               $locale The language.
	 * @return array<string, mixed>|null
	 */
	private static function texts_of( array $survey, string $locale ): ?array {
		$texts = self::map( $survey['translations'] ?? array() )[ $locale ] ?? null;
		if ( ! is_array( $texts ) && ! is_object( $texts ) ) {
			return null;
		}
		$texts              = self::map( $texts );
		$texts['questions'] = array_map( array( self::class, 'map' ), self::map( $texts['questions'] ?? array() ) );
		return $texts;
	}

	/**
	 * An array from an array or an object; anything else an empty one.
	 *
	 * @param mixed $value The value.
	 * @return array<mixed>
	 */
	private static function map( $value ): array {
		if ( is_object( $value ) ) {
			return get_object_vars( $value );
		}
		return is_array( $value ) ? $value : array();
	}

	/**
	 * A text, or the original when it is empty.
	 *
	 * @param mixed  $text The translated text.
	 * @param string $own  The survey's own.
	 * @return string
	 */
	private static function or_own( $text, string $own ): string {
		return is_string( $text ) && '' !== trim( $text ) ? $text : $own;
	}

	/**
	 * A condition's, a jump's or an answer's value (one text or a list) through a text map;
	 * what the map does not hold stays.
	 *
	 * @param mixed                 $value The value.
	 * @param array<string, string> $map   Text => text.
	 * @return mixed
	 */
	private static function translate_value( $value, array $map ) {
		if ( is_array( $value ) ) {
			return array_map( static fn( $one ) => is_string( $one ) ? ( $map[ $one ] ?? $one ) : $one, $value );
		}
		return is_string( $value ) ? ( $map[ $value ] ?? $value ) : $value;
	}
}
