<?php
/**
 * The reports' filter read from the facts table: the same hand-computed sets and
 * figures as FilterTest, with the survey's facts rows built.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Insights\AnswerPart;
use UserFeedback\Insights\InsightStore;
use UserFeedback\Insights\OpenPart;
use UserFeedback\Insights\Sentiment;
use UserFeedback\Insights\ThemeStore;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyRepository;

// phpcs:disable WordPress.DB -- the test reads our own tables directly to compare rows.

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
	 * Readings written after the facts were packed (the processor's, an owner's label, an
	 * erasure) move the response in or out of a sentiment filter at once, with no repack.
	 */
	public function test_a_sentiment_filter_follows_readings_written_after_the_facts(): void {
		global $wpdb;
		$store = new InsightStore( $wpdb, userfeedback()->tables() );
		$this->assertTrue(
			$store->save(
				array(
					array(
						'part'      => new OpenPart( $this->survey_id, $this->ids['R3'], 'text', AnswerPart::Answer, 'ok I guess', 'en' ),
						'sentiment' => Sentiment::Neutral,
						'score'     => 0.0,
						'themes'    => array(),
					),
				)
			)
		);
		$this->assertSame( array( 'R3' ), $this->selected( array( 'sentiment' => 'neutral' ) ), 'the processor\'s reading' );

		$this->assertTrue( $store->label( $this->survey_id, $this->ids['R1'], 'text', AnswerPart::Answer, Sentiment::Negative, null ) );
		$this->assertSame( array( 'R4' ), $this->selected( array( 'sentiment' => 'positive' ) ), 'the owner\'s label replaces R1\'s reading' );
		$this->assertSame( array( 'R1', 'R2', 'R4' ), $this->selected( array( 'sentiment' => 'negative' ) ) );

		$this->assertTrue( $store->delete_for_responses( array( $this->ids['R4'] ) ) );
		$this->assertSame( array(), $this->selected( array( 'sentiment' => 'positive' ) ), 'an erased response reads as nothing' );
		$this->assertSame( array( 'R1', 'R2' ), $this->selected( array( 'sentiment' => 'negative' ) ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT sentiments FROM `' . userfeedback()->tables()->response_facts() . '` WHERE response_id = %d', $this->ids['R4'] ) ) );
	}

	/**
	 * Theme rows written after the facts were packed (the processor's reading, an owner's label,
	 * an erasure, a merge, a delete) move the response in or out of a theme filter at once, with
	 * no repack; the filter tests the theme's bit, and a freed slot comes to its next theme clean.
	 */
	public function test_a_theme_filter_follows_theme_rows_written_after_the_facts(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$store  = new InsightStore( $wpdb, $tables );
		$themes = new ThemeStore( $wpdb, $tables );
		$usable = $themes->create( $this->survey_id, 'Usability', array(), ThemeStore::ORIGIN_OWNER );
		$this->assertSame( 1, $this->slot_of( $usable ), 'T holds slot 0' );
		$this->assertStringContainsString( 'f.themes & ( 1 << 1 )', $this->theme_condition( $usable ) );
		$this->assertStringContainsString( 'f.themes & ( 1 << 0 )', $this->theme_condition( $this->theme_id ) );

		$this->assertTrue(
			$store->save(
				array(
					array(
						'part'      => new OpenPart( $this->survey_id, $this->ids['R3'], 'text', AnswerPart::Answer, 'hard to find', 'en' ),
						'sentiment' => Sentiment::Negative,
						'score'     => -0.5,
						'themes'    => array( $usable ),
					),
				)
			)
		);
		$this->assertSame( array( 'R3' ), $this->selected( array( 'theme' => (string) $usable ) ), 'the processor\'s reading' );
		$this->assertSame( '2', $this->theme_bits( 'R3' ) );

		$this->assertTrue( $store->label( $this->survey_id, $this->ids['R1'], 'text', AnswerPart::Answer, null, array( $this->theme_id ) ) );
		$this->assertSame( array( 'R1', 'R2', 'R4' ), $this->selected( array( 'theme' => 'T' ) ), 'the owner\'s label' );
		$this->assertTrue( $store->label( $this->survey_id, $this->ids['R2'], 'text', AnswerPart::Answer, null, array() ) );
		$this->assertSame( array( 'R1', 'R4' ), $this->selected( array( 'theme' => 'T' ) ), 'the owner took T off R2' );

		$this->assertTrue( $store->delete_for_responses( array( $this->ids['R4'] ) ) );
		$this->assertSame( array( 'R1' ), $this->selected( array( 'theme' => 'T' ) ), 'an erased response is about nothing' );
		$this->assertSame( '0', $this->theme_bits( 'R4' ) );

		$this->assertTrue( $themes->merge( $this->survey_id, $usable, $this->theme_id ) );
		$this->assertSame( array( 'R1', 'R3' ), $this->selected( array( 'theme' => 'T' ) ), 'merged into T' );
		$this->assertSame( '1', $this->theme_bits( 'R3' ), 'R3 lost the merged theme\'s bit' );
		$this->assertSame( array(), $this->selected( array( 'theme' => (string) $usable ) ) );

		$price = $themes->create( $this->survey_id, 'Price', array(), ThemeStore::ORIGIN_OWNER );
		$this->assertSame( 1, $this->slot_of( $price ), 'the merged theme\'s slot is free again' );
		$this->assertSame( array(), $this->selected( array( 'theme' => (string) $price ) ), 'and carries none of its responses' );

		$this->assertTrue( $themes->delete( $this->survey_id, $this->theme_id ) );
		$this->assertSame( array(), $this->selected( array( 'theme' => 'T' ) ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . $tables->response_facts() . '` WHERE survey_id = %d AND themes <> 0', $this->survey_id ) ), 'a deleted theme\'s bits are cleared' );
		$this->assertSame( 0, $this->slot_of( $themes->create( $this->survey_id, 'Speed again', array(), ThemeStore::ORIGIN_OWNER ) ), 'its slot is the lowest free' );
	}

	/**
	 * A survey's first 64 themes hold slots 0–63, the lowest free first; the 65th has none and its
	 * filter joins the theme rows, with the same responses; the build packs bit 63 as the writes do.
	 */
	public function test_the_first_64_themes_hold_slots_and_the_65th_filters_through_its_rows(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$themes = new ThemeStore( $wpdb, $tables );
		$ids    = array( 0 => $this->theme_id );
		for ( $slot = 1; $slot < 64; $slot++ ) {
			$ids[ $slot ] = $themes->create( $this->survey_id, "Theme {$slot}", array(), ThemeStore::ORIGIN_SUGGESTED );
			$this->assertSame( $slot, $this->slot_of( $ids[ $slot ] ) );
		}
		$last = $themes->create( $this->survey_id, 'Theme 64', array(), ThemeStore::ORIGIN_SUGGESTED );
		$this->assertGreaterThan( 0, $last );
		$this->assertNull( $this->slot_of( $last ), 'the 65th theme has no slot' );

		$store = new InsightStore( $wpdb, $tables );
		$this->assertTrue( $store->label( $this->survey_id, $this->ids['R3'], 'text', AnswerPart::Answer, Sentiment::Neutral, array( $ids[63], $last ) ) );
		$this->assertStringContainsString( 'f.themes & ( 1 << 63 )', $this->theme_condition( $ids[63] ) );
		$this->assertStringContainsString( $tables->answer_themes(), $this->theme_condition( $last ) );
		$this->assertStringNotContainsString( 'f.themes', $this->theme_condition( $last ) );
		$this->assertSame( '9223372036854775808', $this->theme_bits( 'R3' ), 'bit 63, past PHP\'s integers' );
		$this->assertSame( array( 'R3' ), $this->selected( array( 'theme' => (string) $ids[63] ) ) );
		$this->assertSame( array( 'R3' ), $this->selected( array( 'theme' => (string) $last ) ) );
		$this->assertSame( array( 'R2', 'R4' ), $this->selected( array( 'theme' => 'T' ) ) );

		$this->assertTrue( ( new Rollups( $wpdb, $tables ) )->facts_build()->complete( $this->survey_id, false ) );
		$this->assertSame( '9223372036854775808', $this->theme_bits( 'R3' ), 'packed by the build' );
		$this->assertSame( '1', $this->theme_bits( 'R4' ) );
		$this->assertSame( array( 'R3' ), $this->selected( array( 'theme' => (string) $ids[63] ) ) );
		$this->assertSame( array( 'R3' ), $this->selected( array( 'theme' => (string) $last ) ) );

		$this->assertTrue( $themes->delete( $this->survey_id, $ids[5] ) );
		$this->assertSame( 5, $this->slot_of( $themes->create( $this->survey_id, 'Theme 65', array(), ThemeStore::ORIGIN_OWNER ) ), 'the lowest free slot' );
		$this->assertNull( $this->slot_of( $themes->create( $this->survey_id, 'Theme 66', array(), ThemeStore::ORIGIN_OWNER ) ) );
	}

	/**
	 * A theme's slot.
	 *
	 * @param int $theme_id The theme.
	 * @return int|null
	 */
	private function slot_of( int $theme_id ): ?int {
		global $wpdb;
		$this->assertGreaterThan( 0, $theme_id );
		$slot = $wpdb->get_var( $wpdb->prepare( 'SELECT slot FROM `' . userfeedback()->tables()->insight_themes() . '` WHERE id = %d', $theme_id ) );
		return null === $slot ? null : (int) $slot;
	}

	/**
	 * A response's facts row's `themes`, as digits.
	 *
	 * @param string $name The response's name.
	 * @return string
	 */
	private function theme_bits( string $name ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT CAST( themes AS CHAR ) FROM `' . userfeedback()->tables()->response_facts() . '` WHERE response_id = %d', $this->ids[ $name ] ) );
	}

	/**
	 * The facts condition of a filter by a theme.
	 *
	 * @param int $theme_id The theme.
	 * @return string
	 */
	private function theme_condition( int $theme_id ): string {
		global $wpdb;
		$tables = userfeedback()->tables();
		$filter = ResponseFilter::from_params( array( 'theme' => (string) $theme_id ), array() );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		return ( new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) )->condition( $filter, $this->survey_id, array() );
	}

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
		$filter    = ResponseFilter::from_params( $this->with_theme( $params ), $questions );
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
	 * A question's answers page under a filter: the same page from the facts rows as from the
	 * answers, for every question, with and without "comments only", over two pages.
	 *
	 * @param array<string, mixed> $params   The filter's parameters.
	 * @param string[]             $expected Unused here (FilterTest's sets).
	 */
	#[DataProvider( 'filters' )]
	public function test_the_answers_pages_from_the_facts_are_the_answers_pages( array $params, array $expected ): void {
		global $wpdb;
		unset( $expected );
		$this->insert_response( $this->survey_id, '2026-03-12 12:00:00', array( array( 'nps', 10, 'Love it' ), array( 'check', array( 'A', 'C' ), 'More' ), array( 'radio', 'No', 'Why not' ) ) );
		$tables  = userfeedback()->tables();
		$rollups = new Rollups( $wpdb, $tables );
		$this->assertTrue( $rollups->facts_build()->complete( $this->survey_id, false ) );
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$filter    = ResponseFilter::from_params( $this->with_theme( $params ), $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		if ( $filter->is_empty() ) {
			return;
		}
		$service = static fn( FilteredResults $filtered ): ResultsService => new ResultsService( new ResultsRepository( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ), $rollups, new RollupQueries( $wpdb, $tables ), null, $filtered );
		$facts   = $service( FilteredResults::create( $wpdb, $tables, $rollups ) );
		$answers = $service( new FilteredResults( $wpdb, $tables, $rollups, new FilterSql( $wpdb, $tables ) ) );
		$range   = DateRange::all_time( wp_timezone() );
		foreach ( $questions as $question ) {
			foreach ( array( false, true ) as $with_extra ) {
				foreach ( array( 1, 2 ) as $page ) {
					$this->assertSame(
						$answers->answers( $survey, $question, $range, '', $with_extra, $page, 2, $filter ),
						$facts->answers( $survey, $question, $range, '', $with_extra, $page, 2, $filter ),
						$question['id'] . ( $with_extra ? ', comments' : '' ) . " page {$page}"
					);
				}
			}
		}
	}

	public function test_a_comment_is_kept_in_the_high_bit_and_counted(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$id     = $this->insert_response( $this->survey_id, '2026-03-10 12:00:00', array( array( 'nps', 10, 'Love it' ), array( 'check', array( 'A', 'C' ), 'More please' ) ) );
		$this->assertTrue( ( new Rollups( $wpdb, $tables ) )->facts_build()->complete( $this->survey_id, false ) );
		// Slots: radio 1, check 2, nps 3. A and C are bits 1 and 4, plus the comment (128); NPS 10 is 11 + 128 (8B).
		$this->assertSame( '00858B', $wpdb->get_var( $wpdb->prepare( 'SELECT HEX( codes ) FROM `' . $tables->response_facts() . '` WHERE response_id = %d', $id ) ) );
		$data = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", array( 'nps_bucket' => 'promoter' ) )->get_data();
		$this->assertSame( 3, $data['responses_count'] );
		$nps = array_values( array_filter( $data['question_stats'], static fn( array $stat ): bool => 'nps' === $stat['id'] ) )[0];
		$this->assertSame( 1, $nps['answers_total'], 'The NPS comments under the filter: the new one.' );
	}

	public function test_one_score_on_one_day_with_and_without_a_comment_counts_both(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$this->insert_response( $this->survey_id, '2026-03-11 09:00:00', array( array( 'nps', 9, 'Fine' ) ) );
		$this->insert_response( $this->survey_id, '2026-03-11 10:00:00', array( array( 'nps', 9, null ) ) );
		$rollup = new Rollups( $wpdb, $tables );
		$this->assertTrue( $rollup->facts_build()->complete( $this->survey_id, false ) );
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$filter    = ResponseFilter::from_params( array( 'nps_bucket' => 'promoter' ), $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		$range = DateRange::all_time( wp_timezone() );
		$sql   = new FilterSql( $wpdb, $tables );
		$facts = ( new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, $sql ) ) )->rows( $this->survey_id, $questions, $filter, $range );
		$this->assertIsArray( $facts );
		$answers = ( new FilteredResults( $wpdb, $tables, $rollup, $sql ) )->rows( $this->survey_id, $questions, $filter, $range );
		$this->assertNotNull( $answers );
		$this->assertSame( self::totals( $answers['rows'], $range ), self::totals( $facts, $range ) );
		$nines = array_filter( $facts, static fn( array $row ): bool => Rollups::KIND_VALUE === $row['kind'] && '9' === (string) $row['value'] && '2026-03-11' === $row['site_day'] );
		$this->assertCount( 1, $nines, 'One row for the day and the score.' );
		$this->assertSame( 2, array_values( $nines )[0]['answers'] );
		$this->assertSame( 1, array_values( $nines )[0]['comments'] );

		// What the owner reads: every promoter's answer counted on the NPS card.
		$data = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", array( 'nps_bucket' => 'promoter' ) )->get_data();
		$nps  = array_values( array_filter( $data['question_stats'], static fn( array $stat ): bool => 'nps' === $stat['id'] ) )[0];
		$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . $tables->answers() . "` WHERE survey_id = %d AND question_id = 'nps' AND value_num >= 9 AND status = 'publish'", $this->survey_id ) ), $nps['total_answers'] );
	}

	public function test_a_value_no_option_stands_for_sends_the_report_to_the_answers(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$this->insert_response( $this->survey_id, '2026-03-11 12:00:00', array( array( 'radio', 'Maybe' ), array( 'nps', 9 ) ) );
		$this->assertTrue( ( new Rollups( $wpdb, $tables ) )->facts_build()->complete( $this->survey_id, false ) );
		$survey = ( new SurveyRepository( $wpdb, $tables ) )->find( $this->survey_id );
		$this->assertIsArray( $survey );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$filter    = ResponseFilter::from_params( array( 'nps_bucket' => 'promoter' ), $questions );
		$this->assertInstanceOf( ResponseFilter::class, $filter );
		$facts = new FactsReport( $wpdb, $tables, new FactsFilterSql( $wpdb, $tables, new FilterSql( $wpdb, $tables ) ) );
		$this->assertNull( $facts->rows( $this->survey_id, $questions, $filter, DateRange::all_time( wp_timezone() ) ), 'The facts cannot name "Maybe".' );
		$data  = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results", array( 'nps_bucket' => 'promoter' ) )->get_data();
		$radio = array_values( array_filter( $data['question_stats'], static fn( array $stat ): bool => 'radio' === $stat['id'] ) )[0];
		$this->assertSame( 3, $radio['total_answers'] );
		$this->assertContains( 'Maybe', array_column( $radio['options'] ?? $radio['items'] ?? array(), 'value' ) );
	}

	/**
	 * What a report reads of rows: per-day kinds per day, the others summed over the range.
	 *
	 * @param array<int, array<string, mixed>> $rows  Rollup-shaped rows.
	 * @param DateRange                        $range The range.
	 * @return array<string, int>
	 */
	public static function totals( array $rows, DateRange $range ): array {
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
