<?php
/**
 * Site-day ranges: parsing, UTC bounds, offset segments, the date-range gate.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Tests\TestCase;

/**
 * A range is whole days of the site's calendar; its UTC bounds move with the site's offset, daylight
 * saving included.
 */
final class DateRangeTest extends TestCase {

	/**
	 * Now, 2026-11-21 10:00 in New York.
	 *
	 * @param string $zone Time zone.
	 * @return \DateTimeImmutable
	 */
	private static function now( string $zone = 'America/New_York' ): \DateTimeImmutable {
		return new \DateTimeImmutable( '2026-11-21 10:00:00', new \DateTimeZone( $zone ) );
	}

	public function test_the_overview_defaults_to_the_seven_days_ending_today(): void {
		$range = DateRange::parse_with_default_week( null, null, self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( array( '2026-11-15', '2026-11-21' ), array( $range->start(), $range->end() ) );
		$this->assertSame( 7, $range->day_count() );
		$this->assertSame( array( '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21' ), $range->days() );

		$range = DateRange::parse_with_default_week( null, '2026-10-03', self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( array( '2026-09-27', '2026-10-03' ), array( $range->start(), $range->end() ), 'the week ending on the end date' );

		$range = DateRange::parse_with_default_week( null, '2005-01-03', self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( '2005-01-01', $range->start(), 'never before the earliest day' );

		$range = DateRange::parse_with_default_week( '2026-11-01', '', self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( array( '2026-11-01', '2026-11-21' ), array( $range->start(), $range->end() ), 'the end defaults to today' );
	}

	public function test_survey_ranges_are_all_time_without_days_and_open_ended_with_one(): void {
		$range = DateRange::parse_optional( null, '', self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertTrue( $range->is_all_time() );
		$this->assertNull( $range->utc_start() );
		$this->assertNull( $range->utc_end() );
		$this->assertSame( array(), $range->days() );
		$this->assertSame( 0, $range->day_count() );

		$range = DateRange::parse_optional( '2026-11-20', null, self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( array( '2026-11-20', '2026-11-21' ), array( $range->start(), $range->end() ), 'from alone: up to today' );

		$range = DateRange::parse_optional( null, '2026-11-20', self::now() );
		$this->assertInstanceOf( DateRange::class, $range );
		$this->assertSame( array( '2005-01-01', '2026-11-20' ), array( $range->start(), $range->end() ), 'to alone: from the earliest day' );
	}

	/**
	 * Bad days and the fields they are reported under.
	 *
	 * @return array<string, array{string|null, string|null, array<string, string>}>
	 */
	public static function bad_ranges(): array {
		return array(
			'not a date'          => array( 'yesterday', '2026-11-21', array( 'from' => 'Use a date in the form YYYY-MM-DD.' ) ),
			'impossible date'     => array( '2026-02-30', '2026-03-01', array( 'from' => 'Use a date in the form YYYY-MM-DD.' ) ),
			'no leading zeros'    => array( '2026-1-5', '2026-11-21', array( 'from' => 'Use a date in the form YYYY-MM-DD.' ) ),
			'before 2005'         => array( '2004-12-31', '2026-11-21', array( 'from' => 'The date cannot be earlier than 2005-01-01.' ) ),
			'after today'         => array( '2026-11-01', '2026-11-22', array( 'to' => 'The date cannot be in the future.' ) ),
			'end before start'    => array( '2026-11-10', '2026-11-09', array( 'to' => 'The end date cannot be earlier than the start date.' ) ),
			'both wrong'          => array(
				'2026-13-01',
				'2027-01-01',
				array(
					'from' => 'Use a date in the form YYYY-MM-DD.',
					'to'   => 'The date cannot be in the future.',
				),
			),
			'time attached'       => array( '2026-11-01T00:00', null, array( 'from' => 'Use a date in the form YYYY-MM-DD.' ) ),
			'trailing line break' => array( "2026-11-01\n", null, array( 'from' => 'Use a date in the form YYYY-MM-DD.' ) ),
		);
	}

	/**
	 * Each bad range is a 400 naming its fields.
	 *
	 * @param string|null           $from   First day.
	 * @param string|null           $to     Last day.
	 * @param array<string, string> $params Expected field => message.
	 */
	#[DataProvider( 'bad_ranges' )]
	public function test_bad_days_are_a_400_naming_each_field( ?string $from, ?string $to, array $params ): void {
		$error = DateRange::parse_optional( $from, $to, self::now() );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'rest_invalid_param', $error->get_error_code() );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertSame( $params, $error->get_error_data()['params'] );
		$this->assertSame( 'Invalid parameter(s): ' . implode( ', ', array_keys( $params ) ), $error->get_error_message() );

		$renamed = DateRange::parse_with_default_week( $from, $to ?? '2026-11-21', self::now() );
		$this->assertInstanceOf( \WP_Error::class, $renamed );
		$this->assertSame(
			array_keys( $params ),
			array_map(
				static fn( $field ): string => strtr(
					(string) $field,
					array(
						'start_date' => 'from',
						'end_date'   => 'to',
					)
				),
				array_keys( $renamed->get_error_data()['params'] )
			),
			'the overview names start_date and end_date'
		);
	}

	public function test_today_is_the_site_calendar_day_not_the_utc_one(): void {
		// 21:00 on the 21st in New York is already the 22nd in UTC; the 22nd is still the future.
		$now = new \DateTimeImmutable( '2026-11-21 21:00:00', new \DateTimeZone( 'America/New_York' ) );
		$this->assertInstanceOf( \WP_Error::class, DateRange::parse_optional( '2026-11-22', '2026-11-22', $now ) );
		$this->assertInstanceOf( DateRange::class, DateRange::parse_optional( '2026-11-21', '2026-11-21', $now ) );
	}

	public function test_utc_bounds_follow_daylight_saving_inside_the_range(): void {
		// New York leaves daylight saving on Sunday 2024-11-03 at 02:00 EDT (06:00 UTC).
		$range = DateRange::between( '2024-11-01', '2024-11-07', new \DateTimeZone( 'America/New_York' ) );
		$this->assertSame( '2024-11-01 04:00:00', $range->utc_start(), 'midnight EDT (−4)' );
		$this->assertSame( '2024-11-08 05:00:00', $range->utc_end(), 'the next midnight, EST (−5)' );
		$this->assertSame(
			array(
				array(
					'from'   => null,
					'offset' => -4 * HOUR_IN_SECONDS,
				),
				array(
					'from'   => '2024-11-03 06:00:00',
					'offset' => -5 * HOUR_IN_SECONDS,
				),
			),
			$range->offset_segments( $range->utc_start(), $range->utc_end() )
		);
		$this->assertSame( '2024-11-03', $range->site_day( '2024-11-04 04:30:00' ), '23:30 EST on the 3rd' );
		$this->assertSame( '2024-11-03T23:30:00-05:00', $range->to_site_iso( '2024-11-04 04:30:00' ) );
		$this->assertSame( '2024-11-01T00:00:00-04:00', $range->to_site_iso( '2024-11-01 04:00:00' ) );
	}

	public function test_a_half_hour_zone_has_one_segment_and_shifted_bounds(): void {
		$range = DateRange::between( '2024-03-10', '2024-03-12', new \DateTimeZone( 'Asia/Kolkata' ) );
		$this->assertSame( '2024-03-09 18:30:00', $range->utc_start() );
		$this->assertSame( '2024-03-12 18:30:00', $range->utc_end() );
		$this->assertSame(
			array(
				array(
					'from'   => null,
					'offset' => 19800,
				),
			),
			$range->offset_segments( $range->utc_start(), $range->utc_end() )
		);

		$manual = DateRange::between( '2024-03-10', '2024-03-10', new \DateTimeZone( '+05:45' ) );
		$this->assertSame( '2024-03-09 18:15:00', $manual->utc_start(), 'a manual offset (Settings → UTC+5:45)' );
		$this->assertCount( 1, $manual->offset_segments( null, null ) );
	}

	public function test_all_time_segments_cover_every_change_since_the_start(): void {
		$range    = DateRange::all_time( new \DateTimeZone( 'Europe/London' ) );
		$segments = $range->offset_segments( '2024-01-01 00:00:00', '2025-01-01 00:00:00' );
		$this->assertSame( array( null, '2024-03-31 01:00:00', '2024-10-27 01:00:00' ), array_column( $segments, 'from' ) );
		$this->assertSame( array( 0, 3600, 0 ), array_column( $segments, 'offset' ) );
	}

	public function test_last_days_end_today(): void {
		$week = DateRange::last_days( 7, self::now() );
		$this->assertSame( array( '2026-11-15', '2026-11-21' ), array( $week->start(), $week->end() ) );
		$month = DateRange::last_days( 30, self::now() );
		$this->assertSame( array( '2026-10-23', '2026-11-21' ), array( $month->start(), $month->end() ) );
		$this->assertSame( '2026-10-23 04:00:00', $month->utc_start(), 'EDT then' );
	}

	/**
	 * Tiers: edition, licence type (null: none).
	 *
	 * @return array<string, array{string, string|null, bool}>
	 */
	public static function tiers(): array {
		return array(
			'Lite'            => array( 'lite', null, false ),
			'Lite with a key' => array( 'lite', 'elite', false ),
			'Pro unlicensed'  => array( 'pro', null, false ),
			'Pro, plus'       => array( 'pro', 'plus', false ),
			'Pro, pro'        => array( 'pro', 'pro', true ),
			'Pro, elite'      => array( 'pro', 'elite', true ),
		);
	}

	/**
	 * Seven days are free; eight need the pro plan.
	 *
	 * @param string      $edition 'lite' or 'pro'.
	 * @param string|null $type    Licence type, null for none.
	 * @param bool        $open    Whether eight days are allowed.
	 */
	#[DataProvider( 'tiers' )]
	public function test_ranges_over_seven_days_need_the_pro_plan( string $edition, ?string $type, bool $open ): void {
		if ( null !== $type ) {
			( new LicenseStore() )->save( new License( 'key', $type ) );
		}
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$zone         = new \DateTimeZone( 'UTC' );

		$this->assertNull( DateRange::between( '2026-11-15', '2026-11-21', $zone )->refusal( $entitlements ), '7 days' );
		$this->assertNull( DateRange::all_time( $zone )->refusal( $entitlements ), 'all time is not a chosen range' );
		$refusal = DateRange::between( '2026-11-14', '2026-11-21', $zone )->refusal( $entitlements );
		if ( $open ) {
			$this->assertNull( $refusal, '8 days' );
			return;
		}
		$this->assertInstanceOf( \WP_Error::class, $refusal );
		$this->assertSame( 'userfeedback_upgrade_required', $refusal->get_error_code() );
		$this->assertSame( 'Upgrade to Pro to unlock Date Ranges', $refusal->get_error_message() );
		$this->assertSame( array( 'status' => 403 ), $refusal->get_error_data() );
	}
}
