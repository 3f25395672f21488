/**
 * A custom font's stylesheet URL, for the admin's preview only: on visitor pages the server sends
 * it (theming.font_url, Frontend\WidgetTheming::font_url(), which builds the same URL).
 */

/** The web-font service when the bootstrap names none (WidgetBootstrap::fonts_url()'s default). */
export const DEFAULT_FONTS_URL = 'https://fonts.googleapis.com/css2';

/**
 * The stylesheet URL of a family (and weight): `{base}?family=Open+Sans:wght@700&display=swap`;
 * '' for the theme's font (no family).
 * @param base   The stylesheet service URL.
 * @param family The font family.
 * @param weight The weight, e.g. 700 (empty or regular for the default).
 */
export function fontUrl( base: string, family: string, weight: string ) {
	const w = parseInt( weight, 10 );
	return family && base
		? `${ base }?family=${ encodeURIComponent( family ).replace(
				/%20/g,
				'+'
			) }${ w ? `:wght@${ w }` : '' }&display=swap`
		: '';
}
