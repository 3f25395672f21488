import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	createTestQueryClient,
	resetFetchHandler,
	serveRecorded,
	type RecordedCall,
	setGlobals,
	withQueryClient,
} from '../../../test-utils';
import { ShareResultsSection } from '../../../features/results/ShareResultsSection';
import { ResultLinksPanel, showsText } from '../ResultLinksPanel';

const BASE = '/userfeedback/v1/surveys/5/result-links';

let calls: RecordedCall[] = [];

function serve( handler: ( call: RecordedCall ) => unknown ) {
	calls = serveRecorded( handler );
}

function renderUi( ui: JSX.Element ) {
	return render( withQueryClient( ui, createTestQueryClient() ) );
}

const LINK = {
	id: 3,
	label: 'Board',
	open_answers: true,
	personal_data: false,
	created_at: '2026-11-29T10:00:00+00:00',
	expires_at: null,
	expired: false,
};

beforeEach( () => {
	setGlobals( { ...PRO_ELITE } );
} );

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'results links', () => {
	it( 'say what each link shows', () => {
		expect(
			showsText( { open_answers: false, personal_data: false } )
		).toBe( 'Counts only' );
		expect( showsText( { open_answers: true, personal_data: true } ) ).toBe(
			'Counts, open answers and personal data'
		);
	} );

	it( 'Lite and unlicensed sites are told how to get them', () => {
		setGlobals( { ...LITE } );
		renderUi( <ShareResultsSection surveyId={ 5 } /> );
		expect(
			screen.getByText(
				/Read-only links to these results, for people without an account, come with UserFeedback Pro/
			)
		).toBeTruthy();
	} );

	it( 'a link is made with what was ticked, shown once to copy, then listed and revoked', async () => {
		let listed = [ LINK ];
		serve( ( call ) => {
			if ( call.method === 'POST' ) {
				listed = [ { ...LINK, id: 4, label: 'Team' }, ...listed ];
				return {
					...listed[ 0 ],
					url:
						'https://example.test/?userfeedback_results=' +
						'a'.repeat( 32 ),
				};
			}
			if ( call.method === 'DELETE' ) {
				listed = listed.filter( ( link ) => link.id !== 3 );
				return { deleted: true, id: 3 };
			}
			return listed;
		} );
		renderUi( <ResultLinksPanel surveyId={ 5 } /> );
		expect(
			await screen.findByRole( 'cell', { name: 'Board' } )
		).toBeTruthy();
		expect( screen.getByText( 'Counts and open answers' ) ).toBeTruthy();

		fireEvent.change( screen.getByLabelText( 'Who it is for (optional)' ), {
			target: { value: 'Team' },
		} );
		fireEvent.click(
			screen.getByLabelText(
				'Include personal data (e-mail addresses and the names given with them)'
			)
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Make a results link' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				'Link made. Copy it now: it is shown once.'
			)
		);
		const posted = calls.find( ( c ) => c.method === 'POST' );
		// apiFetch adds `_locale` to every path.
		expect( { ...posted, path: posted?.path.split( '?' )[ 0 ] } ).toEqual( {
			method: 'POST',
			path: BASE,
			data: {
				label: 'Team',
				open_answers: false,
				personal_data: true,
				expires_at: undefined,
			},
		} );
		expect(
			(
				screen.getByRole( 'textbox', {
					name: 'Results link',
				} ) as HTMLInputElement
			 ).value
		).toContain( 'userfeedback_results=' );
		expect(
			await screen.findByRole( 'cell', { name: 'Team' } )
		).toBeTruthy();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Revoke Board' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				'Link revoked: it no longer opens these results.'
			)
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'cell', { name: 'Board' } ) ).toBeNull()
		);
	} );

	it( 'a refused link says why; none made yet says so', async () => {
		serve( ( call ) => {
			if ( call.method === 'POST' ) {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): expires_at',
					data: {
						status: 400,
						params: {
							expires_at:
								'The link must expire in the future, within five years.',
						},
					},
				};
			}
			return [];
		} );
		renderUi( <ResultLinksPanel surveyId={ 5 } /> );
		expect(
			await screen.findByText( 'No results links yet.' )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Make a results link' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ).textContent ).toBe(
				'The link must expire in the future, within five years.'
			)
		);
	} );
} );
