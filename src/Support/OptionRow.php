<?php
/**
 * An option read from its row.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Support;

/**
 * Reads an option past WordPress's option caches, for state a background step writes on
 * whichever web node runs it and any node reads next (the insights processor's state, the
 * provider's back-off, an export job). With a persistent object cache WordPress keeps the options
 * it found missing in one shared 'notoptions' list, which a request reads once and writes back
 * whole when it meets another missing option: a request that began before such an option existed
 * puts it back on the list after another node created it, and every node then reads it as missing
 * until its next write (the processor would start over from its first answer). The row is one
 * primary-key read, what get_option() costs on a cache miss. Writes stay with the options API,
 * which keeps the caches for every other reader.
 */
final class OptionRow {

	/**
	 * The option's stored value, or the default when there is no row.
	 *
	 * @param string $name          Option name.
	 * @param mixed  $default_value What a missing option reads as.
	 * @return mixed
	 */
	public static function get( string $name, mixed $default_value = false ): mixed {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- past the options cache on purpose (see the class comment); WordPress's options table, value prepared.
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", $name ) );
		return null === $raw ? $default_value : maybe_unserialize( (string) $raw );
	}
}
