import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { TOAST_DURATION_MS, Toast, useToast } from '../Toast';

function Harness() {
	const toast = useToast();
	return (
		<>
			<button
				type="button"
				onClick={ () => toast.show( 'Copied to Clipboard' ) }
			>
				Copy
			</button>
			<Toast message={ toast.message } onHide={ toast.hide } />
		</>
	);
}

beforeEach( () => vi.useFakeTimers() );
afterEach( () => vi.useRealTimers() );

describe( 'Toast', () => {
	it( 'announces the message in a status region and hides it after a few seconds', () => {
		render( <Harness /> );
		const region = screen.getByRole( 'status' );
		expect( region.textContent ).toBe( '' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect( region.textContent ).toBe( 'Copied to Clipboard' );

		act( () => vi.advanceTimersByTime( TOAST_DURATION_MS - 1 ) );
		expect( region.textContent ).toBe( 'Copied to Clipboard' );
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( region.textContent ).toBe( '' );
	} );

	it( 'restarts the timer when the same message is shown again', () => {
		render( <Harness /> );
		const copy = screen.getByRole( 'button', { name: 'Copy' } );

		fireEvent.click( copy );
		act( () => vi.advanceTimersByTime( 2000 ) );
		fireEvent.click( copy );
		act( () => vi.advanceTimersByTime( 2000 ) );

		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Copied to Clipboard'
		);
		act( () => vi.advanceTimersByTime( 1000 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '' );
	} );
} );
