/**
 * The widget's styles in its shadow roots. One constructed stylesheet shared by every root (not
 * subject to a strict Content-Security-Policy); where that is unsupported, a <style> per root
 * carrying the page's CSP nonce.
 */
import css from './widget.css';

let sheet: CSSStyleSheet | null = null;

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
				made.replaceSync( css );
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
	style.textContent = css;
	root.appendChild( style );
}
