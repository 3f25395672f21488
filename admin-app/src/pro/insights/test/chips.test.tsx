import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { InsightChips } from '../InsightChips';

describe( 'InsightChips', () => {
	it( 'shows nothing for a response never read', () => {
		const { container } = render(
			<InsightChips sentiments={ [] } themes={ [] } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'lists the sentiments, then the themes, each filtering the list', () => {
		const onSentiment = vi.fn();
		const onTheme = vi.fn();
		render(
			<InsightChips
				sentiments={ [ 'negative', 'positive' ] }
				themes={ [ { id: 7, label: 'Checkout too slow' } ] }
				onSentiment={ onSentiment }
				onTheme={ onTheme }
			/>
		);
		const list = screen.getByRole( 'list', {
			name: 'Sentiment and themes',
		} );
		expect(
			[ ...list.querySelectorAll( 'button' ) ].map(
				( b ) => b.textContent
			)
		).toEqual( [ 'Negative', 'Positive', 'Checkout too slow' ] );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Show responses with a comment read as Negative',
			} )
		);
		expect( onSentiment ).toHaveBeenCalledWith( 'negative' );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Show responses about Checkout too slow',
			} )
		);
		expect( onTheme ).toHaveBeenCalledWith( 7 );
	} );

	it( 'is plain text without callbacks', () => {
		render(
			<InsightChips
				sentiments={ [ 'neutral' ] }
				themes={ [ { id: 1, label: 'Prices' } ] }
			/>
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByText( 'Neutral' ) ).toBeTruthy();
		expect( screen.getByText( 'Prices' ) ).toBeTruthy();
	} );
} );
