/**
 * `window.userfeedback.setAttributes( { plan: 'pro' } )`: values the site's own code gives the
 * visitor's responses, read by the surveys' `js` hidden fields (hidden-fields.ts). In the loader,
 * so a call made before any survey shows is kept; a call made before the widget loaded is queued
 * by the documented snippet (public-api.ts) and replayed here. Later calls add to or replace
 * earlier values; null or undefined removes one. Kept in this page view's memory only.
 */
import { exposeMethod } from './public-api';

const attributes = new Map< string, string >();

/**
 * Installs `setAttributes` on the page's API and runs the calls queued for it.
 *
 * @param win The window.
 */
export function listenForAttributes( win: Window ): void {
	exposeMethod( win, 'setAttributes', ( values ) => {
		if ( ! values || typeof values !== 'object' ) {
			return;
		}
		for ( const [ name, value ] of Object.entries( values ) ) {
			if ( value === null || value === undefined ) {
				attributes.delete( name );
			} else {
				attributes.set( name, String( value ) );
			}
		}
	} );
}

/**
 * The value the site's code set for a name, if any.
 *
 * @param name The attribute's name (a `js` field's key).
 */
export function attribute( name: string ): string | undefined {
	return attributes.get( name );
}
