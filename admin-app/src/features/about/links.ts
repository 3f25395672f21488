/**
 * Where the About area's screens link to: the plugin's own admin pages (real routes) and the
 * upgrade page (a link out only; nothing is fetched from it).
 */
import { adminPageUrl, getGlobals } from '../../data/globals';

/**
 * The upgrade page, tagged with the screen that sent the visitor.
 *
 * @param medium The screen, e.g. `lite-vs-pro`.
 */
export function upgradeUrl( medium: string ): string {
	return `https://www.userfeedback.com/lite/?utm_source=liteplugin&utm_medium=${ encodeURIComponent(
		medium
	) }&utm_campaign=upgrade`;
}

/**
 * A route of another admin area, e.g. `adminRoute( 'surveys', '/new/setup' )`.
 *
 * @param area The admin area (`userfeedback_{area}` page).
 * @param hash The hash route inside it ('' for the area root).
 */
export function adminRoute( area: string, hash = '' ): string {
	const url = adminPageUrl( getGlobals().admin_url, area );
	return hash ? `${ url }#${ hash }` : url;
}

/** The new-survey route (spec §2.1: /new redirects to /new/setup). */
export function newSurveyUrl(): string {
	return adminRoute( 'surveys', '/new/setup' );
}
