<?php
/**
 * The webhook endpoints.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Database\Tables;

/**
 * Rows of the webhooks table, as arrays the REST routes and the queuer use. A site has a handful
 * of endpoints (at most MAX), so they are read whole once per request and kept; every write
 * forgets that copy. The table name comes from Tables; every value goes through prepare().
 *
 * @phpstan-type Endpoint array{id: int, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string}
 */
final class WebhookStore {

	/** Most endpoints a site may have: each response is one queued delivery per endpoint. */
	public const MAX = 20;

	/**
	 * Every endpoint, once read in this request.
	 *
	 * @var array<int, Endpoint>|null
	 */
	private ?array $all = null;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Every endpoint, oldest first, keyed by id.
	 *
	 * @return array<int, Endpoint>
	 */
	public function all(): array {
		if ( null === $this->all ) {
			$table = $this->tables->webhooks();
			$wpdb  = $this->wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), at most MAX rows, kept for the request.
			$rows      = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` ORDER BY id ASC LIMIT %d", self::MAX ), ARRAY_A );
			$this->all = array();
			foreach ( $rows as $row ) {
				$endpoint                     = self::from_row( (array) $row );
				$this->all[ $endpoint['id'] ] = $endpoint;
			}
		}
		return $this->all;
	}

	/**
	 * One endpoint, or null.
	 *
	 * @param int $id Endpoint id.
	 * @return Endpoint|null
	 */
	public function find( int $id ): ?array {
		return $this->all()[ $id ] ?? null;
	}

	/**
	 * The active endpoints that want an event of a survey.
	 *
	 * @param string $event     The event.
	 * @param int    $survey_id The survey.
	 * @return list<Endpoint>
	 */
	public function matching( string $event, int $survey_id ): array {
		return array_values(
			array_filter(
				$this->all(),
				static fn( array $endpoint ): bool => $endpoint['active']
					&& in_array( $event, $endpoint['events'], true )
					&& ( array() === $endpoint['survey_ids'] || in_array( $survey_id, $endpoint['survey_ids'], true ) )
			)
		);
	}

	/**
	 * Adds an endpoint with a new secret.
	 *
	 * @param string   $url        The address.
	 * @param string[] $events     Its events.
	 * @param int[]    $survey_ids Its surveys ([] for all).
	 * @param bool     $active     Whether it receives deliveries.
	 * @return Endpoint|null Null when the database refused.
	 */
	public function create( string $url, array $events, array $survey_ids, bool $active = true ): ?array {
		$now       = gmdate( 'Y-m-d H:i:s' );
		$ok        = $this->wpdb->insert(
			$this->tables->webhooks(),
			array(
				'url'        => $url,
				'events'     => implode( ',', $events ),
				'survey_ids' => implode( ',', $survey_ids ),
				'secret'     => self::new_secret(),
				'active'     => $active ? 1 : 0,
				'created_at' => $now,
				'updated_at' => $now,
			),
			array( '%s', '%s', '%s', '%s', '%d', '%s', '%s' )
		);
		$this->all = null;
		return false === $ok ? null : $this->find( (int) $this->wpdb->insert_id );
	}

	/**
	 * Changes an endpoint.
	 *
	 * @param int                  $id      Endpoint id.
	 * @param array<string, mixed> $changes Any of url, events, survey_ids, active, and rotate_secret.
	 * @return Endpoint|null Null when it does not exist or the database refused.
	 */
	public function update( int $id, array $changes ): ?array {
		$columns = array( 'updated_at' => gmdate( 'Y-m-d H:i:s' ) );
		if ( isset( $changes['url'] ) ) {
			$columns['url'] = (string) $changes['url'];
		}
		if ( isset( $changes['events'] ) ) {
			$columns['events'] = implode( ',', (array) $changes['events'] );
		}
		if ( isset( $changes['survey_ids'] ) ) {
			$columns['survey_ids'] = implode( ',', array_map( 'intval', (array) $changes['survey_ids'] ) );
		}
		if ( isset( $changes['active'] ) ) {
			$columns['active'] = $changes['active'] ? 1 : 0;
		}
		if ( ! empty( $changes['rotate_secret'] ) ) {
			$columns['secret'] = self::new_secret();
		}
		$ok        = $this->wpdb->update( $this->tables->webhooks(), $columns, array( 'id' => $id ) );
		$this->all = null;
		return false === $ok ? null : $this->find( $id );
	}

	/**
	 * Deletes an endpoint and its delivery log. Deliveries still queued for it are skipped when
	 * their turn comes (the sender finds no endpoint).
	 *
	 * @param int $id Endpoint id.
	 * @return bool Whether it existed.
	 */
	public function delete( int $id ): bool {
		$deleted = (int) $this->wpdb->delete( $this->tables->webhooks(), array( 'id' => $id ), array( '%d' ) );
		$this->wpdb->delete( $this->tables->webhook_deliveries(), array( 'webhook_id' => $id ), array( '%d' ) );
		$this->all = null;
		return $deleted > 0;
	}

	public function count(): int {
		return count( $this->all() );
	}

	/**
	 * A fresh signing secret: 24 random bytes, hex, with a prefix that says what it is.
	 *
	 * @return string
	 */
	private static function new_secret(): string {
		return 'whsec_' . bin2hex( random_bytes( 24 ) );
	}

	/**
	 * A row as an endpoint.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return Endpoint
	 */
	private static function from_row( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'url'        => (string) $row['url'],
			'events'     => array_values( array_intersect( WebhookEvents::ALL, explode( ',', (string) $row['events'] ) ) ),
			'survey_ids' => array_values( array_filter( array_map( 'intval', explode( ',', (string) $row['survey_ids'] ) ) ) ),
			'secret'     => (string) $row['secret'],
			'active'     => 1 === (int) $row['active'],
			'created_at' => (string) $row['created_at'],
			'updated_at' => (string) $row['updated_at'],
		);
	}
}
