<?php
/**
 * Plugin Name: UserFeedback dev mail catcher
 * Description: Development and test sites have no mail server: every e-mail is written to
 * .dev/logs/mail-{site}.jsonl instead of being sent, so tests can read what would have gone out.
 *
 * @package UserFeedback
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $atts ) {
		$log = dirname( (string) WP_DEBUG_LOG ) . '/mail-' . basename( (string) DB_NAME ) . '.jsonl';
		file_put_contents( $log, wp_json_encode( $atts ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return true;
	},
	10,
	2
);
