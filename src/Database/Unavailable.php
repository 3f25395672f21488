<?php
/**
 * Whether this request met a database node that could not serve it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * Set by Transaction when a unit of work failed because the node cannot serve now (DbFailure::
 * Unavailable): by the time the REST response is built, later statements (the ROLLBACK) have
 * cleared the connection's error, so the failure is remembered here for the request's one
 * answer (Rest\DatabaseUnavailable turns it into a 503 with a Retry-After).
 */
final class Unavailable {

	private static bool $seen = false;

	public static function note(): void {
		self::$seen = true;
	}

	public static function seen(): bool {
		return self::$seen;
	}

	/**
	 * Forgets it: a long-running process (a queue runner, a test) starts each unit afresh.
	 *
	 * @return void
	 */
	public static function forget(): void {
		self::$seen = false;
	}
}
