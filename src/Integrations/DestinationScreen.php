<?php
/**
 * Where an owner fixes a destination.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Integrations;

/**
 * The settings screen of a destination named by its DeliveryHealth key: Settings → Misc for
 * e-mail (its Send Test Email tries the site's mail, which every e-mail destination uses, and a
 * test that goes out ends their warnings), Settings → Integrations (with each destination's Send
 * test and delivery log) for the rest. One place, so the notice and Site Health send the owner
 * to the same screen.
 */
final class DestinationScreen {

	/**
	 * The screen's address.
	 *
	 * @param string $destination The destination's key.
	 * @return string
	 */
	public static function url( string $destination ): string {
		return admin_url( 'admin.php?page=userfeedback_settings#/' . ( str_starts_with( $destination, 'email:' ) ? 'misc' : 'integrations' ) );
	}

	/**
	 * The link's text.
	 *
	 * @param string $destination The destination's key.
	 * @return string
	 */
	public static function link_text( string $destination ): string {
		return str_starts_with( $destination, 'email:' )
			? __( 'Open Settings → Misc to send a test e-mail', 'userfeedback' )
			: __( 'Open Settings → Integrations to send a test', 'userfeedback' );
	}
}
