<?php
/**
 * Read-only results links, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Pro (any licence): a signed, revocable, expiring link to one survey's results for people
 * without an account — its routes and the page it opens.
 */
final class ResultLinksFeature {

	/**
	 * The module's hooks, for the composition root.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param ResultsService   $results      The surveys' results.
	 * @param Entitlements     $entitlements Edition and licence facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, ResultsService $results, Entitlements $entitlements ): array {
		$links = new ResultLinkStore( $wpdb, $tables );
		return array(
			new ResultLinksController( $links, $surveys, $entitlements ),
			new SharedResultsPage( $links, $results, $entitlements ),
		);
	}
}
