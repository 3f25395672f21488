/**
 * Languages as the builder offers them: the languages this site has installed first, and the
 * language the builder is editing (the route's `?lang=`, so a reload stays on it).
 */
import { useSearchParams } from 'react-router-dom';

import { LOCALE_CODE, siteLanguage } from '../../../../data/languages';
import { getGlobals } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';

export {
	languageName,
	ownLanguage,
	siteLanguage,
} from '../../../../data/languages';

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
