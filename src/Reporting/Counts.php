<?php
/**
 * Each survey's exact response counters.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\CounterShard;
use UserFeedback\Database\Tables;

// The counters' data store: direct queries on our own table, name from Tables (never input),
// every value through prepare(); WPCS 2.3 cannot follow the built statements, hence each one's
// ignore comment.

/**
 * Why: the responses list's status counts, the surveys list's response counts and the results
 * overview counted a survey's responses on the index at every call — 100–200 ms on a survey of a
 * million (bench/README.md). The counters table keeps, per survey (scope LIVE), one totals row
 * (slot TOTALS: published and trashed responses), one row per UTC quarter hour with the published
 * responses submitted in it, and the same per UTC hour (scope LiveHours). A quarter hour never
 * straddles a site day (every time zone offset is a multiple of 15 minutes), so any range of site
 * days is a range of slots and its days are the slots' days, in any time zone, and a time zone
 * change leaves the counters valid. Readers take whole hours from the hour rows and only the hours
 * a site day starts inside (none in most zones) from the quarter hours (range_sql()): at most 24
 * rows a day per survey, whatever its size — quarter hours alone made a busy survey's 30 days 2,880
 * rows, and the overview 2.5 times slower at a million responses than at 10,000.
 *
 * Exact: every write that creates, trashes, restores or deletes responses moves them in its own
 * transaction (Rollups::write(): RollupWriter::count()); the survey's build state says they are
 * kept (exact). Until a survey is counted (an upgraded site, rows written in bulk), readers count
 * its responses on the index as before, and the background rebuild (RollupSet) builds its
 * counters chunk by chunk in the staging scope Build, then swaps them in.
 */
final class Counts {

	/**
	 * The slot of a survey's totals row: before any real submission time.
	 */
	public const TOTALS = '1000-01-01 00:00:00';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The quarter hour (UTC) a time falls in.
	 *
	 * @param string $utc 'Y-m-d H:i:s' (UTC).
	 * @return string 'Y-m-d H:i:00', minutes a multiple of 15.
	 */
	public static function slot( string $utc ): string {
		$minute = (int) substr( $utc, 14, 2 );
		return substr( $utc, 0, 14 ) . sprintf( '%02d', $minute - $minute % 15 ) . ':00';
	}

	/**
	 * The UTC hour a time falls in.
	 *
	 * @param string $utc 'Y-m-d H:i:s' (UTC).
	 * @return string 'Y-m-d H:00:00'.
	 */
	public static function hour( string $utc ): string {
		return substr( $utc, 0, 13 ) . ':00:00';
	}

	/**
	 * The WHERE condition (on an unaliased counts table) that selects the live published rows of
	 * [$from, $to) once each: hour rows for the whole hours, quarter-hour rows for the parts of an
	 * hour at either end and for the hours in $split.
	 *
	 * @param \wpdb    $wpdb  The connection (for prepare()).
	 * @param string   $from  Start, UTC, on a quarter hour.
	 * @param string   $to    End (excluded), UTC, on a quarter hour.
	 * @param string[] $split Hours ('Y-m-d H:00:00', UTC) to read by quarter hours: those a site day
	 *                        starts inside, when the rows are grouped by site day.
	 * @return string
	 */
	public static function range_sql( \wpdb $wpdb, string $from, string $to, array $split = array() ): string {
		$first = self::hour( $from ) === $from ? $from : gmdate( 'Y-m-d H:00:00', (int) strtotime( self::hour( $from ) . ' UTC' ) + HOUR_IN_SECONDS );
		$last  = self::hour( $to );
		if ( $first >= $last ) {
			return (string) $wpdb->prepare( '( scope = %d AND slot >= %s AND slot < %s )', CountScope::Live->value, $from, $to );
		}
		$quarters = array();
		if ( $from < $first ) {
			$quarters[] = (string) $wpdb->prepare( '( slot >= %s AND slot < %s )', $from, $first );
		}
		if ( $last < $to ) {
			$quarters[] = (string) $wpdb->prepare( '( slot >= %s AND slot < %s )', $last, $to );
		}
		$skip = array();
		foreach ( array_unique( $split ) as $hour ) {
			if ( $hour >= $first && $hour < $last ) {
				$skip[]     = $hour;
				$quarters[] = (string) $wpdb->prepare( '( slot >= %s AND slot < %s )', $hour, gmdate( 'Y-m-d H:00:00', (int) strtotime( $hour . ' UTC' ) + HOUR_IN_SECONDS ) );
			}
		}
		$hours = (string) $wpdb->prepare( 'scope = %d AND slot >= %s AND slot < %s', CountScope::LiveHours->value, $first, $last );
		if ( array() !== $skip ) {
			$hours .= (string) $wpdb->prepare( ' AND slot NOT IN (' . implode( ',', array_fill( 0, count( $skip ), '%s' ) ) . ')', $skip ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- IN() of %s placeholders.
		}
		if ( array() === $quarters ) {
			return "( {$hours} )";
		}
		return "( ( {$hours} ) OR ( " . (string) $wpdb->prepare( 'scope = %d', CountScope::Live->value ) . ' AND ( ' . implode( ' OR ', $quarters ) . ' ) ) )';
	}

	/**
	 * A derived table of the surveys' live totals, one row per survey (survey_id, published,
	 * trashed, partial, partial_trashed), to LEFT JOIN on survey_id. Every database node adds into
	 * its own totals row (CounterShard), so a survey's totals are the sum of its rows: never read
	 * one row alone.
	 *
	 * @param \wpdb  $wpdb    The connection (for prepare()).
	 * @param Tables $tables  Table names.
	 * @param string $surveys A prepared condition on survey_id (unaliased) that narrows the read
	 *                        to the surveys joined; '' for every survey.
	 * @return string
	 */
	public static function totals_sql( \wpdb $wpdb, Tables $tables, string $surveys = '' ): string {
		$where = (string) $wpdb->prepare( 'scope = %d AND slot = %s', CountScope::Live->value, self::TOTALS ) . ( '' === $surveys ? '' : " AND {$surveys}" );
		return "( SELECT survey_id, SUM( published ) AS published, SUM( trashed ) AS trashed, SUM( partial ) AS partial, SUM( partial_trashed ) AS partial_trashed FROM `{$tables->counts()}` WHERE {$where} GROUP BY survey_id )";
	}

	/**
	 * The SQL of slot(), for a DATETIME column.
	 *
	 * @param string $column A column name of ours, e.g. "r.submitted_at".
	 * @return string
	 */
	public static function slot_sql( string $column ): string {
		return "( {$column} - INTERVAL ( MINUTE( {$column} ) MOD 15 ) MINUTE - INTERVAL SECOND( {$column} ) SECOND )";
	}

	/**
	 * Applies status changes to the counters of some scopes (Live, Build; their hour rows
	 * follow), in one upsert (rows in key order). A move's from_partial / to_partial (default
	 * false) say whether the response was partial before and after: completing a partial response
	 * is a move from publish (partial) to publish.
	 *
	 * @param int                                                                                                                                      $survey_id Survey id.
	 * @param array<int, array<int, array{id: int, submitted_at: string, from: string|null, to: string|null, from_partial?: bool, to_partial?: bool}>> $scopes    CountScope value => the changes counted there.
	 * @return bool False when the database failed.
	 */
	public function move( int $survey_id, array $scopes ): bool {
		$deltas = array();
		foreach ( $scopes as $scope => $moves ) {
			foreach ( $moves as $move ) {
				foreach ( array(
					-1 => array( $move['from'], ! empty( $move['from_partial'] ) ),
					1  => array( $move['to'], ! empty( $move['to_partial'] ) ),
				) as $sign => list( $status, $partial ) ) {
					self::count_in( $deltas, CountScope::from( $scope ), (string) $status, $move['submitted_at'], $sign, $partial ? $sign : 0 );
				}
			}
		}
		return $this->upsert( $survey_id, $deltas );
	}

	/**
	 * Adds a range of a survey's responses to its staging counters (a rebuild step): one grouped,
	 * non-locking read on the (survey_id, status, submitted_at) index, then one upsert.
	 *
	 * @param int    $survey_id     Survey id.
	 * @param string $responses_sql WHERE condition on responses `r` (prepared): the range.
	 * @return bool False when the database failed.
	 */
	public function add_range( int $survey_id, string $responses_sql ): bool {
		$wpdb = $this->wpdb;
		$slot = self::slot_sql( 'r.submitted_at' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $responses_sql is a prepared fragment, $slot our expression.
		$rows = (array) $wpdb->get_results( "SELECT r.status, {$slot} AS slot, COUNT(*) AS n, SUM( r.completed = 0 ) AS partial FROM `{$this->tables->responses()}` r WHERE {$responses_sql} AND r.status IN ('publish', 'trash') GROUP BY r.status, slot", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		$deltas = array();
		foreach ( $rows as $row ) {
			self::count_in( $deltas, CountScope::Build, (string) $row['status'], (string) $row['slot'], (int) $row['n'], (int) $row['partial'] );
		}
		return $this->upsert( $survey_id, $deltas );
	}

	/**
	 * Sums deltas into the counter rows.
	 *
	 * @param int                                                                   $survey_id Survey id.
	 * @param array<string, array{0: int, 1: string, 2: array{int, int, int, int}}> $deltas    "scope slot" => [scope, slot, [published, trashed, partial, partial_trashed]].
	 * @return bool False when the database failed.
	 */
	private function upsert( int $survey_id, array $deltas ): bool {
		ksort( $deltas, SORT_STRING ); // One order for every writer: lock waits, not lock cycles.
		$wpdb = $this->wpdb;
		foreach ( array_chunk( array_values( $deltas ), 500 ) as $chunk ) {
			// This database node's rows (CounterShard): two nodes never update one row at once.
			$shard  = CounterShard::current( $wpdb );
			$tuples = array();
			foreach ( $chunk as $delta ) {
				$tuples[] = $wpdb->prepare( '(%d, %d, %s, %d, %d, %d, %d, %d)', $survey_id, $delta[0], $delta[1], $shard, $delta[2][0], $delta[2][1], $delta[2][2], $delta[2][3] );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row upsert of prepared tuples.
			if ( false === $wpdb->query( "INSERT INTO `{$this->tables->counts()}` (survey_id, scope, slot, shard, published, trashed, partial, partial_trashed) VALUES " . implode( ',', $tuples ) . ' ON DUPLICATE KEY UPDATE published = published + VALUES(published), trashed = trashed + VALUES(trashed), partial = partial + VALUES(partial), partial_trashed = partial_trashed + VALUES(partial_trashed)' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Counts responses of one status submitted in one quarter hour into a scope: published ones
	 * in its totals, quarter-hour and hour rows, trashed ones in its totals; other statuses nowhere.
	 *
	 * @param array<string, array{0: int, 1: string, 2: array{int, int, int, int}}> $deltas  The deltas.
	 * @param CountScope                                                            $scope   Live or Build.
	 * @param string                                                                $status  The responses' status.
	 * @param string                                                                $at      When they were submitted (UTC), or their quarter hour.
	 * @param int                                                                   $n       How many (negative to take away).
	 * @param int                                                                   $partial How many of them are partial.
	 * @return void
	 */
	private static function count_in( array &$deltas, CountScope $scope, string $status, string $at, int $n, int $partial ): void {
		if ( 'publish' === $status ) {
			self::add( $deltas, $scope->value, self::TOTALS, array( $n, 0, $partial, 0 ) );
			self::add( $deltas, $scope->value, self::slot( $at ), array( $n, 0, $partial, 0 ) );
			self::add( $deltas, $scope->hours()->value, self::hour( $at ), array( $n, 0, $partial, 0 ) );
		} elseif ( 'trash' === $status ) {
			self::add( $deltas, $scope->value, self::TOTALS, array( 0, $n, 0, $partial ) );
		}
	}

	/**
	 * Adds to one delta.
	 *
	 * @param array<string, array{0: int, 1: string, 2: array{int, int, int, int}}> $deltas  The deltas.
	 * @param int                                                                   $scope   Scope.
	 * @param string                                                                $slot    Slot.
	 * @param array{int, int, int, int}                                             $changes Published, trashed, partial and partial trashed changes.
	 * @return void
	 */
	private static function add( array &$deltas, int $scope, string $slot, array $changes ): void {
		$key              = $scope . ' ' . $slot;
		$deltas[ $key ] ??= array( $scope, $slot, array( 0, 0, 0, 0 ) );
		foreach ( $changes as $i => $change ) {
			$deltas[ $key ][2][ $i ] += $change;
		}
	}
}
