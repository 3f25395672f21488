<?php
/**
 * Permission callbacks shared by the REST controllers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;

/**
 * One way to refuse: `rest_forbidden` with 401 for visitors and 403 for logged-in users who lack
 * the capability (rest_authorization_required_code()), and a message saying what was refused.
 */
final class Permissions {

	/**
	 * True when the current user holds at least one of the capabilities, else the refusal.
	 *
	 * @param string[] $caps    Capabilities, any one of which suffices.
	 * @param string   $message What the user may not do, for the error.
	 * @return true|\WP_Error
	 */
	public static function require_any( array $caps, string $message ) {
		foreach ( $caps as $cap ) {
			if ( current_user_can( $cap ) ) {
				return true;
			}
		}
		return new \WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Creating and editing surveys, and the builder's lookups.
	 *
	 * @return true|\WP_Error
	 */
	public static function edit_surveys() {
		return self::require_any( array( Capabilities::CREATE_EDIT_SURVEYS ), __( 'Sorry, you are not allowed to create or edit surveys.', 'userfeedback' ) );
	}
}
