<?php
/**
 * The plugin's admin pages.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Admin;

use UserFeedback\Access\Capabilities;

/**
 * One list of the admin areas, shared by the menu and the asset loader. Each is the admin page
 * `userfeedback_{area}` mounting the app with that area's own router.
 */
final class AdminPages {

	/**
	 * Area => capability needed to open it.
	 */
	private const AREAS = array(
		'surveys'  => Capabilities::CREATE_EDIT_SURVEYS,
		'results'  => Capabilities::VIEW_RESULTS,
		'settings' => Capabilities::MANAGE_SETTINGS,
		'addons'   => Capabilities::MANAGE_SETTINGS,
		'about'    => Capabilities::CREATE_EDIT_SURVEYS,
	);

	/**
	 * The areas in menu order, with their capabilities.
	 *
	 * @return array<string, string>
	 */
	public static function areas(): array {
		return self::AREAS;
	}

	public static function slug( string $area ): string {
		return 'userfeedback_' . $area;
	}

	/**
	 * The area of the admin page being requested, or null when it is not one of ours.
	 *
	 * @return string|null
	 */
	public static function current_area(): ?string {
		// Only compared against a fixed list; no nonce is involved in choosing a page to render.
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		foreach ( array_keys( self::AREAS ) as $area ) {
			if ( self::slug( $area ) === $page ) {
				return $area;
			}
		}
		return null;
	}
}
