/**
 * Shrinks the widget's CSS before it is bundled as text (every byte counts against the widget's
 * size budget, bin/check-widget-size.mjs): drops comments and the whitespace around punctuation,
 * the leading zero of a fraction (0.5 → .5), the spaces around a slash (rgb(0 0 0 / 18%)), and
 * writes a translucent rgb() with a percentage alpha as #rrggbbaa (rgb(0 0 0/18%) → #0000002e:
 * the same 8-bit colour a browser paints; all the widget's browsers read 8-digit hex).
 * Enough for our own hand-written stylesheet, which has no strings, URLs or font shorthands a
 * slash rule could change; not a general CSS minifier (it does not touch selectors' descendant
 * spaces). Only the widget's build uses it: the admin app's and the block's styles go through
 * the WordPress scripts package's own CSS pipeline.
 *
 * @param {string} source The stylesheet.
 * @return {string} The smaller stylesheet.
 */
module.exports = function cssMinifyLoader( source ) {
	return source
		.replace( /\/\*[\s\S]*?\*\//g, '' )
		.replace( /\s+/g, ' ' )
		.replace( /\s*([{};,>])\s*/g, '$1' )
		.replace( /:\s+/g, ':' )
		.replace( /([:\s(,])0\.(\d)/g, '$1.$2' )
		.replace( /\s*\/\s*/g, '/' )
		.replace( /rgb\((\d+) (\d+) (\d+)\/(\d+)%\)/g, ( match, ...channels ) =>
			channels
				.slice( 0, 4 )
				.map( ( value, i ) =>
					Math.round( i < 3 ? value : ( value * 255 ) / 100 )
						.toString( 16 )
						.padStart( 2, '0' )
				)
				.reduce( ( hex, pair ) => hex + pair, '#' )
		)
		.replace( /;}/g, '}' )
		.trim();
};
