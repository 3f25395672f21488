<?php
/**
 * The webhooks' delivery log.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Database\Tables;

/**
 * One row per attempt, kept KEEP_DAYS: what an owner reads to see whether an endpoint works and
 * why not. Read per endpoint, newest first, on the (webhook_id, created_at) index; pruned in
 * small batches on created_at by the queue's housekeeping.
 *
 * @phpstan-type Delivery array{id: int, webhook_id: int, delivery_id: string, event: string, survey_id: int, response_id: int, attempt: int, outcome: string, response_code: int, duration_ms: int, error: string, response_excerpt: string, created_at: string}
 */
final class DeliveryLog {

	public const KEEP_DAYS = 30;

	/** Delivered: the endpoint answered 2xx. */
	public const DELIVERED = 'delivered';
	/** Failed; another attempt is queued. */
	public const RETRYING = 'retrying';
	/** Failed for the last time. */
	public const GAVE_UP = 'gave_up';
	/** Not sent: the endpoint was removed or turned off, or the plan no longer includes webhooks. */
	public const SKIPPED = 'skipped';

	/** Most characters of an endpoint's answer kept. */
	public const EXCERPT = 300;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Records an attempt.
	 *
	 * @param array{webhook_id: int, delivery_id: string, event: string, survey_id: int, response_id: int, attempt: int, outcome: string, response_code: int, duration_ms: int, error: string, response_excerpt: string} $attempt What happened.
	 * @return void
	 */
	public function record( array $attempt ): void {
		$this->wpdb->insert(
			$this->tables->webhook_deliveries(),
			array(
				'webhook_id'       => $attempt['webhook_id'],
				'delivery_id'      => $attempt['delivery_id'],
				'event'            => $attempt['event'],
				'survey_id'        => $attempt['survey_id'],
				'response_id'      => $attempt['response_id'],
				'attempt'          => min( 255, $attempt['attempt'] ),
				'outcome'          => $attempt['outcome'],
				'response_code'    => $attempt['response_code'],
				'duration_ms'      => $attempt['duration_ms'],
				'error'            => mb_substr( $attempt['error'], 0, 255 ),
				'response_excerpt' => $attempt['response_excerpt'],
				'created_at'       => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%d', '%d', '%d', '%s', '%d', '%d', '%s', '%s', '%s' )
		);
	}

	/**
	 * A page of an endpoint's log, newest first, with the total.
	 *
	 * @param int $webhook_id Endpoint id.
	 * @param int $page       Page, from 1.
	 * @param int $per_page   Rows per page.
	 * @return array{items: list<Delivery>, total: int}
	 */
	public function page( int $webhook_id, int $page, int $per_page ): array {
		$table    = $this->tables->webhook_deliveries();
		$wpdb     = $this->wpdb;
		$per_page = max( 1, $per_page );
		// Never a negative or overflowing OFFSET, whatever the caller worked out.
		$offset = ( min( max( 1, $page ), intdiv( PHP_INT_MAX, $per_page ) ) - 1 ) * $per_page;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a count on the (webhook_id, created_at) index, bounded by the 30-day retention.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE webhook_id = %d", $webhook_id ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a page read off the index.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE webhook_id = %d ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $webhook_id, $per_page, $offset ), ARRAY_A );
		$items = array();
		foreach ( $rows as $row ) {
			$row     = (array) $row;
			$items[] = array(
				'id'               => (int) $row['id'],
				'webhook_id'       => (int) $row['webhook_id'],
				'delivery_id'      => (string) $row['delivery_id'],
				'event'            => (string) $row['event'],
				'survey_id'        => (int) $row['survey_id'],
				'response_id'      => (int) $row['response_id'],
				'attempt'          => (int) $row['attempt'],
				'outcome'          => (string) $row['outcome'],
				'response_code'    => (int) $row['response_code'],
				'duration_ms'      => (int) $row['duration_ms'],
				'error'            => (string) $row['error'],
				'response_excerpt' => (string) $row['response_excerpt'],
				'created_at'       => (string) $row['created_at'],
			);
		}
		return array(
			'items' => $items,
			'total' => $total,
		);
	}

	/**
	 * The newest attempt of each endpoint (for the list), keyed by endpoint id.
	 *
	 * @param int[] $webhook_ids Endpoint ids.
	 * @return array<int, array{outcome: string, response_code: int, created_at: string}>
	 */
	public function latest( array $webhook_ids ): array {
		$latest = array();
		$table  = $this->tables->webhook_deliveries();
		$wpdb   = $this->wpdb;
		foreach ( $webhook_ids as $id ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); one row off the index per endpoint (at most WebhookStore::MAX).
			$row = $wpdb->get_row( $wpdb->prepare( "SELECT outcome, response_code, created_at FROM `{$table}` WHERE webhook_id = %d ORDER BY created_at DESC, id DESC LIMIT 1", $id ), ARRAY_A );
			if ( is_array( $row ) ) {
				$latest[ (int) $id ] = array(
					'outcome'       => (string) $row['outcome'],
					'response_code' => (int) $row['response_code'],
					'created_at'    => (string) $row['created_at'],
				);
			}
		}
		return $latest;
	}

	/**
	 * Deletes rows older than KEEP_DAYS, a batch at a time.
	 *
	 * @param int $now Unix time.
	 * @return void
	 */
	public function prune( int $now ): void {
		$table = $this->tables->webhook_deliveries();
		$wpdb  = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a bounded delete on the created_at index.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE created_at < %s LIMIT 500", gmdate( 'Y-m-d H:i:s', $now - self::KEEP_DAYS * DAY_IN_SECONDS ) ) );
	}
}
