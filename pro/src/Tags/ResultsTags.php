<?php
/**
 * The tag counts on a survey's results.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;

/**
 * Results carry `tags: [{tag, count}]`: the published responses of the range with
 * each tag, so the results screen shows them and a click filters by one. Added through the
 * results' filter hook, so Lite, which has no tags, ships none of this.
 */
final class ResultsTags implements Hookable {

	public function __construct( private readonly TagCounts $counts, private readonly Entitlements $entitlements, private readonly FilterSql $filters ) {
	}

	public function add_hooks(): void {
		add_filter( 'userfeedback_survey_results', array( $this, 'add' ), 10, 4 );
	}

	/**
	 * The results with their tag counts.
	 *
	 * @param mixed $results The results.
	 * @param mixed $survey  The survey.
	 * @param mixed $range   The range.
	 * @param mixed $filter  The results filter (a ResponseFilter), if any: the counts are then the
	 *                       matching responses' too, like every other figure.
	 * @return mixed
	 */
	public function add( $results, $survey, $range, $filter = null ) {
		if ( ! is_array( $results ) || ! is_array( $survey ) || ! $range instanceof DateRange || ! $this->entitlements->is_pro() ) {
			return $results;
		}
		$condition       = $filter instanceof ResponseFilter && ! $filter->is_empty() ? $this->filters->responses( $filter, (int) $survey['id'], 'r' ) : '';
		$results['tags'] = $this->counts->in_range( (int) $survey['id'], $range->utc_start(), $range->utc_end(), $condition );
		return $results;
	}
}
