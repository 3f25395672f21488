/**
 * The publish step's scheduling, without React (spec configuration §4 "Scheduling", "Save button
 * label"; reporting §4–§5). Every function is pure.
 *
 * Dates are 'YYYY-MM-DD' and times 'HH:MM' (24-hour), both in the site's time zone. The survey's
 * publish_at is sent as 'YYYY-MM-DD HH:MM:00' without an offset, which the server reads in the
 * site's time zone (docs/rest-api.md; src/Support/Time.php::parse_to_utc()), so the browser never
 * converts zones on the way out; the server answers ISO 8601 with an offset, which
 * fromPublishAt() shows in the site's zone.
 */
import { __ } from '@wordpress/i18n';

import { addonActive } from '../../../data/entitlements';
import type { Entitlements } from '../../../data/globals';
import type { Survey } from '../../../data/survey-types';
import type { SurveyStatus } from '../../../data/use-surveys';
import { offsetMinutes } from '../format-date';

/** "Default time is 8:00 am." */
export const DEFAULT_TIME = '08:00';

/**
 * Whether the scheduling options show (spec §4): when the edition is not Pro, or when the site may
 * schedule (the behavior add-on's flag, which the server sets only with Pro and a licence:
 * SurveyGate::can_schedule()); otherwise a notice asks for what is missing. In Lite they show but
 * are locked (the add-on flag is false there): the server refuses a future publish_at
 * ('Scheduling is a PRO feature').
 *
 * @param ent The site's entitlements.
 */
export function schedulingVisible( ent: Entitlements ): boolean {
	return ! ent.is_pro || addonActive( ent, 'behavior' );
}

export type Meridiem = 'am' | 'pm';

/**
 * The 12-hour clock choices, "half-hour steps from 1:00 to 12:30", for a time picker with a
 * separate AM/PM choice (reporting §5).
 */
export const CLOCK_TIMES: readonly string[] = Array.from(
	{ length: 24 },
	( _, i ) => `${ Math.floor( i / 2 ) + 1 }:${ i % 2 ? '30' : '00' }`
);

function pad( n: number ): string {
	return String( n ).padStart( 2, '0' );
}

function meridiemLabel( m: Meridiem ): string {
	return m === 'am' ? __( 'AM', 'userfeedback' ) : __( 'PM', 'userfeedback' );
}

/**
 * A 24-hour time as a 12-hour clock time and AM/PM: '08:00' → 8:00 am, '00:30' → 12:30 am,
 * '12:00' → 12:00 pm. Null for an invalid time.
 *
 * @param time 'HH:MM'.
 */
export function splitTime(
	time: string
): { clock: string; meridiem: Meridiem } | null {
	if ( ! isValidTime( time ) ) {
		return null;
	}
	const hours = Number( time.slice( 0, 2 ) );
	return {
		clock: `${ hours % 12 === 0 ? 12 : hours % 12 }:${ time.slice( 3 ) }`,
		meridiem: hours < 12 ? 'am' : 'pm',
	};
}

/**
 * A 12-hour clock time and AM/PM as 'HH:MM'; '' when the clock time is not one.
 *
 * @param clock    'H:MM', 1:00 to 12:59.
 * @param meridiem AM or PM.
 */
export function joinTime( clock: string, meridiem: Meridiem ): string {
	const m = /^(\d{1,2}):([0-5]\d)$/.exec( clock.trim() );
	if ( ! m ) {
		return '';
	}
	const hours = Number( m[ 1 ] );
	if ( hours < 1 || hours > 12 ) {
		return '';
	}
	return `${ pad( ( hours % 12 ) + ( meridiem === 'pm' ? 12 : 0 ) ) }:${
		m[ 2 ]
	}`;
}

/**
 * A time's label, e.g. '8:00 AM'; the text as it came when it is not a time.
 *
 * @param time 'HH:MM'.
 */
export function timeLabel( time: string ): string {
	const parts = splitTime( time );
	return parts
		? `${ parts.clock } ${ meridiemLabel( parts.meridiem ) }`
		: time;
}

export interface TimeOption {
	/** 'HH:MM', 24-hour. */
	value: string;
	/** e.g. '8:00 AM'. */
	label: string;
}

/**
 * The 48 half-hour times of a day for a single time dropdown, in the order of the day: 12:00 AM,
 * 12:30 AM, 1:00 AM, … 11:30 PM (each of the spec's 1:00–12:30 choices, with AM and with PM).
 */
export function timeOptions(): TimeOption[] {
	return Array.from( { length: 48 }, ( _, i ) => {
		const value = `${ pad( Math.floor( i / 2 ) ) }:${ i % 2 ? '30' : '00' }`;
		return { value, label: timeLabel( value ) };
	} );
}

/** timeOptions(), built once with the strings of the locale loaded at import time. */
export const TIME_OPTIONS: readonly TimeOption[] = timeOptions();

/**
 * Whether text is a 24-hour 'HH:MM' time.
 *
 * @param time The text.
 */
export function isValidTime( time: string ): boolean {
	return /^([01]\d|2[0-3]):[0-5]\d$/.test( time );
}

/**
 * Whether text is a real calendar date 'YYYY-MM-DD'.
 *
 * @param date The text.
 */
export function isValidDate( date: string ): boolean {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec( date );
	if ( ! m ) {
		return false;
	}
	const [ year, month, day ] = [ m[ 1 ], m[ 2 ], m[ 3 ] ].map( Number );
	const d = new Date( Date.UTC( year, month - 1, day ) );
	return (
		d.getUTCFullYear() === year &&
		d.getUTCMonth() === month - 1 &&
		d.getUTCDate() === day
	);
}

/**
 * "Schedule date cannot be earlier than today": whether a date lies before today (both
 * 'YYYY-MM-DD', today in the site's zone, see todayIn()). False when either is not a date.
 *
 * @param date  The chosen date.
 * @param today Today.
 */
export function isDateBeforeToday( date: string, today: string ): boolean {
	return isValidDate( date ) && isValidDate( today ) && date < today;
}

/**
 * Whether the scheduling options are complete: "Scheduling needs a date", and a time.
 *
 * @param date 'YYYY-MM-DD'.
 * @param time 'HH:MM'.
 */
export function schedulingComplete( date: string, time: string ): boolean {
	return isValidDate( date ) && isValidTime( time );
}

/**
 * The publish_at to send: 'YYYY-MM-DD HH:MM:00' in the site's time zone (no offset: the server
 * applies the site's), or null when the date or time is missing ("The scheduled datetime is null
 * when … no date is set").
 *
 * @param date 'YYYY-MM-DD'.
 * @param time 'HH:MM'.
 */
export function toPublishAt( date: string, time: string ): string | null {
	return schedulingComplete( date, time ) ? `${ date } ${ time }:00` : null;
}

interface SiteDateTime {
	date: string;
	time: string;
}

function utcParts( d: Date ): SiteDateTime {
	return {
		date: `${ d.getUTCFullYear() }-${ pad( d.getUTCMonth() + 1 ) }-${ pad(
			d.getUTCDate()
		) }`,
		time: `${ pad( d.getUTCHours() ) }:${ pad( d.getUTCMinutes() ) }`,
	};
}

/**
 * A moment as a date and time in a time zone: an offset ('+02:00') is applied by hand, an IANA
 * zone through Intl; an unknown or empty zone falls back to UTC (as formatDateTime() does).
 *
 * @param moment   The moment.
 * @param timeZone The site's time zone.
 */
function inZone( moment: Date, timeZone: string ): SiteDateTime {
	const offset = offsetMinutes( timeZone );
	if ( offset !== null ) {
		return utcParts( new Date( moment.getTime() + offset * 60_000 ) );
	}
	let format: Intl.DateTimeFormat;
	try {
		format = new Intl.DateTimeFormat( 'en-US', {
			timeZone: timeZone || 'UTC',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		} );
	} catch {
		return utcParts( moment );
	}
	const parts = format.formatToParts( moment );
	const part = ( type: Intl.DateTimeFormatPartTypes ) =>
		parts.find( ( p ) => p.type === type )?.value ?? '';
	return {
		date: `${ part( 'year' ) }-${ part( 'month' ) }-${ part( 'day' ) }`,
		time: `${ pad( Number( part( 'hour' ) ) % 24 ) }:${ part( 'minute' ) }`,
	};
}

/**
 * A saved publish_at as the site's date and time (to preload the scheduling options); null when
 * it is not a time. A time off the half-hour grid is kept as it is.
 *
 * @param iso      ISO 8601 with an offset, as the server sends it.
 * @param timeZone The site's time zone (the globals' timezone).
 */
export function fromPublishAt(
	iso: string,
	timeZone: string
): SiteDateTime | null {
	const moment = new Date( iso );
	return Number.isNaN( moment.getTime() ) ? null : inZone( moment, timeZone );
}

/**
 * Today's date in the site's time zone, 'YYYY-MM-DD'.
 *
 * @param timeZone The site's time zone.
 * @param now      The current moment.
 */
export function todayIn( timeZone: string, now: Date = new Date() ): string {
	return inZone( now, timeZone ).date;
}

export interface ScheduleState {
	scheduling: boolean;
	date: string;
	time: string;
}

/**
 * The scheduling options for a loaded survey: "A saved publish_at preloads the toggle, date, time
 * and am/pm"; otherwise off, no date, 8:00 am.
 *
 * @param survey   The survey.
 * @param timeZone The site's time zone.
 */
export function scheduleFromSurvey(
	survey: Survey,
	timeZone: string
): ScheduleState {
	const saved = survey.publish_at
		? fromPublishAt( survey.publish_at, timeZone )
		: null;
	return saved
		? { scheduling: true, ...saved }
		: { scheduling: false, date: '', time: DEFAULT_TIME };
}

/**
 * The survey with scheduling turned on or off: on sets publish_at from the date and time (null
 * while no date is set) and a draft becomes published ("Turning scheduling on while status is
 * draft sets it to publish"); off clears publish_at.
 *
 * @param survey The survey.
 * @param on     Whether scheduling is on.
 * @param date   'YYYY-MM-DD'.
 * @param time   'HH:MM'.
 */
export function setScheduling(
	survey: Survey,
	on: boolean,
	date: string,
	time: string
): Survey {
	const result = structuredClone( survey );
	if ( ! on ) {
		return { ...result, publish_at: null };
	}
	return {
		...result,
		status: result.status === 'draft' ? 'publish' : result.status,
		publish_at: toPublishAt( date, time ),
	};
}

/**
 * The survey with another status; a draft is not scheduled ("setting draft turns scheduling
 * off"), so its publish_at is cleared.
 *
 * @param survey The survey.
 * @param status The new status.
 */
export function setStatus( survey: Survey, status: SurveyStatus ): Survey {
	const result = structuredClone( survey );
	return {
		...result,
		status,
		publish_at: status === 'draft' ? null : result.publish_at,
	};
}

/**
 * The scheduling toggle after a status change: off for a draft, unchanged otherwise.
 *
 * @param status     The new status.
 * @param scheduling Whether scheduling was on.
 */
export function schedulingAfterStatus(
	status: SurveyStatus,
	scheduling: boolean
): boolean {
	return status === 'draft' ? false : scheduling;
}

/**
 * The publish step's save button (spec §4): 'Save as Draft' for a draft, 'Save and Schedule' when
 * scheduling is on, otherwise 'Save and Publish'.
 *
 * @param status     The survey's status.
 * @param scheduling Whether scheduling is on.
 */
export function saveButtonLabel(
	status: SurveyStatus,
	scheduling: boolean
): string {
	if ( status === 'draft' ) {
		return __( 'Save as Draft', 'userfeedback' );
	}
	return scheduling
		? __( 'Save and Schedule', 'userfeedback' )
		: __( 'Save and Publish', 'userfeedback' );
}

/**
 * "The button is disabled when scheduling is on and its options are incomplete."
 *
 * @param scheduling Whether scheduling is on.
 * @param date       'YYYY-MM-DD'.
 * @param time       'HH:MM'.
 */
export function saveDisabled(
	scheduling: boolean,
	date: string,
	time: string
): boolean {
	return scheduling && ! schedulingComplete( date, time );
}
