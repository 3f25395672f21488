<?php
/**
 * The words a spreadsheet shows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;

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
	 * saved as they went, says No; issue 23).
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
