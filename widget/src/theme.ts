/**
 * Theming through CSS custom properties (the resolved theming comes from PHP) and the custom web
 * font, whose stylesheet must live in the page's <head>: @font-face rules inside a shadow root
 * are ignored by browsers. Its URL is the server's too (WidgetTheming::font_url()).
 */
import type { Theming } from './types';

const FONT_LINK_ID = 'userfeedback-widget-font';

/**
 * The theming as CSS custom properties. The text colours on the button and the toggle are the
 * server's (a page cached before it sent them keeps the stylesheet's white).
 * @param theming The resolved theming.
 */
export function themeStyle(
	theming: Theming
): Record< string, string | undefined > {
	const { family, weight } = theming.font;
	return {
		'--uf-bg': theming.widget_color,
		'--uf-text': theming.text_color,
		'--uf-button': theming.button_color,
		'--uf-button-text': theming.button_text_color,
		'--uf-toggle': theming.widget_toggle_color,
		'--uf-toggle-text': theming.toggle_text_color,
		// A custom family is set on the widget itself; without one it inherits the theme's font
		// through the host (widget.css).
		...( family
			? {
					'--uf-font': `"${ family }", sans-serif`,
					'font-family': 'var(--uf-font)',
				}
			: {} ),
		...( family && /^\d+/.test( weight )
			? { '--uf-weight': String( parseInt( weight, 10 ) ) }
			: {} ),
	};
}

/**
 * Adds (or replaces) the one font stylesheet in the page; a theme font needs none.
 * @param doc   The page.
 * @param href  The stylesheet (theming.font_url, the server's); empty or missing for none (and on
 *              a page cached before the server sent it: the family then falls back to the
 *              visitor's own fonts).
 * @param nonce The page's CSP nonce, if any.
 */
export function loadFont( doc: Document, href?: string, nonce?: string ): void {
	const existing = doc.getElementById( FONT_LINK_ID ) as HTMLLinkElement;
	if ( ! href ) {
		existing?.remove();
		return;
	}
	if ( existing?.href === href ) {
		return;
	}
	const link = existing ?? doc.createElement( 'link' );
	link.id = FONT_LINK_ID;
	link.rel = 'stylesheet';
	if ( nonce ) {
		link.nonce = nonce;
	}
	link.href = href;
	doc.head.appendChild( link );
}
