/**
 * Date ranges of the results screens (reporting.md §2, §5, §9), as `YYYY-MM-DD` calendar days in
 * the site's time zone — the form the REST API reads. "Today" is the site's today (the globals'
 * `timezone`), not the browser's. Both ends of a range are included.
 *
 * Presets: Today; Yesterday; Last Week = the previous calendar week, Monday to Sunday; Last Month
 * = the previous calendar month; Last N days = the N days ending today.
 */
import {
	addDays,
	differenceInCalendarDays,
	endOfMonth,
	endOfWeek,
	lightFormat,
	parseISO,
	startOfMonth,
	startOfWeek,
	subMonths,
	subWeeks,
} from 'date-fns';
import { __, sprintf } from '@wordpress/i18n';

import { offsetMinutes, toIntlLocale } from '../surveys/format-date';
import { EARLIEST_DATE } from '@userfeedback/contract';
import { FREE_RANGE_DAYS } from './gates';

/** The earliest date the picker and the server accept (DateRange::EARLIEST). */
export const MIN_DATE = EARLIEST_DATE;

export interface DateRange {
	/** `YYYY-MM-DD`. */
	from: string;
	/** `YYYY-MM-DD`, not before `from`. */
	to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a string is a real calendar day written `YYYY-MM-DD`.
 *
 * @param value The string.
 */
export function isDay( value: string ): boolean {
	if ( ! DAY.test( value ) ) {
		return false;
	}
	const date = parseISO( value );
	return (
		! Number.isNaN( date.getTime() ) &&
		lightFormat( date, 'yyyy-MM-dd' ) === value
	);
}

function toDay( date: Date ): string {
	return lightFormat( date, 'yyyy-MM-dd' );
}

/**
 * Moves a day by a number of days.
 *
 * @param day  `YYYY-MM-DD`.
 * @param days How many days (negative: back).
 */
export function shiftDay( day: string, days: number ): string {
	return toDay( addDays( parseISO( day ), days ) );
}

/**
 * Today's date in a time zone: an IANA name (`Europe/Paris`) or an offset (`+02:00`, what
 * WordPress gives for a manual UTC offset). An unknown zone falls back to UTC.
 *
 * @param timeZone The site's time zone.
 * @param now      The current time.
 */
export function todayIn( timeZone: string, now: Date = new Date() ): string {
	const offset = offsetMinutes( timeZone );
	if ( offset !== null ) {
		return new Date( now.getTime() + offset * 60_000 )
			.toISOString()
			.slice( 0, 10 );
	}
	try {
		const parts = new Intl.DateTimeFormat( 'en-US', {
			timeZone: timeZone || 'UTC',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		} ).formatToParts( now );
		const part = ( type: string ) =>
			parts.find( ( entry ) => entry.type === type )?.value ?? '';
		return `${ part( 'year' ) }-${ part( 'month' ) }-${ part( 'day' ) }`;
	} catch {
		return now.toISOString().slice( 0, 10 );
	}
}

/**
 * How many days a range spans, both ends included (Today is 1 day).
 *
 * @param range The range.
 */
export function rangeDays( range: DateRange ): number {
	return (
		differenceInCalendarDays(
			parseISO( range.to ),
			parseISO( range.from )
		) + 1
	);
}

/**
 * Whether the site may ask for this range: any range with the Pro plan, else at most 7 days.
 *
 * @param range      The range.
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function isRangeAllowed(
	range: DateRange,
	hasProPlan: boolean
): boolean {
	return hasProPlan || rangeDays( range ) <= FREE_RANGE_DAYS;
}

// ---------------------------------------------------------------------------------------------
// The overview's two ranges

export type OverviewRange = 7 | 30;

/**
 * The overview's range: the 7 or 30 days ending today, as the summary's parameters.
 *
 * @param days  7 or 30.
 * @param today The site's today.
 */
export function overviewRange(
	days: OverviewRange,
	today: string
): { start_date: string; end_date: string } {
	return { start_date: shiftDay( today, 1 - days ), end_date: today };
}

/**
 * The overview range in the URL (`range=30`); 30 only with the Pro plan, else 7.
 *
 * @param value      The `range` query value.
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function overviewRangeFrom(
	value: string | null,
	hasProPlan: boolean
): OverviewRange {
	return value === '30' && hasProPlan ? 30 : 7;
}

// ---------------------------------------------------------------------------------------------
// The NPS date-range picker

export const PRESETS = [
	'today',
	'yesterday',
	'last-week',
	'last-month',
	'last-7-days',
	'last-30-days',
	'last-90-days',
] as const;

export type Preset = ( typeof PRESETS )[ number ];

export function isPreset( value: unknown ): value is Preset {
	return (
		typeof value === 'string' &&
		( PRESETS as readonly string[] ).includes( value )
	);
}

export function presetLabel( preset: Preset ): string {
	switch ( preset ) {
		case 'today':
			return __( 'Today', 'userfeedback' );
		case 'yesterday':
			return __( 'Yesterday', 'userfeedback' );
		case 'last-week':
			return __( 'Last Week', 'userfeedback' );
		case 'last-month':
			return __( 'Last Month', 'userfeedback' );
		case 'last-7-days':
			return __( 'Last 7 days', 'userfeedback' );
		case 'last-30-days':
			return __( 'Last 30 days', 'userfeedback' );
		case 'last-90-days':
			return __( 'Last 90 days', 'userfeedback' );
	}
}

/**
 * The days a preset covers.
 *
 * @param preset The preset.
 * @param today  The site's today, `YYYY-MM-DD`.
 */
export function presetRange( preset: Preset, today: string ): DateRange {
	switch ( preset ) {
		case 'today':
			return { from: today, to: today };
		case 'yesterday': {
			const yesterday = shiftDay( today, -1 );
			return { from: yesterday, to: yesterday };
		}
		case 'last-week': {
			const week = subWeeks( parseISO( today ), 1 );
			return {
				from: toDay( startOfWeek( week, { weekStartsOn: 1 } ) ),
				to: toDay( endOfWeek( week, { weekStartsOn: 1 } ) ),
			};
		}
		case 'last-month': {
			const month = subMonths( parseISO( today ), 1 );
			return {
				from: toDay( startOfMonth( month ) ),
				to: toDay( endOfMonth( month ) ),
			};
		}
		case 'last-7-days':
			return { from: shiftDay( today, -6 ), to: today };
		case 'last-30-days':
			return { from: shiftDay( today, -29 ), to: today };
		case 'last-90-days':
			return { from: shiftDay( today, -89 ), to: today };
	}
}

/**
 * The picker's default: Last 30 days with the Pro plan, else Last 7 days (the server refuses
 * longer ranges without it).
 *
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function defaultPreset( hasProPlan: boolean ): Preset {
	return hasProPlan ? 'last-30-days' : 'last-7-days';
}

/**
 * Why a custom range cannot be used, or null when it can (gating aside).
 *
 * @param range The typed range.
 * @param today The site's today.
 */
export function customRangeError(
	range: DateRange,
	today: string
): string | null {
	if ( ! isDay( range.from ) || ! isDay( range.to ) ) {
		return __( 'Enter both dates.', 'userfeedback' );
	}
	if ( range.from < MIN_DATE ) {
		return sprintf(
			/* translators: %s: the earliest date, e.g. 2005-01-01. */
			__( 'The range cannot start before %s.', 'userfeedback' ),
			MIN_DATE
		);
	}
	if ( range.to > today ) {
		return __( 'The range cannot end after today.', 'userfeedback' );
	}
	if ( range.from > range.to ) {
		return __(
			'The start date must not be after the end date.',
			'userfeedback'
		);
	}
	return null;
}

export type PickedRange =
	( DateRange & { preset: Preset } ) | ( DateRange & { preset: 'custom' } );

/** The URL keys a picked range is written under. */
export const RANGE_KEYS: readonly string[] = [ 'range', 'from', 'to' ];

/**
 * The range a URL query asks for (`range=last-week`, or `from=…&to=…` for a custom one), or null
 * when it asks for none, or for one that is unusable or gated.
 *
 * @param search     The hash route's query.
 * @param today      The site's today.
 * @param hasProPlan Pro with a pro or elite licence.
 */
function rangeInSearch(
	search: URLSearchParams,
	today: string,
	hasProPlan: boolean
): PickedRange | null {
	const preset = search.get( 'range' );
	if ( isPreset( preset ) ) {
		const range = presetRange( preset, today );
		return isRangeAllowed( range, hasProPlan )
			? { preset, ...range }
			: null;
	}
	const custom = {
		from: search.get( 'from' ) ?? '',
		to: search.get( 'to' ) ?? '',
	};
	if (
		preset === null &&
		customRangeError( custom, today ) === null &&
		isRangeAllowed( custom, hasProPlan )
	) {
		return { preset: 'custom', ...custom };
	}
	return null;
}

/**
 * The NPS screen's range from its URL query (`range=last-week`, or `from=…&to=…` for a custom
 * one). Anything unusable or gated gives the default preset.
 *
 * @param search     The hash route's query.
 * @param today      The site's today.
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function pickedRangeFrom(
	search: URLSearchParams,
	today: string,
	hasProPlan: boolean
): PickedRange {
	const picked = rangeInSearch( search, today, hasProPlan );
	if ( picked ) {
		return picked;
	}
	const fallback = defaultPreset( hasProPlan );
	return { preset: fallback, ...presetRange( fallback, today ) };
}

/**
 * A survey's results range from the URL query, as the NPS screen's, but null (all dates: every
 * response, open to every tier) when none is asked for or the one asked for is unusable or gated.
 *
 * @param search     The hash route's query.
 * @param today      The site's today.
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function resultsRangeFrom(
	search: URLSearchParams,
	today: string,
	hasProPlan: boolean
): PickedRange | null {
	return rangeInSearch( search, today, hasProPlan );
}

/**
 * The URL query for a survey's results range: none for all dates, else every preset by name
 * (all dates being the default).
 *
 * @param picked The range, or null for all dates.
 */
export function searchFromResultsRange(
	picked: PickedRange | null
): Record< string, string > {
	if ( picked === null ) {
		return {};
	}
	return picked.preset === 'custom'
		? { from: picked.from, to: picked.to }
		: { range: picked.preset };
}

/**
 * A query with the range's keys replaced and every other key (filter, compare, trend) kept.
 *
 * @param current The current query.
 * @param range   The range's keys (searchFromPickedRange(), searchFromResultsRange()).
 */
export function searchWithRange(
	current: URLSearchParams,
	range: Record< string, string >
): URLSearchParams {
	const updated = new URLSearchParams( range );
	current.forEach( ( value, key ) => {
		if ( ! RANGE_KEYS.includes( key ) && ! updated.has( key ) ) {
			updated.set( key, value );
		}
	} );
	return updated;
}

/**
 * The URL query for a picked range (the default preset is left out).
 *
 * @param picked     The range.
 * @param hasProPlan Pro with a pro or elite licence.
 */
export function searchFromPickedRange(
	picked: PickedRange,
	hasProPlan: boolean
): Record< string, string > {
	if ( picked.preset === 'custom' ) {
		return { from: picked.from, to: picked.to };
	}
	return picked.preset === defaultPreset( hasProPlan )
		? {}
		: { range: picked.preset };
}

// ---------------------------------------------------------------------------------------------
// Showing days

/**
 * A day for chart labels and tables, e.g. `Nov 15` or `Nov 15, 2026`, in the site's locale.
 *
 * @param day      `YYYY-MM-DD`.
 * @param locale   The WordPress locale.
 * @param withYear Whether to show the year.
 */
export function formatDay(
	day: string,
	locale: string,
	withYear = false
): string {
	if ( ! isDay( day ) ) {
		return day;
	}
	const [ year, month, date ] = day.split( '-' ).map( Number );
	const options: Intl.DateTimeFormatOptions = {
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
		...( withYear ? { year: 'numeric' } : {} ),
	};
	return new Intl.DateTimeFormat( toIntlLocale( locale ), options ).format(
		new Date( Date.UTC( year, month - 1, date ) )
	);
}

/**
 * A range in words, e.g. `Nov 15, 2026 – Nov 21, 2026` (one day is shown once).
 *
 * @param range  The range.
 * @param locale The WordPress locale.
 */
export function formatRange( range: DateRange, locale: string ): string {
	const from = formatDay( range.from, locale, true );
	return range.from === range.to
		? from
		: `${ from } – ${ formatDay( range.to, locale, true ) }`;
}
