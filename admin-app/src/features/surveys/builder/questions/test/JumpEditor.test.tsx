import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

import type { Question, QuestionJump } from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../../test-utils';
import { stepProblems } from '../../steps';
import { jumpProblemSentences, jumpProblems, newJump } from '../jumps';
import { toPreviewSurvey } from '../preview-survey';
import { question, renderStep, survey } from './harness';

/** Licensed Pro with every add-on but question-types. */
const PRO_NO_ADDON = entitlementsOf( 'elite', { 'question-types': false } );

beforeEach( () => {
	resetFetchHandler();
} );

afterEach( () => {
	vi.restoreAllMocks();
	clearGlobals();
} );

function card( n: number ) {
	return screen
		.getByRole( 'heading', { name: new RegExp( `^Question ${ n }\\b` ) } )
		.closest( 'li' ) as HTMLElement;
}

function jumpSection( n: number ) {
	return within( card( n ) ).getByRole( 'group', { name: 'Jump logic' } );
}

function jumpRow( n: number, at: number ) {
	return within( jumpSection( n ) ).getByRole( 'group', {
		name: `Jump ${ at }`,
	} );
}

function options( select: HTMLElement ) {
	return Array.from( ( select as HTMLSelectElement ).options ).map(
		( o ) => o.textContent
	);
}

function description( el: HTMLElement ): string {
	return ( el.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' )
		.trim();
}

function isFocused( el: Element ): boolean {
	return el.ownerDocument.activeElement === el;
}

function modalTitle() {
	return document.querySelector( '.uf-upgrade-modal__title' )?.textContent;
}

function jump(
	to: string,
	value: QuestionJump[ 'value' ] = 'Yes',
	compare: QuestionJump[ 'compare' ] = '=='
): QuestionJump {
	return { compare, value, to };
}

/**
 * Four questions: radio a, text b, checkbox c, star d.
 * @param over
 */
function four( over: Partial< Record< string, Partial< Question > > > = {} ) {
	return [
		question( 'a', 'radio-button', over.a ),
		question( 'b', 'text', over.b ),
		question( 'c', 'checkbox', over.c ),
		question( 'd', 'star-rating', over.d ),
	];
}

describe( 'jump logic on a question card', () => {
	it( 'is offered on choice, star-rating and NPS questions only', () => {
		renderStep(
			survey( [
				...four(),
				question( 'e', 'nps' ),
				question( 'f', 'email' ),
				question( 'g', 'long-text' ),
			] ),
			PRO_ELITE
		);
		const has = [ 1, 2, 3, 4, 5, 6, 7 ].map(
			( n ) =>
				within( card( n ) ).queryByRole( 'group', {
					name: 'Jump logic',
				} ) !== null
		);
		expect( has ).toEqual( [
			true,
			false,
			true,
			true,
			true,
			false,
			false,
		] );
	} );

	it( 'adds a jump by keyboard: the new row takes focus; "go to" offers only later questions and the end', () => {
		const { draft } = renderStep( survey( four() ), PRO_ELITE );
		fireEvent.click(
			within( jumpSection( 1 ) ).getByRole( 'button', {
				name: 'Add Jump',
			} )
		);
		const row = jumpRow( 1, 1 );
		const compare = within( row ).getByLabelText( 'If answer' );
		expect( isFocused( compare ) ).toBe( true );
		expect( options( compare ) ).toEqual( [ 'is', 'is not' ] );
		expect( options( within( row ).getByLabelText( 'Answer' ) ) ).toEqual( [
			'Choose an answer',
			'Yes',
			'No',
		] );
		const to = within( row ).getByLabelText( 'go to' );
		expect( options( to ) ).toEqual( [
			'Question 2: Question b',
			'Question 3: Question c',
			'Question 4: Question d',
			'End of survey',
		] );
		expect( ( to as HTMLSelectElement ).value ).toBe( 'b' );
		expect( draft().questions[ 0 ].jumps ).toEqual( [ jump( 'b', '' ) ] );

		fireEvent.change( compare, { target: { value: '!=' } } );
		fireEvent.change( within( row ).getByLabelText( 'Answer' ), {
			target: { value: 'No' },
		} );
		fireEvent.change( to, { target: { value: 'end' } } );
		expect( draft().questions[ 0 ].jumps ).toEqual( [
			jump( 'end', 'No', '!=' ),
		] );
		// The last question can only end the survey.
		fireEvent.click(
			within( jumpSection( 4 ) ).getByRole( 'button', {
				name: 'Add Jump',
			} )
		);
		expect(
			options( within( jumpRow( 4, 1 ) ).getByLabelText( 'go to' ) )
		).toEqual( [ 'End of survey' ] );
		expect( draft().questions[ 3 ].jumps ).toEqual( [ jump( 'end', '' ) ] );
	} );

	it( 'compares as conditions do: checkbox answers are ticked, ratings compare as numbers', () => {
		const { draft } = renderStep(
			survey(
				four( {
					c: { jumps: [ jump( 'd', [], 'includes' ) ] },
					d: { jumps: [ jump( 'end', '2', '<' ) ] },
				} )
			),
			PRO_ELITE
		);
		const box = jumpRow( 3, 1 );
		expect(
			options( within( box ).getByLabelText( 'If answer' ) )
		).toEqual( [ 'is', 'is not', 'includes' ] );
		const answers = within( box ).getByRole( 'group', { name: 'Answers' } );
		fireEvent.click( within( answers ).getByLabelText( 'No' ) );
		fireEvent.click( within( answers ).getByLabelText( 'Yes' ) );
		expect( draft().questions[ 2 ].jumps ).toEqual( [
			jump( 'd', [ 'No', 'Yes' ], 'includes' ),
		] );

		const stars = jumpRow( 4, 1 );
		expect(
			options( within( stars ).getByLabelText( 'If answer' ) )
		).toEqual( [ 'is', 'is not', 'lower than', 'greater than' ] );
		expect( options( within( stars ).getByLabelText( 'Answer' ) ) ).toEqual(
			[ 'Choose an answer', '1', '2', '3', '4', '5' ]
		);
	} );

	it( 'removes a jump, focus back on Add Jump; at most ten', () => {
		const ten = Array.from( { length: 10 }, () => jump( 'end' ) );
		const { draft } = renderStep(
			survey( four( { a: { jumps: ten } } ) ),
			PRO_ELITE
		);
		const add = within( jumpSection( 1 ) ).getByRole( 'button', {
			name: 'Add Jump',
		} );
		expect( ( add as HTMLButtonElement ).disabled ).toBe( true );
		expect( description( add ) ).toBe(
			'A question can have at most 10 jumps.'
		);
		fireEvent.click(
			within( jumpSection( 1 ) ).getByRole( 'button', {
				name: 'Remove jump 3',
			} )
		);
		expect( draft().questions[ 0 ].jumps ).toHaveLength( 9 );
		expect( ( add as HTMLButtonElement ).disabled ).toBe( false );
		expect( isFocused( add ) ).toBe( true );
	} );

	it( 'is locked in Lite: Add Jump opens the upgrade modal and adds nothing', () => {
		const { draft } = renderStep( survey( four() ), LITE );
		const add = within( jumpSection( 1 ) ).getByRole( 'button', {
			name: /^Add Jump/,
		} );
		expect( add.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( add );
		expect( modalTitle() ).toBe( 'Jump Logic is a PRO feature' );
		expect( draft().questions[ 0 ].jumps ).toBeUndefined();
	} );

	it( 'is disabled with the add-on notice on Pro without the question-types add-on; stored jumps stay and can be removed', () => {
		const { draft } = renderStep(
			survey( four( { a: { jumps: [ jump( 'c' ), jump( 'end' ) ] } } ) ),
			PRO_NO_ADDON
		);
		const section = jumpSection( 1 );
		const notice =
			'Please activate the Question Types addon to access this feature';
		expect( within( section ).getByText( notice ) ).toBeTruthy();
		const add = within( section ).getByRole( 'button', {
			name: 'Add Jump',
		} );
		expect( ( add as HTMLButtonElement ).disabled ).toBe( true );
		expect( description( add ) ).toBe( notice );
		const to = within( jumpRow( 1, 1 ) ).getByLabelText( 'go to' );
		expect( ( to as HTMLSelectElement ).disabled ).toBe( true );
		expect( ( to as HTMLSelectElement ).value ).toBe( 'c' );
		expect( description( to ) ).toBe( notice );
		fireEvent.click( add );
		expect( modalTitle() ).toBeUndefined();

		fireEvent.click(
			within( section ).getByRole( 'button', { name: 'Remove jump 1' } )
		);
		expect( draft().questions[ 0 ].jumps ).toEqual( [ jump( 'end' ) ] );
	} );
} );

describe( 'jumps left pointing backwards', () => {
	beforeEach( () => {
		// jsdom has no layout: give each card a 100px slot by its position in the list.
		vi.spyOn(
			Element.prototype,
			'getBoundingClientRect'
		).mockImplementation( function ( this: Element ) {
			const li = this.closest( '.uf-builder-card' );
			const index = li?.parentElement
				? Array.from( li.parentElement.children ).indexOf( li )
				: 0;
			const top = index * 100;
			return {
				x: 0,
				y: top,
				top,
				left: 0,
				right: 600,
				bottom: top + 90,
				width: 600,
				height: 90,
				toJSON: () => ( {} ),
			} as DOMRect;
		} );
	} );

	async function press( handle: HTMLElement, code: string ) {
		await act( async () => {
			fireEvent.keyDown( handle, {
				code,
				key: code === 'Space' ? ' ' : code,
			} );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
	}

	it( 'are kept and marked after a reorder puts the target above, and named for the step', async () => {
		const { draft } = renderStep(
			survey( four( { a: { jumps: [ jump( 'c' ), jump( 'end' ) ] } } ) ),
			PRO_ELITE
		);
		// Move question 3 (c) to the top, above the question that jumps to it.
		const handle = screen.getByRole( 'button', {
			name: 'Reorder question 3',
		} );
		handle.focus();
		await press( handle, 'Space' );
		await press( handle, 'ArrowUp' );
		await press( handle, 'ArrowUp' );
		await press( handle, 'Space' );
		await waitFor( () =>
			expect( draft().questions.map( ( q ) => q.id ) ).toEqual( [
				'c',
				'a',
				'b',
				'd',
			] )
		);
		expect( draft().questions[ 1 ].jumps ).toEqual( [
			jump( 'c' ),
			jump( 'end' ),
		] );

		const row = jumpRow( 2, 1 );
		const to = within( row ).getByLabelText( 'go to' );
		const message =
			'The question this jump goes to is no longer after this one. Choose where it goes.';
		expect( to.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( description( to ) ).toBe( message );
		expect(
			( to as HTMLSelectElement ).selectedOptions[ 0 ].textContent
		).toBe( 'Choose where it goes' );
		expect( options( to ) ).not.toContain( 'Question 1: Question c' );
		expect(
			within( jumpRow( 2, 2 ) )
				.getByLabelText( 'go to' )
				.getAttribute( 'aria-invalid' )
		).toBeNull();
		expect( stepProblems( 'questions', draft(), true ) ).toEqual( [
			`Question 2, jump 1: ${ message }`,
		] );

		// Choosing a later question clears it.
		fireEvent.change( to, { target: { value: 'd' } } );
		expect( stepProblems( 'questions', draft(), true ) ).toEqual( [] );
		expect( within( row ).queryByText( message ) ).toBeNull();
	} );

	it( 'are marked when their target is deleted', () => {
		vi.spyOn( window, 'confirm' ).mockReturnValue( true );
		const { draft } = renderStep(
			survey( four( { a: { jumps: [ jump( 'c' ) ] } } ) ),
			PRO_ELITE
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete question 3' } )
		);
		expect( draft().questions.map( ( q ) => q.id ) ).toEqual( [
			'a',
			'b',
			'd',
		] );
		expect( draft().questions[ 0 ].jumps ).toEqual( [ jump( 'c' ) ] );
		expect( jumpProblemSentences( draft().questions ) ).toEqual( [
			'Question 1, jump 1: The question this jump went to was deleted. Choose where it goes.',
		] );
		expect(
			within( jumpRow( 1, 1 ) ).getByText(
				'The question this jump went to was deleted. Choose where it goes.'
			)
		).toBeTruthy();
	} );

	it( 'are listed in the frame\'s "To continue" list, which blocks Next', async () => {
		const stored = survey(
			four( { b: { type: 'radio-button', jumps: [ jump( 'a' ) ] } } )
		);
		stored.questions[ 1 ].config = { options: [ 'Yes', 'No' ] };
		setFetchHandler( async ( request ) => {
			if (
				String( request.path ).startsWith(
					'/userfeedback/v1/surveys/7'
				)
			) {
				return stored;
			}
			throw new Error( `Unexpected ${ String( request.path ) }` );
		} );
		renderApp( 'surveys', {
			hash: '/edit/7/questions',
			globals: PRO_ELITE,
		} );
		await screen.findAllByLabelText( 'Question title' );
		expect( screen.getByText( 'To continue:' ) ).toBeTruthy();
		expect(
			screen.getByText(
				'Question 2, jump 1: The question this jump goes to is no longer after this one. Choose where it goes.'
			)
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'button', { name: 'Next Step: Settings' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );
} );

describe( 'jumps.ts', () => {
	it( 'ignores jumps on types that cannot have them, and checks comparisons per type', () => {
		const questions = four( {
			a: { jumps: [ jump( 'd', 'Yes', 'includes' ) ] },
			b: { jumps: [ jump( 'a' ) ] },
		} );
		expect(
			jumpProblems( questions ).map( ( p ) => [
				p.question,
				p.jump,
				p.field,
			] )
		).toEqual( [ [ 0, 0, 'compare' ] ] );
	} );

	it( 'starts a jump at the next question, or at the end from the last', () => {
		const questions = four();
		expect( newJump( questions, 2 ) ).toEqual( jump( 'd', [] ) );
		expect( newJump( questions, 3 ) ).toEqual( jump( 'end', '' ) );
	} );

	it( 'gives the preview the jumps only with the question-types add-on, as the page gets them', () => {
		const draft = survey( four( { a: { jumps: [ jump( 'c' ) ] } } ) );
		const previewed = ( ent: typeof LITE ) =>
			toPreviewSurvey( draft, ent ).questions.map(
				( q ) => ( q as Question ).jumps
			);
		expect( previewed( PRO_ELITE ) ).toEqual( [
			[ jump( 'c' ) ],
			undefined,
			undefined,
			undefined,
		] );
		expect( previewed( PRO_NO_ADDON ) ).toEqual( [
			undefined,
			undefined,
			undefined,
			undefined,
		] );
	} );
} );
