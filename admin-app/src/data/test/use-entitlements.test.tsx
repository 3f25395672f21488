import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { ApiError } from '../api';
import { useEntitlements } from '../use-entitlements';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../test-utils';

function renderEntitlements() {
	const client = createTestQueryClient();
	const wrapper = ( { children }: { children: ReactNode } ) =>
		withQueryClient( <>{ children }</>, client );
	return renderHook( () => useEntitlements(), { wrapper } );
}

beforeEach( () => {
	resetFetchHandler();
	setGlobals( LITE );
} );
afterEach( () => clearGlobals() );

describe( 'useEntitlements', () => {
	it( 'starts from the globals without a request', () => {
		const handler = vi.fn( async () => PRO_ELITE );
		setFetchHandler( handler );

		const { result } = renderEntitlements();

		expect( result.current.data ).toEqual( LITE );
		expect( result.current.isFetching ).toBe( false );
		expect( handler ).not.toHaveBeenCalled();
	} );

	it( 'refetches GET /userfeedback/v1/entitlements through apiFetch', async () => {
		const handler = vi.fn( ( options: APIFetchOptions ) =>
			Promise.resolve( options.method === 'GET' ? PRO_ELITE : null )
		);
		setFetchHandler( handler );
		const { result } = renderEntitlements();

		// react-query re-renders only for result fields that were read (tracked), as a component
		// reads them while rendering.
		expect( result.current.data ).toEqual( LITE );

		await act( () => result.current.refetch() );

		await waitFor( () =>
			expect( result.current.data ).toEqual( PRO_ELITE )
		);
		expect( handler ).toHaveBeenCalledTimes( 1 );
		const options = handler.mock.calls[ 0 ][ 0 ];
		expect( options.method ).toBe( 'GET' );
		// apiFetch's own middleware may append `?_locale=user`.
		expect( options.path ).toMatch(
			/^\/userfeedback\/v1\/entitlements(\?|$)/
		);
	} );

	it( 'turns an HTTP 500 into an ApiError and keeps the last good data', async () => {
		// What apiFetch rejects with for a WordPress REST error response: the parsed WP_Error.
		setFetchHandler( () =>
			Promise.reject( {
				code: 'internal_server_error',
				message: 'There has been a critical error on this website.',
				data: { status: 500 },
			} )
		);
		const { result } = renderEntitlements();
		expect( result.current.isError ).toBe( false );
		expect( result.current.error ).toBeNull();
		expect( result.current.data ).toEqual( LITE );

		await act( () => result.current.refetch() );

		await waitFor( () => expect( result.current.isError ).toBe( true ) );
		const error = result.current.error;
		expect( error ).toBeInstanceOf( ApiError );
		expect( error?.status ).toBe( 500 );
		expect( error?.code ).toBe( 'internal_server_error' );
		expect( error?.message ).toBe(
			'There has been a critical error on this website.'
		);
		expect( result.current.data ).toEqual( LITE );
	} );
} );
