<?php
/**
 * Tags and notes on responses, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Pro (any licence): tags and notes on responses — their routes, `tags` on the
 * responses the routes send, and their clean-up when responses or surveys are deleted for good.
 * TagSql and TagCounts serve the filter and the results.
 */
final class TagsFeature {

	/**
	 * The module's hooks, for the composition root.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition and licence facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, Entitlements $entitlements ): array {
		$tags  = new TagStore( $wpdb, $tables );
		$notes = new NoteStore( $wpdb, $tables, $tags );
		return array(
			new TagsController( $tags, $surveys, $entitlements ),
			new NotesController( $notes, $tags, $surveys, $entitlements ),
			new TagsListeners( $tags, $notes, $entitlements ),
			new ResultsTags( new TagCounts( $wpdb, $tables ), $entitlements, new FilterSql( $wpdb, $tables ) ),
		);
	}
}
