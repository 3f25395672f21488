<?php
/**
 * The reports' filter read from the facts table (issue 24): the same hand-computed sets and
 * figures as FilterTest, with the survey's facts rows built.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Every FilterTest case, through Facts\FactsFilterSql and Facts\FactsReport; and for every
 * filter, the report's rows from the facts equal those computed from the answers.
 */
final class FilterFactsTest extends FilterTest {

	/**
	 * Built: see FilterTest::$facts.
	 *
	 * @var bool
	 */
	protected bool $facts = true;

	/**
	 * The facts' rows and the answers' rows of a filtered report hold the same counts.
	 *
	 * @param array<string, mixed> $params   The filter's parameters.
	 * @param string[]             $expected Unused here (FilterTest's sets).
	 */
	#[DataProvider( 'filters' )]
	public function test_the_facts_give_the_rows_the_answers_give( array $params, array $expected ): void {
		global $wpdb;
		unset( $expected );
		$tables = userfeedback()->tables();
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$filter    = ResponseFilter::from_params( $params, $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		$sql    = new FilterSql( $wpdb, $tables );
		$facts  = new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, $sql ) );
		$rollup = new Rollups( $wpdb, $tables );
		foreach ( array( DateRange::all_time( wp_timezone() ), DateRange::parse_optional( '2026-03-02', '2026-03-04', current_datetime() ) ) as $range ) {
			$this->assertInstanceOf( DateRange::class, $range );
			$from_facts = $facts->rows( $this->survey_id, $questions, $filter, $range );
			$this->assertIsArray( $from_facts, 'Read from the facts, not the answers.' );
			$from_answers = ( new FilteredResults( $wpdb, $tables, $rollup, $sql ) )->rows( $this->survey_id, $questions, $filter, $range );
			$this->assertNotNull( $from_answers );
			$this->assertSame( self::totals( $from_answers['rows'], $range ), self::totals( $from_facts, $range ) );
		}
	}

	/**
	 * What a report reads of rows: per-day kinds per day, the others summed over the range.
	 *
	 * @param array<int, array<string, mixed>> $rows  Rollup-shaped rows.
	 * @param DateRange                        $range The range.
	 * @return array<string, int>
	 */
	private static function totals( array $rows, DateRange $range ): array {
		$totals = array();
		foreach ( $rows as $row ) {
			$kind = (int) $row['kind'];
			$day  = (string) $row['site_day'];
			if ( ! $range->is_all_time() && ( $day < (string) $range->start() || $day > (string) $range->end() ) ) {
				continue;
			}
			$per_day                     = in_array( $kind, array( Rollups::KIND_RESPONSES, Rollups::KIND_PARTIAL, Rollups::KIND_TRACKED ), true ) || 'nps' === $row['question_id'];
			$key                         = $kind . '|' . $row['question_id'] . '|' . $row['value'] . ( $per_day ? '|' . $day : '' );
			$totals[ $key . '|answers' ] = ( $totals[ $key . '|answers' ] ?? 0 ) + (int) $row['answers'];
			if ( Rollups::KIND_VALUE !== $kind || 'nps' === $row['question_id'] ) {
				$totals[ $key . '|comments' ] = ( $totals[ $key . '|comments' ] ?? 0 ) + (int) $row['comments'];
			}
		}
		$totals = array_filter( $totals );
		ksort( $totals );
		return $totals;
	}
}
