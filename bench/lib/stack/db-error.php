<?php
/**
 * WordPress's database-error drop-in for the Galera test stack (copied to wp-content/ by
 * bench/stack.sh; not shipped): when a web node cannot reach its database node, WordPress answers
 * 500 before any plugin loads. This answers what the plugin's own routes answer for a node that
 * cannot serve — 503 with a retry hint — so a client (the widget retries once) or a load balancer
 * tries again, knowing nothing was written. docs/scaling.md recommends the same to hosts.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.EscapeOutput -- fixed text.
if ( ! headers_sent() ) {
	http_response_code( 503 );
	header( 'Retry-After: 5' );
	header( 'Cache-Control: no-store' );
}
$uf_rest = str_contains( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), '/wp-json/' ) || str_contains( (string) ( $_SERVER['HTTP_ACCEPT'] ?? '' ), 'application/json' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only compared.
if ( $uf_rest ) {
	header( 'Content-Type: application/json; charset=utf-8' );
	echo '{"code":"userfeedback_unavailable","message":"The service is busy for a moment. Please try again.","data":{"status":503,"retry_after":5}}';
} else {
	header( 'Content-Type: text/html; charset=utf-8' );
	echo '<!DOCTYPE html><title>Back in a moment</title><p>The site is busy for a moment. Please try again.</p>';
}
