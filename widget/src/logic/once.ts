/**
 * One answer per person (settings.behavior.once_per): once answered, a survey that takes one
 * answer per browser or per user is not shown in this browser again. The survey cookie is a
 * session cookie (visitor.md §3), so the lasting mark is a local key beside it; the server keeps
 * its own (an HttpOnly cookie per browser, the account's responses per user) and refuses a second
 * answer either way.
 */
import type { PageSurvey } from '../types';
import { consents } from './consent';

const key = ( survey: PageSurvey ) => `${ survey.cookie_name }-once`;

/** Why an answered survey is not shown (eligibility's reason; an inline one says so instead). */
export const ANSWERED = 'Answered once';

/**
 * Whether the survey takes one answer per person.
 *
 * @param survey The survey.
 */
export const oncePerPerson = ( survey: PageSurvey ): boolean =>
	( survey.settings.behavior.once_per ?? 'none' ) !== 'none';

/**
 * Whether this browser has answered it (storage that cannot be read: no).
 *
 * @param survey The survey.
 * @param win    The window (its localStorage).
 */
export function answeredHere( survey: PageSurvey, win: Window ): boolean {
	try {
		return win.localStorage.getItem( key( survey ) ) !== null;
	} catch {
		return false;
	}
}

/**
 * Remembers that this browser answered it (storage that cannot be written: the cookie and the
 * server still hold).
 *
 * @param survey The survey.
 * @param win    The window (its localStorage).
 */
export function noteAnswered( survey: PageSurvey, win: Window ): void {
	try {
		if ( consents( win, 'functional' ) ) {
			win.localStorage.setItem( key( survey ), '1' );
		}
	} catch {}
}
