/**
 * A locale's name in the admin's own language, from the browser's Intl.DisplayNames (so no list
 * of names ships with the app).
 */
import { getGlobals } from './globals';

/** The admin's language for Intl, or the browser's where the page gives none. */
function adminLocales(): string[] {
	try {
		return [ getGlobals().locale.replace( '_', '-' ) ];
	} catch {
		return [];
	}
}

/**
 * A locale's name, e.g. "French (France)" for fr_FR in an English admin; the code itself where
 * the browser has no name for it.
 *
 * @param locale A WordPress locale.
 */
export function languageName( locale: string ): string {
	try {
		const names = new Intl.DisplayNames( adminLocales(), {
			type: 'language',
			languageDisplay: 'standard',
		} );
		// A variant (de_DE_formal) has no BCP 47 form Intl knows: named by its language and region.
		const tag = locale.split( '_' ).slice( 0, 2 ).join( '-' );
		const name = names.of( tag );
		return name && name !== tag ? name : locale;
	} catch {
		return locale;
	}
}

/**
 * A survey's languages, its own first (the site's when it names none): what the reports'
 * language filter offers.
 *
 * @param survey The survey (its `language` and `translations`), or nothing while it loads.
 */
export function surveyLanguages(
	survey?: { language: string; translations?: object } | null
): string[] {
	if ( ! survey ) {
		return [];
	}
	const own = survey.language || getGlobals().site_language || 'en_US';
	return [
		...new Set( [ own, ...Object.keys( survey.translations ?? {} ) ] ),
	];
}
