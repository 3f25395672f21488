import { describe, expect, it } from 'vitest';

import { formatDateTime, offsetMinutes, toIntlLocale } from '../format-date';

const NOON_UTC = '2026-09-12T12:00:00+00:00';

describe( 'toIntlLocale', () => {
	it.each( [
		[ 'en_US', 'en-US' ],
		[ 'de_DE', 'de-DE' ],
		[ 'fr', 'fr' ],
		[ 'not a locale!', undefined ],
	] )( '%s → %s', ( locale, expected ) => {
		expect( toIntlLocale( locale ) ).toBe( expected );
	} );
} );

describe( 'offsetMinutes', () => {
	it.each( [
		[ '+02:00', 120 ],
		[ '-05:30', -330 ],
		[ '+0545', 345 ],
		[ '+5', 300 ],
		[ '+00:00', 0 ],
		[ 'Europe/Paris', null ],
		[ 'UTC', null ],
	] )( '%s → %s', ( timeZone, expected ) => {
		expect( offsetMinutes( timeZone ) ).toBe( expected );
	} );
} );

describe( 'formatDateTime', () => {
	it.each( [
		// An IANA zone (Paris is UTC+2 in September).
		[ NOON_UTC, 'en_US', 'Europe/Paris', 'Sep 12, 2026, 2:00 PM' ],
		[ NOON_UTC, 'en_US', 'UTC', 'Sep 12, 2026, 12:00 PM' ],
		// Offsets, whether or not this Intl accepts them as zones.
		[ NOON_UTC, 'en_US', '+02:00', 'Sep 12, 2026, 2:00 PM' ],
		[ NOON_UTC, 'en_US', '-05:30', 'Sep 12, 2026, 6:30 AM' ],
		// An unknown zone falls back to UTC.
		[ NOON_UTC, 'en_US', 'Mars/Olympus', 'Sep 12, 2026, 12:00 PM' ],
		[ NOON_UTC, 'en_US', '', 'Sep 12, 2026, 12:00 PM' ],
		// The site's locale decides the format.
		[ NOON_UTC, 'de_DE', 'UTC', '12.09.2026, 12:00' ],
		// An unreadable time is shown as it came.
		[ 'not a date', 'en_US', 'UTC', 'not a date' ],
	] )( '%s in %s, %s → %s', ( iso, locale, timeZone, expected ) => {
		// Intl may use a narrow no-break space before AM/PM.
		expect(
			formatDateTime( iso, locale, timeZone ).replace( /\s/g, ' ' )
		).toBe( expected );
	} );
} );
