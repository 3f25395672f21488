<?php
/**
 * The reports: results overview, one survey's results, one question's answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Surveys\Poll;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\Translations\SurveyInLanguage;

/**
 * Puts grouped rows together into the report objects of docs/rest-api.md "Reporting": a survey's
 * counts from its rollups (RollupQueries, made current first by Rollups), the overview and the
 * answers themselves from ResultsRepository. The number of queries is fixed per report — it never
 * grows with the number of surveys, questions or days: the overview takes 2; a survey's results 6
 * (the survey, response counts, NPS per day, counts per value, answered counts, newest answers)
 * plus a rebuild when the rollups are stale (its build state says so: Rollups::is_current()); a
 * page of answers 3, or 4 for a checkbox. Days without rows are filled in here.
 */
final class ResultsService {

	/**
	 * Constructor.
	 *
	 * @param ResultsRepository    $results  Report SQL on responses and answers.
	 * @param SurveyRepository     $surveys  Survey rows.
	 * @param Rollups              $rollups  Keeps the rollups current.
	 * @param RollupQueries        $counts   Reads the rollups.
	 * @param ResponseLimit|null   $limits   Surveys' response limits.
	 * @param FilteredResults|null $filtered Filtered reports' figures (none: filters are ignored).
	 */
	public function __construct( private readonly ResultsRepository $results, private readonly SurveyRepository $surveys, private readonly Rollups $rollups, private readonly RollupQueries $counts, private readonly ?ResponseLimit $limits = null, private readonly ?FilteredResults $filtered = null ) {
	}

	/**
	 * The rollups keeper (its background rebuild is hooked by the results routes).
	 *
	 * @return Rollups
	 */
	public function rollups(): Rollups {
		return $this->rollups;
	}

	/**
	 * One survey (decoded row), or null.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>|null
	 */
	public function find_survey( int $id ): ?array {
		return $this->surveys->find( $id );
	}

	/**
	 * The results overview for a bounded range.
	 *
	 * @param DateRange $range     A bounded range.
	 * @param int       $survey_id One survey, or 0 for all.
	 * @return array<string, mixed>|null Null when the survey asked for does not exist.
	 */
	public function summary( DateRange $range, int $survey_id ): ?array {
		$surveys = $this->results->summary_surveys( $range, $survey_id );
		if ( $survey_id > 0 && array() === $surveys ) {
			return null;
		}
		$counted   = array();
		$uncounted = array();
		$updating  = false;
		$items     = array();
		foreach ( $surveys as $survey ) {
			if ( $survey['counted'] ) {
				$counted[] = $survey['id'];
			} else {
				$uncounted[] = $survey['id'];
			}
			$updating             = $updating || ! $survey['counted'] || $survey['building'];
			$survey['created_at'] = $range->to_site_iso( $survey['created_at'] );
			unset( $survey['counted'], $survey['building'] );
			$items[] = $survey;
		}
		if ( array() !== $uncounted ) {
			$this->rollups->request_build();
		}
		$per_day     = $this->results->responses_per_day( $range, $counted, $uncounted );
		$data_points = array();
		foreach ( $range->days() as $day ) {
			$data_points[] = array(
				'date'  => $day,
				'count' => $per_day[ $day ] ?? 0,
			);
		}
		return array(
			'total_responses' => array_sum( array_column( $data_points, 'count' ) ),
			'start_date'      => $range->start(),
			'end_date'        => $range->end(),
			'data_points'     => $data_points,
			'surveys'         => $items,
			'updating'        => $updating,
		);
	}

	/**
	 * One survey's results.
	 *
	 * @param array<string, mixed> $survey A decoded survey row.
	 * @param DateRange            $range  The range (all time or bounded).
	 * @param \DateTimeImmutable   $now    Now, in the site's time zone.
	 * @param ResponseFilter|null  $filter Only the responses it selects; null or empty:
	 *                                     all, read from the rollups as the spec's report.
	 * @param string               $nps_interval The NPS trend's points: day (the spec's), week or rolling7.
	 * @param int                  $nps_min_count Trend points with fewer answers are hidden (0: none).
	 * @return array<string, mixed>|null Null when the database failed.
	 */
	public function survey_results( array $survey, DateRange $range, \DateTimeImmutable $now, ?ResponseFilter $filter = null, string $nps_interval = 'day', int $nps_min_count = 0 ): ?array {
		$id        = (int) $survey['id'];
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$plan      = QuestionStats::plan( $questions );
		$nps_id    = QuestionStats::nps_question( $questions );
		$read      = $this->counts;
		$updating  = false;
		$filtered  = null !== $filter && ! $filter->is_empty() && null !== $this->filtered ? $filter : null;
		$read->read_live( $id );
		if ( null !== $filtered ) {
			// A filter: the same rows, computed for the matching responses (exact, any size).
			$rows = $this->filtered->rows( $id, $questions, $filtered, $range );
			if ( null === $rows ) {
				return null;
			}
			$read->read_direct( $id, $rows['rows'], $rows['impressions'] );
		} else {
			$updating = $this->read_unfiltered( $survey, $questions, $range );
			if ( null === $updating ) {
				return null;
			}
		}

		$counts = $read->survey_counts( $id, $range, (string) DateRange::last_days( 7, $now )->start(), (string) DateRange::last_days( 30, $now )->start() );
		// The NPS question is read once, per day and score: its counts are those rows summed.
		$per_day  = null === $nps_id ? array() : $read->scores_per_day( $id, $nps_id, $range );
		$values   = $read->value_counts( $id, $range, array_values( array_diff( $plan['values'], array( (string) $nps_id ) ) ) );
		$overview = null;
		if ( null !== $nps_id ) {
			$values[ $nps_id ] = self::sum_scores( $per_day );
			// With the score's 95 % margin of error, from the same answers.
			$overview = QuestionStats::nps( $values[ $nps_id ] );
		}
		$answered = $read->answered_counts( $id, $range, array_map( array( QuestionStats::class, 'id' ), $questions ) );
		$listed   = QuestionStats::listed( $questions, $answered );
		$only     = null === $filtered ? '' : $this->filtered->answers_condition( $filtered, $id, $questions );
		$latest   = array() === $listed ? array() : $this->results->latest_answers( $id, $range, $listed, $plan['checkbox'], QuestionStats::LATEST_ANSWERS, $only );
		$interval = in_array( $nps_interval, NpsTrend::INTERVALS, true ) ? $nps_interval : 'day';
		$funnel   = Funnel::steps( $questions, $counts['responses'], $counts['tracked'], $answered );
		$series   = null === $nps_id ? array() : NpsTrend::series( $per_day, $interval, max( 0, $nps_min_count ), $range, (string) $survey['created_at'], $now, (int) get_option( 'start_of_week', 1 ) );

		$results = array(
			'id'                      => $id,
			'title'                   => (string) $survey['title'],
			'type'                    => (string) $survey['type'],
			'status'                  => (string) $survey['status'],
			'created_at'              => $range->to_site_iso( (string) $survey['created_at'] ),
			'publish_at'              => $range->to_site_iso( null === $survey['publish_at'] ? null : (string) $survey['publish_at'] ),
			'questions'               => Recall::readable_titles( $questions ),
			'languages'               => SurveyInLanguage::languages( $survey ),
			'from'                    => $range->start(),
			'to'                      => $range->end(),
			'responses_count'         => $counts['responses'],
			'responses_count_7_days'  => $counts['last_7'],
			'responses_count_30_days' => $counts['last_30'],
			'impressions'             => $counts['impressions'],
			'question_stats'          => QuestionStats::build( $questions, Funnel::skipped_by_question( $funnel ), $answered, $values, $latest, $range ),
			'nps_overview'            => $overview,
			'nps_series'              => $series,
			'completion'              => Funnel::completion( $counts['impressions'], $counts['responses'], $counts['partial'] ),
			'funnel'                  => $funnel,
			'limit_reached'           => null !== $this->limits && $this->limits->reached( $survey ),
			'updating'                => $updating,
			// A filtered report read from the answers while the survey's facts are packed (exact,
			// slower): the screen drives the background build where WP-Cron does not run.
			'facts_pending'           => null !== $filtered && $this->filtered->facts_pending(),
		);
		/**
		 * A survey's results before they are sent (the Pro tags module adds `tags`).
		 *
		 * @param array<string, mixed> $results The results.
		 * @param array<string, mixed> $survey  The survey.
		 * @param DateRange            $range   The range.
		 * @param ResponseFilter|null  $filter  The results filter, when the figures are narrowed by one.
		 */
		return (array) apply_filters( 'userfeedback_survey_results', $results, $survey, $range, $filtered );
	}

	/**
	 * Points the rollup reads at the survey's figures: its live rollups when they are current.
	 * Never rebuilt here: the background rebuild is asked for, and meanwhile a small survey is read
	 * straight from its answers (exact), a bigger one from its last consistent rows — or, when it
	 * never had any, from the rebuild's partial rows — flagged as updating.
	 *
	 * @param array<string, mixed>     $survey    A decoded survey row.
	 * @param array<int, array<mixed>> $questions Its questions.
	 * @param DateRange                $range     The range.
	 * @return bool|null Whether the figures are still updating; null when the database failed.
	 */
	private function read_unfiltered( array $survey, array $questions, DateRange $range ): ?bool {
		$id = (int) $survey['id'];
		$this->counts->read_live( $id );
		if ( $this->rollups->is_current( $survey ) ) {
			return false;
		}
		$this->rollups->request_build();
		$direct = $this->rollups->direct( $id, $questions, $range );
		if ( false === $direct ) {
			return null;
		}
		if ( null !== $direct ) {
			$this->counts->read_direct( $id, $direct['rows'], $direct['impressions'] );
			return false;
		}
		if ( ! $this->counts->has_rows( $id ) ) {
			$this->counts->read_staging( $id );
		}
		return true;
	}

	/**
	 * A poll's current results for its visitors (Surveys\Poll): all-time votes per option, in
	 * the survey's own order, from the rollups as the results screen reads them (never a count
	 * over the responses). `total` is the responses that answered; a checkbox poll's counts may
	 * add up to more.
	 *
	 * @param array<string, mixed> $survey A decoded survey row.
	 * @return array{total: int, counts: int[]}|null Null when it is not a poll or the database failed.
	 */
	public function poll( array $survey ): ?array {
		$question = Poll::question( (array) $survey['questions'] );
		if ( null === $question ) {
			return null;
		}
		$id    = (int) $survey['id'];
		$qid   = (string) $question['id'];
		$range = DateRange::all_time( wp_timezone() );
		if ( null === $this->read_unfiltered( $survey, array( $question ), $range ) ) {
			return null;
		}
		$values   = $this->counts->value_counts( $id, $range, array( $qid ) )[ $qid ] ?? array();
		$answered = $this->counts->answered_counts( $id, $range, array( $qid ) )[ $qid ]['answered'] ?? 0;
		return array(
			'total'  => (int) $answered,
			'counts' => array_map( static fn( string $option ): int => (int) ( $values[ QuestionStats::value_key( $option ) ]['answers'] ?? 0 ), Poll::options( $question ) ),
		);
	}

	/**
	 * One page of a question's answers.
	 *
	 * @param array<string, mixed> $survey      A decoded survey row.
	 * @param array<string, mixed> $question    The question.
	 * @param DateRange            $range       The range.
	 * @param string               $search      Text to look for; '' for all.
	 * @param bool                 $with_extra  Only answers carrying a comment.
	 * @param int                  $page        Page, from 1.
	 * @param int                  $per_page    Answers per page.
	 * @param ResponseFilter|null  $filter      Only the responses it selects.
	 * @return array{items: array<int, array<string, mixed>>, pagination: array{page: int, pages: int, per_page: int, total: int}}
	 */
	public function answers( array $survey, array $question, DateRange $range, string $search, bool $with_extra, int $page, int $per_page, ?ResponseFilter $filter = null ): array {
		$filtered  = null === $filter || $filter->is_empty() || null === $this->filtered ? null : $filter;
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		// A filter without a search: the page's responses from the facts rows when current.
		$page_ids = null === $filtered || '' !== $search ? null : $this->filtered->answer_page( $filtered, (int) $survey['id'], $questions, QuestionStats::id( $question ), $range, $with_extra, $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		if ( null !== $page_ids ) {
			$found = array(
				'total' => $page_ids['total'],
				'rows'  => $this->results->answers_of( (int) $survey['id'], QuestionStats::id( $question ), $page_ids['ids'], $with_extra && ! AnswerValue::is_multi_row( $question ) ),
			);
		} else {
			$only  = null === $filtered ? '' : $this->filtered->answers_condition( $filtered, (int) $survey['id'], $questions );
			$found = $this->results->answers_page( (int) $survey['id'], QuestionStats::id( $question ), AnswerValue::is_multi_row( $question ), $range, $search, $with_extra, $page, $per_page, $only );
		}
		return array(
			'items'      => QuestionStats::answer_items( $question, $found['rows'], $range ),
			'pagination' => array(
				'page'     => $page,
				'pages'    => max( 1, (int) ceil( $found['total'] / $per_page ) ),
				'per_page' => $per_page,
				'total'    => $found['total'],
			),
		);
	}

	/**
	 * Per-day score counts summed over the days, keyed as value_counts() keys values.
	 *
	 * @param array<string, array<int, array{answers: int, comments: int}>> $per_day Y-m-d => score => counts.
	 * @return array<string, array{answers: int, comments: int}> Value key => counts.
	 */
	private static function sum_scores( array $per_day ): array {
		$sums = array();
		foreach ( $per_day as $scores ) {
			foreach ( $scores as $score => $counts ) {
				$key                      = QuestionStats::value_key( (string) $score );
				$sums[ $key ]['answers']  = ( $sums[ $key ]['answers'] ?? 0 ) + $counts['answers'];
				$sums[ $key ]['comments'] = ( $sums[ $key ]['comments'] ?? 0 ) + $counts['comments'];
			}
		}
		return $sums;
	}
}
