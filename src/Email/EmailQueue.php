<?php
/**
 * The e-mail queue's data store.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Database\Claim;
use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Database\WorkClaims;

// The queue's data store: direct queries on our own table (name from Tables), every value through
// prepare().

/**
 * One row per e-mail due. A table, not the WP-Cron option: that is one serialized array every
 * writer rewrites whole, so concurrent visitors on several web nodes overwrite each other's
 * entries. Here queueing is one INSERT (IGNORE on dedupe_key, so queueing twice is harmless) and a
 * worker takes a row with one atomic UPDATE … WHERE status = 'pending': of several nodes draining
 * at once, exactly one changes a given row, and only that one sends it.
 *
 * Statuses: pending (due at run_after), sending (claimed by claim_token at claimed_at), sent,
 * skipped (nothing left to send: the response was trashed or deleted) — kept KEEP_DONE_DAYS —
 * and failed (gave up; kept FAILED_KEEP_DAYS for diagnosis). run_after is then when it ended.
 */
final class EmailQueue {

	public const KIND_RESPONSE = 'response';
	public const KIND_SUMMARY  = 'summary';

	/**
	 * A claim older than this is taken to have died with its process (a fatal, a killed worker)
	 * and the row is offered again: at-least-once delivery, never silence.
	 */
	public const STALE_CLAIM_SECONDS = 15 * MINUTE_IN_SECONDS;

	/**
	 * How long failed rows stay for diagnosis.
	 */
	public const FAILED_KEEP_DAYS = 30;

	/**
	 * How long sent and skipped rows stay: longer than a week, so a summary is never sent twice.
	 */
	public const KEEP_DONE_DAYS = 8;

	/**
	 * The after-reply drain's claim name (one per site: the claims table is the site's).
	 */
	private const DRAIN_CLAIM = 'drain';

	/**
	 * How long the drain's claim holds: well past a drain's time budget (EmailCron::drain_alone()).
	 */
	public const DRAIN_CLAIM_SECONDS = 2 * MINUTE_IN_SECONDS;

	/**
	 * Whether enqueue() added a row during this request.
	 *
	 * @var bool
	 */
	private bool $queued_in_request = false;

	/**
	 * The work claims (the after-reply drain's).
	 *
	 * @var WorkClaims
	 */
	private readonly WorkClaims $claims;

	/**
	 * The drain's claim while this object holds it.
	 *
	 * @var Claim|null
	 */
	private ?Claim $drain_claim = null;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
		$this->claims = new WorkClaims( $wpdb, $tables );
	}

	/**
	 * Queues an e-mail, due now. Queueing the same dedupe key again does nothing.
	 *
	 * @param string               $kind        KIND_RESPONSE or KIND_SUMMARY.
	 * @param string               $dedupe_key  What makes it unique ('response:12', 'summary:2026-05-03').
	 * @param string[]             $recipients  Addresses.
	 * @param int                  $survey_id   The survey, 0 for none.
	 * @param int                  $response_id The response, 0 for none.
	 * @param array<string, mixed> $payload     What the sender needs besides the ids.
	 * @return bool False when the database refused the row (the caller reads wpdb's last error).
	 */
	public function enqueue( string $kind, string $dedupe_key, array $recipients, int $survey_id = 0, int $response_id = 0, array $payload = array() ): bool {
		$wpdb = $this->wpdb;
		$now  = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table (the e-mail queue); a write.
		$queued                  = false !== $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO `{$this->table()}` (kind, dedupe_key, survey_id, response_id, recipients, payload, status, attempts, run_after, created_at) VALUES (%s, %s, %d, %d, %s, %s, 'pending', 0, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; values prepared.
				$kind,
				$dedupe_key,
				$survey_id,
				$response_id,
				implode( ',', $recipients ),
				(string) wp_json_encode( (object) $payload ),
				$now,
				$now
			)
		);
		$this->queued_in_request = $this->queued_in_request || $queued;
		return $queued;
	}

	/**
	 * Claims the next due row for this worker, counting the attempt (claim_batch() of one).
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null}|null
	 */
	public function claim( ?int $now = null ): ?array {
		return $this->claim_batch( 1, $now )[0] ?? null;
	}

	/**
	 * Claims up to $limit due rows for this worker, oldest first, counting each one's attempt:
	 * one atomic UPDATE under one token, then one read of what it changed. Two statements for
	 * the batch, not two per row: each statement costs the database and PHP about as much as a
	 * message's whole building.
	 *
	 * @param int      $limit Most rows (at least 1).
	 * @param int|null $now   Unix time; now when null.
	 * @return array<int, array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null}> Oldest first; empty when none is due.
	 */
	public function claim_batch( int $limit, ?int $now = null ): array {
		$wpdb  = $this->wpdb;
		$at    = gmdate( 'Y-m-d H:i:s', $now ?? time() );
		$token = bin2hex( random_bytes( 16 ) );
		// Another worker's claim or a response's queue row can make this the deadlock victim:
		// run again at once, not left for the next look.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; an atomic claim, not cacheable.
		Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = 'sending', claim_token = %s, claimed_at = %s, attempts = attempts + 1 WHERE status = 'pending' AND run_after <= %s ORDER BY run_after ASC, id ASC LIMIT %d", $token, $at, $at, max( 1, $limit ) ) ) );
		if ( $wpdb->rows_affected < 1 ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; reads the rows just claimed.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$this->table()}` WHERE claim_token = %s AND status = 'sending' ORDER BY run_after ASC, id ASC", $token ), ARRAY_A );
		$claimed = array();
		foreach ( $rows as $row ) {
			$payload   = json_decode( (string) $row['payload'], true );
			$claimed[] = array(
				'id'          => (int) $row['id'],
				'kind'        => (string) $row['kind'],
				'dedupe_key'  => (string) $row['dedupe_key'],
				'survey_id'   => (int) $row['survey_id'],
				'response_id' => (int) $row['response_id'],
				'recipients'  => array_values( array_filter( explode( ',', (string) $row['recipients'] ) ) ),
				'payload'     => is_array( $payload ) ? $payload : array(),
				'attempts'    => (int) $row['attempts'],
				'claim_token' => $token,
				'last_error'  => null === $row['last_error'] ? null : (string) $row['last_error'],
			);
		}
		return $claimed;
	}

	/**
	 * Hands claimed rows back untried (a worker whose time ran out before it reached them): due
	 * again at once, their attempt not counted.
	 *
	 * @param int[]  $ids   Row ids.
	 * @param string $token The claim.
	 * @return void
	 */
	public function unclaim( array $ids, string $token ): void {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() of %d placeholders.
		Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = 'pending', claim_token = '', claimed_at = NULL, attempts = GREATEST( attempts - 1, 0 ) WHERE claim_token = %s AND status = 'sending' AND id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $token, ...$ids ) ) );
	}

	/**
	 * Closes a claimed row: 'sent', or 'skipped' when there was nothing left to send. The row stays
	 * KEEP_DONE_DAYS so its dedupe key still refuses the same e-mail (a weekly event fired twice).
	 *
	 * @param int    $id     Row id.
	 * @param string $token  The claim.
	 * @param string $status 'sent' or 'skipped'.
	 * @return void
	 */
	public function complete( int $id, string $token, string $status = 'sent' ): void {
		$wpdb = $this->wpdb;
		// Lost to a deadlock and not run again, a sent row would be offered again once its claim
		// went stale, and sent twice.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
		Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = %s, claim_token = '', run_after = %s WHERE id = %d AND claim_token = %s", $status, gmdate( 'Y-m-d H:i:s' ), $id, $token ) ) );
	}

	/**
	 * Offers a claimed row again at a later time, with the error that stopped it.
	 *
	 * @param int    $id        Row id.
	 * @param string $token     The claim.
	 * @param int    $run_after Unix time of the next attempt.
	 * @param string $error     What went wrong.
	 * @return void
	 */
	public function retry_later( int $id, string $token, int $run_after, string $error ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
		Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = 'pending', claim_token = '', claimed_at = NULL, run_after = %s, last_error = %s WHERE id = %d AND claim_token = %s", gmdate( 'Y-m-d H:i:s', $run_after ), $error, $id, $token ) ) );
	}

	/**
	 * Gives a claimed row up.
	 *
	 * @param int    $id    Row id.
	 * @param string $token The claim.
	 * @param string $error What went wrong last.
	 * @return void
	 */
	public function fail( int $id, string $token, string $error ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared.
		Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = 'failed', claim_token = '', run_after = %s, last_error = %s WHERE id = %d AND claim_token = %s", gmdate( 'Y-m-d H:i:s' ), $error, $id, $token ) ) );
	}

	/**
	 * Offers again the rows whose worker died mid-send, and forgets failures kept long enough.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return void
	 */
	public function housekeeping( ?int $now = null ): void {
		$wpdb = $this->wpdb;
		$now  = $now ?? time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; housekeeping.
		$wpdb->query( $wpdb->prepare( "UPDATE `{$this->table()}` SET status = 'pending', claim_token = '', claimed_at = NULL, last_error = %s WHERE status = 'sending' AND claimed_at < %s", __( 'The worker sending this e-mail stopped before it finished.', 'userfeedback' ), gmdate( 'Y-m-d H:i:s', $now - self::STALE_CLAIM_SECONDS ) ) );
		foreach ( array(
			'failed'  => self::FAILED_KEEP_DAYS,
			'sent'    => self::KEEP_DONE_DAYS,
			'skipped' => self::KEEP_DONE_DAYS,
		) as $status => $days ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; housekeeping.
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->table()}` WHERE status = %s AND run_after < %s LIMIT 500", $status, gmdate( 'Y-m-d H:i:s', $now - $days * DAY_IN_SECONDS ) ) );
		}
	}

	/**
	 * Whether any row is due now (a cheap look on the (status, run_after) index).
	 *
	 * @return bool
	 */
	public function has_due(): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; the worker must see the queue as it is now.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$this->table()}` WHERE status = 'pending' AND run_after <= %s LIMIT 1", gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * Takes the after-reply drain, without waiting: a claim (WorkClaims), so it holds across
	 * every web node and database node of a cluster. Only one FPM worker at a time spends its time
	 * after the reply sending; the others go back to serving visitors. A worker that dies keeps it
	 * for DRAIN_CLAIM_SECONDS, far longer than a drain's time budget: meanwhile the minute event,
	 * which takes no claim, still sends.
	 *
	 * @return bool Whether this queue object now holds it.
	 */
	public function lock_drain(): bool {
		$this->drain_claim ??= $this->claims->take( self::DRAIN_CLAIM, self::DRAIN_CLAIM_SECONDS );
		return null !== $this->drain_claim;
	}

	/**
	 * Lets the after-reply drain go (see lock_drain()).
	 *
	 * @return void
	 */
	public function unlock_drain(): void {
		if ( null !== $this->drain_claim ) {
			$this->claims->release( $this->drain_claim );
			$this->drain_claim = null;
		}
	}

	/**
	 * Deletes the rows of deleted surveys (their responses are gone: nothing left to send).
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return void
	 */
	public function delete_for_surveys( array $survey_ids ): void {
		$ids = array_values( array_filter( array_map( 'intval', $survey_ids ) ) );
		if ( array() === $ids ) {
			return;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; IN() of %d placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->table()}` WHERE survey_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
	}

	/**
	 * Whether this request queued anything (the after-response nudge sends it at once).
	 *
	 * @return bool
	 */
	public function queued_in_request(): bool {
		return $this->queued_in_request;
	}

	public function table(): string {
		return $this->tables->email_queue();
	}
}
