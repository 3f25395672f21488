<?php
/**
 * Plugin Name: UserFeedback dev Slack
 * Description: On development and test sites, a Slack destination may point at a receiver on this
 * machine (http://127.0.0.1, any port above 1023) instead of hooks.slack.com: the Playwright tests
 * run one. A real site accepts only Slack's incoming-webhook addresses.
 *
 * @package UserFeedback
 */

// Web requests only, as the dev webhooks plugin: PHPUnit adds the filter itself where it needs it.
if ( 'cli' === PHP_SAPI ) {
	return;
}

add_filter(
	'userfeedback_slack_url_allowed',
	static function ( $allowed, $url ) {
		$parts = wp_parse_url( (string) $url );
		return is_array( $parts ) && 'http' === ( $parts['scheme'] ?? '' ) && '127.0.0.1' === ( $parts['host'] ?? '' ) && (int) ( $parts['port'] ?? 0 ) > 1023 ? true : $allowed;
	},
	10,
	2
);
