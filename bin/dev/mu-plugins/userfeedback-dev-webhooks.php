<?php
/**
 * Plugin Name: UserFeedback dev webhooks
 * Description: On development and test sites, webhooks may be sent to receivers on this machine
 * (127.0.0.1, any port): the Playwright tests run one. A real site keeps WordPress's checks, or
 * allows its own hosts with the same two filters (docs/hooks.md).
 *
 * @package UserFeedback
 */

// Web requests only: PHPUnit and WP-CLI runs keep WordPress's checks (the tests of those checks
// add the filters themselves where they need a local receiver).
if ( 'cli' === PHP_SAPI ) {
	return;
}

add_filter(
	'http_request_host_is_external',
	static function ( $external, $host ) {
		return '127.0.0.1' === $host ? true : $external;
	},
	10,
	2
);

add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, $host, $url ) {
		$port = (int) wp_parse_url( (string) $url, PHP_URL_PORT );
		return '127.0.0.1' === $host && $port > 1023 ? array_merge( (array) $ports, array( $port ) ) : $ports;
	},
	10,
	3
);
