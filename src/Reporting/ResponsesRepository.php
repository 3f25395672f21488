<?php
/**
 * All SQL about reading and managing a survey's responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Database\Transaction;
use UserFeedback\Events\Actions;

// The responses' reporting data store: direct queries on our own tables, names from Tables (never
// input), every value through prepare(); IN() lists are %d placeholders built by placeholders(),
// which WPCS 2.3 cannot follow. Each such statement says so in its own phpcs:ignore.

/**
 * Lists, counts and positions run on the responses' (survey_id, status, submitted_at) index (InnoDB
 * appends the primary key, so "submitted_at, id" order is read straight off it); answer rows are
 * reached through their response_id index. Nothing loads a survey's responses to count them.
 *
 * Status changes touch the response rows, their answer rows and the survey's rollups in one
 * Transaction, and refuse the whole batch when any id belongs to another survey.
 */
final class ResponsesRepository {

	public const STATUSES = array( 'publish', 'trash' );

	private const SAVEPOINT = 'userfeedback_responses';

	/**
	 * A survey's status counts before any is counted (status_counts(), filtered_counts()).
	 */
	private const NO_COUNTS = array(
		'publish'         => 0,
		'trash'           => 0,
		'publish_partial' => 0,
		'trash_partial'   => 0,
	);

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups ) {
	}

	/**
	 * How many responses of the survey are in each status: its counters (Counts) when it is
	 * counted, else one GROUP BY on the index (a survey not counted yet: an upgraded site, rows
	 * written in bulk) — one query either way. With the partial responses in each status.
	 *
	 * @param int $survey_id Survey id.
	 * @return array{publish: int, trash: int, publish_partial: int, trash_partial: int}
	 */
	public function status_counts( int $survey_id ): array {
		$wpdb   = $this->wpdb;
		$table  = $this->tables->responses();
		$counts = self::NO_COUNTS;
		$exact  = BuildStates::exact_sql( $this->tables, 's' );
		$totals = Counts::totals_sql( $wpdb, $this->tables, (string) $wpdb->prepare( 'survey_id = %d', $survey_id ) );
		// IF() evaluates only the branch it returns: the COUNTs run only for a survey not counted.
		$sql = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; values prepared. Scoped to this statement: the flagged lines are inside the SQL string.
			"SELECT {$exact['exact']} AS counted, IF( {$exact['exact']}, COALESCE( c.published, 0 ), ( SELECT COUNT(*) FROM `{$table}` WHERE survey_id = s.id AND status = 'publish' ) ) AS publish,
				IF( {$exact['exact']}, COALESCE( c.trashed, 0 ), ( SELECT COUNT(*) FROM `{$table}` WHERE survey_id = s.id AND status = 'trash' ) ) AS trash,
				IF( {$exact['exact']}, COALESCE( c.partial, 0 ), ( SELECT COUNT(*) FROM `{$table}` WHERE survey_id = s.id AND status = 'publish' AND completed = 0 ) ) AS publish_partial,
				IF( {$exact['exact']}, COALESCE( c.partial_trashed, 0 ), ( SELECT COUNT(*) FROM `{$table}` WHERE survey_id = s.id AND status = 'trash' AND completed = 0 ) ) AS trash_partial
			FROM `{$this->tables->surveys()}` s {$exact['join']} LEFT JOIN {$totals} c ON c.survey_id = s.id
			WHERE s.id = %d",
			$survey_id
		); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql prepared above. Not cached: counts change with every response.
		$row = $wpdb->get_row( (string) $sql, ARRAY_A );
		if ( is_array( $row ) ) {
			foreach ( array_keys( $counts ) as $status ) {
				$counts[ $status ] = (int) $row[ $status ];
			}
			if ( 1 !== (int) $row['counted'] ) {
				$this->rollups->request_build();
			}
		}
		return $counts;
	}

	/**
	 * The status counts (status_counts()) of the responses a condition selects (a report filter): one
	 * grouped count on the (survey_id, status, submitted_at) index with the filter's semi-joins —
	 * it grows with the survey, as any filtered count must; the unfiltered list keeps the counters.
	 *
	 * @param int      $survey_id Survey id.
	 * @param string   $condition A prepared condition on the responses row `r`.
	 * @param string[] $statuses  The statuses counted ('publish', 'trash'); the others count 0.
	 * @return array{publish: int, trash: int, publish_partial: int, trash_partial: int}
	 */
	public function filtered_counts( int $survey_id, string $condition, array $statuses = array( 'publish', 'trash' ) ): array {
		$wpdb   = $this->wpdb;
		$counts = self::NO_COUNTS;
		$in     = implode( ',', array_map( static fn( string $status ): string => 'trash' === $status ? "'trash'" : "'publish'", $statuses ) );
		if ( '' === $in ) {
			return $counts;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $condition is FilterSql's prepared fragment, $in two literals. Not cached: changes with every response.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT r.status, COUNT(*) AS n, SUM( r.completed = 0 ) AS partial FROM `{$this->tables->responses()}` r WHERE r.survey_id = %d AND r.status IN ({$in}) AND {$condition} GROUP BY r.status", $survey_id ), ARRAY_A );
		foreach ( $rows as $row ) {
			$status                        = 'trash' === $row['status'] ? 'trash' : 'publish';
			$counts[ $status ]             = (int) $row['n'];
			$counts[ "{$status}_partial" ] = (int) $row['partial'];
		}
		return $counts;
	}

	/**
	 * One page of a survey's responses in one status, newest first (or oldest first).
	 *
	 * @param int       $survey_id Survey id.
	 * @param string    $status    'publish' or 'trash'.
	 * @param string    $order     'desc' or 'asc' (by submitted_at, then id).
	 * @param int       $limit     Rows.
	 * @param int       $offset    Rows to skip.
	 * @param bool|null $completed Only completed (true) or partial (false) responses; null: both.
	 * @param string    $condition A prepared condition on the responses row `r` (a report filter); '' for none.
	 * @return array<int, array{id: int, status: string, submitted_at: string, page_url: string, page_title: string, completed: bool, language: string}>
	 */
	public function page( int $survey_id, string $status, string $order, int $limit, int $offset, ?bool $completed = null, string $condition = '' ): array {
		$wpdb      = $this->wpdb;
		$table     = $this->tables->responses();
		$direction = 'asc' === strtolower( $order ) ? 'ASC' : 'DESC';
		// Walks the (survey_id, status, submitted_at) index and skips the other kind: partial
		// responses are a minority, and an index of their own would weigh on every survey.
		$only = ( null === $completed ? '' : ( $completed ? ' AND r.completed = 1' : ' AND r.completed = 0' ) ) . ( '' === $condition ? '' : " AND {$condition}" );
		// The offset is never negative, whatever the caller worked out: SQL refuses a negative OFFSET.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); values prepared, $only a prepared condition.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT r.id, r.status, r.submitted_at, r.page_url, r.page_title, r.completed, r.language FROM `{$table}` r WHERE r.survey_id = %d AND r.status = %s{$only} ORDER BY submitted_at {$direction}, id {$direction} LIMIT %d OFFSET %d", $survey_id, $status, max( 1, $limit ), max( 0, $offset ) ), ARRAY_A );
		return array_map( array( self::class, 'list_row' ), $rows );
	}

	/**
	 * A list row as page() gives it, from a row of the responses table's list columns (also the
	 * filtered list's published side, Facts\FactsList::page(), and the start of find()'s).
	 *
	 * @param array<string, mixed> $row id, status, submitted_at, page_url, page_title, completed, language.
	 * @return array{id: int, status: string, submitted_at: string, page_url: string, page_title: string, completed: bool, language: string}
	 */
	public static function list_row( array $row ): array {
		return array(
			'id'           => (int) $row['id'],
			'status'       => (string) $row['status'],
			'submitted_at' => (string) $row['submitted_at'],
			'page_url'     => (string) $row['page_url'],
			'page_title'   => (string) $row['page_title'],
			'completed'    => 0 !== (int) $row['completed'],
			'language'     => (string) ( $row['language'] ?? '' ),
		);
	}

	/**
	 * One response of the survey, or null (also when it belongs to another survey).
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return array{id: int, survey_id: int, status: string, submitted_at: string, page_url: string, page_title: string, user_ip: string, user_browser: string, user_os: string, user_device: string, completed: bool, language: string}|null
	 */
	public function find( int $survey_id, int $response_id ): ?array {
		$row = $this->find_many( array( $response_id ) )[ $response_id ] ?? null;
		return null !== $row && $survey_id === $row['survey_id'] ? $row : null;
	}

	/**
	 * Several responses by id, in one read (the e-mail queue builds a batch's messages at once);
	 * ids that are gone are missing from the result.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<int, array{id: int, survey_id: int, status: string, submitted_at: string, page_url: string, page_title: string, user_ip: string, user_browser: string, user_os: string, user_device: string, completed: bool, language: string}> By response id.
	 */
	public function find_many( array $response_ids ): array {
		$ids = self::ids( $response_ids );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->responses();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); IN() of %d placeholders.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, survey_id, status, submitted_at, page_url, page_title, user_ip, user_browser, user_os, user_device, completed, language FROM `{$table}` WHERE id IN (" . self::placeholders( $ids ) . ')', $ids ), ARRAY_A );
		$found = array();
		foreach ( $rows as $row ) {
			$found[ (int) $row['id'] ] = self::list_row( $row ) + array(
				'survey_id'    => (int) $row['survey_id'],
				'user_ip'      => (string) $row['user_ip'],
				'user_browser' => (string) $row['user_browser'],
				'user_os'      => (string) $row['user_os'],
				'user_device'  => (string) $row['user_device'],
			);
		}
		return $found;
	}

	/**
	 * A response's answer rows in the order they were stored (one per answered question, one per
	 * ticked checkbox option).
	 *
	 * @param int $response_id Response id.
	 * @return array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>
	 */
	public function answers( int $response_id ): array {
		return $this->answers_of( array( $response_id ) )[ $response_id ] ?? array();
	}

	/**
	 * The answer rows of several responses in one read, by response id, each in the order stored
	 * (as answers() gives them); a response without answers is missing.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>>
	 */
	public function answers_of( array $response_ids ): array {
		$ids = self::ids( $response_ids );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->answers();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); IN() of %d placeholders.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT response_id, question_id, value, value_num, extra FROM `{$table}` WHERE response_id IN (" . self::placeholders( $ids ) . ') ORDER BY response_id ASC, id ASC', $ids ), ARRAY_A );
		$answers = array();
		foreach ( $rows as $row ) {
			$answers[ (int) $row['response_id'] ][] = array(
				'question_id' => (string) $row['question_id'],
				'value'       => (string) $row['value'],
				'value_num'   => null === $row['value_num'] ? null : (int) $row['value_num'],
				'extra'       => null === $row['extra'] ? null : (string) $row['extra'],
			);
		}
		return $answers;
	}

	/**
	 * The hidden fields' values of some of the survey's responses, by response id (ResponseFields).
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $ids       Response ids.
	 * @return array<int, array<string, string>>
	 */
	public function fields( int $survey_id, array $ids ): array {
		return ( new ResponseFields( $this->wpdb, $this->tables ) )->for_responses( $survey_id, $ids );
	}

	/**
	 * Deletes the survey's responses among the ids whatever their status (privacy erasure,
	 * retention), with their answer rows, hidden fields' values and any e-mail still queued for them; published ones are
	 * first taken out of the rollups, in the same transaction.
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $ids       Response ids.
	 * @return int[]|null|false The ids deleted; see change().
	 */
	public function delete_for_good( int $survey_id, array $ids ) {
		$deleted = $this->change(
			$survey_id,
			$ids,
			null,
			function ( array $changed, RollupWriter $rollups ) use ( $survey_id ): bool {
				$wpdb      = $this->wpdb;
				$in        = self::placeholders( $changed );
				$published = $this->published( $changed );
				return is_array( $published )
					&& $rollups->subtract( $published )
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answers()}` WHERE response_id IN ({$in})", $changed ) )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->email_queue()}` WHERE response_id IN ({$in})", $changed ) )
					&& ( new ResponseFields( $wpdb, $this->tables ) )->delete_for_responses( $changed )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->responses()}` WHERE survey_id = %d AND id IN ({$in})", array_merge( array( $survey_id ), $changed ) ) );
			}
		);
		if ( is_array( $deleted ) ) {
			Actions::responses_deleted( $deleted, $survey_id );
		}
		return $deleted;
	}

	/**
	 * The published ones among the responses (also for the privacy tools' writes).
	 *
	 * @param int[] $ids Response ids.
	 * @return int[]|null Null when the database failed.
	 */
	public function published( array $ids ): ?array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
		$published = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE id IN (" . self::placeholders( $ids ) . ") AND status = 'publish'", $ids ) ) );
		return '' === $wpdb->last_error ? $published : null;
	}

	/**
	 * The published ones among the responses submitted at or after a time (a webhook for new
	 * responses only: a backlog's old ones are left out before any payload is built).
	 *
	 * @param int[]  $ids       Response ids.
	 * @param string $utc_since 'Y-m-d H:i:s' UTC.
	 * @return int[]
	 */
	public function published_since( array $ids, string $utc_since ): array {
		if ( array() === $ids ) {
			return array();
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE id IN (" . self::placeholders( $ids ) . ") AND status = 'publish' AND submitted_at >= %s ORDER BY id", array_merge( array_map( 'intval', $ids ), array( $utc_since ) ) ) ) );
	}

	/**
	 * Locks the survey row for its rollups (first, as every rollup writer does) and the given
	 * responses, checks they all belong to the survey, and runs the change on those in the wanted
	 * status — all or nothing. Public for the changes written elsewhere (the Pro module's trash,
	 * restore and delete: Responses\ResponseTrash; the privacy eraser's Privacy\ResponseAnonymiser).
	 *
	 * @param int                                 $survey_id Survey id.
	 * @param int[]                               $ids       Response ids.
	 * @param string|null                         $status    Status the change applies to; null: any.
	 * @param callable(int[], RollupWriter): bool $change Writes the change for the ids, keeping the survey's
	 *                                                    derived sets with the writer (subtract before, add
	 *                                                    after); false on failure.
	 * @return int[]|null|false The ids changed (those not in $status are left out); null when any
	 *                          id is not one of the survey's responses (nothing changed); false
	 *                          when the database failed (nothing changed).
	 */
	public function change( int $survey_id, array $ids, ?string $status, callable $change ) {
		$ids = self::ids( $ids );
		if ( array() === $ids ) {
			return array();
		}
		return Transaction::run(
			$this->wpdb,
			self::SAVEPOINT,
			function () use ( $survey_id, $ids, $status, $change ) {
				$result  = false;
				$written = $this->rollups->write(
					$survey_id,
					function ( RollupWriter $rollups ) use ( $survey_id, $ids, $status, $change, &$result ): ?array {
						$wpdb = $this->wpdb;
						// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
						$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, survey_id, status, submitted_at, completed FROM `{$this->tables->responses()}` WHERE id IN (" . self::placeholders( $ids ) . ') ORDER BY id ASC FOR UPDATE', $ids ), ARRAY_A );
						if ( '' !== $wpdb->last_error ) {
							return null;
						}
						$changed = array();
						$before  = array();
						$foreign = count( $rows ) !== count( $ids );
						foreach ( $rows as $row ) {
							if ( (int) $row['survey_id'] !== $survey_id ) {
								$foreign = true;
							} elseif ( null === $status || $status === $row['status'] ) {
								$changed[]                  = (int) $row['id'];
								$before[ (int) $row['id'] ] = $row;
							}
						}
						if ( $foreign || array() === $changed ) {
							$result = $foreign ? null : $changed;
							return array();
						}
						$moves  = $change( $changed, $rollups ) ? $this->moves( $before ) : null;
						$result = null === $moves ? false : $changed;
						return $moves;
					}
				);
				return $written ? $result : false;
			},
			'is_array',
			false
		);
	}

	/**
	 * The status moves of the responses a change() just wrote, for the counters: their status
	 * before, read under lock, against their status now (none when deleted), so every kind of
	 * change — trash, restore, delete, erasure — keeps them exact without telling.
	 *
	 * @param array<int, array<string, mixed>> $before Response id => row before the change (status, submitted_at, completed).
	 * @return array<int, array{id: int, submitted_at: string, from: string|null, to: string|null, from_partial?: bool, to_partial?: bool}>|null Null when the database failed.
	 */
	private function moves( array $before ): ?array {
		$wpdb = $this->wpdb;
		$ids  = array_keys( $before );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
		$after = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, status FROM `{$this->tables->responses()}` WHERE id IN (" . self::placeholders( $ids ) . ')', $ids ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$now = array();
		foreach ( $after as $row ) {
			$now[ (int) $row['id'] ] = (string) $row['status'];
		}
		$moves = array();
		foreach ( $before as $id => $row ) {
			$to = $now[ $id ] ?? null;
			if ( $to !== $row['status'] ) {
				$moves[] = array(
					'id'           => (int) $id,
					'submitted_at' => (string) $row['submitted_at'],
					'from'         => (string) $row['status'],
					'to'           => $to,
					// A change never completes a response: it stays partial or not on both sides.
					'from_partial' => 0 === (int) $row['completed'],
					'to_partial'   => 0 === (int) $row['completed'],
				);
			}
		}
		return $moves;
	}

	/**
	 * Positive, unique integer ids (also RollupQueries' survey ids).
	 *
	 * @param mixed[] $ids Ids.
	 * @return int[]
	 */
	public static function ids( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * "%d,%d,…" (or "%s,%s,…") for an IN() list.
	 *
	 * @param mixed[] $values      The values.
	 * @param string  $placeholder '%d' or '%s'.
	 * @return string
	 */
	public static function placeholders( array $values, string $placeholder = '%d' ): string {
		return implode( ',', array_fill( 0, count( $values ), $placeholder ) );
	}
}
