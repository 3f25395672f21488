/**
 * Display rules across surveys decided in the browser (docs/decisions.md "Display rules across
 * surveys", "One survey at a time"), from first-party cookies, so a cached page stays right for
 * every visitor:
 * - cooldown: after a floating survey was shown, no other floating survey is shown for the
 *   site's cooldown_days, unless it ignores the cooldown; the survey shown stays eligible under
 *   its own rules;
 * - pause: after the visitor finished a survey (completed it, or closed it after answering), no
 *   other floating survey is shown for the site's pause_minutes of this browser session (a
 *   session cookie); the survey finished stays eligible under its own rules;
 * - sampling: each visitor is drawn once per survey (0–99) and shown a survey with
 *   sample_percent below 100 only when the draw is below it; the draw is remembered, so a
 *   percentage changed later applies to the same draw.
 * Priority and response limits are the server's: the list arrives in page order, without
 * surveys at their limit.
 */
import type { PageSurvey } from '../types';
import {
	type CookieDocument,
	readJsonCookie,
	writeJsonCookie,
} from './cookies';

/** The site-wide cooldown cookie: which floating survey was shown last, and when. */
export const COOLDOWN_COOKIE = 'userfeedback_cooldown';

/** Cookie content: the survey's id and the time it was shown (ms since the epoch). */
export interface Cooldown {
	id: number;
	at: number;
}

/**
 * The pause cookie: which survey the visitor finished last, and when (a Cooldown). A session
 * cookie, so the pause never outlives the browser session whatever its minutes.
 */
export const PAUSE_COOKIE = 'userfeedback_pause';

/** A survey's sample cookie: its cookie name plus this suffix; holds the draw. */
export const SAMPLE_SUFFIX = '-sample';

/** How long a draw is remembered, in days. */
export const SAMPLE_DAYS = 365;

const DAY_MS = 864e5;

/**
 * The cooldown (or pause) cookie as stored. Not checked further: a value of another shape (the
 * visitor's own doing) gives NaN in heldBy()'s time check, which keeps nothing off the page.
 *
 * @param doc  The document whose cookies are read.
 * @param name The cookie: COOLDOWN_COOKIE or PAUSE_COOKIE.
 */
export function readCooldown(
	doc: CookieDocument,
	name = COOLDOWN_COOKIE
): Cooldown | null {
	return readJsonCookie( doc, name ) as Cooldown | null;
}

/**
 * Remembers that a survey was shown now, for the cooldown's days (nothing when there is none).
 *
 * @param doc  The document to set the cookie on.
 * @param id   The survey shown.
 * @param days The site's cooldown in days.
 * @param now  The time, ms since the epoch.
 */
export function startCooldown(
	doc: CookieDocument,
	id: number,
	days: number | undefined,
	now: number
): void {
	if ( days ) {
		writeJsonCookie( doc, COOLDOWN_COOKIE, { id, at: now }, days );
	}
}

/**
 * Whether a cookie of another survey, set less than `ms` ago, keeps this survey off the page. A
 * shortened period applies at once (the cookie's time is compared, not its expiry).
 *
 * @param survey The candidate.
 * @param held   The cooldown or pause cookie.
 * @param ms     The period in ms (NaN, from a missing setting: none).
 * @param now    The time, ms since the epoch.
 */
export function heldBy(
	survey: PageSurvey,
	held: Cooldown | null,
	ms: number,
	now: number
): boolean {
	return !! held && held.id !== survey.id && now - held.at < ms;
}

/**
 * Whether the cooldown keeps this survey off the page: another survey was shown less than
 * `days` ago and this one does not ignore the cooldown.
 *
 * @param survey   The candidate.
 * @param cooldown The cooldown cookie.
 * @param days     The site's cooldown in days (0 or missing: none).
 * @param now      The time, ms since the epoch.
 */
export function cooledDown(
	survey: PageSurvey,
	cooldown: Cooldown | null,
	days: number | undefined,
	now: number
): boolean {
	return (
		! survey.settings.behavior.ignore_cooldown &&
		// Missing days (0 or a page without them) make the period NaN: none.
		heldBy( survey, cooldown, ( days as number ) * DAY_MS, now )
	);
}

/**
 * Whether the pause after a response keeps this survey off the page: the visitor finished
 * another survey less than `minutes` ago in this browser session. Unlike the cooldown, no
 * survey ignores it: it is the visitor's breather, not the owner's schedule.
 *
 * @param survey  The candidate.
 * @param pause   The pause cookie.
 * @param minutes The site's pause in minutes (0 or missing: none).
 * @param now     The time, ms since the epoch.
 */
export function paused(
	survey: PageSurvey,
	pause: Cooldown | null,
	minutes: number | undefined,
	now: number
): boolean {
	return heldBy( survey, pause, ( minutes as number ) * 6e4, now );
}

/**
 * Remembers, for this browser session, that the visitor finished a survey now (nothing when the
 * site has no pause).
 *
 * @param doc     The document to set the cookie on.
 * @param id      The survey finished.
 * @param minutes The site's pause in minutes.
 * @param now     The time, ms since the epoch.
 */
export function startPause(
	doc: CookieDocument,
	id: number,
	minutes: number | undefined,
	now: number
): void {
	if ( minutes ) {
		writeJsonCookie( doc, PAUSE_COOKIE, { id, at: now } );
	}
}

/**
 * Whether the visitor's draw keeps the survey off the page. A missing percentage (a page cached
 * before sampling) is 100: everyone.
 *
 * @param percent The survey's sample_percent.
 * @param draw    Gives the visitor's draw for the survey (0–99); asked only when sampling.
 */
export function sampledOut(
	percent: number | undefined,
	draw: () => number
): boolean {
	// A missing percentage makes the first comparison false.
	return ( percent as number ) < 100 && draw() >= ( percent as number );
}

/**
 * A random whole number from 0 to 99 from the browser's cryptographic random source (a 32-bit
 * value modulo 100: a bias below one in 40 million).
 */
export function randomDraw(): number {
	return crypto.getRandomValues( new Uint32Array( 1 ) )[ 0 ] % 100;
}

/**
 * The visitor's draw for a survey: the remembered one, or a new one, remembered for a year.
 *
 * @param doc        The document whose cookies are read and set.
 * @param cookieName The survey's cookie name.
 * @param draw       Makes a new draw.
 */
export function sampleDraw(
	doc: CookieDocument,
	cookieName: string,
	draw: () => number = randomDraw
): number {
	const name = cookieName + SAMPLE_SUFFIX;
	let kept = readJsonCookie( doc, name );
	if ( typeof kept !== 'number' ) {
		kept = draw();
		writeJsonCookie( doc, name, kept, SAMPLE_DAYS );
	}
	return kept as number;
}

/**
 * A UUID v4: crypto.randomUUID() where the browser has it (secure contexts), else one built
 * from getRandomValues (an http:// site): each x of the pattern a random hex digit, y one of
 * 8, 9, a or b: the pattern's digit XOR random bits (1 and 0 take 4 bits, 8 takes 2).
 */
/* eslint-disable no-bitwise -- the UUID's bits, as RFC 4122 sets them. */
export function uuid(): string {
	return crypto.randomUUID
		? crypto.randomUUID()
		: '10000000-1000-4000-8000-100000000000'.replace( /[018]/g, ( d ) =>
				(
					+d ^
					( crypto.getRandomValues( new Uint8Array( 1 ) )[ 0 ] &
						( 15 >> ( +d / 4 ) ) )
				).toString( 16 )
			);
}
/* eslint-enable no-bitwise */
