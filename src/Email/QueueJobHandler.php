<?php
/**
 * A kind of background job the queue carries besides e-mail.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

/**
 * The queue (EmailQueue) and its worker (QueueWorker) are the plugin's one durable background
 * queue: claimed atomically, retried after 1, 5, 30 and 120 minutes, given up after five tries,
 * drained by the minute event, the after-response nudge and `wp userfeedback queue run`. A module
 * with its own kind of job (the webhooks' deliveries) registers a handler with the worker instead
 * of running a queue of its own.
 */
interface QueueJobHandler {

	/** What run() returns when the job no longer applies (kept as 'skipped', not retried). */
	public const SKIPPED = "\0skipped";

	/**
	 * The queue rows' `kind` this handler runs.
	 *
	 * @return string
	 */
	public function kind(): string;

	/**
	 * Runs one claimed job.
	 *
	 * @param array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null} $row The claimed row (attempts counts this one).
	 * @return string|null Null when done; self::SKIPPED when it no longer applies; else the error
	 *                     (the worker retries it later or gives up).
	 */
	public function run( array $row ): ?string;

	/**
	 * Periodic cleanup of the handler's own data, called with the queue's (at most once a minute
	 * per worker run). Must be cheap: an indexed, LIMITed statement or nothing.
	 *
	 * @param int $now Unix time.
	 * @return void
	 */
	public function housekeeping( int $now ): void;
}
