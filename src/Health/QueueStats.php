<?php
/**
 * What Site Health reads from the background queue.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Database\Tables;
use UserFeedback\Email\EmailQueue;

/**
 * Read-only queries on the queue table (Email\EmailQueue writes it). Every read the Status screen
 * makes is a range on the (status, run_after) index with a LIMIT, so it costs the same on a queue of
 * ten rows or of a million; counts are taken over a LIMITed subquery and so stop at a cap. Only
 * counts() (the Info screen, on demand) counts every open row.
 *
 * The rows carry a `kind` (notification e-mails, weekly summaries, and whatever else is queued
 * later); results are per kind where a reader can act on it.
 */
final class QueueStats {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * The delivery that has been waiting longest: a pending row due by $now, or a row whose sender
	 * died mid-send (claimed longer ago than EmailQueue::STALE_CLAIM_SECONDS; the next drain offers
	 * it again). A row waiting for a retry that is not due yet is not waiting.
	 *
	 * @param int $now Unix time.
	 * @return array{kind: string, due: int}|null When it fell due; null when nothing waits.
	 */
	public function oldest_waiting( int $now ): ?array {
		$wpdb   = $this->wpdb;
		$table  = $this->tables->email_queue();
		$rows   = array(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; the queue as it is now.
			$wpdb->get_row( $wpdb->prepare( "SELECT kind, run_after FROM `{$table}` WHERE status = 'pending' AND run_after <= %s ORDER BY run_after ASC LIMIT 1", self::utc( $now ) ), ARRAY_A ),
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; the queue as it is now.
			$wpdb->get_row( $wpdb->prepare( "SELECT kind, run_after FROM `{$table}` WHERE status = 'sending' AND claimed_at < %s ORDER BY run_after ASC LIMIT 1", self::utc( $now - EmailQueue::STALE_CLAIM_SECONDS ) ), ARRAY_A ),
		);
		$oldest = null;
		foreach ( $rows as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$due = self::time( (string) $row['run_after'] );
			if ( null === $oldest || $due < $oldest['due'] ) {
				$oldest = array(
					'kind' => (string) $row['kind'],
					'due'  => $due,
				);
			}
		}
		return $oldest;
	}

	/**
	 * How many deliveries wait (as oldest_waiting() means it), counted up to $cap.
	 *
	 * @param int $now Unix time.
	 * @param int $cap Where counting stops.
	 * @return int At most $cap.
	 */
	public function waiting( int $now, int $cap ): int {
		$wpdb  = $this->wpdb;
		$table = $this->tables->email_queue();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a capped count on the (status, run_after) index.
		$pending = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT id FROM `{$table}` WHERE status = 'pending' AND run_after <= %s LIMIT %d ) t", self::utc( $now ), $cap ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a capped count on the (status, run_after) index.
		$stuck = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT id FROM `{$table}` WHERE status = 'sending' AND claimed_at < %s LIMIT %d ) t", self::utc( $now - EmailQueue::STALE_CLAIM_SECONDS ), $cap ) );
		return min( $cap, $pending + $stuck );
	}

	/**
	 * Deliveries given up since a time (failed rows keep the time they failed in run_after), per
	 * kind, counted up to $cap in all.
	 *
	 * @param int $since Unix time.
	 * @param int $cap   Where counting stops.
	 * @return array<string, int> Kind => failed deliveries, most first.
	 */
	public function failed_since( int $since, int $cap ): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->email_queue();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a capped count on the (status, run_after) index.
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT kind, COUNT(*) AS failed FROM ( SELECT kind FROM `{$table}` WHERE status = 'failed' AND run_after >= %s LIMIT %d ) t GROUP BY kind ORDER BY failed DESC, kind ASC", self::utc( $since ), $cap ), ARRAY_A );
		$failed = array();
		foreach ( $rows as $row ) {
			$failed[ (string) $row['kind'] ] = (int) $row['failed'];
		}
		return $failed;
	}

	/**
	 * The error of the latest delivery given up since a time.
	 *
	 * @param int $since Unix time.
	 * @return string|null Null when none failed.
	 */
	public function last_error_since( int $since ): ?string {
		$wpdb  = $this->wpdb;
		$table = $this->tables->email_queue();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; one row by the (status, run_after) index.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT last_error FROM `{$table}` WHERE status = 'failed' AND run_after >= %s ORDER BY run_after DESC LIMIT 1", self::utc( $since ) ), ARRAY_A );
		return is_array( $row ) ? (string) $row['last_error'] : null;
	}

	/**
	 * Whether a delivery of one of these kinds was sent since a time (sent rows keep the time they
	 * were sent in run_after). The kind is not in the index, so only the latest $look sent rows
	 * are looked at: when none of those is of these kinds, none is taken to have gone out.
	 *
	 * @param int      $since Unix time.
	 * @param string[] $kinds Kinds.
	 * @param int      $look  How many of the latest sent rows to look at.
	 * @return bool
	 */
	public function delivered_since( int $since, array $kinds, int $look ): bool {
		if ( array() === $kinds ) {
			return false;
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->email_queue();
		$in    = implode( ',', array_fill( 0, count( $kinds ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() of %s placeholders built above, values prepared (in one array, which the sniff cannot count). A bounded range on the (status, run_after) index.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM ( SELECT id, kind FROM `{$table}` WHERE status = 'sent' AND run_after >= %s ORDER BY run_after DESC LIMIT %d ) t WHERE kind IN ({$in}) LIMIT 1", array_merge( array( self::utc( $since ), $look ), array_values( $kinds ) ) ) );
	}

	/**
	 * The open and failed rows per kind, for the Info screen: pending (due or not, being sent
	 * included) and failed (kept EmailQueue::FAILED_KEEP_DAYS). A count over the open rows only,
	 * which housekeeping keeps few.
	 *
	 * @return array<string, array{pending: int, failed: int}> Kind => counts, by kind.
	 */
	public function counts(): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->email_queue();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values. Read on demand by the Info screen.
		$rows   = (array) $wpdb->get_results( "SELECT kind, status, COUNT(*) AS n FROM `{$table}` WHERE status IN ('pending', 'sending', 'failed') GROUP BY kind, status", ARRAY_A );
		$counts = array();
		foreach ( $rows as $row ) {
			$kind            = (string) $row['kind'];
			$counts[ $kind ] = $counts[ $kind ] ?? array(
				'pending' => 0,
				'failed'  => 0,
			);
			$counts[ $kind ][ 'failed' === $row['status'] ? 'failed' : 'pending' ] += (int) $row['n'];
		}
		ksort( $counts );
		return $counts;
	}

	/**
	 * A Unix time as the table's UTC DATETIME.
	 *
	 * @param int $time Unix time.
	 * @return string
	 */
	private static function utc( int $time ): string {
		return gmdate( 'Y-m-d H:i:s', $time );
	}

	/**
	 * The table's UTC DATETIME as a Unix time.
	 *
	 * @param string $utc UTC DATETIME.
	 * @return int
	 */
	private static function time( string $utc ): int {
		$date = date_create_immutable( $utc, new \DateTimeZone( 'UTC' ) );
		return false === $date ? 0 : $date->getTimestamp();
	}
}
