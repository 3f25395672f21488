<?php
/**
 * Sends what the queue holds.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Reporting\DateRange;

/**
 * Drains the queue: claims due rows a batch at a time (EmailQueue::claim_batch(), safe with several
 * web nodes draining at once), builds the batch's messages from the committed data in one go, sends
 * each, and then marks each row sent (one by one: a worker that dies mid-batch has sent nothing
 * twice), or schedules the next attempt with back-off (1 min, 5 min, 30 min, 2 h), or after
 * MAX_ATTEMPTS gives it up as failed. Every failure is logged (error_log) and kept on the row
 * (last_error). Other kinds of job (QueueJobHandler, e.g. webhook deliveries) get the same claims
 * and retries; their handler runs them and keeps its own log. Runs are bounded in e-mails and seconds, so a cron run or the after-response nudge
 * never runs long; what is left waits for the next run. A run's e-mails share one SMTP connection
 * when the site mails over SMTP (SmtpBatch).
 */
final class QueueWorker {

	/**
	 * Seconds to wait before attempt 2, 3, 4, 5.
	 */
	public const BACKOFF = array( MINUTE_IN_SECONDS, 5 * MINUTE_IN_SECONDS, 30 * MINUTE_IN_SECONDS, 2 * HOUR_IN_SECONDS );

	/**
	 * Attempts before an e-mail is given up.
	 */
	public const MAX_ATTEMPTS = 5;

	/**
	 * Most rows claimed in one statement.
	 */
	private const CLAIM_BATCH = 20;

	/**
	 * How often one process records again that an e-mail destination works.
	 */
	private const OK_RECORD_SECONDS = 10.0;

	/**
	 * Handlers of the other kinds of job, by kind (QueueJobHandler).
	 *
	 * @var array<string, QueueJobHandler>
	 */
	private array $handlers = array();

	/**
	 * When this process last recorded an e-mail destination as working, by destination.
	 *
	 * @var array<string, float>
	 */
	private array $ok_recorded = array();

	/**
	 * Keeps one SMTP connection for a batch.
	 *
	 * @var SmtpBatch
	 */
	private readonly SmtpBatch $batch;

	public function __construct( private readonly EmailQueue $queue, private readonly NotificationMessage $notifications, private readonly SummaryDigest $digest, private readonly Mailer $mailer, private readonly DeliveryHealth $health, ?SmtpBatch $batch = null ) {
		$this->batch = $batch ?? new SmtpBatch();
	}

	/**
	 * The batch whose SMTP connection a run of send_due() calls shares: a drain that calls it
	 * several times (between letting go of the drain lock and taking it again) opens one around
	 * them all.
	 *
	 * @return SmtpBatch
	 */
	public function batch(): SmtpBatch {
		return $this->batch;
	}

	/**
	 * Sends due e-mails until none is due, $max were handled or $seconds have passed.
	 *
	 * @param int      $max     Most e-mails to handle.
	 * @param float    $seconds Time budget (a started e-mail is finished).
	 * @param int|null $now     Unix time the rows must be due by; now when null.
	 * @return int E-mails handled (sent, dropped or failed).
	 */
	public function drain( int $max = 20, float $seconds = 20.0, ?int $now = null ): int {
		$this->housekeeping( $now );
		return $this->send_due( $max, $seconds, $now );
	}

	/**
	 * Whether any job is due now.
	 *
	 * @return bool
	 */
	public function has_due(): bool {
		return $this->queue->has_due();
	}

	/**
	 * Offers again the rows of workers that died and forgets old rows, the queue's and every
	 * handler's: 1 UPDATE and 4 DELETEs, for the minute event and WP-CLI, not after every reply.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return void
	 */
	public function housekeeping( ?int $now = null ): void {
		$this->queue->housekeeping( $now );
		foreach ( $this->handlers as $handler ) {
			$handler->housekeeping( $now ?? time() );
		}
	}

	/**
	 * Sends due rows without the housekeeping: what the after-response nudge runs.
	 *
	 * @param int      $max     Most e-mails to handle.
	 * @param float    $seconds Time budget (a started e-mail is finished).
	 * @param int|null $now     Unix time the rows must be due by; now when null.
	 * @return int E-mails handled (sent, dropped or failed).
	 */
	public function send_due( int $max = 20, float $seconds = 20.0, ?int $now = null ): int {
		return $this->batch->run(
			function () use ( $max, $seconds, $now ): int {
				$until   = microtime( true ) + $seconds;
				$handled = 0;
				while ( $handled < $max && microtime( true ) < $until ) {
					$want = min( self::CLAIM_BATCH, $max - $handled );
					$rows = $this->queue->claim_batch( $want, $now );
					$left = $rows;
					try {
						$messages = $this->messages( $rows );
						foreach ( $rows as $row ) {
							if ( $handled > 0 && microtime( true ) >= $until ) {
								break;
							}
							array_shift( $left );
							$this->process( $row, $now ?? time(), $messages );
							++$handled;
						}
					} finally {
						// Out of time, or stopped by an error: the rows not tried are due again
						// now, not after a stale claim's quarter of an hour.
						if ( array() !== $left ) {
							$this->queue->unclaim( array_column( $left, 'id' ), $left[0]['claim_token'] );
						}
					}
					if ( count( $rows ) < $want || array() !== $left ) {
						// Fewer than asked: nothing else was due when the batch was claimed (a
						// claim that finds nothing would be one more statement).
						break;
					}
				}
				return $handled;
			}
		);
	}

	/**
	 * The batch's response notifications built at once (NotificationMessage::build_many()), by
	 * response id. Empty when building failed: each row is then built on its own, its error on
	 * that row alone.
	 *
	 * @param array<int, array{kind: string, survey_id: int, response_id: int}> $rows Claimed rows.
	 * @return array<int, array{subject: string, body: string, html: bool}|null>
	 */
	private function messages( array $rows ): array {
		$wanted = array();
		foreach ( $rows as $row ) {
			if ( EmailQueue::KIND_RESPONSE === $row['kind'] ) {
				$wanted[ $row['response_id'] ] = $row['survey_id'];
			}
		}
		if ( count( $wanted ) < 2 ) {
			return array();
		}
		try {
			return $this->notifications->build_many( $wanted );
		} catch ( \Throwable ) {
			return array();
		}
	}

	/**
	 * Sends one claimed row and records the outcome.
	 *
	 * @param array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null} $row      The row.
	 * @param int                                                                                                                                                                                                  $now      Unix time.
	 * @param array<int, array{subject: string, body: string, html: bool}|null>                                                                                                                                    $messages Messages built for the batch, by response id.
	 * @return void
	 */
	private function process( array $row, int $now, array $messages = array() ): void {
		if ( isset( $this->handlers[ $row['kind'] ] ) ) {
			$this->process_job( $this->handlers[ $row['kind'] ], $row, $now );
			return;
		}
		try {
			$message = EmailQueue::KIND_RESPONSE === $row['kind'] && array_key_exists( $row['response_id'], $messages ) ? $messages[ $row['response_id'] ] : $this->message( $row );
			if ( null === $message || array() === $row['recipients'] ) {
				$this->queue->complete( $row['id'], $row['claim_token'], 'skipped' );
				return;
			}
			$error = $this->mailer->send( $row['recipients'], $message['subject'], $message['body'], $message['html'] );
		} catch ( \Throwable $thrown ) {
			$error = $thrown->getMessage();
		}
		$this->report( $row['kind'], $error );
		if ( null === $error ) {
			$this->queue->complete( $row['id'], $row['claim_token'] );
			return;
		}
		if ( $row['attempts'] >= self::MAX_ATTEMPTS ) {
			$this->queue->fail( $row['id'], $row['claim_token'], $error );
			self::log( sprintf( 'UserFeedback: gave up the e-mail %s to %s after %d attempts: %s', $row['dedupe_key'], implode( ', ', $row['recipients'] ), $row['attempts'], $error ) );
			return;
		}
		$delay = self::BACKOFF[ min( $row['attempts'], count( self::BACKOFF ) ) - 1 ];
		$this->queue->retry_later( $row['id'], $row['claim_token'], $now + $delay, $error );
		self::log( sprintf( 'UserFeedback: the e-mail %s failed (attempt %d of %d), retrying in %d s: %s', $row['dedupe_key'], $row['attempts'], self::MAX_ATTEMPTS, $delay, $error ) );
	}

	/**
	 * Counts an e-mail's outcome for its kind (DeliveryHealth): the notifications and the summaries
	 * are each one destination, whose recipients the owner sets in one place.
	 *
	 * @param string      $kind  The row's kind.
	 * @param string|null $error Null when sent.
	 * @return void
	 */
	private function report( string $kind, ?string $error ): void {
		$destination = EmailQueue::KIND_SUMMARY === $kind ? 'email:summaries' : 'email:notifications';
		$label       = EmailQueue::KIND_SUMMARY === $kind ? __( 'E-mail summaries', 'userfeedback' ) : __( 'E-mail notifications', 'userfeedback' );
		if ( null === $error ) {
			// A success after a success changes nothing but the time: recorded once per
			// OK_RECORD_SECONDS per process, not per e-mail (a write and a commit each, on a drain
			// of hundreds). A success after a failure is always recorded.
			if ( microtime( true ) - ( $this->ok_recorded[ $destination ] ?? 0.0 ) < self::OK_RECORD_SECONDS ) {
				return;
			}
			$this->health->succeeded( $destination, $label );
			$this->ok_recorded[ $destination ] = microtime( true );
			return;
		}
		unset( $this->ok_recorded[ $destination ] );
		$this->health->failed( $destination, $label, $error );
	}

	/**
	 * Runs another kind of job through its handler, with the same retries as e-mail.
	 *
	 * @param QueueJobHandler                                                                                                                                                                                      $handler The kind's handler.
	 * @param array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null} $row     The row.
	 * @param int                                                                                                                                                                                                  $now     Unix time.
	 * @return void
	 */
	private function process_job( QueueJobHandler $handler, array $row, int $now ): void {
		try {
			$error = $handler->run( $row );
		} catch ( \Throwable $thrown ) {
			$error = $thrown->getMessage();
		}
		if ( null === $error || QueueJobHandler::SKIPPED === $error ) {
			$this->queue->complete( $row['id'], $row['claim_token'], null === $error ? 'sent' : 'skipped' );
			return;
		}
		if ( $row['attempts'] >= self::MAX_ATTEMPTS ) {
			$this->queue->fail( $row['id'], $row['claim_token'], $error );
			self::log( sprintf( 'UserFeedback: gave up the %s job %s after %d attempts: %s', $row['kind'], $row['dedupe_key'], $row['attempts'], $error ) );
			return;
		}
		$delay = self::BACKOFF[ min( $row['attempts'], count( self::BACKOFF ) ) - 1 ];
		$this->queue->retry_later( $row['id'], $row['claim_token'], $now + $delay, $error );
	}

	/**
	 * Adds the handler of another kind of job (a Pro module's, such as the webhooks').
	 *
	 * @param QueueJobHandler $handler The handler.
	 * @return void
	 */
	public function add_handler( QueueJobHandler $handler ): void {
		$this->handlers[ $handler->kind() ] = $handler;
	}

	/**
	 * The row's message, or null when there is nothing left to send.
	 *
	 * @param array{kind: string, survey_id: int, response_id: int, payload: array<string, mixed>} $row The row.
	 * @return array{subject: string, body: string, html: bool}|null
	 */
	private function message( array $row ): ?array {
		if ( EmailQueue::KIND_RESPONSE === $row['kind'] ) {
			return $this->notifications->build( $row['survey_id'], $row['response_id'] );
		}
		if ( EmailQueue::KIND_SUMMARY === $row['kind'] && is_string( $row['payload']['start'] ?? null ) && is_string( $row['payload']['end'] ?? null ) ) {
			return $this->digest->build( DateRange::between( $row['payload']['start'], $row['payload']['end'], wp_timezone() ) );
		}
		return null;
	}

	/**
	 * Writes to the site's error log.
	 *
	 * @param string $message The line.
	 * @return void
	 */
	private static function log( string $message ): void {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- failures of background e-mail must reach the site's error log.
		error_log( $message );
	}
}
