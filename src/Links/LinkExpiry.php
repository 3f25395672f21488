<?php
/**
 * When a link the owner makes stops working.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

/**
 * One rule for every link an owner makes (personal links, results links): none, or a time in the
 * future within five years, given as RFC 3339 and stored in UTC.
 */
final class LinkExpiry {

	/**
	 * How far ahead an expiry may be: five years.
	 */
	private const LONGEST = 5 * 365 * 86400;

	/**
	 * The expiry as stored (UTC, Y-m-d H:i:s), null for none, or the 400 of one in the past or too
	 * far ahead.
	 *
	 * @param mixed  $value   The request's `expires_at`.
	 * @param string $message What the refusal says.
	 * @return string|null|\WP_Error
	 */
	public static function parse( $value, string $message ): string|null|\WP_Error {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$time = strtotime( (string) $value );
		if ( false === $time || $time <= time() || $time > time() + self::LONGEST ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name. */
				sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), 'expires_at' ),
				array(
					'status' => 400,
					'params' => array( 'expires_at' => $message ),
				)
			);
		}
		return gmdate( 'Y-m-d H:i:s', $time );
	}
}
