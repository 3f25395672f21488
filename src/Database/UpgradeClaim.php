<?php
/**
 * The schema upgrade's claim, held across every database node.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * The upgrade must be claimed before the claims table exists (it is what creates it), so its
 * claim is a row of the options table, which every WordPress site has: `{expiry}:{token}` under
 * OPTION, written by direct statements (add_option() is an upsert, ON DUPLICATE KEY UPDATE, so two
 * requests adding at once would both "win").
 * - take(): INSERT IGNORE of the row (of two takers, on one server or two nodes, one inserts); or,
 *   when the holder let it lapse, a compare-and-swap UPDATE of the exact value read (… WHERE
 *   option_value = old), so of two takers over the same lapsed claim only one changes the row.
 * - renew() and release() match the holder's token, so a holder that lapsed never touches its
 *   successor's claim.
 * The value never goes through the options API or its cache: it is read and written only here.
 */
final class UpgradeClaim {

	public const OPTION = 'userfeedback_upgrade_claim';

	/** How long a claim holds unless renewed: an upgrade renews it after each step. */
	public const TTL_SECONDS = 5 * MINUTE_IN_SECONDS;

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * Takes the claim when no one holds it or its holder let it lapse. Never waits.
	 *
	 * @return string|null The holder's token; null when another request holds it or the database failed.
	 * @phpstan-impure
	 */
	public function take(): ?string {
		$wpdb  = $this->wpdb;
		$token = bin2hex( random_bytes( 16 ) );
		$value = self::value( $token );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an atomic insert the options API cannot make (add_option() overwrites); values prepared.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::OPTION, $value ) );
		if ( 1 === $inserted ) {
			return $token;
		}
		if ( false === $inserted ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the claim as stored now, never a cached copy; value prepared.
		$held = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		if ( ! is_string( $held ) || (int) strtok( $held, ':' ) >= time() ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap on the value read; values prepared.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, self::OPTION, $held ) ) ? $token : null;
	}

	/**
	 * Pushes the claim's expiry back, if the holder still holds it. (Migrations are idempotent, so
	 * an upgrade whose claim lapsed finishes its step rather than stopping half way.)
	 *
	 * @param string $token The holder's token.
	 * @return void
	 */
	public function renew( string $token ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a conditional write on the holder's token; values prepared.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value LIKE %s", self::value( $token ), self::OPTION, '%:' . $wpdb->esc_like( $token ) ) );
	}

	/**
	 * Lets the claim go (only the holder's).
	 *
	 * @param string $token The holder's token.
	 * @return void
	 */
	public function release( string $token ): void {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a conditional delete on the holder's token; values prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value LIKE %s", self::OPTION, '%:' . $wpdb->esc_like( $token ) ) );
	}

	/**
	 * The stored value: when the claim lapses, then the holder's token.
	 *
	 * @param string $token The holder's token.
	 * @return string
	 */
	private static function value( string $token ): string {
		return ( time() + self::TTL_SECONDS ) . ':' . $token;
	}
}
