import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

import { ChunkSuspense, lazyComponent, lazyModule } from '../LazyModule';

function Hello( { name }: { name: string } ) {
	return <p>Hello { name }</p>;
}

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

afterEach( () => vi.restoreAllMocks() );

describe( 'lazyModule', () => {
	it( 'shows the usual spinner while the chunk loads, then the component', async () => {
		const chunk = deferred< { Hello: typeof Hello } >();
		const Lazy = lazyModule(
			() => chunk.promise,
			( module ) => module.Hello
		);

		render( <Lazy name="there" /> );

		expect( screen.getByRole( 'status' ).textContent ).toBe( 'Loading…' );
		await act( async () => chunk.resolve( { Hello } ) );
		expect( screen.getByText( 'Hello there' ) ).toBeTruthy();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	it( 'shows the fallback given instead of the spinner', () => {
		const Lazy = lazyModule(
			() => new Promise< { Hello: typeof Hello } >( () => {} ),
			( module ) => module.Hello,
			{ fallback: <p>Drawing…</p> }
		);

		render( <Lazy name="there" /> );

		expect( screen.getByText( 'Drawing…' ) ).toBeTruthy();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	it( 'shows a notice with Reload when the chunk cannot load', async () => {
		// React reports the error it caught (console, and jsdom's uncaught-error event).
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const quiet = ( event: ErrorEvent ) => event.preventDefault();
		window.addEventListener( 'error', quiet );
		onTestFinished( () => window.removeEventListener( 'error', quiet ) );
		const reload = vi.fn();
		vi.spyOn( window, 'location', 'get' ).mockReturnValue( {
			...window.location,
			reload,
		} );
		const chunk = deferred< { Hello: typeof Hello } >();
		const Lazy = lazyModule(
			() => chunk.promise,
			( module ) => module.Hello
		);

		render( <Lazy name="there" /> );
		await act( async () =>
			chunk.reject( new Error( 'Loading chunk area-results failed.' ) )
		);

		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'This part of UserFeedback could not be loaded. Reload the page to try again.'
		);
		screen.getByRole( 'button', { name: 'Reload page' } ).click();
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'lazyComponent', () => {
	it( 'lets two parts of one chunk share one loading state', async () => {
		const chunk = deferred< { Hello: typeof Hello; Bye: typeof Hello } >();
		const load = () => chunk.promise;
		const First = lazyComponent( load, ( module ) => module.Hello );
		const Second = lazyComponent( load, ( module ) => module.Bye );

		render(
			<ChunkSuspense>
				<First name="one" />
				<Second name="two" />
			</ChunkSuspense>
		);

		expect( screen.getAllByRole( 'status' ) ).toHaveLength( 1 );
		await act( async () =>
			chunk.resolve( {
				Hello,
				Bye: ( { name } ) => <p>Bye { name }</p>,
			} )
		);
		expect( screen.getByText( 'Hello one' ) ).toBeTruthy();
		expect( screen.getByText( 'Bye two' ) ).toBeTruthy();
	} );
} );
