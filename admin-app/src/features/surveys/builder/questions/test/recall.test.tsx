import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';

import { resetFetchHandler } from '../../../../../test-utils';
import {
	recallChoices,
	recallProblem,
	recallToken,
	renameFieldRecalls,
	settleRecalls,
} from '../recall';
import { moveQuestion } from '../../questions';
import { removeQuestion } from '../../survey';
import { question, renderStep, survey } from './harness';

const EARLIER =
	'“%s” is not an earlier question: a question can only recall the answer to a question before it.';
const QUESTIONS = [
	question( 'q1', 'radio-button', { title: 'Which plan?' } ),
	question( 'q2', 'matrix', { title: 'Rate' } ),
	question( 'q3', 'text', { title: 'Anything?' } ),
	question( 'q4', 'text', { title: 'Why?' } ),
];

/**
 * A survey's French translation with one question's title.
 *
 * @param id    The question.
 * @param title Its French title.
 */
function inFrench( id: string, title: string ) {
	return {
		translations: {
			fr_FR: {
				title: '',
				thank_you_message: '',
				next_text: '',
				skip_text: '',
				widget_toggle_text: '',
				questions: { [ id ]: { title } },
			},
		},
	} as never;
}

describe( 'recall rules', () => {
	it.each( [
		[ 'no recall', 'Why?', null ],
		[ 'an earlier answer', 'Why {{answer:q1}}?', null ],
		[ 'a fallback', 'Why {{ answer:q3 | it }}?', null ],
		[ 'a field', 'From {{field:plan}}', null ],
		[ 'other braces', '{{hello}}', null ],
		[ 'itself', '{{answer:q4}}', EARLIER.replace( '%s', 'q4' ) ],
		[ 'unknown', '{{answer:zz}}', EARLIER.replace( '%s', 'zz' ) ],
		[
			'a matrix',
			'{{answer:q2}}',
			'The answer to “q2” cannot be recalled: a matrix or consent answer has no short form.',
		],
		[
			'an unknown field',
			'{{field:utm}}',
			'“utm” is not one of the survey’s hidden fields.',
		],
		[
			'broken',
			'{{answer:q1',
			'Write a recall as {{answer:QUESTION_ID}} or {{field:NAME}}, with an optional fallback after a bar: {{answer:q1|your score}}.',
		],
	] )( '%s', ( _, title, problem ) => {
		expect( recallProblem( title, 3, QUESTIONS, [ 'plan' ] ) ).toBe(
			problem
		);
	} );

	it( 'offers earlier recallable questions, then the hidden fields', () => {
		expect( recallChoices( QUESTIONS, 3, [ 'plan' ] ) ).toEqual( [
			{ value: 'answer:q1', label: 'Question 1: Which plan?' },
			{ value: 'answer:q3', label: 'Question 3: Anything?' },
			{ value: 'field:plan', label: 'Hidden field: plan' },
		] );
		expect( recallChoices( QUESTIONS, 0, [] ) ).toEqual( [] );
	} );

	it.each( [
		[ 'answer:q1', '', '{{answer:q1}}' ],
		[ 'answer:q1', ' your {plan} | ', '{{answer:q1|your plan}}' ],
		[
			'field:plan',
			'x'.repeat( 150 ),
			`{{field:plan|${ 'x'.repeat( 100 ) }}}`,
		],
	] )( 'recallToken( %s, %j )', ( choice, fallback, token ) => {
		expect( recallToken( choice, fallback ) ).toBe( token );
	} );

	it( 'reads recalls left pointing nowhere as their fallback after a delete or a move', () => {
		const s = survey(
			[
				question( 'q1', 'text' ),
				question( 'q2', 'text', {
					title: 'Why {{answer:q1|that}}? {{field:plan}}',
				} ),
			],
			inFrench( 'q2', 'Pourquoi {{answer:q1|ça}} ?' )
		);
		const removed = removeQuestion( s, 'q1' );
		expect( removed.questions[ 0 ].title ).toBe(
			'Why that? {{field:plan}}'
		);
		expect( removed.translations.fr_FR.questions.q2.title ).toBe(
			'Pourquoi ça ?'
		);
		const moved = settleRecalls( {
			...s,
			questions: moveQuestion( s.questions, 1, 0 ),
		} );
		expect( moved.questions[ 0 ].title ).toBe( 'Why that? {{field:plan}}' );
		expect( settleRecalls( s ) ).toEqual( s );
		// A hidden field removed: its recalls read their fallback (none here: nothing), others stay.
		expect( settleRecalls( s, 'plan' ).questions[ 1 ].title ).toBe(
			'Why {{answer:q1|that}}? '
		);
		expect( settleRecalls( s, 'other' ) ).toEqual( s );
	} );

	it( 'a renamed hidden field: its recalls read the new name, fallback kept, in every language', () => {
		const s = survey(
			[
				question( 'q1', 'text', {
					title: 'On {{field:plan|your plan}}, {{field:planned}} or {{ field:plan }}?',
				} ),
			],
			inFrench( 'q1', 'Avec {{field:plan|votre offre}} ?' )
		);
		const renamed = renameFieldRecalls( s, 'plan', 'tier' );
		expect( renamed.questions[ 0 ].title ).toBe(
			'On {{field:tier|your plan}}, {{field:planned}} or {{field:tier}}?'
		);
		expect( renamed.translations.fr_FR.questions.q1.title ).toBe(
			'Avec {{field:tier|votre offre}} ?'
		);
		expect( renameFieldRecalls( s, 'other', 'tier' ) ).toEqual( s );
	} );
} );

describe( 'the picker beside a title', () => {
	beforeEach( () => {
		resetFetchHandler();
		vi.useFakeTimers( { toFake: [ 'setTimeout' ] } );
	} );
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'inserts the chosen answer with its fallback at the caret', () => {
		const { draft } = renderStep(
			survey( [
				question( 'q1', 'radio-button', { title: 'Which plan?' } ),
				question( 'q2', 'text', { title: 'Why ?' } ),
			] )
		);
		// The first question has nothing to recall.
		const titles = screen.getAllByLabelText(
			'Question title'
		) as HTMLInputElement[];
		const cards = titles.map( ( t ) => t.closest( 'li' ) as HTMLElement );
		expect(
			within( cards[ 0 ] ).queryByRole( 'button', {
				name: 'Insert an earlier answer',
			} )
		).toBeNull();
		const title = titles[ 1 ];
		title.setSelectionRange( 4, 4 );
		const toggle = within( cards[ 1 ] ).getByRole( 'button', {
			name: 'Insert an earlier answer',
		} );
		fireEvent.click( toggle );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const panel = within( cards[ 1 ] ).getByRole( 'group', {
			name: 'Insert an earlier answer',
		} );
		expect(
			within( panel )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'Question 1: Which plan?' ] );
		fireEvent.change(
			within( panel ).getByLabelText(
				'Text when it is empty (optional)'
			),
			{ target: { value: 'that plan' } }
		);
		fireEvent.click(
			within( panel ).getByRole( 'button', { name: 'Insert' } )
		);
		act( () => {
			vi.runAllTimers();
		} );
		expect( draft().questions[ 1 ].title ).toBe(
			'Why {{answer:q1|that plan}}?'
		);
		expect( title.selectionStart ).toBe( 27 );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'names a recall of a later question under the title once the card is left', () => {
		renderStep(
			survey( [
				question( 'q1', 'text', { title: 'Why {{answer:q2}}?' } ),
				question( 'q2', 'text' ),
			] )
		);
		const title = screen.getAllByLabelText( 'Question title' )[ 0 ];
		fireEvent.focus( title );
		fireEvent.blur( title );
		expect(
			screen.getByText( EARLIER.replace( '%s', 'q2' ) )
		).toBeTruthy();
	} );
} );
