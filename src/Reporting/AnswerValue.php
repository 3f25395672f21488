<?php
/**
 * One question's stored answer rows of one response, as the answer the REST API shows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Most answers are one row; a few types store one row per part of the answer (docs/decisions.md
 * "Every question a site owner asks"): a checkbox (or an image choice of several) one per ticked
 * option, a matrix one per answered row (a `[row, column]` pair), a ranking one per option (an
 * `[option, place]` pair). This gives the answer back as it was sent: the ticked options, `{ row:
 * column }`, the options in order; scores as numbers.
 */
final class AnswerValue {

	/** Types whose scores are numbers. */
	public const NUMBER_TYPES = array( 'star-rating', 'nps', 'scale', 'smiley' );

	/**
	 * Whether a question's answer may be more than one row.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return bool
	 */
	public static function is_multi_row( array $question ): bool {
		$type = $question['type'] ?? '';
		return in_array( $type, array( 'checkbox', 'matrix', 'ranking' ), true )
			|| ( 'image-choice' === $type && ! empty( $question['settings']['multiple'] ) );
	}

	/**
	 * The answer of one response's rows of one question, in stored order.
	 *
	 * @param array<string, mixed> $question The question (its type and settings; `[]` when unknown).
	 * @param string[]             $values   The rows' values, in stored order.
	 * @return string|int|array<int|string, string>
	 */
	public static function of( array $question, array $values ) {
		$type = (string) ( $question['type'] ?? '' );
		switch ( $type ) {
			case 'matrix':
				$answer = array();
				foreach ( $values as $value ) {
					$pair = self::pair( $value );
					if ( null !== $pair ) {
						$answer[ $pair[0] ] = (string) $pair[1];
					}
				}
				return $answer;
			case 'ranking':
				$places = array();
				foreach ( $values as $value ) {
					$pair = self::pair( $value );
					if ( null !== $pair ) {
						$places[ $pair[0] ] = (int) $pair[1];
					}
				}
				asort( $places );
				return array_map( 'strval', array_keys( $places ) );
		}
		if ( self::is_multi_row( $question ) || count( $values ) > 1 ) {
			return array_values( $values );
		}
		$value = (string) ( $values[0] ?? '' );
		return in_array( $type, self::NUMBER_TYPES, true ) && is_numeric( $value ) ? (int) $value : $value;
	}

	/**
	 * A stored `[text, text or place]` pair; null for anything else.
	 *
	 * @param string $value A stored value.
	 * @return array{0: string, 1: string|int}|null
	 */
	public static function pair( string $value ): ?array {
		$pair = json_decode( $value, true );
		if ( ! is_array( $pair ) || 2 !== count( $pair ) || ! is_string( $pair[0] ?? null ) || ! ( is_string( $pair[1] ?? null ) || is_int( $pair[1] ?? null ) ) ) {
			return null;
		}
		return array( $pair[0], $pair[1] );
	}
}
