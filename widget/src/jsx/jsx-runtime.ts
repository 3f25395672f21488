/**
 * The widget's JSX runtime: compiled JSX calls `jsx( type, props, key )` from here (each JSX file
 * names this folder in an `@jsxImportSource` comment) instead of preact/jsx-runtime, and it hands
 * the element to Preact's own createElement, which the bundle carries anyway for render(). Same
 * elements (key and ref taken out of the props, children as given), about 110 bytes less of the
 * widget's size budget. A key after a spread would make the compiler ask for a createElement from
 * this folder's index, which does not exist: the build fails loudly rather than doing it wrongly.
 */
import { createElement, type ComponentType } from 'preact';

export { Fragment } from 'preact';
export type { JSX } from 'preact/jsx-runtime';

/**
 * One element. The props object is the fresh literal the compiler wrote, so the key may go in.
 *
 * @param type  A tag name or a component.
 * @param props The element's props, children included.
 * @param key   Its key, if any.
 */
export function jsx(
	type: string | ComponentType< any >, // eslint-disable-line @typescript-eslint/no-explicit-any
	props: Record< string, unknown >,
	key?: string | number
) {
	if ( key !== undefined ) {
		props.key = key;
	}
	return createElement( type, props );
}

// Several static children: the same call.
export { jsx as jsxs };
