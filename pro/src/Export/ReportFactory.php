<?php
/**
 * Builds the report an export asks for.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Database\Tables;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\Reports\ResponseInsights;
use UserFeedback\ProModules;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tags\TagsFeature;
use UserFeedback\Surveys\Recall;

/**
 * Looks the survey and question up and picks the report; what does not exist is a 404, a question
 * of the wrong kind a 400.
 */
final class ReportFactory {

	/**
	 * Constructor.
	 *
	 * @param ResultsService        $results  The statistics.
	 * @param RollupQueries         $counts   The rollups' counts.
	 * @param ExportQueries         $queries  The exports' SQL.
	 * @param SettingsStore         $settings Plugin settings.
	 * @param FilterSql|null        $filters  The results filter's SQL; none: filters are ignored.
	 * @param bool|null             $tags     Whether general reports list tags and notes; null: when this
	 *                                        copy carries the Tags module (it does wherever exports exist,
	 *                                        both being Pro, but the module decides, as for the results).
	 * @param ResponseInsights|null $insights The responses' sentiments and themes (none: this copy has no Insights module).
	 */
	public function __construct( private readonly ResultsService $results, private readonly RollupQueries $counts, private readonly ExportQueries $queries, private readonly SettingsStore $settings, private readonly ?FilterSql $filters = null, private readonly ?bool $tags = null, private readonly ?ResponseInsights $insights = null ) {
	}

	/**
	 * The factory as the plugin wires it: its own statistics over the shared repositories, the
	 * results filter applied (filtered figures from the facts when current).
	 *
	 * @param \wpdb            $wpdb     The database connection.
	 * @param Tables           $tables   Table names.
	 * @param Rollups          $rollups  The surveys' rollups.
	 * @param SurveyRepository $surveys  Survey rows.
	 * @param SettingsStore    $settings Plugin settings.
	 * @param bool|null        $tags     Whether general reports list tags and notes (null: the Tags module decides).
	 * @return self
	 */
	public static function create( \wpdb $wpdb, Tables $tables, Rollups $rollups, SurveyRepository $surveys, SettingsStore $settings, ?bool $tags = null ): self {
		$counts  = new RollupQueries( $wpdb, $tables );
		$results = new ResultsService( new ResultsRepository( $wpdb, $tables ), $surveys, $rollups, $counts, null, FilteredResults::create( $wpdb, $tables, $rollups ) );
		return new self( $results, $counts, new ExportQueries( $wpdb, $tables ), $settings, new FilterSql( $wpdb, $tables ), $tags, ProModules::has( InsightsFeature::class ) ? new ResponseInsights( $wpdb, $tables ) : null );
	}

	/**
	 * The report, or why there is none.
	 *
	 * @param ExportRequest      $request The export asked for.
	 * @param \DateTimeImmutable $now     Now, in the site's time zone.
	 * @return Report|\WP_Error 404 for an unknown survey or question, 400 for an NPS export of a
	 *                          survey without an NPS question.
	 */
	public function make( ExportRequest $request, \DateTimeImmutable $now ) {
		$survey = $this->results->find_survey( $request->survey_id );
		if ( null === $survey ) {
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey does not exist. It may have been deleted.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		// Titles as the owner reads them: a recalled answer as `{your score}`, never `{{…}}`.
		$survey['questions'] = Recall::readable_titles( (array) $survey['questions'] );
		$range               = $request->range( $now->getTimezone() );
		$questions           = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$question            = '' === $request->question_id ? null : QuestionStats::find( $questions, $request->question_id );
		if ( '' !== $request->question_id && null === $question ) {
			return new \WP_Error( 'userfeedback_question_not_found', __( 'This question is not part of the survey.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		// The results filter: checked against the survey's questions, a 400 naming the
		// parameter as the results route gives; statistics and listed responses both follow it.
		$filter = ResponseFilter::from_params( $request->filter, $questions );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$condition = null === $this->filters || $filter->is_empty() ? '' : $this->filters->responses( $filter, (int) $survey['id'], 'r' );
		$stream    = new ResponseStream( $this->queries, (int) $survey['id'], $range, $request->statuses(), $condition );

		if ( 'question' === $request->report && null !== $question ) {
			return new QuestionReport( $survey, $question, $range, $now, $this->results, $stream, $filter );
		}
		if ( 'nps' === $request->report ) {
			$nps_id   = null === $question ? QuestionStats::nps_question( $questions ) : QuestionStats::id( $question );
			$question = null === $nps_id ? null : QuestionStats::find( $questions, $nps_id );
			if ( null === $question || 'nps' !== ( $question['type'] ?? '' ) ) {
				return new \WP_Error( 'userfeedback_no_nps_question', __( 'This survey has no NPS question to export.', 'userfeedback' ), array( 'status' => 400 ) );
			}
			return new NpsReport( $survey, $question, $range, $now, $this->results, $this->counts, $filter );
		}
		return new GeneralReport( $survey, $request, $range, $now, $this->results, $this->counts, $stream, 'none' !== $this->settings->get( 'ip_storage' ), $filter, $this->tags ?? ProModules::has( TagsFeature::class ), $this->insights );
	}
}
