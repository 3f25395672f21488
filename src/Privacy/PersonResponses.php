<?php
/**
 * Finds the responses that belong to a person, by e-mail address.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Database\Tables;

// The privacy tools' data store: reads of our own tables, names from Tables, every value through
// prepare(); the UNION is built from prepared parts.

/**
 * A person is found two ways (issue 19): the responses whose e-mail answer holds the address
 * (case-insensitive: the answers table's collation compares without case), and the responses of
 * the WordPress user with that address (`responses.user_id`). Each e-mail question is looked up on
 * the answers' (survey_id, question_id, value) index and the user on responses' user_id index, so
 * a page costs the same on a survey of 200 or 200,000 responses.
 */
final class PersonResponses {

	/** Responses per page of an export or erasure (WordPress's tools ask page by page). */
	public const PAGE = 500;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A page of the person's response ids, ascending.
	 *
	 * @param string $email  The address.
	 * @param int    $offset How many to skip.
	 * @param int    $limit  How many at most.
	 * @return int[]
	 */
	public function ids( string $email, int $offset = 0, int $limit = self::PAGE ): array {
		$parts = $this->parts( $email );
		if ( array() === $parts ) {
			return array();
		}
		$sql = 'SELECT id FROM (' . implode( ' UNION ', $parts ) . ') person ORDER BY id LIMIT ' . max( 0, $offset ) . ', ' . max( 1, $limit );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a UNION of the SELECTs prepared in parts(); the LIMIT is two integers.
		return array_map( 'intval', (array) $this->wpdb->get_col( $sql ) );
	}

	/**
	 * The SELECTs of the person's response ids: one per e-mail question of any survey, one for the
	 * WordPress user.
	 *
	 * @param string $email The address.
	 * @return string[]
	 */
	private function parts( string $email ): array {
		$email = trim( $email );
		if ( '' === $email ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$parts = array();
		foreach ( $this->email_questions() as list( $survey_id, $question_id ) ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			$parts[] = (string) $wpdb->prepare( "(SELECT response_id AS id FROM `{$this->tables->answers()}` WHERE survey_id = %d AND question_id = %s AND value = %s)", $survey_id, $question_id, $email );
		}
		$user = get_user_by( 'email', $email );
		if ( $user instanceof \WP_User ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared.
			$parts[] = (string) $wpdb->prepare( "(SELECT id FROM `{$this->tables->responses()}` WHERE user_id = %d)", $user->ID );
		}
		return $parts;
	}

	/**
	 * Every e-mail question of every survey, trashed ones included.
	 *
	 * @return array<int, array{0: int, 1: string}>
	 */
	private function email_questions(): array {
		$found = array();
		$rows  = (array) $this->wpdb->get_results( "SELECT id, questions FROM `{$this->tables->surveys()}`", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values.
		foreach ( $rows as $row ) {
			$questions = json_decode( (string) $row['questions'], true );
			foreach ( is_array( $questions ) ? $questions : array() as $question ) {
				if ( is_array( $question ) && 'email' === ( $question['type'] ?? '' ) && is_scalar( $question['id'] ?? null ) ) {
					$found[] = array( (int) $row['id'], (string) $question['id'] );
				}
			}
		}
		return $found;
	}
}
