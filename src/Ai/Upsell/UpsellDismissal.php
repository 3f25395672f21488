<?php
/**
 * Whether a user dismissed the AI summary upsell.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Upsell;

/**
 * Kept on the server as a user option (user meta prefixed with the site's table prefix), so the
 * dismissal follows the user to other browsers and survives reloads, and on multisite holds per
 * site — the upsell depends on each site's licence.
 */
final class UpsellDismissal {

	public const META_KEY = 'userfeedback_ai_upsell_dismissed';

	public function is_dismissed( int $user_id ): bool {
		return $user_id > 0 && (bool) get_user_option( self::META_KEY, $user_id );
	}

	public function dismiss( int $user_id ): void {
		if ( $user_id > 0 ) {
			update_user_option( $user_id, self::META_KEY, 1 );
		}
	}
}
