/**
 * The four hooks the widget uses (useState, useRef, useMemo, useEffect), in a fraction of
 * preact/hooks' bytes (the widget's size budget): no useReducer, context, layout effects or
 * debug hooks, and no deferral of effects to the next frame. Effects run when Preact commits the
 * render (as componentDidMount/componentDidUpdate do), so the DOM is in place; their cleanups
 * run before the next run and on unmount.
 *
 * It works through Preact 10's option hooks and internals under their mangled names, the same
 * ones preact/hooks and @preact/signals rely on (stable across 10.x; package-lock pins the
 * version, and hooks.test.tsx fails if they move): `options.__r` (before a component renders,
 * with its vnode), `vnode.__c` (the component instance), `component.__h` (callbacks run at
 * commit) and the public `options.unmount`. A Preact major upgrade must revisit this file.
 */
import { options } from 'preact';

/** One hook's memory: a value, its dependencies, an effect's cleanup. */
interface Slot {
	v?: unknown;
	d?: unknown[];
	u?: void | ( () => void );
}

interface HookedComponent {
	/** Preact's commit callbacks. */
	__h: Array< () => void >;
	setState: ( state: object ) => void;
	/** This module's hook slots, in call order. */
	_uf?: Slot[];
}

interface HookedVNode {
	__c?: HookedComponent | null;
}

interface InternalOptions {
	__r?: ( vnode: HookedVNode ) => void;
	unmount?: ( vnode: HookedVNode ) => void;
}

let component: HookedComponent;
let index = 0;

const hookOptions = options as InternalOptions;
const beforeRender = hookOptions.__r;
const beforeUnmount = hookOptions.unmount;

hookOptions.__r = ( vnode ) => {
	beforeRender?.( vnode );
	component = vnode.__c!;
	index = 0;
};

hookOptions.unmount = ( vnode ) => {
	beforeUnmount?.( vnode );
	vnode.__c?._uf?.forEach( ( slot ) => slot.u?.() );
};

function nextSlot(): Slot {
	const slots = ( component._uf ||= [] );
	return ( slots[ index++ ] ||= {} );
}

function changed( hook: Slot, deps: unknown[] ): boolean {
	return ! hook.d || deps.some( ( dep, i ) => dep !== hook.d![ i ] );
}

/**
 * A value kept across renders; setting a different one re-renders the component.
 *
 * @param initial The first value.
 */
export function useState< S >( initial: S ): [ S, ( next: S ) => void ] {
	const hook = nextSlot();
	if ( ! hook.v ) {
		const owner = component;
		const set = ( next: S ) => {
			if ( next !== ( hook.v as [ S ] )[ 0 ] ) {
				hook.v = [ next, set ];
				owner.setState( {} );
			}
		};
		hook.v = [ initial, set ];
	}
	return hook.v as [ S, ( next: S ) => void ];
}

/**
 * A value computed again only when a dependency changed.
 *
 * @param compute Computes the value.
 * @param deps    What it depends on.
 */
export function useMemo< T >( compute: () => T, deps: unknown[] ): T {
	const hook = nextSlot();
	if ( changed( hook, deps ) ) {
		hook.v = compute();
		hook.d = deps;
	}
	return hook.v as T;
}

/**
 * The same mutable object on every render.
 *
 * @param initial Its first `current`.
 */
export function useRef< T >( initial: T ): { current: T };
export function useRef< T >( initial: T | null ): { current: T | null };
export function useRef< T >( initial: T ): { current: T } {
	const hook = nextSlot();
	return ( hook.v ||= { current: initial } ) as { current: T };
}

/**
 * Runs `effect` after the render is committed, again when a dependency changed; what it returns
 * is called before the next run and when the component unmounts.
 *
 * @param effect The effect.
 * @param deps   What it depends on.
 */
export function useEffect(
	effect: () => void | ( () => void ),
	deps: unknown[]
): void {
	const hook = nextSlot();
	if ( changed( hook, deps ) ) {
		hook.d = deps;
		component.__h.push( () => {
			hook.u?.();
			hook.u = effect();
		} );
	}
}
