<?php
/**
 * What a failed statement's error means for a retry.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * A closed set: a lost conflict (a second attempt normally gets past it), a database node that
 * cannot serve now (a retry in this request would fail again: the client is told to come back),
 * or anything else.
 *
 * A Galera cluster reports a write set that lost certification, at COMMIT or when a replicated
 * write aborts a local transaction, as a deadlock (1213), like InnoDB's own deadlock victim; a
 * node that left the primary component or is still joining answers 1047 ("WSREP has not yet
 * prepared node for application use"; "Unknown command" on older releases). The number is read
 * from the driver when it has one; the English message is the fallback (a server set to another
 * lc_messages language still gives the number).
 */
enum DbFailure {

	case None;
	case Conflict;
	case Unavailable;
	case Other;

	/** Deadlock victim or lost certification; lock wait timeout. */
	private const CONFLICT_CODES = array( 1213, 1205 );

	/** Node not ready (WSREP), COMMIT refused by the engine, connection lost or gone. */
	private const UNAVAILABLE_CODES = array( 1047, 1180, 2006, 2013 );

	private const CONFLICT_MESSAGES = array( 'Deadlock found', 'Lock wait timeout', 'WSREP detected deadlock/conflict' );

	private const UNAVAILABLE_MESSAGES = array( 'WSREP has not yet prepared node', 'Unknown command', 'during COMMIT', 'server has gone away', 'Lost connection to' );

	/**
	 * The failure of the connection's last statement.
	 *
	 * @param \wpdb $wpdb The connection.
	 * @return self
	 */
	public static function of( \wpdb $wpdb ): self {
		$error = (string) $wpdb->last_error;
		if ( '' === $error ) {
			return self::None;
		}
		// wpdb keeps the handle protected but readable through its __get().
		$dbh  = $wpdb->__get( 'dbh' );
		$code = $dbh instanceof \mysqli ? mysqli_errno( $dbh ) : 0; // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_errno -- wpdb keeps the message only; the number survives a server speaking another language.
		return self::classify( $error, $code );
	}

	/**
	 * The failure an error message (and, when known, its number) describes.
	 *
	 * @param string $error The driver's message ('' when the statement succeeded).
	 * @param int    $code  The server's error number, 0 when unknown.
	 * @return self
	 */
	public static function classify( string $error, int $code = 0 ): self {
		if ( '' === $error ) {
			return self::None;
		}
		if ( in_array( $code, self::CONFLICT_CODES, true ) || self::mentions( $error, self::CONFLICT_MESSAGES ) ) {
			return self::Conflict;
		}
		if ( in_array( $code, self::UNAVAILABLE_CODES, true ) || self::mentions( $error, self::UNAVAILABLE_MESSAGES ) ) {
			return self::Unavailable;
		}
		return self::Other;
	}

	/**
	 * Whether the message contains one of the phrases.
	 *
	 * @param string   $error   The message.
	 * @param string[] $phrases Phrases, compared without case.
	 * @return bool
	 */
	private static function mentions( string $error, array $phrases ): bool {
		foreach ( $phrases as $phrase ) {
			if ( false !== stripos( $error, $phrase ) ) {
				return true;
			}
		}
		return false;
	}
}
