<?php
/**
 * Site Health: the background queue is neither lagging nor failing.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

/**
 * A response's notification is queued and sent within a minute or so (Email\EmailCron: a nudge
 * after the response, the minute task behind it); the same queue carries weekly summaries and
 * webhook deliveries. Two things go wrong silently, and the site owner only notices the e-mails
 * that never came:
 * - lagging: a delivery due for longer than LATE_SECONDS (recommended) or STUCK_SECONDS (critical)
 *   means nothing is draining the queue — scheduled tasks not running, or every drain dying;
 * - failing: deliveries given up (after every retry) in the last FAILED_WINDOW_SECONDS, counted per
 *   kind: recommended; critical when e-mails failed and no e-mail at all went out in that time
 *   (the site cannot send mail). A failed webhook is one endpoint's refusal, never critical.
 * Reads are LIMITed index ranges (QueueStats); counts stop at COUNT_CAP.
 */
final class QueueCheck implements StatusCheck {

	public const ID = 'userfeedback_queue';

	/**
	 * Longer than the minute task's period plus the first retry's back-off, so one slow run or one
	 * retry is never reported.
	 */
	public const LATE_SECONDS = 15 * MINUTE_IN_SECONDS;

	/**
	 * Three hours: longer than any back-off, so e-mails are being lost to the owner, not delayed.
	 */
	public const STUCK_SECONDS = 3 * HOUR_IN_SECONDS;

	/**
	 * Failures are looked at over the last day: recent enough to act on, long enough to span the
	 * whole retry schedule (about two and a half hours).
	 */
	public const FAILED_WINDOW_SECONDS = DAY_IN_SECONDS;

	/**
	 * Counting stops here ("1,000 or more"): what matters is that there are many.
	 */
	public const COUNT_CAP = 1000;

	/**
	 * Returns the current Unix time; injectable so tests can move through time.
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Constructor.
	 *
	 * @param QueueStats    $stats The queue's figures.
	 * @param \Closure|null $clock Returns the current Unix time; time() when null.
	 */
	public function __construct( private readonly QueueStats $stats, ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn(): int => time();
	}

	public function id(): string {
		return self::ID;
	}

	/**
	 * Shown while the test runs.
	 *
	 * @return string
	 */
	public function label(): string {
		return __( 'UserFeedback background queue', 'userfeedback' );
	}

	/**
	 * Looks at the oldest waiting delivery and the recent failures.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$now    = ( $this->clock )();
		$since  = $now - self::FAILED_WINDOW_SECONDS;
		$oldest = $this->stats->oldest_waiting( $now );
		$age    = null === $oldest ? 0 : max( 0, $now - $oldest['due'] );
		$failed = $this->stats->failed_since( $since, self::COUNT_CAP );

		$lag_status = Result::GOOD;
		if ( $age > self::STUCK_SECONDS ) {
			$lag_status = Result::CRITICAL;
		} elseif ( $age > self::LATE_SECONDS ) {
			$lag_status = Result::RECOMMENDED;
		}
		$fail_status = array() === $failed ? Result::GOOD : Result::RECOMMENDED;
		$mail_failed = array() !== array_intersect_key( $failed, array_flip( QueueKinds::email() ) );
		if ( $mail_failed && ! $this->stats->delivered_since( $since, QueueKinds::email(), self::COUNT_CAP ) ) {
			$fail_status = Result::CRITICAL;
		}
		$status = self::worst( $lag_status, $fail_status );

		$description = $this->waiting_text( $now, $oldest, Result::GOOD !== $lag_status );
		if ( array() !== $failed ) {
			$description .= $this->failed_text( $failed, $since, $mail_failed, Result::CRITICAL === $fail_status );
		}
		if ( Result::GOOD === $status ) {
			$description .= Result::paragraphs( __( 'No delivery failed in the last 24 hours.', 'userfeedback' ) );
		}

		// A late queue is a scheduling matter; the e-mail settings help with failed e-mails, not
		// with a webhook's endpoint (its delivery log does).
		$actions = '';
		if ( Result::GOOD !== $lag_status ) {
			$actions .= Result::link( CronCheck::docs_url(), __( 'Learn how to run WordPress’s scheduled tasks from a server cron job', 'userfeedback' ), true );
		}
		if ( $mail_failed ) {
			$actions .= Result::link( admin_url( 'admin.php?page=userfeedback_settings#/email' ), __( 'Review the e-mail settings', 'userfeedback' ) );
		}
		return Result::make( self::ID, $status, self::label_for( $lag_status, $fail_status ), $description, $actions );
	}

	/**
	 * The paragraphs about what waits.
	 *
	 * @param int                                $now    Unix time.
	 * @param array{kind: string, due: int}|null $oldest The oldest waiting delivery.
	 * @param bool                               $late   Whether it waits too long.
	 * @return string HTML.
	 */
	private function waiting_text( int $now, ?array $oldest, bool $late ): string {
		if ( null === $oldest ) {
			return Result::paragraphs( __( 'Nothing is waiting to be sent.', 'userfeedback' ) );
		}
		$waiting = $this->stats->waiting( $now, self::COUNT_CAP );
		$count   = $waiting >= self::COUNT_CAP
			/* translators: %s: a number, e.g. 1,000. */
			? sprintf( __( '%s or more deliveries are waiting to be sent.', 'userfeedback' ), number_format_i18n( self::COUNT_CAP ) )
			/* translators: %s: how many deliveries. */
			: sprintf( _n( '%s delivery is waiting to be sent.', '%s deliveries are waiting to be sent.', $waiting, 'userfeedback' ), number_format_i18n( $waiting ) );
		/* translators: 1: what kind of delivery, e.g. "notification e-mail"; 2: a duration, e.g. "2 hours". */
		$age = sprintf( __( 'The oldest (a %1$s) has been due for %2$s.', 'userfeedback' ), QueueKinds::label( $oldest['kind'] ), human_time_diff( $oldest['due'], $now ) );
		if ( ! $late ) {
			return Result::paragraphs( $count . ' ' . $age );
		}
		return Result::paragraphs(
			$count . ' ' . $age,
			__( 'UserFeedback sends e-mails right after each response and from a scheduled task every minute. When they wait this long, scheduled tasks are not running (see the scheduled tasks test on this screen) or every attempt to send is cut short (look for errors in the PHP error log).', 'userfeedback' )
		);
	}

	/**
	 * The paragraphs about what failed.
	 *
	 * @param array<string, int> $failed      Kind => failed deliveries.
	 * @param int                $since       Unix time the window starts.
	 * @param bool               $mail_failed Whether e-mails are among them.
	 * @param bool               $no_mail     Whether no e-mail went out in the window.
	 * @return string HTML.
	 */
	private function failed_text( array $failed, int $since, bool $mail_failed, bool $no_mail ): string {
		$total = array_sum( $failed );
		$lines = array();
		foreach ( $failed as $kind => $count ) {
			/* translators: 1: what kind of delivery, e.g. "notification e-mail"; 2: how many failed. */
			$lines[] = sprintf( __( '%1$s: %2$s', 'userfeedback' ), QueueKinds::label( (string) $kind ), number_format_i18n( $count ) );
		}
		$headline = $total >= self::COUNT_CAP
			/* translators: %s: a number, e.g. 1,000. */
			? sprintf( __( '%s or more deliveries failed in the last 24 hours, after every retry:', 'userfeedback' ), number_format_i18n( self::COUNT_CAP ) )
			/* translators: %s: how many deliveries. */
			: sprintf( _n( '%s delivery failed in the last 24 hours, after every retry:', '%s deliveries failed in the last 24 hours, after every retry:', $total, 'userfeedback' ), number_format_i18n( $total ) );
		$error  = (string) $this->stats->last_error_since( $since );
		$advice = '';
		if ( $no_mail ) {
			$advice = __( 'No e-mail went out in that time, so this site is probably unable to send e-mail at all. Check with your host that the site can send e-mail, or set up an SMTP plugin, then use Send Test Email in UserFeedback → Settings → Misc.', 'userfeedback' );
		} elseif ( $mail_failed ) {
			$advice = __( 'Other e-mails went out in that time, so mail works in general: check the failed recipients’ addresses and your mail provider’s sending limits.', 'userfeedback' );
		}
		$others = array() !== array_diff_key( $failed, array_flip( QueueKinds::email() ) )
			? __( 'A failed webhook delivery means its endpoint did not accept it after every retry: the endpoint’s answer is in the webhook’s delivery log.', 'userfeedback' )
			: '';
		return Result::paragraphs( $headline )
			. Result::list_items( $lines )
			. Result::paragraphs(
				/* translators: %s: the error message of the latest failed delivery. */
				'' === $error ? '' : sprintf( __( 'The latest error: %s', 'userfeedback' ), self::shorten( $error ) ),
				$advice,
				$others
			);
	}

	/**
	 * An error cut to 300 characters. Not wp_html_excerpt(): it strips anything between angle
	 * brackets, and SMTP errors put addresses there (the text is escaped when printed).
	 *
	 * @param string $error The error.
	 * @return string
	 */
	private static function shorten( string $error ): string {
		return mb_strlen( $error ) > 300 ? mb_substr( $error, 0, 299 ) . '…' : $error;
	}

	/**
	 * The headline.
	 *
	 * @param string $lag_status  The lag's status.
	 * @param string $fail_status The failures' status.
	 * @return string
	 */
	private static function label_for( string $lag_status, string $fail_status ): string {
		if ( Result::GOOD !== $lag_status && Result::GOOD !== $fail_status ) {
			return __( 'UserFeedback’s background queue is late and some deliveries failed', 'userfeedback' );
		}
		if ( Result::GOOD !== $lag_status ) {
			return __( 'UserFeedback’s background queue is running late', 'userfeedback' );
		}
		if ( Result::GOOD !== $fail_status ) {
			return __( 'Some UserFeedback e-mails or deliveries failed', 'userfeedback' );
		}
		return __( 'UserFeedback’s background queue is healthy', 'userfeedback' );
	}

	/**
	 * The more serious of two statuses.
	 *
	 * @param string $a A status.
	 * @param string $b A status.
	 * @return string
	 */
	private static function worst( string $a, string $b ): string {
		$rank = array(
			Result::GOOD        => 0,
			Result::RECOMMENDED => 1,
			Result::CRITICAL    => 2,
		);
		return $rank[ $a ] >= $rank[ $b ] ? $a : $b;
	}
}
