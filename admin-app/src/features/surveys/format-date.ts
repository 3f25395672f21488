/**
 * Dates in the site's locale and time zone (the globals' `locale`, e.g. `en_US`, and `timezone`,
 * an IANA name or an offset such as `+02:00` when the site uses a manual UTC offset).
 */

/**
 * A WordPress locale as a BCP 47 tag (`en_US` → `en-US`), or undefined (the browser's own)
 * when Intl does not know it.
 *
 * @param locale The WordPress locale.
 */
export function toIntlLocale( locale: string ): string | undefined {
	const tag = locale.replace( /_/g, '-' );
	try {
		return Intl.getCanonicalLocales( tag )[ 0 ];
	} catch {
		return undefined;
	}
}

const OFFSET = /^([+-])(\d{1,2}):?(\d{2})?$/;

/**
 * Minutes east of UTC for an offset time zone (`+02:00`, `-05:30`, `+5`), or null.
 *
 * @param timeZone The time zone string.
 */
export function offsetMinutes( timeZone: string ): number | null {
	const match = OFFSET.exec( timeZone.trim() );
	if ( ! match ) {
		return null;
	}
	const minutes = Number( match[ 2 ] ) * 60 + Number( match[ 3 ] ?? 0 );
	return match[ 1 ] === '-' ? -minutes : minutes;
}

const STYLE: Intl.DateTimeFormatOptions = {
	dateStyle: 'medium',
	timeStyle: 'short',
};

function formatter(
	locale: string | undefined,
	timeZone: string
): Intl.DateTimeFormat | null {
	try {
		return new Intl.DateTimeFormat( locale, { ...STYLE, timeZone } );
	} catch {
		return null;
	}
}

/**
 * Formats an ISO 8601 time, e.g. `Sep 12, 2026, 12:00 PM`. Offset time zones that this browser's
 * Intl rejects are applied by hand (the time shifted, then shown as UTC); an unknown zone falls
 * back to UTC. An unreadable time is returned as it came.
 *
 * @param iso      The time, with its offset.
 * @param locale   The WordPress locale.
 * @param timeZone The site's time zone.
 */
export function formatDateTime(
	iso: string,
	locale: string,
	timeZone: string
): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	const intlLocale = toIntlLocale( locale );
	const zoned = timeZone ? formatter( intlLocale, timeZone ) : null;
	if ( zoned ) {
		return zoned.format( date );
	}
	const utc = formatter( intlLocale, 'UTC' ) as Intl.DateTimeFormat;
	const offset = offsetMinutes( timeZone );
	return utc.format(
		offset === null ? date : new Date( date.getTime() + offset * 60_000 )
	);
}
