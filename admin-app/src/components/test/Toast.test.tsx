import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { TOAST_DURATIONS, ToastProvider, useToasts } from '../Toast';

function Buttons() {
	const toasts = useToasts();
	return (
		<>
			<button type="button" onClick={ () => toasts.saving() }>
				Save
			</button>
			<button type="button" onClick={ () => toasts.saved() }>
				Saved
			</button>
			<button
				type="button"
				onClick={ () => toasts.failed( 'The server said no.' ) }
			>
				Fail
			</button>
			<button
				type="button"
				onClick={ () => toasts.show( 'Copied to Clipboard' ) }
			>
				Copy
			</button>
		</>
	);
}

function renderToasts() {
	const result = render(
		<ToastProvider>
			<Buttons />
		</ToastProvider>
	);
	const region = result.container.querySelector(
		'[aria-live="polite"]'
	) as HTMLElement;
	return { ...result, region };
}

beforeEach( () => vi.useFakeTimers() );
afterEach( () => vi.useRealTimers() );

describe( 'toasts', () => {
	it( 'shows Saving Changes... then Settings Updated for exactly 3 seconds', () => {
		const { region } = renderToasts();
		expect( region.textContent ).toBe( '' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect( region.textContent ).toBe( 'Saving Changes...' );
		expect( region.querySelector( '.uf-toast--info' ) ).not.toBeNull();

		fireEvent.click( screen.getByRole( 'button', { name: 'Saved' } ) );
		expect( region.textContent ).toBe( 'Settings Updated' );
		expect( region.querySelector( '.uf-toast--success' ) ).not.toBeNull();
		expect( TOAST_DURATIONS.success ).toBe( 3000 );
		act( () => vi.advanceTimersByTime( 2999 ) );
		expect( region.textContent ).toBe( 'Settings Updated' );
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( region.textContent ).toBe( '' );
	} );

	it( 'announces errors assertively under the default title, with a close button', () => {
		renderToasts();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Fail' } ) );
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could Not Save Changes' );
		expect( alert.textContent ).toContain( 'The server said no.' );

		act( () => vi.advanceTimersByTime( TOAST_DURATIONS.success ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Dismiss' } ) );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'hides an error after its own, longer duration', () => {
		renderToasts();
		fireEvent.click( screen.getByRole( 'button', { name: 'Fail' } ) );
		act( () => vi.advanceTimersByTime( TOAST_DURATIONS.error - 1 ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeNull();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'restarts the timer when the same message is shown again', () => {
		const { region } = renderToasts();
		const copy = screen.getByRole( 'button', { name: 'Copy' } );
		fireEvent.click( copy );
		act( () => vi.advanceTimersByTime( 3000 ) );
		fireEvent.click( copy );
		act( () => vi.advanceTimersByTime( 3000 ) );
		expect( region.textContent ).toBe( 'Copied to Clipboard' );
		act( () => vi.advanceTimersByTime( TOAST_DURATIONS.info - 3000 ) );
		expect( region.textContent ).toBe( '' );
	} );

	it( 'only logs to the console without a provider', async () => {
		// The warning is given once per page: a fresh copy of the module, whatever another test
		// file sharing this worker showed outside a provider before.
		vi.resetModules();
		const fresh = await import( '../Toast' );
		function FreshButtons() {
			const toasts = fresh.useToasts();
			return (
				<button
					type="button"
					onClick={ () => toasts.show( 'Copied to Clipboard' ) }
				>
					Copy
				</button>
			);
		}
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		render( <FreshButtons /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect( error ).toHaveBeenCalled();
		error.mockRestore();
	} );
} );
