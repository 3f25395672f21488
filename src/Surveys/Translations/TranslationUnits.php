<?php
/**
 * A survey's texts in one language, one unit per text, as a translator's file lists them.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Surveys\Recall;

/**
 * The texts a visitor reads, in the order the survey shows them, as the builder's Languages card
 * counts them: the title, each question's title and its other texts (QuestionTexts: each option,
 * a matrix's rows, the alt text of each image, a scale's end words and a consent's wording when
 * the owner gave them), the thank-you message when the survey shows one, and the widget's Next,
 * Skip and toggle texts. Ids are stable across exports (`question.{question id}.option.{n}`,
 * `….row.{n}`, `….alt.{n}`, n from 1; `….min_label`), so a file comes back to the texts it was
 * made from whatever the translator's tool did to its order.
 */
final class TranslationUnits {

	/** A question's list (QuestionTexts::lists()) => the word in its units' ids. */
	private const UNIT_KEYS = array(
		'options' => 'option',
		'rows'    => 'row',
		'alts'    => 'alt',
	);

	/**
	 * Constructor.
	 *
	 * @param WidgetTheming $theming The widget's texts as the survey shows them.
	 */
	public function __construct( private readonly WidgetTheming $theming ) {
	}

	/**
	 * The units of a survey in one of its languages, by id.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param string               $locale One of its translations.
	 * @return array<string, TranslationUnit>
	 */
	public function of( array $survey, string $locale ): array {
		$questions = (array) $survey['questions'];
		$fitted    = ( new TranslationsNormalizer() )->fit( (array) ( $survey['translations'] ?? array() ), $questions );
		$texts     = $fitted[ $locale ] ?? array();
		$max       = TranslationsValidator::MAX_LENGTHS;

		$units = array( $this->unit( 'title', (string) $survey['title'], (string) ( $texts['title'] ?? '' ), __( 'The survey’s title: the name of the survey panel, read out by screen readers.', 'userfeedback' ), $max['title'] ) );
		foreach ( array_values( $questions ) as $i => $question ) {
			$id    = (string) $question['id'];
			$entry = (array) ( $texts['questions'][ $id ] ?? array() );
			/* translators: %d: question number. */
			$note = sprintf( __( 'Question %d: what the visitor is asked.', 'userfeedback' ), $i + 1 );
			if ( array() !== Recall::parse( (string) $question['title'] ) ) {
				// A recall is filled in for the visitor; a changed one is refused on import.
				$note .= ' ' . __( 'Keep each {{answer:…}} and {{field:…}} exactly as written; only the text after | (shown when the answer is empty) may be translated.', 'userfeedback' );
			}
			$units[] = $this->unit( "question.{$id}.title", (string) $question['title'], (string) ( $entry['title'] ?? '' ), $note, $max['question_title'] );
			foreach ( QuestionTexts::lists( $question ) as $key => $originals ) {
				foreach ( $originals as $n => $original ) {
					// An alt text names an image: without one there is nothing to translate.
					if ( 'alts' === $key && ! QuestionTexts::has_image( $question, $n ) ) {
						continue;
					}
					$units[] = $this->unit( "question.{$id}." . self::UNIT_KEYS[ $key ] . '.' . ( $n + 1 ), $original, (string) ( $entry[ $key ][ $n ] ?? '' ), self::item_note( $key, $n, count( $originals ), $i ), $max[ QuestionTexts::MAX_KEYS[ $key ] ] );
				}
			}
			foreach ( QuestionTexts::labels( $question ) as $key => $original ) {
				// Left empty, the widget's own words show, translated with the plugin.
				if ( '' !== $original ) {
					$units[] = $this->unit( "question.{$id}.{$key}", $original, (string) ( $entry[ $key ] ?? '' ), self::label_note( $key, $i ), $max['label'] );
				}
			}
		}
		if ( 'message' === ( $survey['settings']['thank_you']['type'] ?? 'message' ) ) {
			$units[] = $this->unit( 'thank_you_message', (string) ( $survey['settings']['thank_you']['message'] ?? '' ), (string) ( $texts['thank_you_message'] ?? '' ), __( 'The thank-you message, shown after the last question. It may span several lines.', 'userfeedback' ), $max['thank_you_message'], true );
		}
		$widget  = $this->widget_texts( $survey );
		$units[] = $this->unit( 'next_text', $widget['next_text'], (string) ( $texts['next_text'] ?? '' ), __( 'The button that goes on to the next question.', 'userfeedback' ), $max['next_text'] );
		$units[] = $this->unit( 'skip_text', $widget['skip_text'], (string) ( $texts['skip_text'] ?? '' ), __( 'The button that skips a question.', 'userfeedback' ), $max['skip_text'] );
		$units[] = $this->unit( 'widget_toggle_text', $widget['widget_toggle_text'], (string) ( $texts['widget_toggle_text'] ?? '' ), __( 'The text on the tab that opens the survey. It may be empty: the tab then shows only its icon.', 'userfeedback' ), $max['widget_toggle_text'] );

		$by_id = array();
		foreach ( $units as $unit ) {
			$by_id[ $unit->id ] = $unit;
		}
		return $by_id;
	}

	/**
	 * A language's texts with the text of one unit replaced, or null when the id names no text
	 * of the survey (a question since removed, an option beyond the question's last).
	 *
	 * @param array<string, mixed>             $texts     A language's texts (TranslationsNormalizer's shape).
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @param string                           $id        The unit's id.
	 * @param string                           $value     Its new text.
	 * @return array<string, mixed>|null
	 */
	public static function with( array $texts, array $questions, string $id, string $value ): ?array {
		if ( in_array( $id, TranslationsNormalizer::TEXTS, true ) ) {
			$texts[ $id ] = $value;
			return $texts;
		}
		if ( 1 !== preg_match( '/^question\.(.+)\.(title|min_label|max_label|consent_label|(option|row|alt)\.([1-9]\d{0,3}))$/sD', $id, $match ) ) {
			return null;
		}
		foreach ( $questions as $question ) {
			if ( (string) $question['id'] !== $match[1] ) {
				continue;
			}
			$what = $match[2];
			if ( 'title' === $what || array_key_exists( $what, QuestionTexts::labels( $question ) ) ) {
				$texts['questions'][ $match[1] ][ $what ] = $value;
				return $texts;
			}
			$key   = (string) array_search( $match[3] ?? '', self::UNIT_KEYS, true );
			$items = QuestionTexts::lists( $question )[ $key ] ?? array();
			$n     = (int) ( $match[4] ?? 0 ) - 1;
			if ( $n < 0 || $n >= count( $items ) ) {
				return null;
			}
			$texts['questions'][ $match[1] ][ $key ]       = array_replace( array_fill( 0, count( $items ), '' ), (array) ( $texts['questions'][ $match[1] ][ $key ] ?? array() ) );
			$texts['questions'][ $match[1] ][ $key ][ $n ] = $value;
			return $texts;
		}
		return null;
	}

	/**
	 * What a translator is told of one item of a question's list.
	 *
	 * @param string $key      options, rows or alts.
	 * @param int    $n        The item's place (from 0).
	 * @param int    $count    How many there are.
	 * @param int    $question The question's place (from 0).
	 * @return string
	 */
	private static function item_note( string $key, int $n, int $count, int $question ): string {
		switch ( $key ) {
			case 'rows':
				/* translators: 1: row number, 2: number of rows, 3: question number. */
				return sprintf( __( 'Row %1$d of %2$d of the matrix of question %3$d. Each row needs a text of its own: answers are matched back to the row by their text.', 'userfeedback' ), $n + 1, $count, $question + 1 );
			case 'alts':
				/* translators: 1: option number, 2: question number. */
				return sprintf( __( 'Alt text of the image of option %1$d of question %2$d: what a screen reader says of the picture.', 'userfeedback' ), $n + 1, $question + 1 );
			default:
				/* translators: 1: option number, 2: number of options, 3: question number. */
				return sprintf( __( 'Answer option %1$d of %2$d of question %3$d. Each option needs a text of its own: answers are matched back to the option by their text.', 'userfeedback' ), $n + 1, $count, $question + 1 );
		}
	}

	/**
	 * What a translator is told of a question's single text.
	 *
	 * @param string $key      min_label, max_label or consent_label.
	 * @param int    $question The question's place (from 0).
	 * @return string
	 */
	private static function label_note( string $key, int $question ): string {
		switch ( $key ) {
			case 'min_label':
				/* translators: %d: question number. */
				return sprintf( __( 'The words at the low end of the scale of question %d.', 'userfeedback' ), $question + 1 );
			case 'max_label':
				/* translators: %d: question number. */
				return sprintf( __( 'The words at the high end of the scale of question %d.', 'userfeedback' ), $question + 1 );
			default:
				/* translators: %d: question number. */
				return sprintf( __( 'What the visitor agrees to by ticking the box of question %d.', 'userfeedback' ), $question + 1 );
		}
	}

	/**
	 * The widget's Next, Skip and toggle texts as visitors of the survey's own language read them:
	 * the survey's or the site's, else the widget's default words in that language (when WordPress
	 * has it installed).
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return array{next_text: string, skip_text: string, widget_toggle_text: string}
	 */
	private function widget_texts( array $survey ): array {
		$switched = switch_to_locale( SurveyInLanguage::own( $survey ) );
		$theming  = $this->theming->for_survey( $survey, false );
		if ( $switched ) {
			restore_previous_locale();
		}
		return array(
			'next_text'          => $theming['next_text'],
			'skip_text'          => $theming['skip_text'],
			'widget_toggle_text' => $theming['widget_toggle_text'],
		);
	}

	/**
	 * One unit.
	 *
	 * @param string $id        Its id.
	 * @param string $source    The survey's own text.
	 * @param string $target    The language's.
	 * @param string $note      What it is.
	 * @param int    $max       Its longest.
	 * @param bool   $multiline Whether it may hold line breaks.
	 * @return TranslationUnit
	 */
	private function unit( string $id, string $source, string $target, string $note, int $max, bool $multiline = false ): TranslationUnit {
		return new TranslationUnit( $id, $source, $target, $note, $max, $multiline );
	}
}
