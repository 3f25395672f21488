<?php
/**
 * The tag counts on a survey's results.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tags;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\DateRange;

/**
 * Results carry `tags: [{tag, count}]` (issue 24): the published responses of the range with
 * each tag, so the results screen shows them and a click filters by one. Added through the
 * results' filter hook, so Lite, which has no tags, ships none of this.
 */
final class ResultsTags implements Hookable {

	/**
	 * Tag counts.
	 *
	 * @var TagCounts
	 */
	private TagCounts $counts;

	/**
	 * Edition and licence facts.
	 *
	 * @var Entitlements
	 */
	private Entitlements $entitlements;

	/**
	 * Constructor.
	 *
	 * @param TagCounts    $counts       Tag counts.
	 * @param Entitlements $entitlements Edition and licence facts.
	 */
	public function __construct( TagCounts $counts, Entitlements $entitlements ) {
		$this->counts       = $counts;
		$this->entitlements = $entitlements;
	}

	/**
	 * Hooks the results.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_filter( 'userfeedback_survey_results', array( $this, 'add' ), 10, 3 );
	}

	/**
	 * The results with their tag counts.
	 *
	 * @param mixed $results The results.
	 * @param mixed $survey  The survey.
	 * @param mixed $range   The range.
	 * @return mixed
	 */
	public function add( $results, $survey, $range ) {
		if ( ! is_array( $results ) || ! is_array( $survey ) || ! $range instanceof DateRange || ! $this->entitlements->is_pro() ) {
			return $results;
		}
		$results['tags'] = $this->counts->in_range( (int) $survey['id'], $range->utc_start(), $range->utc_end() );
		return $results;
	}
}
