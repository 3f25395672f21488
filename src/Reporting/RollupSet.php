<?php
/**
 * The rollups and counters as a derived set the build engine builds.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\BuildState;
use UserFeedback\Reporting\Build\DerivedSet;
use UserFeedback\Reporting\Build\Watermark;

// Our own tables, names from Tables (never input), every value through prepare(); the range
// conditions come from Watermark. WPCS 2.3 cannot follow built statements, hence the scoped
// ignores.

/**
 * Built into staging rows (rollups_build, the counts scopes Build and BuildHours) while the live
 * ones keep answering, and swapped in at the end. Valid for the site's time zone and the survey's
 * choice and rating questions (Rollups::key()); its counters do not depend on either, so they
 * stay exact (BuildState::$exact) while the rows are stale.
 */
final class RollupSet implements DerivedSet {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups ) {
	}

	public function kind(): BuildKind {
		return BuildKind::Rollups;
	}

	public function key( array $questions ): string {
		return Rollups::key( $questions, wp_timezone() );
	}

	public function is_current( BuildState $state, string $key ): bool {
		return $key === $state->live_key && $state->exact;
	}

	public function start( int $survey_id ): bool {
		return $this->clear_staging( $survey_id );
	}

	public function add( int $survey_id, array $questions, Watermark $from, ?Watermark $to ): bool {
		$wpdb     = $this->wpdb;
		$answered = $this->answered_questions( $survey_id );
		if ( false === $answered ) {
			return false;
		}
		$range_r = (string) $wpdb->prepare( 'r.survey_id = %d AND ', $survey_id ) . Watermark::range_sql( $wpdb, $from, $to, 'r.submitted_at', 'r.id' );
		$range_a = (string) $wpdb->prepare( 'a.survey_id = %d AND ', $survey_id ) . Watermark::range_sql( $wpdb, $from, $to, 'a.submitted_at', 'a.response_id' );
		if ( array() !== $answered ) {
			$range_a .= (string) $wpdb->prepare( ' AND a.question_id IN (' . implode( ',', array_fill( 0, count( $answered ), '%s' ) ) . ')', $answered ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- IN() of %s placeholders.
		}
		return $this->rollups->aggregate( $questions, $range_a . " AND a.status = 'publish'", $range_r . " AND r.status = 'publish'", 1, $this->tables->rollups_build(), $from->is_start() ? null : $from->at, $to?->at )
			&& $this->rollups->counts()->add_range( $survey_id, $range_r );
	}

	/**
	 * Replaces the survey's live rollups and counters by the staging ones, inside the last
	 * chunk's transaction.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	public function finish( int $survey_id ): bool {
		$wpdb    = $this->wpdb;
		$live    = $this->tables->rollups();
		$staging = $this->tables->rollups_build();
		$counts  = $this->tables->counts();
		$columns = 'survey_id, kind, question_id, day, value_hash, shard, value, answers, comments';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared; the swap's statements, in one transaction.
		$ok = false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$live}` WHERE survey_id = %d", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$live}` ({$columns}) SELECT {$columns} FROM `{$staging}` WHERE survey_id = %d AND ( answers <> 0 OR comments <> 0 )", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$counts}` WHERE survey_id = %d AND scope IN (%d, %d)", $survey_id, CountScope::Live->value, CountScope::LiveHours->value ) )
			// Build → Live, BuildHours → LiveHours: the same distance. Each shard as it is: a shard
			// row may hold partial responses and no published ones (completed on another node).
			&& false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$counts}` (survey_id, scope, slot, shard, published, trashed, partial, partial_trashed) SELECT survey_id, scope - %d, slot, shard, published, trashed, partial, partial_trashed FROM `{$counts}` WHERE survey_id = %d AND scope IN (%d, %d) AND ( published <> 0 OR trashed <> 0 OR partial <> 0 OR partial_trashed <> 0 OR slot = %s )", CountScope::Build->value - CountScope::Live->value, $survey_id, CountScope::Build->value, CountScope::BuildHours->value, Counts::TOTALS ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $ok && $this->clear_staging( $survey_id );
	}

	/**
	 * Every question of the survey that has answers, so a chunk reads its range on the
	 * survey_question_order index question by question (a removed question's answers are counted
	 * too, as writers count them). A loose index scan done by hand, one index dive per question:
	 * MariaDB reads `SELECT DISTINCT question_id … WHERE survey_id = …` as a scan of every answer
	 * of the survey (8 s at a million responses, in every chunk).
	 *
	 * @param int $survey_id Survey id.
	 * @return string[]|false False when the database failed.
	 */
	private function answered_questions( int $survey_id ) {
		$wpdb = $this->wpdb;
		$ids  = array();
		$last = '';
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
			$next = $wpdb->get_var( $wpdb->prepare( "SELECT question_id FROM `{$this->tables->answers()}` WHERE survey_id = %d AND question_id > %s ORDER BY question_id LIMIT 1", $survey_id, $last ) );
			if ( '' !== $wpdb->last_error ) {
				return false;
			}
			if ( null !== $next ) {
				$last  = (string) $next;
				$ids[] = $last;
			}
		} while ( null !== $next );
		return $ids;
	}

	/**
	 * Empties the survey's staging rows.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool False when the database failed.
	 */
	private function clear_staging( int $survey_id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared.
		return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->rollups_build()}` WHERE survey_id = %d", $survey_id ) )
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->counts()}` WHERE survey_id = %d AND scope IN (%d, %d)", $survey_id, CountScope::Build->value, CountScope::BuildHours->value ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
