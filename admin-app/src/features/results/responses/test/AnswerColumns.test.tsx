import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
} from '../../../../test-utils';
import type { Question } from '../../../../data/survey-types';
import { answerColumns, answerPreview, toggleColumn } from '../list-answers';
import {
	RESPONSES_PATH,
	SURVEY,
	SURVEY_PATH,
	listOf,
	renderAt,
	responseItem,
	serve,
} from './harness';

// test-utils renders the whole App; these screens are rendered on their own routes instead.
vi.mock( '../../../../App', () => ( { App: () => null } ) );

const COLUMNS_PATH = 'POST /userfeedback/v1/surveys/5/responses/columns';
const QUESTIONS = SURVEY.questions as Question[];
const LONG =
	'The checkout asked for my address twice,\nthen lost the coupon I had typed in, and finally the payment page timed out before I could pay.';

const ROWS = [
	responseItem( {
		id: 14,
		answers: {
			'q-checkbox': [ 'Docs', 'Forum' ],
			'q-nps': 9,
			'q-long': LONG,
		},
	} ),
	responseItem( { id: 13, answers: { 'q-nps': 3 } } ),
];

function table() {
	return screen.getByRole( 'table', { name: 'Responses' } );
}

function row( name: string ) {
	return within( table() ).getByText( name ).closest( 'tr' ) as HTMLElement;
}

function headers(): string[] {
	return within( table() )
		.getAllByRole( 'columnheader' )
		.map( ( cell ) => cell.textContent?.trim() ?? '' )
		.filter( ( title ) => title !== '' );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'answerPreview', () => {
	it( 'shows scores as numbers and ticks joined', () => {
		expect( answerPreview( 9 ) ).toEqual( { text: '9' } );
		expect( answerPreview( [ 'Docs', 'Forum' ] ) ).toEqual( {
			text: 'Docs, Forum',
		} );
		expect( answerPreview( 'Yes' ) ).toEqual( { text: 'Yes' } );
	} );

	it( 'has nothing for a missing or empty answer', () => {
		expect( answerPreview( undefined ) ).toBeNull();
		expect( answerPreview( '  ' ) ).toBeNull();
		expect( answerPreview( [] ) ).toBeNull();
	} );

	it( 'cuts text past 80 characters with an ellipsis and keeps the whole', () => {
		const exact = 'x'.repeat( 80 );
		expect( answerPreview( exact ) ).toEqual( { text: exact } );

		const preview = answerPreview( LONG );
		expect( preview?.full ).toBe( LONG );
		expect( Array.from( preview?.text ?? '' ) ).toHaveLength( 80 );
		expect( preview?.text ).toBe(
			'The checkout asked for my address twice, then lost the coupon I had typed in, a…'
		);
		expect( preview?.text ).not.toContain( '\n' );
	} );

	it( 'never cuts a character in two', () => {
		const preview = answerPreview( '😀'.repeat( 100 ) );
		expect( preview?.text ).toBe( '😀'.repeat( 79 ) + '…' );
	} );
} );

describe( 'choosing the columns', () => {
	it( 'keeps the survey order and at most five', () => {
		expect(
			toggleColumn( [ 'q-long', 'q-radio' ], 'q-nps', true, QUESTIONS )
		).toEqual( [ 'q-radio', 'q-nps', 'q-long' ] );
		expect(
			toggleColumn( [ 'q-radio', 'q-nps' ], 'q-radio', false, QUESTIONS )
		).toEqual( [ 'q-nps' ] );
		const five = [ 'q-radio', 'q-checkbox', 'q-nps', 'q-star', 'q-email' ];
		expect( toggleColumn( five, 'q-text', true, QUESTIONS ) ).toEqual(
			five
		);
	} );

	it( 'titles the columns by their questions, leaving out deleted ones', () => {
		expect(
			answerColumns(
				[ 'q-nps', 'gone', 'q-radio' ],
				[
					...QUESTIONS,
					{ ...QUESTIONS[ 0 ], id: 'untitled', title: ' ' },
				]
			)
		).toEqual( [
			{ id: 'q-nps', title: 'How likely are you to recommend us?' },
			{ id: 'q-radio', title: 'How did you find us?' },
		] );
		expect(
			answerColumns(
				[ 'untitled' ],
				[ { ...QUESTIONS[ 0 ], id: 'untitled', title: ' ' } ]
			)
		).toEqual( [ { id: 'untitled', title: 'Question 1' } ] );
	} );
} );

describe( 'ResponsesList answer columns', () => {
	it( 'shows the server’s columns after the title, cut, joined and as numbers', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: () =>
				listOf( ROWS, {
					columns: [ 'q-checkbox', 'q-nps', 'q-long' ],
				} ),
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await within( table() ).findByText( 'Response #14' );
		await waitFor( () =>
			expect( headers() ).toContain( 'What did you use?' )
		);
		expect( headers() ).toEqual( [
			'Title',
			'What did you use?',
			'How likely are you to recommend us?',
			'Anything else?',
			'Page Submitted',
			'Date Submitted',
			'Status',
		] );

		const answered = row( 'Response #14' );
		expect( within( answered ).getByText( 'Docs, Forum' ) ).toBeTruthy();
		expect( within( answered ).getByText( '9' ) ).toBeTruthy();
		const cut = within( answered ).getByText( /^The checkout asked/, {
			selector: '[aria-hidden="true"]',
		} );
		expect( cut.textContent ).toMatch( /…$/ );
		expect( cut.closest( '[title]' )?.getAttribute( 'title' ) ).toBe(
			LONG
		);
		// Screen readers get the whole answer.
		expect(
			within( answered ).getByText( ( _text, element ) =>
				element?.classList.contains( 'screen-reader-text' )
					? element.textContent === LONG
					: false
			)
		).toBeTruthy();

		const other = row( 'Response #13' );
		expect( within( other ).getByText( '3' ) ).toBeTruthy();
		expect( within( other ).getAllByText( 'Not answered' ) ).toHaveLength(
			2
		);
	} );

	it( 'lets the owner choose up to five questions, asks for them at once and keeps the choice', async () => {
		const asked: string[] = [];
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) => {
				const columns = new URLSearchParams(
					path.split( '?' )[ 1 ] ?? ''
				).get( 'columns' );
				asked.push( columns ?? '(saved)' );
				return listOf( ROWS, {
					columns:
						columns === null
							? [ 'q-checkbox', 'q-nps', 'q-long' ]
							: columns.split( ',' ).filter( Boolean ),
				} );
			},
			[ COLUMNS_PATH ]: ( options ) => options.data,
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await waitFor( () =>
			expect( headers() ).toContain( 'What did you use?' )
		);

		const toggle = screen.getByRole( 'button', { name: 'Columns' } );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		fireEvent.click( toggle );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const panel = screen.getByRole( 'group', {
			name: 'Answers shown in the list (up to 5 questions)',
		} );
		const box = ( name: string ) =>
			within( panel ).getByRole( 'checkbox', {
				name,
			} ) as HTMLInputElement;
		expect(
			within( panel )
				.getAllByRole( 'checkbox' )
				.filter( ( input ) => ( input as HTMLInputElement ).checked )
				.map( ( input ) => input.closest( 'li' )?.textContent?.trim() )
		).toEqual( [
			'What did you use?',
			'How likely are you to recommend us?',
			'Anything else?',
		] );

		fireEvent.click( box( 'Rate the checkout' ) );
		await waitFor( () =>
			expect( headers() ).toContain( 'Rate the checkout' )
		);
		expect(
			calls.filter( ( call ) => call.key === COLUMNS_PATH )[ 0 ]?.options
				.data
		).toEqual( {
			columns: [ 'q-checkbox', 'q-nps', 'q-star', 'q-long' ],
		} );
		expect( asked ).toContain( 'q-checkbox,q-nps,q-star,q-long' );

		fireEvent.click( box( 'Your e-mail' ) );
		await waitFor( () =>
			expect( box( 'Your e-mail' ).checked ).toBe( true )
		);
		// Five ticked: the others wait until one is unticked.
		expect( box( 'One word for us' ).disabled ).toBe( true );
		expect( box( 'How did you find us?' ).disabled ).toBe( true );
		expect(
			within( panel ).getByText(
				'5 questions are shown: untick one to choose another.'
			)
		).toBeTruthy();

		fireEvent.click( box( 'What did you use?' ) );
		await waitFor( () =>
			expect( headers() ).not.toContain( 'What did you use?' )
		);
		expect( box( 'One word for us' ).disabled ).toBe( false );
		await waitFor( () =>
			expect(
				calls.filter( ( call ) => call.key === COLUMNS_PATH )
			).toHaveLength( 3 )
		);
		expect(
			calls.filter( ( call ) => call.key === COLUMNS_PATH )[ 2 ]?.options
				.data
		).toEqual( {
			columns: [ 'q-nps', 'q-star', 'q-email', 'q-long' ],
		} );

		// Unticking them all: no answer columns, and an empty list asked for.
		for ( const name of [
			'How likely are you to recommend us?',
			'Rate the checkout',
			'Your e-mail',
			'Anything else?',
		] ) {
			fireEvent.click( box( name ) );
		}
		await waitFor( () => expect( asked ).toContain( '' ) );
		await waitFor( () =>
			expect( headers() ).toEqual( [
				'Title',
				'Page Submitted',
				'Date Submitted',
				'Status',
			] )
		);

		fireEvent.keyDown( box( 'Your e-mail' ), { key: 'Escape' } );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( toggle.ownerDocument.activeElement ).toBe( toggle );
	}, 20000 );

	it( 'says when the choice could not be saved, and still shows it', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) =>
				listOf( ROWS, {
					columns: path.includes( 'columns=' )
						? [ 'q-radio' ]
						: [ 'q-nps' ],
				} ),
			[ COLUMNS_PATH ]: () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Question q-radio is not part of the survey.',
					data: { status: 400 },
				};
			},
		} );
		renderAt( '/survey/5/responses', PRO_ELITE );
		await waitFor( () =>
			expect( headers() ).toContain(
				'How likely are you to recommend us?'
			)
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Columns' } ) );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'How did you find us?' } )
		);
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Your choice of columns could not be saved: Question q-radio is not part of the survey.'
		);
		await waitFor( () =>
			expect( headers() ).toContain( 'How did you find us?' )
		);
	} );

	it( 'works in Lite too', async () => {
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ RESPONSES_PATH ]: ( _options, path ) =>
				listOf( ROWS, {
					columns: path.includes( 'columns=' )
						? [ 'q-checkbox' ]
						: [ 'q-radio', 'q-checkbox', 'q-nps' ],
				} ),
			[ COLUMNS_PATH ]: ( options ) => options.data,
		} );
		renderAt( '/survey/5/responses', LITE );
		await waitFor( () =>
			expect( headers() ).toContain( 'How did you find us?' )
		);
		expect( within( row( 'Response #14' ) ).getByText( '9' ) ).toBeTruthy();

		fireEvent.click( screen.getByRole( 'button', { name: 'Columns' } ) );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'How did you find us?' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'How likely are you to recommend us?',
			} )
		);
		await waitFor( () =>
			expect(
				calls.filter( ( call ) => call.key === COLUMNS_PATH )
			).toHaveLength( 2 )
		);
		expect(
			calls
				.filter( ( call ) => call.key === RESPONSES_PATH )
				.map( ( call ) => call.path )
		).toContain(
			'/userfeedback/v1/surveys/5/responses?columns=q-checkbox'
		);
	} );
} );
