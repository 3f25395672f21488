<?php
/**
 * Keeps each survey's pre-aggregated counts (the rollups) and its response counters in step with
 * its responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\CounterShard;
use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Reporting\Build\WriteFences;
use UserFeedback\Reporting\Facts\FactsSet;
use UserFeedback\Reporting\Facts\ResponseFacts;

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
 * is a sum over a few hundred of these rows. Beside them, the counters (Counts) hold each survey's
 * published and trashed responses and its published responses per UTC quarter hour: what the
 * lists and the overview show, independent of the time zone.
 *
 * Exactness: every write that changes what is published goes through write(), in its own
 * transaction: the survey row is locked shared first (a build chunk locks it exclusively, so a
 * chunk never misses or double-counts a response being written), and the write's RollupWriter
 * keeps every derived set with the same SQL that builds it from scratch (aggregate()): a new
 * response adds its rows (+1), trash subtracts them (-1), restore adds them back; deleting trashed
 * responses changes nothing. The counters follow every status change the write reports.
 *
 * Staleness: the rollup rows are only valid for the site's time zone (days) and for the survey's
 * set of choice and rating questions (which get per-value rows) they were built under; key() names
 * that pair and the survey's build state stores it (Build\BuildStates: live_key). The counters
 * are valid while the state says exact. When the time zone or the question types change, or rows
 * were written behind our back (invalidate(): the benchmark, tests), writers skip what is stale,
 * and a rebuild runs in background steps (Build\BuildEngine over RollupSet): it builds a staging
 * set chunk by chunk in (submitted_at, id) order while writers keep both sets exact, and swaps it
 * in at once. Reports never rebuild: meanwhile they answer from the last consistent rows (saying
 * they are being updated), or, for a small survey, straight from its answers (direct()).
 *
 * @phpstan-import-type Move from RollupWriter
 */
final class Rollups {

	public const KIND_RESPONSES = 0;
	public const KIND_ANSWERED  = 1;
	public const KIND_VALUE     = 2;
	// The funnel's kinds, per site day: partial responses, responses that say which
	// questions they displayed (the others count as shown everywhere), and per question the
	// responses that displayed it and the partial ones whose last displayed question it is. Every
	// older response is completed and not tracked, so a site upgraded to them has nothing to count.
	public const KIND_PARTIAL = 3;
	public const KIND_TRACKED = 4;
	public const KIND_SHOWN   = 5;
	public const KIND_DROPPED = 6;

	/**
	 * Most question ids a response's `shown` list holds (a survey's questions are fewer).
	 */
	public const MAX_SHOWN = 50;

	/**
	 * Most published responses a report reads straight from the answers when a survey's rollups
	 * are stale (direct()): about 5 answer rows each, a few tens of milliseconds.
	 */
	public const DIRECT_LIMIT = 5000;

	/**
	 * Most published responses direct() reads (DIRECT_LIMIT; smaller in tests).
	 *
	 * @var int
	 */
	private int $direct_limit = self::DIRECT_LIMIT;

	private ?Counts $counts = null;

	private ?BuildStates $states = null;

	private ?BuildEngine $build = null;

	/**
	 * The facts rows' writer (Facts\ResponseFacts), made on first use.
	 *
	 * @var ResponseFacts|null
	 */
	private ?ResponseFacts $facts = null;

	private ?BuildEngine $facts_build = null;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The exact counters (published and trashed per survey, published per quarter hour).
	 *
	 * @return Counts
	 */
	public function counts(): Counts {
		return $this->counts ??= new Counts( $this->wpdb, $this->tables );
	}

	/**
	 * Sets the most published responses a stale survey's report reads directly (tests).
	 *
	 * @param int $responses Responses.
	 * @return void
	 */
	public function set_direct_limit( int $responses ): void {
		$this->direct_limit = max( 0, $responses );
	}

	/**
	 * The surveys' build states (Build\BuildStates).
	 *
	 * @return BuildStates
	 */
	public function states(): BuildStates {
		return $this->states ??= new BuildStates( $this->wpdb, $this->tables );
	}

	/**
	 * The background build of the rollups and counters.
	 *
	 * @return BuildEngine
	 */
	public function build(): BuildEngine {
		return $this->build ??= new BuildEngine( $this->wpdb, $this->tables, $this->states(), new RollupSet( $this->wpdb, $this->tables, $this ) );
	}

	public function facts(): ResponseFacts {
		return $this->facts ??= new ResponseFacts( $this->wpdb, $this->tables );
	}

	/**
	 * The background build of the facts rows (filtered reports). It runs where the rollups'
	 * does (BuildEngine::may_run_here()), and tests that allow one allow both.
	 *
	 * @return BuildEngine
	 */
	public function facts_build(): BuildEngine {
		return $this->facts_build ??= new BuildEngine( $this->wpdb, $this->tables, $this->states(), new FactsSet( $this->wpdb, $this->facts() ), $this->build() );
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
	 * Whether a survey's rollups can be read now: built for its questions and the site's time
	 * zone, counters exact.
	 *
	 * @param array<string, mixed> $survey A survey row, decoded or not (id, questions).
	 * @return bool
	 */
	public function is_current( array $survey ): bool {
		$questions = $survey['questions'] ?? array();
		if ( is_string( $questions ) ) {
			$questions = self::questions( $survey );
		}
		$state = $this->states()->of( (int) ( $survey['id'] ?? 0 ), BuildKind::Rollups );
		return self::key( is_array( $questions ) ? array_values( $questions ) : array(), wp_timezone() ) === $state->live_key && $state->exact;
	}

	/**
	 * The one way a writer changes a survey's responses, inside the writer's transaction and
	 * before its first statement: on a cluster updates its node's fence row (WriteFences), then
	 * locks the survey row shared (a build chunk waits for the write, the write for a chunk) and
	 * runs $work with the survey's RollupWriter. The work subtracts the
	 * responses it will change or remove, writes, adds the ones it stored, and answers the status
	 * moves it made, which are counted here; null when it failed or gave up (nothing counted).
	 *
	 * @param int      $survey_id Survey id.
	 * @param callable $work      The write: RollupWriter → its status moves, or null.
	 * @phpstan-param callable(RollupWriter): (array<int, Move>|null) $work
	 * @return bool False when the database failed or the work answered null.
	 */
	public function write( int $survey_id, callable $work ): bool {
		if ( ! ( new WriteFences( $this->wpdb, $this->tables ) )->writer( $survey_id ) ) {
			return false;
		}
		$survey = $this->states()->for_writer( $survey_id );
		if ( false === $survey ) {
			return false;
		}
		$writer = RollupWriter::for_survey( $this->wpdb, $this->tables, $this, $survey_id, $survey );
		$moves  = $work( $writer );
		return is_array( $moves ) && $writer->count( $moves );
	}

	/**
	 * Whether the survey's rollups and counters are current; if not, makes them so by running the
	 * rebuild's steps one after the other, here and now. For the command line, cron jobs, the
	 * demo seeder, benchmarks and tests: a report never calls this (it asks for a background
	 * rebuild: request_build()), and in a REST request or a page it rebuilds nothing whoever
	 * calls it (BuildEngine::complete()).
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when they could not be rebuilt (or not here).
	 */
	public function ensure_current( int $survey_id ): bool {
		return $this->build()->complete( $survey_id, false ) && $this->facts_build()->complete( $survey_id, false );
	}

	/**
	 * Rebuilds a survey's rollups and counters from its responses even when they look current:
	 * repairs rows changed behind the plugin's back (a restored backup, a hand edit), which the key
	 * cannot notice (`wp userfeedback rollups rebuild`). Runs the background rebuild's steps here,
	 * one after the other: the live rows keep answering (and being kept) until the new ones are
	 * swapped in.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when there is no such survey or the rebuild failed.
	 */
	public function rebuild( int $survey_id ): bool {
		return $this->build()->complete( $survey_id, true ) && $this->facts_build()->complete( $survey_id, true );
	}

	/**
	 * Marks surveys' rollups, counters and facts stale, after their responses or answers were
	 * written without write() (bulk seeding, tests): writers stop keeping them, a running rebuild
	 * starts over, and a background rebuild is asked for. Reports meanwhile read small
	 * surveys directly and say that the others are being updated.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return void
	 */
	public function invalidate( array $survey_ids ): void {
		if ( array() !== $survey_ids ) {
			$this->states()->invalidate( $survey_ids );
			$this->request_build();
			BuildEngine::schedule_kind( BuildKind::Facts );
		}
	}

	/**
	 * Asks for the background rebuild (a WP-Cron event, BuildKind::Rollups->hook()) unless one is
	 * due. Cheap when one is: the cron array is an autoloaded option.
	 *
	 * @return void
	 */
	public function request_build(): void {
		BuildEngine::schedule_kind( BuildKind::Rollups );
	}

	/**
	 * A small stale survey's rollup rows computed from its published answers, without writing
	 * anything: what a report reads while the background rebuild has not caught up. Null when the
	 * survey has more than DIRECT_LIMIT published responses (read their last consistent rows
	 * instead). Three queries; the first, bounded, also sums the impressions of the range.
	 *
	 * @param int               $survey_id Survey id.
	 * @param array<int, mixed> $questions The survey's questions.
	 * @param DateRange         $range     The report's range (for the impressions).
	 * @return array{rows: array<int, array<string, mixed>>, impressions: int}|null|false False when the database failed.
	 */
	public function direct( int $survey_id, array $questions, DateRange $range ) {
		$wpdb = $this->wpdb;
		$days = $range->days_sql( $wpdb );
		$sql  = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; $days is a prepared fragment. Scoped to this statement: the flagged lines are inside the SQL string.
			"SELECT ( SELECT COALESCE( SUM( count ), 0 ) FROM `{$this->tables->impressions()}` WHERE survey_id = %d{$days} ) AS impressions,
				( SELECT COUNT(*) FROM ( SELECT 1 FROM `{$this->tables->responses()}` WHERE survey_id = %d AND status = 'publish' LIMIT %d ) t ) AS responses",
			$survey_id,
			$survey_id,
			$this->direct_limit + 1
		); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql prepared above. Not cached: reports change with every response.
		$found = (array) $wpdb->get_row( (string) $sql, ARRAY_A );
		$total = (int) ( $found['responses'] ?? 0 );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		if ( $total > $this->direct_limit ) {
			return null;
		}
		// Bounded now: every kind, the responses per day included, from the published rows.
		$answers   = (string) $wpdb->prepare( "a.survey_id = %d AND a.status = 'publish'", $survey_id );
		$responses = (string) $wpdb->prepare( "r.survey_id = %d AND r.status = 'publish'", $survey_id );
		$rows      = 0 === $total ? array() : $this->grouped( $questions, $answers, $responses, null, null );
		if ( null === $rows ) {
			return false;
		}
		return array(
			'rows'        => $rows,
			'impressions' => (int) ( $found['impressions'] ?? 0 ),
		);
	}

	/**
	 * The per-response rows (responses per site day, partial and tracked ones, the funnel's shown
	 * and dropped) of the responses a condition selects, computed without writing anything: what a
	 * filtered report (Filter\FilteredResults) reads beside its answer counts.
	 *
	 * @param string $responses_sql WHERE condition on responses `r` (prepared).
	 * @return array<int, array<string, mixed>>|null Rows as grouped() gives them; null when the database failed.
	 */
	public function response_rows( string $responses_sql ): ?array {
		return $this->grouped( array(), 'FALSE', $responses_sql, null, null );
	}

	/**
	 * Adds the matching rows' counts, times $sign, to a rollups table (the live one or a rebuild's
	 * staging one): responses per site day; responses that answered each question (a checkbox
	 * answer is one row per tick, so rows are first grouped per response) and left a comment;
	 * answers per value of choice and rating questions. Rows already there are summed into.
	 *
	 * Two steps on purpose: the grouped SELECTs are plain consistent reads, which lock nothing,
	 * and the sums are then upserted as VALUES in one fixed order. An INSERT … SELECT would take
	 * shared next-key locks on the responses and answers it reads, and under concurrent visitors
	 * those gap locks deadlock with each other's inserts (measured: 5 deadlocks in 900 responses
	 * at 4 in flight); upserts in key order only ever wait on one another.
	 *
	 * Subtracting also drops the rows it wrote whose counts reached zero (drop_zeros()), so a table
	 * holds little more than what exists.
	 *
	 * @param array<int, mixed> $questions     The survey's questions.
	 * @param string            $answers_sql   WHERE condition on answers `a`.
	 * @param string            $responses_sql WHERE condition on responses `r`.
	 * @param int               $sign          1 or -1.
	 * @param string            $table         The rollups table written (Tables::rollups() or rollups_build()).
	 * @param string|null       $utc_from      Earliest submission among the rows, if known (a new response's time: the site day is then a fixed offset).
	 * @param string|null       $utc_to        Latest, if known.
	 * @return bool False when the database failed (stops at the first failure).
	 */
	public function aggregate( array $questions, string $answers_sql, string $responses_sql, int $sign, string $table, ?string $utc_from = null, ?string $utc_to = null ): bool {
		$rows = $this->grouped( $questions, $answers_sql, $responses_sql, $utc_from, $utc_to );
		if ( null === $rows ) {
			return false;
		}
		$keyed = array();
		foreach ( $rows as $row ) {
			$keyed[ $row['kind'] . "\0" . $row['question_id'] . "\0" . $row['site_day'] . "\0" . $row['hash'] ] = $row;
		}
		ksort( $keyed, SORT_STRING ); // One order for every writer: lock waits, not lock cycles.
		return $this->upsert( $table, array_values( $keyed ), $sign < 0 ? -1 : 1 )
			&& ( $sign > 0 || $this->drop_zeros( $table, array_values( $keyed ) ) );
	}

	/**
	 * After a subtraction, drops the rows it just wrote that reached zero: only those, in this
	 * node's shard, by primary key — a survey-wide sweep would lock every row of the survey and,
	 * on a cluster, write other nodes' rows (a certification conflict with each of them).
	 *
	 * @param string                     $table The rollups table written.
	 * @param list<array<string, mixed>> $rows  The rows subtracted (survey_id, kind, question_id, site_day, hash).
	 * @return bool False when the database failed.
	 */
	private function drop_zeros( string $table, array $rows ): bool {
		$wpdb  = $this->wpdb;
		$shard = CounterShard::current( $wpdb );
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$keys = array();
			foreach ( $chunk as $row ) {
				$keys[] = (string) $wpdb->prepare( '(%d, %d, %s, %s, UNHEX(%s), %d)', (int) $row['survey_id'], (int) $row['kind'], (string) $row['question_id'], (string) $row['site_day'], (string) $row['hash'], $shard );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; prepared key tuples.
			if ( false === $wpdb->query( "DELETE FROM `{$table}` WHERE (survey_id, kind, question_id, day, value_hash, shard) IN (" . implode( ',', $keys ) . ') AND answers = 0 AND comments = 0' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The grouped rows aggregate() sums (rollup rows before they are written): see there.
	 *
	 * @param array<int, mixed> $questions     The survey's questions.
	 * @param string            $answers_sql   WHERE condition on answers `a`.
	 * @param string            $responses_sql WHERE condition on responses `r`; '' to leave out the responses per day.
	 * @param string|null       $utc_from      Earliest submission among the rows, if known.
	 * @param string|null       $utc_to        Latest, if known.
	 * @return array<int, array<string, mixed>>|null Rows (survey_id, kind, question_id, site_day, hash, value, answers, comments); null when the database failed.
	 */
	private function grouped( array $questions, string $answers_sql, string $responses_sql, ?string $utc_from, ?string $utc_to ): ?array {
		$wpdb     = $this->wpdb;
		$all_time = DateRange::all_time( wp_timezone() );
		$answer   = SiteDaySql::expression( $wpdb, $all_time, 'a.submitted_at', $utc_from, $utc_to );
		$response = SiteDaySql::expression( $wpdb, $all_time, 'r.submitted_at', $utc_from, $utc_to );
		$none     = "MD5('')";

		// Per-response groups are (question, submitted_at, response): the answers'
		// survey_question_order index is in that order, so a rebuild groups while it reads (10x
		// faster than grouping by the computed day); the day follows from submitted_at.
		$queries = array();
		if ( '' !== $responses_sql ) {
			// One statement for every per-response kind: the submit path pays no extra round trip.
			$queries[] = $wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; the site-day expression and $responses_sql are prepared fragments, $none a literal.
				"( SELECT r.survey_id, %d AS kind, '' AS question_id, {$response} AS site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, 0 AS comments,
					SUM( r.completed = 0 ) AS partial, SUM( r.shown IS NOT NULL ) AS tracked
				FROM `{$this->tables->responses()}` r WHERE {$responses_sql} GROUP BY r.survey_id, site_day ) UNION ALL ", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $responses_sql is a prepared fragment.
				self::KIND_RESPONSES
			) . $this->funnel_sql( $responses_sql, $response );
		}
		$queries[] = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; the site-day expression and $answers_sql are prepared fragments, $none a literal. Scoped to this statement: flagged lines are inside the SQL string.
			"SELECT t.survey_id, %d AS kind, t.question_id, t.site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, SUM( t.commented ) AS comments
			FROM ( SELECT a.survey_id, a.question_id, {$answer} AS site_day, MAX( a.has_extra ) AS commented
				FROM `{$this->tables->answers()}` a WHERE {$answers_sql} GROUP BY a.question_id, a.submitted_at, a.response_id ) t
			GROUP BY t.survey_id, t.question_id, t.site_day",
			self::KIND_ANSWERED
		); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$values    = QuestionStats::plan( array_values( array_filter( $questions, 'is_array' ) ) )['values'];
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
				return null;
			}
			foreach ( (array) $found as $row ) {
				$row = (array) $row;
				if ( array_key_exists( 'partial', $row ) ) {
					// The responses' row also counts the partial and the tracked ones.
					foreach ( array(
						self::KIND_PARTIAL => (int) $row['partial'],
						self::KIND_TRACKED => (int) $row['tracked'],
					) as $kind => $n ) {
						if ( 0 !== $n ) {
							$rows[] = array_merge( $row, array( 'kind' => $kind ), array( 'answers' => $n ) );
						}
					}
					unset( $row['partial'], $row['tracked'] );
				}
				$rows[] = $row;
			}
		}
		return $rows;
	}

	/**
	 * The SELECTs (to follow a UNION ALL) of the funnel's per-question kinds: SHOWN (each id of a response's `shown` list,
	 * split on a small table of positions, portable to every MySQL and MariaDB WordPress runs on)
	 * and DROPPED (the last id of a partial response's list).
	 *
	 * @param string $responses_sql WHERE condition on responses `r` (prepared).
	 * @param string $day           The site-day expression of r.submitted_at (prepared).
	 * @return string
	 */
	private function funnel_sql( string $responses_sql, string $day ): string {
		$positions = 'SELECT 1 AS n';
		for ( $n = 2; $n <= self::MAX_SHOWN; $n++ ) {
			$positions .= " UNION ALL SELECT {$n}";
		}
		$none  = "MD5('')";
		$table = $this->tables->responses();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $responses_sql and $day are prepared fragments, $positions and $none literals. Scoped to this statement: flagged lines are inside the SQL string.
		return (string) $this->wpdb->prepare(
			"( SELECT r.survey_id, %d AS kind, SUBSTRING_INDEX( SUBSTRING_INDEX( r.shown, ',', p.n ), ',', -1 ) AS question_id, {$day} AS site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, 0 AS comments, 0 AS partial, 0 AS tracked
				FROM `{$table}` r STRAIGHT_JOIN ( {$positions} ) p ON p.n <= 1 + LENGTH( r.shown ) - LENGTH( REPLACE( r.shown, ',', '' ) )
				WHERE {$responses_sql} AND r.shown <> '' GROUP BY r.survey_id, question_id, site_day )
			UNION ALL
			( SELECT r.survey_id, %d AS kind, SUBSTRING_INDEX( r.shown, ',', -1 ) AS question_id, {$day} AS site_day, {$none} AS hash, '' AS value, COUNT(*) AS answers, 0 AS comments, 0 AS partial, 0 AS tracked
				FROM `{$table}` r WHERE {$responses_sql} AND r.completed = 0 AND r.shown <> '' GROUP BY r.survey_id, question_id, site_day )",
			self::KIND_SHOWN,
			self::KIND_DROPPED
		);
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Sums grouped counts into the rollup rows, a few hundred rows per statement.
	 *
	 * @param string                           $table The rollups table written.
	 * @param array<int, array<string, mixed>> $rows  Rows of grouped().
	 * @param int                              $sign  1 or -1.
	 * @return bool False when the database failed.
	 */
	private function upsert( string $table, array $rows, int $sign ): bool {
		$wpdb = $this->wpdb;
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			// This database node's rows (CounterShard): two nodes never update one row at once.
			$shard  = CounterShard::current( $wpdb );
			$tuples = array();
			foreach ( $chunk as $row ) {
				$tuples[] = $wpdb->prepare(
					'(%d, %d, %s, %s, UNHEX(%s), %d, %s, %d, %d)',
					(int) $row['survey_id'],
					(int) $row['kind'],
					(string) $row['question_id'],
					(string) $row['site_day'],
					(string) $row['hash'],
					$shard,
					(string) $row['value'],
					$sign * (int) $row['answers'],
					$sign * (int) $row['comments']
				);
			}
			$sql = "INSERT INTO `{$table}` (survey_id, kind, question_id, day, value_hash, shard, value, answers, comments) VALUES "
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
	public static function questions( array $row ): array {
		$questions = json_decode( (string) ( $row['questions'] ?? '' ), true );
		return is_array( $questions ) ? array_values( $questions ) : array();
	}
}
