import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import {
	BANNER_CLOSE_MS,
	NOTICE_REMOVE_MS,
	OPEN_DELAY_MS,
	SlideNotice,
} from '../SlideNotice';

beforeEach( () => vi.useFakeTimers() );
afterEach( () => vi.useRealTimers() );

describe( 'SlideNotice', () => {
	it( 'opens shortly after mount', () => {
		render( <SlideNotice type="success">Saved.</SlideNotice> );
		const notice = screen.getByRole( 'status' );
		expect( notice.className ).not.toContain( 'is-open' );
		act( () => vi.advanceTimersByTime( OPEN_DELAY_MS ) );
		expect( notice.className ).toContain( 'is-open' );
		expect( notice.className ).toContain( 'uf-notice--success' );
	} );

	it( 'on close emits closed at once, hides, and is removed 0.5 s later', () => {
		const onClosed = vi.fn();
		const onRemoved = vi.fn();
		render(
			<SlideNotice
				type="warning"
				onClosed={ onClosed }
				onRemoved={ onRemoved }
			>
				Careful.
			</SlideNotice>
		);
		act( () => vi.advanceTimersByTime( OPEN_DELAY_MS ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice.' } )
		);
		expect( onClosed ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'status' ).className ).toContain(
			'is-closing'
		);
		act( () => vi.advanceTimersByTime( NOTICE_REMOVE_MS - 1 ) );
		expect( screen.queryByText( 'Careful.' ) ).not.toBeNull();
		expect( onRemoved ).not.toHaveBeenCalled();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( screen.queryByText( 'Careful.' ) ).toBeNull();
		expect( onRemoved ).toHaveBeenCalledTimes( 1 );
		expect( onClosed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes by itself after its timeout in seconds', () => {
		const onClosed = vi.fn();
		render(
			<SlideNotice type="info" timeout={ 5 } onClosed={ onClosed }>
				Draft saved.
			</SlideNotice>
		);
		act( () => vi.advanceTimersByTime( 4999 ) );
		expect( onClosed ).not.toHaveBeenCalled();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( onClosed ).toHaveBeenCalledTimes( 1 );
		act( () => vi.advanceTimersByTime( NOTICE_REMOVE_MS ) );
		expect( screen.queryByText( 'Draft saved.' ) ).toBeNull();
	} );

	it( 'a banner is removed 2 s after it hides', () => {
		const { rerender } = render(
			<SlideNotice removeAfterMs={ BANNER_CLOSE_MS }>Banner</SlideNotice>
		);
		rerender(
			<SlideNotice removeAfterMs={ BANNER_CLOSE_MS } open={ false }>
				Banner
			</SlideNotice>
		);
		act( () => vi.advanceTimersByTime( BANNER_CLOSE_MS - 1 ) );
		expect( screen.queryByText( 'Banner' ) ).not.toBeNull();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( screen.queryByText( 'Banner' ) ).toBeNull();
	} );
} );
