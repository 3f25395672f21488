<?php
/**
 * The texts a question shows beyond its title, by type.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * What a visitor reads of a question besides its title, in one place for the translations'
 * normaliser, validator, units and the survey in a language:
 * - lists, one text per item in the question's order: the options (OPTION_TYPES), a matrix's
 *   rows (`settings.rows`), an image choice's alt texts (`settings.images[].alt`, one per option);
 * - single texts: a scale's end words (`min_label`, `max_label`), a consent's (`consent_label`).
 * A language keeps them under the same keys in `questions.<id>` (`rows`, `alts`, `min_label`…).
 * A matrix's rows, like the options, name an answer (its rows are the keys of a matrix answer),
 * so they are matched back to the survey's own by place.
 */
final class QuestionTexts {

	/** Single texts of each type, as its settings name them. */
	public const LABELS = array(
		'scale'   => array( 'min_label', 'max_label' ),
		'consent' => array( 'consent_label' ),
	);

	/** The longest text of each list item and label (TranslationsValidator::MAX_LENGTHS' key). */
	public const MAX_KEYS = array(
		'options'       => 'option',
		'rows'          => 'row',
		'alts'          => 'alt',
		'min_label'     => 'label',
		'max_label'     => 'label',
		'consent_label' => 'label',
	);

	/**
	 * The question's lists of texts in the survey's own language, by key.
	 *
	 * @param array<string, mixed> $question A stored question.
	 * @return array<string, string[]>
	 */
	public static function lists( array $question ): array {
		$type     = (string) ( $question['type'] ?? '' );
		$settings = is_array( $question['settings'] ?? null ) ? $question['settings'] : array();
		$lists    = array();
		if ( in_array( $type, SurveyDefaults::OPTION_TYPES, true ) ) {
			$lists['options'] = array_map( 'strval', array_values( (array) ( $question['config']['options'] ?? array() ) ) );
		}
		if ( 'matrix' === $type ) {
			$lists['rows'] = array_map( 'strval', array_values( (array) ( $settings['rows'] ?? array() ) ) );
		}
		if ( 'image-choice' === $type ) {
			$lists['alts'] = array_map( static fn( $image ): string => is_array( $image ) ? (string) ( $image['alt'] ?? '' ) : '', array_values( (array) ( $settings['images'] ?? array() ) ) );
		}
		return $lists;
	}

	/**
	 * The question's single texts in the survey's own language, by key ('' when the owner left
	 * the widget's words).
	 *
	 * @param array<string, mixed> $question A stored question.
	 * @return array<string, string>
	 */
	public static function labels( array $question ): array {
		$settings = is_array( $question['settings'] ?? null ) ? $question['settings'] : array();
		$labels   = array();
		foreach ( self::LABELS[ (string) ( $question['type'] ?? '' ) ] ?? array() as $key ) {
			$labels[ $key ] = (string) ( $settings[ $key ] ?? '' );
		}
		return $labels;
	}

	/**
	 * Whether an image choice's option has an image (its alt text is read only then).
	 *
	 * @param array<string, mixed> $question A stored question.
	 * @param int                  $index    The option's place.
	 * @return bool
	 */
	public static function has_image( array $question, int $index ): bool {
		$image = ( (array) ( $question['settings']['images'] ?? array() ) )[ $index ] ?? null;
		return is_array( $image ) && '' !== (string) ( $image['url'] ?? '' );
	}

	/**
	 * The question with its rows, alt texts and labels as a language reads them (each one not
	 * translated as in the survey's own language). Options are the caller's: conditions, jumps
	 * and answers follow them.
	 *
	 * @param array<string, mixed> $question A stored question.
	 * @param array<string, mixed> $entry    The language's texts of the question.
	 * @return array<string, mixed>
	 */
	public static function in( array $question, array $entry ): array {
		$lists = self::lists( $question );
		if ( isset( $lists['rows'] ) ) {
			$question['settings']['rows'] = SurveyInLanguage::options( $lists['rows'], (array) ( $entry['rows'] ?? array() ) );
		}
		if ( isset( $lists['alts'] ) ) {
			$alts = SurveyInLanguage::options( $lists['alts'], (array) ( $entry['alts'] ?? array() ) );
			foreach ( array_keys( (array) $question['settings']['images'] ) as $i ) {
				$question['settings']['images'][ $i ]['alt'] = $alts[ $i ] ?? '';
			}
		}
		foreach ( self::labels( $question ) as $key => $own ) {
			$text                         = $entry[ $key ] ?? '';
			$question['settings'][ $key ] = is_string( $text ) && '' !== trim( $text ) ? $text : $own;
		}
		return $question;
	}
}
