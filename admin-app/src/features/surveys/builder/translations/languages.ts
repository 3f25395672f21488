/**
 * Languages as the builder offers them: the languages this site has installed first, and the
 * language the builder is editing (the route's `?lang=`, so a reload stays on it).
 */
import { useSearchParams } from 'react-router-dom';

import { getGlobals } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import { LOCALE_CODE } from './translation-texts';

export { languageName } from '../../../../data/language-name';

/** The site's language, a survey's own when it names none. */
export function siteLanguage(): string {
	const site = getGlobals().site_language;
	return site && LOCALE_CODE.test( site ) ? site : 'en_US';
}

/**
 * The survey's own language.
 *
 * @param survey The survey.
 */
export function ownLanguage( survey: Survey ): string {
	return survey.language || siteLanguage();
}

/** The languages this site has installed, its own first (offered before any other). */
export function installedLanguages(): string[] {
	const installed = getGlobals().installed_languages ?? [];
	return [ ...new Set( [ siteLanguage(), 'en_US', ...installed ] ) ].filter(
		( code ) => LOCALE_CODE.test( code )
	);
}

/**
 * The language the builder edits now (a reader: one of the survey's translations, or null for
 * its own) and a way to change it.
 */
export function useEditedLanguage(): [
	( survey: Survey ) => string | null,
	( locale: string | null ) => void,
] {
	const [ params, setParams ] = useSearchParams();
	const asked = params.get( 'lang' );
	const edited = ( survey: Survey ) =>
		asked && survey.translations?.[ asked ] ? asked : null;
	const setEdited = ( locale: string | null ) =>
		setParams(
			( current ) => {
				const next = new URLSearchParams( current );
				if ( locale ) {
					next.set( 'lang', locale );
				} else {
					next.delete( 'lang' );
				}
				return next;
			},
			{ replace: true }
		);
	return [ edited, setEdited ];
}
