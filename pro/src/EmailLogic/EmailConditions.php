<?php
/**
 * Conditional e-mail logic, decided on the server.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\EmailLogic;

use UserFeedback\Reporting\AnswerValue;

/**
 * Whether a response meets a survey's e-mail conditions (configuration.md §3
 * notifications.email.logic: "Send the email if all of these conditions are met"). The comparison
 * of one condition is the widget's (widget/src/logic/questions.ts conditionHolds()), so a rule
 * means the same in the builder, in the widget and here:
 * - no answer (skipped, or nothing ticked) fails every comparator, "!=" included;
 * - '<' and '>' compare numbers; anything that is not a number never matches;
 * - checkbox answers: "includes" needs every listed option ticked; "==" and "!=" compare the ticked
 *   set with the listed one, order-free;
 * - a single answer (radio, star, NPS) "==" a list matches any of it; values equal as text, or as
 *   numbers when both are numbers ('4' and '4.0');
 * - a consent given is stored as SurveyDefaults::CONSENT_VALUE, which its one comparator ("is")
 *   names; one not given stores nothing.
 * Enabled logic with no conditions sends (all of none hold), as a question's logic shows.
 */
final class EmailConditions {

	/**
	 * Whether every condition holds.
	 *
	 * @param array<int, mixed>                        $conditions The stored conditions ({question_id, compare, value}).
	 * @param array<string, string|array<int, string>> $answers    Question id => the answer: a string, or the ticked options.
	 * @return bool
	 */
	public static function all_hold( array $conditions, array $answers ): bool {
		foreach ( $conditions as $condition ) {
			if ( ! is_array( $condition ) || ! self::holds( $condition, $answers ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * One condition against the answers.
	 *
	 * @param array<string, mixed>                     $condition {question_id, compare, value}.
	 * @param array<string, string|array<int, string>> $answers   Question id => answer.
	 * @return bool
	 */
	public static function holds( array $condition, array $answers ): bool {
		$question_id = is_scalar( $condition['question_id'] ?? null ) ? (string) $condition['question_id'] : '';
		$answer      = $answers[ $question_id ] ?? null;
		if ( ! self::has_value( $answer ) ) {
			return false;
		}
		$compare = is_string( $condition['compare'] ?? null ) ? $condition['compare'] : '';
		$value   = $condition['value'] ?? '';
		if ( '<' === $compare || '>' === $compare ) {
			return self::compare_numbers( $answer, $value, $compare );
		}
		if ( ! in_array( $compare, array( '==', '!=', 'includes' ), true ) ) {
			return false; // Refused on save (SurveyValidator); never matches if stored anyway.
		}
		$wanted = array_map( 'strval', array_filter( is_array( $value ) ? $value : array( $value ), 'is_scalar' ) );
		if ( is_array( $answer ) ) {
			if ( 'includes' === $compare ) {
				return array() === array_diff( $wanted, $answer );
			}
			$equal = count( array_unique( $answer ) ) === count( array_unique( $wanted ) ) && array() === array_diff( $wanted, $answer );
		} else {
			$equal = false;
			foreach ( $wanted as $w ) {
				$equal = $equal || self::same_value( $answer, $w );
			}
		}
		return '!=' === $compare ? ! $equal : $equal;
	}

	/**
	 * The answers of a response by question, from its stored rows: one per ticked option of a
	 * checkbox or an image choice of several, read back as the list of ticks.
	 *
	 * @param array<int, mixed>                                     $questions The survey's questions.
	 * @param array<int, array{question_id: string, value: string}> $rows      Answer rows.
	 * @return array<string, string|array<int, string>>
	 */
	public static function answers_from_rows( array $questions, array $rows ): array {
		$checkbox = array();
		foreach ( $questions as $question ) {
			if ( is_array( $question ) && AnswerValue::is_multi_row( $question ) ) {
				$checkbox[ (string) ( $question['id'] ?? '' ) ] = true;
			}
		}
		$answers = array();
		foreach ( $rows as $row ) {
			$id = (string) $row['question_id'];
			if ( isset( $checkbox[ $id ] ) ) {
				$ticked         = $answers[ $id ] ?? array();
				$ticked         = is_array( $ticked ) ? $ticked : array( $ticked );
				$ticked[]       = (string) $row['value'];
				$answers[ $id ] = $ticked;
			} else {
				$answers[ $id ] = (string) $row['value'];
			}
		}
		return $answers;
	}

	/**
	 * Whether an answer says something.
	 *
	 * @param mixed $answer The answer.
	 * @return bool
	 * @phpstan-assert-if-true string|array<int, string> $answer
	 */
	private static function has_value( $answer ): bool {
		if ( is_array( $answer ) ) {
			return array() !== $answer;
		}
		return is_string( $answer ) && '' !== trim( $answer );
	}

	/**
	 * Equal as text, or as numbers when both are numbers.
	 *
	 * @param string $a The answer.
	 * @param string $b A condition value.
	 * @return bool
	 */
	private static function same_value( string $a, string $b ): bool {
		if ( $a === $b ) {
			return true;
		}
		return is_numeric( trim( $a ) ) && is_numeric( trim( $b ) ) && (float) $a === (float) $b;
	}

	/**
	 * '<' or '>' on numbers; a list or a non-number never matches.
	 *
	 * @param string|array<int, string> $answer  The answer.
	 * @param mixed                     $value   The condition's value.
	 * @param string                    $compare '<' or '>'.
	 * @return bool
	 */
	private static function compare_numbers( $answer, $value, string $compare ): bool {
		if ( is_array( $answer ) || ! is_scalar( $value ) || ! is_numeric( trim( $answer ) ) || ! is_numeric( trim( (string) $value ) ) ) {
			return false;
		}
		$x = (float) $answer;
		$y = (float) $value;
		return '<' === $compare ? $x < $y : $x > $y;
	}
}
