/**
 * The one place the admin app talks to the REST API. Core's `wp-api-fetch` script already carries
 * the root-URL and nonce middleware, so callers pass plain paths like `/userfeedback/v1/…`.
 * Every failure becomes an `ApiError`, whatever shape apiFetch rejected with.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

export class ApiError extends Error {
	/** The WP_Error code, e.g. `rest_forbidden`, or `fetch_error` when the request never completed. */
	readonly code: string;

	/** The HTTP status, or 0 when there was no HTTP response (offline, aborted, bad JSON). */
	readonly status: number;

	/** The error's `data` from the server, if any. */
	readonly data: unknown;

	constructor( code: string, message: string, status = 0, data?: unknown ) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.data = data;
	}

	/**
	 * Normalises anything apiFetch may reject with: a parsed WP_Error body
	 * (`{ code, message, data: { status } }`), a raw `Response` (when not parsed), an `Error`
	 * (e.g. an abort), or something else entirely.
	 *
	 * @param error What was thrown.
	 */
	static from( error: unknown ): ApiError {
		if ( error instanceof ApiError ) {
			return error;
		}
		if ( typeof Response !== 'undefined' && error instanceof Response ) {
			return new ApiError(
				'http_error',
				error.statusText || `HTTP ${ error.status }`,
				error.status
			);
		}
		if ( error instanceof Error ) {
			const code =
				error.name === 'AbortError'
					? 'request_aborted'
					: 'unknown_error';
			return new ApiError( code, error.message );
		}
		if ( error && typeof error === 'object' ) {
			const body = error as {
				code?: unknown;
				message?: unknown;
				data?: unknown;
			};
			const data =
				body.data && typeof body.data === 'object'
					? ( body.data as { status?: unknown } )
					: undefined;
			return new ApiError(
				typeof body.code === 'string' ? body.code : 'unknown_error',
				typeof body.message === 'string' && body.message
					? body.message
					: __( 'An unknown error occurred.', 'userfeedback' ),
				typeof data?.status === 'number' ? data.status : 0,
				body.data
			);
		}
		return new ApiError(
			'unknown_error',
			typeof error === 'string' && error
				? error
				: __( 'An unknown error occurred.', 'userfeedback' )
		);
	}
}

export type RequestOptions = Omit< APIFetchOptions< true >, 'parse' >;

/**
 * Sends one REST request and resolves with the parsed body.
 *
 * @param  options apiFetch options (`path`, `method`, `data`, `signal`…).
 * @throws {ApiError} On any failure.
 */
export async function request< T >( options: RequestOptions ): Promise< T > {
	try {
		return await apiFetch< T >( { ...options, parse: true } );
	} catch ( error ) {
		throw ApiError.from( error );
	}
}
