<?php
/**
 * The answers of the question types whose value is more than one option or one number.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\TypeSettings;

/**
 * Checks an answer against its question and gives its stored rows (`value`, `num`), as
 * docs/decisions.md "Every question a site owner asks" has them. A matrix row and a ranked option
 * are stored as a JSON pair (`["Speed","Agree"]`, `["Price",1]`): one row per pair, so counts per
 * row and column (or per option and place) are counts of one stored value, and the pair cannot
 * run together however the texts read.
 */
final class AnswerShapes {

	/**
	 * A matrix: `{ row: column }`, each a row and a column of the question.
	 *
	 * @param mixed    $value   The answer.
	 * @param string[] $rows    The question's rows.
	 * @param string[] $columns The question's columns (its options).
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	public static function matrix( $value, array $rows, array $columns ) {
		$wrong = new \WP_Error( 'invalid', __( 'Choose one column for each row of the question.', 'userfeedback' ) );
		if ( ! is_array( $value ) ) {
			return $wrong;
		}
		$stored = array();
		foreach ( $value as $row => $column ) {
			$place = array_search( $column, $columns, true );
			if ( ! in_array( (string) $row, $rows, true ) || ! is_string( $column ) || false === $place ) {
				return $wrong;
			}
			$stored[] = array(
				'value' => self::pair( (string) $row, $column ),
				'num'   => (int) $place + 1,
			);
		}
		return $stored;
	}

	/**
	 * A ranking: every option once, in the visitor's order (first = place 1).
	 *
	 * @param mixed    $value   The answer.
	 * @param string[] $options The question's options.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	public static function ranking( $value, array $options ) {
		$sorted = is_array( $value ) && array_is_list( $value ) && array_filter( $value, 'is_string' ) === $value ? $value : null;
		if ( null !== $sorted ) {
			sort( $sorted, SORT_STRING );
			$all = $options;
			sort( $all, SORT_STRING );
		}
		if ( null === $sorted || $sorted !== $all ) {
			return new \WP_Error( 'invalid', __( 'Put every option in order, each once.', 'userfeedback' ) );
		}
		$stored = array();
		foreach ( $value as $i => $option ) {
			$stored[] = array(
				'value' => self::pair( $option, $i + 1 ),
				'num'   => $i + 1,
			);
		}
		return $stored;
	}

	/**
	 * A date: a real day, within the question's range.
	 *
	 * @param mixed  $value The answer.
	 * @param string $min   The earliest day ('' none).
	 * @param string $max   The latest day ('' none).
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	public static function date( $value, string $min, string $max ) {
		$day = TypeSettings::day( $value );
		if ( '' === $day ) {
			return new \WP_Error( 'invalid', __( 'Enter a date as YYYY-MM-DD.', 'userfeedback' ) );
		}
		if ( ( '' !== $min && $day < $min ) || ( '' !== $max && $day > $max ) ) {
			/* translators: 1: earliest date, 2: latest date (YYYY-MM-DD, or "…" when open). */
			return new \WP_Error( 'invalid', sprintf( __( 'Enter a date from %1$s to %2$s.', 'userfeedback' ), '' === $min ? '…' : $min, '' === $max ? '…' : $max ) );
		}
		return array(
			array(
				'value' => $day,
				'num'   => null,
			),
		);
	}

	/**
	 * A consent: given (true; `accepted` as stored) or not (false: nothing stored, as a skip).
	 *
	 * @param mixed $value The answer.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	public static function consent( $value ) {
		if ( false === $value ) {
			return array();
		}
		if ( true !== $value && SurveyDefaults::CONSENT_VALUE !== $value ) {
			return new \WP_Error( 'invalid', __( 'A consent is given (true) or not (false).', 'userfeedback' ) );
		}
		return array(
			array(
				'value' => SurveyDefaults::CONSENT_VALUE,
				'num'   => null,
			),
		);
	}

	/**
	 * A stored pair: JSON, unescaped so it reads in exports and the database.
	 *
	 * @param string     $first  A row or an option.
	 * @param string|int $second A column or a place.
	 * @return string
	 */
	public static function pair( string $first, $second ): string {
		return (string) wp_json_encode( array( $first, $second ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}
}
