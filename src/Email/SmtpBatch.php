<?php
/**
 * One SMTP connection for a batch of queued e-mails.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use PHPMailer\PHPMailer\PHPMailer;

/**
 * While a worker sends a batch, a site that mails over SMTP (a mailer plugin or a phpmailer_init
 * callback that calls isSMTP()) keeps its connection open from one e-mail to the next
 * (PHPMailer's SMTPKeepAlive), and it is closed when the batch ends: one connect, greeting, EHLO,
 * TLS and login per batch instead of per e-mail. Nothing changes for a site that uses PHP's
 * mail() (no connection to keep) or a mailer that replaces wp_mail() (phpmailer_init never
 * fires), nor for e-mail sent outside a batch.
 *
 * The callback runs last on phpmailer_init, so it sees what the site's mailer chose. A connection
 * carries at most PER_CONNECTION messages (some providers refuse more), and it is dropped after a
 * failed send, whose SMTP transaction may be left half-way.
 *
 * The batch's connections are opened with TCP_NODELAY unless the site set that socket option
 * itself: SMTP waits for each reply, and PHPMailer writes a message's last lines in small packets,
 * which Nagle's algorithm holds back until the server's delayed ACK — 40 ms per message on Linux
 * (47 ms against 4 ms to a loopback server), which capped one sender at about 20 e-mails a second.
 */
final class SmtpBatch {

	/**
	 * Messages sent over one connection before it is closed and opened again.
	 */
	public const PER_CONNECTION = 50;

	/**
	 * Open batches (they nest: the outermost one closes the connection).
	 *
	 * @var int
	 */
	private int $depth = 0;

	/**
	 * The mailer whose connection is kept, once a message went over SMTP.
	 *
	 * @var PHPMailer|null
	 */
	private ?PHPMailer $mailer = null;

	/**
	 * Whether the batch added tcp_nodelay to the mailer's SMTPOptions (taken off again at the end).
	 *
	 * @var bool
	 */
	private bool $nodelay = false;

	/**
	 * Messages over the kept connection.
	 *
	 * @var int
	 */
	private int $sent = 0;

	/**
	 * Starts a batch (or joins the open one).
	 *
	 * @return void
	 */
	public function begin(): void {
		++$this->depth;
		if ( 1 === $this->depth ) {
			add_action( 'phpmailer_init', array( $this, 'keep_alive' ), PHP_INT_MAX );
			add_action( 'wp_mail_failed', array( $this, 'close' ) );
		}
	}

	/**
	 * Ends a batch: the outermost one closes the connection and lets the mailer be.
	 *
	 * @return void
	 */
	public function end(): void {
		if ( $this->depth < 1 ) {
			return;
		}
		--$this->depth;
		if ( 0 === $this->depth ) {
			remove_action( 'phpmailer_init', array( $this, 'keep_alive' ), PHP_INT_MAX );
			remove_action( 'wp_mail_failed', array( $this, 'close' ) );
			$this->close();
		}
	}

	/**
	 * Runs $send inside a batch.
	 *
	 * @template T
	 * @param callable(): T $send What sends.
	 * @return T
	 */
	public function run( callable $send ) {
		$this->begin();
		try {
			return $send();
		} finally {
			$this->end();
		}
	}

	/**
	 * On phpmailer_init, last: keeps an SMTP connection open for the next e-mail of the batch.
	 *
	 * @param mixed $mailer WordPress's PHPMailer.
	 * @return void
	 */
	public function keep_alive( $mailer ): void {
		if ( ! $mailer instanceof PHPMailer || 'smtp' !== $mailer->Mailer ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
			return;
		}
		if ( null !== $this->mailer && ( $mailer !== $this->mailer || $this->sent >= self::PER_CONNECTION ) ) {
			$this->close();
		}
		$mailer->SMTPKeepAlive = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		$options               = $mailer->SMTPOptions; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		if ( ! isset( $options['socket']['tcp_nodelay'] ) ) {
			$options['socket']['tcp_nodelay'] = true;
			$mailer->SMTPOptions              = $options; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
			$this->nodelay                    = true;
		}
		$this->mailer = $mailer;
		++$this->sent;
	}

	/**
	 * Closes the kept connection (at the batch's end, after a failed send, or to start a new one).
	 *
	 * @return void
	 */
	public function close(): void {
		$mailer       = $this->mailer;
		$this->mailer = null;
		$this->sent   = 0;
		if ( null === $mailer ) {
			return;
		}
		$mailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		$mailer->smtpClose();
		if ( $this->nodelay ) {
			$this->nodelay = false;
			unset( $mailer->SMTPOptions['socket']['tcp_nodelay'] ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
			if ( array() === $mailer->SMTPOptions['socket'] ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
				unset( $mailer->SMTPOptions['socket'] ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
			}
		}
	}

	/**
	 * Whether a batch is open (for tests).
	 *
	 * @return bool
	 */
	public function open(): bool {
		return $this->depth > 0;
	}
}
