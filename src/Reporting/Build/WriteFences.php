<?php
/**
 * Rows that make a survey's writers and its build chunks conflict across database nodes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

use UserFeedback\Database\CounterShard;
use UserFeedback\Database\Tables;

/**
 * Why: a build chunk and a writer agree through row locks on the survey and its builds rows
 * (BuildEngine's invariant), and a Galera cluster replicates no lock: a chunk on one node could
 * read responses while a writer on another trashed some of them, both commit, and the built set
 * counts them as published. Galera does refuse the later of two transactions that wrote a common
 * row (certification). So on a cluster every writer first updates its node's fence row of the
 * survey, and every chunk first updates all of them (one per shard, CounterShard::SHARDS): a
 * write and a chunk that overlap in time on two nodes cannot both commit, and the one refused is
 * retried (Transaction) and then sees the other. On one node they are ordinary row locks, taken
 * before any other lock a chunk also takes (a guarded completion fences before its guard row,
 * SurveyGuard), in one order (a writer its one row, a chunk all rows by key): waits, never a
 * cycle.
 *
 * Each comes before the transaction reads the build state or the responses a chunk reads: a
 * write the other node committed earlier is then either in this transaction's snapshot or in its
 * certification window.
 *
 * Writers on one node of one survey queue on their row for their transaction's length; writers on
 * distinct nodes never meet (distinct rows). A single server keeps the row locks of BuildStates
 * alone and writes no fence (unless the `userfeedback_build_fences` filter asks, as tests do).
 */
final class WriteFences {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Whether writers and builds fence each other here: on a Galera node.
	 *
	 * @return bool
	 */
	public function active(): bool {
		/**
		 * Filters whether a survey's writers and build chunks update fence rows first, so they
		 * conflict across database nodes (on by default on a Galera cluster only).
		 *
		 * @param bool $active Whether this connection reaches a Galera node.
		 */
		return (bool) apply_filters( 'userfeedback_build_fences', CounterShard::clustered( $this->wpdb ) );
	}

	/**
	 * A writer's first statement: its node's fence row of the survey.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	public function writer( int $survey_id ): bool {
		return ! $this->active() || $this->bump( $survey_id, array( CounterShard::current( $this->wpdb ) % CounterShard::SHARDS ) );
	}

	/**
	 * A build chunk's first statement: every fence row of the survey.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	public function build( int $survey_id ): bool {
		return ! $this->active() || $this->bump( $survey_id, range( 0, CounterShard::SHARDS - 1 ) );
	}

	/**
	 * Creates or updates fence rows (an update that changes the row: Galera certifies the rows a
	 * transaction changed).
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $shards    Shards, ascending.
	 * @return bool False when the database failed.
	 */
	private function bump( int $survey_id, array $shards ): bool {
		$tuples = array();
		foreach ( $shards as $shard ) {
			$tuples[] = $this->wpdb->prepare( '(%d, %d, 1)', $survey_id, $shard );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; prepared tuples.
		return false !== $this->wpdb->query( "INSERT INTO `{$this->tables->build_fences()}` (survey_id, shard, seq) VALUES " . implode( ',', $tuples ) . ' ON DUPLICATE KEY UPDATE seq = seq + 1' );
	}
}
