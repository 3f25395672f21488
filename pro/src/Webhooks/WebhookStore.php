<?php
/**
 * The webhook endpoints.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Database\WorkClaims;
use UserFeedback\Integrations\DeliveryHealth;

/**
 * Rows of the webhooks table, as arrays the REST routes and the queuer use: the owner's webhooks,
 * the REST hooks automation platforms subscribe (source rest_hook) and Slack destinations (kind
 * slack), which share the queue, the signing, the delivery log and the health count. A site has a
 * handful of each (at most MAX of a kind and source, MAX_ROWS in all), so they are read whole once
 * per request and kept; every write forgets that copy. The table name comes from Tables; every
 * value goes through prepare().
 *
 * @phpstan-type Endpoint array{id: int, kind: string, source: string, name: string, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string}
 */
final class WebhookStore {

	/** Most endpoints of one kind and source: each response is one queued delivery per endpoint. */
	public const MAX = 20;

	/** Most rows of every kind and source together. */
	public const MAX_ROWS = 100;

	/** A signed JSON delivery. */
	public const KIND_WEBHOOK = 'webhook';
	/** A message to a Slack incoming webhook. */
	public const KIND_SLACK = 'slack';

	/** Added by the owner in Settings → Integrations. */
	public const SOURCE_OWNER = 'owner';
	/** Subscribed by an automation platform through `POST hooks`. */
	public const SOURCE_REST_HOOK = 'rest_hook';

	/** The request's copy of every row, in a non-persistent cache group every instance shares. */
	public const CACHE_GROUP = 'userfeedback_webhooks';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly DeliveryHealth $health ) {
		wp_cache_add_non_persistent_groups( array( self::CACHE_GROUP ) );
	}

	/**
	 * Every endpoint, oldest first, keyed by id.
	 *
	 * @return array<int, Endpoint>
	 */
	public function all(): array {
		$found = false;
		$all   = wp_cache_get( 'all', self::CACHE_GROUP, false, $found );
		if ( $found && is_array( $all ) ) {
			return $all;
		}
		$table = $this->tables->webhooks();
		$wpdb  = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), at most MAX_ROWS rows, kept for the request.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` ORDER BY id ASC LIMIT %d", self::MAX_ROWS ), ARRAY_A );
		$all  = array();
		foreach ( $rows as $row ) {
			$endpoint               = self::from_row( (array) $row );
			$all[ $endpoint['id'] ] = $endpoint;
		}
		wp_cache_set( 'all', $all, self::CACHE_GROUP );
		return $all;
	}

	/**
	 * Forgets the request's copy after a write.
	 *
	 * @return void
	 */
	private function forget_copy(): void {
		wp_cache_delete( 'all', self::CACHE_GROUP );
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
	 * One endpoint of a kind (and a source, when given), or null.
	 *
	 * @param int         $id     Endpoint id.
	 * @param string      $kind   KIND_WEBHOOK or KIND_SLACK.
	 * @param string|null $source SOURCE_OWNER, SOURCE_REST_HOOK, or null for either.
	 * @return Endpoint|null
	 */
	public function find_of( int $id, string $kind, ?string $source = null ): ?array {
		$endpoint = $this->find( $id );
		return null !== $endpoint && $kind === $endpoint['kind'] && ( null === $source || $source === $endpoint['source'] ) ? $endpoint : null;
	}

	/**
	 * Every endpoint of a kind (and a source, when given), oldest first, keyed by id.
	 *
	 * @param string      $kind   KIND_WEBHOOK or KIND_SLACK.
	 * @param string|null $source SOURCE_OWNER, SOURCE_REST_HOOK, or null for either.
	 * @return array<int, Endpoint>
	 */
	public function all_of( string $kind, ?string $source = null ): array {
		return array_filter( $this->all(), static fn( array $endpoint ): bool => $kind === $endpoint['kind'] && ( null === $source || $source === $endpoint['source'] ) );
	}

	/**
	 * The active webhooks (the owner's and the REST hooks) that want an event of a survey. Slack
	 * destinations are chosen per survey instead (its notifications.slack).
	 *
	 * @param string $event     The event.
	 * @param int    $survey_id The survey.
	 * @return list<Endpoint>
	 */
	public function matching( string $event, int $survey_id ): array {
		return array_values(
			array_filter(
				$this->all_of( self::KIND_WEBHOOK ),
				static fn( array $endpoint ): bool => $endpoint['active']
					&& in_array( $event, $endpoint['events'], true )
					&& ( array() === $endpoint['survey_ids'] || in_array( $survey_id, $endpoint['survey_ids'], true ) )
			)
		);
	}

	/**
	 * The key and the label an endpoint's deliveries are counted under (DeliveryHealth).
	 *
	 * @param array{id: int, kind: string, source: string, name: string, url: string} $endpoint The endpoint.
	 * @return array{0: string, 1: string}
	 */
	public static function destination( array $endpoint ): array {
		$host = (string) wp_parse_url( $endpoint['url'], PHP_URL_HOST );
		if ( self::KIND_SLACK === $endpoint['kind'] ) {
			/* translators: %s: the Slack destination's name. */
			$label = sprintf( __( 'Slack: %s', 'userfeedback' ), '' === $endpoint['name'] ? __( 'Slack channel', 'userfeedback' ) : $endpoint['name'] );
		} elseif ( self::SOURCE_REST_HOOK === $endpoint['source'] ) {
			/* translators: %s: the host name the platform asked deliveries to go to. */
			$label = sprintf( __( 'Automation hook to %s', 'userfeedback' ), $host );
		} else {
			/* translators: %s: the webhook's address. */
			$label = sprintf( __( 'Webhook to %s', 'userfeedback' ), mb_substr( (string) preg_replace( '#^https?://#', '', $endpoint['url'] ), 0, 120 ) );
		}
		return array( 'webhook:' . $endpoint['id'], $label );
	}

	/**
	 * Adds an endpoint with a new secret.
	 *
	 * @param string   $url        The address.
	 * @param string[] $events     Its events.
	 * @param int[]    $survey_ids Its surveys ([] for all).
	 * @param bool     $active     Whether it receives deliveries.
	 * @param string   $kind       KIND_WEBHOOK or KIND_SLACK.
	 * @param string   $source     SOURCE_OWNER or SOURCE_REST_HOOK.
	 * @param string   $name       What the owner calls it (Slack destinations).
	 * @return Endpoint|null Null when the database refused.
	 */
	public function create( string $url, array $events, array $survey_ids, bool $active = true, string $kind = self::KIND_WEBHOOK, string $source = self::SOURCE_OWNER, string $name = '' ): ?array {
		$now = gmdate( 'Y-m-d H:i:s' );
		$ok  = $this->wpdb->insert(
			$this->tables->webhooks(),
			array(
				'kind'       => $kind,
				'source'     => $source,
				'name'       => mb_substr( $name, 0, 100 ),
				'url'        => $url,
				'events'     => implode( ',', $events ),
				'survey_ids' => implode( ',', $survey_ids ),
				'secret'     => self::new_secret(),
				'active'     => $active ? 1 : 0,
				'created_at' => $now,
				'updated_at' => $now,
			),
			array( '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s' )
		);
		$this->forget_copy();
		return false === $ok ? null : $this->find( (int) $this->wpdb->insert_id );
	}

	/**
	 * Changes an endpoint.
	 *
	 * @param int                  $id      Endpoint id.
	 * @param array<string, mixed> $changes Any of name, url, events, survey_ids, active, and rotate_secret.
	 * @return Endpoint|null Null when it does not exist or the database refused.
	 */
	public function update( int $id, array $changes ): ?array {
		$columns = array( 'updated_at' => gmdate( 'Y-m-d H:i:s' ) );
		if ( isset( $changes['name'] ) ) {
			$columns['name'] = mb_substr( (string) $changes['name'], 0, 100 );
		}
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
		$ok = $this->wpdb->update( $this->tables->webhooks(), $columns, array( 'id' => $id ) );
		$this->forget_copy();
		if ( isset( $changes['active'] ) && ! $changes['active'] ) {
			// Turned off: its past failures are no longer something to warn about.
			$this->health->forget( 'webhook:' . $id );
		}
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
		$this->health->forget( 'webhook:' . $id );
		$this->forget_copy();
		return $deleted > 0;
	}

	/**
	 * Runs a check-then-add in one transaction that first writes the store's guard row
	 * (WorkClaims::guard()), so two requests at once cannot both pass a limit: on one server the
	 * second waits for the first to commit, then reads its row; on two cluster nodes the second to
	 * commit loses certification and Transaction::run runs it again, when it reads the first's row.
	 * The add is committed unless it answers an error.
	 *
	 * @template T
	 * @param callable(): T $add Reads the count, then adds or refuses.
	 * @return T|\WP_Error A 503 when the database kept refusing.
	 */
	public function locked( callable $add ) {
		$busy   = new \WP_Error( 'userfeedback_busy', __( 'Another change is being saved. Please try again.', 'userfeedback' ), array( 'status' => 503 ) );
		$claims = new WorkClaims( $this->wpdb, $this->tables );
		$result = Transaction::run(
			$this->wpdb,
			'userfeedback_webhooks_add',
			function () use ( $add, $claims, $busy ) {
				// A row read by an attempt that rolled back, or before the guard, is not to be trusted.
				$this->forget_copy();
				return $claims->guard( 'webhooks_add' ) ? $add() : $busy;
			},
			static fn( $result ): bool => ! is_wp_error( $result ),
			$busy
		);
		$this->forget_copy();
		return $result;
	}

	/**
	 * How many endpoints of a kind and source there are.
	 *
	 * @param string $kind   KIND_WEBHOOK or KIND_SLACK.
	 * @param string $source SOURCE_OWNER or SOURCE_REST_HOOK.
	 * @return int
	 */
	public function count( string $kind = self::KIND_WEBHOOK, string $source = self::SOURCE_OWNER ): int {
		return count( $this->all_of( $kind, $source ) );
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
			'kind'       => self::KIND_SLACK === $row['kind'] ? self::KIND_SLACK : self::KIND_WEBHOOK,
			'source'     => self::SOURCE_REST_HOOK === $row['source'] ? self::SOURCE_REST_HOOK : self::SOURCE_OWNER,
			'name'       => (string) $row['name'],
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
