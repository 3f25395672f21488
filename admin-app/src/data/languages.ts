/**
 * Languages as the admin app knows them: a WordPress locale code, which ones read right to left
 * (both from the contract), a locale's name in the admin's own language (the browser's
 * Intl.DisplayNames, so no list of names ships with the app), the site's language and a
 * survey's.
 */
import { LOCALE_PATTERN, RTL_LANGUAGES } from '@userfeedback/contract';

import { getGlobals } from './globals';

/** A WordPress locale code (Surveys\Translations\Locale::PATTERN). */
export const LOCALE_CODE = new RegExp( LOCALE_PATTERN );

const RTL: ReadonlySet< string > = new Set( RTL_LANGUAGES );

/**
 * Whether a locale is written right to left.
 *
 * @param locale A WordPress locale.
 */
export function isRtl( locale: string ) {
	return RTL.has( locale.split( '_' )[ 0 ].toLowerCase() );
}

/** The site's language, a survey's own when it names none. */
export function siteLanguage(): string {
	const site = getGlobals().site_language;
	return site && LOCALE_CODE.test( site ) ? site : 'en_US';
}

/**
 * A survey's own language.
 *
 * @param survey          The survey (its `language`).
 * @param survey.language
 */
export function ownLanguage( survey: { language: string } ): string {
	return survey.language || siteLanguage();
}

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
	return [
		...new Set( [
			ownLanguage( survey ),
			...Object.keys( survey.translations ?? {} ),
		] ),
	];
}
