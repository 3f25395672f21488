/**
 * The recontact cookie's writer: the renderer's, since a survey is shown and answered only once it
 * is drawn (the loader only reads the cookie: recontact.ts).
 */
import type { PageSurvey } from '../types';
import {
	type CookieDocument,
	readJsonCookie,
	writeJsonCookie,
} from './cookies';
import { CONTACT_DAYS, type Contact, contactCookie } from './recontact';

/**
 * Remembers that the survey was shown (`s`) or answered (`a`) now, for a survey that uses
 * recontact (nothing otherwise).
 *
 * @param doc    The document whose cookies are read and set.
 * @param survey The survey.
 * @param key    's' when shown, 'a' when its response was stored complete.
 * @param now    The time, ms since the epoch.
 */
export function noteContact(
	doc: CookieDocument,
	survey: PageSurvey,
	key: keyof Contact,
	now: number
): void {
	const { recontact_days: days, repeat_days: repeat } =
		survey.settings.behavior;
	if ( days || repeat ) {
		const name = contactCookie( survey );
		writeJsonCookie(
			doc,
			name,
			{ ...( readJsonCookie( doc, name ) as Contact ), [ key ]: now },
			CONTACT_DAYS
		);
	}
}
