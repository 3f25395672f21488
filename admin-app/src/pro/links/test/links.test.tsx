import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { readText } from '../../../components/files';
import { PersonalLinksSection } from '../../../features/surveys/share/PersonalLinksSection';
import { PersonalLinksForm, expiryOf, refusalText } from '../PersonalLinksForm';
import { UnusedLinksPanel, valuesText } from '../UnusedLinksPanel';

const BASE = '/userfeedback/v1/surveys/5/links';

let calls: RecordedCall[] = [];

function serve( handler: ( call: RecordedCall ) => unknown ) {
	calls = serveRecorded( handler );
}

function renderUi( ui: JSX.Element ) {
	return render( withQueryClient( ui, createTestQueryClient() ) );
}

const saved: Blob[] = [];

beforeEach( () => {
	setGlobals( { ...PRO_ELITE } );
	saved.length = 0;
	// jsdom has no object URLs: the download's Blob is kept instead.
	URL.createObjectURL = ( blob: Blob ) => {
		saved.push( blob );
		return 'blob:links';
	};
	URL.revokeObjectURL = () => undefined;
	vi.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
		() => undefined
	);
} );

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'helpers', () => {
	it( 'a refusal reads its field message over the generic one', () => {
		expect(
			refusalText( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): csv',
				data: {
					status: 400,
					params: {
						csv: 'Line 2 has more values than the header row has names.',
					},
				},
			} )
		).toBe( 'Line 2 has more values than the header row has names.' );
		expect(
			refusalText( {
				code: 'userfeedback_page_off',
				message:
					'Turn on the survey’s page first: personal links open it.',
				data: { status: 400 },
			} )
		).toBe( 'Turn on the survey’s page first: personal links open it.' );
	} );

	it( 'an expiry typed in local time is sent as RFC 3339; none is undefined', () => {
		expect( expiryOf( '' ) ).toBeUndefined();
		expect( expiryOf( '2026-12-31T18:00' ) ).toBe(
			new Date( '2026-12-31T18:00' ).toISOString()
		);
	} );

	it( 'values read as name: value pairs', () => {
		expect( valuesText( { fields: {} } ) ).toBe( 'No values' );
		expect(
			valuesText( { fields: { customer: 'C-7', plan: 'gold' } } )
		).toBe( 'customer: C-7, plan: gold' );
	} );
} );

describe( 'making links', () => {
	it( 'Lite and unlicensed sites are told how to get them', () => {
		setGlobals( { ...LITE } );
		renderUi( <PersonalLinksSection surveyId={ 5 } fieldNames={ [] } /> );
		expect(
			screen.getByText(
				/Personal single-use links, each carrying its own values, come with UserFeedback Pro/
			)
		).toBeTruthy();
	} );

	it( 'a number of links is made, downloaded and announced once', async () => {
		serve( () => ( {
			created: 3,
			expires_at: null,
			csv:
				'\uFEFFlink\nhttps://example.test/feedback/x-5/?uf_link=' +
				'a'.repeat( 32 ) +
				'\n',
		} ) );
		renderUi(
			<PersonalLinksForm surveyId={ 5 } fieldNames={ [ 'customer' ] } />
		);
		fireEvent.change( screen.getByLabelText( 'How many' ), {
			target: { value: '3' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Make links' } ) );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				'Made 3 links: survey-5-links.csv is downloading. Keep it: the links cannot be shown again.'
			)
		);
		expect( calls[ 0 ].method ).toBe( 'POST' );
		expect( calls[ 0 ].path.split( '?' )[ 0 ] ).toBe( BASE );
		expect( calls[ 0 ].data ).toEqual( { count: 3 } );
		expect( await readText( saved[ 0 ] as File ) ).toContain( 'uf_link=' );
	} );

	it( 'the CSV choice needs hidden fields and a file; a refused file says why', async () => {
		const { unmount } = renderUi(
			<PersonalLinksForm surveyId={ 5 } fieldNames={ [] } />
		);
		expect(
			(
				screen.getByLabelText(
					'One link per person, from a CSV file'
				) as HTMLInputElement
			 ).disabled
		).toBe( true );
		unmount();

		serve( () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): csv',
				data: {
					status: 400,
					params: {
						csv: 'The column “email” is not one of this survey’s hidden fields (customer).',
					},
				},
			};
		} );
		renderUi(
			<PersonalLinksForm surveyId={ 5 } fieldNames={ [ 'customer' ] } />
		);
		fireEvent.click(
			screen.getByLabelText( 'One link per person, from a CSV file' )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Make links' } ) );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ).textContent ).toBe(
				'Choose the CSV file of people first.'
			)
		);
		expect( calls ).toHaveLength( 0 );

		const file = new File( [ 'email\na@example.com\n' ], 'people.csv', {
			type: 'text/csv',
		} );
		fireEvent.change( screen.getByLabelText( 'File of people (CSV)' ), {
			target: { files: [ file ] },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Make links' } ) );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ).textContent ).toBe(
				'The column “email” is not one of this survey’s hidden fields (customer).'
			)
		);
		expect( calls[ 0 ].data ).toEqual( { csv: 'email\na@example.com\n' } );
	} );
} );

describe( 'unused links', () => {
	it( 'are listed a page at a time and revoked with an announcement', async () => {
		const link = ( id: number ) => ( {
			id,
			fields: { customer: `C-${ id }` },
			created_at: '2026-11-29T10:00:00+00:00',
			expires_at: id === 2 ? '2026-11-28T10:00:00+00:00' : null,
			expired: id === 2,
		} );
		serve( ( call ) => {
			if ( call.method === 'DELETE' ) {
				return { deleted: true, id: 1 };
			}
			return call.path.includes( 'after=0' )
				? { items: [ link( 1 ), link( 2 ) ], more: true }
				: { items: [ link( 3 ) ], more: false };
		} );
		renderUi( <UnusedLinksPanel surveyId={ 5 } /> );
		expect(
			await screen.findByRole( 'cell', { name: 'customer: C-1' } )
		).toBeTruthy();
		expect( screen.getByText( /\(expired\)/ ) ).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Show more' } ) );
		expect(
			await screen.findByRole( 'cell', { name: 'customer: C-3' } )
		).toBeTruthy();
		expect( calls[ 1 ].path ).toContain( `${ BASE }?after=2` );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Revoke customer: C-1' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				'Link revoked (customer: C-1): it no longer opens the survey.'
			)
		);
		expect(
			calls.find( ( c ) => c.method === 'DELETE' )?.path.split( '?' )[ 0 ]
		).toBe( `${ BASE }/1` );
	} );

	it( 'say so when there are none', async () => {
		serve( () => ( { items: [], more: false } ) );
		renderUi( <UnusedLinksPanel surveyId={ 5 } /> );
		expect(
			await screen.findByText(
				'No unused links: every personal link made for this survey has been used or revoked.'
			)
		).toBeTruthy();
	} );
} );
