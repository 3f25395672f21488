/**
 * Trims Preact's class-component machinery and a few element special cases out of the widget's
 * copy of Preact (the widget's size budget, bin/check-widget-size.mjs): the widget is function
 * components and its own hooks (widget/src/hooks.ts) only — no class components, context,
 * defaultProps or error boundaries — and plain HTML form markup with inline SVG icons, so every
 * branch Preact keeps for the rest is dead code in it. Each rule below rewrites one spot of
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
 *   handed to a parent's getDerivedStateFromError/componentDidCatch (there are none to find),
 *   and no Suspense (nothing throws a promise: the widget has no lazy components);
 * - what only other markup needs: MathML, <template>, <foreignObject>, <progress>, <option>,
 *   popover, xlink:href or className on SVG, dangerouslySetInnerHTML.
 * Each rule must match as often as it says (once unless told), or the build fails: a Preact upgrade that moves any of
 * these spots stops here rather than shipping a half-trimmed copy (with hooks.ts, the other
 * place that knows Preact's internals). widget/src/preact-trim.test.ts runs these rules on the
 * installed Preact and checks the widget's code uses none of what they take away. Only the
 * widget's build uses this loader; the admin app and the block get React from WordPress.
 */
const name = '[\\w$]+';

/** [what it removes, pattern, replacement, how many times it matches (once if not said)] */
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
	[
		'Suspense (a thrown promise)',
		new RegExp(
			`if\\(${ name }\\.then\\)\\{for\\([^;]*;[^;]*;\\)[^;]*;[^}]*\\}else `
		),
		'',
	],
	[
		'Suspense (a thrown promise) again',
		new RegExp( `,${ name }\\.then\\|\\|` ),
		',',
	],
	// Elements and attributes the widget never renders (its markup: divs, headings, forms,
	// buttons, inputs, textareas, labels, an image and inline SVG icons).
	[
		'MathML',
		new RegExp(
			`"math"==${ name }\\?${ name }="http://www\\.w3\\.org/1998/Math/MathML":`
		),
		'',
	],
	[
		'<template>',
		new RegExp(
			`"template"==${ name }\\.type\\?(${ name })\\.content:\\1`
		),
		'$1',
	],
	[
		'<foreignObject>',
		new RegExp(
			`"foreignObject"==${ name }\\?"http://www\\.w3\\.org/1999/xhtml":(${ name })`
		),
		'$1',
	],
	[ 'popover (as a property)', new RegExp( `&&"popover"!=${ name }` ), '' ],
	[
		'popover (as an attribute)',
		new RegExp( `"popover"==${ name }&&1==(${ name })\\?"":\\1` ),
		'$1',
	],
	[
		'xlink:href and className on SVG',
		new RegExp(
			`(${ name })=\\1\\.replace\\(/xlink\\(H\\|:h\\)/,"h"\\)\\.replace\\(/sName\\$/,"s"\\)`
		),
		'0',
	],
	[
		'<progress> without a value',
		new RegExp(
			`"progress"==${ name }&&null==${ name }\\?${ name }\\.removeAttribute\\("value"\\):`
		),
		'',
	],
	[
		'<progress> and <option> values',
		new RegExp(
			`\\|\\|"progress"==${ name }&&!${ name }\\|\\|"option"==${ name }&&${ name }!=${ name }\\[${ name }\\]`
		),
		'',
	],
	[
		'dangerouslySetInnerHTML (old and new props)',
		new RegExp(
			`"dangerouslySetInnerHTML"==${ name }\\?${ name }=${ name }:`
		),
		'',
		2,
	],
];

/**
 * @param {string} source dist/preact.module.js.
 * @return {string} The same module without the parts above.
 */
function trimPreact( source ) {
	return RULES.reduce(
		( code, [ what, pattern, replacement, expected = 1 ] ) => {
			const all = new RegExp( pattern, 'g' );
			const matches = code.match( all )?.length ?? 0;
			if ( matches !== expected ) {
				throw new Error(
					`preact-trim-loader: "${ what }" matched ${ matches } times in Preact's build (expected ${ expected }); has Preact changed? See bin/webpack/preact-trim-loader.js.`
				);
			}
			return code.replace( all, replacement );
		},
		source
	);
}

module.exports = trimPreact;
module.exports.RULES = RULES;
