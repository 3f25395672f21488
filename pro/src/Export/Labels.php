<?php
/**
 * The words a spreadsheet shows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Translated labels shared by the reports, named as the admin app names them (question types as
 * in the builder's Add Question menu).
 */
final class Labels {

	/**
	 * A question type's name.
	 *
	 * @param string $type Question type.
	 * @return string
	 */
	public static function type( string $type ): string {
		$labels = array(
			'radio-button' => __( 'Multiple Choice', 'userfeedback' ),
			'checkbox'     => __( 'Checkboxes', 'userfeedback' ),
			'star-rating'  => __( 'Star Rating', 'userfeedback' ),
			'nps'          => __( 'NPS', 'userfeedback' ),
			'text'         => __( 'Single Line Text', 'userfeedback' ),
			'long-text'    => __( 'Long Text', 'userfeedback' ),
			'email'        => __( 'Email', 'userfeedback' ),
			'scale'        => __( 'Scale', 'userfeedback' ),
			'smiley'       => __( 'Smiley Faces', 'userfeedback' ),
			'dropdown'     => __( 'Dropdown', 'userfeedback' ),
			'matrix'       => __( 'Matrix', 'userfeedback' ),
			'ranking'      => __( 'Ranking', 'userfeedback' ),
			'image-choice' => __( 'Image Choice', 'userfeedback' ),
			'date'         => __( 'Date', 'userfeedback' ),
			'consent'      => __( 'Consent', 'userfeedback' ),
		);
		return $labels[ $type ] ?? $type;
	}

	/**
	 * A response status's name.
	 *
	 * @param string $status 'publish' or 'trash'.
	 * @return string
	 */
	public static function status( string $status ): string {
		return 'trash' === $status ? __( 'Trash', 'userfeedback' ) : __( 'Published', 'userfeedback' );
	}

	/**
	 * The Completed column's cell: whether the visitor finished the survey (a partial response,
	 * saved as they went, says No).
	 *
	 * @param bool $completed Whether the response is completed.
	 * @return string
	 */
	public static function completed( bool $completed ): string {
		return $completed ? __( 'Yes', 'userfeedback' ) : __( 'No', 'userfeedback' );
	}

	/**
	 * The Completed column's header.
	 *
	 * @return string
	 */
	public static function completed_header(): string {
		return __( 'Completed', 'userfeedback' );
	}

	/**
	 * The sentiments a response's open answers were read as, most negative first ("Negative,
	 * Positive" when it holds both), in the words the screens use.
	 *
	 * @param int[] $sentiments Stored sentiments (-1, 0, 1).
	 * @return string
	 */
	public static function sentiments( array $sentiments ): string {
		$words = array(
			-1 => __( 'Negative', 'userfeedback' ),
			0  => __( 'Neutral', 'userfeedback' ),
			1  => __( 'Positive', 'userfeedback' ),
		);
		return implode( ', ', array_filter( array_map( static fn( int $sentiment ): string => $words[ $sentiment ] ?? '', $sentiments ) ) );
	}

	/**
	 * One note in the Notes column: "author (date): text".
	 *
	 * @param string|null $author The author's display name; null when the user was deleted.
	 * @param string      $date   When it was written, in the site's zone (Y-m-d H:i:s).
	 * @param string      $text   The note.
	 * @return string
	 */
	public static function note( ?string $author, string $date, string $text ): string {
		/* translators: 1: the note's author. 2: when it was written. 3: the note. */
		return sprintf( __( '%1$s (%2$s): %3$s', 'userfeedback' ), $author ?? __( 'Deleted user', 'userfeedback' ), $date, $text );
	}

	/**
	 * A range as text: "2026-10-01 to 2026-10-30", or "All time".
	 *
	 * @param DateRange $range The range.
	 * @return string
	 */
	public static function range( DateRange $range ): string {
		if ( $range->is_all_time() ) {
			return __( 'All time', 'userfeedback' );
		}
		/* translators: 1: first day, 2: last day (both YYYY-MM-DD). */
		return sprintf( __( '%1$s to %2$s', 'userfeedback' ), (string) $range->start(), (string) $range->end() );
	}

	/**
	 * A question's title, or "Question N" when it has none.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param int                  $number   Its position, from 1.
	 * @return string
	 */
	public static function question( array $question, int $number ): string {
		$title = is_scalar( $question['title'] ?? null ) ? trim( wp_strip_all_tags( (string) $question['title'] ) ) : '';
		/* translators: %d: the question's position in the survey. */
		return '' === $title ? sprintf( __( 'Question %d', 'userfeedback' ), $number ) : $title;
	}

	/**
	 * A question's jump logic in words, one sentence per jump in the order they are tried: "If
	 * answer is Yes, go to question 5 (Anything else?)", "If answer is lower than 3, end the
	 * survey". A jump whose target is not in the survey (never stored: the validator refuses it)
	 * is left out.
	 *
	 * @param array<string, mixed>             $question  The question.
	 * @param array<int, array<string, mixed>> $questions The survey's questions, in order.
	 * @return string[]
	 */
	public static function jumps( array $question, array $questions ): array {
		$questions = array_values( $questions );
		$numbers   = array();
		foreach ( $questions as $index => $candidate ) {
			$numbers[ (string) ( $candidate['id'] ?? '' ) ] = $index;
		}
		$sentences = array();
		foreach ( (array) ( $question['jumps'] ?? array() ) as $jump ) {
			if ( ! is_array( $jump ) ) {
				continue;
			}
			$to = (string) ( $jump['to'] ?? '' );
			if ( SurveyDefaults::JUMP_END === $to ) {
				/* translators: %s: the jump's condition, e.g. "If answer is Yes". */
				$sentences[] = sprintf( __( '%s, end the survey', 'userfeedback' ), self::jump_condition( $jump ) );
				continue;
			}
			if ( ! isset( $numbers[ $to ] ) ) {
				continue;
			}
			$index       = $numbers[ $to ];
			$target      = $questions[ $index ];
			$title       = is_scalar( $target['title'] ?? null ) ? trim( wp_strip_all_tags( (string) $target['title'] ) ) : '';
			$sentences[] = '' === $title
				/* translators: 1: the jump's condition, e.g. "If answer is Yes"; 2: question number. */
				? sprintf( __( '%1$s, go to question %2$d', 'userfeedback' ), self::jump_condition( $jump ), $index + 1 )
				/* translators: 1: the jump's condition, e.g. "If answer is Yes"; 2: question number; 3: its title. */
				: sprintf( __( '%1$s, go to question %2$d (%3$s)', 'userfeedback' ), self::jump_condition( $jump ), $index + 1, $title );
		}
		return $sentences;
	}

	/**
	 * A jump's condition in words: "If answer is Yes", "If answer includes Reports, Widget".
	 *
	 * @param array<string, mixed> $jump The jump.
	 * @return string
	 */
	private static function jump_condition( array $jump ): string {
		$value = $jump['value'] ?? '';
		$value = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
		switch ( $jump['compare'] ?? '' ) {
			case '!=':
				/* translators: %s: an answer. */
				return sprintf( __( 'If answer is not %s', 'userfeedback' ), $value );
			case '<':
				/* translators: %s: a number. */
				return sprintf( __( 'If answer is lower than %s', 'userfeedback' ), $value );
			case '>':
				/* translators: %s: a number. */
				return sprintf( __( 'If answer is greater than %s', 'userfeedback' ), $value );
			case 'includes':
				/* translators: %s: one or more options, comma-separated. */
				return sprintf( __( 'If answer includes %s', 'userfeedback' ), $value );
			default:
				/* translators: %s: an answer. */
				return sprintf( __( 'If answer is %s', 'userfeedback' ), $value );
		}
	}

	/**
	 * The header of the time column, naming the site's time zone.
	 *
	 * @return string
	 */
	public static function submitted_at(): string {
		/* translators: %s: the site's time zone, e.g. Europe/Paris or +02:00. */
		return sprintf( __( 'Submitted at (%s)', 'userfeedback' ), wp_timezone_string() );
	}

	/**
	 * A share of the answers in percent to one decimal, as the results screens show it.
	 *
	 * @param int $count Part.
	 * @param int $total Whole.
	 * @return float
	 */
	public static function percent( int $count, int $total ): float {
		return $total > 0 ? round( $count * 100 / $total, 1 ) : 0.0;
	}
}
