<?php
/**
 * Removes the AI summary's data.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai;

use UserFeedback\Ai\Upsell\UpsellDismissal;

// Deleting the cached summaries means deleting options by name prefix, which no options API
// function does; the LIKE pattern is escaped and prepared.

/**
 * For the uninstaller (Database\Uninstaller, when the admin opted in to deleting data): the AI
 * settings (with the API key), every cached summary and the users' upsell dismissals of the
 * current site.
 */
final class AiCleanup {

	/**
	 * Deletes it all for the current site.
	 *
	 * @param \wpdb $wpdb The database connection.
	 * @return void
	 */
	public static function run( \wpdb $wpdb ): void {
		delete_option( AiStorageNames::SETTINGS_OPTION );
		self::delete_prefixed( $wpdb, AiStorageNames::SUMMARY_PREFIX );
		delete_metadata( 'user', 0, $wpdb->get_blog_prefix() . UpsellDismissal::META_KEY, '', true );
	}

	/**
	 * Deletes every option whose name starts with a prefix (the insights' per-survey state, the
	 * cached summaries).
	 *
	 * @param \wpdb  $wpdb   The site's connection.
	 * @param string $prefix The names' prefix.
	 * @return void
	 */
	public static function delete_prefixed( \wpdb $wpdb, string $prefix ): void {
		$like = $wpdb->esc_like( $prefix ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- options by name prefix (no API lists them), LIKE escaped and prepared; uninstall only.
		$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
		foreach ( $names as $name ) {
			delete_option( (string) $name );
		}
	}
}
