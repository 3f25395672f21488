import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { clearGlobals, setGlobals } from '../../../test-utils';
import {
	PublishedNotice,
	publishedMessage,
	publishedState,
} from '../published-notice';

afterEach( () => clearGlobals() );

function State() {
	return (
		<output data-testid="state">
			{ JSON.stringify( useLocation().state ) }
		</output>
	);
}

describe( 'the list after the builder published', () => {
	it( 'says a survey is live, or scheduled with when', () => {
		expect(
			publishedMessage(
				{
					id: 3,
					title: 'Checkout',
					publish_at: null,
					is_scheduled: false,
				},
				'en_US',
				'UTC'
			)
		).toBe( '“Checkout” is published: visitors can see it now.' );
		expect(
			publishedMessage(
				{
					id: 3,
					title: 'Checkout',
					publish_at: '2026-12-24T08:30:00+00:00',
					is_scheduled: true,
				},
				'en_US',
				'UTC'
			)
		).toBe(
			'“Checkout” is scheduled: visitors will see it from Dec 24, 2026, 8:30 AM.'
		);
	} );

	it( 'shows the notice once, focused, and clears the state so a reload does not repeat it', () => {
		setGlobals( { locale: 'en_US', timezone: 'UTC' } );
		render(
			<MemoryRouter
				initialEntries={ [
					{
						pathname: '/',
						state: publishedState( {
							id: 3,
							title: 'Checkout',
							publish_at: null,
							is_scheduled: false,
						} ),
					},
				] }
			>
				<Routes>
					<Route
						path="/"
						element={
							<>
								<PublishedNotice />
								<State />
							</>
						}
					/>
				</Routes>
			</MemoryRouter>
		);
		const text = screen.getByText(
			'“Checkout” is published: visitors can see it now.'
		);
		expect( text.closest( '[role="status"]' ) ).toBeTruthy();
		expect( text.ownerDocument.activeElement?.className ).toBe(
			'uf-surveys__published'
		);
		expect( screen.getByTestId( 'state' ).textContent ).toBe( 'null' );
	} );
} );
