<?php
/**
 * The sentiment and theme counts on a survey's results.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;

/**
 * Results carry `sentiment: {positive, neutral, negative}` and `themes: [{id, label, count}]` for
 * the range's published responses under the filter, so the results screen shows them and a click
 * filters by one. Added through the results' filter hook, on the AI summary's plan only: Lite and
 * the basic licence ship none of it.
 */
final class ResultsInsights implements Hookable {

	public function __construct( private readonly InsightCounts $counts, private readonly Entitlements $entitlements, private readonly FilterSql $filters ) {
	}

	public function add_hooks(): void {
		add_filter( 'userfeedback_survey_results', array( $this, 'add' ), 10, 4 );
	}

	/**
	 * The results with their insight counts.
	 *
	 * @param mixed $results The results.
	 * @param mixed $survey  The survey.
	 * @param mixed $range   The range.
	 * @param mixed $filter  The results filter (a ResponseFilter), if any.
	 * @return mixed
	 */
	public function add( $results, $survey, $range, $filter = null ) {
		if ( ! is_array( $results ) || ! is_array( $survey ) || ! $range instanceof DateRange || ! $this->entitlements->has_pro_plan() ) {
			return $results;
		}
		$survey_id            = (int) $survey['id'];
		$condition            = $filter instanceof ResponseFilter && ! $filter->is_empty() ? $this->filters->responses( $filter, $survey_id, 'r' ) : '';
		$summary              = $this->counts->summary( $survey_id, $range->utc_start(), $range->utc_end(), $condition );
		$results['sentiment'] = $summary['sentiment'];
		$results['themes']    = $summary['themes'];
		return $results;
	}
}
