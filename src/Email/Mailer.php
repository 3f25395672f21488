<?php
/**
 * Sends one e-mail through wp_mail() and says why it failed.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

/**
 * The wp_mail() function answers only true or false; the reason goes to the wp_mail_failed action, which is
 * listened to for the length of the call. A mailer plugin or a phpmailer_init callback that throws
 * is caught too: whoever sends (a queue worker, the test route) gets an error text, never an
 * exception.
 */
final class Mailer {

	/**
	 * Sends a message.
	 *
	 * @param string[] $to      Recipients.
	 * @param string   $subject Subject (one line).
	 * @param string   $body    Body.
	 * @param bool     $html    Whether the body is HTML.
	 * @return string|null Null when sent; otherwise what went wrong.
	 */
	public function send( array $to, string $subject, string $body, bool $html ): ?string {
		$error  = null;
		$listen = static function ( $wp_error ) use ( &$error ): void {
			$error = $wp_error instanceof \WP_Error ? $wp_error->get_error_message() : __( 'The mailer reported an error.', 'userfeedback' );
		};
		add_action( 'wp_mail_failed', $listen );
		try {
			$sent = wp_mail(
				$to,
				str_replace( array( "\r", "\n" ), ' ', $subject ),
				$body,
				array( 'Content-Type: ' . ( $html ? 'text/html' : 'text/plain' ) . '; charset=UTF-8' )
			);
		} catch ( \Throwable $thrown ) {
			$sent  = false;
			$error = $thrown->getMessage();
		} finally {
			remove_action( 'wp_mail_failed', $listen );
		}
		if ( $sent ) {
			return null;
		}
		return null !== $error && '' !== $error ? $error : __( 'The site could not send the e-mail (wp_mail() returned false).', 'userfeedback' );
	}
}
