<?php
/**
 * The optional remote notifications feed.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Support\OptionRow;

/**
 * Off unless the site names a feed: the USERFEEDBACK_NOTIFICATIONS_FEED constant, or the
 * `userfeedback_notifications_feed_url` filter, gives an http(s) URL. The hourly check fetches it
 * at most every REFRESH seconds (never in a page view) and keeps the sanitised items in an option;
 * the drawer only reads that copy. The feed is JSON: a list of {id, title, content, type?, start?,
 * end?, btns?: [{text, url}]}; content is HTML, cleaned with wp_kses_post, titles are plain text,
 * button URLs must be http(s). Anything else in an item is ignored.
 *
 * The copy is read from its row (OptionRow): the hourly check may run on any web node, and with a
 * shared object cache a request that began before the copy existed can leave it on WordPress's
 * shared 'notoptions' list; read as missing, the drawer would show no feed items and a failed
 * fetch would replace the last good copy with nothing.
 */
final class RemoteFeed {

	public const OPTION    = 'userfeedback_notifications_feed';
	public const REFRESH   = 12 * HOUR_IN_SECONDS;
	public const MAX_ITEMS = 20;

	/**
	 * The feed URL, '' when the feed is off.
	 *
	 * @return string
	 */
	public function url(): string {
		$url = defined( 'USERFEEDBACK_NOTIFICATIONS_FEED' ) ? (string) constant( 'USERFEEDBACK_NOTIFICATIONS_FEED' ) : '';
		/**
		 * Filters the remote notifications feed URL; '' (the default) turns the feed off.
		 *
		 * @param string $url The feed URL.
		 */
		$url = (string) apply_filters( 'userfeedback_notifications_feed_url', $url );
		return '' !== $url && esc_url_raw( $url, array( 'http', 'https' ) ) === $url ? $url : '';
	}

	/**
	 * The cached items still current at a time (none when the feed is off).
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return list<array<string, mixed>>
	 */
	public function items( $now = null ): array {
		if ( '' === $this->url() ) {
			return array();
		}
		$now    = is_int( $now ) ? $now : time();
		$cached = OptionRow::get( self::OPTION, array() );
		$items  = array();
		foreach ( (array) ( is_array( $cached ) ? ( $cached['items'] ?? array() ) : array() ) as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$start = (int) ( $item['start'] ?? 0 );
			$end   = (int) ( $item['end'] ?? 0 );
			if ( ( $start > 0 && $start > $now ) || ( $end > 0 && $end < $now ) ) {
				continue;
			}
			$items[] = $item;
		}
		return $items;
	}

	/**
	 * Fetches the feed when it is on and the copy is older than REFRESH (or always when forced).
	 *
	 * @param bool $force Fetch whatever the copy's age.
	 * @return bool Whether a fetch succeeded.
	 */
	public function refresh( bool $force = false ): bool {
		$url = $this->url();
		if ( '' === $url ) {
			return false;
		}
		$cached = OptionRow::get( self::OPTION, array() );
		$cached = is_array( $cached ) ? $cached : array();
		if ( ! $force && (int) ( $cached['fetched_at'] ?? 0 ) > time() - self::REFRESH ) {
			return false;
		}
		// The safe variant refuses local and private addresses: a feed is always someone else's.
		$response = wp_safe_remote_get(
			$url,
			array(
				'timeout' => 10,
				'headers' => array( 'Accept' => 'application/json' ),
			)
		);
		// A failed fetch keeps the last good copy, and waits for the next period before retrying.
		$cached['fetched_at'] = time();
		$ok                   = ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response );
		$decoded              = $ok ? json_decode( (string) wp_remote_retrieve_body( $response ), true ) : null;
		if ( is_array( $decoded ) ) {
			$cached['items'] = self::sanitize( $decoded );
		}
		update_option( self::OPTION, $cached, false );
		return is_array( $decoded );
	}

	/**
	 * Cleans the feed's items.
	 *
	 * @param array<mixed> $feed The decoded feed.
	 * @return list<array<string, mixed>>
	 */
	public static function sanitize( array $feed ): array {
		$items = array();
		foreach ( array_slice( array_values( $feed ), 0, self::MAX_ITEMS ) as $raw ) {
			if ( ! is_array( $raw ) ) {
				continue;
			}
			$id    = sanitize_key( (string) ( is_scalar( $raw['id'] ?? null ) ? $raw['id'] : '' ) );
			$title = sanitize_text_field( (string) ( is_string( $raw['title'] ?? null ) ? $raw['title'] : '' ) );
			if ( '' === $id || '' === $title ) {
				continue;
			}
			$btns = array();
			foreach ( (array) ( $raw['btns'] ?? array() ) as $btn ) {
				$url = is_array( $btn ) && is_string( $btn['url'] ?? null ) ? esc_url_raw( $btn['url'], array( 'http', 'https' ) ) : '';
				if ( '' !== $url && is_string( $btn['text'] ?? null ) && '' !== trim( $btn['text'] ) ) {
					$btns[] = array(
						'text' => sanitize_text_field( $btn['text'] ),
						'url'  => $url,
					);
				}
			}
			$items[] = NotificationStore::normalize(
				array(
					'id'      => 'feed-' . $id,
					'title'   => $title,
					'content' => wp_kses_post( (string) ( is_string( $raw['content'] ?? null ) ? $raw['content'] : '' ) ),
					'type'    => (string) ( is_string( $raw['type'] ?? null ) ? $raw['type'] : 'info' ),
					'date'    => self::time( $raw['start'] ?? null ) ?? time(),
					'btns'    => array_slice( $btns, 0, 2 ),
				)
			) + array(
				'start' => self::time( $raw['start'] ?? null ) ?? 0,
				'end'   => self::time( $raw['end'] ?? null ) ?? 0,
			);
		}
		return $items;
	}

	/**
	 * A feed time (unix seconds or a date string) as unix time, or null.
	 *
	 * @param mixed $value The value.
	 * @return int|null
	 */
	private static function time( $value ): ?int {
		if ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) {
			return (int) $value;
		}
		if ( is_string( $value ) && '' !== $value ) {
			$time = strtotime( $value );
			return false === $time ? null : $time;
		}
		return null;
	}
}
