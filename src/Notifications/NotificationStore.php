<?php
/**
 * Where the notifications drawer's items live.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Database\Transaction;
use UserFeedback\Support\OptionRow;

/**
 * One option per site holds the recent notifications (newest first, at most MAX_ITEMS) and the
 * keys of events already announced (at most MAX_SEEN), so an event is announced once even after
 * its item has been pruned or dismissed. Dismissals are per user, in user meta. Not autoloaded:
 * only the admin drawer and the rare writers (a survey's first response, the hourly check) read
 * it. A custom table would buy nothing here: the drawer never needs more than the last few dozen
 * items, and writes happen a few times a day (docs/decisions.md "Notifications and notices").
 * Read from its row (OptionRow): the writers run on any web node, and with a shared object cache a
 * request that began before the option existed can leave it on WordPress's shared 'notoptions'
 * list; a node reading it as missing would show an empty drawer, and its next write would start
 * from nothing, losing the items and announcing every event again.
 *
 * An item: id, title, content (HTML, already safe), type (info, success, warning), date (UTC
 * unix time), capability (who may see it), btns [{text, url}] and actions [{text, class, action}].
 *
 * @phpstan-type Item array{id: string, title: string, content: string, type: string, date: int, capability: string, btns: list<array{text: string, url: string}>, actions: list<array{text: string, class: string, action: string}>}
 */
final class NotificationStore {

	public const OPTION    = 'userfeedback_notifications';
	public const USER_META = 'userfeedback_dismissed_notifications';
	public const MAX_ITEMS = 50;
	public const MAX_SEEN  = 500;
	public const TYPES     = array( 'info', 'success', 'warning' );

	/**
	 * The stored state.
	 *
	 * @return array{items: list<Item>, seen: array<string, int>, checked_at: int}
	 */
	private function state(): array {
		$raw   = OptionRow::get( self::OPTION, array() );
		$raw   = is_array( $raw ) ? $raw : array();
		$items = array();
		foreach ( (array) ( $raw['items'] ?? array() ) as $item ) {
			if ( is_array( $item ) && isset( $item['id'] ) && is_string( $item['id'] ) ) {
				$items[] = self::normalize( $item );
			}
		}
		$seen = array();
		foreach ( (array) ( $raw['seen'] ?? array() ) as $key => $time ) {
			$seen[ (string) $key ] = (int) $time;
		}
		return array(
			'items'      => $items,
			'seen'       => $seen,
			'checked_at' => (int) ( $raw['checked_at'] ?? 0 ),
		);
	}

	/**
	 * Saves the state, pruned to its limits.
	 *
	 * @param array{items: list<Item>, seen: array<string, int>, checked_at: int} $state The state.
	 * @return void
	 */
	private function save( array $state ): void {
		usort( $state['items'], static fn( array $a, array $b ): int => $b['date'] <=> $a['date'] );
		$state['items'] = array_slice( $state['items'], 0, self::MAX_ITEMS );
		arsort( $state['seen'] );
		$state['seen'] = array_slice( $state['seen'], 0, self::MAX_SEEN, true );
		update_option( self::OPTION, $state, false );
	}

	/**
	 * Fills an item's missing fields and coerces their types.
	 *
	 * @param array<string, mixed> $item A partial item.
	 * @return Item
	 */
	public static function normalize( array $item ): array {
		$btns = array();
		foreach ( (array) ( $item['btns'] ?? array() ) as $btn ) {
			if ( is_array( $btn ) && isset( $btn['text'], $btn['url'] ) ) {
				$btns[] = array(
					'text' => (string) $btn['text'],
					'url'  => (string) $btn['url'],
				);
			}
		}
		$actions = array();
		foreach ( (array) ( $item['actions'] ?? array() ) as $action ) {
			if ( is_array( $action ) && isset( $action['text'], $action['class'], $action['action'] ) ) {
				$actions[] = array(
					'text'   => (string) $action['text'],
					'class'  => (string) $action['class'],
					'action' => (string) $action['action'],
				);
			}
		}
		$type = (string) ( $item['type'] ?? 'info' );
		return array(
			'id'         => (string) ( $item['id'] ?? '' ),
			'title'      => (string) ( $item['title'] ?? '' ),
			'content'    => (string) ( $item['content'] ?? '' ),
			'type'       => in_array( $type, self::TYPES, true ) ? $type : 'info',
			'date'       => (int) ( $item['date'] ?? time() ),
			'capability' => (string) ( $item['capability'] ?? '' ),
			'btns'       => $btns,
			'actions'    => $actions,
		);
	}

	/**
	 * Adds a notification for an event, once: an id already announced is ignored.
	 *
	 * @param array<string, mixed> $item The item; its id names the event.
	 * @return bool Whether it was added.
	 */
	public function add( array $item ): bool {
		$item  = self::normalize( $item );
		$state = $this->state();
		if ( '' === $item['id'] || isset( $state['seen'][ $item['id'] ] ) ) {
			return false;
		}
		$state['seen'][ $item['id'] ] = time();
		$state['items'][]             = $item;
		$this->save( $state );
		return true;
	}

	/**
	 * Whether an event was already announced.
	 *
	 * @param string $id The event's notification id.
	 * @return bool
	 */
	public function seen( string $id ): bool {
		return isset( $this->state()['seen'][ $id ] );
	}

	/**
	 * Every stored item, newest first.
	 *
	 * @return list<Item>
	 */
	public function items(): array {
		return $this->state()['items'];
	}

	/**
	 * When the hourly check last ran (unix time, 0 never).
	 *
	 * @return int
	 */
	public function checked_at(): int {
		return $this->state()['checked_at'];
	}

	/**
	 * Records when the hourly check ran.
	 *
	 * @param int $time Unix time.
	 * @return void
	 */
	public function set_checked_at( int $time ): void {
		$state               = $this->state();
		$state['checked_at'] = $time;
		$this->save( $state );
	}

	/**
	 * The ids a user dismissed.
	 *
	 * @param int $user_id User id.
	 * @return string[]
	 */
	public function dismissed( int $user_id ): array {
		$ids = get_user_meta( $user_id, self::USER_META, true );
		return is_array( $ids ) ? array_values( array_map( 'strval', $ids ) ) : array();
	}

	/**
	 * Dismisses ids for a user. Ids that no longer exist anywhere are dropped on the way, so the
	 * meta never grows past the items there are.
	 *
	 * @param int      $user_id  User id.
	 * @param string[] $ids      Ids to dismiss.
	 * @param string[] $existing Every id that may still be shown (local and feed items).
	 * @return void
	 */
	public function dismiss( int $user_id, array $ids, array $existing ): void {
		global $wpdb;
		// Two dismissals at once (one card, then Dismiss All while the first is on its way, or two
		// tabs) would each read the list and write their own, the later one losing the other's
		// ids. The user's row is locked while the list is read from the database and written, so
		// the second waits for the first and adds to what it wrote.
		Transaction::run(
			$wpdb, // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the row lock below (reported on the connection).
			'userfeedback_dismiss',
			function () use ( $wpdb, $user_id, $ids, $existing ): bool {
				$wpdb->query( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE ID = %d FOR UPDATE", $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a row lock, not a read to cache.
				wp_cache_delete( $user_id, 'user_meta' );
				$kept = array_values( array_intersect( array_unique( array_merge( $this->dismissed( $user_id ), $ids ) ), $existing ) );
				update_user_meta( $user_id, self::USER_META, $kept );
				return true;
			},
			static fn( bool $done ): bool => $done,
			false
		);
	}
}
