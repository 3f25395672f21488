/* @jsxImportSource ./jsx */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

import { useEffect, useMemo, useRef, useState } from './hooks';

let host: HTMLElement;
const log: string[] = [];

afterEach( () => {
	act( () => render( null, host ) );
	host?.remove();
	log.length = 0;
} );

function mount( vnode: preact.ComponentChild ) {
	host = document.createElement( 'div' );
	document.body.appendChild( host );
	act( () => render( vnode, host ) );
}

let setCount: ( next: number ) => void = () => {};
let renders = 0;

function Counter( { step }: { step: number } ) {
	const [ count, set ] = useState( 0 );
	const first = useRef( count );
	const doubled = useMemo( () => {
		log.push( `memo ${ step }` );
		return step * 2;
	}, [ step ] );
	const span = useRef< HTMLSpanElement >( null );
	setCount = set;
	renders++;
	useEffect( () => {
		// The DOM is in place when an effect runs.
		log.push( `effect ${ step } ${ span.current?.textContent }` );
		return () => log.push( `cleanup ${ step }` );
	}, [ step ] );
	return (
		<span ref={ span }>
			{ count } { doubled } { first.current }
		</span>
	);
}

describe( 'the widget hooks', () => {
	it( 'keep state, memo and refs across renders; effects run after commit, clean up before the next run and on unmount', () => {
		renders = 0;
		mount( <Counter step={ 1 } /> );
		expect( host.textContent ).toBe( '0 2 0' );
		expect( log ).toEqual( [ 'memo 1', 'effect 1 0 2 0' ] );

		act( () => setCount( 5 ) );
		expect( host.textContent ).toBe( '5 2 0' );
		// Same dependencies: neither the memo nor the effect runs again.
		expect( log ).toEqual( [ 'memo 1', 'effect 1 0 2 0' ] );

		const before = renders;
		act( () => setCount( 5 ) );
		expect( renders ).toBe( before );

		act( () => render( <Counter step={ 2 } />, host ) );
		expect( host.textContent ).toBe( '5 4 0' );
		expect( log.slice( 2 ) ).toEqual( [
			'memo 2',
			'cleanup 1',
			'effect 2 5 4 0',
		] );

		act( () => render( null, host ) );
		expect( log.slice( 5 ) ).toEqual( [ 'cleanup 2' ] );
	} );

	it( 'gives each component its own hooks', () => {
		mount(
			<div>
				<Counter step={ 3 } />
				<Counter step={ 4 } />
			</div>
		);
		expect( host.textContent ).toBe( '0 6 00 8 0' );
		act( () => setCount( 1 ) );
		expect( host.textContent ).toBe( '0 6 01 8 0' );
	} );
} );
