import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { Survey } from '../../../../data/survey-types';
import {
	PRO_ELITE,
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../../test-utils';
import type { SurveyStep } from '../../builder-steps';
import { BuilderProvider } from '../BuilderContext';
import { BuilderFrame } from '../BuilderFrame';
import { newSurvey } from '../survey';

function Where() {
	const location = useLocation();
	return <output data-testid="where">{ location.pathname }</output>;
}

function draft( overrides: Partial< Survey > = {} ): Survey {
	const base = newSurvey( 'admin@example.test' );
	return {
		...base,
		questions: [ { ...base.questions[ 0 ], title: 'Anything to add?' } ],
		title: 'Checkout survey',
		status: 'draft',
		...overrides,
	};
}

function show( step: SurveyStep, survey: Survey, path: string ) {
	setGlobals( PRO_ELITE );
	return render(
		withQueryClient(
			<MemoryRouter initialEntries={ [ path ] }>
				<BuilderProvider
					initial={ survey }
					startedNew={ survey.id === null }
				>
					<BuilderFrame step={ step }>
						<p>Step body</p>
					</BuilderFrame>
					<Routes>
						<Route path="*" element={ <Where /> } />
					</Routes>
				</BuilderProvider>
			</MemoryRouter>,
			createTestQueryClient()
		)
	);
}

let scrollTo: ReturnType< typeof vi.spyOn >;
beforeEach( () => {
	resetFetchHandler();
	scrollTo = vi.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
} );
afterEach( () => vi.restoreAllMocks() );

describe( 'builder frame (configuration.md §2.3, §4)', () => {
	it( 'setup: Save disabled, no bottom navigation', () => {
		show( 'setup', draft(), '/new/setup' );

		expect(
			(
				screen.getByRole( 'button', {
					name: 'Save',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
		expect(
			screen.queryByRole( 'button', { name: /Next Step/ } )
		).toBeNull();
		expect(
			screen.getByRole( 'navigation', { name: 'Survey steps' } )
				.textContent
		).toContain( 'Setup' );
	} );

	it( 'marks the current step and names the next one: Next Step: {title}', () => {
		show( 'settings', draft( { id: 5 } ), '/edit/5/settings' );

		const current = screen.getByText( 'Settings', {
			selector: '[aria-current="step"] *, [aria-current="step"]',
		} );
		expect( current ).toBeTruthy();
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Next Step: Workflow',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( false );
		// An existing survey has no setup step and may go back from settings to questions.
		expect( screen.queryByText( 'Setup' ) ).toBeNull();
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Back',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( false );
	} );

	it( 'an existing survey cannot go back from its first step (questions)', () => {
		show( 'questions', draft( { id: 5 } ), '/edit/5/questions' );

		expect( screen.queryByRole( 'button', { name: 'Back' } ) ).toBeNull();
	} );

	it( 'Next is blocked while the step is invalid, and the To continue list says why (no title)', () => {
		show( 'questions', draft( { id: 5, title: '' } ), '/edit/5/questions' );

		const next = screen.getByRole( 'button', {
			name: 'Next Step: Settings',
		} );
		// Focusable, so the reason can be found; pressing it saves nothing.
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( screen.getByText( 'To continue:' ) ).toBeTruthy();
		expect( screen.getByText( 'Give the survey a title.' ) ).toBeTruthy();
		fireEvent.click( next );
		expect( screen.getByTestId( 'where' ).textContent ).toBe(
			'/edit/5/questions'
		);
	} );

	it( 'Next on a new survey saves it, then opens the next step of the stored survey', async () => {
		const posted: unknown[] = [];
		setFetchHandler( async ( options: APIFetchOptions ) => {
			posted.push( options.data );
			return {
				...( options.data as Survey ),
				id: 42,
				responses_count: 0,
			};
		} );
		show( 'questions', draft(), '/new/questions' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Next Step: Settings' } )
		);

		await waitFor( () =>
			expect( screen.getByTestId( 'where' ).textContent ).toBe(
				'/edit/42/settings'
			)
		);
		expect( posted ).toHaveLength( 1 );
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
		expect( ( posted[ 0 ] as Survey ).title ).toBe( 'Checkout survey' );
	} );

	it( "Back from a new survey's questions to setup saves nothing", async () => {
		show( 'questions', draft(), '/new/questions' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Back' } ) );

		await waitFor( () =>
			expect( screen.getByTestId( 'where' ).textContent ).toBe(
				'/new/setup'
			)
		);
	} );

	it( 'a failed save stays on the step with "Could Not Save Changes"', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): title',
				data: { status: 400 },
			} )
		);
		show( 'questions', draft( { id: 5 } ), '/edit/5/questions' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect(
			await screen.findByText( 'Could Not Save Changes' )
		).toBeTruthy();
		expect( screen.getByTestId( 'where' ).textContent ).toBe(
			'/edit/5/questions'
		);
	} );

	it( 'Close asks before dropping unsaved changes', () => {
		const confirm = vi.spyOn( window, 'confirm' ).mockReturnValue( false );
		show( 'questions', draft( { id: 5 } ), '/edit/5/questions' );

		// Unchanged: closes without asking.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Close the builder' } )
		);
		expect( confirm ).not.toHaveBeenCalled();
		expect( screen.getByTestId( 'where' ).textContent ).toBe( '/' );
	} );

	it( 'warns when the survey already has responses, offering duplicate or new', () => {
		show(
			'questions',
			draft( { id: 5, responses_count: 3 } ),
			'/edit/5/questions'
		);

		expect(
			screen.getByRole( 'link', { name: 'Duplicate this survey' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Create a new survey' } )
		).toBeTruthy();
	} );
} );
