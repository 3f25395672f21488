import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { Survey } from '../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../test-utils';
import { keepUnsaved, rememberCreated, wasCreatedInRun } from '../builder-run';
import { question, survey } from './harness';

/**
 * Serves GET surveys/{id} from `stored` and POST surveys by storing what was sent (id 42 for a
 * new one), recording the posts.
 *
 * @param stored Surveys by id.
 */
function serveSurveys( stored: Record< number, Survey > ): Survey[] {
	const posts: Survey[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = String( options.path ).split( '?' )[ 0 ];
		if (
			options.method === 'POST' &&
			path === '/userfeedback/v1/surveys'
		) {
			const sent = options.data as Survey;
			posts.push( sent );
			const saved = { ...sent, id: sent.id ?? 42, responses_count: 0 };
			stored[ saved.id ] = saved;
			return saved;
		}
		const match = /^\/userfeedback\/v1\/surveys\/(\d+)$/.exec( path );
		if ( match && stored[ Number( match[ 1 ] ) ] ) {
			return stored[ Number( match[ 1 ] ) ];
		}
		if ( path === '/userfeedback/v1/surveys' ) {
			return {
				items: [],
				pagination: { page: 1, pages: 1, per_page: 10, total: 0 },
				status_filters: [],
			};
		}
		throw { code: 'rest_no_route', message: path, data: { status: 404 } };
	} );
	return posts;
}

function heading() {
	return screen.getByRole( 'heading', { level: 1 } ).textContent;
}

beforeEach( () => {
	resetFetchHandler();
	window.sessionStorage.clear();
	vi.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
} );
afterEach( () => {
	vi.restoreAllMocks();
	clearGlobals();
} );

describe( 'builder run', () => {
	it( 'header Save on a new survey confirms it, and the route, heading and reload follow the stored survey', async () => {
		const stored: Record< number, Survey > = {};
		const posts = serveSurveys( stored );
		const { unmount } = renderApp( 'surveys', {
			hash: '/new/questions',
			globals: LITE,
		} );
		await chunksLoaded();
		expect( heading() ).toBe( 'New Survey' );
		fireEvent.change( screen.getByLabelText( 'Question title' ), {
			target: { value: 'How did you find us?' },
		} );

		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect(
			await screen.findByText( 'Your Survey was Saved as a Draft' )
		).toBeTruthy();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/edit/42/questions' )
		);
		expect( heading() ).toBe( 'Edit Survey' );
		// The header's save status is announced (role status).
		expect( screen.getByText( 'Draft saved' ).getAttribute( 'role' ) ).toBe(
			'status'
		);
		expect( posts ).toHaveLength( 1 );
		expect( posts[ 0 ].id ).toBeNull();

		// A second Save updates the same survey: no duplicate.
		fireEvent.change( screen.getByLabelText( 'Question title' ), {
			target: { value: 'How did you hear about us?' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () => expect( posts ).toHaveLength( 2 ) );
		expect( posts[ 1 ].id ).toBe( 42 );

		// The run is remembered for the tab (a reload keeps sessionStorage; see the next test).
		expect( wasCreatedInRun( 42 ) ).toBe( true );

		// Opened again: exactly what was stored.
		unmount();
		renderApp( 'surveys', { hash: '/edit/42/questions', globals: LITE } );
		expect(
			(
				( await screen.findByLabelText(
					'Question title'
				) ) as HTMLInputElement
			 ).value
		).toBe( 'How did you hear about us?' );
	} );

	it( 'a new survey is autosaved as a draft after its first edit; the route becomes its edit route while the owner types on, and a reload finds it', async () => {
		const stored: Record< number, Survey > = {};
		const posts = serveSurveys( stored );
		const { unmount } = renderApp( 'surveys', {
			hash: '/new/questions',
			globals: LITE,
		} );
		await chunksLoaded();
		fireEvent.click( screen.getByRole( 'button', { name: 'Edit title' } ) );
		fireEvent.change( screen.getByLabelText( 'Survey title' ), {
			target: { value: 'Autosaved survey' },
		} );
		fireEvent.keyDown( screen.getByLabelText( 'Survey title' ), {
			key: 'Enter',
		} );
		const field = screen.getByLabelText(
			'Question title'
		) as HTMLInputElement;
		field.focus();
		fireEvent.change( field, { target: { value: 'How did you' } } );
		expect( posts ).toHaveLength( 0 );

		await waitFor(
			() => expect( window.location.hash ).toBe( '#/edit/42/questions' ),
			{ timeout: 5000 }
		);
		// Typing on while it was stored: the same field, still focused, nothing lost.
		fireEvent.change( field, {
			target: { value: 'How did you find us?' },
		} );
		expect( screen.getByLabelText( 'Question title' ) ).toBe( field );
		expect( field.ownerDocument.activeElement ).toBe( field );
		expect( field.value ).toBe( 'How did you find us?' );
		expect( heading() ).toBe( 'Edit Survey' );
		expect( posts.filter( ( p ) => p.id === null ) ).toHaveLength( 1 );
		expect( posts[ 0 ].status ).toBe( 'draft' );
		expect( wasCreatedInRun( 42 ) ).toBe( true );

		// The later edit is autosaved to the same survey.
		await waitFor(
			() =>
				expect(
					screen.getByText( 'Draft saved' ).getAttribute( 'role' )
				).toBe( 'status' ),
			{ timeout: 5000 }
		);
		await waitFor( () =>
			expect( stored[ 42 ].questions[ 0 ].title ).toBe(
				'How did you find us?'
			)
		);
		expect( posts.every( ( p, i ) => i === 0 || p.id === 42 ) ).toBe(
			true
		);

		unmount();
		renderApp( 'surveys', { hash: '/edit/42/questions', globals: LITE } );
		expect(
			(
				( await screen.findByLabelText(
					'Question title'
				) ) as HTMLInputElement
			 ).value
		).toBe( 'How did you find us?' );
		expect(
			screen.getByRole( 'heading', { name: 'Autosaved survey' } )
		).toBeTruthy();
	} );

	it( "a published survey's unsaved edits are offered back after a reload, announced, and never autosaved", async () => {
		const posts = serveSurveys( {
			42: survey( { id: 42, status: 'publish' } ),
		} );
		const first = renderApp( 'surveys', {
			hash: '/edit/42/questions',
			globals: LITE,
		} );
		fireEvent.change( await screen.findByLabelText( 'Question title' ), {
			target: { value: 'Not saved yet' },
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
		expect( posts ).toHaveLength( 0 );
		expect( screen.getByText( 'Unsaved changes' ) ).toBeTruthy();
		first.unmount();

		renderApp( 'surveys', { hash: '/edit/42/questions', globals: LITE } );
		const offer = await screen.findByRole( 'alert' );
		expect( offer.textContent ).toContain(
			'This survey has changes that were not saved before the page was reloaded.'
		);
		expect(
			( screen.getByLabelText( 'Question title' ) as HTMLInputElement )
				.value
		).toBe( 'Question q1' );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Restore your unsaved changes',
			} )
		);
		expect(
			( screen.getByLabelText( 'Question title' ) as HTMLInputElement )
				.value
		).toBe( 'Not saved yet' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		// Said in the header's status line (announced), where focus goes.
		const said = screen.getByText( 'Your unsaved changes are back.' );
		expect( said.getAttribute( 'role' ) ).toBe( 'status' );
		expect( said.ownerDocument.activeElement ).toBe( said );
		expect( posts ).toHaveLength( 0 );
	} );

	it( 'a new survey that could not be stored yet (no title) is offered back on the next New Survey, at its questions', async () => {
		serveSurveys( {} );
		const draft = {
			...survey( { id: null, title: '', status: 'draft' } ),
			questions: [ question( 'q1', 'text', { title: 'Kept for you' } ) ],
		};
		keepUnsaved( 'new', { draft, base: null, creating: false } );
		renderApp( 'surveys', { hash: '/new/setup', globals: LITE } );
		await chunksLoaded();
		expect(
			await screen.findByText(
				'A new survey you were building was not saved before the page was reloaded.'
			)
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Restore your unsaved changes',
			} )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/new/questions' )
		);
		expect(
			(
				( await screen.findByLabelText(
					'Question title'
				) ) as HTMLInputElement
			 ).value
		).toBe( 'Kept for you' );
	} );

	it( 'opened again after Display Order changed its priority, the builder shows the new one, not a cached copy', async () => {
		const stored: Record< number, Survey > = {
			42: survey( { id: 42, status: 'publish' } ),
		};
		stored[ 42 ].settings.behavior.priority = 10;
		serveSurveys( stored );
		const first = renderApp( 'surveys', {
			hash: '/edit/42/settings',
			globals: PRO_ELITE,
		} );
		const spin = async () =>
			( await screen.findByRole( 'spinbutton', {
				name: 'Priority',
			} ) ) as HTMLInputElement;
		expect( ( await spin() ).value ).toBe( '10' );
		first.unmount();

		// What saving an order in the list does (useSaveDisplayOrder).
		stored[ 42 ] = {
			...stored[ 42 ],
			settings: {
				...stored[ 42 ].settings,
				behavior: { ...stored[ 42 ].settings.behavior, priority: 4 },
			},
		};
		await first.queryClient.invalidateQueries( {
			queryKey: [ 'userfeedback', 'surveys' ],
			predicate: ( query ) => query.queryKey[ 2 ] === 'one',
		} );

		renderApp( 'surveys', {
			hash: '/edit/42/settings',
			globals: PRO_ELITE,
			queryClient: first.queryClient,
		} );
		expect( ( await spin() ).value ).toBe( '4' );
	} );

	it( 'the publish step presets Publish for a survey this run created, even after a reload', async () => {
		serveSurveys( { 42: survey( { id: 42, status: 'draft' } ) } );
		rememberCreated( 42 );
		renderApp( 'surveys', {
			hash: '/edit/42/publish',
			globals: PRO_ELITE,
		} );
		expect(
			(
				( await screen.findByRole( 'radio', {
					name: 'Publish',
				} ) ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect(
			screen.getByRole( 'button', { name: 'Save and Publish' } )
		).toBeTruthy();
	} );

	it( 'an existing draft opened from the list keeps Draft', async () => {
		serveSurveys( { 42: survey( { id: 42, status: 'draft' } ) } );
		renderApp( 'surveys', {
			hash: '/edit/42/publish',
			globals: PRO_ELITE,
		} );
		expect(
			(
				( await screen.findByRole( 'radio', {
					name: 'Draft',
				} ) ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'Close ends the run', async () => {
		serveSurveys( { 42: survey( { id: 42 } ) } );
		rememberCreated( 42 );
		renderApp( 'surveys', { hash: '/edit/42/questions', globals: LITE } );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Close the builder' } )
		);
		await waitFor( () => expect( wasCreatedInRun( 42 ) ).toBe( false ) );
	} );

	it( 'a survey saved with every device, opened on plus, says what the next save changes', async () => {
		serveSurveys( {
			7: survey( { questions: [ question( 'a' ) ] } ),
		} );
		renderApp( 'surveys', {
			hash: '/edit/7/settings',
			globals: entitlementsOf( 'plus' ),
		} );
		expect(
			await screen.findByText(
				"Saving will change this survey: this site's plan or add-ons do not include some of its settings."
			)
		).toBeTruthy();
		expect(
			screen.getByText( 'Devices: All Device Types will become Desktop.' )
		).toBeTruthy();
	} );

	it( 'a failed save says why and keeps the edits', async () => {
		setFetchHandler( async ( options: APIFetchOptions ) => {
			if ( options.method === 'POST' ) {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): title: too long',
					data: { status: 400 },
				};
			}
			return survey( { id: 7 } );
		} );
		renderApp( 'surveys', { hash: '/edit/7/questions', globals: LITE } );
		fireEvent.change( await screen.findByLabelText( 'Question title' ), {
			target: { value: 'Kept after the failure' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect(
			await screen.findByText( 'Could Not Save Changes' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Invalid parameter(s): title: too long' )
		).toBeTruthy();
		expect( screen.getByText( 'Not saved' ) ).toBeTruthy();
		expect(
			( screen.getByLabelText( 'Question title' ) as HTMLInputElement )
				.value
		).toBe( 'Kept after the failure' );
	} );
} );
