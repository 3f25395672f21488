<?php
/**
 * An answer in words, for a summary's reader.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Reporting\TypeStats;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * One question's stored answer rows as a short line a model (or a person) reads without the
 * survey at hand: a score with its range and the words at its ends, a smiley with its face's
 * name, the options ticked, a matrix "row: column" per row, a ranking as the numbered order, a
 * day, a consent given. Read through AnswerValue, so every type reads as the API gives it.
 */
final class AnswerText {

	/**
	 * The answer in words; '' when there is none.
	 *
	 * @param array<string, mixed> $question The question (type and settings).
	 * @param string[]             $values   Its stored values for one response, in stored order.
	 * @return string
	 */
	public static function of( array $question, array $values ): string {
		if ( array() === $values ) {
			return '';
		}
		$answer = AnswerValue::of( $question, $values );
		$type   = (string) ( $question['type'] ?? '' );
		switch ( $type ) {
			case 'nps':
				/* translators: %s: the score given. */
				return sprintf( __( '%s out of 10', 'userfeedback' ), self::scalar( $answer ) );
			case 'star-rating':
				/* translators: %s: the stars given. */
				return sprintf( __( '%s out of 5 stars', 'userfeedback' ), self::scalar( $answer ) );
			case 'scale':
				return self::scale( $question, self::scalar( $answer ) );
			case 'smiley':
				return self::smiley( $question, self::scalar( $answer ) );
			case 'matrix':
				$rows = array();
				foreach ( (array) $answer as $row => $column ) {
					/* translators: 1: a matrix row, 2: the column chosen for it. */
					$rows[] = sprintf( __( '%1$s: %2$s', 'userfeedback' ), $row, $column );
				}
				return implode( '; ', $rows );
			case 'ranking':
				$places = array();
				foreach ( array_values( (array) $answer ) as $place => $option ) {
					$places[] = ( $place + 1 ) . '. ' . $option;
				}
				return implode( ', ', $places );
			case 'consent':
				return SurveyDefaults::CONSENT_VALUE === self::scalar( $answer ) ? __( 'Consent given', 'userfeedback' ) : '';
		}
		return is_array( $answer ) ? implode( ', ', array_map( 'strval', $answer ) ) : (string) $answer;
	}

	/**
	 * What a question's answers are, said once beside its title: a scale's range and end words,
	 * a smiley's faces; '' for the others (their answers say it themselves).
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string
	 */
	public static function kind( array $question ): string {
		$range = TypeStats::range( $question );
		if ( null === $range ) {
			return 'nps' === ( $question['type'] ?? '' ) ? __( 'NPS, 1 to 10', 'userfeedback' ) : '';
		}
		if ( 'smiley' === $question['type'] ) {
			/* translators: %d: number of faces. */
			return sprintf( __( 'smiley faces, 1 (saddest) to %d (happiest)', 'userfeedback' ), $range[1] );
		}
		$ends = self::scale_ends( $question );
		/* translators: 1: lowest score, 2: its words, 3: highest score, 4: its words. */
		return '' === $ends[0] ? sprintf( __( 'scale %1$d to %2$d', 'userfeedback' ), $range[0], $range[1] ) : sprintf( __( 'scale %1$d (%2$s) to %3$d (%4$s)', 'userfeedback' ), $range[0], $ends[0], $range[1], $ends[1] );
	}

	/**
	 * A scale's score with its range.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string               $score    The score.
	 * @return string
	 */
	private static function scale( array $question, string $score ): string {
		$range = TypeStats::range( $question ) ?? array( 0, 10 );
		/* translators: 1: score given, 2: lowest score, 3: highest score. */
		return sprintf( __( '%1$s on %2$d–%3$d', 'userfeedback' ), $score, $range[0], $range[1] );
	}

	/**
	 * A smiley's face: its place and the name the widget gives it.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string               $face     The face chosen (1 saddest).
	 * @return string
	 */
	private static function smiley( array $question, string $face ): string {
		$faces = TypeStats::range( $question )[1] ?? 5;
		$texts = WidgetBootstrap::texts();
		$names = 3 === $faces ? array( $texts['unhappy'], $texts['neutral'], $texts['happy'] ) : array( $texts['veryUnhappy'], $texts['unhappy'], $texts['neutral'], $texts['happy'], $texts['veryHappy'] );
		$name  = $names[ (int) $face - 1 ] ?? '';
		/* translators: 1: face chosen, 2: number of faces, 3: the face's name. */
		return '' === $name ? $face : sprintf( __( '%1$s of %2$d (%3$s)', 'userfeedback' ), $face, $faces, $name );
	}

	/**
	 * A scale's end words: the owner's, else the widget's for a CSAT or CES preset; '' for a
	 * numeric scale without words.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return array{0: string, 1: string}
	 */
	private static function scale_ends( array $question ): array {
		$settings = is_array( $question['settings'] ?? null ) ? $question['settings'] : array();
		$texts    = WidgetBootstrap::texts();
		$preset   = array(
			'csat' => array( $texts['csatLow'], $texts['csatHigh'] ),
			'ces'  => array( $texts['cesLow'], $texts['cesHigh'] ),
		)[ $settings['preset'] ?? '' ] ?? array( '', '' );
		$low      = trim( (string) ( $settings['min_label'] ?? '' ) );
		$high     = trim( (string) ( $settings['max_label'] ?? '' ) );
		$ends     = array( '' === $low ? $preset[0] : $low, '' === $high ? $preset[1] : $high );
		return '' === $ends[0] || '' === $ends[1] ? array( '', '' ) : $ends;
	}

	/**
	 * One value as text.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	private static function scalar( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
