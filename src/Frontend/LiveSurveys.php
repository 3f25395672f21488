<?php
/**
 * Which surveys are live right now.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Database\Tables;
use UserFeedback\Support\Time;

/**
 * The published surveys whose publish time has come, read on every front-end page: cached in the
 * object cache under the surveys' "last changed" stamp, so a persistent cache makes it free and any
 * survey write (which bumps the stamp) invalidates it. Scheduled surveys are kept with their time
 * so one cache entry serves until the next one goes live.
 */
final class LiveSurveys {

	public const CACHE_GROUP = 'userfeedback';

	/**
	 * The longest a cached list is served. Every survey write moves the stamp, so this only
	 * bounds a miss the stamp cannot see: on a database cluster a node reading just after
	 * another node's commit may not have applied it yet, and would keep the list it read under
	 * the new stamp until the next survey write.
	 */
	public const CACHE_SECONDS = MINUTE_IN_SECONDS;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Marks the survey list as changed; every survey write must call this.
	 *
	 * @return void
	 */
	public static function invalidate(): void {
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	/**
	 * Ids of the surveys live now, oldest first.
	 *
	 * @return int[]
	 */
	public function ids(): array {
		$ids = array();
		foreach ( $this->published() as $row ) {
			if ( ! Time::is_future( $row['publish_at'] ) ) {
				$ids[] = $row['id'];
			}
		}
		return $ids;
	}

	/**
	 * Published surveys with their publish time (UTC), from the cache when possible.
	 *
	 * @return array<int, array{id: int, publish_at: string|null}>
	 */
	private function published(): array {
		$key    = 'published:' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$table = $this->tables->surveys();
		// The table name comes from Tables; the status is a literal.
		$rows      = (array) $this->wpdb->get_results( "SELECT id, publish_at FROM `{$table}` WHERE status = 'publish' ORDER BY id ASC", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching
		$published = array();
		foreach ( $rows as $row ) {
			$published[] = array(
				'id'         => (int) $row['id'],
				'publish_at' => null === $row['publish_at'] ? null : (string) $row['publish_at'],
			);
		}
		wp_cache_set( $key, $published, self::CACHE_GROUP, self::CACHE_SECONDS );
		return $published;
	}
}
