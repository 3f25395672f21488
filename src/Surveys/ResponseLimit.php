<?php
/**
 * A survey's response limit: whether it has as many completed responses as its owner wanted.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Reporting\CountScope;
use UserFeedback\Reporting\Counts;

/**
 * Why a class: the live-survey list (no page gets a survey at its limit), the public POST (no new
 * response once it is reached), the surveys list and the results ("Closed: limit reached") must
 * agree. Completed responses are the published ones minus the partial ones, read from the exact
 * counters (one row per survey; Reporting\Counts), or counted on the index for a survey not yet
 * counted (an upgraded site until its background recount).
 */
final class ResponseLimit {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	public static function for_site(): self {
		global $wpdb;
		return new self( $wpdb, new Tables( $wpdb ) );
	}

	/**
	 * A survey's limit of completed responses; 0 when it has none.
	 *
	 * @param array<string, mixed> $survey A decoded survey (settings as an array).
	 * @return int
	 */
	public static function limit( array $survey ): int {
		$limit = $survey['settings']['behavior']['response_limit'] ?? 0;
		return is_numeric( $limit ) ? max( 0, (int) $limit ) : 0;
	}

	/**
	 * Whether the survey has reached its limit.
	 *
	 * @param array<string, mixed> $survey A decoded survey.
	 * @return bool
	 */
	public function reached( array $survey ): bool {
		return array() !== $this->reached_ids( array( $survey ) );
	}

	/**
	 * The ids among these surveys that have reached their limit: one query for all of them, none
	 * when no survey has a limit.
	 *
	 * @param array<int, array<string, mixed>> $surveys Decoded surveys (id, settings).
	 * @return int[]
	 */
	public function reached_ids( array $surveys ): array {
		$limits = array();
		foreach ( $surveys as $survey ) {
			$limit = self::limit( $survey );
			if ( $limit > 0 && isset( $survey['id'] ) ) {
				$limits[ (int) $survey['id'] ] = $limit;
			}
		}
		if ( array() === $limits ) {
			return array();
		}
		$completed = $this->completed( array_keys( $limits ) );
		return array_values(
			array_filter(
				array_keys( $limits ),
				static fn( int $id ): bool => ( $completed[ $id ] ?? 0 ) >= $limits[ $id ]
			)
		);
	}

	/**
	 * Inside the transaction of a save that would complete a response: whether one more completed
	 * response fits under the survey's limit. Run before the writer's other locks. For a survey
	 * with a limit it writes the survey's guard (SurveyGuard), so completions of that survey queue
	 * one behind the other until each commits — and, on a cluster, two nodes' completions cannot
	 * both commit: the loser's retry counts the winner's — and reads the count with a locking read
	 * (the newest committed value, whatever the transaction's snapshot): N parallel completions
	 * store exactly the limit. A survey without a limit costs nothing here.
	 *
	 * @param array<string, mixed> $survey A decoded survey.
	 * @return bool|null Whether it fits; null when the database failed (a lock conflict is retried
	 *                   by the caller's Transaction).
	 */
	public function admits_completion( array $survey ): ?bool {
		$limit = self::limit( $survey );
		if ( 0 === $limit ) {
			return true;
		}
		$wpdb = $this->wpdb;
		$id   = (int) ( $survey['id'] ?? 0 );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared; locking reads inside the writer's transaction, not cacheable.
		if ( ! SurveyGuard::write( $wpdb, $this->tables, $id ) ) {
			return null; // The database failed (or the survey is gone: nothing to complete).
		}
		$exact   = BuildStates::exact_sql( $this->tables, 's' );
		$counted = $wpdb->get_var( $wpdb->prepare( "SELECT {$exact['exact']} FROM `{$this->tables->surveys()}` s {$exact['join']} WHERE s.id = %d FOR UPDATE", $id ) );
		if ( null === $counted ) {
			return null; // The database failed (or the survey is gone: nothing to complete).
		}
		$completed = 1 === (int) $counted
			? $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( SUM( published - partial ), 0 ) FROM `{$this->tables->counts()}` WHERE survey_id = %d AND scope = %d AND slot = %s LOCK IN SHARE MODE", $id, CountScope::Live->value, Counts::TOTALS ) )
			: $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$this->tables->responses()}` WHERE survey_id = %d AND status = 'publish' AND completed = 1 LOCK IN SHARE MODE", $id ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		return (int) $completed < $limit;
	}

	/**
	 * Completed published responses per survey.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return array<int, int>
	 */
	public function completed( array $survey_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $survey_ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb   = $this->wpdb;
		$in     = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$params = array_merge( $ids, $ids );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own tables, names from Tables; IN() of %d placeholders. Scoped to this statement: flagged lines are inside the SQL string.
		$exact  = BuildStates::exact_sql( $this->tables, 's' );
		$totals = Counts::totals_sql( $wpdb, $this->tables, "survey_id IN ({$in})" );
		$sql    = $wpdb->prepare(
			"SELECT s.id, IF( {$exact['exact']}, COALESCE( c.published - c.partial, 0 ),
					( SELECT COUNT(*) FROM `{$this->tables->responses()}` WHERE survey_id = s.id AND status = 'publish' AND completed = 1 ) ) AS completed
			FROM `{$this->tables->surveys()}` s {$exact['join']}
			LEFT JOIN {$totals} c ON c.survey_id = s.id
			WHERE s.id IN ({$in})",
			$params
		);
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql prepared above. Not cached: it changes with every completed response.
		$rows      = (array) $wpdb->get_results( (string) $sql, ARRAY_A );
		$completed = array();
		foreach ( $rows as $row ) {
			$completed[ (int) $row['id'] ] = (int) $row['completed'];
		}
		return $completed;
	}
}
