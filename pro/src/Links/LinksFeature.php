<?php
/**
 * Personal single-use links, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Pro (any licence): making personal links, listing and revoking the unused ones. Opening and
 * using one is shared code (src/Links/PersonalLinks.php), so links already sent keep working.
 */
final class LinksFeature {

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
		return array(
			new LinksController( new LinkIssuer( $wpdb, $tables ), new UnusedLinks( $wpdb, $tables ), $surveys, $entitlements ),
		);
	}
}
