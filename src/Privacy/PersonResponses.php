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
// prepare().

/**
 * A person is found two ways: the responses with any answer equal to the address, whatever the
 * survey asks now (a removed e-mail question, one whose type changed, a text answer they typed it
 * in, a hidden field), and the responses of the WordPress user with that address
 * (`responses.user_id`, indexed).
 *
 * The answers are searched without reading them all: a loose index scan of
 * survey_question_order lists the (survey, question) pairs present, and each pair is probed on
 * survey_question_value with the address — one statement, whose cost follows the number of
 * questions ever answered and the person's own answers, not the number of responses. The index
 * compares by the table's collation, which also ignores accents and trailing spaces, so what it
 * finds is narrowed here to the address itself in any case (addresses are ASCII: is_email()).
 */
final class PersonResponses {

	/** Responses per page of an export or erasure (WordPress's tools ask page by page). */
	public const PAGE = 500;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A page of the person's response ids, ascending.
	 *
	 * @param string $email  The address; anything is_email() refuses finds nothing (WordPress's
	 *                       requests are checked with it too), so an answer such as "Yes" never
	 *                       selects responses.
	 * @param int    $offset How many to skip.
	 * @param int    $limit  How many at most.
	 * @return int[]
	 */
	public function ids( string $email, int $offset = 0, int $limit = self::PAGE ): array {
		$email = trim( $email );
		if ( '' === $email || false === is_email( $email ) ) {
			return array();
		}
		$ids = array_unique( array_merge( $this->by_answer( $email ), $this->by_account( $email ) ) );
		sort( $ids );
		return array_slice( $ids, max( 0, $offset ), max( 1, $limit ) );
	}

	/**
	 * Whether a stored answer is the address: any case, surrounding spaces ignored. An address
	 * is_email() accepts is ASCII, so an ASCII comparison is exact where the collation is loose.
	 *
	 * @param string $value An answer.
	 * @param string $email The address, trimmed.
	 * @return bool
	 */
	private static function is_address( string $value, string $email ): bool {
		return 0 === strcasecmp( trim( $value ), $email );
	}

	/**
	 * The responses with an answer equal to the address, to any question ever answered.
	 *
	 * @param string $email The address, trimmed.
	 * @return int[]
	 */
	private function by_answer( string $email ): array {
		$wpdb    = $this->wpdb;
		$answers = $this->tables->answers();
		// STRAIGHT_JOIN keeps the order: the pairs first (the derived table, DISTINCT so
		// materialised), then one ref probe per pair on (survey_id, question_id, value(100)).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table; not cached: an erasure must see every row still there.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; the value prepared.
				"SELECT STRAIGHT_JOIN a.response_id, a.value FROM ( SELECT DISTINCT survey_id, question_id FROM `{$answers}` ) pair JOIN `{$answers}` a ON a.survey_id = pair.survey_id AND a.question_id = pair.question_id AND a.value = %s",
				$email
			),
			ARRAY_A
		);
		$ids = array();
		foreach ( $rows as $row ) {
			if ( self::is_address( (string) $row['value'], $email ) ) {
				$ids[] = (int) $row['response_id'];
			}
		}
		return $ids;
	}

	/**
	 * The responses of the WordPress user with the address.
	 *
	 * @param string $email The address, trimmed.
	 * @return int[]
	 */
	private function by_account( string $email ): array {
		$user = get_user_by( 'email', $email );
		if ( ! $user instanceof \WP_User ) {
			return array();
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; the value prepared. Not cached: an erasure must see every row still there.
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE user_id = %d", $user->ID ) ) );
	}
}
