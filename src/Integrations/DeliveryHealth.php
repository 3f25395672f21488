<?php
/**
 * Whether each integration destination is delivering.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Integrations;

use UserFeedback\Database\Tables;

/**
 * Every delivery's outcome, per destination: an integration that stops working must never fail
 * silently. A destination is a key its sender chooses ('webhook:3', 'email:notifications') and a
 * label the owner recognises. Each failed attempt adds one to the destination's run of failures
 * and keeps the error; a delivery that works ends the run. From THRESHOLD failures in a row the
 * destination is failing: the admin notice (FailingNotice) and Site Health (Health\
 * IntegrationsCheck) name it with its last error until it works again, is turned off or removed.
 *
 * One statement per outcome (an upsert that adds in the database), so two workers reporting at
 * once both count.
 *
 * @phpstan-type Health array{destination: string, label: string, failures: int, last_error: string, last_failed_at: string|null, last_ok_at: string|null}
 */
final class DeliveryHealth {

	/** Failures in a row after which the owner is told. */
	public const THRESHOLD = 3;

	/** Most failing destinations read for a notice. */
	public const MAX_SHOWN = 20;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A failed attempt.
	 *
	 * @param string $destination The destination's key.
	 * @param string $label       What the owner calls it.
	 * @param string $error       What went wrong.
	 * @return void
	 */
	public function failed( string $destination, string $label, string $error ): void {
		$table = $this->tables->delivery_health();
		$wpdb  = $this->wpdb;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$error = mb_substr( '' === $error ? __( 'Unknown error.', 'userfeedback' ) : $error, 0, 255 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); one upsert on the primary key, counted by the database so concurrent workers both count.
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (destination, label, failures, last_error, last_failed_at) VALUES (%s, %s, 1, %s, %s) ON DUPLICATE KEY UPDATE failures = failures + 1, label = VALUES(label), last_error = VALUES(last_error), last_failed_at = VALUES(last_failed_at)", self::key( $destination ), mb_substr( $label, 0, 255 ), $error, $now ) );
		$health = $this->of( $destination );
		if ( null !== $health && self::THRESHOLD === $health['failures'] ) {
			/**
			 * An integration destination has just failed THRESHOLD times in a row.
			 *
			 * @param array $health The destination's key, label, failures, last_error,
			 *                      last_failed_at and last_ok_at.
			 */
			do_action( 'userfeedback_integration_failing', $health );
		}
	}

	/**
	 * A delivery that worked: the run of failures ends.
	 *
	 * @param string $destination The destination's key.
	 * @param string $label       What the owner calls it.
	 * @return void
	 */
	public function succeeded( string $destination, string $label ): void {
		$table = $this->tables->delivery_health();
		$wpdb  = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); one upsert on the primary key.
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (destination, label, failures, last_ok_at) VALUES (%s, %s, 0, %s) ON DUPLICATE KEY UPDATE failures = 0, label = VALUES(label), last_ok_at = VALUES(last_ok_at)", self::key( $destination ), mb_substr( $label, 0, 255 ), gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * A test that exercises the path several destinations share (the site's mail, for every
	 * `email:` destination): its outcome counts for each of them that has reported before, so a
	 * test e-mail that goes out after a fix ends their warnings, as a webhook's Send test does.
	 *
	 * @param string      $prefix The destinations' shared key prefix, e.g. 'email:'.
	 * @param string|null $error  Null when the test worked; else what went wrong.
	 * @return void
	 */
	public function tested_all( string $prefix, ?string $error ): void {
		$table = $this->tables->delivery_health();
		$wpdb  = $this->wpdb;
		$like  = $wpdb->esc_like( $prefix ) . '%';
		$now   = gmdate( 'Y-m-d H:i:s' );
		if ( null === $error ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a prefix range on the primary key.
			$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET failures = 0, last_ok_at = %s WHERE destination LIKE %s", $now, $like ) );
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a prefix range on the primary key, counted by the database.
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET failures = failures + 1, last_error = %s, last_failed_at = %s WHERE destination LIKE %s", mb_substr( '' === $error ? __( 'Unknown error.', 'userfeedback' ) : $error, 0, 255 ), $now, $like ) );
	}

	/**
	 * Forgets a destination (removed, or turned off by its owner).
	 *
	 * @param string $destination The destination's key.
	 * @return void
	 */
	public function forget( string $destination ): void {
		$this->wpdb->delete( $this->tables->delivery_health(), array( 'destination' => self::key( $destination ) ), array( '%s' ) );
	}

	/**
	 * One destination's health, or null when it never reported.
	 *
	 * @param string $destination The destination's key.
	 * @return Health|null
	 */
	public function of( string $destination ): ?array {
		$table = $this->tables->delivery_health();
		$wpdb  = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); one row by primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE destination = %s", self::key( $destination ) ), ARRAY_A );
		return is_array( $row ) ? self::from_row( $row ) : null;
	}

	/**
	 * The destinations failing now (THRESHOLD failures in a row or more), most recent first.
	 *
	 * @return list<Health>
	 */
	public function failing(): array {
		$table = $this->tables->delivery_health();
		$wpdb  = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables); a range on the failures index, LIMITed.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE failures >= %d ORDER BY last_failed_at DESC LIMIT %d", self::THRESHOLD, self::MAX_SHOWN ), ARRAY_A );
		$all  = array();
		foreach ( $rows as $row ) {
			$all[] = self::from_row( (array) $row );
		}
		return $all;
	}

	/**
	 * A key that fits its column.
	 *
	 * @param string $destination The destination's key.
	 * @return string
	 */
	private static function key( string $destination ): string {
		return substr( $destination, 0, 64 );
	}

	/**
	 * A row as a Health array.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return Health
	 */
	private static function from_row( array $row ): array {
		return array(
			'destination'    => (string) $row['destination'],
			'label'          => (string) $row['label'],
			'failures'       => (int) $row['failures'],
			'last_error'     => (string) $row['last_error'],
			'last_failed_at' => null === $row['last_failed_at'] ? null : (string) $row['last_failed_at'],
			'last_ok_at'     => null === $row['last_ok_at'] ? null : (string) $row['last_ok_at'],
		);
	}
}
