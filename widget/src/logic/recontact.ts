/**
 * Recontact (docs/decisions.md "The right moment and the right context"): per survey, "show again
 * after N days until answered" (recontact_days) and "ask again every N days after answering"
 * (repeat_days). Opt-in: with both 0 the spec's display length decides alone, from its session
 * cookie, and nothing here is written.
 *
 * A survey with either set keeps a first-party cookie `{cookie_name}-contact` for CONTACT_DAYS:
 * `{ s, a }`, when it was last shown and when it was last answered (ms since the epoch). A visit
 * is one contact: while the survey's session cookie lives (it was shown in this browser session),
 * the display length decides as before, so it stays on the visitor's next pages until answered.
 */
import type { PageSurvey } from '../types';

/** The contact cookie's suffix (after the survey's cookie name) and lifetime. */
export const CONTACT_SUFFIX = '-contact';
export const CONTACT_DAYS = 365;

const DAY_MS = 864e5;

/** When the survey was last shown (`s`) and last answered (`a`). */
export interface Contact {
	s?: number;
	a?: number;
}

type Behavior = PageSurvey[ 'settings' ][ 'behavior' ];

/**
 * The contact cookie's name.
 *
 * @param survey The survey.
 */
export const contactCookie = ( survey: PageSurvey ): string =>
	survey.cookie_name + CONTACT_SUFFIX;

/**
 * Whether recontact keeps a survey that uses it off the page:
 * - answered since it was last shown: hidden for repeat_days after the answer, then asked again
 *   (a new response); with repeat_days 0, not again;
 * - shown in this browser session and not answered since: the display length's rule (once hides
 *   it; the session cookie's `submitted` is an earlier contact's, so it does not);
 * - shown in an earlier visit and not answered: hidden until recontact_days after it was last
 *   shown (0: the next visit).
 *
 * @param behavior The survey's behaviour settings.
 * @param contact  The contact cookie.
 * @param session  Whether the survey's session cookie is set (shown in this browser session).
 * @param now      The time, ms since the epoch.
 */
export function heldByContact(
	behavior: Behavior,
	contact: Contact | null,
	session: boolean,
	now: number
): boolean {
	const { s = 0, a } = contact ?? {};
	if ( a !== undefined && a >= s ) {
		return (
			! behavior.repeat_days || now - a < behavior.repeat_days * DAY_MS
		);
	}
	if ( session ) {
		return behavior.display_length === 'once';
	}
	return now - s < ( behavior.recontact_days ?? 0 ) * DAY_MS;
}
