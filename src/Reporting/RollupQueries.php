<?php
/**
 * A survey's counts, read from its rollups.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Database\Tables;

// Read-only queries on our own tables: names from Tables (never input), every value through
// prepare(); IN() lists are %s placeholders built here, which WPCS 2.3 cannot follow.

/**
 * Every query reads one kind of rollup row (Rollups) of one survey through the primary key
 * (survey_id, kind, question_id, day, value_hash): a range of whole site days is a day
 * condition, all time none. Callers make sure the rollups are current first
 * (Rollups::ensure_current()). Values come back as QuestionStats::value_key() of their text.
 */
final class RollupQueries {

	/**
	 * Where each survey's figures are read from in this request, when not its live rows: rows
	 * computed in the request (Rollups::direct()), with the range's impressions, or a rebuild's
	 * staging rows. Set by ResultsService for every report it makes, so the reports built on one
	 * (the export's) read the same figures.
	 *
	 * @var array<int, array{rows: array<int, array<string, mixed>>|null, impressions: int, table: string}>
	 */
	private array $sources = array();

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Reads the survey's live rollup rows (the default).
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function read_live( int $survey_id ): void {
		unset( $this->sources[ $survey_id ] );
	}

	/**
	 * Reads the survey's figures from a rebuild's staging rows (partial: the responses it has
	 * passed), for a survey that never had live ones.
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function read_staging( int $survey_id ): void {
		$this->sources[ $survey_id ] = array(
			'rows'        => null,
			'impressions' => 0,
			'table'       => $this->tables->rollups_build(),
		);
	}

	/**
	 * Reads the survey's figures from rows computed in the request (Rollups::direct()), with no
	 * query.
	 *
	 * @param int                              $survey_id   Survey id.
	 * @param array<int, array<string, mixed>> $rows        Rows: kind, question_id, site_day, hash, value, answers, comments.
	 * @param int                              $impressions The report's range's impressions.
	 * @return void
	 */
	public function read_direct( int $survey_id, array $rows, int $impressions ): void {
		$this->sources[ $survey_id ] = array(
			'rows'        => $rows,
			'impressions' => $impressions,
			'table'       => $this->tables->rollups(),
		);
	}

	private function table( int $survey_id ): string {
		return $this->sources[ $survey_id ]['table'] ?? $this->tables->rollups();
	}

	/**
	 * The survey's rows computed in the request, if it is read that way.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array<string, mixed>>|null
	 */
	private function memory( int $survey_id ): ?array {
		return $this->sources[ $survey_id ]['rows'] ?? null;
	}

	/**
	 * Whether the survey has any live rollup rows (a set that was built once).
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	public function has_rows( int $survey_id ): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise. Not cached: changes with every rebuild.
		return null !== $this->wpdb->get_var( $this->wpdb->prepare( "SELECT 1 FROM `{$this->tables->rollups()}` WHERE survey_id = %d LIMIT 1", $survey_id ) );
	}

	/**
	 * In-memory rows of one kind for some questions in the range.
	 *
	 * @param int           $survey_id    Survey id.
	 * @param int           $kind         A Rollups::KIND_* constant.
	 * @param DateRange     $range        The range.
	 * @param string[]|null $question_ids Question ids; null for any.
	 * @return array<int, array<string, mixed>>
	 */
	private function memory_rows( int $survey_id, int $kind, DateRange $range, ?array $question_ids ): array {
		$ids  = null === $question_ids ? null : array_flip( array_map( 'strval', $question_ids ) );
		$rows = array();
		foreach ( (array) $this->memory( $survey_id ) as $row ) {
			if ( (int) $row['kind'] === $kind && ( null === $ids || isset( $ids[ (string) $row['question_id'] ] ) ) && $range->has_day( (string) $row['site_day'] ) ) {
				$rows[] = $row;
			}
		}
		return $rows;
	}

	/**
	 * The survey's published responses in the range, in its last 7 and last 30 site days, and its
	 * impressions in the range, in one query (impressions by a subquery on their (survey_id, day)
	 * key; impression counters are kept per UTC day, and a range takes those of its own dates).
	 *
	 * @param int       $survey_id Survey id.
	 * @param DateRange $range     The range.
	 * @param string    $day_7     First site day of the past 7 days (Y-m-d).
	 * @param string    $day_30    First site day of the past 30 days.
	 * @return array{responses: int, last_7: int, last_30: int, impressions: int, partial: int, tracked: int} Partial and tracked
	 *         (responses that say which questions they displayed) are in the range.
	 */
	public function survey_counts( int $survey_id, DateRange $range, string $day_7, string $day_30 ): array {
		if ( null !== $this->memory( $survey_id ) ) {
			$row                = array_fill_keys( array( 'responses', 'last_7', 'last_30', 'partial', 'tracked' ), 0 );
			$row['impressions'] = $this->sources[ $survey_id ]['impressions'] ?? 0;
			$kinds              = array(
				Rollups::KIND_PARTIAL => 'partial',
				Rollups::KIND_TRACKED => 'tracked',
			);
			foreach ( $this->memory_rows( $survey_id, Rollups::KIND_RESPONSES, DateRange::all_time( wp_timezone() ), null ) as $found ) {
				$day               = (string) $found['site_day'];
				$n                 = (int) $found['answers'];
				$row['responses'] += $range->has_day( $day ) ? $n : 0;
				$row['last_7']    += $day >= $day_7 ? $n : 0;
				$row['last_30']   += $day >= $day_30 ? $n : 0;
			}
			foreach ( $kinds as $kind => $name ) {
				foreach ( $this->memory_rows( $survey_id, $kind, $range, null ) as $found ) {
					$row[ $name ] += (int) $found['answers'];
				}
			}
		} else {
			$wpdb     = $this->wpdb;
			$days     = $range->days_sql( $wpdb );
			$in_range = "1{$days}";
			$row      = (array) $wpdb->get_row( // phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; $in_range and $days are prepared fragments. Not cached: reports change with every response. Scoped to this statement: a flagged line is inside the SQL string.
				$wpdb->prepare(
					"SELECT SUM( IF( kind = %d AND {$in_range}, answers, 0 ) ) AS responses, SUM( IF( kind = %d AND day >= %s, answers, 0 ) ) AS last_7, SUM( IF( kind = %d AND day >= %s, answers, 0 ) ) AS last_30,
						SUM( IF( kind = %d AND {$in_range}, answers, 0 ) ) AS partial, SUM( IF( kind = %d AND {$in_range}, answers, 0 ) ) AS tracked,
						( SELECT SUM( count ) FROM `{$this->tables->impressions()}` WHERE survey_id = %d{$days} ) AS impressions
					FROM `{$this->table( $survey_id )}` WHERE survey_id = %d AND kind IN (%d, %d, %d)",
					array( Rollups::KIND_RESPONSES, Rollups::KIND_RESPONSES, $day_7, Rollups::KIND_RESPONSES, $day_30, Rollups::KIND_PARTIAL, Rollups::KIND_TRACKED, $survey_id, $survey_id, Rollups::KIND_RESPONSES, Rollups::KIND_PARTIAL, Rollups::KIND_TRACKED )
				),
				ARRAY_A
			); // phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return array(
			'responses'   => (int) ( $row['responses'] ?? 0 ),
			'last_7'      => (int) ( $row['last_7'] ?? 0 ),
			'last_30'     => (int) ( $row['last_30'] ?? 0 ),
			'impressions' => (int) ( $row['impressions'] ?? 0 ),
			'partial'     => (int) ( $row['partial'] ?? 0 ),
			'tracked'     => (int) ( $row['tracked'] ?? 0 ),
		);
	}

	/**
	 * All-time published responses of many surveys in one grouped read of their response rows
	 * (a few hundred per survey, on the primary key). Only for surveys whose rollups are current
	 * (Rollups::is_current()): the caller counts the others another way rather than rebuilding
	 * from a read.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return array<int, int> Survey id => responses; every requested id present.
	 */
	public function responses_totals( array $survey_ids ): array {
		$ids    = ResponsesRepository::ids( $survey_ids );
		$totals = array_fill_keys( $ids, 0 );
		if ( array() === $ids ) {
			return $totals;
		}
		$wpdb = $this->wpdb;
		$in   = ResponsesRepository::placeholders( $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables; IN() of %d placeholders built above. Not cached: counts change with every response.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT survey_id, SUM( answers ) AS responses FROM `{$this->tables->rollups()}` WHERE survey_id IN ({$in}) AND kind = %d GROUP BY survey_id", array_merge( $ids, array( Rollups::KIND_RESPONSES ) ) ), ARRAY_A );
		foreach ( $rows as $row ) {
			$totals[ (int) $row['survey_id'] ] = (int) $row['responses'];
		}
		return $totals;
	}

	/**
	 * Answers per value of choice and rating questions, with how many carried a comment.
	 *
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $question_ids Radio, checkbox, star and NPS questions.
	 * @return array<string, array<string, array{answers: int, comments: int}>> Question id => value key => counts.
	 */
	public function value_counts( int $survey_id, DateRange $range, array $question_ids ): array {
		// Summed per value over its days and the database nodes' shards; rows in memory may repeat
		// one (per day).
		$rows   = null === $this->memory( $survey_id )
			? $this->select( 'question_id, MIN( value ) AS value, SUM( answers ) AS answers, SUM( comments ) AS comments', Rollups::KIND_VALUE, $survey_id, $range, $question_ids, 'GROUP BY question_id, value_hash HAVING SUM( answers ) > 0' )
			: $this->memory_rows( $survey_id, Rollups::KIND_VALUE, $range, $question_ids );
		$counts = array();
		foreach ( $rows as $row ) {
			$key                         = QuestionStats::value_key( (string) $row['value'] );
			$question                    = (string) $row['question_id'];
			$sum                         = $counts[ $question ][ $key ] ?? array(
				'answers'  => 0,
				'comments' => 0,
			);
			$sum['answers']             += (int) $row['answers'];
			$sum['comments']            += (int) $row['comments'];
			$counts[ $question ][ $key ] = $sum;
		}
		return $counts;
	}

	/**
	 * Responses that answered each question, and that left a comment with their answer; with the
	 * funnel's counts read in the same query: responses that displayed the question (when they say
	 * so) and partial ones whose last displayed question it is.
	 *
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $question_ids Questions.
	 * @return array<string, array{answered: int, comments: int, shown: int, dropped: int}> Question id => counts; questions with none may be absent.
	 */
	public function answered_counts( int $survey_id, DateRange $range, array $question_ids ): array {
		$counts = array();
		$add    = static function ( array $row ) use ( &$counts ): void {
			$question              = (string) $row['question_id'];
			$counts[ $question ] ??= array(
				'answered' => 0,
				'comments' => 0,
				'shown'    => 0,
				'dropped'  => 0,
			);
			$kind                  = (int) $row['kind'];
			if ( Rollups::KIND_ANSWERED === $kind ) {
				$counts[ $question ]['answered'] += (int) $row['answers'];
				$counts[ $question ]['comments'] += (int) $row['comments'];
			} else {
				$counts[ $question ][ Rollups::KIND_SHOWN === $kind ? 'shown' : 'dropped' ] += (int) $row['answers'];
			}
		};
		$kinds  = array( Rollups::KIND_ANSWERED, Rollups::KIND_SHOWN, Rollups::KIND_DROPPED );
		if ( null === $this->memory( $survey_id ) ) {
			array_map( $add, $this->select( 'kind, question_id, SUM( answers ) AS answers, SUM( comments ) AS comments', $kinds, $survey_id, $range, $question_ids, 'GROUP BY kind, question_id' ) );
		}
		foreach ( $kinds as $kind ) {
			array_map( $add, $this->memory_rows( $survey_id, $kind, $range, $question_ids ) ); // None when read from the database.
		}
		return $counts;
	}

	/**
	 * One rating question's answers per site day and score, with how many carried a comment: the
	 * NPS overview is their sum and the NPS series their buckets per day.
	 *
	 * @param int       $survey_id   Survey id.
	 * @param string    $question_id The question.
	 * @param DateRange $range       The range.
	 * @return array<string, array<int, array{answers: int, comments: int}>> Y-m-d => score => counts; days without answers absent.
	 */
	public function scores_per_day( int $survey_id, string $question_id, DateRange $range ): array {
		$rows = null === $this->memory( $survey_id )
			? $this->select( 'day AS site_day, MIN( value ) AS value, SUM( answers ) AS answers, SUM( comments ) AS comments', Rollups::KIND_VALUE, $survey_id, $range, array( $question_id ), 'GROUP BY day, value_hash HAVING SUM( answers ) > 0' )
			: $this->memory_rows( $survey_id, Rollups::KIND_VALUE, $range, array( $question_id ) );
		$days = array();
		foreach ( $rows as $row ) {
			if ( is_numeric( $row['value'] ) && (int) $row['answers'] > 0 ) {
				$counts = self::counts( $row );
				$sum    = $days[ (string) $row['site_day'] ][ (int) $row['value'] ] ?? array(
					'answers'  => 0,
					'comments' => 0,
				);
				$days[ (string) $row['site_day'] ][ (int) $row['value'] ] = array(
					'answers'  => $sum['answers'] + $counts['answers'],
					'comments' => $sum['comments'] + $counts['comments'],
				);
			}
		}
		return $days;
	}

	/**
	 * Rows of one kind for some of the survey's questions in the range.
	 *
	 * @param string    $columns      Select list (literal SQL).
	 * @param int|int[] $kind         A Rollups::KIND_* constant, or several.
	 * @param int       $survey_id    Survey id.
	 * @param DateRange $range        The range.
	 * @param string[]  $question_ids Question ids.
	 * @param string    $tail         What follows the WHERE conditions (literal SQL).
	 * @return array<int, array<string, mixed>>
	 */
	private function select( string $columns, $kind, int $survey_id, DateRange $range, array $question_ids, string $tail ): array {
		if ( array() === $question_ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$ids   = array_values( array_map( 'strval', $question_ids ) );
		$kinds = array_map( 'intval', (array) $kind );
		$sql   = $wpdb->prepare(
			"SELECT {$columns} FROM `{$this->table( $survey_id )}` WHERE survey_id = %d AND kind IN (" . implode( ',', array_fill( 0, count( $kinds ), '%d' ) ) . ') AND question_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%s' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $columns is our literal SQL; IN() of %d and %s placeholders.
			array_merge( array( $survey_id ), $kinds, $ids )
		) . $range->days_sql( $wpdb );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table; $sql prepared above, $tail our literal SQL. Not cached: reports change with every response.
		return (array) $wpdb->get_results( "{$sql} {$tail}", ARRAY_A );
	}

	/**
	 * A row's answer and comment counts.
	 *
	 * @param array<string, mixed> $row A database row.
	 * @return array{answers: int, comments: int}
	 */
	private static function counts( array $row ): array {
		return array(
			'answers'  => (int) $row['answers'],
			'comments' => (int) $row['comments'],
		);
	}
}
