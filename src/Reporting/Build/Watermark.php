<?php
/**
 * How far a background build has got through a survey's responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

/**
 * A build walks a survey's responses in (submitted_at, id) order; its watermark is the last
 * response it has passed. The one place its comparisons are written: in SQL on any table that
 * carries a response's time and id, and in PHP for a writer's moves.
 */
final class Watermark {

	/**
	 * The time before every response.
	 */
	public const START_AT = '1000-01-01 00:00:00';

	public function __construct( public readonly string $at, public readonly int $id ) {
	}

	public static function start(): self {
		return new self( self::START_AT, 0 );
	}

	public function is_start(): bool {
		return self::START_AT === $this->at && 0 === $this->id;
	}

	/**
	 * Rows after the watermark.
	 *
	 * @param \wpdb  $wpdb The database connection (for prepare()).
	 * @param string $at   The rows' time column, e.g. 'r.submitted_at'.
	 * @param string $id   The rows' response id column, e.g. 'r.id'.
	 * @return string A prepared condition.
	 */
	public function after_sql( \wpdb $wpdb, string $at, string $id ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names from the code, values prepared.
		return (string) $wpdb->prepare( "{$at} >= %s AND ( {$at} > %s OR {$id} > %d )", $this->at, $this->at, $this->id );
	}

	/**
	 * Rows at or before the watermark.
	 *
	 * @param \wpdb  $wpdb The database connection (for prepare()).
	 * @param string $at   The rows' time column.
	 * @param string $id   The rows' response id column.
	 * @return string A prepared condition.
	 */
	public function upto_sql( \wpdb $wpdb, string $at, string $id ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names from the code, values prepared.
		return (string) $wpdb->prepare( "{$at} <= %s AND ( {$at} < %s OR {$id} <= %d )", $this->at, $this->at, $this->id );
	}

	/**
	 * Rows after $from, up to this watermark (or to the end when $to is null).
	 *
	 * @param \wpdb     $wpdb The database connection.
	 * @param self      $from Where the range starts (excluded).
	 * @param self|null $to   Where it ends (included); null: no end.
	 * @param string    $at   The rows' time column.
	 * @param string    $id   The rows' response id column.
	 * @return string A prepared condition.
	 */
	public static function range_sql( \wpdb $wpdb, self $from, ?self $to, string $at, string $id ): string {
		return $from->after_sql( $wpdb, $at, $id ) . ( null === $to ? '' : ' AND ' . $to->upto_sql( $wpdb, $at, $id ) );
	}

	/**
	 * Whether a response is at or before the watermark (the build has passed it).
	 *
	 * @param string $submitted_at The response's time (UTC, MySQL format).
	 * @param int    $id           Its id.
	 * @return bool
	 */
	public function covers( string $submitted_at, int $id ): bool {
		return $submitted_at < $this->at || ( $submitted_at === $this->at && $id <= $this->id );
	}
}
