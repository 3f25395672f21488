/**
 * Trims Preact's class-component machinery out of the widget's copy of Preact (the widget's size
 * budget, bin/check-widget-size.mjs): the widget is function components and its own hooks
 * (widget/src/hooks.ts) only — no class components, context, defaultProps or error boundaries —
 * so every branch Preact keeps for those is dead code in it. Each rule below rewrites one spot of
 * Preact's published build (dist/preact.module.js); the minifier then drops what it guarded:
 * - a component is never a class (`Component.prototype.render`), so no lifecycle method is
 *   looked up (getDerivedStateFromProps, componentWillMount, componentDidMount,
 *   componentWillReceiveProps, componentDidUpdate, getSnapshotBeforeUpdate) and the class
 *   render path goes;
 * - shouldComponentUpdate, componentWillUpdate, componentWillUnmount and forceUpdate, which
 *   function components never have or call (the widget's hooks re-render through setState);
 * - no context: contextType and getChildContext (createContext's Provider and Consumer);
 * - no defaultProps in createElement;
 * - no error boundaries: an error thrown while rendering is rethrown at once instead of being
 *   handed to a parent's getDerivedStateFromError/componentDidCatch (there are none to find).
 * Each rule must match exactly once, or the build fails: a Preact upgrade that moves any of
 * these spots stops here rather than shipping a half-trimmed copy (with hooks.ts, the other
 * place that knows Preact's internals). widget/src/preact-trim.test.ts runs these rules on the
 * installed Preact and checks the widget's code uses none of what they take away. Only the
 * widget's build uses this loader; the admin app and the block get React from WordPress.
 */
const name = '[\\w$]+';

/** [what it removes, pattern (one match), replacement] */
const RULES = [
	[
		'class components',
		new RegExp(
			`(${ name })=(${ name })\\.prototype&&\\2\\.prototype\\.render`
		),
		'$1=!1',
	],
	[
		'contextType',
		new RegExp(
			`(${ name })=\\((${ name })=${ name }\\.contextType\\)&&${ name }\\[\\2\\.__c\\],(${ name })=\\2\\?\\1\\?\\1\\.props\\.value:\\2\\.__:(${ name })`
		),
		'$1=$2=void 0,$3=$4',
	],
	[
		'shouldComponentUpdate',
		new RegExp(
			`!(${ name })\\.__e&&null!=\\1\\.shouldComponentUpdate&&!1===\\1\\.shouldComponentUpdate\\([^)]*\\)`
		),
		'!1',
	],
	[
		'componentWillUpdate',
		new RegExp(
			`null!=(${ name })\\.componentWillUpdate&&\\1\\.componentWillUpdate\\([^)]*\\),`
		),
		'',
	],
	[
		'getChildContext',
		new RegExp(
			`null!=(${ name })\\.getChildContext&&\\(${ name }=${ name }\\(${ name }\\(\\{\\},${ name }\\),\\1\\.getChildContext\\(\\)\\)\\),`
		),
		'',
	],
	[
		'componentWillUnmount',
		new RegExp(
			`if\\((${ name })\\.componentWillUnmount\\)try\\{\\1\\.componentWillUnmount\\(\\)\\}catch\\(${ name }\\)\\{${ name }\\.__e\\(${ name },${ name }\\)\\}`
		),
		'',
	],
	[
		'defaultProps',
		new RegExp(
			`,"function"==typeof (${ name })&&null!=\\1\\.defaultProps\\)for\\(${ name } in \\1\\.defaultProps\\)void 0===${ name }\\[${ name }\\]&&\\(${ name }\\[${ name }\\]=\\1\\.defaultProps\\[${ name }\\]\\);`
		),
		');',
	],
	[
		'forceUpdate',
		new RegExp(
			`(${ name })\\.prototype\\.forceUpdate=function\\(${ name }\\)\\{[^}]*\\},`
		),
		'',
	],
	[
		'error boundaries',
		new RegExp(
			`__e:function\\((${ name }),${ name },${ name },${ name }\\)\\{for\\(var [^;]*;${ name }=${ name }\\.__;\\)[\\s\\S]*?\\}catch\\(${ name }\\)\\{${ name }=${ name }\\}throw ${ name }\\}`
		),
		'__e:function($1){throw $1}',
	],
];

/**
 * @param {string} source dist/preact.module.js.
 * @return {string} The same module without the parts above.
 */
function trimPreact( source ) {
	return RULES.reduce( ( code, [ what, pattern, replacement ] ) => {
		const matches = code.match( new RegExp( pattern, 'g' ) )?.length ?? 0;
		if ( matches !== 1 ) {
			throw new Error(
				`preact-trim-loader: "${ what }" matched ${ matches } times in Preact's build (expected once); has Preact changed? See bin/webpack/preact-trim-loader.js.`
			);
		}
		return code.replace( pattern, replacement );
	}, source );
}

module.exports = trimPreact;
module.exports.RULES = RULES;
