<?php
/**
 * Who may use the AI summary routes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Rest\Permissions;

/**
 * The summary describes a survey's results, so it has their readers — view results, or create
 * and edit surveys, as on GET surveys/{id}/results, whose screen shows it — and, on top, the
 * spec's gate: Pro with a pro or elite licence. The upsell routes have the readers only: the
 * upsell is what readers without the plan see.
 */
final class AiPermissions {

	/**
	 * Results readers.
	 *
	 * @return true|\WP_Error
	 */
	public static function readers() {
		return Permissions::require_any(
			array( Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view results.', 'userfeedback' )
		);
	}

	/**
	 * Results readers on a site with the pro plan.
	 *
	 * @param Entitlements $entitlements Edition, licence and add-on facts.
	 * @return true|\WP_Error
	 */
	public static function summary( Entitlements $entitlements ) {
		$readers = self::readers();
		if ( true !== $readers ) {
			return $readers;
		}
		if ( ! $entitlements->has_pro_plan() ) {
			return new \WP_Error( 'userfeedback_upgrade_required', __( 'Upgrade to Pro to unlock this feature', 'userfeedback' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Changing the AI settings: the plugin's settings managers (administrators).
	 *
	 * @return true|\WP_Error
	 */
	public static function settings() {
		return Permissions::require_any(
			array( Capabilities::MANAGE_SETTINGS ),
			__( 'Sorry, you are not allowed to manage the AI settings.', 'userfeedback' )
		);
	}
}
