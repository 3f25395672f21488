/**
 * The widget's styles in its shadow roots. One constructed stylesheet shared by every root (not
 * subject to a strict Content-Security-Policy); where that is unsupported, a <style> per root
 * carrying the page's CSP nonce. Rules that come later with a chunk (the grid controls) are added
 * to the sheet and to every <style>, so the roots already drawn get them too.
 */
import css from './widget.css';

let text = css;
let sheet: CSSStyleSheet | null = null;
const styles: HTMLStyleElement[] = [];

/**
 * Gives a shadow root the widget's styles.
 *
 * @param root  The shadow root.
 * @param nonce The page's CSP nonce, if any.
 */
export function addStyles( root: ShadowRoot, nonce?: string ): void {
	if ( 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' ) {
		try {
			if ( ! sheet ) {
				// Kept only once filled: a browser without replaceSync() gets <style>s, every time.
				const made = new CSSStyleSheet();
				made.replaceSync( text );
				sheet = made;
			}
			root.adoptedStyleSheets = [ sheet ];
			return;
		} catch {
			// Fall through to a <style> element.
		}
	}
	const style = root.ownerDocument.createElement( 'style' );
	if ( nonce ) {
		style.setAttribute( 'nonce', nonce );
	}
	style.textContent = text;
	root.appendChild( style );
	styles.push( style );
}

/**
 * Adds a chunk's rules to every root, drawn or to come (once).
 *
 * @param rules The rules.
 */
export function addRules( rules: string ): void {
	if ( text.includes( rules ) ) {
		return;
	}
	text += rules;
	sheet?.replaceSync( text );
	styles.forEach( ( style ) => ( style.textContent = text ) );
}
