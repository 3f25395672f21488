<?php
/**
 * UTC storage times to and from the REST API.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Support;

/**
 * Times are stored in UTC as MySQL DATETIME and sent as ISO 8601 with an offset. Input without an
 * offset is read in the site's time zone (that is what a site admin means by "8:00 am").
 */
final class Time {

	public const MYSQL = 'Y-m-d H:i:s';

	/**
	 * The current UTC time as MySQL DATETIME.
	 *
	 * @return string
	 */
	public static function now(): string {
		return gmdate( self::MYSQL );
	}

	/**
	 * A stored UTC time for the REST API, e.g. 2026-11-21T08:00:00+00:00.
	 *
	 * @param string|null $utc MySQL DATETIME in UTC, or null.
	 * @return string|null
	 */
	public static function to_rest( ?string $utc ): ?string {
		if ( null === $utc || '' === $utc || str_starts_with( $utc, '0000' ) ) {
			return null;
		}
		$date = date_create_immutable( $utc, new \DateTimeZone( 'UTC' ) );
		return false === $date ? null : $date->format( 'c' );
	}

	/**
	 * Parses an ISO 8601 time (with offset) or a Y-m-d H:i:s time in the site's time zone.
	 *
	 * @param string $value The time.
	 * @return string|null MySQL DATETIME in UTC, or null when the value is not a time.
	 */
	public static function parse_to_utc( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value || ! preg_match( '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/', $value ) ) {
			return null;
		}
		try {
			$date = new \DateTimeImmutable( $value, wp_timezone() );
		} catch ( \Exception $e ) {
			return null;
		}
		return $date->setTimezone( new \DateTimeZone( 'UTC' ) )->format( self::MYSQL );
	}

	/**
	 * Whether a stored UTC time lies in the future.
	 *
	 * @param string|null $utc MySQL DATETIME in UTC, or null.
	 * @return bool
	 */
	public static function is_future( ?string $utc ): bool {
		return null !== $utc && '' !== $utc && strtotime( $utc . ' UTC' ) > time();
	}
}
