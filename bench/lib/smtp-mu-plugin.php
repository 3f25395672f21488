<?php
/**
 * Plugin Name: UserFeedback bench SMTP (temporary)
 * Description: Copied into a site's mu-plugins by `php bench/queue-throughput.php --mail smtp` for
 * the length of the run and deleted after it: wp_mail() goes over SMTP to the bench's loopback
 * sink (bench/lib/smtp-sink.py), as a site with an SMTP mailer plugin would. The port is read from
 * the JSON file beside it; without that file nothing changes.
 *
 * @package UserFeedback
 */

// A measuring tool for bench runs, never shipped.
// phpcs:disable

add_action(
	'phpmailer_init',
	static function ( $mailer ): void {
		$config = json_decode( (string) @file_get_contents( __DIR__ . '/userfeedback-bench-smtp.json' ), true );
		if ( ! is_array( $config ) || empty( $config['port'] ) ) {
			return;
		}
		// What an SMTP mailer plugin does, at its usual priority: the plugin's own keep-alive
		// (if any) runs later and sees Mailer 'smtp'.
		$mailer->isSMTP();
		$mailer->Host        = '127.0.0.1';
		$mailer->Port        = (int) $config['port'];
		$mailer->SMTPAuth    = false;
		$mailer->SMTPAutoTLS = false;
		$mailer->SMTPSecure  = '';
	}
);
