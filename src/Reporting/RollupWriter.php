<?php
/**
 * What a writer of a survey's responses keeps exact, for the writes of one transaction.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\BuildState;
use UserFeedback\Reporting\Build\Watermark;
use UserFeedback\Reporting\Facts\FactLayout;

// Our own tables, names from Tables, response ids cast to integers, the watermark's conditions
// from Watermark.

/**
 * Handed to a write (Rollups::write()) once the survey row is locked: add() and subtract() keep
 * every derived set of the survey in step with the responses the write adds or takes away — the
 * live rollups when current, a running rebuild's staging rows for the responses it has passed,
 * the facts rows (all when current, those passed while they are being built) — and count() moves
 * the counters for the status changes the write reports. Whether the responses are published is
 * the write's business: rows are read whatever their status.
 *
 * @phpstan-type Move array{id: int, submitted_at: string, from: string|null, to: string|null, from_partial?: bool, to_partial?: bool}
 */
final class RollupWriter {

	/**
	 * Constructor.
	 *
	 * @param \wpdb                  $wpdb      The database connection.
	 * @param Tables                 $tables    Table names.
	 * @param Rollups                $rollups   The rollups' SQL.
	 * @param int                    $survey_id The survey.
	 * @param array<int, mixed>|null $questions Its questions; null when it has nothing to keep.
	 * @param bool                   $live      Whether its live rollups are current.
	 * @param bool                   $exact     Whether its counters are exact.
	 * @param Watermark|null         $build     A running rebuild's watermark, for its key now.
	 * @param Watermark|bool         $facts     Its facts: true current, a watermark while built for its layout now, false none.
	 */
	private function __construct(
		private readonly \wpdb $wpdb,
		private readonly Tables $tables,
		private readonly Rollups $rollups,
		public readonly int $survey_id,
		private readonly ?array $questions,
		private readonly bool $live,
		private readonly bool $exact,
		private readonly ?Watermark $build,
		private readonly Watermark|bool $facts
	) {
	}

	/**
	 * The writer of a survey as BuildStates::for_writer() read it (null: no such survey).
	 *
	 * @param \wpdb                                                                    $wpdb      The database connection.
	 * @param Tables                                                                   $tables    Table names.
	 * @param Rollups                                                                  $rollups   The rollups' SQL.
	 * @param int                                                                      $survey_id The survey.
	 * @param array{questions: array<int, mixed>, states: array<int, BuildState>}|null $survey    What was read.
	 * @return self
	 */
	public static function for_survey( \wpdb $wpdb, Tables $tables, Rollups $rollups, int $survey_id, ?array $survey ): self {
		if ( null === $survey ) {
			return new self( $wpdb, $tables, $rollups, $survey_id, null, false, false, null, false );
		}
		$questions = $survey['questions'];
		$rollup    = $survey['states'][ BuildKind::Rollups->value ] ?? BuildState::none();
		$facts     = $survey['states'][ BuildKind::Facts->value ] ?? BuildState::none();
		$key       = Rollups::key( $questions, wp_timezone() );
		$layout    = FactLayout::key( $questions );
		$live      = $key === $rollup->live_key;
		$build     = $rollup->building( $key );
		$facts_at  = '' !== $layout && $layout === $facts->live_key ? true : ( $facts->building( $layout ) ?? false );
		$keeps     = $live || $rollup->exact || null !== $build || false !== $facts_at;
		return new self( $wpdb, $tables, $rollups, $survey_id, $keeps ? $questions : null, $live, $rollup->exact, $build, $facts_at );
	}

	/**
	 * Whether anything of the survey is kept (else add() and subtract() do nothing).
	 *
	 * @return bool
	 */
	public function keeps(): bool {
		return null !== $this->questions;
	}

	/**
	 * Counts responses in (after the write stored them as they now are).
	 *
	 * @param int[]       $response_ids The survey's responses.
	 * @param string|null $utc_at       When all were submitted, if known (a new response): the site day is then a fixed offset.
	 * @return bool False when the database failed.
	 */
	public function add( array $response_ids, ?string $utc_at = null ): bool {
		return $this->apply( $response_ids, 1, $utc_at );
	}

	/**
	 * Counts responses out (before the write changes or removes them).
	 *
	 * @param int[]       $response_ids The survey's responses.
	 * @param string|null $utc_at       When all were submitted, if known.
	 * @return bool False when the database failed.
	 */
	public function subtract( array $response_ids, ?string $utc_at = null ): bool {
		return $this->apply( $response_ids, -1, $utc_at );
	}

	/**
	 * Moves the counters for responses whose status changed: created (from null), trashed,
	 * restored, completed or deleted (to null) — the live counters when exact, a rebuild's
	 * staging counters for the responses it has passed.
	 *
	 * @param array<int, array<string, mixed>> $moves The changes.
	 * @phpstan-param array<int, Move> $moves
	 * @return bool False when the database failed.
	 */
	public function count( array $moves ): bool {
		if ( array() === $moves || ! $this->keeps() ) {
			return true;
		}
		$scopes = array();
		if ( $this->exact ) {
			$scopes[ CountScope::Live->value ] = $moves;
		}
		$build = $this->build;
		if ( null !== $build ) {
			$scopes[ CountScope::Build->value ] = array_values( array_filter( $moves, static fn( array $move ): bool => $build->covers( $move['submitted_at'], $move['id'] ) ) );
		}
		return $this->rollups->counts()->move( $this->survey_id, $scopes );
	}

	/**
	 * Adds (+1) or subtracts (-1) responses to or from every set the survey keeps.
	 *
	 * @param int[]       $response_ids The responses.
	 * @param int         $sign         1 or -1.
	 * @param string|null $utc_at       When all were submitted, if known.
	 * @return bool False when the database failed.
	 */
	private function apply( array $response_ids, int $sign, ?string $utc_at ): bool {
		$ids = implode( ',', array_map( 'intval', $response_ids ) );
		if ( '' === $ids || null === $this->questions ) {
			return true;
		}
		$wpdb    = $this->wpdb;
		$answers = (string) $wpdb->prepare( "a.survey_id = %d AND a.response_id IN ({$ids})", $this->survey_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- response ids cast to integers above.
		$rows    = (string) $wpdb->prepare( "r.survey_id = %d AND r.id IN ({$ids})", $this->survey_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- response ids cast to integers above.
		// The live rollups when current; a running rebuild's staging rows only for the responses it
		// has passed: the later ones are counted when it gets there.
		$sets = $this->live ? array( $this->tables->rollups() => array( '', '' ) ) : array();
		if ( null !== $this->build ) {
			$sets[ $this->tables->rollups_build() ] = array( ' AND ' . $this->build->upto_sql( $wpdb, 'a.submitted_at', 'a.response_id' ), ' AND ' . $this->build->upto_sql( $wpdb, 'r.submitted_at', 'r.id' ) );
		}
		foreach ( $sets as $table => list( $answers_upto, $rows_upto ) ) {
			if ( ! $this->rollups->aggregate( $this->questions, $answers . $answers_upto, $rows . $rows_upto, $sign, $table, $utc_at, $utc_at ) ) {
				return false;
			}
		}
		return $this->apply_facts( $ids, $sign );
	}

	/**
	 * Keeps the facts rows of responses added (re-packed as they are now) or taken away: all of
	 * them when the survey's facts are current, those the build has passed while it runs.
	 *
	 * @param string $ids  The responses, a list of integers.
	 * @param int    $sign 1 or -1.
	 * @return bool False when the database failed.
	 */
	private function apply_facts( string $ids, int $sign ): bool {
		if ( false === $this->facts || null === $this->questions ) {
			return true;
		}
		if ( $sign < 0 ) {
			return $this->rollups->facts()->delete( array_map( 'intval', explode( ',', $ids ) ) );
		}
		$where = "r.id IN ({$ids})";
		if ( $this->facts instanceof Watermark ) {
			$where .= ' AND ' . $this->facts->upto_sql( $this->wpdb, 'r.submitted_at', 'r.id' );
		}
		return $this->rollups->facts()->write( $this->survey_id, $this->questions, $where );
	}
}
