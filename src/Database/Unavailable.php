<?php
/**
 * Whether this request met a database that could not serve it now, and how soon to try again.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * Set by Transaction when a unit of work failed for a reason a later attempt gets past, with
 * nothing written: a node that cannot serve (DbFailure::Unavailable: not ready, left the cluster,
 * connection lost) or conflicts that outlasted the retries (DbFailure::Conflict on the last
 * attempt). By the time the REST response is built later statements (the ROLLBACK) have cleared
 * the connection's error, so it is remembered here for the request's one answer
 * (Rest\DatabaseUnavailable turns it into a 503 with a Retry-After).
 */
final class Unavailable {

	/** Seconds before a node that left or is joining serves again (a rejoin by IST, a load balancer's next check). */
	public const NODE_SECONDS = 5;

	/** Seconds before contention that outlasted the retries has likely passed. */
	public const CONFLICT_SECONDS = 1;

	private static int $retry_after = 0;

	/**
	 * Remembers a failure a retry gets past.
	 *
	 * @param DbFailure $failure Unavailable or Conflict (others are ignored: a retry would fail alike).
	 * @return void
	 */
	public static function note( DbFailure $failure ): void {
		$seconds = match ( $failure ) {
			DbFailure::Unavailable => self::NODE_SECONDS,
			DbFailure::Conflict    => self::CONFLICT_SECONDS,
			default                => 0,
		};
		self::$retry_after = max( self::$retry_after, $seconds );
	}

	/**
	 * Seconds a client should wait before trying again; 0 when nothing was noted.
	 *
	 * @return int
	 */
	public static function retry_after(): int {
		return self::$retry_after;
	}

	/**
	 * Forgets it: each REST request (a batch or a test dispatches several) starts afresh.
	 *
	 * @return void
	 */
	public static function forget(): void {
		self::$retry_after = 0;
	}
}
