<?php
/**
 * The insights' figures for the AI summary.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * Gives the AI summary (`userfeedback_ai_summary_insights`) what the insights read in every open
 * answer of the survey: responses per sentiment and per theme, under the owner's theme names. The
 * remote model is told those names so its summary speaks the owner's language; the summary shows
 * the figures beside its own sample's. Nothing before an answer was read.
 */
final class SummaryInsights implements Hookable {

	public function __construct( private readonly InsightCounts $counts, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_filter( 'userfeedback_ai_summary_insights', array( $this, 'figures' ), 10, 2 );
	}

	/**
	 * The figures, or what the filter had.
	 *
	 * @param mixed $insights  The figures so far (null).
	 * @param mixed $survey_id The survey.
	 * @return mixed
	 */
	public function figures( $insights, $survey_id ) {
		if ( ! $this->entitlements->has_pro_plan() ) {
			return $insights;
		}
		$summary = $this->counts->summary( (int) $survey_id, null, null );
		return 0 === array_sum( $summary['sentiment'] ) ? $insights : $summary;
	}
}
