/**
 * The setup and publish steps inside the real app: routes, frame and providers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import type { Survey } from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../../../test-utils';
import { newSurvey } from '../../survey';
import { serve } from '../../test/routed-harness';

beforeEach( () => {
	resetFetchHandler();
	vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'builder routes', () => {
	it( '#/new/setup shows the template catalogue; a locked one opens the upgrade modal in Lite', async () => {
		serve( {
			'GET /userfeedback/v1/survey-templates': () => [
				{
					key: 'blank',
					name: 'Blank Template',
					description: '',
					type: '',
					is_pro: false,
					is_available: true,
					required_addons: [],
					errors: [],
					disabled: false,
					config: { questions: [] },
				},
				{
					key: 'ecommerce',
					name: 'eCommerce Store Survey',
					description: '',
					type: '',
					is_pro: true,
					is_available: false,
					required_addons: [ 'templates' ],
					errors: [],
					disabled: true,
					config: { questions: [] },
				},
			],
		} );
		renderApp( 'surveys', { hash: '/new/setup', globals: LITE } );
		await chunksLoaded();

		expect(
			await screen.findByRole( 'heading', { name: 'Select a Template' } )
		).toBeTruthy();
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: /^eCommerce Store Survey/,
			} )
		);
		expect(
			await screen.findByText( 'eCommerce Store Survey is a PRO feature' )
		).toBeTruthy();
	} );

	it( '#/edit/{id}/publish loads the survey and summarises it', async () => {
		const survey: Survey = {
			...newSurvey( 'admin@example.test' ),
			id: 7,
			title: 'Website Experience',
			status: 'publish',
		};
		serve( { 'GET /userfeedback/v1/surveys/7': () => survey } );
		renderApp( 'surveys', { hash: '/edit/7/publish', globals: PRO_ELITE } );

		expect(
			await screen.findByRole( 'region', { name: 'Survey Summary' } )
		).toBeTruthy();
		expect(
			screen.getAllByText( 'Website Experience' ).length
		).toBeGreaterThan( 0 );
		expect( screen.getByText( 'All Device Types' ) ).toBeTruthy();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Save and Publish' } )
			).toBeTruthy()
		);
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Publish',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );
} );
