<?php
/**
 * Keeps each survey's pre-aggregated counts (the rollups) in step with its responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

// The rollups' data store: direct queries on our own tables, names from Tables (never input),
// every value through prepare(); id lists are cast to integers; the site-day expression is built
// from prepared literals (SiteDaySql). WPCS 2.3 cannot follow these, hence each statement's
// ignore comment.

/**
 * Why: an all-time report on a survey with a million answer rows must not walk a million index
 * entries (bench/README.md). The rollups table holds, per survey and site day, the published
 * responses, the responses that answered each question (and left a comment), and the answers per
 * value of each choice or rating question, grouped by the MD5 of the value's text (so two values
 * never merge, which a CRC-32 could not promise). Any range of whole site days, all time included,
 * is a sum over a few hundred of these rows.
 *
 * Exactness: every write that changes what is published updates the rollups in its own
 * transaction, from the same SQL that builds them from scratch (aggregate()): a new response adds
 * its rows (+1), trash subtracts them (-1), restore adds them back; deleting trashed responses
 * changes nothing. Writers take a shared lock on the survey row first, a rebuild an exclusive one,
 * so a rebuild never misses or double-counts a response being written.
 *
 * Staleness: the rows are only valid for the site's time zone (days) and for the survey's set of
 * choice and rating questions (which get per-value rows) they were built under; key() names that
 * pair and the survey row stores it (surveys.rollup_key). When the time zone or the question types
 * change, or rows were written behind our back (the demo seeder, the benchmark, tests), the key no
 * longer matches: writers skip the rollups and the next report rebuilds them (ensure_current()), a
 * few seconds for a million answers, once. New sites and upgraded ones start with an empty key.
 */
final class Rollups {

	public const KIND_RESPONSES = 0;
	public const KIND_ANSWERED  = 1;
	public const KIND_VALUE     = 2;

	private const SAVEPOINT = 'userfeedback_rollups';

	/**
	 * The database connection.
	 *
	 * @var \wpdb
	 */
	private \wpdb $wpdb;

	/**
	 * Table names.
	 *
	 * @var Tables
	 */
	private Tables $tables;

	/**
	 * Constructor.
	 *
	 * @param \wpdb  $wpdb   The database connection.
	 * @param Tables $tables Table names.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables ) {
		$this->wpdb   = $wpdb;
		$this->tables = $tables;
	}

	/**
	 * What a survey's rollup rows depend on besides its responses: the site's time zone and which
	 * questions get per-value rows.
	 *
	 * @param array<int, mixed> $questions The survey's questions (stored shape).
	 * @param \DateTimeZone     $zone      The site's time zone.
	 * @return string 32 hex characters.
	 */
	public static function key( array $questions, \DateTimeZone $zone ): string {
		$values = QuestionStats::plan( array_values( array_filter( $questions, 'is_array' ) ) )['values'];
		sort( $values, SORT_STRING );
		return md5( $zone->getName() . "\n" . implode( "\n", $values ) );
	}

	/**
	 * Whether a survey row's rollups are current, from the row alone (a report has just read it).
	 *
	 * @param array<string, mixed> $survey A survey row, decoded or not, with its rollup_key.
	 * @return bool
	 */
	public static function is_current( array $survey ): bool {
		$questions = $survey['questions'] ?? array();
		if ( is_string( $questions ) ) {
			$questions = self::questions( $survey );
		}
		return self::key( is_array( $questions ) ? array_values( $questions ) : array(), wp_timezone() ) === (string) ( $survey['rollup_key'] ?? '' );
	}

	/**
	 * For writers, inside their transaction and before their first write: takes a shared lock on
	 * the survey row (a rebuild waits for the writer, the writer for a rebuild) and says whether
	 * the survey's rollups are current and so must be updated.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, mixed>|null|false The survey's questions when the rollups are current;
	 *                                      null when they are not (or there is no such survey);
	 *                                      false when the database failed.
	 */
	public function lock_for_write( int $survey_id ) {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
		$row = $this->wpdb->get_row( $this->wpdb->prepare( "SELECT rollup_key, questions FROM `{$this->tables->surveys()}` WHERE id = %d LOCK IN SHARE MODE", $survey_id ), ARRAY_A );
		if ( '' !== $this->wpdb->last_error ) {
			return false;
		}
		if ( ! is_array( $row ) ) {
			return null;
		}
		return self::is_current( $row ) ? self::questions( $row ) : null;
	}

	/**
	 * Adds (+1) or subtracts (-1) some responses of the survey to or from its rollups. Call inside
	 * the writer's transaction, after lock_for_write() returned the questions; whether the responses
	 * are published is the caller's business (the rows are read whatever their status).
	 *
	 * @param int               $survey_id    Survey id.
	 * @param array<int, mixed> $questions    From lock_for_write().
	 * @param int[]             $response_ids The survey's responses to count.
	 * @param int               $sign         1 or -1.
	 * @param string|null       $utc_at       When all the responses were submitted, if known (a new
	 *                                        response): the site day is then a fixed offset.
	 * @return bool False when the database failed.
	 */
	public function apply( int $survey_id, array $questions, array $response_ids, int $sign, ?string $utc_at = null ): bool {
		$ids = implode( ',', array_map( 'intval', $response_ids ) );
		if ( '' === $ids ) {
			return true;
		}
		$ok = $this->aggregate(
			$questions,
			(string) $this->wpdb->prepare( "a.survey_id = %d AND a.response_id IN ({$ids})", $survey_id ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- response ids cast to integers above, survey id prepared.
			(string) $this->wpdb->prepare( "r.survey_id = %d AND r.id IN ({$ids})", $survey_id ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- response ids cast to integers above, survey id prepared.
			$sign,
			$utc_at
		);
		if ( $ok && $sign < 0 ) {
			// Counts that reached zero: drop them, so the table holds only what exists.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
			$ok = false !== $this->wpdb->query( $this->wpdb->prepare( "DELETE FROM `{$this->tables->rollups()}` WHERE survey_id = %d AND answers = 0 AND comments = 0", $survey_id ) );
		}
		return $ok;
	}

	/**
	 * Makes sure the survey's rollups are current before a report reads them: one indexed read
	 * when they are; otherwise a rebuild from the published answers, all or nothing, under an
	 * exclusive lock on the survey row.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when they could not be rebuilt.
	 */
	public function ensure_current( int $survey_id ): bool {
		$wpdb    = $this->wpdb;
		$surveys = $this->tables->surveys();
		$row     = $wpdb->get_row( $wpdb->prepare( "SELECT rollup_key, questions FROM `{$surveys}` WHERE id = %d", $survey_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; must see the current key, so not cached.
		if ( ! is_array( $row ) ) {
			return false;
		}
		if ( self::is_current( $row ) ) {
			return true;
		}
		return Transaction::run(
			$wpdb, // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- reported on this argument for the FOR UPDATE read below: a locking read, not cacheable.
			self::SAVEPOINT,
			function () use ( $wpdb, $surveys, $survey_id ): bool {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared.
				$row = $wpdb->get_row( $wpdb->prepare( "SELECT rollup_key, questions FROM `{$surveys}` WHERE id = %d FOR UPDATE", $survey_id ), ARRAY_A );
				if ( ! is_array( $row ) ) {
					return false;
				}
				if ( self::is_current( $row ) ) {
					return true; // Rebuilt by another request while this one waited for the lock.
				}
				$questions = self::questions( $row );
				$key       = self::key( $questions, wp_timezone() );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; writes inside the rebuild's transaction.
				return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->rollups()}` WHERE survey_id = %d", $survey_id ) )
					&& $this->aggregate(
						$questions,
						(string) $wpdb->prepare( "a.survey_id = %d AND a.status = 'publish'", $survey_id ),
						(string) $wpdb->prepare( "r.survey_id = %d AND r.status = 'publish'", $survey_id ),
						1
					)
					&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$surveys}` SET rollup_key = %s WHERE id = %d", $key, $survey_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			},
			static fn( bool $ok ): bool => $ok
		);
	}

	/**
	 * Rebuilds a survey's rollups from its published answers even when they look current: repairs
	 * rows changed behind the plugin's back (a restored backup, a hand edit), which the key cannot
	 * notice (`wp userfeedback rollups rebuild`). The key is cleared first, so writers skip the
	 * rollups until the rebuild, which counts their responses, holds the survey row.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when there is no such survey or the rebuild failed (the rollups are then
	 *              stale, and the next report rebuilds them).
	 */
	public function rebuild( int $survey_id ): bool {
		$this->invalidate( array( $survey_id ) );
		return $this->ensure_current( $survey_id );
	}

	/**
	 * Marks surveys' rollups stale, after their responses or answers were written without
	 * apply() (bulk seeding, imports): the next report rebuilds them.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return void
	 */
	public function invalidate( array $survey_ids ): void {
		$ids = implode( ',', array_map( 'intval', $survey_ids ) );
		if ( '' !== $ids ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers above.
			$this->wpdb->query( "UPDATE `{$this->tables->surveys()}` SET rollup_key = '' WHERE id IN ({$ids})" );
		}
	}

	/**
	 * Adds the matching rows' counts, times $sign, to the rollups: responses per site day;
	 * responses that answered each question (a checkbox answer is one row per tick, so rows are
	 * first grouped per response) and left a comment; answers per value of choice and rating
	 * questions. Rows already there are summed into.
	 *
	 * Two steps on purpose: the grouped SELECTs are plain consistent reads, which lock nothing,
	 * and the sums are then upserted as VALUES in one fixed order. An INSERT … SELECT would take
	 * shared next-key locks on the responses and answers it reads, and under concurrent visitors
	 * those gap locks deadlock with each other's inserts (measured: 5 deadlocks in 900 responses
	 * at 4 in flight); upserts in key order only ever wait on one another.
	 *
	 * @param array<int, mixed> $questions     The survey's questions.
	 * @param string            $answers_sql   WHERE condition on answers `a`.
	 * @param string            $responses_sql WHERE condition on responses `r`.
	 * @param int               $sign          1 or -1.
	 * @param string|null       $utc_at        When all the rows were submitted, if known; null: any time.
	 * @return bool False when the database failed (stops at the first failure).
	 */
	private function aggregate( array $questions, string $answers_sql, string $responses_sql, int $sign, ?string $utc_at = null ): bool {
		$wpdb     = $this->wpdb;
		$all_time = DateRange::all_time( wp_timezone() );
		$answer   = SiteDaySql::expression( $wpdb, $all_time, 'a.submitted_at', $utc_at, $utc_at );
		$response = SiteDaySql::expression( $wpdb, $all_time, 'r.submitted_at', $utc_at, $utc_at );
		$none     = "MD5('')";

		// Per-response groups are (question, submitted_at, response): the answers'
		// survey_question_order index is in that order, so a rebuild groups while it reads (10x
		// faster than grouping by the computed day); the day follows from submitted_at.
		$queries = array(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; the site-day expression and $responses_sql are prepared fragments, $none a literal.
				"SELECT r.survey_id, %d AS kind, '' AS question_id, {$response} AS site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, 0 AS comments
				FROM `{$this->tables->responses()}` r WHERE {$responses_sql} GROUP BY r.survey_id, site_day", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $responses_sql is a prepared fragment.
				self::KIND_RESPONSES
			),
			$wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; the site-day expression and $answers_sql are prepared fragments, $none a literal. Scoped to this statement: flagged lines are inside the SQL string.
				"SELECT t.survey_id, %d AS kind, t.question_id, t.site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, SUM( t.commented ) AS comments
				FROM ( SELECT a.survey_id, a.question_id, {$answer} AS site_day, MAX( a.has_extra ) AS commented
					FROM `{$this->tables->answers()}` a WHERE {$answers_sql} GROUP BY a.question_id, a.submitted_at, a.response_id ) t
				GROUP BY t.survey_id, t.question_id, t.site_day",
				self::KIND_ANSWERED
			), // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		);
		$values  = QuestionStats::plan( array_values( array_filter( $questions, 'is_array' ) ) )['values'];
		if ( array() !== $values ) {
			$queries[] = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; the site-day expression and $answers_sql are prepared fragments; IN() of %s placeholders. Scoped to this statement: a flagged line is inside the SQL string.
				"SELECT a.survey_id, %d AS kind, a.question_id, {$answer} AS site_day, MD5( a.value ) AS hash, MIN( a.value ) AS value, COUNT(*) AS answers, SUM( a.has_extra ) AS comments
				FROM `{$this->tables->answers()}` a WHERE {$answers_sql} AND a.question_id IN (" . implode( ',', array_fill( 0, count( $values ), '%s' ) ) . ')
				GROUP BY a.survey_id, a.question_id, site_day, hash',
				array_merge( array( self::KIND_VALUE ), $values )
			); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$rows = array();
		foreach ( $queries as $sql ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql is one of the SELECTs prepared above; its sums feed the rollups.
			$found = $wpdb->get_results( (string) $sql, ARRAY_A );
			if ( '' !== $wpdb->last_error ) {
				return false;
			}
			foreach ( (array) $found as $row ) {
				$rows[ $row['kind'] . "\0" . $row['question_id'] . "\0" . $row['site_day'] . "\0" . $row['hash'] ] = $row;
			}
		}
		ksort( $rows, SORT_STRING ); // One order for every writer: lock waits, not lock cycles.
		return $this->upsert( array_values( $rows ), $sign < 0 ? -1 : 1 );
	}

	/**
	 * Sums grouped counts into the rollup rows, a few hundred rows per statement.
	 *
	 * @param array<int, array<string, mixed>> $rows Rows of aggregate()'s SELECTs.
	 * @param int                              $sign 1 or -1.
	 * @return bool False when the database failed.
	 */
	private function upsert( array $rows, int $sign ): bool {
		$wpdb = $this->wpdb;
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$tuples = array();
			foreach ( $chunk as $row ) {
				$tuples[] = $wpdb->prepare(
					'(%d, %d, %s, %s, UNHEX(%s), %s, %d, %d)',
					(int) $row['survey_id'],
					(int) $row['kind'],
					(string) $row['question_id'],
					(string) $row['site_day'],
					(string) $row['hash'],
					(string) $row['value'],
					$sign * (int) $row['answers'],
					$sign * (int) $row['comments']
				);
			}
			$sql = "INSERT INTO `{$this->tables->rollups()}` (survey_id, kind, question_id, day, value_hash, value, answers, comments) VALUES "
				. implode( ',', $tuples )
				. ' ON DUPLICATE KEY UPDATE answers = answers + VALUES(answers), comments = comments + VALUES(comments)';
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row upsert of prepared tuples.
			if ( false === $wpdb->query( $sql ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A survey row's questions.
	 *
	 * @param array<string, mixed> $row Row with a `questions` JSON column.
	 * @return array<int, mixed>
	 */
	private static function questions( array $row ): array {
		$questions = json_decode( (string) ( $row['questions'] ?? '' ), true );
		return is_array( $questions ) ? array_values( $questions ) : array();
	}
}
