<?php
/**
 * Which questions the responses list shows as columns.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * The responses list shows a few answers beside each response: the survey's first three
 * questions unless the user chose others (at most five). The choice is the user's, per survey,
 * kept on the server as a user option (user meta prefixed with the site's table prefix, as the
 * AI upsell's dismissal), so it follows the user to other browsers and holds per site on
 * multisite. One option holds every survey's choice, the most recent MAX_SURVEYS kept.
 */
final class ListColumns {

	public const META_KEY = 'userfeedback_response_columns';

	/**
	 * Most answer columns: more would not fit beside the list's own columns.
	 */
	public const MAX = 5;

	/**
	 * The columns shown before the user chooses: the survey's first questions.
	 */
	public const DEFAULT_COUNT = 3;

	/**
	 * Surveys whose choice a user keeps; the least recently chosen go first.
	 */
	private const MAX_SURVEYS = 100;

	/**
	 * The asked question ids checked against the survey, in the survey's order; the first
	 * unknown one is named.
	 *
	 * @param string[]                         $asked     Question ids.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string[]|\WP_Error 400 rest_invalid_param naming the unknown question.
	 */
	public static function check( array $asked, array $questions ) {
		$known = array_map( array( QuestionStats::class, 'id' ), $questions );
		foreach ( $asked as $id ) {
			if ( ! in_array( (string) $id, $known, true ) ) {
				/* translators: %s: a question id. */
				return self::invalid( sprintf( __( 'Question %s is not part of the survey.', 'userfeedback' ), (string) $id ) );
			}
		}
		if ( count( array_unique( $asked ) ) > self::MAX ) {
			/* translators: %d: most answer columns. */
			return self::invalid( sprintf( __( 'Choose at most %d questions.', 'userfeedback' ), self::MAX ) );
		}
		return self::in_survey_order( array_map( 'strval', $asked ), $questions );
	}

	/**
	 * The 400 of a bad `columns` parameter.
	 *
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	private static function invalid( string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( 'columns' => $message ),
			)
		);
	}

	/**
	 * The columns a user sees without asking: their choice for the survey (its questions that are
	 * still there), else the survey's first questions.
	 *
	 * @param int                              $user_id   The user.
	 * @param int                              $survey_id The survey.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string[] Question ids in the survey's order.
	 */
	public function for_user( int $user_id, int $survey_id, array $questions ): array {
		$saved = $this->saved( $user_id )[ $survey_id ] ?? null;
		if ( null !== $saved ) {
			$kept = self::in_survey_order( $saved, $questions );
			// Every question chosen was deleted since: the defaults rather than an empty list.
			if ( array() !== $kept || array() === $saved ) {
				return $kept;
			}
		}
		return self::defaults( $questions );
	}

	/**
	 * Keeps a user's choice for a survey.
	 *
	 * @param int      $user_id   The user.
	 * @param int      $survey_id The survey.
	 * @param string[] $ids       Checked question ids (check()).
	 * @return void
	 */
	public function save( int $user_id, int $survey_id, array $ids ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		$all = $this->saved( $user_id );
		// Re-added at the end: the most recent choices are the ones kept.
		unset( $all[ $survey_id ] );
		$all[ $survey_id ] = array_values( array_map( 'strval', $ids ) );
		update_user_option( $user_id, self::META_KEY, array_slice( $all, -self::MAX_SURVEYS, null, true ) );
	}

	/**
	 * The survey's first questions' ids.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string[]
	 */
	public static function defaults( array $questions ): array {
		return array_slice( array_values( array_filter( array_map( array( QuestionStats::class, 'id' ), $questions ), static fn( string $id ): bool => '' !== $id ) ), 0, self::DEFAULT_COUNT );
	}

	/**
	 * The ids that are the survey's questions, in the survey's order.
	 *
	 * @param string[]                         $ids       Question ids.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string[]
	 */
	private static function in_survey_order( array $ids, array $questions ): array {
		$ordered = array();
		foreach ( $questions as $question ) {
			$id = QuestionStats::id( $question );
			if ( '' !== $id && in_array( $id, $ids, true ) && ! in_array( $id, $ordered, true ) ) {
				$ordered[] = $id;
			}
		}
		return array_slice( $ordered, 0, self::MAX );
	}

	/**
	 * Every survey's choice of a user, as stored.
	 *
	 * @param int $user_id The user.
	 * @return array<int, string[]> Survey id => question ids.
	 */
	private function saved( int $user_id ): array {
		$stored = $user_id > 0 ? get_user_option( self::META_KEY, $user_id ) : false;
		$all    = array();
		foreach ( is_array( $stored ) ? $stored : array() as $survey_id => $ids ) {
			if ( is_array( $ids ) ) {
				$all[ (int) $survey_id ] = array_values( array_map( 'strval', array_filter( $ids, 'is_scalar' ) ) );
			}
		}
		return $all;
	}
}
