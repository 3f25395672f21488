/**
 * Theming through CSS custom properties (the resolved theming comes from PHP) and the custom web
 * font, whose stylesheet must live in the page's <head>: @font-face rules inside a shadow root
 * are ignored by browsers.
 */
import type { Theming } from './types';

const FONT_LINK_ID = 'userfeedback-widget-font';

/**
 * Text colour for a coloured button: white while it keeps 3:1 against the colour (the widget's
 * buttons use large bold text, for which WCAG AA asks 3:1), else near-black.
 * @param hex A hex colour such as #2D87F1.
 */
export function readableOn( hex: string ): string {
	const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec( hex );
	if ( ! match ) {
		return '#ffffff';
	}
	const digits =
		match[ 1 ].length === 3
			? match[ 1 ].replace( /./g, ( c ) => c + c )
			: match[ 1 ];
	const [ r, g, b ] = [ 0, 2, 4 ].map( ( i ) => {
		const c = parseInt( digits.slice( i, i + 2 ), 16 ) / 255;
		return c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} );
	const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
	return 1.05 / ( luminance + 0.05 ) >= 3 ? '#ffffff' : '#1e1e1e';
}

export function themeStyle( theming: Theming ): Record< string, string > {
	const { family, weight } = theming.font;
	return {
		'--uf-bg': theming.widget_color,
		'--uf-text': theming.text_color,
		'--uf-button': theming.button_color,
		'--uf-button-text': readableOn( theming.button_color ),
		'--uf-toggle': theming.widget_toggle_color,
		'--uf-toggle-text': readableOn( theming.widget_toggle_color ),
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
 * The stylesheet URL of a family (and weight): `{base}?family=Open+Sans:wght@700&display=swap`.
 * @param base   The stylesheet service URL.
 * @param family The font family.
 * @param weight The weight, e.g. 700 (empty for the default).
 */
export function fontUrl( base: string, family: string, weight: string ) {
	const w = parseInt( weight, 10 );
	return `${ base }?family=${ encodeURIComponent( family ).replace(
		/%20/g,
		'+'
	) }${ w ? `:wght@${ w }` : '' }&display=swap`;
}

/**
 * Adds (or replaces) the one font stylesheet in the page; a theme font needs none.
 * @param doc     The page.
 * @param theming The resolved theming.
 * @param base    The stylesheet service URL.
 * @param nonce   The page's CSP nonce, if any.
 */
export function loadFont(
	doc: Document,
	theming: Theming,
	base: string,
	nonce?: string
): void {
	const { family, weight } = theming.font;
	const existing = doc.getElementById( FONT_LINK_ID ) as HTMLLinkElement;
	if ( ! family || ! base ) {
		existing?.remove();
		return;
	}
	const href = fontUrl( base, family, weight );
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
