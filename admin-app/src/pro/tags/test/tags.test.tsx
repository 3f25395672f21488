import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import {
	PRO_ELITE,
	clearGlobals,
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../test-utils';
import { BulkTags } from '../BulkTags';
import { NotesPanel } from '../NotesPanel';
import { TagChips } from '../TagChips';
import { TagsEditor } from '../TagsEditor';
import { normaliseTag, tagError } from '../data';

const BASE = '/userfeedback/v1/surveys/5';

interface Call {
	method: string;
	path: string;
	data: unknown;
}

let calls: Call[] = [];

/**
 * Answers apiFetch from a table of `METHOD path` → handler (the request body in hand); anything
 * else is a 404.
 *
 * @param routes The table.
 */
function serve(
	routes: Record< string, ( data: unknown ) => unknown | Promise< unknown > >
) {
	calls = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		// apiFetch sends PUT and DELETE as POST with X-HTTP-Method-Override.
		const override = (
			options.headers as Record< string, string > | undefined
		 )?.[ 'X-HTTP-Method-Override' ];
		const method = ( override ?? options.method ?? 'GET' ).toUpperCase();
		const path = ( options.path ?? '' ).split( '?' )[ 0 ];
		calls.push( { method, path, data: options.data } );
		const handler = routes[ `${ method } ${ path }` ];
		if ( ! handler ) {
			throw {
				code: 'rest_no_route',
				message: 'No route.',
				data: { status: 404 },
			};
		}
		return handler( options.data );
	} );
}

function renderUi( ui: JSX.Element ) {
	return render( withQueryClient( ui, createTestQueryClient() ) );
}

beforeEach( () => {
	setGlobals( { ...PRO_ELITE } );
} );

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'tag rules', () => {
	it( 'normalise and check tags as the server does', () => {
		expect( normaliseTag( '  Needs   Follow-UP ' ) ).toBe(
			'needs follow-up'
		);
		expect( tagError( 'ünïcode_ok 42' ) ).toBeNull();
		expect( tagError( '' ) ).not.toBeNull();
		expect( tagError( 'a'.repeat( 41 ) ) ).not.toBeNull();
		expect( tagError( 'é'.repeat( 40 ) ) ).toBeNull();
		expect( tagError( 'no<b>' ) ).not.toBeNull();
	} );
} );

describe( 'TagsEditor', () => {
	it( 'adds a tag with Enter, saves the whole set and announces it', async () => {
		serve( {
			[ `GET ${ BASE }/tags` ]: () => [
				{ tag: 'bug', count: 3 },
				{ tag: 'praise', count: 1 },
			],
			[ `POST ${ BASE }/responses/13/tags` ]: ( data ) => ( {
				tags: [ ...( data as { tags: string[] } ).tags ].sort(),
			} ),
		} );
		renderUi(
			<TagsEditor
				surveyId={ 5 }
				responseId={ 13 }
				tags={ [ 'praise' ] }
			/>
		);

		const input = screen.getByLabelText( 'Add a tag' );
		fireEvent.change( input, { target: { value: '  Needs Reply ' } } );
		fireEvent.submit( input.closest( 'form' ) as HTMLFormElement );

		expect(
			await screen.findByText( 'Tag needs reply added.' )
		).toBeTruthy();
		expect(
			calls.find( ( call ) => call.method === 'POST' )?.data
		).toEqual( { tags: [ 'praise', 'needs reply' ] } );
		expect(
			screen.getByRole( 'button', { name: 'Remove tag needs reply' } )
		).toBeTruthy();
		expect( ( input as HTMLInputElement ).value ).toBe( '' );
		// Suggestions: the survey's tags not on the response yet.
		await waitFor( () =>
			expect(
				[ ...document.querySelectorAll( 'datalist option' ) ].map(
					( option ) => option.getAttribute( 'value' )
				)
			).toEqual( [ 'bug' ] )
		);
	} );

	it( 'removes a tag with its labelled button', async () => {
		serve( {
			[ `GET ${ BASE }/tags` ]: () => [],
			[ `POST ${ BASE }/responses/13/tags` ]: ( data ) => data,
		} );
		renderUi(
			<TagsEditor
				surveyId={ 5 }
				responseId={ 13 }
				tags={ [ 'bug', 'ux' ] }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove tag bug' } )
		);
		expect( await screen.findByText( 'Tag bug removed.' ) ).toBeTruthy();
		expect(
			calls.find( ( call ) => call.method === 'POST' )?.data
		).toEqual( {
			tags: [ 'ux' ],
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Remove tag bug' } )
		).toBeNull();
	} );

	it( 'refuses a bad tag before sending and says why', async () => {
		serve( { [ `GET ${ BASE }/tags` ]: () => [] } );
		renderUi(
			<TagsEditor surveyId={ 5 } responseId={ 13 } tags={ [ 'bug' ] } />
		);
		const input = screen.getByLabelText( 'Add a tag' );
		fireEvent.change( input, { target: { value: 'semi;colon' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Use only letters, digits, spaces, hyphens and underscores.'
		);
		expect( input?.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		fireEvent.change( input, { target: { value: 'BUG' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'already tagged bug'
		);
		expect( calls.filter( ( call ) => call.method === 'POST' ) ).toEqual(
			[]
		);
	} );

	it( 'puts the tags back and shows the server error when saving fails', async () => {
		serve( {
			[ `GET ${ BASE }/tags` ]: () => [],
			[ `POST ${ BASE }/responses/13/tags` ]: () => {
				throw {
					code: 'rest_invalid_param',
					message: 'The tag "x" is not allowed.',
					data: { status: 400 },
				};
			},
		} );
		renderUi(
			<TagsEditor surveyId={ 5 } responseId={ 13 } tags={ [ 'bug' ] } />
		);
		fireEvent.change( screen.getByLabelText( 'Add a tag' ), {
			target: { value: 'new' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add' } ) );
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'The tags could not be saved.' );
		expect( alert.textContent ).toContain( 'The tag "x" is not allowed.' );
		expect(
			screen.queryByRole( 'button', { name: 'Remove tag new' } )
		).toBeNull();
		expect(
			( screen.getByLabelText( 'Add a tag' ) as HTMLInputElement ).value
		).toBe( 'new' );
	} );
} );

describe( 'NotesPanel', () => {
	const note = ( overrides = {} ) => ( {
		id: 7,
		author: { id: 2, name: 'Ann Admin' },
		note: '<b>Called</b> back.\nAll fine.',
		created_at: '2026-11-20T09:30:00+01:00',
		updated_at: '2026-11-20T09:30:00+01:00',
		can_edit: true,
		...overrides,
	} );

	it( 'shows loading, then the empty state, and adds a note', async () => {
		let notes: unknown[] = [];
		serve( {
			[ `GET ${ BASE }/responses/13/notes` ]: () => notes,
			[ `POST ${ BASE }/responses/13/notes` ]: ( data ) => {
				notes = [ note( { note: ( data as { note: string } ).note } ) ];
				return notes[ 0 ];
			},
		} );
		renderUi( <NotesPanel surveyId={ 5 } responseId={ 13 } /> );
		expect( screen.getByText( 'Loading notes…' ) ).toBeTruthy();
		expect( await screen.findByText( 'No notes yet.' ) ).toBeTruthy();

		fireEvent.change( screen.getByLabelText( 'Add a note' ), {
			target: { value: '  Rang them.  ' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add note' } ) );
		expect( await screen.findByText( 'Note added.' ) ).toBeTruthy();
		expect(
			calls.find( ( call ) => call.method === 'POST' )?.data
		).toEqual( {
			note: 'Rang them.',
		} );
		expect( await screen.findByText( 'Rang them.' ) ).toBeTruthy();
		expect(
			( screen.getByLabelText( 'Add a note' ) as HTMLInputElement ).value
		).toBe( '' );
	} );

	it( 'shows notes as text with author and date, and edits and deletes own ones', async () => {
		let notes = [
			note(),
			note( {
				id: 8,
				author: { id: 3, name: 'Ed Editor' },
				note: 'Not mine',
				can_edit: false,
			} ),
		];
		serve( {
			[ `GET ${ BASE }/responses/13/notes` ]: () => notes,
			[ `PUT ${ BASE }/responses/13/notes/7` ]: ( data ) => {
				notes = [
					note( {
						note: ( data as { note: string } ).note,
						updated_at: '2026-11-21T10:00:00+01:00',
					} ),
					notes[ 1 ],
				];
				return notes[ 0 ];
			},
			[ `DELETE ${ BASE }/responses/13/notes/7` ]: () => {
				notes = [ notes[ 1 ] ];
				return { deleted: true };
			},
		} );
		renderUi( <NotesPanel surveyId={ 5 } responseId={ 13 } /> );

		const list = await screen.findByRole( 'list' );
		const items = within( list ).getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 2 );
		// Escaped, not rendered as HTML.
		expect( items[ 0 ].textContent ).toContain( '<b>Called</b> back.' );
		expect( items[ 0 ].querySelector( 'b' ) ).toBeNull();
		expect( items[ 0 ].textContent ).toContain( 'Ann Admin' );
		expect(
			items[ 0 ].querySelector( 'time' )?.getAttribute( 'datetime' )
		).toBe( '2026-11-20T09:30:00+01:00' );
		// Only one's own note has Edit and Delete.
		expect( within( items[ 1 ] ).queryByRole( 'button' ) ).toBeNull();

		fireEvent.click(
			within( items[ 0 ] ).getByRole( 'button', { name: 'Edit' } )
		);
		const editor = screen.getByLabelText( 'Edit note' );
		expect( editor.ownerDocument.activeElement ).toBe( editor );
		fireEvent.change( editor, { target: { value: 'Changed' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save note' } ) );
		expect( await screen.findByText( 'Note saved.' ) ).toBeTruthy();
		expect( await screen.findByText( 'Changed' ) ).toBeTruthy();
		expect( screen.getByText( '(edited)' ) ).toBeTruthy();

		fireEvent.click(
			screen.getAllByRole( 'button', { name: 'Delete' } )[ 0 ]
		);
		expect( screen.getByText( 'Delete this note for good?' ) ).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete note' } )
		);
		expect( await screen.findByText( 'Note deleted.' ) ).toBeTruthy();
		await waitFor( () =>
			expect( screen.queryByText( 'Changed' ) ).toBeNull()
		);
		expect( screen.getByText( 'Not mine' ) ).toBeTruthy();
	} );

	it( 'shows a load error with Retry, and a refused change', async () => {
		let fail = true;
		serve( {
			[ `GET ${ BASE }/responses/13/notes` ]: () => {
				if ( fail ) {
					throw {
						code: 'rest_forbidden',
						message:
							'Sorry, you are not allowed to view responses.',
						data: { status: 403 },
					};
				}
				return [ note() ];
			},
			[ `DELETE ${ BASE }/responses/13/notes/7` ]: () => {
				throw {
					code: 'rest_forbidden',
					message:
						'Sorry, only its author or an administrator can change this note.',
					data: { status: 403 },
				};
			},
		} );
		renderUi( <NotesPanel surveyId={ 5 } responseId={ 13 } /> );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Could not load the notes.'
		);
		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Delete' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete note' } )
		);
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'only its author or an administrator'
		);
	} );
} );

describe( 'BulkTags', () => {
	it( 'adds or removes a tag on the selected responses and calls onDone', async () => {
		serve( {
			[ `GET ${ BASE }/tags` ]: () => [ { tag: 'bug', count: 2 } ],
			[ `POST ${ BASE }/responses/tags` ]: ( data ) => ( {
				response_ids: ( data as { response_ids: number[] } )
					.response_ids,
			} ),
		} );
		let done = 0;
		renderUi(
			<BulkTags
				surveyId={ 5 }
				responseIds={ [ 3, 4 ] }
				onDone={ () => done++ }
			/>
		);
		fireEvent.change( screen.getByLabelText( 'Tag' ), {
			target: { value: 'Bug' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply to 2 responses' } )
		);
		expect(
			await screen.findByText( 'Tag bug added to 2 responses.' )
		).toBeTruthy();
		expect(
			calls.find( ( call ) => call.method === 'POST' )?.data
		).toEqual( {
			response_ids: [ 3, 4 ],
			add: [ 'bug' ],
			remove: [],
		} );
		expect( done ).toBe( 1 );

		fireEvent.change( screen.getByLabelText( 'Tag action' ), {
			target: { value: 'remove' },
		} );
		fireEvent.change( screen.getByLabelText( 'Tag' ), {
			target: { value: 'bug' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply to 2 responses' } )
		);
		expect(
			await screen.findByText( 'Tag bug removed from 2 responses.' )
		).toBeTruthy();
		expect(
			calls.filter( ( call ) => call.method === 'POST' )[ 1 ].data
		).toEqual( {
			response_ids: [ 3, 4 ],
			add: [],
			remove: [ 'bug' ],
		} );
	} );

	it( 'shows the server refusal and needs a selection', async () => {
		serve( {
			[ `GET ${ BASE }/tags` ]: () => [],
			[ `POST ${ BASE }/responses/tags` ]: () => {
				throw {
					code: 'userfeedback_invalid_response_ids',
					message:
						'Some of these responses do not belong to this survey. Nothing was changed.',
					data: { status: 400 },
				};
			},
		} );
		const { rerender } = renderUi(
			<BulkTags surveyId={ 5 } responseIds={ [] } onDone={ () => {} } />
		);
		fireEvent.change( screen.getByLabelText( 'Tag' ), {
			target: { value: 'x' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply to 0 responses' } )
		);
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Select responses first.'
		);
		rerender(
			withQueryClient(
				<BulkTags
					surveyId={ 5 }
					responseIds={ [ 9 ] }
					onDone={ () => {} }
				/>,
				createTestQueryClient()
			)
		);
		fireEvent.change( screen.getByLabelText( 'Tag' ), {
			target: { value: 'x' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply to 1 response' } )
		);
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Nothing was changed.'
		);
	} );
} );

describe( 'TagChips', () => {
	it( 'shows tags as buttons that pick one, or as text', () => {
		const picked: string[] = [];
		const { rerender } = render(
			<TagChips
				tags={ [ 'bug', 'ux' ] }
				onSelect={ ( tag ) => picked.push( tag ) }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Show responses tagged ux' } )
		);
		expect( picked ).toEqual( [ 'ux' ] );
		rerender( <TagChips tags={ [ 'bug' ] } /> );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByText( 'bug' ) ).toBeTruthy();
		rerender( <TagChips tags={ [] } /> );
		expect( screen.queryByRole( 'list' ) ).toBeNull();
	} );
} );
