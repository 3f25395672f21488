import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

import { Root } from '../Root';
import {
	chunksLoaded,
	clearGlobals,
	createTestQueryClient,
	setGlobals,
	setLocation,
} from '../test-utils';

afterEach( () => clearGlobals() );

describe( 'Root', () => {
	it( 'renders the app for a known area', async () => {
		setGlobals();
		setLocation( 'addons' );

		render(
			<Root area="addons" queryClient={ createTestQueryClient() } />
		);
		await chunksLoaded();

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'UserFeedback Addons',
			} )
		).toBeTruthy();
	} );

	it( 'shows an error notice for an unknown area', () => {
		setGlobals();

		render(
			<Root area="reports" queryClient={ createTestQueryClient() } />
		);

		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'Unknown UserFeedback page "reports".'
		);
		expect( screen.queryByRole( 'banner' ) ).toBeNull();
	} );

	it( 'shows an error notice when window.userfeedback is missing', () => {
		clearGlobals();

		render(
			<Root area="surveys" queryClient={ createTestQueryClient() } />
		);

		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'its page data is missing'
		);
	} );
} );
