<?php
/**
 * The builds table: each survey's state for each derived set.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Rollups;

/**
 * One row per survey and kind (BuildKind); a survey without one has never been built (all
 * defaults). Read together with the survey row, so a writer or a build takes its locks in one
 * order — the survey row first — whatever it then changes.
 */
final class BuildStates {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * For a writer, inside its transaction: the survey's questions and every kind's state, with
	 * a shared lock on the survey row and its state rows (a build chunk, which locks them
	 * exclusively, waits for the writer and the writer for a chunk).
	 *
	 * @param int $survey_id Survey id.
	 * @return array{questions: array<int, mixed>, states: array<int, BuildState>}|null|false Null: no such survey; false: the database failed.
	 */
	public function for_writer( int $survey_id ) {
		return $this->read( $survey_id, 'LOCK IN SHARE MODE' );
	}

	/**
	 * For a build chunk, inside its transaction: the same, locked exclusively.
	 *
	 * @param int $survey_id Survey id.
	 * @return array{questions: array<int, mixed>, states: array<int, BuildState>}|null|false
	 */
	public function for_build( int $survey_id ) {
		return $this->read( $survey_id, 'FOR UPDATE' );
	}

	/**
	 * A survey's state of one kind, as committed (a report's plain read).
	 *
	 * @param int       $survey_id Survey id.
	 * @param BuildKind $kind      The kind.
	 * @return BuildState
	 */
	public function of( int $survey_id, BuildKind $kind ): BuildState {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared; must see the current row.
		$row = $this->wpdb->get_row( $this->wpdb->prepare( "SELECT live_key, exact, build_key, build_at, build_id FROM `{$this->tables->builds()}` WHERE survey_id = %d AND kind = %d", $survey_id, $kind->value ), ARRAY_A );
		return is_array( $row ) ? self::state( $row ) : BuildState::none();
	}

	/**
	 * Every survey's questions and state of one kind (the background steps' list), running
	 * builds first.
	 *
	 * @param BuildKind $kind The kind.
	 * @return array<int, array{questions: array<int, mixed>, state: BuildState}> Survey id => state.
	 */
	public function all( BuildKind $kind ): array {
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables, names from Tables, value prepared; must see the current rows.
		$rows = (array) $this->wpdb->get_results(
			$this->wpdb->prepare(
				"SELECT s.id, s.questions, b.live_key, b.exact, b.build_key, b.build_at, b.build_id FROM `{$this->tables->surveys()}` s
				LEFT JOIN `{$this->tables->builds()}` b ON b.survey_id = s.id AND b.kind = %d
				ORDER BY COALESCE( b.build_key, '' ) = '', s.id",
				$kind->value
			),
			ARRAY_A
		);
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		$all = array();
		foreach ( $rows as $row ) {
			$all[ (int) $row['id'] ] = array(
				'questions' => Rollups::questions( $row ),
				'state'     => self::state( $row ),
			);
		}
		return $all;
	}

	/**
	 * Records a build's progress (inside its chunk's transaction).
	 *
	 * @param int       $survey_id Survey id.
	 * @param BuildKind $kind      The kind.
	 * @param string    $key       What it builds for.
	 * @param Watermark $watermark The last response passed.
	 * @return bool False when the database failed.
	 */
	public function advance( int $survey_id, BuildKind $kind, string $key, Watermark $watermark ): bool {
		return $this->upsert(
			$survey_id,
			$kind,
			array(
				'build_key' => $key,
				'build_at'  => $watermark->at,
				'build_id'  => $watermark->id,
			)
		);
	}

	/**
	 * Records the end of a build: the live rows are built for $key now ('' none), no build runs.
	 *
	 * @param int       $survey_id Survey id.
	 * @param BuildKind $kind      The kind.
	 * @param string    $key       What the live rows are built for.
	 * @param bool      $exact     Whether the rollups' counters are exact.
	 * @return bool False when the database failed.
	 */
	public function finish( int $survey_id, BuildKind $kind, string $key, bool $exact ): bool {
		return $this->upsert(
			$survey_id,
			$kind,
			array(
				'live_key'  => $key,
				'exact'     => $exact ? 1 : 0,
				'build_key' => '',
				'build_at'  => Watermark::START_AT,
				'build_id'  => 0,
			)
		);
	}

	/**
	 * Marks surveys' sets stale (rows written behind the writers' back: bulk seeding, tests):
	 * writers stop keeping them and a running build starts over.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return bool False when the database failed.
	 */
	public function invalidate( array $survey_ids ): bool {
		$ids = implode( ',', array_map( 'intval', $survey_ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; the ids are integers.
		return '' === $ids || false !== $this->wpdb->query( "UPDATE `{$this->tables->builds()}` SET live_key = '', exact = 0, build_key = '' WHERE survey_id IN ({$ids})" );
	}

	/**
	 * The join and the condition readers use to trust a survey's counters (the same rule
	 * everywhere a count is read): `{$alias}` is the builds row of its rollups.
	 *
	 * @param Tables $tables Table names.
	 * @param string $survey Alias of the surveys table in the reader's query.
	 * @param string $alias  Alias to give the builds row.
	 * @return array{join: string, exact: string} A LEFT JOIN clause, and a condition true when the counters are exact.
	 */
	public static function exact_sql( Tables $tables, string $survey, string $alias = 'b' ): array {
		return array(
			'join'  => "LEFT JOIN `{$tables->builds()}` {$alias} ON {$alias}.survey_id = {$survey}.id AND {$alias}.kind = " . BuildKind::Rollups->value,
			'exact' => "COALESCE( {$alias}.exact, 0 ) = 1",
		);
	}

	/**
	 * The survey row and its state rows, read with a lock.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $lock      LOCK IN SHARE MODE or FOR UPDATE.
	 * @return array{questions: array<int, mixed>, states: array<int, BuildState>}|null|false
	 */
	private function read( int $survey_id, string $lock ) {
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables, names from Tables, value prepared; $lock is one of two literals; a locking read inside the caller's transaction.
		$rows = (array) $this->wpdb->get_results(
			$this->wpdb->prepare(
				"SELECT s.questions, b.kind, b.live_key, b.exact, b.build_key, b.build_at, b.build_id FROM `{$this->tables->surveys()}` s
				LEFT JOIN `{$this->tables->builds()}` b ON b.survey_id = s.id
				WHERE s.id = %d {$lock}",
				$survey_id
			),
			ARRAY_A
		);
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		if ( '' !== $this->wpdb->last_error ) {
			return false;
		}
		if ( array() === $rows ) {
			return null;
		}
		$states = array();
		foreach ( $rows as $row ) {
			if ( null !== $row['kind'] ) {
				$states[ (int) $row['kind'] ] = self::state( $row );
			}
		}
		return array(
			'questions' => Rollups::questions( $rows[0] ),
			'states'    => $states,
		);
	}

	/**
	 * A state from a row (its columns null when the survey has no row of that kind).
	 *
	 * @param array<string, mixed> $row The row.
	 * @return BuildState
	 */
	private static function state( array $row ): BuildState {
		if ( null === ( $row['live_key'] ?? null ) ) {
			return BuildState::none();
		}
		return new BuildState( (string) $row['live_key'], 1 === (int) $row['exact'], (string) $row['build_key'], new Watermark( (string) $row['build_at'], (int) $row['build_id'] ) );
	}

	/**
	 * Writes some columns of a survey's state row, creating it with the defaults.
	 *
	 * @param int                       $survey_id Survey id.
	 * @param BuildKind                 $kind      The kind.
	 * @param array<string, string|int> $columns   Column => value (names from the code).
	 * @return bool False when the database failed.
	 */
	private function upsert( int $survey_id, BuildKind $kind, array $columns ): bool {
		$names   = array_keys( $columns );
		$formats = array_map( static fn( $value ): string => is_int( $value ) ? '%d' : '%s', $columns );
		$updates = implode( ', ', array_map( static fn( string $name ): string => "{$name} = VALUES({$name})", $names ) );
		$sql     = "INSERT INTO `{$this->tables->builds()}` (survey_id, kind, " . implode( ', ', $names ) . ') VALUES (%d, %d, ' . implode( ', ', $formats ) . ") ON DUPLICATE KEY UPDATE {$updates}";
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; column names from the code, placeholders built from the values' types.
		return false !== $this->wpdb->query( $this->wpdb->prepare( $sql, array_merge( array( $survey_id, $kind->value ), array_values( $columns ) ) ) );
	}
}
