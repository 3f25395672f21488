/**
 * Shrinks the widget's CSS before it is bundled as text (every byte counts against the widget's
 * 15 KB budget): drops comments and the whitespace around punctuation. Enough for our own
 * hand-written stylesheet; not a general CSS minifier (it does not touch strings or selectors'
 * descendant spaces).
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
