<?php
/**
 * Builds the report an export asks for.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Export;

use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Settings\SettingsStore;

/**
 * Looks the survey and question up and picks the report; what does not exist is a 404, a question
 * of the wrong kind a 400.
 */
final class ReportFactory {

	/**
	 * The statistics.
	 *
	 * @var ResultsService
	 */
	private ResultsService $results;

	/**
	 * The rollups' counts.
	 *
	 * @var RollupQueries
	 */
	private RollupQueries $counts;

	/**
	 * The exports' SQL.
	 *
	 * @var ExportQueries
	 */
	private ExportQueries $queries;

	/**
	 * Plugin settings (whether IP addresses are stored).
	 *
	 * @var SettingsStore
	 */
	private SettingsStore $settings;

	/**
	 * Constructor.
	 *
	 * @param ResultsService $results  The statistics.
	 * @param RollupQueries  $counts   The rollups' counts.
	 * @param ExportQueries  $queries  The exports' SQL.
	 * @param SettingsStore  $settings Plugin settings.
	 */
	public function __construct( ResultsService $results, RollupQueries $counts, ExportQueries $queries, SettingsStore $settings ) {
		$this->results  = $results;
		$this->counts   = $counts;
		$this->queries  = $queries;
		$this->settings = $settings;
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
		$range     = $request->range( $now->getTimezone() );
		$questions = array_values( array_filter( (array) $survey['questions'], 'is_array' ) );
		$question  = '' === $request->question_id ? null : QuestionStats::find( $questions, $request->question_id );
		if ( '' !== $request->question_id && null === $question ) {
			return new \WP_Error( 'userfeedback_question_not_found', __( 'This question is not part of the survey.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		$stream = new ResponseStream( $this->queries, (int) $survey['id'], $range, $request->statuses() );

		if ( 'question' === $request->report && null !== $question ) {
			return new QuestionReport( $survey, $question, $range, $now, $this->results, $stream );
		}
		if ( 'nps' === $request->report ) {
			$nps_id   = null === $question ? QuestionStats::nps_question( $questions ) : QuestionStats::id( $question );
			$question = null === $nps_id ? null : QuestionStats::find( $questions, $nps_id );
			if ( null === $question || 'nps' !== ( $question['type'] ?? '' ) ) {
				return new \WP_Error( 'userfeedback_no_nps_question', __( 'This survey has no NPS question to export.', 'userfeedback' ), array( 'status' => 400 ) );
			}
			return new NpsReport( $survey, $question, $range, $now, $this->results, $this->counts );
		}
		return new GeneralReport( $survey, $request, $range, $now, $this->results, $this->counts, $stream, 'none' !== $this->settings->get( 'ip_storage' ) );
	}
}
