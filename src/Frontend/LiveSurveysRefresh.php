<?php
/**
 * Response changes that move a survey across its response limit refresh the live list.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Hookable;

/**
 * The live list (LiveSurveys, LiveSurveyRows) leaves out a survey at its response limit, and a
 * persistent object cache keeps that list until a survey write. Trashing, restoring or deleting
 * responses changes a survey's completed count without a survey write, so a survey back under its
 * limit (or restored to it) would stay as the cache had it on every web node: these actions, fired
 * after the change committed, move the list's "last changed" stamp.
 */
final class LiveSurveysRefresh implements Hookable {

	/** The plugin's actions of a response leaving or rejoining the count. */
	public const ACTIONS = array( 'userfeedback_response_trashed', 'userfeedback_response_restored', 'userfeedback_response_deleted' );

	public function add_hooks(): void {
		foreach ( self::ACTIONS as $action ) {
			add_action( $action, array( LiveSurveys::class, 'invalidate' ), 10, 0 );
		}
	}
}
