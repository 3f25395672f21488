<?php
/**
 * Response tags: every SQL statement on the tags table.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

/**
 * Reads and writes `response_tags` (one row per response and tag, keyed (response_id, tag), and
 * (survey_id, tag, response_id) for a survey's counts and filters). Writes that must agree run in
 * one transaction (a savepoint inside another), and check under a shared lock that every response
 * is the survey's, so a response deleted meanwhile cannot keep tags. Every value is a placeholder.
 */
final class TagStore {

	private const SAVEPOINT = 'userfeedback_tags';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The tags of each of the survey's responses among the ids, in one query.
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $ids       Response ids.
	 * @return array<int, string[]> Response id => its tags, A to Z (every id present).
	 */
	public function for_responses( int $survey_id, array $ids ): array {
		$ids = self::ids( $ids );
		$out = array_fill_keys( $ids, array() );
		if ( array() === $ids ) {
			return $out;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT response_id, tag FROM `{$this->tables->response_tags()}` WHERE survey_id = %d AND response_id IN (" . self::placeholders( $ids ) . ') ORDER BY response_id, tag', array_merge( array( $survey_id ), $ids ) ), ARRAY_A );
		foreach ( $rows as $row ) {
			$out[ (int) $row['response_id'] ][] = (string) $row['tag'];
		}
		return $out;
	}

	/**
	 * The survey's tags with how many of its published responses carry each, most used first.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array{tag: string, count: int}>
	 */
	public function counts( int $survey_id ): array {
		return ( new TagCounts( $this->wpdb, $this->tables ) )->in_range( $survey_id, null, null );
	}

	/**
	 * Replaces the response's tags with the given set.
	 *
	 * @param int      $survey_id   Survey id.
	 * @param int      $response_id Response id.
	 * @param string[] $tags        Normalised, distinct tags (at most TagRules::MAX_PER_RESPONSE).
	 * @return string[]|null|false The tags stored, A to Z; null when the response is not the
	 *                             survey's; false when the database failed (nothing changed).
	 */
	public function replace( int $survey_id, int $response_id, array $tags ) {
		return Transaction::run(
			$this->wpdb,
			self::SAVEPOINT,
			function () use ( $survey_id, $response_id, $tags ) {
				$owned = $this->lock_responses( $survey_id, array( $response_id ) );
				if ( true !== $owned ) {
					return $owned;
				}
				$wpdb  = $this->wpdb;
				$table = $this->tables->response_tags();
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); values prepared.
				if ( false === $wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE response_id = %d", $response_id ) ) ) {
					return false;
				}
				if ( ! $this->insert( $survey_id, array( $response_id ), $tags ) ) {
					return false;
				}
				return $this->for_responses( $survey_id, array( $response_id ) )[ $response_id ];
			},
			'is_array',
			false
		);
	}

	/**
	 * Adds and removes tags on many of the survey's responses at once, all or nothing. A response
	 * that would end with more than TagRules::MAX_PER_RESPONSE tags refuses the whole change.
	 *
	 * @param int      $survey_id Survey id.
	 * @param int[]    $ids       Response ids.
	 * @param string[] $add       Normalised tags to add.
	 * @param string[] $remove    Normalised tags to remove (removed first).
	 * @return int[]|null|false|\WP_Error The ids (sorted); null when any is not the survey's;
	 *                                    false when the database failed; the error when a response
	 *                                    would hold too many tags. Nothing changed unless an array.
	 */
	public function bulk( int $survey_id, array $ids, array $add, array $remove ) {
		$ids = self::ids( $ids );
		if ( array() === $ids ) {
			return array();
		}
		$result = Transaction::run(
			$this->wpdb,
			self::SAVEPOINT,
			function () use ( $survey_id, $ids, $add, $remove ) {
				$owned = $this->lock_responses( $survey_id, $ids );
				if ( true !== $owned ) {
					return $owned;
				}
				$wpdb  = $this->wpdb;
				$table = $this->tables->response_tags();
				$in    = self::placeholders( $ids );
				if ( array() !== $remove ) {
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() lists of placeholders.
					$done = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE response_id IN ({$in}) AND tag IN (" . implode( ',', array_fill( 0, count( $remove ), '%s' ) ) . ')', array_merge( $ids, $remove ) ) );
					if ( false === $done ) {
						return false;
					}
				}
				if ( array() === $add ) {
					return $ids;
				}
				if ( ! $this->insert( $survey_id, $ids, $add ) ) {
					return false;
				}
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
				$over = $wpdb->get_var( $wpdb->prepare( "SELECT response_id FROM `{$table}` WHERE response_id IN ({$in}) GROUP BY response_id HAVING COUNT(*) > %d LIMIT 1", array_merge( $ids, array( TagRules::MAX_PER_RESPONSE ) ) ) );
				if ( '' !== $wpdb->last_error ) {
					return false;
				}
				if ( null !== $over ) {
					return TagRules::invalid(
						'add',
						sprintf(
							/* translators: 1: response number. 2: most tags a response may have. */
							__( 'Response %1$d would have more than %2$d tags. Nothing was changed.', 'userfeedback' ),
							(int) $over,
							TagRules::MAX_PER_RESPONSE
						)
					);
				}
				return $ids;
			},
			'is_array',
			false
		);
		return $result;
	}

	/**
	 * Deletes the tags of responses (they were deleted for good).
	 *
	 * @param int[] $ids Response ids.
	 * @return void
	 */
	public function delete_for_responses( array $ids ): void {
		$ids = self::ids( $ids );
		if ( array() === $ids ) {
			return;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_tags()}` WHERE response_id IN (" . self::placeholders( $ids ) . ')', $ids ) );
	}

	/**
	 * Deletes every tag of a survey (it was deleted for good).
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function delete_for_survey( int $survey_id ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); values prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_tags()}` WHERE survey_id = %d", $survey_id ) );
	}

	/**
	 * Whether every id is one of the survey's responses, locking them (shared) until the
	 * transaction ends, so a delete waits for the tags written here and its clean-up sees them.
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $ids       Distinct response ids.
	 * @param bool  $lock      False to only check (outside a transaction).
	 * @return true|null|false True when all are the survey's; null when not; false on a
	 *                         database failure.
	 */
	public function lock_responses( int $survey_id, array $ids, bool $lock = true ) {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); values prepared, IN() list of %d placeholders.
		$found = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE survey_id = %d AND id IN (" . self::placeholders( $ids ) . ')' . ( $lock ? ' LOCK IN SHARE MODE' : '' ), array_merge( array( $survey_id ), $ids ) ) );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		return count( $found ) === count( $ids ) ? true : null;
	}

	/**
	 * Inserts each tag on each response; a pair already there is left as it is.
	 *
	 * @param int      $survey_id Survey id.
	 * @param int[]    $ids       Response ids.
	 * @param string[] $tags      Normalised tags.
	 * @return bool False when the database failed.
	 */
	private function insert( int $survey_id, array $ids, array $tags ): bool {
		if ( array() === $tags ) {
			return true;
		}
		$wpdb   = $this->wpdb;
		$table  = $this->tables->response_tags();
		$values = array();
		$rows   = array();
		foreach ( $ids as $id ) {
			foreach ( $tags as $tag ) {
				$rows[] = '(%d, %d, %s)';
				array_push( $values, $survey_id, $id, $tag );
			}
		}
		// At most 500 responses × 20 tags: 10,000 rows in chunks of 1,000.
		foreach ( array_chunk( $rows, 1000, true ) as $chunk ) {
			$args = array_slice( $values, 3 * (int) array_key_first( $chunk ), 3 * count( $chunk ) );
			// INSERT IGNORE: a pair already present (or equal under the column's collation) stays.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table (name from Tables); every value a placeholder.
			if ( false === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$table}` (survey_id, response_id, tag) VALUES " . implode( ',', $chunk ), $args ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Distinct positive ids, sorted.
	 *
	 * @param array<int|string> $ids Ids.
	 * @return int[]
	 */
	public static function ids( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * A list of %d placeholders.
	 *
	 * @param int[] $ids Ids.
	 * @return string
	 */
	private static function placeholders( array $ids ): string {
		return implode( ',', array_fill( 0, count( $ids ), '%d' ) );
	}
}
