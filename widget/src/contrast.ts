/**
 * The text colour on a coloured button, for the admin's preview only: on visitor pages the
 * server sends it (Frontend\WidgetTheming::readable_on(), held to the same table,
 * contrast-cases.json), so widget.js does not carry this maths.
 */

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
