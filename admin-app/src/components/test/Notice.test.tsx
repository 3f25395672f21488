import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

import { ApiError } from '../../data/api';
import { ErrorNotice, Notice } from '../Notice';

describe( 'ErrorNotice', () => {
	it( 'renders an ApiError as an alert with its message, code and status', () => {
		render(
			<ErrorNotice
				error={ new ApiError( 'rest_forbidden', 'Not allowed.', 403 ) }
				title="Could not load surveys."
			/>
		);

		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could not load surveys.' );
		expect( alert.textContent ).toContain( 'Not allowed.' );
		expect( alert.textContent ).toContain(
			'Error code: rest_forbidden (HTTP 403)'
		);
	} );

	it( 'normalises other errors and omits an unknown code', () => {
		render( <ErrorNotice error={ new Error( 'Boom' ) } /> );

		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Something went wrong.' );
		expect( alert.textContent ).toContain( 'Boom' );
		expect( alert.textContent ).not.toContain( 'Error code' );
	} );
} );

describe( 'Notice', () => {
	it( 'uses role="status" for non-error notices', () => {
		render( <Notice status="success">Saved.</Notice> );

		expect( screen.getByRole( 'status' ).textContent ).toBe( 'Saved.' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
