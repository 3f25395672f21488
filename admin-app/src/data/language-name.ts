/**
 * A locale's name in the admin's own language, from the browser's Intl.DisplayNames (so no list
 * of names ships with the app).
 */
import { getGlobals } from './globals';

/**
 * A locale's name, e.g. "French (France)" for fr_FR in an English admin; the code itself where
 * the browser has no name for it.
 *
 * @param locale A WordPress locale.
 */
export function languageName( locale: string ): string {
	try {
		const names = new Intl.DisplayNames(
			[ getGlobals().locale.replace( '_', '-' ) ],
			{ type: 'language', languageDisplay: 'standard' }
		);
		// A variant (de_DE_formal) has no BCP 47 form Intl knows: named by its language and region.
		const tag = locale.split( '_' ).slice( 0, 2 ).join( '-' );
		const name = names.of( tag );
		return name && name !== tag ? name : locale;
	} catch {
		return locale;
	}
}
