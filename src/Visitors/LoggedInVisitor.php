<?php
/**
 * Who a visitor is, when logged in.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * The visitor routes carry no wp_rest nonce (a cached page cannot hold one per visitor), so the
 * REST API treats every visitor request as anonymous: get_current_user_id() is 0 there. The
 * logged_in cookie is trusted instead, but only when the request's Origin is the site's own (its
 * home or its admin address): a browser sends the site's cookies with a request another site
 * starts, but sets that request's Origin to the other site, so another site cannot make a
 * logged-in visitor's browser send a response under their name.
 */
final class LoggedInVisitor {

	/**
	 * The logged-in visitor's user id, or 0.
	 *
	 * @param array<string, mixed> $server $_SERVER (the Origin header).
	 * @return int
	 */
	public static function id( array $server ): int {
		$id = get_current_user_id();
		if ( 0 === $id && self::same_origin( $server ) ) {
			$id = (int) wp_validate_auth_cookie( '', 'logged_in' );
		}
		return max( 0, $id );
	}

	/**
	 * Whether the request's Origin header is this site's (its home or its admin address).
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @return bool
	 */
	private static function same_origin( array $server ): bool {
		$origin = is_string( $server['HTTP_ORIGIN'] ?? null ) ? strtolower( rtrim( $server['HTTP_ORIGIN'], '/' ) ) : '';
		if ( '' === $origin || 'null' === $origin ) {
			return false;
		}
		foreach ( array( home_url(), site_url() ) as $url ) {
			$parts = wp_parse_url( $url );
			if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) ) {
				continue;
			}
			$own = strtolower( $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
			if ( $own === $origin ) {
				return true;
			}
		}
		return false;
	}
}
