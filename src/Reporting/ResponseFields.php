<?php
/**
 * Hidden fields' values stored with responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;

// The hidden fields' data store: direct queries on our own table, name from Tables (never input),
// every value through prepare(); IN() lists are %d placeholders (ResponsesRepository::placeholders()),
// which WPCS 2.3 cannot follow. Each such statement says so in its own phpcs:ignore.

/**
 * One row per response and field name (Database\Schema `response_fields`). Written in the
 * transaction of the response's first save (Visitors\ResponseStore), deleted in the transaction
 * that deletes or anonymises the response (ResponsesRepository, Privacy\ResponseAnonymiser,
 * Responses\ResponseTrash) or with its survey (SurveyRepository::delete_trashed()), so a value
 * never outlives its response. Read a page at a time (one query) for the lists, exports and
 * webhooks.
 */
final class ResponseFields {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Stores a response's values (checked by Visitors\HiddenFieldValues) in one multi-row INSERT.
	 *
	 * @param int                   $response_id The response.
	 * @param int                   $survey_id   Its survey.
	 * @param array<string, string> $values      Name => value.
	 * @return bool False when the database failed.
	 */
	public function insert( int $response_id, int $survey_id, array $values ): bool {
		if ( array() === $values ) {
			return true;
		}
		$wpdb   = $this->wpdb;
		$tuples = array();
		foreach ( $values as $name => $value ) {
			$tuples[] = (string) $wpdb->prepare( '(%d, %d, %s, %s)', $response_id, $survey_id, (string) $name, $value );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of prepared tuples.
		return false !== $wpdb->query( "INSERT INTO `{$this->tables->response_fields()}` (response_id, survey_id, name, value) VALUES " . implode( ',', $tuples ) );
	}

	/**
	 * The values of some of a survey's responses, by response id, then name (A to Z).
	 *
	 * @param int   $survey_id The survey.
	 * @param int[] $ids       Response ids.
	 * @return array<int, array<string, string>>
	 */
	public function for_responses( int $survey_id, array $ids ): array {
		$ids = ResponsesRepository::ids( $ids );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT response_id, name, value FROM `{$this->tables->response_fields()}` WHERE survey_id = %d AND response_id IN (" . ResponsesRepository::placeholders( $ids ) . ') ORDER BY response_id, name', array_merge( array( $survey_id ), $ids ) ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['response_id'] ][ (string) $row['name'] ] = (string) $row['value'];
		}
		return $out;
	}

	/**
	 * The values of one response (name => value).
	 *
	 * @param int $survey_id   The survey.
	 * @param int $response_id The response.
	 * @return array<string, string>
	 */
	public function for_response( int $survey_id, int $response_id ): array {
		return $this->for_responses( $survey_id, array( $response_id ) )[ $response_id ] ?? array();
	}

	/**
	 * The names a survey's responses carry values for, A to Z: a loose scan of survey_name_value.
	 *
	 * @param int $survey_id The survey.
	 * @return string[]
	 */
	public function stored_names( int $survey_id ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); value prepared.
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT name FROM `{$this->tables->response_fields()}` WHERE survey_id = %d ORDER BY name", $survey_id ) ) );
	}

	/**
	 * Deletes the values of responses, inside the caller's transaction.
	 *
	 * @param int[] $ids Response ids.
	 * @return bool False when the database failed.
	 */
	public function delete_for_responses( array $ids ): bool {
		$ids = ResponsesRepository::ids( $ids );
		if ( array() === $ids ) {
			return true;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); IN() list of %d placeholders.
		return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_fields()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $ids ) . ')', $ids ) );
	}
}
