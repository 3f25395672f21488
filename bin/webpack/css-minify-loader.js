/**
 * Shrinks the widget's CSS before it is bundled as text (every byte counts against the widget's
 * size budget, bin/check-widget-size.mjs): drops comments and the whitespace around punctuation,
 * the leading zero of a fraction (0.5 → .5) and the spaces around a slash (rgb(0 0 0 / 18%)).
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
		.replace( /;}/g, '}' )
		.trim();
};
