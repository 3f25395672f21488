<?php
/**
 * When e-mail work runs.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Hookable;
use UserFeedback\Settings\SettingsStore;

/**
 * Three ways the queue is drained, none trusted alone (brief: nothing assumes WP-Cron fires on
 * time):
 * - after a response commits, a nudge at shutdown: on PHP-FPM the visitor's reply is flushed first
 *   (fastcgi_finish_request()) and the same process sends, one sender at a time, for up to 10 s;
 *   elsewhere a non-blocking loopback to admin-ajax carrying a secret derived from the site's
 *   salts (nobody else can trigger a drain) does the same. A sender that stops at its limit with
 *   work left hands off to one such loopback, which does the same in turn (a chain of at most
 *   MAX_CHAIN links): the queue empties without further visits;
 * - a recurring event every minute (custom schedule), which also catches retries falling due, or
 *   a system cron running `wp userfeedback queue run`;
 * - the weekly summary run.
 * Both events are put back if missing on any request (a look in the autoloaded cron option), so
 * a lost cron option entry heals itself. The weekly event exists only while summaries are on
 * (summaries_disabled), re-synced whenever the settings are saved; deactivation and uninstall
 * clear both (Support\ScheduledEvents lists them).
 */
final class EmailCron implements Hookable {

	public const DRAIN_HOOK    = 'userfeedback_email_queue';
	public const SUMMARY_HOOK  = 'userfeedback_email_summary';
	public const SCHEDULE      = 'userfeedback_every_minute';
	public const AJAX_ACTION   = 'userfeedback_email_drain';
	private const NUDGE_EMAILS = 20;
	private const CRON_EMAILS  = 200;
	/**
	 * How long an after-reply sender that took the drain waits before claiming, so that the
	 * responses of that moment go out as one batch: with 16 visitors in flight a batch of about a
	 * dozen costs the database the statements one e-mail did (claim, reads, letting go, the last
	 * look). Not waited when the last batch was full (a backlog is sent straight on).
	 */
	private const GATHER_SECONDS = 0.2;
	/**
	 * How long one after-reply sender (a visitor's worker or a loopback) may send.
	 */
	public const SENDER_SECONDS = 10.0;
	/**
	 * How long a requested loopback blocks the next request if it never starts (lost on the way):
	 * a started one lets go at once, so this only bounds how long a lost one holds up the chain.
	 */
	private const LOOPBACK_HOLD = 15;
	/**
	 * Links of one hand-off chain: 30 × 10 s of sending without a visit, then the minute event
	 * or the system cron's runner takes over (a visitor's sender starts a new chain).
	 */
	public const MAX_CHAIN = 30;

	/**
	 * Whether this request already asked for a nudge at shutdown.
	 *
	 * @var bool
	 */
	private bool $nudge_pending = false;

	public function __construct( private readonly EmailQueue $queue, private readonly QueueWorker $worker, private readonly Recipients $recipients, private readonly SettingsStore $settings ) {
	}

	public function add_hooks(): void {
		add_filter( 'cron_schedules', array( $this, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- every minute on purpose, see add_schedule().
		add_action( 'init', array( $this, 'ensure_schedules' ), 20 );
		add_action( self::DRAIN_HOOK, array( $this, 'drain' ) );
		add_action( self::SUMMARY_HOOK, array( $this, 'queue_weekly_summary' ) );
		add_action( 'userfeedback_response_committed', array( $this, 'after_response' ) );
		add_action( 'wp_ajax_nopriv_' . self::AJAX_ACTION, array( $this, 'ajax_drain' ) );
		add_action( 'wp_ajax_' . self::AJAX_ACTION, array( $this, 'ajax_drain' ) );
		add_action( 'add_option_' . SettingsStore::OPTION, array( $this, 'sync_summary_schedule' ) );
		add_action( 'update_option_' . SettingsStore::OPTION, array( $this, 'sync_summary_schedule' ) );
		add_action( 'userfeedback_surveys_deleted', array( $this->queue, 'delete_for_surveys' ) );
	}

	/**
	 * The every-minute schedule.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules WordPress's schedules.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function add_schedule( $schedules ): array {
		$schedules                   = (array) $schedules;
		$schedules[ self::SCHEDULE ] = array(
			// Every minute on purpose: a response's e-mail should not wait longer when the
			// after-response nudge could not run; an empty queue costs one indexed read.
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute (UserFeedback e-mails)', 'userfeedback' ),
		);
		return $schedules;
	}

	/**
	 * Puts the events back where missing.
	 *
	 * @return void
	 */
	public function ensure_schedules(): void {
		if ( false === wp_next_scheduled( self::DRAIN_HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, self::SCHEDULE, self::DRAIN_HOOK );
		}
		$this->sync_summary_schedule();
	}

	/**
	 * Schedules the weekly summary when summaries are on and it is not; unschedules it when off.
	 * The first run is next Monday at 09:00 in the site's time zone.
	 *
	 * @return void
	 */
	public function sync_summary_schedule(): void {
		$scheduled = false !== wp_next_scheduled( self::SUMMARY_HOOK );
		if ( ! empty( $this->settings->get( 'summaries_disabled' ) ) ) {
			if ( $scheduled ) {
				wp_clear_scheduled_hook( self::SUMMARY_HOOK );
			}
			return;
		}
		if ( ! $scheduled ) {
			$monday = new \DateTimeImmutable( 'next monday 09:00', wp_timezone() );
			wp_schedule_event( $monday->getTimestamp(), 'weekly', self::SUMMARY_HOOK );
		}
	}

	/**
	 * The minute event: drains the queue.
	 *
	 * @return void
	 */
	public function drain(): void {
		// Bounded by time more than by count: a busy survey can queue hundreds a minute, and
		// 20 a run would leave them hours behind; 20 s stays well inside a cron request.
		$this->worker->drain( self::CRON_EMAILS, 20.0 );
	}

	/**
	 * The weekly event: queues the summary of the last seven site days (once per week, whichever
	 * node runs it and however often: the week's last day is its dedupe key), then sends it.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return bool Whether a summary is queued (false when summaries are off or nobody receives them).
	 */
	public function queue_weekly_summary( $now = null ): bool {
		if ( ! empty( $this->settings->get( 'summaries_disabled' ) ) ) {
			wp_clear_scheduled_hook( self::SUMMARY_HOOK );
			return false;
		}
		$recipients = $this->recipients->global();
		if ( array() === $recipients ) {
			return false;
		}
		$week = SummaryDigest::last_week( ( new \DateTimeImmutable( '@' . ( is_int( $now ) ? $now : time() ) ) )->setTimezone( wp_timezone() ) );
		$this->queue->enqueue(
			EmailQueue::KIND_SUMMARY,
			'summary:' . $week->end(),
			$recipients,
			0,
			0,
			array(
				'start' => $week->start(),
				'end'   => $week->end(),
			)
		);
		$this->worker->drain( self::NUDGE_EMAILS, 10.0 );
		return true;
	}

	/**
	 * A response committed: nudge the queue at the end of this request.
	 *
	 * @return void
	 */
	public function after_response(): void {
		if ( ! $this->queue->queued_in_request() ) {
			// Nothing to send: no extra work for a survey without notifications or webhooks.
			return;
		}
		$this->nudge_soon();
	}

	/**
	 * Sends what this request queued at its end (once per request), without keeping the visitor
	 * or the admin waiting: the response's e-mail, or a webhook delivery queued by an admin action.
	 *
	 * @return void
	 */
	public function nudge_soon(): void {
		if ( $this->nudge_pending || 'cli' === PHP_SAPI || self::system_cron_runs_queue() ) {
			// Tests and WP-CLI leave it to the minute event (or `wp userfeedback queue run`); so
			// does a site whose system cron runs the queue (its responses cost no sending at all).
			return;
		}
		$this->nudge_pending = true;
		// The visitor may be gone before shutdown (the widget thanks them at once and they close
		// the tab): PHP would then stop at the first output of shutdown (wp_ob_end_flush_all()),
		// before the nudge, and the row would wait for the minute event. What was queued is sent.
		ignore_user_abort( true );
		add_action( 'shutdown', array( $this, 'nudge' ), 100 );
	}

	/**
	 * Whether the host has said a system cron runs the queue (`wp userfeedback queue run
	 * --until-empty --max-seconds=55` every minute, docs/scaling.md) by defining
	 * USERFEEDBACK_QUEUE_SYSTEM_CRON as true in wp-config.php: then no request sends after its reply.
	 *
	 * @return bool
	 */
	public static function system_cron_runs_queue(): bool {
		return defined( 'USERFEEDBACK_QUEUE_SYSTEM_CRON' ) && true === constant( 'USERFEEDBACK_QUEUE_SYSTEM_CRON' );
	}

	/**
	 * The nudge: send now without keeping the visitor waiting.
	 *
	 * @return void
	 */
	public function nudge(): void {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			// The visitor has the reply once this returns; what follows costs them nothing.
			fastcgi_finish_request();
			$this->drain_alone( self::SENDER_SECONDS, 0, self::GATHER_SECONDS );
			return;
		}
		// No way to reply first (mod_php, php -S): a loopback sends instead.
		$this->hand_off( 1 );
	}

	/**
	 * Asks a loopback to admin-ajax to go on sending: link $chain of a chain. A loopback is a
	 * whole WordPress request, so at most one is on its way at a time (a started one lets go at
	 * once, so the sender that stops next can ask for the following one); it sends only when it
	 * takes the drain lock, so never beside another sender. Past MAX_CHAIN links without a visit
	 * the minute event or the system cron's runner takes over.
	 *
	 * @param int $chain The link this one would be (1 for the first after a visit).
	 * @return bool Whether a loopback was sent.
	 */
	public function hand_off( int $chain ): bool {
		if ( $chain > self::MAX_CHAIN || ! $this->claim_loopback() ) {
			// Either the chain is long enough, or a loopback is on its way and will see the queue.
			return false;
		}
		// The safe variant accepts the site's own host and port (wp_http_validate_url()).
		wp_safe_remote_post(
			admin_url( 'admin-ajax.php' ),
			array(
				'blocking'  => false,
				'timeout'   => 0.01,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as spawn_cron() applies it.
				'body'      => array(
					'action' => self::AJAX_ACTION,
					'key'    => self::loopback_key(),
					'chain'  => $chain,
				),
			)
		);
		return true;
	}

	/**
	 * The after-reply drain on PHP-FPM, one worker at a time across every node: the others return
	 * to serving visitors at once instead of each spending tens of milliseconds sending (with 16
	 * visitors in flight, 16 workers drained the same queue). After a visitor's reply the drainer
	 * waits a moment (GATHER_SECONDS) so that the e-mails of that moment go as one batch, then sends until nothing
	 * is due or its time is up, letting go every NUDGE_EMAILS e-mails and looking again after letting
	 * go: a request that committed a row while the lock was held found it taken and returned, so
	 * its row is either seen by that look or by the next request that takes the lock. Rows are
	 * still claimed atomically (EmailQueue::claim_batch()), so the minute event or WP-CLI draining at
	 * the same time never sends one twice. No housekeeping here unless the minute event, which does
	 * it, is overdue. The e-mails of the whole run share one SMTP connection (SmtpBatch).
	 *
	 * A drainer whose time is up while rows are still due hands off to a loopback (hand_off()),
	 * so a queue that outgrew one sender empties without another visit; one that found the lock
	 * taken leaves that to the holder.
	 *
	 * @param float $seconds How long this worker may spend (a started e-mail is finished).
	 * @param int   $chain   Which link of a hand-off chain runs this (0: a visitor's request).
	 * @param float $gather  How long to wait before a batch that is not a backlog (GATHER_SECONDS
	 *                       after a visitor's reply on PHP-FPM; none for a loopback, whose
	 *                       server may have few workers to spare).
	 * @return int E-mails handled.
	 */
	public function drain_alone( float $seconds = self::SENDER_SECONDS, int $chain = 0, float $gather = 0.0 ): int {
		$until   = microtime( true ) + $seconds;
		$handled = 0;
		$tidy    = $this->minute_event_late();
		$busy    = false;
		$due     = true;
		$wait    = $gather > 0.0;
		$batch   = $this->worker->batch();
		$batch->begin();
		try {
			do {
				if ( ! $this->queue->lock_drain() ) {
					// The holder looks again after letting go, so it sees this request's row.
					$busy = true;
					break;
				}
				if ( $tidy ) {
					// No minute event for a while (WP-Cron off and no system cron): the rows of a
					// worker that died mid-send would otherwise never be offered again.
					$this->worker->housekeeping();
					$tidy = false;
				}
				if ( $wait ) {
					// The visitor has the reply; what this costs is one idle worker for a moment.
					usleep( (int) ( 1e6 * min( $gather, max( 0.0, $until - microtime( true ) ) ) ) );
				}
				$sent     = $this->worker->send_due( self::NUDGE_EMAILS, max( 0.0, $until - microtime( true ) ) );
				$handled += $sent;
				$wait     = $gather > 0.0 && $sent < self::NUDGE_EMAILS;
				$this->queue->unlock_drain();
				$due = $this->queue->has_due();
			} while ( $due && microtime( true ) < $until );
		} finally {
			$batch->end();
		}
		if ( ! $busy && $due ) {
			$this->hand_off( $chain + 1 );
		}
		return $handled;
	}

	/**
	 * Whether the minute event is more than five minutes overdue (or missing): read from the
	 * autoloaded cron option, no query.
	 *
	 * @return bool
	 */
	private function minute_event_late(): bool {
		$next = wp_next_scheduled( self::DRAIN_HOOK );
		return false === $next || $next < time() - 5 * MINUTE_IN_SECONDS;
	}

	/**
	 * Whether this request may ask for a loopback: none is on its way (a started one has let go).
	 * An atomic cache add with a persistent object cache; otherwise a transient, which two
	 * requests in the same instant may both pass — one loopback too many, harmless (it finds the
	 * drain lock taken and ends).
	 *
	 * Not a fixed gap: a row committed just after a drain ended but inside a gap would wait for
	 * the minute event, which on a quiet site means until the next visit.
	 *
	 * @return bool
	 */
	private function claim_loopback(): bool {
		if ( wp_using_ext_object_cache() ) {
			return wp_cache_add( 'email_loopback', 1, 'userfeedback', self::LOOPBACK_HOLD );
		}
		if ( false !== get_transient( 'userfeedback_email_loopback' ) ) {
			return false;
		}
		set_transient( 'userfeedback_email_loopback', 1, self::LOOPBACK_HOLD );
		return true;
	}

	/**
	 * A loopback has started: the next sender that stops with work left may ask for another.
	 *
	 * @return void
	 */
	private function release_loopback(): void {
		if ( wp_using_ext_object_cache() ) {
			wp_cache_delete( 'email_loopback', 'userfeedback' );
			return;
		}
		delete_transient( 'userfeedback_email_loopback' );
	}

	/**
	 * The loopback's handler: drains when the key is the site's own.
	 *
	 * @return void
	 */
	public function ajax_drain(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a server-to-server call authenticated by a salt-derived key, not a user's form.
		$key = isset( $_POST['key'] ) && is_string( $_POST['key'] ) ? sanitize_text_field( wp_unslash( $_POST['key'] ) ) : '';
		if ( ! hash_equals( self::loopback_key(), $key ) ) {
			wp_send_json_error( null, 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above.
		$chain = isset( $_POST['chain'] ) && is_scalar( $_POST['chain'] ) ? min( self::MAX_CHAIN, max( 1, absint( $_POST['chain'] ) ) ) : 1;
		ignore_user_abort( true );
		// Running: the next sender to stop with work left may ask for the next link.
		$this->release_loopback();
		// One sender at a time, as after a reply: until nothing is due or 10 s are up, then
		// the next link when work is left (php -S, 16 in flight: a single 10 s drain left 196
		// e-mails waiting 30 s after the last reply; on the FPM stack 934 after 90 s).
		$this->drain_alone( self::SENDER_SECONDS, $chain );
		wp_send_json_success();
	}

	/**
	 * The loopback's secret: fixed per site, derived from its salts.
	 *
	 * @return string
	 */
	public static function loopback_key(): string {
		return hash_hmac( 'sha256', self::AJAX_ACTION . '|' . home_url(), wp_salt( 'auth' ) );
	}
}
