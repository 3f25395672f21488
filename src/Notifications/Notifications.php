<?php
/**
 * What the notifications drawer shows a user.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\AdminPages;

/**
 * Merges the site's local notifications with the remote feed's, keeps those the user may see
 * (an item's capability), and splits them by the user's dismissals.
 *
 * @phpstan-import-type Item from NotificationStore
 */
final class Notifications {

	public const KEY = 'userfeedback_notifications';

	public function __construct( private readonly NotificationStore $store, private readonly RemoteFeed $feed ) {
	}

	/**
	 * Every item the current user may see, newest first.
	 *
	 * @return list<Item>
	 */
	public function visible(): array {
		$items = array();
		foreach ( array_merge( $this->store->items(), $this->feed->items() ) as $item ) {
			$item = NotificationStore::normalize( $item );
			if ( '' === $item['capability'] || current_user_can( $item['capability'] ) ) {
				$items[] = $item;
			}
		}
		usort( $items, static fn( array $a, array $b ): int => array( $b['date'], $a['id'] ) <=> array( $a['date'], $b['id'] ) );
		return $items;
	}

	/**
	 * The drawer's data for the current user: {notifications, dismissed, view_url, sidebar_url}.
	 *
	 * @return array{notifications: list<array<string, mixed>>, dismissed: list<array<string, mixed>>, view_url: string, sidebar_url: string}
	 */
	public function for_current_user(): array {
		$dismissed_ids = $this->store->dismissed( get_current_user_id() );
		$active        = array();
		$dismissed     = array();
		foreach ( $this->visible() as $item ) {
			if ( in_array( $item['id'], $dismissed_ids, true ) ) {
				$dismissed[] = self::public_item( $item );
			} else {
				$active[] = self::public_item( $item );
			}
		}
		$url = self::drawer_url();
		return array(
			'notifications' => $active,
			'dismissed'     => $dismissed,
			'view_url'      => $url,
			'sidebar_url'   => $url,
		);
	}

	/**
	 * Dismisses one visible item, or all of them ('all'), for the current user.
	 *
	 * @param string $id An item id or 'all'.
	 * @return bool False when the id names no item the user can see.
	 */
	public function dismiss( string $id ): bool {
		$ids = array_column( $this->visible(), 'id' );
		if ( 'all' !== $id && ! in_array( $id, $ids, true ) ) {
			return false;
		}
		$this->store->dismiss( get_current_user_id(), 'all' === $id ? $ids : array( $id ), $ids );
		return true;
	}

	/**
	 * The admin page that opens the drawer: the first area the user may open.
	 *
	 * @return string
	 */
	public static function drawer_url(): string {
		$page = AdminPages::slug( 'surveys' );
		foreach ( AdminPages::areas() as $area => $capability ) {
			if ( current_user_can( $capability ) ) {
				$page = AdminPages::slug( $area );
				break;
			}
		}
		return add_query_arg(
			array(
				'page' => $page,
				'open' => self::KEY,
			),
			admin_url( 'admin.php' )
		);
	}

	/**
	 * An item as the REST API shows it (without the capability, with an ISO date).
	 *
	 * @param array<string, mixed> $item The item.
	 * @phpstan-param Item $item
	 * @return array<string, mixed>
	 */
	private static function public_item( array $item ): array {
		return array(
			'id'      => $item['id'],
			'title'   => $item['title'],
			'content' => $item['content'],
			'type'    => $item['type'],
			'date'    => gmdate( 'c', $item['date'] ),
			'btns'    => $item['btns'],
			'actions' => $item['actions'],
		);
	}

	/**
	 * Whether the current user may read notifications: any plugin capability.
	 *
	 * @return bool
	 */
	public static function current_user_can_read(): bool {
		return Capabilities::current_user_can_use_admin();
	}
}
