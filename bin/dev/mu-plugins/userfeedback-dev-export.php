<?php
/**
 * Plugin Name: UserFeedback dev export limit
 * Description: On development and test sites, a request carrying the cookie
 * uf_export_sync_limit=N lowers the number of responses above which an export becomes a
 * background job — so tests can follow the progress page without seeding 25,000 responses.
 *
 * @package UserFeedback
 */

if ( ! isset( $_COOKIE['uf_export_sync_limit'] ) || ! ctype_digit( (string) $_COOKIE['uf_export_sync_limit'] ) ) {
	return;
}

add_filter(
	'userfeedback_export_sync_limit',
	static function () {
		return (int) $_COOKIE['uf_export_sync_limit']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- ctype_digit above.
	}
);
