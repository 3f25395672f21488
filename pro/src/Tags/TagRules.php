<?php
/**
 * What a response tag may be.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Rest\RestErrors;

/**
 * Tags are trimmed, their inner runs of white space made one space, and lower-cased (so "Bug" and
 * "bug " are one tag); then 1–40 characters of letters (any script), digits, space, '-' and '_'.
 * A response holds at most MAX_PER_RESPONSE of them.
 */
final class TagRules {

	public const MAX_LENGTH       = 40;
	public const MAX_PER_RESPONSE = 20;

	/** Most tags one request may name (the bulk's add and remove lists each). */
	public const MAX_IN_REQUEST = 20;

	/**
	 * A tag in its stored form.
	 *
	 * @param string $tag As typed.
	 * @return string
	 */
	public static function normalise( string $tag ): string {
		$tag = (string) preg_replace( '/\s+/u', ' ', trim( $tag ) );
		return mb_strtolower( trim( $tag ), 'UTF-8' );
	}

	/**
	 * Whether a normalised tag is allowed.
	 *
	 * @param string $tag Normalised tag.
	 * @return bool
	 */
	public static function is_valid( string $tag ): bool {
		$length = mb_strlen( $tag, 'UTF-8' );
		return $length >= 1 && $length <= self::MAX_LENGTH && 1 === preg_match( '/^[\p{L}\p{M}\p{N} _-]+$/u', $tag );
	}

	/**
	 * The tags normalised, without repeats, in the order given; or the error naming the first
	 * one not allowed (nothing is stored then).
	 *
	 * @param mixed  $tags  The request's list.
	 * @param string $param The parameter's name, for the error.
	 * @return string[]|\WP_Error
	 */
	public static function parse( $tags, string $param ) {
		if ( ! is_array( $tags ) ) {
			return self::invalid( $param, __( 'Tags must be a list.', 'userfeedback' ) );
		}
		$clean = array();
		foreach ( $tags as $tag ) {
			$normal = is_string( $tag ) ? self::normalise( $tag ) : '';
			if ( ! is_string( $tag ) || ! self::is_valid( $normal ) ) {
				$shown = is_scalar( $tag ) ? (string) $tag : '';
				return self::invalid(
					$param,
					sprintf(
						/* translators: 1: the tag as sent. 2: most characters a tag may have. */
						__( 'The tag "%1$s" is not allowed: use 1 to %2$d letters, digits, spaces, hyphens or underscores.', 'userfeedback' ),
						mb_substr( $shown, 0, 60, 'UTF-8' ),
						self::MAX_LENGTH
					)
				);
			}
			$clean[ $normal ] = true;
		}
		return array_map( 'strval', array_keys( $clean ) );
	}

	/**
	 * The 400 for a bad parameter, shaped as WordPress's own (`rest_invalid_param`, the message
	 * also under data.params.{param}).
	 *
	 * @param string $param   Parameter name.
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	public static function invalid( string $param, string $message ): \WP_Error {
		return RestErrors::refused( $param, $message );
	}
}
