import { beforeEach, describe, expect, it, vi } from 'vitest';

import { exposeMethod } from './public-api';

type Host = { userfeedback?: Record< string, unknown > & { q?: unknown[][] } };
const host = window as unknown as Host;

// The snippet docs/hooks.md gives site owners, run before the widget loads.
function snippet() {
	( function ( u: Record< string, unknown > & { q?: unknown[][] } ) {
		u.q = u.q || [];
		[ 'show', 'setAttributes' ].forEach( function ( m ) {
			u[ m ] =
				u[ m ] ||
				function ( ...args: unknown[] ) {
					u.q?.push( [ m, ...args ] );
				};
		} );
	} )( ( host.userfeedback = host.userfeedback || {} ) );
}

// Files share the window (another file's loader may have installed its methods).
beforeEach( () => {
	delete host.userfeedback;
} );

describe( 'window.userfeedback: calls made before the widget loaded are queued', () => {
	it.each( [
		[
			'two calls, in order',
			[
				[ 'show', 3 ],
				[ 'show', 4 ],
			],
			[ [ 3 ], [ 4 ] ],
			0,
		],
		[
			"another method's calls stay queued",
			[
				[ 'setAttributes', { a: 1 } ],
				[ 'show', 3 ],
			],
			[ [ 3 ] ],
			1,
		],
		[ 'nothing queued', [], [], 0 ],
	] as Array< [ string, unknown[][], unknown[][], number ] > )(
		'%s',
		( _name, calls, ran, left ) => {
			snippet();
			const api = host.userfeedback as Record<
				string,
				( ...a: unknown[] ) => void
			>;
			calls.forEach( ( [ m, ...args ] ) =>
				api[ m as string ]( ...args )
			);
			const fn = vi.fn();
			exposeMethod( window, 'show', fn );
			expect( fn.mock.calls ).toEqual( ran );
			expect( host.userfeedback?.q ).toHaveLength( left );
			// Later calls go straight to the method.
			( host.userfeedback?.show as ( id: number ) => void )( 9 );
			expect( fn ).toHaveBeenLastCalledWith( 9 );
		}
	);

	it( 'works without the snippet, and with a mangled queue', () => {
		const fn = vi.fn();
		exposeMethod( window, 'show', fn );
		expect( typeof host.userfeedback?.show ).toBe( 'function' );
		host.userfeedback = { q: 'nonsense' as unknown as unknown[][] };
		expect( () => exposeMethod( window, 'show', fn ) ).not.toThrow();
		expect( fn ).not.toHaveBeenCalled();
	} );
} );
