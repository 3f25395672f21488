<?php
/**
 * Notes on responses: every SQL statement on the notes table.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

/**
 * Reads and writes `response_notes`. A note is plain text written by a user of the site about one
 * response; times are stored in UTC. Every value is a placeholder.
 */
final class NoteStore {

	private const SAVEPOINT = 'userfeedback_notes';

	/**
	 * Constructor.
	 *
	 * @param \wpdb    $wpdb   The database connection.
	 * @param Tables   $tables Table names.
	 * @param TagStore $tags   Response ownership checks.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly TagStore $tags ) {
	}

	/**
	 * The response's notes, oldest first.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return array<int, array{id: int, author_id: int, note: string, created_at: string, updated_at: string}>
	 */
	public function for_response( int $survey_id, int $response_id ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); values prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, author_id, note, created_at, updated_at FROM `{$this->tables->response_notes()}` WHERE response_id = %d AND survey_id = %d ORDER BY created_at ASC, id ASC", $response_id, $survey_id ), ARRAY_A );
		return array_map( array( self::class, 'row' ), $rows );
	}

	/**
	 * One note of the response.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @param int $note_id     Note id.
	 * @return array{id: int, author_id: int, note: string, created_at: string, updated_at: string}|null
	 */
	public function find( int $survey_id, int $response_id, int $note_id ): ?array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, author_id, note, created_at, updated_at FROM `{$this->tables->response_notes()}` WHERE id = %d AND response_id = %d AND survey_id = %d", $note_id, $response_id, $survey_id ), ARRAY_A );
		return is_array( $row ) ? self::row( $row ) : null;
	}

	/**
	 * Adds a note to one of the survey's responses.
	 *
	 * @param int    $survey_id   Survey id.
	 * @param int    $response_id Response id.
	 * @param int    $author_id   The writing user.
	 * @param string $note        The sanitised text.
	 * @return int|null|false The new note's id; null when the response is not the survey's;
	 *                        false when the database failed.
	 */
	public function add( int $survey_id, int $response_id, int $author_id, string $note ) {
		return Transaction::run(
			$this->wpdb,
			self::SAVEPOINT,
			function () use ( $survey_id, $response_id, $author_id, $note ) {
				$owned = $this->tags->lock_responses( $survey_id, array( $response_id ) );
				if ( true !== $owned ) {
					return $owned;
				}
				$now = gmdate( 'Y-m-d H:i:s' );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table; $wpdb->insert prepares the values.
				$done = $this->wpdb->insert(
					$this->tables->response_notes(),
					array(
						'survey_id'   => $survey_id,
						'response_id' => $response_id,
						'author_id'   => $author_id,
						'note'        => $note,
						'created_at'  => $now,
						'updated_at'  => $now,
					),
					array( '%d', '%d', '%d', '%s', '%s', '%s' )
				);
				return false === $done ? false : (int) $this->wpdb->insert_id;
			},
			'is_int',
			false
		);
	}

	/**
	 * Replaces a note's text.
	 *
	 * @param int    $note_id Note id.
	 * @param string $note    The sanitised text.
	 * @return bool False when the database failed.
	 */
	public function update( int $note_id, string $note ): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table; $wpdb->update prepares the values.
		return false !== $this->wpdb->update(
			$this->tables->response_notes(),
			array(
				'note'       => $note,
				'updated_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( 'id' => $note_id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Deletes a note.
	 *
	 * @param int $note_id Note id.
	 * @return bool False when the database failed.
	 */
	public function delete( int $note_id ): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table; $wpdb->delete prepares the values.
		return false !== $this->wpdb->delete( $this->tables->response_notes(), array( 'id' => $note_id ), array( '%d' ) );
	}

	/**
	 * Deletes the notes of responses (they were deleted for good).
	 *
	 * @param int[] $ids Response ids.
	 * @return void
	 */
	public function delete_for_responses( array $ids ): void {
		$ids = TagStore::ids( $ids );
		if ( array() === $ids ) {
			return;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_notes()}` WHERE response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
	}

	/**
	 * Deletes every note of a survey (it was deleted for good).
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function delete_for_survey( int $survey_id ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); values prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_notes()}` WHERE survey_id = %d", $survey_id ) );
	}

	/**
	 * A row typed.
	 *
	 * @param array<string, mixed> $row The database row.
	 * @return array{id: int, author_id: int, note: string, created_at: string, updated_at: string}
	 */
	private static function row( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'author_id'  => (int) $row['author_id'],
			'note'       => (string) $row['note'],
			'created_at' => (string) $row['created_at'],
			'updated_at' => (string) $row['updated_at'],
		);
	}
}
