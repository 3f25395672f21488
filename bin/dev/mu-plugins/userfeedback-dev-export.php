<?php
/**
 * Plugin Name: UserFeedback dev export limit
 * Description: On development and test sites, a request carrying the cookie
 * uf_export_sync_limit=N lowers the number of responses above which an export becomes a
 * background job — so tests can follow the progress page without seeding 25,000 responses.
 *
 * @package UserFeedback
 */

$userfeedback_dev_export_limit = isset( $_COOKIE['uf_export_sync_limit'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['uf_export_sync_limit'] ) ) : '';
if ( ! ctype_digit( $userfeedback_dev_export_limit ) ) {
	return;
}

add_filter(
	'userfeedback_export_sync_limit',
	static function () use ( $userfeedback_dev_export_limit ) {
		return (int) $userfeedback_dev_export_limit;
	}
);
