<?php
/**
 * A question's columns in the sheets that list answers, and what each cell holds.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * Most questions are one column. A matrix is one column per row and a ranking one per option, so
 * a spreadsheet can sort, filter and average them: the header "<question> — <row>", the cell the
 * column chosen for that row (empty when the row was left out); "<question> — <option>", the cell
 * its place as a number (1 first; empty when the response did not rank it). The parts are the
 * question's rows or options when the export is planned, in its order: an answer to a row or an
 * option the question no longer has is left out, as the results screen's heat table and ranking
 * leave it out. A matrix or ranking without rows or options (a draft) keeps one column with the
 * whole answer, so the question is still in the file. Scores are numbers, a consent given reads
 * "Given" as on the single response, an image choice of several joins its ticks like checkboxes.
 */
final class AnswerColumns {

	/**
	 * The texts that get their own column: a matrix's rows, a ranking's options; null for a
	 * question that is one column. A repeated text gets one column.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string[]|null
	 */
	public static function parts( array $question ): ?array {
		switch ( $question['type'] ?? '' ) {
			case 'matrix':
				$parts = $question['settings']['rows'] ?? null;
				break;
			case 'ranking':
				$parts = $question['config']['options'] ?? null;
				break;
			default:
				return null;
		}
		$texts = array();
		foreach ( is_array( $parts ) ? $parts : array() as $part ) {
			if ( is_scalar( $part ) && ! in_array( (string) $part, $texts, true ) ) {
				$texts[] = (string) $part;
			}
		}
		return array() === $texts ? null : $texts;
	}

	/**
	 * The headers of a question's answer columns.
	 *
	 * @param string        $title The question's title (Labels::question()).
	 * @param string[]|null $parts From parts().
	 * @return string[]
	 */
	public static function headers( string $title, ?array $parts ): array {
		if ( null === $parts ) {
			return array( $title );
		}
		return array_map(
			/* translators: 1: question title. 2: a matrix row or a ranking's option. */
			static fn( string $part ): string => sprintf( __( '%1$s — %2$s', 'userfeedback' ), $title, $part ),
			$parts
		);
	}

	/**
	 * The cells of one answer, one per header.
	 *
	 * @param string                                    $type  The question's type.
	 * @param string[]|null                             $parts From parts() (the plan's).
	 * @param string|int|array<int|string, string>|null $value The answer (QuestionStats::answer_items()); null when not answered.
	 * @return array<int, string|int>
	 */
	public static function cells( string $type, ?array $parts, $value ): array {
		if ( null === $parts ) {
			return array( null === $value ? '' : self::cell( $type, $value ) );
		}
		$value = is_array( $value ) ? $value : array();
		if ( 'ranking' === $type ) {
			// The options come in place order, each once (the stored places run 1 … n).
			$places = array();
			foreach ( array_values( $value ) as $index => $option ) {
				$places[ (string) $option ] ??= $index + 1;
			}
			return array_map( static fn( string $part ): int|string => $places[ $part ] ?? '', $parts );
		}
		$chosen = array();
		foreach ( $value as $row => $column ) {
			$chosen[ (string) $row ] = (string) $column;
		}
		return array_map( static fn( string $part ): string => $chosen[ $part ] ?? '', $parts );
	}

	/**
	 * An answer in one cell: a consent given as "Given", ticks (an image choice of several) joined
	 * with ", ", a matrix's rows "row: column" and a ranking's options in order when they have no
	 * columns of their own; scores as numbers.
	 *
	 * @param string                               $type  The question's type.
	 * @param string|int|array<int|string, string> $value The answer.
	 * @return string|int
	 */
	public static function cell( string $type, $value ) {
		if ( 'consent' === $type && SurveyDefaults::CONSENT_VALUE === $value ) {
			return __( 'Given', 'userfeedback' );
		}
		return ResponseStream::cell( $value );
	}
}
