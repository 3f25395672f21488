<?php
/**
 * A filtered report's rows from the facts table.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Reporting\SiteDaySql;

// Our own tables, names from Tables; every value through prepare() or built from integers; the
// filter's condition comes prepared from FactsFilterSql. WPCS 2.3 cannot follow built statements.

/**
 * The rollup-shaped rows a filtered report reads (as Filter\FilteredResults computes them from
 * the answers), in two scans of the survey's facts rows whatever the filter: per site day (all
 * time: responses, partial, tracked, and the NPS question's scores), and one pass over the range
 * with a sum per question, option and score (answered, comments, values, shown, dropped). About
 * 0.1–0.2 s at 200,000 responses where reading the answers takes seconds (bench/results.php).
 *
 * Null (the caller reads the answers instead) when the survey's facts are not current, or when a
 * byte in the range says OTHER: a value no option stands for has no name in the facts.
 */
final class FactsReport {

	/**
	 * Whether the last survey asked about had stale facts (its background build is due).
	 *
	 * @var bool
	 */
	private bool $stale = false;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly FactsFilterSql $sql ) {
	}

	/**
	 * The filter on facts rows.
	 *
	 * @return FactsFilterSql
	 */
	public function sql(): FactsFilterSql {
		return $this->sql;
	}

	/**
	 * Whether the last survey asked about (current_slots()) had stale facts: its background build
	 * is due, and a screen may drive it where WP-Cron does not run (POST rollups/step).
	 *
	 * @return bool
	 */
	public function was_stale(): bool {
		return $this->stale;
	}

	/**
	 * The survey's slots when its facts rows are current (packed for its questions as they are
	 * now); null otherwise, and the background build is asked for.
	 *
	 * @param int               $survey_id Survey id.
	 * @param array<int, mixed> $questions Its questions.
	 * @return array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}>|null
	 */
	public function current_slots( int $survey_id, array $questions ): ?array {
		$key = FactLayout::key( $questions );
		if ( '' === $key ) {
			return null;
		}
		$built       = ( new BuildStates( $this->wpdb, $this->tables ) )->of( $survey_id, BuildKind::Facts )->live_key;
		$this->stale = $built !== $key;
		if ( $this->stale ) {
			BuildEngine::schedule_kind( BuildKind::Facts );
			return null;
		}
		return FactLayout::slots( $questions );
	}

	/**
	 * The rows of the responses the filter selects.
	 *
	 * @param int               $survey_id Survey id.
	 * @param array<int, mixed> $questions Its questions.
	 * @param ResponseFilter    $filter    The filter.
	 * @param DateRange         $range     The report's range.
	 * @return array<int, array<string, mixed>>|null|false Null: read the answers instead; false: the database failed.
	 */
	public function rows( int $survey_id, array $questions, ResponseFilter $filter, DateRange $range ) {
		$slots = $this->current_slots( $survey_id, $questions );
		if ( null === $slots ) {
			return null;
		}
		$where   = $this->sql->where( $filter, $survey_id, $slots );
		$nps     = QuestionStats::nps_question( array_values( array_filter( $questions, 'is_array' ) ) );
		$per_day = $this->per_day( $where, $nps, null === $nps ? null : $slots[ $nps ] );
		if ( null === $per_day ) {
			return false;
		}
		$sums = $this->sums( $where . $range->utc_sql( $this->wpdb, 'f.submitted_at' ), $slots, $nps, $range->start() ?? '2000-01-01' );
		return is_array( $sums ) ? array_merge( $per_day, $sums ) : $sums;
	}

	/**
	 * Per site day, all time: responses, partial and tracked ones, and the NPS question's scores.
	 *
	 * @param string                                                                              $where  The rows' condition (prepared).
	 * @param string|null                                                                         $nps_id The NPS question's id.
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int}|null $nps    Its slot.
	 * @return array<int, array<string, mixed>>|null
	 */
	private function per_day( string $where, ?string $nps_id, ?array $nps ): ?array {
		$wpdb  = $this->wpdb;
		$day   = SiteDaySql::expression( $wpdb, DateRange::all_time( wp_timezone() ), 'f.submitted_at', null, null );
		$score = null === $nps ? '0' : 'ORD( SUBSTRING( f.codes, ' . $nps['slot'] . ', 1 ) )';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $where and $day prepared, $score built from an integer. Not cached: reports change with every response.
		$found = $wpdb->get_results( "SELECT {$day} AS site_day, {$score} AS score, COUNT(*) AS n, SUM( f.completed = 0 ) AS partial, SUM( f.tracked ) AS tracked FROM `{$this->tables->response_facts()}` f WHERE {$where} GROUP BY site_day, score", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$days = array();
		$rows = array();
		foreach ( (array) $found as $row ) {
			$site_day = (string) $row['site_day'];
			foreach ( array(
				Rollups::KIND_RESPONSES => (int) $row['n'],
				Rollups::KIND_PARTIAL   => (int) $row['partial'],
				Rollups::KIND_TRACKED   => (int) $row['tracked'],
			) as $kind => $n ) {
				$days[ $site_day ][ $kind ] = ( $days[ $site_day ][ $kind ] ?? 0 ) + $n;
			}
			$code  = (int) $row['score'];
			$value = null === $nps ? null : FactLayout::value( $nps, $code & 127 );
			if ( null !== $value ) {
				// A score comes in two groups, with and without a comment (the code's high bit):
				// one row per day and score, their counts added.
				$key                       = $site_day . '|' . $value;
				$rows[ $key ]            ??= self::row( Rollups::KIND_VALUE, (string) $nps_id, $site_day, $value, 0, 0 );
				$rows[ $key ]['answers']  += (int) $row['n'];
				$rows[ $key ]['comments'] += $code >= FactLayout::COMMENT ? (int) $row['n'] : 0;
			}
		}
		$rows = array_values( $rows );
		foreach ( $days as $site_day => $kinds ) {
			foreach ( $kinds as $kind => $n ) {
				if ( Rollups::KIND_RESPONSES === $kind || 0 !== $n ) {
					$rows[] = self::row( $kind, '', (string) $site_day, '', $n, 0 );
				}
			}
		}
		return $rows;
	}

	/**
	 * One pass over the range: per question, responses that answered and commented, responses
	 * shown it and dropped at it, and per option or score (the NPS question's come per day).
	 *
	 * @param string                                                                                        $where  The rows' condition, range included (prepared).
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots  The slots.
	 * @param string|null                                                                                   $nps    The NPS question's id.
	 * @param string                                                                                        $day    A day inside the range, for rows not per day.
	 * @return array<int, array<string, mixed>>|null|false Null when a byte says OTHER.
	 */
	private function sums( string $where, array $slots, ?string $nps, string $day ) {
		$columns = array();
		$names   = array();
		foreach ( $slots as $question_id => $slot ) {
			$at    = $slot['slot'];
			$raw   = "ORD( SUBSTRING( f.codes, {$at}, 1 ) )";
			$byte  = FactsFilterSql::byte( $at );
			$bit   = 1 << ( $at - 1 );
			$named = array(
				"SUM( {$raw} > 0 )"                 => array( Rollups::KIND_ANSWERED, $question_id, null, 'answers' ),
				"SUM( {$raw} >= 128 )"              => array( Rollups::KIND_ANSWERED, $question_id, null, 'comments' ),
				"SUM( f.shown_mask & {$bit} <> 0 )" => array( Rollups::KIND_SHOWN, $question_id, null, 'answers' ),
				"SUM( f.completed = 0 AND f.last_shown = {$at} )" => array( Rollups::KIND_DROPPED, $question_id, null, 'answers' ),
			);
			if ( 'checkbox' === $slot['kind'] ) {
				foreach ( $slot['options'] as $i => $option ) {
					$named[ "SUM( {$byte} & " . ( 1 << $i ) . ' <> 0 )' ] = array( Rollups::KIND_VALUE, $question_id, $option, 'answers' );
				}
				$named[ "SUM( {$byte} & " . FactLayout::CHECKBOX_OTHER . ' <> 0 )' ] = array( 'other', $question_id, null, '' );
			} elseif ( FactLayout::has_cells( $slot ) ) {
				foreach ( $slot['items'] as $item => $unused ) {
					$cell = FactsFilterSql::byte( $slot['first'] + $item );
					foreach ( FactLayout::cell_codes( $slot ) as $code ) {
						$named[ "SUM( {$cell} = {$code} )" ] = array( Rollups::KIND_VALUE, $question_id, FactLayout::cell_value( $slot, $item, $code ), 'answers' );
					}
				}
				$named[ "SUM( {$byte} = " . FactLayout::OTHER . ' )' ] = array( 'other', $question_id, null, '' );
			} elseif ( in_array( $slot['kind'], array( 'choice', 'score', 'star', 'nps' ), true ) ) {
				// The NPS question's values come per day (per_day()); only its OTHER is checked here.
				$codes = in_array( $slot['kind'], array( 'choice', 'score' ), true ) ? range( 1, max( 1, count( $slot['options'] ) ) ) : range( 1, 'star' === $slot['kind'] ? 5 : 11 );
				foreach ( $question_id === $nps ? array() : $codes as $code ) {
					$value = FactLayout::value( $slot, $code );
					if ( null !== $value ) {
						$named[ "SUM( {$byte} = {$code} )" ] = array( Rollups::KIND_VALUE, $question_id, $value, 'answers' );
					}
				}
				$named[ "SUM( {$byte} = " . FactLayout::OTHER . ' )' ] = array( 'other', $question_id, null, '' );
			}
			foreach ( $named as $sql => $meaning ) {
				$columns[] = $sql . ' AS c' . count( $names );
				$names[]   = $meaning;
			}
		}
		if ( array() === $columns ) {
			return array();
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $where prepared, the sums built from integers. Not cached: reports change with every response.
		$found = $wpdb->get_row( 'SELECT ' . implode( ', ', $columns ) . " FROM `{$this->tables->response_facts()}` f WHERE {$where}", ARRAY_N );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		$found   = is_array( $found ) ? $found : array();
		$grouped = array();
		foreach ( $names as $i => list( $kind, $question_id, $value, $field ) ) {
			$n = (int) ( $found[ $i ] ?? 0 );
			if ( 'other' === $kind ) {
				if ( $n > 0 ) {
					return null;
				}
				continue;
			}
			$key                       = $kind . "\0" . $question_id . "\0" . ( $value ?? '' );
			$grouped[ $key ]         ??= self::row( $kind, $question_id, $day, $value ?? '', 0, 0 );
			$grouped[ $key ][ $field ] = $n;
		}
		return array_values( array_filter( $grouped, static fn( array $row ): bool => 0 !== $row['answers'] || 0 !== $row['comments'] ) );
	}

	/**
	 * A rollup-shaped row.
	 *
	 * @param int    $kind        Rollups::KIND_*.
	 * @param string $question_id Question id ('' for per-response kinds).
	 * @param string $site_day    Y-m-d.
	 * @param string $value       The value ('' for counts).
	 * @param int    $answers     Count.
	 * @param int    $comments    Comments.
	 * @return array<string, mixed>
	 */
	private static function row( int $kind, string $question_id, string $site_day, string $value, int $answers, int $comments ): array {
		return array(
			'kind'        => $kind,
			'question_id' => $question_id,
			'site_day'    => $site_day,
			'hash'        => md5( $value ),
			'value'       => $value,
			'answers'     => $answers,
			'comments'    => $comments,
		);
	}
}
