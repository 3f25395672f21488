<?php
/**
 * Plugin Name: UserFeedback dev strict CSP
 * Description: On development and test sites, a page requested with ?uf_csp=1 is served with a
 * strict Content-Security-Policy (scripts and styles only from this site or with the page's
 * nonce), and the nonce is handed to UserFeedback through its `userfeedback_csp_nonce` filter —
 * so tests can prove the widget works on sites that lock down inline code. With ?uf_csp=nonce
 * scripts need the nonce even from this site: every script the widget adds must carry it.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only switch on dev sites.
if ( ! isset( $_GET['uf_csp'] ) ) {
	return;
}

$GLOBALS['userfeedback_dev_csp_nonce'] = bin2hex( random_bytes( 16 ) );
$GLOBALS['userfeedback_dev_csp_self']  = 'nonce' !== $_GET['uf_csp'];

add_action(
	'send_headers',
	static function () {
		$nonce  = $GLOBALS['userfeedback_dev_csp_nonce'];
		$script = $GLOBALS['userfeedback_dev_csp_self'] ? "'self' 'nonce-{$nonce}'" : "'nonce-{$nonce}'";
		header( "Content-Security-Policy: default-src 'self'; script-src {$script}; style-src 'self' 'nonce-{$nonce}'; img-src 'self' data:; connect-src 'self'; font-src 'self'" );
	}
);

add_filter(
	'userfeedback_csp_nonce',
	static function () {
		return $GLOBALS['userfeedback_dev_csp_nonce'];
	}
);
