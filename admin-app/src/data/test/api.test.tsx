import { afterEach, describe, expect, it } from 'vitest';

import { ApiError, request } from '../api';
import { resetFetchHandler, setFetchHandler } from '../../test-utils';

afterEach( () => resetFetchHandler() );

async function caught( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		if ( error instanceof ApiError ) {
			return error;
		}
		throw new Error( `Expected an ApiError, got ${ String( error ) }` );
	}
	throw new Error( 'Expected the request to fail' );
}

describe( 'request', () => {
	it( 'resolves with the parsed body', async () => {
		setFetchHandler( async () => ( { ok: 1 } ) );

		await expect(
			request< { ok: number } >( { path: '/userfeedback/v1/x' } )
		).resolves.toEqual( {
			ok: 1,
		} );
	} );

	it( 'turns a WP_Error body into an ApiError with code, message and status', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			} )
		);

		const error = await caught( request( { path: '/userfeedback/v1/x' } ) );

		expect( error.code ).toBe( 'rest_forbidden' );
		expect( error.message ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		expect( error.status ).toBe( 403 );
	} );

	it( 'turns an unparsed HTTP 500 response into an ApiError', async () => {
		setFetchHandler( () =>
			Promise.reject(
				new Response( '<html>Fatal error</html>', {
					status: 500,
					statusText: 'Internal Server Error',
				} )
			)
		);

		const error = await caught( request( { path: '/userfeedback/v1/x' } ) );

		expect( error.status ).toBe( 500 );
		expect( error.code ).toBe( 'http_error' );
		expect( error.message ).toBe( 'Internal Server Error' );
	} );

	it( 'keeps apiFetch network errors (no HTTP status)', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} )
		);

		const error = await caught( request( { path: '/userfeedback/v1/x' } ) );

		expect( error.code ).toBe( 'fetch_error' );
		expect( error.status ).toBe( 0 );
	} );
} );

describe( 'ApiError.from', () => {
	it( 'passes an ApiError through unchanged', () => {
		const original = new ApiError( 'a', 'b', 400 );

		expect( ApiError.from( original ) ).toBe( original );
	} );

	it( 'wraps plain errors and unknown values', () => {
		expect( ApiError.from( new Error( 'boom' ) ) ).toMatchObject( {
			code: 'unknown_error',
			message: 'boom',
			status: 0,
		} );
		expect( ApiError.from( undefined ) ).toMatchObject( {
			code: 'unknown_error',
			message: 'An unknown error occurred.',
		} );
	} );
} );
