<?php
/**
 * What a survey's translations may not be.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\TypeSettings;

/**
 * Errors keyed by field path (`translations.fr_FR.questions.q1.options`), as SurveyValidator's:
 * the builder shows each under its field. A text left empty is not an error (the visitor reads
 * the survey's own text instead); a text longer than its field in the survey's own language, an
 * option list (or a matrix's rows, an image choice's alt texts) that does not give one text per
 * item, or two options (two rows) that would read the same (an answer is matched back to its
 * option, and a matrix answer's row to its row, by its text) are.
 */
final class TranslationsValidator {

	/** Languages besides the survey's own. */
	public const MAX_LANGUAGES = 20;

	/** The longest text of each field, as in the survey's own language (SurveySchema). */
	public const MAX_LENGTHS = array(
		'title'              => SurveyDefaults::MAX_TITLE_LENGTH,
		'thank_you_message'  => 2000,
		'next_text'          => 255,
		'skip_text'          => 255,
		'widget_toggle_text' => 255,
		'question_title'     => 1000,
		'option'             => 500,
		'row'                => TypeSettings::MAX_ROW,
		'alt'                => TypeSettings::MAX_ALT,
		'label'              => TypeSettings::MAX_LABEL,
	);

	/**
	 * Errors, by field path.
	 *
	 * @param array<string, array<string, mixed>> $translations Normalised translations.
	 * @param array<int, array<string, mixed>>    $questions    The survey's normalised questions.
	 * @param string                              $language     The survey's own language.
	 * @return array<string, string>
	 */
	public function errors( array $translations, array $questions, string $language ): array {
		$errors = array();
		if ( count( $translations ) > self::MAX_LANGUAGES ) {
			/* translators: %d: maximum number of languages. */
			$errors['translations'] = sprintf( __( 'A survey can have at most %d languages besides its own.', 'userfeedback' ), self::MAX_LANGUAGES );
		}
		foreach ( $translations as $locale => $texts ) {
			$path = "translations.{$locale}";
			if ( ! Locale::is_valid( $locale ) ) {
				/* translators: %s: what was given as a language code. */
				$errors[ $path ] = sprintf( __( '“%s” is not a WordPress language code (such as fr_FR).', 'userfeedback' ), $locale );
				continue;
			}
			if ( $locale === $language ) {
				/* translators: %s: a language code such as fr_FR. */
				$errors[ $path ] = sprintf( __( '%s is the survey’s own language: its texts are the survey’s.', 'userfeedback' ), $locale );
				continue;
			}
			foreach ( TranslationsNormalizer::TEXTS as $key ) {
				$this->length( $errors, "{$path}.{$key}", (string) $texts[ $key ], self::MAX_LENGTHS[ $key ], $locale );
			}
			foreach ( $questions as $question ) {
				$id    = (string) $question['id'];
				$entry = $texts['questions'][ $id ] ?? array();
				$this->length( $errors, "{$path}.questions.{$id}.title", (string) ( $entry['title'] ?? '' ), self::MAX_LENGTHS['question_title'], $locale );
				foreach ( QuestionTexts::lists( $question ) as $key => $originals ) {
					if ( array_key_exists( $key, $entry ) ) {
						$this->items( $errors, "{$path}.questions.{$id}.{$key}", $key, (array) $entry[ $key ], $originals, $locale );
					}
				}
				foreach ( array_keys( QuestionTexts::labels( $question ) ) as $key ) {
					$this->length( $errors, "{$path}.questions.{$id}.{$key}", (string) ( $entry[ $key ] ?? '' ), self::MAX_LENGTHS['label'], $locale );
				}
			}
		}
		return $errors;
	}

	/**
	 * A text longer than its field allows.
	 *
	 * @param array<string, string> $errors The errors so far.
	 * @param string                $path   The field's path.
	 * @param string                $text   The text.
	 * @param int                   $max    Its longest.
	 * @param string                $locale Its language.
	 */
	private function length( array &$errors, string $path, string $text, int $max, string $locale ): void {
		if ( mb_strlen( $text ) > $max ) {
			/* translators: 1: a language code such as fr_FR, 2: maximum number of characters. */
			$errors[ $path ] = sprintf( __( 'In %1$s this text can be at most %2$d characters long.', 'userfeedback' ), $locale, $max );
		}
	}

	/**
	 * A question's list of texts in a language (options, matrix rows, alt texts): one text per
	 * item, each within its length, and — for options and rows, which name an answer — no two
	 * reading the same once the untranslated ones read as the original.
	 *
	 * @param array<string, string> $errors     The errors so far.
	 * @param string                $path       The field's path.
	 * @param string                $key        The list: options, rows or alts.
	 * @param mixed[]               $translated The texts in the language.
	 * @param string[]              $originals  The texts in the survey's own language.
	 * @param string                $locale     The language.
	 */
	private function items( array &$errors, string $path, string $key, array $translated, array $originals, string $locale ): void {
		$count = count( $originals );
		if ( count( $translated ) !== $count ) {
			switch ( $key ) {
				case 'rows':
					/* translators: 1: a language code such as fr_FR, 2: number of rows. */
					$message = _n( 'In %1$s give %2$d row text, for the matrix’s row, or leave it empty to use the original.', 'In %1$s give %2$d row texts, one for each of the matrix’s rows in the same order; leave one empty to use the original.', $count, 'userfeedback' );
					break;
				case 'alts':
					/* translators: 1: a language code such as fr_FR, 2: number of options. */
					$message = _n( 'In %1$s give %2$d alt text, for the option’s image, or leave it empty to use the original.', 'In %1$s give %2$d alt texts, one for each option’s image in the same order; leave one empty to use the original.', $count, 'userfeedback' );
					break;
				default:
					/* translators: 1: a language code such as fr_FR, 2: number of options. */
					$message = _n( 'In %1$s give %2$d option text, for the question’s option, or leave it empty to use the original.', 'In %1$s give %2$d option texts, one for each of the question’s options in the same order; leave one empty to use the original.', $count, 'userfeedback' );
			}
			$errors[ $path ] = sprintf( $message, $locale, $count );
			return;
		}
		foreach ( $translated as $i => $text ) {
			$this->length( $errors, "{$path}.{$i}", (string) $text, self::MAX_LENGTHS[ QuestionTexts::MAX_KEYS[ $key ] ], $locale );
		}
		if ( 'alts' === $key ) {
			return;
		}
		$read = SurveyInLanguage::options( $originals, $translated );
		$same = array_diff_assoc( $read, array_unique( $read ) );
		if ( array() !== $same ) {
			$errors[ $path ] = 'rows' === $key
				/* translators: 1: a language code such as fr_FR, 2: a matrix row's text. */
				? sprintf( __( 'In %1$s two rows read “%2$s”: each row needs a text of its own.', 'userfeedback' ), $locale, (string) reset( $same ) )
				/* translators: 1: a language code such as fr_FR, 2: an option's text. */
				: sprintf( __( 'In %1$s two options read “%2$s”: each option needs a text of its own.', 'userfeedback' ), $locale, (string) reset( $same ) );
		}
	}
}
