<?php
/**
 * The links of a survey nobody has used yet.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Database\Tables;

/**
 * What the responses screen lists beside the responses: who has not answered through their link
 * yet (their values, when the link was made and when it expires), a page at a time in the order
 * they were made (the survey_used index: a range read whatever the number of links), and revoking
 * one that should no longer work.
 */
final class UnusedLinks {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A page of unused links after the id `$after`, and whether there are more.
	 *
	 * @param int $survey_id The survey.
	 * @param int $after     The last id of the page before (0 for the first).
	 * @param int $per_page  Links a page.
	 * @return array{items: list<array{id: int, fields: array<string, string>, created_at: string, expires_at: string|null, expired: bool}>, more: bool}
	 */
	public function page( int $survey_id, int $after, int $per_page ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; values prepared; read fresh after every use.
		$rows  = (array) $this->wpdb->get_results( $this->wpdb->prepare( "SELECT id, fields, created_at, expires_at FROM `{$this->tables->links()}` WHERE survey_id = %d AND used_at IS NULL AND id > %d ORDER BY id LIMIT %d", $survey_id, $after, $per_page + 1 ), ARRAY_A );
		$more  = count( $rows ) > $per_page;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$items = array();
		foreach ( array_slice( $rows, 0, $per_page ) as $row ) {
			$expires = null === $row['expires_at'] ? null : (string) $row['expires_at'];
			$items[] = array(
				'id'         => (int) $row['id'],
				'fields'     => PersonalLinks::decode_fields( (string) $row['fields'] ),
				'created_at' => mysql_to_rfc3339( (string) $row['created_at'] ),
				'expires_at' => null === $expires ? null : mysql_to_rfc3339( $expires ),
				'expired'    => null !== $expires && $expires <= $now,
			);
		}
		return array(
			'items' => $items,
			'more'  => $more,
		);
	}

	/**
	 * Deletes an unused link, so it no longer opens the survey.
	 *
	 * @param int $survey_id The survey.
	 * @param int $link_id   The link.
	 * @return bool|null True when deleted, false when the survey has no such unused link, null on a database error.
	 */
	public function revoke( int $survey_id, int $link_id ): ?bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; values prepared.
		$deleted = $this->wpdb->query( $this->wpdb->prepare( "DELETE FROM `{$this->tables->links()}` WHERE id = %d AND survey_id = %d AND used_at IS NULL", $link_id, $survey_id ) );
		return false === $deleted ? null : 1 === $deleted;
	}
}
