<?php
/**
 * The NPS chart's export: the score, its buckets and the daily series.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\Filter\FilterLabel;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\NpsMath;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;

/**
 * Summary sheet: the score and the promoter, passive and detractor shares (NpsMath, as on the
 * screen). Daily sheet: the days of the chart (ResultsService's NPS series: every day of the range,
 * for all time from the survey's first day to today) with each day's answers per bucket and score,
 * read from the rollups per day and score. Small whatever the survey's size: always written in the
 * request.
 */
final class NpsReport implements Report {

	/**
	 * The results filter: the statistics and the listed responses are the matching ones.
	 *
	 * @var ResponseFilter
	 */
	private readonly ResponseFilter $filter;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $survey   The survey.
	 * @param array<string, mixed> $question The NPS question.
	 * @param DateRange            $range    The range.
	 * @param \DateTimeImmutable   $now      Now, in the site's time zone.
	 * @param ResultsService       $results  The statistics.
	 * @param RollupQueries        $counts   The rollups' counts.
	 * @param ResponseFilter|null  $filter The results filter; none: every response.
	 */
	public function __construct( private readonly array $survey, private readonly array $question, private readonly DateRange $range, private readonly \DateTimeImmutable $now, private readonly ResultsService $results, private readonly RollupQueries $counts, ?ResponseFilter $filter = null ) {
		$this->filter = $filter ?? ResponseFilter::none();
	}

	/**
	 * Nothing is streamed.
	 *
	 * @return int
	 */
	public function total(): int {
		return 0;
	}

	public function file_name(): string {
		return FileName::base( $this->survey, 'nps', '', $this->range );
	}

	/**
	 * Writes both sheets.
	 *
	 * @param RowSink $sink Where rows go.
	 * @return array<string, mixed> Nothing to plan.
	 * @throws \RuntimeException When the statistics cannot be computed.
	 */
	public function head( RowSink $sink ): array {
		// Brings the rollups up to date and gives the chart's days.
		$results = $this->results->survey_results( $this->survey, $this->range, $this->now, $this->filter );
		if ( null === $results ) {
			throw new \RuntimeException( 'The statistics could not be computed.' );
		}
		$per_day = $this->counts->scores_per_day( (int) $this->survey['id'], QuestionStats::id( $this->question ), $this->range );
		$days    = array_column( (array) $results['nps_series'], 'date' );
		$days    = array_values( array_unique( array_merge( array_map( 'strval', $days ), array_map( 'strval', array_keys( $per_day ) ) ) ) );
		sort( $days );

		$totals = array();
		$daily  = array();
		foreach ( $days as $day ) {
			$scores  = array();
			$buckets = array(
				'promoter'  => 0,
				'passive'   => 0,
				'detractor' => 0,
			);
			foreach ( $per_day[ $day ] ?? array() as $score => $counts ) {
				$scores[ $score ]                            = $counts['answers'];
				$totals[ $score ]                            = ( $totals[ $score ] ?? 0 ) + $counts['answers'];
				$buckets[ NpsMath::bucket( (int) $score ) ] += $counts['answers'];
			}
			$figures = NpsMath::overview( $scores );
			$daily[] = array( $day, $figures['total'], $buckets['promoter'], $buckets['passive'], $buckets['detractor'], 0 === $figures['total'] ? '' : $figures['nps'] );
		}

		$sink->sheet( __( 'Summary', 'userfeedback' ) );
		foreach ( SummaryRows::about( $this->survey, __( 'NPS', 'userfeedback' ), $this->range, $this->now, FilterLabel::describe( $this->filter, array_values( array_filter( (array) $this->survey['questions'], 'is_array' ) ) ) ) as $row ) {
			$sink->row( $row );
		}
		$sink->row( array( __( 'Question', 'userfeedback' ), Labels::question( $this->question, 1 ) ) );
		$sink->row( array() );
		foreach ( SummaryRows::nps( NpsMath::overview( $totals ) ) as $row ) {
			$sink->row( $row );
		}

		$sink->sheet( __( 'Daily scores', 'userfeedback' ) );
		$sink->row( array( __( 'Date', 'userfeedback' ), __( 'Answers', 'userfeedback' ), __( 'Promoters', 'userfeedback' ), __( 'Passives', 'userfeedback' ), __( 'Detractors', 'userfeedback' ), __( 'NPS score', 'userfeedback' ) ), true );
		foreach ( $daily as $row ) {
			$sink->row( $row );
		}
		return array();
	}

	/**
	 * Nothing more to write.
	 *
	 * @param RowSink                                   $sink  Where rows go.
	 * @param array<string, mixed>                      $plan  From head().
	 * @param array{submitted_at: string, id: int}|null $after Cursor.
	 * @param int                                       $limit Most responses.
	 * @return array{cursor: array{submitted_at: string, id: int}|null, read: int, done: bool}
	 */
	public function batch( RowSink $sink, array $plan, ?array $after, int $limit ): array {
		return array(
			'cursor' => $after,
			'read'   => 0,
			'done'   => true,
		);
	}
}
