/**
 * A survey's hidden fields' values as this visitor's browser reads them (renderer side: read when
 * the first save is sent). `query`: the page address's parameter; `cookie`: the cookie's text;
 * `js`: what the site's code set (the loader's attributes.ts, through readAttributesFrom());
 * `page`: the value the server printed with the page. `user` fields never come from the browser (the server resolves them). Each value is
 * trimmed and cut to the server's limit, so a long URL parameter never costs the visitor their
 * response; empty ones are left out. Also what a recalled `{{field:NAME}}` reads.
 */
import { HIDDEN_FIELD_VALUE_MAX } from '@userfeedback/contract';

import { cookieText } from './logic/cookies';
import type { PageSurvey } from './types';

type Field = NonNullable<
	PageSurvey[ 'settings' ][ 'hidden_fields' ]
>[ number ];

// The loader keeps the values the site's code sets (attributes.ts) from before the renderer
// loads; the renderer is a bundle of its own, so the loader hands over its reader.
let attribute: ( name: string ) => string | undefined = () => undefined;

/**
 * Reads the `js` fields from the loader's values from now on.
 *
 * @param source The loader's attribute(): the value the site's code set for a name, if any.
 */
export function readAttributesFrom(
	source: ( name: string ) => string | undefined
): void {
	attribute = source;
}

function read( field: Field, win: Window ): string | null | undefined {
	switch ( field.source ) {
		case 'query':
			return new URLSearchParams( win.location.search ).get( field.key );
		case 'cookie':
			return cookieText( win.document, field.key );
		case 'js':
			return attribute( field.key );
		case 'page':
			return field.value;
	}
	return undefined;
}

/**
 * The values to send, by field name.
 *
 * @param survey The survey.
 * @param win    The window.
 */
export function collectFields(
	survey: PageSurvey,
	win: Window
): Record< string, string > {
	const values: Record< string, string > = {};
	for ( const field of survey.settings.hidden_fields ?? [] ) {
		// By code point, so a cut never splits a character the server would refuse.
		const value = Array.from( ( read( field, win ) ?? '' ).trim() )
			.slice( 0, HIDDEN_FIELD_VALUE_MAX )
			.join( '' );
		if ( value ) {
			values[ field.name ] = value;
		}
	}
	return values;
}

/**
 * One hidden field's value for this visitor ('' when it has none): what recall inserts.
 *
 * @param survey The survey.
 * @param name   The field's name.
 * @param win    The window.
 */
export function fieldValue(
	survey: PageSurvey,
	name: string,
	win: Window = window
): string {
	return collectFields( survey, win )[ name ] ?? '';
}
