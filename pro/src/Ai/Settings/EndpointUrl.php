<?php
/**
 * Which base URLs a remote model may have.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Settings;

/**
 * An http(s) URL without credentials, query or fragment. Plain http only for hosts on the site's
 * own machine or network (localhost, loopback and private addresses), where self-hosted models
 * usually run: anywhere else the API key and the answers would cross the internet unencrypted.
 * Loopback and private hosts are allowed on purpose (see docs/decisions.md): only administrators
 * set this URL, and a model on the same machine is the most private choice there is.
 */
final class EndpointUrl {

	/**
	 * Why the URL is refused, or null when it is fine.
	 *
	 * @param string $url The URL ('' means unset, which is fine).
	 * @return string|null
	 */
	public static function problem( string $url ): ?string {
		if ( '' === $url ) {
			return null;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return __( 'Enter the base URL of an OpenAI-compatible API, starting with https://.', 'userfeedback' );
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
			return __( 'The base URL cannot contain a user name, password, query or fragment. Put the API key in its own field.', 'userfeedback' );
		}
		if ( 'http' === strtolower( $parts['scheme'] ) && ! self::is_local_host( $parts['host'] ) ) {
			return __( 'Use https:// for an AI provider outside your own network: over http the API key and the answers would travel unencrypted.', 'userfeedback' );
		}
		return null;
	}

	/**
	 * Whether a host is this machine or on a private network.
	 *
	 * @param string $host Host name or IP (IPv6 possibly in brackets).
	 * @return bool
	 */
	public static function is_local_host( string $host ): bool {
		$host = strtolower( trim( $host, '[]' ) );
		if ( 'localhost' === $host || str_ends_with( $host, '.localhost' ) ) {
			return true;
		}
		if ( false === filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		// A valid IP that fails the "public" filter is loopback, private or reserved.
		return false === filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}
}
